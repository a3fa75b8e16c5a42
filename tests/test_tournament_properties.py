"""Simulated classic tournaments of 8 to 128 players (seed 003): every player
present is paired exactly once a round, no rematch unless 003's permutation
rule found nobody else, and the standings equal a recomputation from the results."""

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from motamot.tournament.model import Forfeit, Match, rounds_for
from motamot.tournament.standings import standings
from motamot.tournament.tournament import Tournament


def _simulate(size: int, seed: int, best_of: int = 1) -> Tournament:
    rng = random.Random(seed)
    t = Tournament("Simulé", best_of=best_of)
    for i in range(size):
        t.players.append(t.new_player(f"J{i:03}", rng.choice([0, 800, 1000, 1200, 1500, 1800])))
    for number in range(1, rounds_for(size) + 1):
        for p in rng.sample(t.players, rng.randint(0, 2)):
            t.absences.add((p.id, number))
        if number == 3 and rng.random() < 0.5:
            leaving = rng.choice(t.players)
            t.players[t.players.index(leaving)] = t.withdrawn(leaving, number)
        paired = t.next_pairing()
        _check_round(t, paired, number)
        for m in paired:
            if m.is_bye:
                t.matches.append(m)
            elif rng.random() < 0.03:
                t.matches.append(t.with_result(m, forfeits={rng.choice(m.players())}))
            else:
                while not m.has_result:  # one game, or game after game until two are won
                    m = t.with_result(m, {m.first: rng.randint(200, 500), m.second: rng.randint(200, 500)})
                t.matches.append(m)
    return t


def _met_before(t: Tournament) -> set[frozenset[int]]:
    return {frozenset(m.players()) for m in t.matches if m.second is not None and m.forfeit is None}


def _check_round(t: Tournament, paired: list[Match], number: int) -> None:
    absent = t.absent_in(number)
    present = {p.id for p in t.players if p.plays_in(number) and p.id not in absent}
    seated = [p for m in paired for p in m.players()]
    assert sorted(seated) == sorted(present), "everybody present, once"
    met = _met_before(t)
    # 003 "Permutations": a rematch only when the player the pairing started from had
    # met every player still free at that moment (either side: the one named first is
    # the one who starts, not always the one the pairing started from).
    free = set(present) - {m.first for m in paired if m.is_bye}
    for m in (m for m in paired if not m.is_bye):
        if frozenset(m.players()) in met:
            others = free - {m.first, m.second}
            assert any(all(frozenset((x, other)) in met for other in others) for x in m.players())
        free -= set(m.players())
    # 003 §3.1: of each pair, the one who had started fewer games starts.
    started = Counter(m.first for m in t.matches if not m.is_bye and m.forfeit is None)
    assert all(started[m.first] <= started[m.second] for m in paired if m.second is not None)
    # The bye goes to someone never opposed to an absent player, while there is one.
    byes = [m.first for m in paired if m.is_bye]
    if byes:
        had = {m.first for m in t.matches if m.is_bye}
        had |= {m.first for m in t.matches if m.forfeit is Forfeit.SECOND}
        had |= {m.second for m in t.matches if m.forfeit is Forfeit.FIRST}
        assert byes[0] not in had or present <= had


def _recomputed(t: Tournament) -> dict[int, tuple[int, int]]:
    """Match points and Pdep written out plainly from 003's definitions."""
    rating = {p.id: p.rating for p in t.players}
    totals = {p.id: [0, 0] for p in t.players}
    for m in t.matches:
        if m.second is None:
            totals[m.first][0] += 3
            totals[m.first][1] += rating[m.first]
            continue
        a, b = m.first, m.second
        high, low = max(rating[a], rating[b]), min(rating[a], rating[b])
        if m.forfeit is Forfeit.BOTH:
            continue
        if m.forfeit is not None:
            came = b if m.forfeit is Forfeit.FIRST else a
            totals[came][0] += 3
            totals[came][1] += high
        elif m.best_of > 1 and sum(x > y for x, y in m.games) == sum(y > x for x, y in m.games):
            for p in (a, b):
                totals[p][0] += 2
                totals[p][1] += rating[p]
        elif m.best_of == 1 and m.first_score == m.second_score:
            for p in (a, b):
                totals[p][0] += 2
                totals[p][1] += rating[p]
        else:
            if m.best_of > 1:
                first_won = sum(x > y for x, y in m.games) > sum(y > x for x, y in m.games)
            else:
                first_won = m.first_score > m.second_score
            winner, loser = (a, b) if first_won else (b, a)
            totals[winner][0] += 3
            totals[winner][1] += high
            totals[loser][0] += 1
            totals[loser][1] += low
    return {p: (pm, pdep) for p, (pm, pdep) in totals.items()}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(8, 128), seed=st.integers(0, 10**6), best_of=st.sampled_from([1, 3]))
def test_simulated_tournaments_pair_everyone_once_avoid_rematches_and_rank_by_the_results(
    size, seed, best_of
):
    t = _simulate(size, seed, best_of)
    for m in t.matches:  # two winning games (000 §3.2): played until won, never a game more
        if m.best_of > 1 and m.forfeit is None:
            before = m.games[:-1]
            assert max(sum(x > y for x, y in before), sum(y > x for x, y in before)) < 2
            assert max(m.wins) == 2 or len(m.games) == 3
    expected = _recomputed(t)
    for final in (False, True):
        table = standings(t.players, t.matches, final)
        assert {s.player.id: (s.match_points, s.pdep) for s in table} == expected
        keys = [(s.match_points, s.ppm or 0, s.pdep) for s in table]
        assert keys == sorted(keys, reverse=True)
        assert len(table) == size
