"""A tournament in words: pairings, results and standings read aloud line by
line (each printed line within 40 characters, for a braille display), the
organiser's refusals, and the text, CSV and HTML exports."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.command_line import PROGRAM
from motamot.describe.short_lines import short_lines
from motamot.describe.words import (
    character_name,
    detail_int,
    detail_items,
    grouped,
    invisible_in_name,
    name_list,
    of_name,
)
from motamot.tournament.model import Forfeit, Match, RatingKind, french_order
from motamot.tournament.standings import Standing
from motamot.tournament.tournament import Problem, Tournament, TournamentError


def tournament_error_lines(tr: NullTranslations, error: TournamentError, path: str) -> list[str]:
    """A refusal as printed lines, a player's name never cut."""
    names = [str(v) for k, v in error.details.items() if k in ("name", "other", "opponent")]
    if "candidates" in error.details:
        names += [str(c) for c in detail_items(error.details["candidates"])]
    return short_lines(describe_tournament_error(tr, error, path), names)


def player_names(tournament: Tournament) -> list[str]:
    """Every name a line may hold, kept whole on one line (``short_lines``)."""
    return [p.name for p in tournament.players]


def describe_tournament_error(tr: NullTranslations, error: TournamentError, path: str) -> str:
    """A refusal in short sentences, what to type instead named with the tournament's ``path``."""
    _ = tr.gettext
    d = dict(error.details) | {"program": PROGRAM.get(), "path": path}
    if "candidates" in d:
        d["candidates"] = name_list(tr, [str(c) for c in detail_items(d["candidates"])])
    if "tables" in d:
        d["tables"] = name_list(tr, [str(t) for t in detail_items(d["tables"])])
    if "character" in d:
        d["character"] = character_name(tr, str(d["character"]))
    if "name" in d:
        d["de_name"] = of_name(tr, str(d["name"]))
    problem = error.problem
    if problem is Problem.INVISIBLE_IN_NAME:
        return invisible_in_name(tr, str(d["name"]), str(d["character"]))
    if problem is Problem.REGISTRATION_CLOSED:
        return tr.ngettext(
            "Pas d'inscription pour {name}. Le tournoi a {rounds} ronde, déjà appariée.",
            "Pas d'inscription pour {name}. Les {rounds} rondes sont appariées.",
            detail_int(d["rounds"]),
        ).format(**d)
    if problem is Problem.ALL_ROUNDS_PAIRED:
        return tr.ngettext(
            "Le tournoi a {rounds} ronde, elle est déjà appariée.",
            "Les {rounds} rondes sont déjà appariées.",
            detail_int(d["rounds"]),
        ).format(**d)
    if problem is Problem.NOT_PAIRED_YET:
        return tr.ngettext(
            "Pas de ronde {round}, {paired} appariée jusqu'ici.",
            "Pas de ronde {round}, {paired} appariées jusqu'ici.",
            detail_int(d["paired"]),
        ).format(**d)
    if problem is Problem.ROUND_NOT_FINISHED:
        return tr.ngettext(
            "La ronde {round} n'est pas finie. Résultat attendu, table {tables}.",
            "La ronde {round} n'est pas finie. Résultats attendus, tables {tables}.",
            len(detail_items(error.details["tables"])),
        ).format(**d)
    if problem is Problem.TOO_FEW_PLAYERS:
        return tr.ngettext(
            "Seulement {present} joueur présent. Il en faut 2 au moins.",
            "Seulement {present} joueurs présents. Il en faut 2 au moins.",
            detail_int(d["present"]),
        ).format(**d)
    return {
        Problem.EMPTY_NAME: _(
            'Il faut un nom. Par exemple, {program} tournoi inscris {path} "Anne Martin" 1200.'
        ),
        Problem.NAME_TOO_LONG: tr.ngettext(
            "Nom trop long, {limit} caractère au plus.",
            "Nom trop long, {limit} caractères au plus.",
            int(str(d.get("limit", 2))),
        ),
        Problem.NAME_TAKEN: _("Le nom {name} est déjà pris. Ajoutez une initiale au nouveau nom."),
        Problem.SAME_PLAYER_TWICE: _(
            "Le nom {name} est écrit deux fois. Nommez les deux joueurs de la table."
        ),
        Problem.BAD_RATING: _("Cote {rating} impossible. Un nombre de 0 à {limit}."),
        Problem.UNKNOWN_PLAYER: _("Aucun joueur « {name} ». La liste, {program} tournoi joueurs {path}."),
        Problem.AMBIGUOUS_PLAYER: _(
            "« {name} » désigne plusieurs joueurs, {candidates}. Écrivez le nom entier."
        ),
        Problem.ROUND_ALREADY_PAIRED: _(
            "La ronde {round} est déjà appariée. Choisissez une ronde à venir avec l'option ronde."
        ),
        Problem.NO_SUCH_MATCH: _("Pas de table {table} à la ronde {round}."),
        Problem.BYE_HAS_NO_RESULT: _("Ronde {round}, table {table}, un exempt. Pas de résultat à écrire."),
        Problem.NOT_IN_MATCH: _(
            "{name} ne joue pas à la ronde {round}. Les tables, {program} tournoi appariements {path}."
        ),
        Problem.NOT_OPPONENTS: _(
            "{name} ne joue pas contre {other} à la ronde {round}. "
            "{name} joue contre {opponent}, table {table}."
        ),
        Problem.BAD_SCORE: _("Score {score} impossible. Un nombre de -1000 à 2000."),
        Problem.ALREADY_WITHDRAWN: _("Retrait {de_name} déjà noté, dès la ronde {round}."),
        Problem.NOTHING_PAIRED: _("Aucune ronde appariée. Pour apparier, {program} tournoi apparie {path}."),
        Problem.NO_SUCH_ROUND: _("Pas de ronde {round}. Le tournoi en compte {rounds}."),
        Problem.BAD_ROUND_COUNT: _("Nombre de rondes impossible, {rounds}. De 1 à {limit}."),
        Problem.ROUNDS_ALREADY_PAIRED: _(
            "Trop peu de rondes, {rounds}. La ronde {paired} est déjà appariée."
        ),
        Problem.NOT_BEST_OF_THREE: _(
            "Ici un match se joue en une partie. Écrivez le résultat sans l'option manche."
        ),
        Problem.MATCH_DECIDED: _(
            "Ronde {round}, le match de la table {table} est joué. "
            "Pour corriger une manche, ajoutez l'option manche et son numéro."
        ),
        Problem.GAME_NOT_PLAYED: _("Pas de manche {game} à écrire. La prochaine est la manche {next}."),
        Problem.FINAL_NOT_YET: _(
            "La phase finale vient après la ronde {rounds}, une fois toutes les rondes jouées."
        ),
        Problem.FINAL_PHASE_OVER: _(
            "La phase finale est jouée. Le classement final, {program} tournoi classement {path}."
        ),
        Problem.FINAL_SIZE_CHANGED: _("La phase finale se joue à {size}, comme commencée."),
        Problem.TOO_FEW_FOR_FINAL: _("La phase finale se joue à {size}. Finalistes possibles, {present}."),
    }[problem].format(**d)


def match_text(tr: NullTranslations, tournament: Tournament, match: Match) -> str:
    """ "Table 1, Anne 412, Marc 380"; "Table 2, Anne contre Marc", the first named starts
    (said once a round, ``pairing_lines``); "Table 6, Zoé, exempt"."""
    _ = tr.gettext
    if match.second is None:
        name = tournament.name_of(match.first)
        return _("Table {table}, {name}, exempt").format(table=match.table, name=name)
    return _("Table {table}, {match}").format(table=match.table, match=match_what(tr, tournament, match))


def match_what(tr: NullTranslations, tournament: Tournament, match: Match) -> str:
    """A match without its table: "Anne 412, Marc 380", "Anne contre Marc", "Zoé, sans adversaire"."""
    _ = tr.gettext
    first = tournament.name_of(match.first)
    if match.second is None:
        return _("{name}, sans adversaire").format(name=first)
    second = tournament.name_of(match.second)
    if match.forfeit is Forfeit.BOTH:
        what = _("{first} et {second} forfaits").format(first=first, second=second)
    elif match.forfeit is not None:
        absent = first if match.forfeit is Forfeit.FIRST else second
        what = _("{first} contre {second}, {absent} forfait").format(
            first=first, second=second, absent=absent
        )
    elif match.best_of > 1:
        what = _games_text(tr, tournament, match, first, second)
    elif match.first_score is not None:
        what = _("{first} {first_score}, {second} {second_score}").format(
            first=first, second=second, first_score=match.first_score, second_score=match.second_score
        )
    else:
        # 002 and 003 §3.1: the first named starts, said once for the round (``pairing_lines``).
        what = _("{first} contre {second}").format(first=first, second=second)
    return what


def _games_text(tr: NullTranslations, tournament: Tournament, match: Match, first: str, second: str) -> str:
    """A match in two winning games: who starts the next game, or the games won and each score."""
    _ = tr.gettext
    scores = ", ".join(_("{first} à {second}").format(first=a, second=b) for a, b in match.games)
    won_first, won_second = match.wins
    if match.decided:
        return _("{first} {won_first}, {second} {won_second}, manches {scores}").format(
            first=first, second=second, won_first=won_first, won_second=won_second, scores=scores
        )
    game = len(match.games) + 1
    starter = tournament.name_of(match.starter(game))
    if not match.games:
        return _("{first} contre {second}, en deux manches gagnantes, {starter} commence").format(
            first=first, second=second, starter=starter
        )
    return _(
        "{first} {won_first}, {second} {won_second}, manches {scores}, {starter} commence la manche {game}"
    ).format(
        first=first,
        second=second,
        won_first=won_first,
        won_second=won_second,
        scores=scores,
        starter=starter,
        game=game,
    )


def round_name(tr: NullTranslations, tournament: Tournament, number: int) -> str:
    """ "Ronde 3", or a stage of the final phase: "Demi-finales", "Finale"."""
    _ = tr.gettext
    stage = tournament.final_stage(number)
    if not stage:
        return _("Ronde {round}").format(round=number)
    if tournament.final_size == 4 and stage == 1:
        return _("Demi-finales")
    if tournament.final_size == 4:
        return _("Finale et match pour la troisième place")
    return _("Finale")


def describe_result_recorded(
    tr: NullTranslations, round: str, text: str, before: str | None, left: list[int], complete: bool
) -> list[str]:
    """A result written (or corrected: ``before``, the match as it was without its table, its
    own sentence), then what the round (by its name) still waits for."""
    _ = tr.gettext
    if before is not None:
        lines = [
            _("{round}, résultat corrigé. {match}.").format(round=round, match=text),
            _("Avant, {before}.").format(before=before),
        ]
    else:
        lines = [_("{round}. {match}.").format(round=round, match=text)]
    if left:
        waiting = tr.ngettext(
            "Résultat attendu, table {tables}.", "Résultats attendus, tables {tables}.", len(left)
        )
        lines.append(waiting.format(tables=name_list(tr, [str(table) for table in left])))
    elif complete:
        lines.append(_("{round}, tout est joué.").format(round=round))
    return lines


def pairing_lines(tr: NullTranslations, tournament: Tournament, number: int) -> list[str]:
    _ = tr.gettext
    matches = tournament.round_matches(number)
    lines = short_lines(
        tr.ngettext("{round}, {count} table.", "{round}, {count} tables.", len(matches)).format(
            round=round_name(tr, tournament, number), count=len(matches)
        )
    )
    if starts := first_named_starts(tr, tournament, number):
        lines += short_lines(starts)
    for match in matches:
        lines += short_lines(match_text(tr, tournament, match), player_names(tournament))
    absent = absent_text(tr, tournament, number)
    if absent:
        lines += short_lines(absent, player_names(tournament))
    return lines


def first_named_starts(tr: NullTranslations, tournament: Tournament, number: int) -> str:
    """Said once for a round with a single game still to play at some table (002, 003 §3.1):
    each table's pairing names first who starts; "" otherwise."""
    if any(
        m.second is not None and m.forfeit is None and m.best_of == 1 and m.first_score is None
        for m in tournament.round_matches(number)
    ):
        return tr.gettext("Le premier nommé commence.")
    return ""


def absent_text(tr: NullTranslations, tournament: Tournament, number: int) -> str:
    """ "Absents, Bruno et Zoé." for a round with players said absent; "" for none."""
    absent = sorted((tournament.name_of(p) for p in tournament.absent_in(number)), key=french_order)
    if not absent:
        return ""
    # A noun of no gender before one name: "Absent, Zoé" would be wrong for her.
    return tr.ngettext("Absence, {names}.", "Absents, {names}.", len(absent)).format(
        names=name_list(tr, absent)
    )


def standing_text(tr: NullTranslations, standing: Standing, abbreviated: bool = False) -> str:
    """ "1. Anne Martin, 9 points de match, 3 points de match particuliers, 3 450 points de
    départage" on screen and in speech; "1. Anne Martin, 9 PM, 3 PPM, 3 450 Pdep" on a printed
    sheet (``abbreviated``, its legend under the standings); "3= …" for ex æquo."""
    _ = tr.gettext
    rank = f"{standing.rank}=" if standing.tied else f"{standing.rank}."
    pm, ppm, pdep = standing.match_points, standing.ppm, grouped(tr, standing.pdep)
    if abbreviated:
        parts = [_("{pm} PM").format(pm=pm)]
        parts += [] if ppm is None else [_("{ppm} PPM").format(ppm=ppm)]
        parts += [_("{pdep} Pdep").format(pdep=pdep)]
    else:
        parts = [tr.ngettext("{count} point de match", "{count} points de match", pm).format(count=pm)]
        if ppm is not None:
            parts.append(
                tr.ngettext(
                    "{count} point de match particulier", "{count} points de match particuliers", ppm
                ).format(count=ppm)
            )
        parts.append(
            tr.ngettext("{count} point de départage", "{count} points de départage", standing.pdep).format(
                count=pdep
            )
        )
    text = f"{rank} {standing.player.name}, {', '.join(parts)}"
    if standing.player.withdrawn_from is not None:
        text += ", " + _("retrait")
    return text


def abbreviations_legend(tr: NullTranslations) -> str:
    """Under a printed sheet's standings: what its abbreviations stand for (003)."""
    return tr.gettext(
        "PM, points de match. PPM, points de match particuliers. Pdep, points de départage. "
        "PL, cote classique. PL*, cote duplicate."
    )


def rating_text(tr: NullTranslations, kind: RatingKind, rating: int) -> str:
    """A rating said in full: "cote classique 1 500" (PL), "cote duplicate 1 000" (PL*)."""
    if kind is RatingKind.PL_STAR:
        return tr.gettext("cote duplicate {rating}").format(rating=grouped(tr, rating))
    return tr.gettext("cote classique {rating}").format(rating=grouped(tr, rating))


def standings_title(tr: NullTranslations, tournament: Tournament, after: int, final: bool) -> str:
    _ = tr.gettext
    if final and after > tournament.rounds and tournament.final_phase_over:
        return _("{tournament}, classement final, après la phase finale.").format(tournament=tournament.name)
    if final:
        return _("{tournament}, classement final.").format(tournament=tournament.name)
    if not after:
        return _("{tournament}, classement initial.").format(tournament=tournament.name)
    return _("{tournament}, classement après la ronde {round}.").format(
        tournament=tournament.name, round=after
    )


def standings_lines(
    tr: NullTranslations,
    tournament: Tournament,
    table: list[Standing],
    after: int,
    final: bool,
    abbreviated: bool = False,
) -> list[str]:
    """The standings, said in full; ``abbreviated`` for a printed sheet, with the legend."""
    lines = short_lines(standings_title(tr, tournament, after, final), [tournament.name])
    for standing in table:
        lines += short_lines(standing_text(tr, standing, abbreviated), player_names(tournament))
    if any(s.tied for s in table):
        lines += short_lines(tr.gettext("=, ex æquo."))
    if abbreviated:
        lines += short_lines(abbreviations_legend(tr))
    if not final and (excluded := tournament.momentarily_excluded(after)):
        names = sorted((tournament.name_of(p) for p in excluded), key=french_order)
        lines += short_lines(
            tr.ngettext(
                "Absence à la ronde {round}, hors du classement pour l'instant, {names}.",
                "Absents à la ronde {round}, hors du classement pour l'instant, {names}.",
                len(names),
            ).format(round=after + 1, names=name_list(tr, names)),
            player_names(tournament),
        )
    return lines


def player_lines(tr: NullTranslations, tournament: Tournament) -> list[str]:
    _ = tr.gettext
    lines = short_lines(
        tr.ngettext("{count} joueur inscrit.", "{count} joueurs inscrits.", len(tournament.players)).format(
            count=len(tournament.players)
        )
        + " "
        + tr.ngettext("{rounds} ronde.", "{rounds} rondes.", tournament.rounds).format(
            rounds=tournament.rounds
        )
    )
    for p in tournament.players:
        text = _("{number}. {name}, {rating}").format(
            number=p.id, name=p.name, rating=rating_text(tr, p.rating_kind, p.rating)
        )
        if p.withdrawn_from is not None:
            text += ", " + _("retrait dès la ronde {round}").format(round=p.withdrawn_from)
        lines += short_lines(text, player_names(tournament))
    return lines
