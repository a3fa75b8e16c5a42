"""The referee desk's whole game (000 §5.3, §4.3, §9.2, §7.1), as the arbiter types it, shared
by the desk's tests, the braille tests and the fuzz tests."""

from __future__ import annotations

import random

from conftest import set_rack
from motamot.commands.referee import RefereeCommands
from motamot.engine.players import computer, take_turn
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.records.scoresheet import MatchInfo
from motamot.rules.actions import Challenge, DeclineChallenge, Exchange, Pass, Penalise
from motamot.rules.events import MovePlayed, PenaltyKind
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

LEXICON = shipped()


def dealt_game() -> Game:
    """The game as it happened at the table (the racks only the players knew)."""
    game = Game.new(["Anne", "Bruno"], preset("ffsc"), 2026, judge=LEXICON.is_valid)
    game.turn = game.first_player = 0
    set_rack(game, 0, "DINEAUR")
    game.play(0, "H7 DIN")
    set_rack(game, 1, "DUALSEO")
    game.play(1, "10D DUALS")
    game.challenge(0, ["DINS"])
    game.exchange(0, game.players[0].rack[:3])
    game.penalise(1, PenaltyKind.ARBITER)
    rng = random.Random(7)
    players = [computer(level, LEXICON, random.Random(rng.random())) for level in ("expert", "intermediaire")]
    while game.over is None:
        take_turn(game, game.turn, players[game.turn])
    return game


def typed_lines(game: Game) -> list[str]:
    """What the arbiter types for that game: moves, challenges, passes, counts."""
    moves = iter(e for e in game.events if isinstance(e, MovePlayed))
    names = [p.name for p in game.players]
    lines = []
    for action in game.actions:
        match action:
            case Challenge(challenger=p, words=words):
                lines.append(f"conteste {names[p]} {' '.join(words)}".rstrip())
            case DeclineChallenge():
                lines.append("accepte")
            case Exchange(tiles=tiles):
                lines.append(f"change {len(tiles)}")
            case Pass():
                lines.append("passe")
            case Penalise(player=p):
                lines.append(f"penalite {names[p]}")
            case _:
                lines.append(str(next(moves).placement.written))
    assert game.over is not None
    for adjustment in game.over.adjustments:
        if adjustment.rack:
            lines.append(f"reste {names[adjustment.player]} {''.join(adjustment.rack)}")
    return lines


def run_desk(session: GameSession, lines: list[str], language: str = "fr") -> list[str]:
    said: list[str] = []
    pending = list(lines)

    def read(prompt: str) -> str | None:
        if not pending:
            return None
        line = pending.pop(0)
        said.append(prompt + line)
        return line

    announcer = Announcer(RecordingSpeaker(), said.append)
    desk = RefereeCommands(
        session, translation(language), match=MatchInfo(table=3, round=2), language=language
    )
    LineTable(desk, announcer, read).run()
    return said
