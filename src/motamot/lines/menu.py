"""The menu in plain lines: the entries are read out numbered, and the player
types a number, alone to choose or move on to the next value, or followed by
the value wanted."""

from __future__ import annotations

from collections.abc import Callable
from gettext import NullTranslations

from motamot.commands.catalogue import is_quit_word
from motamot.describe.menu import (
    describe_confirm_new,
    describe_menu_help,
    describe_menu_number_range,
    describe_menu_position,
    describe_menu_prompt,
    describe_new_refused,
    describe_value_impossible,
    menu_lines,
    value_name,
)
from motamot.i18n import fold
from motamot.menu import BACK, CHOICES, NEW, QUIT, RESUME, Menu
from motamot.rules.numbers import whole_number
from motamot.speech.announcer import Announcer

Read = Callable[[str], "str | None"]


def run_line_menu(menu: Menu, tr: NullTranslations, read: Read, announcer: Announcer) -> str:
    """Run the menu until an action is chosen; returns it (``quit`` at the end of input)."""

    def show() -> None:
        with announcer.one_answer():
            for line in menu_lines(tr, menu) + describe_menu_help(tr, menu):
                announcer.announce(line)

    show()
    while True:
        line = read(describe_menu_prompt(tr))
        if line is None or is_quit_word(line):  # quitte, as at every table: the game stays saved
            return QUIT
        if menu.confirming:  # a new game replacing the one in progress: only oui does
            if (action := menu.answer(line)) is not None:
                return action
            said = describe_confirm_new(tr) if menu.confirming else describe_new_refused(tr)
            announcer.announce(said, interrupt=True)
            continue
        number, _sep, wanted = line.strip().partition(" ")
        if not number and menu.below:
            menu.leave_level()
            show()
            continue
        if not number:
            return next(e.key for e in menu.entries if e.key in (BACK, RESUME, NEW))
        if fold(number) in ("menu", "aide", "help", "?"):
            show()
            continue
        chosen = whole_number(number, 1, len(menu.entries))
        if chosen is None:
            announcer.announce(describe_menu_number_range(tr, menu), interrupt=True)
            continue
        menu.go_to(chosen - 1)
        entry, entries = menu.current, menu.entries
        if wanted and entry.is_choice:
            matches = [
                v
                for v in CHOICES[entry.key]
                if fold(wanted) in (fold(str(v)), fold(value_name(tr, entry.key, v)))
            ]
            if not matches:
                announcer.announce(
                    describe_value_impossible(tr, entry.key, wanted, CHOICES[entry.key]), interrupt=True
                )
                continue
            menu.choose(matches[0])
        elif (action := menu.activate()) is not None:
            return action
        elif menu.entries is not entries:  # into the settings or the training, or back: the new level, whole
            show()
            continue
        if menu.confirming:
            announcer.announce(describe_confirm_new(tr), interrupt=True)
        else:
            announcer.announce(describe_menu_position(tr, menu), interrupt=True)
