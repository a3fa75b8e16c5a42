"""``motamot navigateur`` (issue 64): the player's own games in their browser. A real motamot
process serving on 127.0.0.1, Debian's Chromium driven by keyboard through its DevTools
protocol: the start page (a new game, duplicate alone, the guided tour, its settings form, a
game or a tour taken up after the first process is killed with SIGKILL and started again),
every command of the table from the page's command field, an exchange and a challenge with
the move form's buttons, the history walked, the clock's warning in the assertive region; a
second real process that does not know the launch's address gets nothing; Ctrl+C or the
last page closed ends it. About two minutes in all (the clock's warning waits 30 seconds)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
from browser import Browser
from servers import Process, ServerProcess, best_move
from test_web_page import board_on_page, play_by_keyboard

from motamot.application.browser import NO_PAGE_FOR
from motamot.describe.tour import STEPS, describe_tour_step
from motamot.i18n import translation

# What a page has drawn once the game is there: the board's squares and the rack.
READY = "document.querySelectorAll('#rack li').length === 7"
PLAYER_TO_PLAY = "document.querySelector('#scores tr.turn th')?.textContent.startsWith('Joueur')"
# The player's games, in their data folder (XDG_DATA_HOME is the test's home).
KEPT = Path("motamot") / "navigateur.sqlite"
# webbrowser's way to the player's browser: $BROWSER, here a program that writes down the
# address it was given, which the test's Chromium then opens.
OPENER = "import pathlib, sys; pathlib.Path(sys.argv[1]).write_text(sys.argv[2])"
# A second process on the machine, without the launch's address: every way in it may try.
INTRUDER = """
import asyncio, json, sys
import aiohttp

async def main(port, guesses):
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{port}/") as page:
            print("page", page.status)
        for path, invitation in guesses:
            try:
                async with http.ws_connect(f"ws://127.0.0.1:{port}{path}") as ws:
                    await ws.send_str(json.dumps({"type": "join", "invitation": invitation,
                                                  "language": "fr", "settings": {}}))
                    print("answer", json.loads((await ws.receive(timeout=10)).data)["type"])
            except aiohttp.WSServerHandshakeError as refused:
                print("refused", refused.status)

asyncio.run(main(int(sys.argv[1]), json.loads(sys.argv[2])))
"""


class Launch:
    """``motamot navigateur`` started as a player starts it; the address it gave."""

    def __init__(self, home: Path, *options: str) -> None:
        self.started = time.monotonic()
        opened = home / "opened.txt"
        opened.unlink(missing_ok=True)
        browser = f"{sys.executable} -c {OPENER!r} {opened} %s"
        self.process = Process(["navigateur", "--graine", "7", *options], home, BROWSER=browser)
        self.process.expect("Ctrl\\+C arrête motamot")
        if "--sans-ouvrir" in options:
            self.url = self.process.expect(r"^http://127\.0\.0\.1:\d+/")
        else:  # given to the player's browser, not printed for a screen reader to spell out
            self.url = opened.read_text()
        found = re.fullmatch(r"http://127\.0\.0\.1:(\d+)(/[^/]+/)\?langue=fr", self.url)
        assert found, self.url
        self.port, self.path = int(found[1]), found[2]

    def ended(self, timeout: float = 20) -> int:
        return self.process.process.wait(timeout)


def open_page(browser: Browser, url: str) -> None:
    """The start page at ``url`` (not the page before it, still there a moment)."""
    browser.open(url)
    browser.wait_for(
        f"location.href === {json.dumps(url)} && document.getElementById('new-heading') !== null"
    )


def press_button(browser: Browser, starts: str) -> str:
    """Tab from the top of the page to the button whose name starts with ``starts``, and
    Enter, as a keyboard user does: the game's page drawn, its invitation (the address's
    fragment)."""
    browser.evaluate("document.activeElement.blur()")
    tab_to(
        browser, f"document.activeElement.textContent.startsWith({json.dumps(starts)})", f"button {starts!r}"
    )
    browser.press("Enter")
    browser.wait_for(f"location.pathname.endsWith('/partie') && {READY}", 30)
    return browser.evaluate("decodeURIComponent(location.hash.slice(1))").replace("-", " ")


def tab_to(browser: Browser, reached: str, what: str) -> None:
    """Tab, as a keyboard user does, until ``reached`` (a script's condition) holds."""
    for _ in range(30):
        if browser.evaluate(reached):
            return
        browser.press("Tab")
    raise AssertionError(f"{what} not reached with Tab")


def intruder(port: int, guesses: list[tuple[str, str]]) -> list[str]:
    """What a second process, knowing only what ``guesses`` holds, was answered."""
    done = subprocess.run(
        [sys.executable, "-c", INTRUDER, str(port), json.dumps(guesses)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_a_game_started_then_taken_up_after_a_kill_and_no_other_process_gets_in(tmp_path, browser):
    """The start page opened by webbrowser, a game begun there and a move played by keyboard,
    motamot killed with SIGKILL and started again: the game taken up from the start page, the
    move on its board, at a new address; the old address and a second process without it get
    nothing."""
    first = Launch(tmp_path, "--contre", "debutant")
    open_page(browser, first.url)
    print(f"command to start page ready: {time.monotonic() - first.started:.1f} s")
    assert "Aucune partie en cours." in browser.evaluate("document.body.textContent")
    invitation = press_button(browser, "Commencer la partie")
    print(f"command to game page ready: {time.monotonic() - first.started:.1f} s")
    kept = ServerProcess(tmp_path, first.port, file=KEPT)  # the file read as a server's
    browser.wait_for(PLAYER_TO_PLAY, 60)  # the beginner may play first
    play_by_keyboard(browser, best_move(kept, 0))
    browser.wait_for(PLAYER_TO_PLAY, 60)
    board = board_on_page(browser)
    assert board == kept.session().game.board.rows() and any(row.strip(".") for row in board)
    # Back to the start page by its link: it holds motamot open as a game's page does.
    browser.evaluate("document.getElementById('language-link').focus()")
    browser.press("Tab")
    assert browser.evaluate("document.activeElement.id") == "start-link"
    browser.press("Enter")
    browser.wait_for("document.getElementById('new-heading') !== null")
    time.sleep(NO_PAGE_FOR + 3)
    assert first.process.process.poll() is None
    assert "Partie 1, Joueur et Motamot, en cours" in browser.evaluate("document.body.textContent")
    # Nobody else: not at the server's usual places, not with the seat's invitation alone.
    assert intruder(first.port, [("/ws", invitation), ("/motamot/ws", invitation)]) == [
        "page 404",
        "refused 404",
        "refused 404",
    ]
    os.kill(first.process.process.pid, signal.SIGKILL)
    first.ended()

    again = Launch(tmp_path, "--sans-ouvrir")
    assert again.path != first.path
    open_page(browser, again.url)
    taken = press_button(browser, "Partie 1,")
    assert taken != invitation
    assert board_on_page(browser) == board
    # The last launch's address opens nothing, its path nor its invitation; this one's does.
    old = [(first.path + "ws", invitation), (again.path + "ws", invitation)]
    assert intruder(again.port, old) == ["page 404", "refused 404", "answer error"]
    assert intruder(again.port, [(again.path + "ws", taken)]) == ["page 404", "answer joined"]
    # The page closed: motamot ends by itself, the game kept.
    browser.send("Page.close")
    assert again.ended() == 0
    assert again.process.expect("Page fermée, motamot s'arrête")


def test_the_start_page_at_200_percent_and_in_high_contrast(tmp_path, browser):
    """At 200 % (640 CSS pixels on a 1280-pixel screen), in forced colours (Windows' high
    contrast), nothing needs a sideways scroll and every control is within the page's width."""
    launch = Launch(tmp_path, "--sans-ouvrir")
    browser.send(
        "Emulation.setDeviceMetricsOverride", width=640, height=900, deviceScaleFactor=2, mobile=False
    )
    browser.send("Emulation.setEmulatedMedia", features=[{"name": "forced-colors", "value": "active"}])
    open_page(browser, launch.url)
    assert browser.evaluate("matchMedia('(forced-colors: active)').matches")
    assert browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    names = browser.evaluate(
        "[...document.querySelectorAll('button, select, input:not([type=hidden]), a')]"
        ".map((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right <= innerWidth)"
    )
    assert names and all(names), names
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0


def test_duplicate_alone_from_the_start_page(tmp_path, browser):
    """Duplicate alone begun from the start page; its commands from the same field; on its
    grid, a square reached by its name; the start page closed last ends motamot."""
    launch = Launch(tmp_path, "--sans-ouvrir")
    open_page(browser, launch.url)
    press_button(browser, "Commencer le duplicate")
    browser.wait_for("document.getElementById('said').textContent.includes('Coup 1, tirage')", 30)
    helped = send_command(browser, "aide")  # the room's own commands, from the same field
    assert helped and not helped.startswith("Commande inconnue"), helped
    # On the grid, a square's name typed goes there: its row's letter, then its number.
    browser.evaluate("document.querySelector('#board td[tabindex=\"0\"]').focus()")
    for typed, square in (("b12", "B12"), ("h8", "H8"), ("o15", "O15"), ("c1", "C1"), ("a16", "A1")):
        for key in typed:
            browser.press(key)
        name = browser.evaluate("document.activeElement.querySelector('.for-reader').textContent")
        assert name.startswith(square + ","), (typed, name)
    # Back at the start page, then that page closed: motamot ends by itself.
    open_page(browser, launch.url)
    browser.send("Page.close")
    assert launch.ended() == 0
    assert launch.process.expect("Page fermée, motamot s'arrête")


def test_ctrl_c_ends_it_and_a_second_launch_is_told(tmp_path):
    launch = Launch(tmp_path, "--sans-ouvrir")
    second = Process(["navigateur", "--sans-ouvrir"], tmp_path)
    second.expect(r"motamot navigateur est déjà lancé, le processus \d+\.")
    assert second.process.wait(30) == 2
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0
    launch.process.expect("motamot arrêté. La partie est gardée pour le prochain lancement.")
    refused = Process(["navigateur", "--contre", "aucun"], tmp_path)
    refused.expect("Dans le navigateur, vous jouez contre l'ordinateur")
    assert refused.process.wait(30) == 2


def send_command(browser: Browser, line: str) -> str:
    """``line`` typed in the command field and Enter, as a player does: the answer the live
    region got for it, the field emptied and still holding the focus."""
    browser.evaluate("document.getElementById('command').focus()")
    count = browser.evaluate("document.querySelectorAll('#said p').length")
    browser.type(line)
    browser.press("Enter")
    browser.wait_for(f"document.querySelectorAll('#said p').length > {count}", 60)
    assert browser.evaluate("document.activeElement.id") == "command"
    assert browser.evaluate("document.getElementById('command').value") == ""
    return browser.evaluate("document.querySelector('#said p:last-child').textContent")


def test_the_command_field_takes_every_command_of_the_table(tmp_path, browser):
    """Against the beginner chosen by keyboard: a hint, the bag, the first move again, a move
    and its yes, the history walked with F3 and F2, the last move, help, a setting kept, a word
    of one's own, resigning and the analysis, each answer in the live region, the focus left
    where it was."""
    launch = Launch(tmp_path, "--sans-ouvrir")  # the settings' level first: intermediate
    open_page(browser, launch.url)
    for _ in range(10):  # the level chosen by keyboard: the one before, the beginner
        if browser.evaluate("document.activeElement.id") == "level":
            break
        browser.press("Tab")
    browser.press("ArrowUp")
    assert browser.evaluate("document.getElementById('level').value") == "debutant"
    press_button(browser, "Commencer la partie")
    browser.wait_for(PLAYER_TO_PLAY, 60)
    kept = ServerProcess(tmp_path, launch.port, file=KEPT)
    assert kept.session().seats[1].level == "debutant"
    assert send_command(browser, "sac").endswith(" lettres dans le sac.")
    hinted = send_command(browser, "indice")  # the first step of the hints: a scrabble or not
    assert "scrabble" in hinted.lower(), hinted
    first = send_command(browser, "coup 1")
    assert first.startswith("Coup 1"), first
    move, before = best_move(kept, 0), len(kept.session().game.moves)
    heard = send_command(browser, move)
    assert " points" in heard, heard
    played = send_command(browser, "")  # Enter, as the answer says
    assert move.split()[1] in played or "joue" in played, played
    browser.wait_for(PLAYER_TO_PLAY, 60)
    assert len(kept.session().game.moves) == before + 2  # the player's, then the beginner's
    assert board_on_page(browser) == kept.session().game.board.rows()
    # F3 steps back through what was said, F2 says it again: the page's own history.
    said = browser.evaluate("[...document.querySelectorAll('#said p')].map((p) => p.textContent)")
    back = send_key(browser, "F3")  # the answer before the latest, whole, as in the terminal
    assert back == said[-2] and back.startswith("Joueur joue"), (back, said[-3:])
    assert send_key(browser, "F2") == back
    assert send_key(browser, "F4") == said[-1]
    # The last move again, help, a word of one's own asked about then kept out, the end and
    # the analysis: the table's commands, none of them known to the page.
    assert send_command(browser, "dernier").startswith("Motamot joue")
    assert send_command(browser, "aide")
    # A setting changed at the page is the player's, kept in their settings file.
    assert send_command(browser, "epeler oui")
    assert json.loads((tmp_path / "motamot" / "settings.json").read_text())["spelling"] is True
    browser.evaluate("window.beforeReload = true; location.reload()")  # the seat taken again
    browser.wait_for(
        "!window.beforeReload && document.getElementById('said')?.textContent.includes('Chevalet')", 30
    )
    assert " comme " in browser.evaluate("document.getElementById('said').textContent")
    asked = send_command(browser, "ajoute ZOUZOU")
    assert "ZOUZOU" in asked.upper() and "?" in asked, asked
    assert send_command(browser, "non")
    assert "?" in send_command(browser, "abandonne")
    send_command(browser, "oui")
    browser.wait_for("document.getElementById('said').textContent.includes('Partie terminée.')", 30)
    analysed = send_command(browser, "analyse")
    assert "Coup 1" in analysed or "coup 1" in analysed, analysed
    assert launch.process.process.poll() is None
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0


def send_key(browser: Browser, key: str) -> str:
    """A function key pressed where the focus is: the answer the live region got."""
    count = browser.evaluate("document.querySelectorAll('#said p').length")
    focused = browser.evaluate("document.activeElement.id")
    browser.press(key)
    browser.wait_for(f"document.querySelectorAll('#said p').length > {count}", 30)
    assert browser.evaluate("document.activeElement.id") == focused
    return browser.evaluate("document.querySelector('#said p:last-child').textContent")


def test_the_clock_s_warning_is_said_at_once_and_the_focus_stays(tmp_path, browser):
    """A minute a move: 30 seconds before its end, the warning comes to the assertive region,
    not the polite one, while the focus stays in the command field."""
    launch = Launch(tmp_path, "--sans-ouvrir", "--contre", "debutant", "--chrono", "1")
    open_page(browser, launch.url)
    press_button(browser, "Commencer la partie")
    browser.wait_for(PLAYER_TO_PLAY, 60)
    browser.evaluate("document.getElementById('command').focus()")
    warned = browser.wait_for("document.getElementById('alarm').textContent", 45)
    assert "30 secondes" in warned, warned
    assert browser.evaluate("document.getElementById('alarm').getAttribute('role')") == "alert"
    assert not any(
        warned in text
        for text in browser.evaluate("[...document.querySelectorAll('#said p')].map((p) => p.textContent)")
    )
    assert browser.evaluate("document.activeElement.id") == "command"
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0


def test_the_start_page_refuses_bad_forms_and_speaks_english(tmp_path):
    """Forms no page of motamot sends: the start page again, saying why, never an error; and
    the page in English when asked."""
    launch = Launch(tmp_path, "--sans-ouvrir")
    base = launch.url.split("?")[0]

    async def post_all() -> list[tuple[int, str]]:
        forms = [
            ("nouvelle", {"level": "xyz", "rules": "ffsc", "clock": "0"}),
            ("nouvelle", {"level": "debutant", "rules": "ffsc", "clock": "abc"}),
            ("nouvelle", {"level": "debutant", "rules": "ffsc", "clock": "9" * 5000}),
            ("nouvelle", {"level": "debutant", "rules": "nulle", "clock": "0", "langue": "zz"}),
            ("nouvelle", {}),
            ("duplicate", {"minutes": "0"}),
            ("reprendre", {"partie": "42"}),
            ("reprendre", {"partie": "-1", "langue": "en"}),
        ]
        answers = []
        async with aiohttp.ClientSession() as http:
            for path, form in forms:
                async with http.post(base + path, data=form, allow_redirects=False) as answer:
                    answers.append((answer.status, await answer.text()))
            async with http.get(base + "?langue=en") as answer:
                answers.append((answer.status, await answer.text()))
        return answers

    answers = asyncio.run(post_all())
    assert all(status == 200 for status, _ in answers), [status for status, _ in answers]
    bad_choice = "Ce choix n&#x27;est pas possible, prenez-en un de la liste."
    assert all(bad_choice in text for _, text in answers[:6])
    assert "Cette partie n&#x27;est plus en cours" in answers[6][1]
    assert "That game is no longer in progress" in answers[7][1]
    assert "<title>motamot, start</title>" in answers[8][1] and "Take up a game" in answers[8][1]
    assert launch.process.process.poll() is None
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0


def test_the_settings_form_of_the_start_page_is_kept_and_heard(tmp_path, browser):
    """The start page's settings, changed by keyboard: written in the player's settings file,
    said saved, shown again as chosen, and heard at the next game (its letters spelt); a form
    no page sends is refused, the file unchanged."""
    launch = Launch(tmp_path, "--sans-ouvrir")
    open_page(browser, launch.url)
    browser.evaluate("document.getElementById('verbosity').focus()")
    browser.press("ArrowUp")  # from normal to short
    browser.press("Tab")
    browser.press(" ")  # the letters spelt
    browser.press("Tab")
    assert browser.evaluate("document.activeElement.name") == "sounds"  # left on, as it was
    browser.press("Tab")
    assert browser.evaluate("document.activeElement.id") == "language"
    browser.press("Tab")
    browser.press("Enter")
    browser.wait_for("document.querySelector('[role=status]')?.textContent === 'Réglages enregistrés.'")
    kept = json.loads((tmp_path / "motamot" / "settings.json").read_text())
    chosen = [kept[name] for name in ("verbosity", "spelling", "sounds", "language")]
    assert chosen == ["court", True, True, "fr"]
    assert browser.evaluate("document.getElementById('verbosity').value") == "court"
    assert browser.evaluate("document.querySelector('input[name=spelling]').checked")
    press_button(browser, "Commencer la partie")
    browser.wait_for("document.getElementById('said').textContent.includes(' comme ')", 30)

    async def refused() -> str:
        async with aiohttp.ClientSession() as http:
            form = {"verbosity": "bavard", "language": "fr", "langue": "fr"}
            async with http.post(launch.url.split("?")[0] + "reglages", data=form) as answer:
                return await answer.text()

    assert "Ce choix n&#x27;est pas possible" in asyncio.run(refused())
    assert json.loads((tmp_path / "motamot" / "settings.json").read_text()) == kept
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0


def press_on_page(browser: Browser, element: str) -> str:
    """Tab from where the focus is to the element with the id ``element``, and Enter: what
    the live region got since, its paragraphs together."""
    count = browser.evaluate("document.querySelectorAll('#said p').length")
    tab_to(browser, f"document.activeElement.id === {json.dumps(element)}", f"#{element}")
    browser.press("Enter")
    browser.wait_for(f"document.querySelectorAll('#said p').length > {count}", 60)
    return " ".join(
        browser.evaluate("[...document.querySelectorAll('#said p')].map((p) => p.textContent)")[count:]
    )


def test_a_game_against_the_beginner_by_keyboard_with_an_exchange_a_challenge_and_a_kill(tmp_path, browser):
    """From the start page, by keyboard alone: hints, the bag, the first move again, an
    exchange with the move form's button, the beginner's move challenged with its button,
    motamot killed with SIGKILL and the game taken up, then its end and the analysis."""
    launch = Launch(tmp_path, "--sans-ouvrir", "--contre", "debutant")
    open_page(browser, launch.url)
    press_button(browser, "Commencer la partie")
    browser.wait_for(PLAYER_TO_PLAY, 60)
    kept = ServerProcess(tmp_path, launch.port, file=KEPT)
    assert "scrabble" in send_command(browser, "indice").lower()
    assert send_command(browser, "sac").endswith(" lettres dans le sac.")
    assert send_command(browser, "coup 1").startswith("Coup 1")
    # The exchange: three letters of the rack in the word field, then the Change button.
    game = kept.session().game
    rack, actions = "".join(game.players[0].rack), len(game.actions)
    browser.evaluate("document.getElementById('word').focus()")
    browser.type(rack[:3].replace("?", ""))
    exchanged = press_on_page(browser, "exchange")
    browser.wait_for(PLAYER_TO_PLAY, 60)
    assert "Joueur change 3 lettres" in exchanged, exchanged
    assert len(kept.session().game.actions) == actions + 2  # the exchange, then the beginner's move
    # The beginner's move challenged with the Challenge button.
    browser.evaluate("document.getElementById('word').focus()")
    challenged = press_on_page(browser, "challenge")
    assert challenged.startswith("Joueur conteste") and "maintenu" in challenged, challenged
    board = board_on_page(browser)
    os.kill(launch.process.process.pid, signal.SIGKILL)
    launch.ended()
    again = Launch(tmp_path, "--sans-ouvrir")
    open_page(browser, again.url)
    press_button(browser, "Partie 1,")
    assert board_on_page(browser) == board
    assert "?" in send_command(browser, "abandonne")
    send_command(browser, "oui")
    browser.wait_for("document.getElementById('said').textContent.includes('Partie terminée.')", 30)
    analysed = send_command(browser, "analyse")
    assert "Coup 1" in analysed or "coup 1" in analysed, analysed
    again.process.process.send_signal(signal.SIGINT)
    assert again.ended() == 0


def said_on_page(browser: Browser) -> list[str]:
    return browser.evaluate("[...document.querySelectorAll('#said p')].map((p) => p.textContent)")


def test_the_guided_tour_from_the_start_page_taken_up_where_it_stood(tmp_path, browser):
    """The guided tour begun from the start page: each step said once what the one before
    asked is typed in the command field; motamot killed with SIGKILL mid-tour, the tour taken
    up from the start page at the step it stood, then played to its last step."""
    fr = translation("fr")
    steps = [describe_tour_step(fr, number, False, on_page=True) for number in range(STEPS)]
    launch = Launch(tmp_path, "--sans-ouvrir")
    open_page(browser, launch.url)
    press_button(browser, "Commencer la visite guidée")
    browser.wait_for(f"document.getElementById('said').textContent.includes({json.dumps(steps[0])})", 30)
    for typed, number in (("ligne H", 1), ("colonne 8", 2), ("primes H", 3)):
        send_command(browser, typed)
        browser.wait_for(f"document.getElementById('said').textContent.includes({json.dumps(steps[number])})")
    os.kill(launch.process.process.pid, signal.SIGKILL)
    launch.ended()
    again = Launch(tmp_path, "--sans-ouvrir")
    open_page(browser, again.url)
    press_button(browser, "Partie 1,")
    browser.wait_for(f"document.getElementById('said').textContent.includes({json.dumps(steps[3])})", 30)
    assert said_on_page(browser)[0].startswith("Visite reprise. Partie en réseau")
    kept = ServerProcess(tmp_path, again.port, file=KEPT)
    for typed, number in (
        ("legende", 4),
        ("chevalet", 5),
        ("scores", 6),
        (best_move(kept, 0), 7),
        ("oui", 8),
    ):
        send_command(browser, typed)
        browser.wait_for(f"document.getElementById('said').textContent.includes({json.dumps(steps[number])})")
    # The beginner answers the player's move: awaited, it thinks a moment on a busy machine.
    browser.wait_for("document.getElementById('said').textContent.includes('Motamot joue')")
    said = " ".join(said_on_page(browser))
    assert all(said.count(text) == 1 for text in steps[3:]), said
    again.process.process.send_signal(signal.SIGINT)
    assert again.ended() == 0
