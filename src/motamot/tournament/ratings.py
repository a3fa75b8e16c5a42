"""Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), Woogles' choice
for rated Scrabble games: a rating, its deviation (how sure it is) and its volatility.

Each rated game is one rating period for its players. A game of three or four is counted
pair by pair, as each pair's result within it (a win, a draw or a loss by score): Glicko-2
rates head-to-head results, and Scrabble's own standings treat a multiplayer game so.
Pure: no clock, no I/O. The paper's worked example is the test (tests/test_ratings.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

SCALE = 173.7178  # Glicko-2's scale: ratings are kept on Glicko's, computed on this one
TAU = 0.5  # how much the volatility may change (the paper suggests 0.3 to 1.2)
EPSILON = 0.000001  # the volatility's iteration stops within this


@dataclass(frozen=True)
class Rating:
    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player: Rating, results: list[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one period's ``results``: each opponent's rating before the
    period and the score against them (1 won, 0.5 drawn, 0 lost). No game: only the
    deviation grows (step 6 of the paper)."""
    mu = (player.rating - 1500) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    opponents = [((r.rating - 1500) / SCALE, r.deviation / SCALE, score) for r, score in results]
    v = 1 / sum(
        _g(phi_j) ** 2 * _expected(mu, mu_j, phi_j) * (1 - _expected(mu, mu_j, phi_j))
        for mu_j, phi_j, _ in opponents
    )
    delta = v * sum(_g(phi_j) * (score - _expected(mu, mu_j, phi_j)) for mu_j, phi_j, score in opponents)
    sigma = _volatility(delta, phi, v, sigma, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu = mu + phi * phi * sum(
        _g(phi_j) * (score - _expected(mu, mu_j, phi_j)) for mu_j, phi_j, score in opponents
    )
    return Rating(mu * SCALE + 1500, phi * SCALE, sigma)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5 of the paper: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (
            tau * tau
        )

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def rate_game(ratings: list[Rating], standing: Sequence[Any]) -> list[Rating]:
    """Every player's rating after one game, pair by pair by their ``standing`` in it (any
    comparable value, the higher the better: a winner's mark then the final score, so that a
    win by resignation counts as a win)."""
    results = []
    for i, (mine, score) in enumerate(zip(ratings, standing, strict=True)):
        against = [
            (theirs, 1.0 if score > other else 0.5 if score == other else 0.0)
            for j, (theirs, other) in enumerate(zip(ratings, standing, strict=True))
            if j != i
        ]
        results.append(rate(mine, against))
    return results
