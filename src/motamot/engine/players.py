"""Computer players, one class per level, each with a character a player can feel.

- ``debutant``: plays only common French words, and modest scores.
- ``intermediaire``: plays well, but not always the best move.
- ``expert``: the best move by score plus the value of the tiles it keeps;
  exchanges when that is worth more; looks one move ahead once the bag is empty.
- ``champion``: takes the time a player would (at most 3 s): weighs its best
  few moves against the opponent's likely replies and its own answers to them;
  once the bag is empty, searches the end of the game, exactly when every move
  fits in the time.

Every computer knows the word list: it never plays an invalid word, and in
presets with challenges it challenges the invalid words of the move just played.
"""

from __future__ import annotations

import gzip
import math
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import resources
from itertools import combinations

from motamot.engine.leave import draws_weight, learnt_leaves, leave_value
from motamot.engine.movegen import Candidate, best_move, generate, top_moves, words_formed
from motamot.lexicon.dawg import Dawg
from motamot.lexicon.lexicon import Lexicon
from motamot.rules.board import Board
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


COMMON = 3.5  # Zipf: a common word is met about three times per million words of French


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
    CHAMPION = "champion"


class Computer:
    level: Level

    def __init__(self, lexicon: Lexicon, rng: random.Random) -> None:
        self.lexicon, self.rng = lexicon, rng

    def moves(self, game: Game, player: int) -> Sequence[Candidate]:
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

    def leave_worth(self, kept: Iterable[str]) -> float:
        """What tiles kept are worth for the turns to come (engine/leave.py)."""
        return leave_value(kept)

    def fallback(self, game: Game, player: int) -> Decision:
        """No move worth playing: change the worst tiles when allowed, else pass."""
        rack = game.players[player].rack
        if game.can_exchange() and not any(p.out_of_time for p in game.players):
            return ExchangeDecision(tuple(_worst_tiles(rack, self.leave_worth)))
        return PassDecision()


def _worst_tiles(rack: Sequence[str], worth: Callable[[Iterable[str]], float]) -> list[str]:
    """The tiles to throw back: those whose loss improves the leave most."""
    best_keep: tuple[str, ...] = ()
    best = float("-inf")
    for size in range(len(rack)):
        for keep in set(combinations(sorted(rack), size)):
            value = worth(keep)
            if value > best:
                best, best_keep = value, keep
    return leave_after(rack, best_keep)


class Beginner(Computer):
    level = Level.BEGINNER

    def choose(self, game: Game, player: int) -> Decision:
        frequencies = word_frequencies()
        board = game.board
        moves = list(self.moves(game, player))
        # Every word the move writes is one a beginner knows, the words across it too.
        common = [
            m for m in moves if all(frequencies.get(word, 0.0) >= COMMON for word in words_formed(board, m))
        ]
        if not common:
            # Only words a beginner would not know: it changes tiles when it may, but never
            # passes while it can play (issue 61): then it plays the best of them.
            fallback = self.fallback(game, player)
            if isinstance(fallback, PassDecision) and moves:
                return PlayDecision(max(moves, key=lambda m: m.score))
            return fallback
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
        if not game.bag and len(game.players) == 2:
            return self._endgame(game, player)
        leave = self.leave_for(len(game.bag))
        found = best_move(game.board, game.players[player].rack, self.lexicon.dawg, leave)
        return self._play_or_exchange(game, player, found)

    def leave_for(self, bag: int) -> Callable[[list[str]], float]:
        """What the tiles kept are worth with ``bag`` tiles left to draw: less as it empties."""
        weight, worth = draws_weight(bag), self.leave_worth
        return lambda kept: weight * worth(kept)

    def _play_or_exchange(self, game: Game, player: int, found: tuple[Candidate, float] | None) -> Decision:
        """The best move found and its worth, or an exchange when that is clearly worth more."""
        rack = game.players[player].rack
        best, best_equity = found if found is not None else (None, float("-inf"))
        if game.can_exchange() and not any(p.out_of_time for p in game.players):
            thrown = _worst_tiles(rack, self.leave_worth)
            keep_value = self.leave_worth(leave_after(rack, thrown))
            if best is None or keep_value - self.EXCHANGE_MARGIN > best_equity:
                return ExchangeDecision(tuple(thrown))
        return PlayDecision(best) if best is not None else self.fallback(game, player)

    def _endgame(self, game: Game, player: int) -> Decision:
        """The bag is empty, so the opponent's rack is known: look one move ahead."""
        opponent_rack = list(game.unseen(player).elements())
        rack = game.players[player].rack
        moves = best_scores(game.board, rack, self.lexicon.dawg, self.ENDGAME_CANDIDATES)
        if not moves:
            return PassDecision()
        best, best_value = moves[0], float("-inf")
        for move in moves:
            kept = leave_after(rack, move.rack_tiles)
            if not kept:
                value = move.score + 2 * rack_value(opponent_rack)  # going out: the rack counts twice
            else:
                replies = best_scores(_after(game.board, move), opponent_rack, self.lexicon.dawg, 1)
                reply = replies[0] if replies else None
                value = move.score - (reply.score if reply else 0)
                if reply is not None and len(reply.tiles) == len(opponent_rack):
                    value -= 2 * rack_value(kept)  # the opponent goes out next
                else:
                    value -= rack_value(kept)
            if value > best_value:
                best, best_value = move, value
        return PlayDecision(best)


class ExpertWithLearntLeaves(Expert):
    """The expert weighing the tiles it keeps by the table learnt from the expert's own
    games: the champion's ground, and on its own how the table is measured
    (benchmarks/leaves.py) and whose games teach the next table (tools/learn_leaves.py
    --learnt)."""

    def leave_worth(self, kept: Iterable[str]) -> float:
        return learnt_leaves().value(kept)


def best_scores(board: Board, rack: Sequence[str], dawg: Dawg, keep: int) -> list[Candidate]:
    """The ``keep`` moves of highest score, by the pruned search (the tiles kept count for
    nothing once the bag is empty: they are the end-game's own business)."""
    return [move for move, _ in top_moves(board, rack, dawg, lambda kept: 0.0, keep)]


class Champion(ExpertWithLearntLeaves):
    """The expert's judgement, better informed and checked against the two moves that follow.

    The champion weighs the tiles it keeps by a table learnt from the expert's own
    games rather than by the expert's hand-tuned one (the expert with that table alone
    won 55 % of 1,000 games against the expert: benchmarks/leaves.py). The expert weighs
    a move by its score and the tiles it keeps, but cannot see what the move opens: a
    triple-word lane, a letter that takes a big cross word. The champion's best few
    moves by that measure are each played out, round after round, against the same luck
    for every move: a rack drawn at random for the opponent among the tiles it cannot
    see, and an order for the rest of the bag. The opponent plays its best reply, the
    champion answers with the tiles it kept and those it then draws, and a move is worth
    its score, less the reply, plus the answer (each with the tiles then kept); it keeps
    the move worth most on average. Weighing the reply alone made the champion shy of
    every opening, as if only the opponent could use it; the answer gives it its share.
    Sharing the luck between moves keeps a round's differences steady enough that the
    rounds its time allows tell moves a few points apart. A move that empties the bag is
    weighed instead by the end game it leads to: against each rack drawn for the
    opponent, the player draws what the bag then holds, and the opponent's move and the
    answer are searched, both racks known. Once the bag is empty both racks are known:
    the end of the game is searched, every move of both sides to the last when that fits
    in half the time (exact), else the best-scoring moves as deep as the time allows."""

    level = Level.CHAMPION
    BUDGET = 2.4  # seconds: a reply search or an end-game step may run past it; 3 s is the most
    CANDIDATES = 6
    ROUNDS = 100  # rounds played out (a rack for the opponent, an order for the bag), at most
    ENDGAME_WIDTH = 8  # moves tried in each position of the end-game search, best scores first
    ENDGAME_DEPTH_WITHOUT_CLOCK = 3  # with no time budget (repeatable games), how deep it looks
    PRE_ENDGAME_DEPTH = 2  # after a move that empties the bag: the opponent's move and the answer

    def __init__(self, lexicon: Lexicon, rng: random.Random, budget: float | None = BUDGET) -> None:
        super().__init__(lexicon, rng)
        self.budget = budget  # None: every round, whatever the time (tests, for repeatable games)

    def choose(self, game: Game, player: int) -> Decision:
        start = time.perf_counter()
        rack = game.players[player].rack
        if not game.bag and len(game.players) == 2:
            return self._search_endgame(game, player, start)
        leave = self.leave_for(len(game.bag))
        candidates = top_moves(game.board, rack, self.lexicon.dawg, leave, self.CANDIDATES)
        # The first is the expert's own move: whether to exchange is decided as it would.
        decision = self._play_or_exchange(game, player, candidates[0] if candidates else None)
        if not isinstance(decision, PlayDecision) or len(candidates) < 2:
            return decision
        opponent = (player + 1) % len(game.players)
        unseen = sorted(game.unseen(player).elements())
        size = min(len(game.players[opponent].rack), len(unseen))
        boards = [_after(game.board, move) for move, _ in candidates]
        # A move that lays as many tiles as the bag holds empties it: what follows is the end game.
        emptying = [len(game.players) == 2 and len(move.tiles) >= len(game.bag) for move, _ in candidates]
        trials = Trials(len(candidates))
        last = 0.0  # how long the last round took: rounds get shorter as candidates drop out
        while trials.rounds < self.ROUNDS and len(trials.alive) > 1 and not self._out_of_time(start, last):
            begun = time.perf_counter()
            # The same luck for every candidate: the opponent's rack, then the bag in the order drawn.
            shuffled = self.rng.sample(unseen, len(unseen))
            replies, refills = shuffled[:size], shuffled[size:]
            values = {}
            for index in trials.alive:
                if self._out_of_time(start, 0.0):
                    break  # a round some candidates did not play would not be the same luck
                move, _ = candidates[index]
                if emptying[index]:
                    value = self._after_emptying(boards[index], rack, move, replies, refills, start)
                    if value is None:
                        break
                    values[index] = value
                    continue
                values[index] = move.score + self._two_moves_on(
                    boards[index], leave_after(rack, move.rack_tiles), replies, refills, len(game.bag)
                )
            else:
                trials.record(values)
            last = time.perf_counter() - begun
        return PlayDecision(candidates[trials.choice()][0])

    def _two_moves_on(
        self, board: Board, kept: list[str], replies: list[str], refills: list[str], bag: int
    ) -> float:
        """What the opponent's best reply from ``replies`` and the player's best answer, its
        rack refilled from ``refills`` in order, add to the spread, and the tiles each then keeps."""
        dawg = self.lexicon.dawg
        drawn = min(RACK_SIZE - len(kept), bag)
        bag -= drawn
        reply = best_move(board, replies, dawg, self.leave_for(bag))
        if reply is not None:
            board = _after(board, reply[0])
            bag = max(0, bag - len(reply[0].tiles))
        answer = best_move(board, kept + refills[:drawn], dawg, self.leave_for(bag))
        return (answer[1] if answer is not None else 0.0) - (reply[1] if reply is not None else 0.0)

    def _after_emptying(
        self,
        board: Board,
        rack: list[str],
        move: Candidate,
        replies: list[str],
        bag: list[str],
        start: float,
    ) -> float | None:
        """A move that empties the bag, against one rack for the opponent: the player draws the
        tiles the ``bag`` then holds, and the end of the game is searched from the opponent's
        turn, its move and the player's answer, as both would then know each other's tiles.
        None when time runs out."""
        mine = leave_after(rack, move.rack_tiles) + bag
        search = _Endgame(self.lexicon, self.ENDGAME_WIDTH, start, self.budget)
        try:
            return move.score - search.value(board, replies, mine, self.PRE_ENDGAME_DEPTH)
        except _Abandoned:
            return None

    def _out_of_time(self, start: float, last_round: float) -> bool:
        """True when one more round like the last would likely go past the budget."""
        if self.budget is None:
            return False
        return time.perf_counter() - start + last_round > self.budget

    def _search_endgame(self, game: Game, player: int, start: float) -> Decision:
        """Both racks known: the move that ends the game furthest ahead. Every move of both
        sides is searched first, for half the time: when that search reaches the end of the
        game on every line, its move is the exact best. Otherwise the best-scoring moves are
        searched, one move deeper each time while time allows; the expert's choice if even
        the first depth does not fit in the time."""
        rack = list(game.players[player].rack)
        other = list(game.unseen(player).elements())
        longest = longest_end_game(rack, other)
        if self.budget is not None:
            exact = _Endgame(self.lexicon, None, start, self.budget / 2)
            try:
                found = exact.root(game.board, rack, other, longest)
            except _Abandoned:
                found = None
            if found is not None and exact.complete:
                return PlayDecision(found[0])
        search = _Endgame(self.lexicon, self.ENDGAME_WIDTH, start, self.budget)
        decision = self._endgame(game, player)
        deepest = longest if self.budget is not None else min(longest, self.ENDGAME_DEPTH_WITHOUT_CLOCK)
        for depth in range(2, deepest + 1):
            try:
                found = search.root(game.board, rack, other, depth)
            except _Abandoned:
                break
            if found is None:
                break
            decision = PlayDecision(found[0])
            if search.complete:
                break
        return decision


class Trials:
    """The outcomes of the candidates against the opponent's replies, round by round, each
    round against the same luck for every candidate, and what they allow to conclude.

    A few rounds cannot tell moves a few points apart: the expert's move (candidate 0) is only
    given up for one whose lead over it is clear, and a candidate clearly behind the leader
    stops being tried, so the rounds left go to the moves still in question."""

    FIRST_VERDICT = 6  # rounds before any candidate is dropped
    CLEAR = 2.0  # a lead is clear beyond this many standard errors of the round-by-round gap
    SWITCH = 1.0  # the expert's move is given up for a lead of this many standard errors

    def __init__(self, candidates: int) -> None:
        self.values: list[list[float]] = [[] for _ in range(candidates)]
        self.alive = list(range(candidates))
        self.rounds = 0

    def record(self, values: dict[int, float]) -> None:
        """One round's outcome for each candidate still in question."""
        for index, value in values.items():
            self.values[index].append(value)
        self.rounds += 1
        if self.rounds >= self.FIRST_VERDICT and len(self.alive) > 2:
            leader = self._leader()
            self.alive = [i for i in self.alive if i == leader or self.lead(leader, i) < self.CLEAR]

    def lead(self, first: int, second: int) -> float:
        """How clearly ``first`` did better than ``second`` over the rounds both were played:
        the mean gap in standard errors (infinite when every round gave the same gap)."""
        count = min(len(self.values[first]), len(self.values[second]))
        gaps = [a - b for a, b in zip(self.values[first][:count], self.values[second][:count], strict=True)]
        if count < 2:
            return 0.0
        mean = statistics.fmean(gaps)
        spread = statistics.stdev(gaps)
        if spread == 0:
            return math.copysign(math.inf, mean) if mean else 0.0
        return mean / (spread / math.sqrt(count))

    def choice(self) -> int:
        """The candidate to play: the leader if it clearly beats the expert's move."""
        if self.rounds < 2:
            return 0
        leader = self._leader()
        if leader == 0:
            return 0
        if 0 not in self.alive or self.lead(leader, 0) > self.SWITCH:
            return leader
        return 0

    def _leader(self) -> int:
        """The candidate still in question with the best mean over the rounds it was tried."""
        return max(
            self.alive, key=lambda i: (statistics.fmean(self.values[i]) if self.values[i] else 0.0, -i)
        )


def longest_end_game(rack: Sequence[str], other: Sequence[str]) -> int:
    """How many moves the end of a game can last: every tile played one by one, a pass between each."""
    return 2 * (len(rack) + len(other)) + 2


class _Abandoned(Exception):
    """An end-game search that cannot finish: out of time, or too many moves to try them all."""


class _Endgame:
    """Negamax with alpha-beta over the end of the game, both racks known. A value is the
    spread, from the side to move, that the rest of the game adds. Each side tries its moves,
    best scores first, and passing; after a pass each way both are taken to keep their tiles
    (passing on would only come back to the same position). With a ``width``, only that many
    moves per position; with none, every move, so that a search which reaches the end of the
    game on every line (``complete``) is exact."""

    EVERY_MOVE_AT_MOST = 2000  # a position with more moves than that cannot be searched exactly

    def __init__(self, lexicon: Lexicon, width: int | None, start: float, budget: float | None) -> None:
        self.lexicon, self.width, self.start, self.budget = lexicon, width, start, budget
        self.complete = True  # every line searched reached the end of the game, no move left out
        self._moves: dict[tuple, tuple[list[Candidate], bool]] = {}

    def root(
        self, board: Board, rack: list[str], other: list[str], depth: int
    ) -> tuple[Candidate, float] | None:
        """The best move for ``rack`` and what it adds to the spread, looking ``depth`` moves on."""
        self.complete = True
        best, alpha = None, float("-inf")
        for move in self._moves_of(board, rack):
            value = self._after_move(board, rack, other, move, depth, alpha, float("inf"))
            if value > alpha:
                best, alpha = move, value
        return (best, alpha) if best is not None else None

    def value(self, board: Board, rack: list[str], other: list[str], depth: int) -> float:
        """What the rest of the game adds to the spread for the side to move, passing included,
        looking ``depth`` moves on."""
        self.complete = True
        return self._value(board, rack, other, depth, float("-inf"), float("inf"), False)

    def _after_move(
        self,
        board: Board,
        rack: list[str],
        other: list[str],
        move: Candidate,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        kept = leave_after(rack, move.rack_tiles)
        if not kept:
            return move.score + 2 * rack_value(other)  # out: the opponent's tiles count twice
        # The reply's window is shifted by this move's score: negamax with scores along the way.
        after = _after(board, move)
        return move.score - self._value(
            after, other, kept, depth - 1, move.score - beta, move.score - alpha, False
        )

    def _value(
        self,
        board: Board,
        rack: list[str],
        other: list[str],
        depth: int,
        alpha: float,
        beta: float,
        passed: bool,
    ) -> float:
        if self.budget is not None and time.perf_counter() - self.start > self.budget:
            raise _Abandoned
        stuck = rack_value(other) - rack_value(rack)
        if depth == 0:
            self.complete = False
            return stuck  # as if both were left with their tiles
        if depth == 1 and self.width is None:
            return self._last_move(board, rack, other, stuck, passed)
        best = float("-inf")
        for move in self._moves_of(board, rack):
            best = max(best, self._after_move(board, rack, other, move, depth, alpha, beta))
            alpha = max(alpha, best)
            if alpha >= beta:
                return best
        passing = stuck if passed else -self._value(board, other, rack, depth - 1, -beta, -alpha, True)
        return max(best, passing)

    def _last_move(
        self, board: Board, rack: list[str], other: list[str], stuck: float, passed: bool
    ) -> float:
        """The last move looked at: its score, and the tiles left as the game would end there,
        over every move at once by the pruned search, which is what trying each would give."""
        left = rack_value(other)

        def ending(kept: list[str]) -> float:
            return 2 * left if not kept else left - rack_value(kept)

        found = best_move(board, rack, self.lexicon.dawg, ending)
        if found is not None or not passed:
            self.complete = False  # a line that goes on past the depth searched
        return max(stuck, found[1]) if found is not None else stuck

    def _moves_of(self, board: Board, rack: list[str]) -> list[Candidate]:
        """The moves tried from a position: every move, those that go out first, then by score;
        or with a ``width``, that many of the best scores."""
        key = (tuple(board.rows()), tuple(sorted(rack)))
        known = self._moves.get(key)
        if known is None:
            if self.width is None:
                every = generate(board, rack, self.lexicon.dawg)
                if len(every) > self.EVERY_MOVE_AT_MOST:
                    raise _Abandoned  # jokers: no time is spent listing tens of thousands of moves
                found = sorted(
                    every,
                    key=lambda m: (len(m.tiles) == len(rack), m.score),
                    reverse=True,
                )
                known = (found, False)
            else:
                found = best_scores(board, rack, self.lexicon.dawg, self.width + 1)
                known = (found[: self.width], len(found) > self.width)
            self._moves[key] = known
        moves, cut = known
        if cut:
            self.complete = False
        return moves


def _after(board: Board, move: Candidate) -> Board:
    after = board.copy()
    for square, tile in move.tiles:
        after.place(square, tile)
    return after


LEVELS: dict[Level, type[Computer]] = {cls.level: cls for cls in (Beginner, Intermediate, Expert, Champion)}


def computer(level: str, lexicon: Lexicon, rng: random.Random) -> Computer:
    """The computer player of a level, named by its enum or by its value in a save."""
    return LEVELS[Level(level)](lexicon, rng)


def respond(game: Game, player: int, player_ai: Computer, now: float | None = None) -> list[Event]:
    """What a computer does before its own move: challenge the move just played if it
    holds an invalid word, or let a game-ending move stand."""
    words = player_ai.challenge_words(game, player)
    if words:
        return game.challenge(player, words, now=now)
    if game.awaiting_challenge_decision and game.pending is not None and game.pending.move.player != player:
        return game.decline_challenge(player, now=now)
    return []


def must_choose(game: Game, player: int) -> bool:
    """Whether the computer at ``player`` is now to choose a move (``Computer.choose``)."""
    return game.over is None and game.turn == player and not game.awaiting_challenge_decision


def play_choice(
    game: Game, player: int, player_ai: Computer, decision: Decision, now: float | None = None
) -> list[Event]:
    """The computer's chosen move, exchange or pass, played."""
    try:
        return _apply(game, player, decision, now)
    except IllegalMove as refused:
        if refused.refusal.reason is not Reason.MUST_PLAY_OR_EXCHANGE:
            raise
        # larousse 001 §5: after two passes the first passer must play or exchange.
        thrown = _worst_tiles(game.players[player].rack, player_ai.leave_worth)
        return game.exchange(player, thrown, now=now)


def take_turn(game: Game, player: int, player_ai: Computer, now: float | None = None) -> list[Event]:
    """Everything a computer does when it may act, at once: respond, then play its turn."""
    events = respond(game, player, player_ai, now)
    if must_choose(game, player):
        events += play_choice(game, player, player_ai, player_ai.choose(game, player), now)
    return events


def _apply(game: Game, player: int, decision: Decision, now: float | None) -> list[Event]:
    if isinstance(decision, PlayDecision):
        return game.play(player, decision.move.tiles, now=now)
    if isinstance(decision, ExchangeDecision):
        return game.exchange(player, decision.tiles, now=now)
    return game.pass_turn(player, now=now)
