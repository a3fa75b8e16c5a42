"""The replay report of a GCG record, line by line, short enough for braille."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.refusals import describe_refusal
from motamot.describe.words import tile_name
from motamot.records.gcg import EntryKind
from motamot.records.replay import Problem, ProblemKind, ReplayedEntry, ReplayReport, refusal_of


def replay_lines(tr: NullTranslations, report: ReplayReport) -> list[str]:
    names = [name for _, name in report.record.players]
    if report.duplicate:
        lines = [tr.gettext("Partie duplicate, {players}").format(players=", ".join(names))]
    else:
        lines = [tr.gettext("Partie, {players}").format(players=tr.gettext(" contre ").join(names))]
    for number, replayed in enumerate(report.entries, start=1):
        if replayed.turn is not None:
            turn = tr.gettext("Coup {number}, tirage {rack}")
            lines.append(turn.format(number=replayed.turn, rack=replayed.entry.rack))
        lines.append(f"{number}. {names[replayed.player]} {_entry_text(tr, replayed)}")
        lines += ["   " + describe_problem(tr, p) for p in replayed.problems]
    count = report.problem_count
    if count == 0:
        lines.append(tr.gettext("Relevé cohérent, aucun problème."))
    else:
        lines.append(
            tr.ngettext(
                "Relevé incohérent, {count} problème.", "Relevé incohérent, {count} problèmes.", count
            ).format(count=count)
        )
    for name, computed, claimed in zip(names, report.computed_totals, report.claimed_totals, strict=True):
        if computed == claimed:
            lines.append(tr.gettext("{name}, {total}").format(name=name, total=computed))
        else:
            lines.append(
                tr.gettext("{name}, {computed} au calcul, {claimed} sur la feuille").format(
                    name=name, computed=computed, claimed=claimed
                )
            )
    return lines


def _entry_text(tr: NullTranslations, replayed: ReplayedEntry) -> str:
    _ = tr.gettext
    entry = replayed.entry
    claimed = entry.score
    kind = entry.kind
    if kind is EntryKind.PLAY:
        if replayed.computed is None:
            return _("{move}, illégal, noté {claimed}").format(move=replayed.move, claimed=claimed)
        return _("{move}, {computed}, noté {claimed}").format(
            move=replayed.move, computed=replayed.computed, claimed=claimed
        )
    score_only = kind is EntryKind.PASS and claimed and replayed.computed == claimed  # an older record
    if kind is EntryKind.SCORE_ONLY or score_only:
        return _("score sans le coup, noté {claimed}").format(claimed=claimed)
    if kind is EntryKind.PASS:
        return _("passe, noté {claimed}").format(claimed=claimed)
    if kind is EntryKind.EXCHANGE:
        count = entry.exchange_count or 0
        return tr.ngettext(
            "change {count} lettre, noté {claimed}", "change {count} lettres, noté {claimed}", count
        ).format(count=count, claimed=claimed)
    if kind is EntryKind.WITHDRAWN:
        if replayed.computed is None:
            return _("reprend son coup, noté {claimed}").format(claimed=claimed)
        return _("reprend son coup, {computed}, noté {claimed}").format(
            computed=replayed.computed, claimed=claimed
        )
    if kind is EntryKind.END_RACK:
        return _("lettres restantes {tiles}, {computed}, noté {claimed}").format(
            tiles=entry.tiles, computed=replayed.computed, claimed=claimed
        )
    if kind is EntryKind.CHALLENGE:
        return _("contestation, noté {claimed}").format(claimed=claimed)
    if kind is EntryKind.TIME:
        return _("pénalité de temps, noté {claimed}").format(claimed=claimed)
    return _("pénalité, noté {claimed}").format(claimed=claimed)


def describe_problem(tr: NullTranslations, problem: Problem) -> str:
    _ = tr.gettext
    d = dict(problem.details)
    k = problem.kind
    refusal = refusal_of(problem)
    if k is ProblemKind.ILLEGAL and refusal is not None:
        return _("Coup illégal, {why}").format(why=describe_refusal(tr, refusal))
    if k is ProblemKind.NOT_IN_RACK and refusal is not None:
        return _("Pas dans le tirage noté, {why}").format(why=describe_refusal(tr, refusal))
    if k is ProblemKind.TOO_MANY_OF_LETTER:
        return _("Trop de {letter}, le jeu n'en a que {limit}.").format(**d)
    if k is ProblemKind.WRONG_SCORE:
        return _("Score faux, calculé {computed}, noté {claimed}.").format(**d)
    if k is ProblemKind.WRONG_TOTAL:
        return _("Cumul faux, attendu {expected}, noté {claimed}.").format(**d)
    if k is ProblemKind.NOTHING_TO_WITHDRAW:
        return _("Aucun coup à reprendre juste avant.")
    if k is ProblemKind.EXCHANGE_TOO_LATE:
        return _("Échange impossible, moins de 7 lettres dans le sac.")
    if k is ProblemKind.WRONG_END_RACK:
        if d["expected"]:
            return _("Lettres restantes fausses, notées {claimed}, attendues {expected}.").format(**d)
        return _("Lettres restantes impossibles, {claimed} ne sont pas toutes hors de la grille.").format(**d)
    if k is ProblemKind.EXCHANGE_NOT_IN_RACK:
        return _("Échange de {letter}, absent du tirage noté.").format(**d)
    if k is ProblemKind.OUT_OF_TURN:
        return _("Pas son tour, c'était à {expected} de jouer.").format(**d)
    if k is ProblemKind.RACK_NOT_CONTINUED:
        return _("Tirage {rack} impossible, il devait garder {kept} du coup d'avant.").format(**d)
    if k is ProblemKind.RACK_IMPOSSIBLE:
        d["letter"] = tile_name(tr, str(d["letter"]))
        return _("Tirage impossible, plus de {letter} hors de la grille que le jeu n'en a.").format(**d)
    if k is ProblemKind.ABOVE_TOP:
        return _("Plus que le top de ce coup, {top} points.").format(**d)
    if k is ProblemKind.MISSING_END_RACKS:
        return _("Partie finie sans les lignes des lettres restantes.")
    raise AssertionError(k)
