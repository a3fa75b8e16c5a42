"""Helpers more than one test module uses: the line game driven by typed lines, golden
scripts played on the real full screen, random boards, hostile JSON, a club's published game."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import strategies as st
from tables import FakeTime, run_keys

from conftest import line_writer
from motamot.commands.game import GameCommands
from motamot.engine.movegen import generate
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.rules.board import Board
from motamot.rules.tiles import full_set
from motamot.sessions.classic import GameSession, Seat
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.app import GameScreen

DAWG = shipped().dawg


def play(game, lines: list[str], language: str = "fr", seats=None, speaker=None, writes=None) -> list[str]:
    """Drive the line game with typed lines; what was printed, prompts included, a line each
    (``writes``, when given, gets each write as it came)."""
    said: list[str] = []
    pending = list(lines)

    def read(prompt: str):
        said.append(prompt)
        return pending.pop(0) if pending else None

    seats = seats or [Seat(p.name) for p in game.players]
    session = GameSession(game, seats, shipped(), None, 1)

    def write(text: str) -> None:
        line_writer(said)(text)
        if writes is not None:
            writes.append(text)

    LineTable(
        GameCommands(session, translation(language)),
        Announcer(speaker or RecordingSpeaker(), write),
        read,
    ).run()
    return said


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


def random_boards(rng: random.Random, count: int) -> list[Board]:
    """Boards met in games where each move is picked at random among the legal ones."""
    boards: list[Board] = []
    while len(boards) < count:
        board = Board()
        bag = full_set()
        rng.shuffle(bag)
        for _ in range(rng.randrange(2, 12)):
            rack = [bag.pop() for _ in range(7) if bag]
            moves = generate(board, rack, DAWG)
            if moves:
                move = rng.choice(moves)
                for square, tile in move.tiles:
                    board.place(square, tile)
                for tile in move.rack_tiles:
                    rack.remove(tile)
            bag.extend(rack)
            rng.shuffle(bag)
            boards.append(board.copy())
    boards[0] = Board()  # the first move too
    return boards[:count]


# A club's published game (the first eight turns of a game played at the Hiersac club on
# 7 July 2018, as its results table gives them): jokers in brackets, accents, a rack with
# the letters kept before "+", a rack drawn afresh after the letters kept went back ("-").
CLUB_GAME = """Partie du vendredi 7 juillet 2018
N°\tTirage\tMot\tRéf.\tPoints\tCumul
1\tAECC?NU\tC(H)ACUNE\tH 4\t76\t76
2\tEIOLMLS\tMOLLIES\tG 8\t68\t144
3\tIARERIS\tCRIERAIS\t4H\t72\t216
4\tUKERVAD\tVEDIKA\t12D\t58\t274
5\tRU+ZXTEU\tTRIEZ\tN 2\t68\t342
6\tUUX+EHVP\tVEUX\t13B\t48\t390
7\t-BNISRAA\tBÉARNAIS\tK 3\t70\t460
8\tUTOLRNG\tLUREX\tE 9\t28\t488
Top : 488 points en 8 coups.
"""


GOLDEN = Path(__file__).parent / "golden"


KEYS = {
    "↑": "\x1b[A",
    "↓": "\x1b[B",
    "→": "\x1b[C",
    "←": "\x1b[D",
    "Début": "\x1b[H",
    "Fin": "\x1b[F",
    "Entrée": "\r",
    "Échap": "\x1b",
    "Espace": " ",
    "Tab": "\t",
    "F1": "\x1bOP",
    "F2": "\x1bOQ",
    "F3": "\x1bOR",
    "F4": "\x1bOS",
    "Ctrl+Q": "\x11",
}


def typed(step: str) -> str:
    """A step as written in the script: named keys in brackets, the rest typed."""
    out, rest = [], step
    while rest:
        if rest.startswith("[") and "]" in rest:
            name, rest = rest[1:].split("]", 1)
            out.append(KEYS[name])
        else:
            out.append(rest[0])
            rest = rest[1:]
    return "".join(out)


def play_step(screen: GameScreen, time: FakeTime, step: str) -> None:
    """One step of a script on the real application: keys through a pipe, a second apart,
    or ``+N``, N seconds passing (the clock's warnings come due)."""
    if step.startswith("+"):
        time.now += float(step[1:])
        screen.on_clock()
        return
    time.now += 1
    run_keys(screen, typed(step))
    assert screen.errors == []


def heard_on_screen(
    screen: GameScreen, speaker: RecordingSpeaker, time: FakeTime, script: list[str], first: str, waited: str
) -> str:
    """What was heard at the start (``first``), then after each step of ``script`` on the real
    application; ``waited`` labels the seconds passing ("({seconds} s)")."""
    lines: list[str] = []
    heard = 0

    def note(label: str) -> None:
        nonlocal heard
        lines.append(f"> {label}")
        lines.extend(f"  {text}" for text in speaker.texts[heard:])
        heard = len(speaker.texts)

    screen.start()
    note(first)
    for step in script:
        play_step(screen, time, step)
        note(step if not step.startswith("+") else waited.format(seconds=step[1:]))
    return "\n".join(lines) + "\n"


def unwrapped(lines: list[str]) -> list[str]:
    """Printed lines (``describe.tournament.short_lines``) back to their sentences: a line
    indented by two spaces continues the one before."""
    whole: list[str] = []
    for line in lines:
        if line.startswith("  ") and whole:
            whole[-1] += " " + line.strip()
        else:
            whole.append(line)
    return whole


def a_room_played(names: list[str], racks: int = 4):
    """A duplicate room redoing the club's game (``CLUB_GAME``) for ``racks`` racks, each
    player declaring ten points more than the one before: its game, ready to export."""
    from motamot.records.published import parse_published
    from motamot.sessions.duplicate import DuplicateSession

    redo = parse_published(CLUB_GAME)
    session = DuplicateSession.new(names, shipped(), 1, 180, None, FakeTime(), redo=redo)
    for _ in range(racks):
        session.next_rack()
        for player in range(len(names)):
            session.declare(player, 10 * player)
        session.close()
    return session.game
