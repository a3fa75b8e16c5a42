"""The guided tour's sentences (``motamot visite``): the board by ear, how to read it, a
practice move. Each step says what to notice, then what to do, in the words of the
interface in use (keys on the full screen, commands in lines)."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.command_line import PROGRAM

STEPS = 9  # the last one says the tour is over
# A step, what it explains and what it asks together, is heard in twelve seconds or less at
# espeak-ng's default rate (issue 50): at most this many characters.
STEP_CHARACTERS = 190


def describe_tour_step(tr: NullTranslations, step: int, on_screen: bool, on_page: bool = False) -> str:
    """A step of the tour: what it explains, then what it asks, as keys on the full screen or
    as commands in lines and in a page's command field (``on_page``: the tour begun from
    ``motamot navigateur``'s start page, whose last step says where another one starts)."""
    _ = tr.gettext
    explained = [
        _(
            "Visite guidée de motamot. La grille a 15 lignes, de A en haut à O en bas, et 15 "
            "colonnes, de 1 à gauche à 15 à droite."
        ),
        _(
            "Une case se nomme par sa ligne et sa colonne. H8 est le centre, marqué d'une étoile, "
            "et le premier mot passe par lui."
        ),
        _(
            "Les cases primes sont symétriques autour du centre. Mot compte triple aux quatre coins "
            "et au milieu des bords."
        ),
        _(
            "Mot compte double sur les diagonales, vers le centre. Lettre compte triple et lettre "
            "compte double entre elles."
        ),
        _("Votre chevalet porte 7 lettres, chacune dite avec sa valeur, le joker vaut 0."),
        _(
            "Un coup s'écrit par sa première case puis le mot, H4 MOT en ligne, 4H MOT en colonne, "
            "une minuscule pour un joker."
        ),
        _("À vous de jouer, votre premier mot passe par le centre."),
        _("motamot a dit les mots formés et le score, le coup n'est pas encore joué, jouez-le."),
        _(
            "Bravo, la visite est finie. La partie continue contre l'ordinateur débutant, la page "
            "d'accueil en commence une autre."
        )
        if on_page
        else _(
            "Bravo, la visite est finie. La partie continue contre l'ordinateur débutant, {program} "
            "visite en recommence une autre."
        ).format(program=PROGRAM.get()),
    ]
    if on_screen:
        asked = [
            _("Appuyez sur l pour lire la ligne où vous êtes, la ligne H."),
            _("Appuyez sur c pour lire la colonne du centre, la colonne 8."),
            _("Appuyez sur P majuscule pour les primes libres de votre ligne."),
            _("Appuyez sur g pour la légende, les formes des primes sur le plateau braille."),
            _("Appuyez sur r pour lire votre chevalet."),
            _("Appuyez sur s pour les scores et à qui de jouer."),
            _(
                "Appuyez sur Entrée, écrivez H8 suivi d'un mot de votre chevalet, puis Entrée pour "
                "l'entendre avec son score."
            ),
            "",  # the move heard says how to play it
            _("F1 donne les touches, Contrôle Q quitte."),
        ]
    else:
        asked = [
            _("Écrivez ligne H pour lire la ligne du centre."),
            _("Écrivez colonne 8 pour lire la colonne du centre."),
            _("Écrivez primes H pour les primes libres de la ligne du centre."),
            _("Écrivez légende pour les formes des primes sur le plateau braille."),
            _("Écrivez chevalet pour lire votre chevalet."),
            _("Écrivez scores pour les scores et à qui de jouer."),
            _(
                "Écrivez H8 suivi d'un mot de votre chevalet et d'un point d'interrogation, pour "
                "l'entendre avec son score, par exemple H8 MOT ?"
            ),
            "",  # the move heard says how to play it
            _("aide donne les commandes, quitte arrête."),
        ]
    return f"{explained[step]} {asked[step]}".strip()


def describe_tour_resumed(tr: NullTranslations) -> str:
    return tr.gettext("Visite reprise.")


def describe_tour_confirm_quit(tr: NullTranslations) -> str:
    return tr.gettext(
        "Quitter la visite ? Elle reste enregistrée, {program} visite la reprend. "
        "Écrivez oui pour quitter, non pour continuer."
    ).format(program=PROGRAM.get())


def describe_tour_left(tr: NullTranslations) -> str:
    return tr.gettext("Visite interrompue, {program} visite la reprend.").format(program=PROGRAM.get())
