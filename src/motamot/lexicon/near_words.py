"""The short words by ear (issue 63, point 4): "valable ?" questions mixing the list's words of
a length with plausible non-words, each made from a real word by one letter (a vowel for a
vowel, a consonant for a consonant) and checked absent from the list and the player's own
words; the words of a length holding some letters ("les mots de 3 lettres avec Z"); and, the
hooks the other way round, the words of a length a letter lengthens."""

from __future__ import annotations

import random
from collections import Counter

from motamot.lexicon.lexicon import Lexicon
from motamot.rules.tiles import LETTERS, VOWELS

CONSONANTS = frozenset(LETTERS) - VOWELS


def near_non_word(lexicon: Lexicon, word: str, rng: random.Random) -> str | None:
    """A word of the list changed by one letter into one that is not a word (none when every
    change makes a word)."""
    positions = list(range(len(word)))
    rng.shuffle(positions)
    for position in positions:
        kind = VOWELS if word[position] in VOWELS else CONSONANTS
        letters = sorted(kind - {word[position]})
        rng.shuffle(letters)
        for letter in letters:
            changed = word[:position] + letter + word[position + 1 :]
            if changed not in lexicon:
                return changed
    return None


def valid_questions(lexicon: Lexicon, length: int, seed: int) -> list[tuple[str, bool]]:
    """The words of that length and as many non-words near them, shuffled by the seed: each a
    word to say valid or not, and whether it is."""
    rng = random.Random(seed)
    words = [*lexicon.of_length(length), *sorted(w for w in lexicon.own_words() if len(w) == length)]
    questions = [(word, True) for word in words]
    for word in words:
        changed = near_non_word(lexicon, word, rng)
        if changed is not None:
            questions.append((changed, False))
    unique = list(dict(questions).items())
    rng.shuffle(unique)
    return unique


def words_holding(lexicon: Lexicon, length: int, letters: str) -> list[str]:
    """The words of that length holding every one of ``letters`` (as many times as given)."""
    wanted = Counter(letters)
    words = [*lexicon.of_length(length), *(w for w in lexicon.own_words() if len(w) == length)]
    return sorted({w for w in words if all(Counter(w)[letter] >= n for letter, n in wanted.items())})


def words_lengthened(lexicon: Lexicon, length: int, letter: str) -> list[str]:
    """The words of that length the letter lengthens, in front or behind (the player's own
    words counted, as ``Lexicon.hooks`` counts them)."""
    words = [*lexicon.of_length(length), *(w for w in lexicon.own_words() if len(w) == length)]
    return sorted({w for w in words if letter + w in lexicon or w + letter in lexicon})
