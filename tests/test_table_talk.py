"""Meeting at the table (issue 47, points 1 and 2): who is there, and what the players say to
each other, through a real ``motamot serveur`` and real ``motamot rejoindre`` processes."""

from __future__ import annotations

import re

import pytest
from servers import ANNE_AND_MAX, Homes, Process, ServerProcess, run_in, strings_in


def said(sentence: str) -> str:
    """A sentence heard as it is, whatever comes before it on its line."""
    return re.escape(sentence)


def test_who_is_at_the_table_and_what_they_say_heard_once_and_kept_for_whoever_is_away(
    homes: Homes,
) -> None:
    homes.invite()
    anne = homes.join("Anne")
    anne.expect("Partie en réseau")
    anne.type("qui")
    anne.expect(said("À la table, Anne. Max n'a pas encore pris sa place."))
    max_ = homes.join("Max")
    max_.expect("Partie en réseau")
    anne.expect(said("Max arrive à la table."))
    # Table talk: heard once by the others, the sender told it was said.
    max_.type("dis bonjour Anne, bien arrivée ?")
    max_.expect("Message dit à la table.")
    anne.expect(said("Max dit, bonjour Anne, bien arrivée ?"))
    max_.type("dis " + "x" * 201)
    max_.expect("Message trop long, 200 caractères au plus, il n'est pas dit.")
    # A control character (issue 61): the line is refused on Max's side, named, never sent.
    max_.type("dis \x1b[31mrouge \x07")
    max_.expect("Ligne non lue, elle contient 2 caractères de commande, U\\+001B et U\\+0007.")
    max_.type("dis " + "x" * 500)
    max_.expect("Ligne trop longue, 504 caractères pour 400 au plus, rien n'est fait.")
    # Max leaves: Anne hears it once; what she says meanwhile waits for him.
    max_.type("quitte")
    max_.expect("Écrivez oui")
    max_.type("oui")
    anne.expect(said("Max a quitté la table, la partie l'attend."))
    anne.type("qui")
    anne.expect(said("À la table, Anne. Max n'est plus à la table depuis ") + r"\d+ secondes?\.")
    anne.type("dis tu reviens ?")
    anne.expect("Message dit à la table.")
    max_.process.wait(timeout=30)
    max_ = homes.join("Max")
    max_.expect(said("Anne dit, tu reviens ?"))
    anne.expect(said("Max est de retour à la table."))
    heard = [line for line in anne.seen if "Max dit, bonjour" in line]
    assert len(heard) == 1, anne.seen
    # A flood is refused, and said.
    for number in range(6):
        anne.type(f"dis message {number}")
    anne.expect("Trop de messages à la suite, celui-ci n'est pas dit.")
    # Table talk turned off: Max no longer hears it.
    max_.type("conversation non")
    max_.expect(said("Conversation à la table, non, les messages des autres ne sont plus dits."))
    max_.seen.clear()
    anne.type("dis encore là ?")
    with pytest.raises(AssertionError):
        max_.expect("Anne dit, encore", timeout=2)


def test_a_player_s_card_finds_their_games_and_takes_a_seat_at_one(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 47, points 3 and 4: ``motamot carte`` makes the player's own key on that server
    (kept here, a keyed hash there); ``rejoindre`` sends it with the invitation; ``parties``
    lists the player's games, says where it is their turn, and takes a seat at one."""
    import json
    import subprocess

    anne_home = homes.home("Anne")

    def motamot(*arguments: str) -> subprocess.CompletedProcess[str]:
        return run_in(anne_home, *arguments)

    made = motamot("carte", server.address, "Anne")
    assert made.returncode == 0, made.stderr
    assert made.stdout == "Carte d'Anne faite, gardée sur cet ordinateur.\n"
    cards = json.loads((anne_home / "motamot" / "cartes.json").read_text())
    key = next(iter(cards.values()))["key"]
    assert len(key.split()) == 4
    assert motamot("parties", server.address).stdout == "Aucune partie pour Anne sur ce serveur.\n"
    homes.invite()
    anne = homes.join("Anne")  # from the same home: the card goes with it
    anne.expect("Partie en réseau")
    anne.stop()
    listed = motamot("parties", server.address)
    lines = listed.stdout.splitlines()
    assert lines[0].startswith("Partie 1, avec Max, Anne 0, Max 0, à "), lines
    if server.session().game.turn == 0:
        assert "C'est à vous dans 1 partie." in lines
    host, port = server.address.split(":")
    assert lines[-1] == (
        f"Pour y prendre votre place, écrivez motamot parties {host}, port {port} et le numéro de la partie."
    )
    # Taken again by the card alone, no invitation, the address typed as it was said.
    again = Process(["parties", f"{host},", "port", port, "1", "--lignes", "--voix", "texte"], anne_home)
    try:
        again.expect("Partie en réseau, vous êtes Anne, avec Max.")
    finally:
        again.stop()
    # A card this server does not know is refused, as a wrong invitation is.
    cards[next(iter(cards))]["key"] = "lune lune lune lune"
    (anne_home / "motamot" / "cartes.json").write_text(json.dumps(cards))
    refused = motamot("parties", server.address)
    assert refused.returncode == 2
    assert refused.stderr.startswith("Ce serveur ne connaît pas cette carte.")


def test_a_rematch_once_everyone_asks_for_it(homes: Homes, server: ServerProcess) -> None:
    """Issue 47, point 6: at the end of a game, ``revanche`` offers the same players the same
    settings; the new game starts when every player asked, each seat moved to it and told
    its new invitation."""
    import sqlite3

    homes.invite()
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect("Partie en réseau")
    max_.expect("Partie en réseau")
    anne.type("revanche")
    anne.expect(said("La revanche se demande une fois la partie finie."))
    anne.type("abandonne")
    anne.expect("Écrivez oui")
    anne.type("oui")
    max_.expect("Partie terminée")
    anne.type("revanche")
    anne.expect(said("Revanche demandée."))
    max_.expect(said("Anne propose une revanche, mêmes joueurs, mêmes règles."))
    max_.type("revanche")
    for player in (anne, max_):
        player.expect(said("Revanche, partie 2. Votre invitation pour y revenir, en quatre mots."))
        player.expect(r"^\s*[a-z]+, [a-z]+, [a-z]+, [a-z]+\.\s*$")  # alone, to write down
        host, port = server.address.split(":")
        player.expect(said(f"Ou avec votre carte, motamot parties {host}, port {port}."))
        player.expect("Partie en réseau")
    with sqlite3.connect(f"file:{server.file}?mode=ro", uri=True) as db:
        assert [row[0] for row in db.execute("SELECT id FROM games")] == [1, 2]
    turn = server.session(2).game.turn
    mover = (anne, max_)[turn]
    mover.type("passe")
    mover.expect(r"passe\.|passez")
    from motamot.rules.events import Passed

    assert [type(e) for e in server.session(2).game.events].count(Passed) == 1  # played in game 2
    assert server.session(1).game.over is not None and server.session(2).game.over is None


def test_a_rated_game_changes_each_card_s_rating_by_glicko_2(homes: Homes, server: ServerProcess) -> None:
    """Issue 47, point 7: a rated game (``inviter --classee``: no hints) between players who
    came with their cards changes their ratings by Glicko-2, said at the end and on the card."""

    from motamot.tournament.ratings import Rating, rate_game

    for name in ("Anne", "Max"):
        homes.card(name)
    homes.invite(*ANNE_AND_MAX, "--classee")
    anne, max_ = homes.join("Anne"), homes.join("Max")
    anne.expect(said("Partie en réseau, vous êtes Anne, avec Max. Sans indices."))
    max_.expect("Partie en réseau")
    anne.type("abandonne")
    anne.expect("Écrivez oui")
    anne.type("oui")
    after = rate_game([Rating(), Rating()], [0, 1])  # Anne resigned: Max won
    first, second = (round(r.rating) for r in after)
    expected = f"Partie classée. Anne, {first}, moins {1500 - first}. Max, {second}, plus {second - 1500}."
    for player in (anne, max_):
        player.expect(said(expected))
    anne.stop()
    max_.stop()
    listed = run_in(homes.home("Max"), "parties", server.address)
    assert listed.stdout.startswith(f"Classement de Max, {second}, après 1 partie classée.\n"), listed.stdout


def test_no_message_holds_another_player_s_card_rack_or_another_table_s_talk(
    homes: Homes, server: ServerProcess
) -> None:
    """Issue 47, privacy: every raw message a player receives, read whole: never another
    player's card key, another seat's rack, nor the talk of another table."""
    import asyncio
    import json

    import aiohttp

    from motamot.describe.board import describe_rack
    from motamot.i18n import translation

    url = f"ws://{server.address}/ws"
    first = homes.invite()
    second = homes.invite("--joueurs", "Léa,Tom", "--contre", "aucun")

    async def card(http: aiohttp.ClientSession, name: str) -> str:
        async with http.ws_connect(url) as ws:
            await ws.send_str(json.dumps({"type": "card", "name": name, "language": "fr"}))
            return str(json.loads((await ws.receive(timeout=30)).data)["key"])

    async def seat(http, invitation: str, key: str, lines: list[str], heard: list[object]) -> None:
        async with http.ws_connect(url) as ws:
            join = {"type": "join", "invitation": invitation, "card": key, "language": "fr"}
            await ws.send_str(json.dumps(join))
            for number, line in enumerate(lines, start=1):
                await ws.send_str(json.dumps({"type": "line", "n": number, "text": line}))
                await asyncio.sleep(0.2)
            end = asyncio.get_running_loop().time() + 2
            while (left := end - asyncio.get_running_loop().time()) > 0:
                try:
                    frame = await ws.receive(timeout=left)
                except TimeoutError:
                    break
                if frame.type is aiohttp.WSMsgType.TEXT:
                    heard.append(json.loads(frame.data))

    async def play() -> tuple[list[object], str, str]:
        anne_heard: list[object] = []
        others: list[object] = []
        async with aiohttp.ClientSession() as http:
            anne_key, lea_key = await card(http, "Anne"), await card(http, "Léa")
            await asyncio.gather(
                seat(http, first["Anne"], anne_key, ["qui", "scores", "chevalet", "dis bonjour"], anne_heard),
                seat(http, second["Léa"], lea_key, ["dis secret de la table deux", "chevalet"], others),
                seat(http, second["Tom"], "", ["chevalet", "dis un autre secret"], others),
            )
            async with http.ws_connect(url) as ws:
                await ws.send_str(json.dumps({"type": "games", "card": anne_key, "language": "fr"}))
                anne_heard.append(json.loads((await ws.receive(timeout=30)).data))
        return anne_heard, anne_key, lea_key

    anne_heard, anne_key, lea_key = asyncio.run(play())
    texts = " ".join(text for message in anne_heard for text in strings_in(message))
    assert "Partie en réseau, vous êtes Anne" in texts  # she heard her own table
    assert "secret" not in texts and lea_key not in texts and anne_key not in texts
    assert "Léa" not in texts and "Tom" not in texts  # nothing of the other table, not even its names
    tr = translation("fr")
    game = server.session(2).game
    for rack in (game.players[0].rack, game.players[1].rack):
        assert describe_rack(tr, rack, False) not in texts


def test_a_seat_coming_back_after_a_server_restart_is_said_back_not_arriving(
    homes: Homes, server: ServerProcess
) -> None:
    """Presence survives a restart: a player who was at the table before the server was killed
    is "de retour" when they come back, not arriving for the first time."""
    homes.invite()
    anne = homes.join("Anne")
    anne.expect("Partie en réseau")
    max_ = homes.join("Max")
    max_.expect("Partie en réseau")
    anne.expect(said("Max arrive à la table."))
    mover = (anne, max_)[server.session().game.turn]
    mover.type("passe")  # something told to both, written with what each seat was told
    mover.expect(r"passe\.|passez")
    max_.stop()
    anne.expect(said("Max a quitté la table, la partie l'attend."))
    server.kill()
    server.start()
    anne.expect(said("Connexion rétablie."))
    anne.type("qui")
    anne.expect(said("À la table, Anne. Max n'est plus à la table."))
    max_ = homes.join("Max")
    max_.expect("Partie en réseau")
    anne.expect(said("Max est de retour à la table."))
    assert not any(
        "Max arrive à la table." in line
        for line in anne.seen[
            anne.seen.index(next(line for line in anne.seen if "Connexion rétablie" in line)) :
        ]
    )
