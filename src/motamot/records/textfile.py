"""Reading a text file we did not write, safely: size, binary content, encoding."""

from __future__ import annotations

from pathlib import Path

from motamot.records.errors import FileProblem, RecordError

MAX_BYTES = 4 * 1024 * 1024
MAX_LINE = 2000


def read_text(path: str | Path, max_bytes: int = MAX_BYTES) -> str:
    """The file's text: UTF-8 (with or without BOM), else Latin-1.

    Raises RecordError for a missing, huge or binary file; reads at most
    ``max_bytes + 1`` bytes so a huge file costs nothing.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise RecordError(FileProblem.UNREADABLE, reason=error.strerror or str(error)) from None
    if len(data) > max_bytes:
        raise RecordError(FileProblem.TOO_LARGE, limit=max_bytes)
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise RecordError(FileProblem.BINARY, line=line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def split_lines(text: str, max_line: int = MAX_LINE) -> list[str]:
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if len(line) > max_line:
            raise RecordError(FileProblem.LINE_TOO_LONG, line=number, limit=max_line)
    return lines
