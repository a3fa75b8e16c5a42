"""The announcer: every sentence goes to the screen and to the speaker, and is
kept so the player can hear it again or step back through earlier ones.

The history is kept by answer, not by sentence: everything one key, one line or one event
made motamot say is one entry (issue 50), so hearing the computer's move again is one key,
and stepping back goes from one answer to the one before. An answer of several messages
(``answer.Break``) is one entry a message (issue 60)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path

from motamot.files import RecordError, write_atomically
from motamot.speech.answer import Again, Answer, Braille, Break, Cue, Rate, Say, Stop
from motamot.speech.pronunciation import for_the_ear
from motamot.speech.speakers import Speaker

HISTORY = 200
# Given the speaker that broke, the one to speak instead and the sentence that says so.
Replacement = Callable[[Speaker], tuple[Speaker, str]]


class Announcer:
    def __init__(
        self, speaker: Speaker, write: Callable[[str], None], replace: Replacement | None = None
    ) -> None:
        self.speaker, self.write, self.replace = speaker, write, replace
        self.history: list[str] = []  # each whole answer, oldest first
        self._back = 0  # how far back the player has stepped
        self._answer: list[str] | None = None  # the sentences of the answer being said
        self._held: list[str] | None = None
        # Where written-only text goes instead of the terminal, when a screen reader would read
        # every written line aloud (lines under Orca spoke the braille board cell by cell).
        self.aside: Path | None = None
        # Told of each sentence saying what happened to the game, once shown: the full screen
        # says it again when a key cuts it short.
        self.on_event: Callable[[str], None] | None = None
        # Told of what was written, once written: the lines say a cut event again.
        self.on_written: Callable[[str], None] | None = None
        # Plays an answer's sound cues on this machine: set by whoever opens the cue player (the
        # application), so that a table and the interface showing it never hold the player.
        self.cue: Callable[[str], None] | None = None
        # How a sentence is cut into printed lines (``cut_by``); spoken whole all the same.
        self._cut: Callable[[str], list[str]] | None = None

    @contextlib.contextmanager
    def cut_by(self, cut: Callable[[str], list[str]] | None) -> Iterator[None]:
        """Sentences printed meanwhile as ``cut`` lays them out in lines (a training's, each
        within a braille display's 40 cells: ``describe.short_lines.short_lines``), and heard
        whole; None leaves each sentence on one line."""
        before, self._cut = self._cut, cut
        try:
            yield
        finally:
            self._cut = before

    def _printed(self, text: str) -> str:
        return text if self._cut is None else "\n".join(self._cut(text))

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """Lines written meanwhile go out together at the end, in one write. A screen reader
        reading the terminal then reads them once: written apart (a move, then the computer's
        reply a moment later), Orca read the later lines twice when it lagged (measured)."""
        if self._held is not None:
            yield
            return
        self._held = []
        try:
            yield
        finally:
            lines, self._held = self._held, None
            if lines:
                self._write("\n".join(lines))

    def _write(self, text: str) -> None:
        self.write(text)
        if self.on_written is not None:
            self.on_written(text)

    def flush(self) -> None:
        """What is held so far, written now (the computer then thinks at length); the rest
        is still held."""
        if self._held:
            lines, self._held = self._held, []
            self._write("\n".join(lines))

    def show(self, text: str) -> None:
        """Written only: not spoken, not kept (the braille board, for the display)."""
        if self._held is None:
            self._write(text)
        else:
            self._held.append(text)

    def set_aside(self, text: str, name: str) -> Path | None:
        """``text`` written to the file ``name`` in the ``aside`` folder, for a braille display
        to open: its path. Without that folder, or when the file cannot be written, it is
        written here instead: None."""
        if self.aside is not None:
            path = self.aside / name
            with contextlib.suppress(RecordError):
                write_atomically(path, text + "\n")
                return path
        self.show(text)
        return None

    @contextlib.contextmanager
    def one_answer(self) -> Iterator[None]:
        """What is announced meanwhile is kept as one entry of the history, whole (a key's
        answer, a help page, the opening)."""
        if self._answer is not None:
            yield
            return
        self._answer = []
        try:
            yield
        finally:
            said, self._answer = self._answer, None
            if said:
                self._keep(" ".join(said))

    def render(self, answer: Answer) -> None:
        """A table's answer, said and shown in order, kept as one entry of the history (one
        a message, when it has breaks); its cues played by ``cue``."""
        with self.one_answer():
            self._render(answer)

    def _render(self, answer: Answer) -> None:
        cue = self.cue
        for item in answer.items:
            if isinstance(item, Say):
                self.announce(item.text, item.interrupt, item.kept)
                if item.event and self.on_event is not None:
                    self.on_event(item.text)
            elif isinstance(item, Braille):
                where = self.set_aside(item.text, "braille.txt")
                if where is not None:
                    # The folder by its last name: a whole path is heard as a minute of "barre oblique".
                    self.announce(item.aside.format(file=where.name, folder=where.parent.name), True)
            elif isinstance(item, Cue):
                if cue is not None:
                    cue(item.name)
            elif isinstance(item, Stop):
                self.stop()
            elif isinstance(item, Rate):
                applied = self.set_rate(item.value) or self.speaker.name != "screen-reader"
                self.announce(item.applied if applied else item.kept, interrupt=True)
            elif isinstance(item, Again):
                self._step(item)
            elif isinstance(item, Break):
                self._end_message()

    def _end_message(self) -> None:
        """What the answer said so far is an entry of the history; what follows another."""
        if self._answer:
            self._keep(" ".join(self._answer))
            self._answer = []

    def _step(self, again: Again) -> None:
        steps = {
            "repeat": self.repeat,
            "back": self.step_back,
            "forward": self.step_forward,
            "first": self.first,
            "latest": self.latest,
        }
        if steps[again.step]() is None and again.otherwise:
            # Not kept: F2 after "nothing before" says the answer the player was on.
            self.announce(again.otherwise, interrupt=True, kept=False)

    def announce(self, text: str, interrupt: bool = False, kept: bool = True) -> None:
        """Print and speak. Moving about interrupts; game events queue up. A sentence not
        ``kept`` (an acknowledgement such as "Commande.") stays out of the history."""
        self._replace_broken()
        self.show(self._printed(text))
        self._speak(text, interrupt)
        if kept and self._answer is not None:
            self._answer.append(text)
        elif kept:
            self._keep(text)

    def _keep(self, text: str) -> None:
        self.history.append(text)
        del self.history[:-HISTORY]
        self._back = 0

    def _speak(self, text: str, interrupt: bool) -> None:
        """Say ``text`` unless the speaker only prints (the text is already written). A speaker
        that breaks on it is replaced: the player is told, then hears it."""
        if self.speaker.name == "text":
            return
        said = for_the_ear(text)
        self.speaker.say(said, interrupt)
        if self.speaker.broken:
            self._replace_broken()
            if self.speaker.name != "text":
                self.speaker.say(said, interrupt)

    def _replace_broken(self) -> None:
        """A speaker found broken (its worker noticed since the last sentence, or it failed on
        this one) gives way to the next, which first says why."""
        while self.speaker.broken and self.replace is not None:
            broken = self.speaker
            self.speaker, notice = self.replace(broken)
            with contextlib.suppress(Exception):  # it is broken: closing it may fail too
                broken.close()
            self.show(notice)
            self._keep(notice)
            if self.speaker.name != "text" and not self.speaker.broken:
                self.speaker.say(notice)

    def repeat(self) -> str | None:
        """Say the last announcement again (or the one stepped back to)."""
        if not self.history:
            return None
        text = self.history[-1 - self._back]
        self._say_again(text)
        return text

    def step_back(self) -> str | None:
        """Say the announcement before the one last repeated; None at the start."""
        if self._back + 1 >= len(self.history):
            return None
        self._back += 1
        text = self.history[-1 - self._back]
        self._say_again(text)
        return text

    def step_forward(self) -> str | None:
        """Say the announcement after the one last repeated; None at the latest."""
        if self._back == 0:
            return None
        self._back -= 1
        text = self.history[-1 - self._back]
        self._say_again(text)
        return text

    def first(self) -> str | None:
        """Say the oldest announcement kept."""
        if not self.history:
            return None
        self._back = len(self.history) - 1
        text = self.history[0]
        self._say_again(text)
        return text

    def latest(self) -> str | None:
        """Say the latest announcement again."""
        self._back = 0
        return self.repeat()

    def stop(self) -> None:
        self.speaker.stop()

    def set_rate(self, rate: int) -> bool:
        """Change the own voice's rate; False when the speaker keeps its own (a screen reader)."""
        set_rate = getattr(self.speaker, "set_rate", None)
        if set_rate is None:
            return False
        set_rate(rate)
        return True

    def _say_again(self, text: str) -> None:
        self._replace_broken()
        self.show(self._printed(text))
        self._speak(text, interrupt=True)
