"""Every help pointer leads somewhere (issue 61, point 8): the error hints sent players to
``motamot aide cree`` and ``aide inscris``, which answered "Commande inconnue". Each command's
own help, which every refusal of its line names, and every ``motamot aide …`` written in a
sentence of either catalogue, is run and answers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from test_command_line_fuzz import commands, run

from motamot.cli.main import build_parser
from motamot.i18n import translation

ROOT = Path(__file__).resolve().parent.parent
UNKNOWN = {"fr": "Commande inconnue", "en": "Unknown command"}
HELP = {"fr": "aide", "en": "help"}


def pointers_in_the_catalogue(language: str) -> set[tuple[str, ...]]:
    """Every ``motamot aide WORDS`` (``motamot help WORDS``) written in a sentence, its words."""
    path = ROOT / "locales" / language / "LC_MESSAGES" / "motamot.po"
    with path.open("rb") as file:
        catalogue = read_po(file)
    found = set()
    for entry in catalogue:
        texts = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        if language == "en":
            texts = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        for text in texts:
            for words in re.findall(rf"motamot {HELP[language]} ((?:[a-z]+ ?)+)", text or ""):
                found.add(tuple(words.split()))
    return found


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_help_pointer_leads_somewhere(language: str, tmp_path: Path, monkeypatch) -> None:
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable.lower()))
    monkeypatch.setenv("LANG", "fr_FR.UTF-8" if language == "fr" else "en_GB.UTF-8")
    monkeypatch.setenv("LANGUAGE", language)
    english = language == "en"
    paths = {path for path, _parser in commands(build_parser(translation(language), english=english)) if path}
    written = pointers_in_the_catalogue(language)
    assert ("duplicate",) in written, written  # "motamot aide duplicate, celles du duplicate"
    wrong = []
    for words in sorted(paths | written):
        status, out, err = run((HELP[language], *words))
        if status != 0 or UNKNOWN[language] in out + err or not out.strip():
            wrong.append(f"{' '.join(words)}: {status} {(out + err)[:120]!r}")
    assert not wrong, wrong
    assert len(paths) > 20, paths  # every command and every command under one
