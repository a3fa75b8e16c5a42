"""The start page of ``motamot navigateur``: the player's games not over, each taken up with a
button, a new game against the computer (its level, rules and clock), duplicate alone, the
guided tour, the lobby page of each server the player has a card for, and the settings that change what a
page says or plays (kept in the player's settings file).

Plain HTML forms: each button posts its form, the game is created or its seat given a new
invitation here, and the browser is sent on to the game's page (``page.py``) with that
invitation in its fragment. Its one script (``start.js``) only holds a stream open while the
page is shown, so that motamot knows a page of it is open. Everything it says comes from
``describe``. The whole application is mounted under the launch's secret path
(``local_application``): a process that does not know it finds nothing on the server."""

from __future__ import annotations

import asyncio
import functools
import html
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from string import Template
from typing import Any, NoReturn

from aiohttp import web

from motamot.describe.files import describe_record_error
from motamot.describe.menu import entry_label, value_name
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.remote import describe_listed_game, describe_problem, spoken_address
from motamot.describe.web import lobby_link, page_words
from motamot.engine.players import LEVELS, Level
from motamot.files import RecordError
from motamot.i18n import translation
from motamot.net.protocol import LANGUAGES, Create, Problem, ProtocolError, SeatAsked
from motamot.rules.duplicate import FFSC
from motamot.rules.refusals import IllegalMove
from motamot.rules.variants import PRESETS, Preset
from motamot.server.app import Server
from motamot.server.hosted_formulas import RoomFormula
from motamot.server.invitations import new_invitation
from motamot.server.page import SECURITY, chosen_language, web_asset
from motamot.sessions.classic import COMPUTER_NAME
from motamot.settings import VERBOSITIES, Verbosity

PLAYER_SEAT = 0  # the player sits first at every game the start page creates
GAME_PAGE = "/partie"
ROOM_MINUTES = range(1, 11)  # a duplicate move's minutes, as ``--chrono`` takes them
CLOCK_MINUTES = range(0, 181)
HELD_EVERY = 1.0  # seconds between two writes to a start page's stream: a closed page is found then


# A server the player has a card for: its address as typed, the card's name, its lobby page.
Lobby = tuple[str, str, str]


@dataclass(frozen=True)
class Choices:
    """What the new game's form offers first: the launch's options, else the settings."""

    level: str
    rules: str
    clock_minutes: int
    per_move: bool


class StartPage:
    """The start page's routes over the player's own server."""

    def __init__(
        self,
        server: Server,
        choices: Choices,
        lobbies: Callable[[], list[Lobby]],
        keep_settings: Callable[[dict[str, object]], None],
    ) -> None:
        """``lobbies`` reads the player's cards each time the page is shown; ``keep_settings``
        writes settings changed here in the player's file (RecordError when it cannot)."""
        self.server, self.choices = server, choices
        self.lobbies, self.keep_settings = lobbies, keep_settings
        self.shown = 0  # start pages open now
        self.ever_shown = False

    def pages_open(self) -> bool:
        """Whether a page of motamot is open: a game's (its connection) or the start page."""
        return bool(self.server.connected) or self.shown > 0

    def page_seen(self) -> bool:
        """Whether a page was ever open, since the start."""
        return self.server.connections > 0 or self.ever_shown

    async def held_open(self, request: web.Request) -> web.StreamResponse:
        """A stream the start page holds while it is shown (``start.js``): a comment written
        every second, until writing fails, the page gone."""
        stream = web.StreamResponse(headers={**SECURITY, "Content-Type": "text/event-stream"})
        await stream.prepare(request)
        self.shown += 1
        self.ever_shown = True
        try:
            while True:
                await stream.write(b": ouverte\n\n")
                await asyncio.sleep(HELD_EVERY)
        except (ConnectionError, RuntimeError):
            return stream  # the page was closed, or left for another
        finally:
            self.shown -= 1

    def add_routes(self, app: web.Application) -> None:
        app.router.add_get("/", self.show)
        app.router.add_post("/nouvelle", self.new_game)
        app.router.add_post("/duplicate", self.new_room)
        app.router.add_post("/visite", self.new_tour)
        app.router.add_post("/reprendre", self.take_up)
        app.router.add_post("/reglages", self.change_settings)
        app.router.add_get("/ouverte", self.held_open)

    def going(self) -> list[dict[str, Any]]:
        """The games not over (nor damaged), the latest first."""
        listed = self.server.listed()["games"]
        return sorted((g for g in listed if not g.get("over", True)), key=lambda g: -int(g["game"]))

    async def show(self, request: web.Request) -> web.Response:
        language = chosen_language(request)
        saved = _words(language)["settings_saved"] if request.query.get("enregistre") == "1" else ""
        return self.page(language, said=f'<p role="status">{saved}</p>' if saved else "")

    def page(self, language: str, problem: str = "", said: str = "") -> web.Response:
        """The start page; ``problem`` said at once (a form refused), ``said`` politely
        (escaped already: the settings saved)."""
        tr = translation(language)
        games = "".join(
            '<li><form method="post" action="reprendre">'
            f'<input type="hidden" name="langue" value="{language}">'
            f'<input type="hidden" name="partie" value="{int(game["game"])}">'
            f"<button>{html.escape(describe_listed_game(tr, game))}</button></form></li>"
            for game in self.going()
        )
        listed = f"<ul>{games}</ul>" if games else f"<p>{html.escape(message(tr, Message.START_NO_GAME))}</p>"
        levels = "".join(
            f'<option value="{level}"{" selected" if level == self.choices.level else ""}>'
            f"{html.escape(value_name(tr, 'opponent', str(level)))}</option>"
            for level in LEVELS
        )
        rules = "".join(
            f'<option value="{code}"{" selected" if code == self.choices.rules else ""}>'
            f"{html.escape(value_name(tr, 'rules', str(code)))}</option>"
            for code in (preset.value for preset in PRESETS)
        )
        notice = f'<p role="alert">{html.escape(problem)}</p>' if problem else said
        lobbies = "".join(
            f'<li><a href="{html.escape(url)}">'
            f"{html.escape(lobby_link(tr, spoken_address(tr, address), name))}</a></li>"
            for address, name, url in self.lobbies()
        )
        own = self.server.own_settings.values if self.server.own_settings else {}
        text = _template().substitute(
            _words(language),
            problem=notice,
            lobbies=f"<ul>{lobbies}</ul>" if lobbies else f"<p>{_words(language)['no_card']}</p>",
            verbosity_label=html.escape(entry_label(tr, "verbosity")),
            verbosity_options=_options(
                {str(v): value_name(tr, "verbosity", str(v)) for v in VERBOSITIES},
                str(own.get("verbosity", Verbosity.NORMAL)),
            ),
            spelling_label=html.escape(entry_label(tr, "spelling")),
            spelling="checked" if own.get("spelling") else "",
            sounds_label=html.escape(entry_label(tr, "sounds")),
            sounds="checked" if own.get("sounds", True) else "",
            language_label=html.escape(entry_label(tr, "language")),
            language_options=_options({c: value_name(tr, "language", c) for c in LANGUAGES}, language),
            games=listed,
            level_options=levels,
            rules_options=rules,
            clock=self.choices.clock_minutes,
            per_move="checked" if self.choices.per_move else "",
        )
        return web.Response(text=text, content_type="text/html", charset="utf-8", headers=SECURITY)

    async def new_game(self, request: web.Request) -> web.StreamResponse:
        form = await request.post()
        language = _language(form.get("langue"))
        level, rules = str(form.get("level", "")), str(form.get("rules", ""))
        clock = _number(form.get("clock"), CLOCK_MINUTES)
        if level not in {str(known) for known in LEVELS} or rules not in PRESETS or clock is None:
            return self.page(language, message(translation(language), Message.START_BAD_CHOICE))
        player = message(translation(language), Message.PLAYER)
        seats = (SeatAsked(player, None), SeatAsked(COMPUTER_NAME, level))
        per_move = form.get("per_move") is not None and clock > 0
        return self.created(Create(seats, rules, clock, language, per_move=per_move), language)

    async def new_room(self, request: web.Request) -> web.StreamResponse:
        form = await request.post()
        language = _language(form.get("langue"))
        minutes = _number(form.get("minutes"), ROOM_MINUTES)
        if minutes is None:
            return self.page(language, message(translation(language), Message.START_BAD_CHOICE))
        player = message(translation(language), Message.PLAYER)
        asked = Create((SeatAsked(player, None),), FFSC.name, minutes, language, formula=RoomFormula.name)
        return self.created(asked, language)

    async def new_tour(self, request: web.Request) -> web.StreamResponse:
        """The guided tour: a game against the beginner, its steps said at the player's seat."""
        language = _language((await request.post()).get("langue"))
        player = message(translation(language), Message.PLAYER)
        seats = (SeatAsked(player, None), SeatAsked(COMPUTER_NAME, str(Level.BEGINNER)))
        return self.created(Create(seats, Preset.FFSC.value, 0, language, tour=True), language)

    def created(self, asked: Create, language: str) -> web.StreamResponse:
        """The game made and the browser sent to its page; or the start page again, saying why not."""
        tr = translation(language)
        try:
            made = self.server.create(asked)
        except IllegalMove as refused:
            return self.page(language, describe_refusal(tr, refused.refusal))
        except ProtocolError as refused:
            return self.page(language, describe_problem(tr, refused.problem))
        _name, invitation = made["invitations"][PLAYER_SEAT]
        _to_game(language, invitation)

    async def change_settings(self, request: web.Request) -> web.StreamResponse:
        """The settings form: written in the player's settings file, the seats taken from now
        on told them; the start page again in the language chosen, saying they are saved, or
        why they are not."""
        form = await request.post()
        language = _language(form.get("langue"))
        verbosity, chosen = str(form.get("verbosity", "")), str(form.get("language", ""))
        tr = translation(language)
        if verbosity not in {str(v) for v in VERBOSITIES} or chosen not in LANGUAGES:
            return self.page(language, message(tr, Message.START_BAD_CHOICE))
        seat: dict[str, object] = {
            "verbosity": verbosity,
            "spelling": form.get("spelling") is not None,
            "sounds": form.get("sounds") is not None,
        }
        try:
            self.keep_settings({**seat, "language": chosen})
        except RecordError as error:
            return self.page(language, describe_record_error(tr, error, ""))
        if self.server.own_settings is not None:
            self.server.own_settings.values.update(seat)
        raise web.HTTPSeeOther(f"./?langue={chosen}&enregistre=1", headers=SECURITY)

    async def take_up(self, request: web.Request) -> web.StreamResponse:
        """A game not over taken up: its seat given a new invitation, the one before opening
        nothing more."""
        form = await request.post()
        language = _language(form.get("langue"))
        number = _number(form.get("partie"), range(1, 2**31))
        tr = translation(language)
        if number is None or number not in {int(game["game"]) for game in self.going()}:
            return self.page(language, message(tr, Message.START_NO_SUCH_GAME))
        invitation = new_invitation()
        try:
            self.server.store.rekey(number, PLAYER_SEAT, self.server.invitations.key(invitation))
        except sqlite3.Error:
            return self.page(language, describe_problem(tr, Problem.NOT_WRITTEN))
        _to_game(language, invitation)


def local_application(start: StartPage, secret: str) -> web.Application:
    """The server with its start page, under ``/secret`` only: nothing answers elsewhere."""
    inner = start.server.application(GAME_PAGE)
    start.add_routes(inner)
    root = web.Application()
    root.add_subapp(f"/{secret}", inner)
    return root


def _to_game(language: str, invitation: str) -> NoReturn:
    """The browser sent on to the game's page (303: a GET there, the form not posted again)."""
    raise web.HTTPSeeOther(f"partie?langue={language}#{'-'.join(invitation.split())}", headers=SECURITY)


def _options(names: dict[str, str], chosen: str) -> str:
    """A list's options, each value with its name, ``chosen`` selected."""
    return "".join(
        f'<option value="{value}"{" selected" if value == chosen else ""}>{html.escape(name)}</option>'
        for value, name in names.items()
    )


def _language(value: object) -> str:
    return str(value) if value in LANGUAGES else "fr"


def _number(value: object, allowed: range) -> int | None:
    """A form's number, if it is one of ``allowed``."""
    text = str(value or "").strip()
    if not text.isdecimal() or len(text) > 10 or int(text) not in allowed:
        return None
    return int(text)


@functools.cache
def _template() -> Template:
    return Template(web_asset("start.html"))


@functools.cache
def _words(language: str) -> dict[str, str]:
    """The start page's fixed words, escaped, in ``language``."""
    words = dict(page_words(translation(language)))
    words["language"], words["other_language"] = language, "en" if language == "fr" else "fr"
    return {key: html.escape(text) for key, text in words.items()}
