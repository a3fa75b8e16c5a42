"""The referee desk's commands (seed 004: a game on the physical braille board).

The desk is the classic game's table with a command set of its own
(``catalogue.REFEREE_COMMANDS``): entries name players, exchanges give a count,
the arbiter's penalties, the racks declared at the end, corrections, the
scoresheet and its exports. What it shares with the classic game (reading the
board, the scores, playing a move, passing…) it inherits.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from motamot.commands.catalogue import REFEREE_COMMANDS
from motamot.commands.challenge_words import named_words
from motamot.commands.game import GameCommands
from motamot.commands.registry import Registry
from motamot.describe.board import describe_bag, describe_scores, describe_unseen
from motamot.describe.commands import describe_confirm_loss, describe_confirm_resign
from motamot.describe.files import describe_write_reason
from motamot.describe.messages import Message, message
from motamot.describe.scoresheet import racks_awaited
from motamot.records.scoresheet import MatchInfo
from motamot.rules.actions import Arrived, LateStart, RestartClock, StopClock
from motamot.rules.events import PenaltyKind
from motamot.rules.numbers import whole_number
from motamot.rules.referee import RefereeGame
from motamot.rules.refusals import IllegalMove, Reason
from motamot.speech.answer import Answer, AnswerBuilder, say

UNSEEN_YES = {"vu", "vues", "seen"}
UNSEEN_NO = {"nonvu", "non-vu", "unseen"}


class RefereeCommands(GameCommands):
    registry: ClassVar[Registry] = REFEREE_COMMANDS
    welcome_offers_tour = False  # the desk has no menu

    sheets_at_any_time = True  # nobody's rack is known at the desk: the sheets hide nothing

    def __init__(
        self,
        *args: object,
        match: MatchInfo | None = None,
        export_dir: Path | None = None,
        language: str = "fr",
        **kwargs: object,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.match = match or MatchInfo()
        self.export_dir = export_dir or Path.cwd()
        self.language = language

    def start(self) -> Answer:
        """The desk says what it is and which rules it keeps (seed 004 for the box's own),
        then where the game stands."""
        said = AnswerBuilder()
        said.tell(message(self.tr, Message.DESK_OPENING, rules=self.game.variant.name))
        said.extend(super().start())
        return said.take()

    def time_held(self, wait: float) -> bool:
        """The desk's opening: a game with nothing entered yet has its clock start once it has
        been said (or at the arbiter's first line or key), so the opening never runs on the
        first player's time. Begun again then, rather than stopped and restarted: the clock's
        entries stay the arbiter's, and ``corrige`` never takes back one it did not make."""
        game = self.game
        return game.clock.enabled and not game.actions and game.over is None

    def time_given_back(self, at: float, back: float) -> None:
        self.session.begun_again(at)

    @property
    def referee(self) -> RefereeGame:
        game = self.game
        assert isinstance(game, RefereeGame)
        return game

    def prompt_name(self) -> str | None:
        """At the end, whose rack is awaited rather than whose turn it was."""
        if self.game.over is not None:
            return None
        waiting = self.referee.awaiting_racks
        return self.names[waiting[0] if waiting else self.game.turn]

    # ------------------------------------------------------------ the table

    def unplayed(self, player: int, argument: str = "") -> Answer:
        game = self.referee
        return say(describe_unseen(self.tr, game.unplayed(), game.bag_size(), referee=True))

    def bag(self, player: int, argument: str = "") -> Answer:
        return say(describe_bag(self.tr, self.referee.bag_size()))

    def rack_line(self) -> str:
        return ""  # the racks are on the table

    def status_line(self) -> str:
        scores = ", ".join(f"{p.name} {p.score}" for p in self.game.players)
        return message(self.tr, Message.STATUS_LINE, scores=scores, bag=self.referee.bag_size())

    def scores_text(self) -> str:
        """Once the game is over and the letters left are awaited, the scores and who is
        awaited, never whose turn it was."""
        waiting = self.referee.awaiting_racks
        if not waiting:
            return super().scores_text()
        scores = describe_scores(self.tr, self.names, self.game.scores(), None)
        return scores + " " + racks_awaited(self.tr, [self.names[p] for p in waiting], example=True)

    def racks_unknown(self, player: int, argument: str = "") -> Answer:
        return say(message(self.tr, Message.RACKS_UNKNOWN))

    # ------------------------------------------------------------ the arbiter's own words

    def counted_here(self) -> frozenset[str]:
        return super().counted_here() | frozenset(self.session.counted)

    def ask_to_add(self, word: str, source: str) -> Answer:
        """At the desk a word the list refuses counts for this game first (kept in its save);
        for the arbiter's next games too only when they say so (issue 49)."""
        return self.ask(
            message(self.tr, Message.OWN_WORD_ASK_FOR_GAME, word=word, source=source),
            lambda: self._count_for_game(word),
            lambda: say(message(self.tr, Message.OWN_WORD_LEFT, word=word)),
        )

    def _unsaved_with_game(self, word: str, counted: bool) -> Answer | None:
        """The game's own words with ``word`` counted or not, saved; None when it is, else what
        is said, undone: nothing is said done that is not written."""
        add, discard = self.session.counted.add, self.session.counted.discard
        (add if counted else discard)(word)
        self.save()
        if self.save_fault is None:
            return None
        (discard if counted else add)(word)
        reason = describe_write_reason(self.tr, self.save_fault)
        return say(message(self.tr, Message.OWN_WORD_GAME_NOT_WRITTEN, word=word, reason=reason))

    def _count_for_game(self, word: str) -> Answer:
        if (unsaved := self._unsaved_with_game(word, counted=True)) is not None:
            return unsaved
        if self.session.lexicon.additions is None or word in self.session.lexicon.additions:
            return say(message(self.tr, Message.OWN_WORD_FOR_GAME_ONLY, word=word))
        return self.ask(
            message(self.tr, Message.OWN_WORD_ASK_FOR_GOOD, word=word),
            lambda: self.add_for_good(word),
            lambda: say(message(self.tr, Message.OWN_WORD_FOR_GAME_ONLY, word=word)),
        )

    def uncounted_for_game(self, word: str) -> Answer | None:
        """At the desk, ``retire`` takes a word this game counts out of it first."""
        if word not in self.session.counted:
            return None
        unsaved = self._unsaved_with_game(word, counted=False)
        return (
            say(message(self.tr, Message.OWN_WORD_REMOVED_FROM_GAME, word=word))
            if unsaved is None
            else unsaved
        )

    def no_menu(self, player: int, argument: str = "") -> Answer:
        return say(message(self.tr, Message.NO_MENU_IN_REFEREE))

    def exchange_count(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        count = whole_number(argument)
        if count is None:
            said.say(message(self.tr, Message.HOW_MANY_TILES))
            return said.take()
        said.extend(self.act(lambda now: self.referee.exchange_count(player, count, now=now)))
        return said.take()

    def challenge_by(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        challenger, rest = self.who_and_rest(argument, default=player)
        assert challenger is not None
        pending = self.referee.pending
        named = named_words(rest, pending.move.placement.words if pending is not None else ())
        said.extend(
            self.act(
                lambda now: self.referee.challenge(challenger, named.words, now=now, places=named.places)
            )
        )
        return said.take()

    def remaining(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        who, letters = self.who_and_rest(argument, default=None)
        if who is None:
            said.say(message(self.tr, Message.WHOSE_TILES, name=self.names[0]))
            return said.take()
        tiles = [t if t == "?" else t.upper() for t in letters if not t.isspace()]
        said.extend(self.act(lambda now: self.referee.declare_rack(who, tiles, now=now)))
        return said.take()

    # ------------------------------------------------------------ penalties

    def penalised(self, argument: str, said: AnswerBuilder) -> tuple[int | None, list[str]]:
        """The player named and the words after the name; ``said`` asks for the name when
        there is none."""
        who, details = self.who_and_rest(argument, default=None)
        if who is None:
            said.say(message(self.tr, Message.PENALTY_FOR_WHOM, name=self.names[0]))
        return who, details.lower().split()

    def warning(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        who, _words = self.penalised(argument, said)
        if who is not None:
            said.extend(self.act(lambda now: self.referee.penalise(who, PenaltyKind.WARNING, now=now)))
        return said.take()

    def penalty(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        who, words = self.penalised(argument, said)
        if who is None:
            return said.take()
        amount = whole_number(words[0]) if words else None
        if words and (amount is None or len(words) > 1):  # "penalite Anne 2 nonvu" is not a penalty
            said.say(message(self.tr, Message.HOW_MANY_POINTS, name=self.names[who]))
            return said.take()
        said.extend(
            self.act(lambda now: self.referee.penalise(who, PenaltyKind.ARBITER, points=amount, now=now))
        )
        return said.take()

    def resign_by(self, player: int, argument: str) -> Answer:
        """000 §10.7: a player resigns at any moment, whoever's turn it is; the arbiter names who."""
        said = AnswerBuilder()
        who, rest = self.who_and_rest(argument, default=None if argument.strip() else player)
        if who is None or rest.strip():
            said.say(message(self.tr, Message.WHO_RESIGNS, name=self.names[0]))
            return said.take()
        self.await_yes(functools.partial(self.act, functools.partial(self.game.resign, who)))
        said.say(describe_confirm_resign(self.tr, self.names[who]))
        return said.take()

    def loss(self, player: int, argument: str) -> Answer:
        """000 §9.2, §10.1.3, §10.2, §10.3: the arbiter's heaviest sanction, the loss of the game."""
        said = AnswerBuilder()
        who = self.named(argument, Message.WHO_LOSES, said)
        if who is None:
            return said.take()
        loss = functools.partial(self.game.penalise, who, PenaltyKind.LOSS)
        self.await_yes(lambda: self.act(lambda now: loss(now=now)))
        said.say(describe_confirm_loss(self.tr, self.names[who]))
        return said.take()

    def stop_clock(self, player: int, argument: str = "") -> Answer:
        """003 §9.1, §9.6, 000 §10.2, 001 §6: the arbiter stops the clock (temps says it)."""
        return self.act(lambda now: self.referee.apply(StopClock(now)))

    def restart_clock(self, player: int, argument: str = "") -> Answer:
        return self.act(lambda now: self.referee.apply(RestartClock(now)))

    def late(self, player: int, argument: str) -> Answer:
        """003 §9.5, 000 §10.5: the absent player's clock runs; half of it gone, they forfeit."""
        said = AnswerBuilder()
        who = self.named(argument, Message.WHO_IS_LATE, said)
        if who is not None:
            said.extend(self.act(lambda now: self.referee.apply(LateStart(who, now))))
        return said.take()

    def arrived(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        who = self.named(argument, Message.WHO_IS_LATE, said)
        if who is not None:
            said.extend(self.act(lambda now: self.referee.apply(Arrived(who, now))))
        return said.take()

    def named(self, argument: str, ask: Message, said: AnswerBuilder) -> int | None:
        """The one player the argument names, or None once ``said`` asks for them."""
        who, rest = self.who_and_rest(argument, default=None)
        if who is None or rest.strip():
            said.say(message(self.tr, ask, name=self.names[0]))
            return None
        return who

    def overdraw(self, player: int, argument: str) -> Answer:
        said = AnswerBuilder()
        who, words = self.penalised(argument, said)
        if who is None:
            return said.take()
        tiles = whole_number(words[0]) if words else None
        if tiles is None or len(words) > 2 or (words[1:] and words[1] not in UNSEEN_YES | UNSEEN_NO):
            said.say(message(self.tr, Message.HOW_MANY_OVERDRAWN, name=self.names[who]))
            return said.take()
        seen = not (words[1:] and words[1] in UNSEEN_NO)
        said.extend(
            self.act(
                lambda now: self.referee.penalise(who, PenaltyKind.OVERDRAW, tiles=tiles, seen=seen, now=now)
            )
        )
        return said.take()

    # ------------------------------------------------------------ the sheets

    def correct(self, player: int, argument: str = "") -> Answer:
        """``corrige`` takes back the last entry; ``corrige 3 H7 DINE`` writes turn 3 of the
        sheet again (a move, ``passe`` or ``change 3``) and enters what followed it again;
        ``corrige 3`` alone leaves turn 3 out."""
        said = AnswerBuilder()
        words = argument.split(maxsplit=1)
        turn = whole_number(words[0]) if words else None
        if words and turn is None:
            said.say(message(self.tr, Message.WHICH_TURN))
            return said.take()
        entry = words[1] if len(words) > 1 else ""
        try:
            corrected = self.session.correct(turn, self.entered(entry) if entry else None)
        except IllegalMove as refused:
            said.extend(self.refuse(refused))
            return said.take()
        if not corrected:
            said.say(message(self.tr, Message.NOTHING_TO_CORRECT))
            return said.take()
        done = (
            Message.ENTRY_CORRECTED
            if turn is None
            else Message.TURN_CORRECTED
            if entry
            else Message.TURN_LEFT_OUT
        )
        said.say(message(self.tr, done, number=turn) + " " + self.scores_text())
        return said.take()

    def entered(self, entry: str) -> Callable[[RefereeGame], object]:
        """What ``entry`` (a move, ``passe``, ``change 3``) does to a game, for whoever's turn it is."""
        word, _space, rest = entry.strip().partition(" ")
        command = self.registry.find(word)

        def enter(game: RefereeGame) -> object:
            if command is not None and command.id == "pass" and not rest.strip():
                return game.pass_turn(game.turn)
            if command is not None and command.id == "exchange":
                count = whole_number(rest)
                if count is None:
                    raise IllegalMove(Reason.EXCHANGE_NOTHING)
                return game.exchange_count(game.turn, count)
            return game.play(game.turn, entry)

        return enter

    def quit(self, player: int, argument: str = "") -> Answer:
        """Every entry is saved already: the arbiter leaves at once, unless saving fails."""
        said = AnswerBuilder()
        if self.unsaved():
            said.extend(super().quit(player, argument))  # asks first, then writes the game elsewhere
            return said.take()
        if self.game.over is None:
            said.say(message(self.tr, Message.REFEREE_INTERRUPTED))
        self.outcome = "quit"
        return said.take()
