"""One dispatch for every table: a typed line, or a key's command, carried out.

Every kind of game (the classic game, the referee desk, duplicate alone, a duplicate
room) is a table that fills the hooks of ``Dispatched``: its own registry, how it
reads a line that is neither a command nor a move (a room's slips start with a
player's name), how it reads a move, and what an empty line means. The line
interface, the full screen's command line and its keys all come through here, so a
command is found, refused or carried out the same way everywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from gettext import NullTranslations
from typing import ClassVar, Protocol

from motamot.commands.awaiting import Awaiting
from motamot.commands.registry import Command, Registry
from motamot.describe.commands import (
    describe_control_characters,
    describe_line_too_long,
    describe_nothing_after,
)
from motamot.i18n import control_characters, typed
from motamot.net.protocol import MAX_LINE
from motamot.rules.notation import WrittenMove, parse_coordinate, parse_move
from motamot.rules.refusals import IllegalMove
from motamot.speech.answer import Answer, cue, say


class Dispatched(Protocol):
    """What a table gives the dispatch: each hook returns what it answers."""

    registry: ClassVar[Registry]
    pending: Awaiting | None  # something waiting for a yes (a move heard, resigning, quitting)

    @property
    def tr(self) -> NullTranslations: ...

    def handler(self, command: Command) -> Callable[[int, str], Answer]: ...

    def refuse(self, refused: IllegalMove) -> Answer: ...

    def unknown(self, word: str) -> Answer: ...

    def typed_entry(self, player: int, line: str) -> Answer | None:
        """A line of the table's own form (a room's ``Anne H4 MOT``), carried out; None if not one."""

    def typed_move(self, player: int, move: WrittenMove, heard_first: bool) -> Answer:
        """A move as typed (``H4 MOT``), read once into its value; ``heard_first`` when it
        ended with ``?`` (``H4 MOT ?``: its words and score said before it is played)."""

    def empty_line(self, player: int) -> Answer: ...

    def barred(self, command: Command | None) -> Answer | None:
        """Why the command (None: any other line) may not be carried out now, said; None when
        it may."""


# Commands that answer what is waiting for a yes rather than drop it.
ANSWERS = frozenset({"yes", "no"})


def looks_like_move(text: str) -> bool:
    """Whether typed text starts with a coordinate (H4, 4H), even a wrong one (Z4, H16)."""
    first = text.split()[0] if text.split() else ""
    try:
        parse_coordinate(first)
    except IllegalMove:
        # A letter then a number, or a number then a letter: a square mistyped, not a command.
        return (first[:1].isalpha() and first[1:].isdigit()) or (
            first[-1:].isalpha() and first[:-1].isdigit()
        )
    return True


def unread(tr: NullTranslations, line: str) -> str | None:
    """Why a typed line is not read at all, said: longer than any command, move or message
    (``net.protocol.MAX_LINE``, the limit the server's protocol holds lines to as well), or
    holding control characters, which no command holds and which are named; None when it is
    read. Nothing of it is said back."""
    if len(line) > MAX_LINE:
        return describe_line_too_long(tr, len(line), MAX_LINE)
    controls = control_characters(line)
    return describe_control_characters(tr, controls) if controls else None


def run_typed(table: Dispatched, player: int, line: str) -> Answer:
    """Carry out one typed line: a command word and its argument, the table's own form,
    or a move; a refusal is said and changes nothing."""
    refusal = unread(table.tr, line)
    if refusal is not None:  # what was waiting for a yes still waits: nothing was read
        return cue("refused") + say(refusal)
    line = typed(line).strip()
    word, _sep, rest = line.partition(" ")
    command = table.registry.find(word) if word else None
    if command is not None:
        if rest.strip() and not command.argument:
            # Words it does not expect: refused whole, never half-obeyed ("passe maintenant").
            return say(describe_nothing_after(table.tr, word))
        return run_command(table, player, command.id, rest.strip())
    if (barred := table.barred(None)) is not None:
        return barred
    table.pending = None  # anything else: what was waiting for a yes is dropped
    try:
        if (entry := table.typed_entry(player, line)) is not None:
            return entry
        if not line:
            return table.empty_line(player)
        if looks_like_move(line):
            return table.typed_move(player, parse_move(line.removesuffix("?")), line.endswith("?"))
        return table.unknown(word)
    except IllegalMove as refused:
        return table.refuse(refused)


def run_command(table: Dispatched, player: int, command_id: str, argument: str = "") -> Answer:
    """Carry out one registered command; a refusal is said and changes nothing."""
    command = table.registry[command_id]
    if (barred := table.barred(command)) is not None:
        return barred
    if command.id not in ANSWERS:
        table.pending = None  # another command: what was waiting for a yes is dropped
    try:
        return table.handler(command)(player, argument)
    except IllegalMove as refused:
        return table.refuse(refused)
