"""The one legality check for placing tiles, and the words a placement forms.

Two ways in, one check: a move written in French notation (``H4 MOT``, the
whole word with the board letters) is turned into the new tiles it puts down,
and tiles put down one by one go straight to ``check_placement``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from motamot.rules.board import CENTRE, Board, Direction, Square
from motamot.rules.notation import WrittenMove
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.tiles import BLANK, RACK_SIZE, rack_tile_for

PlacedTile = tuple[Square, str]


@dataclass(frozen=True)
class FormedWord:
    """A word read on the board after a placement, with which tiles are new."""

    start: Square
    direction: Direction
    tiles: str  # as on the board: lower case for jokers
    new: tuple[bool, ...]

    @property
    def text(self) -> str:
        return self.tiles.upper()

    @property
    def squares(self) -> list[Square]:
        return [self.start.moved(self.direction, i) for i in range(len(self.tiles))]


@dataclass(frozen=True)
class Placement:
    """A legal placement: the new tiles and every word they form, main word first."""

    tiles: tuple[PlacedTile, ...]
    direction: Direction
    words: tuple[FormedWord, ...]

    @property
    def main_word(self) -> FormedWord:
        return self.words[0]

    @property
    def written(self) -> WrittenMove:
        main = self.main_word
        return WrittenMove(main.start, main.direction, main.tiles)

    @property
    def rack_tiles(self) -> list[str]:
        return [rack_tile_for(tile) for _, tile in self.tiles]

    @property
    def is_bingo(self) -> bool:
        return len(self.tiles) == RACK_SIZE


def tiles_for_written(board: Board, written: WrittenMove) -> list[PlacedTile]:
    """The new tiles a written move puts down; checks it against the board."""
    word, direction = written.word, written.direction
    if len(word) < 2:
        raise IllegalMove(Reason.WORD_TOO_SHORT, word=word)
    before = written.start.moved(direction, -1)
    if board.has_tile(before):
        raise IllegalMove(Reason.WORD_CONTINUES, square=before.name, letter=board[before])
    new: list[PlacedTile] = []
    for i, letter in enumerate(word):
        square = written.start.moved(direction, i)
        if not square.on_board():
            last = square.moved(direction, -1)
            raise IllegalMove(Reason.OFF_BOARD, word=word.upper(), square=last.name)
        on_board = board[square]
        if on_board is None:
            new.append((square, letter))
        elif on_board.upper() != letter.upper():
            raise IllegalMove(
                Reason.BOARD_LETTER_DIFFERS,
                square=square.name,
                board_letter=on_board,
                word_letter=letter,
            )
    after = written.start.moved(direction, len(word))
    if board.has_tile(after):
        raise IllegalMove(Reason.WORD_CONTINUES, square=after.name, letter=board[after])
    if not new:
        raise IllegalMove(Reason.NO_NEW_TILE, word=word.upper())
    return new


def check_written(board: Board, written: WrittenMove, rack: Sequence[str] | None = None) -> Placement:
    tiles = tiles_for_written(board, written)
    return check_placement(board, tiles, rack, written.direction)


def check_placement(
    board: Board,
    tiles: Sequence[PlacedTile],
    rack: Sequence[str] | None = None,
    direction: Direction | None = None,
) -> Placement:
    """Check new tiles against the board (and the rack when it is known).

    Returns the placement with every word formed; raises IllegalMove with the
    first reason found. ``direction`` decides the main word when a single
    tile forms words both ways.
    """
    if not tiles:
        raise IllegalMove(Reason.NO_NEW_TILE, word="")
    if len(tiles) > RACK_SIZE:
        raise IllegalMove(Reason.TOO_MANY_TILES, count=len(tiles))
    seen: set[Square] = set()
    for square, tile in tiles:
        if not square.on_board():
            raise IllegalMove(Reason.BAD_COORDINATE, text=f"{square.row},{square.col}")
        if square in seen:
            raise IllegalMove(Reason.SAME_SQUARE_TWICE, square=square.name)
        seen.add(square)
        if board[square] is not None:
            raise IllegalMove(Reason.SQUARE_TAKEN, square=square.name, letter=board[square])
        if len(tile) != 1 or not tile.isalpha() or not tile.isascii():
            raise IllegalMove(Reason.BAD_CHARACTER, character=tile, position=0)
    ordered = sorted(tiles)
    line = _line_of(ordered, direction)
    _check_no_gap(board, ordered, line)
    if rack is not None:
        _check_rack(rack, [tile for _, tile in ordered])
    if board.is_empty():
        if CENTRE not in seen:
            raise IllegalMove(Reason.FIRST_MOVE_OFF_CENTRE)
        if len(ordered) < 2:
            raise IllegalMove(Reason.WORD_TOO_SHORT, word=ordered[0][1].upper())
    elif not any(board.has_tile(n) for s in seen for n in _neighbours(s)):
        raise IllegalMove(Reason.NOT_CONNECTED)
    words = _formed_words(board, dict(ordered), line or direction)
    return Placement(tuple(ordered), words[0].direction, tuple(words))


def _line_of(ordered: list[PlacedTile], hint: Direction | None) -> Direction | None:
    """The direction of the tiles' line; None for a single tile (both ways)."""
    if len(ordered) == 1:
        return hint
    rows = {s.row for s, _ in ordered}
    cols = {s.col for s, _ in ordered}
    if len(rows) == 1:
        return Direction.ACROSS
    if len(cols) == 1:
        return Direction.DOWN
    raise IllegalMove(Reason.NOT_ONE_LINE)


def _check_no_gap(board: Board, ordered: list[PlacedTile], line: Direction | None) -> None:
    if len(ordered) < 2 or line is None:
        return
    first, last = ordered[0][0], ordered[-1][0]
    placed = {s for s, _ in ordered}
    span = (last.col - first.col) if line is Direction.ACROSS else (last.row - first.row)
    for i in range(span + 1):
        square = first.moved(line, i)
        if square not in placed and board[square] is None:
            raise IllegalMove(Reason.GAP, square=square.name)


def _check_rack(rack: Sequence[str], tiles: Iterable[str]) -> None:
    have = Counter(rack)
    needed = Counter(rack_tile_for(t) for t in tiles)
    for letter, count in sorted(needed.items()):
        if letter == BLANK:
            continue
        if have[letter] < count:
            raise IllegalMove(
                Reason.LETTER_NOT_IN_RACK,
                letter=letter,
                needed=count,
                have=have[letter],
                blanks=have[BLANK],
            )
    if have[BLANK] < needed[BLANK]:
        raise IllegalMove(Reason.NO_BLANK_IN_RACK, needed=needed[BLANK], have=have[BLANK])


def _neighbours(square: Square) -> list[Square]:
    return [square.moved(d, step) for d in Direction for step in (-1, 1)]


def read_word(
    board: Board, square: Square, direction: Direction, new: dict[Square, str] | None = None
) -> FormedWord:
    """The whole word through ``square`` along ``direction``, ``new`` tiles included."""
    new = new or {}

    def tile_at(s: Square) -> str | None:
        if not s.on_board():
            return None
        return new.get(s) or board[s]

    start = square
    while tile_at(start.moved(direction, -1)) is not None:
        start = start.moved(direction, -1)
    letters: list[str] = []
    fresh: list[bool] = []
    current = start
    while (tile := tile_at(current)) is not None:
        letters.append(tile)
        fresh.append(current in new)
        current = current.moved(direction, 1)
    return FormedWord(start, direction, "".join(letters), tuple(fresh))


def _formed_words(board: Board, new: dict[Square, str], line: Direction | None) -> list[FormedWord]:
    first = next(iter(new))
    if len(new) == 1:
        # One tile: the main word goes the way the player named if it has two
        # letters there, else the longer way.
        preferred = line or Direction.ACROSS
        main = read_word(board, first, preferred, new)
        cross = read_word(board, first, preferred.other, new)
        if len(main.tiles) < 2 or (line is None and len(cross.tiles) > len(main.tiles)):
            main, cross = cross, main
        return [w for w in (main, cross) if len(w.tiles) >= 2]
    assert line is not None
    main = read_word(board, first, line, new)
    words = [main]
    for square in new:
        cross = read_word(board, square, line.other, new)
        if len(cross.tiles) >= 2:
            words.append(cross)
    return words
