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

import contextlib
import time
from collections.abc import Callable

from motamot.commands.base import Table
from motamot.describe.menu import describe_prompt
from motamot.describe.short_lines import short_lines
from motamot.lines.read_aloud import ReadAloud
from motamot.lines.reader import LineReader
from motamot.requests import Line
from motamot.sessions.thinking import THINKING_SAID_AFTER
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer
from motamot.speech.detect import OPENING_DELAY

Read = Callable[[str], "str | None"]  # returns None at the end of input


class LineTable:
    """Reads a line, hands it to the table, says the table's answer (``announcer``: printed and
    spoken here), lets the clock run between lines."""

    def __init__(
        self,
        table: Table,
        announcer: Announcer,
        read: Read | LineReader,
        screen_reader: bool = False,
        preface: str = "",
    ) -> None:
        self.table, self.announcer, self.read = table, announcer, read
        # A screen reader takes in a new terminal first: what is printed at once is not read.
        self.opening_delay = OPENING_DELAY if screen_reader else 0.0
        self.preface = preface  # the first start's welcome, said as the table opens
        table.think_aside = True  # the player's own move is printed before the computer thinks
        self._named: str | None = None  # the name the last prompt said
        self._line_said: list[str] = []  # what the line being answered made motamot say
        self.read_aloud: ReadAloud | None = None
        if isinstance(read, LineReader) and read.watches:
            if screen_reader or announcer.speaker.name not in ("text", "silent"):
                # Something reads the lines aloud, and a key typed stops it.
                self.read_aloud = read_aloud = ReadAloud()
                announcer.on_event, announcer.on_written = read_aloud.note_event, read_aloud.printed
                read.on_key = read_aloud.key_pressed

    def run(self) -> str:
        """Play until the player leaves ("menu" or "quit") or the input ends; after the end
        of the game the player may still read the board, the scores, the analysis."""
        with self.announcer.cut_by(short_lines if self.table.braille_lines else None):
            return self._run()

    def _run(self) -> str:
        table = self.table
        if self.preface:
            self.announcer.announce(self.preface)
        time.sleep(self.opening_delay)
        self.said(table.begin(self.preface))
        with self.held():
            self.think()
        while table.outcome is None:
            if isinstance(self.read, LineReader) and self.read.watches:
                line = self.read(self.prompt(), watch=self)
                if self.read.interrupted:
                    continue  # the clock changed the turn: ask again, with the new prompt
            else:
                line = self.read(self.prompt())
            if line is None:
                if table.playing:
                    self.said(table.end_of_input())  # saved, or written elsewhere: said as it is
                break
            with self.held():  # the answer and a quick reply of the computer: one block
                self._line_said = []
                self.said(table.clock_due())
                self.said(table.request(Line(line)))
                self.think()
                self.say_cut_again()
        return table.outcome or ("over" if not table.playing else "quit")

    def think(self) -> None:
        """The computer's moves, each chosen in a worker thread. A quick one is written with
        what came before it; when a choice takes long, what came before and the sentence
        saying it is coming are written at once, then the move."""
        table = self.table
        while (thought := table.thought) is not None:
            thought.start()
            if not thought.done.wait(THINKING_SAID_AFTER):
                self.said(table.say_thinking())
                self.announcer.flush()
                thought.done.wait()
            self.said(table.conclude_thought())

    def said(self, answer: Answer) -> None:
        """An answer rendered here; its sentences kept, for the prompt that follows."""
        self.announcer.render(answer)
        self._line_said += answer.sentences

    def say_cut_again(self) -> None:
        """What happened to the game that a key typed cut short, said once after the line's
        answer (unless that answer said it), never inside it."""
        if self.read_aloud is None:
            return
        said = " ".join(self._line_said)
        for text in self.read_aloud.take_cut():
            if text not in said:
                self.announcer.announce(text, kept=False)  # already in the history

    def held(self) -> contextlib.AbstractContextManager[None]:
        return self.announcer.held()

    def prompt(self) -> str:
        """Whose line it is, when that changed and the answer did not just say it ("À Anne de
        jouer.", then the rack): a screen reader reads the prompt after every answer, and the
        same name each time is noise."""
        name = self.table.prompt_name()
        said = " ".join(self._line_said)
        shown = name if name != self._named and (name is None or name not in said) else None
        self._named = name
        return describe_prompt(shown)

    # While the player thinks (lines.reader.Watch): the clock's warnings and time running out.

    def seconds_to_next(self) -> float | None:
        return self.table.seconds_to_next_clock_event()

    def due(self) -> bool:
        """What came due, said; True when the prompt no longer stands (the turn changed, the
        game ended). A late duplicate move keeps its prompt: it is still heard, and scores zero."""
        asked = self.table.prompt_name()
        self._line_said = []
        self.said(self.table.clock_due())
        self.think()  # time running out may have given the computer its turn
        return self.table.prompt_name() != asked
