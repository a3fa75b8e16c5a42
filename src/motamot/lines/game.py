"""A game in plain lines: every announcement is one printed line, which a console
screen reader or a braille display reads as it comes, and is also spoken by
the chosen speaker (screen reader, own voice, or none).

People type moves in French notation (``H4 MOT``, ``4H MOT``, lower case for
a joker; ``H4 MOT ?`` to hear it first) or a command word from the registry
(``commands.catalogue``); the game-command layer carries them out. The
computer plays its own turns, and the session saves after every action.
"""

from __future__ import annotations

from collections.abc import Callable

from motamot.commands.table import CommandTarget, run_typed
from motamot.describe.menu import describe_prompt
from motamot.describe.messages import Message, message
from motamot.lines.reader import LineReader
from motamot.rules.referee import RefereeGame

Read = Callable[[str], "str | None"]  # returns None at the end of input


class LineGame:
    """Reads a line, hands it to the commands, lets the clock and the computer play."""

    def __init__(self, commands: CommandTarget, read: Read | LineReader) -> None:
        self.commands, self.read = commands, read
        self.table = commands.table

    def run(self) -> str:
        """Play until the player leaves ("menu" or "quit") or the input ends; after the end
        of the game the player may still ask for the analysis, the scores, the board."""
        table = self.table
        table.start()
        while table.outcome is None:
            if isinstance(self.read, LineReader) and self.read.watches:
                line = self.read(self.prompt(), watch=self)
                if self.read.interrupted:
                    continue  # the clock changed the turn: ask again, with the new prompt
            else:
                line = self.read(self.prompt())
            if line is None:
                if table.game.over is None:
                    table.say(message(table.tr, Message.END_OF_INPUT))
                break
            with table.announcer.held():  # the answer and the computer's reply: one block
                table.clock_ran()
                run_typed(self.commands, table.game.turn, line)
                table.computers_play()
        return table.outcome or ("over" if table.game.over is not None else "quit")

    # While the player thinks (lines.reader.Watch): the clock's warnings and time running out.

    def seconds_to_next(self) -> float | None:
        return self.table.session.seconds_to_next_clock_event()

    def due(self) -> bool:
        table = self.table
        turn = table.game.turn
        table.clock_ran()
        return table.game.turn != turn or table.game.over is not None

    def prompt(self) -> str:
        game = self.table.game
        if game.over is not None:
            return describe_prompt(None)
        waiting = game.awaiting_racks if isinstance(game, RefereeGame) else None
        return describe_prompt(self.table.names[waiting[0] if waiting else game.turn])
