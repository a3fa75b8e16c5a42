"""Issue 18, item 1 (numbers): characters Python calls digits (², ³, ٣) and numbers thousands
of digits long are refusals with a message, never a traceback, and change nothing."""

from __future__ import annotations

import copy
import json

import pytest
from desk import LEXICON, run_desk
from helpers import play
from tables import KINDS, in_lines, on_screen, seated

from conftest import new_game, run_motamot, set_rack, start_motamot
from motamot.files import RecordError
from motamot.records.gcg import parse_gcg
from motamot.rules.board import Square
from motamot.rules.numbers import whole_number
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession

HUGE = "9" * 5000


@pytest.mark.parametrize("text", ["²", "٣", "1²", "-1", "+3", "1.5", "", " ", HUGE, "0x1f", "1 2"])
def test_only_ascii_digits_within_bounds_are_numbers(text):
    assert whole_number(text) is None


def test_numbers_within_their_bounds():
    assert whole_number(" 12 ") == 12 and whole_number("007", 1, 15) == 7
    assert whole_number("16", 1, 15) is None and whole_number("0", 1, 15) is None
    with pytest.raises(ValueError):
        Square.from_name("H²")
    with pytest.raises(ValueError):
        Square.from_name("H 8")


@pytest.mark.parametrize(
    "line",
    [
        "coup ²",
        "dicte ³",
        "deplace ² 1",
        "deplace 1 ²",
        "change ²",
        f"coup {HUGE}",
        f"coup {'9' * 390}",
        "colonne ²",
        "debit ²",
        "volume ³",
    ],
)
def test_a_game_command_with_a_strange_number_is_refused_and_changes_nothing(line):
    game = new_game()
    set_rack(game, 0, "FONDUES")
    before = copy.deepcopy((game.players[0].rack, game.board.rows(), [p.score for p in game.players]))
    said = play(game, [line, "quitte", "oui"])
    assert not any("Traceback" in text for text in said)
    assert (game.players[0].rack, game.board.rows(), [p.score for p in game.players]) == before
    answer = said[1]  # what the line got, right after its prompt
    assert answer and not answer.startswith("Partie interrompue"), said


@pytest.mark.parametrize(
    "line", ["penalite Anne ²", "pioche Anne ² vu", f"penalite Anne {HUGE}", "echange ³"]
)
def test_a_referee_entry_with_a_strange_number_is_refused(tmp_path, line):
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, tmp_path / "save.json")
    said = run_desk(session, [line, "quitte", "oui"])
    assert session.game.players[0].score == 0 and session.game.players[1].score == 0
    assert len(said) > 2


def test_a_gcg_exchange_of_a_strange_count_is_a_record_error_with_its_line():
    text = "#player1 A Anne\n#player2 B Bruno\n>A: ABCDEFG -² +0 0\n"
    with pytest.raises(RecordError) as raised:
        parse_gcg(text)
    assert raised.value.line == 3


@pytest.mark.parametrize("who", ["²", "1²", HUGE])
def test_a_tournament_player_named_by_a_strange_number_is_not_found(tmp_path, capsys, monkeypatch, who):
    from motamot.cli.main import main

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    f = str(tmp_path / "t.tournoi")
    assert main(["--langue", "fr", "tournoi", "cree", f, "Club"]) == 0
    for name in ("Anne", "Bruno"):
        assert main(["--langue", "fr", "tournoi", "inscris", f, name, "1500"]) == 0
    assert main(["--langue", "fr", "tournoi", "apparie", f]) == 0
    capsys.readouterr()
    assert main(["--langue", "fr", "tournoi", "resultat", f, who, "400", "Bruno", "300"]) != 0
    err = capsys.readouterr().err
    assert "Traceback" not in err and err


@pytest.mark.parametrize(
    "command",
    [["verifier", "MOT", "ZZZQ", "CHAT"] * 3000, ["coups", "--tirage", "EAIRSTN", "--nombre", "500"]],
)
def test_output_cut_short_by_its_reader_ends_quietly(tmp_path, command):
    """Issue 18, item 9: ``motamot verifier … | head -1`` ends without a traceback."""
    import subprocess

    if command[0] == "coups":
        record = tmp_path / "vide.gcg"
        record.write_text("#player1 A Anne\n#player2 B Bruno\n")
        command = ["coups", str(record), *command[1:]]
    motamot = start_motamot(
        ["--langue", "fr", *command], tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert motamot.stdout is not None and motamot.stderr is not None
    motamot.stdout.readline()
    motamot.stdout.close()  # what head does after its first line
    errors = motamot.stderr.read().decode()
    motamot.wait(timeout=60)
    assert "Traceback" not in errors and "BrokenPipe" not in errors, errors
    assert motamot.returncode in (0, 1, 141)


def test_output_to_a_full_disk_is_said_once_without_a_traceback(tmp_path):
    """Issue "The computer opponent", item 4: closed outputs end quietly; one that refuses
    what is written (a full disk, here Linux's /dev/full) is named on the error output."""
    import subprocess

    record = tmp_path / "vide.gcg"
    record.write_text("#player1 A Anne\n#player2 B Bruno\n")
    with open("/dev/full", "w") as full:
        motamot = start_motamot(
            ["--langue", "fr", "coups", str(record), "--tirage", "AEILN??", "--nombre", "20"],
            tmp_path,
            stdout=full,
            stderr=subprocess.PIPE,
        )
        assert motamot.stderr is not None
        errors = motamot.stderr.read().decode()
        motamot.wait(timeout=60)
    assert errors == "La sortie n'a pas pu être écrite, le disque est plein, libérez de la place.\n"
    assert motamot.returncode == 2


@pytest.mark.parametrize("line", ["passe maintenant", "abandon non", "oui merci", "scores tout"])
def test_a_command_with_words_it_does_not_take_is_refused_whole(line):
    """``passe maintenant`` passed, ``abandon non`` was half-obeyed: now nothing is done."""
    game = new_game()
    set_rack(game, 0, "FONDUES")
    said = play(game, [line, "quitte", "oui"])
    word = line.split()[0]
    assert f"{word} s'écrit seul, rien n'est fait. Écrivez {word}, sans rien après." in said
    assert game.turn == 0 and not game.moves and game.over is None


def test_corrige_n_writes_turn_n_again_and_enters_the_rest_again(tmp_path):
    """Issue 18, item 6: ``corrige 3`` undid the last entry, not entry 3."""
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, tmp_path / "save.json")
    said = run_desk(session, ["corrige 3", "H7 DIN", "passe", "change 3", "corrige 1 H7 DINE", "quitte"])
    assert "Pas de coup 3, aucun coup n'est encore noté." in said
    assert any(text.startswith("Coup 1 corrigé, la suite est notée de nouveau.") for text in said), said
    game = session.game
    assert [type(a).__name__ for a in game.actions] == ["Play", "Pass", "BlindExchange"]
    assert game.board.rows()[7][6:10] == "DINE" and game.players[0].score == 10
    resumed = GameSession.resume(tmp_path / "save.json", LEXICON)
    assert resumed.game.snapshot() == game.snapshot()


def test_a_correction_later_moves_cannot_stand_on_changes_nothing(tmp_path):
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, tmp_path / "save.json")
    said = run_desk(session, ["H7 DIN", "8G DINE", "corrige 1 8H DIN", "corrige un", "corrige 2", "quitte"])
    refusal = next(text for text in said if text.startswith("Le coup 1 ne peut pas être corrigé ainsi"))
    assert "le coup 2 en dépend" in refusal and "Rien n'est changé" in refusal
    assert (
        "Quel coup ? corrige seul annule la dernière saisie, corrige 3 H7 DINE écrit de nouveau le coup 3."
        in said
    )
    assert any(text.startswith("Coup 2 retiré de la feuille") for text in said)
    assert [type(a).__name__ for a in session.game.actions] == ["Play"]


@pytest.mark.parametrize(
    ("options", "heard"),
    [
        (["--tirage", "???????"], "Tirage impossible, joker 7 fois, il en reste 2 hors de la grille."),
        (["--tirage", "KKKKKKZ"], "Tirage impossible, K 6 fois, il en reste 1 hors de la grille."),
        (["--tirage", "EAIRSTN", "--nombre", "-5"], "Le nombre de coups va de 1 à 500."),
        (["--tirage", "EAIRSTN", "--nombre", "0"], "Le nombre de coups va de 1 à 500."),
    ],
)
def test_engine_commands_refuse_racks_the_set_cannot_hold_and_absurd_counts(tmp_path, capsys, options, heard):
    """Issue 18, item 5: these were answered (``--nombre -5`` printed all but five)."""
    from motamot.cli.main import main

    record = tmp_path / "vide.gcg"
    record.write_text("#player1 A Anne\n#player2 B Bruno\n")
    assert main(["--langue", "fr", "coups", str(record), *options]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == heard and captured.out == ""


@pytest.mark.parametrize(
    ("line", "heard"),
    [
        ("penalite Anne 99999999999999999999", "Combien de points ? Par exemple, penalite Anne 5."),
        ("penalite Anne 500", "Pénalité refusée, 500 points, 100 au plus."),
        ("penalite Anne 2 nonvu", "Combien de points ? Par exemple, penalite Anne 5."),
        ("pioche Anne 1000 vu", "1000 lettres en trop, c'est impossible, 7 au plus."),
        ("pioche Anne 8 vu", "8 lettres en trop, c'est impossible, 7 au plus."),
        ("pioche Anne 2 vu vu", "Combien de lettres en trop, vues ou non ?"),
    ],
)
def test_referee_penalties_are_bounded_by_the_rules_and_the_tile_set(tmp_path, line, heard):
    """Issue 18, item 6: each of these was accepted and written on the sheet."""
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, tmp_path / "save.json")
    said = run_desk(session, [line, "quitte"])
    assert any(heard in text for text in said), said
    assert [p.score for p in session.game.players] == [0, 0] and not session.game.actions


# Issue 31: every table (the classic game, the referee desk, duplicate alone, a room) reads
# numbers the one way, in lines and in the full screen's command line alike.
STRANGE_NUMBERS = [
    "coup ²",
    "dicte ³",
    "dicte ٣",
    f"dicte {HUGE}",  # a line longer than any: refused whole (issue 61)
    f"dicte {'9' * 390}",  # within a line's limit: the number reader refuses it
    "colonne ²",
    "ligne ²",
    "primes ³",
    "debit ²",
    "volume ³",
    "change ²",
    "penalite Anne ²",
    "pioche Anne ² vu",
    "Anne ²",
    "Bruno ٣",
    "corrige ²",
]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("line", STRANGE_NUMBERS)
def test_every_table_refuses_a_strange_number_in_lines_and_changes_nothing(tmp_path, kind, line):
    seat = seated(kind, tmp_path)
    heard = len(in_lines(seat, []).heard)
    before = seat.state()
    in_lines(seat, [line])
    answer = seat.heard[heard:-1]  # before the end of input
    assert answer and not any("Traceback" in text for text in answer), answer
    assert seat.state() == before


@pytest.mark.parametrize("kind", KINDS)
def test_every_table_refuses_strange_numbers_on_the_full_screen(tmp_path, kind):
    seat = seated(kind, tmp_path)
    before = seat.state()
    screen = on_screen(seat, STRANGE_NUMBERS)
    assert screen.errors == []
    assert seat.state() == before


# Issue 61, point 2: a line longer than any command, move or message (the limit the server's
# protocol holds lines to, net.protocol.MAX_LINE) is answered in one short sentence that names
# its length and the limit, never said back; a line holding control characters is not read,
# each named by its code, as the docs say (docs/fr/jouer.md, docs/en/playing.md).
REFUSED_LINES = {
    "fr": [
        ("A" * 100_000, "Ligne trop longue, 100000 caractères pour 400 au plus, rien n'est fait."),
        ("\x1b[31mH8 FOND", "Ligne non lue, elle contient 1 caractère de commande, U+001B."),
        ("scores\x00\x07", "Ligne non lue, elle contient 2 caractères de commande, U+0000 et U+0007."),
        (
            "".join(chr(c) for c in range(1, 9)),
            "Ligne non lue, elle contient 8 caractères de commande, U+0001, U+0002, U+0003 et d'autres.",
        ),
    ],
    "en": [
        ("A" * 100_000, "Line too long, 100000 characters for 400 at most, nothing is done."),
        ("\x1b[31mH8 FOND", "Line not read, it holds 1 control character, U+001B."),
        ("scores\x00\x07", "Line not read, it holds 2 control characters, U+0000 and U+0007."),
        (
            "".join(chr(c) for c in range(1, 9)),
            "Line not read, it holds 8 control characters, U+0001, U+0002, U+0003 and others.",
        ),
    ],
}


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_table_answers_a_line_too_long_or_with_control_characters_in_one_sentence(
    tmp_path, kind, language
):
    seat = seated(kind, tmp_path, language)
    opened = len(in_lines(seat, []).heard)
    before = seat.state()
    lines = [line for line, _said in REFUSED_LINES[language]]
    heard = in_lines(seat, lines).heard[opened:]
    # Once the table is open again, each line is answered by its one sentence.
    expected = [said for _line, said in REFUSED_LINES[language]]
    assert expected[0] in heard, heard
    start = heard.index(expected[0])
    assert heard[start : start + len(expected)] == expected, heard
    assert not any("AAAA" in text or "\x1b" in text for text in heard)
    assert seat.state() == before


def test_a_line_at_the_limit_is_read_and_one_more_character_is_not():
    """One limit, the protocol's: a server refuses a longer line from the network, a table at
    home says so."""
    from motamot.net.protocol import MAX_LINE, Problem, ProtocolError, read_request

    game = new_game()
    at_limit = "colonne 8" + " " * (MAX_LINE - len("colonne 8"))
    said = play(game, [at_limit, at_limit + "8", "quitte", "oui"])
    column = next(i for i, text in enumerate(said) if text.startswith("Colonne 8, "))
    too_long = f"Ligne trop longue, {MAX_LINE + 1} caractères pour {MAX_LINE} au plus, rien n'est fait."
    assert said.index(too_long) > column
    read_request(json.dumps({"type": "line", "n": 1, "text": at_limit}))
    with pytest.raises(ProtocolError) as refused:
        read_request(json.dumps({"type": "line", "n": 1, "text": at_limit + "8"}))
    assert refused.value.problem is Problem.MALFORMED


def test_a_refused_line_leaves_what_waits_for_a_yes_waiting():
    """Nothing of it was read: "quitte", then a line with an escape, then "oui" still quits."""
    said = play(new_game(), ["quitte", "\x1b[A", "oui"])
    assert "Ligne non lue, elle contient 1 caractère de commande, U+001B." in said
    assert said[-1].startswith("Partie interrompue et enregistrée")


def test_lines_piped_in_too_long_or_with_an_escape_are_refused_in_a_real_motamot(tmp_path):
    """As a player's script or a terminal without line editing sends them (an arrow key is
    escape, [ and a letter), in a motamot of its own."""
    played = run_motamot(
        ["--langue", "fr", "--lignes", "--voix", "texte", "--joueurs", "Anne,Bruno"],
        "\n" + "A" * 100_000 + "\n\x1b[A\nquitte\noui\n",
        tmp_path,
    )
    assert played.returncode == 0, played.stderr
    assert "Ligne trop longue, 100000 caractères pour 400 au plus, rien n'est fait." in played.stdout
    assert "Ligne non lue, elle contient 1 caractère de commande, U+001B." in played.stdout
    assert "AAAA" not in played.stdout and "\x1b" not in played.stdout
    english = run_motamot(
        ["--langue", "en", "--lignes", "--voix", "texte", "--joueurs", "Anne,Bruno"],
        "\n" + "A" * 100_000 + "\nquit\nyes\n",
        tmp_path,
    )
    assert "Line too long, 100000 characters for 400 at most, nothing is done." in english.stdout


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_full_screen_command_line_refuses_a_line_too_long(tmp_path, language):
    seat = seated("game", tmp_path, language)
    before = seat.state()
    screen = on_screen(seat, ["B" * 401])
    assert screen.errors == []
    said = {
        "fr": "Ligne trop longue, 401 caractères pour 400 au plus, rien n'est fait.",
        "en": "Line too long, 401 characters for 400 at most, nothing is done.",
    }[language]
    assert said in seat.heard and not any("BBBB" in text for text in seat.heard)
    assert seat.state() == before
