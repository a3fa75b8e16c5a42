"""What is wrong with a file we could not read, with its line when we know it."""

from __future__ import annotations

import errno
from gettext import NullTranslations
from pathlib import Path

from motamot.describe.command_line import PROGRAM
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.words import detail_int, visible
from motamot.files import FileProblem, RecordError, SystemReason, system_reason
from motamot.lexicon.eliot import EliotFault
from motamot.rules.refusals import Refusal
from motamot.tournament.store import RoundFault


def describe_system_reason(tr: NullTranslations, reason: SystemReason, code: int = 0) -> str:
    _ = tr.gettext
    return {
        SystemReason.MISSING: _("il n'existe pas, vérifiez le nom"),
        SystemReason.NO_PERMISSION: _(
            "motamot n'en a pas le droit, vérifiez les droits du fichier ou du dossier"
        ),
        SystemReason.READ_ONLY: _("le disque est en lecture seule"),
        SystemReason.FULL: _("le disque est plein, libérez de la place"),
        SystemReason.NOT_A_FOLDER: _("un fichier porte le nom d'un dossier du chemin, renommez-le"),
        SystemReason.IS_A_FOLDER: _("c'est un dossier, donnez le nom d'un fichier"),
        SystemReason.NOT_A_FILE: _("ce n'est pas un fichier ordinaire, donnez le nom d'un fichier"),
        SystemReason.LOCKED: _("une autre commande s'en sert depuis trop longtemps, réessayez"),
        SystemReason.DAMAGED: _("le fichier est abîmé, reprenez-en une copie"),
        SystemReason.NAME_TOO_LONG: _("son nom est trop long pour le système, choisissez-en un plus court"),
        SystemReason.OTHER: _("erreur du système numéro {code}"),
    }[reason].format(code=code)


def describe_listen_problem(tr: NullTranslations, problem: OSError, port: int) -> str:
    """Why a server cannot listen, in the player's words (the system's own is English)."""
    if problem.errno == errno.EADDRINUSE:
        return message(tr, Message.PORT_TAKEN, port=port)
    if problem.errno == errno.EACCES:
        return message(tr, Message.PORT_FORBIDDEN, port=port)
    details = system_reason(problem)
    return describe_system_reason(tr, details["reason"], int(details["code"]))


def describe_not_listening(
    tr: NullTranslations, host: str, port: int, problem: OSError, secure: bool = False
) -> str:
    """A server that cannot listen, where and why; its port said once, in the reason when the
    port is the reason (issue 60)."""
    from motamot.describe.remote import spoken_address

    reason = describe_listen_problem(tr, problem, port)
    port_said = problem.errno in (errno.EADDRINUSE, errno.EACCES)
    place = f"{'https://' if secure else ''}{host}{'' if port_said else f':{port}'}"
    return message(tr, Message.SERVER_NOT_STARTED, address=spoken_address(tr, place), reason=reason)


def describe_write_reason(tr: NullTranslations, error: RecordError) -> str:
    """Why the system refused a write, from the RecordError that says so."""
    reason = error.details["reason"]
    assert isinstance(reason, SystemReason)
    return describe_system_reason(tr, reason, detail_int(error.details.get("code") or 0))


def describe_resumed_by(tr: NullTranslations, kind: str) -> str:
    """The command that takes up the game in progress of a kind
    (``sessions.autosave.AutosavedSession.kind``): "motamot arbitre"."""
    return {
        "partie": "{program}",
        "arbitrage": "{program} arbitre",
        "visite": "{program} visite",
        "duplicate": "{program} duplicate",
        "salle": tr.gettext("{program} duplicate avec l'option salle"),
        "entrainement": "{program} entrainement",
    }.get(kind, "{program}").format(program=PROGRAM.get())  # a kind not named here: motamot


def describe_resumed_from_file_by(tr: NullTranslations, kind: str) -> str:
    """The command that takes up a game of that kind written to a file of its own, in words
    a screen reader reads (an option by its name, not its two dashes)."""
    _ = tr.gettext
    return {
        "partie": _("{program}, l'option reprendre et ce fichier"),
        "arbitrage": _("{program} arbitre, l'option reprendre et ce fichier"),
        "duplicate": _("{program} duplicate, l'option reprendre et ce fichier"),
        "salle": _("{program} duplicate, les options salle et reprendre, et ce fichier"),
        # "la commande": a program's name before "entrainement" reads as a noun it qualifies.
        "entrainement": _("la commande {program} entrainement, l'option reprendre et ce fichier"),
    }.get(kind, _("{program}, l'option reprendre et ce fichier")).format(program=PROGRAM.get())


def describe_written_elsewhere(
    tr: NullTranslations, kind: str, folder: Path, written: Path | RecordError
) -> str:
    """A game written to a file of its own (its save refused): where, and the command that
    takes it up; or why it could not be written there either."""
    if isinstance(written, RecordError):
        reason = describe_write_reason(tr, written)
        return message(tr, Message.GAME_NOT_WRITTEN_ELSEWHERE, folder=folder, reason=reason)
    command = describe_resumed_from_file_by(tr, kind)
    return message(tr, Message.GAME_WRITTEN_ELSEWHERE, path=written, command=command)


def describe_round_fault(tr: NullTranslations, d: dict[str, object]) -> str:
    _ = tr.gettext
    fault = d["fault"]
    assert isinstance(fault, RoundFault)
    return {
        RoundFault.MISSING: _("la ronde {round} manque"),
        RoundFault.TABLE_MISSING: _("ronde {round}, la table {table} manque"),
        RoundFault.BYE_NOT_LAST: _("ronde {round}, l'exempt n'est pas à la dernière table"),
        RoundFault.ABSENT_BUT_PAIRED: _("ronde {round}, {name} figure aux appariements malgré son absence"),
        RoundFault.WITHDRAWN_BUT_PAIRED: _(
            "ronde {round}, {name} figure aux appariements malgré son retrait"
        ),
        RoundFault.NOT_PAIRED: _("ronde {round}, {name} ne figure ni aux appariements ni aux absences"),
        RoundFault.BEYOND_LAST: _("ronde {round} appariée alors que le tournoi en compte {rounds}"),
    }[fault].format(**d)


def describe_eliot_fault(tr: NullTranslations, d: dict[str, object]) -> str:
    """What is wrong with a dictionary compiled for Eliot, and what to do when there is something."""
    _ = tr.gettext
    fault = d["fault"]
    assert isinstance(fault, EliotFault)
    if fault is EliotFault.TRAILING_BYTES:
        count = detail_int(d["count"])
        return tr.ngettext(
            "{count} octet en trop après la fin", "{count} octets en trop après la fin", count
        ).format(count=count)
    parts = {
        "keyword": _("le mot clé"),
        "root": _("la racine"),
        "host": _("l'auteur"),
        "name": _("le nom"),
        "letters": _("les lettres"),
        "display": _("l'affichage des lettres"),
    }
    return {
        EliotFault.TOO_OLD: _("format trop ancien, qu'Eliot ne lit plus, recompilez-le avec compdic"),
        EliotFault.UNKNOWN_VERSION: _("format {version} inconnu"),
        EliotFault.GADDAG: _("c'est un GADDAG, compilez un DAWG avec compdic, motamot lit ceux-là"),
        EliotFault.UNKNOWN_ALGORITHM: _("type de graphe {algorithm} inconnu"),
        EliotFault.TRUNCATED: _("fichier tronqué, la fin manque"),
        EliotFault.BAD_HEADER: _("en-tête abîmé, {part}"),
        EliotFault.BAD_EDGE: _("arc {edge} abîmé"),
        EliotFault.LOOP: _("le graphe boucle à l'arc {edge}"),
        EliotFault.NOT_A_LETTER: _("« {letter} » n'est pas une lettre du Scrabble français"),
        EliotFault.TOO_MANY_WORDS: _("trop de mots, {limit} au plus"),
        EliotFault.WRONG_WORD_COUNT: _(
            "nombre de mots faux, l'en-tête en annonce {expected}, le graphe en a {found}"
        ),
    }[fault].format(**{**d, "part": parts.get(str(d.get("part")), str(d.get("part")))})


def field_name(tr: NullTranslations, field: str) -> str:
    """A field of a save or a column of a tournament file, as a player or organiser says it:
    ``actions[12].tiles[0]`` is "le coup 12", ``rating_kind`` "le type de cote"."""
    _ = tr.gettext
    head, _dot, _rest = field.partition(".")
    if head.startswith("actions[") and head.endswith("]"):
        return _("le coup {number}").format(number=head[len("actions[") : -1])
    names = {
        "(root)": _("le fichier entier"),
        "players": _("les noms des joueurs"),
        "seats": _("les places des joueurs"),
        "variant": _("la règle du jeu"),
        "clock": _("la pendule"),
        "seed": _("le tirage au sort"),
        "start_time": _("l'heure de début"),
        "actions": _("la liste des coups"),
        "mode": _("le mode de jeu"),
        "first_player": _("le premier joueur"),
        "state": _("l'état de la partie"),
        "scores": _("les scores"),
        "racks": _("les chevalets"),
        "bag": _("le sac"),
        "board": _("la grille"),
        "turn": _("le joueur qui a la main"),
        "game": _("la partie"),
        "name": _("le nom"),
        "planned_rounds": _("le nombre de rondes"),
        "rating": _("la cote"),
        "rating_kind": _("le type de cote"),
        "withdrawn_from": _("la ronde de retrait"),
        "player": _("le joueur"),
        "round": _("la ronde"),
        "table_number": _("le numéro de table"),
        "first": _("le premier joueur"),
        "second": _("le second joueur"),
        "first_score": _("le score du premier joueur"),
        "second_score": _("le score du second joueur"),
        "forfeit": _("le forfait"),
    }
    return names.get(head, _("la donnée {name}").format(name=head))


def size_text(tr: NullTranslations, size: int) -> str:
    """A file size as people say it: "64 Mo", "64 Ko"."""
    if size >= 1024 * 1024:
        return tr.gettext("{count} Mo").format(count=size // (1024 * 1024))
    return tr.gettext("{count} Ko").format(count=max(1, size // 1024))


def describe_record_error(tr: NullTranslations, error: RecordError, path: str) -> str:
    _ = tr.gettext
    # Details quoted from a damaged or hostile file: never raw control codes.
    d = {key: visible(value) if isinstance(value, str) else value for key, value in error.details.items()}
    k = error.problem
    path = str(error.path or path)
    if isinstance(reason := d.get("reason"), SystemReason):
        d["reason"] = describe_system_reason(tr, reason, detail_int(d.get("code") or 0))
    if k is FileProblem.TOO_LARGE:
        d["limit"] = size_text(tr, detail_int(d["limit"]))
    if k is FileProblem.BAD_ROUND:
        d["round_fault"] = describe_round_fault(tr, d)
    if k is FileProblem.BAD_ELIOT_DICTIONARY:
        d["eliot_fault"] = describe_eliot_fault(tr, d)
    if "field" in d:
        d["field"] = field_name(tr, str(d["field"]))
    if k is FileProblem.BAD_ROW:
        d["table"] = {
            "tournament": _("table du tournoi"),
            "players": _("table des joueurs"),
            "matches": _("table des rencontres"),
            "absences": _("table des absences"),
        }.get(str(d["table"]), str(d["table"]))
    if k is FileProblem.OTHER_KIND:
        d["command"] = describe_resumed_from_file_by(tr, str(d["kind"]))
    if isinstance(refusal := d.get("refusal"), Refusal):
        d["refusal"] = describe_refusal(tr, refusal).rstrip(".")
    what = {
        FileProblem.UNREADABLE: _("impossible de lire le fichier, {reason}"),
        FileProblem.NOT_WRITTEN: _("impossible d'écrire le fichier, {reason}"),
        FileProblem.BAD_ROUND: _("tournoi incohérent, {round_fault}"),
        FileProblem.TOO_LARGE: _("fichier trop gros, {limit} au plus"),
        FileProblem.BINARY: _("ce n'est pas un fichier texte"),
        FileProblem.LINE_TOO_LONG: tr.ngettext(
            "ligne trop longue, plus de {limit} caractère",
            "ligne trop longue, plus de {limit} caractères",
            _count(d),
        ),
        FileProblem.NOT_JSON: _("le contenu est abîmé, illisible à cet endroit"),
        FileProblem.WRONG_FORMAT: _("ce n'est pas une partie motamot"),
        FileProblem.OTHER_KIND: _("c'est une autre sorte de partie, elle se reprend avec {command}"),
        FileProblem.UNSUPPORTED_VERSION: _("version {version} inconnue, mettez motamot à jour"),
        FileProblem.BAD_FIELD: _("donnée invalide, {field}"),
        FileProblem.BAD_ACTION: _("coup {index} refusé par les règles, {refusal}"),
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
        FileProblem.BAD_ROW: _("{table}, valeur invalide, {field}"),
        FileProblem.UNEXPECTED_OBJECT: _("élément inconnu dans le fichier, {name}"),
        FileProblem.BAD_ELIOT_DICTIONARY: _("dictionnaire Eliot refusé, {eliot_fault}"),
        FileProblem.TURN_OUT_OF_ORDER: _("coup {expected} attendu, le numéro est {text}"),
        FileProblem.WRONG_KEPT: _("reliquat {written} écrit, mais celui du coup précédent est {kept}")
        if d.get("kept")
        else _("reliquat {written} écrit, alors que le coup précédent n'en laisse aucun"),
        FileProblem.WRONG_SCORE: tr.ngettext(
            "le top {move} vaut {score} point, pas {written}",
            "le top {move} vaut {score} points, pas {written}",
            _count(d, "score"),
        ),
        FileProblem.TURN_AFTER_END: _(
            "coup {number} après la fin de la partie, plus de tirage valable possible"
        ),
        FileProblem.NO_TURNS: _("aucun coup numéroté, ni partie motamot ni tableau de partie"),
        FileProblem.IN_USE: (
            _("cette partie est ouverte dans un autre motamot, le processus {pid}")
            if d.get("pid")
            else _("cette partie est ouverte dans un autre motamot")
        )
        + ". "
        + _("Continuez-la dans sa fenêtre, ou quittez-la là-bas, puis revenez ici"),
    }[k].format(**d)
    if error.line is not None:
        return _("{path}, ligne {line}, {what}. Rien n'a été modifié.").format(
            path=path, line=error.line, what=what
        )
    return _("{path}, {what}. Rien n'a été modifié.").format(path=path, what=what)


def _count(d: dict[str, object], field: str = "limit") -> int:
    """The number a sentence's plural follows (absent: the plural)."""
    value = d.get(field)
    return value if isinstance(value, int) else 2
