"""A duplicate game as clubs publish it, to be redone: one line per turn, as in a club's
results table or a newspaper's game: the turn's number, the rack, the top, where it goes
and its points, and anything after (the running total, players' scores) left aside.

    N°  Tirage     Mot        Réf.  Points  Cumul
    1   AECC?NU    C(H)ACUNE  H 4   76      76
    5   RU+ZXTEU   TRIEZ      N 2   68      342
    7   -BNISRAA   BÉARNAIS   K 3   70      460

In the rack, the letters before ``+`` are those kept from the last top, and a rack that
starts with ``-`` was drawn afresh after the letters kept went back to the bag (the rack
drawn with them was unfit); ``?`` is a joker. In the word, a joker is the letter it stands
for in brackets, ``C(H)ACUNE``, or in lower case, ``CHaCUNE``; accents do not count. The
reference is French: row letter first across (``H 4``, ``H4``), column number first down
(``12D``). Cells may be parted by spaces, tabs or ``|`` (a copied table); motamot's own
per-turn table reads each cell after its column's name ("Coup 1, Tirage EIOLMLS, Top G8
MOLLIES, Points 68, …"), in either language; lines that do not start with a number (titles,
headers, totals) are skipped.

Every turn is played through the duplicate rules as it is read, so a line that does not fit
the game so far (a letter the bag no longer holds, the letters kept, a misplaced word, a
score that is not the word's) is named by its number.
"""

from __future__ import annotations

import re
from collections import Counter

from motamot.files import FileProblem, RecordError, split_lines
from motamot.rules.duplicate import MAX_TURNS, DuplicateGame, RedoTurn
from motamot.rules.notation import parse_move
from motamot.rules.refusals import IllegalMove
from motamot.rules.tiles import RACK_SIZE

_RACK = re.compile(r"^(-)?([A-Z?]{0,7})(?:\+([A-Z?]{1,7}))?$")
_REFERENCE = r"(?P<ref>[A-Oa-o] ?[0-9]{1,2}|[0-9]{1,2} ?[A-Oa-o])"
_WORD = r"(?P<word>[^\s0-9]{2,30})"
_POINTS = r"(?P<points>[0-9]{1,4})"
_WORD_FIRST = re.compile(rf"^{_WORD}\s+{_REFERENCE}\s+{_POINTS}(\s|$)")
_REFERENCE_FIRST = re.compile(rf"^{_REFERENCE}\s+{_WORD}\s+{_POINTS}(\s|$)")
_JOKER = re.compile(r"\((\w)\)")
_NUMBER = re.compile(r"[0-9]{1,3}\.?")  # "12" or "12.", in ASCII digits only
_ANY_DIGITS = re.compile(r"\d{1,3}\.?")  # the same in any script's digits: refused, with its line
# motamot's own table as it reads: number, rack, top and points, each after its column's name.
_NAMED_CELLS = re.compile(r"^\s*\w+ ([0-9]{1,3}), \w+ (\S+), \w+ (\S+ \S+), \w+ ([0-9]{1,4})(,|\.|$)")


def parse_published(text: str) -> tuple[RedoTurn, ...]:
    """The turns of a published game, each checked by the rules in order."""
    game = DuplicateGame(["top"], lambda word: True)  # tops are imposed: the club's list judged them
    turns: list[RedoTurn] = []
    for line, raw in enumerate(split_lines(text), start=1):
        named = _NAMED_CELLS.match(raw)
        cells = " ".join(named.groups()[:4]).split() if named else raw.replace("|", " ").split()
        if cells and _ANY_DIGITS.fullmatch(cells[0]) and not _NUMBER.fullmatch(cells[0]):
            raise RecordError(FileProblem.BAD_NUMBER, line=line, text=cells[0])  # ٣, ３: not ASCII digits
        if not cells or not _NUMBER.fullmatch(cells[0]):
            continue  # a title, a header, a total
        if len(turns) >= MAX_TURNS:
            raise RecordError(FileProblem.TOO_MANY_LINES, line=line, limit=MAX_TURNS)
        number = len(turns) + 1
        if int(cells[0].rstrip(".")) != number:
            raise RecordError(FileProblem.TURN_OUT_OF_ORDER, line=line, expected=number, text=cells[0])
        turns.append(_play_line(game, number, line, cells))
    if not turns:
        raise RecordError(FileProblem.NO_TURNS)
    return tuple(turns)


def _play_line(game: DuplicateGame, number: int, line: int, cells: list[str]) -> RedoTurn:
    if len(cells) < 2 or not (rack_match := _RACK.match(cells[1].upper())):
        raise RecordError(FileProblem.BAD_RACK, line=line, text=cells[1] if len(cells) > 1 else "")
    renewed, first, added = rack_match.groups()
    if (renewed and added) or len(first) + len(added or "") > RACK_SIZE:
        raise RecordError(FileProblem.BAD_RACK, line=line, text=cells[1])
    rest = " ".join(cells[2:])
    found = _WORD_FIRST.match(rest) or _REFERENCE_FIRST.match(rest)
    if found is None:
        raise RecordError(FileProblem.BAD_LINE, line=line, text=" ".join(cells))
    word = _JOKER.sub(lambda m: m[1].lower(), found["word"])
    if added and Counter(first) != Counter(game.kept):
        raise RecordError(FileProblem.WRONG_KEPT, line=line, written=first, kept="".join(game.kept))
    rack = tuple(first + (added or ""))
    rejected = (tuple(game.kept),) if renewed and game.kept else ()
    try:
        turn = RedoTurn(rack, rejected, parse_move(f"{found['ref'].replace(' ', '')} {word}"))
        played = game.redo_turn(turn, 0.0)
    except IllegalMove as refused:
        raise RecordError(FileProblem.BAD_ACTION, line=line, index=number, refusal=refused.refusal) from None
    if played is None:  # no fit rack could be drawn any more: the game was over
        raise RecordError(FileProblem.TURN_AFTER_END, line=line, number=number)
    if int(found["points"]) != played.score:
        raise RecordError(
            FileProblem.WRONG_SCORE,
            line=line,
            move=str(turn.top),
            written=found["points"],
            score=played.score,
        )
    return turn
