"""Files we read but did not write (word lists, saves, records) and files we write.

Reading is suspicious: size, binary content and encoding are checked, and
every problem is a RecordError naming the line when there is one. Writing is
atomic: the old file stays whole until the new one is.
"""

from __future__ import annotations

import codecs
import enum
import errno
import os
import re
import sqlite3
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TypedDict


class SystemReason(enum.Enum):
    """Why the system refused a file, as a code: its own message is English whatever the
    player's language, so describe says it in the player's words."""

    MISSING = "missing"
    NO_PERMISSION = "no_permission"
    READ_ONLY = "read_only"
    FULL = "full"
    NOT_A_FOLDER = "not_a_folder"  # a file stands where a folder should be
    IS_A_FOLDER = "is_a_folder"
    NOT_A_FILE = "not_a_file"  # a pipe, a device, a socket: reading it could block for ever
    LOCKED = "locked"  # another command holds it longer than we wait
    DAMAGED = "damaged"
    NAME_TOO_LONG = "name_too_long"  # a file's name, or its path, longer than the system takes
    OTHER = "other"  # code (the system's error number)


_ERRNO_REASONS = {
    errno.ENOENT: SystemReason.MISSING,
    errno.EACCES: SystemReason.NO_PERMISSION,
    errno.EPERM: SystemReason.NO_PERMISSION,
    errno.EROFS: SystemReason.READ_ONLY,
    errno.ENOSPC: SystemReason.FULL,
    errno.EDQUOT: SystemReason.FULL,
    errno.EFBIG: SystemReason.FULL,
    errno.ENOTDIR: SystemReason.NOT_A_FOLDER,
    errno.ENAMETOOLONG: SystemReason.NAME_TOO_LONG,
    errno.EEXIST: SystemReason.NOT_A_FOLDER,  # mkdir where a file of that name stands
    errno.EISDIR: SystemReason.IS_A_FOLDER,
}


class SystemDetails(TypedDict):
    """What a RecordError says of a system refusal."""

    reason: SystemReason
    code: int


def system_reason(error: OSError) -> SystemDetails:
    """The details a RecordError carries for a system refusal."""
    reason = _ERRNO_REASONS.get(error.errno or 0, SystemReason.OTHER)
    return {"reason": reason, "code": error.errno or 0}


class FileProblem(enum.Enum):
    UNREADABLE = "unreadable"  # reason (SystemReason), code
    NOT_WRITTEN = "not_written"  # reason (SystemReason), code
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
    BAD_ROUND = "bad_round"  # round, fault (tournament.store.RoundFault), table or name
    UNEXPECTED_OBJECT = "unexpected_object"  # name
    BAD_ELIOT_DICTIONARY = "bad_eliot_dictionary"  # fault (lexicon.eliot.EliotFault), its details
    TURN_OUT_OF_ORDER = "turn_out_of_order"  # expected, text
    WRONG_KEPT = "wrong_kept"  # written, kept
    WRONG_SCORE = "wrong_score"  # move, written, score
    TURN_AFTER_END = "turn_after_end"  # number
    NO_TURNS = "no_turns"
    IN_USE = "in_use"  # pid: another motamot writes this game
    OTHER_KIND = "other_kind"  # kind: a game of another kind (commands.formulas), taken up elsewhere


class RecordError(Exception):
    """A file we read is unreadable, damaged or hostile. Nothing was changed."""

    def __init__(
        self, problem: FileProblem, line: int | None = None, path: Path | None = None, **details: object
    ) -> None:
        self.problem = problem
        self.line = line
        self.path = path  # the file at fault, when it is not the one the caller named
        self.details: Mapping[str, object] = MappingProxyType(dict(details))
        super().__init__(problem.value, line, dict(details))


MAX_BYTES = 4 * 1024 * 1024
MAX_LINE = 2000


def read_bytes(path: str | Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The file's bytes; reads at most ``max_bytes + 1`` so a huge file costs nothing.
    Only a regular file is read: opening a named pipe would wait for a writer for ever."""
    try:
        # O_NONBLOCK: opening a pipe with no writer returns at once, and fstat says what it is.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise RecordError(FileProblem.UNREADABLE, **system_reason(error)) from None
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            kind = SystemReason.IS_A_FOLDER if stat.S_ISDIR(mode) else SystemReason.NOT_A_FILE
            raise RecordError(FileProblem.UNREADABLE, reason=kind, code=0)
        with os.fdopen(descriptor, "rb", closefd=False) as handle:
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise RecordError(FileProblem.UNREADABLE, **system_reason(error)) from None
    finally:
        os.close(descriptor)
    if len(data) > max_bytes:
        raise RecordError(FileProblem.TOO_LARGE, limit=max_bytes)
    return data


# Characters no text file holds (tab, line feed, carriage return and form feed aside):
# random or binary bytes hold some within a few hundred bytes.
_CONTROL = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]")


def decode_text(data: bytes) -> str:
    """UTF-8 (with or without BOM), UTF-16 with its BOM, else line by line UTF-8 or
    Windows-1252 (Latin-1 with œ, Œ, € and ’, as French Windows editors write): a UTF-8 list
    with one Latin-1 line keeps its UTF-8 words. Refuses what is not text, naming the line
    of the first character no text holds."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            raise RecordError(FileProblem.BINARY, line=1) from None
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = "\n".join(decode_line(line) for line in data.removeprefix(codecs.BOM_UTF8).split(b"\n"))
    if (control := _CONTROL.search(text)) is not None:
        raise RecordError(FileProblem.BINARY, line=text.count("\n", 0, control.start()) + 1)
    return text


def decode_line(data: bytes) -> str:
    """One line of text: UTF-8, else Windows-1252 (as French Windows editors write), else
    Latin-1, which decodes any byte: a line in another encoding is read, never a crash."""
    for encoding in ("utf-8", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
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


def write_fault(write: Callable[[], None]) -> RecordError | None:
    """Run a write; the refusal it met (full disk, read-only folder), or None once it succeeded.
    A game saved after every action goes on when a save fails, and tries again next time."""
    try:
        write()
    except RecordError as fault:
        return fault
    return None


def write_atomically(path: Path, text: str) -> None:
    """Write through a temporary file beside ``path``, then swap it in: a full disk, a
    read-only folder or a kill mid-write leaves the old file whole. A refusal is a
    RecordError(NOT_WRITTEN) naming the system's reason."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMPORARY, dir=path.parent)
    except OSError as error:
        raise RecordError(FileProblem.NOT_WRITTEN, path=path, **system_reason(error)) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise RecordError(FileProblem.NOT_WRITTEN, path=path, **system_reason(error)) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def remove(path: Path) -> None:
    """Remove a file we wrote (a finished game's save); a refusal is a RecordError(NOT_WRITTEN)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise RecordError(FileProblem.NOT_WRITTEN, path=path, **system_reason(error)) from None


def unique_path(path: Path) -> Path:
    """``path``, or ``name-2.ext``, ``name-3.ext``… when a file of that name is there already:
    two games archived in the same second keep both."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


TEMPORARY = ".tmp"
LOCK = ".verrou"

# Games this process writes: the lock file's descriptor, kept open until the game is let go
# of as often as it was held, or the process ends (the system then lets go of the lock,
# after a crash too); and how many holders it has.
_HELD: dict[Path, list[int]] = {}


def held_name(path: Path) -> Path:
    """The name a game is held by: its real file's, every link followed."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a loop of links: held by the name given
        return path.absolute()


def hold(path: Path) -> None:
    """Make this process the one writer of ``path`` (a game's save) until ``let_go`` or its
    end: a second motamot on the same game gets RecordError(IN_USE) naming the process that
    holds it, rather than two windows overwriting each other's moves. Where no lock can be
    made (a read-only folder) the game goes on, and saving says what is wrong. The lock is
    the real file's (links followed): a link to a file another motamot holds is refused too."""
    key = held_name(path)
    if key in _HELD:
        _HELD[key][1] += 1
        return
    lock = key.with_name(key.name + LOCK)
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return
    try:
        _lock(descriptor)
    except OSError:
        try:
            pid = int(os.pread(descriptor, 20, 0).decode("ascii").strip() or 0)
        except (OSError, ValueError, AttributeError):
            pid = 0
        os.close(descriptor)
        raise RecordError(FileProblem.IN_USE, path=path, pid=pid) from None
    try:
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, str(os.getpid()).encode("ascii"), 0)
    except (OSError, AttributeError):
        pass  # the process number only helps the message; the lock is what counts
    _HELD[key] = [descriptor, 1]


def let_go(path: Path) -> None:
    """One holder less; with none left, another motamot may write ``path``."""
    key = held_name(path)
    held = _HELD.get(key)
    if held is None:
        return
    held[1] -= 1
    if held[1] <= 0:
        del _HELD[key]
        os.close(held[0])


def _lock(descriptor: int) -> None:
    """An exclusive lock that waits for nobody; OSError when another process holds it."""
    if sys.platform == "win32":  # os.name "nt"; mypy knows sys.platform, and checks each branch where it runs
        import msvcrt

        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)


def remove_stale_temporaries(folder: Path, older_than: float = 60.0) -> int:
    """Remove what killed writes left behind in ``folder`` (``.name.XXXX.tmp``); a file
    younger than ``older_than`` seconds may be another motamot's write under way."""
    removed = 0
    try:
        candidates = list(folder.glob(f".*{TEMPORARY}"))
    except OSError:
        return 0
    for candidate in candidates:
        try:
            if candidate.is_file() and time.time() - candidate.stat().st_mtime > older_than:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def shipped_folder(name: str) -> Path:
    """A data folder shipped inside the package (``locales``, ``sounds``), or the
    source tree's own when motamot runs from a checkout."""
    from importlib import resources

    inside = Path(str(resources.files("motamot"))) / name
    return inside if inside.is_dir() else Path(__file__).resolve().parents[2] / name


def sqlite_reason(error: sqlite3.Error) -> SystemReason:
    """What stopped SQLite, from its own (English) message."""
    text = str(error).lower()
    for words, reason in (
        ("locked", SystemReason.LOCKED),
        ("readonly", SystemReason.READ_ONLY),
        ("full", SystemReason.FULL),
        ("unable to open", SystemReason.NO_PERMISSION),
        ("malformed", SystemReason.DAMAGED),
        ("busy", SystemReason.LOCKED),
    ):
        if words in text:
            return reason
    # Anything else SQLite says of a file ("not a database", "disk I/O error" on a torn page)
    # is damage to that file, never a system error number the player cannot use.
    return SystemReason.DAMAGED
