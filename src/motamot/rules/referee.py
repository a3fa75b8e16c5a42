"""A game played on a physical board, with motamot as referee and scorer.

The tiles are drawn from the real bag: nobody types the racks. motamot knows
the board, so it knows the letters not yet played (the tracking sheet of
000 §2.3) and how many tiles each player holds, hence how many are left in the
bag. A move is checked against the board and against the letters still
unplayed; an exchange is a number of tiles (refused when fewer than seven
remain in the bag, 000 §4.3.1, 004 §2.3). When the game ends, each player
says the letters left on their rack (``DeclareRack``) and the deductions and
additions of 000 §7 and 004 §2.10 are applied as in any other game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from motamot.rules.actions import BlindExchange, DeclareRack, Exchange, RestartClock, StopClock, Tick
from motamot.rules.board import Direction
from motamot.rules.clock import ClockSettings
from motamot.rules.events import (
    EndReason,
    Event,
    Exchanged,
    MovePlayed,
    Passed,
    RackDeclared,
    RemainingTilesAsked,
)
from motamot.rules.game import Game, PendingChallenge, WordJudge
from motamot.rules.placement import PlacedTile, Placement
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import BLANK, RACK_SIZE, rack_tile_for, tile_counter, tiles_off
from motamot.rules.variants import Variant


class RefereeGame(Game):
    def __init__(
        self, players: Sequence[str], variant: Variant, seed: int, clock: ClockSettings | None = None
    ):
        super().__init__(players, variant, seed, clock)
        self.rack_counts = [0] * len(players)
        self._count_before = 0  # the mover's tile count before the move open to challenge
        self.closing: RemainingTilesAsked | None = None  # the end waiting for the racks
        self.declared: dict[int, tuple[str, ...]] = {}

    @classmethod
    def start(
        cls,
        players: Sequence[str],
        variant: Variant,
        first: int = 0,
        clock: ClockSettings | None = None,
        judge: WordJudge | None = None,
        now: float = 0.0,
    ) -> RefereeGame:
        """The toss was made at the table (000 §3.1, 004 §2.2): ``first`` begins."""
        if not 0 <= first < len(players):
            raise IllegalMove(Reason.UNKNOWN_PLAYER, player=str(first))
        settings = cls._checked_setup(variant, players, clock, max(variant.min_players, 2))
        game = cls(players, variant, seed=0, clock=settings)
        game.judge = judge
        game._begin((), first, now)
        return game

    # --------------------------------------------------------------- queries

    def unplayed(self) -> Counter[str]:
        """The tracking sheet: every tile not on the board (bag and all racks)."""
        return +tiles_off(t for _, t in self.board.occupied())

    def bag_size(self) -> int:
        return sum(self.unplayed().values()) - sum(self.rack_counts)

    def rack_size(self, player: int) -> int:
        return self.rack_counts[player]

    @property
    def awaiting_racks(self) -> tuple[int, ...]:
        """Who still has to say the letters left on their rack."""
        if self.closing is None:
            return ()
        return tuple(p for p in self.closing.players if p not in self.declared)

    def without_last_entry(self) -> RefereeGame | None:
        """The game as it was before its last entry (a typing mistake), or None.

        The clock's ticks after that entry go with it: the time since is
        counted again at the next entry."""
        kept = list(self.actions)
        while kept and isinstance(kept[-1], Tick):
            kept.pop()
        if not kept:
            return None
        kept.pop()
        game = self._blank()
        for action in kept:
            game.apply(action)
        return game

    def with_turn_replaced(
        self, number: int, enter: Callable[[RefereeGame], object] | None = None
    ) -> RefereeGame:
        """The game with turn ``number`` of the scoresheet (its challenge and the penalties
        written under it too) entered again by ``enter``, or left out when ``enter`` is None;
        every entry after it is entered again. IllegalMove when there is no such turn, when
        the new entry is refused, or when a later entry cannot stand on the corrected game:
        this game is never changed, and the refusal says which entry failed and why."""
        turns = self._turn_of_each_action()
        if number not in turns:
            raise IllegalMove(Reason.NO_SUCH_TURN, number=number, last=max(turns, default=0))
        game = self._blank()
        for action, turn in zip(self.actions, turns, strict=True):
            if turn == number and not isinstance(action, (Tick, StopClock, RestartClock)):
                if enter is not None:
                    enter(game)
                    enter = None
                continue
            try:
                game.apply(action)
            except IllegalMove as refused:
                raise IllegalMove(
                    Reason.TURN_NEEDED_LATER,
                    number=number,
                    later=max(turn, number + 1),
                    refusal=refused.refusal,
                ) from None
        return game

    def _turn_of_each_action(self) -> list[int]:
        """The scoresheet's turn number each action is written under (0 before the first)."""
        game = self._blank()
        turn, turns = 0, []
        for action in self.actions:
            seen = len(game.events)
            game.apply(action)
            turn += sum(isinstance(e, (MovePlayed, Passed, Exchanged)) for e in game.events[seen:])
            turns.append(turn)
        return turns

    def _blank(self) -> RefereeGame:
        """This game before its first entry."""
        return RefereeGame.start(
            [p.name for p in self.players],
            self.variant,
            self.first_player,
            self.clock.settings,
            self.judge,
            self.start_time,
        )

    # --------------------------------------------------------------- actions

    def exchange_count(self, player: int, count: int, now: float | None = None) -> list[Event]:
        """``JE CHANGE n LETTRES`` (000 §4.3.4)."""
        return self.apply(BlindExchange(player, count, now))

    def declare_rack(self, player: int, tiles: Sequence[str], now: float | None = None) -> list[Event]:
        return self.apply(DeclareRack(player, tuple(t.upper() if t != BLANK else t for t in tiles), now))

    def _handlers(self) -> dict[type, Callable[[Any], None]]:
        handlers = super()._handlers()
        del handlers[Exchange]  # the tiles are not known: BlindExchange
        handlers[BlindExchange] = self._apply_blind_exchange
        handlers[DeclareRack] = self._apply_declare
        return handlers

    def _check_turn(self, player: int, now: float | None = None) -> None:
        if self.closing is not None:
            raise IllegalMove(Reason.AWAITING_RACKS, players=self._names(self.awaiting_racks))
        super()._check_turn(player, now)

    def _names(self, players: Sequence[int]) -> tuple[str, ...]:
        return tuple(self.players[p].name for p in players)

    def _placement(self, player: int, tiles: Sequence[PlacedTile], direction: Direction | None) -> Placement:
        placement = super()._placement(player, tiles, direction)
        held = self.rack_counts[player]
        if len(placement.tiles) > held:
            raise IllegalMove(
                Reason.MORE_THAN_HELD, player=self.players[player].name, count=len(placement.tiles), held=held
            )
        left = self.unplayed()
        needed = Counter(rack_tile_for(t) for _, t in placement.tiles)
        for letter in sorted(needed, key=lambda t: (t == BLANK, t)):
            if needed[letter] > left[letter]:
                raise IllegalMove(Reason.NONE_LEFT, letter=letter, needed=needed[letter], left=left[letter])
        return placement

    def _apply_blind_exchange(self, action: BlindExchange) -> None:
        self._check_turn(action.player, action.now)
        held = self.rack_counts[action.player]
        if not isinstance(action.count, int) or action.count < 1:
            raise IllegalMove(Reason.EXCHANGE_NOTHING)
        if action.count > held:
            raise IllegalMove(
                Reason.MORE_THAN_HELD, player=self.players[action.player].name, count=action.count, held=held
            )
        too_late_with = None
        try:
            self._check_exchange_allowed()
        except IllegalMove as refused:
            # 001 §5: the tiles were exchanged at the table; the rule keeps the exchange
            # and counts the player's later moves as nothing.
            if refused.refusal.reason is not Reason.EXCHANGE_BAG_TOO_SMALL or not (
                self.variant.late_exchange_voids_moves
            ):
                raise
            too_late_with = self.bag_size()
            self.void_moves_of.add(action.player)
        self._advance_clock(action.now)
        self.pending = None
        self.consecutive_passes = 0
        self._emit(Exchanged(action.player, action.count, too_late_with=too_late_with))
        self._next_turn(action.now)

    def _apply_declare(self, action: DeclareRack) -> None:
        self._check_player(action.player)
        if self.closing is None and self.over is not None:
            # The game is over: the letters said are on its sheet (000 §7); a second ``reste``
            # is told so, never that the game is not over.
            if action.player in self.declared:
                raise IllegalMove(Reason.ALREADY_DECLARED, player=self.players[action.player].name)
            raise IllegalMove(Reason.GAME_OVER)
        if self.closing is None:
            raise IllegalMove(Reason.NOTHING_TO_DECLARE)
        if action.player in self.declared:
            raise IllegalMove(Reason.ALREADY_DECLARED, player=self.players[action.player].name)
        held = self.rack_counts[action.player]
        tiles = action.tiles
        if len(tiles) != held:
            raise IllegalMove(
                Reason.WRONG_TILE_COUNT, player=self.players[action.player].name, held=held, given=len(tiles)
            )
        left = self.unplayed()
        for other in self.declared.values():
            left.subtract(tile_counter(other))
        for letter, count in sorted(tile_counter(tiles).items()):
            if letter not in left or count > left[letter]:
                raise IllegalMove(Reason.NONE_LEFT, letter=letter, needed=count, left=max(left[letter], 0))
        self.declared[action.player] = tuple(tiles)
        self._emit(RackDeclared(action.player, tuple(tiles)))
        if not self.awaiting_racks:
            self._finish()

    # ----------------------------------------------- the tiles in the hands

    def _tiles_in_hand(self, player: int) -> None:
        return None  # checked against the unplayed letters in _placement

    def _take_from_rack(self, player: int, placement: Placement) -> tuple[str, ...]:
        self._count_before = self.rack_counts[player]
        self.rack_counts[player] -= len(placement.tiles)
        return ()

    def _give_back(self, pending: PendingChallenge) -> None:
        # The tiles drawn go back to the bag, the ones played back to the rack.
        self.rack_counts[pending.move.player] = self._count_before

    def _refill(self, player: int) -> list[str]:
        self.rack_counts[player] += min(RACK_SIZE - self.rack_counts[player], self.bag_size())
        return []

    # ---------------------------------------------------------------- the end

    def _advance_clock(self, now: float | None) -> None:
        if self.closing is None:  # the clocks stop once the game is over (000 §7)
            super()._advance_clock(now)

    def _end_out(self, player: int) -> None:
        self._ask_racks(EndReason.OUT, player)

    def _end_by_deduction(self, reason: EndReason) -> None:
        self._ask_racks(reason, None)

    def _set_turn(self, player: int, now: float | None) -> None:
        if self.closing is None:  # nobody's turn while the racks are being said
            super()._set_turn(player, now)

    def _ask_racks(self, reason: EndReason, player: int | None) -> None:
        self.pending = None
        self.closing = RemainingTilesAsked(
            tuple(p for p in range(len(self.players)) if self.rack_counts[p] > 0), reason, player
        )
        self.declared = {}
        self._emit(self.closing)
        if not self.awaiting_racks:
            self._finish()

    def _finish(self) -> None:
        assert self.closing is not None
        for index, state in enumerate(self.players):
            state.rack = list(self.declared.get(index, ()))
        reason, player = self.closing.reason, self.closing.player
        self.closing = None
        if reason is EndReason.OUT:
            assert player is not None
            super()._end_out(player)
        else:
            super()._end_by_deduction(reason)

    def snapshot(self) -> dict[str, object]:
        state = super().snapshot()
        state["rack_counts"] = list(self.rack_counts)
        state["awaiting_racks"] = list(self.awaiting_racks)
        return state
