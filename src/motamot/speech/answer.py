"""What a table answers: a value, not a call.

Every request a table carries out (a typed line, a key, the clock coming due, the computer's
move) gives back an ``Answer``: the sentences to say, in order, and the few commands that go
with them (a sound cue, silence, the voice's rate, a step through the history, braille lines
for the display, where one message ends and the next begins). Like a screen reader's speech
sequence, it is text plus commands. Whoever shows the table renders it: the announcer on this
machine (lines, full screen), the server for a seat at another home (sent as JSON items,
rendered there by that player's announcer), the web page (its live region). Tables never speak
themselves, so every interface says the same thing and a test compares what a table answered as
a value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Step = Literal["repeat", "back", "forward", "first", "latest"]
STEPS: tuple[Step, ...] = ("repeat", "back", "forward", "first", "latest")


@dataclass(frozen=True)
class Say:
    """A sentence printed and spoken. ``interrupt``: an answer to what the player asked, it
    cuts off what was being said (game events queue up instead). Not ``kept``: an
    acknowledgement that stays out of the history. ``event``: what happened to the game (a
    move played, a challenge's result, a time-out, the end), which must not be lost: a key
    that cuts it short has it said again after its own answer."""

    text: str
    interrupt: bool = False
    kept: bool = True
    event: bool = False


@dataclass(frozen=True)
class Braille:
    """Braille lines for the display, written and never spoken; where a screen reader would
    read each cell aloud, they go to a file instead and ``aside`` is said, its ``{file}`` and
    ``{folder}`` filled with where they went."""

    text: str
    aside: str


@dataclass(frozen=True)
class Cue:
    name: str


@dataclass(frozen=True)
class Stop:
    """Silence: what is being said stops."""


@dataclass(frozen=True)
class Rate:
    """The own voice's rate changed: ``applied`` said when the voice takes it, ``kept`` when
    the player's screen reader keeps its own."""

    value: int
    applied: str
    kept: str


@dataclass(frozen=True)
class Again:
    """A step through what was said (repeat, back, forward, first, latest), made by whoever
    keeps the history; ``otherwise`` said when there is nothing that way."""

    step: Step
    otherwise: str = ""


@dataclass(frozen=True)
class Break:
    """Where one message ends and the next begins: what follows is an entry of the history of
    its own (F2 says it again alone), and a screen reader reading the full screen is shown it
    once it could have said what came before whole. A text too long to be heard in one go
    (the end of a game, the lobby's welcome) is said as several messages, none over twelve
    seconds (issue 60)."""


Item = Say | Braille | Cue | Stop | Rate | Again | Break


@dataclass(frozen=True)
class Answer:
    items: tuple[Item, ...] = ()

    def __add__(self, other: Answer) -> Answer:
        return Answer(self.items + other.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def settled(self, sounds: bool = True) -> Answer:
        """The answer as it is rendered: a break with nothing said before it, or right after
        another, left out (``AnswerBuilder.apart`` cannot know what comes before its part);
        the cues too when the player turned the sounds off."""
        items: list[Item] = []
        said = False
        for item in self.items:
            if isinstance(item, Break) and (not said or isinstance(items[-1], Break)):
                continue
            if isinstance(item, Cue) and not sounds:
                continue
            said = said or isinstance(item, Say)
            items.append(item)
        return Answer(tuple(items))

    def messages(self) -> list[Answer]:
        """The answer cut at its breaks: each message said on its own, in order (none empty)."""
        parts: list[list[Item]] = [[]]
        for item in self.items:
            if isinstance(item, Break):
                parts.append([])
            else:
                parts[-1].append(item)
        return [Answer(tuple(part)) for part in parts if part]

    @property
    def sentences(self) -> list[str]:
        """What is said, in order (the history steps and cues left out)."""
        return [item.text for item in self.items if isinstance(item, Say)]

    def to_json(self) -> list[list[Any]]:
        """The items as the server sends them: ``["say", text, interrupt, kept, event]``,
        ``["braille", text, aside]``, ``["cue", name]``, ``["stop"]``,
        ``["rate", value, applied, kept]``, ``["again", step, otherwise]``, ``["break"]``."""
        out: list[list[Any]] = []
        for item in self.items:
            if isinstance(item, Say):
                out.append(["say", item.text, item.interrupt, item.kept, item.event])
            elif isinstance(item, Braille):
                out.append(["braille", item.text, item.aside])
            elif isinstance(item, Cue):
                out.append(["cue", item.name])
            elif isinstance(item, Stop):
                out.append(["stop"])
            elif isinstance(item, Rate):
                out.append(["rate", item.value, item.applied, item.kept])
            elif isinstance(item, Break):
                out.append(["break"])
            else:
                out.append(["again", item.step, item.otherwise])
        return out

    @classmethod
    def from_json(cls, data: object) -> Answer:
        """The items a server sent, those of a known kind with fields of the right kind; the
        rest left out (a client trusts a server no more than the server trusts it)."""
        items: list[Item] = []
        for raw in data if isinstance(data, list) else []:
            if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
                continue
            kind, rest = raw[0], raw[1:]
            texts = [r for r in rest if isinstance(r, str)]
            if kind == "say" and rest and isinstance(rest[0], str):
                flags = [bool(r) for r in rest[1:4]] + [False, True, False][len(rest[1:4]) :]
                items.append(Say(rest[0], flags[0], flags[1], flags[2]))
            elif kind == "braille" and len(texts) == 2 == len(rest):
                items.append(Braille(texts[0], texts[1]))
            elif kind == "cue" and rest and isinstance(rest[0], str) and rest[0].isidentifier():
                items.append(Cue(rest[0]))
            elif kind == "stop":
                items.append(Stop())
            elif kind == "break":
                items.append(Break())
            elif kind == "rate" and len(rest) == 3 and type(rest[0]) is int and len(texts) == 2:
                items.append(Rate(rest[0], texts[0], texts[1]))
            elif kind == "again" and len(rest) == 2 and rest[0] in STEPS and isinstance(rest[1], str):
                items.append(Again(rest[0], rest[1]))
        return cls(tuple(items))


@dataclass
class AnswerBuilder:
    """An answer being written, step by step, by the one request being carried out (a local
    value: a table holds none)."""

    items: list[Item] = field(default_factory=list)

    def add(self, item: Item) -> None:
        self.items.append(item)

    def extend(self, answer: Answer) -> None:
        """What another step answered, after what is written so far."""
        self.items.extend(answer.items)

    def say(self, text: str) -> None:
        """The module's ``say``, written next."""
        self.extend(say(text))

    def tell(self, text: str) -> None:
        """The module's ``tell``, written next."""
        self.extend(tell(text))

    def tell_event(self, text: str) -> None:
        """What happened to the game: it queues up, and is never lost (``Say.event``)."""
        self.items.append(Say(text, event=True))

    def cue(self, name: str) -> None:
        """The module's ``cue``, written next."""
        self.extend(cue(name))

    def apart(self) -> None:
        """What is added next begins a message of its own (``Break``), unless nothing is said
        yet or a message has just ended."""
        if any(isinstance(item, Say) for item in self.items) and not isinstance(self.items[-1], Break):
            self.items.append(Break())

    def apart_after(self) -> None:
        """As ``apart``, where this answer may follow another that said something: the break is
        written, and ``Answer.settled`` leaves it out if nothing was said before it in the end."""
        if not self.items or not isinstance(self.items[-1], Break):
            self.items.append(Break())

    @property
    def sentences(self) -> list[str]:
        """What is said so far."""
        return Answer(tuple(self.items)).sentences

    def take(self) -> Answer:
        answer, self.items = Answer(tuple(self.items)), []
        return answer


# A one-step answer, as a handler that says one thing returns it.


def say(text: str) -> Answer:
    """An answer to what the player asked: it cuts off what was being said."""
    return Answer((Say(text, interrupt=True),))


def tell(text: str) -> Answer:
    """More of an answer: it queues up after what is being said."""
    return Answer((Say(text),))


def cue(name: str) -> Answer:
    return Answer((Cue(name),))
