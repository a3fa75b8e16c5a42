"""motamot's own Speech Dispatcher client, against a real daemon (issue 12, items 2 and 8).

The daemon runs with espeak-ng into a PulseAudio null sink, so messages take as long to say as
a player would hear them; its level-5 log shows what motamot asked for and what became of each
message."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from desktop import Desktop, wait_until

from motamot.describe.menu import describe_speaker_broken
from motamot.i18n import translation
from motamot.speech.announcer import Announcer
from motamot.speech.speech_dispatcher import (
    CLIENT_NAME,
    Connection,
    SpeechDispatcherSpeaker,
    addresses,
    open_socket,
    spoken_data,
    ssip_rate,
)


def test_the_daemon_is_looked_for_where_every_distribution_puts_it():
    assert addresses({"SPEECHD_ADDRESS": "unix_socket:/tmp/s.sock", "XDG_RUNTIME_DIR": "/r"}, 1000) == [
        ("unix", "/tmp/s.sock")
    ]
    assert addresses({"SPEECHD_ADDRESS": "inet_socket:localhost:7000"}, 1000) == [("inet", "localhost", 7000)]
    assert addresses({"SPEECHD_ADDRESS": "inet_socket"}, 1000) == [("inet", "127.0.0.1", 6560)]
    assert addresses({"SPEECHD_ADDRESS": "inet_socket:h:port"}, 1000) == []
    assert addresses({"SPEECHD_ADDRESS": "carrier-pigeon:x"}, 1000) == []
    # Debian, Fedora and Arch: the per-user runtime folder; without XDG_RUNTIME_DIR (su, ssh)
    # the same folder by uid; older daemons: the cache folder.
    assert addresses({"XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/anne"}, 1000) == [
        ("unix", "/run/user/1000/speech-dispatcher/speechd.sock"),
        ("unix", "/home/anne/.cache/speech-dispatcher/speechd.sock"),
    ]
    assert addresses({"HOME": "/home/anne", "SPEECHD_SOCKET": "/s"}, 1000) == [
        ("unix", "/s"),
        ("unix", "/run/user/1000/speech-dispatcher/speechd.sock"),
        ("unix", "/home/anne/.cache/speech-dispatcher/speechd.sock"),
    ]
    assert addresses({}, None) == []


def test_rates_and_message_data():
    assert ssip_rate(175) == 0 and ssip_rate(80) == -100 and ssip_rate(450) == 100
    assert ssip_rate(120) < 0 < ssip_rate(300) and ssip_rate(1000) == 100
    # A line made of one dot would end the message: it is doubled.
    assert spoken_data("Un.\n.\n.fin") == b"Un.\r\n..\r\n..fin\r\n.\r\n"
    assert spoken_data("") == b"\r\n.\r\n"


def test_no_daemon_means_no_speaker(tmp_path):
    assert SpeechDispatcherSpeaker.connect(environ={"XDG_RUNTIME_DIR": str(tmp_path)}) is None
    stale = tmp_path / "speech-dispatcher" / "speechd.sock"
    stale.parent.mkdir()
    stale.write_text("")  # a file left behind, nobody listening
    assert SpeechDispatcherSpeaker.connect(environ={"XDG_RUNTIME_DIR": str(tmp_path)}) is None


@pytest.fixture
def desktop(tmp_path):
    desktop = Desktop(tmp_path)
    try:
        desktop.start_sound()
        desktop.daemon = desktop.start_speech_dispatcher()
        yield desktop
    finally:
        desktop.stop()


class DaemonLog:
    """What the daemon's log says about one client: its settings and its messages."""

    def __init__(self, path: Path) -> None:
        self.text = path.read_text(errors="replace")

    def settings(self) -> list[str]:
        return re.findall(r"\d+:DATA:\|SET SELF (\w+ .*)", self.text)

    def queued(self) -> list[tuple[str, str]]:
        """(text, priority digit) of each message, in order."""
        return re.findall(r"Queueing message \|(.*?)\| with priority (\d)", self.text, re.S)

    def ended(self, kind: str) -> list[int]:
        code = {"end": "702", "cancel": "703"}[kind]
        return [int(m) for m in re.findall(rf"REPLY:\|{code}-(\d+)", self.text)]


def test_motamot_says_who_it_is_in_french_at_text_priority_and_queues_itself(desktop):
    speaker = SpeechDispatcherSpeaker.connect("fr", 250, environ=desktop.env)
    assert speaker is not None
    speaker.say("Anne joue H8 FOND, 16 points.")
    speaker.say("L'ordinateur joue I9 CE, 8 points.")  # queued: must not cut the first off
    speaker.close()
    log = DaemonLog(desktop.speechd_log)
    assert f"CLIENT_NAME {CLIENT_NAME}" in log.settings()
    assert {"LANGUAGE fr", "PRIORITY text", f"RATE {ssip_rate(250)}"} <= set(log.settings())
    assert log.queued() == [
        ("Anne joue H8 FOND, 16 points.", "3"),
        ("L'ordinateur joue I9 CE, 8 points.", "3"),
    ]
    assert log.ended("end") == [1, 2] and log.ended("cancel") == []
    assert not speaker.broken


def test_a_movement_cuts_off_what_is_being_said_and_what_waits(desktop):
    speaker = SpeechDispatcherSpeaker.connect("en", None, environ=desktop.env)
    assert speaker is not None
    speaker.say("Help, page one. " * 8)
    speaker.say("Help, page two.")
    time.sleep(0.5)
    speaker.say("H9, empty.", interrupt=True)
    speaker.close()
    log = DaemonLog(desktop.speechd_log)
    assert "LANGUAGE en" in log.settings()
    assert [text for text, _ in log.queued()] == ["Help, page one. " * 8, "H9, empty."]
    assert log.ended("cancel") == [1] and log.ended("end") == [2]


def test_the_screen_readers_own_speech_cuts_motamot_off_and_what_waits_is_dropped(desktop):
    """Orca speaks at priority ``message``: its echo of a key is heard at once, and motamot
    stops there as Orca's own speech does (what was waiting is not said after it)."""
    speaker = SpeechDispatcherSpeaker.connect("fr", None, environ=desktop.env)
    assert speaker is not None
    speaker.say("Touches, page 1 sur 4. " * 6)
    speaker.say("Point d'interrogation pour la suite.")
    time.sleep(0.5)
    orca = Connection(open_socket(addresses(desktop.env, None)[0]), lambda code, lines: None)
    for command in (
        "SET SELF CLIENT_NAME user:orca:test",
        "SET SELF PRIORITY message",
        "SET SELF NOTIFICATION END on",
    ):
        orca.send(command)
    orca.send("SPEAK", spoken_data("flèche droite"))
    wait_until(lambda: DaemonLog(desktop.speechd_log).ended("end"), 15, "the end of Orca's message")
    speaker.close()
    orca.close()
    log = DaemonLog(desktop.speechd_log)
    assert log.queued() == [("Touches, page 1 sur 4. " * 6, "3"), ("flèche droite", "2")]
    assert log.ended("cancel") == [1] and log.ended("end") == [2]
    assert not speaker.broken


def test_the_screen_reader_harness_times_each_utterance_from_its_begin_to_its_end(desktop):
    """Issue 60, point 2: the Orca scenarios measure each utterance as Speech Dispatcher spoke
    it (``screen_reader.SpeechLog``, from the log's begin event to its end or cut-off event),
    for a client that asks for those events as Orca does: a short sentence is short, a long
    one long and as long as the wall clock saw it, one cut off by a key lasts until the key."""
    from screen_reader import SpeechLog

    orca = Connection(open_socket(addresses(desktop.env, None)[0]), lambda code, lines: None)
    for command in (
        "SET SELF CLIENT_NAME user:orca:test",
        "SET SELF LANGUAGE fr",
        "SET SELF NOTIFICATION ALL on",
    ):
        orca.send(command)
    log = SpeechLog(desktop.speechd_log)
    begun = time.time()
    orca.send("SPEAK", spoken_data("Sac, 84."))
    orca.send("SPEAK", spoken_data("Touches, page 1 sur 4. " * 4))
    wait_until(lambda: len(DaemonLog(desktop.speechd_log).ended("end")) == 2, 30, "both said")
    heard = time.time() - begun
    orca.send("SPEAK", spoken_data("Aide, page 1. " * 8))
    time.sleep(1.5)
    orca.send("CANCEL SELF")
    orca.send("SPEAK", spoken_data("H9, vide."))
    wait_until(lambda: len(DaemonLog(desktop.speechd_log).ended("end")) == 3, 30, "the square said")
    orca.close()
    (short, long, cut, square), _ = log.step(0)
    assert short.seconds is not None and long.seconds is not None and cut.seconds is not None
    assert 0.3 < short.seconds < 4 < 6 < long.seconds, (short.seconds, long.seconds)
    assert short.seconds + long.seconds <= heard < short.seconds + long.seconds + 2.0
    assert cut.canceled and 1.0 < cut.seconds < 2.5, cut.seconds
    assert square.ended and square.began is not None and cut.stopped is not None
    assert square.began >= cut.stopped


def test_a_daemon_that_dies_mid_game_hands_over_to_the_next_voice_with_a_notice(desktop, monkeypatch):
    """Issue 12, item 8: the screen reader's voice (``--voix lecteur``) stops in the middle of a
    game; motamot says so with its own voice and goes on speaking with it."""
    from motamot.cli.main import build_parser
    from motamot.cli.play import start_play
    from motamot.settings import Settings

    monkeypatch.setattr("motamot.application.play.sys.platform", "linux")
    monkeypatch.setenv("XDG_RUNTIME_DIR", desktop.env["XDG_RUNTIME_DIR"])
    written: list[str] = []
    args = build_parser(translation("fr")).parse_args(["--lignes", "--voix", "lecteur"])
    args.settings = Settings()
    play = start_play(args, lambda line, error=False: written.append(line))
    play.refresh_voice()
    try:
        assert isinstance(play.announcer.speaker, SpeechDispatcherSpeaker)
        play.announcer.announce("Chevalet, V A F D O N O.")
        # Killed, not asked to stop: a daemon busy speaking took over 10 s to end on SIGTERM
        # in CI, and a voice that dies mid-game gives no notice either.
        desktop.daemon.kill()
        desktop.daemon.wait(timeout=10)
        wait_until(lambda: play.announcer.speaker.broken, 15, "the broken voice noticed")
        play.announcer.announce("H8, étoile, mot compte double.")
        assert play.announcer.speaker.name == "voice"  # espeak-ng, which CI installs
        assert written == [
            "Chevalet, V A F D O N O.",
            "Plus de réponse de lecteur d'écran, motamot utilise voix de motamot.",
            "H8, étoile, mot compte double.",
        ]
        assert play.announcer.history == written
    finally:
        play.close()


def test_a_speaker_that_fails_on_a_sentence_is_replaced_and_the_sentence_still_said():
    """A screen reader bridge that raises (NVDA closed, on Windows) breaks on the sentence
    itself: the next speaker says the notice, then that sentence."""

    class Closed:
        def speak(self, text, interrupt=False):
            raise OSError("NVDA is not running")

    from motamot.speech.speakers import RecordingSpeaker, ScreenReaderSpeaker

    tr = translation("en")
    written: list[str] = []
    recording = RecordingSpeaker()
    announcer = Announcer(
        ScreenReaderSpeaker(Closed()),
        written.append,
        lambda broken: (recording, describe_speaker_broken(tr, broken.name, "voice")),
    )
    announcer.announce("H8, star, double word.")
    assert written == [
        "H8, star, double word.",
        "No answer from screen reader, motamot uses motamot's voice.",
    ]
    assert recording.texts == [written[1], "H8, star, double word."]
    assert announcer.history == [
        "No answer from screen reader, motamot uses motamot's voice.",
        "H8, star, double word.",
    ]
