"""Glicko-2 (issue 47, point 7): the worked example of Glickman's "Example of the Glicko-2
system" (2013), to its printed precision."""

from __future__ import annotations

import pytest

from motamot.tournament.ratings import Rating, rate, rate_game


def test_the_papers_worked_example():
    player = Rating(1500, 200, 0.06)
    results = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = rate(player, results)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_player_without_games_grows_less_sure():
    after = rate(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500 and after.deviation > 200


def test_a_game_of_three_is_rated_pair_by_pair():
    ratings = [Rating(), Rating(), Rating()]
    winner, second, last = rate_game(ratings, [400, 350, 300])
    assert winner.rating > 1500 > last.rating
    assert second.rating == pytest.approx(1500)  # a win and a loss against equals
    drawn = rate_game([Rating(), Rating()], [300, 300])
    assert drawn[0].rating == pytest.approx(1500) and drawn[1].rating == pytest.approx(1500)
