"""motamot verifier/check and motamot lexique/wordlist, as a player runs them."""

import json

import pytest
from eliot_writer import eliot_bytes

from motamot.cli.main import main


@pytest.fixture(autouse=True)
def own_folders(tmp_path, monkeypatch):
    """Settings and cache in a fresh folder, never the developer's own."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)


def test_check_one_line_per_word_exit_0_when_all_valid(capsys):
    assert main(["verifier", "été", "ZYTHUMS", "ka"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "ETE, valable, liste libre de motamot",
        "ZYTHUMS, valable, liste libre de motamot",
        "KA, valable, liste libre de motamot",
    ]


def test_check_exit_1_when_one_is_not(capsys):
    assert main(["check", "DUALS", "DINS", "cow-boy", "a"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "DUALS, valable, liste libre de motamot",
        "DINS, non valable, liste libre de motamot",
        "« cow-boy », non valable, « - » n'est pas une lettre",
        "« a », non valable, un mot a au moins 2 lettres",
    ]
    assert main(["--lang", "en", "check", "DINS"]) == 1
    assert capsys.readouterr().out == "DINS, invalid, motamot's free list\n"


def test_check_needs_a_word():
    assert main(["verifier"]) == 2


def test_own_list_by_option(tmp_path, capsys):
    own = tmp_path / "ods.txt"
    own.write_text("ZZZ\nchat\nch@t\n", encoding="utf-8")
    assert main(["--lexique", str(own), "verifier", "zzz", "chien"]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        "ZZZ, valable, liste du joueur",
        "CHIEN, non valable, liste du joueur",
    ]
    assert "Liste de mots ods.txt, 2 mots. 1 ligne ignorée." in captured.err
    assert "Ligne 3 ignorée, « ch@t », « @ » n'est pas une lettre." in captured.err


def test_unreadable_own_list_keeps_the_shipped_one(tmp_path, capsys):
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\x00\x10JFIF")
    assert main(["--lexique", str(binary), "verifier", "chien"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "CHIEN, valable, liste libre de motamot\n"
    assert "ce n'est pas un fichier texte" in captured.err
    assert "La liste de mots de motamot reste utilisée." in captured.err


def test_an_eliot_dictionary_the_player_owns_is_used_and_named(tmp_path, capsys):
    own = tmp_path / "ods5.dawg"
    own.write_bytes(eliot_bytes(["CHAT", "CHATS", "ZOUK"], name="ODS 5.0"))
    assert main(["lexique", str(own)]) == 0
    assert "Liste de mots ODS 5.0 (ods5.dawg), 3 mots." in capsys.readouterr().err
    assert main(["verifier", "zouk", "chien"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "ZOUK, valable, liste du joueur",
        "CHIEN, non valable, liste du joueur",
    ]


def test_a_damaged_eliot_dictionary_is_refused_and_the_list_stays(tmp_path, capsys):
    own = tmp_path / "ods5.dawg"
    own.write_bytes(eliot_bytes(["CHAT", "ZOUK"])[:-2])
    assert main(["lexique", str(own)]) == 2
    err = capsys.readouterr().err
    assert (
        "ods5.dawg, dictionnaire Eliot refusé, fichier tronqué, la fin manque. Rien n'a été modifié." in err
    )
    assert main(["verifier", "chien"]) == 0  # the shipped list is still in use


def test_wordlist_setting_is_kept_then_reset(tmp_path, capsys):
    own = tmp_path / "ods.txt"
    own.write_text("ZZZ\nchat\n", encoding="latin-1")
    assert main(["lexique"]) == 0
    assert capsys.readouterr().out.startswith("Liste de mots de motamot, ")
    assert main(["lexique", str(own)]) == 0
    assert "Cette liste sera utilisée pour les parties suivantes." in capsys.readouterr().out
    settings = json.loads((tmp_path / "config" / "motamot" / "settings.json").read_text())
    assert settings["word_list"] == str(own.resolve())
    assert main(["verifier", "zzz"]) == 0  # the setting is used from now on
    capsys.readouterr()
    assert main(["wordlist", "--motamot"]) == 0
    assert main(["verifier", "zzz"]) == 1


def test_refused_list_changes_nothing(tmp_path, capsys):
    own = tmp_path / "ods.txt"
    own.write_text("ZZZ\n", encoding="utf-8")
    main(["lexique", str(own)])
    empty = tmp_path / "vide.txt"
    empty.write_text("", encoding="utf-8")
    assert main(["lexique", str(empty)]) == 2
    err = capsys.readouterr().err
    assert "Rien n'a changé, la liste utilisée reste la même." in err
    assert main(["verifier", "zzz"]) == 0


def test_damaged_settings_file_falls_back_to_defaults(tmp_path, capsys):
    path = tmp_path / "config" / "motamot" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert main(["verifier", "chat"]) == 0
    assert capsys.readouterr().err == f"{path} illisible, motamot utilise les réglages par défaut.\n"
