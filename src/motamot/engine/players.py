"""Computer players, one class per level, each with a character a player can feel.

- ``debutant``: plays only common French words, and modest scores.
- ``intermediaire``: plays well, but not always the best move.
- ``expert``: the best move by score plus the value of the tiles it keeps;
  exchanges when that is worth more; looks one move ahead once the bag is empty.

Every computer knows the word list: it never plays an invalid word, and in
presets with challenges it challenges the invalid words of the move just played.
"""

from __future__ import annotations

import gzip
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import resources
from itertools import combinations

from motamot.engine.leave import leave_value
from motamot.engine.movegen import Candidate, best_move, generate, main_word
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.events import Event
from motamot.rules.game import Game
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import RACK_SIZE, rack_value
from motamot.rules.variants import ChallengeMode


@dataclass(frozen=True)
class PlayDecision:
    move: Candidate


@dataclass(frozen=True)
class ExchangeDecision:
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class PassDecision:
    pass


Decision = PlayDecision | ExchangeDecision | PassDecision


COMMON = 3.0  # Zipf: a common word is met at least once per million words


@cache
def word_frequencies() -> dict[str, float]:
    """Zipf frequency of the common words of the shipped list (engine/data/SOURCE.md)."""
    data = (resources.files("motamot.engine") / "data" / "frequences.txt.gz").read_bytes()
    frequencies = {}
    for line in gzip.decompress(data).decode("ascii").splitlines():
        word, tenths = line.split()
        frequencies[word] = int(tenths) / 10
    return frequencies


def leave_after(rack: Sequence[str], used: Sequence[str]) -> list[str]:
    kept = list(rack)
    for tile in used:
        kept.remove(tile)
    return kept


class Level(StrEnum):
    """The computer's levels; the values are what saves and settings hold."""

    BEGINNER = "debutant"
    INTERMEDIATE = "intermediaire"
    EXPERT = "expert"


class Computer:
    level: Level

    def __init__(self, lexicon: Lexicon, rng: random.Random) -> None:
        self.lexicon, self.rng = lexicon, rng

    def moves(self, game: Game, player: int) -> list[Candidate]:
        return generate(game.board, game.players[player].rack, self.lexicon.dawg)

    def challenge_words(self, game: Game, player: int) -> list[str]:
        """The invalid words of the move just played by someone else."""
        pending = game.pending
        if (
            pending is None
            or pending.move.player == player
            or game.variant.challenge is not ChallengeMode.CHALLENGE
        ):
            return []
        return [w.text for w in pending.move.placement.words if w.text not in self.lexicon.dawg]

    def choose(self, game: Game, player: int) -> Decision:
        raise NotImplementedError

    def fallback(self, game: Game, player: int) -> Decision:
        """No move worth playing: change the worst tiles when allowed, else pass."""
        rack = game.players[player].rack
        if game.can_exchange() and not any(p.out_of_time for p in game.players):
            return ExchangeDecision(tuple(_worst_tiles(rack)))
        return PassDecision()


def _worst_tiles(rack: Sequence[str]) -> list[str]:
    """The tiles to throw back: those whose loss improves the leave most."""
    best_keep: tuple[str, ...] = ()
    best = float("-inf")
    for size in range(len(rack)):
        for keep in set(combinations(sorted(rack), size)):
            value = leave_value(keep)
            if value > best:
                best, best_keep = value, keep
    return leave_after(rack, best_keep)


class Beginner(Computer):
    level = Level.BEGINNER

    def choose(self, game: Game, player: int) -> Decision:
        frequencies = word_frequencies()
        board = game.board
        common = [m for m in self.moves(game, player) if frequencies.get(main_word(board, m), 0.0) >= COMMON]
        if not common:
            return self.fallback(game, player)
        common.sort(key=lambda m: -m.score)
        # Modest: one of the better scores it knows, seldom the best.
        return PlayDecision(self.rng.choice(common[: max(1, len(common) // 5)]))


class Intermediate(Computer):
    level = Level.INTERMEDIATE
    GOOD_ENOUGH = 0.7  # plays a move worth at least this share of the best score

    def choose(self, game: Game, player: int) -> Decision:
        moves = self.moves(game, player)
        if not moves:
            return self.fallback(game, player)
        best = max(m.score for m in moves)
        if best < 8 and game.can_exchange():
            return self.fallback(game, player)
        good = [m for m in moves if m.score >= self.GOOD_ENOUGH * best]
        return PlayDecision(self.rng.choice(good))


class Expert(Computer):
    level = Level.EXPERT
    EXCHANGE_MARGIN = 6.0  # an exchange scores nothing now: ask for a clear gain
    ENDGAME_CANDIDATES = 12

    def choose(self, game: Game, player: int) -> Decision:
        rack = game.players[player].rack
        if not game.bag and len(game.players) == 2:
            return self._endgame(game, player, self.moves(game, player))
        weight = 1.0 if len(game.bag) >= RACK_SIZE else len(game.bag) / RACK_SIZE
        found = best_move(game.board, rack, self.lexicon.dawg, lambda kept: weight * leave_value(kept))
        best, best_equity = found if found is not None else (None, float("-inf"))
        if game.can_exchange() and not any(p.out_of_time for p in game.players):
            thrown = _worst_tiles(rack)
            keep_value = leave_value(leave_after(rack, thrown))
            if best is None or keep_value - self.EXCHANGE_MARGIN > best_equity:
                return ExchangeDecision(tuple(thrown))
        return PlayDecision(best) if best is not None else self.fallback(game, player)

    def _endgame(self, game: Game, player: int, moves: list[Candidate]) -> Decision:
        """The bag is empty, so the opponent's rack is known: look one move ahead."""
        if not moves:
            return PassDecision()
        opponent_rack = list(game.unseen(player).elements())
        rack = game.players[player].rack
        moves = sorted(moves, key=lambda m: -m.score)[: self.ENDGAME_CANDIDATES]
        best, best_value = moves[0], float("-inf")
        for move in moves:
            kept = leave_after(rack, move.rack_tiles)
            if not kept:
                value = move.score + 2 * rack_value(opponent_rack)  # going out: the rack counts twice
            else:
                board = game.board.copy()
                for square, tile in move.tiles:
                    board.place(square, tile)
                replies = generate(board, opponent_rack, self.lexicon.dawg)
                reply = max(replies, key=lambda m: m.score, default=None)
                value = move.score - (reply.score if reply else 0)
                if reply is not None and len(reply.tiles) == len(opponent_rack):
                    value -= 2 * rack_value(kept)  # the opponent goes out next
                else:
                    value -= rack_value(kept)
            if value > best_value:
                best, best_value = move, value
        return PlayDecision(best)


LEVELS: dict[Level, type[Computer]] = {cls.level: cls for cls in (Beginner, Intermediate, Expert)}


def computer(level: str, lexicon: Lexicon, rng: random.Random) -> Computer:
    """The computer player of a level, named by its enum or by its value in a save."""
    return LEVELS[Level(level)](lexicon, rng)


def take_turn(game: Game, player: int, player_ai: Computer, now: float | None = None) -> list[Event]:
    """Everything a computer does when it may act: challenge the move just played
    if it holds an invalid word, let a game-ending move stand, then play its turn."""
    events: list[Event] = []
    words = player_ai.challenge_words(game, player)
    if words:
        events += game.challenge(player, words, now=now)
    elif game.awaiting_challenge_decision and game.pending is not None and game.pending.move.player != player:
        events += game.decline_challenge(player, now=now)
    if game.over is not None or game.turn != player or game.awaiting_challenge_decision:
        return events
    decision = player_ai.choose(game, player)
    try:
        events += _apply(game, player, decision, now)
    except IllegalMove as refused:
        if refused.refusal.reason is not Reason.MUST_PLAY_OR_EXCHANGE:
            raise
        # larousse 001 §5: after two passes the first passer must play or exchange.
        events += game.exchange(player, _worst_tiles(game.players[player].rack), now=now)
    return events


def _apply(game: Game, player: int, decision: Decision, now: float | None) -> list[Event]:
    if isinstance(decision, PlayDecision):
        return game.play(player, decision.move.tiles, now=now)
    if isinstance(decision, ExchangeDecision):
        return game.exchange(player, decision.tiles, now=now)
    return game.pass_turn(player, now=now)
