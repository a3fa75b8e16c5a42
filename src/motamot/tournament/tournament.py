"""The whole of a classic tournament and the checks every change goes through.

Pure: ``store`` reads and writes it; this says what may change and why not.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from motamot.rules.names import NameProblem, name_problem, named_among, normal_name
from motamot.rules.numbers import whole_number
from motamot.tournament.model import Forfeit, Match, Player, RatingKind, rounds_for
from motamot.tournament.pairing import pair_round
from motamot.tournament.standings import Standing, initial_standings, standings

MAX_RATING = 10_000
SCORE_RANGE = range(-1_000, 2_001)  # a classic game can end below zero; 2,000 is beyond any real score
MAX_NAME = 60
MAX_ROUNDS = 99


class Problem(enum.Enum):
    EMPTY_NAME = "empty_name"
    NAME_TOO_LONG = "name_too_long"  # limit
    NAME_TAKEN = "name_taken"  # name
    INVISIBLE_IN_NAME = "invisible_in_name"  # name, character
    SAME_PLAYER_TWICE = "same_player_twice"  # name
    BAD_RATING = "bad_rating"  # rating, limit
    UNKNOWN_PLAYER = "unknown_player"  # name
    AMBIGUOUS_PLAYER = "ambiguous_player"  # name, candidates
    ROUND_NOT_FINISHED = "round_not_finished"  # round, tables
    ALL_ROUNDS_PAIRED = "all_rounds_paired"  # rounds
    REGISTRATION_CLOSED = "registration_closed"  # name, rounds
    TOO_FEW_PLAYERS = "too_few_players"  # present
    ROUND_ALREADY_PAIRED = "round_already_paired"  # round
    NO_SUCH_MATCH = "no_such_match"  # round, table
    BYE_HAS_NO_RESULT = "bye_has_no_result"  # round, table
    NOT_IN_MATCH = "not_in_match"  # name, round
    NOT_OPPONENTS = "not_opponents"  # name, other, round, table
    BAD_SCORE = "bad_score"  # score
    ALREADY_WITHDRAWN = "already_withdrawn"  # name, round
    NOTHING_PAIRED = "nothing_paired"
    NOT_PAIRED_YET = "not_paired_yet"  # round, paired
    NO_SUCH_ROUND = "no_such_round"  # round, rounds
    BAD_ROUND_COUNT = "bad_round_count"  # rounds, limit
    ROUNDS_ALREADY_PAIRED = "rounds_already_paired"  # rounds, paired
    NOT_BEST_OF_THREE = "not_best_of_three"
    FINAL_NOT_YET = "final_not_yet"  # rounds
    FINAL_PHASE_OVER = "final_phase_over"
    FINAL_SIZE_CHANGED = "final_size_changed"  # size
    TOO_FEW_FOR_FINAL = "too_few_for_final"  # present, size
    MATCH_DECIDED = "match_decided"  # round, table
    GAME_NOT_PLAYED = "game_not_played"  # game, next


class TournamentError(Exception):
    """A change the tournament refuses; nothing was changed."""

    def __init__(self, problem: Problem, **details: object) -> None:
        self.problem = problem
        self.details: Mapping[str, object] = MappingProxyType(dict(details))
        super().__init__(problem.value, dict(details))


def _drawn(match: Match) -> bool:
    if match.forfeit is not None:
        return match.forfeit is Forfeit.BOTH
    first, second = match.wins if match.best_of > 1 else (match.first_score, match.second_score)
    return first == second


def _winner_and_loser(match: Match) -> tuple[int, int]:
    """Who goes through a match of the final phase. A draw, or both absent: the one named
    first, the higher placed (003 is silent; said in the docs)."""
    assert match.second is not None
    if match.forfeit is Forfeit.FIRST:
        return match.second, match.first
    if match.forfeit is None and not _drawn(match):
        first, second = match.wins if match.best_of > 1 else (match.first_score, match.second_score)
        assert first is not None and second is not None
        if second > first:
            return match.second, match.first
    return match.first, match.second


def _games_with(match: Match, pair: tuple[int, int], game: int | None) -> tuple[tuple[int, int], ...]:
    """The games of a match in two winning games with one more, or one written again; the
    games a correction makes needless (2 to 0 after two) are dropped."""
    games = [] if match.forfeit is not None else list(match.games)
    following = len(games) + 1
    if (game is None or game == following) and replace(match, games=tuple(games)).decided:
        raise TournamentError(Problem.MATCH_DECIDED, round=match.round, table=match.table)
    game = game or following
    if not 1 <= game <= following or game > match.best_of:
        raise TournamentError(Problem.GAME_NOT_PLAYED, game=game, next=following)
    games[game - 1 : game] = [pair]
    kept: list[tuple[int, int]] = []
    for played in games:
        if replace(match, games=tuple(kept)).decided:
            break
        kept.append(played)
    return tuple(kept)


def checked_name(name: str) -> str:
    """A player's or a tournament's name as kept: composed, one space between words, visible
    characters only, short enough for a braille line."""
    name = normal_name(name)
    match name_problem(name, MAX_NAME):
        case (NameProblem.EMPTY, _):
            raise TournamentError(Problem.EMPTY_NAME)
        case (NameProblem.TOO_LONG, _):
            raise TournamentError(Problem.NAME_TOO_LONG, limit=MAX_NAME)
        case (NameProblem.INVISIBLE, character):
            raise TournamentError(Problem.INVISIBLE_IN_NAME, name=name, character=character)
    return name


def check_round_count(rounds: int | None) -> None:
    if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
        raise TournamentError(Problem.BAD_ROUND_COUNT, rounds=rounds, limit=MAX_ROUNDS)


@dataclass
class Tournament:
    name: str
    planned_rounds: int | None = None  # None: from the number of players (003)
    best_of: int = 1  # 3: every match in two winning games (000 §3.2, 003 §3.1)
    final_size: int = 0  # 2 or 4: the Belgian championship's final phase (003); 0: none yet
    players: list[Player] = field(default_factory=list)
    absences: set[tuple[int, int]] = field(default_factory=set)  # (player, round)
    matches: list[Match] = field(default_factory=list)

    @property
    def rounds(self) -> int:
        return self.planned_rounds or self.rounds_needed

    @property
    def rounds_needed(self) -> int:
        """The rounds 003's table asks for the players registered ("Nombre de matchs")."""
        return rounds_for(len(self.players))

    @property
    def paired_rounds(self) -> int:
        return max((m.round for m in self.matches), default=0)

    @property
    def finished(self) -> bool:
        """Every round of the classic formula played (a final phase may follow)."""
        return self.paired_rounds >= self.rounds and not self.unfinished_tables(self.rounds)

    def final_stage(self, number: int) -> int:
        """0 for a round of the classic formula; 1, 2 for the final phase's stages."""
        return max(0, number - self.rounds)

    @property
    def final_phase_over(self) -> bool:
        stages = 1 if self.final_size == 2 else 2
        last = self.rounds + stages
        return bool(self.final_size) and self.paired_rounds == last and not self.unfinished_tables(last)

    def round_matches(self, number: int) -> list[Match]:
        return sorted((m for m in self.matches if m.round == number), key=lambda m: m.table)

    def unfinished_tables(self, number: int) -> list[int]:
        return [m.table for m in self.round_matches(number) if not m.has_result]

    def absent_in(self, number: int) -> set[int]:
        return {player for player, round_ in self.absences if round_ == number}

    def player(self, name: str) -> Player:
        """A player by start number or by name (capitals and accents optional; a unique beginning
        of the name or of one of its words will do)."""
        text = name.strip()
        if (number := whole_number(text)) is not None:
            found = [p for p in self.players if p.id == number]
        else:
            names = [p.name for p in self.players]
            found = [self.players[place] for place in named_among(text, names, beginning=True)]
        if not found or not text:
            raise TournamentError(Problem.UNKNOWN_PLAYER, name=text)
        if len(found) > 1:
            raise TournamentError(Problem.AMBIGUOUS_PLAYER, name=text, candidates=[p.name for p in found])
        return found[0]

    def standings_after(self, number: int) -> tuple[list[Standing], bool]:
        """The standings after round ``number`` (0: the initial ranking), and
        whether they are the final ones. Players already marked absent for the next
        round are out of intermediate standings (``momentarily_excluded``). Once a final
        phase is over, the final standings put its players first, in its order."""
        if number == 0:
            return initial_standings(self.players), False
        if number > self.rounds and self.final_phase_over:
            return self.final_ranking(), True
        number = min(number, self.rounds)
        final = number == self.rounds and self.finished
        played = [m for m in self.matches if m.round <= number]
        excluded = frozenset() if final else self.momentarily_excluded(number)
        return standings(self.players, played, final, excluded), final

    # ------------------------------------------------------------ the final phase

    def finalists(self, size: int) -> list[int]:
        """003: "les deux premiers ou les quatre premiers" of the classic formula's final
        standings (a withdrawn player is passed over)."""
        table = standings(self.players, [m for m in self.matches if m.round <= self.rounds], final=True)
        return [s.player.id for s in table if s.player.withdrawn_from is None][:size]

    def next_final_stage(self, size: int) -> list[Match]:
        """The next stage of the final phase: with two players, the final; with four, the
        semi-finals (first against fourth, second against third), then the final and the
        match for third place. The higher placed is named first and starts."""
        if not self.finished:
            raise TournamentError(Problem.FINAL_NOT_YET, rounds=self.rounds)
        if self.final_size and size != self.final_size:
            raise TournamentError(Problem.FINAL_SIZE_CHANGED, size=self.final_size)
        number = self.paired_rounds + 1
        stage = self.final_stage(number)
        if stage > 1 and (tables := self.unfinished_tables(number - 1)):
            raise TournamentError(Problem.ROUND_NOT_FINISHED, round=number - 1, tables=tables)
        top = self.finalists(size)
        if len(top) < size:
            raise TournamentError(Problem.TOO_FEW_FOR_FINAL, present=len(top), size=size)
        if stage == 1:
            pairs = [(top[0], top[1])] if size == 2 else [(top[0], top[3]), (top[1], top[2])]
        elif stage == 2 and size == 4:
            (w1, l1), (w2, l2) = (_winner_and_loser(m) for m in self.round_matches(number - 1))
            placed = sorted((w1, w2), key=top.index), sorted((l1, l2), key=top.index)
            pairs = [(a, b) for a, b in placed]
        else:
            raise TournamentError(Problem.FINAL_PHASE_OVER)
        return [Match(number, i, a, b, best_of=self.best_of) for i, (a, b) in enumerate(pairs, start=1)]

    def final_ranking(self) -> list[Standing]:
        """The final standings after a final phase: its places first, then the others as
        the classic formula ranked them. A drawn final match leaves its two players ex æquo."""
        classic = standings(self.players, [m for m in self.matches if m.round <= self.rounds], final=True)
        by_id = {s.player.id: s for s in classic}
        last = self.round_matches(self.paired_rounds)  # the final (and the match for third place)
        places: list[Standing] = []
        for match in last:
            winner, loser = _winner_and_loser(match)
            drawn = _drawn(match)
            rank = len(places) + 1
            places.append(replace(by_id[winner], rank=rank, tied=drawn))
            places.append(replace(by_id[loser], rank=rank if drawn else rank + 1, tied=drawn))
        placed = {s.player.id for s in places}
        return places + [s for s in classic if s.player.id not in placed]

    def momentarily_excluded(self, after: int) -> frozenset[int]:
        """003 "Forfaits provisoires": who is absent from the round after ``after``."""
        return frozenset(self.absent_in(after + 1)) if 1 <= after < self.rounds else frozenset()

    # ------------------------------------------------------------ changes

    def new_player(self, name: str, rating: int, kind: RatingKind = RatingKind.PL) -> Player:
        name = checked_name(name)
        if any(p.name.casefold() == name.casefold() for p in self.players):
            raise TournamentError(Problem.NAME_TAKEN, name=name)
        if not 0 <= rating <= MAX_RATING:
            raise TournamentError(Problem.BAD_RATING, rating=rating, limit=MAX_RATING)
        if self.paired_rounds and self.paired_rounds >= self.rounds:  # no round left, a final its finalists
            raise TournamentError(Problem.REGISTRATION_CLOSED, name=name, rounds=self.rounds)
        return Player(max((p.id for p in self.players), default=0) + 1, name, rating, kind)

    def check_round_open(self, number: int) -> None:
        """Absences and withdrawals are said before a round is paired."""
        if not 1 <= number <= self.rounds:
            raise TournamentError(Problem.NO_SUCH_ROUND, round=number, rounds=self.rounds)
        if number <= self.paired_rounds:
            raise TournamentError(Problem.ROUND_ALREADY_PAIRED, round=number)

    def withdrawn(self, player: Player, from_round: int) -> Player:
        self.check_round_open(from_round)
        if player.withdrawn_from is not None:
            raise TournamentError(Problem.ALREADY_WITHDRAWN, name=player.name, round=player.withdrawn_from)
        return Player(player.id, player.name, player.rating, player.rating_kind, from_round)

    def next_pairing(self) -> list[Match]:
        number = self.paired_rounds + 1
        if number > self.rounds:
            raise TournamentError(Problem.ALL_ROUNDS_PAIRED, rounds=self.rounds)
        if number > 1 and (tables := self.unfinished_tables(number - 1)):
            raise TournamentError(Problem.ROUND_NOT_FINISHED, round=number - 1, tables=tables)
        absent = self.absent_in(number)
        present = [p for p in self.players if p.plays_in(number) and p.id not in absent]
        if len(present) < 2:
            raise TournamentError(Problem.TOO_FEW_PLAYERS, present=len(present))
        paired = pair_round(self.players, self.matches, number, absent)
        return [m if m.is_bye else replace(m, best_of=self.best_of) for m in paired]

    def match_of(self, players: list[Player], number: int | None = None) -> Match:
        """The match these players have together in round ``number`` (the last
        paired by default)."""
        number = number or self.paired_rounds
        if not number:
            raise TournamentError(Problem.NOTHING_PAIRED)
        if len({p.id for p in players}) < len(players):
            raise TournamentError(Problem.SAME_PLAYER_TWICE, name=players[0].name)
        match = next((m for m in self.round_matches(number) if players[0].id in m.players()), None)
        if match is None:
            raise TournamentError(Problem.NOT_IN_MATCH, name=players[0].name, round=number)
        if match.is_bye:
            raise TournamentError(Problem.BYE_HAS_NO_RESULT, round=number, table=match.table)
        for player in players[1:]:
            if player.id not in match.players():
                raise TournamentError(
                    Problem.NOT_OPPONENTS,
                    name=players[0].name,
                    other=player.name,
                    opponent=self.name_of(next(p for p in match.players() if p != players[0].id)),
                    round=number,
                    table=match.table,
                )
        return match

    def with_result(
        self,
        match: Match,
        scores: Mapping[int, int] | None = None,
        forfeits: set[int] | None = None,
        game: int | None = None,
    ) -> Match:
        """The match with a result: each player's score, or who did not come. In two winning
        games, the scores are one game's: the next one, or ``game`` written again."""
        assert match.second is not None
        if forfeits:
            kind = (
                Forfeit.BOTH
                if forfeits >= {match.first, match.second}
                else Forfeit.FIRST
                if match.first in forfeits
                else Forfeit.SECOND
            )
            return Match(match.round, match.table, match.first, match.second, None, None, kind, match.best_of)
        assert scores is not None
        for score in scores.values():
            if score not in SCORE_RANGE:
                raise TournamentError(Problem.BAD_SCORE, score=score)
        pair = (scores[match.first], scores[match.second])
        if match.best_of == 1:
            if game not in (None, 1):
                raise TournamentError(Problem.NOT_BEST_OF_THREE)
            return Match(match.round, match.table, match.first, match.second, *pair)
        return replace(match, forfeit=None, games=_games_with(match, pair, game))

    def name_of(self, player_id: int) -> str:
        return next(p.name for p in self.players if p.id == player_id)
