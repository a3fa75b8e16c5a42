"""The board, the racks and the scores in short spoken lines (≤ 40 cells where possible)."""

from __future__ import annotations

from collections.abc import Sequence
from gettext import NullTranslations

from motamot.describe.words import points, tile_name
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Square
from motamot.rules.tiles import rack_value, tile_value


def describe_row(tr: NullTranslations, board: Board, row: int) -> str:
    """ "Ligne H : 1 à 7 vides, 8 F, 9 O, 10 N, 11 D, 12 à 15 vides"."""
    parts: list[str] = []
    col = 0
    while col < SIZE:
        tile = board[Square(row, col)]
        if tile is not None:
            parts.append(f"{col + 1} {tile_name(tr, tile)}")
            col += 1
            continue
        end = col
        while end + 1 < SIZE and board[Square(row, end + 1)] is None:
            end += 1
        if end == col:
            parts.append(tr.gettext("{col} vide").format(col=col + 1))
        else:
            parts.append(tr.gettext("{first} à {last} vides").format(first=col + 1, last=end + 1))
        col = end + 1
    return tr.gettext("Ligne {row} : {squares}").format(row=ROW_LETTERS[row], squares=", ".join(parts))


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
