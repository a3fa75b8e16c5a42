"""After a game: for each of a player's turns, the best move available then
and the points left on the table."""

from __future__ import annotations

from dataclasses import dataclass

from motamot.engine.hints import best_scoring, written
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.actions import Exchange, Pass, Play
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

    @property
    def missed(self) -> int:
        return max(0, self.best_score - self.score)


def analyse(game: Game, player: int, lexicon: Lexicon) -> list[TurnAnalysis]:
    """Replay the game from its start and look at every turn ``player`` took."""
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
        replay.apply(action)
    return turns
