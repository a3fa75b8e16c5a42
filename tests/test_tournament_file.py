"""The tournament file (SQLite, one transaction a change) and ``motamot tournoi``
as an organiser uses it: French, English, refusals, damaged and hostile files."""

import csv
import io
import sqlite3

import pytest
from helpers import unwrapped

from motamot.cli.main import main
from motamot.files import FileProblem, RecordError
from motamot.tournament import store
from motamot.tournament.model import Match, RatingKind


def run(capsys, *argv):
    status = main(["--langue", "fr", *argv])
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err.strip()


def test_a_whole_small_tournament_from_the_command_line(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    f = str(tmp_path / "club.tournoi")
    assert run(capsys, "tournoi", "cree", f, "Tournoi du club")[0] == 0
    for name, rating in (
        ("Anne Martin", "1500"),
        ("Bruno Petit", "1400"),
        ("Chloé Durand", "1400"),
        ("David Roux", "1200"),
        ("Emma Blanc", "1100"),
    ):
        assert run(capsys, "tournoi", "inscris", f, name, rating)[0] == 0
    # PL* said in full, the number grouped as French writes it (issue 61, point 10).
    assert run(capsys, "tournoi", "inscris", f, "Zoé", "1000", "--pl-etoile")[1] == [
        "Inscription de Zoé, numéro 6.",
        "Sa cote duplicate 1 000.",
    ]
    status, lines, _ = run(capsys, "tournoi", "absent", f, "Zoé")
    assert lines == ["Absence de Zoé à la ronde 1.", "Pas d'appariement à cette ronde."]
    status, lines, _ = run(capsys, "tournoi", "apparie", f)
    assert lines == [
        "Ronde 1, 3 tables.",
        "Le premier nommé commence.",
        "Table 1, Anne Martin contre Bruno Petit",
        "Table 2, Chloé Durand contre David Roux",
        "Table 3, Emma Blanc, exempt",
        "Absence, Zoé.",
    ]
    status, lines, err = run(capsys, "tournoi", "apparie", f)
    assert status == 1 and err == "La ronde 1 n'est pas finie.\nRésultats attendus, tables 1 et 2."
    # Issue 61, the walkthrough: a refusal in short sentences, each beginning a line of a braille
    # display, saying what to type instead; no name cut, no line over 40 characters.
    status, lines, err = run(capsys, "tournoi", "resultat", f, "Anne", "400", "Chloé", "380")
    assert status == 1 and err.splitlines() == [
        "Anne Martin ne joue pas contre",
        "  Chloé Durand à la ronde 1.",
        "Anne Martin joue contre Bruno Petit,",
        "  table 1.",
    ]
    status, lines, err = run(capsys, "tournoi", "retire", f, "Xavier")
    assert status == 1 and err.splitlines()[0] == "Aucun joueur « Xavier »."
    assert err.splitlines()[1].startswith("La liste, motamot tournoi joueurs ")
    assert all(len(line) <= 40 for line in err.splitlines())
    assert run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "380")[1] == [
        "Ronde 1.",
        "Table 1, Anne Martin 400,",
        "  Bruno Petit 380.",
        "Résultat attendu, table 2.",
    ]
    assert run(capsys, "tournoi", "forfait", f, "David")[1][-1] == "Ronde 1, tout est joué."
    status, lines, _ = run(capsys, "tournoi", "resultat", f, "David", "350", "Chloé", "351")
    # The result it replaces in a sentence of its own, its table not named again ("avant, Table 2").
    assert unwrapped(lines)[:3] == [
        "Ronde 1, résultat corrigé.",
        "Table 2, Chloé Durand 351, David Roux 350.",
        "Avant, Chloé Durand contre David Roux, David Roux forfait.",
    ]
    status, lines, _ = run(capsys, "tournoi", "classement", f)
    # On screen, the abbreviations said in full and the numbers grouped (issue 61, point 10).
    assert unwrapped(lines) == [
        "Tournoi du club, classement après la ronde 1.",
        "1. Anne Martin, 3 points de match, 1 500 points de départage",
        "2. Chloé Durand, 3 points de match, 1 400 points de départage",
        "3. Emma Blanc, 3 points de match, 1 100 points de départage",
        "4. Bruno Petit, 1 point de match, 1 400 points de départage",
        "5. David Roux, 1 point de match, 1 200 points de départage",
        "6. Zoé, 0 point de match, 0 point de départage",
    ]
    assert all(len(line) <= 40 for line in lines)
    # A number stays on the line of its word (the walkthrough heard "1 500" and, a line later,
    # "points de départage"); its digit groups keep a plain space (no-break, espeak-ng reads two).
    for line, following in zip(lines, lines[1:], strict=False):
        assert not (line[-1].isdigit() and following.startswith("  ")), (line, following)
    assert all("\u00a0" not in line and "\u202f" not in line for line in lines)
    status, lines, _ = run(capsys, "tournoi", "exporte", f, str(tmp_path / "out"))
    assert status == 0
    rows = list(csv.reader(io.StringIO((tmp_path / "out" / "club-classement.csv").read_text())))
    assert rows[1][:5] == ["1", "non", "Anne Martin", "PL 1500", "3"]
    page = (tmp_path / "out" / "club.html").read_text()
    assert '<html lang="fr">' in page and "Chloé Durand 351, David Roux 350" in page
    text = (tmp_path / "out" / "club-classement.txt").read_text()
    assert "Table 3, Emma Blanc, exempt" in text
    # The printed sheet keeps the abbreviations, with their legend under the standings.
    assert "\n1. Anne Martin, 3 PM, 1 500 Pdep\n" in text
    assert unwrapped(text.splitlines())[8:13] == [  # a sentence a line
        "PM, points de match.",
        "PPM, points de match particuliers.",
        "Pdep, points de départage.",
        "PL, cote classique.",
        "PL*, cote duplicate.",
    ]
    assert "PM, points de match." in page


def test_the_english_aliases_and_messages(tmp_path, capsys):
    f = str(tmp_path / "club.tournament")
    main(["--lang", "en", "tournament", "create", f, "Club night"])
    main(["--lang", "en", "tournament", "register", f, "Ann", "1500"])
    main(["--lang", "en", "tournament", "register", f, "Ben", "1400"])
    capsys.readouterr()
    assert main(["--lang", "en", "tournament", "pair", f]) == 0
    said = ["Round 1, 1 table.", "The first named starts.", "Table 1, Ann against Ben"]
    assert capsys.readouterr().out.splitlines() == said
    assert main(["--lang", "en", "tournament", "standings", f, "--round", "3"]) == 1
    assert capsys.readouterr().err.strip() == "No round 3, 1 paired so far."


def test_names_that_a_spreadsheet_would_run_are_written_as_text(tmp_path, capsys):
    f = str(tmp_path / "t.tournoi")
    main(["tournoi", "cree", f, "T"])
    main(["tournoi", "inscris", f, '=HYPERLINK("http://x")', "1000"])
    main(["tournoi", "inscris", f, "<b>Bob</b>", "900"])
    main(["tournoi", "exporte", f, str(tmp_path)])
    assert "'=HYPERLINK" in (tmp_path / "t-classement.csv").read_text()
    page = (tmp_path / "t.html").read_text()
    assert "<b>Bob" not in page and "&lt;b&gt;Bob" in page


def test_every_change_is_one_transaction(tmp_path):
    path = tmp_path / "t.tournoi"
    store.create(path, "T")
    for name in ("A", "B", "C", "D"):
        with store.editing(path) as file:
            file.add_player(file.tournament.new_player(name, 1000))
    # The second table clashes with the first: the whole round is refused, nothing half-written.
    with pytest.raises(sqlite3.IntegrityError), store.editing(path) as file:
        file.add_round([Match(1, 1, 1, 2), Match(1, 1, 3, 4)])
    assert store.load(path).matches == []
    with store.editing(path) as file:
        file.add_round(file.tournament.next_pairing())
    assert len(store.load(path).matches) == 2
    assert store.load(path).players[0].rating_kind is RatingKind.PL


def _problem(path):
    with pytest.raises(RecordError) as caught:
        store.load(path)
    return caught.value


def test_damaged_and_hostile_files_are_refused_with_their_row(tmp_path):
    path = tmp_path / "t.tournoi"
    store.create(path, "T")
    with store.editing(path) as file:
        file.add_player(file.tournament.new_player("Anne", 1500))
    with sqlite3.connect(path) as db:
        db.execute("UPDATE players SET rating = 'beaucoup' WHERE id = 1")
    error = _problem(path)
    assert (error.problem, error.line, error.details["table"], error.details["field"]) == (
        FileProblem.BAD_ROW,
        1,
        "players",
        "rating",
    )
    with sqlite3.connect(path) as db:
        db.execute("UPDATE players SET rating = 1500 WHERE id = 1")
        db.execute("CREATE TRIGGER sneaky AFTER INSERT ON matches BEGIN DELETE FROM players; END")
    assert _problem(path).problem is FileProblem.UNEXPECTED_OBJECT
    with pytest.raises(RecordError), store.editing(path) as file:
        file.add_round([Match(1, 1, 1, None)])  # nothing is written through the trigger
    with sqlite3.connect(path) as db:
        db.execute("DROP TRIGGER sneaky")
        db.execute("PRAGMA user_version = 99")
    assert _problem(path).problem is FileProblem.UNSUPPORTED_VERSION
    (tmp_path / "text.tournoi").write_text("Nom;Cote\nAnne;1500\n")
    assert _problem(tmp_path / "text.tournoi").problem is FileProblem.NOT_A_TOURNAMENT
    assert _problem(tmp_path / "absent.tournoi").problem is FileProblem.NOT_FOUND
    assert not (tmp_path / "absent.tournoi").exists()
    with pytest.raises(RecordError) as caught:
        store.create(path, "again")
    assert caught.value.problem is FileProblem.ALREADY_EXISTS


# ---------------------------------------------------------------- issue 18, item 7


def four_players_paired(tmp_path, capsys) -> str:
    f = str(tmp_path / "t.tournoi")
    run(capsys, "tournoi", "cree", f, "T", "--rondes", "2", "--moins-de-rondes")
    for name, rating in (("Anne", "1500"), ("Bruno", "1400"), ("Chloé", "1300"), ("David", "1200")):
        assert run(capsys, "tournoi", "inscris", f, name, rating)[0] == 0
    assert run(capsys, "tournoi", "apparie", f)[0] == 0
    return f


def test_a_result_naming_one_player_twice_is_refused_in_words(tmp_path, capsys):
    """``resultat t.db Anne 400 Anne 300`` ended in a KeyError."""
    f = four_players_paired(tmp_path, capsys)
    status, _out, err = run(capsys, "tournoi", "resultat", f, "Anne", "400", "Anne", "300")
    assert (status, err) == (1, "Le nom Anne est écrit deux fois.\nNommez les deux joueurs de la table.")
    assert all(not m.has_result for m in store.load(tmp_path / "t.tournoi").matches)


def test_counts_of_one_are_singular(tmp_path, capsys):
    f = str(tmp_path / "t.tournoi")
    run(capsys, "tournoi", "cree", f, "T", "--rondes", "1", "--moins-de-rondes")
    run(capsys, "tournoi", "inscris", f, "Anne", "1500")
    run(capsys, "tournoi", "inscris", f, "Bruno", "1400")
    run(capsys, "tournoi", "apparie", f)
    run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "300")
    assert run(capsys, "tournoi", "apparie", f)[2] == "Le tournoi a 1 ronde, elle est déjà\n  appariée."
    assert (
        run(capsys, "tournoi", "classement", f, "--ronde", "3")[2] == "Pas de ronde 3, 1 appariée jusqu'ici."
    )


def test_registrations_at_once_on_one_file_all_land(tmp_path):
    """Four ``inscris`` at once: a third died with sqlite3.IntegrityError and were lost."""
    import subprocess

    from conftest import start_motamot

    f = tmp_path / "t.tournoi"
    store.create(f, "T")
    names = [f"Joueur {i}" for i in range(8)]
    commands = [
        start_motamot(
            ["--langue", "fr", "tournoi", "inscris", str(f), name, "1000"],
            tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for name in names
    ]
    for command in commands:
        _out, err = command.communicate(timeout=120)
        assert command.returncode == 0, err.decode()
    players = store.load(f).players
    assert sorted(p.name for p in players) == names
    assert sorted(p.id for p in players) == list(range(1, 9))


@pytest.mark.parametrize(
    ("damage", "heard"),
    [
        ("DELETE FROM matches WHERE round = 1 AND table_number = 1", "ronde 1, la table 1 manque"),
        ("DELETE FROM matches WHERE round = 1", "la ronde 1 manque"),
        ("INSERT INTO absences VALUES (1, 2)", "ronde 2, Anne figure aux appariements malgré son absence"),
        (
            "UPDATE players SET withdrawn_from = 2 WHERE id = 3",
            "ronde 2, Chloé figure aux appariements malgré son retrait",
        ),
        (
            "DELETE FROM matches WHERE round = 2 AND table_number = 2",
            "ronde 2, Bruno ne figure ni aux appariements ni aux absences",
        ),
    ],
)
def test_a_tournament_whose_rounds_do_not_hold_together_is_refused(tmp_path, capsys, damage, heard):
    f = four_players_paired(tmp_path, capsys)
    assert run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "300")[0] == 0
    assert run(capsys, "tournoi", "resultat", f, "Chloé", "400", "David", "300")[0] == 0
    assert run(capsys, "tournoi", "apparie", f)[0] == 0
    with sqlite3.connect(f) as db:
        db.execute(damage)
    status, _out, err = run(capsys, "tournoi", "classement", f)
    assert status == 2
    assert err == f"{f}, tournoi incohérent, {heard}. Rien n'a été modifié."


def test_a_folder_or_a_pipe_named_as_the_tournament_file_is_said_as_such(tmp_path, capsys):
    import os

    pipe = tmp_path / "tube.tournoi"
    os.mkfifo(pipe)
    assert run(capsys, "tournoi", "classement", str(pipe))[2] == (
        f"{pipe}, impossible de lire le fichier, ce n'est pas un fichier ordinaire, "
        "donnez le nom d'un fichier. Rien n'a été modifié."
    )
    folder = run(capsys, "tournoi", "joueurs", str(tmp_path))[2]
    assert "c'est un dossier, donnez le nom d'un fichier" in folder


def test_a_field_of_two_thousand_players_is_paired_and_read_back(tmp_path):
    """The file's checks refused table 1000 and beyond: 2,000 players could not be paired."""
    from motamot.tournament.model import Player

    path = tmp_path / "grand.tournoi"
    store.create(path, "Grand")
    with store.editing(path) as file:
        for number in range(1, 2003):
            file.add_player(Player(number, f"Joueur {number}", 500 + number % 1500))
    with store.editing(path) as file:
        file.add_round(file.tournament.next_pairing())
    loaded = store.load(path)
    assert len(loaded.round_matches(1)) == 1001
    assert len(loaded.standings_after(1)[0]) == 2002


def test_a_file_named_with_a_question_mark_or_too_long_a_name(tmp_path, capsys, monkeypatch):
    """Issue 61: "club?.tournoi" was created as "club" (SQLite read the rest as its URI's
    query), then not found; a name longer than the system takes was a traceback."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    f = str(tmp_path / "club?#1.tournoi")
    assert run(capsys, "tournoi", "cree", f, "Club")[0] == 0
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tournoi"] == ["club?#1.tournoi"]
    assert run(capsys, "tournoi", "inscris", f, "Anne", "1500")[0] == 0
    too_long = str(tmp_path / ("A" * 300))
    for argv in (("tournoi", "cree", too_long, "Club"), ("tournoi", "joueurs", too_long)):
        status, _lines, said = run(capsys, *argv)
        assert status == 2 and "son nom est trop long pour le système" in said, said


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_name_is_found_without_accents_or_capitals_and_an_ambiguous_one_lists_who(
    tmp_path, capsys, language
):
    """Issue 61, point 7: "Emile" finds Émile Zola as a duplicate room finds Chloé from "Chloe"
    (one reading, rules.names.named_among); a word of the name will do; a name that fits
    several players lists them."""
    f = str(tmp_path / "club.tournoi")

    def said(*argv):
        status = main(["--langue", language, "tournoi", *argv])
        captured = capsys.readouterr()
        return status, " ".join(line.strip() for line in (captured.out + captured.err).splitlines())

    said("cree", f, "Club")
    for name, rating in (("Émile Zola", "1500"), ("Émilie Roux", "1400"), ("Chloé Durand", "1300")):
        said("inscris", f, name, rating)
    said("inscris", f, "Lœiz Le Goff", "1200")
    for typed, player in (("Emile", "Émile Zola"), ("zola", "Émile Zola"), ("CHLOE DURAND", "Chloé Durand")):
        status, text = said("absent", f, typed)
        assert status == 0 and player in text, text
    status, text = said("retire", f, "loeiz")
    assert status == 0 and "Lœiz Le Goff" in text, text
    status, text = said("absent", f, "emil")
    both = "Émile Zola et Émilie Roux" if language == "fr" else "Émile Zola and Émilie Roux"
    assert status == 1 and both in text
    ambiguous = "désigne plusieurs joueurs" if language == "fr" else "names several players"
    assert ambiguous in text
    status, text = said("absent", f, "Xavier")
    assert status == 1 and "Xavier" in text


def test_the_one_name_reading_exact_first_then_without_accents_then_a_beginning():
    from motamot.rules.names import name_key, named_among

    names = ["Émile Zola", "Emile Roux", "Chloé", "Lœiz"]
    assert name_key("  ÉMILE   Zola ") == "emile zola" and name_key("Lœiz") == "loeiz"
    assert named_among("Chloe", names) == [2] and named_among("chloé", names) == [2]
    assert named_among("emile", names) == [] and named_among("emile", names, beginning=True) == [0, 1]
    assert named_among("roux", names, beginning=True) == [1]
    assert named_among("", names, beginning=True) == [] and named_among("Zoé", names, beginning=True) == []
    # The name as written comes before the same name without its accents.
    assert named_among("Emile", ["Émile", "Emile"]) == [1]
