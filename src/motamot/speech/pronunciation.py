"""What a voice is given to say, when the written form would mislead it.
Only what is said changes, never the text on the screen or the braille display.

A move is written as the player types it, a joker as the lower-case letter it
stands for ("5E NOTAiRES"); the same sentence names the joker in words. Voices
read such a word badly: espeak-ng says "NOTAiRES" as "not", then "e r"
(heard), so a word written mostly in capitals with a few lower-case letters
is said in capitals. Ordinary words, capitalised names and words in lower
case are left as they are.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[^\W\d_]+")


def _said(match: re.Match[str]) -> str:
    word = match[0]
    lower = sum(1 for ch in word if ch.islower())
    upper = len(word) - lower
    return word.upper() if 0 < lower < upper else word


def for_the_ear(text: str) -> str:
    """``text`` with every word written like a move with jokers put in capitals."""
    return _WORD.sub(_said, text)


# Words espeak-ng's French dictionary says in English ("joker" comes out "djôkeu"): what it is
# given instead, to be said the French way. Only the own voice's input changes, never the text.
FRENCH_SAYINGS = {"joker": "jokère", "jokers": "jokères"}
_FRENCH_SAYING = re.compile(r"\b(" + "|".join(FRENCH_SAYINGS) + r")\b", re.IGNORECASE)


# A server's address (issue 60): espeak-ng's French voice reads "192.168.1.20" as "cent
# quatre-vingt-douze mille cent soixante-huit point un point vingt", a dot before three digits
# taken for a thousands' separator. Each dot is given as the word a player types it by.
_IPV4 = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")


def said_in_french(text: str) -> str:
    text = _IPV4.sub(lambda match: match[0].replace(".", " point "), text)
    return _FRENCH_SAYING.sub(lambda match: FRENCH_SAYINGS[match.group(1).lower()], text)
