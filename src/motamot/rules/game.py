"""A game of classic French Scrabble for 1 to 4 players, as actions and events.

Every public method checks everything before it changes anything: a refused
action raises IllegalMove and leaves the game exactly as it was. Accepted
actions are logged (``actions``) and produce events (returned, and kept in
``events``).
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from motamot.rules.actions import (
    Action,
    Arrived,
    Challenge,
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
from motamot.rules.bag import Bag
from motamot.rules.board import Board, Direction
from motamot.rules.clock import Clock, ClockKind, ClockSettings, ClockWarning, TimeExpired
from motamot.rules.events import (
    ChallengeOutcome,
    ChallengeResolved,
    ClockStopped,
    EndReason,
    Event,
    Exchanged,
    GameOver,
    GameStarted,
    MovePlayed,
    PassCause,
    Passed,
    PenaltyGiven,
    PenaltyKind,
    PlayerArrived,
    PlayerLate,
    RackAdjustment,
    TilesDrawn,
    TurnStarted,
)
from motamot.rules.names import names_fault
from motamot.rules.notation import WrittenMove, format_coordinate, parse_move
from motamot.rules.placement import FormedWord, PlacedTile, Placement, check_placement, tiles_for_written
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.scoring import ScoreBreakdown, score_placement
from motamot.rules.tiles import BLANK, LETTERS, RACK_SIZE, TOTAL_TILES, rack_value, tile_counter, tiles_off
from motamot.rules.variants import BlankInToss, ChallengeMode, Variant

WordJudge = Callable[[str], bool]
MoveInput = WrittenMove | str | Sequence[PlacedTile]

# The arbiter's scale of sanctions is a warning, 5 points or the loss of the game (003 §8.2);
# a figure above this is a typing slip, refused rather than written on the sheet.
MAX_ARBITER_POINTS = 100


@dataclass
class PlayerState:
    name: str
    rack: list[str] = field(default_factory=list)
    score: int = 0
    out_of_time: bool = False


@dataclass(frozen=True)
class PlayedMove:
    """An accepted placement still on the board."""

    player: int
    placement: Placement
    score: ScoreBreakdown
    points: int  # what the player was credited: the score, or 0 for a move counted void


@dataclass(frozen=True)
class PendingChallenge:
    """The last placement, open to challenge until the next player acts."""

    move: PlayedMove
    rack_before: tuple[str, ...]
    drawn: tuple[str, ...]
    going_out: bool  # the move emptied the rack with the bag empty


class Game:
    def __init__(
        self, players: Sequence[str], variant: Variant, seed: int, clock: ClockSettings | None = None
    ):
        """Use ``Game.new``: this only sets the fields."""
        self.variant = variant
        self.seed = seed
        self.rng = random.Random(seed)
        self._rng_print: str | None = None  # the generator's fingerprint, until it draws again
        self.players = [PlayerState(name) for name in players]
        self.board = Board()
        self.bag = Bag()
        self.clock = Clock(clock if clock is not None else variant.clock, len(players))
        self.turn = 0
        self.first_player = 0
        self.consecutive_passes = 0
        self.moves: list[PlayedMove] = []
        self.void_moves_of: set[int] = set()  # players whose moves count for nothing (001 §5)
        self.late: int | None = None  # a player not yet come, their clock running (003 §9.5)
        self.pending: PendingChallenge | None = None
        self.over: GameOver | None = None
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.start_time: float = 0.0
        self.judge: WordJudge | None = None
        self._new_events: list[Event] = []
        self._handler_for = self._handlers()  # built once: apply runs for every action replayed

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        players: Sequence[str],
        variant: Variant,
        seed: int,
        clock: ClockSettings | None = None,
        judge: WordJudge | None = None,
        now: float = 0.0,
    ) -> Game:
        """Toss for the first player, deal the racks, start the clock."""
        settings = cls._checked_setup(variant, players, clock, variant.min_players)
        game = cls(players, variant, seed, settings)
        game.judge = judge
        toss, first = game._toss()
        game._begin(toss, first, now)
        return game

    @staticmethod
    def _checked_setup(
        variant: Variant, players: Sequence[str], clock: ClockSettings | None, minimum: int
    ) -> ClockSettings:
        """The clock to use, once the players, their number and the clock suit the preset."""
        count = len(players)
        if not minimum <= count <= variant.max_players:
            raise IllegalMove(Reason.PLAYER_COUNT, count=count, minimum=minimum, maximum=variant.max_players)
        if (fault := names_fault(players)) is not None:
            name, problem, character = fault
            raise IllegalMove(Reason.BAD_NAME, name=name, problem=problem, character=character)
        settings = clock if clock is not None else variant.clock
        if settings.kind is not ClockKind.NONE and settings.seconds < max(variant.min_clock_seconds, 1):
            raise IllegalMove(
                Reason.CLOCK_TOO_SHORT, seconds=settings.seconds, minimum=max(variant.min_clock_seconds, 1)
            )
        return settings

    def _begin(self, toss: tuple[tuple[tuple[int, str], ...], ...], first: int, now: float) -> None:
        """The first player known: racks filled, the clock started, the first turn."""
        count = len(self.players)
        self.start_time = now
        self.first_player = self.turn = first
        self._emit(GameStarted(tuple(p.name for p in self.players), toss, first))
        # 002: the first player draws first, then the others in turn.
        for offset in range(count):
            self._refill((first + offset) % count)
        if self.clock.enabled:
            self.clock.start(first, now)
        self._emit(TurnStarted(first))
        self._flush()

    def _toss(self) -> tuple[tuple[tuple[tuple[int, str], ...], ...], int]:
        """000 §3.1: closest letter to A starts; equal letters draw again."""
        contenders = list(range(len(self.players)))
        rounds = []
        if len(contenders) == 1:
            return (), 0
        while True:
            drawn: list[tuple[int, str]] = []
            ranks: dict[int, int] = {}
            for player in contenders:
                tile = self._draw(1)[0]
                drawn.append((player, tile))
                while tile == BLANK and self.variant.blank_in_toss is BlankInToss.REDRAW:
                    # The joker is not taken into account: draw another (000 §3.1).
                    tile = self._draw(1)[0]
                    drawn.append((player, tile))
                # 004 §2.2: a joker stands for the letter of one's choice, so A.
                ranks[player] = 0 if tile == BLANK else LETTERS.index(tile)
            # The tiles of the toss go back to the bag (000 §3.1).
            self.bag.put_back(tile for _, tile in drawn)
            rounds.append(tuple(drawn))
            best = min(ranks.values())
            contenders = [p for p in contenders if ranks[p] == best]
            if len(contenders) == 1:
                return tuple(rounds), contenders[0]

    # --------------------------------------------------------------- queries

    @property
    def current(self) -> PlayerState:
        return self.players[self.turn]

    def scores(self) -> tuple[int, ...]:
        return tuple(p.score for p in self.players)

    @property
    def awaiting_challenge_decision(self) -> bool:
        """The last move went out: the others must challenge or let it stand."""
        return self.pending is not None and self.pending.going_out

    def unseen(self, player: int) -> Counter[str]:
        """The tiles this player cannot see: in the bag or on the others' racks
        (the tracking sheet of 000 §2.3), by tile, ``?`` for jokers."""
        unseen = tiles_off(t for _, t in self.board.occupied())
        unseen.subtract(tile_counter(self.players[player].rack))
        return +unseen

    def can_exchange(self) -> bool:
        return self.bag_size() >= self.variant.exchange_min_bag

    def bag_size(self) -> int:
        return len(self.bag)

    def rack_size(self, player: int) -> int:
        return len(self.players[player].rack)

    def check_move(self, player: int, move: MoveInput) -> tuple[Placement, ScoreBreakdown]:
        """Check a move without playing it: the placement and its score, or IllegalMove."""
        self._check_turn(player)
        placement = self._placement(player, *self._tiles_of(move))
        return placement, score_placement(placement)

    def _tiles_of(self, move: MoveInput) -> tuple[tuple[PlacedTile, ...], Direction | None]:
        if isinstance(move, str):
            move = parse_move(move)
        if isinstance(move, WrittenMove):
            return tuple(tiles_for_written(self.board, move)), move.direction
        return tuple(move), None

    def _placement(self, player: int, tiles: Sequence[PlacedTile], direction: Direction | None) -> Placement:
        placement = check_placement(self.board, tiles, self._tiles_in_hand(player), direction)
        if self.variant.challenge is ChallengeMode.IMMEDIATE and self.judge is not None:
            invalid = [w.text for w in placement.words if not self.judge(w.text)]
            if invalid:
                raise IllegalMove(Reason.INVALID_WORDS, words=tuple(invalid))
        return placement

    # --------------------------------------------------------------- actions

    def play(self, player: int, move: MoveInput, now: float | None = None) -> list[Event]:
        """Place a word, written (``"H4 MOT"``) or as tiles."""
        self._check_turn(player, now)
        tiles, direction = self._tiles_of(move)
        return self.apply(Play(player, tiles, direction, now))

    def exchange(self, player: int, tiles: Sequence[str], now: float | None = None) -> list[Event]:
        return self.apply(Exchange(player, tuple(tiles), now))

    def pass_turn(self, player: int, now: float | None = None) -> list[Event]:
        return self.apply(Pass(player, now))

    def challenge(
        self,
        challenger: int,
        words: Sequence[str] = (),
        now: float | None = None,
        places: Sequence[str] = (),
    ) -> list[Event]:
        """Challenge some (default: all) of the words the last move formed; ``places``, one per
        word ("H8", or "" for any), tells apart words alike."""
        words = tuple(w.upper() for w in words)
        places = tuple(p.upper() for p in places)
        pending = self._check_challenge(challenger, words, places)
        if self.judge is None:
            raise IllegalMove(Reason.NO_JUDGE)
        challenged = words or tuple(w.text for w in pending.move.placement.words)
        asked = list(dict.fromkeys(challenged))
        if self.variant.replay_after_extension:
            asked += [base for base in self._extended_words(pending) if base not in asked]
        verdicts = tuple((word, bool(self.judge(word))) for word in asked)
        return self.apply(Challenge(challenger, challenged, verdicts, now, places if any(places) else ()))

    def decline_challenge(self, player: int, now: float | None = None) -> list[Event]:
        return self.apply(DeclineChallenge(player, now))

    def penalise(
        self,
        player: int,
        kind: PenaltyKind,
        tiles: int = 0,
        seen: bool = True,
        points: int | None = None,
        now: float | None = None,
    ) -> list[Event]:
        return self.apply(Penalise(player, kind, tiles, seen, points, now))

    def resign(self, player: int, now: float | None = None) -> list[Event]:
        return self.apply(Resign(player, now))

    def tick(self, now: float) -> list[Event]:
        """Let the clock run to ``now``: warnings, and what happens when time runs out.

        Call it when ``next_clock_event()`` comes due rather than every
        second: every tick is kept in the game's actions.
        """
        return self.apply(Tick(now))

    def next_clock_event(self) -> float | None:
        """When the running clock will next warn or run out, or a late player forfeit, or None."""
        if self.over is not None:
            return None
        due = self.clock.next_event_at()
        if self.late is not None and self.clock.last is not None and not self.clock.paused:
            forfeit = self.clock.last + self.clock.remaining[self.late] - self._late_deadline()
            due = forfeit if due is None else min(due, forfeit)
        return due

    def apply(self, action: Action) -> list[Event]:
        """Apply one action (checked first); the way saves are replayed too."""
        handler = self._handler_for.get(type(action))
        if handler is None:
            raise IllegalMove(Reason.REFEREE_ONLY)
        handler(action)
        self.actions.append(action)
        return self._flush()

    def _handlers(self) -> dict[type, Callable[[Any], None]]:
        return {
            Play: self._apply_play,
            Exchange: self._apply_exchange,
            Pass: self._apply_pass,
            Challenge: self._apply_challenge,
            DeclineChallenge: self._apply_decline,
            Penalise: self._apply_penalty,
            Resign: self._apply_resign,
            Tick: self._apply_tick,
            StopClock: self._apply_clock_stop,
            RestartClock: self._apply_clock_stop,
            LateStart: self._apply_late_start,
            Arrived: self._apply_arrived,
        }

    # ------------------------------------------------------------ checking

    def _check_player(self, player: object) -> None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < len(self.players):
            raise IllegalMove(Reason.UNKNOWN_PLAYER, player=str(player))

    def _check_turn(self, player: int, now: float | None = None) -> None:
        self._check_player(player)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if self.awaiting_challenge_decision:
            raise IllegalMove(Reason.AWAITING_CHALLENGE_DECISION)
        if self.late is not None:
            raise IllegalMove(Reason.PLAYER_ABSENT, player=self.players[self.late].name)
        if self.players[player].out_of_time or self._would_run_out(player, now):
            raise IllegalMove(Reason.OUT_OF_TIME, player=self.players[player].name)
        if player != self.turn:
            raise IllegalMove(Reason.NOT_YOUR_TURN, player=self.current.name)

    def _would_run_out(self, player: int, now: float | None) -> bool:
        """Whether the player's credit is spent by ``now`` (the clock is not moved)."""
        clock = self.clock
        if not clock.enabled or now is None or clock.last is None or clock.paused or clock.running != player:
            return False
        return clock.time_left(player) - max(0.0, now - clock.last) <= 0

    def _check_challenge(
        self, challenger: int, words: tuple[str, ...], places: tuple[str, ...] = ()
    ) -> PendingChallenge:
        self._check_player(challenger)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if self.variant.challenge is not ChallengeMode.CHALLENGE:
            raise IllegalMove(Reason.NO_CHALLENGE_IN_VARIANT)
        pending = self.pending
        if pending is None:
            raise IllegalMove(Reason.NOTHING_TO_CHALLENGE)
        if challenger == pending.move.player:
            raise IllegalMove(Reason.OWN_MOVE)
        _challenged_words(pending.move.placement, words, places)
        return pending

    # ----------------------------------------------------------- appliers

    def _apply_play(self, action: Play) -> None:
        self._check_turn(action.player, action.now)
        placement = self._placement(action.player, action.tiles, action.direction)
        self._advance_clock(action.now)
        player = self.players[action.player]
        for square, tile in placement.tiles:
            self.board.place(square, tile)
        rack_before = self._take_from_rack(action.player, placement)
        score = score_placement(placement)
        void = action.player in self.void_moves_of
        player.score += 0 if void else score.total
        move = PlayedMove(action.player, placement, score, 0 if void else score.total)
        self.moves.append(move)
        self.consecutive_passes = 0
        self._emit(MovePlayed(action.player, placement, score, player.score, void))
        drawn = self._refill(action.player)
        going_out = self.rack_size(action.player) == 0 and self.bag_size() == 0
        self.pending = None
        if self.variant.challenge is ChallengeMode.CHALLENGE:
            self.pending = PendingChallenge(move, rack_before, tuple(drawn), going_out)
        if going_out and self.pending is None:
            self._end_out(action.player)
        else:
            self._next_turn(action.now)

    def _check_exchange_allowed(self) -> None:
        """000 §4.3.1: seven tiles in the bag; 000 §7.3.1: nobody out of time."""
        if not self.can_exchange():
            raise IllegalMove(
                Reason.EXCHANGE_BAG_TOO_SMALL, in_bag=self.bag_size(), minimum=self.variant.exchange_min_bag
            )
        if any(p.out_of_time for p in self.players):
            raise IllegalMove(Reason.EXCHANGE_FORBIDDEN_OPPONENT_OUT_OF_TIME)

    def _apply_exchange(self, action: Exchange) -> None:
        self._check_turn(action.player, action.now)
        player = self.players[action.player]
        if not action.tiles:
            raise IllegalMove(Reason.EXCHANGE_NOTHING)
        self._check_exchange_allowed()
        remaining = list(player.rack)
        for tile in action.tiles:
            if tile not in remaining:
                raise IllegalMove(Reason.EXCHANGE_NOT_IN_RACK, letter=tile)
            remaining.remove(tile)
        self._advance_clock(action.now)
        self.pending = None
        # 000 §4.3.4: draw the new tiles first, then put the old ones back.
        drawn = self._draw(len(action.tiles))
        self.bag.put_back(action.tiles)
        player.rack = remaining + drawn
        self.consecutive_passes = 0
        self._emit(Exchanged(action.player, len(action.tiles), action.tiles))
        self._emit(TilesDrawn(action.player, tuple(drawn)))
        self._next_turn(action.now)

    def _apply_pass(self, action: Pass) -> None:
        self._check_turn(action.player, action.now)
        blocked = False
        if self.variant.first_passer_must_play and self.consecutive_passes >= len(self.players):
            # 001 §5: the first passer must play or exchange; when no exchange
            # is possible either, nobody can move: the game is blocked (001 §7).
            if self.can_exchange():
                raise IllegalMove(Reason.MUST_PLAY_OR_EXCHANGE)
            blocked = True
        self._advance_clock(action.now)
        self.pending = None
        self._record_pass(action.player, PassCause.CHOICE)
        if blocked:
            self._end_by_deduction(EndReason.BLOCKED)
        elif self.over is None:
            self._next_turn(action.now)

    def _record_pass(self, player: int, cause: PassCause) -> None:
        self.consecutive_passes += 1
        self._emit(Passed(player, cause))
        rounds = self.variant.pass_rounds_to_end
        if rounds and self.consecutive_passes >= rounds * len(self.players):
            self._end_by_deduction(EndReason.PASSES)

    def _apply_challenge(self, action: Challenge) -> None:
        pending = self._check_challenge(action.challenger, action.words, action.places)
        verdicts = dict(action.verdicts)
        words = action.words or tuple(w.text for w in pending.move.placement.words)
        formed = pending.move.placement.words
        places = tuple(
            format_coordinate(w.start, w.direction) if [f.text for f in formed].count(w.text) > 1 else ""
            for w in _challenged_words(pending.move.placement, words, action.places)
        )
        if any(word not in verdicts for word in words):
            raise IllegalMove(Reason.NO_JUDGE)
        self._advance_clock(action.now)
        challenged = pending.move.player
        invalid = [w for w in words if not verdicts[w]]
        wrong = [w for w in words if verdicts[w]]
        self.pending = None
        outcome = ChallengeOutcome.STANDS
        removed = 0
        if invalid:
            outcome = ChallengeOutcome.WITHDRAWN
            if self.variant.replay_after_extension and any(
                not verdicts.get(base, True) for base in self._extended_words(pending)
            ):
                outcome = ChallengeOutcome.REPLAY
            removed = self._withdraw(pending)
        self._emit(
            ChallengeResolved(
                action.challenger,
                challenged,
                tuple((w, verdicts[w]) for w in words),
                outcome,
                removed,
                places if any(places) else (),
            )
        )
        if self.variant.penalty_per_word:
            penalty = self.variant.wrong_challenge_penalty * len(wrong)
        else:
            penalty = 0 if invalid else self.variant.wrong_challenge_penalty
        if penalty:
            self._penalty(action.challenger, PenaltyKind.WRONG_CHALLENGE, penalty)
        if (
            invalid
            and self.players[action.challenger].out_of_time
            and self.variant.timed_out_challenge_ends_game
        ):
            self._end_by_deduction(EndReason.TIME)  # 001 §6
        elif outcome is ChallengeOutcome.REPLAY:
            self._set_turn(challenged, action.now)
        elif not invalid and pending.going_out:
            self._end_out(challenged)

    def _withdraw(self, pending: PendingChallenge) -> int:
        """Tiles back to the rack, the drawn tiles back to the bag, score taken off."""
        move = pending.move
        for square, _ in move.placement.tiles:
            self.board.remove(square)
        self._give_back(pending)
        self.players[move.player].score -= move.points
        self.moves.remove(move)
        return move.points

    def _extended_words(self, pending: PendingChallenge) -> list[str]:
        """Words laid earlier by another player that this move extends (001 §6)."""
        mover = pending.move.player
        earlier = {
            (w.start, w.direction, w.tiles)
            for m in self.moves
            if m.player != mover and m is not pending.move
            for w in m.placement.words
        }
        bases = []
        for word in pending.move.placement.words:
            old = [i for i, new in enumerate(word.new) if not new]
            if not old or len(old) < 2 or old != list(range(old[0], old[-1] + 1)):
                continue
            start = word.start.moved(word.direction, old[0])
            tiles = word.tiles[old[0] : old[-1] + 1]
            if (start, word.direction, tiles) in earlier:
                bases.append(tiles.upper())
        return bases

    def _apply_decline(self, action: DeclineChallenge) -> None:
        self._check_player(action.player)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        pending = self.pending
        if pending is None:
            raise IllegalMove(Reason.NOTHING_TO_CHALLENGE)
        if action.player == pending.move.player:
            raise IllegalMove(Reason.OWN_MOVE)
        self._advance_clock(action.now)
        self.pending = None
        if pending.going_out:
            self._end_out(pending.move.player)

    def _apply_penalty(self, action: Penalise) -> None:
        self._check_player(action.player)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if action.tiles < 0 or (action.points is not None and action.points < 0):
            raise IllegalMove(Reason.BAD_PENALTY)
        if action.kind is PenaltyKind.WRONG_CHALLENGE:
            raise IllegalMove(Reason.BAD_PENALTY)  # only a challenge gives it
        if action.kind is PenaltyKind.OVERDRAW and action.tiles < 1:
            raise IllegalMove(Reason.BAD_PENALTY)
        if action.points is not None and action.points > MAX_ARBITER_POINTS:
            raise IllegalMove(Reason.PENALTY_TOO_HIGH, points=action.points, limit=MAX_ARBITER_POINTS)
        # Tiles drawn in excess came from one draw: at most a rack's worth, and never more
        # than the tiles off the board (000 §10.1, 002 "Lettres tirées en trop").
        most = min(RACK_SIZE, TOTAL_TILES - len(self.board))
        if action.kind is PenaltyKind.OVERDRAW and action.tiles > most:
            raise IllegalMove(Reason.OVERDRAW_TOO_MANY, tiles=action.tiles, limit=most)
        self._advance_clock(action.now)
        if action.kind is PenaltyKind.LOSS:
            self._emit(PenaltyGiven(action.player, action.kind, 0, self.players[action.player].score))
            self._end(EndReason.LOSS, (), loser=action.player)
            return
        points = {
            PenaltyKind.WARNING: 0,
            # 000 §10.1.1: noticed before the tiles were seen, no penalty.
            PenaltyKind.OVERDRAW: self.variant.overdraw_penalty_per_tile * action.tiles if action.seen else 0,
            PenaltyKind.ARBITER: self.variant.arbiter_penalty if action.points is None else action.points,
        }[action.kind]
        self._penalty(action.player, action.kind, points, action.tiles)

    def _penalty(self, player: int, kind: PenaltyKind, points: int, tiles: int = 0) -> None:
        state = self.players[player]
        state.score -= points
        self._emit(PenaltyGiven(player, kind, points, state.score, tiles))

    def _apply_resign(self, action: Resign) -> None:
        self._check_player(action.player)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        self._advance_clock(action.now)
        self._end(EndReason.RESIGNED, (), loser=action.player)

    def _apply_tick(self, action: Tick) -> None:
        self._check_clock_time(action.now)
        if self.over is None:
            self._advance_clock(action.now)

    def _apply_clock_stop(self, action: StopClock | RestartClock) -> None:
        self._check_clock_time(action.now)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if not self.clock.enabled:
            raise IllegalMove(Reason.NO_CLOCK)
        stopping = isinstance(action, StopClock)
        if stopping and self.clock.paused:
            raise IllegalMove(Reason.CLOCK_ALREADY_STOPPED)
        if not stopping and not self.clock.paused:
            raise IllegalMove(Reason.CLOCK_NOT_STOPPED)
        self._advance_clock(action.now)  # what ran out before the stop happens first
        if self.over is not None:
            return
        if stopping:
            self.clock.pause(action.now)
        else:
            self.clock.resume(action.now)
        self._emit(ClockStopped(stopping, tuple(self.clock.remaining)))

    def _late_deadline(self) -> float:
        """003 §9.5: forfeit "quand la moitié de son crédit-temps est écoulé"."""
        return self.clock.settings.seconds / 2

    def _apply_late_start(self, action: LateStart) -> None:
        self._check_player(action.player)
        self._check_clock_time(action.now)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if self.clock.settings.kind is not ClockKind.CHESS:
            raise IllegalMove(Reason.LATE_NEEDS_CHESS_CLOCK)
        if self.late is not None:
            raise IllegalMove(Reason.ALREADY_LATE, player=self.players[self.late].name)
        if any(not isinstance(a, (Tick, StopClock, RestartClock)) for a in self.actions):
            raise IllegalMove(Reason.LATE_AFTER_START)
        self._advance_clock(action.now)
        self.clock.switch(action.player, action.now)
        self.late = action.player
        self._emit(PlayerLate(action.player, self._late_deadline()))
        self._check_late_forfeit()

    def _apply_arrived(self, action: Arrived) -> None:
        self._check_player(action.player)
        self._check_clock_time(action.now)
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if self.late != action.player:
            raise IllegalMove(Reason.NOT_LATE, player=self.players[action.player].name)
        self._advance_clock(action.now)  # half the credit may have gone first
        if self.over is not None:
            return
        self.late = None
        self.clock.switch(self.turn, action.now)
        self._emit(PlayerArrived(action.player, self.clock.remaining[action.player]))

    def _check_late_forfeit(self) -> None:
        if (
            self.late is not None
            and self.over is None
            and self.clock.remaining[self.late] <= self._late_deadline()
        ):
            self._end(EndReason.LATE, (), loser=self.late)

    def _check_clock_time(self, now: object) -> None:
        if not isinstance(now, (int, float)) or isinstance(now, bool):
            raise IllegalMove(Reason.BAD_TIME)

    # ------------------------------------------------------------- the clock

    def _advance_clock(self, now: float | None) -> None:
        if now is None or not self.clock.enabled or self.over is not None:
            return
        for event in self.clock.advance(now):
            self._on_clock(event, now)
        self._check_late_forfeit()

    def _on_clock(self, event: ClockWarning | TimeExpired, now: float) -> None:
        if isinstance(event, ClockWarning) and event.player is not None and event.player == self.late:
            return  # nobody to warn: the player is away, their clock runs to the forfeit (003 §9.5)
        self._emit(event)
        if not isinstance(event, TimeExpired) or self.over is not None:
            return
        kind = self.clock.settings.kind
        if kind is ClockKind.GLOBAL:
            self._end_by_deduction(EndReason.TIME)
        elif kind is ClockKind.PER_MOVE:
            # 000 §6.3.2, 001 §5: the move timer ran out, the turn is lost.
            if self.awaiting_challenge_decision:
                return
            self.pending = None
            self._record_pass(self.turn, PassCause.MOVE_TIMER)
            if self.over is None:
                self._next_turn(now)
        else:
            assert event.player is not None
            self.players[event.player].out_of_time = True
            if all(p.out_of_time for p in self.players):
                self._end_by_deduction(EndReason.TIME)  # 000 §7.3.2
            elif event.player == self.turn and not self.awaiting_challenge_decision:
                self._skip_out_of_time(now)

    def _skip_out_of_time(self, now: float | None) -> None:
        """A player out of time can only pass (000 §7.3.1, 001 §5)."""
        self._record_pass(self.turn, PassCause.OUT_OF_TIME)
        if self.over is None:
            self._next_turn(now)

    # -------------------------------------------------------- turn and end

    def _next_turn(self, now: float | None) -> None:
        self._set_turn((self.turn + 1) % len(self.players), now)

    def _set_turn(self, player: int, now: float | None) -> None:
        self.turn = player
        if self.clock.enabled:
            stamp = now if now is not None else self.clock.last
            if stamp is not None:
                for event in self.clock.switch(player, stamp):
                    self._on_clock(event, stamp)
        if self.over is not None or self.turn != player:
            return
        self._emit(TurnStarted(player))
        if self.players[player].out_of_time and not self.awaiting_challenge_decision:
            self._skip_out_of_time(now)

    # ----------------------------------------------- the tiles in the hands
    # A game where motamot deals knows every rack; a refereed game on a
    # physical board (rules.referee) knows only how many tiles each holds and
    # overrides these.

    def _tiles_in_hand(self, player: int) -> Sequence[str] | None:
        """The tiles a move by this player may use."""
        return self.players[player].rack

    def _take_from_rack(self, player: int, placement: Placement) -> tuple[str, ...]:
        """Take the placed tiles off the rack; what the rack held before."""
        rack = self.players[player].rack
        before = tuple(rack)
        for tile in placement.rack_tiles:
            rack.remove(tile)
        return before

    def _give_back(self, pending: PendingChallenge) -> None:
        """A withdrawn move: tiles back to the rack, the tiles drawn back to the bag."""
        self.players[pending.move.player].rack = list(pending.rack_before)
        self.bag.put_back(pending.drawn)

    def _draw(self, count: int) -> list[str]:
        """``count`` tiles drawn from the bag; every draw goes through here."""
        self._rng_print = None  # the generator moves on
        return self.bag.draw(self.rng, count)

    def _refill(self, player: int) -> list[str]:
        rack = self.players[player].rack
        drawn = self._draw(RACK_SIZE - len(rack))
        rack.extend(drawn)
        if drawn:
            self._emit(TilesDrawn(player, tuple(drawn)))
        return drawn

    def _end_out(self, player: int) -> None:
        """000 §7.1, 004 §2.10: the others lose their racks' value, the player gains it."""
        adjustments = []
        gained = 0
        for index, other in enumerate(self.players):
            if index != player:
                value = rack_value(other.rack)
                gained += value
                adjustments.append(RackAdjustment(index, tuple(other.rack), -value))
        adjustments.insert(0, RackAdjustment(player, (), gained))
        self._end(EndReason.OUT, tuple(adjustments), player=player)

    def _end_by_deduction(self, reason: EndReason) -> None:
        """000 §4.2.2, §7.2, §7.3.2: each player loses the value of their rack."""
        adjustments = tuple(
            RackAdjustment(i, tuple(p.rack), -rack_value(p.rack)) for i, p in enumerate(self.players)
        )
        self._end(reason, adjustments)

    def _end(
        self,
        reason: EndReason,
        adjustments: tuple[RackAdjustment, ...],
        player: int | None = None,
        loser: int | None = None,
    ) -> None:
        for adjustment in adjustments:
            self.players[adjustment.player].score += adjustment.points
        self.pending = None
        scores = self.scores()
        eligible = [i for i in range(len(self.players)) if i != loser]
        best = max(scores[i] for i in eligible)
        winners = tuple(i for i in eligible if scores[i] == best)
        self.over = GameOver(reason, adjustments, scores, winners, player if loser is None else loser)
        self._emit(self.over)

    # --------------------------------------------------------------- events

    def _emit(self, event: Event) -> None:
        self._new_events.append(event)

    def _flush(self) -> list[Event]:
        new, self._new_events = self._new_events, []
        self.events.extend(new)
        return new

    # -------------------------------------------------------------- state

    def _random_fingerprint(self) -> str:
        """The generator's state in 16 characters, kept until it draws again: every save
        asks for it, and hashing its state took a fifth of a move on a busy server."""
        if self._rng_print is None:
            self._rng_print = hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:16]
        return self._rng_print

    def snapshot(self) -> dict[str, object]:
        """The whole state as plain data: equal snapshots, identical games."""
        pending = self.pending
        return {
            "board": self.board.rows(),
            "players": [
                {"name": p.name, "rack": list(p.rack), "score": p.score, "out_of_time": p.out_of_time}
                for p in self.players
            ],
            "bag": self.bag.contents(),
            "turn": self.turn,
            "first_player": self.first_player,
            "consecutive_passes": self.consecutive_passes,
            "moves": [[m.player, str(m.placement.written), m.score.total] for m in self.moves],
            "pending": None
            if pending is None
            else {
                "player": pending.move.player,
                "word": str(pending.move.placement.written),
                "going_out": pending.going_out,
            },
            "over": None
            if self.over is None
            else {
                "reason": self.over.reason.value,
                "scores": list(self.over.scores),
                "winners": list(self.over.winners),
            },
            "clock": self.clock.to_json(),
            "random": self._random_fingerprint(),
        }


def _challenged_words(placement: Placement, words: Sequence[str], places: Sequence[str]) -> list[FormedWord]:
    """Each challenged word as the move formed it, in the order named: a place ("H8") picks one
    of two words alike, a word without one the first not yet named; each word named once at most
    (000 §5.3 takes five points per word challenged wrongly)."""
    left = list(placement.words)
    found: dict[int, FormedWord] = {}
    # The words named with their place first, so that "KA, KA H8" leaves the other KA to the first.
    order = sorted(range(len(words)), key=lambda i: not (i < len(places) and places[i]))
    for i in order:
        word, place = words[i], places[i] if i < len(places) else ""
        alike = [w for w in placement.words if w.text == word]
        if not alike:
            formed = tuple(dict.fromkeys(w.text for w in placement.words))
            raise IllegalMove(Reason.WORD_NOT_JUST_PLAYED, word=word, formed=formed)
        if place:
            alike = [w for w in alike if format_coordinate(w.start, w.direction) == place]
            if not alike:
                raise IllegalMove(Reason.WORD_NOT_AT_PLACE, word=word, place=place)
        free = [w for w in alike if w in left]
        if not free:
            count = sum(w.text == word for w in placement.words)
            raise IllegalMove(Reason.WORD_NAMED_TOO_OFTEN, word=word, count=count)
        left.remove(free[0])
        found[i] = free[0]
    return [found[i] for i in range(len(words))]
