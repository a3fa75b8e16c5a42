"""No utterance over twelve seconds (issue 60, point 2): every page of the keys' help (F1 on
the board), every page of every help topic (``aide grille 2``), every step of the guided tour,
the time-out summary, the end of a game, the lobby's welcome and help, the card's sentence and
the messages that give an invitation, each said by motamot's own voice as it runs espeak-ng's
program (``speech.speakers.EspeakProcessVoice``: its voice, motamot's default rate, the text
as the announcer gives it) into a WAV file, timed by the file's length. A longer text is
several messages (``speech.answer.Break``), each timed alone, or pages the player walks.

espeak-ng is installed by CI: without it these tests fail, they never skip."""

from __future__ import annotations

import asyncio
import json
import shutil
import wave
from collections.abc import Iterable
from pathlib import Path

import pytest
from tables import FakeTime, seated

from motamot.commands.remote import RemoteTable, SeatKey
from motamot.commands.tour import TourCommands
from motamot.describe.duplicate import describe_duplicate_over
from motamot.describe.events import describe_game_over
from motamot.describe.messages import Message, message
from motamot.describe.tour import STEP_CHARACTERS, STEPS, describe_tour_step
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.net.lobby import Proposal
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.duplicate import DuplicateEnd, DuplicateOver
from motamot.rules.events import EndReason, GameOver, RackAdjustment
from motamot.rules.variants import PRESETS
from motamot.server.lobby import Lobby, Member
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Answer
from motamot.speech.pronunciation import for_the_ear
from motamot.speech.speakers import ESPEAK_VOICES, EspeakProcessVoice, RecordingSpeaker
from motamot.ui.app import GameScreen

LIMIT = 12.0  # seconds
LANGUAGES = ("fr", "en")
KINDS = ("game", "desk", "duplicate", "room")


def seconds(texts: Iterable[str], language: str, folder: Path) -> list[tuple[float, str]]:
    """How long each text takes to say, as motamot's own voice says it: espeak-ng's program,
    its voice for ``language``, motamot's default rate, the text as the announcer gives it."""
    program = shutil.which("espeak-ng")
    assert program is not None, "espeak-ng is needed (apt-get install espeak-ng), CI installs it"
    wav = folder / "said.wav"
    voice = EspeakProcessVoice(program, ESPEAK_VOICES[language], Settings().rate, record_to=wav)
    timed = []
    for text in dict.fromkeys(texts):  # each text once
        voice.speak(for_the_ear(text))
        with wave.open(str(wav)) as heard:
            timed.append((heard.getnframes() / heard.getframerate(), text))
    return timed


def assert_heard_in_twelve_seconds(texts: Iterable[str], language: str, folder: Path) -> float:
    """Every text said in twelve seconds or less; the longest's length."""
    timed = seconds(texts, language, folder)
    assert timed, "nothing to time"
    too_long = [(round(s, 1), text) for s, text in timed if s > LIMIT]
    assert not too_long, too_long
    return max(s for s, _ in timed)


def said(answer: Answer) -> list[str]:
    """Each message of an answer, as the history keeps it (its sentences, one after another)."""
    return [" ".join(part.sentences) for part in answer.messages()]


def test_the_voice_measured_is_motamot_s_own(tmp_path: Path) -> None:
    """The yardstick itself: a short sentence is short, a long one long, at 175 words a minute."""
    (short, _), (long, _) = seconds(["Sac, 84.", "Partie terminée. " * 12], "fr", tmp_path)
    assert Settings().rate == 175
    assert 0.3 < short < 2.0 and long > LIMIT


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_of_the_keys_help_is_heard_in_twelve_seconds(language: str, tmp_path: Path) -> None:
    """F1 (or ?) on the board, pressed again and again: each page, its number and what follows
    it, for every kind of table and a seat at a server's game."""
    tr = translation(language)
    pages: list[str] = []
    views = [seated(kind, tmp_path / kind, language).table for kind in KINDS]
    remote = RemoteTable(tr, Settings(), None)
    for table in [*views, remote]:
        screen = GameScreen(table, Announcer(RecordingSpeaker(), lambda text: None))
        announcer = screen.announcer
        first = None
        for _press in range(40):
            screen._keys += 1  # the same key again, at once: the next page
            with announcer.one_answer():
                screen.say_key_help()
            page = announcer.history[-1]
            if page == first:
                break
            first = first or page
            pages.append(page)
        else:
            raise AssertionError("the keys' help never came back to its first page")
    assert len(pages) > 20
    assert_heard_in_twelve_seconds(pages, language, tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_of_every_help_topic_is_heard_in_twelve_seconds(language: str, tmp_path: Path) -> None:
    """``aide``, then ``aide grille``, ``aide grille 2``… to the last page, at every kind of
    table; each message timed alone."""
    help_word = "aide" if language == "fr" else "help"
    messages: list[str] = []
    for kind in KINDS:
        table = seated(kind, tmp_path / kind, language).table
        messages += said(table.typed_line(help_word))
        for topic in table.registry.topics():
            pages = 0
            for page in range(1, 30):
                answer = table.typed_line(f"{help_word} {topic.value} {page}")
                if not answer.sentences[0].startswith(("Aide, ", "Help, ")):
                    break  # past the last page: said so
                pages += 1
                messages += said(answer)
            assert pages >= 1, (kind, topic)
    assert_heard_in_twelve_seconds(messages, language, tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_step_of_the_tour_is_a_message_heard_in_twelve_seconds(language: str, tmp_path: Path) -> None:
    """Each step, what it explains and what it asks, on the full screen, in lines and in a page
    (its last step differs); a step is a message of its own, after the answer to what the
    player did."""
    tr = translation(language)
    steps = [describe_tour_step(tr, n, on_screen) for on_screen in (True, False) for n in range(STEPS)]
    steps.append(describe_tour_step(tr, STEPS - 1, False, on_page=True))
    assert all(len(text) <= STEP_CHARACTERS for text in steps), steps  # the bound the steps keep
    assert_heard_in_twelve_seconds(steps, language, tmp_path)
    session = GameSession.new(
        [Seat("Anne"), Seat(COMPUTER_NAME, "debutant")], PRESETS["ffsc"], shipped(), 1, None
    )
    table = TourCommands(session, tr, Settings())
    opening = said(table.begin())
    assert describe_tour_step(tr, 0, False) in opening  # a message alone, not run into the rack
    answered = said(table.typed_line("ligne H" if language == "fr" else "row H"))
    assert answered[-1] == describe_tour_step(tr, 1, False)


def _out_of_time(language: str) -> tuple[list[str], list[str]]:
    """Anne against the beginner, a minute each; Anne thinks too long: what the clock says
    (she passes, the computer plays on alone, summed up), then the end of the game."""
    from conftest import new_game

    game = new_game(clock=ClockSettings(ClockKind.CHESS, 60, (30, 10)), now=0.0)
    game.players[0].name, game.players[1].name = "Anne", COMPUTER_NAME
    time = FakeTime()
    session = GameSession(game, [Seat("Anne"), Seat(COMPUTER_NAME, "debutant")], shipped(), None, 3, time)
    from motamot.commands.game import GameCommands

    table = GameCommands(session, translation(language))
    table.begin()
    table.typed_line("chevalet" if language == "fr" else "rack")
    time.now = 200.0
    summary = said(table.clock_due())
    ending = said(table.typed_line("accepte" if language == "fr" else "accept")) if game.over is None else []
    assert game.over is not None
    return summary, ending


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_time_out_summary_and_the_end_of_a_game_are_heard_in_twelve_seconds(
    language: str, tmp_path: Path
) -> None:
    """Out of time, the computer plays on alone: the summary, then the end, a message each; the
    end of a game of four whose racks are full (twenty seconds as one sentence before issue
    60); a duplicate room of twelve."""
    tr = translation(language)
    summary, ending = _out_of_time(language)
    assert any(text.startswith(("Partie terminée", "Game over")) for text in summary + ending)
    names = ["Marie-Christine", "Jean-Baptiste", "Christophe", "Dominique"]
    left = tuple(RackAdjustment(p, ("K", "W", "?", "Z", "X", "Y", "E"), -34) for p in range(4))
    full_racks = GameOver(EndReason.PASSES, left, (412, 388, 356, 301), (0,), None)
    out = GameOver(
        EndReason.OUT,
        (*left[1:], RackAdjustment(0, (), 102)),
        (514, 354, 322, 267),
        (0,),
        0,
    )
    ends = describe_game_over(tr, full_racks, names) + describe_game_over(tr, out, names)
    assert len(describe_game_over(tr, full_racks, names)) > 3
    room = names + ["Anne-Sophie", "Pierre-Yves", "Bénédicte", "Jean-Christophe", "Léa", "Tom", "Zoé", "Max"]
    duplicate = DuplicateOver(DuplicateEnd.NO_FIT_RACK, tuple(range(900, 900 - 12 * 20, -20)), 1000)
    ends += describe_duplicate_over(tr, duplicate, room)
    ends.append(message(tr, Message.ANALYSIS_OFFERED))
    assert_heard_in_twelve_seconds(summary + ending + ends, language, tmp_path)


def _lobby_said(language: str) -> tuple[list[str], list[str]]:
    """What the lobby tells Zoé as she comes in (five people there, three open tables), and
    its help: each message of each answer."""
    sent: list[str] = []
    lobby = Lobby(lambda table: asyncio.sleep(0, None))
    fr = translation("fr")
    people = (
        ("Marie-Christine", 1620),
        ("Jean-Baptiste", 1488),
        ("Christophe", None),
        ("Léa", 1702),
        ("Tom", None),
    )
    for name, rating in people:
        member = Member(len(lobby.members) + 1, name, rating, fr, True, lambda text: None)
        lobby.enter(member)
    proposals = (
        Proposal(rules="ffsc", clock_minutes=20, players=2, rated=True),
        Proposal(rules="larousse", clock_minutes=0, players=4, hints=True),
        Proposal(rules="ffsc", formula="duplicate", clock_minutes=3, players=6),
    )
    for member, proposal in zip(lobby.members, proposals, strict=False):
        lobby._propose(member, proposal)
    zoe = Member(9, "Zoé", 1500, translation(language), True, sent.append, screen=True)
    lobby.enter(zoe)
    welcome = Answer.from_json(json.loads(sent[0])["items"])
    sent.clear()
    asyncio.run(lobby.line(zoe, "aide" if language == "fr" else "help", 1))
    help_given = Answer.from_json(json.loads(sent[0])["items"])
    return said(welcome), said(help_given)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lobby_s_welcome_and_help_are_heard_in_twelve_seconds(language: str, tmp_path: Path) -> None:
    """The welcome, who is there, each open table and how to reach the commands, a message
    each; the lobby's help too."""
    welcome, help_given = _lobby_said(language)
    # Welcome; who is there, four people a message; each table; how to reach the commands.
    # The help: the tables, the seats, talk, muting one person, a table's settings.
    assert len(welcome) == 7 and len(help_given) == 5, (welcome, help_given)
    assert_heard_in_twelve_seconds(welcome + help_given, language, tmp_path)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_and_an_invitation_are_heard_in_twelve_seconds_the_words_alone(
    language: str, tmp_path: Path
) -> None:
    """The card's sentence (ten seconds before issue 60), and a game started from the lobby:
    its sentence, the invitation's four words alone, then how to come back with the card."""
    tr = translation(language)
    card = [
        message(tr, Message.CARD_MADE, name="Marie-Christine"),
        message(tr, Message.CARD_NONE, address="192.168.1.20, port 8765"),
    ]
    table = RemoteTable(tr, Settings(), None)
    table.address = "192.168.1.20:8765"
    table.join_request(SeatKey(card="lune lune lune lune", lobby=True), language, screen=True)
    started = said(
        table.received(
            {"type": "moved", "game": 12, "invitation": "marguerite cannelle luciole jardin", "lobby": True}
        )
    )
    assert started[1] == "marguerite, cannelle, luciole, jardin."
    assert_heard_in_twelve_seconds(card + started, language, tmp_path)
    assert seconds(card[:1], language, tmp_path)[0][0] < 5  # the card's sentence, short
    # The words alone, slow enough to write down: the commas make the voice pause after each.
    (apart, _), (run_on, _) = seconds([started[1], "marguerite cannelle luciole jardin"], language, tmp_path)
    assert apart > run_on + 0.5, (apart, run_on)
