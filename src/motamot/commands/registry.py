"""The command registry: every command a player can give, once.

Each command has an id (what the code and the key maps name), the words a
player types for it in French and in English, an example of its argument,
a help line, the help topic it is listed under, and the name of the method
that carries it out. The line interface, the full screen's command line and
the referee desk all parse typed words through a registry, and their help
is generated from it, so a command exists in every interface or in none.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum

from motamot.i18n import fold

# What changes the game or gives the turn away: never offered for a mistyped word.
TURN_ENDING = frozenset(
    "pass exchange resign resign_by challenge challenge_by accept loss close_turn penalty correct "
    "overdraw late warning".split()
)
# What makes the engine search, for a while: on a server, carried out in a thread of its own.
SEARCHING = frozenset({"hint", "analysis"})


class Topic(StrEnum):
    """Help topics: ``aide`` lists them, ``aide grille`` reads one."""

    PLAY = "jouer"
    RACK = "chevalet"
    BOARD = "grille"
    GAME = "partie"
    SPEECH = "parole"
    REFEREE = "arbitrage"


@dataclass(frozen=True)
class Command:
    id: str
    words: tuple[str, ...]  # French first, then English; the first of each is shown in help
    help: str  # the help line, marked with N_ and translated when said
    topic: Topic
    handler: str  # the method of the command target that runs it: handler(player, argument)
    argument: str = ""  # an example of the argument, shown in help ("H", "E 1")
    english: str = ""  # the English word shown in English help


class Registry:
    """A set of commands, found by any of their words, accented or not."""

    def __init__(self, commands: Iterable[Command]) -> None:
        self.commands: dict[str, Command] = {}
        self._by_word: dict[str, Command] = {}
        for command in commands:
            if command.id in self.commands:
                raise ValueError(f"two commands named {command.id}")
            self.commands[command.id] = command
            for word in command.words:
                key = fold(word)
                if key in self._by_word:
                    raise ValueError(f"{word} names both {self._by_word[key].id} and {command.id}")
                self._by_word[key] = command

    def __iter__(self) -> Iterator[Command]:
        return iter(self.commands.values())

    def __getitem__(self, command_id: str) -> Command:
        return self.commands[command_id]

    def find(self, word: str) -> Command | None:
        return self._by_word.get(fold(word))

    def nearest(self, word: str) -> Command | None:
        """The command whose word is closest to a mistyped one, if any is close; never one
        that gives the turn away or ends the game (pass, exchange, resign...): a player who
        types it on that advice loses a turn ("case" is close to "passe")."""
        harmless = [w for w, command in self._by_word.items() if command.id not in TURN_ENDING]
        close = difflib.get_close_matches(fold(word), harmless, n=1, cutoff=0.6)
        return self._by_word[close[0]] if close else None

    def topics(self) -> list[Topic]:
        used = {command.topic for command in self.commands.values()}
        return [topic for topic in Topic if topic in used]

    def in_topic(self, topic: Topic) -> list[Command]:
        return [c for c in self.commands.values() if c.topic is topic]
