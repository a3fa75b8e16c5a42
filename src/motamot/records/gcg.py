"""GCG game records (the format of Quackle, Woogles and cross-tables).

GCG writes coordinates the English way: ``8D`` is row 8, column D, across;
``D8`` is column D, row 8, down. motamot's rows are letters and columns
numbers, so ``8D`` is French ``H4`` and ``D8`` is French ``4H``. The
conversion happens here, at the file boundary, and nowhere else.

Besides the standard lines, motamot writes and reads ``(penalty)`` lines
for arbiter penalties, and ``(challenge)`` lines with a negative score for
the French penalty on a wrong challenge (seed 000 §5.3). A duplicate score
handed in without its move is a note, ``#note motamot-score Anne DAEURER +18 18``
(the nick, the rack, the score and the total), which other programs leave
aside and motamot reads back as an entry, never as a pass worth points.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict

from motamot.files import FileProblem, RecordError, read_text, split_lines
from motamot.rules.board import SIZE, Direction, Square
from motamot.rules.numbers import whole_number

MAX_ENTRIES = 2000
_GCG_COLUMNS = "ABCDEFGHIJKLMNO"
_ACROSS = re.compile(r"^([0-9]{1,2})([A-Oa-o])$")  # row number first: across
_DOWN = re.compile(r"^([A-Oa-o])([0-9]{1,2})$")  # column letter first: down
_RACK = re.compile(r"^[A-Z?]{0,7}$")
_END_TILES = re.compile(r"^[A-Z?]{0,21}$")  # what up to three opponents hold
_WORD = re.compile(r"^[A-Za-z.]{2,15}$")
_NUMBER = re.compile(r"^[+-]?[0-9]{1,6}$")


DUPLICATE_PRAGMA = ("motamot-formula", "duplicate")
SCORE_NOTE = "motamot-score"  # a #note holding a score handed in without its move
_SCORE_NOTE = re.compile(r"^(\S+) (?:([A-Z?]{1,7}) )?([+-]?[0-9]{1,6}) ([+-]?[0-9]{1,6})$")


class EntryKind(enum.Enum):
    PLAY = "play"
    PASS = "pass"
    EXCHANGE = "exchange"
    WITHDRAWN = "withdrawn"  # "--": the last move taken back after a challenge
    CHALLENGE = "challenge"  # bonus, or (motamot) penalty for a wrong challenge
    END_RACK = "end_rack"  # points for tiles left on a rack at the end
    TIME = "time"
    PENALTY = "penalty"  # motamot: an arbiter's penalty
    SCORE_ONLY = "score_only"  # motamot, duplicate: a score handed in without its move, a #note


@dataclass(frozen=True)
class GcgEntry:
    line: int
    nick: str
    kind: EntryKind
    score: int
    total: int
    rack: str | None = None
    position: str | None = None  # GCG coordinate
    word: str | None = None  # GCG word: "." for a tile already on the board
    tiles: str | None = None  # exchanged tiles, or the rack counted at the end
    exchange_count: int | None = None


class GcgDetails(TypedDict, total=False):
    """A GcgEntry's fields that only some kinds of line have, passed by name."""

    position: str | None
    word: str | None
    tiles: str | None
    exchange_count: int | None


class _LineStart(TypedDict):
    """The fields every parsed line has."""

    line: int
    nick: str
    score: int
    total: int


@dataclass
class GcgRecord:
    players: list[tuple[str, str]]  # (nick, full name)
    entries: list[GcgEntry] = field(default_factory=list)
    pragmas: list[tuple[str, str]] = field(default_factory=list)  # other "#" lines, kept in order

    def name_of(self, nick: str) -> str:
        return dict(self.players).get(nick, nick)

    @property
    def is_duplicate(self) -> bool:
        """motamot's duplicate record: the tops as the first player, then each player's answer
        to the same rack."""
        return DUPLICATE_PRAGMA in self.pragmas


def gcg_to_french(position: str) -> tuple[Square, Direction]:
    """``8D`` → (H4, across); ``D8`` → (4H, down)."""
    if match := _ACROSS.match(position):
        row, col, direction = int(match[1]), match[2], Direction.ACROSS
    elif match := _DOWN.match(position):
        col, row, direction = match[1], int(match[2]), Direction.DOWN
    else:
        raise ValueError(position)
    if not 1 <= row <= SIZE:
        raise ValueError(position)
    return Square(row - 1, _GCG_COLUMNS.index(col.upper())), direction


def french_to_gcg(square: Square, direction: Direction) -> str:
    """(H4, across) → ``8D``; (4H, down) → ``D8``."""
    row, col = str(square.row + 1), _GCG_COLUMNS[square.col]
    return row + col if direction is Direction.ACROSS else col + row


def read_gcg(path: str | Path) -> GcgRecord:
    return parse_gcg(read_text(path))


def parse_gcg(text: str) -> GcgRecord:
    """Parse a record strictly; a RecordError names the first bad line."""
    record = GcgRecord(players=[])
    players: dict[int, tuple[str, str]] = {}
    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            keyword, _, value = line[1:].partition(" ")
            if match := re.fullmatch(r"player([1-9][0-9]?)", keyword):
                nick, _, name = value.strip().partition(" ")
                if not nick:
                    raise RecordError(FileProblem.BAD_LINE, line=number, text=raw)
                players[int(match[1])] = (nick, name.strip() or nick)
            elif keyword == "note" and value.startswith(SCORE_NOTE + " "):
                if len(record.entries) >= MAX_ENTRIES:
                    raise RecordError(FileProblem.TOO_MANY_LINES, line=number, limit=MAX_ENTRIES)
                record.entries.append(_parse_score_note(value[len(SCORE_NOTE) :].strip(), raw, number))
            else:
                record.pragmas.append((keyword, value.strip()))
            continue
        if not line.startswith(">"):
            raise RecordError(FileProblem.BAD_LINE, line=number, text=raw)
        if len(record.entries) >= MAX_ENTRIES:
            raise RecordError(FileProblem.TOO_MANY_LINES, line=number, limit=MAX_ENTRIES)
        record.entries.append(_parse_entry(line, number))
    if not players:
        raise RecordError(FileProblem.NO_PLAYERS)
    record.players = [players[k] for k in sorted(players)]
    nicks = {nick for nick, _ in record.players}
    for entry in record.entries:
        if entry.nick not in nicks:
            raise RecordError(FileProblem.UNKNOWN_PLAYER, line=entry.line, nick=entry.nick)
    return record


def _parse_entry(line: str, number: int) -> GcgEntry:
    nick, colon, rest = line[1:].partition(":")
    tokens = rest.split()
    if not colon or not nick.strip() or len(tokens) < 3:
        raise RecordError(FileProblem.BAD_LINE, line=number, text=line)
    score, total = (_number(t, number) for t in tokens[-2:])
    middle = tokens[:-2]
    base: _LineStart = {"line": number, "nick": nick.strip(), "score": score, "total": total}
    specials = ("(challenge)", "(time)", "(penalty)")
    if len(middle) == 1 and _parenthesised(middle[0]) and middle[0].lower() not in specials:
        return GcgEntry(kind=EntryKind.END_RACK, tiles=_rack(middle[0][1:-1], number, _END_TILES), **base)
    lone_action = len(middle) == 1 and middle[0][:1] in ("-", "(")
    if lone_action or (len(middle) == 2 and (_ACROSS.match(middle[0]) or _DOWN.match(middle[0]))):
        # No rack: a game refereed on a physical board, where nobody typed the racks.
        middle = ["", *middle]
    rack = _rack(middle[0], number)
    if len(middle) == 2:
        what = middle[1]
        special = {
            "(challenge)": EntryKind.CHALLENGE,
            "(time)": EntryKind.TIME,
            "(penalty)": EntryKind.PENALTY,
        }
        if what.lower() in special:
            return GcgEntry(kind=special[what.lower()], rack=rack, **base)
        if _parenthesised(what):
            return GcgEntry(kind=EntryKind.END_RACK, rack=rack, tiles=_rack(what[1:-1], number), **base)
        if what == "-":
            return GcgEntry(kind=EntryKind.PASS, rack=rack, **base)
        if what == "--":
            return GcgEntry(kind=EntryKind.WITHDRAWN, rack=rack, **base)
        if what.startswith("-"):
            tiles = what[1:]
            if (count := whole_number(tiles, 1, 7)) is not None:
                return GcgEntry(kind=EntryKind.EXCHANGE, rack=rack, exchange_count=count, **base)
            return GcgEntry(
                kind=EntryKind.EXCHANGE,
                rack=rack,
                tiles=_rack(tiles, number),
                exchange_count=len(tiles),
                **base,
            )
    if len(middle) == 3:
        position, word = middle[1], middle[2]
        try:
            gcg_to_french(position)
        except ValueError:
            raise RecordError(FileProblem.BAD_COORDINATE, line=number, text=position) from None
        if not _WORD.match(word):
            raise RecordError(FileProblem.BAD_WORD, line=number, text=word)
        return GcgEntry(kind=EntryKind.PLAY, rack=rack, position=position, word=word, **base)
    raise RecordError(FileProblem.BAD_LINE, line=number, text=line)


def _parse_score_note(text: str, raw: str, number: int) -> GcgEntry:
    """``Anne DAEURER +18 18``: a score handed in without its move."""
    match = _SCORE_NOTE.match(text)
    if match is None:
        raise RecordError(FileProblem.BAD_LINE, line=number, text=raw)
    nick, rack, score, total = match.groups()
    return GcgEntry(
        line=number, nick=nick, kind=EntryKind.SCORE_ONLY, score=int(score), total=int(total), rack=rack
    )


def _parenthesised(token: str) -> bool:
    return len(token) >= 2 and token[0] == "(" and token[-1] == ")"


def _rack(text: str, number: int, pattern: re.Pattern[str] = _RACK) -> str:
    if not pattern.match(text):
        raise RecordError(FileProblem.BAD_RACK, line=number, text=text)
    return text


def _number(text: str, number: int) -> int:
    if not _NUMBER.match(text):
        raise RecordError(FileProblem.BAD_NUMBER, line=number, text=text)
    return int(text)


def format_gcg(record: GcgRecord) -> str:
    """The record as GCG text, one line per entry."""
    lines = ["#character-encoding UTF-8"]
    for index, (nick, name) in enumerate(record.players, start=1):
        lines.append(f"#player{index} {nick} {name}")
    lines += [
        f"#{keyword} {value}".rstrip() for keyword, value in record.pragmas if keyword != "character-encoding"
    ]
    for entry in record.entries:
        if entry.kind is EntryKind.SCORE_ONLY:
            rack = f" {entry.rack}" if entry.rack else ""
            lines.append(f"#note {SCORE_NOTE} {entry.nick}{rack} {entry.score:+d} {entry.total}")
            continue
        lines.append(f">{entry.nick}: {_entry_body(entry)} {entry.score:+d} {entry.total}")
    return "\n".join(lines) + "\n"


def _entry_body(entry: GcgEntry) -> str:
    rack = entry.rack or ""
    match entry.kind:
        case EntryKind.PLAY:
            return f"{rack} {entry.position} {entry.word}"
        case EntryKind.PASS:
            return f"{rack} -"
        case EntryKind.EXCHANGE:
            return f"{rack} -{entry.tiles or entry.exchange_count}"
        case EntryKind.WITHDRAWN:
            return f"{rack} --"
        case EntryKind.CHALLENGE:
            return f"{rack} (challenge)"
        case EntryKind.TIME:
            return f"{rack} (time)"
        case EntryKind.PENALTY:
            return f"{rack} (penalty)"
        case EntryKind.END_RACK:
            return f"{rack} ({entry.tiles})".strip() if entry.rack else f"({entry.tiles})"
        case EntryKind.SCORE_ONLY:
            raise AssertionError("a score without its move is written as a note")
    raise AssertionError(entry.kind)
