"""The server's lobby: players with a card meet there, open tables (``propose``), take a seat
(``assieds 3``), talk, and each game starts once its table is full.

Everything here is held in memory: an open table is a wish, not a game, and goes when its
people do (a game, once started, is in the store like any other). The lobby answers typed
lines, in the player's language, as a table does: what a line answers goes to who typed it,
what happens in the lobby (an arrival, a new table, a seat taken, a message) to everyone else,
built once per language however many hear it.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from gettext import NullTranslations

from motamot.commands.scene import Scene
from motamot.describe.lobby import (
    describe_lobby_news,
    describe_open_table,
    describe_tables,
    describe_who,
    describe_who_said,
    rules_name,
)
from motamot.describe.messages import Message, message
from motamot.describe.remote import describe_problem
from motamot.describe.words import name_list
from motamot.i18n import fold
from motamot.net.lobby import OpenTableView, Proposal
from motamot.net.protocol import Problem
from motamot.net.protocol import said as _said
from motamot.rules.board import Board
from motamot.rules.duplicate import FFSC
from motamot.rules.numbers import whole_number
from motamot.rules.variants import Preset
from motamot.server.hosted_formulas import HOSTED_FORMULAS, RoomFormula
from motamot.server.muting import change_mute
from motamot.server.store import Store
from motamot.server.talk import checked_talk
from motamot.speech.answer import STEPS, Again, Answer, Break, Item, Say, Step

MAX_OPEN_TABLES = 500
# The lobby's comings and goings (arrivals, departures, new tables) are said at most this
# often, grouped: a crowd arriving, or a hundred tables opened at once, is one sentence a
# second, not a hundred lines (issue 62, point 9).
NEWS_EVERY = 1.0
COMMANDS = {
    "tables": "tables",
    "propose": "propose",
    "assieds": "sit",
    "assieds-toi": "sit",
    "sit": "sit",
    "leve": "stand",
    "stand": "stand",
    "qui": "who",
    "who": "who",
    "dis": "say",
    "say": "say",
    # One person's talk no longer said to this one, kept with their card (``server.muting``).
    "silence": "mute",
    "mute": "mute",
    "ecoute": "unmute",
    "unmute": "unmute",
    "aide": "help",
    "help": "help",
    # What was said in the lobby, stepped through on the player's machine as at a table.
    "repete": "repeat",
    "r": "repeat",
    "repeat": "repeat",
    "avant": "back",
    "back": "back",
    "apres": "forward",
    "forward": "forward",
    "debut": "first",
    "first": "first",
    "fin": "latest",
    "latest": "latest",
    "quitte": "quit",
    "quit": "quit",
}
Send = Callable[[str], None]
# What a step says when there is nothing that way, as at a table (``commands.base.Table``).
STEP_NAMED: dict[str, Step] = {step: step for step in STEPS}
NOTHING_THAT_WAY = {
    "back": Message.NOTHING_BEFORE,
    "first": Message.NOTHING_BEFORE,
    "forward": Message.NOTHING_AFTER,
}


@dataclass(eq=False)
class Member:
    """Someone in the lobby: their card's player, name and rating, their language, whether
    they hear the talk, their connection, and whether it is a page (told the tables as data)."""

    player: int
    name: str
    rating: int | None  # None before the player's first rated game
    tr: NullTranslations
    hears_talk: bool
    send: Send
    page: bool = False
    screen: bool = False  # on the full screen: Enter opens the command line
    table: OpenTable | None = None
    talked: deque[float] = field(default_factory=deque)
    muted: set[str] = field(default_factory=set)  # the folded names whose talk they do not hear
    # A page's: what it was last sent of the lobby (each table's sentence, who, the table it
    # sits at), so that it is sent what changed, not the whole list again at every event.
    shown: dict[str, object] = field(default_factory=dict)


@dataclass
class News:
    """What happened in the lobby since everyone was last told, each with who did it (nobody
    is told of their own coming, going or table)."""

    arrived: list[Member] = field(default_factory=list)
    left: list[Member] = field(default_factory=list)
    opened: list[tuple[Member, OpenTableView]] = field(default_factory=list)


@dataclass(eq=False)
class OpenTable:
    number: int
    proposal: Proposal
    sitting: list[Member]
    starting: bool = False  # full, its game being made: whoever leaves now keeps their seat

    def view(self) -> OpenTableView:
        return OpenTableView(self.number, self.proposal, tuple((m.name, m.rating) for m in self.sitting))


class Refused(Exception):
    """A lobby line that cannot be carried out, and the sentence saying why."""

    def __init__(self, key: Message, **fields: object) -> None:
        super().__init__(key.name)
        self.key, self.fields = key, fields


# A full table's game started on the server: None, or why it could not be.
Start = Callable[[OpenTable], Awaitable[Problem | None]]


class Lobby:
    def __init__(self, start: Start, store: Store | None = None) -> None:
        """``store`` keeps what each card mutes, and whether the talk is open (None: a lobby
        built by hand, kept for now)."""
        self.start, self.store = start, store
        # The organiser may close the lobby's talk (``inviter --salon``): kept in the server's
        # file, so a restart does not open it again.
        self.talk_open = store.lobby_talk_open() if store is not None else True
        self.members: list[Member] = []
        self.tables: dict[int, OpenTable] = {}
        self.last_number = 0
        self._news = News()
        self._news_told_at = -NEWS_EVERY  # when the lobby was last told what happened
        self._news_due: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------ coming and going

    def enter(self, member: Member) -> None:
        """Welcomed with who is there and the open tables; everyone else told once."""
        self.members.append(member)
        tr = member.tr
        said = [[message(tr, Message.LOBBY_WELCOME, name=member.name)]]
        said += [[who] for who in self._who_said(tr)]
        said += tables_said(tr, self._views())
        if not member.page:
            said.append([message(tr, Message.LOBBY_HOW_SCREEN if member.screen else Message.LOBBY_HOW_LINES)])
        self._send(member, spoken(said, interrupt=False))
        self._news.arrived.append(member)
        self._happened()

    def leave(self, member: Member) -> None:
        if member not in self.members:
            return  # moved to its game already
        self.members.remove(member)
        self._news.left.append(member)
        self._happened()
        if member.table is not None and not member.table.starting:
            self._stand(member)
        member.table = None  # at a starting table, the seat stays theirs: their card finds it

    def gone_to_game(self, member: Member) -> None:
        """Seated at the game its table started: out of the lobby, nothing said for it."""
        if member in self.members:
            self.members.remove(member)
        member.table = None

    # ------------------------------------------------------------ a typed line

    async def line(self, member: Member, text: str, number: int) -> bool:
        """A line typed in the lobby, answered to ``member`` (``number``: the request's); whether
        the member left the lobby."""
        word, _, rest = text.strip().partition(" ")
        command = COMMANDS.get(fold(word)) if word else "help"
        tr = member.tr
        try:
            if command is None:
                raise Refused(Message.LOBBY_UNKNOWN_COMMAND, word=word)
            if command == "quit":
                bye = Say(message(tr, Message.LOBBY_QUIT), interrupt=True)
                self._send(member, Answer((bye,)), number, left=True)
                self.leave(member)
                return True
            if (step := STEP_NAMED.get(command)) is not None:
                self._send(member, self._step(member, step), number)
                return False
            said = await self._carry_out(member, command, rest)
            if member not in self.members:  # seated at the game its table started: told there
                member.send(_said([], None, number))
                return False
        except Refused as refused:
            fields = {k: v(tr) if callable(v) else v for k, v in refused.fields.items()}
            said = [[message(tr, refused.key, **fields)]]
        self._send(member, spoken(said), number)
        return False

    def key(self, member: Member, command: str, number: int) -> None:
        """A full screen's key: help is the lobby's own, F3 and the history keys step through
        what was said in the lobby; the board's keys wait for a game."""
        if (step := STEP_NAMED.get(command)) is not None:
            self._send(member, self._step(member, step), number)
            return
        if command == "help":
            self._send(member, spoken([[message(member.tr, key)] for key in LOBBY_HELP]), number)
            return
        self._send(member, Answer((Say(message(member.tr, Message.LOBBY_KEYS), interrupt=True),)), number)

    def _step(self, member: Member, step: Step) -> Answer:
        """A step through what the member was told in the lobby: the history is on their
        machine, which takes the step (``speech.answer.Again``)."""
        otherwise = NOTHING_THAT_WAY.get(step)
        said = message(member.tr, otherwise) if otherwise is not None else ""
        return Answer((Again(step, said),))

    async def _carry_out(self, member: Member, command: str, rest: str) -> list[list[str]]:
        """What a line answers, message by message (each heard whole, none over twelve
        seconds, issue 60), sentence by sentence."""
        tr = member.tr
        if command == "help":
            return [[message(tr, key)] for key in LOBBY_HELP]
        if command == "tables":
            return tables_said(tr, self._views())
        if command == "who":
            return [[who] for who in self._who_said(tr)]
        if command == "say":
            return [[self._talk(member, rest)]]
        if command in ("mute", "unmute"):
            return [[self._mute(member, rest, command == "mute")]]
        if command == "stand":
            if member.table is None:
                raise Refused(Message.LOBBY_NOT_AT)
            number = member.table.number
            self._stand(member)
            return [[message(tr, Message.LOBBY_STOOD, number=number)]]
        if command == "propose":
            return [[self._propose(member, read_proposal(rest))]]
        return [await self._sit(member, rest)]

    # ------------------------------------------------------------ tables

    def _propose(self, member: Member, proposal: Proposal) -> str:
        if member.table is not None:
            raise Refused(Message.LOBBY_ALREADY_AT, number=member.table.number)
        if len(self.tables) >= MAX_OPEN_TABLES:
            raise Refused(Message.LOBBY_TOO_MANY_TABLES)
        self.last_number += 1
        table = OpenTable(self.last_number, proposal, [member])
        self.tables[table.number] = table
        member.table = table
        self._news.opened.append((member, table.view()))
        self._happened()
        return message(member.tr, Message.LOBBY_OPENED, number=table.number)

    async def _sit(self, member: Member, rest: str) -> list[str]:
        number = whole_number(rest)
        if number is None:
            raise Refused(Message.LOBBY_SIT_WHICH)
        table = self.tables.get(number)
        if table is None:
            key = Message.LOBBY_TABLE_GONE if 0 < number <= self.last_number else Message.LOBBY_NO_SUCH_TABLE
            raise Refused(key, number=number)
        if member.table is not None:
            raise Refused(Message.LOBBY_ALREADY_AT, number=member.table.number)
        if any(fold(other.name) == fold(member.name) for other in table.sitting):
            raise Refused(Message.LOBBY_SAME_NAME, number=number, name=member.name)
        table.sitting.append(member)
        member.table = table
        name = member.name
        self._tell_others(member, lambda tr: message(tr, Message.LOBBY_SAT_OTHERS, name=name, number=number))
        free = table.view().free
        if free:
            return [message(member.tr, Message.LOBBY_SAT, number=number, count=free)]
        # Full: out of the open tables before anything waits, so a second "assieds" at the same
        # moment finds it gone (one wins, the other is told).
        del self.tables[number]
        table.starting = True
        refused = await self.start(table)
        table.starting = False
        if refused is None:
            names = [m.name for m in table.sitting]
            for seated in table.sitting:
                self.gone_to_game(seated)
            self._tell_all(
                lambda tr: message(tr, Message.LOBBY_FULL, number=number, names=name_list(tr, names))
            )
            return []
        # The game could not start: the table waits again, without this player and whoever
        # left meanwhile.
        member.table = None
        table.sitting = [m for m in table.sitting if m is not member and m in self.members]
        if table.sitting:
            self.tables[number] = table
        raise Refused(Message.LOBBY_NOT_STARTED, number=number, reason=describe_problem(member.tr, refused))

    def _stand(self, member: Member) -> None:
        table = member.table
        assert table is not None
        member.table = None
        table.sitting.remove(member)
        number = table.number
        if table.sitting:
            name = member.name
            self._tell_others(
                member, lambda tr: message(tr, Message.LOBBY_STOOD_OTHERS, name=name, number=number)
            )
        else:
            del self.tables[number]
            self._tell_others(member, lambda tr: message(tr, Message.LOBBY_CLOSED, number=number))

    # ------------------------------------------------------------ talk

    def _talk(self, member: Member, text: str) -> str:
        if not self.talk_open:
            raise Refused(Message.LOBBY_TALK_CLOSED)
        now = time.monotonic()
        clean = checked_talk(member.talked, text, now)
        if isinstance(clean, Message):
            raise Refused(clean)
        member.talked.append(now)
        self._tell_others(
            member,
            lambda tr: message(tr, Message.TALK_HEARD, name=member.name, text=clean),
            talk=True,
        )
        return message(member.tr, Message.LOBBY_TALK_SENT)

    def _mute(self, member: Member, typed: str, mute: bool) -> str:
        """``silence Max``: what Max says no longer said to ``member``, here and at a table."""
        store = self.store
        known = store.player_names() if store is not None else [m.name for m in self.members]
        player = member.player

        def keep(name: str, muted: bool) -> None:
            if store is not None:
                store.mute(player, name, muted)

        said, name = change_mute(member.muted, member.name, typed, known, mute, keep)
        return message(member.tr, said, name=name)

    def open_talk(self, talk_open: bool) -> None:
        """The organiser opened or closed the lobby's talk: written (sqlite3.Error when it
        cannot), then everyone there is told."""
        if self.store is not None:
            self.store.set_lobby_talk_open(talk_open)
        self.talk_open = talk_open
        key = Message.LOBBY_TALK_OPENED if talk_open else Message.LOBBY_TALK_CLOSED
        self._tell_all(lambda tr: message(tr, key))

    # ------------------------------------------------------------ what is sent

    def _views(self) -> list[OpenTableView]:
        return [table.view() for table in self.tables.values()]

    def _who(self, tr: NullTranslations) -> str:
        return describe_who(tr, [(m.name, m.rating) for m in self.members])

    def _who_said(self, tr: NullTranslations) -> list[str]:
        """Who is there, a few people a message (issue 60)."""
        return describe_who_said(tr, [(m.name, m.rating) for m in self.members])

    def scene(self, tr: NullTranslations) -> dict[str, object]:
        """What a full screen draws in the lobby: no game on the board yet, the lobby's state."""
        status = message(tr, Message.LOBBY_STATUS, count=len(self.tables))
        return Scene(Board(), status=status, playing=True, prompt=None, enter_confirms=False).to_json()

    def _send(self, member: Member, answer: Answer, number: int | None = None, left: bool = False) -> None:
        member.send(_said(answer.to_json(), self.scene(member.tr), number, left))
        if member.page:
            self._send_page(member)

    def _send_page(self, member: Member) -> None:
        """What a page draws of the lobby, as far as it changed since the page was last sent
        it: the open tables' sentences by number (``tables``, new or changed), the numbers of
        those gone (``gone``), who is there (``who``), the table its player sits at (``at``,
        its buttons follow). A hundred tables were sent again at every event (issue 62)."""
        tr = member.tr
        tables = {str(view.number): describe_open_table(tr, view) for view in self._views()}
        shown = member.shown
        before = shown.get("tables", {})
        assert isinstance(before, dict)
        changed: dict[str, object] = {}
        if new := {n: text for n, text in tables.items() if before.get(n) != text}:
            changed["tables"] = new
        if gone := [int(n) for n in before if n not in tables]:
            changed["gone"] = gone
        who = self._who(tr)
        at = member.table.number if member.table is not None else None
        for key, value in (("who", who), ("at", at)):
            if key not in shown or shown[key] != value:
                changed[key] = value
        if changed:
            member.shown = {"tables": tables, "who": who, "at": at}
            member.send(json.dumps({"type": "lobby", **changed}))

    def _happened(self) -> None:
        """Something everyone hears happened: said at once after a quiet second, else with
        whatever else happens until the second is over."""
        if self._news_due is not None:
            return  # said with the rest, when due
        wait = self._news_told_at + NEWS_EVERY - time.monotonic()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no server running (a lobby built by hand): nothing comes meanwhile
            wait = 0
        if wait <= 0:
            self._tell_news()
        else:
            self._news_due = loop.call_later(wait, self._tell_news)

    def _tell_news(self) -> None:
        """What happened, told to everyone in one message, each in their language without
        their own part in it; written once for all who hear the same."""
        self._news_due = None
        news, self._news = self._news, News()
        self._news_told_at = time.monotonic()
        sent: dict[tuple[object, ...], str] = {}
        for m in self.members:
            arrived = [a.name for a in news.arrived if a is not m]
            left = [a.name for a in news.left if a is not m]
            tables = [view for who, view in news.opened if who is not m]
            if not (arrived or left or tables):
                continue
            key = (id(m.tr), *arrived, "|", *left, "|", *(view.number for view in tables))
            if key not in sent:
                said = describe_lobby_news(m.tr, arrived, left, tables)
                items = Answer(tuple(Say(text, event=True) for text in said)).to_json()
                sent[key] = _said(items, self.scene(m.tr))
            m.send(sent[key])
            if m.page:
                self._send_page(m)

    def _tell_all(self, said_in: Callable[[NullTranslations], str]) -> None:
        self._tell(self.members, said_in)

    def _tell_others(
        self, member: Member, said_in: Callable[[NullTranslations], str], talk: bool = False
    ) -> None:
        name = fold(member.name)
        hearing = [
            m
            for m in self.members
            if m is not member and (not talk or (m.hears_talk and name not in m.muted))
        ]
        self._tell(hearing, said_in)

    def _tell(self, members: list[Member], said_in: Callable[[NullTranslations], str]) -> None:
        """One sentence to many, each hearing it in their language: written and encoded once
        per language, whatever the number of members. What happened before it is said first."""
        if self._news_due is not None:
            self._news_due.cancel()
            self._tell_news()
        sent: dict[int, str] = {}
        for m in members:
            key = id(m.tr)
            if key not in sent:
                items = Answer((Say(said_in(m.tr), event=True),)).to_json()
                sent[key] = _said(items, self.scene(m.tr))
            m.send(sent[key])
            if m.page:  # a few pages at most: each its own, with the table it sits at
                self._send_page(m)


def spoken(said: list[list[str]], interrupt: bool = True) -> Answer:
    """Messages of sentences as one answer: each message heard on its own (``Break``), the
    first sentence cutting off what was being said when it answers the player."""
    items: list[Item] = []
    for sentences in said:
        if items:
            items.append(Break())
        items += [Say(text, interrupt=interrupt and not items) for text in sentences]
    return Answer(tuple(items))


def tables_said(tr: NullTranslations, views: list[OpenTableView]) -> list[list[str]]:
    """The open tables, a message each, the first after how many there are."""
    sentences = describe_tables(tr, views)
    return [sentences[:2], *([s] for s in sentences[2:])]


# The lobby's help, a message each (issue 60: none over twelve seconds).
LOBBY_HELP = (
    Message.LOBBY_HELP,
    Message.LOBBY_HELP_SEATS,
    Message.LOBBY_HELP_TALK,
    Message.LOBBY_HELP_MUTE,
    Message.LOBBY_PROPOSE_HELP,
)


# ---------------------------------------------------------------- the words of "propose"

RULES = {fold(p.value): p.value for p in Preset}
RATED_WORDS = {"classee", "classe", "rated"}
HINTS_WORDS = {"indices", "indice", "hints"}
WITHOUT_WORDS = {"sans", "no", "without"}
CLOCK_WORDS = {"pendule", "clock"}
MINUTE_WORDS = {"minutes", "minute", "min", "mn"}
PLAYERS_WORDS = {"joueurs", "joueur", "players", "player"}


def read_proposal(text: str) -> Proposal:
    """The settings ``propose`` was given, in any order: a rules name, ``duplicate``,
    ``pendule 20`` (or ``20 minutes``), ``3 joueurs``, ``classée``, ``indices`` or ``sans
    indices``; a word that is none of these is refused by name."""
    words = [fold(w) for w in text.replace(",", " ").split()]
    proposal = Proposal()
    i = 0
    while i < len(words):
        word, after = words[i], words[i + 1] if i + 1 < len(words) else ""
        i += 1
        if word in RULES:
            proposal = replace(proposal, rules=RULES[word])
        elif word == "duplicate":
            proposal = replace(proposal, formula=RoomFormula.name, rules=FFSC.name)
        elif word in RATED_WORDS:
            proposal = replace(proposal, rated=True)
        elif word in HINTS_WORDS:
            proposal = replace(proposal, hints=True)
        elif word in WITHOUT_WORDS and after in HINTS_WORDS:
            proposal, i = replace(proposal, hints=False), i + 1
        elif word in WITHOUT_WORDS and after in CLOCK_WORDS:
            proposal, i = replace(proposal, clock_minutes=0), i + 1
        elif word in CLOCK_WORDS:  # its minutes after it, else how it is set
            proposal, i = replace(proposal, clock_minutes=_minutes(after)), i + 1
            if i < len(words) and words[i] in MINUTE_WORDS:
                i += 1
        elif _is_number(word) and after in MINUTE_WORDS:
            proposal, i = replace(proposal, clock_minutes=_minutes(word)), i + 1
        elif _is_number(word) and after in PLAYERS_WORDS:
            proposal, i = replace(proposal, players=int(word)), i + 1
        elif word in PLAYERS_WORDS and _is_number(after):
            proposal, i = replace(proposal, players=int(after)), i + 1
        elif _is_number(word):
            raise Refused(Message.LOBBY_NUMBER_ALONE, word=word)
        else:
            raise Refused(Message.LOBBY_UNKNOWN_WORD, word=word)
    return _checked(proposal)


def _is_number(word: str) -> bool:
    """A number written in ASCII digits (``²`` or ``٣`` are digits to Python, not to a player)."""
    return whole_number(word) is not None


def _minutes(word: str) -> int:
    minutes = whole_number(word, 1, 180)
    if minutes is None:
        raise Refused(Message.LOBBY_BAD_CLOCK)
    return minutes


def _checked(proposal: Proposal) -> Proposal:
    formula = HOSTED_FORMULAS[proposal.formula]
    if proposal.rules not in formula.rules():  # a room is played at the federation's duplicate
        proposal = replace(proposal, rules=FFSC.name)
    low, high = formula.players(proposal.rules)
    if not low <= proposal.players <= high:
        rules = proposal.formula if proposal.formula == RoomFormula.name else proposal.rules
        raise Refused(Message.LOBBY_BAD_PLAYERS, rules=lambda tr: rules_name(tr, rules), low=low, high=high)
    if proposal.rated and not formula.rated:
        raise Refused(Message.LOBBY_RATED_DUPLICATE)
    if proposal.rated and proposal.hints:
        raise Refused(Message.LOBBY_RATED_HINTS)
    return proposal
