"""The server under many players: a real ``motamot serveur`` process on 127.0.0.1 and
simulated clients (real WebSocket connections) in one process.

Creates GAMES games of two people, joins both seats of each (2 × GAMES connections),
then in every game at once the player to play passes, ROUNDS times in turn: each pass
is an action the server checks, saves in one SQLite transaction and tells both seats.
Prints the round trip of a move (from sending it to its player hearing the answer):
median, p95, p99, and the server's memory (resident now and at its peak). Then 200
messages said at tables (``dis``), 10 a second across them: the time each takes to reach
the other seat of its table. Then LOBBY players with a card come into the server's lobby, and
the table talk is measured again with them there; last, LOBBY_TALKS messages said in the
lobby, 10 a second: the time each takes to reach every other player there (each message is
heard by all of them).

    [LOBBY=1000] python benchmarks/server.py [GAMES] [ROUNDS] [THINK] [PROFILE]
    python benchmarks/server.py hostile [SECONDS]

The second, the server under each attack of issue 62 (benchmarks/hostile_server.py).

THINK is the average time between two moves of a game (a person takes longer); 0
sends every game's moves at once, the worst burst. Given a PROFILE file, the server runs
under cProfile, is stopped by Ctrl+C at the end, and its busiest functions are printed.
"""

from __future__ import annotations

import asyncio
import json
import os
import pstats
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

from motamot.server.invitations import Invitations
from motamot.server.store import Store

HOSTILE = sys.argv[1:2] == ["hostile"]
ARGS = [] if HOSTILE else sys.argv[1:]
GAMES = int(ARGS[0]) if len(ARGS) > 0 else 500
ROUNDS = int(ARGS[1]) if len(ARGS) > 1 else 4  # passes per game (ffsc ends after six)
THINK = float(ARGS[2]) if len(ARGS) > 2 else 1.0  # seconds between moves in a game, on average
PROFILE = ARGS[3] if len(ARGS) > 3 else None  # where the server's profile is written
TALKS, TALK_RATE = 200, 10  # messages said at tables after the moves, and how many a second
LOBBY = int(os.environ.get("LOBBY", "1000"))  # players in the lobby
LOBBY_TALKS = 100  # messages said in the lobby


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used, user and system."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory(pid: int) -> tuple[float, float]:
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line
    )
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


TALK = re.compile(r" dit, talk(\d+)$")
heard_at: dict[int, float] = {}  # each message said at a table, when the other seat heard it


class Seat:
    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.number = 0
        self.to_play = False
        self.said: asyncio.Queue[dict] = asyncio.Queue()

    async def listen(self) -> None:
        async for frame in self.ws:
            if frame.type is aiohttp.WSMsgType.TEXT:
                data = json.loads(frame.data)
                if data["type"] == "said":
                    talk = [TALK.search(item[1]) for item in data["items"] if item[0] == "say"]
                    for found in filter(None, talk):
                        heard_at[int(found.group(1))] = time.perf_counter()
                    if data.get("reply_to") is not None or not any(talk):
                        self.said.put_nowait(data)

    async def ask(self, text: str) -> float:
        self.number += 1
        while not self.said.empty():
            self.said.get_nowait()
        start = time.perf_counter()
        await self.ws.send_str(json.dumps({"type": "line", "n": self.number, "text": text}))
        await self.said.get()
        return time.perf_counter() - start


async def create(http: aiohttp.ClientSession, url: str, key: str) -> list[str]:
    async with http.ws_connect(url) as ws:
        seats = [{"name": "Anne"}, {"name": "Max"}]
        asked = {"type": "create", "seats": seats, "rules": "ffsc", "language": "fr", "key": key}
        await ws.send_str(json.dumps(asked))
        answer = json.loads((await ws.receive()).data)
        return [text for _name, text in answer["invitations"]]


async def join(http: aiohttp.ClientSession, url: str, invitation: str) -> Seat:
    ws = await http.ws_connect(url)
    seat = Seat(ws)
    asyncio.ensure_future(seat.listen())
    await ws.send_str(json.dumps({"type": "join", "invitation": invitation, "language": "fr"}))
    welcome = await seat.said.get()
    # The rack is said only to the player whose turn it is.
    seat.to_play = any(item[1].startswith("Chevalet") for item in welcome["items"] if item[0] == "say")
    return seat


async def play(pair: list[Seat], turn: int, times: list[float]) -> None:
    # Games do not all move at the same instant: each starts somewhere in its first pause.
    await asyncio.sleep(random.uniform(0, 1.5) * THINK)
    for _ in range(ROUNDS):
        times.append(await pair[turn].ask("passe"))
        turn = 1 - turn
        await asyncio.sleep(random.uniform(0.5, 1.5) * THINK)


class Crowd:
    """The clients' sessions, fifty connections to each loopback address (127.0.0.2 and on):
    a server holds at most a hundred at once from one address, as from one home."""

    def __init__(self) -> None:
        self.sessions: dict[int, aiohttp.ClientSession] = {}
        self.made = 0

    def next(self) -> aiohttp.ClientSession:
        place, self.made = self.made // 50, self.made + 1
        if place not in self.sessions:
            local = (f"127.0.{place // 250}.{2 + place % 250}", 0)
            self.sessions[place] = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=0, local_addr=local)
            )
        return self.sessions[place]

    async def close(self) -> None:
        for session in self.sessions.values():
            await session.close()


async def main(url: str, server: subprocess.Popen, key: str) -> None:
    crowd = Crowd()
    try:
        http = crowd.next()  # the organiser's connections, one after the other
        started = time.perf_counter()
        invitations = [await create(http, url, key) for _ in range(GAMES)]
        print(f"{GAMES} games created in {time.perf_counter() - started:.1f} s")
        started = time.perf_counter()
        pairs = []
        for game in invitations:
            pairs.append([await join(crowd.next(), url, text) for text in game])
        print(f"{2 * GAMES} clients joined in {time.perf_counter() - started:.1f} s")
        times: list[float] = []
        started, cpu = time.perf_counter(), cpu_seconds(server.pid)
        await asyncio.gather(*(play(pair, 0 if pair[0].to_play else 1, times) for pair in pairs))
        took = time.perf_counter() - started
        spent = cpu_seconds(server.pid) - cpu
        times.sort()
        cut = statistics.quantiles(times, n=100)
        print(f"{len(times)} moves in {took:.1f} s, {len(times) / took:.0f} a second")
        print(f"server CPU: {spent * 1000 / len(times):.2f} ms a move ({spent / took:.0%} of one core)")
        print(
            f"round trip: median {statistics.median(times) * 1000:.1f} ms, "
            f"p95 {cut[94] * 1000:.1f} ms, p99 {cut[98] * 1000:.1f} ms"
        )
        rss, peak = memory(server.pid)
        print(f"server memory: {rss:.0f} MB resident, peak {peak:.0f} MB")
        await talk(pairs, "table talk")
        if LOBBY:
            await lobby(crowd, url, server, pairs)
    finally:
        await crowd.close()


async def talk(pairs: list[list[Seat]], what: str) -> None:
    """Table talk: TALKS messages, TALK_RATE a second, each from a seat of a table chosen at
    random; the time from sending one to the other seat hearing it."""
    sent_at: dict[int, float] = {}
    heard_at.clear()
    for number in range(TALKS):
        speaker = random.choice(random.choice(pairs))
        speaker.number += 1
        sent_at[number] = time.perf_counter()
        await speaker.ws.send_str(
            json.dumps({"type": "line", "n": speaker.number, "text": f"dis talk{number}"})
        )
        await asyncio.sleep(1 / TALK_RATE)
    await asyncio.sleep(1)
    delays = sorted(heard_at[n] - sent_at[n] for n in sent_at if n in heard_at)
    cut = statistics.quantiles(delays, n=100)
    print(
        f"{what}: {len(delays)} of {TALKS} messages heard, {TALK_RATE} a second across tables; "
        f"delivery median {statistics.median(delays) * 1000:.1f} ms, p99 {cut[98] * 1000:.1f} ms"
    )


LOBBY_TALK = re.compile(r" dit, lobby(\d+)\"")


async def lobby(crowd: Crowd, url: str, server: subprocess.Popen, pairs: list[list[Seat]]) -> None:
    """LOBBY players come into the lobby one after another; table talk measured again with
    them all there; then LOBBY_TALKS messages are said in the lobby, TALK_RATE a second, each
    by a player chosen at random: the time from sending one to each other player hearing it."""
    heard: dict[int, list[float]] = {}
    entered: list[aiohttp.ClientWebSocketResponse] = []

    async def listen(ws: aiohttp.ClientWebSocketResponse) -> None:
        async for frame in ws:
            # Read without parsing the JSON: the one client process must keep up with every
            # player's messages, or its own delay is what is measured.
            if frame.type is aiohttp.WSMsgType.TEXT and (found := LOBBY_TALK.search(frame.data)):
                heard.setdefault(int(found.group(1)), []).append(time.perf_counter())

    started = time.perf_counter()
    for card in CARDS:
        ws = await crowd.next().ws_connect(url)
        await ws.send_str(json.dumps({"type": "lobby", "card": card, "language": "fr"}))
        await ws.receive()  # joined
        await ws.receive()  # the welcome
        entered.append(ws)
        asyncio.ensure_future(listen(ws))
    print(f"{LOBBY} players came into the lobby in {time.perf_counter() - started:.1f} s")
    await asyncio.sleep(2)  # every arrival told to everyone already there
    await talk(pairs, f"table talk, {LOBBY} players in the lobby")
    sent_at: dict[int, float] = {}
    numbers: dict[int, int] = {}
    cpu = cpu_seconds(server.pid)
    for number in range(LOBBY_TALKS):
        speaker = random.randrange(LOBBY)
        numbers[speaker] = numbers.get(speaker, 0) + 1
        sent_at[number] = time.perf_counter()
        line = {"type": "line", "n": numbers[speaker], "text": f"dis lobby{number}"}
        await entered[speaker].send_str(json.dumps(line))
        await asyncio.sleep(1 / TALK_RATE)
    await asyncio.sleep(2)
    spent = cpu_seconds(server.pid) - cpu
    delays = sorted(at - sent_at[n] for n, times in heard.items() for at in times)
    cut = statistics.quantiles(delays, n=100)
    print(
        f"lobby talk: {len(delays)} deliveries of {LOBBY_TALKS} messages to {LOBBY - 1} players each, "
        f"{TALK_RATE} a second; delivery median {statistics.median(delays) * 1000:.1f} ms, "
        f"p95 {cut[94] * 1000:.1f} ms, p99 {cut[98] * 1000:.1f} ms; "
        f"server CPU {spent / (LOBBY_TALKS / TALK_RATE + 2):.0%} of one core"
    )
    rss, peak = memory(server.pid)
    print(f"server memory: {rss:.0f} MB resident, peak {peak:.0f} MB")
    for ws in entered:
        await ws.close()


def make_cards(path: Path, count: int = LOBBY) -> list[str]:
    """``count`` players' cards written in the server's file before it starts (a server
    makes a few an hour for one address)."""
    store = Store.open(path)
    try:
        keyed = Invitations(store.secret())
        cards = [f"carte {number} du salon" for number in range(count)]
        for number, card in enumerate(cards):
            store.add_player(f"Joueur {number}", keyed.key(card))
    finally:
        store.close()
    return cards


def started_server(folder: str, port: int, before: list[str], **options: Any) -> subprocess.Popen[str]:
    """``motamot serveur`` on ``port`` with its file in ``folder`` (``before``: Python's own
    options, cProfile's), listening once this returns; ``options`` go to ``Popen``."""
    command = ["serveur", "--port", str(port), "--fichier", f"{folder}/s.sqlite"]
    server = subprocess.Popen(
        [sys.executable, *before, "-m", "motamot.cli.main", *command],
        stdout=subprocess.PIPE,
        text=True,
        **options,
    )
    assert server.stdout is not None
    while "écoute" not in server.stdout.readline():  # the organiser's key, made, then listening
        pass
    return server


CARDS: list[str] = []

if __name__ == "__main__" and HOSTILE:
    from hostile_server import run

    run(float(sys.argv[2]) if len(sys.argv) > 2 else 20.0)
elif __name__ == "__main__":
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        CARDS.extend(make_cards(Path(f"{folder}/s.sqlite")))
        server = started_server(folder, port, ["-m", "cProfile", "-o", PROFILE] if PROFILE else [])
        try:
            key = Path(f"{folder}/s.cle").read_text().strip()
            asyncio.run(main(f"ws://127.0.0.1:{port}/ws", server, key))
        finally:
            if PROFILE:
                server.send_signal(signal.SIGINT)  # the profile is written as the server stops
                server.wait(timeout=60)
            else:
                server.kill()
    if PROFILE:
        pstats.Stats(PROFILE).sort_stats("tottime").print_stats(25)
