"""Why a move is refused, in words: what is wrong, and what to do instead."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.words import (
    character_name,
    detail_float,
    detail_int,
    detail_texts,
    duration,
    invisible_in_name,
    name_list,
    of_name,
    points,
    tile_name,
    tiles_list,
    visible,
    vowels_and_consonants,
)
from motamot.rules.names import MAX_NAME, NameProblem
from motamot.rules.refusals import Reason, Refusal


def describe_refusal(tr: NullTranslations, refusal: Refusal) -> str:
    _ = tr.gettext
    # What a refusal quotes back may come from a file or a hostile line: never raw control codes.
    d = {key: visible(value) if isinstance(value, str) else value for key, value in refusal.details.items()}
    if "character" in d:
        d["character"] = character_name(tr, str(refusal.details["character"]))
    if "letter" in d and isinstance(d["letter"], str):
        d["letter"] = tile_name(tr, d["letter"])
    for key in ("board_letter", "word_letter"):
        if key in d:
            d[key] = tile_name(tr, str(d[key]))
    r = refusal.reason
    if r is Reason.EMPTY_ENTRY:
        return _("Rien n'a été écrit. Écrivez un coup, par exemple H4 MOT.")
    if r is Reason.BAD_COORDINATE:
        return _(
            "« {text} » n'est pas une case. Ligne puis colonne pour un mot horizontal, H4, "
            "colonne puis ligne pour un mot vertical, 4H."
        ).format(**d)
    if r is Reason.MISSING_WORD:
        return _("Il manque le mot après la case. Écrivez par exemple H4 MOT.")
    if r is Reason.BAD_CHARACTER:
        if d.get("position"):
            return _(
                "« {character} », caractère {position} du mot, n'est pas une lettre. "
                "Écrivez seulement des lettres, en minuscule pour un joker."
            ).format(**d)
        return _("« {character} » n'est pas une lettre.").format(**d)
    if r is Reason.WORD_TOO_SHORT:
        return _("{word}, un mot a au moins deux lettres.").format(**d)
    if r is Reason.OFF_BOARD:
        return _("{word} sort de la grille après la case {square}. Commencez plus tôt.").format(**d)
    if r is Reason.BOARD_LETTER_DIFFERS:
        return _(
            "En {square}, la grille porte {board_letter} et votre mot {word_letter}. "
            "Écrivez le mot entier avec les lettres de la grille."
        ).format(**d)
    if r is Reason.WORD_CONTINUES:
        return _(
            "Le mot continue, {square} porte déjà {letter}. Écrivez le mot entier, lettres de la "
            "grille comprises."
        ).format(**d)
    if r is Reason.NO_NEW_TILE:
        return _("{word} est déjà sur la grille, posez au moins une lettre.").format(**d)
    if r is Reason.SQUARE_TAKEN:
        return _("La case {square} est déjà occupée par {letter}.").format(**d)
    if r is Reason.SAME_SQUARE_TWICE:
        return _("Deux lettres sur la même case {square}.").format(**d)
    if r is Reason.NOT_ONE_LINE:
        return _("Les lettres posées doivent être sur une même ligne ou une même colonne.")
    if r is Reason.GAP:
        return _("Case vide en {square}, les lettres posées doivent former un seul mot, sans trou.").format(
            **d
        )
    if r is Reason.FIRST_MOVE_OFF_CENTRE:
        return _("Le premier mot doit couvrir la case centrale H8.")
    if r is Reason.NOT_CONNECTED:
        return _("Le mot doit toucher une lettre déjà posée sur la grille.")
    if r is Reason.LETTER_NOT_IN_RACK:
        if d["have"]:
            # "qu'un", not "que 1": two sentences, the number said only in the second.
            if detail_int(d["have"]) == 1:
                text = _("Il faut {needed} {letter} et vous n'en avez qu'un.").format(**d)
            else:
                text = _("Il faut {needed} {letter} et vous n'en avez que {have}.").format(**d)
        else:
            text = _("Vous n'avez pas de {letter} sur votre chevalet.").format(**d)
        if d["blanks"]:
            text += " " + _("Pour jouer un joker, écrivez sa lettre en minuscule.")
        return text
    if r is Reason.NO_BLANK_IN_RACK:
        if d["have"]:
            # Lower case typed for the rack's own letters, most often: said, and what to type.
            if detail_int(d["have"]) == 1:
                return _(
                    "Une minuscule désigne un joker. Il en faut {needed}, vous n'en avez qu'un. "
                    "Écrivez en majuscule les lettres de votre chevalet."
                ).format(**d)
            return _(
                "Une minuscule désigne un joker. Il en faut {needed}, vous n'en avez que {have}. "
                "Écrivez en majuscule les lettres de votre chevalet."
            ).format(**d)
        return _("Une minuscule désigne un joker, et vous n'en avez pas. Écrivez la lettre en majuscule.")
    if r is Reason.TOO_MANY_TILES:
        return tr.ngettext(
            "{count} lettre, on pose au plus 7 lettres par coup.",
            "{count} lettres, on pose au plus 7 lettres par coup.",
            detail_int(d["count"]),
        ).format(**d)
    if r is Reason.INVALID_WORDS:
        words = detail_texts(d["words"])
        return tr.ngettext(
            "Mot non valable, {words}. Essayez un autre coup.",
            "Mots non valables, {words}. Essayez un autre coup.",
            len(words),
        ).format(words=name_list(tr, words))
    if r is Reason.EXCHANGE_NOTHING:
        return _("Dites quelles lettres changer, par exemple EEU.")
    if r is Reason.EXCHANGE_BAG_TOO_SMALL:
        return tr.ngettext(
            "Impossible de changer, il reste {in_bag} lettre dans le sac, il en faut au moins "
            "{minimum}. Jouez ou passez.",
            "Impossible de changer, il reste {in_bag} lettres dans le sac, il en faut au moins "
            "{minimum}. Jouez ou passez.",
            detail_int(d["in_bag"]),
        ).format(**d)
    if r is Reason.EXCHANGE_NOT_IN_RACK:
        return _("Vous n'avez pas de {letter} à changer.").format(**d)
    if r is Reason.EXCHANGE_FORBIDDEN_OPPONENT_OUT_OF_TIME:
        return _("Un adversaire n'a plus de temps, on ne peut plus changer de lettres. Jouez ou passez.")
    if r is Reason.NOT_YOUR_TURN:
        return _("Ce n'est pas votre tour, c'est à {player} de jouer.").format(**d)
    if r is Reason.GAME_OVER:
        return _("La partie est terminée.")
    if r is Reason.OUT_OF_TIME:
        return _("{player} n'a plus de temps, il ne peut plus que passer, ou contester.").format(**d)
    if r is Reason.MUST_PLAY_OR_EXCHANGE:
        return _("Après deux passes de suite, le premier qui a passé doit jouer ou changer des lettres.")
    if r is Reason.AWAITING_CHALLENGE_DECISION:
        return _("Le dernier coup termine la partie, contestez-le ou acceptez-le d'abord.")
    if r is Reason.UNKNOWN_PLAYER:
        return _("Joueur inconnu, {player}.").format(**d)
    if r is Reason.NO_CHALLENGE_IN_VARIANT:
        return _("Pas de contestation dans cette formule, les mots sont vérifiés dès qu'ils sont posés.")
    if r is Reason.NOTHING_TO_CHALLENGE:
        return _(
            "Il n'y a pas de coup à contester. On conteste le dernier coup, avant le coup suivant, une fois."
        )
    if r is Reason.OWN_MOVE:
        return _("On ne conteste pas son propre coup.")
    if r is Reason.WORD_NOT_JUST_PLAYED:
        formed = name_list(tr, detail_texts(d.get("formed", ())))
        return _("{word} n'a pas été formé au dernier coup, qui a formé {formed}.").format(
            word=d["word"], formed=formed
        )
    if r is Reason.WORD_NOT_AT_PLACE:
        return _("{word} n'a pas été formé en {place} au dernier coup.").format(**d)
    if r is Reason.WORD_NAMED_TOO_OFTEN:
        if detail_int(d["count"]) == 1:
            return _("{word} n'a été formé qu'une fois au dernier coup, nommez-le une fois.").format(**d)
        return tr.ngettext(
            "{word} n'a été formé que {count} fois au dernier coup, nommez-le {count} fois au plus.",
            "{word} n'a été formé que {count} fois au dernier coup, nommez-le {count} fois au plus.",
            detail_int(d["count"]),
        ).format(**d)
    if r is Reason.NO_JUDGE:
        return _("Aucune liste de mots n'est chargée, impossible de vérifier les mots.")
    if r is Reason.MORE_THAN_HELD:
        return tr.ngettext(
            "{player} n'a que {held} lettre sur son chevalet, {count}, c'est trop.",
            "{player} n'a que {held} lettres sur son chevalet, {count}, c'est trop.",
            detail_int(d["held"]),
        ).format(**d)
    if r is Reason.NONE_LEFT:
        letter = tile_name(tr, str(d["letter"]))
        if not d["left"]:
            return _("Il ne reste aucun {letter}, vérifiez les lettres du coup et la grille.").format(
                letter=letter
            )
        return tr.ngettext(
            "Il ne reste que {left} {letter} non joué, il en faut {needed}, vérifiez les lettres "
            "du coup et la grille.",
            "Il ne reste que {left} {letter} non joués, il en faut {needed}, vérifiez les lettres "
            "du coup et la grille.",
            detail_int(d["left"]),
        ).format(letter=letter, left=d["left"], needed=d["needed"])
    if r is Reason.AWAITING_RACKS:
        players = detail_texts(d["players"])
        return _(
            "La partie est finie, chacun dit d'abord ses lettres restantes. Il manque {players}. "
            "Par exemple, reste {first} X U."
        ).format(players=name_list(tr, players), first=players[0])
    if r is Reason.NOTHING_TO_DECLARE:
        return _("La partie n'est pas finie, les lettres restantes se disent à la fin.")
    if r is Reason.ALREADY_DECLARED:
        return _("Les lettres {de_player} sont déjà notées, corrige annule la dernière saisie.").format(
            **d, de_player=of_name(tr, str(d["player"]))
        )
    if r is Reason.WRONG_TILE_COUNT:
        return tr.ngettext(
            "{player} doit avoir {held} lettre, vous en donnez {given}.",
            "{player} doit avoir {held} lettres, vous en donnez {given}.",
            detail_int(d["held"]),
        ).format(**d)
    if r is Reason.NO_SUCH_TURN:
        if not d["last"]:
            return _("Pas de coup {number}, aucun coup n'est encore noté.").format(**d)
        return _("Pas de coup {number}, la feuille va du coup 1 au coup {last}.").format(**d)
    if r is Reason.TURN_NEEDED_LATER:
        later = d["refusal"]
        assert isinstance(later, Refusal)
        why = describe_refusal(tr, later)
        return _(
            "Le coup {number} ne peut pas être corrigé ainsi, le coup {later} en dépend. {why} "
            "Rien n'est changé, corrigez d'abord les coups suivants."
        ).format(number=d["number"], later=d["later"], why=why)
    if r is Reason.REFEREE_ONLY:
        return _("Cette saisie ne sert qu'à l'arbitrage d'une partie sur plateau.")
    if r is Reason.PLAYER_COUNT:
        if d["minimum"] == d["maximum"]:
            return tr.ngettext(
                "{count} joueur, cette formule se joue à {minimum} joueurs.",
                "{count} joueurs, cette formule se joue à {minimum} joueurs.",
                detail_int(d["count"]),
            ).format(**d)
        return tr.ngettext(
            "{count} joueur, cette formule se joue de {minimum} à {maximum} joueurs.",
            "{count} joueurs, cette formule se joue de {minimum} à {maximum} joueurs.",
            detail_int(d["count"]),
        ).format(**d)
    if r is Reason.BAD_NAME:
        return _bad_name(tr, d)
    if r is Reason.CLOCK_TOO_SHORT:
        return _("Temps trop court, {given} par joueur, cette formule en demande au moins {minimum}.").format(
            given=duration(tr, detail_float(d["seconds"])), minimum=duration(tr, detail_float(d["minimum"]))
        )
    if r is Reason.BAD_PENALTY:
        return _("Pénalité impossible, vérifiez le joueur, le nombre de lettres et les points.")
    if r is Reason.PENALTY_TOO_HIGH:
        return _(
            "Pénalité refusée, {points}, {limit} au plus. L'échelle des sanctions est "
            "l'avertissement, 5 points ou la perte de la partie."
        ).format(points=points(tr, detail_int(d["points"])), limit=d["limit"])
    if r is Reason.OVERDRAW_TOO_MANY:
        return _("{tiles} lettres en trop, c'est impossible, {limit} au plus.").format(**d)
    if r is Reason.BAD_TIME:
        return _("Heure de pendule invalide.")
    if r is Reason.NO_CLOCK:
        return _("Pas de pendule dans cette partie, rien à arrêter.")
    if r is Reason.CLOCK_ALREADY_STOPPED:
        return _("La pendule est déjà arrêtée. Écrivez reprise pour la relancer.")
    if r is Reason.CLOCK_NOT_STOPPED:
        return _("La pendule tourne déjà. Écrivez pause pour l'arrêter.")
    if r is Reason.LATE_AFTER_START:
        return _("La partie a commencé. Un retard se note avant le premier coup.")
    if r is Reason.LATE_NEEDS_CHESS_CLOCK:
        return _("Un retard se compte sur une pendule, un temps par joueur. Cette partie n'en a pas.")
    if r is Reason.ALREADY_LATE:
        return _("Le retard {de_player} est déjà noté.").format(**d, de_player=of_name(tr, str(d["player"])))
    if r is Reason.NOT_LATE:
        return _("Aucun retard noté pour {player}.").format(**d)
    if r is Reason.PLAYER_ABSENT:
        return _("{player} n'est pas encore là. Écrivez arrive {player} à son arrivée.").format(**d)
    if r is Reason.UNFIT_RACK:
        return _(
            "Tirage {rack} refusé, il faut au moins {counts}, le joker et Y comptant pour l'une ou "
            "l'autre. Remettez tout au sac et tirez à nouveau."
        ).format(
            rack=tiles_list(tr, str(d["rack"])),
            counts=vowels_and_consonants(tr, detail_int(d["vowels"]), detail_int(d["consonants"])),
        )
    if r is Reason.JOKER_MISSING:
        return _(
            "Tirage {rack} refusé, en partie joker chaque tirage a un joker tant qu'il en reste. "
            "Mettez un joker dans le tirage."
        ).format(rack=tiles_list(tr, str(d["rack"])))
    if r is Reason.FIT_RACK_REJECTED:
        return _("Le tirage {rack} était valable, il ne pouvait pas être rejeté.").format(
            rack=tiles_list(tr, str(d["rack"]))
        )
    if r is Reason.KEPT_LETTER_MISSING:
        return _("Le tirage doit garder le reliquat du coup précédent, il manque {letters}.").format(
            letters=tiles_list(tr, str(d["letters"]))
        )
    if r is Reason.BAD_RACK_SIZE:
        return tr.ngettext(
            "Le tirage doit avoir {expected} lettre, vous en donnez {given}.",
            "Le tirage doit avoir {expected} lettres, vous en donnez {given}.",
            detail_int(d["expected"]),
        ).format(**d)
    if r is Reason.TOP_BEATEN:
        return _("Ce n'est pas le top. {player} a marqué {score}, ce coup en vaut {top}.").format(
            player=d["player"],
            score=points(tr, detail_int(d["score"])),
            top=d["top"],
        )
    if r is Reason.TURN_STILL_OPEN:
        return _("Le coup {number} n'est pas fini, placez d'abord son top.").format(**d)
    if r is Reason.BAD_DECLARED_SCORE:
        return _("Score {score} impossible, donnez un nombre de 0 à {limit}.").format(**d)
    if r is Reason.NO_RACK_YET:
        return _("Pas encore de tirage pour ce coup.")
    raise AssertionError(r)


def _bad_name(tr: NullTranslations, d: dict[str, object]) -> str:
    _ = tr.gettext
    name = str(d["name"])
    problem = d["problem"]
    if problem is NameProblem.EMPTY:
        return _("Un nom de joueur est vide. Donnez un nom à chaque joueur.")
    if problem is NameProblem.INVISIBLE:
        return invisible_in_name(tr, name, str(d["character"]))
    if problem is NameProblem.TOO_LONG:
        return tr.ngettext(
            "Le nom {name} a {length} caractère, {limit} au plus. Choisissez un nom plus court.",
            "Le nom {name} a {length} caractères, {limit} au plus. Choisissez un nom plus court.",
            len(name),
        ).format(name=name, length=len(name), limit=MAX_NAME)
    return _("Deux joueurs s'appellent {name}. Donnez à chacun un nom différent.").format(name=name)
