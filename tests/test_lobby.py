"""Meeting at the table (issue 47, point 5): the lobby of a real ``motamot serveur``, with real
``motamot salon`` processes: who is there, open tables one per line, a table proposed with its
settings, a seat taken, the game starting once the table is full, talk in the lobby."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from servers import Homes, Process, ServerProcess, run_in, strings_in

from motamot.tournament.ratings import Rating, rate_game


def said(sentence: str) -> str:
    return re.escape(sentence)


def test_two_players_meet_in_the_lobby_one_proposes_the_other_sits_and_they_play(
    homes: Homes, server: ServerProcess
) -> None:
    homes.card("Anne")
    homes.card("Max")
    with sqlite3.connect(server.file) as db:  # Anne won a rated game already; Max has none
        db.execute("UPDATE players SET rating = 1662, rated_games = 1 WHERE name = 'Anne'")
    anne = homes.start("Anne", "salon")
    anne.expect(said("Vous êtes au salon, Anne."))
    anne.expect(said("Au salon, 1 personne, Anne à 1662."))
    anne.expect(said("Aucune table ouverte. Écrivez propose pour en ouvrir une."))
    anne.type("propose pendule 20, classée")
    anne.expect(said("Vous êtes à la table 1, ouverte à l'instant."))
    max_ = homes.start("Max", "salon")
    max_.expect(said("Au salon, 2 personnes, Anne à 1662 et Max."))
    max_.expect(said("1 table ouverte."))
    max_.expect(
        said("Table 1, avec Anne à 1662, 1 place libre, FFSc, pendule 20 minutes, 2 joueurs, classée.")
    )
    anne.expect(said("Max arrive au salon."))
    max_.type("dis bonjour Anne")
    max_.expect(said("Message dit au salon."))
    anne.expect(said("Max dit, bonjour Anne"))
    max_.type("assieds 2")
    max_.expect(said("Aucune table ne porte le numéro 2. Écrivez tables pour les entendre."))
    max_.type("propose 5 joueurs")
    max_.expect(said("Pour une partie FFSc, il faut entre 2 et 2 joueurs."))
    max_.type("propose tortue")
    max_.expect(said("Le mot tortue n'est pas un réglage de table."))
    max_.type("assieds 1")
    max_.expect(said("La partie 1 commence. Votre invitation pour y revenir, en quatre mots."))
    max_.expect(r"^\s*[a-z]+, [a-z]+, [a-z]+, [a-z]+\.\s*$")  # alone, to write down (issue 60)
    host, port = server.address.split(":")
    max_.expect(said(f"Ou avec votre carte, motamot parties {host}, port {port}."))
    max_.expect("Partie en réseau, vous êtes Max, avec Anne.")
    anne.expect(said("La partie 1 commence."))
    anne.expect("Partie en réseau, vous êtes Anne, avec Max.")
    game = server.session().game
    assert [p.name for p in game.players] == ["Anne", "Max"]
    assert game.clock.settings.seconds == 20 * 60
    with sqlite3.connect(server.file) as db:
        assert db.execute("SELECT rated, hints FROM games WHERE id = 1").fetchone() == (1, 0)
    anne.type("qui")
    anne.expect(said("À la table, Anne et Max."))
    # They play and talk; Max leaves and comes back with his card alone.
    mover = (anne, max_)[server.session().game.turn]
    mover.type("passe")
    mover.expect(r"passe\.|passez")
    max_.type("dis je reviens")
    anne.expect(said("Max dit, je reviens"))
    max_.type("quitte")
    max_.expect("Écrivez oui")
    max_.type("oui")
    anne.expect(said("Max a quitté la table, la partie l'attend."))
    max_.process.wait(timeout=30)
    max_ = homes.start("Max", "parties", "1")
    max_.expect("Partie en réseau, vous êtes Max, avec Anne.")
    anne.expect(said("Max est de retour à la table."))
    # A rated table: Anne resigns, the ratings change by Glicko-2 and are said.
    anne.type("abandonne")
    anne.expect("Écrivez oui")
    anne.type("oui")
    before = [Rating(1662.0), Rating()]
    after = [round(r.rating) for r in rate_game(before, [0, 1])]  # Max won
    expected = (
        f"Partie classée. Anne, {after[0]}, moins {1662 - after[0]}. Max, {after[1]}, plus {after[1] - 1500}."
    )
    for player in (anne, max_):
        player.expect(said(expected))
    # The rematch: same players, same settings, a new game.
    anne.type("revanche")
    max_.expect(said("Anne propose une revanche"))
    max_.type("revanche")
    for player in (anne, max_):
        player.expect(said("Revanche, partie 2."))
    assert server.session(2).game.clock.settings.seconds == 20 * 60


def test_a_table_closes_when_its_only_player_leaves_and_the_lobby_needs_a_card(
    homes: Homes, server: ServerProcess, tmp_path: Path
) -> None:
    refused = run_in(tmp_path / "nobody", "salon", server.address, "--lignes", "--voix", "texte")
    assert refused.returncode == 2
    host, port = server.address.split(":")
    assert refused.stderr == (
        f"Pas de carte pour ce serveur ici. motamot carte {host}, port {port} et votre nom en fait une.\n"
    )
    homes.card("Anne")
    homes.card("Max")
    anne, max_ = homes.start("Anne", "salon"), homes.start("Max", "salon")
    anne.expect(said("Vous êtes au salon, Anne."))
    max_.expect(said("Vous êtes au salon, Max."))
    anne.type("propose larousse 3 joueurs, sans indices")
    max_.expect(
        said("Nouvelle table. Table 1, avec Anne, 2 places libres, Larousse, sans pendule, 3 joueurs.")
    )
    max_.type("assieds 1")
    max_.expect(said("Vous êtes à la table 1. Il manque encore 1 joueur."))
    anne.expect(said("Max prend une place à la table 1."))
    max_.type("leve")
    max_.expect(said("Vous avez quitté la table 1."))
    anne.expect(said("Max a quitté la table 1."))
    anne.type("quitte")
    anne.expect(said("Vous quittez le salon."))
    max_.expect(said("Anne a quitté le salon."))
    max_.expect(said("Table 1 fermée."))
    anne.process.wait(timeout=30)
    max_.type("tables")
    max_.expect(said("Aucune table ouverte."))
    max_.type("assieds 1")
    max_.expect(said("La table 1 n'est plus ouverte, elle est complète ou fermée."))


URL = "ws://{address}/ws"


async def make_card(http: aiohttp.ClientSession, url: str, name: str) -> str:
    async with http.ws_connect(url) as ws:
        await ws.send_str(json.dumps({"type": "card", "name": name, "language": "fr"}))
        return str(json.loads((await ws.receive(timeout=30)).data)["key"])


async def heard_until(
    ws: aiohttp.ClientWebSocketResponse, heard: list[Any], text: str, wait: float = 10
) -> None:
    """Messages read into ``heard`` until one holds ``text``."""
    end = asyncio.get_running_loop().time() + wait
    while (left := end - asyncio.get_running_loop().time()) > 0:
        frame = await ws.receive(timeout=left)
        if frame.type is not aiohttp.WSMsgType.TEXT:
            break
        heard.append(json.loads(frame.data))
        if text in " ".join(strings_in(heard[-1])):
            return
    raise AssertionError(f"{text!r} never came: {heard}")


def test_a_seat_taken_twice_at_once_one_wins_the_other_is_told_and_no_key_is_ever_sent(
    server: ServerProcess,
) -> None:
    """Two players send "assieds 1" for the last seat in the same instant: one plays, the
    other hears the table is gone; a flood of talk is refused; no message holds a card key."""
    url = URL.format(address=server.address)

    async def meet() -> tuple[list[Any], list[Any], list[str]]:
        async with aiohttp.ClientSession() as http:
            keys = [await make_card(http, url, name) for name in ("Anne", "Max", "Zoé")]
            sockets = [await http.ws_connect(url) for _ in keys]
            heard: list[list[Any]] = [[], [], []]
            for ws, key, log in zip(sockets, keys, heard, strict=True):
                await ws.send_str(json.dumps({"type": "lobby", "card": key, "language": "fr"}))
                await heard_until(ws, log, "Vous êtes au salon")
            await sockets[0].send_str(json.dumps({"type": "line", "n": 1, "text": "propose"}))
            await heard_until(sockets[0], heard[0], "ouverte à l'instant")
            for ws in sockets[1:]:
                await ws.send_str(json.dumps({"type": "line", "n": 1, "text": "assieds 1"}))
            outcomes = []
            for ws, log in zip(sockets[1:], heard[1:], strict=True):
                end = asyncio.get_running_loop().time() + 10
                while not any(m.get("type") == "said" and m.get("reply_to") == 1 for m in log):
                    frame = await ws.receive(timeout=end - asyncio.get_running_loop().time())
                    log.append(json.loads(frame.data))
                outcomes.append(" ".join(strings_in(log)))
            for number in range(2, 9):  # a flood of talk
                await sockets[0].send_str(
                    json.dumps({"type": "line", "n": number, "text": f"dis salut {number}"})
                )
            await heard_until(sockets[0], heard[0], "Trop de messages à la suite")
            for ws in sockets:
                await ws.close()
        return heard[1], heard[2], keys

    max_heard, zoe_heard, keys = asyncio.run(meet())
    texts = [" ".join(strings_in(log)) for log in (max_heard, zoe_heard)]
    won = [
        i
        for i, text in enumerate(texts)
        if "La partie 1 commence" in text or any(m.get("type") == "moved" for m in (max_heard, zoe_heard)[i])
    ]
    assert len(won) == 1, texts
    lost = texts[1 - won[0]]
    assert "La table 1 n'est plus ouverte, elle est complète ou fermée." in lost
    for log in (max_heard, zoe_heard):
        text = " ".join(strings_in(log))
        assert not any(key in text for key in keys)


def test_a_guessed_card_is_counted_as_a_wrong_invitation_and_bad_lines_change_nothing(
    server: ServerProcess,
) -> None:
    """Hostile input in the lobby: a card the server does not know is refused and counted as a
    wrong invitation (the connection closed after five); a message too long, control
    characters, a proposal past the limits and lines before entering are refused by name."""
    url = URL.format(address=server.address)

    async def hostile() -> tuple[list[Any], list[Any]]:
        async with aiohttp.ClientSession() as http:
            guessed: list[Any] = []
            async with http.ws_connect(url) as ws:
                await ws.send_str(json.dumps({"type": "line", "n": 1, "text": "tables"}))
                await heard_until(ws, guessed, "Prenez d'abord votre place")
                for _ in range(6):
                    await ws.send_str(json.dumps({"type": "lobby", "card": "lune lune lune lune"}))
                while (frame := await ws.receive(timeout=10)).type is aiohttp.WSMsgType.TEXT:
                    guessed.append(json.loads(frame.data))
            key = await make_card(http, url, "Anne")
            heard: list[Any] = []
            async with http.ws_connect(url) as ws:
                await ws.send_str(json.dumps({"type": "lobby", "card": key, "language": "fr"}))
                await heard_until(ws, heard, "Vous êtes au salon")
                lines = [
                    "dis " + "x" * 201,
                    "propose pendule 500",
                    "propose duplicate classée",
                    "assieds trois",
                ]
                for number, line in enumerate(lines, start=1):
                    await ws.send_str(json.dumps({"type": "line", "n": number, "text": line}))
                await heard_until(ws, heard, "Pour prendre une place")
                await ws.send_str(json.dumps({"type": "line", "n": 9, "text": "dis \x07bonjour"}))
                await heard_until(ws, heard, "Message illisible")
                await ws.send_str(json.dumps({"type": "line", "n": 10, "text": "tables"}))
                await heard_until(ws, heard, "Aucune table ouverte")
        return guessed, heard

    guessed, heard = asyncio.run(hostile())
    codes = [m.get("code") for m in guessed if m.get("type") == "error"]
    assert codes == ["not-joined", *["unknown-card"] * 4, "too-many-tries"], codes
    said_back = [item[1] for m in heard if m.get("type") == "said" for item in m["items"] if item[0] == "say"]
    assert "Message trop long, 200 caractères au plus, il n'est pas dit." in said_back
    assert "La pendule se règle de 1 à 180 minutes." in said_back
    assert "Une partie duplicate n'est pas classée, une salle se classe au pourcentage du top." in said_back
    assert any(text.startswith("Pour prendre une place, écrivez le numéro") for text in said_back)


def test_a_full_table_on_a_full_server_is_told_why_and_waits_again(open_homes) -> None:
    """The server holds as many games as its operator allows (``--parties-max``): the last
    player to sit hears why the game could not start, and the table waits again."""
    server = open_homes("--parties-max", "0").server
    url = f"ws://127.0.0.1:{server.port}/ws"

    async def meet() -> tuple[list[Any], list[Any]]:
        async with aiohttp.ClientSession() as http:
            keys = [await make_card(http, url, name) for name in ("Anne", "Max")]
            anne, max_ = [await http.ws_connect(url) for _ in keys]
            heard: list[list[Any]] = [[], []]
            for ws, key, log in zip((anne, max_), keys, heard, strict=True):
                await ws.send_str(json.dumps({"type": "lobby", "card": key, "language": "fr"}))
                await heard_until(ws, log, "Vous êtes au salon")
            await anne.send_str(json.dumps({"type": "line", "n": 1, "text": "propose"}))
            await heard_until(anne, heard[0], "ouverte à l'instant")
            await max_.send_str(json.dumps({"type": "line", "n": 1, "text": "assieds 1"}))
            await heard_until(max_, heard[1], "n'a pas pu commencer")
            await max_.send_str(json.dumps({"type": "line", "n": 2, "text": "tables"}))
            await heard_until(max_, heard[1], "1 table ouverte")
            await anne.send_str(json.dumps({"type": "line", "n": 2, "text": "leve"}))
            await heard_until(anne, heard[0], "Vous avez quitté la table 1.")
            for ws in (anne, max_):
                await ws.close()
        return heard[0], heard[1]

    _anne, max_heard = asyncio.run(meet())
    said_to_max = [
        item[1] for m in max_heard if m.get("type") == "said" for item in m["items"] if item[0] == "say"
    ]
    assert (
        "La partie de la table 1 n'a pas pu commencer. Le serveur garde déjà autant de parties qu'il "
        "peut, réessayez plus tard."
    ) in said_to_max
    assert "Table 1, avec Anne, 1 place libre, FFSc, sans pendule, 2 joueurs." in said_to_max


def test_on_the_full_screen_the_lobby_s_arrows_say_how_to_reach_its_commands() -> None:
    """No game is on the board in the lobby: an arrow says how to type the lobby's commands
    rather than an empty square; once the table's game starts, the squares are the game's."""
    from motamot.commands.remote import RemoteTable, SeatKey
    from motamot.i18n import translation
    from motamot.rules.board import Square
    from motamot.settings import Settings

    table = RemoteTable(translation("fr"), Settings(), None)
    table.join_request(SeatKey(card="lune lune lune lune", lobby=True), "fr", screen=True)
    assert table.square_text(Square(7, 7)).startswith("Au salon, aucune partie n'est encore sur le plateau.")
    said = table.received(
        {"type": "moved", "game": 1, "invitation": "sapin cerf moineau sandale", "lobby": True}
    )
    assert "La partie 1 commence." in " ".join(str(item) for item in said.items)
    assert table.square_text(Square(7, 7)).startswith("H8")


def test_in_lines_the_lobby_s_history_is_stepped_through_with_avant_and_apres(homes: Homes) -> None:
    """Issue 60, point 4: what was said in the lobby (an arrival, talk) is heard again as at a
    table, repete, avant, apres, each step one message of the lobby."""
    homes.card("Anne")
    homes.card("Max")
    anne = homes.start("Anne", "salon")
    anne.expect(said("Écrivez aide pour entendre les commandes du salon."))
    max_ = homes.start("Max", "salon")
    anne.expect(said("Max arrive au salon."))
    max_.expect(said("Écrivez aide"))
    for words in ("bonjour Anne", "une partie"):
        max_.type(f"dis {words}")
        anne.expect(said(f"Max dit, {words}"))
    anne.type("repete")
    anne.expect(r"^\s*Max dit, une partie\s*$")
    anne.type("avant")
    anne.expect(r"^\s*Max dit, bonjour Anne\s*$")
    anne.type("avant")
    anne.expect(r"^\s*Max arrive au salon\.\s*$")
    anne.type("après")
    anne.expect(r"^\s*Max dit, bonjour Anne\s*$")
    anne.type("apres")
    anne.expect(r"^\s*Max dit, une partie\s*$")
    anne.type("apres")
    anne.expect(said("Rien après, c'est la dernière annonce."))
    anne.type("debut")  # the oldest kept: the welcome, a message of its own
    anne.expect(r"^\s*Vous êtes au salon, Anne\.\s*$")
    anne.type("avant")
    anne.expect(said("Rien avant."))


def test_in_english_the_lobby_s_history_is_stepped_through_too(homes: Homes) -> None:
    homes.card("Anne")
    homes.card("Max")
    anne = homes.start("Anne", "lobby", "--lang", "en")
    anne.expect("Type help to hear the lobby's commands.")
    max_ = homes.start("Max", "salon")
    anne.expect(said("Max comes into the lobby."))
    max_.type("dis salut")
    anne.expect(said("Max says, salut"))
    anne.type("back")
    anne.expect(r"^\s*Max comes into the lobby\.\s*$")
    anne.type("forward")
    anne.expect(r"^\s*Max says, salut\s*$")
    anne.type("repeat")
    anne.expect(r"^\s*Max says, salut\s*$")


def test_on_the_full_screen_f3_steps_back_through_the_lobby(homes: Homes, terminal) -> None:
    """F3 and F4 in the lobby's full screen walk what was said there, F2 says the latest again:
    never the fixed sentence about the board."""
    import time

    homes.card("Anne")
    homes.card("Max")
    screen = ["salon", homes.address, "--ecran", "--voix", "muet"]
    home = str(homes.home("Anne"))  # where her card is
    folders = {"XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home}
    anne = terminal(screen, NO_COLOR="1", LANG="fr_FR.UTF-8", LANGUAGE="fr", **folders)

    def message_is(text: str) -> None:
        """``text`` in the message, the rows at the bottom of the screen (the log is above)."""
        end = time.monotonic() + 30
        while time.monotonic() < end:
            rows = [row for row in anne.screen().splitlines() if row.strip()]
            if text in " ".join(row.strip() for row in rows[-3:]):
                return
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never the message:\n{anne.screen()}")

    message_is("Entrée ouvre la ligne de commande")
    max_ = homes.start("Max", "salon")
    message_is("Max arrive au salon.")
    max_.type("dis bonjour Anne")
    message_is("Max dit, bonjour Anne")
    anne.keys("F3")
    message_is("Max arrive au salon.")
    assert "aucune partie n'est encore sur le plateau" not in anne.screen()
    anne.keys("F4")
    message_is("Max dit, bonjour Anne")
    anne.keys("F2")
    message_is("Max dit, bonjour Anne")
    anne.keys("F5")
    message_is("Vous êtes au salon, Anne.")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_lobby_help_s_own_example_is_a_table_it_accepts(language: str) -> None:
    """Issue 62, point 10: the help's example, propose pendule 20, 3 joueurs, classée, was
    refused (a game by the FFSc's rules is for two)."""
    from motamot.describe.messages import Message, message
    from motamot.i18n import translation
    from motamot.server.lobby import read_proposal

    helped = message(translation(language), Message.LOBBY_HELP)
    example = re.search(r"propose (.+)\.$", helped)
    assert example is not None, helped
    proposal = read_proposal(example[1])  # refused with a sentence if it were not a table
    assert (proposal.players, proposal.rated, proposal.clock_minutes) == (3, True, 25)


def test_digits_that_are_not_ascii_are_refused_with_a_sentence_never_a_crash() -> None:
    """``²`` and ``٣`` are digits to Python's ``isdigit`` but not numbers ``int`` reads: the
    lobby's ``assieds ²`` and ``propose pendule ²`` raised ValueError (issue 62, point 2)."""
    import asyncio
    import json

    from motamot.i18n import translation
    from motamot.server.lobby import Lobby, Member
    from motamot.speech.answer import Answer

    sent: list[str] = []
    lobby = Lobby(lambda table: asyncio.sleep(0, None))
    anne = Member(1, "Anne", None, translation("fr"), True, sent.append)
    lobby.enter(anne)
    said = []
    for number, line in enumerate(
        ("assieds ²", "propose pendule ²", "propose ٣ joueurs", "propose ² minutes")
    ):
        sent.clear()
        asyncio.run(lobby.line(anne, line, number + 1))
        said.append(" ".join(Answer.from_json(json.loads(sent[0])["items"]).sentences))
    assert said == [
        "Pour prendre une place, écrivez le numéro de la table après le mot assieds, par exemple, assieds 3.",
        "La pendule se règle de 1 à 180 minutes.",
        "Le mot ٣ n'est pas un réglage de table.",
        "Le mot ² n'est pas un réglage de table.",
    ]


def _letters(number: int) -> str:
    """A name's word for ``number``: a card's name holds no figure."""
    return chr(65 + number // 26) + chr(97 + number % 26)


def _rss_kb(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")))


def _never_reading(port: int, card: str) -> socket.socket:
    """A lobby page that never reads a byte: the WebSocket handshake by hand over a socket
    whose receiving buffer is small, one masked frame, nothing more."""
    import base64
    import os
    import struct

    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)  # the handshake's answer only, byte by byte: nothing after it
    assert answer.startswith(b"HTTP/1.1 101"), answer
    payload = json.dumps({"type": "lobby", "card": card, "language": "fr", "page": True}).encode()
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    sock.sendall(struct.pack("!BB", 0x81, 0x80 | len(payload)) + mask + masked)
    return sock


def test_a_client_that_never_reads_is_cut_off_and_the_server_s_memory_stays_flat(
    server: ServerProcess,
) -> None:
    """Issue 62, point 1: a lobby member that never read its socket, while others came, went
    and talked, grew the server's memory in a straight line (58 to 100 MB in 82 s), its
    outbox unbounded. Past ``UNREAD_LIMIT`` it is cut off, as if it had left, and the
    others' lobby goes on."""
    from motamot.server.app import SOCKET_BUFFER, UNREAD_LIMIT

    url = URL.format(address=server.address)
    assert server.process is not None
    pid = server.process.process.pid
    enough = 2 * (UNREAD_LIMIT + SOCKET_BUFFER)

    async def crowd() -> tuple[int, int, int, bool]:
        unlimited = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=unlimited) as http:
            keys = [await make_card(http, url, f"Joueur {_letters(i)}") for i in range(30)]
            silent = _never_reading(server.port, keys[0])
            # A page that reads: what it receives, the silent page was sent too.
            watcher = await http.ws_connect(url, max_msg_size=0)
            lobby = {"type": "lobby", "card": keys[1], "language": "fr", "page": True}
            await watcher.send_str(json.dumps(lobby))
            await heard_until(watcher, [], "Vous êtes au salon")
            await asyncio.sleep(0.5)
            before = peak = _rss_kb(pid)
            members = []
            for key in keys[2:]:  # everyone comes in and opens a table: the page's list grows
                ws = await http.ws_connect(url)
                await ws.send_str(json.dumps({"type": "lobby", "card": key, "language": "fr"}))
                await heard_until(ws, [], "Vous êtes au salon")
                await ws.send_str(json.dumps({"type": "line", "n": 1, "text": "propose"}))
                members.append(ws)
            sent, number = 0, 1
            end = asyncio.get_running_loop().time() + 90
            while sent < enough and asyncio.get_running_loop().time() < end:
                number += 1
                for ws in members:  # everyone talks (five messages in ten seconds at most)
                    text = f"dis {'bonjour ' * 20}{number}"
                    await ws.send_str(json.dumps({"type": "line", "n": number, "text": text}))
                while True:
                    try:
                        frame = await watcher.receive(timeout=0.5)
                    except TimeoutError:
                        break
                    sent += len(frame.data)
                peak = max(peak, _rss_kb(pid))
                if number % 5 == 1:
                    await asyncio.sleep(10)  # the talk's pace
            for ws in [watcher, *members]:
                await ws.close()
        silent.settimeout(10)
        cut = False
        try:
            while silent.recv(65536):  # what the system had taken for it, then the end
                pass
            cut = True
        except ConnectionResetError:
            cut = True
        silent.close()
        return before, peak, sent, cut

    before, peak, sent, cut = asyncio.run(crowd())
    assert sent >= enough, sent
    assert cut
    assert peak - before < 10 * 1024, (before, peak)


def test_cards_are_counted_by_address_and_a_newcomer_elsewhere_still_gets_one(server: ServerProcess) -> None:
    """Issue 62, point 4: one address made 100 cards in 0.05 s, and a real newcomer's card was
    then refused for up to an hour. Cards are counted by address: the flood is refused in a
    sentence, a player from another address still gets theirs."""
    from motamot.server.app import CARDS_FROM_ONE_ADDRESS

    url = URL.format(address=server.address)

    async def flood() -> tuple[list[Any], dict[str, Any]]:
        answers = []
        async with aiohttp.ClientSession() as http:
            for number in range(CARDS_FROM_ONE_ADDRESS + 5):
                async with http.ws_connect(url) as ws:
                    await ws.send_str(
                        json.dumps({"type": "card", "name": f"Robot {_letters(number)}", "language": "fr"})
                    )
                    answers.append(json.loads((await ws.receive(timeout=30)).data))
        elsewhere = aiohttp.TCPConnector(local_addr=("127.0.0.2", 0))
        async with aiohttp.ClientSession(connector=elsewhere) as http, http.ws_connect(url) as ws:
            await ws.send_str(json.dumps({"type": "card", "name": "Émile", "language": "fr"}))
            newcomer = json.loads((await ws.receive(timeout=30)).data)
        return answers, newcomer

    answers, newcomer = asyncio.run(flood())
    kinds = [answer["type"] for answer in answers]
    assert kinds == ["card"] * CARDS_FROM_ONE_ADDRESS + ["error"] * 5, kinds
    assert answers[-1]["code"] == "too-many-cards"
    assert answers[-1]["text"] == (
        "Trop de cartes faites depuis votre adresse cette dernière heure, réessayez dans une heure."
    )
    assert newcomer["type"] == "card" and newcomer["name"] == "Émile"


def test_what_the_server_remembers_of_addresses_is_bounded_and_forgotten() -> None:
    """Issue 62, point 3: every table kept by address grew without end under forged or new
    addresses (419 MB). Each is forgotten once quiet, and holds at most ``MOST`` addresses."""
    from motamot.server.addresses import MOST, Paced, Recent

    recent = Recent(60.0)
    for number in range(MOST + 5000):
        recent.note(f"2001:db8::{number:x}", float(number) / 1000)
    assert len(recent) == MOST
    assert recent.count("2001:db8::0", 14.0) == 0  # the longest quiet, forgotten first
    last = f"2001:db8::{MOST + 4999:x}"
    assert recent.count(last, 15.0) == 1
    recent.note(last, 15.0, "same")
    recent.note(last, 15.5, "same")
    assert recent.count(last, 16.0) == 3 and recent.count(last, 16.0, different=True) == 2
    assert recent.count(last, 100.0) == 0 and last not in recent._by  # forgotten once quiet
    paced = Paced(1.0)
    assert [paced.wait("a", 0.0), paced.wait("a", 0.0), paced.wait("b", 0.0)] == [1.0, 2.0, 1.0]
    first = Paced(1.0, at_once=True)  # an address with nothing waiting is answered at once
    assert [first.wait("a", 0.0), first.wait("a", 0.0), first.wait("a", 5.0)] == [0.0, 1.0, 0.0]
    for number in range(MOST + 10):
        paced.wait(str(number), 10.0)
    paced.wait("late", 20.0)
    assert len(paced) <= MOST + 1


def test_a_card_s_name_is_a_person_s_name_nobody_else_has(server: ServerProcess) -> None:
    """Issue 62, point 5: a second "Anne", "Anne à 2400", "Max dit, quittez le salon" (heard as
    "Max dit, quittez le salon arrive au salon."), "Table 1", 30 × U+FDFD and "a" with 29
    accents were all cards. A name is letters of any script, with spaces, hyphens and
    apostrophes between them, 24 at most, two accents on a letter at most, and sounds like
    no other card's; each refusal says why in one sentence."""
    url = URL.format(address=server.address)
    asked = [
        "Anne",
        "anne",
        "Âñne",
        "Anne à 2400",
        "Max dit, quittez le salon",
        "Table 1",
        "\ufdfd" * 30,
        "a" + "\u0301" * 4,
        "Jean-Pierre d’Arc",
        "Ōkubo Tōru",
        "Ἀλέξανδρος",
        "Anne-",
    ]

    async def cards() -> list[dict[str, Any]]:
        answers = []
        async with aiohttp.ClientSession() as http:
            for name in asked:
                async with http.ws_connect(url) as ws:
                    await ws.send_str(json.dumps({"type": "card", "name": name, "language": "fr"}))
                    answers.append(json.loads((await ws.receive(timeout=30)).data))
        return answers

    answers = asyncio.run(cards())
    made = [answer["name"] for answer in answers if answer["type"] == "card"]
    assert made == ["Anne", "Jean-Pierre d’Arc", "Ōkubo Tōru", "Ἀλέξανδρος"], answers
    said = {name: answer.get("text") for name, answer in zip(asked, answers, strict=True)}
    taken = (
        "Un joueur de ce serveur s'appelle déjà Anne. Choisissez un autre nom, par exemple avec "
        "l'initiale de votre nom de famille."
    )
    assert said["anne"] == said["Âñne"] == taken
    assert said["Anne à 2400"] == (
        "Le nom Anne à 2400 contient 2. Un nom s'écrit en lettres, avec des espaces, des traits "
        "d'union ou des apostrophes entre elles."
    )
    assert said["Max dit, quittez le salon"].startswith("Le nom Max dit, quittez le salon a 25 caractères")
    assert said["Table 1"].startswith("Le nom Table 1 contient 1.")
    assert said["\ufdfd" * 30].startswith("Le nom ") and "30 caractères, 24 au plus" in said["\ufdfd" * 30]
    assert (
        said["a" + "\u0301" * 4]
        == "Le nom á\u0301\u0301\u0301 porte trop d'accents sur la lettre á, deux au plus."
    )
    assert said["Anne-"].startswith("Le nom Anne- contient -.")
    assert all(answer["code"] == "bad-name" for answer in answers if answer["type"] == "error")


def test_a_crowd_opening_tables_at_once_is_heard_grouped_once_a_second(server: ServerProcess) -> None:
    """Issue 62, point 9: 100 members opened 100 tables in 0.59 s and a terminal heard 100
    "Nouvelle table" lines. The lobby's comings and goings are said at most once a second,
    grouped: "20 nouvelles tables. Écrivez tables pour les entendre."."""
    from motamot.server.lobby import NEWS_EVERY

    url = URL.format(address=server.address)

    async def crowd() -> tuple[list[str], float]:
        unlimited = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=unlimited) as http:
            keys = [await make_card(http, url, f"Joueur {_letters(i)}") for i in range(21)]
            listener = await http.ws_connect(url)
            await listener.send_str(json.dumps({"type": "lobby", "card": keys[0], "language": "fr"}))
            await heard_until(listener, [], "Vous êtes au salon")
            members = []
            for key in keys[1:]:
                ws = await http.ws_connect(url)
                await ws.send_str(json.dumps({"type": "lobby", "card": key, "language": "fr"}))
                await heard_until(ws, [], "Vous êtes au salon")
                members.append(ws)
            await asyncio.sleep(NEWS_EVERY)
            while True:  # the arrivals, heard and set aside
                try:
                    await listener.receive(timeout=NEWS_EVERY + 0.5)
                except TimeoutError:
                    break
            began = time.monotonic()
            await asyncio.gather(
                *(ws.send_str(json.dumps({"type": "line", "n": 1, "text": "propose"})) for ws in members)
            )
            heard: list[str] = []
            while True:
                try:
                    frame = await listener.receive(timeout=NEWS_EVERY + 1)
                except TimeoutError:
                    break
                heard.append(" ".join(strings_in(json.loads(frame.data))))
            elapsed = time.monotonic() - began
            for ws in [listener, *members]:
                await ws.close()
        return heard, elapsed

    heard, elapsed = asyncio.run(crowd())
    said = " ".join(heard)
    assert said.count("Nouvelle table") + said.count("nouvelles tables") <= elapsed / NEWS_EVERY + 1, heard
    assert re.search(r"\d+ nouvelles tables\. Écrivez tables pour les entendre\.", said), heard
    counted = sum(int(n) for n in re.findall(r"(\d+) nouvelles tables", said)) + said.count("Nouvelle table")
    assert counted == 20, heard


def in_lobby(homes: Homes, name: str) -> Process:
    """``motamot salon`` for ``name``'s card, once its welcome ends (a line typed before it
    is not sent)."""
    lobby = homes.start(name, "salon")
    lobby.expect(said("Écrivez aide"))
    return lobby


def max_not_heard(listener: Process, max_: Process, zoe: Process, text: str, after: str) -> None:
    """Max says ``text`` in the lobby (Zoé hears it), then Zoé ``after``: the first talk
    ``listener`` hears is Zoé's, Max's never came."""
    max_.type(f"dis {text}")
    zoe.expect(said(f"Max dit, {text}"))
    zoe.type(f"dis {after}")
    assert f"Zoé dit, {after}" in listener.expect(" dit, ")


def test_one_person_mutes_another_in_the_lobby_and_at_the_table_and_it_is_kept_with_the_card(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 62, point 9: a flood of talk had one defence, no talk at all. ``silence Max``
    stops Max's talk for Anne alone, in the lobby and at a table, kept with her card from one
    visit to the next; ``écoute Max`` undoes it. The organiser closes and reopens the lobby's
    talk, and removes a card."""
    for name in ("Anne", "Max", "Zoé"):
        homes.card(name)
    anne, max_, zoe = (in_lobby(homes, name) for name in ("Anne", "Max", "Zoé"))
    anne.type("silence")
    anne.expect(said("Qui ne plus entendre ? Tapez silence et son nom, par exemple, silence Max."))
    anne.type("silence Lucie")
    anne.expect(said("Personne ne s'appelle Lucie ici, rien n'est changé."))
    anne.type("silence anne")
    anne.expect(said("Anne est votre nom, rien n'est changé."))
    anne.type("silence max")
    anne.expect(said("Ce que dit Max ne vous est plus dit. Pour l'entendre de nouveau, tapez écoute Max."))
    max_not_heard(anne, max_, zoe, "achetez mes chaussettes", "bonsoir")
    anne.type("quitte")
    anne.expect(said("Vous quittez le salon"))
    anne = in_lobby(homes, "Anne")  # back: her card still mutes Max
    anne.type("silence Max")
    anne.expect(said("Ce que dit Max ne vous est déjà plus dit."))
    # At a table: Max's talk is not said to Anne there either.
    anne.type("propose")
    anne.expect(said("Vous êtes à la table 1"))
    max_.type("assieds 1")
    anne.expect("Partie en réseau, vous êtes Anne, avec Max.")
    max_.expect("Partie en réseau, vous êtes Max, avec Anne.")
    max_.type("dis je gagne")
    max_.expect(said("Message dit à la table."))
    anne.type("qui")
    anne.expect(said("À la table, Anne et Max."))
    assert not [line for line in anne.seen if "je gagne" in line]
    anne.type("écoute Max")
    anne.expect(said("Ce que dit Max vous est de nouveau dit."))
    max_.type("dis bravo")
    anne.expect(said("Max dit, bravo"))
    # The organiser closes the lobby's talk, then reopens it; and removes Max's card.
    zoe.expect(said("Table 1 complète, la partie commence, avec Anne et Max."))
    closed = run_in(
        homes.root / "host", "inviter", server.address, "--cle", *server.key.split(), "--salon", "non"
    )
    assert closed.returncode == 0, closed.stderr
    assert "Conversation du salon fermée" in closed.stdout
    zoe.expect(said("L'organisateur a fermé la conversation du salon, aucun message n'y est dit."))
    zoe.type("dis allô")
    zoe.expect(said("L'organisateur a fermé la conversation du salon"))
    opened = run_in(
        homes.root / "host", "inviter", server.address, "--cle", *server.key.split(), "--salon", "oui"
    )
    assert opened.returncode == 0, opened.stderr
    zoe.expect(said("L'organisateur a rouvert la conversation du salon."))
    removed = run_in(
        homes.root / "host",
        "inviter",
        server.address,
        "--cle",
        *server.key.split(),
        "--supprime-carte",
        "max",
    )
    assert removed.returncode == 0, removed.stderr
    assert "Carte de Max supprimée" in removed.stdout
    with sqlite3.connect(server.file) as db:  # its key opens nothing more, its name is free
        assert db.execute("SELECT name FROM players ORDER BY id").fetchall() == [("Anne",), ("Zoé",)]
    unknown = run_in(
        homes.root / "host",
        "inviter",
        server.address,
        "--cle",
        *server.key.split(),
        "--supprime-carte",
        "Max",
    )
    assert unknown.returncode != 0
    assert "Aucune carte à ce nom sur ce serveur." in unknown.stderr


def test_a_mute_holds_for_the_name_in_the_lobby_and_at_every_table_at_once_and_after_a_restart(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 62, point 9: ``silence Max`` said at a table held there only while Anne was in the
    lobby too (on a second device), and the reverse: each kept its own copy of her card's
    mutes. One set per card now, wherever she is, and still there after the server is killed."""
    for name in ("Anne", "Max", "Zoé"):
        homes.card(name)
    anne, max_, zoe = (in_lobby(homes, name) for name in ("Anne", "Max", "Zoé"))
    anne.type("propose")
    anne.expect(said("Vous êtes à la table 1"))
    max_.type("assieds 1")
    anne.expect("Partie en réseau, vous êtes Anne, avec Max.")
    max_.expect("Partie en réseau, vous êtes Max, avec Anne.")
    max_.type("dis bonjour")
    anne.expect(said("Max dit, bonjour"))  # the table read Anne's mutes: none yet
    anne_lobby = in_lobby(homes, "Anne")  # Anne's second device, in the lobby
    # Muted at the table: Max is not heard in the lobby either.
    anne.type("silence Max")
    anne.expect(said("Ce que dit Max ne vous est plus dit."))
    max_lobby = in_lobby(homes, "Max")
    max_not_heard(anne_lobby, max_lobby, zoe, "achetez mes chaussettes", "bonsoir")
    # Heard again from the lobby: heard at the table at once.
    anne_lobby.type("écoute Max")
    anne_lobby.expect(said("Ce que dit Max vous est de nouveau dit."))
    max_.type("dis bravo")
    anne.expect(said("Max dit, bravo"))
    # Muted from the lobby: not heard at the table.
    anne_lobby.type("silence Max")
    anne_lobby.expect(said("Ce que dit Max ne vous est plus dit."))
    max_.type("dis je gagne")
    max_.expect(said("Message dit à la table."))
    anne.type("qui")
    anne.expect(said("À la table, Anne et Max."))
    assert not [line for line in anne.seen if "je gagne" in line]
    # Kept with her card: the server killed and started again, Max is still muted.
    server.kill()
    server.start()
    anne_back = in_lobby(homes, "Anne")
    anne_back.type("silence Max")
    anne_back.expect(said("Ce que dit Max ne vous est déjà plus dit."))
    max_back, zoe_back = in_lobby(homes, "Max"), in_lobby(homes, "Zoé")
    max_not_heard(anne_back, max_back, zoe_back, "me revoilà", "re")


def test_the_lobby_s_talk_closed_by_the_organiser_stays_closed_after_a_restart(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 62, point 9: the organiser's ``inviter --salon non`` was kept in memory only, and
    a restart, stopped or killed, opened the lobby's talk again. It is kept in the server's
    file now, written before it is told."""

    def organiser(talk: str) -> str:
        done = run_in(
            homes.root / "host", "inviter", server.address, "--cle", *server.key.split(), "--salon", talk
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    homes.card("Zoé")
    assert "Conversation du salon fermée" in organiser("non")
    for stop in ("ctrl+c", "kill -9"):
        assert server.process is not None
        if stop == "ctrl+c":
            server.process.process.send_signal(signal.SIGINT)
            server.process.process.wait(timeout=10)
        else:
            server.kill()
        server.start()
        zoe = in_lobby(homes, "Zoé")
        zoe.type("dis allô")
        zoe.expect(said("L'organisateur a fermé la conversation du salon"))
        zoe.stop()
    organiser("oui")
    server.kill()
    server.start()
    zoe = in_lobby(homes, "Zoé")
    zoe.type("dis allô")
    zoe.expect(said("Message dit au salon."))


def test_a_lobby_page_is_sent_what_changed_not_every_table_again() -> None:
    """Issue 62, point 9: a page received the whole table list again at every event (0.69 MB
    for a hundred tables). It is sent all once, then only a table new, changed or gone."""
    import asyncio

    from motamot.i18n import translation
    from motamot.server.lobby import Lobby, Member

    async def crowd() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        lobby = Lobby(lambda table: asyncio.sleep(0, None))
        fr = translation("fr")
        others = [Member(n, f"Joueur {_letters(n)}", None, fr, True, lambda _text: None) for n in range(50)]
        for number, member in enumerate(others):
            lobby.enter(member)
            await lobby.line(member, "propose", number + 1)
        sent: list[str] = []
        page = Member(99, "Anne", None, fr, True, sent.append, page=True)
        lobby.enter(page)
        first = [json.loads(text) for text in sent if '"type": "lobby"' in text]
        sent.clear()
        await lobby.line(others[0], "leve", 100)  # table 1 closes
        await lobby.line(page, "propose", 1)
        return first, [json.loads(text) for text in sent if '"type": "lobby"' in text]

    first, then = asyncio.run(crowd())
    assert len(first) == 1 and len(first[0]["tables"]) == 50 and first[0]["at"] is None
    assert [m.get("gone") for m in then if "gone" in m] == [[1]]
    assert [list(m["tables"]) for m in then if "tables" in m] == [["51"]]
    assert [m["at"] for m in then if "at" in m] == [51]


def test_quitte_typed_on_the_full_screen_leaves_the_lobby_without_a_traceback(homes: Homes, terminal) -> None:
    """``quitte`` typed in the full screen's command line: the server ends the connection, and
    the connection's own loop has stopped when the screen closes it. That closing waited two
    seconds for a loop that no longer ran, then ended motamot on a traceback, its farewell
    lost (a walkthrough found it, in the lobby and at a table; Ctrl+Q left cleanly)."""
    homes.card("Anne")
    home = str(homes.home("Anne"))  # where her card is
    folders = {"XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home}
    # The shell's line after motamot: its exit status, and the pane kept to be read.
    screen = ["salon", homes.address, "--ecran", "--voix", "muet", ";", "echo", "fini-$?", ";", "sleep", "60"]
    anne = terminal(screen, NO_COLOR="1", LANG="fr_FR.UTF-8", LANGUAGE="fr", **folders)
    anne.wait_for("Entrée ouvre la ligne de commande")
    anne.keys("Enter")
    anne.keys("quitte", "Enter")
    shown = anne.wait_for("fini-")
    assert "fini-0" in shown, shown
    assert "Traceback" not in shown and "never awaited" not in shown, shown
    assert "Vous quittez le salon." in shown, shown  # the farewell, where a screen reader reads it
