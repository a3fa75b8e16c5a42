"""Errors from reading files: what is wrong, and on which line."""

from __future__ import annotations

import enum
from collections.abc import Mapping
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


class RecordError(Exception):
    """A file we read is unreadable, damaged or hostile. Nothing was changed."""

    def __init__(self, problem: FileProblem, line: int | None = None, **details: object) -> None:
        self.problem = problem
        self.line = line
        self.details: Mapping[str, object] = MappingProxyType(dict(details))
        super().__init__(problem.value, line, dict(details))
