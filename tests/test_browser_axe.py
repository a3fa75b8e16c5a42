"""axe-core (issue 64): no violation on motamot's pages as a player meets them. Debian's
Chromium driven through its DevTools protocol, axe-core's own script put into each page
through it (``Browser.axe_violations``, nothing fetched): the start page of ``motamot
navigateur``, a game against the beginner begun there, that game at its end, and a server's
lobby page."""

from __future__ import annotations

import json

from browser import Browser
from test_browser_command import PLAYER_TO_PLAY, Launch, open_page, press_button, send_command

LOBBY_LINK = "section[aria-labelledby=lobbies-heading] a"


def no_violation(browser: Browser, where: str) -> None:
    """axe-core run on the page as it is; each violation printed whole when there are some."""
    found = browser.axe_violations()
    if found:
        print(f"axe-core, {where}:\n{json.dumps(found, indent=1, ensure_ascii=False)}")
    assert [(v["id"], [node["target"] for node in v["nodes"]]) for v in found] == [], where


def test_the_start_page_a_game_and_its_end_have_no_violation(tmp_path, browser):
    launch = Launch(tmp_path, "--sans-ouvrir", "--contre", "debutant")
    open_page(browser, launch.url)
    no_violation(browser, "the start page")
    press_button(browser, "Commencer la partie")
    browser.wait_for(PLAYER_TO_PLAY, 60)
    send_command(browser, "indice")
    no_violation(browser, "a game")
    assert "?" in send_command(browser, "abandonne")
    send_command(browser, "oui")
    browser.wait_for("document.getElementById('said').textContent.includes('Partie terminée.')", 30)
    send_command(browser, "analyse")
    no_violation(browser, "the end")
    launch.process.process.send_signal(2)
    assert launch.ended() == 0


def test_a_server_s_lobby_reached_from_the_start_page_has_no_violation(homes, browser):
    """The player has a card for a server (``motamot carte``): the start page links to that
    server's lobby page with it; followed by keyboard, the lobby has no violation either."""
    homes.card("Anne")
    launch = Launch(homes.home("Anne"), "--sans-ouvrir")
    open_page(browser, launch.url)
    link = browser.evaluate(f"document.querySelector({LOBBY_LINK!r}).textContent")
    port = homes.address.rsplit(":", 1)[1]
    assert link == f"Salon de 127.0.0.1, port {port}, avec votre carte Anne", link
    browser.evaluate(f"document.querySelector({LOBBY_LINK!r}).focus()")
    browser.press("Enter")
    browser.wait_for("document.getElementById('lobby') && !document.getElementById('lobby').hidden", 30)
    assert browser.evaluate("document.title") == "motamot, le salon"
    no_violation(browser, "the lobby")
    launch.process.process.send_signal(2)
    assert launch.ended() == 0
