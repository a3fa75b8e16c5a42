"""Sound cues: the files are shipped, miniaudio plays them on its NULL backend,
events call for the right cues, and with no device motamot stays silent."""

import wave

import miniaudio

from conftest import new_game, set_rack
from motamot.commands.table import GameCommands
from motamot.files import shipped_folder
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.game import LineGame
from motamot.rules.clock import ClockWarning
from motamot.session import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Settings
from motamot.sound.cues import CUES, CuePlayer, cues_for
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker


def test_every_cue_is_a_short_shipped_sound():
    for cue in CUES:
        with wave.open(str(shipped_folder("sounds") / f"{cue}.wav")) as sound:
            seconds = sound.getnframes() / sound.getframerate()
            assert 0.02 < seconds < 1.0, cue


def test_cues_play_on_the_null_backend():
    player = CuePlayer.open([miniaudio.Backend.NULL])
    assert player is not None
    try:
        for cue in CUES:
            player.play(cue)
        assert player.played == list(CUES)
    finally:
        player.close()


def test_events_call_for_cues():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    events = game.play(0, "H8 FOND")
    assert cues_for(events, lambda player: player == 0) == ["accepted"]
    assert cues_for(events, lambda player: False) == ["opponent"]
    assert cues_for([ClockWarning(0, 60, 59)], lambda player: True) == ["clock"]
    bingo = new_game()
    set_rack(bingo, 0, "AEINRST")
    assert cues_for(bingo.play(0, "H8 ENTRAIS"), lambda player: True) == ["scrabble"]


def test_the_line_game_plays_cues_unless_they_are_turned_off():
    player = CuePlayer.open([miniaudio.Backend.NULL])
    assert player is not None
    game = new_game()
    game.judge = shipped().is_valid
    set_rack(game, 0, "FONDUES")
    typed = iter(["H1 FOND", "H8 FOND", "sons non", "H9 X", "quitte"])
    session = GameSession(game, [Seat("Xavier"), Seat(COMPUTER_NAME, "debutant")], shipped(), None, 1)
    commands = GameCommands(
        session, translation("fr"), Announcer(RecordingSpeaker(), print), Settings(), None, player
    )
    LineGame(commands, lambda prompt: next(typed, None)).run()
    player.close()
    assert player.played[:2] == ["refused", "accepted"]
    assert "refused" not in player.played[2:]  # sounds turned off before the last refusal
