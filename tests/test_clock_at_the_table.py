"""The clock over a whole evening at a table (issue 50): the opening never runs on the player's
clock (it starts once the opening has been said, or at the first key), 000 §6."""

from __future__ import annotations

from conftest import new_game
from motamot.commands.game import GameCommands
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.speech.answer import Say

ONE_MINUTE = ClockSettings(ClockKind.CHESS, 60, (30, 10))


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def seated(first: str = "Anne") -> tuple[GameCommands, FakeTime]:
    """Anne against the beginner, one minute each; Anne to play first (seed 1)."""
    game = new_game(clock=ONE_MINUTE, now=0.0)
    game.players[0].name, game.players[1].name = "Anne", COMPUTER_NAME
    time = FakeTime()
    session = GameSession(game, [Seat("Anne"), Seat(COMPUTER_NAME, "debutant")], shipped(), None, 3, time)
    table = GameCommands(session, translation("fr"))
    assert game.turn == 0
    return table, time


def left(table: GameCommands) -> float:
    return table.game.clock.time_left(0, table.session.now())


def test_a_key_during_the_opening_starts_the_clock_with_all_its_time() -> None:
    table, time = seated()
    opening = table.begin()
    assert opening.items  # the toss and whose turn it is
    back = table.seconds_to_next_clock_event()
    assert back is not None and back > 3.0  # the opening takes longer to say than that
    time.now = 3.0  # the screen reader still reads the opening
    assert left(table) == 60.0
    table.typed_line("chevalet")  # the first key: the clock starts now, full
    assert left(table) == 60.0
    time.now = 11.0
    assert left(table) == 52.0


def test_without_a_key_the_clock_starts_once_the_opening_has_been_said() -> None:
    table, time = seated()
    table.begin()
    back = table.seconds_to_next_clock_event()
    assert back is not None and back > 1.0  # the opening's speaking time, after the screen's pause
    time.now = back + 5.0
    table.clock_due()  # the interface wakes when it is due
    assert left(table) == 55.0


def test_the_opening_of_a_game_taken_up_again_holds_the_clock_too(tmp_path) -> None:
    table, time = seated()
    table.begin()
    table.typed_line("chevalet")
    time.now = 10.0  # ten seconds of Anne's minute used, then the game is left and taken up
    table.begin()
    time.now = 14.0
    assert left(table) == 50.0


def test_out_of_time_the_computer_plays_on_alone_and_it_is_summed_up_once() -> None:
    """000 §7.3.1: out of time, Anne can only pass; the computer plays on. What it did is said
    once, summed up, with how the game ends; every move stays in the game."""
    table, time = seated()
    table.begin()
    table.typed_line("chevalet")  # Anne's clock runs from here
    time.now = 200.0  # Anne thinks too long
    said = [item.text for item in table.clock_due().items if isinstance(item, Say)]
    text = " ".join(said)
    assert said.count("Anne n'a plus de temps et passe.") == 1, said
    alone = [s for s in said if s.startswith("Motamot a joué seul ")]
    computer_moves = [m for m in table.game.moves if m.player == 1]
    assert len(alone) == 1 and f" {len(computer_moves)} coups, " in alone[0], said
    assert "Anne passe" not in text and "À Anne de jouer" not in text and "Motamot joue" not in text
    assert len(text) < 900, text
    ending = said[-1]
    assert ending in (
        "Le dernier coup termine la partie, écrivez conteste ou accepte.",
        "Une analyse de la partie est disponible, tapez analyse.",
    ) or ending.startswith("Partie terminée"), said
    # Afterwards the scores never say whose turn it is.
    assert "de jouer" not in " ".join(i.text for i in table.typed_line("scores").items if isinstance(i, Say))


def test_at_the_referee_desk_the_clock_starts_once_the_opening_has_been_said(tmp_path) -> None:
    """Issue 50, point 1, at the desk: the first player's clock starts once the desk's opening
    has been said, or at the arbiter's first line. No entry is made for it: ``corrige`` takes
    back the arbiter's own last entry, never the clock's start."""
    from motamot.commands.referee import RefereeCommands
    from motamot.rules.variants import preset

    time = FakeTime()
    session = GameSession.referee(
        ["Anne", "Bruno"], preset("ffsc"), shipped(), tmp_path / "desk.json", 0, ONE_MINUTE, time
    )
    desk = RefereeCommands(session, translation("fr"))
    desk.begin()
    back = desk.seconds_to_next_clock_event()
    assert back is not None and back > 1.0
    time.now = 4.0  # the arbiter types while the opening is still heard: the clock starts now
    desk.typed_line("temps")
    time.now = 10.0
    assert desk.game.clock.time_left(0, time.now) == 54.0
    assert desk.game.actions == []  # nothing entered by the clock
    desk.typed_line("H8 FOND")
    assert len(desk.game.actions) == 1
    desk.typed_line("corrige")
    assert desk.game.actions == []  # the arbiter's entry taken back, the clock's start kept
    assert desk.game.clock.time_left(0, time.now) == 54.0
    # Without a key, once the opening has been said.
    time.now = 0.0
    session = GameSession.referee(
        ["Anne", "Bruno"], preset("ffsc"), shipped(), tmp_path / "b.json", 0, ONE_MINUTE, time
    )
    desk = RefereeCommands(session, translation("fr"))
    desk.begin()
    back = desk.seconds_to_next_clock_event()
    time.now = back + 5.0
    desk.clock_due()
    assert desk.game.clock.time_left(0, time.now) == 55.0
