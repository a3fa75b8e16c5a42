"""Playing across homes: ``motamot serveur`` hosts games, ``motamot inviter`` creates one
and says its invitations, ``motamot rejoindre`` takes a seat with one."""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
from gettext import NullTranslations
from pathlib import Path
from typing import Any

import aiohttp

from motamot.application.cards import Card, card_for, cards_path, keep_card
from motamot.application.output import EXIT_USAGE, Output
from motamot.application.play import seats_for
from motamot.application.seat import play_seat
from motamot.cli.output import language_of
from motamot.cli.play import apply_options, start_play
from motamot.cli.words import current_lexicon
from motamot.commands.remote import SeatKey
from motamot.describe.command_line import said_value
from motamot.describe.files import describe_not_listening, describe_record_error
from motamot.describe.messages import Message, message
from motamot.describe.remote import (
    describe_games_of,
    describe_listed_game,
    describe_problem,
    spoken_address,
    words_to_write,
)
from motamot.files import FileProblem, RecordError
from motamot.net.client import speaks_tls
from motamot.net.protocol import (
    LOBBY_PAGE,
    Problem,
    machine_name,
    page_url,
    server_host,
    server_message,
    websocket_url,
)
from motamot.server.app import Server, serve, server_path
from motamot.server.invitations import Invitations
from motamot.server.organiser import key_path, make_key, on_this_machine, read_key
from motamot.server.store import Store, secret_path
from motamot.sessions.classic import Seat
from motamot.settings import data_dir


def run_server(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    if not machine_name(args.host):
        out(message(tr, Message.NOT_THIS_MACHINE, address=said_value(tr, args.host)), error=True)
        return EXIT_USAGE
    path = Path(args.file) if args.file else server_path(data_dir())
    try:
        store = Store.open(path)
    except RecordError as error:
        if error.problem is FileProblem.IN_USE:
            pid = error.details.get("pid")
            if pid:
                out(message(tr, Message.SERVER_FILE_IN_USE, path=str(path), pid=pid), error=True)
            else:  # held under another name: a hard link
                out(message(tr, Message.SERVER_FILE_IN_USE_LINKED, path=str(path)), error=True)
        else:
            out(describe_record_error(tr, error, str(path)), error=True)
        return EXIT_USAGE
    context = None
    if args.certificate:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            context.load_cert_chain(args.certificate, args.key)
        except (OSError, ssl.SSLError) as problem:
            reason = getattr(problem, "strerror", None) or str(problem)
            out(message(tr, Message.SERVER_NOT_STARTED, address=args.certificate, reason=reason), error=True)
            return EXIT_USAGE
    if store.secret_lost:
        out(message(tr, Message.SERVER_SECRET_LOST, path=secret_path(path)), error=True)
    keys = key_path(path)
    try:
        made = make_key(store, Invitations(store.secret()), keys)
    except RecordError as error:
        out(describe_record_error(tr, error, str(keys)), error=True)
        store.close()
        return EXIT_USAGE
    if made:  # its words alone on a line of their own, to write down (issue 60)
        out(message(tr, Message.SERVER_KEY_MADE))
        out(words_to_write(made))
        said = message(tr, Message.SERVER_KEY_WRITTEN, path=keys)
    else:
        said = message(tr, Message.SERVER_KEY_KEPT, path=keys)
    if keys == key_path(server_path(data_dir())):  # where inviter looks by itself
        said += " " + message(tr, Message.SERVER_KEY_FOUND_HERE)
    out(said)
    server = Server(
        store,
        current_lexicon(args, tr, out),
        max_games=args.max_games,
        seed=args.seed,
        behind_proxy=args.behind_proxy,
        keep_days=max(0, args.keep_days),
    )
    address = spoken_address(tr, f"{'https://' if context else ''}{args.host}:{args.port}")
    try:
        asyncio.run(
            serve(
                server,
                args.host,
                args.port,
                context,
                lambda _port: out(message(tr, Message.SERVER_LISTENING, address=address)),
                out_of_files=lambda out_of: out(
                    message(tr, Message.SERVER_OUT_OF_FILES if out_of else Message.SERVER_FILES_AGAIN)
                ),
            )
        )
    except OSError as problem:
        out(describe_not_listening(tr, args.host, args.port, problem, context is not None), error=True)
        return EXIT_USAGE
    except KeyboardInterrupt:
        pass  # every move is in the file already
    finally:
        store.close()
    return 0


def organiser_key(args: argparse.Namespace) -> str:
    """The organiser's key: given (``--cle``), or read beside this machine's server file when
    the server is on this machine (never sent to another)."""
    if args.organiser_key:
        return " ".join(args.organiser_key)
    host = server_host(args.address)
    if not (host and on_this_machine(host)):
        return ""
    server_file = Path(args.file).expanduser() if args.file else server_path(data_dir())
    return read_key(key_path(server_file)) or ""


def run_invite(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """A game created on the server, its invitations said one line per person; or, for the
    organiser, the server's games listed (``--liste``) or one removed (``--supprime``)."""
    url = websocket_url(args.address)
    if url is None:
        out(message(tr, Message.REMOTE_NOT_A_SERVER, address=said_value(tr, args.address)), error=True)
        return EXIT_USAGE
    key = organiser_key(args)
    if args.list_games or args.remove_game is not None or args.remove_card or args.lobby_talk:
        return _organise(args, tr, out, url, key)
    settings = args.settings
    names = apply_options(args, settings)
    if args.duplicate:  # a room: the people named, the same rack for all, minutes per move
        seats = [Seat(name) for name in names] or [Seat(message(tr, Message.PLAYER))]
        minutes = args.per_move or 0
    else:
        seats = seats_for(tr, settings, names)
        minutes = args.per_move or args.clock or 0  # a timer per move (chrono), or a chess clock
    request = {
        "type": "create",
        "formula": "duplicate" if args.duplicate else "classic",
        "seats": [{"name": seat.name, "level": seat.level} for seat in seats],
        "rules": args.variant if args.duplicate else settings.rules,  # a room's: its variant of duplicate
        "clock_minutes": minutes,
        "clock_kind": "per_move" if args.per_move and not args.duplicate else "chess",
        "language": language_of(args),
        "key": key,
    }
    if args.hints is not None:
        request["hints"] = args.hints in ("oui", "yes")
    if args.rated:
        request["rated"] = True
    answer = _answer(args, tr, out, url, request)
    if answer is None:
        return EXIT_USAGE
    out(message(tr, Message.REMOTE_CREATED, number=answer.get("game")))
    for name, invitation in answer.get("invitations", []):
        out(message(tr, Message.REMOTE_INVITATION, name=name))
        out(words_to_write(invitation))  # alone on a line of their own, to write down (issue 60)
        out(message(tr, Message.REMOTE_PAGE_LINK, url=page_url(args.address, invitation)))
    out(message(tr, Message.REMOTE_JOIN_HOW, address=spoken_address(tr, args.address)))
    if isinstance(answer.get("spectator"), str):
        out(message(tr, Message.REMOTE_SPECTATOR_LINK, url=page_url(args.address, answer["spectator"])))
    return 0


def _organise(args: argparse.Namespace, tr: NullTranslations, out: Output, url: str, key: str) -> int:
    """``inviter --liste``: the server's games, one line each; ``--supprime N``: one removed;
    ``--supprime-carte NOM``: a card removed; ``--salon non``: the lobby's talk closed."""
    language = language_of(args)
    if args.remove_card:
        request = {"type": "remove-card", "key": key, "language": language, "name": args.remove_card}
        if (answer := _answer(args, tr, out, url, request)) is None:
            return EXIT_USAGE
        out(message(tr, Message.REMOTE_CARD_REMOVED, name=answer.get("name", args.remove_card)))
        return 0
    if args.lobby_talk:
        talk_open = args.lobby_talk in ("oui", "yes")
        request = {"type": "lobby-talk", "key": key, "language": language, "open": talk_open}
        if _answer(args, tr, out, url, request) is None:
            return EXIT_USAGE
        out(message(tr, Message.REMOTE_LOBBY_TALK_OPENED if talk_open else Message.REMOTE_LOBBY_TALK_CLOSED))
        return 0
    if args.remove_game is not None:
        request = {"type": "delete", "key": key, "language": language, "game": args.remove_game}
        if _answer(args, tr, out, url, request) is None:
            return EXIT_USAGE
        out(message(tr, Message.REMOTE_GAME_REMOVED, number=args.remove_game))
        return 0
    answer = _answer(args, tr, out, url, {"type": "list", "key": key, "language": language})
    if answer is None:
        return EXIT_USAGE
    games = answer.get("games")
    listed = (
        [describe_listed_game(tr, item) for item in games if isinstance(item, dict)]
        if isinstance(games, list)
        else []
    )
    for line in listed or [message(tr, Message.REMOTE_NO_GAMES)]:
        out(line)
    return 0


def _answer(
    args: argparse.Namespace, tr: NullTranslations, out: Output, url: str, request: dict[str, object]
) -> dict[str, Any] | None:
    """The server's answer to one request; None once the organiser heard why there is none."""
    try:
        answer = asyncio.run(_ask(url, request))
    except aiohttp.ClientSSLError:
        out(message(tr, Message.REMOTE_UNTRUSTED, address=spoken_address(tr, args.address)), error=True)
        return None
    except (TimeoutError, aiohttp.ClientError, OSError):
        tls = asyncio.run(speaks_tls(url))
        out(
            message(
                tr,
                Message.REMOTE_NEEDS_TLS if tls else Message.REMOTE_UNREACHABLE,
                address=spoken_address(tr, args.address),
            ),
            error=True,
        )
        return None
    if answer is None:
        out(describe_problem(tr, Problem.MALFORMED), error=True)
        return None
    if answer["type"] == "error":
        out(str(answer.get("text", "")), error=True)
        return None
    return answer


async def _ask(url: str, request: dict[str, object]) -> dict[str, Any] | None:
    async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:
        await ws.send_str(json.dumps(request))
        frame = await ws.receive(timeout=30)
        if frame.type is not aiohttp.WSMsgType.TEXT:
            return None
        return server_message(frame.data)


def run_join(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """A seat taken with its invitation, on the full screen or in lines as the settings say."""
    url = websocket_url(args.address)
    if url is None:
        out(message(tr, Message.REMOTE_NOT_A_SERVER, address=said_value(tr, args.address)), error=True)
        return EXIT_USAGE
    card = card_for(args.address)  # the seat becomes the player's: found again by ``parties``
    key = SeatKey(" ".join(args.invitation), card.key if card else "")
    return _take_seat(args, out, url, key)


def _take_seat(args: argparse.Namespace, out: Output, url: str, key: SeatKey) -> int:
    play = start_play(args, out)
    play.refresh_voice()
    try:
        return play_seat(play, url, args.address, key)
    finally:
        play.close()


def run_card(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """``motamot carte ADRESSE NOM``: the player's card on that server, kept here."""
    url = websocket_url(args.address)
    if url is None:
        out(message(tr, Message.REMOTE_NOT_A_SERVER, address=said_value(tr, args.address)), error=True)
        return EXIT_USAGE
    asked: dict[str, object] = {"type": "card", "name": " ".join(args.name), "language": language_of(args)}
    answer = _answer(args, tr, out, url, asked)
    if answer is None:
        return EXIT_USAGE
    card = Card(str(answer.get("name", "")), str(answer.get("key", "")))
    try:
        keep_card(args.address, card)
    except RecordError as error:
        out(describe_record_error(tr, error, str(cards_path())), error=True)
        out(message(tr, Message.CARD_NOT_KEPT), error=True)
        out(words_to_write(card.key), error=True)
        return EXIT_USAGE
    out(message(tr, Message.CARD_MADE, name=card.name))
    return 0


def _server_and_card(args: argparse.Namespace, tr: NullTranslations, out: Output) -> tuple[str, Card] | None:
    """The server's WebSocket address and the player's card for it; None once the player heard
    why there is none."""
    url = websocket_url(args.address)
    if url is None:
        out(message(tr, Message.REMOTE_NOT_A_SERVER, address=said_value(tr, args.address)), error=True)
        return None
    card = card_for(args.address)
    if card is None:
        out(message(tr, Message.CARD_NONE, address=spoken_address(tr, args.address)), error=True)
        return None
    return url, card


def run_lobby(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """``motamot salon ADRESSE``: the server's lobby, with the player's card; the game found
    there is played in the same session. ``--lien``: the lobby page's address."""
    found = _server_and_card(args, tr, out)
    if found is None:
        return EXIT_USAGE
    url, card = found
    if args.page_link:
        out(message(tr, Message.LOBBY_PAGE_LINK, url=page_url(args.address, LOBBY_PAGE + card.key)))
        return 0
    return _take_seat(args, out, url, SeatKey(card=card.key, lobby=True))


def run_games(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """``motamot parties ADRESSE``: the player's games there, whose turn, since when; with a
    game's number, their seat at it taken."""
    found = _server_and_card(args, tr, out)
    if found is None:
        return EXIT_USAGE
    url, card = found
    if args.game is not None:
        return _take_seat(args, out, url, SeatKey("", card.key, args.game))
    answer = _answer(args, tr, out, url, {"type": "games", "card": card.key, "language": language_of(args)})
    if answer is None:
        return EXIT_USAGE
    games = [g for g in answer.get("games", []) if isinstance(g, dict)]
    rated, counted = answer.get("rating"), answer.get("rated_games")
    rating = rated if isinstance(rated, int) else 1500
    rated_games = counted if isinstance(counted, int) else 0
    for line in describe_games_of(tr, card.name, games, rating, rated_games):
        out(line)
    if games:
        out(message(tr, Message.GAMES_TAKE_SEAT, address=spoken_address(tr, args.address)))
    return 0
