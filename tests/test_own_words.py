"""The table's own words (issue "More of the words a player expects", point 2): a word the
list refuses that the players know (CUT, DUB, TIP are in no free lexicon) is added with
``ajoute`` after a question naming the list, taken out with ``retire``, listed by
``motamot lexique --ajouts``; at the referee desk it counts for the game first. The list
itself is never changed, a game keeps the words it used, and the computer never plays one.
Seed 004 §3.1 a: the reference list decides; these are the table's own additions to it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from tables import KINDS, WORDS, Seated, in_lines, on_screen, seated

from conftest import new_game, run_motamot, set_rack
from motamot.commands.base import Table
from motamot.commands.game import GameCommands
from motamot.engine.players import COMMON, Level, PlayDecision, computer, word_frequencies
from motamot.i18n import translation
from motamot.lexicon.additions import FILE_NAME, read_additions
from motamot.lexicon.lexicon import Lexicon, load_word_list
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession, Seat
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

DATA = Path(__file__).resolve().parents[1] / "src" / "motamot" / "lexicon" / "data"
ASKED = "CUT n'est pas dans la liste de motamot. L'ajouter à vos mots ? oui ou non"
ASKED_FOR_GAME = "CUT n'est pas dans la liste de motamot. Le compter pour cette partie ? oui ou non"
ADDED = "Le mot CUT est ajouté à vos mots. Il compte dans vos parties. L'ordinateur ne le joue jamais."


def own_words(folder: Path) -> Lexicon:
    return WORDS.with_additions(read_additions(folder / FILE_NAME))


def kept(folder: Path) -> list[str]:
    return (folder / FILE_NAME).read_text(encoding="utf-8").split()


@pytest.mark.parametrize("kind", KINDS)
def test_every_table_adds_a_word_after_a_question_naming_the_list_and_takes_it_out(tmp_path, kind):
    seat = seated(kind, tmp_path, words=own_words(tmp_path))
    yes = ["oui", "oui"] if kind == "desk" else ["oui"]  # the desk: this game, then for good
    in_lines(seat, ["ajoute cut", *yes])
    assert (ASKED_FOR_GAME if kind == "desk" else ASKED) in seat.heard
    assert ADDED in seat.heard
    assert kept(tmp_path) == ["CUT"]
    assert seat.table.session.lexicon.is_valid("CUT")
    assert WORDS.additions is None and not WORDS.is_valid("CUT")  # motamot's list unchanged
    in_lines(seat, ["ajoute CUT", "retire maison", "retire cut", "retire cut"])
    assert "CUT est déjà dans vos mots." in seat.heard
    assert (
        "MAISON est dans la liste de motamot, pas dans vos mots. La liste n'est jamais modifiée."
        in seat.heard
    )
    removed = (
        "CUT ne compte plus pour cette partie." if kind == "desk" else "Le mot CUT est retiré de vos mots."
    )
    assert removed in seat.heard
    if kind == "desk":
        assert "Le mot CUT est retiré de vos mots." in seat.heard  # the second retire: for good too
    assert kept(tmp_path) == []


@pytest.mark.parametrize("kind", ["game", "room"])
def test_on_the_full_screen_the_question_is_answered_in_the_command_line(tmp_path, kind):
    seat = seated(kind, tmp_path, words=own_words(tmp_path))
    screen = on_screen(seat, ["ajoute TIP", "non", "ajoute TIP", "oui"])
    assert screen.errors == []
    assert "Le mot TIP n'est pas ajouté." in seat.heard
    assert kept(tmp_path) == ["TIP"]


def test_a_word_the_list_has_a_wrong_one_and_a_table_without_own_words_are_each_said(tmp_path):
    seat = in_lines(
        seated("game", tmp_path, words=own_words(tmp_path)), ["ajoute maison", "ajoute 3x", "ajoute"]
    )
    assert "MAISON est déjà dans la liste de motamot." in seat.heard
    assert "« 3x », non valable, « 3 » n'est pas une lettre." in seat.heard
    assert "Il manque quelque chose. Par exemple, ajoute MOT." in seat.heard
    # A server's tables judge by its list alone (nothing of a player's folder is read there).
    served = in_lines(seated("game", tmp_path / "server"), ["ajoute cut", "oui"])
    none_here = "À cette table, pas de mots ajoutés. La liste est celle du serveur"
    assert any(text.startswith(none_here) for text in served.heard), served.heard
    assert not (tmp_path / "server" / FILE_NAME).exists()


def test_a_challenge_after_an_addition_finds_the_word_valid_and_the_game_keeps_it(tmp_path):
    # Xavier (seed 1: A D F N O O V) adds DONA, which the list leaves out, and plays it;
    # Yvonne challenges: valid (000 §5.3: the move stands), said as judged by the list and
    # the player's own words. The save keeps DONA among the words the game counts: taken
    # up after DONA was taken out of the player's words, the game still judges it the same.
    seat = seated("game", tmp_path, words=own_words(tmp_path))
    in_lines(seat, ["ajoute dona", "oui", "H8 DONA", "conteste"])
    assert any(text.startswith("Xavier joue H8 DONA") for text in seat.heard), seat.heard
    verdict = [text for text in seat.heard if "DONA valable" in text]
    assert verdict and "liste libre de motamot et vos mots" in verdict[0], seat.heard
    in_lines(seat, ["retire dona"])
    assert kept(tmp_path) == []
    resumed = GameSession.resume(seat.path, own_words(tmp_path))
    assert resumed.counted == {"DONA"}
    assert resumed.game.judge is not None and resumed.game.judge("DONA")


def test_the_arbiter_counts_a_word_for_one_game_only_unless_confirmed_for_good(tmp_path):
    seat = seated("desk", tmp_path, words=own_words(tmp_path))
    in_lines(seat, ["ajoute DUB", "oui", "non", "H8 DUB", "conteste Bruno"])
    assert "DUB compte pour cette partie seulement." in seat.heard
    assert not (tmp_path / FILE_NAME).exists()  # the player's words untouched
    assert any("DUB valable" in text for text in seat.heard), seat.heard
    desk = seat.table
    assert isinstance(desk, Table)
    resumed = GameSession.resume(seat.path, own_words(tmp_path))
    assert resumed.counted == {"DUB"}  # in the game's save
    other = seated("desk", tmp_path / "next", words=own_words(tmp_path))
    assert not other.table.session.game.judge("DUB")  # another game: the list alone


def test_a_damaged_file_of_own_words_loses_nothing_and_names_its_lines(tmp_path):
    home = tmp_path / "home"
    folder = home / "motamot"
    folder.mkdir(parents=True)
    (folder / FILE_NAME).write_text("CUT\n3x3\n# a note\ntip\n", encoding="utf-8")
    result = run_motamot(["--langue", "fr", "lexique", "--ajouts"], "", home)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["CUT", "TIP"]
    assert "Ligne 2 ignorée, « 3x3 »" in result.stderr
    additions = read_additions(folder / FILE_NAME)
    additions.with_word("DUB")
    assert (folder / FILE_NAME).read_text(encoding="utf-8").splitlines() == [
        "3x3",
        "# a note",
        "CUT",
        "DUB",
        "TIP",
    ]


def test_words_added_in_a_real_game_are_listed_by_motamot_lexique(tmp_path):
    typed = "ajoute cut\noui\najoute jam\nnon\nquitte\noui\n"
    played = run_motamot(
        ["--langue", "fr", "--voix", "texte", "--lignes", "--contre", "debutant"], typed, tmp_path
    )
    assert played.returncode == 0, played.stderr
    assert ADDED in played.stdout
    listed = run_motamot(["--langue", "en", "wordlist", "--added"], "", tmp_path)
    assert listed.stdout.split() == ["CUT"]


@pytest.mark.parametrize("level", list(Level))
def test_the_computer_never_plays_an_own_word(tmp_path, level):
    # Its moves come from the list's graph: CUT, added, is no move for it even where it
    # would score best (10 on an empty board, against TU's 4).
    words = own_words(tmp_path)
    words.additions.with_word("CUT")  # type: ignore[union-attr]
    game = new_game(seed=3)
    set_rack(game, 0, "CUT")
    game.judge = words.is_valid
    decision = computer(level.value, words, random.Random(1)).choose(game, 0)
    if isinstance(decision, PlayDecision):
        assert sorted(letter for _, letter in decision.move.tiles) != ["C", "T", "U"], decision


def test_the_beginner_never_plays_a_word_of_the_supplement():
    # Point 3: the supplement holds the words no free source confirms (AA, BOG, KID…): the
    # beginner's words are those common in French text, and none of them is common.
    supplement = [
        line.split()[0] for line in (DATA / "supplement.txt").read_text().splitlines() if line[:1].isalpha()
    ]
    frequencies = word_frequencies()
    assert [w for w in supplement if frequencies.get(w, 0.0) >= COMMON] == []


def test_a_word_that_cannot_be_written_is_never_said_added(tmp_path):
    # What was announced was kept: the words' folder is a file here, so nothing can be
    # written; the player hears why and that nothing changed, and the word does not count.
    (tmp_path / "blocked").write_text("", encoding="utf-8")
    words = WORDS.with_additions(read_additions(tmp_path / "blocked" / FILE_NAME))
    seat = in_lines(seated("game", tmp_path, words=words), ["ajoute cut", "oui"])
    refused = [
        text for text in seat.heard if text.startswith("Le mot CUT n'a pas pu être écrit dans vos mots")
    ]
    assert refused and refused[0].endswith("Rien n'a changé."), seat.heard
    assert ADDED not in seat.heard
    assert not words.is_valid("CUT")


def test_a_players_own_list_is_named_in_the_question_and_never_changed(tmp_path):
    listed = tmp_path / "liste.txt"
    listed.write_text("MAISON\nCHAT\nFOND\n", encoding="utf-8")
    before = listed.read_bytes()
    words = load_word_list(listed, tmp_path / "cache").with_additions(read_additions(tmp_path / FILE_NAME))
    seat = in_lines(seated("game", tmp_path, words=words), ["ajoute cut", "oui", "retire chat"])
    assert "CUT n'est pas dans votre liste liste.txt. L'ajouter à vos mots ? oui ou non" in seat.heard
    assert (
        "CHAT est dans votre liste liste.txt, pas dans vos mots. La liste n'est jamais modifiée."
        in seat.heard
    )
    assert listed.read_bytes() == before
    assert kept(tmp_path) == ["CUT"]


def test_a_move_refused_for_a_word_the_list_lacks_says_how_to_add_it_then_plays(tmp_path):
    # Free rules (libre) refuse a word the list lacks at once. Seed 1: Xavier has A D F N O O
    # V; DONA is refused with how the table may add it, added, then played.
    session = GameSession.new(
        [Seat("Xavier"), Seat("Yvonne")], preset("libre"), own_words(tmp_path), 1, tmp_path / "libre.json"
    )
    speaker = RecordingSpeaker()
    table = GameCommands(session, translation("fr"))
    seat = in_lines(
        Seated(table, speaker, tmp_path / "libre.json", Announcer(speaker, lambda text: None)),
        ["H8 DONA", "ajoute dona", "oui", "H8 DONA"],
    )
    assert "Mot non valable, DONA. Essayez un autre coup." in seat.heard
    assert "Votre table connaît DONA ? ajoute DONA le met dans vos mots." in seat.heard
    assert any(text.startswith("Xavier joue H8 DONA") for text in seat.heard), seat.heard


def _own_words_at_home(tmp_path, monkeypatch, *words: str) -> None:
    from motamot.settings import data_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / FILE_NAME).write_text("".join(f"{w}\n" for w in words), encoding="utf-8")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_own_words_count_in_motamot_verifier_said_as_own_words(tmp_path, monkeypatch, capsys, language):
    """Issue 61, point 6 (docs/fr/mots.md: own words count): ``verifier CUT`` after ``ajoute CUT``."""
    from motamot.cli.main import main

    _own_words_at_home(tmp_path, monkeypatch, "CUT")
    assert main(["--langue", language, "verifier", "CUT", "MAISON"]) == 0
    out = capsys.readouterr().out
    if language == "fr":
        assert "CUT, valable, liste libre de motamot et vos mots" in out
        assert (
            "MAISON, valable, liste libre de motamot" in out
            and "MAISON, valable, liste libre de motamot et" not in out
        )
    else:
        assert "CUT, valid," in out and "your words" in out
    assert main(["--langue", language, "verifier", "DUB"]) == 1
    capsys.readouterr()


def test_own_words_count_in_anagrams_and_in_coups_said_as_own_words(tmp_path, monkeypatch, capsys):
    from motamot.cli.main import main

    _own_words_at_home(tmp_path, monkeypatch, "CUT", "MAISON")  # MAISON: the list has it already
    words = own_words(tmp_path / "data" / "motamot")
    assert "CUT" in words.anagrams("TUC") and "CUT" not in WORDS.anagrams("TUC")
    assert "CUT" in words.anagrams("TUC?", use_all=False, min_length=3)
    assert words.own_words() == {"CUT"}
    record = tmp_path / "vide.gcg"
    record.write_text(
        "#character-encoding UTF-8\n#player1 Anne Anne\n#player2 Bruno Bruno\n", encoding="utf-8"
    )
    for language, said in (("fr", "mot ajouté CUT"), ("en", "own word CUT")):
        assert main(["--langue", language, "coups", str(record), "--tirage", "CUT", "--nombre", "50"]) == 0
        lines = capsys.readouterr().out.splitlines()
        own = [line for line in lines if "CUT" in line]
        assert own and all(line.endswith(said) for line in own), lines
        assert all(said not in line for line in lines if "CUT" not in line)
    # The computer's moves still come from the list alone.
    assert "CUT" not in {w for w in WORDS.anagrams("TUC")}


def test_a_players_list_says_its_skipped_lines_once_not_at_every_command(tmp_path, monkeypatch, capsys):
    from motamot.cli.main import main

    _own_words_at_home(tmp_path, monkeypatch)
    listed = tmp_path / "liste.txt"
    listed.write_text("MAISON\nCHAT\nFOND\nCH4T\n", encoding="utf-8")
    assert main(["--langue", "fr", "verifier", "--lexique", str(listed), "CHAT"]) == 0
    first = capsys.readouterr()
    assert "ligne 4" in first.err.lower() and "CHAT, valable, liste du joueur" in first.out
    assert main(["--langue", "fr", "verifier", "--lexique", str(listed), "CHAT"]) == 0
    second = capsys.readouterr()
    assert "ligne 4" not in second.err.lower() and "CHAT, valable" in second.out
    listed.write_text("MAISON\nCHAT\nFOND\nCH4T\nZ9\n", encoding="utf-8")  # another list: said again
    main(["--langue", "fr", "verifier", "--lexique", str(listed), "CHAT"])
    assert "ligne 5" in capsys.readouterr().err.lower()
