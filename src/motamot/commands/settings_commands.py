"""The settings every table changes the same way, kept for the next games: verbosity,
spelling, sounds and their volume, the speech rate, and the game's settings read back.
Mixed into ``base.Table``, whose sentences these use.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from gettext import NullTranslations
from typing import ClassVar

from motamot.commands.registry import Command, Registry
from motamot.describe.commands import (
    describe_choices,
    describe_game_settings,
    describe_rate,
    describe_setting_example,
    describe_volume,
    verbosity_named,
    verbosity_names,
)
from motamot.describe.menu import yes_no
from motamot.i18n import fold
from motamot.rules.numbers import whole_number
from motamot.settings import RATES, VOLUMES, Settings
from motamot.speech.answer import Answer, AnswerBuilder, Rate, say

YES = {"oui", "o", "yes", "y", "on"}
NO = {"non", "n", "no", "off"}


class SettingsCommands:
    """``reglages``, ``verbosite``, ``epellation``, ``sons``, ``volume``, ``debit``."""

    # What the table gives (``base.Table``).
    tr: NullTranslations
    settings: Settings
    registry: ClassVar[Registry]

    @abstractmethod
    def keep(self) -> None: ...

    @abstractmethod
    def word_for(self, command: Command) -> str: ...

    def read_settings(self, player: int, argument: str = "") -> Answer:
        s = self.settings
        return say(describe_game_settings(self.tr, s.verbosity, s.spelling, s.sounds, s.confirm_moves))

    def change(self, field: str, value: object) -> Answer:
        setattr(self.settings, field, value)
        self.keep()
        return self.read_settings(0)

    def verbosity(self, player: int, argument: str) -> Answer:
        chosen = verbosity_named(self.tr, argument)
        if chosen is None:
            word = self.word_for(self.registry["verbosity"])
            return say(describe_setting_example(self.tr, word, verbosity_names(self.tr)))
        return self.change("verbosity", chosen)

    def on_off(self, field: str, argument: str, said: Callable[[bool], str] | None = None) -> Answer:
        """A yes-or-no setting changed and kept; then the game's settings read again, or
        ``said`` of the new value (a setting those do not hold)."""
        value = fold(argument)
        yes, no = yes_no(self.tr, True), yes_no(self.tr, False)
        if value not in YES | NO | {fold(yes), fold(no)}:
            return say(describe_setting_example(self.tr, self.word_for(self.registry[field]), [yes, no]))
        chosen = value in YES or value == fold(yes)
        if said is None:
            return self.change(field, chosen)
        setattr(self.settings, field, chosen)
        self.keep()
        return say(said(chosen))

    def stepped(
        self, command_id: str, field: str, choices: tuple[int, ...], argument: str, said: AnswerBuilder
    ) -> int | None:
        """Set ``field`` to the value asked for, ``+`` or ``-`` (a step from its value) or one of
        ``choices``, and keep it; None once ``said`` holds what to type instead."""
        wanted, current = fold(argument), getattr(self.settings, field)
        if wanted in ("", "+", "plus", "up"):
            value = next((c for c in choices if c > current), choices[-1])
        elif wanted in ("-", "moins", "down"):
            value = next((c for c in reversed(choices) if c < current), choices[0])
        elif (number := whole_number(wanted)) in choices:
            value = number
        else:
            said.say(describe_choices(self.tr, self.word_for(self.registry[command_id]), choices))
            return None
        setattr(self.settings, field, value)
        self.keep()
        return value

    def volume(self, player: int, argument: str) -> Answer:
        value = self.stepped("volume", "cue_volume", VOLUMES, argument, said := AnswerBuilder())
        if value is not None:
            said.say(describe_volume(self.tr, value))
            said.cue("placed")  # the new level, heard
        return said.take()

    def rate(self, player: int, argument: str) -> Answer:
        value = self.stepped("rate", "rate", RATES, argument, said := AnswerBuilder())
        if value is not None:
            said.add(Rate(value, describe_rate(self.tr, value, True), describe_rate(self.tr, value, False)))
        return said.take()

    def spelling(self, player: int, argument: str) -> Answer:
        return self.on_off("spelling", argument)

    def sounds(self, player: int, argument: str) -> Answer:
        return self.on_off("sounds", argument)
