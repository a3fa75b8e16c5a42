"""Play across two homes (issue "Play across two homes"): a real ``motamot serveur`` process
on 127.0.0.1, real ``motamot inviter`` and ``motamot rejoindre --lignes`` processes, and raw
WebSocket clients for what a hostile client would send.

The moves typed are found by the engine from the rack the server's file holds, so a whole
game is played whatever the bag gives. The rules of play are those of a local game (000,
002): a move out of turn is refused, the game ends when a player resigns (000 §9).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from servers import (
    ANNE_AGAINST_THE_COMPUTER,
    DUPLICATE_ROOM,
    WAIT,
    Homes,
    ServerProcess,
    best_move,
    free_port,
    room_top,
    run_in,
    strings_in,
)

from motamot.describe.board import describe_rack
from motamot.i18n import translation
from motamot.rules.events import Exchanged, MovePlayed, Passed
from motamot.server.app import SLOWED


def test_two_homes_play_a_whole_game(homes: Homes, server: ServerProcess) -> None:
    homes.invite()
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect("Partie en réseau, vous êtes Anne, avec Max.")
    max_.expect("Partie en réseau, vous êtes Max, avec Anne.")
    game = server.session().game
    first, second = (anne, max_) if game.turn == 0 else (max_, anne)
    names = ["Anne", "Max"] if game.turn == 0 else ["Max", "Anne"]
    first.expect("Chevalet")  # the rack is said to whoever is to play, and to nobody else
    move = best_move(server, game.turn)
    first.type(move)
    for player in (first, second):
        player.expect(f"{names[0]} joue {move.split()[0]}")
    second.expect("Chevalet")
    reply = best_move(server, 1 - game.turn)
    second.type(reply)
    first.expect(f"{names[1]} joue {reply.split()[0]}")
    first.type("abandonne")
    first.expect("Abandonner")
    first.type("oui")
    for player in (first, second):
        player.expect(f"Partie terminée. {names[0]} abandonne.")
    assert server.session().game.over is not None
    assert len(server.session().game.moves) == 2
    # Each rack was said to its own player, and to nobody else.
    tr = translation("fr")
    for seat, own, other in ((0, anne, max_), (1, max_, anne)):
        racks = [describe_rack(tr, rack, False) for rack in racks_held(server, seat)]
        assert any(rack in "\n".join(own.seen) for rack in racks)
        assert not any(rack in "\n".join(other.seen) for rack in racks)


def racks_held(server: ServerProcess, seat: int) -> list[list[str]]:
    """Every rack ``seat`` held in the game, in the order dealt, replayed from the server's file."""
    from motamot.rules.events import MovePlayed, TilesDrawn

    racks, held = [], []
    for event in server.session().game.events:
        if isinstance(event, TilesDrawn) and event.player == seat:
            held = [*held, *event.tiles]
            racks.append(list(held))
        elif isinstance(event, MovePlayed) and event.player == seat:
            for _square, letter in event.placement.tiles:
                held.remove("?" if letter.islower() else letter)
    return racks


def test_a_killed_server_loses_no_announced_move(homes: Homes, server: ServerProcess) -> None:
    homes.invite()
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect("Partie en réseau")
    max_.expect("Partie en réseau")
    turn = server.session().game.turn
    mover, other = (anne, max_) if turn == 0 else (max_, anne)
    name = "Anne" if turn == 0 else "Max"
    move = best_move(server, turn)
    mover.type(move)
    other.expect(f"{name} joue")
    server.kill()  # kill -9 once the move was told
    for player in (anne, max_):
        player.expect("Plus de connexion au serveur")
    server.start()
    for player in (anne, max_):
        player.expect("Connexion rétablie", timeout=40)
    assert len(server.session().game.moves) == 1  # the announced move is on disk
    reply = best_move(server, 1 - turn)
    other.type(reply)
    mover.expect(f"joue {reply.split()[0]}")
    assert len(server.session().game.moves) == 2


async def _exchange(url: str, messages: list[str | bytes], answers: int) -> list[dict[str, object]]:
    """Send raw messages on one connection; the server's first ``answers`` replies."""
    got: list[dict[str, object]] = []
    async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:
        for text in messages:
            await (ws.send_bytes(text) if isinstance(text, bytes) else ws.send_str(text))
        while len(got) < answers:
            frame = await ws.receive(timeout=WAIT)
            if frame.type is not aiohttp.WSMsgType.TEXT:
                break
            got.append(json.loads(frame.data))
    return got


def codes(answers: list[dict[str, object]]) -> list[object]:
    return [a.get("code") for a in answers if a.get("type") == "error"]


def test_a_message_too_long_is_answered_and_the_connection_stays(homes: Homes, server: ServerProcess) -> None:
    """Issue 62, point 7: a 5 KB message closed the connection (1009) and the player never
    heard why; it is answered with the sentence, and the next message on it is read."""
    invitations = homes.invite()
    url = f"ws://{server.address}/ws"
    join = {"type": "join", "invitation": invitations["Anne"], "language": "fr"}
    long_line = json.dumps({"type": "line", "n": 1, "text": "x" * 5000})
    answers = asyncio.run(_exchange(url, [long_line, json.dumps(join)], 2))
    assert answers[0].get("code") == "too-big"
    assert answers[0].get("text") == "Message trop long, il est ignoré."
    assert answers[1].get("type") == "joined", answers[1]  # seated on the same connection


def test_hostile_messages_get_errors_and_change_nothing(homes: Homes, server: ServerProcess) -> None:
    invitations = homes.invite()
    url = f"ws://{server.address}/ws"
    key = server.key
    before = server.session().game.snapshot()
    run = asyncio.run
    # Malformed, unknown, a line before joining, a binary frame, bad values in a creation.
    answers = run(
        _exchange(
            url,
            [
                "{not json",
                "[1, 2]",
                json.dumps({"type": "shout"}),
                json.dumps({"type": "line", "n": 1, "text": "H8 MOT"}),
                b"\x00\x01",
                json.dumps(
                    {
                        "type": "create",
                        "seats": [{"name": f"J{i}"} for i in range(17)],
                        "rules": "ffsc",
                        "key": key,
                    }
                ),
                json.dumps(
                    {
                        "type": "create",
                        "seats": [{"name": f"J{i}"} for i in range(5)],
                        "rules": "ffsc",
                        "key": key,
                    }
                ),
                json.dumps(
                    {
                        "type": "create",
                        "seats": [{"name": "A"}, {"name": "B", "level": "dieu"}],
                        "rules": "ffsc",
                        "key": key,
                    }
                ),
                json.dumps(
                    {
                        "type": "create",
                        "seats": [{"name": "A\x07"}, {"name": "B"}],
                        "rules": "ffsc",
                        "key": key,
                    }
                ),
                json.dumps({"type": "line", "n": "1", "text": 3}),
                json.dumps(
                    {
                        "type": "create",
                        "seats": [{"name": "A", "level": "expert"}],
                        "formula": "duplicate",
                        "rules": "ffsc",
                        "key": key,
                    }
                ),
                json.dumps(
                    {
                        "type": "create",
                        "seats": [{"name": "A"}, {"name": "B"}],
                        "formula": "duplicate",
                        "rules": "fbs",  # a classic preset: no variant of duplicate
                        "key": key,
                    }
                ),
            ],
            12,
        )
    )
    assert codes(answers) == [
        "malformed",
        "malformed",
        "unknown-type",
        "not-joined",
        "malformed",
        "malformed",  # 17 seats: more than any formula takes
        "bad-game",  # 5 seats: the rules take 2 to 4 (said in the player's words)
        "malformed",
        "malformed",
        "malformed",
        "malformed",  # the computer has no seat in a duplicate room
        "malformed",  # a room's rules name a variant of duplicate
    ]
    assert all(isinstance(a.get("text"), str) and a["text"] for a in answers)
    # Wrong invitations: refused, then the connection is closed.
    wrong = [
        json.dumps({"type": "join", "invitation": f"lune lune lune {w}"}) for w in ("a", "b", "c", "d", "e")
    ]
    assert codes(run(_exchange(url, wrong, 5))) == ["unknown-invitation"] * 4 + ["too-many-tries"]
    # The seat not to play tries to move: the rules refuse it, in its player's words.
    game = server.session().game
    waiting = ["Anne", "Max"][1 - game.turn]
    join = json.dumps({"type": "join", "invitation": invitations[waiting], "language": "fr"})
    move = best_move(server, game.turn)
    line = json.dumps({"type": "line", "n": 1, "text": move})
    answers = run(_exchange(url, [join, line, line], 4))
    said = [item[1] for a in answers if a["type"] == "said" for item in a["items"] if item[0] == "say"]  # type: ignore[union-attr]
    assert any(text.startswith("Ce n'est pas votre tour") for text in said)
    assert codes(answers) == ["replayed"]
    # A flood: refused for its pace, then closed; an oversized message closes the connection.
    flood = [json.dumps({"type": "line", "n": i + 1, "text": "scores"}) for i in range(300)]
    assert "too-fast" in codes(run(_exchange(url, [join, *flood], 60)))
    run(_exchange(url, ["x" * 100_000], 1))
    # Nothing of it changed the game, and the server still serves.
    assert server.session().game.snapshot() == before
    assert server.process is not None and server.process.process.poll() is None
    assert codes(run(_exchange(url, ["{"], 1))) == ["malformed"]


def test_a_remote_seat_on_the_full_screen_sees_the_other_home_move_without_a_key(  # noqa: E501
    homes: Homes, server: ServerProcess, terminal
) -> None:
    """The full screen of ``rejoindre``: the board and every key, answered by the server;
    the other home's move drawn and said as it arrives (no screen reader: redrawn at once)."""
    homes.invite()
    anne = terminal(
        homes.joining("Anne", "--ecran", "--voix", "muet"), NO_COLOR="1", LANG="fr_FR.UTF-8", LANGUAGE="fr"
    )
    anne.wait_for("Partie en réseau, vous êtes Anne, avec Max.")
    max_ = homes.join("Max")
    max_.expect("Partie en réseau")
    if server.session().game.turn == 1:  # Max first: his move reaches Anne's screen unasked
        move = best_move(server, 1)
        max_.type(move)
        anne.wait_for(f"Max joue {move.split()[0]}")
    move = best_move(server, 0)
    anne.keys("Enter", move, "Enter")  # typed on the command line: heard first, on trial
    on_trial = anne.wait_for("Entrée pour jouer")
    assert "[" in on_trial  # the move on trial drawn on the board
    anne.keys("Enter")
    max_.expect(f"Anne joue {move.split()[0]}")
    reply = best_move(server, 1)
    max_.type(reply)
    shown = anne.wait_for(f"Max joue {reply.split()[0]}")
    assert "Anne" in shown and "Max" in shown
    assert len(server.session().game.moves) >= 2
    # Moving about is answered on the screen itself, from the board the server sent.
    anne.keys("Up")
    anne.wait_for("G8")


def test_a_duplicate_room_online_calls_one_rack_and_announces_the_top_to_all(
    homes: Homes, server: ServerProcess
) -> None:
    """Duplicate (002's formula): every player at home hears the same rack, hands in a slip;
    once all have, the top goes down and is announced to all, with each player's own score,
    and the next rack is called."""
    homes.invite(*DUPLICATE_ROOM)
    anne, max_ = homes.join("Anne"), homes.join("Max")
    racks = [player.expect("^Coup 1, tirage ") for player in (anne, max_)]
    assert racks[0] == racks[1]  # the same rack, called to all
    # Said as she joins: a second may have gone by on a busy machine (real time runs).
    anne.expect("Il reste (3 minutes|2 minutes 5[0-9] secondes) pour ce coup")
    top, move = room_top(server)
    anne.type(move)  # Anne finds the top
    anne.expect(f"{move}, {top.score} points.")
    max_.type("passe")  # Max hands in nothing: zero
    max_.expect("Pas de coup, zéro.")
    anne.expect("C'est le top.")  # her own move is the top: not said again
    max_.expect(f"^Top, {move}, {top.score} points.")
    max_.expect(f"Total 0, top {top.score}, négatif moins {top.score}.")
    for player in (anne, max_):
        player.expect("^Coup 2, tirage ")
    anne.type("scores")
    anne.expect(f"Total {top.score}, top {top.score}, négatif 0.")
    assert not any(line.startswith("Top,") for line in anne.seen)


def test_no_message_to_a_seat_holds_another_seats_rack(homes: Homes, server: ServerProcess) -> None:
    """Every message the server sends each seat, read whole (sentences and the screen's
    scene): the other seat's rack is never in it, though the seats play and read all they can."""
    invitations = homes.invite()
    url = f"ws://{server.address}/ws"
    turn = server.session().game.turn
    reading = ["chevalet", "nonvues", "grille", "braille", "scores", "dernier", "indice"]

    async def seat(name: str, lines: list[str]) -> list[dict[str, object]]:
        got: list[dict[str, object]] = []
        async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:
            join = {"type": "join", "invitation": invitations[name], "language": "fr", "screen": True}
            await ws.send_str(json.dumps(join))
            for number, line in enumerate(lines, start=1):
                await ws.send_str(json.dumps({"type": "line", "n": number, "text": line}))
                while (frame := json.loads((await ws.receive(timeout=WAIT)).data)).get("reply_to") != number:
                    got.append(frame)
                got.append(frame)
        return got

    async def both() -> tuple[list[dict[str, object]], list[dict[str, object]]]:
        mover = ["Anne", "Max"][turn]
        move = best_move(server, turn)
        first = await seat(mover, [*reading, move + " ?", "oui", *reading])
        other = await seat(["Anne", "Max"][1 - turn], reading)
        return (first, other) if turn == 0 else (other, first)

    anne, max_ = asyncio.run(both())
    tr = translation("fr")
    for own, seen_by_other, seat_number in ((anne, max_, 0), (max_, anne, 1)):
        racks = [describe_rack(tr, rack, False) for rack in racks_held(server, seat_number)]
        own_texts = [text for message in own for text in strings_in(message)]
        other_texts = [text for message in seen_by_other for text in strings_in(message)]
        assert any(rack in text for rack in racks for text in own_texts)  # each hears their own
        assert not any(rack in text for rack in racks for text in other_texts)


def test_over_tls_with_the_servers_own_certificate(open_homes, tmp_path: Path) -> None:
    """``serveur --certificat --cle``: encrypted connections without a reverse proxy; the
    players give an https:// address (their system trusts the certificate)."""
    assert shutil.which("openssl"), "openssl is needed (apt-get install openssl)"
    certificate, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"]
        + ["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(certificate)],
        check=True,
        capture_output=True,
        timeout=WAIT,
    )
    trusted = {"SSL_CERT_FILE": str(certificate)}
    # Started once it says it listens on https://127.0.0.1:PORT, the address the players give.
    homes = open_homes("--certificat", str(certificate), "--cle", str(key), environment=trusted)
    address = homes.address
    words = homes.invite()["Anne"]
    anne = homes.join("Anne")
    anne.expect("Partie en réseau, vous êtes Anne, avec Max.")
    anne.stop()
    # Without the certificate trusted, the client refuses the connection, and says so.
    refused = run_in(tmp_path, "rejoindre", address, *words.split(), "--lignes")
    assert refused.returncode == 2
    port = homes.server.port
    said = f"Le serveur https://127.0.0.1, port {port} présente un certificat que ce système ne "
    assert said + "reconnaît pas" in refused.stdout + refused.stderr
    # Given without https://, it "did not answer": it says it speaks TLS (issue 46, point 10).
    plain = f"127.0.0.1:{homes.server.port}"
    needs = (
        "Ce serveur chiffre ses connexions, donnez son adresse avec https devant, "
        f"https://127.0.0.1, port {port}."
    )
    joined = run_in(tmp_path, "rejoindre", plain, *words.split(), "--lignes", **trusted)
    assert joined.returncode == 2 and needs in joined.stdout + joined.stderr, joined
    listed = run_in(tmp_path, "inviter", plain, "--liste", **trusted)
    assert listed.stderr == needs + "\n"


def test_a_client_killed_mid_move_leaves_nothing_half_done(homes: Homes, server: ServerProcess) -> None:
    """A move heard with its score, waiting for its yes, when the client is killed: nothing
    is played, and on the player's return no yes plays it."""
    homes.invite()
    turn = server.session().game.turn
    name = ["Anne", "Max"][turn]
    player = homes.join(name, home="first")
    player.expect("Partie en réseau")
    player.type(best_move(server, turn) + " ?")
    player.expect("Écrivez oui pour le jouer")
    os.kill(player.process.pid, signal.SIGKILL)
    player.process.wait(timeout=10)
    again = homes.join(name, home="again")
    again.expect("Partie en réseau")
    again.type("oui")
    again.expect("Rien à confirmer.")
    assert server.session().game.moves == []


def test_a_second_server_on_the_same_file_refuses_to_start_and_names_the_first(
    homes: Homes, server: ServerProcess, tmp_path: Path
) -> None:
    """Issue 46, point 6: two servers on one file both started, and the last write won (an
    announced pass was lost). The second now refuses in one sentence; the first goes on."""
    first = server
    assert first.process is not None
    second = run_in(tmp_path, "serveur", "--port", str(free_port()), "--fichier", str(first.file))
    assert second.returncode == 2
    assert second.stderr == (
        f"Un autre motamot serveur tient déjà le fichier {first.file}, le processus "
        f"{first.process.process.pid}. Arrêtez-le, ou donnez un autre fichier avec l'option fichier.\n"
    )
    assert homes.invite()  # the first still creates games
    first.kill()
    # Killed, it lets go of the file: a new server opens it.
    first.start()


def test_a_link_to_the_file_another_server_holds_is_refused_too(
    server: ServerProcess, tmp_path: Path
) -> None:
    """Issue 62, point 6: a symbolic link got round one server per file (the lock took the
    link's name); the lock is now the real file's."""
    assert server.process is not None
    link = tmp_path / "lien.sqlite"
    link.symlink_to(server.file)
    second = run_in(tmp_path, "serveur", "--port", str(free_port()), "--fichier", str(link))
    assert second.returncode == 2
    assert "Un autre motamot serveur tient déjà le fichier" in second.stderr
    assert f"le processus {server.process.process.pid}." in second.stderr


def test_a_hard_link_to_the_file_another_server_holds_is_refused_too(
    server: ServerProcess, tmp_path: Path
) -> None:
    """Issue 62, point 6: a hard link is the same file under another name, and the lock on the
    name let a second server open it; the file itself is now held, whatever its name."""
    link = tmp_path / "lien-dur.sqlite"
    os.link(server.file, link)
    second = run_in(tmp_path, "serveur", "--port", str(free_port()), "--fichier", str(link))
    assert second.returncode == 2
    said = f"Un autre motamot serveur tient déjà le fichier {link} sous un autre nom, un lien."
    assert said in second.stderr, second.stderr


def test_the_server_s_file_and_its_companions_are_its_account_s_alone(homes: Homes) -> None:
    """Issue 62, point 8: the file holding every game and the invitations' hashes, its
    journal, its shared memory and its lock, readable by the server's account only."""
    homes.invite()  # a game written: the journal is there
    file = homes.server.file
    for each in (file, *(file.with_name(file.name + end) for end in ("-wal", "-shm", ".verrou"))):
        assert each.exists(), each
        assert each.stat().st_mode & 0o777 == 0o600, (each, oct(each.stat().st_mode))


def test_a_copy_of_the_server_s_file_alone_checks_no_invitation(homes: Homes, tmp_path: Path) -> None:
    """Issue 62, point 8: the file held the hashing secret beside the hashes, so a copy of it
    was enough to try every invitation offline. The secret is a file of its own beside it,
    the server's account's alone; a server started on a copy without it makes a new one,
    says so, and no invitation or card made before opens anything there."""
    import sqlite3

    from motamot.server.store import Store, secret_path

    invitations = homes.invite()
    homes.card("Anne")
    file = homes.server.file
    assert file is not None
    secret = secret_path(file)
    assert secret.stat().st_mode & 0o777 == 0o600
    assert re.fullmatch(r"[0-9a-f]{64}\n", secret.read_text())
    homes.server.kill()
    copy = tmp_path / "copie" / "serveur.sqlite"
    copy.parent.mkdir()
    for end in ("", "-wal"):
        shutil.copy(file.with_name(file.name + end), copy.with_name(copy.name + end))
    with sqlite3.connect(copy) as db:
        kept = [key for (key,) in db.execute("SELECT key FROM server")]
        blobs = [v for (v,) in db.execute("SELECT value FROM server") if isinstance(v, bytes)]
    assert "secret" not in kept and not any(len(blob) == 32 for blob in blobs), kept
    other = ServerProcess(copy.parent, free_port(), file=Path("serveur.sqlite"))
    other.start()
    try:
        assert other.process is not None
        assert any("Le fichier secret" in line and "manquait" in line for line in other.process.seen)
        url = f"ws://{other.address}/ws"
        join = json.dumps({"type": "join", "invitation": invitations["Anne"]})
        assert codes(asyncio.run(_exchange(url, [join], 1))) == ["unknown-invitation"]
    finally:
        other.kill()
    # A file from before, its secret inside: moved out, the same one.
    old = tmp_path / "ancien.sqlite"
    with sqlite3.connect(old) as db:
        db.execute("CREATE TABLE server (key TEXT PRIMARY KEY, value BLOB NOT NULL)")
        db.execute("INSERT INTO server VALUES ('secret', ?)", (bytes(range(32)),))
    store = Store.open(old)
    try:
        assert store.secret() == bytes(range(32)) and not store.secret_lost
        assert secret_path(old).read_text() == bytes(range(32)).hex() + "\n"
        assert store._db.execute("SELECT count(*) FROM server WHERE key = 'secret'").fetchone() == (0,)
    finally:
        store.close()


def test_a_timer_per_move_is_kept_for_a_classic_game_across_homes(homes: Homes) -> None:
    """Issue 62, point 10: ``inviter --chrono 2`` made a game without a clock; it now times
    each move (000 §6.3), as at one keyboard, and a rematch keeps it."""
    from motamot.rules.clock import ClockKind

    homes.invite("--joueurs", "Anne,Max", "--contre", "aucun", "--chrono", "2")
    clock = homes.server.session().game.clock.settings
    assert (clock.kind, clock.seconds) == (ClockKind.PER_MOVE, 120)
    homes.invite("--joueurs", "Anne,Max", "--contre", "aucun", "--pendule", "20")
    clock = homes.server.session(2).game.clock.settings
    assert (clock.kind, clock.seconds) == (ClockKind.CHESS, 1200)


def test_a_busy_port_is_said_in_the_players_words(server: ServerProcess, tmp_path: Path) -> None:
    """Issue 46, point 10: "Address already in use" came inside a French sentence."""
    first = server
    busy = run_in(tmp_path, "serveur", "--port", str(first.port), "--fichier", str(tmp_path / "autre.sqlite"))
    first.kill()
    assert busy.returncode == 2
    assert busy.stderr == (
        f"Le serveur ne peut pas démarrer sur 127.0.0.1, le port {first.port} est déjà "
        "pris par un autre programme, donnez-en un autre avec l'option port.\n"
    )


def test_ctrl_c_stops_the_server_at_once_and_every_seat_hears_it(homes: Homes, server: ServerProcess) -> None:
    """Issue 46, point 9: Ctrl+C took about a minute to stop a server with a seat joined
    (aiohttp waited for each connection); the seat heard nothing, and a line typed then
    vanished. Now it stops at once, the seat hears it, and a line typed is said not sent."""
    assert server.process is not None
    homes.invite()
    anne = homes.join("Anne")
    anne.expect("Partie en réseau")
    server.process.process.send_signal(signal.SIGINT)
    server.process.process.wait(timeout=10)  # a minute before
    anne.expect("Le serveur s'arrête, la partie reste enregistrée sur le serveur.")
    anne.expect("Plus de connexion au serveur")
    anne.type("scores")  # typed while the server is down: said not sent, never lost silently
    anne.expect("Pas de connexion au serveur pour l'instant, cette ligne n'est pas envoyée.")


def test_hints_are_a_setting_of_the_game_off_between_people_on_against_the_computer(homes: Homes) -> None:
    """Issue 46, point 8: a hint gives the top; between people (and in duplicate rooms) every
    player could ask for it. Chosen when the game is created, said in the welcome."""
    homes.invite()
    anne = homes.join("Anne")
    anne.expect("Partie en réseau, vous êtes Anne, avec Max. Sans indices.")
    anne.type("indice")
    anne.expect("Pas d'indice dans cette partie, elle a été créée sans indices.")
    homes.invite("--joueurs", "Zoé", "--contre", "debutant")
    zoe = homes.join("Zoé")
    zoe.expect("Partie en réseau, vous êtes Zoé, avec Motamot. Indices permis.")
    homes.invite("--joueurs", "Léa,Tom", "--contre", "aucun", "--indices", "oui")
    lea = homes.join("Léa")
    lea.expect("Indices permis.")
    lea.type("indice")
    lea.expect("scrabble|meilleur coup|Aucun mot possible")


def test_a_flood_of_wrong_invitations_never_stops_a_right_one(homes: Homes, server: ServerProcess) -> None:
    """Issue 46, point 3: behind the reverse proxy the docs suggest every player is
    127.0.0.1; twelve wrong tries from anyone locked every player out of joining. Wrong
    invitations now slow the one who tries them; a right one is answered at once."""
    invitations = homes.invite()
    url = f"ws://{server.address}/ws"
    for attempt in range(3):  # fifteen wrong tries from this address, on three connections
        wrong = [
            json.dumps({"type": "join", "invitation": f"lune lune {attempt} {w}"})
            for w in ("a", "b", "c", "d", "e")
        ]
        assert codes(asyncio.run(_exchange(url, wrong, 5)))[-1] == "too-many-tries"
    join = json.dumps({"type": "join", "invitation": invitations["Anne"], "language": "fr"})
    answers = asyncio.run(_exchange(url, [join], 1))
    assert answers[0]["type"] == "joined", answers


def test_the_same_wrong_invitation_tried_again_is_one_guess_not_many(server: ServerProcess) -> None:
    """Issue 46, point 3, "per invitation tried": a page reloading an old link, or a player
    retyping a misheard invitation, tries the same wrong one again and again; counted once,
    it never slows the players behind the same address. Different ones are guesses: beyond
    ten in a minute, each is answered a second later."""
    url = f"ws://{server.address}/ws"
    same = json.dumps({"type": "join", "invitation": "lune carotte piano velo", "language": "fr"})
    began = time.monotonic()
    for _ in range(4):  # twenty tries of one wrong invitation, on four connections
        assert codes(asyncio.run(_exchange(url, [same] * 5, 5)))[-1] == "too-many-tries"
    assert time.monotonic() - began < 10 * SLOWED  # none slowed (each would wait a second)
    began = time.monotonic()
    for attempt in range(3):  # fifteen different ones: the last five are slowed
        guesses = [
            json.dumps({"type": "join", "invitation": f"lune piano {attempt} {w}", "language": "fr"})
            for w in "abcde"
        ]
        assert codes(asyncio.run(_exchange(url, guesses, 5)))[-1] == "too-many-tries"
    assert time.monotonic() - began >= 4 * SLOWED


def test_a_player_behind_a_guessing_address_is_answered_at_once_and_the_guesses_stay_paced(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 62, point 4: with connections guessing from one address (a club's router shared
    with an attacker), a player's typo from that address waited behind every guess queued
    there, one a second (20 s behind 20 connections). A right invitation, and a connection's
    first wrong one, are answered at once now, while the address as a whole still guesses at
    most twice a second, whatever the number of its connections."""
    from motamot.server.app import WRONG_FROM_ONE_ADDRESS

    invitations = homes.invite()
    url = f"ws://{server.address}/ws"
    attackers = 12
    heard: list[str] = []  # the attackers' answers, in the order they came

    async def guessing(number: int, stop: asyncio.Event) -> None:
        async with aiohttp.ClientSession() as http:
            tried = 0
            while not stop.is_set():
                async with http.ws_connect(url) as ws:  # five in a row, then closed: open another
                    while not stop.is_set():
                        tried += 1
                        guess = f"lune {number} piano {tried}"
                        await ws.send_str(json.dumps({"type": "join", "invitation": guess, "language": "fr"}))
                        frame = await ws.receive(timeout=WAIT)
                        if frame.type is not aiohttp.WSMsgType.TEXT:
                            break
                        heard.append(json.loads(frame.data)["code"])

    async def honest(message: dict[str, str]) -> tuple[dict[str, object], int]:
        """The answer to one request on a new connection, and how many of the attackers' came
        between sending it and hearing it."""
        async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:
            before = len(heard)
            await ws.send_str(json.dumps(message))
            answer = json.loads((await ws.receive(timeout=WAIT)).data)
            return answer, len(heard) - before

    async def attack() -> tuple[list[tuple[dict[str, object], int]], float, int]:
        stop = asyncio.Event()
        tasks = [asyncio.ensure_future(guessing(n, stop)) for n in range(attackers)]
        while len(heard) < WRONG_FROM_ONE_ADDRESS + 2 * attackers:  # the address is slowed by now
            await asyncio.sleep(0.1)
        slowed_at, slowed_count = time.monotonic(), len(heard)
        answers = []
        for message in (
            {"type": "join", "invitation": invitations["Anne"], "language": "fr"},
            {"type": "join", "invitation": "lune carotte piano velo", "language": "fr"},  # a typo
            {"type": "join", "invitation": invitations["Max"], "language": "fr"},
        ):
            answers.append(await honest(message))
            await asyncio.sleep(1.5)
        stop.set()
        await asyncio.gather(*tasks)  # each waits for the answer to its last guess
        return answers, time.monotonic() - slowed_at, len(heard) - slowed_count

    [(anne, before_anne), (typo, before_typo), (max_, before_max)], elapsed, guesses = asyncio.run(attack())
    assert anne["type"] == "joined" and max_["type"] == "joined", (anne, max_)
    assert typo["code"] == "unknown-invitation", typo
    # Behind the queue each would have heard about one answer per attacking connection first.
    assert max(before_anne, before_typo, before_max) <= 3, (before_anne, before_typo, before_max)
    assert set(heard) == {"unknown-invitation", "too-many-tries"}
    # Twelve connections, and still two guesses a second at most (a first try and a later one).
    assert guesses <= 2 * elapsed / SLOWED + 4, (guesses, elapsed)


def test_behind_a_proxy_a_forwarded_address_is_believed_from_the_proxy_alone(open_homes) -> None:
    """Issue 62, point 3: with ``--derriere-proxy`` anyone reaching the port could say who they
    were in X-Forwarded-For, and guess invitations as thousands of addresses. Only the proxy's
    own connections (here at 127.0.0.2) are believed now."""
    homes = open_homes("--derriere-proxy", "127.0.0.2")
    url = f"ws://{homes.address}/ws"

    async def guesses(attempt: int, local: str) -> list[object]:
        tries = [
            json.dumps({"type": "join", "invitation": f"lune piano {attempt} {w}", "language": "fr"})
            for w in "abcde"
        ]
        connector = aiohttp.TCPConnector(local_addr=(local, 0))
        forged = {"X-Forwarded-For": f"203.0.113.{attempt}"}
        async with aiohttp.ClientSession(connector=connector) as http:
            async with http.ws_connect(url, headers=forged) as ws:
                for text in tries:
                    await ws.send_str(text)
                return [json.loads((await ws.receive(timeout=WAIT)).data).get("code") for _ in tries]

    began = time.monotonic()
    for attempt in range(3):  # from anywhere but the proxy: one address, fifteen guesses
        assert asyncio.run(guesses(attempt, "127.0.0.1"))[-1] == "too-many-tries"
    assert time.monotonic() - began >= 4 * SLOWED  # the last ones slowed: the forged names ignored
    began = time.monotonic()
    for attempt in range(3, 6):  # from the proxy: each its own player's address
        assert asyncio.run(guesses(attempt, "127.0.0.2"))[-1] == "too-many-tries"
    assert time.monotonic() - began < 4 * SLOWED


def test_silent_sockets_are_closed_and_one_address_cannot_take_every_connection(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 62, point 2: a thousand connections that never said anything were kept forever
    and locked every player out. One that says nothing is closed within seconds; one address
    holds at most ``CONNECTIONS_PER_ADDRESS`` at once, the next refused in a sentence, while a
    player from elsewhere still joins."""
    from motamot.server.app import CONNECTIONS_PER_ADDRESS, FIRST_REQUEST_WITHIN

    invitations = homes.invite()
    url = f"ws://{server.address}/ws"

    async def flood() -> tuple[dict[str, object], str, float]:
        unlimited = aiohttp.TCPConnector(limit=0)  # the client's own pool stops at 100
        async with aiohttp.ClientSession(connector=unlimited) as http:
            began = time.monotonic()
            silent = [await http.ws_connect(url) for _ in range(CONNECTIONS_PER_ADDRESS)]
            refused = await http.ws_connect(url)
            refusal = json.loads((await refused.receive(timeout=WAIT)).data)
            elsewhere = aiohttp.TCPConnector(local_addr=("127.0.0.2", 0))
            async with aiohttp.ClientSession(connector=elsewhere) as other, other.ws_connect(url) as ws:
                await ws.send_str(json.dumps({"type": "join", "invitation": invitations["Anne"]}))
                joined = json.loads((await ws.receive(timeout=WAIT)).data)["type"]
            closed = await silent[0].receive(timeout=WAIT)  # the server closes a silent socket
            assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED), closed
            return refusal, joined, time.monotonic() - began

    refusal, joined, waited = asyncio.run(flood())
    assert refusal.get("code") == "too-many-connections"
    said = "Trop de connexions à la fois depuis votre adresse, fermez-en une et réessayez."
    assert refusal.get("text") == said
    assert joined == "joined"
    assert FIRST_REQUEST_WITHIN <= waited < FIRST_REQUEST_WITHIN + 10


def _fill(folder: Path) -> Path:
    """A file written until its disk is full."""
    filler = folder / "filler"
    with filler.open("wb", buffering=0) as out:
        try:
            while True:
                out.write(b"\0" * 4096)
        except OSError:
            pass
    return filler


@contextlib.contextmanager
def homes_on_a_small_disk(open_homes, tmp_path: Path) -> Iterator[tuple[Homes, Path]]:
    """A server whose file is on a small tmpfs (mounted as root, as CI runs), and that disk;
    every process stopped before the disk is let go of."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)], capture_output=True, text=True
    )
    assert mounted.returncode == 0, f"this test mounts a tmpfs, as root: {mounted.stderr}"
    homes = None
    try:
        homes = open_homes(file=disk / "serveur.sqlite")
        yield homes, disk
    finally:
        if homes is not None:
            homes.close()  # before the disk goes
        subprocess.run(["umount", "-l", str(disk)], check=False)


TURN_HEARD = r"^\W*(Anne|Motamot) (joue|passe|change)"


def test_a_full_disk_refuses_an_action_and_nothing_heard_is_lost_after_kill_9(open_homes, tmp_path):
    """Issue 46, point 2: with the server's file on a full disk, actions were announced and
    then lost at the next start. Now the seat that acted hears that nothing was played, the
    game waits, and every turn any seat heard is in the file after kill -9 (a small tmpfs,
    mounted as root as CI runs)."""
    with homes_on_a_small_disk(open_homes, tmp_path) as (homes, disk):
        server = homes.server
        homes.invite(*ANNE_AGAINST_THE_COMPUTER)
        anne = homes.join("Anne")
        anne.expect("Partie en réseau")
        # The seeded draw has the computer start: its move is refused, and every seat hears
        # that the game waits; once the disk has room, it goes on by itself.
        filler = _fill(disk)
        anne.expect(
            "Le serveur ne peut plus enregistrer la partie, le disque est plein, libérez de la "
            "place. Elle attend, et reprend dès qu'il le peut."
        )
        filler.unlink()
        anne.expect("Le serveur enregistre de nouveau, la partie reprend.", timeout=20)
        anne.expect(r"Motamot (joue|passe|change)")
        # A person's action refused: said to them, nothing played.
        filler = _fill(disk)
        anne.type("passe")
        anne.expect(
            "Le serveur n'a pas pu l'enregistrer, le disque est plein, libérez de la place. "
            "Rien n'est joué, la partie attend, réessayez dans un moment."
        )
        server.kill()
        heard = [line for line in anne.seen if re.match(TURN_HEARD, line)]
        game = server.session().game
        written = [e for e in game.events if isinstance(e, MovePlayed | Passed | Exchanged)]
        assert len(written) == len(heard) == 1, (written, anne.seen)
        # Room again on the disk: the game goes on where the file has it.
        filler.unlink()
        server.start()
        anne.expect("Connexion rétablie", timeout=40)
        anne.expect(r"^\W*Scores, ")  # the welcome, then Anne's turn
        anne.type("passe")
        anne.expect(r"Motamot (joue|passe|change)")
        after = server.session().game.events
        assert len([e for e in after if isinstance(e, MovePlayed | Passed | Exchanged)]) == 3


def test_on_a_full_disk_the_organiser_s_change_is_refused_and_nothing_changes(open_homes, tmp_path):
    """Issue 62, point 9: closing the lobby's talk is written in the server's file now; on a
    full disk it is refused, said as a change not saved (the game sentence said a game was
    not created), and the talk stays open. A card's removal is refused the same way."""
    with homes_on_a_small_disk(open_homes, tmp_path) as (homes, disk):
        server = homes.server
        homes.card("Zoé")
        zoe = homes.start("Zoé", "salon")
        zoe.expect("Écrivez aide")
        filler = _fill(disk)
        refusal = (
            "Le serveur n'a pas pu enregistrer ce changement, son disque est plein ou refuse "
            "d'écrire. Rien n'est changé, réessayez plus tard."
        )
        for change in (["--salon", "non"], ["--supprime-carte", "Zoé"]):
            refused = run_in(
                homes.root / "host", "inviter", server.address, "--cle", *server.key.split(), *change
            )
            assert refused.returncode != 0 and refusal in refused.stderr, (refused.stdout, refused.stderr)
        zoe.type("dis allô")
        zoe.expect("Message dit au salon.")
        filler.unlink()


def test_after_a_restart_a_returning_seat_hears_only_what_it_missed(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 46, point 5: what a seat was told was written only when it left, so after kill -9
    every seat heard the whole game again. It is written in the move's own transaction now, so
    the server killed at once after the move was heard loses nothing of what was told."""
    homes.invite()
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect("Partie en réseau")
    max_.expect("Partie en réseau")
    turn = server.session().game.turn
    mover, other = (anne, max_) if turn == 0 else (max_, anne)
    name = "Anne" if turn == 0 else "Max"
    mover.type(best_move(server, turn))
    other.expect(f"{name} joue")
    mover.expect(f"{name} joue|Vous jouez")
    server.kill()
    for player in (anne, max_):
        player.expect("Plus de connexion au serveur")
    server.start()
    for player in (anne, max_):
        player.expect("Connexion rétablie", timeout=40)
        player.seen.clear()
        player.expect("^Scores, ")
        assert not any(" joue " in line for line in player.seen), player.seen


def test_a_seat_on_a_server_adds_no_word_of_its_own(homes: Homes, tmp_path: Path) -> None:
    """Issue 49, point 2: a server judges with its own list; ``ajoute`` at a seat there says
    so, and nothing is written in the player's folder."""
    homes.invite(*ANNE_AGAINST_THE_COMPUTER)
    anne = homes.join("Anne")
    anne.expect("Partie en réseau")
    anne.type("ajoute cut")
    anne.expect("À cette table, pas de mots ajoutés. La liste est celle du serveur")
    anne.stop()
    assert not list(tmp_path.rglob("ajouts.txt"))


def test_a_seat_open_on_two_devices_is_told_everything_on_both_and_either_may_act(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 46, point 1: a seat opened twice took itself from each other forever ("Votre
    place a été reprise depuis une autre connexion"). Now both stay: each is told what the
    seat is told, either may act, the action answered where it was sent, its effect said on
    the other."""
    homes.invite()
    anne, tablet, max_ = homes.join("Anne"), homes.join("Anne", home="tablet"), homes.join("Max")
    for seat in (anne, tablet, max_):
        seat.expect("Partie en réseau")
    turn = server.session().game.turn
    if turn == 1:  # Max first: both of Anne's devices hear his move
        max_.type(best_move(server, 1))
        for device in (anne, tablet):
            device.expect("Max joue")
    tablet.type(best_move(server, 0))  # Anne plays from the second device
    tablet.expect("Anne joue|Vous jouez")
    anne.expect("Anne joue|Vous jouez")
    max_.expect("Anne joue")
    assert len(server.session().game.moves) == (2 if turn == 1 else 1)
    # A question is answered only where it was asked.
    tablet.type("scores")
    tablet.expect(r"^\W*Scores, ")
    with pytest.raises(AssertionError):
        anne.expect(r"^\W*Scores, ", timeout=1.5)
    time.sleep(1)
    for device in (anne, tablet):
        assert not any("Plus de connexion" in line or "reprise" in line for line in device.seen)
        assert sum("Partie en réseau" in line for line in device.seen) == 1, device.seen


def _inviter(home: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return run_in(home, "inviter", *arguments)


def test_only_the_organiser_creates_lists_and_removes_games(open_homes, tmp_path: Path) -> None:
    """Issue 46, point 4: anyone could create games (50 in 7 s with raw messages). The
    server makes the organiser's key at its first start and says it; ``inviter`` on the
    same machine and account finds it by itself, elsewhere takes ``--cle``; ``--liste`` and
    ``--supprime`` let the organiser see and remove games, whose seats are told."""
    homes = open_homes(file=None)  # the server's own file, where inviter looks by itself
    address = homes.address
    assert homes.server.process is not None
    seen = homes.server.process.seen
    told = next(i for i, line in enumerate(seen) if line.startswith("Clé de l'organisateur, en quatre mots."))
    made = seen[told + 1]  # alone, to write down (issue 60)
    assert re.fullmatch(r"[a-z]+, [a-z]+, [a-z]+, [a-z]+\.\s*", made), made
    # Same machine, same account: found by itself.
    here = _inviter(tmp_path, address, "--joueurs", "Anne,Max", "--contre", "aucun")
    assert here.returncode == 0, here.stderr
    anne_words = here.stdout.splitlines()[2].rstrip(".").replace(",", "")
    # Another account (another home): refused without the key, taken with it.
    elsewhere = tmp_path / "elsewhere"
    refused = _inviter(elsewhere, address, "--joueurs", "Léa,Tom", "--contre", "aucun")
    assert refused.returncode == 2
    assert refused.stderr.startswith("Il faut la clé de l'organisateur, quatre mots"), refused.stderr
    given = _inviter(  # the key typed as it was said, its commas and stop
        elsewhere, address, "--cle", *made.split(), "--joueurs", "Léa,Tom", "--contre", "aucun"
    )
    assert given.returncode == 0, given.stderr
    # A raw creation without the key makes nothing.
    url = f"ws://{address}/ws"
    raw = {"type": "create", "seats": [{"name": "A"}, {"name": "B"}], "rules": "ffsc", "key": "a b c d"}
    assert codes(asyncio.run(_exchange(url, [json.dumps(raw)], 1))) == ["not-organiser"]
    listed = _inviter(tmp_path, address, "--liste")
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    assert len(lines) == 2, lines
    assert lines[0].startswith("Partie 1, Anne et Max, en cours, 0 coup joué, dernière action, ")
    assert lines[1].startswith("Partie 2, Léa et Tom, en cours")
    anne = homes.start("Anne", "rejoindre", *anne_words.split())
    anne.expect("Partie en réseau")
    removed = _inviter(tmp_path, address, "--supprime", "1")
    assert removed.stdout == "Partie 1 supprimée, ses invitations n'ouvrent plus rien.\n", removed.stderr
    anne.expect("Cette partie a été supprimée du serveur, votre invitation n'ouvre plus rien.")
    assert anne.process.wait(timeout=WAIT) == 2
    again = _inviter(tmp_path, address, "--supprime", "1")
    assert again.stderr == "Aucune partie de ce numéro sur le serveur.\n"
    assert _inviter(tmp_path, address, "--liste").stdout.startswith("Partie 2, Léa et Tom")


def test_inviter_finds_the_key_of_a_server_started_with_its_own_file(homes: Homes, tmp_path: Path) -> None:
    """Issue 62, point 10: ``inviter`` on the server's machine looked for the key beside the
    default file only; ``--fichier`` names the server's own."""
    address, file = homes.address, homes.server.file
    refused = _inviter(tmp_path / "here", address, "--joueurs", "Anne,Max", "--contre", "aucun")
    assert refused.returncode == 2
    assert "avec l'option fichier si le serveur a été lancé avec la sienne" in refused.stderr
    game = ("--joueurs", "Anne,Max", "--contre", "aucun")
    found = _inviter(tmp_path / "here", address, "--fichier", str(file), *game)
    assert found.returncode == 0, found.stderr
    assert found.stdout.startswith("Partie 1 créée"), found.stdout


def test_games_untouched_for_the_days_the_operator_sets_are_removed(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 46, point 4: games never expired, and ``--parties-max`` once full stayed full.
    ``--garde JOURS`` (90 by default) removes games without an action for that long."""
    old = homes.invite()
    homes.invite("--joueurs", "Léa,Tom", "--contre", "aucun")
    server.kill()
    import sqlite3

    with sqlite3.connect(server.file) as db:
        db.execute("UPDATE games SET touched = datetime('now', '-100 days') WHERE id = 1")
    server.start()  # --garde 90 by default
    wrong = json.dumps({"type": "join", "invitation": old["Anne"], "language": "fr"})
    assert codes(asyncio.run(_exchange(f"ws://{server.address}/ws", [wrong], 1))) == ["unknown-invitation"]
    with sqlite3.connect(f"file:{server.file}?mode=ro", uri=True) as db:
        assert [row[0] for row in db.execute("SELECT id FROM games")] == [2]
