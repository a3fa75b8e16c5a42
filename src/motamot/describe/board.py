"""The board, the racks and the scores in short spoken lines (≤ 40 cells where possible)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from gettext import NullTranslations

from motamot.describe.words import (
    direction_name,
    duration,
    points,
    premium_name,
    premium_short,
    tile_name,
    vowels_and_consonants,
    word_with_jokers,
)
from motamot.rules.board import ROW_LETTERS, SIZE, Board, Direction, Premium, Square, premium_at
from motamot.rules.clock import ClockKind
from motamot.rules.game import Game
from motamot.rules.notation import format_coordinate
from motamot.rules.placement import Placement, read_word
from motamot.rules.tiles import VOWELS, rack_value, tile_value
from motamot.settings import Verbosity


def describe_square(
    tr: NullTranslations,
    board: Board,
    square: Square,
    verbosity: Verbosity = Verbosity.NORMAL,
    spelled: bool = False,
    relief: bool = False,
) -> str:
    """ "H8, étoile, mot compte double"; "H4, M, 2 points"; "H5, joker O".
    Short: "H8, étoile", "H4, LD", "H4, M". Detailed: the words through a tile too.
    With ``relief``, premiums are named as the braille board's relief: "D1, triangle creux"."""
    tile = board[square]
    if tile is None:
        premium = premium_at(square)
        if premium is Premium.NONE:
            return tr.gettext("{square}, vide").format(square=square.name)
        name = (
            premium_short(tr, premium, relief)
            if verbosity == Verbosity.SHORT
            else premium_name(tr, premium, relief)
        )
        return f"{square.name}, {name}"
    text = f"{square.name}, {tile_name(tr, tile, spelled)}"
    if verbosity != Verbosity.SHORT and not tile.islower():
        text += f", {points(tr, tile_value(tile))}"
    if verbosity == Verbosity.DETAILED:
        text += ". " + describe_words_at(tr, board, square)
    return text


def describe_dictation(tr: NullTranslations, placement: Placement, spelled: bool = False) -> str:
    """A move tile by tile, for a physical board kept in step: the whole word first, as the
    notation of a move names it, then each tile laid, those already on the board said so, a
    run of them by its first and last square: "H4 MOTS. H4 M, H5 O déjà là, H6 T, joker en H7
    valant S."; "A7 PITONNAGE. A7 P, A8 I, A9 à A15 déjà là."."""
    word = placement.main_word
    parts = []
    squares = word.squares
    i = 0
    while i < len(squares):
        if not word.new[i]:
            end = i
            while end + 1 < len(squares) and not word.new[end + 1]:
                end += 1
            if end > i:
                there = tr.gettext("{first} à {last} déjà là").format(
                    first=squares[i].name, last=squares[end].name
                )
                parts.append(there)
                i = end + 1
                continue
        part = _tile_dictated(tr, squares[i], word.tiles[i], spelled)
        parts.append(part if word.new[i] else tr.gettext("{tile} déjà là").format(tile=part))
        i += 1
    coordinate = format_coordinate(word.start, word.direction)
    return f"{coordinate} {word.text}. " + ", ".join(parts) + "."


def _tile_dictated(tr: NullTranslations, square: Square, tile: str, spelled: bool) -> str:
    letter = tile_name(tr, tile.upper(), spelled)
    if tile.islower():
        return tr.gettext("joker en {square} valant {letter}").format(square=square.name, letter=letter)
    return f"{square.name} {letter}"


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
        return tr.gettext("Ligne {row}, {squares}").format(row=ROW_LETTERS[index], squares=", ".join(parts))
    return tr.gettext("Colonne {col}, {squares}").format(col=index + 1, squares=", ".join(parts))


def describe_row(tr: NullTranslations, board: Board, row: int) -> str:
    """ "Ligne H : 1 à 7 vides, 8 F, 9 O, 10 N, 11 D, 12 à 15 vides"."""
    return describe_line(tr, board, row, Direction.ACROSS)


def describe_rack(tr: NullTranslations, rack: Sequence[str], spelled: bool = False) -> str:
    """ "Chevalet : A 1, B 3, joker 0 ; 4 points"."""
    tiles = ", ".join(f"{tile_name(tr, t, spelled)} {tile_value(t)}" for t in rack)
    return tr.gettext("Chevalet, {tiles}. Valeur {total}.").format(tiles=tiles, total=rack_value(rack))


def describe_scores(
    tr: NullTranslations, names: Sequence[str], scores: Sequence[int], turn: int | None
) -> str:
    text = tr.gettext("Scores, {scores}.").format(
        scores=", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))
    )
    if turn is not None:
        text += " " + tr.gettext("À {name} de jouer.").format(name=names[turn])
    return text


def describe_bag(tr: NullTranslations, count: int) -> str:
    return tr.ngettext("{count} lettre dans le sac.", "{count} lettres dans le sac.", count).format(
        count=count
    )


def describe_words_at(tr: NullTranslations, board: Board, square: Square) -> str:
    """The words already on the board through a square, across then down."""
    found = []
    if board[square] is not None:
        for direction, label in (
            (Direction.ACROSS, direction_name(tr, Direction.ACROSS)),
            (Direction.DOWN, direction_name(tr, Direction.DOWN)),
        ):
            word = read_word(board, square, direction)
            if len(word.tiles) >= 2:
                found.append(f"{label} {word_with_jokers(tr, word.tiles)}")
    if not found:
        return tr.gettext("{square}, aucun mot.").format(square=square.name)
    return tr.gettext("{square}, {words}.").format(square=square.name, words=", ".join(found))


def describe_unseen(tr: NullTranslations, unseen: Counter[str], in_bag: int, referee: bool = False) -> str:
    """The tracking sheet: letters not yet seen (by a player) or not yet played
    (``referee``: the whole table's sheet), by letter, vowels and consonants."""
    parts = [
        tr.ngettext("{count} joker", "{count} jokers", n).format(count=n)
        if t == "?"
        else f"{n} {tile_name(tr, t)}"
        for t, n in sorted(unseen.items(), key=lambda item: (item[0] == "?", item[0]))
    ]
    vowels = sum(n for t, n in unseen.items() if t in VOWELS)
    consonants = sum(n for t, n in unseen.items() if t != "?" and t not in VOWELS)
    if referee:
        text = tr.gettext("Non jouées, {tiles}. {counts}, {bag} dans le sac.")
    else:
        text = tr.gettext("Non vues, {tiles}. {counts}, {bag} dans le sac.")
    tiles = ", ".join(parts) or tr.gettext("aucune")
    return text.format(tiles=tiles, counts=vowels_and_consonants(tr, vowels, consonants), bag=in_bag)


def describe_time(tr: NullTranslations, game: Game, names: Sequence[str], now: float | None = None) -> str:
    """Time left on the clock, for each player or for the game (as it shows at ``now``, if given)."""
    clock = game.clock
    kind = clock.settings.kind
    if kind is ClockKind.NONE:
        return tr.gettext("Pas de pendule dans cette partie.")
    if clock.paused:
        stopped = tr.gettext("Pendule arrêtée.") + " "
        return stopped + describe_time_left(tr, game, names, now)
    return describe_time_left(tr, game, names, now)


def describe_time_left(tr: NullTranslations, game: Game, names: Sequence[str], now: float | None) -> str:
    clock = game.clock
    kind = clock.settings.kind
    if kind is ClockKind.GLOBAL:
        return tr.gettext("Temps de partie restant, {time}.").format(
            time=duration(tr, clock.time_left(0, now))
        )
    if kind is ClockKind.PER_MOVE:
        return tr.gettext("Temps du coup restant, {time}.").format(
            time=duration(tr, clock.time_left(game.turn, now))
        )
    return tr.gettext("Temps restant, {times}.").format(
        times=", ".join(f"{name} {duration(tr, clock.time_left(i, now))}" for i, name in enumerate(names))
    )


def braille_legend(tr: NullTranslations) -> list[str]:
    """What each symbol of the braille board means, in ``braille.render.LEGEND_CELLS``'s order."""
    _ = tr.gettext
    return [
        _("lettre et valeur, 0 pour 10"),
        _("joker valant a"),
        _("triangle creux, lettre double"),
        _("triangle plein, lettre triple"),
        _("rond creux, mot double"),
        _("rond plein, mot triple"),
        _("étoile, centre, mot double"),
        _("case simple vide"),
    ]


def screen_legend(tr: NullTranslations) -> list[tuple[Premium | None, str]]:
    """The screen board's legend, for a sighted partner: each premium's mark, then a move
    on trial (None). Short words: the legend is one line under the board."""
    _ = tr.gettext
    return [
        (Premium.TRIPLE_WORD, _("mot×3")),
        (Premium.DOUBLE_WORD, _("mot×2")),
        (Premium.TRIPLE_LETTER, _("lettre×3")),
        (Premium.DOUBLE_LETTER, _("lettre×2")),
        (None, _("à l'essai")),
    ]


def describe_legend(tr: NullTranslations) -> str:
    """The screen board's marks, said: what a sighted partner reads under the board."""
    return tr.gettext(
        "Légende de la grille. Sans couleurs, les cases primes portent les formes du plateau braille, "
        "rond plein mot compte triple, rond creux mot compte double, triangle plein lettre compte "
        "triple, triangle creux lettre compte double, étoile le centre. En couleurs, T, D, t et d. Une "
        "lettre entre crochets, coup à l'essai. Une lettre soulignée, dernier coup."
    )
