"""A player's own list compiled for Eliot (`.dawg`): read whole and checked;
damaged, truncated, looping and hostile files refused with the fault named."""

import pytest
from eliot_writer import edge, eliot_bytes
from hypothesis import given, settings
from hypothesis import strategies as st

from motamot.files import FileProblem, RecordError
from motamot.lexicon.eliot import EliotError, EliotFault, read_eliot
from motamot.lexicon.lexicon import load_word_list

WORDS = ["AA", "ABAT", "ABATS", "CHAT", "CHATS", "CHIEN", "ZOO", "ZOUK"]


def fault_of(data: bytes) -> EliotFault:
    with pytest.raises(EliotError) as error:
        read_eliot(data)
    return error.value.fault


def test_a_dictionary_round_trips_with_its_name():
    dictionary = read_eliot(eliot_bytes(WORDS))
    assert dictionary.words == WORDS and dictionary.name == "Test 1.0"


def test_version_1_has_no_display_extension():
    assert read_eliot(eliot_bytes(WORDS, version=1)).words == WORDS


def test_a_players_eliot_dictionary_becomes_the_list_in_use(tmp_path):
    path = tmp_path / "ods.dawg"
    path.write_bytes(eliot_bytes(WORDS, name="ODS 5.0"))
    lexicon = load_word_list(path, tmp_path / "cache")
    assert lexicon.name == "ODS 5.0 (ods.dawg)" and lexicon.size == len(WORDS)
    assert "zouk" in lexicon and "CHATTE" not in lexicon
    again = load_word_list(path, tmp_path / "cache")  # from the cache, still named
    assert again.name == lexicon.name and again.size == lexicon.size


def test_a_damaged_dictionary_is_a_clear_error_and_nothing_is_used(tmp_path):
    path = tmp_path / "ods.dawg"
    path.write_bytes(eliot_bytes(WORDS)[:-3])
    with pytest.raises(RecordError) as error:
        load_word_list(path, tmp_path / "cache")
    assert error.value.problem is FileProblem.BAD_ELIOT_DICTIONARY
    assert error.value.details["fault"] is EliotFault.TRUNCATED
    assert not (tmp_path / "cache").exists()


@pytest.mark.parametrize("cut", [10, 48, 200, 474, -1])
def test_truncated_files_are_refused(cut):
    data = eliot_bytes(WORDS)
    assert fault_of(data[:cut]) is EliotFault.TRUNCATED


def test_bytes_after_the_last_edge_are_refused():
    assert fault_of(eliot_bytes(WORDS) + b"\0\0\0\0") is EliotFault.TRAILING_BYTES


def test_a_looping_graph_is_refused():
    # CHAT → A → B… : the edge for B points back to the node that holds it.
    edges = [edge(0, 0, last=True), edge(1, 2, True, last=True), edge(1, 0)]
    assert fault_of(eliot_bytes(["A"], edges=edges, root=2, word_count=1)) is EliotFault.LOOP


def test_a_path_that_ends_without_a_word_is_refused():
    edges = [edge(0, 0, last=True), edge(0, 1, word_end=False, last=True), edge(1, 0)]
    assert fault_of(eliot_bytes(["A"], edges=edges, root=2, word_count=1)) is EliotFault.BAD_EDGE


@pytest.mark.parametrize(
    "bad_edge",
    [edge(999, 1, True, last=True), edge(0, 0, True, last=True), edge(0, 27, True, last=True)],
    ids=["pointer outside the table", "letter code 0", "letter code past the letters"],
)
def test_hostile_edges_are_refused(bad_edge):
    edges = [edge(0, 0, last=True), bad_edge, edge(1, 0)]
    assert fault_of(eliot_bytes(["A"], edges=edges, root=2, word_count=1)) is EliotFault.BAD_EDGE


def test_a_node_that_never_ends_is_refused():
    edges = [edge(0, 0, last=True), edge(0, 1, True), edge(1, 0)]
    assert fault_of(eliot_bytes(["A"], edges=edges, root=2, word_count=1)) is EliotFault.BAD_EDGE


def test_a_graph_of_astronomically_many_words_is_refused_without_listing_them():
    # 40 nodes in a row, each with two edges to the next: 2**40 paths.
    edges = [edge(0, 0, last=True)]
    for level in range(40):
        nxt = len(edges) + 2 if level < 39 else 0
        end = level == 39
        edges += [edge(nxt, 1, end), edge(nxt, 2, end, last=True)]
    edges.append(edge(1, 0))
    data = eliot_bytes(["A"], edges=edges, root=len(edges) - 1, word_count=2**32 - 1)
    assert fault_of(data) is EliotFault.TOO_MANY_WORDS
    data = eliot_bytes(["A"], edges=edges, root=len(edges) - 1, word_count=5)
    assert fault_of(data) is EliotFault.WRONG_WORD_COUNT


def test_a_wrong_word_count_is_refused():
    assert fault_of(eliot_bytes(WORDS, word_count=len(WORDS) + 1)) is EliotFault.WRONG_WORD_COUNT


def test_letters_that_are_not_french_are_named():
    with pytest.raises(EliotError) as error:
        read_eliot(eliot_bytes(["ΩA"], letters="AΩ"))
    assert error.value.fault is EliotFault.NOT_A_LETTER and error.value.details["letter"] == "Ω"


def test_a_gaddag_an_unknown_version_and_the_oldest_format_say_so():
    assert fault_of(eliot_bytes(WORDS, algorithm=2)) is EliotFault.GADDAG
    assert fault_of(eliot_bytes(WORDS, algorithm=7)) is EliotFault.UNKNOWN_ALGORITHM
    assert fault_of(eliot_bytes(WORDS, version=3)) is EliotFault.UNKNOWN_VERSION
    assert fault_of(eliot_bytes(WORDS, version=0)) is EliotFault.TOO_OLD


def test_a_damaged_header_names_its_part():
    data = bytearray(eliot_bytes(WORDS))
    data[48 + 160 + 3] = 200  # letters size: 200 bytes in an 80-byte field
    with pytest.raises(EliotError) as error:
        read_eliot(bytes(data))
    assert error.value.details == {"part": "letters"}


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_damage_is_refused_or_read_never_a_crash(data):
    original = bytearray(eliot_bytes(WORDS))
    for _ in range(data.draw(st.integers(1, 4))):
        index = data.draw(st.integers(0, len(original) - 1))
        original[index] = data.draw(st.integers(0, 255))
    try:
        dictionary = read_eliot(bytes(original))
    except EliotError:
        return
    assert all(word.isalpha() and word.isupper() for word in dictionary.words)
