"""Replaying a GCG record on a board to check every move and every score.

This is what an arbiter uses to settle a disagreement over totals (seed 000
§10.4): each move is checked with the rules core's one legality check and
scored with its one scoring function, and every difference is reported.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from motamot.records.gcg import EntryKind, GcgEntry, GcgRecord, gcg_to_french
from motamot.rules.board import Board
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import Placement, check_placement, check_written, tiles_for_written
from motamot.rules.refusals import IllegalMove, Reason, Refusal
from motamot.rules.scoring import score_placement
from motamot.rules.tiles import RACK_SIZE, TILE_COUNTS, TOTAL_TILES, rack_tile_for, rack_value, tiles_off


class ProblemKind(enum.Enum):
    ILLEGAL = "illegal"  # refusal
    NOT_IN_RACK = "not_in_rack"  # refusal
    TOO_MANY_OF_LETTER = "too_many_of_letter"  # letter, limit
    WRONG_SCORE = "wrong_score"  # computed, claimed
    WRONG_TOTAL = "wrong_total"  # expected, claimed
    NOTHING_TO_WITHDRAW = "nothing_to_withdraw"
    EXCHANGE_TOO_LATE = "exchange_too_late"  # in_bag
    WRONG_END_RACK = "wrong_end_rack"  # claimed, expected
    EXCHANGE_NOT_IN_RACK = "exchange_not_in_rack"  # letter
    OUT_OF_TURN = "out_of_turn"  # expected (the nick whose turn it was)
    RACK_NOT_CONTINUED = "rack_not_continued"  # kept (letters left on the rack last turn), rack
    RACK_IMPOSSIBLE = "rack_impossible"  # letter (more of it than the bag and racks can hold)
    MISSING_END_RACKS = "missing_end_racks"  # the game went out and no "(TILES)" line follows
    ABOVE_TOP = "above_top"  # top (a duplicate answer scoring more than the turn's top)


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    details: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "details", MappingProxyType(dict(self.details)))


@dataclass(frozen=True)
class ReplayedEntry:
    entry: GcgEntry
    player: int
    move: WrittenMove | None  # the move in French notation, for placements
    computed: int | None  # the score motamot computes, when it can
    problems: tuple[Problem, ...]
    turn: int | None = None  # in a duplicate record, the turn a top opens


@dataclass
class ReplayReport:
    record: GcgRecord
    entries: list[ReplayedEntry]
    computed_totals: list[int]
    claimed_totals: list[int]
    board: Board
    duplicate: bool = False

    @property
    def problem_count(self) -> int:
        return sum(len(e.problems) for e in self.entries) + sum(
            1 for c, k in zip(self.computed_totals, self.claimed_totals, strict=True) if c != k
        )

    @property
    def consistent(self) -> bool:
        return self.problem_count == 0


@dataclass
class _LastPlay:
    player: int
    placement: Placement
    computed: int


TURNS = (EntryKind.PLAY, EntryKind.PASS, EntryKind.EXCHANGE)
ZERO_ANSWERS = (ProblemKind.ILLEGAL, ProblemKind.NOT_IN_RACK)  # a duplicate answer scored zero for them


def replay_record(record: GcgRecord) -> ReplayReport:
    """Every move checked and scored; a duplicate record as one (``replay_duplicate``)."""
    if record.is_duplicate:
        return replay_duplicate(record)
    nicks = [nick for nick, _ in record.players]
    names = [name for _, name in record.players]
    board = Board()
    computed = [0] * len(nicks)
    claimed = [0] * len(nicks)
    last_play: _LastPlay | None = None  # only the last placement can be taken back
    last_turn: int | None = None  # who played the last turn
    # Who may play again at once: a move withdrawn for an invalid extension is replayed in
    # some rule sets (Variant.replay_after_extension), which a record does not name.
    may_replay: int | None = None
    kept: dict[int, Counter[str]] = {}  # each player's tiles left on the rack after their turn
    went_out = False
    replayed: list[ReplayedEntry] = []
    for entry in record.entries:
        player = nicks.index(entry.nick)
        problems: list[Problem] = []
        move: WrittenMove | None = None
        score: int | None = None
        if entry.kind in TURNS:
            expected = None if last_turn is None else (last_turn + 1) % len(nicks)
            if expected is not None and player not in (expected, may_replay):
                problems.append(Problem(ProblemKind.OUT_OF_TURN, {"expected": names[expected]}))
            last_turn, may_replay = player, None
            if entry.rack:
                _check_rack(board, entry.rack, kept.get(player), problems)
            else:  # a refereed game's record: nobody saw the rack, nothing to continue
                kept.pop(player, None)
        if entry.kind is EntryKind.PLAY:
            move, placement, score = _replay_play(board, entry, problems)
            last_play = None
            went_out = False
            if placement is not None and score is not None:
                _lay(board, placement)
                last_play = _LastPlay(player, placement, score)
                if entry.rack:
                    kept[player] = Counter(entry.rack) - Counter(placement.rack_tiles)
                    # All the rack played with the bag empty: the game is over (000 §7.1).
                    went_out = not kept[player] and _in_bag(board, len(nicks)) <= 0
        elif entry.kind is EntryKind.WITHDRAWN:
            if last_play is None or last_play.player != player:
                problems.append(Problem(ProblemKind.NOTHING_TO_WITHDRAW))
            else:
                for square, _ in last_play.placement.tiles:
                    board.remove(square)
                score = -last_play.computed
                if player in kept:
                    kept[player] += Counter(last_play.placement.rack_tiles)
                may_replay = player
                last_play = None
                went_out = False
        elif entry.kind in (EntryKind.PASS, EntryKind.EXCHANGE):
            score = 0
            went_out = False
            if entry.rack:
                kept[player] = Counter(entry.rack) - Counter(entry.tiles or "")
            if entry.kind is EntryKind.EXCHANGE:
                in_bag = _in_bag(board, len(nicks))
                if in_bag < 7:
                    problems.append(Problem(ProblemKind.EXCHANGE_TOO_LATE, {"in_bag": max(in_bag, 0)}))
                missing = Counter(entry.tiles or "") - Counter(entry.rack or "")
                if entry.rack and missing:
                    problems.append(Problem(ProblemKind.EXCHANGE_NOT_IN_RACK, {"letter": sorted(missing)[0]}))
        elif entry.kind is EntryKind.END_RACK:
            score = _replay_end_rack(board, entry, problems)
        else:  # challenge bonus or penalty, time, arbiter penalty: taken as written
            score = entry.score
        if score is not None and score != entry.score:
            problems.append(Problem(ProblemKind.WRONG_SCORE, {"computed": score, "claimed": entry.score}))
        _check_total(claimed, player, entry, problems)
        computed[player] += score if score is not None else 0
        replayed.append(ReplayedEntry(entry, player, move, score, tuple(problems)))
    _check_end_racks(replayed)
    if went_out and not any(r.entry.kind is EntryKind.END_RACK for r in replayed):
        last = replayed[-1]
        replayed[-1] = replace(last, problems=last.problems + (Problem(ProblemKind.MISSING_END_RACKS),))
    return ReplayReport(record, replayed, computed, claimed, board)


def replay_duplicate(record: GcgRecord) -> ReplayReport:
    """motamot's duplicate record: the tops (the first player) make the board, each from the
    rack it names; every player's answer is checked and scored on the board as it stood
    before that turn's top, from the same rack. An answer counts its score, or zero (a word
    not in the list, an illegal move, handed in late)."""
    nicks = [nick for nick, _ in record.players]
    board = Board()
    computed = [0] * len(nicks)
    claimed = [0] * len(nicks)
    top: Placement | None = None  # this turn's top, laid once every answer is checked
    top_score = 0
    turn = 0
    replayed: list[ReplayedEntry] = []
    for entry in record.entries:
        player = nicks.index(entry.nick)
        problems: list[Problem] = []
        move: WrittenMove | None = None
        score: int | None = 0
        opens: int | None = None
        if player == 0:
            _lay(board, top)
            top = None
            turn += 1
            opens = turn
            if entry.rack:
                _check_rack(board, entry.rack, None, problems)
        if entry.kind is EntryKind.PLAY:
            move, placement, score = _replay_play(board, entry, problems)
            if player == 0:
                top, top_score = placement, entry.score
            elif entry.score == 0:
                # Zero is what an illegal, invalid or late answer scores: not a problem.
                problems = [p for p in problems if p.kind not in ZERO_ANSWERS]
                score = 0
        elif entry.kind is not EntryKind.PASS or player != 0:
            score = entry.score  # a score handed in without its move, a penalty: as written
        if player != 0 and entry.score > top_score:
            problems.append(Problem(ProblemKind.ABOVE_TOP, {"top": top_score}))
        if score is not None and score != entry.score:
            problems.append(Problem(ProblemKind.WRONG_SCORE, {"computed": score, "claimed": entry.score}))
        _check_total(claimed, player, entry, problems)
        computed[player] += score if score is not None else 0
        replayed.append(ReplayedEntry(entry, player, move, score, tuple(problems), opens))
    _lay(board, top)
    return ReplayReport(record, replayed, computed, claimed, board, duplicate=True)


def _lay(board: Board, placement: Placement | None) -> None:
    """A move's tiles on the board (a duplicate turn's top once its answers are checked)."""
    if placement is not None:
        for square, tile in placement.tiles:
            board.place(square, tile)


def _check_total(claimed: list[int], player: int, entry: GcgEntry, problems: list[Problem]) -> None:
    """The running total written is the last one plus this score; the written one goes on."""
    expected = claimed[player] + entry.score
    if entry.total != expected:
        problems.append(Problem(ProblemKind.WRONG_TOTAL, {"expected": expected, "claimed": entry.total}))
    claimed[player] = entry.total


def _in_bag(board: Board, players: int) -> int:
    """With racks full, the bag holds what is neither on the board nor on a rack."""
    return TOTAL_TILES - len(board) - RACK_SIZE * players


def _check_rack(board: Board, rack: str, kept: Counter[str] | None, problems: list[Problem]) -> None:
    """A rack is what the bag could have given: no more of a letter than the tiles off the
    board, and the letters the player kept last turn still on it."""
    unseen = tiles_off(t for _, t in board.occupied())
    for letter, count in sorted(Counter(rack).items()):
        if count > unseen[letter]:
            problems.append(Problem(ProblemKind.RACK_IMPOSSIBLE, {"letter": letter}))
            return
    if kept is not None and kept - Counter(rack):
        problems.append(
            Problem(ProblemKind.RACK_NOT_CONTINUED, {"kept": "".join(sorted(kept.elements())), "rack": rack})
        )


def _written_from_gcg(board: Board, entry: GcgEntry) -> WrittenMove:
    """The GCG move in French terms; ``.`` takes the letter already on the board."""
    assert entry.position is not None and entry.word is not None
    start, direction = gcg_to_french(entry.position)
    letters = []
    for i, ch in enumerate(entry.word):
        square = start.moved(direction, i)
        if ch == ".":
            tile = board[square] if square.on_board() else None
            if tile is None:
                raise IllegalMove(Reason.GAP, square=square.name if square.on_board() else "")
            letters.append(tile)
        else:
            letters.append(ch)
    return WrittenMove(start, direction, "".join(letters))


def _replay_play(
    board: Board, entry: GcgEntry, problems: list[Problem]
) -> tuple[WrittenMove, Placement | None, int | None]:
    try:
        move = _written_from_gcg(board, entry)
        placement = check_written(board, move)
    except IllegalMove as refused:
        problems.append(Problem(ProblemKind.ILLEGAL, {"refusal": refused.refusal}))
        start, direction = gcg_to_french(entry.position or "")
        return WrittenMove(start, direction, entry.word or ""), None, None
    if entry.rack:
        try:
            check_placement(board, tiles_for_written(board, move), list(entry.rack), move.direction)
        except IllegalMove as refused:
            problems.append(Problem(ProblemKind.NOT_IN_RACK, {"refusal": refused.refusal}))
    used = Counter(rack_tile_for(t) for _, t in board.occupied()) + Counter(placement.rack_tiles)
    for letter, count in sorted(used.items()):
        if count > TILE_COUNTS[letter]:
            problems.append(
                Problem(ProblemKind.TOO_MANY_OF_LETTER, {"letter": letter, "limit": TILE_COUNTS[letter]})
            )
    display = WrittenMove(move.start, move.direction, placement.main_word.tiles)
    return display, placement, score_placement(placement).total


def _replay_end_rack(board: Board, entry: GcgEntry, problems: list[Problem]) -> int:
    tiles = entry.tiles or ""
    value = rack_value(tiles)
    if entry.rack is None:
        # "(TILES) +n": the player who went out gains, once (000 §7.1), what
        # the others hold, which can only be tiles not on the board.
        if Counter(tiles) - tiles_off(t for _, t in board.occupied()):
            problems.append(Problem(ProblemKind.WRONG_END_RACK, {"claimed": tiles, "expected": ""}))
        return value
    return -value


def _check_end_racks(replayed: list[ReplayedEntry]) -> None:
    """The tiles the player going out counts are exactly those the others lose."""
    gained = [r for r in replayed if r.entry.kind is EntryKind.END_RACK and r.entry.rack is None]
    lost = [r for r in replayed if r.entry.kind is EntryKind.END_RACK and r.entry.rack is not None]
    if len(gained) != 1 or not lost:
        return
    claimed = gained[0].entry.tiles or ""
    expected = "".join(r.entry.tiles or "" for r in lost)
    if Counter(claimed) != Counter(expected):
        index = replayed.index(gained[0])
        problem = Problem(ProblemKind.WRONG_END_RACK, {"claimed": claimed, "expected": expected})
        replayed[index] = replace(gained[0], problems=gained[0].problems + (problem,))


def refusal_of(problem: Problem) -> Refusal | None:
    refusal = problem.details.get("refusal")
    return refusal if isinstance(refusal, Refusal) else None
