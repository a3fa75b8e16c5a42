"""The printable HTML page every export shares: large type, plain tables."""

from __future__ import annotations

import html


def html_page(title: str, language: str, body: str) -> str:
    """A whole page around ``body`` (already escaped HTML)."""
    e = html.escape
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{e(language)}"><head><meta charset="utf-8">'
        f"<title>{e(title)}</title>"
        "<style>body{font:16pt sans-serif;margin:1cm}table{border-collapse:collapse;width:100%}"
        "th,td{border:1px solid #000;padding:.2em .4em;text-align:left}td.n{text-align:right}"
        "p.field{border-bottom:1px solid #000;padding-top:.8em;width:60%}"
        "@media print{body{margin:0}}</style></head><body>"
        f"<h1>{e(title)}</h1>{body}"
        "</body></html>\n"
    )


def html_table(headings: list[str], rows: list[list[tuple[str, bool]]]) -> str:
    """A table; each cell is (text, is_number), numbers right-aligned; all text escaped."""
    e = html.escape
    head = "".join(f'<th scope="col">{e(label)}</th>' for label in headings)
    body = "".join(
        "<tr>" + "".join(f'<td class="n">{e(t)}</td>' if n else f"<td>{e(t)}</td>" for t, n in row) + "</tr>"
        for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
