"""The word graph: a minimal DAWG in three flat arrays of 32-bit integers.

Node ``n`` has ``masks[n]``: bit ``L`` set when an edge leaves for letter
``L`` (A = 0 … Z = 25), and bit 26 when a word ends at ``n``. Its children,
in letter order, are ``children[firsts[n] : firsts[n] + popcount]``, so the
child for letter ``L`` is ``children[firsts[n] + popcount(mask below L)]``.
Nodes are numbered so every child comes after its parent: the graph cannot
loop, which loading checks, as it checks every index, before any search.

The file: a header (magic, version, counts, SHA-256 of the word list it was
built from) then the three arrays, little-endian, zlib-compressed.
"""

from __future__ import annotations

import hashlib
import struct
import sys
import zlib
from array import array
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

FINAL = 1 << 26
LETTER_BITS = FINAL - 1
MAGIC = b"MOTAMOT-DAWG\x00\x00\x00\x00"
VERSION = 1
_HEADER = struct.Struct("<16sIIII32s")
MAX_FILE = 64 * 1024 * 1024
PROGRESS_STEP = 500_000  # a few seconds of building


class DawgError(ValueError):
    """A compiled word graph that is damaged, or not one at all."""


def words_digest(words: Iterable[str]) -> bytes:
    """The digest that ties a graph to the sorted word list it was built from."""
    digest = hashlib.sha256()
    for word in words:
        digest.update(word.encode("ascii") + b"\n")
    return digest.digest()


class _BuildNode:
    __slots__ = ("edges", "final", "key")

    def __init__(self) -> None:
        self.edges: dict[str, _BuildNode] = {}
        self.final = False
        self.key: tuple[object, ...] | None = None


class Dawg:
    __slots__ = ("masks", "firsts", "children", "word_count", "digest")

    def __init__(self, masks: array, firsts: array, children: array, word_count: int, digest: bytes) -> None:
        self.masks, self.firsts, self.children = masks, firsts, children
        self.word_count, self.digest = word_count, digest

    # ------------------------------------------------------------ building

    @classmethod
    def build(cls, sorted_words: list[str], progress: Callable[[int], None] | None = None) -> Dawg:
        """Daciuk's incremental construction of the minimal graph from sorted, distinct words;
        ``progress`` hears how many words are in, every ``PROGRESS_STEP``."""
        root = _BuildNode()
        register: dict[tuple[object, ...], _BuildNode] = {}
        unchecked: list[tuple[_BuildNode, str, _BuildNode]] = []
        previous = ""

        def minimise(down_to: int) -> None:
            while len(unchecked) > down_to:
                parent, letter, child = unchecked.pop()
                edges = child.edges
                key = (child.final, tuple(zip(edges, map(id, edges.values()), strict=True)))
                if key in register:
                    parent.edges[letter] = register[key]
                else:
                    register[key] = child

        for count, word in enumerate(sorted_words):
            if progress is not None and count and not count % PROGRESS_STEP:
                progress(count)
            if word <= previous:
                raise ValueError(f"words not sorted and distinct: {previous!r} then {word!r}")
            common = 0
            for a, b in zip(word, previous, strict=False):
                if a != b:
                    break
                common += 1
            minimise(common)
            node = unchecked[-1][2] if unchecked else root
            for letter in word[common:]:
                child = _BuildNode()
                node.edges[letter] = child
                unchecked.append((node, letter, child))
                node = child
            node.final = True
            previous = word
        minimise(0)
        return cls._flatten(root, len(sorted_words), words_digest(sorted_words))

    @classmethod
    def _flatten(cls, root: _BuildNode, word_count: int, digest: bytes) -> Dawg:
        # Reverse post-order numbers every node before all its descendants.
        order: list[_BuildNode] = []
        seen: set[int] = set()
        stack: list[tuple[_BuildNode, Iterator[_BuildNode]]] = [(root, iter(root.edges.values()))]
        seen.add(id(root))
        while stack:
            node, pending = stack[-1]
            for child in pending:
                if id(child) not in seen:
                    seen.add(id(child))
                    stack.append((child, iter(child.edges.values())))
                    break
            else:
                stack.pop()
                order.append(node)
        order.reverse()
        index = {id(node): i for i, node in enumerate(order)}
        masks, firsts, children = array("I"), array("I"), array("I")
        for node in order:
            mask = FINAL if node.final else 0
            firsts.append(len(children))
            for letter in sorted(node.edges):
                mask |= 1 << (ord(letter) - 65)
                children.append(index[id(node.edges[letter])])
            masks.append(mask)
        return cls(masks, firsts, children, word_count, digest)

    # ------------------------------------------------------------- file

    def to_bytes(self) -> bytes:
        arrays = [array("I", a) for a in (self.masks, self.firsts, self.children)]
        if sys.byteorder == "big":
            for a in arrays:
                a.byteswap()
        payload = zlib.compress(b"".join(a.tobytes() for a in arrays), 6)
        header = _HEADER.pack(
            MAGIC, VERSION, self.word_count, len(self.masks), len(self.children), self.digest
        )
        return header + payload

    @classmethod
    def from_bytes(cls, data: bytes) -> Dawg:
        if len(data) < _HEADER.size:
            raise DawgError("too short")
        magic, version, word_count, node_count, child_count, digest = _HEADER.unpack_from(data)
        if magic != MAGIC or version != VERSION:
            raise DawgError("not a motamot word graph")
        limit = (node_count * 2 + child_count) * 4
        try:
            inflater = zlib.decompressobj()
            payload = inflater.decompress(data[_HEADER.size :], limit + 1)
        except zlib.error:
            raise DawgError("damaged") from None
        if len(payload) != limit or not inflater.eof or inflater.unused_data:
            raise DawgError("wrong size")
        arrays = []
        for start, count in ((0, node_count), (node_count, node_count), (2 * node_count, child_count)):
            a = array("I")
            a.frombytes(payload[start * 4 : (start + count) * 4])
            if sys.byteorder == "big":
                a.byteswap()
            arrays.append(a)
        dawg = cls(arrays[0], arrays[1], arrays[2], word_count, digest)
        dawg._check()
        return dawg

    @classmethod
    def load(cls, path: Path) -> Dawg:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE + 1)
        if len(data) > MAX_FILE:
            raise DawgError("too large")
        return cls.from_bytes(data)

    def _check(self) -> None:
        """Every index in range, every child after its parent: searches cannot fail or loop."""
        masks, firsts, children = self.masks, self.firsts, self.children
        nodes = len(masks)
        if nodes == 0 or len(firsts) != nodes:
            raise DawgError("no nodes")
        expected = 0
        for node in range(nodes):
            mask = masks[node]
            if mask >> 27 or firsts[node] != expected:
                raise DawgError("bad node")
            expected += (mask & LETTER_BITS).bit_count()
            if expected > len(children):
                raise DawgError("bad node")
            if expected > firsts[node] and min(children[firsts[node] : expected]) <= node:
                raise DawgError("loop")
        if expected != len(children) or (children and max(children) >= nodes):
            raise DawgError("bad child")

    # ---------------------------------------------------------- queries

    def __contains__(self, word: str) -> bool:
        masks, firsts, children = self.masks, self.firsts, self.children
        node = 0
        for ch in word:
            code = ord(ch) - 65
            if not 0 <= code < 26:
                return False
            bit = 1 << code
            mask = masks[node]
            if not mask & bit:
                return False
            node = children[firsts[node] + (mask & (bit - 1)).bit_count()]
        return bool(masks[node] & FINAL)

    def child(self, node: int, code: int) -> int | None:
        """The node reached from ``node`` by letter ``code`` (A = 0), or None."""
        bit = 1 << code
        mask = self.masks[node]
        if not mask & bit:
            return None
        return self.children[self.firsts[node] + (mask & (bit - 1)).bit_count()]

    def edges(self, node: int) -> Iterator[tuple[int, int]]:
        """(letter code, child node) for each edge leaving ``node``, in letter order."""
        mask = self.masks[node] & LETTER_BITS
        index = self.firsts[node]
        while mask:
            low = mask & -mask
            yield low.bit_length() - 1, self.children[index]
            index += 1
            mask ^= low

    def is_final(self, node: int) -> bool:
        return bool(self.masks[node] & FINAL)

    def words(self) -> Iterator[str]:
        """Every word, in alphabetical order."""
        stack: list[tuple[int, str]] = [(0, "")]
        while stack:
            node, prefix = stack.pop()
            if self.is_final(node) and prefix:
                yield prefix
            stack.extend((child, prefix + chr(65 + code)) for code, child in reversed(list(self.edges(node))))
