"""Issue 61, the last of "written for the ear": a list of tables or names takes the singular
when it holds one ("le résultat de la table 1"), "et" before its last item ("des tables 1 et
2"); a duration names each unit ("5 minutes 30 secondes", never "5 min, 30 s"); French says
"de" again before each name of a list ("d'Anne et de Bruno")."""

from __future__ import annotations

import pytest

from motamot.describe.commands import describe_choices
from motamot.describe.engine import describe_own_words_used
from motamot.describe.events import describe_event
from motamot.describe.menu import describe_value_impossible, value_name
from motamot.describe.refusals import describe_refusal
from motamot.describe.scoresheet import racks_awaited
from motamot.describe.tournament import describe_result_recorded, describe_tournament_error
from motamot.describe.words import duration, of_names
from motamot.i18n import translation
from motamot.rules.events import EndReason, RemainingTilesAsked
from motamot.rules.refusals import Reason, Refusal
from motamot.settings import WARNING_SETS
from motamot.tournament.tournament import Problem, TournamentError

FR, EN = translation("fr"), translation("en")


@pytest.mark.parametrize(
    ("tables", "french", "english"),
    [
        ([1], "Résultat attendu, table 1.", "Result awaited, table 1."),
        ([1, 2], "Résultats attendus, tables 1 et 2.", "Results awaited, tables 1 and 2."),
        ([1, 3, 4], "Résultats attendus, tables 1, 3 et 4.", "Results awaited, tables 1, 3 and 4."),
    ],
)
def test_a_round_not_finished_names_its_tables_in_the_singular_or_the_plural(tables, french, english):
    error = TournamentError(Problem.ROUND_NOT_FINISHED, round=2, tables=tables)
    assert describe_tournament_error(FR, error, "club.tournoi").startswith("La ronde 2 n'est pas finie. ")
    assert describe_tournament_error(FR, error, "club.tournoi").endswith(french)
    assert describe_tournament_error(EN, error, "club.tournoi").endswith(english)


def test_the_tables_still_awaited_end_with_et():
    assert describe_result_recorded(FR, "Ronde 1", "Table 3", None, [1, 2], False)[-1] == (
        "Résultats attendus, tables 1 et 2."
    )
    assert (
        describe_result_recorded(EN, "Round 1", "Table 3", None, [2], False)[-1] == "Result awaited, table 2."
    )


def test_invalid_words_are_listed_with_et():
    refusal = Refusal(Reason.INVALID_WORDS, {"words": ["KAZ", "ZOB", "XU"]})
    assert describe_refusal(FR, refusal).startswith("Mots non valables, KAZ, ZOB et XU.")
    assert describe_refusal(EN, refusal).startswith("Invalid words, KAZ, ZOB and XU.")


@pytest.mark.parametrize(
    ("seconds", "french", "english"),
    [
        (330, "5 minutes 30 secondes", "5 minutes 30 seconds"),
        (61, "1 minute 1 seconde", "1 minute 1 second"),
        (120, "2 minutes", "2 minutes"),
        (45, "45 secondes", "45 seconds"),
    ],
)
def test_a_duration_names_each_unit(seconds, french, english):
    assert (duration(FR, seconds), duration(EN, seconds)) == (french, english)


def test_the_clock_warnings_are_said_in_full_in_the_menu():
    # Each set by how many warnings and from when, its units in full: the whole list
    # ("5 minutes, 1 minute, 30 secondes et 10 secondes") did not fit a braille line of the
    # menu with its position (issue 61, the walkthrough).
    warnings = [list(w) for w in WARNING_SETS]
    assert value_name(FR, "clock_warnings", warnings[1]) == "2 dès 5 minutes"
    assert value_name(EN, "clock_warnings", warnings[0]) == "4 from 5 minutes"
    refused = describe_value_impossible(FR, "clock_warnings", "7", tuple(warnings))
    assert "4 dès 5 minutes, 2 dès 5 minutes, 2 dès 1 minute, 6 dès 10 minutes, aucune." in refused
    assert " min" not in refused.replace(" minute", "") and " s," not in refused


def test_french_says_de_before_each_name_of_a_list():
    assert of_names(FR, ["Anne", "Bruno"]) == "d'Anne et de Bruno"
    assert of_names(FR, ["Bruno", "Anne", "Émile"]) == "de Bruno, d'Anne et d'Émile"
    assert of_names(EN, ["Anne", "Bruno"]) == "Anne and Bruno"
    assert (
        racks_awaited(FR, ["Anne", "Bruno"])
        == "Partie finie, on attend les lettres restantes d'Anne et de Bruno."
    )
    assert racks_awaited(EN, ["Anne", "Bruno"]) == "Game over, waiting for the tiles left for Anne and Bruno."
    asked = RemainingTilesAsked((0, 1), EndReason.PASSES)
    assert "Lettres restantes d'Émile et de Zoé ?" in describe_event(FR, asked, ["Émile", "Zoé"])
    assert "Tiles left for Émile and Zoé?" in describe_event(EN, asked, ["Émile", "Zoé"])


def test_other_lists_after_a_plural_noun_end_with_et_or_ou():
    ambiguous = TournamentError(
        Problem.AMBIGUOUS_PLAYER, name="Anne", candidates=["Anne Martin", "Anne Roux"]
    )
    said = describe_tournament_error(FR, ambiguous, "club.tournoi")
    assert "plusieurs joueurs, Anne Martin et Anne Roux. Écrivez" in said
    assert "Anne Martin and Anne Roux" in describe_tournament_error(EN, ambiguous, "club.tournoi")
    assert describe_own_words_used(FR, ["CUT", "WIFI"]) == "mots ajoutés CUT et WIFI"
    assert describe_choices(FR, "volume", (0, 50, 100)).endswith("l'une des valeurs 0, 50 ou 100.")
    assert describe_choices(EN, "volume", (0, 50, 100)).endswith("0, 50 or 100.")
