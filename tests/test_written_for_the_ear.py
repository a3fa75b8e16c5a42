"""Issue 61, point 10: written for the ear, everywhere. Every ``--help`` of the ``motamot``
command line (motamot alone, each command, each action of ``tournoi``, in French and in
English) and every text sheet motamot writes (a classic game's scoresheet and match sheet, a
duplicate room's table, an evening's ranking, a tournament's standings and pairings, the blank
sheets) is read by a screen reader or on a braille line: no colon, semicolon, bar or dash set
between words as a separator (a screen reader says "deux-points", "barre verticale", "tiret"),
and in French no English word (the English catalog's words that French does not have)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from desk import LEXICON, dealt_game, run_desk, typed_lines
from helpers import a_room_played
from test_command_line_fuzz import at_home, commands, run  # noqa: F401 - at_home is a fixture

from motamot.cli.main import build_parser
from motamot.i18n import translation
from motamot.publish.blank_sheets import write_blank_sheets
from motamot.publish.duplicate import write_duplicate_exports, write_evening_exports
from motamot.publish.exports import write_exports
from motamot.records.scoresheet import MatchInfo
from motamot.rules.duplicate import evening_of
from motamot.rules.variants import preset
from motamot.sessions.classic import GameSession
from motamot.tournament.store import load

ROOT = Path(__file__).parent.parent
# A colon or semicolon before a space or the end of a line, a bar anywhere, a dash standing alone
# between spaces (not in "-ABEINST", a rack renewed as clubs write it, nor in "1-0").
SEPARATOR = re.compile(r"[:;](?=\s|$)|\||(?:^|\s)[-–—](?=\s|$)", re.MULTILINE)


def separators(text: str) -> list[str]:
    return [line for line in text.splitlines() if SEPARATOR.search(line)]


def english_words(english_helps: str) -> set[str]:
    """Words of the English catalog and of the English ``--help`` (a command's name is not in
    the catalog: "autoplay" was the French help's name of one) that neither French (the
    ``wfrench`` list) nor the French catalog has: seen in a French text, it is English."""
    from babel.messages.pofile import read_po

    def words(text: str) -> set[str]:
        return {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ]+", re.sub(r"\{\w+\}|--[\w-]+", " ", text))}

    def catalog_words(language: str, strings: bool) -> set[str]:
        with (ROOT / "locales" / language / "LC_MESSAGES" / "motamot.po").open("rb") as handle:
            catalog = read_po(handle, locale=language)
        found: set[str] = set()
        for message in catalog:
            texts = message.string if strings else message.id
            for text in texts if isinstance(texts, tuple) else (texts,):
                found |= words(str(text)) if message.id else set()
        return found

    french = {w.strip().lower() for w in Path("/usr/share/dict/french").read_text("utf-8").split()}
    english = catalog_words("en", True) | words(english_helps)
    codes = {"fr", "en"}  # the languages' codes, "--langue, au choix, fr ou en"
    return english - catalog_words("fr", False) - french - codes


def english_in(text: str, english: set[str]) -> list[str]:
    """The English words of a French text; an option's name (``--help``) is typed, not read."""
    text = re.sub(r"--[\w-]+", " ", text)
    return sorted({w for w in re.findall(r"[a-zà-ÿ]+", text) if w in english})


def faults(said: dict[str, str], language: str, english_helps: str = "") -> dict[str, list[str]]:
    """Each text's lines with a separator between words, and in French its English words."""
    found = {name: separators(text) for name, text in said.items()}
    if language == "fr":
        english = english_words(english_helps)
        found = {name: lines + english_in(said[name], english) for name, lines in found.items()}
    return {name: lines for name, lines in found.items() if lines}


def helps(language: str, monkeypatch) -> dict[str, str]:
    """Every --help in this language, by command."""
    if language == "en":
        monkeypatch.setenv("LANGUAGE", "en")
    else:
        monkeypatch.delenv("LANGUAGE", raising=False)
    said = {}
    for path, _parser in commands(build_parser(translation(language), english=language == "en")):
        _status, out, err = run((*path, "--help"))
        said[" ".join(path) or "motamot"] = out + err
    return said


def sheets(language: str, folder: Path) -> dict[str, str]:
    tr = translation(language)
    written = []
    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), LEXICON, folder / "save.json")
    run_desk(session, [*typed_lines(dealt_game()), "quitte"], language)
    match = MatchInfo(3, 2)
    written += write_exports(tr, session.game, match, folder, "classique", language, lexicon=LEXICON)
    room = a_room_played(["Anne", "Bruno", "Chloé", "Émile"], racks=7)  # a rack kept, a rack renewed
    written += write_duplicate_exports(tr, room, folder, "salle", language, lexicon=LEXICON)
    written += write_evening_exports(tr, evening_of([room, room]), folder, "soiree", language)
    written += write_blank_sheets(tr, folder, language)
    return read_back(written)


class _TextOf(HTMLParser):
    """An HTML page's text as a screen reader reads it: each piece of text between tags on a line
    of its own, the style sheet left out."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []
        self.in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.in_style = tag in ("style", "script")

    def handle_endtag(self, tag: str) -> None:
        self.in_style = False

    def handle_data(self, data: str) -> None:
        if not self.in_style and data.strip():
            self.pieces.append(" ".join(data.split()))


def text_of_html(page: str) -> str:
    reader = _TextOf()
    reader.feed(page)
    return "\n".join(reader.pieces)


def read_back(written: list[Path]) -> dict[str, str]:
    """The plain text sheets as written, the HTML pages as their text (tags stripped)."""
    said = {path.name: path.read_text("utf-8") for path in written if path.suffix == ".txt"}
    return said | {
        path.name: text_of_html(path.read_text("utf-8")) for path in written if path.suffix == ".html"
    }


def tournament_sheets(folder: Path) -> dict[str, str]:
    """A four-player tournament, one round paired and played, exported by the command line."""
    file = str(folder / "open.tournoi")
    steps = [
        ("tournoi", "cree", file, "Open du club"),
        *(("tournoi", "inscris", file, name, "1500") for name in ("Anne Martin", "Bruno", "Chloé", "Émile")),
        ("tournoi", "apparie", file),
    ]
    for step in steps:
        status, out, err = run(step)
        assert status == 0, (step, out, err)
    tournament = load(Path(file))
    for score, match in enumerate(tournament.round_matches(1)):
        first, second = tournament.name_of(match.first), tournament.name_of(match.second)
        assert run(("tournoi", "resultat", file, first, str(1412 - score), second, "388"))[0] == 0
    for step in [("tournoi", "apparie", file), ("tournoi", "exporte", file, str(folder / "export"))]:
        status, out, err = run(step)
        assert status == 0, (step, out, err)
    return read_back(sorted((folder / "export").iterdir()))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_help_sets_no_separator_between_words(at_home, monkeypatch, language):  # noqa: F811
    english = "\n".join(helps("en", monkeypatch).values()) if language == "fr" else ""
    said = helps(language, monkeypatch)
    assert len(said) >= 34
    assert faults(said, language, english) == {}


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_text_sheet_sets_no_separator_between_words(at_home, tmp_path, monkeypatch, language):  # noqa: F811
    english = "\n".join(helps("en", monkeypatch).values()) if language == "fr" else ""
    helps(language, monkeypatch)  # and the command line in the sheets' language again
    said = sheets(language, tmp_path) | tournament_sheets(tmp_path)
    texts = {"classique", "salle", "soiree", "open-classement"}
    assert {name for name in said if name.endswith(".txt")} == {f"{stem}.txt" for stem in texts}
    pages = [name.removesuffix(".html") for name in said if name.endswith(".html")]
    assert {"classique", "salle", "soiree", "open"} < set(pages) and len(pages) == 6  # and two blank sheets
    assert faults(said, language, english) == {}


RACKS_LEGEND = {
    "fr": (
        "Dans un tirage, le signe plus sépare les lettres gardées du coup d'avant de celles tirées du sac.",
        "Le signe moins devant un tirage dit que les lettres gardées sont rendues au sac et le tirage "
        "refait en entier.",
    ),
    "en": (
        "In a rack, the plus sign parts the letters kept from the move before from those drawn from the bag.",
        "A minus sign before a rack says the letters kept went back to the bag and the whole rack was drawn "
        "again.",
    ),
}


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_kept_or_renewed_rack_is_explained_under_the_table(tmp_path, language):
    """ "RU+ZXTEU" and "-BNISRAA" are how clubs write a rack; a screen reader says "plus" and
    "moins" there: the sheet says what the signs mean, in text and HTML alike."""
    tr = translation(language)
    room = a_room_played(["Anne", "Bruno"], racks=8)
    said = read_back(write_duplicate_exports(tr, room, tmp_path, "salle", language, lexicon=LEXICON))
    for name in ("salle.txt", "salle.html"):
        text = " ".join(said[name].split())
        assert "RU+ZXTEU" in text and "-BNISRAA" in text
        assert all(line in text for line in RACKS_LEGEND[language]), name
    short = read_back(
        write_duplicate_exports(
            tr, a_room_played(["Anne", "Bruno"], racks=1), tmp_path, "court", language, lexicon=LEXICON
        )
    )
    assert not any(line in short["court.txt"] for line in RACKS_LEGEND[language])  # no sign, no legend
