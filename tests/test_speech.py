"""Speakers and the announcer; real speech synthesis with espeak-ng into a WAV file."""

import io
import os
import wave
from array import array

import pytest

from motamot.speech.announcer import Announcer
from motamot.speech.speakers import (
    OwnVoiceSpeaker,
    PrintSpeaker,
    RecordingSpeaker,
    ScreenReaderSpeaker,
    choose_speaker,
)
from motamot.speech.synthesis import synthesise


def test_announcer_prints_speaks_and_remembers():
    speaker = RecordingSpeaker()
    printed: list[str] = []
    announcer = Announcer(speaker, printed.append)
    announcer.announce("À Zoé de jouer.")
    announcer.announce("H8, étoile, mot compte double", interrupt=True)
    assert printed == ["À Zoé de jouer.", "H8, étoile, mot compte double"]
    assert speaker.said == [("À Zoé de jouer.", False), ("H8, étoile, mot compte double", True)]
    assert announcer.repeat() == "H8, étoile, mot compte double"
    assert announcer.step_back() == "À Zoé de jouer."
    assert announcer.step_back() is None
    assert announcer.repeat() == "À Zoé de jouer."
    announcer.stop()
    assert speaker.stops == 1


def test_printed_lines_are_not_printed_twice():
    stream = io.StringIO()
    printed: list[str] = []
    Announcer(PrintSpeaker(stream), printed.append).announce("Bonjour")
    assert printed == ["Bonjour"] and stream.getvalue() == ""
    PrintSpeaker(stream).say("Salut")
    assert stream.getvalue() == "Salut\n"


def test_accessible_output2_loads_and_falls_back_without_a_screen_reader(capsys):
    import accessible_output2  # noqa: F401  (the library itself must be installed)

    # CI has no screen reader running: connecting finds none, prints nothing, and
    # the automatic choice falls back to the own voice or printed lines. (On Linux the
    # screen reader's voice is Speech Dispatcher's, through motamot's own client.)
    assert ScreenReaderSpeaker.connect() is None
    speaker = choose_speaker("screen-reader", stream=io.StringIO())
    assert isinstance(speaker, PrintSpeaker)
    assert capsys.readouterr().out == ""
    automatic = choose_speaker("auto")
    try:
        assert automatic.name in ("voice", "text")
    finally:
        automatic.close()


def test_silent_choice_records():
    assert isinstance(choose_speaker("silent"), RecordingSpeaker)


def test_own_voice_speaks_from_its_worker_thread():
    speaker = OwnVoiceSpeaker.start("fr")
    assert speaker is not None, "espeak-ng is needed, CI installs it"
    try:
        speaker.say("Bonjour")
        speaker.say("H8", interrupt=True)
        speaker.stop()
    finally:
        speaker.close()


def test_a_french_announcement_is_synthesised_into_a_wav_file_with_sound(tmp_path):
    path = synthesise("H8, étoile, mot compte double. Motamot joue H4 MOTS, 12 points.", tmp_path / "a.wav")
    with wave.open(str(path)) as sound:
        assert sound.getnchannels() == 1 and sound.getsampwidth() == 2
        seconds = sound.getnframes() / sound.getframerate()
        samples = array("h", sound.readframes(sound.getnframes()))
    assert 1.5 < seconds < 20
    loud = sum(1 for s in samples if abs(s) > 2000)
    assert loud > len(samples) * 0.05, "the file holds silence"


def test_synthesis_reports_failure(tmp_path):
    with pytest.raises(RuntimeError):
        synthesise("Bonjour", tmp_path / "absent-folder" / "a.wav")


def _seconds(path):
    with wave.open(str(path)) as sound:
        return sound.getnframes() / sound.getframerate()


def test_the_speech_rate_setting_reaches_the_own_voice(tmp_path):
    from motamot.speech.speakers import choose_speaker

    sentence = "H8, étoile, mot compte double. Motamot joue H4 MOTS, 12 points."
    lengths = {}
    for rate in (120, 300):
        speaker = OwnVoiceSpeaker.start("fr", rate, record_to=tmp_path / f"{rate}.wav")
        assert speaker is not None, "espeak-ng is needed, CI installs it"
        speaker.say(sentence)
        speaker.close()
        lengths[rate] = _seconds(tmp_path / f"{rate}.wav")
    assert lengths[120] > 2 * lengths[300]
    assert isinstance(choose_speaker("voice", "fr", rate=300), OwnVoiceSpeaker)
    # Changed during the game (the debit command, the < and > keys): the next sentence follows it.
    speaker = OwnVoiceSpeaker.start("fr", 120, record_to=tmp_path / "changed.wav")
    assert speaker is not None
    assert Announcer(speaker, lambda text: None).set_rate(300)
    speaker.say(sentence)
    speaker.close()
    assert abs(_seconds(tmp_path / "changed.wav") - lengths[300]) < 0.2 * lengths[300]


def test_pyttsx3_speaks_where_espeak_ng_s_program_is_missing():
    import pyttsx3

    from motamot.speech.speakers import Pyttsx3Voice

    voice = Pyttsx3Voice(pyttsx3.init(), "roa/fr", 200)
    voice.speak("Bonjour")
    voice.stop()


def test_a_running_screen_reader_is_found_on_each_system(tmp_path):
    from motamot.speech.detect import screen_reader_running

    proc = tmp_path / "proc"
    (proc / "12").mkdir(parents=True)
    (proc / "12" / "cmdline").write_bytes(b"/usr/bin/python3\0/usr/bin/orca\0--replace\0")
    (proc / "self").mkdir()
    nothing = lambda command: None  # noqa: E731  (no busctl, no gsettings)
    assert screen_reader_running("linux", nothing, proc)
    (proc / "12" / "cmdline").write_bytes(b"/usr/bin/python3\0/usr/bin/motamot\0")
    assert not screen_reader_running("linux", nothing, proc)
    # The AT-SPI bus or GNOME's setting say so, without an Orca process to see.
    atspi = lambda command: "b true\n" if command[0] == "busctl" else None  # noqa: E731
    gnome = lambda command: "true\n" if command[0] == "gsettings" else None  # noqa: E731
    assert screen_reader_running("linux", atspi, proc)
    assert screen_reader_running("linux", gnome, proc)
    assert not screen_reader_running("linux", lambda command: "false\n", proc)
    # Windows: the system's screen-reader flag, which NVDA, JAWS and Narrator set.
    assert screen_reader_running("win32", windows_flag=lambda: True)
    assert not screen_reader_running("win32", windows_flag=lambda: False)
    # macOS: VoiceOver's setting.
    assert screen_reader_running("darwin", lambda command: "1\n")
    assert not screen_reader_running("darwin", nothing)

    def broken() -> bool:
        raise OSError("no user32")

    assert not screen_reader_running("win32", windows_flag=broken)  # a broken probe: none


def test_with_a_screen_reader_the_lines_are_printed_only_and_spoken_by_it():
    # In lines, or on the full screen with the cursor after the message, the screen reader
    # reads and brailles what is written: motamot sends nothing to speech itself (issue 12, item 1).
    speaker = choose_speaker("auto", written_is_read=True, screen_reader=lambda: True)
    assert isinstance(speaker, PrintSpeaker) and speaker.name == "text"
    # Without a screen reader, motamot's own voice (espeak-ng, installed in CI).
    alone = choose_speaker("auto", written_is_read=True, screen_reader=lambda: False)
    try:
        assert alone.name == "voice"
    finally:
        alone.close()


def test_a_chosen_voice_that_cannot_be_used_is_named_with_the_one_used(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    env.pop("SPEECHD_ADDRESS", None)
    env["XDG_RUNTIME_DIR"] = str(tmp_path)  # no Speech Dispatcher socket there: no screen reader
    script = Path(sys.executable).with_name("motamot")
    result = subprocess.run(
        [str(script), "--voix", "lecteur", "--joueurs", "A,B"],
        input="quitte\noui\n",
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "lecteur d'écran n'est pas disponible ici, motamot utilise texte seul." in result.stdout


def test_windows_paths_the_language_and_a_voice_that_speaks_it():
    """Windows cannot run here: its paths are checked with the platform given to them."""
    from types import SimpleNamespace

    from motamot.i18n import LANG_ENGLISH, LANG_FRENCH, language_from_environment
    from motamot.speech.speakers import voice_for_language

    # Windows sets no LANG: the language of its interface decides.
    assert language_from_environment({}, "win32", lambda: LANG_ENGLISH) == "en"
    assert language_from_environment({}, "win32", lambda: LANG_FRENCH) == "fr"
    assert language_from_environment({}, "win32", lambda: None) == "fr"
    assert language_from_environment({"LANG": "en_GB.UTF-8"}, "win32", lambda: LANG_FRENCH) == "en"
    assert language_from_environment({}, "linux", lambda: LANG_ENGLISH) == "fr"
    # SAPI names its voices, it knows no espeak id: the French one is found by its name or id.
    sapi = [
        SimpleNamespace(
            id=r"HKEY_LOCAL_MACHINE\...\TTS_MS_EN-US_ZIRA_11.0",
            name="Microsoft Zira Desktop - English (United States)",
            languages=[],
        ),
        SimpleNamespace(
            id=r"HKEY_LOCAL_MACHINE\...\TTS_MS_FR-FR_HORTENSE_11.0",
            name="Microsoft Hortense Desktop - French",
            languages=[],
        ),
    ]
    assert voice_for_language(sapi, "roa/fr").endswith("FR-FR_HORTENSE_11.0")
    assert voice_for_language(sapi, "gmw/en").endswith("EN-US_ZIRA_11.0")
    assert voice_for_language(sapi[:1], "roa/fr") is None  # none speaks French: the engine's default
    mac = [SimpleNamespace(id="com.apple.voice.Thomas", name="Thomas", languages=["fr_FR"])]
    assert voice_for_language(mac, "roa/fr") == "com.apple.voice.Thomas"
    espeak = [SimpleNamespace(id="roa/fr", name="French", languages=[b"\x05fr"])]
    assert voice_for_language(espeak, "roa/fr") == "roa/fr"


def test_joker_is_said_by_the_french_voice():
    """espeak-ng's French dictionary switches to English for "joker": the own voice is given a
    French spelling of it; checked on espeak-ng's own phonemes."""
    import shutil
    import subprocess

    from motamot.speech.pronunciation import said_in_french

    espeak = shutil.which("espeak-ng")
    assert espeak is not None, "espeak-ng is needed, CI installs it"

    def phonemes(text: str) -> str:
        return subprocess.run([espeak, "-v", "fr", "-x", "-q", text], capture_output=True, text=True).stdout

    sentence = "Chevalet, A 1, joker 0. Deux Jokers en main."
    assert "(en)" in phonemes(sentence)  # what espeak-ng does with the word itself
    assert said_in_french(sentence) == "Chevalet, A 1, jokère 0. Deux jokères en main."
    assert "(en)" not in phonemes(said_in_french(sentence))


def test_a_move_written_with_a_joker_is_said_in_capitals():
    """A move is written as it is typed, a joker in lower case (5E NOTAiRES); espeak-ng reads
    such a word as "not", then "e r": the voice is given it in capitals, the screen keeps it.
    Checked on espeak-ng's own phonemes."""
    import shutil
    import subprocess

    from motamot.speech.pronunciation import for_the_ear

    espeak = shutil.which("espeak-ng")
    assert espeak is not None, "espeak-ng is needed, CI installs it"

    def phonemes(text: str) -> str:
        return subprocess.run([espeak, "-v", "fr", "-x", "-q", text], capture_output=True, text=True).stdout

    written = "Le meilleur coup, 5E NOTAiRES, joker I, 80 points."
    assert for_the_ear(written) == "Le meilleur coup, 5E NOTAIRES, joker I, 80 points."
    assert "not'Er" not in phonemes(written) and "not'Er" in phonemes(for_the_ear(written))
    # Names, ordinary words, all-joker words and coordinates stay as they are.
    for kept in ("À Zoé de jouer.", "McDonald, 12 points", "H8 mot", "DeVries joue 8H CHAT"):
        assert for_the_ear(kept) == kept
    speaker = RecordingSpeaker()
    printed: list[str] = []
    announcer = Announcer(speaker, printed.append)
    announcer.announce(written)
    assert printed == [written]
    assert speaker.said == [(for_the_ear(written), False)]
    assert announcer.repeat() == written
    assert speaker.said[-1] == (for_the_ear(written), True)


def test_an_own_voice_whose_program_vanished_is_broken(tmp_path):
    """espeak-ng removed (or its sound server gone) while motamot runs: the worker notices,
    and the announcer hands over to the next speaker (tests/test_speech_dispatcher.py)."""
    from motamot.speech.speakers import EspeakProcessVoice

    speaker = OwnVoiceSpeaker(lambda: EspeakProcessVoice(str(tmp_path / "espeak-ng"), "fr", None))
    assert not speaker.broken
    speaker.say("Bonjour")
    speaker.close()
    assert speaker.broken


def test_the_screen_readers_voice_is_speech_dispatcher_on_linux_and_accessible_output2_elsewhere(
    monkeypatch, tmp_path
):
    from motamot.speech import speakers

    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))  # no daemon there
    asked: list[str] = []
    monkeypatch.setattr(speakers.ScreenReaderSpeaker, "connect", classmethod(lambda cls: asked.append("ao2")))
    assert speakers.connect_screen_reader("fr", 175, platform="linux") is None and asked == []
    assert speakers.connect_screen_reader("fr", 175, platform="win32") is None and asked == ["ao2"]


def test_only_this_users_orca_counts(tmp_path):
    """Issue 34, point 5: another user's Orca on a shared machine reads another session."""
    import os

    from motamot.speech.detect import orca_process

    proc = tmp_path / "proc"
    (proc / "12").mkdir(parents=True)
    (proc / "12" / "cmdline").write_bytes(b"/usr/bin/python3\0/usr/bin/orca\0")
    here = {"DISPLAY": ":0"}
    assert orca_process(proc, environment=here)  # the test's own files: this user's
    assert not orca_process(proc, user=os.getuid() + 1, environment=here)


def test_only_an_orca_on_this_terminals_display_counts(tmp_path):
    """Orca reads the windows of its own display: an Orca on another desktop (another
    display of the same user) does not read this terminal, nor one with no display."""
    from motamot.speech.detect import orca_process

    proc = tmp_path / "proc"
    (proc / "12").mkdir(parents=True)
    (proc / "12" / "cmdline").write_bytes(b"orca\0--debug-file\0/tmp/orca.log\0")
    (proc / "12" / "environ").write_bytes(b"HOME=/home/anne\0DISPLAY=:91\0")
    assert orca_process(proc, environment={"DISPLAY": ":91", "TERM": "xterm"})
    assert not orca_process(proc, environment={"DISPLAY": ":0"})
    assert not orca_process(proc, environment={})  # a console, a service: no display
    (proc / "12" / "environ").write_bytes(b"WAYLAND_DISPLAY=wayland-0\0DISPLAY=:1\0")
    assert orca_process(proc, environment={"WAYLAND_DISPLAY": "wayland-0"})


def test_a_screen_reader_motamot_cannot_drive_reads_the_text_with_no_second_voice(monkeypatch):
    """Issue 48, point 6: Narrator sets the screen-reader flag, and accessible-output2 has no
    Narrator backend: its first output is then SAPI 5, a second voice over Narrator. A
    "system" output is not a screen reader; motamot writes, and Narrator reads."""
    from accessible_output2.outputs.auto import Auto
    from accessible_output2.outputs.base import Output

    class Sapi(Output):  # declared as accessible-output2's SAPI 5 is (it loads only on Windows)
        name = "sapi5"
        system_output = True

        def __init__(self) -> None:
            pass

    monkeypatch.setattr(Auto, "get_first_available_output", lambda self: Sapi())
    assert ScreenReaderSpeaker.connect() is None
    monkeypatch.setattr("motamot.speech.speakers.connect_screen_reader", lambda language, rate: None)
    speaker = choose_speaker("auto", written_is_read=False, screen_reader=lambda: True)
    assert isinstance(speaker, PrintSpeaker) and speaker.name == "text"
