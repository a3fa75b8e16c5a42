"""Duplicate: every player has the same board and the same rack at every turn,
and the move kept on the board is always the best-scoring one, the "top"
(Règlement du Scrabble Duplicate, FFSc; the classic texts 001 §2.6 and 003
refer to it). A formula of its own over the board, bag, legality and scoring
the classic game uses.

A turn: a rack is drawn for everyone (``draw``), or named when a recorded game
is redone (``set_rack``); each player hands in a move (``answer``) before the
time per move runs out; the top, found by the engine and checked here, is put
on the board (``close_turn``); the letters it did not use stay on the rack.

The formula's own rules (``DuplicateRules``, carried by the game and named in its save): the
drawing rule (Règlement du Scrabble Duplicate, "Validité des tirages"), up
to the 15th move a rack holds at least two vowels and two consonants, from the
16th at least one of each; the joker and Y count as a vowel or a consonant,
whichever the rack needs. An unfit rack goes back to the bag whole, the
letters kept from the last move included, and seven are drawn again. The game
ends when no fit rack can be drawn any more, or when no move can be made. And
what a legal answer of valid words scores: its worth, or 0 when handed in late. A
variant of duplicate (another drawing rule, another scoring) is a subclass under a
name of its own, registered in ``RULES``: the joker duplicate (``JokerRules``, the
festival formula of the FFSc that Eliot calls "partie joker") puts a joker in every
rack drawn while one is left, the rest drawn by the usual rule.

Pure: time is passed in, randomness comes from the generator handed in.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from motamot.rules.bag import Bag
from motamot.rules.board import Board
from motamot.rules.clock import DEFAULT_WARNINGS, ClockWarning, TimeExpired
from motamot.rules.names import names_fault
from motamot.rules.notation import WrittenMove
from motamot.rules.placement import Placement, check_written
from motamot.rules.refusals import IllegalMove, Reason, Refusal
from motamot.rules.scoring import score_placement
from motamot.rules.tiles import BLANK, RACK_SIZE

PURE_VOWELS = frozenset("AEIOU")
EITHER = frozenset({BLANK, "Y"})  # a vowel or a consonant, whichever the rack needs
EARLY_MOVES = 15  # up to this move, two vowels and two consonants; then one of each
SECONDS_PER_MOVE = 180.0  # 3 minutes, the tournaments' time; 1 and 2 for training
MAX_DRAWS = 1000  # unfit racks drawn in a row before one is built from what the bag holds
MAX_TURNS = 100  # 102 tiles, at least one a turn: a record with more is damaged
MAX_SCORE = 2000  # above any move's score: a declared score beyond it is a typing slip

Judge = Callable[[str], bool]


def _kinds(tiles: Iterable[str]) -> tuple[int, int, int]:
    vowels = consonants = either = 0
    for tile in tiles:
        if tile in EITHER:
            either += 1
        elif tile in PURE_VOWELS:
            vowels += 1
        else:
            consonants += 1
    return vowels, consonants, either


class DuplicateRules:
    """The federation's duplicate: its drawing rule and its scoring."""

    name: ClassVar[str] = "ffsc"

    def needed(self, move_number: int) -> tuple[int, int]:
        """The vowels and consonants a rack must hold at this move."""
        return (2, 2) if move_number <= EARLY_MOVES else (1, 1)

    def is_fit(self, tiles: Iterable[str], move_number: int) -> bool:
        """Whether tiles meet the drawing rule: jokers and Y are given to whichever side lacks.

        Said of all the tiles left (rack and bag), it is whether any fit rack can still be
        drawn: seven tiles can then be chosen to meet it, and fewer than seven are the rack."""
        vowels, consonants, either = _kinds(tiles)
        want_vowels, want_consonants = self.needed(move_number)
        return (
            vowels + either >= want_vowels
            and consonants + either >= want_consonants
            and vowels + consonants + either >= want_vowels + want_consonants
        )

    def scored(self, worth: int, late: bool) -> tuple[Verdict, int]:
        """What a legal answer of valid words worth ``worth`` scores: all of it, or 0 late."""
        return (Verdict.LATE, 0) if late else (Verdict.SCORED, worth)

    def set_aside(self, kept: Sequence[str], left: Sequence[str]) -> tuple[str, ...]:
        """The tiles of ``left`` (the bag) every rack must hold besides ``kept``, taken before
        the rest is drawn: none in the federation's duplicate."""
        return ()


class JokerRules(DuplicateRules):
    """The joker duplicate: a joker in every rack while one is left (kept from the last move,
    or taken from the bag first), the rest drawn by the federation's rule."""

    name: ClassVar[str] = "joker"

    def set_aside(self, kept: Sequence[str], left: Sequence[str]) -> tuple[str, ...]:
        return (BLANK,) if BLANK not in kept and BLANK in left else ()


FFSC = DuplicateRules()
JOKER = JokerRules()
RULES: dict[str, DuplicateRules] = {rules.name: rules for rules in (FFSC, JOKER)}


class Verdict(enum.Enum):
    SCORED = "scored"  # legal, every word valid: its score
    DECLARED = "declared"  # a score written on a player's slip, entered by the arbiter
    INVALID_WORDS = "invalid_words"  # 0
    ILLEGAL = "illegal"  # not placeable with this rack on this board: 0
    LATE = "late"  # handed in after the time per move: 0
    NONE = "none"  # nothing handed in: 0


@dataclass(frozen=True)
class Answer:
    """One player's move for a turn and what it scores."""

    player: int
    written: WrittenMove | None
    verdict: Verdict
    score: int  # what the player scores: 0 unless SCORED
    worth: int = 0  # what a legal move would have scored (said to a late or invalid player)
    words: tuple[str, ...] = ()  # the invalid words
    refusal: Refusal | None = None  # why an illegal move is not placeable
    at: float | None = None  # when it was handed in


@dataclass(frozen=True)
class DuplicateTurn:
    """A finished turn: the rack, the racks put back before it, the top, every answer."""

    number: int
    rack: tuple[str, ...]
    rejected: tuple[tuple[str, ...], ...]
    top: Placement
    top_score: int
    answers: tuple[Answer, ...]  # one per player, in seat order
    started: float  # when the rack was given
    imposed: bool = False  # the top of a recorded game redone (see ``close_turn``)


@dataclass(frozen=True)
class RedoTurn:
    """A turn of a recorded game to redo: its rack, the racks put back before it (or only the
    letters kept of one, as clubs publish them), and its top."""

    rack: tuple[str, ...]
    rejected: tuple[tuple[str, ...], ...]
    top: WrittenMove


class DuplicateEnd(enum.Enum):
    NO_FIT_RACK = "no_fit_rack"  # the tiles left cannot make a fit rack
    NO_MOVE = "no_move"  # the rack drawn has no move anywhere


@dataclass(frozen=True)
class RackDrawn:
    number: int
    rack: tuple[str, ...]
    kept: tuple[str, ...]  # the letters left from the last top, part of the rack
    rejected: tuple[tuple[str, ...], ...]  # unfit racks put back whole before this one
    bag: int  # tiles left in the bag
    needed: tuple[int, int]  # the vowels and consonants the drawing rule asked of this rack


@dataclass(frozen=True)
class TopPlayed:
    number: int
    top: Placement
    score: int


@dataclass(frozen=True)
class DuplicateOver:
    reason: DuplicateEnd
    totals: tuple[int, ...]
    top_total: int


DuplicateEvent = RackDrawn | TopPlayed | DuplicateOver | ClockWarning | TimeExpired


@dataclass
class _OpenTurn:
    number: int
    rack: tuple[str, ...]
    rejected: tuple[tuple[str, ...], ...]
    started: float
    answers: dict[int, Answer] = field(default_factory=dict)
    warned: set[float] = field(default_factory=set)
    expired: bool = False


class DuplicateGame:
    def __init__(
        self,
        names: Sequence[str],
        judge: Judge,
        seconds: float = SECONDS_PER_MOVE,
        rules: DuplicateRules = FFSC,
    ) -> None:
        if not names:
            raise ValueError("a duplicate game needs at least one player")
        if (fault := names_fault(names)) is not None:  # a room's ranking names each player once
            name, problem, character = fault
            raise IllegalMove(Reason.BAD_NAME, name=name, problem=problem, character=character)
        if seconds <= 0:
            raise IllegalMove(Reason.CLOCK_TOO_SHORT, seconds=seconds, minimum=1)
        self.names = list(names)
        self.judge = judge
        self.rules = rules
        self.seconds = float(seconds)
        self.warnings = tuple(w for w in DEFAULT_WARNINGS if w < self.seconds)
        self.board = Board()
        self.bag = Bag()
        self.kept: list[str] = []  # letters left on the rack by the last top
        self.turns: list[DuplicateTurn] = []
        self.open: _OpenTurn | None = None
        self.over: DuplicateOver | None = None

    # ------------------------------------------------------------ reading

    @property
    def number(self) -> int:
        """The move being played (or about to be), from 1."""
        return len(self.turns) + 1

    @property
    def rack(self) -> tuple[str, ...]:
        return self.open.rack if self.open is not None else tuple(self.kept)

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(t.answers[p].score for t in self.turns) for p in range(len(self.names)))

    def top_total(self) -> int:
        return sum(t.top_score for t in self.turns)

    def gaps(self) -> tuple[int, ...]:
        """Each player's "négatif": their total less the tops' total (0 or below; above only
        when a player beat the imposed top of a game redone)."""
        top = self.top_total()
        return tuple(total - top for total in self.totals())

    def time_left(self, now: float) -> float:
        if self.open is None:
            return self.seconds
        # Whole while the rack is still being announced (``shift_time``).
        return min(self.seconds, max(0.0, self.open.started + self.seconds - now))

    def shift_time(self, seconds: float) -> None:
        """The open turn's time starts ``seconds`` later (earlier when negative): once its rack
        has been announced, not when it was drawn. Only before anyone answers, whose answer
        is timed from the start."""
        turn = self.open
        if turn is not None and not turn.answers:
            turn.started += seconds

    # ------------------------------------------------------------ a turn

    def end_if_no_fit_rack(self) -> list[DuplicateEvent]:
        """End the game when the tiles left (rack and bag) can no longer make a fit rack."""
        self._check_can_draw()
        if self.rules.is_fit(self.kept + self.bag.contents(), self.number):
            return []
        return self._end(DuplicateEnd.NO_FIT_RACK)

    def draw(self, rng: random.Random, now: float) -> list[DuplicateEvent]:
        """Draw the next rack by the rule, or end the game when no fit rack can be drawn."""
        ended = self.end_if_no_fit_rack()
        if ended:
            return ended
        number = self.number
        rack = self._drawn(rng, self.kept)
        rejected: list[tuple[str, ...]] = []
        while not self.rules.is_fit(rack, number):
            rejected.append(tuple(rack))
            self.bag.put_back(rack)
            self.kept = []  # back in the bag with the rest
            rack = self._drawn(rng, []) if len(rejected) < MAX_DRAWS else self._built(rng, number)
        return self._open(tuple(rack), tuple(rejected), now)

    def _drawn(self, rng: random.Random, kept: list[str]) -> list[str]:
        """``kept``, what the rules set aside from the bag, then tiles drawn up to a rack."""
        aside = list(self.rules.set_aside(kept, self.bag.contents()))
        self.bag.take(aside)
        return kept + aside + self.bag.draw(rng, RACK_SIZE - len(kept) - len(aside))

    def set_rack(
        self, rack: Sequence[str], now: float, rejected: Sequence[Sequence[str]] = ()
    ) -> list[DuplicateEvent]:
        """The rack named rather than drawn: a recorded game redone, or an arbiter's draw
        from a real bag. It must hold the letters kept from the last move and be fit."""
        ended = self.end_if_no_fit_rack()
        if ended:
            return ended
        number = self.number
        rack = [t.upper() for t in rack]
        expected = min(RACK_SIZE, len(self.kept) + len(self.bag))
        if rejected:
            missing = Counter(self.kept) - Counter(rejected[0])
            if missing:  # the first rack put back held them
                raise IllegalMove(Reason.KEPT_LETTER_MISSING, letters="".join(sorted(missing.elements())))
            for unfit in rejected:
                # A club's published game names only the letters kept of a rack put back:
                # only a whole rack can be judged.
                if len(unfit) == expected and self.rules.is_fit(unfit, number):
                    raise IllegalMove(Reason.FIT_RACK_REJECTED, rack="".join(unfit))
            self.bag.put_back(self.kept)
            self.kept = []
        if len(rack) != expected:
            raise IllegalMove(Reason.BAD_RACK_SIZE, given=len(rack), expected=expected)
        missing = Counter(self.kept) - Counter(rack)
        if missing:
            raise IllegalMove(Reason.KEPT_LETTER_MISSING, letters="".join(sorted(missing.elements())))
        new = Counter(rack) - Counter(self.kept)
        available = Counter(self.bag.contents())
        for letter, count in sorted(new.items()):
            if available[letter] < count:
                raise IllegalMove(Reason.NONE_LEFT, letter=letter, needed=count, left=available[letter])
        if not self.rules.is_fit(rack, number):
            vowels, consonants = self.rules.needed(number)
            raise IllegalMove(Reason.UNFIT_RACK, rack="".join(rack), vowels=vowels, consonants=consonants)
        if Counter(self.rules.set_aside(self.kept, self.bag.contents())) - Counter(rack):
            raise IllegalMove(Reason.JOKER_MISSING, rack="".join(rack))
        self.bag.take(new.elements())
        return self._open(tuple(rack), tuple(tuple(r) for r in rejected), now)

    def answer(self, player: int, written: WrittenMove | None, now: float) -> Answer:
        """A player's move for this turn, scored: their last answer is the one that counts."""
        turn = self._check_open()
        if not 0 <= player < len(self.names):
            raise IllegalMove(Reason.UNKNOWN_PLAYER, player=player)
        answer = self._score(player, written, now, turn)
        turn.answers[player] = answer
        return answer

    def assess(self, player: int, written: WrittenMove | None, now: float) -> Answer:
        """What a move would score now, not handed in: a try at topping, which only the top's
        score hands in."""
        return self._score(player, written, now, self._check_open())

    def declare(self, player: int, score: int, now: float) -> Answer:
        """A player's score as written on their slip, when the arbiter enters the score rather
        than the move; checked against the top when the turn closes."""
        turn = self._check_open()
        if not 0 <= player < len(self.names):
            raise IllegalMove(Reason.UNKNOWN_PLAYER, player=player)
        if not 0 <= score <= MAX_SCORE:
            raise IllegalMove(Reason.BAD_DECLARED_SCORE, score=score, limit=MAX_SCORE)
        late = now > turn.started + self.seconds
        answer = Answer(
            player, None, Verdict.LATE if late else Verdict.DECLARED, 0 if late else score, score, at=now
        )
        turn.answers[player] = answer
        return answer

    def close_turn(self, top: WrittenMove | None, now: float, imposed: bool = False) -> list[DuplicateEvent]:
        """Put the top on the board; None when the rack has no move anywhere (the game ends).
        The top must be legal, valid, and score at least as much as every answer, unless it is
        ``imposed``: the top of a recorded game redone, which must be legal but was judged by
        that game's word list, and which a player's move may beat."""
        turn = self._check_open()
        if top is None:
            self.open = None
            self.kept = list(turn.rack)
            return self._end(DuplicateEnd.NO_MOVE)
        placement = check_written(self.board, top, turn.rack)
        invalid = [w.text for w in placement.words if not self.judge(w.text)]
        if invalid and not imposed:
            raise IllegalMove(Reason.INVALID_WORDS, words=tuple(invalid))
        score = score_placement(placement).total
        # A move checked here may beat an imposed top; a score read from a slip cannot.
        beaten = [
            a
            for a in turn.answers.values()
            if a.score > score and not (imposed and a.verdict is Verdict.SCORED)
        ]
        if beaten:
            raise IllegalMove(
                Reason.TOP_BEATEN, player=self.names[beaten[0].player], score=beaten[0].score, top=score
            )
        for square, tile in placement.tiles:
            self.board.place(square, tile)
        left = Counter(turn.rack) - Counter(placement.rack_tiles)
        self.kept = sorted(left.elements())
        answers = tuple(turn.answers.get(p, Answer(p, None, Verdict.NONE, 0)) for p in range(len(self.names)))
        self.turns.append(
            DuplicateTurn(
                turn.number, turn.rack, turn.rejected, placement, score, answers, turn.started, imposed
            )
        )
        self.open = None
        return [TopPlayed(turn.number, placement, score)]

    def redo_turn(self, turn: RedoTurn, now: float) -> TopPlayed | None:
        """A recorded turn played again with its rack and its top; None when the rule had
        already ended the game (no fit rack left)."""
        self.set_rack(turn.rack, now, turn.rejected)
        if self.open is None:
            return None
        played = self.close_turn(turn.top, now, imposed=True)[0]
        assert isinstance(played, TopPlayed)
        return played

    # ------------------------------------------------------------ the clock of a move

    def next_clock_event(self) -> float | None:
        """When the next warning or the end of the time per move falls, if a turn is open."""
        turn = self.open
        if turn is None or turn.expired:
            return None
        pending = [w for w in self.warnings if w not in turn.warned]
        at = turn.started + self.seconds
        return at - max(pending) if pending else at

    def tick(self, now: float) -> list[DuplicateEvent]:
        """The warnings passed and the end of the time, each said once."""
        turn = self.open
        if turn is None or turn.expired:
            return []
        events: list[DuplicateEvent] = []
        left = self.time_left(now)
        for threshold in self.warnings:
            if left <= threshold and threshold not in turn.warned:
                turn.warned.add(threshold)
                if left > 0:
                    events.append(ClockWarning(None, threshold, left))
        if left <= 0:
            turn.expired = True
            events.append(TimeExpired(None))
        return events[-1:] if len(events) > 1 and left > 0 else events

    # ------------------------------------------------------------ inside

    def _check_can_draw(self) -> None:
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if self.open is not None:
            raise IllegalMove(Reason.TURN_STILL_OPEN, number=self.open.number)

    def _check_open(self) -> _OpenTurn:
        if self.over is not None:
            raise IllegalMove(Reason.GAME_OVER)
        if self.open is None:
            raise IllegalMove(Reason.NO_RACK_YET)
        return self.open

    def _open(
        self, rack: tuple[str, ...], rejected: tuple[tuple[str, ...], ...], now: float
    ) -> list[DuplicateEvent]:
        kept = tuple(self.kept)
        self.open = _OpenTurn(self.number, rack, rejected, now)
        return [RackDrawn(self.number, rack, kept, rejected, len(self.bag), self.rules.needed(self.number))]

    def _built(self, rng: random.Random, number: int) -> list[str]:
        """A fit rack made on purpose when chance keeps failing (a bag of nearly all vowels):
        the vowels and consonants the rule needs, pure ones first, then the rest at random."""
        tiles = self.bag.contents()
        rng.shuffle(tiles)
        want_vowels, want_consonants = self.rules.needed(number)
        vowels = [t for t in tiles if t in PURE_VOWELS][:want_vowels]
        consonants = [t for t in tiles if t not in PURE_VOWELS and t not in EITHER][:want_consonants]
        chosen = Counter(vowels + consonants)
        either = [t for t in tiles if t in EITHER]
        short = want_vowels - len(vowels) + want_consonants - len(consonants)
        chosen.update(either[:short])
        rest = list((Counter(tiles) - chosen).elements())
        rng.shuffle(rest)
        chosen.update(rest[: RACK_SIZE - sum(chosen.values())])
        rack = sorted(chosen.elements())
        self.bag.take(rack)
        return rack

    def _score(self, player: int, written: WrittenMove | None, now: float, turn: _OpenTurn) -> Answer:
        late = now > turn.started + self.seconds
        if written is None:
            return Answer(player, None, Verdict.NONE, 0, at=now)
        try:
            placement = check_written(self.board, written, turn.rack)
        except IllegalMove as refused:
            return Answer(player, written, Verdict.ILLEGAL, 0, refusal=refused.refusal, at=now)
        worth = score_placement(placement).total
        invalid = tuple(w.text for w in placement.words if not self.judge(w.text))
        if invalid:
            return Answer(player, written, Verdict.INVALID_WORDS, 0, worth, invalid, at=now)
        verdict, score = self.rules.scored(worth, late)
        return Answer(player, written, verdict, score, worth, at=now)

    def _end(self, reason: DuplicateEnd) -> list[DuplicateEvent]:
        self.over = DuplicateOver(reason, self.totals(), self.top_total())
        return [self.over]


@dataclass(frozen=True)
class EveningPlayer:
    """One player over a duplicate evening: their score in each game (None where they did
    not play it), their total, and the tops' total of every game of the evening."""

    name: str
    scores: tuple[int | None, ...]
    top_total: int

    @property
    def total(self) -> int:
        return sum(score or 0 for score in self.scores)

    @property
    def gap(self) -> int:
        return self.total - self.top_total

    @property
    def percentage(self) -> float:
        """The player's total as a percentage of the tops' (0 for an evening without tops)."""
        return 100 * self.total / self.top_total if self.top_total else 0.0


@dataclass(frozen=True)
class Evening:
    """Several duplicate games of one room, ranked together: each game's tops add up; a
    player is found by name from game to game."""

    tops: tuple[int, ...]  # each game's tops' total
    players: tuple[EveningPlayer, ...]  # in the order they first appear

    @property
    def top_total(self) -> int:
        return sum(self.tops)


def evening_of(games: Sequence[DuplicateGame]) -> Evening:
    tops = tuple(game.top_total() for game in games)
    names: list[str] = []
    for game in games:
        names += [name for name in game.names if name not in names]
    players = []
    for name in names:
        scores = tuple(
            game.totals()[game.names.index(name)] if name in game.names else None for game in games
        )
        players.append(EveningPlayer(name, scores, sum(tops)))
    return Evening(tops, tuple(players))
