"""Debian's Chromium, driven as a player would: keys pressed, text typed, the page's
accessibility tree read, a picture taken. Chromium's own DevTools protocol over a WebSocket
(aiohttp, already motamot's), so nothing is downloaded: no driver, no browser of its own.
A missing browser fails the test; CI installs ``chromium`` (.ci/run)."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import shutil
import subprocess
import threading
import time
from importlib import resources
from pathlib import Path
from typing import Any

import aiohttp

CHROMIUM = ("chromium", "chromium-browser")
# axe-core's script, as the npm package ships it (the ``test`` extra's axe-core-python wheel).
AXE_SCRIPT = resources.files("axe_core_python") / "axe.min.js"
# Every message the page receives, kept for the test before any of the page's script runs.
RECORD_MESSAGES = """
window.__received = [];
const Original = window.WebSocket;
window.WebSocket = class extends Original {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (event) => window.__received.push(event.data));
  }
};
"""
# The keys a test presses: DevTools needs the Windows key code for a key's default action
# (Enter submitting a form, an arrow moving a caret).
KEYS = {
    "Enter": ("Enter", 13, "\r"),
    "Escape": ("Escape", 27, ""),
    "Tab": ("Tab", 9, ""),
    "ArrowUp": ("ArrowUp", 38, ""),
    "ArrowDown": ("ArrowDown", 40, ""),
    "ArrowLeft": ("ArrowLeft", 37, ""),
    "ArrowRight": ("ArrowRight", 39, ""),
    "Home": ("Home", 36, ""),
    " ": ("Space", 32, " "),
    "F2": ("F2", 113, ""),
    "F3": ("F3", 114, ""),
    "F4": ("F4", 115, ""),
}


def chromium_path() -> str:
    for name in CHROMIUM:
        if found := shutil.which(name):
            return found
    raise AssertionError("Chromium is not installed: apt-get install chromium (see .ci/run)")


class Browser:
    """One headless Chromium with one page; every call waits for its answer."""

    def __init__(
        self,
        folder: Path,
        width: int = 1280,
        height: int = 1000,
        shown: dict[str, str] | None = None,
        app: str = "about:blank",
    ) -> None:
        """Headless; or ``shown`` on a desktop whose environment it is (under Orca), its
        accessibility on, as a window of its own opened at ``app``."""
        self.folder = folder
        profile = folder / "chromium-profile"
        profile.mkdir(parents=True, exist_ok=True)
        # No offer to translate the French page into the browser's English: the offer opens a
        # window of its own that may take the focus (``--disable-features=Translate`` no longer
        # stops it in Chromium 156; the profile's setting does).
        (profile / "Default").mkdir(exist_ok=True)
        (profile / "Default" / "Preferences").write_text(json.dumps({"translate": {"enabled": False}}))
        # Shown: a window of its own without the browser's toolbar (``--app``), as a page opened
        # from a link in a French desktop, its accessibility on for the screen reader. The window
        # opens at the page itself: Chromium 156 gives ``--app=about:blank`` a whole browser
        # window, whose toolbar took the first Tab in CI ("Bookmark this tab").
        display = (
            [
                "--force-renderer-accessibility",
                "--lang=fr",
                f"--app={app}",
                "--test-type",  # no bar warning that the sandbox is off (CI runs as root)
            ]
            if shown is not None
            else ["--headless=new", "about:blank"]
        )
        self.process = subprocess.Popen(
            [
                chromium_path(),
                *display,
                "--no-sandbox",  # CI runs as root
                "--disable-gpu",
                "--no-first-run",
                "--remote-debugging-port=0",
                # The page's sound cues play without a key pressed first: the computer may
                # play before the player's first key, and whether a key sent through DevTools
                # counts as the player's gesture is Chromium's to change, not the test's.
                "--autoplay-policy=no-user-gesture-required",
                "--accept-lang=fr-FR,fr",  # a French player's browser; English is asked in the address
                f"--user-data-dir={profile}",
                f"--window-size={width},{height}",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=shown,
        )
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not port_file.exists() or not port_file.read_text().strip():
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.close()
                raise AssertionError("Chromium did not start")
            time.sleep(0.05)
        self.port = int(port_file.read_text().split()[0])
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.ids = itertools.count(1)
        self.waiting: dict[int, asyncio.Future[Any]] = {}
        self.console: list[str] = []
        self._run(self._connect())
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Accessibility.enable")

    # ------------------------------------------------------------ the DevTools connection

    def _run(self, coroutine: Any, timeout: float = 30) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    async def _connect(self) -> None:
        self.http = aiohttp.ClientSession()
        async with self.http.get(f"http://127.0.0.1:{self.port}/json/list") as answer:
            pages = await answer.json()
        page = next(p for p in pages if p["type"] == "page")
        self.ws = await self.http.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0)
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for frame in self.ws:
            data = json.loads(frame.data)
            if "id" in data and data["id"] in self.waiting:
                self.waiting.pop(data["id"]).set_result(data)
            elif data.get("method") == "Runtime.exceptionThrown":
                self.console.append(json.dumps(data["params"]["exceptionDetails"])[:500])

    async def _send(self, method: str, params: dict[str, Any]) -> Any:
        number = next(self.ids)
        future: asyncio.Future[Any] = self.loop.create_future()
        self.waiting[number] = future
        await self.ws.send_str(json.dumps({"id": number, "method": method, "params": params}))
        answer = await future
        if "error" in answer:
            raise AssertionError(f"{method}: {answer['error']}")
        return answer["result"]

    def send(self, method: str, **params: Any) -> Any:
        return self._run(self._send(method, params))

    # ------------------------------------------------------------ what a player does

    def open(self, url: str) -> None:
        self.send("Page.navigate", url=url)
        self.wait_for("document.readyState === 'complete'")

    def evaluate(self, expression: str) -> Any:
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 15) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"still false after {timeout} s: {expression}")
            time.sleep(0.05)

    def press(self, key: str) -> None:
        """A key pressed and let go: one of ``KEYS``, or a letter or a digit typed."""
        if key in KEYS:
            code, virtual, text = KEYS[key]
        else:
            code, virtual, text = (
                (f"Key{key.upper()}" if key.isalpha() else f"Digit{key}"),
                ord(key.upper()),
                key,
            )
        fields = {"key": key, "code": code, "windowsVirtualKeyCode": virtual, "nativeVirtualKeyCode": virtual}
        self.send("Input.dispatchKeyEvent", type="keyDown", text=text, **fields)
        self.send("Input.dispatchKeyEvent", type="keyUp", **fields)

    def type(self, text: str) -> None:
        self.send("Input.insertText", text=text)

    def click(self, selector: str) -> None:
        """A pointer's click in the middle of the element."""
        box = self.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()"
        )
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def accessibility_tree(self) -> list[dict[str, Any]]:
        """The nodes a screen reader is given: each with its role and its name."""
        nodes = self.send("Accessibility.getFullAXTree")["nodes"]
        return [
            {
                "role": node.get("role", {}).get("value"),
                "name": node.get("name", {}).get("value", ""),
                "ignored": node.get("ignored", False),
            }
            for node in nodes
        ]

    def axe_violations(self) -> list[dict[str, Any]]:
        """What axe-core finds wrong with the page as it is now: its script (the ``axe-core``
        package's, shipped in the ``axe-core-python`` wheel) put into the page through the
        DevTools protocol, nothing fetched, then ``axe.run`` awaited."""
        if not self.evaluate("typeof window.axe === 'object'"):
            self.evaluate(AXE_SCRIPT.read_text(encoding="utf-8") + "\n; true")
        result = self.send(
            "Runtime.evaluate",
            expression="axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations)",
            awaitPromise=True,
            returnByValue=True,
        )
        if "exceptionDetails" in result:
            raise AssertionError(f"axe.run: {result['exceptionDetails']}")
        return list(result["result"]["value"])

    def screenshot(self, path: Path) -> None:
        data = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        if hasattr(self, "ws"):
            with contextlib.suppress(Exception):  # the browser may be gone already
                self._run(self.ws.close(), 5)
                self._run(self.http.close(), 5)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
