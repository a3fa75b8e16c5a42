"""Tables answer with values (``speech.answer.Answer``) and draw one ``Scene``; every change to a
game goes through its session's one door, written before anything of it is said."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from dataclasses import replace
from pathlib import Path

from tables import WORDS, seated

from conftest import new_game, set_rack
from motamot.commands.game import GameCommands
from motamot.commands.remote import RemoteTable
from motamot.commands.scene import Scene
from motamot.engine.hints import best_moves, written
from motamot.files import FileProblem, RecordError, SystemReason
from motamot.i18n import translation
from motamot.net.protocol import Sent
from motamot.requests import Line
from motamot.rules.board import Board, Square
from motamot.rules.events import MovePlayed
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.server.company import SeatArrival
from motamot.server.hosted import HostedGame
from motamot.server.store import Store
from motamot.server.stored import HostedSession
from motamot.sessions.classic import GameSession, Seat
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.answer import Again, Answer, Braille, Break, Cue, Rate, Say, Stop
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.app import GameScreen


def test_a_handler_answers_with_a_value_and_says_nothing_itself(tmp_path: Path) -> None:
    seat = seated("game", tmp_path)
    table = seat.table
    opening = table.begin()
    assert opening.sentences[0] == "Xavier tire D, Yvonne tire R. Xavier commence."
    assert table.typed_line("sac") == Answer((Say("88 lettres dans le sac.", interrupt=True),))
    assert table.typed_line("") == Answer(
        (Say("Chevalet, V 4, A 1, F 4, D 2, O 1, N 1, O 1. Valeur 14.", interrupt=True),)
    )
    assert table.typed_line("H8 FOND") == Answer(
        (
            Cue("accepted"),
            Say("Xavier joue H8 FOND, 16 points.", event=True),  # never lost (issue 50)
            Say("À Yvonne de jouer."),  # said again when cut, it would be out of date
            Say("Yvonne, à vous. Entrée pour entendre votre chevalet."),
        )
    )
    assert table.key_command("back") == Answer((Again("back", "Rien avant."),))
    assert table.key_command("silence") == Answer((Stop(),))
    # Nothing reached the voice: the table answered, nobody rendered.
    assert seat.heard == []


def test_an_answer_rendered_here_is_said_once_in_order_and_its_steps_walk_the_history() -> None:
    speaker, printed = RecordingSpeaker(), []
    announcer = Announcer(speaker, printed.append)
    announcer.render(Answer((Say("Zéro."),)))
    answer = Answer((Say("Un."), Say("Deux.", interrupt=True), Again("back", "Rien avant."), Stop()))
    announcer.render(answer)
    # The step is taken before this answer is kept: back from the previous one, there is none.
    assert speaker.texts == ["Zéro.", "Un.", "Deux.", "Rien avant."]
    assert speaker.stops == 1
    # Kept by answer (issue 50): the two sentences of one answer are one entry, said again whole.
    assert announcer.history[-2:] == ["Zéro.", "Un. Deux."]
    announcer.render(Answer((Again("repeat"),)))
    assert speaker.texts[-1] == "Un. Deux."
    announcer.render(Answer((Again("back", "Rien avant."),)))
    assert speaker.texts[-1] == "Zéro."
    # The own voice takes the rate; a screen reader keeps its own, and the player is told so.
    announcer.render(Answer((Rate(200, "Débit 200.", "Débit 200, gardé par le lecteur."),)))
    assert speaker.texts[-1] == "Débit 200."


def test_an_answer_travels_to_another_home_as_json_and_back_whole() -> None:
    answer = Answer(
        (
            Say("Anne joue H8 FOND, 16 points.", event=True),
            Say("Sac, 84.", interrupt=True, kept=False),
            Braille("⠨⠁", "Lignes mises dans {file}, dossier {folder}."),
            Cue("played"),
            Stop(),
            Rate(220, "Débit 220.", "Débit 220, gardé."),
            Again("first", "Rien avant."),
            Break(),
            Say("Partie terminée.", event=True),
        )
    )
    assert Answer.from_json(json.loads(json.dumps(answer.to_json()))) == answer
    # A hostile server's items are left out, never obeyed half.
    hostile = [
        ["say"],
        ["say", 3],
        ["cue", "../../x"],
        ["rate", "vite", "a", "b"],
        ["again", "all", ""],
        "x",
        [],
    ]
    assert Answer.from_json(hostile) == Answer()
    assert Answer.from_json({"not": "a list"}) == Answer()


def test_an_answer_of_several_messages_is_one_entry_of_the_history_a_message() -> None:
    """Issue 60: a text too long to be heard in one go is several messages (``Break``), each
    an entry of the history of its own, F2 saying the last alone and F3 the one before."""
    speaker = RecordingSpeaker()
    announcer = Announcer(speaker, lambda text: None)
    answer = Answer((Say("Un."), Say("Deux."), Break(), Break(), Say("Trois."), Break()))
    assert [m.sentences for m in answer.messages()] == [["Un.", "Deux."], ["Trois."]]
    announcer.render(answer)
    assert announcer.history == ["Un. Deux.", "Trois."]
    assert speaker.texts == ["Un.", "Deux.", "Trois."]  # a voice queues them all at once
    announcer.render(Answer((Again("back"),)))
    assert speaker.texts[-1] == "Un. Deux."
    with announcer.one_answer():  # a key's answer, on the full screen, is within one entry
        announcer.render(Answer((Say("Quatre."), Break(), Say("Cinq."))))
    assert announcer.history[-2:] == ["Quatre.", "Cinq."]
    # A message ends only where something was said: no empty message, no break at the start.
    from motamot.speech.answer import AnswerBuilder

    built = AnswerBuilder()
    built.apart()
    built.add(Cue("played"))
    built.apart()
    built.add(Say("Six."))
    built.apart()
    built.apart()
    built.add(Say("Sept."))
    assert built.take() == Answer((Cue("played"), Say("Six."), Break(), Say("Sept.")))


def _screen_told(*items: list[object], reader: bool = True) -> tuple[GameScreen, RemoteTable]:
    """A remote seat whose server answers every key with ``items`` (the JSON of an answer)."""
    table = RemoteTable(translation("fr"), Settings(), None)
    table.send = lambda request: {"type": "said", "items": list(items), "scene": None}
    screen = GameScreen(table, Announcer(RecordingSpeaker(), lambda text: None), reader=reader)
    screen.start()
    return screen, table


def test_under_a_screen_reader_each_message_is_shown_once_the_one_before_could_be_heard() -> None:
    """On the full screen under a screen reader, an answer of several messages shows the first
    at once, the next one as a message of its own once the first could have been said whole."""
    from tables import run_keys

    screen, table = _screen_told(
        ["say", "Un.", True, True, False], ["break"], ["say", "Deux.", False, True, True]
    )
    run_keys(screen, "r")
    assert screen.errors == []
    assert screen.messages.log[-1:] == ["Un."] and screen.message == "Deux."
    assert screen.announcer.history[-2:] == ["Un.", "Deux."]
    # Without a screen reader, the voice queues both: one message on screen.
    screen, table = _screen_told(
        ["say", "Un.", True, True, False], ["break"], ["say", "Deux.", False, True, True], reader=False
    )
    run_keys(screen, "r")
    assert screen.message == "Un. Deux."
    assert screen.announcer.history[-2:] == ["Un.", "Deux."]


def test_a_key_pressed_before_the_next_message_keeps_only_what_happened_to_the_game() -> None:
    """The player moves on: of the messages still to come, what happened to the game is still
    said, after the key's answer; the rest (more of a help, a welcome) is left."""
    from tables import F2, run_keys

    long = "Un, deux, trois, quatre, cinq."  # a few seconds to hear: the next message waits
    screen, table = _screen_told(
        ["say", long, True, True, False],
        ["break"],
        ["say", "Aide en plus.", False, True, False],
        ["break"],
        ["say", "Partie terminée.", False, True, True],
    )
    run_keys(screen, "r" + F2)  # F2 at once
    assert screen.errors == []
    said = screen.announcer.speaker.texts  # type: ignore[union-attr]
    assert "Aide en plus." not in said
    assert said[-1] == "Partie terminée."


def test_a_remote_seat_and_the_full_screen_here_draw_the_same_scene(tmp_path: Path) -> None:
    seat = seated("game", tmp_path)
    table = seat.table
    table.begin()
    table.typed_line("")  # Xavier takes the keyboard
    table.typed_line("H8 FOND")
    table.typed_line("")  # Yvonne takes it
    table.confirm_by_key = True
    rack = table.rack(1)
    word = "".join(rack[:2])
    table.hear(((Square(8, 7), rack[0]), (Square(9, 7), rack[1])))  # under the F: on trial
    drawn = table.scene()
    assert drawn.tentative and drawn.last and drawn.pending and drawn.prompt == "Yvonne", word

    remote = RemoteTable(translation("fr"), Settings(), None)
    sent = json.loads(json.dumps({"type": "said", "items": [], "scene": drawn.to_json()}))
    remote.received(sent)
    assert remote.scene() == drawn
    here, there = (
        GameScreen(table, seat.announcer, reader=True),
        GameScreen(remote, seat.announcer, reader=True),
    )
    assert here.live_scene().scene == there.live_scene().scene == drawn
    # Anything malformed leaves the scene as it was.
    remote.received({"type": "said", "items": [], "scene": {"board": ["x"], "rack": 5, "prompt": "Yvonne"}})
    assert remote.scene().board == drawn.board and remote.scene().rack == drawn.rack
    assert Scene.from_json("nonsense", drawn) is drawn


def test_a_page_reads_the_same_scene_with_each_square_named(tmp_path: Path) -> None:
    """Issue 59, point 4: the page draws the table's ``Scene`` alone: the scores, whose turn,
    the bag, the seat's tiles and, for a page only, each square's name, read back whole by
    the one reader of its JSON."""
    seat = seated("game", tmp_path)
    table = seat.table
    table.begin()
    table.typed_line("")
    table.typed_line("H8 FOND")
    table.typed_line("")
    rack = table.rack(1)
    table.hear(((Square(8, 7), rack[0]), (Square(9, 7), rack[1])))
    terminal, page = table.scene(), table.scene(named=True)
    assert terminal.squares == () and len(page.squares) == 15
    assert [(s.name, s.score, s.seconds) for s in page.standings] == [
        ("Xavier", 16, 1200),
        ("Yvonne", 0, 1200),
    ]
    assert page.turn == 1 and page.bag == len(table.game.bag) == 102 - 14 - 4 and page.seat is None
    assert page.own_tiles == tuple(rack)
    assert page.squares[7][7] != page.squares[8][7] and "H8" not in page.squares[8][7]
    assert terminal == replace(page, squares=())
    sent = json.loads(json.dumps(page.to_json()))
    assert Scene.from_json(sent, Scene(Board())) == page


class PlantedFailure:
    """Saves that fail, each noting how many moves the game held and which moves had been
    said (in the answers given) when it was tried."""

    def __init__(self) -> None:
        self.answered: list[str] = []  # every sentence of the answers given so far
        self.saves: list[tuple[int, int]] = []  # (moves in the game, moves said)

    def note(self, moves: int) -> None:
        said = [text for text in self.answered if " joue " in text]
        self.saves.append((moves, len(said)))

    def moves_said_before_written(self) -> list[int]:
        """The moves (numbered from 1) already said when the first save holding them was tried."""
        early, written_up_to = [], 0
        for moves, said in self.saves:
            for move in range(written_up_to + 1, moves + 1):
                if said >= move:
                    early.append(move)
            written_up_to = max(written_up_to, moves)
        return early


def _moves(game: Game) -> int:
    return sum(isinstance(e, MovePlayed) for e in game.events)


def test_a_move_by_a_person_and_by_the_computer_is_written_before_it_is_said(tmp_path: Path) -> None:
    planted = PlantedFailure()
    table: GameCommands

    class FailingSession(GameSession):
        def write_to(self, path: Path) -> None:
            # What a request answers is its own value, said only once it returns: nothing of
            # it is said yet when the save is tried.
            planted.note(_moves(self.game))
            raise RecordError(FileProblem.NOT_WRITTEN, path=path, reason=SystemReason.FULL, code=28)

    game = Game.new(["Anne", "Motamot"], preset("ffsc"), 3, judge=WORDS.is_valid, now=0.0)
    seats = [Seat("Anne"), Seat("Motamot", "debutant")]
    session = FailingSession(game, seats, WORDS, tmp_path / "partie.json", 3)
    table = GameCommands(session, translation("fr"))
    planted.answered += table.begin().sentences  # Motamot may open the game
    for _ in range(3):
        said = table.typed_line(_a_move_of(table.game)).sentences
        planted.answered += said
        assert [text for text in said if " joue " in text][:2] == [
            text for text in said if text.startswith(("Anne joue", "Motamot joue"))
        ][:2]
        assert any(text.startswith("Anne joue") for text in said), said
        assert any(text.startswith("Motamot joue") for text in said), said
    assert max(moves for moves, _said in planted.saves) >= 6
    assert planted.moves_said_before_written() == []


def test_a_remote_seat_move_is_written_before_anyone_is_told_and_refused_when_it_cannot_be(
    tmp_path: Path,
) -> None:
    """Written before anyone is told; when the server's file refuses it, nobody is told of
    it, the seat hears that nothing was played, and the game is as the file holds it (issue
    46, point 2)."""
    store = Store.open(tmp_path / "serveur.sqlite")
    game = Game.new(["Anne", "Max"], preset("ffsc"), 5, judge=WORDS.is_valid, now=0.0)
    session = HostedSession(game, [Seat("Anne"), Seat("Max")], WORDS, None, 5)
    session.attach(store, store.add_game(session.data_text(), [(0, "a"), (1, "b")]))
    hosted = HostedGame(session, store)
    sent: dict[int, list[dict[str, object]]] = {0: [], 1: []}
    saved_when: list[tuple[int, list[str]]] = []

    def told() -> list[str]:
        texts = [item[1] for seat in sent.values() for m in seat for item in m["items"] if item[0] == "say"]  # type: ignore[attr-defined]
        pending = [item.text for answer in hosted.company.outbox.values() for item in answer.items]  # type: ignore[union-attr]
        return [t for t in texts + pending if " joue " in t]

    def failing_save(number: int, text: str, told_seats: dict[int, int] | None = None) -> None:
        saved_when.append((_moves(session.game), told()))
        raise sqlite3.OperationalError("database or disk is full")

    arrivals = {
        seat: SeatArrival(
            lambda text, seat=seat: sent[seat].append(json.loads(text)),
            translation("fr"),
            Settings(),
            lambda settings: None,
        )
        for seat in (0, 1)
    }

    async def play() -> None:
        for seat in (0, 1):
            await hosted.seat(seat, arrivals[seat], 0)
        store.save_game = failing_save  # type: ignore[method-assign]
        player = session.game.turn
        await hosted.carry_out(player, arrivals[player].send, Sent(1, Line(_a_move_of(session.game))))

    asyncio.run(play())
    assert saved_when and saved_when[0] == (1, [])  # written with nothing of it told
    said = [item[1] for seat in sent.values() for m in seat for item in m["items"] if item[0] == "say"]  # type: ignore[attr-defined]
    assert sum(" joue " in text for text in said) == 0  # refused: told to nobody
    assert any(text.startswith("Le serveur n'a pas pu l'enregistrer, le disque est plein") for text in said)
    assert _moves(session.game) == 0  # the game as the file holds it


def test_a_seat_coming_back_while_the_last_move_awaits_its_challenge_hears_so(tmp_path: Path) -> None:
    """Issue 61, point 4: coming back to a game on a server whose last move awaits this seat's
    conteste or accepte (000 §5), the player hears that, not the scores and a rack alone."""
    store = Store.open(tmp_path / "serveur.sqlite")
    game = new_game()
    set_rack(game, 0, "FOND")
    set_rack(game, 1, "XU")
    game.bag.take(game.bag.contents())
    session = HostedSession(game, [Seat("Anne"), Seat("Max")], WORDS, None, 5)
    session.attach(store, store.add_game(session.data_text(), [(0, "a"), (1, "b")]))
    hosted = HostedGame(session, store)
    sent: dict[int, list[str]] = {0: [], 1: []}
    arrivals = {
        seat: SeatArrival(
            lambda text, seat=seat: sent[seat].extend(
                i[1] for i in json.loads(text)["items"] if i[0] == "say"
            ),
            translation("fr"),
            Settings(),
            lambda settings: None,
        )
        for seat in (0, 1)
    }

    async def play() -> None:
        await hosted.seat(0, arrivals[0], 0)
        await hosted.carry_out(0, arrivals[0].send, Sent(1, Line("H8 FOND")))
        await hosted.seat(1, arrivals[1], 0)

    asyncio.run(play())
    assert "Le dernier coup termine la partie, écrivez conteste ou accepte." in sent[1], sent[1]
    assert not any(text.startswith("Chevalet") for text in sent[1]), sent[1]
    # Anne, who laid it, comes back: she waits for Max's word, she is not asked for her own.
    # A hint then offers no move: what is awaited, again.
    sent[0].clear()

    async def come_back() -> None:
        await hosted.seat(0, arrivals[0], 0)
        await hosted.carry_out(0, arrivals[0].send, Sent(2, Line("indice")))

    asyncio.run(come_back())
    awaited = "Votre coup termine la partie, il attend d'être contesté ou accepté."
    # Said on arriving, after the scores and the time, and again as the answer to the hint.
    assert sent[0][1].startswith("Scores") and sent[0][3] == awaited and sent[0][-1] == awaited, sent[0]
    assert "Le dernier coup termine la partie, écrivez conteste ou accepte." not in sent[0], sent[0]
    store.close()


def _a_move_of(game: Game) -> str:
    """The best move of the player whose turn it is, as typed."""
    move = best_moves(game.board, list(game.players[game.turn].rack), WORDS)[0]
    return str(written(game.board, move))
