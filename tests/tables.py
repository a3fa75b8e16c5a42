"""The four kinds of table (the classic game, the referee desk, duplicate alone, a duplicate
room), set up the same way and driven the same way: typed lines through the line interface,
or the same lines typed into the full screen's command line of the real application."""

from __future__ import annotations

import asyncio
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from conftest import new_game, set_rack
from motamot.commands.base import Table
from motamot.commands.duplicate import DuplicateCommands
from motamot.commands.game import GameCommands
from motamot.commands.referee import RefereeCommands
from motamot.commands.room import RoomCommands
from motamot.i18n import translation
from motamot.lexicon.lexicon import Lexicon, shipped
from motamot.lines.table import LineTable
from motamot.rules.actions import RestartClock, StopClock
from motamot.rules.variants import preset
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.sessions.duplicate import DuplicateSession
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.app import GameScreen, build_app

KINDS = ("game", "desk", "duplicate", "room")
ENTER = "[Entrée]"  # on screen, a lone Enter: plays the move heard
WORDS = shipped()


UP, DOWN, RIGHT, LEFT = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"
HOME, END, PAGE_UP, PAGE_DOWN = "\x1b[H", "\x1b[F", "\x1b[5~", "\x1b[6~"
ENTER_KEY, TAB, F1, F2, F3, QUIT = "\r", "\t", "\x1bOP", "\x1bOQ", "\x1bOR", "\x11"


def run_keys(screen: GameScreen, keys: str, then: str = QUIT, output=None) -> str:  # type: ignore[no-untyped-def]
    """The screen's real application run on ``keys`` through a pipe; once they are answered
    and the computer has played (it chooses in a worker thread), ``then`` (Ctrl+Q). What the
    application ended with ("quit", "menu")."""
    with create_pipe_input() as pipe:
        app = build_app(screen, input=pipe, output=output or DummyOutput())

        async def then_when_idle() -> None:
            quiet = 0
            while quiet < 5:  # 100 ms with nothing going on
                await asyncio.sleep(0.02)
                busy = screen.commands.thought is not None or screen.scene_due or bool(screen.following)
                quiet = 0 if busy else quiet + 1
            pipe.send_text(then)

        pipe.send_text(keys)
        app.pre_run_callables.append(lambda: app.create_background_task(then_when_idle()))
        return app.run()


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Seated:
    """A table, what it said, and how to read its game's state back from its save."""

    table: Table
    speaker: RecordingSpeaker
    path: Path
    announcer: Announcer  # the interface's voice, handed to the lines or the screen showing the table

    @property
    def heard(self) -> list[str]:
        return self.speaker.texts

    def state(self) -> object:
        """What a player could lose: the board, the scores, the turn, the actions (but the
        clock stopped while the keyboard is handed over, and started again)."""
        game = self.table.game
        if isinstance(self.table, DuplicateCommands):
            return (game.board.rows(), game.totals(), game.number, game.over)
        played = [a for a in game.actions if not isinstance(a, (StopClock, RestartClock))]
        return (game.board.rows(), [p.score for p in game.players], game.turn, len(played))

    def resumed_state(self) -> object:
        """The same, as a save read again gives it back (the game in progress only)."""
        if isinstance(self.table, DuplicateCommands):
            session: object = DuplicateSession.resume(self.path, WORDS, self.table.session._clock)
        else:
            session = GameSession.resume(self.path, WORDS)
        table = type(self.table)(session, self.table.tr)
        return Seated(table, self.speaker, self.path, self.announcer).state()


def seated(kind: str, folder: Path, language: str = "fr", words: Lexicon = WORDS) -> Seated:
    """A table of ``kind`` at its start, saved under ``folder``; Xavier and Yvonne at one
    keyboard, the desk's Anne and Bruno on the physical board, Anne alone at duplicate, Anne and
    Bruno in a room."""
    path = folder / f"{kind}.json"
    tr = translation(language)
    speaker = RecordingSpeaker()
    announcer = Announcer(speaker, lambda text: None)
    table: Table
    if kind == "game":
        # Seed 1: Xavier starts with A D F N O O V (H8 FOND), and every action replays from the save.
        session = GameSession.new([Seat("Xavier"), Seat("Yvonne")], preset("ffsc"), words, 1, path)
        table = GameCommands(session, tr)
    elif kind == "desk":
        desk = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), words, path)
        table = RefereeCommands(desk, tr, export_dir=folder / "sheets", language=language)
    else:
        names = ["Anne"] if kind == "duplicate" else ["Anne", "Bruno"]
        game_session = DuplicateSession.new(names, words, 5, 180, path, FakeTime())
        if kind == "duplicate":
            table = DuplicateCommands(game_session, tr)
        else:
            table = RoomCommands(game_session, tr, export_dir=folder / "sheets", language=language)
    return Seated(table, speaker, path, announcer)


def in_lines(seat: Seated, lines: list[str]) -> Seated:
    """The lines typed at the line interface, then the input ends."""
    pending = list(lines)
    LineTable(seat.table, seat.announcer, lambda prompt: pending.pop(0) if pending else None).run()
    return seat


def on_screen(seat: Seated, lines: list[str]) -> GameScreen:
    """The table's full screen started, then each line typed into its command line (Enter,
    the line, Enter; ``ENTER`` alone plays the move heard or hands the keyboard over), then
    Ctrl+Q; the screen, whose
    ``errors`` hold whatever a key raised."""
    screen = GameScreen(seat.table, seat.announcer)
    screen.start()
    keys = "".join("\r" if line == ENTER else f"\r{line}\r" for line in lines)
    if seat.table.waiting_for_ready:
        keys = "\r" + keys  # at one keyboard, the first player takes it
    run_keys(screen, keys)
    return screen


@contextmanager
def screen_for(game, computer: str | None = None):
    seats = [Seat(game.players[0].name), Seat(COMPUTER_NAME if computer else game.players[1].name, computer)]
    if computer:
        game.players[1].name = COMPUTER_NAME
    session = GameSession(game, seats, shipped(), None, 3)
    speaker = RecordingSpeaker()
    screen = GameScreen(GameCommands(session, translation("fr")), Announcer(speaker, lambda text: None))
    yield screen, speaker


def judged_game(rack: str | None = None, **kwargs):
    """A game checked against the shipped word list, Xavier to play with ``rack``."""
    game = new_game(**kwargs)
    game.judge = shipped().is_valid
    if rack is not None:
        set_rack(game, 0, rack)
    return game


def press(screen, keys: str) -> None:
    run_keys(screen, keys)
    assert screen.errors == []
