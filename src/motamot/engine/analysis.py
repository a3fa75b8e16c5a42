"""After a game: for each of a player's turns, the best move available then
and the points left on the table."""

from __future__ import annotations

from dataclasses import dataclass, replace

from motamot.engine.hints import best_scoring, written
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.actions import Exchange, Pass, Play
from motamot.rules.events import ChallengeOutcome, ChallengeResolved
from motamot.rules.game import Game
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import check_placement
from motamot.rules.scoring import score_placement


@dataclass(frozen=True)
class TurnAnalysis:
    turn: int  # 1 for the player's first turn
    played: WrittenMove | None  # None for a pass or an exchange
    exchanged: int  # how many tiles, for an exchange
    score: int
    best: WrittenMove | None  # None when no move was possible
    best_score: int
    # Challenged off the board (000 §5.3): said as such, never counted in the totals.
    withdrawn: bool = False

    @property
    def missed(self) -> int:
        if self.withdrawn:
            return 0
        return max(0, self.best_score - self.score)

    @property
    def counted(self) -> bool:
        return not self.withdrawn


def analyse(game: Game, player: int, lexicon: Lexicon) -> list[TurnAnalysis]:
    """Replay the game from its start and look at every turn ``player`` took; a move
    challenged off the board is kept, marked withdrawn, and counts for nothing."""
    replay = Game.new(
        [p.name for p in game.players], game.variant, game.seed, game.clock.settings, now=game.start_time
    )
    turns: list[TurnAnalysis] = []
    for action in game.actions:
        if isinstance(action, Play | Exchange | Pass) and getattr(action, "player", None) == player:
            best = best_scoring(replay.board, replay.players[player].rack, lexicon)
            played, score, exchanged = None, 0, 0
            if isinstance(action, Play):
                placement = check_placement(replay.board, action.tiles, None, action.direction)
                played, score = placement.written, score_placement(placement).total
            elif isinstance(action, Exchange):
                exchanged = len(action.tiles)
            turns.append(
                TurnAnalysis(
                    len(turns) + 1,
                    played,
                    exchanged,
                    score,
                    written(replay.board, best) if best else None,
                    best.score if best else 0,
                )
            )
        for event in replay.apply(action):
            if (
                isinstance(event, ChallengeResolved)
                and event.outcome is not ChallengeOutcome.STANDS
                and event.challenged == player
                and turns
                and turns[-1].played is not None
            ):
                turns[-1] = replace(turns[-1], withdrawn=True)
    return turns
