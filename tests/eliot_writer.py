"""A small writer of dictionaries in Eliot's format, for the tests: it follows
the format as Eliot's public source describes it (src/motamot/lexicon/eliot.py
says how) and builds a plain trie, a valid if unminimised word graph."""

import struct

FRENCH = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def edge(pointer: int, code: int, word_end: bool = False, last: bool = False) -> int:
    return pointer | word_end << 24 | last << 25 | code << 26


def eliot_bytes(
    words: list[str],
    letters: str = FRENCH,
    *,
    name: str = "Test 1.0",
    version: int = 2,
    algorithm: int = 1,
    word_count: int | None = None,
    edges: list[int] | None = None,
    root: int | None = None,
) -> bytes:
    """A dictionary as Eliot's compdic would lay it out, from a trie of ``words``."""
    if edges is None:
        trie: dict = {}  # letter: [child trie, a word ends with this letter]
        for word in words:
            node = trie
            for i, ch in enumerate(word):
                entry = node.setdefault(ch, [{}, False])
                if i == len(word) - 1:
                    entry[1] = True
                node = entry[0]
        edges = [edge(0, 0, last=True)]  # edge 0: the end node

        def place(node: dict) -> int:
            pointers = {ch: place(child) if child else 0 for ch, (child, _end) in sorted(node.items())}
            first = len(edges)
            for i, (ch, (_child, end)) in enumerate(sorted(node.items())):
                edges.append(edge(pointers[ch], letters.index(ch) + 1, end, i == len(node) - 1))
            return first

        edges.append(edge(place(trie), 0))  # the root edge: compdic leaves it unmarked
        root = len(edges) - 1
    encoded_letters = letters.encode("utf-8")
    header = struct.pack(
        ">22sBB6I",
        b"_COMPILED_DICTIONARY_\x00",
        version,
        0,
        root,
        len(words) if word_count is None else word_count,
        len(edges) - 1,
        0,
        0,
        0,
    )
    header += struct.pack(
        ">Q32sIBB30sI80sII64s64sQQ",
        0,
        b"test@host",
        9,
        algorithm,
        0,
        name.encode("utf-8"),
        len(name.encode("utf-8")),
        encoded_letters,
        len(encoded_letters),
        len(letters),
        bytes(64),
        bytes(64),
        0,
        0,
    )
    if version >= 2:
        header += struct.pack(">112sH", b"", 0)
    return header + struct.pack(f">{len(edges)}I", *edges)
