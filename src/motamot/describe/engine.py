"""The computer's help and reports, in words: hints, analysis, best moves, autoplay figures."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.menu import value_name
from motamot.describe.words import decimal, direction_name, name_list, points
from motamot.engine.analysis import TurnAnalysis
from motamot.engine.autoplay import LevelStats
from motamot.engine.hints import Hint, HintStep
from motamot.engine.players import LEVELS
from motamot.rules.notation import WrittenMove


def move_text(tr: NullTranslations, move: WrittenMove) -> str:
    """A move as the player types it back, each joker the lower-case letter it stands for,
    then its jokers named for the ear: "E4 REUNITeS, joker E en E10". A joker's square is
    said when its letter is also in the word as a real tile, so two moves never sound alike. (Speech
    says the word in capitals: speech.pronunciation.)"""
    word = move.word
    named = []
    for index, letter in enumerate(word):
        if letter.islower():
            name = letter.upper()
            if name in word:
                square = move.start.moved(move.direction, index)
                name = tr.gettext("{letter} en {square}").format(letter=name, square=square.name)
            named.append(name)
    if not named:
        return str(move)
    jokers = tr.ngettext("joker {letters}", "jokers {letters}", len(named)).format(letters=", ".join(named))
    return f"{move}, {jokers}"


def describe_hint(tr: NullTranslations, hint: Hint) -> str:
    _ = tr.gettext
    if hint.step is HintStep.BINGO:
        return _("Un scrabble est possible.") if hint.bingo_possible else _("Pas de scrabble possible.")
    if hint.best_score is None:
        return _("Aucun mot possible avec ce tirage, changez ou passez.")
    if hint.step is HintStep.BEST_SCORE:
        return _("Le meilleur coup rapporte {points}.").format(points=points(tr, hint.best_score or 0))
    assert hint.best is not None
    if hint.step is HintStep.START:
        # Said as the player must write it: 5H is a word down column 5 from row H.
        way = direction_name(tr, hint.best.direction)
        if hint.best.coordinate == hint.best.start.name:
            return _("Le meilleur coup s'écrit {coordinate}, {way}.").format(
                coordinate=hint.best.coordinate, way=way
            )
        return _("Le meilleur coup s'écrit {coordinate}, {way}, à partir de la case {square}.").format(
            coordinate=hint.best.coordinate, way=way, square=hint.best.start.name
        )
    return _("Le meilleur coup, {move}, {points}.").format(
        move=move_text(tr, hint.best), points=points(tr, hint.best_score or 0)
    )


def describe_turn_analysis(tr: NullTranslations, turn: TurnAnalysis) -> str:
    _ = tr.gettext
    if turn.played is not None:
        played = _("{move}, {points}").format(move=move_text(tr, turn.played), points=points(tr, turn.score))
    elif turn.exchanged:
        played = tr.ngettext("change {count} lettre", "change {count} lettres", turn.exchanged).format(
            count=turn.exchanged
        )
    else:
        played = _("passe")
    if turn.withdrawn:
        assert turn.played is not None
        withdrawn = _("Coup {turn}, {move}, retiré après la contestation, il ne compte pas dans l'analyse.")
        return withdrawn.format(turn=turn.turn, move=move_text(tr, turn.played))
    head = _("Coup {turn}, {played}.").format(turn=turn.turn, played=played)
    if turn.best is None:
        return head + " " + _("Aucun coup n'était possible.")
    if turn.missed == 0:
        return head + " " + _("C'était le meilleur score.")
    return (
        head
        + " "
        + _("Meilleur, {move}, {points}, {missed} de moins.").format(
            move=move_text(tr, turn.best), points=points(tr, turn.best_score), missed=points(tr, turn.missed)
        )
    )


def describe_analysis_summary(tr: NullTranslations, name: str, turns: list[TurnAnalysis]) -> str:
    """ "Analyse pour Anne, 12 coups, 85 points de moins que le meilleur, 7 fois le meilleur score."
    A move challenged off the board is left out of the count, and said so after."""
    withdrawn = sum(1 for turn in turns if turn.withdrawn)
    turns = [turn for turn in turns if turn.counted]
    missed = sum(turn.missed for turn in turns)
    best = sum(1 for turn in turns if turn.best is not None and turn.missed == 0)
    summary = tr.gettext(
        "Analyse pour {name}, {turns}, {missed} de moins que le meilleur, {best} fois le meilleur score."
    ).format(
        name=name,
        turns=tr.ngettext("{count} coup", "{count} coups", len(turns)).format(count=len(turns)),
        missed=points(tr, missed),
        best=best,
    )
    if not withdrawn:
        return summary
    left_out = tr.ngettext(
        "{count} coup retiré après la contestation n'est pas compté.",
        "{count} coups retirés après la contestation ne sont pas comptés.",
        withdrawn,
    ).format(count=withdrawn)
    return f"{summary} {left_out}"


def describe_ranked_move(tr: NullTranslations, rank: int, move: WrittenMove, score: int) -> str:
    return tr.gettext("{rank}. {move}, {points}").format(
        rank=rank, move=move_text(tr, move), points=points(tr, score)
    )


def describe_own_words_used(tr: NullTranslations, words: list[str]) -> str:
    """The player's own words a move forms (``ajoute``): "mot ajouté CUT"."""
    return tr.ngettext("mot ajouté {words}", "mots ajoutés {words}", len(words)).format(
        words=name_list(tr, words)
    )


def level_said(tr: NullTranslations, name: str) -> str:
    """A computer level named as the menu names it, after "ordinateur" ("ordinateur débutant"),
    with the number that tells a level playing itself apart ("debutant 1"); any other name as
    it is."""
    level, _, number = name.partition(" ")
    if level not in {str(known) for known in LEVELS}:
        return name
    computer = tr.gettext("ordinateur {level}").format(level=value_name(tr, "opponent", level))
    return " ".join(filter(None, [computer, number]))


def describe_level_stats(tr: NullTranslations, stats: LevelStats, games: int) -> str:
    return tr.gettext(
        "{level}, parties gagnées, {wins} sur {games}, {share} %, score moyen {average}, scrabbles "
        "par partie, {bingos}, {median} ms par coup, au plus {slowest} ms."
    ).format(
        level=level_said(tr, stats.level),
        wins=decimal(tr, stats.wins, "g"),
        games=games,
        share=round(100 * stats.wins / games) if games else 0,
        average=decimal(tr, stats.average_score, ".1f"),
        bingos=decimal(tr, stats.bingos / games, ".2f") if games else "0",
        median=round(stats.median_move_seconds * 1000),
        slowest=round(stats.slowest_move_seconds * 1000),
    )
