"""The command line's sentences: its mistakes and its help, for a screen reader to read.

A mistake is one sentence and a way on ("motamot aide donne les commandes."); the help
is a sentence a line: what the command does, then each command or option with what it
does, its choices in words. No brackets, braces or bars: a screen reader reads them out.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from gettext import NullTranslations

from motamot.describe.words import choice_list, visible
from motamot.net.protocol import MAX_LINE

# motamot as the player can type it again (``cli.output.started_as``): the sentences that
# give a command to type name it so ("{program} arbitre le reprend"), and it is set once,
# where the command line is read, since every sentence of the run names the same program.
PROGRAM: ContextVar[str] = ContextVar("program", default="motamot")


@dataclass(frozen=True)
class HelpEntry:
    """A command or an option as the help shows it: how it is written, what it does, and
    the values it takes (in words, in the player's language)."""

    written: str
    does: str
    choices: list[str]


def describe_help_hint(tr: NullTranslations, command: str | None) -> str:
    """How to hear the help, naming motamot as the player can type it."""
    program = PROGRAM.get()
    if command is None:
        return tr.gettext("{program} aide donne les commandes et les options.").format(program=program)
    return tr.gettext("{program} aide {command} donne ses options.").format(program=program, command=command)


def said_value(tr: NullTranslations, value: str) -> str:
    """A value typed on the command line, as a mistake may say it back: an empty one as such,
    one longer than any line a player types (``net.protocol.MAX_LINE``, the one limit of a
    typed line) by its length, a control character by its code (U+001B), never printed."""
    if not value.strip():
        return tr.gettext("une valeur vide")
    if len(value) > MAX_LINE:
        return tr.ngettext(
            "une valeur de {length} caractère", "une valeur de {length} caractères", len(value)
        ).format(length=len(value))
    return visible(value)


def argument_name(tr: NullTranslations, word: str, option: bool) -> str:
    """How a mistake names what was mistyped: an option by its word ("Option pendule"), a
    value given without an option by the name the help shows it by ("COTE")."""
    return tr.gettext("Option {option}").format(option=word) if option else word


def describe_unknown_command(tr: NullTranslations, word: str, close: list[str]) -> str:
    text = tr.gettext("Commande inconnue, {word}.").format(word=said_value(tr, word))
    if close:
        text += " " + tr.gettext("Vouliez-vous dire {command} ?").format(command=close[0])
    return text


def describe_out_of_range(tr: NullTranslations, argument: str, value: str, low: int, high: int) -> str:
    """``argument`` is named by ``argument_name``."""
    return tr.gettext("{argument}, {value} n'est pas possible, un nombre de {low} à {high}.").format(
        argument=argument, value=said_value(tr, value), low=low, high=high
    )


def describe_bad_number(tr: NullTranslations, argument: str, value: str) -> str:
    return tr.gettext("{argument}, {value} n'est pas un nombre.").format(
        argument=argument, value=said_value(tr, value)
    )


def describe_bad_choice(tr: NullTranslations, argument: str, value: str, choices: list[str]) -> str:
    return tr.gettext("{argument}, {value} n'est pas possible. Au choix, {choices}.").format(
        argument=argument, value=said_value(tr, value), choices=choice_list(tr, choices)
    )


def describe_unknown_arguments(tr: NullTranslations, values: list[str]) -> str:
    """Words the command does not take, each said back as ``said_value`` does."""
    return tr.gettext("Option ou valeur inconnue ici, {values}.").format(
        values=" ".join(said_value(tr, value) for value in values)
    )


def _ended(text: str) -> str:
    """``text`` ending as a sentence does (its full stop), for a screen reader's pause."""
    text = text.strip()
    return text if not text or text.endswith((".", "?", "!")) else text + "."


def _sentence(text: str) -> str:
    text = _ended(text)
    return text[:1].upper() + text[1:]


def describe_help(
    tr: NullTranslations,
    prog: str,
    description: str | None,
    commands: list[HelpEntry],
    arguments: list[HelpEntry],
    options: list[HelpEntry],
) -> list[str]:
    """The help of ``prog`` (``motamot`` or ``motamot duplicate``), a sentence a line."""
    _ = tr.gettext
    lines = [_sentence(description or "")] if description else []
    if commands and " " in prog:  # a command's own commands (motamot tournoi inscris)
        lines.append(_("{command}, puis une de ces commandes et ses valeurs.").format(command=prog))
    elif commands:
        lines.append(_("Sans commande, motamot ouvre le menu, ou reprend la partie en cours."))
        lines.append(_("Avec une commande, motamot COMMANDE, puis ses options."))
    if commands:
        lines.append(_("Commandes."))
        lines += [f"{entry.written}, {_ended(entry.does)}" for entry in commands]
    for entry in arguments:
        lines.append(f"{entry.written}, {_ended(entry.does)}" if entry.does else entry.written)
    if options:
        lines.append(_("Options, avant ou après la commande, deux tirets devant leur nom."))
        for entry in options:
            text = f"{entry.written}, {_ended(entry.does)}"
            if entry.choices:
                text += " " + _("Au choix, {choices}.").format(choices=choice_list(tr, entry.choices))
            lines.append(text)
    return lines
