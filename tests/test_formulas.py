"""Every kind of game is a formula found by name (issue 45, point 4): its save, its table and
its registry in one object, and a game of another kind refused with the command that takes
it up."""

from __future__ import annotations

import json

import pytest
from tables import KINDS, WORDS, seated

from motamot.commands.formulas import FORMULAS, DuplicateFormula, Seating, find_formula
from motamot.describe.files import describe_record_error
from motamot.files import FileProblem, RecordError
from motamot.i18n import translation
from motamot.rules.duplicate import RULES, DuplicateGame, DuplicateRules, Verdict
from motamot.settings import Settings

FORMULA_OF = {"game": "partie", "desk": "arbitrage", "duplicate": "duplicate", "room": "salle"}


def test_each_formula_is_found_by_its_name_and_nothing_else_is() -> None:
    assert set(FORMULAS) == {"partie", "arbitrage", "visite", "duplicate", "salle", "entrainement"}
    for name, formula in FORMULAS.items():
        assert find_formula(name) is formula and formula.name == name
    with pytest.raises(ValueError, match="scrabble-joker"):
        find_formula("scrabble-joker")


@pytest.mark.parametrize("kind", KINDS)
def test_a_saved_game_is_taken_up_by_its_formula_at_a_table_of_its_kind(kind, tmp_path) -> None:
    seat = seated(kind, tmp_path)
    seat.table.session.save()
    seat.table.session.let_go()
    formula = find_formula(FORMULA_OF[kind])
    session = formula.open(seat.path, WORDS, tmp_path / "kept.json")
    try:
        table = formula.table(session, Seating(translation("fr"), Settings()))
        assert type(table) is type(seat.table)
        assert table.registry is formula.registry
        assert table.game.board.rows() == seat.table.game.board.rows()
        assert session.kind == formula.name
    finally:
        session.let_go()


@pytest.mark.parametrize(
    ("kind", "opened_as", "command"),
    [
        ("desk", "partie", "motamot arbitre, l'option reprendre et ce fichier"),
        ("game", "arbitrage", "motamot, l'option reprendre et ce fichier"),
        ("room", "duplicate", "motamot duplicate, les options salle et reprendre, et ce fichier"),
        ("duplicate", "salle", "motamot duplicate, l'option reprendre et ce fichier"),
    ],
)
def test_a_game_of_another_kind_is_refused_with_the_command_that_takes_it_up(
    kind, opened_as, command, tmp_path
) -> None:
    seat = seated(kind, tmp_path)
    seat.table.session.save()
    seat.table.session.let_go()
    with pytest.raises(RecordError) as refused:
        find_formula(opened_as).open(seat.path, WORDS, seat.path)
    assert refused.value.problem is FileProblem.OTHER_KIND
    said = describe_record_error(translation("fr"), refused.value, str(seat.path))
    assert said == (
        f"{seat.path}, c'est une autre sorte de partie, elle se reprend avec {command}. Rien n'a été modifié."
    )
    # Let go: the right formula takes it up at once.
    find_formula(FORMULA_OF[kind]).open(seat.path, WORDS, seat.path).let_go()


class SevenVowels(DuplicateRules):
    """A variant drawn otherwise and scored otherwise: every rack at least three vowels and
    three consonants, a late answer still worth half."""

    name = "test-vowels"

    def needed(self, move_number: int) -> tuple[int, int]:
        return (3, 3)

    def scored(self, worth: int, late: bool) -> tuple[Verdict, int]:
        return (Verdict.LATE, worth // 2) if late else (Verdict.SCORED, worth)


def test_a_variant_of_duplicate_is_rules_of_its_own_kept_in_its_save(tmp_path, monkeypatch) -> None:
    """Issues 45 and 59: a duplicate variant is a new class of rules, registered by its name;
    the duplicate formula makes a game by them, and its drawing rule and its scoring follow
    the game into its save and back."""
    rules = SevenVowels()
    monkeypatch.setitem(RULES, SevenVowels.name, rules)
    monkeypatch.setattr(DuplicateFormula, "save_path", lambda self: tmp_path / "variant.json")
    formula = find_formula("duplicate")
    assert isinstance(formula, DuplicateFormula)
    session = formula.new(["Anne"], WORDS, 5, 180, rules=rules)
    try:
        (drawn,) = session.next_rack()
        assert drawn.needed == (3, 3) and rules.is_fit(drawn.rack, 1)
        session.save()
    finally:
        session.let_go()
    data = json.loads((tmp_path / "variant.json").read_text())
    assert data["rules"] == "test-vowels"
    again = find_formula("duplicate").open(tmp_path / "variant.json", WORDS, tmp_path / "variant.json")
    try:
        assert isinstance(again.game, DuplicateGame) and again.game.rules.name == "test-vowels"
        assert again.game.rules.scored(40, late=True) == (Verdict.LATE, 20)
    finally:
        again.let_go()
    # Rules this motamot does not know: the save is refused, its field named.
    data["rules"] = "inconnues"
    (tmp_path / "variant.json").write_text(json.dumps(data))
    with pytest.raises(RecordError) as refused:
        find_formula("duplicate").open(tmp_path / "variant.json", WORDS, tmp_path / "variant.json")
    assert refused.value.problem is FileProblem.BAD_FIELD and refused.value.details["field"] == "rules"
