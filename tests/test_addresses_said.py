"""A server's address and the words of an invitation or a key, said as a person says them
(issue 60, point 5): "192.168.1.20, port 8765", never "deux points 8765", in words the player
types back as they heard them; four words to write down alone, apart by commas, after the
sentence that introduces them. Checked on espeak-ng's own phonemes (CI installs it: these
tests fail, never skip, without it)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from motamot.cli.main import typed_address
from motamot.commands.remote import RemoteTable, SeatKey
from motamot.describe.messages import Message, message
from motamot.describe.remote import spoken_address, words_to_write
from motamot.i18n import translation
from motamot.net.client import State
from motamot.net.protocol import port_apart, port_joined, websocket_url
from motamot.server.invitations import normal
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.pronunciation import for_the_ear, said_in_french
from motamot.speech.speakers import ESPEAK_VOICES, RecordingSpeaker

ADDRESSES = {
    "127.0.0.1:8799": ("127.0.0.1, port 8799", "127.0.0.1, port 8799"),
    "192.168.1.20:8765": ("192.168.1.20, port 8765", "192.168.1.20, port 8765"),
    "maison": ("maison", "maison"),
    "https://jeu.example.org:8443/motamot": (
        "https://jeu.example.org/motamot, port 8443",
        "https://jeu.example.org/motamot, port 8443",
    ),
}
# Every sentence that says a server's address (grep describe/ for address), filled as said.
SAID_WITH_AN_ADDRESS = (
    Message.REMOTE_UNREACHABLE,
    Message.REMOTE_NEEDS_TLS,
    Message.REMOTE_UNTRUSTED,
    Message.CARD_NONE,
    Message.GAMES_TAKE_SEAT,
    Message.WITH_YOUR_CARD,
    Message.REMOTE_JOIN_HOW,
    Message.SERVER_LISTENING,
    Message.SERVER_NOT_STARTED,
)


def phonemes(text: str, language: str, own_voice: bool = True) -> str:
    """What espeak-ng says of ``text``, given it as the own voice is (or as it is written)."""
    espeak = shutil.which("espeak-ng")
    assert espeak is not None, "espeak-ng is needed, CI installs it"
    voice = ESPEAK_VOICES[language]
    said = for_the_ear(text) if own_voice else text
    said = said_in_french(said) if language == "fr" and own_voice else said
    return subprocess.run([espeak, "-v", voice, "-x", "-q", said], capture_output=True, text=True).stdout


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_server_s_address_is_said_with_its_port_in_words_never_a_colon(language: str) -> None:
    tr = translation(language)
    for typed, (french, english) in ADDRESSES.items():
        assert spoken_address(tr, typed) == (french if language == "fr" else english)
    said = spoken_address(tr, "192.168.1.20:8765")
    for key in SAID_WITH_AN_ADDRESS:
        sentence = message(tr, key, address=said, reason="x")
        assert "192.168.1.20, port 8765" in sentence, sentence
        assert ":" not in sentence.replace("https://", ""), sentence
        assert ";" not in sentence
        assert sentence.count("192.168.1.20") == 1, sentence  # said once
    # The card's sentence says no address: the player just typed it.
    assert message(tr, Message.CARD_MADE, name="Anne") in (
        "Carte d'Anne faite, gardée sur cet ordinateur.",
        "Anne's card made, kept on this computer.",
    )
    # A seat that cannot reach its server says its address the same way.
    table = RemoteTable(tr, Settings(), None)
    for state in (State.UNREACHABLE, State.UNTRUSTED, State.NEEDS_TLS):
        text = table.state_text(state, 1.0, "192.168.1.20:8765")
        assert "192.168.1.20, port 8765" in text and ":" not in text.replace("https://", "")


def test_espeak_ng_reads_the_address_as_it_is_typed() -> None:
    """The French voice read "192.168.1.20" as "cent quatre-vingt-douze mille cent
    soixante-huit": a dot before three digits taken for a thousands' separator. Each dot is
    "point", the port a number after the word port; no colon is read."""
    sentence = message(translation("fr"), Message.REMOTE_UNREACHABLE, address="192.168.1.20, port 8765")
    written = phonemes(sentence, "fr", own_voice=False)
    assert "m'il" in written  # what the French voice does with the address as written
    heard = phonemes(sentence, "fr")
    assert "m'il" not in heard and heard.count("pw,E~") == 3, heard  # cent quatre-vingt-douze point…
    assert "p'Or" in heard  # port, then 8765
    assert said_in_french("Serveur 10.0.0.2 et 3.5") == "Serveur 10 point 0 point 0 point 2 et 3.5"
    address = "192.168.1.20, port 8765"
    english = phonemes(message(translation("en"), Message.REMOTE_UNREACHABLE, address=address), "en")
    assert "p'o@t" in english and "k'oUl@n" not in english


def test_the_address_is_typed_back_as_it_was_heard() -> None:
    """ "motamot parties 192.168.1.20, port 8765" typed as said, comma, capital or stop and all."""
    for heard in (
        ["parties", "192.168.1.20,", "port", "8765"],
        ["parties", "192.168.1.20", "Port", "8765."],
        ["parties", "192.168.1.20:8765"],
    ):
        assert typed_address(heard) == ["parties", "192.168.1.20:8765"]
    assert typed_address(["rejoindre", "--lignes", "maison", "port", "80", "lune", "pomme"]) == [
        "rejoindre",
        "--lignes",
        "maison:80",
        "lune",
        "pomme",
    ]
    assert typed_address(["carte", "https://jeu.example.org/motamot,", "port", "8443", "Anne"]) == [
        "carte",
        "https://jeu.example.org:8443/motamot",
        "Anne",
    ]
    # Only where a server's address is read: the server's own option is left as it is.
    assert typed_address(["serveur", "--port", "8765"]) == ["serveur", "--port", "8765"]
    for typed in ADDRESSES:
        place, port = port_apart(typed)
        again = port_joined(place, str(port)) if port else place
        assert websocket_url(again) == websocket_url(typed)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_four_words_are_said_alone_after_the_sentence_that_introduces_them(language: str) -> None:
    """A game started from the lobby (or a rematch): its sentence, then the invitation's words
    alone, apart by commas, a message of their own that F2 says again alone, then how to come
    back with the card; typed back with their commas, they open the same seat."""
    tr = translation(language)
    table = RemoteTable(tr, Settings(), None)
    announcer = Announcer(RecordingSpeaker(), lambda text: None)  # the interface's, which says the answer
    table.address = "192.168.1.20:8765"
    table.join_request(SeatKey(card="lune lune lune lune", lobby=True), language, screen=False)
    moved = {"type": "moved", "game": 3, "invitation": "sapin cerf moineau sandale", "lobby": True}
    answer = table.received(moved)
    messages = [part.sentences for part in answer.messages()]
    program = "motamot"
    assert messages == [
        [message(tr, Message.LOBBY_GAME_STARTED, number=3)],
        ["sapin, cerf, moineau, sandale."],
        [message(tr, Message.WITH_YOUR_CARD, address="192.168.1.20, port 8765", program=program)],
    ]
    announcer.render(answer)
    assert announcer.step_back() == "sapin, cerf, moineau, sandale."  # F3: the words alone
    assert words_to_write("lune carotte piano velo") == "lune, carotte, piano, velo."
    assert normal("Sapin, cerf, moineau, sandale.") == normal("sapin cerf moineau sandale")
    assert re.search(r"\b(four words|en quatre mots)\.$", messages[0][0])
