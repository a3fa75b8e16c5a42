"""A word list in use: the shipped free list, or a list the player owns.

A player's list is a plain list read line by line (bad lines are reported
and skipped) or a dictionary compiled for Eliot (``lexicon.eliot``, checked
whole before a word is used). It is compiled once into the word graph and cached in the user's cache folder
under the SHA-256 of the file, so the next start loads it in milliseconds.
Nothing about a list that fails to load changes the list in use.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from pathlib import Path

from motamot.files import FileProblem, RecordError, decode_text, read_bytes, write_atomically
from motamot.lexicon import search
from motamot.lexicon.additions import Additions
from motamot.lexicon.dawg import MAX_FILE, Dawg, DawgError
from motamot.lexicon.eliot import EliotError, is_eliot_dictionary, read_eliot
from motamot.lexicon.spelling import (
    MAX_LENGTH,
    MIN_LENGTH,
    LineProblem,
    NotAWord,
    SpellingProblem,
    scrabble_spelling,
)

MAX_LIST_BYTES = 64 * 1024 * 1024
LONG_LINE = 200  # longer lines are reported, and only their start is quoted
QUOTE = 30
SHIPPED_NAME = "motamot"


@dataclass
class Lexicon:
    dawg: Dawg
    name: str  # the shipped list's name, or the player's file name (and its dictionary's title)
    path: Path | None = None
    problems: list[LineProblem] = field(default_factory=list)  # bad lines skipped when read
    # The player's own words, which count beside the list's (never for the computer's moves,
    # which come from the graph): none on a server, or before the application reads them.
    additions: Additions | None = None

    @property
    def record_name(self) -> str:
        """The list as a game record names the one that judged (GCG ``#lexicon``): the free
        list by its name, a player's own list by its file name."""
        return self.name if self.path is None else self.path.name

    @property
    def size(self) -> int:
        return self.dawg.word_count

    def __contains__(self, word: str) -> bool:
        """Is this word valid, in the list or the player's own words? Accents and case do not
        matter; what is not a word is not valid."""
        try:
            spelled = scrabble_spelling(word)
        except NotAWord:
            return False
        return spelled in self.dawg or (self.additions is not None and spelled in self.additions)

    def with_additions(self, additions: Additions) -> Lexicon:
        """The same list, with the player's own words beside it (the shipped list, cached for
        every caller, is not changed)."""
        return replace(self, additions=additions)

    def is_valid(self, word: str) -> bool:
        return word in self

    def own_words(self) -> frozenset[str]:
        """The player's own words the list itself does not hold (``ajoute``)."""
        if self.additions is None:
            return frozenset()
        return frozenset(word for word in self.additions.words if word not in self.dawg)

    def anagrams(self, rack: str, use_all: bool = True, min_length: int = 2) -> list[str]:
        """The list's anagrams of the rack, and the player's own words that fit it too."""
        found = search.anagrams(self.dawg, rack, use_all, min_length)
        own = [
            word
            for word in self.own_words()
            if (len(word) == len(rack) if use_all else len(word) >= min_length)
            and search.fits_rack(word, rack)
        ]
        return search.result_order([*found, *own]) if own else found

    def with_own_graph(self, cache_dir: Path) -> Lexicon:
        """The list whose graph holds the player's own words too, for the player's own searches
        (``coups``), never for the computer's moves: compiled once for a list and its own
        words, then read from the cache (a few seconds the first time for a large list)."""
        own = self.own_words()
        if not own:
            return self
        digest = hashlib.sha256(self.dawg.digest + "\n".join(sorted(own)).encode("ascii"))
        key = "ajouts-" + digest.hexdigest()
        cached = _from_cache(cache_dir, key)
        if cached is not None:
            return replace(self, dawg=cached[0])
        dawg = Dawg.build(sorted({*self.dawg.words(), *own}))
        _to_cache(cache_dir, key, dawg, [], "")
        return replace(self, dawg=dawg)

    def one_more(self, rack: str, letters: str | None = None) -> list[tuple[str, str]]:
        return search.one_more(self.dawg, rack, letters)

    def hooks(self, word: str) -> tuple[str, str]:
        """The letters that lengthen the word in front and behind, the player's own words
        counted."""
        word = scrabble_spelling(word)
        before, after = search.hooks(self.dawg, word)
        own = self.own_words()
        if not own:
            return before, after
        before = "".join(sorted({*before, *(w[0] for w in own if w[1:] == word)}))
        after = "".join(sorted({*after, *(w[-1] for w in own if w[:-1] == word)}))
        return before, after

    def of_length(self, length: int) -> list[str]:
        """The list's words of that length (not the player's own words)."""
        return search.of_length(self.dawg, length)

    def matching(self, pattern: str, limit: int | None = None) -> list[str]:
        return search.matching(self.dawg, pattern, limit)


@cache
def shipped() -> Lexicon:
    """The free French list shipped with motamot (see lexicon/data/SOURCE.md)."""
    data = resources.files("motamot.lexicon") / "data" / "mots.dawg"
    return Lexicon(Dawg.from_bytes(data.read_bytes()), SHIPPED_NAME)


def read_word_list(text: str) -> tuple[list[str], list[LineProblem]]:
    """The valid words of a list, sorted and distinct, and each bad line."""
    words: set[str] = set()
    problems: list[LineProblem] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if MIN_LENGTH <= len(line) <= MAX_LENGTH and line.isascii() and line.isalpha() and line.isupper():
            words.add(line)  # already in Scrabble spelling: most lines of most lists
            continue
        if len(line) > LONG_LINE:
            problems.append(LineProblem(number, SpellingProblem.TOO_LONG, line[:QUOTE]))
            continue
        try:
            words.add(scrabble_spelling(line))
        except NotAWord as bad:
            problems.append(LineProblem(number, bad.problem, line[:QUOTE], bad.character))
    return sorted(words), problems


Progress = Callable[[int, int], None]  # words compiled so far, words in the list


def load_word_list(path: Path, cache_dir: Path, progress: Progress | None = None) -> Lexicon:
    """Load a player's list, compiling it once into the cache; RecordError when unusable.
    ``progress`` hears (0, words) when compiling starts, then how far it got."""
    data = read_bytes(path, MAX_LIST_BYTES)
    key = hashlib.sha256(data).hexdigest()
    cached = _from_cache(cache_dir, key)
    if cached is not None:
        dawg, problems, title = cached
        return Lexicon(dawg, _list_name(path, title), path, problems)
    title = ""
    if is_eliot_dictionary(data):
        try:
            dictionary = read_eliot(data)
        except EliotError as error:
            raise RecordError(
                FileProblem.BAD_ELIOT_DICTIONARY, None, None, fault=error.fault, **error.details
            ) from None
        words, problems, title = dictionary.words, [], dictionary.name
    else:
        words, problems = read_word_list(decode_text(data))
    if not words:
        raise RecordError(FileProblem.NO_WORDS)
    if progress is not None:
        progress(0, len(words))
    dawg = Dawg.build(words, None if progress is None else lambda done: progress(done, len(words)))
    _to_cache(cache_dir, key, dawg, problems, title)
    return Lexicon(dawg, _list_name(path, title), path, problems)


def _list_name(path: Path, title: str) -> str:
    """``ods5.dawg``, or ``ODS 5.0 (ods5.dawg)`` when the dictionary names itself."""
    return f"{title} ({path.name})" if title else path.name


def _from_cache(cache_dir: Path, key: str) -> tuple[Dawg, list[LineProblem], str] | None:
    """The list compiled earlier, when its graph is whole: a cache damaged on disk (its bytes
    no longer those written, checked against their SHA-256) is compiled again, never read."""
    try:
        notes = json.loads((cache_dir / f"{key}.json").read_text(encoding="utf-8"))
        data = read_bytes(cache_dir / f"{key}.dawg", MAX_FILE)
        if hashlib.sha256(data).hexdigest() != notes["dawg_sha256"]:
            return None
        dawg = Dawg.from_bytes(data)
        problems = [
            LineProblem(int(n["line"]), SpellingProblem(n["problem"]), str(n["text"]), str(n["character"]))
            for n in notes["problems"]
        ]
        title = str(notes.get("title", ""))
    except (OSError, ValueError, KeyError, TypeError, AttributeError, DawgError, RecordError):
        return None  # missing or damaged: compile again
    return dawg, problems, title


def _to_cache(cache_dir: Path, key: str, dawg: Dawg, problems: list[LineProblem], title: str) -> None:
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        graph = dawg.to_bytes()
        notes = {
            "dawg_sha256": hashlib.sha256(graph).hexdigest(),
            "title": title,
            "problems": [
                {"line": p.line, "problem": p.problem.value, "text": p.text, "character": p.character}
                for p in problems
            ],
        }
        write_atomically(cache_dir / f"{key}.json", json.dumps(notes, ensure_ascii=False))
        temporary = cache_dir / f".{key}.dawg.tmp"
        temporary.write_bytes(graph)
        temporary.replace(cache_dir / f"{key}.dawg")
    except (OSError, RecordError):
        pass  # no cache this time: the list still works, it is compiled again next start
