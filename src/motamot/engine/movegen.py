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

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import NamedTuple, Protocol

from motamot.lexicon.dawg import FINAL, LETTER_BITS, Dawg
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


class _Line:
    """One row or column, seen along the direction of the moves generated on it."""

    __slots__ = ("codes", "values", "masks", "cross", "letter_mult", "word_mult", "anchors", "squares")

    def __init__(self, squares: list[Square]) -> None:
        self.squares = squares
        self.codes = [-1] * SIZE
        self.values = [0] * SIZE
        self.masks = [ALL_LETTERS] * SIZE
        self.cross = [-1] * SIZE  # value of the perpendicular word's tiles; -1: no such word
        self.letter_mult = [_LETTER_MULT[s.row][s.col] for s in squares]
        self.word_mult = [_WORD_MULT[s.row][s.col] for s in squares]
        self.anchors = [False] * SIZE


def _board_lines(board: Board, dawg: Dawg, direction: Direction) -> list[_Line]:
    lines = []
    empty_board = board.is_empty()
    step_back = direction.other
    for index in range(SIZE):
        if direction is Direction.ACROSS:
            squares = [Square(index, c) for c in range(SIZE)]
        else:
            squares = [Square(r, index) for r in range(SIZE)]
        line = _Line(squares)
        for pos, square in enumerate(squares):
            tile = board[square]
            if tile is not None:
                line.codes[pos] = ord(tile.upper()) - 65
                line.values[pos] = 0 if tile.islower() else _VALUES[line.codes[pos]]
                continue
            before = _run(board, square, step_back, -1)
            after = _run(board, square, step_back, 1)
            if before or after:
                line.masks[pos], line.cross[pos] = _cross_check(dawg, before, after)
            line.anchors[pos] = (
                square == CENTRE
                if empty_board
                else bool(before or after) or any(board.has_tile(square.moved(direction, d)) for d in (-1, 1))
            )
        lines.append(line)
    return lines


def _run(board: Board, square: Square, direction: Direction, sign: int) -> list[str]:
    """The tiles touching ``square`` on one side, in reading order."""
    tiles = []
    current = square.moved(direction, sign)
    while board.has_tile(current):
        tiles.append(board[current])
        current = current.moved(direction, sign)
    return tiles[::-1] if sign < 0 else tiles


def _cross_check(dawg: Dawg, before: list[str], after: list[str]) -> tuple[int, int]:
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
    def add(self, search: _LineSearch, score: int, jokers: tuple[int, ...]) -> None: ...


class _Collect:
    """Keeps every move."""

    def __init__(self) -> None:
        self.moves: list[Candidate] = []

    def add(self, search: _LineSearch, score: int, jokers: tuple[int, ...]) -> None:
        self.moves.append(Candidate(score, search.direction, search.tiles(jokers)))


class _Best:
    """Keeps only the move of highest score plus leave value: nothing else is built."""

    def __init__(self, leave: Callable[[list[str]], float]) -> None:
        self.leave = leave
        self.values: dict[tuple[int, ...], float] = {}
        self.best: Candidate | None = None
        self.best_equity = float("-inf")

    def add(self, search: _LineSearch, score: int, jokers: tuple[int, ...]) -> None:
        key = search.leave_key(jokers)
        value = self.values.get(key)
        if value is None:
            kept = [LETTERS[code] for code, n in enumerate(key[:26]) for _ in range(n)] + [BLANK] * key[26]
            value = self.values[key] = self.leave(kept)
        if score + value > self.best_equity:
            self.best_equity = score + value
            self.best = Candidate(score, search.direction, search.tiles(jokers))


def _search(
    board: Board, rack: Sequence[str], dawg: Dawg, sink: Sink, directions: Sequence[Direction]
) -> None:
    counts = [0] * 26
    blanks = 0
    for tile in rack:
        if tile == BLANK:
            blanks += 1
        else:
            counts[ord(tile) - 65] += 1
    left_parts = _left_parts(dawg, counts, blanks, len(rack) - 1)
    for direction in directions:
        for line in _board_lines(board, dawg, direction):
            if any(line.anchors):
                _LineSearch(dawg, line, direction, counts, blanks, left_parts, sink).run()


def generate(board: Board, rack: Sequence[str], dawg: Dawg) -> list[Candidate]:
    """Every legal placement of tiles from ``rack`` on ``board``, each once."""
    collect = _Collect()
    if board.is_empty():
        # The board is symmetric about its diagonal: the first moves down are the
        # moves across, mirrored.
        _search(board, rack, dawg, collect, (Direction.ACROSS,))
        mirrored = [
            Candidate(m.score, Direction.DOWN, tuple((Square(s.col, s.row), t) for s, t in m.tiles))
            for m in collect.moves
        ]
        return collect.moves + mirrored
    _search(board, rack, dawg, collect, tuple(Direction))
    return collect.moves


def best_move(
    board: Board, rack: Sequence[str], dawg: Dawg, leave: Callable[[list[str]], float]
) -> tuple[Candidate, float] | None:
    """The move of highest score plus ``leave(tiles kept)``, and that sum; None when no move exists."""
    best = _Best(leave)
    _search(board, rack, dawg, best, (Direction.ACROSS,) if board.is_empty() else tuple(Direction))
    return (best.best, best.best_equity) if best.best is not None else None


# A left part: the word-graph node it leads to, and its letter codes, each
# with True when a joker had to stand for it.
LeftPart = tuple[int, tuple[tuple[int, bool], ...]]


def _left_parts(dawg: Dawg, counts: list[int], blanks: int, longest: int) -> list[list[LeftPart]]:
    """Every prefix the rack can spell, by length: the same for every anchor, so
    worked out once per rack rather than once per anchor."""
    by_length: list[list[LeftPart]] = [[] for _ in range(max(longest, 0) + 1)]
    by_length[0].append((0, ()))
    masks, firsts, children = dawg.masks, dawg.firsts, dawg.children
    spare = [blanks]

    def walk(node: int, part: tuple[tuple[int, bool], ...]) -> None:
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
                by_length[len(longer)].append((child, longer))
                walk(child, longer)
                counts[code] += 1
            elif spare[0]:
                spare[0] -= 1
                longer = (*part, (code, True))
                by_length[len(longer)].append((child, longer))
                walk(child, longer)
                spare[0] += 1

    walk(0, ())
    return by_length


class _LineSearch:
    def __init__(
        self,
        dawg: Dawg,
        line: _Line,
        direction: Direction,
        counts: list[int],
        blanks: int,
        left_parts: list[list[LeftPart]],
        sink: Sink,
    ) -> None:
        self.dawg, self.line, self.direction = dawg, line, direction
        self.counts, self.blanks, self.sink = counts, blanks, sink
        self.left_parts = left_parts
        # The tiles laid so far: (position, letter code, a joker had to be used).
        self.placed: list[tuple[int, int, bool]] = []

    def run(self) -> None:
        line, dawg = self.line, self.dawg
        codes = line.codes
        masks = dawg.masks
        for anchor in range(SIZE):
            if not line.anchors[anchor]:
                continue
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
                continue
            limit = 0
            pos = anchor - 1
            while pos >= 0 and codes[pos] < 0 and not line.anchors[pos] and limit < len(self.left_parts) - 1:
                limit += 1
                pos -= 1
            at_anchor = line.masks[anchor]
            for length in range(limit + 1):
                for node, part in self.left_parts[length]:
                    if masks[node] & at_anchor:
                        self.with_left_part(node, part, anchor)

    def with_left_part(self, node: int, part: tuple[tuple[int, bool], ...], anchor: int) -> None:
        """Lay the left part just before the anchor, then extend right from the anchor."""
        counts, placed = self.counts, self.placed
        start = anchor - len(part)
        blanks_used = 0
        for offset, (code, blank) in enumerate(part):
            placed.append((start + offset, code, blank))
            if blank:
                blanks_used += 1
            else:
                counts[code] -= 1
        self.blanks -= blanks_used
        self.extend(node, anchor, anchor, 0, 0)
        self.blanks += blanks_used
        for code, blank in part:
            if not blank:
                counts[code] += 1
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
        masks = dawg.masks
        if pos > anchor and masks[node] & FINAL:
            self.record(fixed, cross_fixed)
        if pos >= SIZE:
            return
        allowed = masks[node] & line.masks[pos] & LETTER_BITS
        if not allowed:
            return
        counts = self.counts
        cross_value = line.cross[pos]
        cross_add = cross_value * line.word_mult[pos] if cross_value > 0 else 0
        mask = masks[node] & LETTER_BITS
        index = dawg.firsts[node]
        children = dawg.children
        placed = self.placed
        while mask:
            low = mask & -mask
            index += 1
            mask ^= low
            if not allowed & low:
                continue
            code = low.bit_length() - 1
            if counts[code]:
                counts[code] -= 1
                placed.append((pos, code, False))
                self.extend(children[index - 1], pos + 1, anchor, fixed, cross_fixed + cross_add)
                placed.pop()
                counts[code] += 1
            elif self.blanks:
                self.blanks -= 1
                placed.append((pos, code, True))
                self.extend(children[index - 1], pos + 1, anchor, fixed, cross_fixed + cross_add)
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
        main_gain = []
        cross_gain = []
        for pos, code, _ in placed:
            value = _VALUES[code] * line.letter_mult[pos]
            main_gain.append(value * multiplier)
            cross_gain.append(value * line.word_mult[pos] if line.cross[pos] >= 0 else 0)
        main_all = fixed * multiplier + sum(main_gain)
        cross_all = cross_fixed + sum(cross_gain)
        count = len(placed)
        sink = self.sink
        if self.blanks == 0 and not any(blank for _, _, blank in placed):
            sink.add(self, move_score(main_all, cross_all, count), ())
            return
        for jokers in self._joker_choices():
            main, cross = main_all, cross_all
            for i in jokers:
                main -= main_gain[i]
                cross -= cross_gain[i]
            sink.add(self, move_score(main, cross, count), jokers)

    def tiles(self, jokers: tuple[int, ...]) -> tuple[PlacedTile, ...]:
        """The tiles just placed, as (square, tile), ``jokers`` naming those that are jokers."""
        squares = self.line.squares
        return tuple(
            (squares[pos], LETTERS[code].lower() if i in jokers else LETTERS[code])
            for i, (pos, code, _) in enumerate(self.placed)
        )

    def leave_key(self, jokers: tuple[int, ...]) -> tuple[int, ...]:
        """What stays on the rack: 26 letter counts, then the jokers."""
        counts = list(self.counts)
        blanks = self.blanks
        for i in jokers:
            _, code, forced = self.placed[i]
            if not forced:  # a joker played where a real tile could have been: the tile stays
                counts[code] += 1
                blanks -= 1
        counts.append(blanks)
        return tuple(counts)

    def _joker_choices(self) -> list[tuple[int, ...]]:
        """Which new tiles are jokers: those that had to be, and every other way
        of spending the jokers still on the rack on the same letters."""
        placed = self.placed
        spare = self.blanks
        by_letter: dict[int, list[int]] = {}
        forced: dict[int, int] = {}
        for i, (_, code, blank) in enumerate(placed):
            by_letter.setdefault(code, []).append(i)
            forced[code] = forced.get(code, 0) + blank
        # For each letter: (extra jokers spent, positions that are jokers).
        options: list[list[tuple[int, tuple[int, ...]]]] = []
        for code, positions in by_letter.items():
            least = forced[code]
            options.append(
                [
                    (k - least, chosen)
                    for k in range(least, min(len(positions), least + spare) + 1)
                    for chosen in combinations(positions, k)
                ]
            )
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
