"""The board, the racks and the scores in short spoken lines (≤ 40 cells where possible)."""

from __future__ import annotations

from collections.abc import Sequence
from gettext import NullTranslations

from motamot.describe.words import points, premium_name, tile_name
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Direction, Premium, Square, premium_at
from motamot.rules.tiles import rack_value, tile_value


def describe_square(tr: NullTranslations, board: Board, square: Square) -> str:
    """ "H8, étoile, mot compte double"; "H4, M, 2 points"; "H5, joker O"."""
    tile = board[square]
    if tile is None:
        premium = premium_at(square)
        if premium is Premium.NONE:
            return tr.gettext("{square}, vide").format(square=square.name)
        return f"{square.name}, {premium_name(tr, premium)}"
    if tile.islower():
        return f"{square.name}, {tile_name(tr, tile)}"
    return f"{square.name}, {tile}, {points(tr, tile_value(tile))}"


def describe_line(tr: NullTranslations, board: Board, index: int, direction: Direction) -> str:
    """A whole row ("Ligne H : 1 à 7 vides, 8 F, …") or column ("Colonne 8 : A à G vides, H F, …")."""
    squares = [Square(index, i) if direction is Direction.ACROSS else Square(i, index) for i in range(SIZE)]

    def label(i: int) -> str:
        return str(i + 1) if direction is Direction.ACROSS else ROW_LETTERS[i]

    parts: list[str] = []
    i = 0
    while i < SIZE:
        tile = board[squares[i]]
        if tile is not None:
            parts.append(f"{label(i)} {tile_name(tr, tile)}")
            i += 1
            continue
        end = i
        while end + 1 < SIZE and board[squares[end + 1]] is None:
            end += 1
        if end == i:
            parts.append(tr.gettext("{col} vide").format(col=label(i)))
        else:
            parts.append(tr.gettext("{first} à {last} vides").format(first=label(i), last=label(end)))
        i = end + 1
    if direction is Direction.ACROSS:
        return tr.gettext("Ligne {row} : {squares}").format(row=ROW_LETTERS[index], squares=", ".join(parts))
    return tr.gettext("Colonne {col} : {squares}").format(col=index + 1, squares=", ".join(parts))


def describe_row(tr: NullTranslations, board: Board, row: int) -> str:
    """ "Ligne H : 1 à 7 vides, 8 F, 9 O, 10 N, 11 D, 12 à 15 vides"."""
    return describe_line(tr, board, row, Direction.ACROSS)


def describe_rack(tr: NullTranslations, rack: Sequence[str]) -> str:
    """ "Chevalet : A 1, B 3, joker 0 ; 4 points"."""
    tiles = ", ".join(f"{tile_name(tr, t)} {tile_value(t)}" for t in rack)
    return tr.gettext("Chevalet : {tiles} ; {total}").format(tiles=tiles, total=points(tr, rack_value(rack)))


def describe_scores(
    tr: NullTranslations, names: Sequence[str], scores: Sequence[int], turn: int | None
) -> str:
    text = tr.gettext("Scores : {scores}.").format(
        scores=", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))
    )
    if turn is not None:
        text += " " + tr.gettext("À {name} de jouer.").format(name=names[turn])
    return text


def describe_bag(tr: NullTranslations, count: int) -> str:
    return tr.ngettext("{count} lettre dans le sac.", "{count} lettres dans le sac.", count).format(
        count=count
    )
