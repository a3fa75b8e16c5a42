"""Every legal placement for a rack: Appel and Jacobson's algorithm over the word graph.

For each line (rows for moves across, columns for moves down) the generator
computes, once per board, a cross-check for every empty square: a 26-bit
mask of the letters that make a valid perpendicular word there, and the
value of that word's tiles already on the board. From each anchor (an empty
square next to a tile, or the centre on an empty board) it builds every left
part the rack allows, then extends right along the board, following the
word graph, so only real words are ever formed.

Jokers: the search walks each word once, using a real tile whenever the
rack still has one; when a word is complete, every way of putting the jokers
on its letters instead is listed too, each a move of its own.

Scores are summed as tiles go down, letter premiums first, and the rules
core's ``move_score`` adds the bonus; the test suite checks, move by move on
thousands of positions, that every score equals ``score_placement``'s.
"""

from __future__ import annotations

import bisect
import math
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from itertools import chain, combinations
from math import comb
from operator import mul
from typing import NamedTuple, Protocol

from motamot.lexicon.dawg import FINAL, LETTER_BITS, Dawg
from motamot.lexicon.search import rack_counts
from motamot.rules.board import CENTRE, PREMIUMS, SIZE, Board, Direction, Square
from motamot.rules.placement import PlacedTile, read_word
from motamot.rules.scoring import move_score
from motamot.rules.tiles import BLANK, LETTER_VALUES, LETTERS

ALL_LETTERS = LETTER_BITS
_VALUES = [LETTER_VALUES[letter] for letter in LETTERS]
_LETTER_MULT = [[PREMIUMS[r][c].letter_multiplier for c in range(SIZE)] for r in range(SIZE)]
_WORD_MULT = [[PREMIUMS[r][c].word_multiplier for c in range(SIZE)] for r in range(SIZE)]


class Candidate(NamedTuple):
    """A legal placement with its score. ``tiles`` are (square, tile), lower case for a joker."""

    score: int
    direction: Direction
    tiles: tuple[PlacedTile, ...]

    @property
    def rack_tiles(self) -> list[str]:
        return [BLANK if tile.islower() else tile for _, tile in self.tiles]


def main_word(board: Board, move: Candidate) -> str:
    """The word a candidate writes along its direction, board letters included, upper case."""
    return read_word(board, move.tiles[0][0], move.direction, dict(move.tiles)).text


def words_formed(board: Board, move: Candidate) -> Iterator[str]:
    """Every word a candidate writes: along its direction first, then across each new tile,
    one at a time (the beginner stops at the first word it does not know)."""
    new = dict(move.tiles)
    across = ((square, move.direction.other) for square, _ in move.tiles)
    for square, direction in chain([(move.tiles[0][0], move.direction)], across):
        word = read_word(board, square, direction, new).text
        if len(word) > 1:
            yield word


class _Line:
    """One row or column, seen along the direction of the moves generated on it."""

    __slots__ = (
        "codes",
        "values",
        "masks",
        "cross",
        "letter_mult",
        "word_mult",
        "anchors",
        "squares",
        "runs",
    )

    def __init__(self, squares: list[Square]) -> None:
        self.squares = squares
        self.codes = [-1] * SIZE
        self.values = [0] * SIZE
        self.masks = [ALL_LETTERS] * SIZE
        self.cross = [-1] * SIZE  # value of the perpendicular word's tiles; -1: no such word
        self.letter_mult = [_LETTER_MULT[s.row][s.col] for s in squares]
        self.word_mult = [_WORD_MULT[s.row][s.col] for s in squares]
        self.anchors = [False] * SIZE
        self.runs = [0] * (SIZE + 1)  # face value of the board's tiles in a row from each square


_LINES_KEPT = 256  # boards whose lines are kept: a champion's play-outs come back to the same boards
_lines_cache: OrderedDict[tuple[object, ...], list[_Line]] = OrderedDict()


def _board_lines(board: Board, dawg: Dawg, direction: Direction) -> list[_Line]:
    """The board's lines along ``direction``, with their cross-checks, anchors and runs.
    Worked out once per board, as a C++ engine keeps them with its board: searches only
    read them, and every search on the same board (the expert's, the hints', a champion
    playing the same candidate out again) finds them ready."""
    key = (dawg, direction, tuple(board.rows()))
    lines = _lines_cache.get(key)
    if lines is None:
        lines = _lines_cache[key] = _new_board_lines(board, dawg, direction)
        if len(_lines_cache) > _LINES_KEPT:
            _lines_cache.popitem(last=False)
    else:
        _lines_cache.move_to_end(key)
    return lines


def _new_board_lines(board: Board, dawg: Dawg, direction: Direction) -> list[_Line]:
    # The board as a grid seen along ``direction``: grid[line][pos], so that the
    # cross words run along the other index.
    grid: list[list[str | None]] = [[None] * SIZE for _ in range(SIZE)]
    across = direction is Direction.ACROSS
    for square, letter in board.occupied():
        if across:
            grid[square.row][square.col] = letter
        else:
            grid[square.col][square.row] = letter
    empty_board = board.is_empty()
    lines = []
    for index in range(SIZE):
        squares = [Square(index, p) if across else Square(p, index) for p in range(SIZE)]
        line = _Line(squares)
        row = grid[index]
        for pos in range(SIZE):
            tile = row[pos]
            if tile is not None:
                line.codes[pos] = ord(tile.upper()) - 65
                line.values[pos] = 0 if tile.islower() else _VALUES[line.codes[pos]]
                continue
            before: list[str] = []
            other = index - 1
            while other >= 0 and (neighbour := grid[other][pos]) is not None:
                before.append(neighbour)
                other -= 1
            before.reverse()
            after: list[str] = []
            other = index + 1
            while other < SIZE and (neighbour := grid[other][pos]) is not None:
                after.append(neighbour)
                other += 1
            if before or after:
                line.masks[pos], line.cross[pos] = _cross_check(dawg, "".join(before), "".join(after))
            line.anchors[pos] = (
                squares[pos] == CENTRE
                if empty_board
                else bool(before or after)
                or (pos > 0 and row[pos - 1] is not None)
                or (pos < SIZE - 1 and row[pos + 1] is not None)
            )
        for pos in range(SIZE - 1, -1, -1):
            if line.codes[pos] >= 0:
                line.runs[pos] = line.values[pos] + line.runs[pos + 1]
        lines.append(line)
    return lines


@lru_cache(maxsize=1 << 16)
def _cross_check(dawg: Dawg, before: str, after: str) -> tuple[int, int]:
    """The letters that make a word between ``before`` and ``after`` (a bit each), and what
    the tiles of that word are worth. Kept: a board differs from the one before it by a move,
    so nearly all its cross words were met already (an end-game search meets thousands)."""
    node: int | None = 0
    for tile in before:
        node = dawg.child(node, ord(tile.upper()) - 65) if node is not None else None
    mask = 0
    if node is not None:
        for code, child in dawg.edges(node):
            current: int | None = child
            for tile in after:
                if current is None:
                    break
                current = dawg.child(current, ord(tile.upper()) - 65)
            if current is not None and dawg.is_final(current):
                mask |= 1 << code
    value = sum(0 if t.islower() else LETTER_VALUES[t] for t in before + after)
    return mask, value


class Sink(Protocol):
    def word(self, search: _LineSearch, gains: _Gains) -> None:
        """A word is complete: ``search.placed`` holds its new tiles."""


class _Gains(NamedTuple):
    """What a completed word scores with real tiles, and what each new tile adds to
    that (main word and cross word together): a joker there would not add it."""

    main: int
    cross: int
    laid: int  # how many tiles the move lays
    per_tile: list[int]


class _Word(NamedTuple):
    """A word found, before its jokers are chosen: every move it stands for is made from it."""

    direction: Direction
    squares: list[Square]  # the line's squares, by position
    placed: tuple[tuple[int, int, bool], ...]  # (position, letter code, a joker had to be used)
    spare: int  # jokers still on the rack, which may stand for real tiles of the word
    score: int  # with real tiles wherever they could go
    per_tile: list[int]  # what each new tile adds as a real tile

    def moves(self) -> Iterator[Candidate]:
        if not self.spare and not any(blank for _, _, blank in self.placed):
            yield Candidate(self.score, self.direction, self.tiles(()))
            return
        for jokers in _joker_choices(self.placed, self.spare):
            score = self.score - sum(self.per_tile[i] for i in jokers)
            yield Candidate(score, self.direction, self.tiles(jokers))

    def tiles(self, jokers: tuple[int, ...]) -> tuple[PlacedTile, ...]:
        return _tiles(self.squares, self.placed, jokers)


class MoveList(Sequence[Candidate]):
    """Every legal move, kept a word at a time: the ways of putting the jokers on a word are
    counted when the word is found, and made into moves only when someone looks at them.
    ``words`` gives the words afresh each time it is called."""

    def __init__(self, words: Callable[[], Iterator[_Word]], count: int) -> None:
        self._words = words
        self._count = count
        self._moves: list[Candidate] | None = None

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[Candidate]:
        if self._moves is not None:
            return iter(self._moves)
        return (move for word in self._words() for move in word.moves())

    def __getitem__(self, index):  # Sequence's int and slice forms
        if self._moves is None:
            self._moves = list(iter(self))
        return self._moves[index]


class _Collect:
    """Keeps every word, with how many moves it stands for."""

    def __init__(self) -> None:
        self.words: list[_Word] = []
        self.count = 0

    def word(self, search: _LineSearch, gains: _Gains) -> None:
        """A word, standing for as many moves as its ways of placing jokers."""
        placed = tuple(search.placed)
        score = move_score(gains.main, gains.cross, gains.laid)
        squares, spare = search.line.squares, search.blanks
        self.words.append(_Word(search.direction, squares, placed, spare, score, gains.per_tile))
        self.count += _joker_choice_count(placed, spare)


_ROW = [Square(CENTRE.row, col) for col in range(SIZE)]  # the centre's row, where first moves go across
_COLUMN = [Square(row, CENTRE.col) for row in range(SIZE)]  # and its column, where they go down


def _first_words(
    rack: Sequence[str], dawg: Dawg, longest_first: bool = False
) -> Iterator[tuple[LeftPart, int, list[int]]]:
    """The moves across on the empty board, a word at a time: every word the rack spells,
    walked once from the root of the word graph (walking from the centre as on a played
    board would spell each word once per split around it), with the jokers left and where
    it may start so as to cover the centre; shortest words first, or longest (the best
    move is most often long: found first, it rules the rest out)."""
    counts, blanks = rack_counts(rack)
    masks = dawg.masks
    by_length = list(enumerate(_left_parts(dawg, counts, blanks, len(rack))))
    for length, parts in reversed(by_length) if longest_first else by_length:
        if length < 2:
            continue
        starts = list(range(max(0, CENTRE.col - length + 1), min(CENTRE.col, SIZE - length) + 1))
        for node, part, _ in parts:
            if masks[node] & FINAL:
                yield (node, part), blanks - sum(blank for _, blank in part), starts


def _first_gains(part: LeftPart, starts: list[int]) -> list[_Gains]:
    """What a first word scores from each of its starts, with real tiles."""
    codes = part[1]
    length = len(codes)
    letter_mult, word_mult = _LETTER_MULT[CENTRE.row], _WORD_MULT[CENTRE.row]
    scores = []
    for start in starts:
        multiplier = 1
        for pos in range(start, start + length):
            multiplier *= word_mult[pos]
        per_tile = [_VALUES[code] * letter_mult[start + i] * multiplier for i, (code, _) in enumerate(codes)]
        scores.append(_Gains(sum(per_tile), 0, length, per_tile))
    return scores


def _first_bound(starts: list[int], length: int, values: list[int]) -> int:
    """The most a first word of ``length`` letters could score: from its best start, the
    rack's highest ``values`` on the squares that multiply most."""
    letter_mult, word_mult = _LETTER_MULT[CENTRE.row], _WORD_MULT[CENTRE.row]
    most = 0
    for start in starts:
        squares = range(start, start + length)
        multiplier = math.prod(word_mult[pos] for pos in squares)
        weights = sorted((letter_mult[pos] for pos in squares), reverse=True)
        most = max(most, multiplier * sum(map(mul, weights, values)))
    return move_score(most, 0, length)


class _FirstWord(NamedTuple):
    """A word the rack spells on the empty board: it stands for a move from each of its
    starts, across and down (the board is symmetric about its diagonal), each made only
    when someone looks at the moves."""

    part: LeftPart
    spare: int
    starts: list[int]

    def words(self, direction: Direction) -> Iterator[_Word]:
        squares = _ROW if direction is Direction.ACROSS else _COLUMN
        for start, gains in zip(self.starts, _first_gains(self.part, self.starts), strict=True):
            score = move_score(gains.main, gains.cross, gains.laid)
            yield _Word(direction, squares, _laid(self.part, start), self.spare, score, gains.per_tile)


def _laid(part: LeftPart, start: int) -> tuple[tuple[int, int, bool], ...]:
    return tuple((start + i, code, blank) for i, (code, blank) in enumerate(part[1]))


class _Laid(NamedTuple):
    """A word laid without a line search (the first move): what a sink reads of a search."""

    direction: Direction
    squares: list[Square]
    placed: tuple[tuple[int, int, bool], ...]
    blanks: int  # jokers still on the rack
    counts: list[int]  # the rack's other tiles still on it, by letter

    def tiles(self, jokers: tuple[int, ...]) -> tuple[PlacedTile, ...]:
        return _tiles(self.squares, self.placed, jokers)


class _Best:
    """Keeps only the ``keep`` moves of highest score plus leave value: nothing else is built.

    Of the many ways to put the jokers on a word, only how many stand for each
    letter changes what stays on the rack; for a given count the best is to put
    them on the squares where the letter would have scored least. So a word is
    weighed once per count, not once per placement."""

    def __init__(self, rack: Sequence[str], leave: Callable[[list[str]], float], keep: int = 1) -> None:
        self.leave, self.keep = leave, keep
        self.jokers = rack.count(BLANK)  # none: every word is one move, the jokers need no choosing
        self.values: dict[tuple[int, ...], float] = {}
        # The moves kept, best first, each with its rank (see ``consider``) and its worth.
        self.top: list[tuple[tuple, float, Candidate]] = []
        self.floor = float("-inf")  # what a move must be worth to be kept
        # leaves[k]: what the tiles kept after laying k could be worth at most.
        size = len(rack)
        self.leaves = [
            max(leave(list(kept)) for kept in set(combinations(sorted(rack), size - laid)))
            for laid in range(size + 1)
        ]

    def leave_of(self, key: tuple[int, ...]) -> float:
        value = self.values.get(key)
        if value is None:
            kept = [LETTERS[code] for code, n in enumerate(key[:26]) for _ in range(n)] + [BLANK] * key[26]
            value = self.values[key] = self.leave(kept)
        return value

    def consider(self, equity: float, score: int, search: _LineSearch, jokers: tuple[int, ...]) -> None:
        if equity < self.floor:
            return
        move = Candidate(score, search.direction, search.tiles(jokers))
        # Between moves worth the same: the higher score, then the first in board order,
        # one rule of choice whatever order the anchors came in.
        rank = (-equity, -score, tuple(sorted((s.row, s.col, t) for s, t in move.tiles)))
        top = self.top
        if len(top) == self.keep and rank >= top[-1][0]:
            return
        bisect.insort(top, (rank, equity, move), key=lambda entry: entry[0])
        del top[self.keep :]
        if len(top) == self.keep:
            self.floor = top[-1][1]

    def word(self, search: _LineSearch, gains: _Gains) -> None:
        total = move_score(gains.main, gains.cross, gains.laid)
        if total + self.leaves[gains.laid] < self.floor:
            return  # not even the best leave there is would make this word the best move
        if not self.jokers:
            self.consider(total + self.leave_of((*search.counts, 0)), total, search, ())
            return
        spare = search.blanks
        placed = search.placed
        # Each letter's new tiles, cheapest first, and how many of them had to be jokers.
        letters = _by_letter(placed)
        for positions, _ in letters:
            positions.sort(key=lambda i: gains.per_tile[i])
        cheapest = total - sum(gains.per_tile[i] for positions, least in letters for i in positions[:least])
        if cheapest + self.leaves[gains.laid] < self.floor:
            return  # not even the best leave there is would make this word the best move
        counts = list(search.counts)

        def spend(index: int, left: int, score: int, jokers: tuple[int, ...]) -> None:
            if index == len(letters):
                counts.append(left)
                self.consider(score + self.leave_of(tuple(counts)), score, search, jokers)
                counts.pop()
                return
            positions, least = letters[index]
            code = placed[positions[0]][1]
            for extra in range(min(len(positions) - least, left) + 1):
                chosen = positions[: least + extra]
                counts[code] += extra  # a joker where a real tile could go: the tile stays
                spend(
                    index + 1,
                    left - extra,
                    score - sum(gains.per_tile[i] for i in chosen),
                    jokers + tuple(chosen),
                )
                counts[code] -= extra

        spend(0, spare, total, ())


def _searches(board: Board, rack: Sequence[str], dawg: Dawg, sink: Sink, directions: Sequence[Direction]):
    """One search per line that has anchors, in both directions asked."""
    counts, blanks = rack_counts(rack)
    left_parts = _left_parts(dawg, counts, blanks, len(rack) - 1)
    return [
        _LineSearch(dawg, line, direction, counts, blanks, left_parts, sink)
        for direction in directions
        for line in _board_lines(board, dawg, direction)
        if any(line.anchors)
    ]


def generate(board: Board, rack: Sequence[str], dawg: Dawg) -> MoveList:
    """Every legal placement of tiles from ``rack`` on ``board``, each once."""
    if board.is_empty():
        first = [_FirstWord(part, spare, starts) for part, spare, starts in _first_words(rack, dawg)]
        count = sum(_joker_choice_count(_laid(w.part, 0), w.spare) * len(w.starts) for w in first)

        def first_moves() -> Iterator[_Word]:
            for direction in Direction:
                for word in first:
                    yield from word.words(direction)

        return MoveList(first_moves, 2 * count)
    collect = _Collect()
    for search in _searches(board, rack, dawg, collect, tuple(Direction)):
        search.run()
    return MoveList(lambda: iter(collect.words), collect.count)


def best_move(
    board: Board, rack: Sequence[str], dawg: Dawg, leave: Callable[[list[str]], float]
) -> tuple[Candidate, float] | None:
    """The move of highest score plus ``leave(tiles kept)``, and that sum; None when no move exists.
    Of moves worth the same, the higher score, then the first in board order."""
    found = top_moves(board, rack, dawg, leave, 1)
    return found[0] if found else None


def top_moves(
    board: Board, rack: Sequence[str], dawg: Dawg, leave: Callable[[list[str]], float], keep: int
) -> list[tuple[Candidate, float]]:
    """The ``keep`` moves of highest score plus leave, best first, each with that sum. Each
    word is weighed with its jokers where they cost least (for each way of keeping tiles);
    on the empty board, moves across only (the moves down are their mirror images).

    Anchors are searched in order of their shadow (the most a move from there
    could be worth) and the search stops when no shadow left can beat the moves
    found: most anchors are never walked."""
    best = _Best(rack, leave, keep)
    if board.is_empty():
        counts, blanks = rack_counts(rack)
        values = sorted((LETTER_VALUES[t] if t != BLANK else 0 for t in rack), reverse=True)
        most: dict[int, float] = {}  # by length: the rack's dearest tiles on the best squares
        for part, spare, starts in _first_words(rack, dawg, longest_first=True):
            length = len(part[1])
            if length not in most:
                most[length] = _first_bound(starts, length, values) + best.leaves[length]
            if most[length] < best.floor:
                continue  # no word this long, anywhere, with the best leave there is, would do
            scores = _first_gains(part, starts)
            if move_score(max(g.main for g in scores), 0, length) + best.leaves[length] < best.floor:
                continue  # not even its best place, with the best leave there is, would do
            kept = list(counts)
            for code, blank in part[1]:
                kept[code] -= not blank
            for start, gains in zip(starts, scores, strict=True):
                laid = _Laid(Direction.ACROSS, _ROW, _laid(part, start), spare, kept)
                best.word(laid, gains)  # type: ignore[arg-type]  # read as a search is: direction, tiles
        return [(move, equity) for _, equity, move in best.top]
    directions = tuple(Direction)
    values = sorted((LETTER_VALUES[t] if t != BLANK else 0 for t in rack), reverse=True)
    counts, blanks = rack_counts(rack)
    playable = ALL_LETTERS if blanks else _letter_bits(counts)
    shadows = []
    for search in _searches(board, rack, dawg, best, directions):
        for anchor in range(SIZE):
            if search.line.anchors[anchor]:
                for length, bound in enumerate(search.shadow(anchor, values, playable, best.leaves)):
                    shadows.append((bound, search, anchor, length))
    shadows.sort(key=lambda entry: -entry[0])
    for bound, search, anchor, length in shadows:
        if bound < best.floor or bound == -math.inf:
            break  # nothing left can beat the moves kept (or a leave of minus infinity rules it out)
        search.run_left(anchor, length)
    return [(move, equity) for _, equity, move in best.top]


def _letter_bits(counts: list[int]) -> int:
    """The letters a rack holds, a bit each (bit 0 for A)."""
    return sum(1 << code for code, n in enumerate(counts) if n)


# A left part: the word-graph node it leads to, and its letter codes, each
# with True when a joker had to stand for it.
LeftPart = tuple[int, tuple[tuple[int, bool], ...]]
# A left part as the searches keep it, with the letters the rack still holds after it (a
# bit each; every letter while a joker is left): a part whose word cannot go on with one of
# them at the anchor is never laid.
SpelledPart = tuple[int, tuple[tuple[int, bool], ...], int]


def _left_parts(dawg: Dawg, counts: list[int], blanks: int, longest: int) -> list[list[SpelledPart]]:
    """Every prefix the rack can spell, by length: the same for every anchor, so
    worked out once per rack rather than once per anchor."""
    have = _letter_bits(counts)
    by_length: list[list[SpelledPart]] = [[] for _ in range(max(longest, 0) + 1)]
    by_length[0].append((0, (), LETTER_BITS if blanks else have))
    masks, firsts, children = dawg.masks, dawg.firsts, dawg.children
    spare = [blanks]

    def walk(node: int, part: tuple[tuple[int, bool], ...], have: int) -> None:
        if len(part) == longest:
            return
        mask = masks[node] & LETTER_BITS
        index = firsts[node]
        while mask:
            low = mask & -mask
            code = low.bit_length() - 1
            child = children[index]
            index += 1
            mask ^= low
            if counts[code]:
                counts[code] -= 1
                longer = (*part, (code, False))
                rest = have if counts[code] else have ^ low
                by_length[len(longer)].append((child, longer, LETTER_BITS if spare[0] else rest))
                walk(child, longer, rest)
                counts[code] += 1
            elif spare[0]:
                spare[0] -= 1
                longer = (*part, (code, True))
                by_length[len(longer)].append((child, longer, LETTER_BITS if spare[0] else have))
                walk(child, longer, have)
                spare[0] += 1

    walk(0, (), have)
    return by_length


class _LineSearch:
    def __init__(
        self,
        dawg: Dawg,
        line: _Line,
        direction: Direction,
        counts: list[int],
        blanks: int,
        left_parts: list[list[SpelledPart]],
        sink: Sink,
    ) -> None:
        self.dawg, self.line, self.direction = dawg, line, direction
        self.counts, self.blanks, self.sink = counts, blanks, sink
        self.left_parts = left_parts
        # The tiles laid so far: (position, letter code, a joker had to be used).
        self.placed: list[tuple[int, int, bool]] = []
        # The letters still on the rack, a bit each, kept with ``counts``: without a joker,
        # only those are tried, rather than every letter the word graph allows.
        self.have = _letter_bits(counts)

    def run(self) -> None:
        for anchor in range(SIZE):
            if self.line.anchors[anchor]:
                self.run_anchor(anchor)

    def room(self, anchor: int) -> int:
        """How many new tiles a left part may lay before ``anchor``: the empty squares
        there that are not anchors themselves (they have their own moves); -1 when
        the board's tiles are the left part."""
        codes = self.line.codes
        if anchor > 0 and codes[anchor - 1] >= 0:
            return -1
        limit = 0
        pos = anchor - 1
        while pos >= 0 and codes[pos] < 0 and not self.line.anchors[pos] and limit < len(self.left_parts) - 1:
            limit += 1
            pos -= 1
        return limit

    def run_anchor(self, anchor: int) -> None:
        """Every word whose leftmost new tile is in the room before ``anchor``, or on it."""
        for length in range(max(self.room(anchor), 0) + 1):
            self.run_left(anchor, length)

    def run_left(self, anchor: int, length: int) -> None:
        """The words from ``anchor`` with ``length`` new tiles before it."""
        line, dawg = self.line, self.dawg
        codes = line.codes
        if anchor > 0 and codes[anchor - 1] >= 0:
            # The left part is the tiles already on the board before the anchor.
            start = anchor - 1
            while start > 0 and codes[start - 1] >= 0:
                start -= 1
            node: int | None = 0
            fixed = 0
            for pos in range(start, anchor):
                node = dawg.child(node, codes[pos]) if node is not None else None
                fixed += line.values[pos]
            if node is not None:
                self.extend(node, anchor, anchor, fixed, 0)
            return
        masks = dawg.masks
        at_anchor = line.masks[anchor]
        for node, part, rest in self.left_parts[length]:
            if masks[node] & at_anchor & rest:
                self.with_left_part(node, part, anchor)

    def shadow(self, anchor: int, values: list[int], playable: int, leaves: list[float]) -> list[float]:
        """The most a move from ``anchor`` could be worth, score plus leave, for each
        number of new tiles before it, without spelling any word (Macondo's
        "shadow"): for every stretch of squares such a
        move could cover, the rack's highest values on the squares that multiply
        most, the board's tiles, cross words, premiums and the bonus, plus the best
        leave the rack could keep after laying that many tiles. ``values``: the
        rack's face values, highest first (a joker 0); ``playable``: the letters the
        rack can lay; ``leaves[k]``: the best leave after laying k tiles."""
        line = self.line
        codes, tile_values, masks, cross, runs = line.codes, line.values, line.masks, line.cross, line.runs
        letter_mult, word_mult = line.letter_mult, line.word_mult
        room = self.room(anchor)
        before = 0  # the board's tiles just before the anchor, when they are the left part
        if room < 0:
            pos = anchor - 1
            while pos >= 0 and codes[pos] >= 0:
                before += tile_values[pos]
                pos -= 1
            room = 0
        size = len(values)
        bounds = []
        for left in range(room + 1):
            start = anchor - left
            if left and not masks[start] & playable:
                break  # nothing the rack holds goes there, nor further left
            best = float("-inf")
            fixed = before if not left else 0
            # Kept square by square as the stretch grows: the word premium so far, what the
            # cross words' board tiles add, and each new square's letter premium, with what
            # it adds to its cross word (a tile's weight is ``premium * multiplier + extra``).
            multiplier, crossing = 1, 0
            premiums: list[tuple[int, int]] = []
            pos = start
            while pos < SIZE and len(premiums) < size:
                if codes[pos] >= 0:
                    fixed += tile_values[pos]
                    pos += 1
                    continue
                if not masks[pos] & playable:
                    break
                word, letter = word_mult[pos], letter_mult[pos]
                if cross[pos] >= 0:
                    crossing += cross[pos] * word
                    premiums.append((letter, letter * word))
                else:
                    premiums.append((letter, 0))
                multiplier *= word
                pos += 1
                if pos <= anchor:
                    continue  # still before the anchor: every move from it covers the anchor
                after = runs[pos]  # the word runs on through the board's tiles that follow
                weights = sorted([premium * multiplier + extra for premium, extra in premiums], reverse=True)
                score = (fixed + after) * multiplier + crossing + sum(map(mul, weights, values))
                count = len(premiums)
                bound = move_score(score, 0, count) + leaves[count]
                if bound > best:
                    best = bound
            bounds.append(best)
        return bounds

    def with_left_part(self, node: int, part: tuple[tuple[int, bool], ...], anchor: int) -> None:
        """Lay the left part just before the anchor, then extend right from the anchor."""
        counts, placed = self.counts, self.placed
        start = anchor - len(part)
        blanks_used = 0
        have = self.have
        for offset, (code, blank) in enumerate(part):
            placed.append((start + offset, code, blank))
            if blank:
                blanks_used += 1
            else:
                counts[code] -= 1
                if not counts[code]:
                    self.have ^= 1 << code
        self.blanks -= blanks_used
        self.extend(node, anchor, anchor, 0, 0)
        self.blanks += blanks_used
        for code, blank in part:
            if not blank:
                counts[code] += 1
        self.have = have
        del placed[len(placed) - len(part) :]

    def extend(self, node: int, pos: int, anchor: int, fixed: int, cross_fixed: int) -> None:
        """Go right from ``pos``. ``fixed``: the face value of the board tiles in
        the main word; ``cross_fixed``: what the board tiles of the cross words
        add, multiplied by their square's word premium."""
        line, dawg = self.line, self.dawg
        codes = line.codes
        while pos < SIZE and codes[pos] >= 0:
            # Tiles already on the board: follow them.
            next_node = dawg.child(node, codes[pos])
            if next_node is None:
                return
            fixed += line.values[pos]
            node = next_node
            pos += 1
        node_mask = dawg.masks[node]
        if pos > anchor and node_mask & FINAL:
            self.record(fixed, cross_fixed)
        if pos >= SIZE:
            return
        edges = node_mask & LETTER_BITS
        allowed = edges & line.masks[pos] & (LETTER_BITS if self.blanks else self.have)
        if not allowed:
            return
        counts = self.counts
        cross_value = line.cross[pos]
        cross_add = cross_value * line.word_mult[pos] if cross_value > 0 else 0
        first = dawg.firsts[node]
        children = dawg.children
        placed = self.placed
        # Only the letters allowed are visited: a child's index is its letter's rank among
        # the node's edges.
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            child = children[first + (edges & (low - 1)).bit_count()]
            code = low.bit_length() - 1
            if counts[code]:
                counts[code] -= 1
                if not counts[code]:
                    self.have ^= low
                placed.append((pos, code, False))
                self.extend(child, pos + 1, anchor, fixed, cross_fixed + cross_add)
                placed.pop()
                if not counts[code]:
                    self.have ^= low
                counts[code] += 1
            else:  # a letter the rack lacks is only allowed while a joker is left
                self.blanks -= 1
                placed.append((pos, code, True))
                self.extend(child, pos + 1, anchor, fixed, cross_fixed + cross_add)
                placed.pop()
                self.blanks += 1

    def record(self, fixed: int, cross_fixed: int) -> None:
        placed, line = self.placed, self.line
        # A single tile forming words both ways is found in both passes: keep it
        # in the across pass, as the rules would name it (its across word leads).
        if len(placed) == 1 and self.direction is Direction.DOWN and line.cross[placed[0][0]] >= 0:
            return
        multiplier = 1
        for pos, _, _ in placed:
            multiplier *= line.word_mult[pos]
        # What each new tile adds when it is a real tile, to the main word and to
        # its cross word if it makes one: its value with the letter premium.
        main = fixed * multiplier
        cross = cross_fixed
        per_tile = []
        for pos, code, _ in placed:
            value = _VALUES[code] * line.letter_mult[pos]
            to_cross = value * line.word_mult[pos] if line.cross[pos] >= 0 else 0
            main += value * multiplier
            cross += to_cross
            per_tile.append(value * multiplier + to_cross)
        self.sink.word(self, _Gains(main, cross, len(placed), per_tile))

    def tiles(self, jokers: tuple[int, ...]) -> tuple[PlacedTile, ...]:
        return _tiles(self.line.squares, self.placed, jokers)


def _by_letter(placed: Sequence[tuple[int, int, bool]]) -> list[tuple[list[int], int]]:
    """The new tiles' indexes for each letter, and how many of them had to be jokers."""
    letters: dict[int, tuple[list[int], list[int]]] = {}
    for i, (_, code, blank) in enumerate(placed):
        positions, forced = letters.setdefault(code, ([], [0]))
        positions.append(i)
        forced[0] += blank
    return [(positions, forced[0]) for positions, forced in letters.values()]


def _joker_choices(placed: Sequence[tuple[int, int, bool]], spare: int) -> list[tuple[int, ...]]:
    """Which new tiles are jokers: those that had to be, and every other way of
    spending the ``spare`` jokers still on the rack on the same letters."""
    # For each letter: (extra jokers spent, positions that are jokers).
    options = [
        [
            (k - least, chosen)
            for k in range(least, min(len(positions), least + spare) + 1)
            for chosen in combinations(positions, k)
        ]
        for positions, least in _by_letter(placed)
    ]
    choices: list[tuple[int, ...]] = []

    def combine(index: int, extra: int, chosen: tuple[int, ...]) -> None:
        if index == len(options):
            choices.append(chosen)
            return
        for cost, positions in options[index]:
            if extra + cost <= spare:
                combine(index + 1, extra + cost, chosen + positions)

    combine(0, 0, ())
    return choices


def _joker_choice_count(placed: Sequence[tuple[int, int, bool]], spare: int) -> int:
    """How many moves ``_joker_choices`` makes, counted without making them."""
    if not spare and not any(blank for _, _, blank in placed):
        return 1
    # Only how many new tiles each letter has, and how many of them had to be jokers, matter.
    tally: dict[int, tuple[int, int]] = {}
    for _, code, blank in placed:
        tiles, least = tally.get(code, (0, 0))
        tally[code] = (tiles + 1, least + blank)
    return _joker_ways(tuple(sorted(pair for pair in tally.values() if pair[0] > pair[1])), spare)


@lru_cache(maxsize=4096)
def _joker_ways(letters: tuple[tuple[int, int], ...], spare: int) -> int:
    """The ways of choosing which new tiles are jokers, for letters laid ``tiles`` times of
    which ``least`` had to be jokers, with ``spare`` more jokers to spend. The same few
    shapes come back for thousands of words: each is counted once."""
    ways = [1] + [0] * spare  # ways[e]: placements spending e spare jokers on the letters so far
    for tiles, least in letters:
        after = [0] * (spare + 1)
        for spent, count in enumerate(ways):
            if count:
                for extra in range(min(tiles - least, spare - spent) + 1):
                    after[spent + extra] += count * comb(tiles, least + extra)
        ways = after
    return sum(ways)


def _tiles(
    squares: list[Square], placed: Sequence[tuple[int, int, bool]], jokers: tuple[int, ...]
) -> tuple[PlacedTile, ...]:
    """New tiles as (square, tile), ``jokers`` naming those that are jokers (lower case)."""
    return tuple(
        (squares[pos], LETTERS[code].lower() if i in jokers else LETTERS[code])
        for i, (pos, code, _) in enumerate(placed)
    )
