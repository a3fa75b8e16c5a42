"""Classic tournaments, the Belgian formula (seed 003, "La Formule Classique"):
hand-checked pairings, match points, tie-breaks and standings."""

from motamot.tournament.model import Forfeit, Match, Player, initial_order, rounds_for
from motamot.tournament.pairing import later_round_pairs, pair_round, round_one_pairs
from motamot.tournament.standings import standings
from motamot.tournament.tournament import Problem, Tournament, TournamentError, check_round_count


def met(*pairs):
    return {frozenset(p) for p in pairs}


def test_the_number_of_rounds_follows_the_number_of_players():
    # 003 "Nombre de matchs": minimum 4; 17-32: 5; 33-64: 6; 65-128: 7.
    assert [rounds_for(n) for n in (2, 8, 16, 17, 32, 33, 64, 65, 128)] == [4, 4, 4, 5, 5, 6, 6, 7, 7]


def test_the_initial_ranking_is_by_rating_then_alphabetical():
    # 003 "Classement initial".
    players = [
        Player(1, "Zoé", 1200),
        Player(2, "bruno", 1400),
        Player(3, "Anne", 1400),
        Player(4, "Yves", 900),
    ]
    assert [p.name for p in initial_order(players)] == ["Anne", "bruno", "Zoé", "Yves"]


def test_round_one_pairs_group_a_first_against_last_and_group_b_by_twos():
    # 003 "Premier match": 12 players, group A = the first 8, group B = the last 4.
    assert round_one_pairs(list(range(1, 13))) == [(1, 8), (2, 7), (3, 6), (4, 5), (9, 10), (11, 12)]
    # 6 players: A = 4, B = 2.
    assert round_one_pairs(list(range(1, 7))) == [(1, 4), (2, 3), (5, 6)]


def test_an_even_group_pairs_its_first_with_its_last():
    # 003 "Deuxième match", even case.
    points = {1: 3, 2: 3, 3: 3, 4: 3, 5: 1, 6: 1, 7: 1, 8: 1}
    assert later_round_pairs(list(range(1, 9)), points, set()) == [(1, 4), (2, 3), (5, 8), (6, 7)]


def test_an_odd_group_sends_its_first_to_the_first_of_the_next_group():
    # 003 "Deuxième match", odd case: the first with 3 PM meets the first with 2 PM…
    points = {1: 3, 2: 3, 3: 3, 4: 2, 5: 1, 6: 1, 7: 1, 8: 1}
    assert later_round_pairs(list(range(1, 9)), points, set()) == [(1, 4), (2, 3), (5, 8), (6, 7)]
    # …or with 1 PM when nobody has 2.
    points = {1: 3, 2: 3, 3: 3, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1}
    assert later_round_pairs(list(range(1, 9)), points, set()) == [(1, 4), (2, 3), (5, 8), (6, 7)]
    # The group below, one short after giving its first, is odd in turn (003 "Matches suivants").
    points = {1: 3, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1}
    assert later_round_pairs(list(range(1, 7)), points, set()) == [(1, 2), (3, 4), (5, 6)]


def test_a_rematch_looks_up_the_standings_from_the_planned_opponent():
    # 003 "Permutations": 1 already met 4, the first free player above 4 who has not met 1 is 3.
    points = dict.fromkeys(range(1, 9), 3)
    pairs = later_round_pairs(list(range(1, 5)), points, met((1, 4)))
    assert pairs == [(1, 3), (2, 4)]
    # 3 met 1 too: further up, 2.
    assert later_round_pairs(list(range(1, 5)), points, met((1, 4), (1, 3))) == [(1, 2), (3, 4)]


def test_a_rematch_then_looks_down_and_else_stands():
    points = {1: 3, 2: 3, 3: 3, 4: 3, 5: 1, 6: 1, 7: 1, 8: 1}
    # 1 met everyone above 4 and 4 itself: the search goes down from 4, to 5.
    pairs = later_round_pairs(list(range(1, 9)), points, met((1, 4), (1, 3), (1, 2)))
    assert pairs[0] == (1, 5)
    # Four players who all met: the match is kept ("on garde le match entre A et B").
    everyone = met((1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4))
    assert later_round_pairs([1, 2, 3, 4], dict.fromkeys(range(1, 5), 3), everyone) == [(1, 4), (2, 3)]


def _players(count: int) -> list[Player]:
    return [Player(i, f"Joueur {i:02}", 2000 - 10 * i) for i in range(1, count + 1)]


def _won(round_: int, table: int, winner: int, loser: int) -> Match:
    return Match(round_, table, winner, loser, 400, 300)


def test_absent_players_are_not_paired_and_keep_their_points():
    # 003 "Forfaits provisoires et abandons".
    players = _players(6)
    round_one = [_won(1, 1, 1, 4), _won(1, 2, 2, 3), _won(1, 3, 5, 6)]
    pairs = pair_round(players, round_one, 2, absent={1})
    assert all(1 not in m.players() for m in pairs)
    assert sorted(p for m in pairs for p in m.players()) == [2, 3, 4, 5, 6]
    table = standings(players, round_one + pairs)
    anne = next(s for s in table if s.player.id == 1)
    assert anne.match_points == 3 and anne.games == 1


def test_the_player_left_over_gets_the_bye_once_and_it_is_a_win():
    # Five present: the lowest is left over, meets an absent opponent (a win, 3 PM,
    # their own rating as Pdep) and is not left over again (003: "Un joueur ne peut
    # pas être opposé à un joueur absent plus d'une fois").
    players = _players(5)
    round_one = pair_round(players, [], 1, set())
    assert round_one[-1] == Match(1, 3, 5, None)
    results = [
        Match(1, 1, 1, 2, 400, 300),
        Match(1, 2, 3, 4, 400, 300),
        round_one[-1],
    ]
    five = next(s for s in standings(players, results) if s.player.id == 5)
    assert (five.match_points, five.pdep) == (3, 1950)
    round_two = pair_round(players, results, 2, set())
    assert round_two[-1].is_bye and round_two[-1].first != 5


def test_a_forfeit_gives_three_points_to_the_one_who_came_and_nothing_to_the_other():
    players = _players(2)
    table = standings(players, [Match(1, 1, 1, 2, forfeit=Forfeit.FIRST)])
    assert [(s.player.id, s.match_points, s.pdep) for s in table] == [(2, 3, 1990), (1, 0, 0)]


def test_pdep_takes_the_higher_rating_for_the_winner_the_lower_for_the_loser_own_for_a_draw():
    # 003 "Points de départage : Pdep".
    players = [
        Player(1, "Anne", 1500),
        Player(2, "Bruno", 1200),
        Player(3, "Chloé", 1300),
        Player(4, "David", 1100),
    ]
    matches = [Match(1, 1, 2, 1, 420, 380), Match(1, 2, 3, 4, 350, 350)]
    pdep = {s.player.name: s.pdep for s in standings(players, matches)}
    assert pdep == {"Bruno": 1500, "Anne": 1200, "Chloé": 1300, "David": 1100}


def test_ppm_decides_between_tied_players_only_when_they_all_met():
    # 003 "Classements intermédiaires": PPM only if every tied player met every other.
    players = [
        Player(1, "Anne", 1000),
        Player(2, "Bruno", 1400),
        Player(3, "Chloé", 1300),
        Player(4, "David", 1200),
    ]
    # Round 1: Anne beats Bruno, Chloé beats David. Round 2: Bruno beats David, Anne beats Chloé.
    matches = [
        Match(1, 1, 1, 2, 400, 300),
        Match(1, 2, 3, 4, 400, 300),
        Match(2, 1, 2, 4, 400, 300),
        Match(2, 2, 1, 3, 400, 300),
    ]
    # Anne 6 PM; Bruno and Chloé 4 PM but they never met: no PPM, Pdep decides (1000 + 1400 > 1300 + 1000).
    table = standings(players, matches)
    assert [s.player.name for s in table] == ["Anne", "Bruno", "Chloé", "David"]
    bruno, chloe = table[1], table[2]
    assert bruno.ppm is None and chloe.ppm is None and bruno.pdep == 2400 > chloe.pdep == 2300
    # Round 3: Bruno and Chloé draw; Anne forfeits against David (0 PM). Anne, Bruno and
    # Chloé, all on 6 PM, all met one another: PPM counts.
    matches += [Match(3, 1, 2, 3, 350, 350), Match(3, 2, 1, 4, forfeit=Forfeit.FIRST)]
    table = standings(players, matches)
    top = {s.player.name: s for s in table[:3]}
    assert {s.match_points for s in top.values()} == {6}
    # Anne beat Bruno and Chloé: 3 + 3; Bruno lost to Anne, drew with Chloé: 1 + 2; Chloé: 1 + 2.
    assert (top["Anne"].ppm, top["Bruno"].ppm, top["Chloé"].ppm) == (6, 3, 3)
    # Anne first on PPM although her Pdep is the lowest (1400 + 1300 + 0); then Pdep: Bruno
    # 1000 + 1400 + 1400 = 3800 before Chloé 1300 + 1000 + 1300 = 3600.
    assert [s.player.name for s in table[:3]] == ["Anne", "Bruno", "Chloé"]
    assert (top["Anne"].pdep, top["Bruno"].pdep, top["Chloé"].pdep) == (2700, 3800, 3600)


def test_final_standings_use_ppm_even_when_the_tied_players_did_not_all_meet():
    # 003 "Classement final": PM, PPM, Pdep, always; players who never met get 2 PPM each.
    a, b, c, d, e, f = (
        Player(1, "Anne", 1000),
        Player(2, "Bruno", 1400),
        Player(3, "Chloé", 1300),
        Player(4, "David", 1200),
        Player(5, "Emma", 1500),
        Player(6, "Fred", 900),
    )
    players = [a, b, c, d, e, f]
    matches = [
        _won(1, 1, a.id, b.id),
        _won(1, 2, c.id, d.id),
        _won(1, 3, e.id, f.id),
        _won(2, 1, b.id, c.id),
        _won(2, 2, e.id, a.id),
        _won(2, 3, d.id, f.id),
    ]
    # Anne, Bruno, Chloé and David on 4 PM; only Anne-Bruno, Chloé-David and Bruno-Chloé met.
    intermediate = standings(players, matches)
    assert [s.player.name for s in intermediate] == ["Emma", "Chloé", "Bruno", "David", "Anne", "Fred"]
    assert [(s.rank, s.tied, s.ppm) for s in intermediate[2:5]] == [(3, True, None)] * 3  # Pdep 2400 each
    final = standings(players, matches, final=True)
    assert {s.player.name: s.ppm for s in final[1:5]} == {"Anne": 7, "Bruno": 6, "Chloé": 6, "David": 5}
    assert [s.player.name for s in final] == ["Emma", "Anne", "Chloé", "Bruno", "David", "Fred"]


def test_players_equal_on_every_criterion_are_ex_aequo():
    # 003 "Classement final": same PM, PPM and Pdep: ex æquo.
    players = [
        Player(1, "Anne", 1200),
        Player(2, "Bruno", 1200),
        Player(3, "Chloé", 1200),
        Player(4, "David", 1200),
    ]
    matches = [Match(1, 1, 1, 2, 300, 300), Match(1, 2, 3, 4, 300, 300)]
    table = standings(players, matches, final=True)
    assert [(s.rank, s.tied) for s in table] == [(1, True)] * 4


def test_the_tournament_refuses_what_would_break_it():
    t = Tournament("Club")
    for name, rating in (("Anne", 1500), ("Bruno", 1400), ("Chloé", 1300)):
        t.players.append(t.new_player(name, rating))
    for call, problem in (
        (lambda: t.new_player("anne", 1000), Problem.NAME_TAKEN),
        (lambda: t.new_player("  ", 1000), Problem.EMPTY_NAME),
        (lambda: t.new_player("Zoé", -5), Problem.BAD_RATING),
        (lambda: t.player("Xavier"), Problem.UNKNOWN_PLAYER),
        (lambda: t.check_round_open(99), Problem.NO_SUCH_ROUND),
        (lambda: check_round_count(0), Problem.BAD_ROUND_COUNT),
    ):
        try:
            call()
        except TournamentError as error:
            assert error.problem is problem
        else:
            raise AssertionError(problem)
    t.matches += t.next_pairing()
    try:
        t.next_pairing()
    except TournamentError as error:
        assert error.problem is Problem.ROUND_NOT_FINISHED and error.details["tables"] == [1]
    else:
        raise AssertionError("paired over an unfinished round")
