"""What tiles kept are worth: the learnt table, the tool that learns it, and the table shipped."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from motamot.engine.leave import LeaveTable, learnt_leaves, leave_features

TOOL = Path(__file__).resolve().parents[1] / "tools" / "learn_leaves.py"


def test_a_leave_is_weighed_by_each_copy_each_pair_and_its_vowels_and_consonants():
    assert leave_features("AEES?") == [
        "A", "E", "EE", "S", "?", "?+A", "?+E", "?+S", "A+E", "A+S", "E+S", "3v1c",
    ]  # fmt: skip
    assert leave_features("") == []
    table = LeaveTable({"E": 2.0, "EE": -3.0, "E+S": 1.5, "1v1c": 0.5})
    assert table.value("SE") == pytest.approx(2.0 + 1.5 + 0.5)
    assert table.value(["E", "E"]) == pytest.approx(2.0 - 3.0)  # "2v0c" was never learnt: nothing


def test_a_damaged_table_names_its_line():
    with pytest.raises(ValueError, match="line 3: 'S sept'"):
        LeaveTable.parse("# comment\nE 2.0\nS sept\n")


def test_the_table_read_back_is_the_table_written():
    weights = {"?": 20.25, "Q": -7.5, "E+S": 1.0}
    assert LeaveTable.parse(LeaveTable.text(weights, 10, 40.0)).weights == weights


def test_fitting_finds_the_worth_planted_in_the_moves(tmp_path):
    # Next-move scores made of a base, 10 points for an S kept, 6 lost for a Q, and noise:
    # the regression must find the S and the Q and next to nothing for the other letters.
    draws = random.Random(4)
    lines = []
    for _ in range(20000):
        leave = "".join(sorted(draws.sample("AEIOUSQRTLNBCD?", draws.randrange(0, 6))))
        score = 40 + 10 * ("S" in leave) - 6 * ("Q" in leave) + draws.gauss(0, 8)
        lines.append(f"{leave or '-'}\t{round(score)}\t-\t0")  # no next leave to weigh
    records = tmp_path / "moves.tsv"
    records.write_text("\n".join(lines) + "\n", encoding="ascii")
    table = _fitted(records, tmp_path / "table.txt")
    assert table.value("S") == pytest.approx(10, abs=1.5)
    assert table.value("Q") == pytest.approx(-6, abs=1.5)
    assert table.value("R") == pytest.approx(0, abs=1.5)
    assert table.value("ST") - table.value("T") == pytest.approx(10, abs=1.5)


def test_a_joker_kept_is_worth_what_it_brings_when_played_later(tmp_path):
    # Half the time the joker kept is played and brings 10 points; the other half it is
    # kept again for the move after. Its worth is 10, not the 5 of the next move alone.
    draws = random.Random(5)
    lines = []
    for _ in range(20000):
        leave = "".join(sorted(draws.sample("AEIORSTLN", 3) + (["?"] if draws.random() < 0.5 else [])))
        played = draws.random() < 0.5
        score = 40 + (10 if "?" in leave and played else 0) + draws.gauss(0, 8)
        after = leave if "?" in leave and not played else "-"
        lines.append(f"{leave}\t{round(score)}\t{after}\t{50}")
    records = tmp_path / "moves.tsv"
    records.write_text("\n".join(lines) + "\n", encoding="ascii")
    table = _fitted(records, tmp_path / "table.txt")
    assert table.value("?AER") - table.value("AER") == pytest.approx(10, abs=1.5)


def _fitted(records: Path, table_file: Path) -> LeaveTable:
    run = subprocess.run(
        [sys.executable, str(TOOL), "fit", str(records), "--out", str(table_file)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    return LeaveTable.parse(table_file.read_text(encoding="ascii"))


def _played(records: Path, *options: str) -> list[str]:
    run = subprocess.run(
        [sys.executable, str(TOOL), "play", "--games", "1", "--seed", "3", "--out", str(records), *options],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    return records.read_text(encoding="ascii").splitlines()


def test_playing_records_each_leave_and_the_next_move_of_its_player(tmp_path):
    lines = _played(tmp_path / "moves.tsv")
    assert len(lines) >= 10  # both players' moves while the bag could refill their racks
    for line in lines:
        leave, score, after, bag = line.split("\t")
        assert leave == "-" or (len(leave) <= 6 and list(leave) == sorted(leave))
        assert after == "-" or (len(after) <= 7 and list(after) == sorted(after))
        assert 0 <= int(score) < 400 and 0 <= int(bag) <= 86


def test_learnt_players_keep_other_tiles_from_the_same_bags(tmp_path):
    # --learnt: the same game (same seed) played by experts weighing leaves by the shipped table.
    assert _played(tmp_path / "learnt.tsv", "--learnt") != _played(tmp_path / "expert.tsv")


def test_the_shipped_table_knows_the_tiles_worth_keeping():
    value = learnt_leaves().value
    assert value("?") > value("S") > value("E") > value("") > value("Q")
    assert value("??") > value("?")
    assert value("EEE") < value("E")
    assert value("AEIOU") < value("AERST")
    assert value("QU") > value("Q")
    assert value("W") < 0 and value("V") < 0
