"""Saved games: versioned JSON, written atomically, read with suspicion.

A save holds the game's settings and the list of its actions; loading
replays every action through the rules core, so a damaged or hostile file
can never produce an illegal game, and then checks that the state reached
is the state the file says it saved.
"""

from __future__ import annotations

import enum
import json
import math
from dataclasses import fields
from pathlib import Path
from typing import Literal, TypeGuard, TypeVar, overload

from motamot.files import FileProblem, RecordError, read_text, write_atomically
from motamot.rules.actions import (
    Action,
    Arrived,
    BlindExchange,
    Challenge,
    DeclareRack,
    DeclineChallenge,
    Exchange,
    LateStart,
    Pass,
    Penalise,
    Play,
    Resign,
    RestartClock,
    StopClock,
    Tick,
)
from motamot.rules.board import Direction, Square
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.events import PenaltyKind
from motamot.rules.game import Game, WordJudge
from motamot.rules.names import name_problem
from motamot.rules.referee import RefereeGame
from motamot.rules.refusals import IllegalMove
from motamot.rules.variants import PRESETS, Preset, Variant

FORMAT = "motamot-game"
VERSION = 1
MAX_ACTIONS = 20000

_T = TypeVar("_T")
_E = TypeVar("_E", bound=enum.Enum)


# ----------------------------------------------------------------- writing


def game_to_json(game: Game) -> dict[str, object]:
    referee = isinstance(game, RefereeGame)
    return {
        "format": FORMAT,
        "version": VERSION,
        # A refereed game on a physical board: no toss, no racks (rules.referee).
        "mode": "referee" if referee else "dealt",
        "first_player": game.first_player,
        "players": [p.name for p in game.players],
        "variant": {"name": game.variant.name, "settings": _variant_settings(game.variant)},
        "clock": _clock_to_json(game.clock.settings),
        "seed": game.seed,
        "start_time": game.start_time,
        "actions": [_action_to_json(a) for a in game.actions],
        "state": game.snapshot(),
    }


def save_game(game: Game, path: str | Path) -> None:
    """Write the save atomically: the old file stays whole until the new one is."""
    write_atomically(Path(path), json.dumps(game_to_json(game), ensure_ascii=False, indent=1))


def _plain(value: object) -> object:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, ClockSettings):
        return _clock_to_json(value)
    if isinstance(value, tuple):
        return list(value)
    return value


def _variant_settings(variant: Variant) -> dict[str, object]:
    return {name: _plain(value) for name, value in variant.settings().items()}


def _clock_to_json(settings: ClockSettings) -> dict[str, object]:
    return {"kind": settings.kind.value, "seconds": settings.seconds, "warnings": list(settings.warnings)}


# Each action's tag in a save, written once here: renaming a class must not orphan saved games.
ACTION_TAGS: dict[type[Action], str] = {
    Play: "play",
    Exchange: "exchange",
    Pass: "pass",
    Challenge: "challenge",
    DeclineChallenge: "declinechallenge",
    Penalise: "penalise",
    Resign: "resign",
    Tick: "tick",
    StopClock: "stopclock",
    RestartClock: "restartclock",
    LateStart: "latestart",
    Arrived: "arrived",
    BlindExchange: "blindexchange",
    DeclareRack: "declarerack",
}
TAG_ACTIONS = {tag: action for action, tag in ACTION_TAGS.items()}


def _action_to_json(action: Action) -> dict[str, object]:
    data: dict[str, object] = {"type": ACTION_TAGS[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        if f.name == "places" and not value:
            continue  # a challenge naming no place reads as before places were kept
        if f.name == "tiles" and isinstance(action, Play):
            value = [[square.name, tile] for square, tile in value]
        elif f.name == "verdicts":
            value = [[word, valid] for word, valid in value]
        data[f.name] = _plain(value)
    return data


# ----------------------------------------------------------------- reading


def read_json(path: str | Path) -> object:
    """A JSON file we wrote once but read as untrusted: RecordError with the line of a fault."""
    return parse_json(read_text(path))


def parse_json(text: str) -> object:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(FileProblem.NOT_JSON, line=error.lineno) from None
    except (RecursionError, ValueError):  # nesting too deep; a number of thousands of digits
        raise RecordError(FileProblem.NOT_JSON) from None


def load_game(path: str | Path, judge: WordJudge | None = None) -> Game:
    game = game_from_json(read_json(path))
    game.judge = judge
    return game


def game_from_json(data: object) -> Game:
    root = versioned(data, FORMAT, VERSION)
    players = root.get("players", list)
    if not players or len(players) > 4 or not strings(players) or not all(good_name(p) for p in players):
        raise RecordError(FileProblem.BAD_FIELD, field="players", expected="names")
    variant = _variant_from_json(root.get("variant", dict))
    clock = _clock_from_json(root.get("clock", dict), "clock")
    seed = root.get("seed", int)
    start = root.get("start_time", float)
    actions = root.get("actions", list)
    if len(actions) > MAX_ACTIONS:
        raise RecordError(FileProblem.BAD_FIELD, field="actions", expected=f"at most {MAX_ACTIONS}")
    mode = root.get("mode", str, optional=True) or "dealt"
    if mode not in ("dealt", "referee"):
        raise RecordError(FileProblem.BAD_FIELD, field="mode", expected="dealt, referee")
    try:
        if mode == "referee":
            first = root.get("first_player", int)
            game: Game = RefereeGame.start(players, variant, first, clock, now=start)
        else:
            game = Game.new(players, variant, seed, clock, now=start)
    except IllegalMove as refused:
        raise RecordError(FileProblem.BAD_ACTION, index=0, refusal=refused.refusal) from None
    for index, raw in enumerate(actions, start=1):
        action = _action_from_json(raw, f"actions[{index}]")
        try:
            game.apply(action)
        except IllegalMove as refused:
            raise RecordError(FileProblem.BAD_ACTION, index=index, refusal=refused.refusal) from None
    saved_state = root.get("state", dict)
    state = json.loads(json.dumps(game.snapshot()))
    for key, value in state.items():
        if saved_state.get(key) != value:
            raise RecordError(FileProblem.STATE_MISMATCH, field=key)
    return game


def good_name(name: object) -> bool:
    return isinstance(name, str) and name_problem(name) is None


def versioned(data: object, format: str, version: int) -> Fields:
    """The top object of a file of ours, once its format and version are the ones we read."""
    root = Fields(data, "")
    if root.get("format", str) != format:
        raise RecordError(FileProblem.WRONG_FORMAT, expected=format)
    found = root.get("version", int)
    if found != version:
        raise RecordError(FileProblem.UNSUPPORTED_VERSION, version=found)
    return root


class Fields:
    """Typed access to a JSON object; every miss is a RecordError naming the field."""

    def __init__(self, data: object, where: str) -> None:
        if not isinstance(data, dict):
            raise RecordError(FileProblem.BAD_FIELD, field=where or "(root)", expected="object")
        self.data: dict[str, object] = data  # JSON: its keys are strings
        self.where = where

    # A list or an object is read as JSON holds it, each item an ``object`` to check.
    @overload
    def get(self, key: str, kind: type[list[object]], optional: Literal[False] = False) -> list[object]: ...
    @overload
    def get(self, key: str, kind: type[list[object]], optional: Literal[True]) -> list[object] | None: ...
    @overload
    def get(
        self, key: str, kind: type[dict[str, object]], optional: Literal[False] = False
    ) -> dict[str, object]: ...
    @overload
    def get(
        self, key: str, kind: type[dict[str, object]], optional: Literal[True]
    ) -> dict[str, object] | None: ...
    @overload
    def get(self, key: str, kind: type[_T], optional: Literal[False] = False) -> _T: ...
    @overload
    def get(self, key: str, kind: type[_T], optional: Literal[True]) -> _T | None: ...
    def get(self, key: str, kind: type, optional: bool = False) -> object:
        value = self.data.get(key)
        name = f"{self.where}.{key}" if self.where else key
        if value is None and optional:
            return None
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, kind) or isinstance(value, bool) != (kind is bool):
            raise RecordError(FileProblem.BAD_FIELD, field=name, expected=kind.__name__)
        if isinstance(value, float) and not math.isfinite(value):
            raise RecordError(FileProblem.BAD_FIELD, field=name, expected="finite number")
        return value


def strings(values: list[object]) -> TypeGuard[list[str]]:
    """Whether every item of a JSON list is a string."""
    return all(isinstance(value, str) for value in values)


def _seconds(values: list[object]) -> TypeGuard[list[float]]:
    """Whether every item of a JSON list is a number of seconds (a boolean is none)."""
    return all(isinstance(w, (int, float)) and not isinstance(w, bool) and w >= 0 for w in values)


def _enum(kind: type[_E], value: object, name: str) -> _E:
    try:
        return kind(value)
    except ValueError:
        raise RecordError(FileProblem.BAD_FIELD, field=name, expected=kind.__name__) from None


def _clock_from_json(data: object, name: str) -> ClockSettings:
    clock = Fields(data, name)
    warnings = clock.get("warnings", list)
    if len(warnings) > 20 or not _seconds(warnings):
        raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.warnings", expected="seconds")
    seconds = clock.get("seconds", float)
    if seconds < 0:
        raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.seconds", expected="seconds")
    kind = _enum(ClockKind, clock.get("kind", str), f"{name}.kind")
    return ClockSettings(kind, seconds, tuple(float(w) for w in warnings))


def _variant_from_json(data: object) -> Variant:
    variant = Fields(data, "variant")
    name = variant.get("name", str)
    if name not in PRESETS:
        raise RecordError(FileProblem.BAD_FIELD, field="variant.name", expected="|".join(PRESETS))
    base = PRESETS[Preset(name)]
    settings = Fields(variant.get("settings", dict), "variant.settings")
    changes: dict[str, object] = {}
    for f in fields(base):
        if f.name not in settings.data or f.name == "name":
            continue
        current = getattr(base, f.name)
        where = f"variant.settings.{f.name}"
        if isinstance(current, ClockSettings):
            changes[f.name] = _clock_from_json(settings.data[f.name], where)
        elif isinstance(current, enum.Enum):
            changes[f.name] = _enum(type(current), settings.data[f.name], where)
        else:
            value = settings.get(f.name, type(current))
            if isinstance(value, (int, float)) and value < 0:
                raise RecordError(FileProblem.BAD_FIELD, field=where, expected="≥ 0")
            changes[f.name] = value
    unknown = set(settings.data) - {f.name for f in fields(base)}
    if unknown:
        raise RecordError(
            FileProblem.BAD_FIELD, field=f"variant.settings.{sorted(unknown)[0]}", expected="known setting"
        )
    return base.with_changes(**changes)


def _action_from_json(data: object, name: str) -> Action:
    raw = Fields(data, name)
    kind = TAG_ACTIONS.get(raw.get("type", str))
    if kind is None:
        raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.type", expected="action")
    now = raw.get("now", float, optional=True)
    # No action class subclasses another: issubclass is the `in` it was, and mypy narrows it.
    if issubclass(kind, (Tick, StopClock, RestartClock)):
        return kind(raw.get("now", float))
    if issubclass(kind, (LateStart, Arrived)):
        return kind(_player(raw), raw.get("now", float))
    if kind is Play:
        placed: list[tuple[Square, str]] = []
        for i, pair in enumerate(raw.get("tiles", list)):
            if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(x, str) for x in pair)):
                raise RecordError(
                    FileProblem.BAD_FIELD, field=f"{name}.tiles[{i}]", expected="[square, letter]"
                )
            try:
                square = Square.from_name(pair[0])
            except ValueError:
                raise RecordError(
                    FileProblem.BAD_FIELD, field=f"{name}.tiles[{i}]", expected="square"
                ) from None
            if len(pair[1]) != 1 or not pair[1].isascii() or not pair[1].isalpha():
                raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.tiles[{i}]", expected="letter")
            placed.append((square, pair[1]))
        direction = raw.get("direction", str, optional=True)
        return Play(
            _player(raw),
            tuple(placed),
            None if direction is None else _enum(Direction, direction, f"{name}.direction"),
            now,
        )
    if issubclass(kind, (Exchange, DeclareRack)):
        tiles = raw.get("tiles", list)
        if not strings(tiles) or not all(len(t) == 1 for t in tiles):
            raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.tiles", expected="tiles")
        return kind(_player(raw), tuple(tiles), now)
    if kind is BlindExchange:
        return BlindExchange(_player(raw), raw.get("count", int), now)
    if kind is Pass:
        return Pass(_player(raw), now)
    if kind is Resign:
        return Resign(_player(raw), now)
    if kind is DeclineChallenge:
        return DeclineChallenge(_player(raw), now)
    if kind is Challenge:
        words = raw.get("words", list)
        verdicts = raw.get("verdicts", list)
        pairs = [
            (v[0], v[1])
            for v in verdicts
            if isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and isinstance(v[1], bool)
        ]
        if not strings(words) or len(pairs) != len(verdicts):
            raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.verdicts", expected="[word, true|false]")
        places = raw.get("places", list, optional=True) or []
        if not strings(places) or len(places) not in (0, len(words)):
            raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.places", expected="[place]")
        return Challenge(
            raw.get("challenger", int),
            tuple(words),
            tuple(pairs),
            now,
            tuple(places),
        )
    if kind is Penalise:
        return Penalise(
            _player(raw),
            _enum(PenaltyKind, raw.get("kind", str), f"{name}.kind"),
            raw.get("tiles", int),
            raw.get("seen", bool),
            raw.get("points", int, optional=True),
            now,
        )
    raise RecordError(FileProblem.BAD_FIELD, field=f"{name}.type", expected="action")


def _player(raw: Fields) -> int:
    return raw.get("player", int)
