"""The web page a server gives to browsers: a seat played from a tablet, a phone or a laptop,
or the game watched by a sighted partner or a friend.

The page is plain HTML, CSS and a little JavaScript shipped in the wheel (``motamot.web``),
filled in the player's language here; it speaks the same protocol as ``motamot
rejoindre``. What it says comes from ``describe`` on the server, sentence for sentence as
in a terminal; what it draws is the seat's ``commands.scene.Scene``, as a terminal's, with each
square's name as the grid says it; what never changes (the premiums, the letters' values) is
in the page itself."""

from __future__ import annotations

import functools
import html
import json
from importlib import resources
from string import Template

from aiohttp import web

from motamot.describe.lobby import RULES_NAMES, rules_name
from motamot.describe.web import page_words, premium_legend
from motamot.files import shipped_folder
from motamot.i18n import translation
from motamot.net.protocol import LANGUAGES
from motamot.rules.board import SIZE, Square, premium_at
from motamot.rules.tiles import tile_value
from motamot.sound.cues import CUES

ASSETS = {"motamot.css": "text/css", "motamot.js": "text/javascript", "start.js": "text/javascript"}
CUE_FILES = frozenset(f"{name}.wav" for name in CUES)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
PREMIUMS = ["".join(premium_at(Square(r, c)).value for c in range(SIZE)) for r in range(SIZE)]
# Each premium's class in the page's style (the rules' codes differ by case only: t is LT, T MT).
PREMIUM_CLASSES = {"d": "dl", "t": "tl", "D": "dw", "T": "tw", "*": "star"}
# Nothing from elsewhere: the page's own script and style, its WebSocket, its sound cues, no framework.
SECURITY = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
    "connect-src 'self'; img-src 'self'; media-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}


def chosen_language(request: web.Request) -> str:
    """The page's language: asked in the address (``?langue=en``), else the browser's first
    one motamot speaks, else French."""
    asked = request.query.get("langue") or request.query.get("lang")
    if asked in LANGUAGES:
        return str(asked)
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "fr"


@functools.cache
def page_html(language: str) -> str:
    """The page in ``language``, made once: its words escaped into the template, and given to
    the script as JSON (``<`` escaped, so no text can close the script element) with what
    never changes, the premium squares, each premium's mark and class, the letters' values."""
    tr = translation(language)
    words: dict[str, object] = dict(page_words(tr))
    other = "en" if language == "fr" else "fr"
    words["language"], words["other_language"] = language, other
    legend = [(code, short, name, PREMIUM_CLASSES[code]) for code, short, name in premium_legend(tr)]
    words["legend"], words["premiums"] = legend, PREMIUMS
    words["values"] = {letter: tile_value(letter) for letter in LETTERS}
    items = "".join(
        f'<li><span class="mark premium-{css}" aria-hidden="true">{html.escape(short)}</span> '
        f"{html.escape(name)}</li>"
        for _code, short, name, css in legend
    )
    data = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c")
    template = Template(web_asset("page.html"))
    values = {key: html.escape(text) for key, text in words.items() if isinstance(text, str)}
    rules = "".join(
        f'<option value="{code}">{html.escape(rules_name(tr, code))}</option>' for code in RULES_NAMES
    )
    # One element a cue, the terminal's own sound (``sounds``), played by the script.
    cues = "".join(f'<audio id="cue-{name}" src="{name}.wav" preload="auto"></audio>' for name in CUES)
    return template.substitute(
        values, legend_items=items, words_json=data, rules_options=rules, cue_elements=cues
    )


@functools.cache
def web_asset(name: str) -> str:
    return (resources.files("motamot.web") / name).read_text(encoding="utf-8")


async def serve_page(request: web.Request) -> web.Response:
    return web.Response(
        text=page_html(chosen_language(request)), content_type="text/html", charset="utf-8", headers=SECURITY
    )


@functools.cache
def cue_sound(name: str) -> bytes:
    return (shipped_folder("sounds") / name).read_bytes()


async def serve_asset(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    if name in CUE_FILES:
        return web.Response(body=cue_sound(name), content_type="audio/wav", headers=SECURITY)
    if name not in ASSETS:
        raise web.HTTPNotFound()
    return web.Response(text=web_asset(name), content_type=ASSETS[name], charset="utf-8", headers=SECURITY)


def add_page_routes(app: web.Application, page: str = "/") -> None:
    app.router.add_get(page, serve_page)
    app.router.add_get("/{name}", serve_asset)
