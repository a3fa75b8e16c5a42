"""Issue 33: what each person at the table perceives. Point 5: a time-out is said once."""

from __future__ import annotations

from tables import FakeTime

from motamot.commands.game import GameCommands
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession, Seat
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker


def test_a_player_out_of_time_on_their_turn_hears_it_once():
    """000 §7.3: out of time, the player passes until the end; said once, not twice."""
    time = FakeTime()
    words = shipped()
    clock = ClockSettings(ClockKind.CHESS, 60, ())
    game = Game.new(["Anne", "Bruno"], preset("ffsc"), seed=2026, clock=clock, judge=words.is_valid, now=0.0)
    session = GameSession(game, [Seat("Anne"), Seat("Bruno")], words, None, 1, clock=time)
    table = GameCommands(session, translation("fr"))
    table.begin()
    table.key_command("rack")  # the player takes the keyboard: the clock runs
    time.now = 61
    said = table.clock_due().sentences
    out_of_time = [text for text in said if "n'a plus de temps" in text]
    assert len(out_of_time) == 1 and out_of_time[0].endswith("n'a plus de temps et passe."), said


def test_without_colour_a_premium_never_looks_like_a_tile_and_the_focus_stays_visible(monkeypatch):
    """Point 9: with NO_COLOR a placed T and a triple-word square differ, and the focused
    square keeps its reverse video."""
    from motamot.rules.board import Premium
    from motamot.ui.app import PLAIN_STYLE, RELIEF_MARKS, GameScreen

    monkeypatch.setenv("NO_COLOR", "1")
    words = shipped()
    game = Game.new(["Anne", "Bruno"], preset("ffsc"), seed=2026, judge=words.is_valid, now=0.0)
    session = GameSession(game, [Seat("Anne"), Seat("Bruno")], words, None, 1)
    screen = GameScreen(
        GameCommands(session, translation("fr")), Announcer(RecordingSpeaker(), lambda t: None)
    )
    cells = [text.strip() for style, text in screen._board_text() if "\n" not in text and len(text) == 3]
    premiums = {RELIEF_MARKS[p] for p in Premium if p is not Premium.NONE}
    assert premiums <= set(cells)
    assert not any(cell.isalpha() for cell in cells)  # an empty board holds no letter
    assert any("class:focus" in style for style, _text in screen._board_text())
    assert "reverse" in str(PLAIN_STYLE.get_attrs_for_style_str("class:focus"))
