"""The server under attack (issue 62): a real ``motamot serveur`` process on 127.0.0.1, with
the usual limit of 1,024 open files, and in turn each attack anyone on the Internet could
make, from small scripts here. During each, a real player's join is timed (a connection
from an address of its own, its invitation, until its game's welcome is heard), and the
server's memory printed before and after.

    python benchmarks/server.py hostile [SECONDS]

SECONDS (20 by default) is how long each attack lasts. The attacks:

- a lobby member that never reads its socket, while 30 members come and go and talk;
- 1,100 silent sockets from 110 addresses (127.0.0.x), more than the server's files;
- guesses of invitations with a forged X-Forwarded-For, the server not behind a proxy;
- guesses of invitations from the player's own address (a club's router shared with a
  cheat): the player's typo is timed too, until it is answered;
- 100 cards asked from one address, then one from another;
- a talk flood, 30 lobby members saying as much as the server lets them.
"""

from __future__ import annotations

import asyncio
import errno
import json
import resource
import socket
import statistics
import subprocess
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
from server import free_port, make_cards, memory, started_server

MEMBERS = 30  # lobby members coming and going, or flooding the talk
OPEN_FILES = 1024


def at(address: str) -> aiohttp.TCPConnector:
    return aiohttp.TCPConnector(local_addr=(address, 0), limit=0)


async def join_time(url: str, invitation: str, typo: bool = False) -> float | None:
    """A player's join, from 127.0.0.250: seconds until its game's welcome (``typo``: until
    the wrong invitation is refused), None if refused or not within a minute."""
    began = time.perf_counter()
    try:
        async with aiohttp.ClientSession(connector=at("127.0.0.250")) as http:
            async with http.ws_connect(url, timeout=aiohttp.ClientWSTimeout(ws_close=60)) as ws:
                await ws.send_str(json.dumps({"type": "join", "invitation": invitation, "language": "fr"}))
                while True:
                    frame = await ws.receive(timeout=60)
                    if frame.type is not aiohttp.WSMsgType.TEXT:
                        return None
                    data = json.loads(frame.data)
                    if data["type"] == "error":
                        return time.perf_counter() - began if typo else None
                    if data["type"] == "said":
                        return time.perf_counter() - began
    except (TimeoutError, aiohttp.ClientError, OSError):
        return None


async def joins_during(url: str, invitation: str, seconds: float, typo: bool = False) -> list[float | None]:
    """A player joining every two seconds for ``seconds``."""
    times = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        times.append(await join_time(url, invitation, typo))
        await asyncio.sleep(2)
    return times


async def enter_lobby(http: aiohttp.ClientSession, url: str, card: str) -> aiohttp.ClientWebSocketResponse:
    ws = await http.ws_connect(url)
    await ws.send_str(json.dumps({"type": "lobby", "card": card, "language": "fr"}))
    return ws


async def drain(ws: aiohttp.ClientWebSocketResponse) -> None:
    async for _frame in ws:
        pass


async def non_reader(url: str, cards: list[str], stop: asyncio.Event) -> None:
    """A member that never reads, while MEMBERS others come and go and talk."""
    never = socket.socket()
    never.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connecting, to count
    never.connect(("127.0.0.1", int(url.split(":")[2].split("/")[0])))
    key = "dGhlIHNhbXBsZSBub25jZQ=="
    never.sendall(
        f"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    payload = json.dumps({"type": "lobby", "card": cards[0], "language": "fr"}).encode()
    mask = b"\0\0\0\0"
    assert len(payload) < 126  # its length in the frame's second byte
    never.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + payload)
    async with aiohttp.ClientSession(connector=at("127.0.0.3")) as http:
        number = 0
        while not stop.is_set():
            members = [await enter_lobby(http, url, card) for card in cards[1 : 1 + MEMBERS]]
            readers = [asyncio.ensure_future(drain(ws)) for ws in members]
            for n, ws in enumerate(members):
                number += 1
                await ws.send_str(json.dumps({"type": "line", "n": 1, "text": f"dis bonjour {n}"}))
            await asyncio.sleep(1)
            for ws in members:
                await ws.close()
            await asyncio.gather(*readers, return_exceptions=True)
    never.close()


async def silent_sockets(url: str, _cards: list[str], stop: asyncio.Event) -> None:
    """1,100 connections that never send a byte, from 110 addresses, opened again as the
    server closes them."""
    port = int(url.split(":")[2].split("/")[0])
    opened: list[socket.socket] = []
    while not stop.is_set():
        for s in opened:
            s.close()
        opened = []
        for number in range(1100):
            sock = socket.socket()
            sock.setblocking(False)
            sock.bind((f"127.0.0.{2 + number % 110}", 0))
            if sock.connect_ex(("127.0.0.1", port)) in (0, errno.EINPROGRESS):
                opened.append(sock)
            if number % 100 == 99:
                await asyncio.sleep(0.2)
        await asyncio.sleep(6)  # the server closes them after five seconds
    for s in opened:
        s.close()


async def forged_proxy(url: str, _cards: list[str], stop: asyncio.Event) -> None:
    """Twenty connections at once guessing invitations, each claiming another address."""
    attempt = 0

    async def guesser() -> None:
        nonlocal attempt
        async with aiohttp.ClientSession(connector=at("127.0.0.4")) as http:
            while not stop.is_set():
                attempt += 1
                forged = {"X-Forwarded-For": f"203.0.{attempt // 250 % 250}.{attempt % 250}"}
                try:
                    async with http.ws_connect(url, headers=forged) as ws:
                        for word in "abcde":
                            await ws.send_str(
                                json.dumps({"type": "join", "invitation": f"lune piano {attempt} {word}"})
                            )
                            await ws.receive(timeout=30)
                except (TimeoutError, aiohttp.ClientError):
                    pass

    await asyncio.gather(*(guesser() for _ in range(20)))


async def shared_address(url: str, _cards: list[str], stop: asyncio.Event) -> None:
    """Twenty connections guessing invitations from the player's own address, each opened
    again once the server closed it after five wrong ones."""

    async def guesser(number: int) -> None:
        async with aiohttp.ClientSession(connector=at("127.0.0.250")) as http:
            tried = 0
            while not stop.is_set():
                try:
                    async with http.ws_connect(url) as ws:
                        for _ in range(5):
                            tried += 1
                            guess = f"lune {number} piano {tried}"
                            await ws.send_str(json.dumps({"type": "join", "invitation": guess}))
                            await ws.receive(timeout=60)
                except (TimeoutError, aiohttp.ClientError):
                    pass

    await asyncio.gather(*(guesser(number) for number in range(20)))


def letters(number: int) -> str:
    """A number as a name's letters (a name has no digits): 0 is "aa", 27 is "bb"."""
    return chr(97 + number // 26) + chr(97 + number % 26)


async def card_flood(url: str, _cards: list[str], stop: asyncio.Event) -> None:
    """A hundred cards asked from one address, then one from another (timed)."""
    async with aiohttp.ClientSession(connector=at("127.0.0.5")) as http:
        made = 0
        for number in range(100):
            async with http.ws_connect(url) as ws:
                await ws.send_str(
                    json.dumps({"type": "card", "name": f"Flot {letters(number)}", "language": "fr"})
                )
                made += json.loads((await ws.receive()).data)["type"] == "card"
    began = time.perf_counter()
    async with aiohttp.ClientSession(connector=at("127.0.0.6")) as http, http.ws_connect(url) as ws:
        await ws.send_str(json.dumps({"type": "card", "name": "Émile", "language": "fr"}))
        answer = json.loads((await ws.receive()).data)
    took = time.perf_counter() - began
    print(
        f"  {made} of 100 cards made from one address; Émile's from another: {answer['type']} in {took:.2f} s"
    )
    await stop.wait()


async def talk_flood(url: str, cards: list[str], stop: asyncio.Event) -> None:
    """MEMBERS lobby members, each saying a line as fast as it can."""
    async with aiohttp.ClientSession(connector=at("127.0.0.7")) as http:
        members = [await enter_lobby(http, url, card) for card in cards[1 : 1 + MEMBERS]]
        readers = [asyncio.ensure_future(drain(ws)) for ws in members]

        async def flood(ws: aiohttp.ClientWebSocketResponse) -> None:
            number = 0
            while not stop.is_set() and not ws.closed:
                number += 1
                await ws.send_str(json.dumps({"type": "line", "n": number, "text": f"dis flot {number}"}))
                await asyncio.sleep(0.05)

        await asyncio.gather(*(flood(ws) for ws in members), return_exceptions=True)
        for ws in members:
            await ws.close()
        await asyncio.gather(*readers, return_exceptions=True)


ATTACKS: list[tuple[str, Callable[[str, list[str], asyncio.Event], Awaitable[None]]]] = [
    ("non-reader in the lobby, 30 members coming and going", non_reader),
    ("1,100 silent sockets from 110 addresses", silent_sockets),
    ("forged X-Forwarded-For guesses, 20 connections", forged_proxy),
    ("guesses from the player's address, 20 connections", shared_address),
    ("card flood, 100 from one address", card_flood),
    ("talk flood, 30 lobby members", talk_flood),
]


def said(times: list[float | None]) -> str:
    done = [t for t in times if t is not None]
    if not done:
        return f"join: none of {len(times)} got in"
    return (
        f"join: {len(done)} of {len(times)} in, median {statistics.median(done) * 1000:.0f} ms, "
        f"worst {max(done) * 1000:.0f} ms"
    )


async def main(url: str, pid: int, invitation: str, cards: list[str], seconds: float) -> None:
    print(f"no attack: {said(await joins_during(url, invitation, 6))}")
    for name, attack in ATTACKS:
        before = memory(pid)[0]
        stop = asyncio.Event()
        running = asyncio.ensure_future(attack(url, cards, stop))
        await asyncio.sleep(1)
        times = await joins_during(url, invitation, seconds)
        typos = await joins_during(url, "lune carotte piano velo", 6, typo=True)
        stop.set()
        try:
            await asyncio.wait_for(running, 30)
        except TimeoutError:
            running.cancel()
        rss, peak = memory(pid)
        print(f"{name}: {said(times)}; memory {before:.0f} -> {rss:.0f} MB (peak {peak:.0f} MB)")
        print(f"  a typo then, {said(typos).replace('join: ', 'answered: ')}")
        await asyncio.sleep(6)  # what it left closed before the next


async def invitation_of(url: str, key: str) -> str:
    async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:
        seats = [{"name": "Anne"}, {"name": "Max"}]
        await ws.send_str(json.dumps({"type": "create", "seats": seats, "rules": "ffsc", "key": key}))
        return str(json.loads((await ws.receive()).data)["invitations"][0][1])


def run(seconds: float) -> None:
    """Every attack in turn, ``seconds`` each, against a server started here."""
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        cards = make_cards(Path(f"{folder}/s.sqlite"), MEMBERS + 1)
        limited = (OPEN_FILES, OPEN_FILES)
        server = started_server(
            folder,
            port,
            [],
            stderr=subprocess.STDOUT,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, limited),
        )
        log: list[str] = []
        try:
            # Read as it comes: a log flood must not fill the pipe and stop the server.
            reader = threading.Thread(target=lambda: log.extend(server.stdout or []), daemon=True)
            reader.start()
            url = f"ws://127.0.0.1:{port}/ws"
            invitation = asyncio.run(invitation_of(url, Path(f"{folder}/s.cle").read_text().strip()))
            print(f"server: {OPEN_FILES} open files at most, memory {memory(server.pid)[0]:.0f} MB")
            asyncio.run(main(url, server.pid, invitation, cards, seconds))
        finally:
            server.kill()
            server.wait()
        tracebacks = sum("Traceback" in line for line in log)
        print(f"server log after listening: {len(log)} lines, {tracebacks} tracebacks")
        for line in log[:4]:
            print(f"  {line.rstrip()}")
