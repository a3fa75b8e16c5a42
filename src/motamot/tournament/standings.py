"""Match points, tie-breaks and standings of a classic tournament (seed 003).

- Match points (PM): win 3, draw 2, loss 1, forfeit 0 (003 "Points de match").
- Pdep: the winner takes the higher of the two ratings, the loser the lower,
  a draw gives each their own (003 "Points de départage Pdep"); they add up.
- PPM: within players on equal PM, each pair's games against each other:
  3 for a win, 1 for a loss, 2 for a draw or when they never played; worked
  out afresh for every standings, never carried over (003 "PPM").
- Intermediate standings: PM, then PPM only when every tied player met every
  other, then Pdep; final standings: PM, PPM, Pdep; equal on all: ex æquo.

Where 003 is silent (said in docs/*/tournoi.md): a forfeit is a win for the
player who came (3 PM, the higher rating) and 0 PM, 0 Pdep for the one who
did not; the bye, when the players present are odd, is such a win with the
player's own rating; a round missed (absent, withdrawn) gives nothing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from motamot.tournament.model import Forfeit, Match, Player, initial_order

WIN, DRAW, LOSS, FORFEITED = 3, 2, 1, 0
NEVER_MET = 2  # PPM for two tied players who never played each other


@dataclass(frozen=True)
class Result:
    """One player's side of one match."""

    player: int
    opponent: int | None  # None: the bye
    match_points: int
    pdep: int
    played: bool  # a game took place (not a forfeit, not the bye)
    absent_opponent: bool  # the opponent was absent: the bye, or a forfeit by the other side


def results_of(match: Match, ratings: dict[int, int]) -> list[Result]:
    """Both sides of a match with a result; none for a match still being played."""
    if match.second is None:
        own = ratings[match.first]
        return [Result(match.first, None, WIN, own, False, True)]
    if not match.has_result:
        return []
    first, second = match.first, match.second
    high, low = max(ratings[first], ratings[second]), min(ratings[first], ratings[second])
    if match.forfeit is not None:
        first_came = match.forfeit is Forfeit.SECOND
        second_came = match.forfeit is Forfeit.FIRST
        return [
            Result(
                first, second, WIN if first_came else FORFEITED, high if first_came else 0, False, first_came
            ),
            Result(
                second,
                first,
                WIN if second_came else FORFEITED,
                high if second_came else 0,
                False,
                second_came,
            ),
        ]
    # A match in two winning games is won by games, as a single game is by points.
    first_score, second_score = match.wins if match.best_of > 1 else (match.first_score, match.second_score)
    assert first_score is not None and second_score is not None
    if first_score == second_score:
        return [
            Result(first, second, DRAW, ratings[first], True, False),
            Result(second, first, DRAW, ratings[second], True, False),
        ]
    first_won = first_score > second_score
    return [
        Result(first, second, WIN if first_won else LOSS, high if first_won else low, True, False),
        Result(second, first, LOSS if first_won else WIN, low if first_won else high, True, False),
    ]


@dataclass(frozen=True)
class Standing:
    player: Player
    rank: int
    tied: bool  # ex æquo with the player above or below
    match_points: int
    ppm: int | None  # None when it does not count for this player's group
    pdep: int
    games: int  # rounds the player was there for: played, won by forfeit, the bye; not one forfeited


def all_results(matches: Iterable[Match], players: Iterable[Player]) -> list[Result]:
    ratings = {p.id: p.rating for p in players}
    return [result for match in matches for result in results_of(match, ratings)]


def players_met(results: Iterable[Result]) -> set[frozenset[int]]:
    """Pairs of players who played a game together."""
    return {frozenset((r.player, r.opponent)) for r in results if r.played and r.opponent is not None}


def _ppm(group: list[int], results: list[Result]) -> dict[int, int]:
    """Each member's PPM within ``group``: NEVER_MET for every other member, replaced by
    what their games together gave for those they met (linear in the results, not in
    the square of the group: a 2,000-player field has groups of a hundred or more)."""
    members = set(group)
    head_to_head: dict[tuple[int, int], int] = defaultdict(int)
    for r in results:
        if r.played and r.opponent in members and r.player in members:
            head_to_head[r.player, r.opponent] += r.match_points
    totals = {player: NEVER_MET * (len(group) - 1) for player in group}
    for (player, _other), points in head_to_head.items():
        totals[player] += points - NEVER_MET
    return totals


def initial_standings(players: list[Player]) -> list[Standing]:
    """003 "Classement initial": a strict order, rating then alphabetical; nobody is tied."""
    return [Standing(p, rank, False, 0, None, 0, 0) for rank, p in enumerate(initial_order(players), start=1)]


def standings(
    players: list[Player],
    matches: Iterable[Match],
    final: bool = False,
    excluded: frozenset[int] = frozenset(),
) -> list[Standing]:
    """Every registered player, withdrawn ones too, best first, but for the ``excluded``:
    a player absent from the round to come is "momentanément exclu du classement" (003
    "Forfaits provisoires"), out of the ranks and of the tie groups. Players equal on
    every criterion share a rank and are listed in the initial order."""
    results = all_results(matches, players)
    players = [p for p in players if p.id not in excluded]
    points: dict[int, int] = defaultdict(int)
    pdep: dict[int, int] = defaultdict(int)
    games: dict[int, int] = defaultdict(int)
    for r in results:
        points[r.player] += r.match_points
        pdep[r.player] += r.pdep
        # A round forfeited was not played (003 "Forfaits provisoires": the absent player is
        # left out of that round), though it counts 0 PM.
        games[r.player] += r.played or r.absent_opponent
    met = players_met(results)
    groups: dict[int, list[int]] = defaultdict(list)
    for p in players:
        groups[points[p.id]].append(p.id)
    ppm: dict[int, int | None] = {}
    for group in groups.values():
        counts = len(group) > 1 and (
            final or all(frozenset((a, b)) in met for a in group for b in group if a < b)
        )
        ppm.update(_ppm(group, results) if counts else dict.fromkeys(group))

    def key(p: Player) -> tuple[int, int, int]:
        return (-points[p.id], -(ppm[p.id] or 0), -pdep[p.id])

    ordered = sorted(initial_order(players), key=key)
    table: list[Standing] = []
    for i, p in enumerate(ordered):
        rank = table[-1].rank if table and key(ordered[i - 1]) == key(p) else i + 1
        tied = (i > 0 and key(ordered[i - 1]) == key(p)) or (
            i + 1 < len(ordered) and key(ordered[i + 1]) == key(p)
        )
        table.append(Standing(p, rank, tied, points[p.id], ppm[p.id], pdep[p.id], games[p.id]))
    return table
