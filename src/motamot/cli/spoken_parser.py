"""The command line for speech (issue 48): a mistake is one or two sentences, never the
usage block a screen reader would read for a minute ("crochet tiret tiret langue..."),
and ``--help`` (or ``motamot aide``) is written as sentences, one a line, each option in
the player's language, its choices in words.

argparse parses; this subclass only changes what it says. Its words come from
``describe.command_line`` so they are translated like every other sentence.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from collections.abc import Sequence
from gettext import NullTranslations
from typing import Any, NoReturn

from motamot.application.output import EXIT_USAGE
from motamot.describe.command_line import (
    HelpEntry,
    argument_name,
    describe_bad_choice,
    describe_bad_number,
    describe_help,
    describe_help_hint,
    describe_out_of_range,
    describe_unknown_arguments,
    describe_unknown_command,
)
from motamot.describe.words import visible

# An option as a screen reader would spell it ("--pendule/--clock", "-h/--help"): said by its
# word alone.
OPTION_WRITTEN = re.compile(r"(?<![\w-])--?[a-z][a-z-]*(?:/--?[a-z][a-z-]*)*")


class SpokenParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors and help are sentences in the player's language."""

    def __init__(
        self,
        *args: object,
        tr: NullTranslations | None = None,
        english: bool = False,
        **kwargs: object,
    ) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]  # ArgumentParser's own, passed on as given
        self.tr = tr or NullTranslations()
        self.english = english  # which of each option's two names to show

    def add_subparsers(self, **kwargs):
        kwargs.setdefault(
            "parser_class",
            lambda **made: SpokenParser(tr=self.tr, english=self.english, **made),
        )
        return super().add_subparsers(**kwargs)

    # ------------------------------------------------------------ mistakes

    def parse_args(self, args: Any = None, namespace: Any = None) -> argparse.Namespace:  # type: ignore[override]  # argparse's overloads, one signature here
        """argparse's own, but words it does not take are said back as every value is."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(describe_unknown_arguments(self.tr, extras))
        return parsed

    def error(self, message: str) -> NoReturn:
        said = OPTION_WRITTEN.sub(self._option_said, message.strip())
        hint = describe_help_hint(self.tr, self._command_name())
        # Nothing typed is printed back as it came: a control character would reach the terminal.
        sys.stderr.write(f"{visible(said)} {hint}\n")
        sys.exit(EXIT_USAGE)

    def _option_said(self, found: re.Match[str]) -> str:
        """``--pendule/--clock`` as argparse writes an option: its word in the player's language."""
        written = found.group(0).split("/")
        names = [name.removeprefix("--") for name in written if name.startswith("--")]
        names = names or [name.lstrip("-") for name in written]
        return names[1] if self.english and len(names) > 1 else names[0]

    def _command_name(self) -> str | None:
        """The command (``tournoi inscris``) whose help ``motamot aide`` gives, if not motamot's."""
        words = self.prog.split()
        return " ".join(words[1:]) or None

    def _check_value(self, action: argparse.Action, value: object) -> None:
        if action.choices is None or value in action.choices:
            return
        if isinstance(action, argparse._SubParsersAction):
            names = [name for name in action.choices if isinstance(name, str)]
            close = difflib.get_close_matches(str(value), names, n=1, cutoff=0.6)
            raise argparse.ArgumentError(None, describe_unknown_command(self.tr, str(value), close))
        name = self.argument_named(action)
        if isinstance(action.choices, range):
            low, high = action.choices.start, action.choices.stop - 1
            raise argparse.ArgumentError(None, describe_out_of_range(self.tr, name, str(value), low, high))
        raise argparse.ArgumentError(
            None, describe_bad_choice(self.tr, name, str(value), self.shown_choices(action))
        )

    def _get_value(self, action: argparse.Action, arg_string: str) -> object:
        if action.type is int:
            try:
                return int(arg_string)
            except ValueError:  # not a number, or more digits than Python reads (10,000 nines)
                raise argparse.ArgumentError(
                    None, describe_bad_number(self.tr, self.argument_named(action), arg_string)
                ) from None
        try:
            return super()._get_value(action, arg_string)
        except argparse.ArgumentError as refused:
            # A reader of ours (``--contre``) says the whole sentence, the option named.
            raise argparse.ArgumentError(None, refused.message) from None

    def argument_named(self, action: argparse.Action) -> str:
        """What a mistake names: an option by its word in the player's language ("Option
        pendule"), a value without an option by the name the help gives it ("COTE")."""
        if action.option_strings:
            return argument_name(self.tr, self.option_written(action).removeprefix("--"), option=True)
        shown = action.metavar if isinstance(action.metavar, str) else action.dest.upper()
        return argument_name(self.tr, shown, option=False)

    def option_written(self, action: argparse.Action) -> str:
        """``--pendule`` in French, ``--clock`` in English (an option's second name is English)."""
        names = [name for name in action.option_strings if name.startswith("--")] or action.option_strings
        return names[1] if self.english and len(names) > 1 else names[0]

    def shown_choices(self, action: argparse.Action) -> list[str]:
        """An option's choices in the player's language (``--voix`` takes both)."""
        both: Sequence[object] = getattr(action, "choices_by_language", {}).get(
            "en" if self.english else "fr", list(action.choices or ())
        )
        return [str(choice) for choice in both]

    # ------------------------------------------------------------ help

    def format_usage(self) -> str:
        return self.format_help()

    def format_help(self) -> str:
        commands: list[HelpEntry] = []
        options: list[HelpEntry] = []
        arguments: list[HelpEntry] = []
        for action in self._actions:
            if action.help == argparse.SUPPRESS:
                continue
            if isinstance(action, argparse._SubParsersAction):
                for choice in action._choices_actions:
                    parser = action.choices[choice.dest]
                    # Its English name is its alias (partie, replay); a few have only one.
                    alias = next(
                        (w for w, p in action.choices.items() if p is parser and w != choice.dest), None
                    )
                    shown = alias if self.english and alias else choice.dest
                    commands.append(HelpEntry(shown, str(choice.help or ""), []))
            elif action.option_strings:
                metavar = (
                    action.metavar if isinstance(action.metavar, str) and "{" not in action.metavar else None
                )
                if metavar is None and action.nargs != 0 and action.choices is None:
                    metavar = action.dest.upper()
                written = self.option_written(action) + (
                    f" {metavar}" if metavar and action.nargs != 0 else ""
                )
                listed = hasattr(action, "choices_by_language") or (
                    action.choices is not None and not isinstance(action.choices, range)
                )
                choices = self.shown_choices(action) if listed else []
                options.append(HelpEntry(written, str(action.help or ""), choices))
            else:
                arguments.append(HelpEntry(str(action.metavar or action.dest), str(action.help or ""), []))
        return (
            "\n".join(describe_help(self.tr, self.prog, self.description, commands, arguments, options))
            + "\n"
        )
