"""The web page (issue "A web page for the sighted partner and for browser players"): a real
``motamot serveur`` process on 127.0.0.1, ``motamot inviter`` for the links, and Debian's
Chromium driven by keys and clicks as a player would (tests/browser.py).

Checked in the browser: the board equals the server's game after each move; a seat plays
by keyboard alone (arrows to the square, Enter, the word, Enter to hear it with its score,
Enter to play) until the game ends; the spectator's page never receives a rack; the live
region holds each sentence the server said, once; the accessibility tree names the grid,
its headers and each square; the page reads in French and in English, and at 200 % zoom.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from pathlib import Path

import aiohttp
import pytest
import segno
from browser import RECORD_MESSAGES, Browser
from servers import (
    ANNE_AGAINST_THE_COMPUTER,
    DUPLICATE_ROOM,
    Process,
    ServerProcess,
    best_move,
    free_port,
    listening_on,
    room,
    room_top,
)

from motamot.application.sharing import qr_lines
from motamot.engine.hints import HintStep, hint
from motamot.lexicon.lexicon import shipped
from motamot.rules.board import Square

ROWS = "ABCDEFGHIJKLMNO"


@pytest.fixture
def browser(tmp_path: Path):
    opened = Browser(tmp_path)
    opened.send("Page.addScriptToEvaluateOnNewDocument", source=RECORD_MESSAGES)
    yield opened
    try:
        (tmp_path / "page.png").parent.mkdir(exist_ok=True)
        opened.screenshot(tmp_path / "page.png")
    finally:
        opened.close()
    assert opened.console == [], opened.console  # no error in the page's script


def received(browser: Browser) -> list[dict]:
    return [json.loads(raw) for raw in browser.evaluate("window.__received")]


def said_batches(browser: Browser) -> list[str]:
    """What each message of the server said, its sentences together, as the page shows it."""
    return [
        " ".join(item[1] for item in message["items"] if item[0] == "say")
        for message in received(browser)
        if message["type"] == "said" and any(item[0] == "say" for item in message["items"])
    ]


def said_items(browser: Browser) -> list[str]:
    return [
        item[1]
        for message in received(browser)
        if message["type"] == "said"
        for item in message["items"]
        if item[0] == "say"
    ]


def live_region(browser: Browser) -> list[str]:
    return browser.evaluate("[...document.querySelectorAll('#said p')].map((p) => p.textContent)")


def board_on_page(browser: Browser) -> list[str]:
    """The page's board as 15 rows, "." for an empty square, lower case for a joker."""
    return browser.evaluate(
        """[...document.querySelectorAll('#board tbody tr')].map((tr) =>
             [...tr.querySelectorAll('td')].map((td) => {
               const letter = td.querySelector('.letter');
               if (!letter) return '.';
               return td.classList.contains('joker') ? letter.textContent.toLowerCase() : letter.textContent;
             }).join(''))"""
    )


def wait_for_board(browser: Browser, server: ServerProcess, timeout: float = 30) -> None:
    """The page's board becomes the server's game (read again each time: the computer may
    play meanwhile)."""
    deadline = time.monotonic() + timeout
    while (page := board_on_page(browser)) != (game := server.session().game.board.rows()):
        if time.monotonic() > deadline:
            raise AssertionError(f"the page shows {page}, the game is {game}")
        time.sleep(0.1)


def focus_grid_by_keyboard(browser: Browser) -> None:
    """Tab from the top of the page to the board, or Escape from the word field, as a
    keyboard user does."""
    if browser.evaluate("document.activeElement.id") == "word":
        browser.press("Escape")
    for _ in range(6):
        if browser.evaluate("document.activeElement.getAttribute('role') === 'gridcell'"):
            return
        browser.press("Tab")
    raise AssertionError("the board is not reached with Tab")


def play_by_keyboard(browser: Browser, move: str) -> None:
    """A move typed as a player would: arrows to its first square, Space to turn the
    direction, Enter, the word, Enter to hear it with its score, Enter to play it."""
    place, word = move.split()
    across = place[0].isalpha()
    square = Square.from_name(place if across else place[-1] + place[:-1])
    focus_grid_by_keyboard(browser)
    at = browser.evaluate(
        "[Number(document.activeElement.dataset.row), Number(document.activeElement.dataset.col)]"
    )
    for _ in range(abs(square.row - at[0])):
        browser.press("ArrowDown" if square.row > at[0] else "ArrowUp")
    for _ in range(abs(square.col - at[1])):
        browser.press("ArrowRight" if square.col > at[1] else "ArrowLeft")
    name = browser.evaluate("document.activeElement.querySelector('.for-reader').textContent")
    assert name.startswith(square.name + ","), name
    if across != browser.evaluate(
        "document.querySelector('input[name=direction]:checked').value === 'across'"
    ):
        browser.press(" ")
    browser.press("Enter")
    assert browser.evaluate("document.activeElement.id") == "word"
    browser.type(word)
    heard = len(said_items(browser))
    browser.press("Enter")  # heard first, with its score
    try:
        browser.wait_for("document.getElementById('play').getAttribute('aria-disabled') === 'false'")
    except AssertionError:
        raise AssertionError(f"{move} not heard: {said_items(browser)[heard:]}") from None
    assert any(" points" in text for text in said_items(browser)[heard:])
    browser.press("Enter")  # played
    browser.wait_for("document.getElementById('play').getAttribute('aria-disabled') === 'true'")


def test_a_seat_plays_a_whole_game_by_keyboard_and_the_board_is_the_game(homes, server, browser):
    """Against the beginner, every move typed on the page by keyboard alone (passing when no
    move is left) until the game ends; after each, the page's board is the server's game and
    its rack the seat's."""
    homes.invite(*ANNE_AGAINST_THE_COMPUTER)
    browser.open(homes.links["Anne"])
    browser.wait_for("document.querySelector('#board td .for-reader') !== null")
    anne_to_play = "document.querySelector('#scores tr.turn th')?.textContent.startsWith('Anne')"
    over = "document.querySelector('#scores tr.turn') === null"
    for turns in itertools.count():
        assert turns < 80
        browser.wait_for(f"{anne_to_play} || {over}", 60)
        wait_for_board(browser, server)
        game = server.session().game
        if game.over is not None:
            break
        tiles = browser.evaluate(
            "[...document.querySelectorAll('#rack li .letter')].map((l) => l.textContent)"
        )
        assert sorted(tiles) == sorted(game.players[0].rack)
        found = hint(game, 0, shipped(), HintStep.MOVE)
        if found.best is not None:
            play_by_keyboard(browser, str(found.best))
        else:  # no move left: Tab from the word field to Passer, and Enter
            browser.evaluate("document.getElementById('word').focus()")
            for _ in range(8):
                if browser.evaluate("document.activeElement.id") == "pass":
                    break
                browser.press("Tab")
            browser.press("Enter")
        deadline = time.monotonic() + 60
        while len(server.session().game.events) == len(game.events):  # until the server took it
            assert time.monotonic() < deadline, said_items(browser)[-3:]
            time.sleep(0.1)
    assert "Partie terminée." in " ".join(live_region(browser))
    assert len(server.session().game.moves) >= 10


def test_the_word_field_takes_motamot_s_commands(homes, server, browser):
    homes.invite(*ANNE_AGAINST_THE_COMPUTER)
    browser.open(homes.links["Anne"])
    browser.wait_for("document.getElementById('said').textContent.includes('Chevalet')")
    browser.evaluate("document.getElementById('word').focus()")
    browser.type("scores")
    browser.press("Enter")
    browser.wait_for("document.querySelector('#said p:last-child').textContent.startsWith('Scores, Anne 0')")
    browser.evaluate("document.getElementById('word').value = ''")
    browser.type("abandonne")
    heard = len(said_items(browser))
    browser.press("Enter")
    try:
        browser.wait_for("document.getElementById('play').getAttribute('aria-disabled') === 'false'")
    except AssertionError:
        raise AssertionError(f"not asked: {said_items(browser)[heard:]}") from None
    assert said_items(browser)[-1].startswith("Abandonner la partie ?")
    browser.press("Enter")
    browser.wait_for("document.getElementById('said').textContent.includes('Partie terminée.')")
    assert server.session().game.over is not None


def test_the_grid_and_the_live_region_as_a_screen_reader_gets_them(homes, server, browser):
    homes.invite(*ANNE_AGAINST_THE_COMPUTER)
    browser.open(homes.links["Anne"])
    wait_for_board(browser, server)
    browser.wait_for("document.getElementById('said').textContent.includes('Chevalet')")
    tree = [node for node in browser.accessibility_tree() if not node["ignored"]]
    roles = [node["role"] for node in tree]
    assert roles.count("grid") == 1
    names = {node["role"]: [] for node in tree}
    for node in tree:
        names[node["role"]].append(node["name"])
    assert [str(n) for n in range(1, 16)] == [n for n in names["columnheader"] if n.isdigit()]
    assert list(ROWS) == [n for n in names["rowheader"] if len(n) == 1]
    cells = names["gridcell"]
    assert len(cells) == 225
    game = server.session().game
    for square in (Square.from_name("H8"), Square.from_name("A1"), Square.from_name("B2")):
        assert any(name.startswith(square.name + ",") for name in cells), square
    assert "A1, mot compte triple" in cells and "B2, mot compte double" in cells
    # The computer's first move is on the board: its squares say their letter and the latest move.
    last = [name for name in cells if name.endswith(", dernier coup")]
    assert last and len(last) == len(game.moves[-1].placement.tiles)
    assert any(node["role"] == "log" for node in tree)
    # The live region: every sentence the server said, once, in order.
    move = best_move(server, 0)
    play_by_keyboard(browser, move)
    browser.wait_for("document.querySelector('#scores tr.turn th')?.textContent.startsWith('Anne')", 60)
    assert live_region(browser) == said_batches(browser)
    assert " ".join(live_region(browser)).count(f"Anne joue {move.split()[0]}") == 1


def test_the_spectator_page_never_holds_a_rack_and_cannot_play(homes, server, browser):
    homes.invite()
    browser.open(homes.links["spectator"])
    browser.wait_for("!document.getElementById('game').hidden")
    assert browser.evaluate("document.getElementById('seat').hidden") is True
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect("Partie en réseau")
    max_.expect("Partie en réseau")
    for _ in range(2):
        game = server.session().game
        player = anne if game.turn == 0 else max_
        move = best_move(server, game.turn)
        player.type(move)
        name = game.players[game.turn].name
        said = "[...document.querySelectorAll('#said p')]"
        browser.wait_for(f"{said}.some((p) => p.textContent.includes('{name} joue'))")
        wait_for_board(browser, server)
    anne.stop()
    max_.stop()
    messages = received(browser)
    scenes = [m["scene"] for m in messages if m["type"] == "said"]
    assert scenes and all(
        scene["tiles"] == [] and scene["rack"] == "" and scene["tentative"] == [] for scene in scenes
    )
    assert not any(text.startswith("Chevalet") for text in said_items(browser))
    assert browser.evaluate("document.querySelectorAll('#rack li').length") == 0
    assert live_region(browser)[0].startswith("Vous regardez la partie d'Anne et de Max.")


def test_a_spectator_s_connection_cannot_act(homes, server):
    homes.invite()
    words = homes.links["spectator"].split("#", 1)[1].replace("-", " ")

    async def try_to_play() -> list[dict]:
        async with aiohttp.ClientSession() as http, http.ws_connect(f"ws://{server.address}/ws") as ws:
            await ws.send_str(
                json.dumps(
                    {"type": "join", "invitation": words, "language": "fr", "settings": {}, "page": True}
                )
            )
            await ws.send_str(json.dumps({"type": "line", "n": 1, "text": "passe"}))
            answers = []
            while not any(a.get("type") == "error" for a in answers):
                answers.append(json.loads((await ws.receive(timeout=10)).data))
            return answers

    answers = asyncio.run(try_to_play())
    assert answers[0] == {"type": "joined", "game": 1, "seat": None, "volume": 40}
    refused = next(a for a in answers if a["type"] == "error")
    assert refused["code"] == "watching"
    assert refused["text"] == "Ce lien sert à regarder la partie, on n'y joue pas."
    assert server.session().game.moves == []


def test_the_page_in_english_and_at_200_percent(homes, server, browser):
    homes.invite(*ANNE_AGAINST_THE_COMPUTER)
    links = homes.links
    url = links["Anne"].replace("/#", "/?langue=en#")
    browser.send(
        "Emulation.setDeviceMetricsOverride", width=640, height=900, deviceScaleFactor=2, mobile=False
    )
    browser.open(url)
    wait_for_board(browser, server)
    browser.wait_for("document.getElementById('said').textContent.includes('Rack')")
    assert browser.evaluate("document.documentElement.lang") == "en"
    assert browser.evaluate("document.getElementById('rack-heading').textContent") == "Your rack"
    assert live_region(browser)[0].startswith("Network game, you are Anne, with Motamot.")
    cells = "[...document.querySelectorAll('#board td[role=gridcell]')]"
    assert "A1, triple word" in browser.evaluate(
        f"{cells}.map((td) => td.querySelector('.for-reader').textContent)"
    )
    # At 200 % (640 CSS pixels on a 1280-pixel screen) nothing needs a sideways scroll.
    assert browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert (
        browser.evaluate("document.querySelector('#board td[role=gridcell]').getBoundingClientRect().width")
        >= 20
    )
    # The language link keeps the invitation.
    assert browser.evaluate("document.getElementById('language-link').href").endswith(
        "?langue=fr#" + links["Anne"].split("#")[1]
    )


def test_the_page_and_its_files_come_from_the_server_with_nothing_from_elsewhere(server):
    async def fetch() -> dict[str, tuple[int, str, bytes]]:
        async with aiohttp.ClientSession() as http:
            pages = {}
            paths = ("/", "/motamot.js", "/motamot.css", "/../pyproject.toml", "/ailleurs.js")
            for path in (*paths, "/accepted.wav", "/played.wav", "/../sounds/accepted.wav"):
                async with http.get(
                    f"http://{server.address}{path}", headers={"Accept-Language": "en-GB,fr;q=0.5"}
                ) as answer:
                    pages[path] = (
                        answer.status,
                        answer.headers.get("Content-Security-Policy", ""),
                        await answer.read(),
                    )
            return pages

    pages = asyncio.run(fetch())
    status, policy, body = pages["/"]
    page = body.decode()
    assert status == 200 and "default-src 'none'" in policy and "connect-src 'self'" in policy
    assert "frame-ancestors 'none'" in policy  # never framed by another site (issue 46, point 10)
    assert '<html lang="en">' in page and "http" not in page.split("<body>")[1]
    assert pages["/motamot.js"][0] == pages["/motamot.css"][0] == 200
    assert pages["/../pyproject.toml"][0] == 404 and pages["/ailleurs.js"][0] == 404
    # The sound cues, the terminal's own WAV files, from the page's server only (media-src).
    assert "media-src 'self'" in policy and '<audio id="cue-accepted" src="accepted.wav"' in page
    assert pages["/accepted.wav"][0] == 200 and pages["/accepted.wav"][2].startswith(b"RIFF")
    assert pages["/played.wav"][0] == pages["/../sounds/accepted.wav"][0] == 404


def test_motamot_partager_shows_the_link_and_its_qr_code_and_the_partner_watches(browser, tmp_path):
    """At the same table (issue, point 2): one command plays a game here and shares it on the
    home network; the spectator link's QR code is drawn with spaces only (a screen reader reads
    nothing of it), then the link is said (last, so Orca reads it), and the partner's page
    follows the game played here."""
    port = free_port()
    arguments = ["partager", "--lignes", "--voix", "texte", "--port", str(port), "--adresse", "127.0.0.1"]
    here = Process([*arguments, "--joueurs", "Anne", "--contre", "debutant", "--graine", "5"], tmp_path)
    try:
        said = here.expect("Partie partagée sur le réseau de la maison. Pour la regarder, ")
        link = said.split(", ", 1)[1]
        assert link.startswith(f"http://127.0.0.1:{port}/#") and len(link.split("#")[1].split("-")) == 4
        # Given an address, it listens there only, the one the link says (issue 46, point 10).
        assert listening_on(port) == {"127.0.0.1"}
        here.expect("Code QR du lien affiché pour le partenaire voyant. Entrée pour commencer la partie.")
        drawn = qr_lines(link, colour=True)
        assert here.seen[: here.seen.index(said)][-len(drawn) :] == drawn
        assert here.seen[-1].startswith("Code QR du lien affiché")
        assert all(set(re.sub(r"\x1b\[[0-9;]*m", "", line)) == {" "} for line in drawn)
        modules = [[bool(m) for m in row] for row in segno.make(link, error="l", boost_error=False).matrix]
        assert len(drawn) == len(modules) + 4  # two light modules around
        here.type("")
        here.expect("Partie en réseau, vous êtes Anne, avec Motamot.")
        browser.open(link)
        browser.wait_for("!document.getElementById('game').hidden")
        assert browser.evaluate("document.getElementById('seat').hidden") is True
        here.expect("Chevalet")
        shared = ServerProcess(tmp_path, port, file=tmp_path / "motamot" / "partage.sqlite")  # to read
        wait_for_board(browser, shared)
        move = best_move(shared, 0)
        here.type(move)
        here.expect(f"Anne joue {move.split()[0]}")
        said_on_page = "[...document.querySelectorAll('#said p')]"
        played = f"Anne joue {move.split()[0]}"
        browser.wait_for(f"{said_on_page}.some((p) => p.textContent.includes('{played}'))")
        wait_for_board(browser, shared)
        assert "Chevalet" not in " ".join(live_region(browser))
    finally:
        here.stop()


def test_the_qr_code_is_the_link_s_modules_in_colour_or_reverse_video():
    link = "http://192.168.1.20:8765/#tulipe-savon-radis-phare"
    modules = segno.make(link, error="l", boost_error=False).matrix
    for colour, dark in ((True, "\x1b[40m"), (False, "\x1b[7m")):
        lines = qr_lines(link, colour)
        row = lines[2 + 0]  # the first row of the code, after the quiet zone
        cells = re.findall(r"(\x1b\[[0-9;]*m)?  ", row)
        shade, painted = None, []
        for code in cells:
            shade = code or shade
            painted.append(shade == dark)
        assert painted[2:-2] == [bool(m) for m in modules[0]]


def test_a_duplicate_room_is_watched_from_a_page(homes, server, browser):
    """A room's spectator link: the racks called to all and each top, as in a club's room with
    its screen; the board follows the tops; no slip and no seat's rack ever reaches the page."""
    homes.invite(*DUPLICATE_ROOM)
    browser.open(homes.links["spectator"])
    browser.wait_for("!document.getElementById('game').hidden")
    anne, max_ = homes.join("Anne"), homes.join("Max")
    called = anne.expect("^Coup 1, tirage ")
    max_.expect("^Coup 1, tirage ")  # both seated: a line typed before is not sent
    top, move = room_top(server)
    anne.type(move)
    max_.type("passe")
    anne.expect("^Coup 2, tirage ")
    page = "document.getElementById('said').textContent"
    browser.wait_for(f"{page}.includes('Top, {move}, {top.score} points.')")
    browser.wait_for(f"{page}.includes('Coup 2, tirage')")
    assert called in " ".join(live_region(browser))
    assert board_on_page(browser) == room(server).board.rows()
    totals = browser.evaluate(
        "[...document.querySelectorAll('#scores tbody tr')].map((r) => r.cells[1].textContent)"
    )
    assert totals == [str(top.score), "0"]
    anne.stop()
    max_.stop()
    scenes = [m["scene"] for m in received(browser) if m["type"] == "said"]
    assert scenes and all(scene["tiles"] == [] and scene["rack"] == "" for scene in scenes)
    assert not any("négatif" in text or "C'est le top" in text for text in said_items(browser))


def test_a_duplicate_room_seat_hands_in_its_slip_from_a_page(homes, server, browser):
    """A room's seat on a page: the rack called, the slip typed and heard with its score,
    Enter hands it in (the page's Enter is a key any table answers, not a classic command)."""
    homes.invite(*DUPLICATE_ROOM)
    max_ = homes.join("Max")
    browser.open(homes.links["Anne"])
    browser.wait_for("document.getElementById('said').textContent.includes('Coup 1, tirage')")
    tiles = browser.evaluate("[...document.querySelectorAll('#rack li .letter')].map((l) => l.textContent)")
    assert sorted(tiles) == sorted(room(server).rack)
    top, move = room_top(server)
    play_by_keyboard(browser, move)
    max_.expect("^Coup 1, tirage ")
    max_.type("passe")
    browser.wait_for("document.getElementById('said').textContent.includes('Coup 2, tirage')")
    assert "C'est le top." in said_items(browser)
    assert board_on_page(browser) == room(server).board.rows()


def test_a_key_naming_no_command_is_refused_and_the_seat_stays(homes, server):
    invitations = homes.invite(*DUPLICATE_ROOM)

    async def keys() -> list[dict]:
        async with aiohttp.ClientSession() as http, http.ws_connect(f"ws://{server.address}/ws") as ws:
            join = {"type": "join", "invitation": invitations["Anne"], "language": "fr", "settings": {}}
            await ws.send_str(json.dumps(join))
            await ws.send_str(json.dumps({"type": "key", "n": 1, "command": "resign", "argument": ""}))
            await ws.send_str(json.dumps({"type": "key", "n": 2, "command": "yes", "argument": ""}))
            answers: list[dict] = []
            while not any(a.get("reply_to") == 2 for a in answers):
                answers.append(json.loads((await ws.receive(timeout=10)).data))
            return answers

    answers = asyncio.run(keys())
    refused = next(a for a in answers if a["type"] == "error")
    assert refused == {
        "type": "error",
        "code": "unknown-command",
        "text": "Commande inconnue à cette table, elle est ignorée.",
    }
    confirmed = next(a for a in answers if a.get("reply_to") == 2)
    assert ["say", "Rien à confirmer.", True, True, False] in confirmed["items"]  # answered, not closed


def test_a_seat_on_a_terminal_and_on_a_tablet_s_page_keeps_both(homes, server, browser):
    """Issue 46, point 1: the page and the terminal of one seat took it from each other
    forever (14 kicks in 20 s, the welcome pushed into the live region each time). Now both
    stay: a move played in the terminal is on the page's board and in its live region, and
    the page joined once."""
    homes.invite()
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect("Partie en réseau")
    max_.expect("Partie en réseau")
    browser.open(homes.links["Anne"])
    browser.wait_for("document.getElementById('said').textContent.includes('Partie en réseau')")
    if server.session().game.turn == 1:
        max_.type(best_move(server, 1))
        anne.expect("Max joue")
    anne.type(best_move(server, 0))  # played in the terminal
    max_.expect("Anne joue")
    wait_for_board(browser, server)
    browser.wait_for("document.getElementById('said').textContent.includes('Anne joue')")
    time.sleep(3)
    assert [m["type"] for m in received(browser)].count("joined") == 1
    assert sum("Partie en réseau" in text for text in live_region(browser)) == 1
    assert not any("Plus de connexion" in line for line in anne.seen), anne.seen


def talk_both_ways(browser: Browser, max_: Process) -> None:
    """Max's message heard on Anne's page; hers, typed in the page's talk field, heard by Max."""
    max_.type("dis bonjour Anne")
    browser.wait_for("document.getElementById('said').textContent.includes('Max dit, bonjour Anne')")
    browser.evaluate("document.getElementById('talk-text').focus()")
    browser.type("salut Max")
    browser.press("Enter")
    max_.expect("Anne dit, salut Max")


def test_table_talk_on_the_page_and_on_the_spectator_s_page(homes, browser):
    """Issue 47, point 2: the page has a field for the table's talk; what the others say is
    in its live region once; the spectator's page reads it and has no field to write."""
    homes.invite()
    links = homes.links
    max_ = homes.join("Max")
    max_.expect("Partie en réseau")
    browser.open(links["Anne"])
    browser.wait_for("document.getElementById('said').textContent.includes('Partie en réseau')")
    max_.expect("Anne arrive à la table.")
    assert browser.evaluate("document.getElementById('talk').hidden") is False
    talk_both_ways(browser, max_)
    assert browser.evaluate("document.getElementById('talk-text').value") == ""
    assert sum("Max dit, bonjour Anne" in text for text in live_region(browser)) == 1
    browser.open("about:blank")  # the spectator's link differs only after "#": a new page
    browser.open(links["spectator"])
    browser.wait_for("!document.getElementById('game').hidden")
    browser.wait_for("!document.getElementById('watching').hidden")
    assert browser.evaluate("document.getElementById('talk').hidden") is True
    max_.type("dis tout le monde voit ceci")
    browser.wait_for(
        "document.getElementById('said').textContent.includes('Max dit, tout le monde voit ceci')"
    )


def test_the_lobby_page_lists_the_tables_and_a_seat_taken_there_starts_the_game(homes, server, browser):
    """Issue 47, point 5, in Chromium: the lobby page (its address said by ``motamot salon
    --lien``) lists the open tables one per item, each with its button; a seat taken there
    starts the game, whose board the page then shows; a table proposed from the page's form
    is heard in a terminal."""
    from servers import run_in

    for name in ("Anne", "Max"):
        homes.card(name)
    link = run_in(homes.home("Anne"), "salon", server.address, "--lien").stdout.strip()
    assert link.startswith(
        f"Le salon sur une page web, à ouvrir dans un navigateur, http://{server.address}/#salon-"
    )
    max_ = homes.start("Max", "salon")
    max_.expect("Vous êtes au salon, Max.")
    browser.open(link.rsplit(", ", 1)[1])
    browser.wait_for("!document.getElementById('lobby').hidden")
    max_.expect("Anne arrive au salon.")
    assert browser.evaluate("document.getElementById('board-area').hidden") is True
    assert browser.evaluate("document.title") == "motamot, le salon"
    # The lobby's talk, both ways.
    talk_both_ways(browser, max_)
    # A table proposed from the page's form, heard in the terminal.
    browser.evaluate("document.getElementById('propose-clock').value = '15'")
    browser.evaluate("document.querySelector('#propose-form button[type=submit]').click()")
    max_.expect("Nouvelle table. Table 1, avec Anne, 1 place libre, FFSc, pendule 15 minutes, 2 joueurs.")
    # At her own table: no button to sit there, the one to leave it, no form for another.
    browser.wait_for("!document.getElementById('stand').hidden")
    assert browser.evaluate("document.querySelectorAll('#lobby-tables li button').length") == 0
    assert browser.evaluate("document.getElementById('propose-form').hidden") is True
    browser.evaluate("document.getElementById('stand').click()")
    max_.expect("Table 1 fermée.")
    max_.type("propose pendule 20")
    # Waited for by its text: the closed table 1 may still be listed a moment.
    browser.wait_for(
        "document.querySelectorAll('#lobby-tables li').length === 1"
        " && document.querySelector('#lobby-tables li').textContent.startsWith('Table 2')"
    )
    assert browser.evaluate("document.getElementById('stand').hidden") is True
    item = browser.evaluate("document.querySelector('#lobby-tables li').textContent")
    assert item.startswith("Table 2, avec Max, 1 place libre, FFSc, pendule 20 minutes, 2 joueurs.")
    assert browser.evaluate("document.querySelector('#lobby-tables button').textContent") == (
        "Prendre une place à la table 2"
    )
    browser.evaluate("document.querySelector('#lobby-tables button').focus()")
    browser.press("Enter")
    max_.expect("Partie en réseau, vous êtes Max, avec Anne.")
    browser.wait_for("document.getElementById('lobby').hidden")
    wait_for_board(browser, server)
    assert browser.evaluate("document.title") == "motamot, la partie"
    # Played from the page: Anne (the second seat, Max proposed) passes when it is her turn.
    if server.session().game.turn == 0:
        max_.type("passe")
        max_.expect("Max passe.")
    browser.wait_for("document.getElementById('said').textContent.includes('Chevalet')")
    browser.evaluate("document.getElementById('pass').click()")
    max_.expect("Anne passe.")
    assert browser.evaluate("document.getElementById('seat').hidden") is False
    assert browser.evaluate("location.hash").startswith("#") and "salon" not in browser.evaluate(
        "location.hash"
    )
