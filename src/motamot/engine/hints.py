"""Graded help for the player whose turn it is, one step at a time:
whether a scrabble is possible, the best score, where the best move starts,
and at last the whole move."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from motamot.engine.movegen import Candidate, generate
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.board import Board
from motamot.rules.game import Game
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import check_placement


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
    moves = generate(board, rack, lexicon.dawg)
    moves.sort(key=lambda m: (-m.score, sorted((s.row, s.col, t) for s, t in m.tiles)))
    return moves


def written(board: Board, move: Candidate) -> WrittenMove:
    return check_placement(board, move.tiles, None, move.direction).written


def hint(game: Game, player: int, lexicon: Lexicon, step: HintStep) -> Hint:
    moves = best_moves(game.board, game.players[player].rack, lexicon)
    bingo = any(len(m.tiles) == 7 for m in moves)
    if step is HintStep.BINGO or not moves:
        return Hint(step, bingo)
    best = moves[0]
    if step is HintStep.BEST_SCORE:
        return Hint(step, bingo, best.score)
    return Hint(step, bingo, best.score, written(game.board, best))
