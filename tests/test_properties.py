"""Many random legal games for every preset, checking what must always hold:
the 102 tiles are all somewhere; each total is the sum of its moves,
penalties and end adjustments; saving and loading at any point gives the same
state; the same seed and actions give the same game; a refused action changes
nothing; the game's GCG record replays consistently."""

from __future__ import annotations

import copy
import json
import zlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from motamot.records.game_record import game_to_gcg
from motamot.records.gcg import format_gcg, parse_gcg
from motamot.records.replay import replay_record
from motamot.records.saves import game_from_json, game_to_json
from motamot.rules.board import Direction, Square
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.events import ChallengeResolved, GameOver, MovePlayed, PenaltyGiven, PenaltyKind
from motamot.rules.game import Game
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import LETTERS, TOTAL_TILES
from motamot.rules.variants import PRESETS


def judge(word: str) -> bool:
    # A fixed, arbitrary word list: three words in four are "valid".
    return zlib.crc32(word.encode()) % 4 != 0


class Driver:
    """Picks actions from a script of integers, so hypothesis can shrink games."""

    def __init__(self, script: list[int]) -> None:
        self.script = script
        self.position = 0

    def pick(self, n: int) -> int:
        value = self.script[self.position % len(self.script)] + self.position
        self.position += 1
        return value % n if n else 0


def random_placement(game: Game, driver: Driver) -> list[tuple[Square, str]]:
    rack = game.players[game.turn].rack
    board = game.board
    if board.is_empty():
        anchor = Square(7, 7)
    else:
        candidates = [
            Square(r, c)
            for r in range(15)
            for c in range(15)
            if board[Square(r, c)] is None
            and any(board.has_tile(Square(r, c).moved(d, s)) for d in Direction for s in (-1, 1))
        ]
        if not candidates:
            return []
        anchor = candidates[driver.pick(len(candidates))]
    direction = list(Direction)[driver.pick(2)]
    count = 1 + driver.pick(len(rack))
    start = anchor.moved(direction, -driver.pick(count))
    squares = []
    square = start
    while len(squares) < count and square.on_board():
        if board[square] is None:
            squares.append(square)
        square = square.moved(direction, 1)
    tiles = list(rack)
    placed = []
    for square in squares:
        tile = tiles.pop(driver.pick(len(tiles)))
        placed.append((square, LETTERS[driver.pick(26)].lower() if tile == "?" else tile))
    return placed


def step(game: Game, driver: Driver, now: float) -> None:
    if game.clock.enabled and driver.pick(4):
        game.tick(now)  # the session lets the clock run before the player acts
        if game.over is not None:
            return
    try:
        act(game, driver, now)
    except IllegalMove as refused:
        # The credit ran out since the last tick: the move comes too late.
        assert refused.refusal.reason is Reason.OUT_OF_TIME
        game.tick(now)


def act(game: Game, driver: Driver, now: float) -> None:
    player = game.turn
    choice = driver.pick(20)
    if game.pending is not None and choice < 5:
        challenger = (game.pending.move.player + 1 + driver.pick(len(game.players) - 1)) % len(game.players)
        words = [w.text for w in game.pending.move.placement.words]
        chosen = words if driver.pick(2) else words[: 1 + driver.pick(len(words))]
        if driver.pick(3):
            game.challenge(challenger, chosen, now=now)
        else:
            game.decline_challenge(challenger, now=now)
        return
    if game.awaiting_challenge_decision:
        game.decline_challenge((game.pending.move.player + 1) % len(game.players), now=now)
        return
    if choice == 19:
        kind = [PenaltyKind.WARNING, PenaltyKind.ARBITER, PenaltyKind.OVERDRAW][driver.pick(3)]
        game.penalise(
            driver.pick(len(game.players)), kind, tiles=1 + driver.pick(2), seen=bool(driver.pick(2)), now=now
        )
        return
    if choice >= 14 and game.can_exchange() and not any(p.out_of_time for p in game.players):
        rack = game.players[player].rack
        game.exchange(player, rack[: 1 + driver.pick(len(rack))], now=now)
        return
    if choice < 13:
        tiles = random_placement(game, driver)
        if tiles:
            try:
                game.play(player, tiles, now=now)
                return
            except IllegalMove as refused:
                if refused.refusal.reason is Reason.OUT_OF_TIME:
                    raise
    try:
        game.pass_turn(player, now=now)
    except IllegalMove as refused:
        if refused.refusal.reason is not Reason.MUST_PLAY_OR_EXCHANGE:  # larousse 001 §5
            raise
        game.exchange(player, game.players[player].rack[:1], now=now)


def check_invariants(game: Game) -> None:
    on_board = sum(1 for _ in game.board.occupied())
    assert len(game.bag) + sum(len(p.rack) for p in game.players) + on_board == TOTAL_TILES
    for index, player in enumerate(game.players):
        total = 0
        for event in game.events:
            if isinstance(event, MovePlayed) and event.player == index:
                total += event.score.total
            elif isinstance(event, ChallengeResolved) and event.challenged == index:
                total -= event.points_removed
            elif isinstance(event, PenaltyGiven) and event.player == index:
                total -= event.points
            elif isinstance(event, GameOver):
                total += sum(a.points for a in event.adjustments if a.player == index)
        assert player.score == total


def check_refusal_changes_nothing(game: Game) -> None:
    before = copy.deepcopy(game.snapshot())
    events = len(game.events)
    wrong = (game.turn + 1) % len(game.players)
    for attempt in (
        lambda: game.play(wrong, "H8 ZZ"),
        lambda: game.play(game.turn, [(Square(0, 0), "A"), (Square(14, 14), "A")]),
        lambda: game.exchange(game.turn, ["#"]),
        lambda: game.challenge(game.turn, ["NOTAWORDPLAYED"]),
    ):
        try:
            attempt()
        except IllegalMove:
            pass
        else:
            raise AssertionError("an illegal action was accepted")
    assert game.snapshot() == before
    assert len(game.events) == events


CLOCKS = (
    ClockSettings(),
    ClockSettings(ClockKind.CHESS, 1300.0, (60.0, 10.0)),
    ClockSettings(ClockKind.PER_MOVE, 30.0, (10.0,)),
    ClockSettings(ClockKind.GLOBAL, 2500.0, (60.0,)),
)


def play_random_game(variant: str, seed: int, script: list[int], players: int, clock: ClockSettings) -> Game:
    preset = PRESETS[variant]
    game = Game.new([f"P{i}" for i in range(players)], preset, seed, clock=clock, judge=judge, now=0.0)
    driver = Driver(script)
    now = 0.0
    saved_at = driver.pick(60)
    for turn in range(150):
        if game.over is not None:
            break
        now += driver.pick(40)
        step(game, driver, now)
        check_invariants(game)
        if turn == saved_at:
            data = json.loads(json.dumps(game_to_json(game)))
            assert game_from_json(data).snapshot() == game.snapshot()
        if turn % 25 == 7 and game.over is None:
            check_refusal_changes_nothing(game)
    return game


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 2**32),
    script=st.lists(st.integers(0, 10**6), min_size=1, max_size=50),
    players=st.integers(1, 4),
    clock=st.sampled_from(CLOCKS),
)
def test_random_games_keep_every_invariant(variant, seed, script, players, clock):
    preset = PRESETS[variant]
    players = min(max(players, preset.min_players), preset.max_players)
    if clock.seconds < preset.min_clock_seconds:
        clock = ClockSettings()
    game = play_random_game(variant, seed, script, players, clock)

    # Saving and loading at the end gives the same state, events and actions.
    loaded = game_from_json(json.loads(json.dumps(game_to_json(game))))
    assert loaded.snapshot() == game.snapshot()
    assert loaded.events == game.events

    # The same seed and the same actions give the same game.
    again = Game.new([p.name for p in game.players], game.variant, seed, clock=game.clock.settings, now=0.0)
    for action in game.actions:
        again.apply(action)
    assert again.snapshot() == game.snapshot()

    # Its GCG record replays consistently with the same totals.
    report = replay_record(parse_gcg(format_gcg(game_to_gcg(game, "motamot"))))
    assert report.computed_totals == list(game.scores())
    assert report.consistent, [(e.entry, e.problems) for e in report.entries if e.problems]


def test_a_long_game_reaches_its_end_in_every_preset():
    for variant in sorted(PRESETS):
        preset = PRESETS[variant]
        game = play_random_game(variant, 42, [3, 1, 4, 1, 5, 9, 2, 6], max(2, preset.min_players), CLOCKS[0])
        for extra in range(400):
            if game.over is not None:
                break
            step(game, Driver([extra, 7, 11]), 0.0)
            check_invariants(game)
        assert game.over is not None, variant
