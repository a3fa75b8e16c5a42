"""Sound cues: the files are shipped, miniaudio plays them on its NULL backend,
events call for the right cues, and with no device motamot stays silent."""

import wave

import miniaudio

from conftest import new_game, set_rack
from motamot.commands.game import GameCommands
from motamot.files import shipped_folder
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.rules.clock import ClockWarning
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Settings
from motamot.sound.cues import CUES, CuePlayer, cues_for, played_at
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
    commands = GameCommands(session, translation("fr"), Settings())
    announcer = Announcer(RecordingSpeaker(), print)
    announcer.cue = played_at(player, commands.settings)  # as the application gives the interface
    LineTable(commands, announcer, lambda prompt: next(typed, None)).run()
    player.close()
    assert player.played[:2] == ["refused", "accepted"]
    assert "refused" not in player.played[2:]  # sounds turned off before the last refusal


def test_cues_sit_at_the_voice_s_level_by_default_and_follow_the_volume(tmp_path):
    """Each cue, at the default volume, is within 3 dB of espeak-ng's voice saying a move."""
    import array
    import math
    import shutil
    import subprocess

    from motamot.settings import Settings
    from motamot.sound.cues import CUES, CuePlayer

    def loudness(samples) -> float:  # RMS of the audible samples, in dB of full scale
        audible = [s for s in samples if abs(s) > 300]
        return 20 * math.log10(math.sqrt(sum(s * s for s in audible) / len(audible)) / 32768)

    espeak = shutil.which("espeak-ng")
    assert espeak is not None, "espeak-ng is needed, CI installs it"
    spoken = tmp_path / "voice.wav"
    subprocess.run(
        [espeak, "-v", "fr", "-s", "175", "-w", str(spoken), "Anne joue H4 COTTES, 22 points."], check=True
    )
    with wave.open(str(spoken)) as wav:
        voice = loudness(array.array("h", wav.readframes(wav.getnframes())))
    player = CuePlayer.open([miniaudio.Backend.NULL], volume=Settings().cue_volume)
    assert player is not None
    for cue in CUES:
        assert abs(loudness(player.samples(cue)) - voice) < 3, cue
    player.volume = 0
    assert not any(player.samples("placed"))
    player.close()


def test_volume_and_rate_commands_and_keys():
    from motamot.settings import Settings

    game = new_game()
    session = GameSession(game, [Seat("Xavier"), Seat(COMPUTER_NAME, "debutant")], shipped(), None, 1)
    player = CuePlayer.open([miniaudio.Backend.NULL])
    said: list[str] = []
    kept: list[tuple[int, int]] = []
    commands = GameCommands(
        session,
        translation("fr"),
        Settings(),
        lambda settings: kept.append((settings.cue_volume, settings.rate)),
    )
    announcer = Announcer(RecordingSpeaker(), said.append)
    announcer.cue = played_at(player, commands.settings)  # as the application gives the interface
    typed = iter(["volume +", "volume moins", "volume 70", "volume 75", "debit +", "debit 120"])
    LineTable(commands, announcer, lambda prompt: next(typed, None)).run()
    assert "Volume des sons, 50 pour cent." in said and "Volume des sons, 40 pour cent." in said
    assert "Volume des sons, 70 pour cent." in said and player is not None and player.volume == 70
    assert (
        "Écrivez volume plus, volume moins, ou l'une des valeurs 0, 10, 20, 30, 40, 50, 60, 70, 80, "
        "90 ou 100." in said
    )
    assert "Débit de la voix de motamot, 200 mots par minute." in said
    assert kept[-1] == (70, 120)
    player.close()
