"""A duplicate game on file: its save (versioned JSON, replayed through the rules on
reading, so a damaged or hostile file can never make an illegal game) and its GCG
record with the racks.

A save holds, turn by turn, the rack (and the unfit racks put back before it),
each player's move and when it came (seconds after the rack), and the top. The
same file is what ``refaire`` redoes: its racks and tops, turn by turn. A game that
redoes another keeps the turns it redoes, so that it resumes with them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import NamedTuple, TypeVar

from motamot.files import FileProblem, RecordError, read_text, write_atomically
from motamot.records.game_record import nicknames
from motamot.records.gcg import DUPLICATE_PRAGMA, EntryKind, GcgDetails, GcgEntry, GcgRecord, french_to_gcg
from motamot.records.published import parse_published
from motamot.records.saves import Fields, parse_json, read_json, strings, versioned
from motamot.rules.duplicate import (
    FFSC,
    MAX_TURNS,
    RULES,
    Answer,
    DuplicateEnd,
    DuplicateGame,
    DuplicateTurn,
    Judge,
    RedoTurn,
    Verdict,
)
from motamot.rules.names import names_fault
from motamot.rules.notation import WrittenMove, parse_move
from motamot.rules.refusals import IllegalMove
from motamot.rules.tiles import RACK_SIZE
from motamot.rules.topping import HINT_STEPS, MAX_TRIES, Topping

FORMAT = "motamot-duplicate"
VERSION = 1
MAX_PLAYERS = 200  # a room of players with their braille sets, and more
TOP_NICK = "top"

_T = TypeVar("_T")


class SavedDuplicate(NamedTuple):
    game: DuplicateGame
    seed: int
    redo: tuple[RedoTurn, ...]  # the turns of the game it redoes, if it redoes one
    topping: Topping | None = None  # a topping game's hints and tries, draw by draw


def turns_to_redo(game: DuplicateGame) -> tuple[RedoTurn, ...]:
    """A game's racks and tops, to be redone."""
    return tuple(RedoTurn(t.rack, t.rejected, t.top.written) for t in game.turns)


def read_turns_to_redo(path: Path, judge: Judge) -> tuple[RedoTurn, ...]:
    """The turns of a game to redo: a motamot save (of a game that redid another, the longer
    of the two), or a game as clubs publish it (``records.published``)."""
    text = read_text(path)
    if not text.lstrip().startswith("{"):
        return parse_published(text)
    saved = duplicate_from_json(parse_json(text), judge, 0.0)
    return max(saved.redo, turns_to_redo(saved.game), key=len)


# ----------------------------------------------------------------- writing


def duplicate_to_json(
    game: DuplicateGame,
    seed: int,
    now: float,
    redo: tuple[RedoTurn, ...] = (),
    topping: Topping | None = None,
) -> dict[str, object]:
    """The game as saved; an open turn keeps the time already spent on it."""
    data: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "players": list(game.names),
        "rules": game.rules.name,
        "seconds": game.seconds,
        "seed": seed,
        "turns": [_turn_to_json(turn) for turn in game.turns],
        "open": None,
        "end": game.over.reason.value if game.over is not None else None,
        "end_rack": "".join(game.kept),
        # Each answer keeps the words the list refused then: the game reads back whatever list
        # is in use later (saves written before this replay with the list in use).
        "as_judged": True,
        "redo": [
            {"rack": "".join(t.rack), "rejected": ["".join(r) for r in t.rejected], "top": str(t.top)}
            for t in redo
        ],
    }
    if topping is not None:
        data["topping"] = {
            "penalty": topping.penalty,
            "hint_cost": topping.hint_cost,
            "hints": list(topping.hints),
            "tries": list(topping.tries),
        }
    turn = game.open
    if turn is not None:
        data["open"] = {
            "rack": "".join(turn.rack),
            "rejected": ["".join(r) for r in turn.rejected],
            "elapsed": max(0.0, now - turn.started),
            "answers": [_answer_to_json(a, turn.started) for a in turn.answers.values()],
        }
    return data


def save_duplicate(
    game: DuplicateGame,
    seed: int,
    now: float,
    path: Path,
    redo: tuple[RedoTurn, ...] = (),
    topping: Topping | None = None,
) -> None:
    """Written atomically: the old file stays whole until the new one is."""
    text = json.dumps(duplicate_to_json(game, seed, now, redo, topping), ensure_ascii=False, indent=1)
    write_atomically(path, text)


def _turn_to_json(turn: DuplicateTurn) -> dict[str, object]:
    return {
        "rack": "".join(turn.rack),
        "rejected": ["".join(r) for r in turn.rejected],
        "answers": [_answer_to_json(a, turn.started) for a in turn.answers if a.at is not None],
        "top": str(turn.top.written),
        "imposed": turn.imposed,
    }


def _answer_to_json(answer: Answer, started: float) -> dict[str, object]:
    data: dict[str, object] = {
        "player": answer.player,
        "move": None if answer.written is None else str(answer.written),
        "at": max(0.0, (answer.at or started) - started),  # seconds after the rack was given
    }
    if answer.written is None and answer.verdict in (Verdict.DECLARED, Verdict.LATE):
        data["score"] = answer.worth  # a score entered from a slip
    if answer.verdict is Verdict.INVALID_WORDS:
        data["invalid"] = list(answer.words)
    return data


# ----------------------------------------------------------------- reading


def load_duplicate(path: Path, judge: Judge, now: float) -> SavedDuplicate:
    return duplicate_from_json(read_json(path), judge, now)


def duplicate_from_json(data: object, judge: Judge, now: float) -> SavedDuplicate:
    """The game, its seed and the turns it redoes, every turn replayed through the rules: a turn that does not
    replay is named by its number. Finished turns are replayed with times counted from
    their rack (0); an open turn resumes at ``now`` with the time it had already used."""
    root = versioned(data, FORMAT, VERSION)
    players = root.get("players", list)
    if not players or len(players) > MAX_PLAYERS or not strings(players) or names_fault(players) is not None:
        raise RecordError(FileProblem.BAD_FIELD, field="players", expected="names")
    seconds = root.get("seconds", float)
    if not 1 <= seconds <= 24 * 3600:
        raise RecordError(FileProblem.BAD_FIELD, field="seconds", expected="1 to 86400")
    seed = root.get("seed", int)
    turns = root.get("turns", list)
    if len(turns) > MAX_TURNS:
        raise RecordError(FileProblem.BAD_FIELD, field="turns", expected=f"at most {MAX_TURNS}")
    # Saves written before the rules were named are the federation's.
    rules = RULES.get(str(root.get("rules", str, optional=True) or FFSC.name))
    if rules is None:
        raise RecordError(FileProblem.BAD_FIELD, field="rules", expected=", ".join(RULES))
    as_judged = _AsJudged(None if root.get("as_judged", bool, optional=True) else judge)
    game = DuplicateGame(players, as_judged, seconds, rules)
    for index, raw in enumerate(turns, start=1):
        turn = Fields(raw, f"turns[{index}]")
        _replay(game, index, turn, 0.0, as_judged)
        top = _move(turn.get("top", str), f"turns[{index}].top")
        imposed = turn.get("imposed", bool, optional=True) or False
        as_judged.refused, as_judged.answering = frozenset(), False  # the top was the list's then
        _step(index, partial(game.close_turn, top, 0.0, imposed))
    open_turn = root.get("open", dict, optional=True)
    end = root.get("end", str, optional=True)
    if open_turn is not None:
        turn = Fields(open_turn, "open")
        elapsed = turn.get("elapsed", float)
        if not 0 <= elapsed <= 7 * 24 * 3600:
            raise RecordError(FileProblem.BAD_FIELD, field="open.elapsed", expected="seconds")
        _replay(game, len(turns) + 1, turn, now - elapsed, as_judged)
    elif end == DuplicateEnd.NO_MOVE.value:
        rack = _rack(root.get("end_rack", str), "end_rack")
        _step(len(turns) + 1, lambda: game.set_rack(rack, now))
        _step(len(turns) + 1, lambda: game.close_turn(None, now))
    elif end == DuplicateEnd.NO_FIT_RACK.value:
        _step(len(turns) + 1, game.end_if_no_fit_rack)
    elif end is not None:
        raise RecordError(FileProblem.BAD_FIELD, field="end", expected="no_fit_rack, no_move")
    if (game.over.reason.value if game.over is not None else None) != end:
        raise RecordError(FileProblem.STATE_MISMATCH, field="end")
    redo = _redo(root.get("redo", list, optional=True) or [])
    for played, source in zip(game.turns, redo, strict=False):
        if RedoTurn(played.rack, played.rejected, played.top.written) != source or not played.imposed:
            raise RecordError(FileProblem.STATE_MISMATCH, field="redo")
    game.judge = judge  # the moves still to come are judged by the list in use
    topping = root.get("topping", dict, optional=True)
    return SavedDuplicate(game, seed, redo, None if topping is None else _topping(Fields(topping, "topping")))


def _topping(fields: Fields) -> Topping:
    """A topping game's penalty, hint cost, and hints and tries draw by draw, each checked."""
    seconds: dict[str, float] = {}
    for name in ("penalty", "hint_cost"):
        seconds[name] = fields.get(name, float)
        if not 0 <= seconds[name] <= 3600:
            raise RecordError(FileProblem.BAD_FIELD, field=f"topping.{name}", expected="0 to 3600")
    counts: dict[str, list[int]] = {}
    for name, most in (("hints", HINT_STEPS), ("tries", MAX_TRIES)):
        values = fields.get(name, list)
        checked = [v for v in values if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= most]
        if len(values) > MAX_TURNS + 1 or len(checked) != len(values):
            raise RecordError(FileProblem.BAD_FIELD, field=f"topping.{name}", expected=f"0 to {most}")
        counts[name] = checked
    return Topping(seconds["penalty"], seconds["hint_cost"], counts["hints"], counts["tries"])


class _AsJudged:
    """Answers read back as the word list judged them when they were handed in: a game
    belongs to its own verdicts and tops, not to the list in use when it is read again. A
    save written before verdicts were kept (``fallback``) is judged by the list in use."""

    def __init__(self, fallback: Judge | None) -> None:
        self.fallback = fallback
        self.refused: frozenset[str] = frozenset()  # the words the answer being read had refused
        self.answering = False

    def __call__(self, word: str) -> bool:
        if self.answering and self.fallback is not None:
            return self.fallback(word)
        return word not in self.refused


def _redo(turns: list[object]) -> tuple[RedoTurn, ...]:
    """The turns of the game redone, checked for form here and by the rules as each is played."""
    if len(turns) > MAX_TURNS:
        raise RecordError(FileProblem.BAD_FIELD, field="redo", expected=f"at most {MAX_TURNS}")
    redo = []
    for index, raw in enumerate(turns, start=1):
        turn, where = Fields(raw, f"redo[{index}]"), f"redo[{index}]"
        rejected = turn.get("rejected", list)
        redo.append(
            RedoTurn(
                tuple(_rack(turn.get("rack", str), f"{where}.rack")),
                tuple(tuple(_rack(r, f"{where}.rejected")) for r in rejected),
                _move(turn.get("top", str), f"{where}.top"),
            )
        )
    scratch = DuplicateGame(["top"], lambda word: True)  # every turn must replay, in order
    for index, redone in enumerate(redo, start=1):
        if _step(index, partial(scratch.redo_turn, redone, 0.0)) is None:
            raise RecordError(FileProblem.TURN_AFTER_END, number=index)
    return tuple(redo)


def _replay(game: DuplicateGame, index: int, turn: Fields, started: float, as_judged: _AsJudged) -> None:
    """A turn's rack and answers, as they came and as they were judged."""
    where = f"turns[{index}]"
    rack = _rack(turn.get("rack", str), f"{where}.rack")
    rejected = [_rack(r, f"{where}.rejected") for r in turn.get("rejected", list)]
    _step(index, lambda: game.set_rack(rack, started, rejected))
    for raw in turn.get("answers", list):
        answer = Fields(raw, f"{where}.answers")
        player = answer.get("player", int)
        text = answer.get("move", str, optional=True)
        move = None if text is None else _move(text, f"{where}.answers.move")
        at = answer.get("at", float)
        if not 0 <= at <= 7 * 24 * 3600:
            raise RecordError(FileProblem.BAD_FIELD, field=f"{where}.answers.at", expected="seconds")
        score = answer.get("score", int, optional=True)
        invalid = answer.get("invalid", list, optional=True) or []
        if not strings(invalid):
            raise RecordError(FileProblem.BAD_FIELD, field=f"{where}.answers.invalid", expected="words")
        as_judged.refused, as_judged.answering = frozenset(invalid), True
        if score is not None and move is None:
            _step(index, partial(game.declare, player, score, started + at))
        else:
            _step(index, partial(game.answer, player, move, started + at))


def _rack(value: object, field: str) -> list[str]:
    if (
        not isinstance(value, str)
        or len(value) > RACK_SIZE
        or not all(c.isupper() or c == "?" for c in value)
    ):
        raise RecordError(FileProblem.BAD_FIELD, field=field, expected="rack")
    return list(value)


def _move(text: object, field: str) -> WrittenMove:
    try:
        return parse_move(str(text))
    except IllegalMove as refused:
        raise RecordError(
            FileProblem.BAD_FIELD, field=field, expected="move", refusal=refused.refusal
        ) from None


def _step(index: int, action: Callable[[], _T]) -> _T:
    try:
        return action()
    except IllegalMove as refused:
        raise RecordError(FileProblem.BAD_ACTION, index=index, refusal=refused.refusal) from None


# ----------------------------------------------------------------- GCG


def duplicate_to_gcg(game: DuplicateGame, lexicon: str) -> GcgRecord:
    """The tops as the first player ("top"), each with the rack it was played from, then each
    player's own move from the same rack with what it scored (0 for an invalid, illegal or
    late move; a pass when nothing was handed in; a score handed in without its move, a
    ``#note`` line that motamot reads back and other programs leave aside). ``lexicon`` names
    the list that judged (``Lexicon.record_name``)."""
    nicks = nicknames([TOP_NICK, *game.names])
    record = GcgRecord(players=[(nicks[0], "Top")] + list(zip(nicks[1:], game.names, strict=True)))
    record.pragmas += [("lexicon", lexicon), DUPLICATE_PRAGMA]
    totals = [0] * len(nicks)

    def add(seat: int, rack: str, score: int, written: WrittenMove | None) -> None:
        totals[seat] += score
        kind, fields = EntryKind.PASS, GcgDetails()
        if written is None and score:
            kind = EntryKind.SCORE_ONLY
        if written is not None:
            kind = EntryKind.PLAY
            fields = {"position": french_to_gcg(written.start, written.direction), "word": written.word}
        record.entries.append(
            GcgEntry(
                line=0, nick=nicks[seat], kind=kind, score=score, total=totals[seat], rack=rack, **fields
            )
        )

    for turn in game.turns:
        rack = "".join(turn.rack)
        add(0, rack, turn.top_score, turn.top.written)
        for answer in turn.answers:
            add(answer.player + 1, rack, answer.score, answer.written)
    return record
