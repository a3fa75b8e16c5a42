"""Extract the messages from the code and bring the catalogs up to date.

    python tools/update_locales.py          # extract, merge, compile
    python tools/update_locales.py --check  # exit 1 if anything is out of date

Messages are written in French in the code. ``locales/fr`` copies them (it
exists for the French plural rule); ``locales/en`` holds the English
translations, edited by hand in ``locales/en/LC_MESSAGES/motamot.po``.
The compiled ``.mo`` files are committed so installing needs no build step.
Needs Babel (installed with the ``test`` extra).
"""

from __future__ import annotations

import io
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileParser, write_po

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "motamot"
LOCALES = ROOT / "locales"
DOMAIN = "motamot"
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)
KEYWORDS = {"gettext": None, "ngettext": (1, 2), "_": None, "N_": None, "NP_": (1, 2)}


class ReproducibleCatalog(Catalog):
    """Babel's catalog without Babel's version in its header: the committed catalogs are the
    same whichever Babel release writes them (Babel 2.19 changed every one of them)."""

    @property
    def mime_headers(self) -> list[tuple[str, str]]:
        headers = [(name, value) for name, value in super().mime_headers if name != "Generated-By"]
        name, value = headers[-1]
        return [*headers[:-1], (name, value.rstrip("\n") + "\n")]  # the header ends a line, as Babel's did

    @mime_headers.setter
    def mime_headers(self, headers: list[tuple[str, str]]) -> None:
        Catalog.mime_headers.fset(self, headers)  # type: ignore[attr-defined]


def extract() -> Catalog:
    template = Catalog(
        project="motamot",
        version="0.1",
        copyright_holder="motamot developers",
        charset="utf-8",
        fuzzy=False,
        # A fixed date keeps the compiled catalogs byte-for-byte reproducible.
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        str(SOURCE), method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        template.add(
            message, None, [(f"src/motamot/{filename}", lineno)], auto_comments=comments, context=context
        )
    return template


def catalog_path(language: str, suffix: str) -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.{suffix}"


def updated(language: str, template: Catalog) -> Catalog:
    path = catalog_path(language, "po")
    if path.exists():
        catalog = ReproducibleCatalog(locale=language)
        with path.open("rb") as handle:
            PoFileParser(catalog).parse(handle)  # what read_po does, into this catalog
    else:
        catalog = ReproducibleCatalog(
            locale=language,
            project="motamot",
            version="0.1",
            copyright_holder="motamot developers",
            charset="utf-8",
            fuzzy=False,
        )
    catalog.update(template, no_fuzzy_matching=True)
    catalog.revision_date = FIXED_DATE
    catalog.obsolete.clear()
    if language == "fr":
        for message in catalog:
            if message.id:
                message.string = message.id
    return catalog


def render_po(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, omit_header=False, sort_output=True, width=100, include_lineno=False)
    return out.getvalue()


def render_mo(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for language in ("fr", "en"):
        # A fresh template each time: Babel's update shares message objects.
        catalog = updated(language, extract())
        for suffix, data in (("po", render_po(catalog)), ("mo", render_mo(catalog))):
            path = catalog_path(language, suffix)
            if path.exists() and path.read_bytes() == data:
                continue
            stale.append(path)
            if not check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
    for path in stale:
        print(("out of date: " if check else "written: ") + str(path.relative_to(ROOT)))
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
