"""What is wrong with a file we could not read, with its line when we know it."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.files import FileProblem, RecordError


def describe_record_error(tr: NullTranslations, error: RecordError, path: str) -> str:
    _ = tr.gettext
    d = dict(error.details)
    k = error.problem
    what = {
        FileProblem.UNREADABLE: _("impossible de lire le fichier, {reason}"),
        FileProblem.TOO_LARGE: _("fichier trop gros, plus de {limit} octets"),
        FileProblem.BINARY: _("ce n'est pas un fichier texte"),
        FileProblem.LINE_TOO_LONG: _("ligne trop longue, plus de {limit} caractères"),
        FileProblem.NOT_JSON: _("ce n'est pas du JSON valable, {message}"),
        FileProblem.WRONG_FORMAT: _("ce n'est pas une partie motamot"),
        FileProblem.UNSUPPORTED_VERSION: _("version {version} inconnue, mettez motamot à jour"),
        FileProblem.BAD_FIELD: _("champ {field} invalide, attendu, {expected}"),
        FileProblem.BAD_ACTION: _("action {index} refusée par les règles, {reason}"),
        FileProblem.STATE_MISMATCH: _("l'état enregistré ne correspond pas aux coups, {field}"),
        FileProblem.BAD_LINE: _("ligne incomprise, {text}"),
        FileProblem.BAD_COORDINATE: _("coordonnée GCG invalide, {text}"),
        FileProblem.BAD_RACK: _("tirage invalide, {text}"),
        FileProblem.BAD_WORD: _("mot invalide, {text}"),
        FileProblem.BAD_NUMBER: _("nombre invalide, {text}"),
        FileProblem.UNKNOWN_PLAYER: _("joueur {nick} non déclaré par une ligne #player"),
        FileProblem.NO_PLAYERS: _("aucune ligne #player1 ou #player2"),
        FileProblem.TOO_MANY_LINES: _("trop de coups, plus de {limit}"),
        FileProblem.NO_WORDS: _("aucun mot valable dans ce fichier"),
        FileProblem.ALREADY_EXISTS: _("le fichier existe déjà, choisissez un autre nom"),
        FileProblem.NOT_FOUND: _("fichier introuvable, vérifiez son nom, ou créez-le"),
        FileProblem.NOT_A_TOURNAMENT: _("ce n'est pas un fichier de tournoi motamot"),
        FileProblem.BAD_ROW: _("table {table}, valeur invalide pour {field}"),
        FileProblem.UNEXPECTED_OBJECT: _("élément inconnu dans le fichier, {name}"),
    }[k].format(**d)
    if error.line is not None:
        return _("{path}, ligne {line}, {what}. Rien n'a été modifié.").format(
            path=path, line=error.line, what=what
        )
    return _("{path}, {what}. Rien n'a été modifié.").format(path=path, what=what)
