"""The announcer: every sentence goes to the screen and to the speaker, and is
kept so the player can hear it again or step back through earlier ones."""

from __future__ import annotations

from collections.abc import Callable

from motamot.speech.speakers import Speaker

HISTORY = 200


class Announcer:
    def __init__(self, speaker: Speaker, write: Callable[[str], None]) -> None:
        self.speaker, self.write = speaker, write
        self.history: list[str] = []
        self._back = 0  # how far back the player has stepped

    def announce(self, text: str, interrupt: bool = False, kept: bool = True) -> None:
        """Print and speak. Moving about interrupts; game events queue up. A sentence not
        ``kept`` (an acknowledgement such as "Commande.") stays out of the history."""
        self.write(text)
        if self.speaker.name != "text":  # printed lines are already written
            self.speaker.say(text, interrupt)
        if kept:
            self.history.append(text)
            del self.history[:-HISTORY]
            self._back = 0

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
        self.write(text)
        if self.speaker.name != "text":
            self.speaker.say(text, interrupt=True)
