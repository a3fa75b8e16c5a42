"""The points of 003's classic formula the organiser could not have before (issue
"What the arbiter and the organiser still cannot do"), through the real
``motamot tournoi`` commands where a command reaches them. Each scenario was worked
out by hand from 003; the derivation is in its comments."""

from __future__ import annotations

from helpers import unwrapped

from motamot.cli.main import main
from motamot.tournament.model import Match, Player, initial_order
from motamot.tournament.standings import standings


def run(capsys, *argv):
    status = main(["--langue", "fr", *argv])
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err.strip()


def registered(tmp_path, capsys, players):
    f = str(tmp_path / "club.tournoi")
    assert run(capsys, "tournoi", "cree", f, "Club")[0] == 0
    for name, rating in players:
        assert run(capsys, "tournoi", "inscris", f, name, str(rating))[0] == 0
    return f


FIVE = [("Zoé", 1500), ("Émile", 1500), ("Eric", 1500), ("Agathe", 1500), ("Adèle", 1500)]


def test_the_initial_ranking_is_strict_and_in_french_alphabetical_order_seed_003(tmp_path, capsys):
    # 003 "Classement initial": rating, highest first; equal ratings in alphabetical
    # order. French order compares letters before accents: Adèle, Agathe, Émile, Eric, Zoé
    # (Émile before Eric, since M comes before R); nobody is tied.
    f = registered(tmp_path, capsys, FIVE)
    status, lines, _ = run(capsys, "tournoi", "classement", f, "--ronde", "0")
    assert status == 0
    # Said in full on screen and in speech (issue 61, point 10); a printed sheet abbreviates.
    assert unwrapped(lines) == [
        "Club, classement initial.",
        *(
            f"{rank}. {name}, 0 point de match, 0 point de départage"
            for rank, name in enumerate(["Adèle", "Agathe", "Émile", "Eric", "Zoé"], start=1)
        ),
    ]


def test_french_order_decides_round_one_seed_003_premier_match(tmp_path, capsys):
    # Five present: the lowest, Zoé, is left over (never opposed to an absent player).
    # The four others in initial order, Adèle, Agathe, Émile, Eric: group A is the first
    # two thirds, 2 × round(4 / 3) = 2 players, Adèle - Agathe; group B, Émile - Eric.
    # (Sorted by code point, Émile came after Zoé: Émile was left over, and Eric met Zoé.)
    f = registered(tmp_path, capsys, FIVE)
    status, lines, _ = run(capsys, "tournoi", "apparie", f)
    assert status == 0
    assert lines == [
        "Ronde 1, 3 tables.",
        "Le premier nommé commence.",
        "Table 1, Adèle contre Agathe",
        "Table 2, Émile contre Eric",
        "Table 3, Zoé, exempt",
    ]


def test_who_starts_is_balanced_seed_003_3_1(tmp_path, capsys):
    # 003 §3.1: the software designates who starts, so that each starts as often as they
    # can; 002: the player named first starts. Round 1 (group A, 2 × round(4/3) = 2):
    # Anne - Bruno and Chloé - David, Anne and Chloé start. Anne and Chloé win.
    # Round 2: Anne (3 PM, Pdep 1500) first, Chloé (3 PM, 1300) the last of their group:
    # Anne - Chloé, both started once: Anne, higher, starts. Bruno - David: neither has
    # started: Bruno, higher, starts. Round 3: Anne beat Chloé, Bruno beat David; Anne
    # (6 PM) meets Bruno (4 PM: 1 + 3; Chloé 4, David 2, Pdep decides Bruno 1400 + 1400
    # against Chloé 1300 + 1300, PPM not applied as they never met): Anne already met
    # Bruno, so (003 "Permutations") nobody above him, then down: Chloé met Anne too,
    # David did not: Anne - David; David never started, he starts. Bruno - Chloé, each
    # started once: Bruno, higher, starts.
    f = registered(tmp_path, capsys, [("Anne", 1500), ("Bruno", 1400), ("Chloé", 1300), ("David", 1200)])
    assert run(capsys, "tournoi", "apparie", f)[1][2:] == [
        "Table 1, Anne contre Bruno",
        "Table 2, Chloé contre David",
    ]
    run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "300")
    run(capsys, "tournoi", "resultat", f, "Chloé", "400", "David", "300")
    assert run(capsys, "tournoi", "apparie", f)[1][2:] == [
        "Table 1, Anne contre Chloé",
        "Table 2, Bruno contre David",
    ]
    run(capsys, "tournoi", "resultat", f, "Anne", "400", "Chloé", "300")
    run(capsys, "tournoi", "resultat", f, "Bruno", "400", "David", "300")
    assert run(capsys, "tournoi", "apparie", f)[1][2:] == [
        "Table 1, David contre Anne",
        "Table 2, Bruno contre Chloé",
    ]


def test_an_absent_player_is_out_of_the_standings_until_he_plays_seed_003_forfaits_provisoires(
    tmp_path, capsys
):
    # 003 "Forfaits provisoires": an absent player "est momentanément exclu du classement".
    # After round 1 (Anne beat Bruno, Chloé beat David), David is marked absent from round 2:
    # the standings after round 1 rank the three others and name David apart.
    f = registered(tmp_path, capsys, [("Anne", 1500), ("Bruno", 1400), ("Chloé", 1300), ("David", 1200)])
    run(capsys, "tournoi", "apparie", f)
    run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "300")
    run(capsys, "tournoi", "resultat", f, "Chloé", "400", "David", "300")
    run(capsys, "tournoi", "absent", f, "David")
    status, lines, _ = run(capsys, "tournoi", "classement", f, "--ronde", "1")
    assert status == 0
    assert unwrapped(lines) == [
        "Club, classement après la ronde 1.",
        "1. Anne, 3 points de match, 1 500 points de départage",
        "2. Chloé, 3 points de match, 1 300 points de départage",
        "3. Bruno, 1 point de match, 1 400 points de départage",
        "Absence à la ronde 2, hors du classement pour l'instant, David.",
    ]


def test_an_absent_player_leaves_the_tie_group_so_ppm_applies_seed_003_ppm():
    # X beat Y; later Y beat Z and lost nothing else, X lost to Z2; W beat V and lost to U.
    # X, Y and W all have 4 PM. With W in the group, not every tied player met every other:
    # no PPM in intermediate standings (003 "Classements intermédiaires"), Pdep decides:
    # Y 1000 + 2000 = 3000, X 1100 + 500 = 1600, W 1200 + 100 = 1300: Y, X, W.
    # W absent from the next round is out of the group: X and Y met, PPM applies, X 3, Y 1.
    ratings = {"X": 1000, "Y": 1100, "W": 1200, "Z": 2000, "Z2": 500, "V": 100, "U": 100}
    players = [Player(i, name, r) for i, (name, r) in enumerate(ratings.items(), start=1)]
    ids = {p.name: p.id for p in players}
    matches = [
        Match(1, 1, ids["X"], ids["Y"], 400, 300),
        Match(1, 2, ids["W"], ids["V"], 400, 300),
        Match(2, 1, ids["Y"], ids["Z"], 400, 300),
        Match(2, 2, ids["Z2"], ids["X"], 400, 300),
        Match(2, 3, ids["U"], ids["W"], 400, 300),
    ]

    def order(excluded=frozenset()):
        return [s.player.name for s in standings(players, matches, excluded=excluded) if s.match_points == 4]

    assert order() == ["Y", "X", "W"]
    assert order(frozenset({ids["W"]})) == ["X", "Y"]


def test_french_order_in_the_initial_order_function():
    names = ["Zoé", "Émile", "eric", "Eric", "Adèle", "Agathe", "Œdipe", "Odile"]
    ranked = [p.name for p in initial_order([Player(i, n, 1500) for i, n in enumerate(names)])]
    assert ranked == ["Adèle", "Agathe", "Émile", "eric", "Eric", "Odile", "Œdipe", "Zoé"]


def test_a_match_in_two_winning_games_seed_000_3_2_and_003_3_1(tmp_path, capsys):
    # 000 §3.2, 003 §3.1: "Pour les matchs en deux manches gagnantes, le joueur qui n'a pas
    # commencé la première partie entamera la deuxième. S'il y a une troisième manche, un
    # nouveau tirage au sort ou une nouvelle désignation aura lieu": motamot designates the
    # one named first again. Anne wins game 1, Bruno game 2, Anne game 3: Anne 2 - 1, a
    # won match: 3 PM and the higher rating for her, 1 PM and the lower for Bruno (003).
    f = str(tmp_path / "finale.tournoi")

    def say(*argv):
        status, lines, _err = run(capsys, "tournoi", *argv)
        return status, [line.strip() for line in lines]

    assert say("cree", f, "Finale", "--manches", "3")[0] == 0
    say("inscris", f, "Anne", "1500")
    say("inscris", f, "Bruno", "1400")
    assert " ".join(say("apparie", f)[1]) == (
        "Ronde 1, 1 table. Table 1, Anne contre Bruno, en deux manches gagnantes, Anne commence"
    )
    assert " ".join(say("resultat", f, "Anne", "400", "Bruno", "380")[1]).startswith(
        "Ronde 1. Table 1, Anne 1, Bruno 0, manches 400 à 380, Bruno commence la manche 2."
    )
    assert "Anne commence la manche 3" in " ".join(say("resultat", f, "Bruno", "420", "Anne", "350")[1])
    assert " ".join(say("resultat", f, "Anne", "390", "Bruno", "300")[1]) == (
        "Ronde 1. Table 1, Anne 2, Bruno 1, manches 400 à 380, 350 à 420, 390 à 300. Ronde 1, tout est joué."
    )
    assert unwrapped(run(capsys, "tournoi", "classement", f)[1])[1:] == [
        "1. Anne, 3 points de match, 1 500 points de départage",
        "2. Bruno, 1 point de match, 1 400 points de départage",
    ]
    # A fourth game is refused; game 2 written again as Anne's win makes game 3 needless.
    assert say("resultat", f, "Anne", "1", "Bruno", "2")[0] != 0
    assert "Anne 2, Bruno 0, manches 400 à 380, 500 à 380" in " ".join(
        say("resultat", f, "Anne", "500", "Bruno", "380", "--manche", "2")[1]
    )


def test_a_game_number_is_refused_in_a_one_game_tournament_and_past_the_next_game(tmp_path, capsys):
    f = registered(tmp_path, capsys, [("Anne", 1500), ("Bruno", 1400)])
    run(capsys, "tournoi", "apparie", f)
    status, _, err = run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "300", "--manche", "2")
    assert status != 0 and " ".join(err.split()) == (
        "Ici un match se joue en une partie. Écrivez le résultat sans l'option manche."
    )
    g = str(tmp_path / "bo3.tournoi")
    run(capsys, "tournoi", "cree", g, "Bo3", "--manches", "3")
    run(capsys, "tournoi", "inscris", g, "Anne", "1500")
    run(capsys, "tournoi", "inscris", g, "Bruno", "1400")
    run(capsys, "tournoi", "apparie", g)
    status, _, err = run(capsys, "tournoi", "resultat", g, "Anne", "400", "Bruno", "300", "--manche", "3")
    assert status != 0 and err.splitlines() == ["Pas de manche 3 à écrire.", "La prochaine est la manche 1."]


def test_a_tournament_file_of_the_first_version_is_read_and_upgraded_when_written(tmp_path, capsys):
    import sqlite3

    f = tmp_path / "ancien.tournoi"
    connection = sqlite3.connect(f)
    connection.executescript(
        """
        CREATE TABLE tournament (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL,
            planned_rounds INTEGER);
        CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, rating INTEGER NOT NULL,
            rating_kind TEXT NOT NULL, withdrawn_from INTEGER);
        CREATE TABLE absences (player INTEGER NOT NULL REFERENCES players (id), round INTEGER NOT NULL,
            PRIMARY KEY (player, round));
        CREATE TABLE matches (round INTEGER NOT NULL, table_number INTEGER NOT NULL,
            first INTEGER NOT NULL REFERENCES players (id), second INTEGER REFERENCES players (id),
            first_score INTEGER, second_score INTEGER, forfeit TEXT, PRIMARY KEY (round, table_number));
        INSERT INTO tournament VALUES (1, 'Ancien', NULL);
        INSERT INTO players VALUES (1, 'Anne', 1500, 'PL', NULL), (2, 'Bruno', 1400, 'PL', NULL);
        INSERT INTO matches VALUES (1, 1, 1, 2, 400, 300, NULL);
        PRAGMA user_version = 1;
        """
    )
    connection.close()
    anne = "1. Anne, 3 points de match, 1 500 points de départage"
    assert unwrapped(run(capsys, "tournoi", "classement", str(f))[1])[1] == anne
    assert sqlite3.connect(f).execute("PRAGMA user_version").fetchone()[0] == 1  # reading changes nothing
    assert run(capsys, "tournoi", "inscris", str(f), "Chloé", "1300")[0] == 0
    upgraded = sqlite3.connect(f)
    assert upgraded.execute("PRAGMA user_version").fetchone()[0] == 2
    assert upgraded.execute("SELECT first_score, best_of FROM matches").fetchall() == [(400, 1)]
    assert unwrapped(run(capsys, "tournoi", "classement", str(f))[1])[1] == anne


def test_the_championship_final_phase_between_the_best_four_seed_003(tmp_path, capsys):
    # 003: the Belgian championship "se termine par une phase finale opposant les deux
    # premiers ou les quatre premiers". Five players, two rounds (--rondes 2).
    # Round 1: Emma, the lowest, is left over; Anne - Bruno, Chloé - David; Anne and Chloé win.
    # Round 2: Anne, Chloé, Emma on 3 PM (never met: no PPM; Pdep 1500, 1300, 1100), Bruno
    # and David on 1. David, the lowest never opposed to an absent player, is left over.
    # Anne's planned opponent, Bruno, she met: up the standings, Emma: Anne - Emma; then
    # Chloé - Bruno. Anne and Chloé win. Final standings: Anne and Chloé 6 PM (PPM 2 each,
    # never met; Pdep 3000 and 2700), David and Emma 4 (PPM 2 each; Pdep 2400, 2200),
    # Bruno 2: Anne, Chloé, David, Emma. Semi-finals: first against fourth, Anne - Emma;
    # second against third, Chloé - David. Emma and Chloé win: final Chloé (placed 2nd)
    # - Emma (4th); match for third place Anne - David. Chloé and David win.
    f = str(tmp_path / "championnat.tournoi")
    run(capsys, "tournoi", "cree", f, "Championnat", "--rondes", "2", "--moins-de-rondes")
    for name, rating in [("Anne", 1500), ("Bruno", 1400), ("Chloé", 1300), ("David", 1200), ("Emma", 1100)]:
        run(capsys, "tournoi", "inscris", f, name, str(rating))
    status, _, err = run(capsys, "tournoi", "finale", f, "--finalistes", "4")
    assert status != 0 and " ".join(err.split()) == (
        "La phase finale vient après la ronde 2, une fois toutes les rondes jouées."
    )
    run(capsys, "tournoi", "apparie", f)
    run(capsys, "tournoi", "resultat", f, "Anne", "400", "Bruno", "300")
    run(capsys, "tournoi", "resultat", f, "Chloé", "400", "David", "300")
    assert run(capsys, "tournoi", "apparie", f)[1] == [
        "Ronde 2, 3 tables.",
        "Le premier nommé commence.",
        "Table 1, Emma contre Anne",
        "Table 2, Bruno contre Chloé",
        "Table 3, David, exempt",
    ]
    run(capsys, "tournoi", "resultat", f, "Anne", "400", "Emma", "300")
    run(capsys, "tournoi", "resultat", f, "Chloé", "400", "Bruno", "300")
    assert [line.split(",")[0] for line in unwrapped(run(capsys, "tournoi", "classement", f)[1])[1:]] == [
        "1. Anne",
        "2. Chloé",
        "3. David",
        "4. Emma",
        "5. Bruno",
    ]
    assert run(capsys, "tournoi", "finale", f, "--finalistes", "4")[1] == [
        "Demi-finales, 2 tables.",
        "Le premier nommé commence.",
        "Table 1, Anne contre Emma",
        "Table 2, Chloé contre David",
    ]
    run(capsys, "tournoi", "resultat", f, "Emma", "420", "Anne", "410")
    run(capsys, "tournoi", "resultat", f, "Chloé", "400", "David", "300")
    # Between the stages, the standings are still the classic formula's final ones.
    assert unwrapped(run(capsys, "tournoi", "classement", f)[1])[:2] == [
        "Championnat, classement final.",
        "1. Anne, 6 points de match, 2 points de match particuliers, 3 000 points de départage",
    ]
    status, _, err = run(capsys, "tournoi", "finale", f, "--finalistes", "2")
    assert status != 0 and " ".join(err.split()) == "La phase finale se joue à 4, comme commencée."
    assert run(capsys, "tournoi", "finale", f)[1] == [
        "Finale et match pour la troisième",
        "  place, 2 tables.",
        "Le premier nommé commence.",
        "Table 1, Chloé contre Emma",
        "Table 2, Anne contre David",
    ]
    run(capsys, "tournoi", "resultat", f, "Chloé", "400", "Emma", "300")
    run(capsys, "tournoi", "resultat", f, "David", "400", "Anne", "300")
    lines = run(capsys, "tournoi", "classement", f)[1]
    assert lines[0] == "Championnat, classement final, après la"
    assert [line.split(",")[0] for line in unwrapped(lines)[1:]] == [
        "1. Chloé",
        "2. Emma",
        "3. David",
        "4. Anne",
        "5. Bruno",
    ]
    status, _, err = run(capsys, "tournoi", "finale", f)
    assert status != 0 and err.splitlines()[:2] == [
        "La phase finale est jouée.",
        "Le classement final, motamot tournoi",
    ]
    # Found by a club player trying it: a newcomer was registered after the final, and ranked.
    status, _, err = run(capsys, "tournoi", "inscris", f, "Zoé", "1500")
    assert status != 0 and err.splitlines() == ["Pas d'inscription pour Zoé.", "Les 2 rondes sont appariées."]
    assert "Zoé" not in " ".join(run(capsys, "tournoi", "classement", f)[1])
