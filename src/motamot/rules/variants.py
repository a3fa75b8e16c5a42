"""The rule presets (docs/en/rules.md), as data; each field cites its seed."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum

from motamot.rules.clock import ClockKind, ClockSettings


class ChallengeMode(enum.Enum):
    CHALLENGE = "challenge"  # a word stays unless challenged (000 §5, 001 §6, 003 §5, 004 §3.3)
    IMMEDIATE = "immediate"  # invalid words refused at once (libre)


class BlankInToss(enum.Enum):
    REDRAW = "redraw"  # a joker is put aside and another tile drawn (000 §3.1, 001 §3)
    WILD = "wild"  # a joker counts as the letter of your choice, so as A (004 §2.2)


@dataclass(frozen=True)
class Variant:
    name: str
    min_players: int
    max_players: int
    challenge: ChallengeMode
    # Points taken from a challenger who was wrong; per wrongly challenged
    # word (000 §5.3) or once per challenge (001 §6).
    wrong_challenge_penalty: int
    penalty_per_word: bool
    # 001 §6: a rightly challenged extension of an unchallenged invalid word
    # laid by an opponent: tiles back, and the player plays again elsewhere.
    replay_after_extension: bool
    # 001 §6: a player out of time who challenges rightly ends the game.
    timed_out_challenge_ends_game: bool
    # The game ends when every player has passed this many times in a row
    # (000 §4.2.2: three each; 004 §2.10: twice each); 0: no such end.
    pass_rounds_to_end: int
    # 001 §5: after a pass by each player in turn, the first passer must play
    # or exchange.
    first_passer_must_play: bool
    blank_in_toss: BlankInToss
    # 000 §10.1.2, 002 and 003 §9.1: 5 points for each tile drawn too many
    # once seen.
    overdraw_penalty_per_tile: int
    # A points penalty an arbiter may give (000 §9.2: twenty; 003 §8.2: five).
    arbiter_penalty: int
    clock: ClockSettings = field(default_factory=ClockSettings)
    min_clock_seconds: float = 0  # 003: at least 20 minutes per player
    exchange_min_bag: int = 7  # 000 §4.3.1, 001 §5, 004 §2.3
    # 001 §5: an exchange made on the physical board with fewer tiles in the bag is not
    # undone; the player's moves from then on count for nothing. Elsewhere (and in
    # every game motamot deals itself) such an exchange is refused.
    late_exchange_voids_moves: bool = False

    def with_changes(self, **changes: object) -> Variant:
        return replace(self, **changes)  # type: ignore[arg-type]  # fields by name, each of its own type

    def settings(self) -> dict[str, object]:
        """The fields that differ from the preset of the same name."""
        preset = PRESETS[Preset(self.name)]
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if getattr(self, f.name) != getattr(preset, f.name)
        }


class Preset(StrEnum):
    """The named rule presets; the values are what saves and settings hold."""

    FFSC = "ffsc"  # 000, 002
    FBS = "fbs"  # 003
    LAROUSSE = "larousse"  # 001
    BOITE = "boite"  # 004
    LIBRE = "libre"  # casual play


_FFSC = Variant(
    name=Preset.FFSC,
    min_players=2,
    max_players=2,  # 000 §1.1
    challenge=ChallengeMode.CHALLENGE,
    wrong_challenge_penalty=5,
    penalty_per_word=True,
    replay_after_extension=False,  # 000 §5.4: each move is independent
    timed_out_challenge_ends_game=False,
    pass_rounds_to_end=3,
    first_passer_must_play=False,
    blank_in_toss=BlankInToss.REDRAW,
    overdraw_penalty_per_tile=5,
    arbiter_penalty=20,
    clock=ClockSettings(ClockKind.CHESS, 20 * 60),
)

PRESETS: dict[Preset, Variant] = {
    Preset.FFSC: _FFSC,
    Preset.FBS: replace(
        _FFSC,
        name=Preset.FBS,
        arbiter_penalty=5,  # 003 §8.2
        min_clock_seconds=20 * 60,  # 003 "Temps alloué"
    ),
    Preset.LAROUSSE: replace(
        _FFSC,
        name=Preset.LAROUSSE,
        max_players=4,  # 001 §1
        wrong_challenge_penalty=10,
        penalty_per_word=False,
        replay_after_extension=True,
        timed_out_challenge_ends_game=True,
        pass_rounds_to_end=0,
        first_passer_must_play=True,
        # 001 §5 (Le changement de lettres): the opponent takes the extra tiles back, at
        # random; no penalty.
        overdraw_penalty_per_tile=0,
        late_exchange_voids_moves=True,
        clock=ClockSettings(ClockKind.CHESS, 30 * 60),  # 001 §5
    ),
    Preset.BOITE: replace(
        _FFSC,
        name=Preset.BOITE,
        max_players=4,  # 004: de 2 à 4 joueurs
        # 004 §3.3 names no penalty for a wrong challenge: none by default,
        # a setting (docs/rules).
        wrong_challenge_penalty=0,
        pass_rounds_to_end=2,  # 004 §2.10
        blank_in_toss=BlankInToss.WILD,  # 004 §2.2
        clock=ClockSettings(ClockKind.NONE, 0),
    ),
    Preset.LIBRE: replace(
        _FFSC,
        name=Preset.LIBRE,
        min_players=1,
        max_players=4,
        challenge=ChallengeMode.IMMEDIATE,
        wrong_challenge_penalty=0,
        clock=ClockSettings(ClockKind.NONE, 0),
    ),
}
DEFAULT_PRESET = Preset.FFSC


def preset(name: str) -> Variant:
    return PRESETS[Preset(name)]
