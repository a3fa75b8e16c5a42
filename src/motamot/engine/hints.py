"""Graded help for the player whose turn it is, one step at a time:
whether a scrabble is possible, the best score, where the best move starts,
and at last the whole move."""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from motamot.engine.movegen import Candidate, best_move, generate
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.board import Board
from motamot.rules.game import Game
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import check_placement
from motamot.rules.tiles import BLANK, RACK_SIZE


class HintStep(enum.IntEnum):
    BINGO = 1  # is a scrabble possible?
    BEST_SCORE = 2
    START = 3  # where the best move starts, and which way
    MOVE = 4  # the whole move


@dataclass(frozen=True)
class Hint:
    step: HintStep
    bingo_possible: bool
    best_score: int | None = None
    best: WrittenMove | None = None  # at START only its start and direction are to be told


def best_moves(board: Board, rack: list[str], lexicon: Lexicon) -> list[Candidate]:
    """All moves, best score first (ties in a stable order)."""
    return sorted(
        generate(board, rack, lexicon.dawg),
        key=lambda m: (-m.score, sorted((s.row, s.col, t) for s, t in m.tiles)),
    )


def best_scoring(board: Board, rack: list[str], lexicon: Lexicon) -> Candidate | None:
    """The move of highest score (ties: first in board order), found without listing moves."""
    found = best_move(board, rack, lexicon.dawg, lambda kept: 0.0)
    return found[0] if found is not None else None


JOKER_KEPT = 0.01  # far below a point: decides only between moves of the same score


def duplicate_top(board: Board, rack: list[str], lexicon: Lexicon) -> Candidate | None:
    """Duplicate's top: the highest score; of moves scoring the same, the one that keeps
    more jokers on the rack, then the first in board order (its new tiles read row by row,
    from the top left; a real tile before a joker on the same square)."""
    found = best_move(board, rack, lexicon.dawg, lambda kept: JOKER_KEPT * kept.count(BLANK))
    return found[0] if found is not None else None


def bingo_possible(board: Board, rack: list[str], lexicon: Lexicon) -> bool:
    """Whether all seven tiles can go down: keeping any tile is worth minus infinity to the
    search, so it walks only from where seven tiles could go."""
    if len(rack) < RACK_SIZE:
        return False
    found = best_move(board, rack, lexicon.dawg, lambda kept: -math.inf if kept else 0.0)
    return found is not None and len(found[0].tiles) == RACK_SIZE


def written(board: Board, move: Candidate) -> WrittenMove:
    return check_placement(board, move.tiles, None, move.direction).written


def hint(game: Game, player: int, lexicon: Lexicon, step: HintStep) -> Hint:
    board, rack = game.board, game.players[player].rack
    return hint_towards(board, rack, lexicon, step, best_scoring(board, rack, lexicon))


def hint_towards(
    board: Board, rack: list[str], lexicon: Lexicon, step: HintStep, best: Candidate | None
) -> Hint:
    """The hint of ``step`` on the way to ``best`` (the best-scoring move, or duplicate's top)."""
    bingo = bingo_possible(board, rack, lexicon)
    if step is HintStep.BINGO or best is None:
        return Hint(step, bingo)
    if step is HintStep.BEST_SCORE:
        return Hint(step, bingo, best.score)
    return Hint(step, bingo, best.score, written(board, best))
