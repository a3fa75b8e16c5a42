"""The game's page plays the terminal's sound cues (issue 64): a real ``motamot navigateur``
process on 127.0.0.1, Debian's Chromium driven by keyboard through its DevTools protocol. A
move played makes the page play ``placed`` then ``accepted`` at the seat's volume, with its words; with the
sounds turned off in the start page's settings form, nothing plays."""

from __future__ import annotations

import json
import signal

from browser import Browser
from servers import ServerProcess, best_move
from test_browser_command import KEPT, PLAYER_TO_PLAY, Launch, open_page, press_button, send_command
from test_web_page import play_by_keyboard

# Each audio element's play (the script asked it to play) and end (heard to its last sample),
# kept by the test, with the volume it played at.
RECORD_CUES = """
window.__cues = [];
for (const cue of document.querySelectorAll("audio")) {
  for (const kind of ["play", "ended"]) {
    cue.addEventListener(kind, () => window.__cues.push([kind, cue.id.slice(4), cue.volume]));
  }
}
true
"""
# Every cue's sound loaded by the page (its WAV served and let through the page's policy).
ALL_LOADED = "[...document.querySelectorAll('audio')].every((a) => a.readyState >= 2 && a.duration > 0)"


def cues(browser: Browser) -> list[list[object]]:
    return list(browser.evaluate("window.__cues"))


def test_a_move_played_plays_its_cue_at_the_seat_s_volume(tmp_path, browser):
    """Sounds on (the settings' default): the player's move plays ``placed`` as it is heard
    with its score, then ``accepted`` (``scrabble`` for a scrabble) as it is played, at 40 %,
    each in an answer that says something, and the last cue is heard to its end; ``volume 60``
    at the command field plays ``placed`` at the new level."""
    launch = Launch(tmp_path, "--sans-ouvrir", "--contre", "debutant")
    open_page(browser, launch.url)
    press_button(browser, "Commencer la partie")
    browser.wait_for(ALL_LOADED)
    assert browser.evaluate("document.querySelectorAll('audio').length") == 7
    browser.evaluate(RECORD_CUES)
    browser.wait_for(PLAYER_TO_PLAY, 60)  # the beginner may play first
    kept = ServerProcess(tmp_path, launch.port, file=KEPT)
    browser.evaluate("window.__cues = []")
    play_by_keyboard(browser, best_move(kept, 0))
    browser.wait_for(PLAYER_TO_PLAY, 60)
    browser.wait_for("window.__cues.some(([kind]) => kind === 'ended')", 10)  # the last cue heard whole
    played = cues(browser)
    names = [name for kind, name, _ in played if kind == "play"]
    # The move heard with its score (``placed``), played (``accepted``), the beginner's.
    assert names[0] == "placed" and names[1] in ("accepted", "scrabble"), played
    assert all(volume == 0.4 for _, _, volume in played), played
    # Each cue came with its words: the answer that carried it says something, the move's score first.
    answers = [json.loads(text) for text in browser.evaluate("window.__received")]
    for name in names:
        with_cue = next(a for a in answers if a["type"] == "said" and ["cue", name] in a["items"])
        words = " ".join(item[1] for item in with_cue["items"] if item[0] == "say")
        assert words and (name != "placed" or " points" in words), with_cue
    browser.evaluate("window.__cues = []")
    assert send_command(browser, "volume 60")
    browser.wait_for("window.__cues.length > 0", 10)
    assert cues(browser)[0] == ["play", "placed", 0.6]
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0


def test_the_sounds_box_of_the_start_page_turns_the_cues_off(tmp_path, browser):
    """The start page's sounds box, checked as the settings have it, unchecked by keyboard:
    written in the player's settings file, said saved, shown unchecked again; at the game, a
    move played and the beginner's answer play nothing, and are said."""
    launch = Launch(tmp_path, "--sans-ouvrir", "--contre", "debutant")
    open_page(browser, launch.url)
    box = "document.querySelector('input[name=sounds]')"
    assert browser.evaluate(f"{box}.checked")
    browser.evaluate(f"{box}.focus()")
    browser.press(" ")  # sounds off
    browser.press("Tab")
    assert browser.evaluate("document.activeElement.id") == "language"
    browser.press("Tab")
    browser.press("Enter")
    browser.wait_for("document.querySelector('[role=status]')?.textContent === 'Réglages enregistrés.'")
    assert json.loads((tmp_path / "motamot" / "settings.json").read_text())["sounds"] is False
    assert not browser.evaluate(f"{box}.checked")
    press_button(browser, "Commencer la partie")
    browser.wait_for(ALL_LOADED)
    browser.evaluate(RECORD_CUES)
    browser.wait_for(PLAYER_TO_PLAY, 60)
    kept = ServerProcess(tmp_path, launch.port, file=KEPT)
    before = len(kept.session().game.moves)
    said = browser.evaluate("document.querySelectorAll('#said p').length")
    play_by_keyboard(browser, best_move(kept, 0))
    browser.wait_for(PLAYER_TO_PLAY, 60)
    assert len(kept.session().game.moves) == before + 2  # the player's move, then the beginner's
    assert browser.evaluate("document.querySelectorAll('#said p').length") > said
    assert cues(browser) == []
    answers = [json.loads(text) for text in browser.evaluate("window.__received")]
    assert not any(item[0] == "cue" for a in answers if a["type"] == "said" for item in a["items"])
    launch.process.process.send_signal(signal.SIGINT)
    assert launch.ended() == 0
