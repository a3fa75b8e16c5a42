"""Pairing the next round of a classic tournament (seed 003).

Only the players present are paired (003 "Forfaits provisoires"): not
withdrawn, not marked absent for the round.

- Round 1 (003 "Premier match"): the initial ranking is cut into group A,
  the first two thirds, where the first meets the last, the second the one
  before last…; and group B, the last third, where the first meets the
  second, the third the fourth…
- Later rounds (003 "Deuxième match", "Matches suivants"): in the order of
  the intermediate standings, the first player not yet paired meets the last
  of the players on the same match points when they are even in number, else
  the first of the next group down.
- A rematch (003 "Permutations"): the first player of the match gets instead
  the first player up the standings from the planned opponent who is not yet
  paired and has not played them; failing that, the first one down; failing
  that, the rematch stands.

When the players present are odd in number, one is left over before pairing
(003 is silent; this is motamot's choice, said in the docs): the lowest in
the standings who has never been opposed to an absent player (003: nobody
meets an absent player twice), going up past anyone whose leaving out would
force a rematch on the others. That bye counts as a win by forfeit
(``standings``). Should every player present have had one already, the
lowest takes it again: a player cannot be left out of a round.

Who starts (003 §3.1: designated by the software so that each player starts
as often as they can; 002: the player named first starts): of each pair, the
one who has started fewer of their games so far is named first; on equal
counts, the one higher in the order the pairing read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from motamot.tournament.model import Match, Player, initial_order
from motamot.tournament.standings import Result, all_results, players_met, standings


def round_one_pairs(order: list[int]) -> list[tuple[int, int]]:
    """003 "Premier match", on an even number of players in initial order."""
    size_a = 2 * round(len(order) / 3)
    group_a, group_b = order[:size_a], order[size_a:]
    pairs = [(group_a[i], group_a[-1 - i]) for i in range(len(group_a) // 2)]
    pairs += [(group_b[i], group_b[i + 1]) for i in range(0, len(group_b), 2)]
    return pairs


def _other_opponent(first: int, planned: int, free: list[int], met: set[frozenset[int]]) -> int:
    """003 "Permutations": up the standings from the planned opponent, then down."""
    start = free.index(planned)
    upwards = free[start - 1 : 0 : -1]  # free[0] is ``first`` itself
    downwards = free[start + 1 :]
    for candidate in [*upwards, *downwards]:
        if frozenset((first, candidate)) not in met:
            return candidate
    return planned


def later_round_pairs(
    order: list[int], points: dict[int, int], met: set[frozenset[int]]
) -> list[tuple[int, int]]:
    """003 "Matches suivants" and "Permutations", on an even number of players
    in standings order; each pair in the order it was made."""
    free = list(order)
    pairs = []
    while free:
        first = free[0]
        group = [p for p in free if points[p] == points[first]]
        lower = [p for p in free if points[p] < points[first]]
        planned = group[-1] if len(group) % 2 == 0 or not lower else lower[0]
        opponent = planned
        if frozenset((first, planned)) in met:
            opponent = _other_opponent(first, planned, free, met)
        pairs.append((first, opponent))
        free.remove(first)
        free.remove(opponent)
    return pairs


def _rematches(pairs: list[tuple[int, int]], met: set[frozenset[int]]) -> int:
    return sum(frozenset(pair) in met for pair in pairs)


def _bye_and_pairs(
    order: list[int],
    results: list[Result],
    met: set[frozenset[int]],
    pairs_of: Callable[[list[int]], list[tuple[int, int]]],
) -> tuple[int | None, list[tuple[int, int]]]:
    """The player left over (None when the players are even) and the pairs of the others."""
    if len(order) % 2 == 0:
        return None, pairs_of(order)
    had_absent_opponent = {r.player for r in results if r.absent_opponent}
    candidates = [p for p in reversed(order) if p not in had_absent_opponent] or [order[-1]]
    best: tuple[int, list[tuple[int, int]]] | None = None
    for candidate in candidates:
        pairs = pairs_of([p for p in order if p != candidate])
        if not _rematches(pairs, met):
            return candidate, pairs
        best = best or (candidate, pairs)
    assert best is not None
    return best


def games_started(matches: list[Match]) -> Counter[int]:
    """How many games each player started: the first named of a match that was played."""
    return Counter(m.first for m in matches if not m.is_bye and m.forfeit is None)


def pair_round(
    players: list[Player], matches: list[Match], round_number: int, absent: set[int]
) -> list[Match]:
    """The matches of ``round_number``, tables numbered from 1, the bye last."""
    present = [p for p in players if p.plays_in(round_number) and p.id not in absent]
    results = all_results(matches, players)
    met = players_met(results)
    if round_number == 1:
        order = [p.id for p in initial_order(present)]
        bye, pairs = _bye_and_pairs(order, results, met, round_one_pairs)
    else:
        present_ids = {p.id for p in present}
        # The absent and the withdrawn are out of the standings the pairing reads, tie groups included.
        ranked = standings(players, matches, excluded=frozenset(p.id for p in players) - present_ids)
        order = [s.player.id for s in ranked]
        points = {s.player.id: s.match_points for s in ranked}
        bye, pairs = _bye_and_pairs(order, results, met, lambda ids: later_round_pairs(ids, points, met))
    starts = games_started(matches)
    pairs = [(a, b) if starts[a] <= starts[b] else (b, a) for a, b in pairs]
    paired = [Match(round_number, number, a, b) for number, (a, b) in enumerate(pairs, start=1)]
    if bye is not None:
        paired.append(Match(round_number, len(paired) + 1, bye, None))
    return paired
