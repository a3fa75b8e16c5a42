"""Any table in plain lines: every announcement is one printed line, which a console
screen reader or a braille display reads as it comes, and is also spoken by the
chosen speaker (screen reader, own voice, or none).

People type moves in French notation (``H4 MOT``, ``4H MOT``, lower case for a
joker; ``H4 MOT ?`` to hear it first), a room's slips (``Anne H4 MOT``) or a
command word from the table's registry; the table carries them out
(``commands.dispatch``). The computer plays its own turns and the session saves
after every action. The clock is watched while the player thinks: its warnings
are printed (and spoken) when they come due, not at the next line typed.
"""

from __future__ import annotations

from collections.abc import Callable

from motamot.commands.base import Table
from motamot.describe.menu import describe_prompt
from motamot.lines.reader import LineReader

Read = Callable[[str], "str | None"]  # returns None at the end of input


class LineTable:
    """Reads a line, hands it to the table, lets the clock run between lines."""

    def __init__(self, table: Table, read: Read | LineReader) -> None:
        self.table, self.read = table, read
        self._named: str | None = None  # the name the last prompt said

    def run(self) -> str:
        """Play until the player leaves ("menu" or "quit") or the input ends; after the end
        of the game the player may still read the board, the scores, the analysis."""
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
                if table.playing:
                    table.end_of_input()  # saved, or written elsewhere: said as it is
                break
            with table.announcer.held():  # the answer and the computer's reply: one block
                table.clock_ran()
                table.typed_line(line)
        return table.outcome or ("over" if not table.playing else "quit")

    def prompt(self) -> str:
        """Whose line it is, when that changed: a screen reader reads the prompt after every
        answer, and the same name each time is noise."""
        name = self.table.prompt_name()
        shown = name if name != self._named else None
        self._named = name
        return describe_prompt(shown)

    # While the player thinks (lines.reader.Watch): the clock's warnings and time running out.

    def seconds_to_next(self) -> float | None:
        return self.table.seconds_to_next_clock_event()

    def due(self) -> bool:
        """What came due, said; True when the prompt no longer stands (the turn changed, the
        game ended). A late duplicate move keeps its prompt: it is still heard, and scores zero."""
        asked = self.table.prompt_name()
        self.table.clock_ran()
        return self.table.prompt_name() != asked
