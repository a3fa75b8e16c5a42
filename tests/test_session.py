"""A game in progress against the computer: saved after every action, resumed
as it was, a damaged save refused clearly; and the command that starts it."""

import json
from pathlib import Path

import pytest

from conftest import run_motamot
from motamot.files import FileProblem, RecordError
from motamot.lexicon.lexicon import shipped
from motamot.rules.events import Event, MovePlayed
from motamot.rules.variants import preset
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.sessions.pace import Pace

WORDS = shipped()


def new_session(tmp_path: Path, level: str = "expert") -> GameSession:
    seats = [Seat("Zoé"), Seat(COMPUTER_NAME, level)]
    return GameSession.new(seats, preset("ffsc"), WORDS, 42, tmp_path / "partie.json")


def computers_play(session: GameSession) -> list[Event]:
    """The computers answer and play until a person is to play, at once, as every table's
    host has them (``sessions.pace.Pace``)."""
    pace, events = Pace(session), []
    while True:
        said, thought = pace.follow()
        events += said
        if thought is None:
            return events
        events += thought.run()


def test_computer_plays_its_turns_and_every_action_is_saved(tmp_path):
    session = new_session(tmp_path)
    game = session.game
    events = computers_play(session)
    if game.turn == 1:  # the computer won the toss: it played already
        assert any(isinstance(e, MovePlayed) and e.player == 1 for e in events)
    assert session.waiting_for_person
    game.pass_turn(0)
    session.save()
    computers_play(session)
    assert session.waiting_for_person
    resumed = GameSession.resume(tmp_path / "partie.json", WORDS)
    assert resumed.game.snapshot() == game.snapshot()
    assert [s.level for s in resumed.seats] == [None, "expert"]


def test_finished_game_leaves_no_save(tmp_path):
    session = new_session(tmp_path)
    computers_play(session)
    session.game.resign(0)
    session.save()
    assert not (tmp_path / "partie.json").exists()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{", FileProblem.NOT_JSON),
        ('{"format": "autre"}', FileProblem.WRONG_FORMAT),
        ('{"format": "motamot-session", "version": 7}', FileProblem.UNSUPPORTED_VERSION),
        (
            '{"format": "motamot-session", "version": 1, "seats": [{"name": "A", "level": "dieu"}]}',
            FileProblem.BAD_FIELD,
        ),
    ],
)
def test_damaged_save_is_refused(tmp_path, content, problem):
    path = tmp_path / "partie.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        GameSession.resume(path, WORDS)
    assert info.value.problem is problem


def test_seats_must_match_the_game(tmp_path):
    session = new_session(tmp_path)
    data = json.loads((tmp_path / "partie.json").read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "Intrus"
    (tmp_path / "partie.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError):
        GameSession.resume(tmp_path / "partie.json", WORDS)
    assert session.game.over is None


def test_motamot_plays_against_the_computer_then_resumes(tmp_path):
    first = run_motamot(["--graine", "8", "--voix", "texte"], "passe\nscores\nquitte\noui\n", tmp_path)
    assert first.returncode == 0, first.stderr
    assert "Motamot joue " in first.stdout
    assert (
        "Partie interrompue et enregistrée, motamot propose de la reprendre au prochain lancement."
        in first.stdout
    )
    scores = [line for line in first.stdout.splitlines() if "Scores, " in line][-1]
    again = run_motamot(["--reprendre", "--voix", "texte"], "scores\nquitte\n", tmp_path)
    assert again.returncode == 0, again.stderr
    assert scores.split("> ")[-1] in again.stdout


def test_resume_without_a_game_says_so(tmp_path):
    result = run_motamot(["--reprendre", "--voix", "texte"], "", tmp_path)
    assert result.returncode == 2
    assert "Aucune partie à reprendre" in result.stderr
