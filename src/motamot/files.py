"""Files we read but did not write (word lists, saves, records) and files we write.

Reading is suspicious: size, binary content and encoding are checked, and
every problem is a RecordError naming the line when there is one. Writing is
atomic: the old file stays whole until the new one is.
"""

from __future__ import annotations

import enum
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType


class FileProblem(enum.Enum):
    UNREADABLE = "unreadable"  # reason (the system's message)
    TOO_LARGE = "too_large"  # size, limit
    BINARY = "binary"
    LINE_TOO_LONG = "line_too_long"  # limit
    NOT_JSON = "not_json"  # message
    WRONG_FORMAT = "wrong_format"  # expected
    UNSUPPORTED_VERSION = "unsupported_version"  # version
    BAD_FIELD = "bad_field"  # field, expected
    BAD_ACTION = "bad_action"  # index, reason
    STATE_MISMATCH = "state_mismatch"  # field
    BAD_LINE = "bad_line"  # text
    BAD_COORDINATE = "bad_coordinate"  # text
    BAD_RACK = "bad_rack"  # text
    BAD_WORD = "bad_word"  # text
    BAD_NUMBER = "bad_number"  # text
    UNKNOWN_PLAYER = "unknown_player"  # nick
    NO_PLAYERS = "no_players"
    TOO_MANY_LINES = "too_many_lines"  # limit
    NO_WORDS = "no_words"
    ALREADY_EXISTS = "already_exists"
    NOT_FOUND = "not_found"
    NOT_A_TOURNAMENT = "not_a_tournament"
    BAD_ROW = "bad_row"  # table, field (the line is the row's number in that table)
    UNEXPECTED_OBJECT = "unexpected_object"  # name


class RecordError(Exception):
    """A file we read is unreadable, damaged or hostile. Nothing was changed."""

    def __init__(self, problem: FileProblem, line: int | None = None, **details: object) -> None:
        self.problem = problem
        self.line = line
        self.details: Mapping[str, object] = MappingProxyType(dict(details))
        super().__init__(problem.value, line, dict(details))


MAX_BYTES = 4 * 1024 * 1024
MAX_LINE = 2000


def read_bytes(path: str | Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The file's bytes; reads at most ``max_bytes + 1`` so a huge file costs nothing."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise RecordError(FileProblem.UNREADABLE, reason=error.strerror or str(error)) from None
    if len(data) > max_bytes:
        raise RecordError(FileProblem.TOO_LARGE, limit=max_bytes)
    return data


def decode_text(data: bytes) -> str:
    """UTF-8 (with or without BOM), else Latin-1; refuses binary content, naming the line."""
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise RecordError(FileProblem.BINARY, line=line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def read_text(path: str | Path, max_bytes: int = MAX_BYTES) -> str:
    """The file's text; RecordError for a missing, huge or binary file."""
    return decode_text(read_bytes(path, max_bytes))


def split_lines(text: str, max_line: int = MAX_LINE) -> list[str]:
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if len(line) > max_line:
            raise RecordError(FileProblem.LINE_TOO_LONG, line=number, limit=max_line)
    return lines


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def shipped_folder(name: str) -> Path:
    """A data folder shipped inside the package (``locales``, ``sounds``), or the
    source tree's own when motamot runs from a checkout."""
    from importlib import resources

    inside = Path(str(resources.files("motamot"))) / name
    return inside if inside.is_dir() else Path(__file__).resolve().parents[2] / name
