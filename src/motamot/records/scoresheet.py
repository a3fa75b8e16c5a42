"""The scoresheet (feuille de marque) and the match sheet (feuille de match) of a
game, as plain data built from its events (000 §2.1, §2.4; 002; 003 §2.2, §2.4,
§7.3). Sentences, HTML and braille are made from these elsewhere.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TypedDict, Unpack

from motamot.rules.events import (
    ChallengeOutcome,
    ChallengeResolved,
    EndReason,
    Exchanged,
    GameOver,
    MovePlayed,
    PassCause,
    Passed,
    PenaltyGiven,
    PenaltyKind,
)
from motamot.rules.game import Game
from motamot.rules.referee import RefereeGame


class LineKind(enum.Enum):
    MOVE = "move"
    PASS = "pass"
    EXCHANGE = "exchange"
    WITHDRAWN = "withdrawn"  # a move taken back after a challenge (000 §5.3)
    PENALTY = "penalty"  # wrong challenge, tiles drawn too many, arbiter (000 §9.2, §10.1)
    WARNING = "warning"
    END = "end"  # letters left at the end (000 §7)


@dataclass(frozen=True)
class SheetLine:
    turn: int  # the turn's number; a penalty or the end carries the last one
    player: int
    kind: LineKind
    points: int = 0  # signed
    total: int = 0  # the player's running total after this line
    coordinate: str = ""  # MOVE, WITHDRAWN: "H4" or "4H"
    word: str = ""  # MOVE, WITHDRAWN: the main word, a joker in lower case
    other_words: tuple[str, ...] = ()  # MOVE: words formed alongside
    count: int = 0  # EXCHANGE: tiles changed; PENALTY: tiles drawn too many
    tiles: tuple[str, ...] = ()  # END: the letters left
    penalty: PenaltyKind | None = None
    pass_cause: PassCause | None = None


class _LineDetails(TypedDict, total=False):
    """A SheetLine's fields that only some kinds of line have, passed by name."""

    coordinate: str
    word: str
    other_words: tuple[str, ...]
    count: int
    tiles: tuple[str, ...]
    penalty: PenaltyKind | None
    pass_cause: PassCause | None


@dataclass(frozen=True)
class MatchInfo:
    """What the match sheet needs besides the game (002, 003 §2.4)."""

    table: int | None = None
    round: int | None = None


@dataclass
class Scoresheet:
    names: list[str]
    rules: str
    lines: list[SheetLine] = field(default_factory=list)
    scores: tuple[int, ...] = ()
    over: bool = False
    end_reason: EndReason | None = None
    winners: tuple[int, ...] = ()
    end_player: int | None = None  # who went out, resigned or lost
    awaiting: tuple[int, ...] = ()  # at the desk, the game over: who has yet to say their letters
    match: MatchInfo = field(default_factory=MatchInfo)

    def match_points(self) -> tuple[int, ...] | None:
        """003 (points de match): a win 3, a draw 2, a loss 1, a forfeit 0 ("Un joueur qui est
        forfait marque 0 PM") — for a finished two-player game."""
        if not self.over or len(self.names) != 2:
            return None
        if len(self.winners) == 2:
            return (2, 2)
        loss = 0 if self.end_reason is EndReason.LATE else 1
        return tuple(3 if i in self.winners else loss for i in range(2))


def scoresheet_of(game: Game, match: MatchInfo | None = None) -> Scoresheet:
    sheet = Scoresheet([p.name for p in game.players], game.variant.name, match=match or MatchInfo())
    totals = [0] * len(game.players)
    turn = 0

    def add(player: int, kind: LineKind, points: int = 0, **details: Unpack[_LineDetails]) -> None:
        totals[player] += points
        sheet.lines.append(SheetLine(turn, player, kind, points, totals[player], **details))

    for event in game.events:
        match event:
            case MovePlayed(player=p, placement=placement, score=score, void=void):
                turn += 1
                written = placement.written
                main = placement.main_word
                others = tuple(w.tiles for w in placement.words if w is not main)
                add(
                    p,
                    LineKind.MOVE,
                    0 if void else score.total,
                    coordinate=written.coordinate,
                    word=written.word,
                    other_words=others,
                )
            case ChallengeResolved(challenged=p, outcome=outcome, points_removed=removed):
                if outcome is not ChallengeOutcome.STANDS:
                    last = next(line for line in reversed(sheet.lines) if line.kind is LineKind.MOVE)
                    add(p, LineKind.WITHDRAWN, -removed, coordinate=last.coordinate, word=last.word)
            case Passed(player=p, cause=cause):
                turn += 1
                add(p, LineKind.PASS, pass_cause=cause)
            case Exchanged(player=p, count=count):
                turn += 1
                add(p, LineKind.EXCHANGE, count=count)
            case PenaltyGiven(player=p, kind=PenaltyKind.WARNING):
                add(p, LineKind.WARNING, penalty=PenaltyKind.WARNING)
            case PenaltyGiven(player=p, kind=kind, points=points, tiles=tiles):
                add(p, LineKind.PENALTY, -points, penalty=kind, count=tiles)
            case GameOver(reason=reason, adjustments=adjustments, scores=scores, winners=winners, player=who):
                for adjustment in adjustments:
                    if adjustment.points or adjustment.rack:
                        add(adjustment.player, LineKind.END, adjustment.points, tiles=adjustment.rack)
                sheet.over, sheet.end_reason, sheet.winners, sheet.end_player = True, reason, winners, who
                sheet.scores = scores
    if not sheet.over:
        sheet.scores = game.scores()
        if isinstance(game, RefereeGame):
            sheet.awaiting = game.awaiting_racks
    return sheet
