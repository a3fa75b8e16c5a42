"""A seat at a game on a motamot server, played here (``motamot rejoindre``, and the
player's own seat at a shared game): in lines, or on the full screen, whose keys wait for the
server's answer like a local table's."""

from __future__ import annotations

import asyncio
import functools
import queue

from motamot.application.output import EXIT_USAGE
from motamot.application.play import Play
from motamot.commands.remote import RemoteTable, SeatKey
from motamot.describe.messages import Message, message
from motamot.lines.remote import RemoteLines
from motamot.net.client import REPLY_WAIT, Bridge, State
from motamot.speech.detect import OPENING_DELAY


def play_seat(play: Play, url: str, address: str, key: SeatKey) -> int:
    """A seat of a game on a server played here, on the full screen or in lines."""
    if play.full_screen:
        return _join_on_screen(play, url, address, key)
    table = RemoteTable(play.tr, play.settings, play.keep)
    table.address = address
    play.lines_aside()
    delay = OPENING_DELAY if play.screen_reader else 0.0
    return RemoteLines(table, play.announcer, url, address, key, play.language, play.read, delay).run()


def _join_on_screen(play: Play, url: str, address: str, key: SeatKey) -> int:
    """The board on screen: keys wait for the server's answer like a local table's; what
    arrives unasked (the opponent's move, the clock) is said as the computer's move is."""
    from motamot.ui.app import GameScreen, build_app

    table = RemoteTable(play.tr, play.settings, play.keep)
    table.address = address
    states: queue.Queue[tuple[State, float]] = queue.Queue()  # filled by the connection's thread

    def state_changed(state: State, wait: float) -> None:
        states.put((state, wait))
        bridge.wake()

    bridge = Bridge(url, table.join_request(key, play.language, screen=True), state_changed)
    table.send = bridge.request
    bridge.start()
    bridge.joined.wait(REPLY_WAIT)
    while not bridge.arrivals.empty():
        table.waiting.append(bridge.arrivals.get())
    if bridge.connection.ended:  # a wrong invitation, no server: said in lines, no screen
        while not states.empty():
            play.out(table.state_text(*states.get(), address), error=True)
        for data in table.waiting:
            if isinstance(data.get("text"), str):
                play.out(data["text"], error=True)
        return EXIT_USAGE
    screen = GameScreen(table, play.announcer, reader=play.reader_layout)
    screen.start()
    app = build_app(screen)

    async def arrivals() -> None:
        # Woken by the connection's thread; the screen changes only when something came.
        loop, woken = asyncio.get_running_loop(), asyncio.Event()

        def notify() -> None:
            loop.call_soon_threadsafe(woken.set)

        bridge.notify = notify
        while True:
            while not states.empty():
                said = table.state_text(*states.get(), address)
                screen.unprompted(functools.partial(play.announcer.announce, said))
            arrived = []
            while not bridge.arrivals.empty():
                arrived.append(bridge.arrivals.get())
            if arrived:
                screen.unprompted(lambda: screen.answered(table.received(*arrived)))  # noqa: B023 (called at once)
            app.invalidate()
            if bridge.connection.ended and bridge.arrivals.empty():
                app.exit(result="quit")
                return
            await woken.wait()
            woken.clear()

    def follow_arrivals() -> None:
        app.create_background_task(arrivals())

    app.pre_run_callables.append(follow_arrivals)
    try:
        outcome = app.run()
    finally:
        bridge.close()
    play.announcer.write = play.out
    if outcome == "quit" and screen.farewell:
        # Ctrl+Q: said once the screen is gone, where a screen reader reads it.
        farewell = Message.LOBBY_QUIT if table.in_lobby else Message.REMOTE_LEFT
        play.announcer.announce(message(play.tr, farewell))
    elif screen.message:
        play.out(screen.message)  # the last words, where a screen reader reads them
    return bridge.connection.status
