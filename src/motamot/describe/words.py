"""The small words every sentence is made of: points, tiles, premiums, times."""

from __future__ import annotations

import unicodedata
from gettext import NullTranslations

from motamot.i18n import N_
from motamot.rules.board import Direction, Premium
from motamot.rules.tiles import BLANK, LETTERS


def direction_name(tr: NullTranslations, direction: Direction) -> str:
    return tr.gettext("horizontal") if direction is Direction.ACROSS else tr.gettext("vertical")


def points(tr: NullTranslations, count: int) -> str:
    return tr.ngettext("{count} point", "{count} points", abs(count)).format(count=grouped(tr, count))


# The French Scrabble spelling table ("A de ALGÉRIE"): speech engines blur B/D/P/T/V and M/N.
# One word a letter, A to Z; the English catalog gives the ICAO alphabet an English voice says well.
SPELLING_TABLE = N_(
    "Algérie Belgique Canada Danemark Égypte France Grèce Hongrie Italie Jordanie Kenya Luxembourg "
    "Maroc Norvège Océanie Portugal Québec Roumanie Suisse Tunisie Uruguay Venezuela Wallonie Xénophon "
    "Yougoslavie Zambie"
)


def spelled_letter(tr: NullTranslations, letter: str) -> str:
    """ "M comme Maroc"; in English "M as in Mike"."""
    words = dict(zip(LETTERS, tr.gettext(SPELLING_TABLE).split(), strict=True))
    return tr.gettext("{letter} comme {word}").format(letter=letter, word=words[letter])


def tile_name(tr: NullTranslations, tile: str, spelled: bool = False) -> str:
    """``S``; a board joker ``s`` is "joker S"; a rack joker ``?`` is "joker".
    With ``spelled``, the letter comes with its word of the spelling table."""
    if tile == BLANK:
        return tr.gettext("joker")
    letter = spelled_letter(tr, tile.upper()) if spelled else tile.upper()
    if tile.islower():
        return tr.gettext("joker {letter}").format(letter=letter)
    return letter


def tiles_list(tr: NullTranslations, tiles: str | tuple[str, ...] | list[str]) -> str:
    return ", ".join(tile_name(tr, t) for t in tiles)


def word_with_jokers(tr: NullTranslations, tiles: str) -> str:
    """``MOTs`` → "MOTS (joker S)": a joker is always named."""
    jokers = [t.upper() for t in tiles if t.islower()]
    if not jokers:
        return tiles.upper()
    return tr.ngettext("{word}, joker {letters}", "{word}, jokers {letters}", len(jokers)).format(
        word=tiles.upper(), letters=", ".join(jokers)
    )


def premium_relief(tr: NullTranslations, premium: Premium) -> str:
    """The relief of the braille board's square (004 §1.2): "triangle creux"."""
    return {
        Premium.NONE: tr.gettext("case simple"),
        Premium.DOUBLE_LETTER: tr.gettext("triangle creux"),
        Premium.TRIPLE_LETTER: tr.gettext("triangle plein"),
        Premium.DOUBLE_WORD: tr.gettext("rond creux"),
        Premium.TRIPLE_WORD: tr.gettext("rond plein"),
        Premium.CENTRE: tr.gettext("étoile"),
    }[premium]


def premium_short(tr: NullTranslations, premium: Premium, relief: bool = False) -> str:
    """LD, LT, MD, MT, étoile: for the short verbosity; or the relief alone."""
    if relief:
        return premium_relief(tr, premium)
    return {
        Premium.NONE: tr.gettext("simple"),
        Premium.DOUBLE_LETTER: tr.gettext("LD"),
        Premium.TRIPLE_LETTER: tr.gettext("LT"),
        Premium.DOUBLE_WORD: tr.gettext("MD"),
        Premium.TRIPLE_WORD: tr.gettext("MT"),
        Premium.CENTRE: tr.gettext("étoile"),
    }[premium]


def premium_name(tr: NullTranslations, premium: Premium, relief: bool = False) -> str:
    """ "lettre compte double"; with ``relief``, "triangle creux, lettre compte double"."""
    if relief and premium not in (Premium.NONE, Premium.CENTRE):
        return tr.gettext("{relief}, {premium}").format(
            relief=premium_relief(tr, premium), premium=premium_name(tr, premium)
        )
    return {
        Premium.NONE: tr.gettext("case simple"),
        Premium.DOUBLE_LETTER: tr.gettext("lettre compte double"),
        Premium.TRIPLE_LETTER: tr.gettext("lettre compte triple"),
        Premium.DOUBLE_WORD: tr.gettext("mot compte double"),
        Premium.TRIPLE_WORD: tr.gettext("mot compte triple"),
        Premium.CENTRE: tr.gettext("étoile, mot compte double"),
    }[premium]


def long_duration(tr: NullTranslations, seconds: float) -> str:
    """A time away, from seconds to days: "3 jours", "2 heures", "5 minutes"."""
    hours = int(seconds // 3600)
    if hours >= 48:
        return tr.ngettext("{count} jour", "{count} jours", hours // 24).format(count=hours // 24)
    if hours:
        return tr.ngettext("{count} heure", "{count} heures", hours).format(count=hours)
    return duration(tr, seconds)


def duration(tr: NullTranslations, seconds: float) -> str:
    """A duration said in full, each unit named: "5 minutes", "1 minute 30 secondes",
    "45 secondes". Never "5 min, 30 s": a screen reader spells "min" and says "s" as a letter."""
    whole = max(0, int(seconds + 0.5))
    minutes, secs = divmod(whole, 60)
    said_minutes = tr.ngettext("{minutes} minute", "{minutes} minutes", minutes).format(minutes=minutes)
    said_seconds = tr.ngettext("{seconds} seconde", "{seconds} secondes", secs).format(seconds=secs)
    if minutes and secs:
        return f"{said_minutes} {said_seconds}"
    return said_minutes if minutes else said_seconds


# Characters a screen reader passes over in silence or a braille display shows as a blank.
# Controls, format characters (bidi marks among them) and line separators: printed back, they
# would move the cursor, colour the terminal or turn the text around. A lone surrogate is a byte
# that was not UTF-8 (a file's name, a word on the command line): no output can write it.
_UNSHOWN = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


_ELIDED = frozenset("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŸaeiouyàâäéèêëîïôöùûüÿ")


def of_name(tr: NullTranslations, name: str) -> str:
    """A name after French "de", elided before a vowel: "de Bruno", "d'Anne", "d'Émile";
    in English the name alone ("{de_name}'s move"). Sentences write ``{de_name}`` there."""
    if tr.info().get("language") == "en":
        return name
    return f"d'{name}" if name[:1] in _ELIDED else f"de {name}"


def of_names(tr: NullTranslations, names: list[str]) -> str:
    """Names after French "de", the preposition said before each one as French repeats it:
    "d'Anne et de Bruno", never "d'Anne et Bruno"; in English the names alone."""
    return name_list(tr, [of_name(tr, name) for name in names])


def decimal(tr: NullTranslations, value: float, shape: str) -> str:
    """A number with decimals as the player's language writes it: 195,7 in French."""
    text = format(value, shape)
    return text if tr.info().get("language") == "en" else text.replace(".", ",")


def grouped(tr: NullTranslations, count: int) -> str:
    """A whole number as the player's language writes it, its thousands apart: "407 001" in
    French, "407,001" in English. A plain space: espeak-ng reads "407 001" as one number, but
    "407 001" with a no-break space as two."""
    text = f"{count:,}"
    return text if tr.info().get("language") == "en" else text.replace(",", " ")


def vowels_and_consonants(tr: NullTranslations, vowels: int, consonants: int) -> str:
    """ "1 voyelle et 2 consonnes": each count with its own plural."""
    return tr.gettext("{vowels} et {consonants}").format(
        vowels=tr.ngettext("{count} voyelle", "{count} voyelles", vowels).format(count=vowels),
        consonants=tr.ngettext("{count} consonne", "{count} consonnes", consonants).format(count=consonants),
    )


def visible(text: str) -> str:
    """``text`` as it may be printed back: a character that moves the cursor, changes colours
    or turns the writing direction (escape, bidi controls) is written as its code, U+001B."""
    return "".join(
        f"U+{ord(c):04X}" if unicodedata.category(c) in _UNSHOWN and c != "\t" else c for c in text
    )


def character_name(tr: NullTranslations, character: str) -> str:
    """``character`` itself when it can be seen and said; else its name: "tabulation",
    "espace insécable", "caractère invisible U+200B"."""
    if character.isprintable() and not character.isspace():
        return character
    named = {
        " ": tr.gettext("espace"),
        "\t": tr.gettext("tabulation"),
        "\n": tr.gettext("retour à la ligne"),
        "\xa0": tr.gettext("espace insécable"),
        "\u202f": tr.gettext("espace fine insécable"),
        "\u200b": tr.gettext("espace sans largeur"),
        "\ufeff": tr.gettext("marque d'ordre des octets"),
    }
    if character in named:
        return named[character]
    if len(character) == 1:
        return tr.gettext("caractère invisible U+{code:04X}").format(code=ord(character))
    return character


def invisible_in_name(tr: NullTranslations, name: str, character: str) -> str:
    """A name refused for a character that cannot be read; ``character`` already named."""
    return tr.gettext(
        "Le nom {name} contient {character}, qui ne se lit pas. "
        "Écrivez-le avec des lettres, des chiffres et des espaces."
    ).format(name=visible(name), character=character)


def in_pages(lines: list[str], characters: int) -> list[list[str]]:
    """Lines gathered into pages of at most ``characters`` (a longer line is a page alone): a
    player steps through them rather than hearing one long block."""
    pages: list[list[str]] = [[]]
    for line in lines:
        if pages[-1] and sum(map(len, pages[-1])) + len(line) > characters:
            pages.append([])
        pages[-1].append(line)
    return pages


def name_list(tr: NullTranslations, names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return tr.gettext("{first} et {last}").format(first=", ".join(names[:-1]), last=names[-1])


def choice_list(tr: NullTranslations, names: list[str]) -> str:
    """ "auto, lecteur, voix, texte ou muet" """
    if len(names) <= 1:
        return "".join(names)
    return tr.gettext("{first} ou {last}").format(first=", ".join(names[:-1]), last=names[-1])


# The details of a refusal, a fault or a file's problem are ``object``: the rules and the readers put
# numbers, texts and tuples there. These take one as what it holds, as int(), float() and list() would.


def detail_int(value: object) -> int:
    """A detail that holds a number (or its text), as a whole number."""
    if isinstance(value, (int, float, str)):
        return int(value)
    raise TypeError(f"not a number: {value!r}")


def detail_float(value: object) -> float:
    """A detail that holds a number (or its text)."""
    if isinstance(value, (int, float, str)):
        return float(value)
    raise TypeError(f"not a number: {value!r}")


def detail_items(value: object) -> list[object]:
    """A detail that holds a list or a tuple."""
    if isinstance(value, (list, tuple)):
        return list(value)
    raise TypeError(f"not a list: {value!r}")


def detail_texts(value: object) -> list[str]:
    """A detail that holds words or names."""
    if isinstance(value, (list, tuple)) and all(isinstance(item, str) for item in value):
        return list(value)
    raise TypeError(f"not texts: {value!r}")
