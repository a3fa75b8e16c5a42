"""A duplicate game in plain lines: the rack is announced, the player reads the board
and types a move; its score, the top and the gap to the top follow, then the next
rack. The time per move is watched while the player thinks: its warnings are printed
(and spoken) when they come due."""

from __future__ import annotations

from motamot.commands.duplicate import DuplicateCommands
from motamot.describe.menu import describe_prompt
from motamot.describe.messages import Message, message
from motamot.lines.game import Read
from motamot.lines.reader import LineReader


class LineDuplicate:
    def __init__(self, commands: DuplicateCommands, read: Read | LineReader) -> None:
        self.commands, self.read = commands, read

    def run(self) -> str:
        """Play until the player leaves or the input ends; after the end of the game the
        player may still read the board and the scores."""
        commands = self.commands
        commands.start()
        while commands.outcome is None:
            prompt = describe_prompt(commands.prompt_name())
            if isinstance(self.read, LineReader) and self.read.watches:
                line = self.read(prompt, watch=self)
                if self.read.interrupted:
                    continue
            else:
                line = self.read(prompt)
            if line is None:
                if commands.game.over is None:
                    commands.say(message(commands.tr, Message.END_OF_INPUT))
                break
            with commands.announcer.held():
                commands.clock_ran()
                commands.run_line(line)
        return commands.outcome or ("over" if commands.game.over is not None else "quit")

    # While the player thinks (lines.reader.Watch): the warnings of the time per move.

    def seconds_to_next(self) -> float | None:
        return self.commands.session.seconds_to_next_clock_event()

    def due(self) -> bool:
        self.commands.clock_ran()
        return False  # the question stands: a late move is still heard, and scores zero
