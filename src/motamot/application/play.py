"""Playing: the menu, a new or resumed game, and back to the menu.

``motamot`` alone starts a new game with the settings (by default against the
computer at the intermediate level, ffsc rules); when a game is in progress it
opens the menu instead, whose first entry resumes it, so that game is never
overwritten by mistake. Options on the command line count for this run (``cli``
folds them into the settings and hands over a ``Start``); what the menu changes
is kept in the settings. Every kind of game is found through its formula.
"""

from __future__ import annotations

import copy
import functools
import random
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from gettext import NullTranslations
from pathlib import Path
from typing import TYPE_CHECKING

from motamot import menu as menu_actions
from motamot.application.output import EXIT_USAGE, Output
from motamot.application.training import DRAWS, HOOKS, REVIEW, SHORT_WORDS, Exercise, play_exercise
from motamot.commands.base import Table
from motamot.commands.formulas import DuplicateFormula, Formula, Seating, ToppingFormula, find_formula
from motamot.commands.tour import TOUR_SEED
from motamot.describe.files import describe_record_error, describe_resumed_by, describe_write_reason
from motamot.describe.menu import describe_speaker_broken, describe_speaker_fallback
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.describe.tour import STEPS
from motamot.describe.words import name_list
from motamot.files import FileProblem, RecordError
from motamot.i18n import language_from_environment, translation
from motamot.lexicon.lexicon import Lexicon
from motamot.lines.menu import run_line_menu
from motamot.lines.reader import LineReader
from motamot.lines.table import LineTable
from motamot.menu import BACK, DUPLICATE, NEW, QUIT, RESUME, TOPPING, TOUR, TRAINING, Menu
from motamot.rules.clock import ClockKind, ClockSettings
from motamot.rules.duplicate import SECONDS_PER_MOVE
from motamot.rules.refusals import IllegalMove, Reason
from motamot.rules.topping import LIMIT_SECONDS
from motamot.rules.variants import preset
from motamot.sessions.autosave import AutosavedSession
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Cursor, Interface, Settings, Voice, documents_dir, save_setting_changes
from motamot.sound.cues import CuePlayer, played_at
from motamot.speech.announcer import Announcer
from motamot.speech.detect import LEAVING_HOLD, screen_reader_running
from motamot.speech.speakers import NEXT_SPEAKER, Speaker, choose_speaker

if TYPE_CHECKING:
    from motamot.ui.app import GameScreen

MENU, OVER = "menu", "over"  # what a game hands back, besides "quit"
# The drills the menu's training offers, each as ``motamot entrainement`` names it.
MENU_DRILLS = {
    menu_actions.DRAWS: DRAWS[0],
    menu_actions.HOOKS: HOOKS[0],
    menu_actions.SHORT_WORDS: SHORT_WORDS[0],
    menu_actions.REVIEW: REVIEW[0],
}


def seats_for(tr: NullTranslations, settings: Settings, names: list[str]) -> list[Seat]:
    """The seats: the names given, in order, then numbered players up to the number of people
    the settings ask for (never a given name replaced), then the computer if it plays."""
    level = None if settings.opponent.isdigit() else settings.opponent
    people = int(settings.opponent) if level is None else max(1, len(names))
    if people == 1 and not names:
        names = [message(tr, Message.PLAYER)]
    numbered = [message(tr, Message.PLAYER_NUMBER, number=i) for i in range(len(names) + 1, people + 1)]
    names = names[:people] + numbered
    return [Seat(name) for name in names] + ([Seat(COMPUTER_NAME, level)] if level else [])


def game_clock(settings: Settings) -> ClockSettings:
    """The settings' clock (000 §6): a chess clock, a timer per move or a shared credit of
    so many minutes (none for 0), warning at the settings' thresholds."""
    warnings = tuple(float(s) for s in settings.clock_warnings)
    kind = ClockKind(settings.clock_kind) if settings.clock_minutes else ClockKind.NONE
    return ClockSettings(kind, settings.clock_minutes * 60, warnings)


@dataclass
class Start:
    """What the command line asked of this run, besides the settings it changed."""

    names: list[str]  # the players named (--joueurs), in order
    seed: int | None = None  # the first game's bag (--graine)
    resume: bool | str | None = None  # --reprendre, alone or with the file a game was written to
    menu_first: bool = False  # ``motamot menu``
    chose_a_game: bool = False  # --contre, --joueurs, --regles or --pendule given


class Play:
    """One run of motamot: the settings, the voice, and the session in progress."""

    def __init__(
        self, start: Start, settings: Settings, out: Output, lexicon: Callable[[NullTranslations], Lexicon]
    ) -> None:
        self.start, self.settings, self.out = start, settings, out
        self.names = start.names
        # Options given for this run (--lignes, --voix texte) changed ``settings`` only: what
        # changes after this is what ``keep`` writes back.
        self._seen = asdict(settings)
        self.tr = self._translation()
        self.lexicon = lexicon(self.tr)  # any problem with the list said in the game's language
        self.save_path: Path = find_formula("partie").save_path()
        self.table: Table | None = None  # the table in play: a classic game, or a duplicate one
        self.seed: int | None = start.seed
        self.cues: CuePlayer | None = None
        self.announcer = Announcer(choose_speaker("silent"), out)
        self._voice_shape: tuple[object, ...] | None = None
        self.read = LineReader()
        self.game_kept = False  # options were given while a game was in progress
        self.last_training = DUPLICATE  # the training level's line last played: the menu comes back to it
        # ``--reprendre FICHIER``: a game written elsewhere by ``enregistre``, taken up once.
        self.resume_from: str | None = start.resume if isinstance(start.resume, str) else None

    def _translation(self) -> NullTranslations:
        return translation(self.language)

    @property
    def language(self) -> str:
        """The game's language: the setting, else the system's."""
        return self.settings.language or language_from_environment()

    @property
    def full_screen(self) -> bool:
        return self.settings.interface is Interface.SCREEN and sys.stdin.isatty() and sys.stdout.isatty()

    @functools.cached_property
    def screen_reader(self) -> bool:
        """Whether a screen reader is running (asked once: it takes a system call or two)."""
        return screen_reader_running()

    @property
    def reader_layout(self) -> bool:
        """The full screen's cursor after the message, for a screen reader reading the terminal.
        Chosen by itself on Linux only, where it was measured under Orca: NVDA reads any new
        text in a console, wherever the cursor is (docs/en/keys.md)."""
        cursor = self.settings.cursor
        if cursor is Cursor.AUTO:
            return self.screen_reader and sys.platform.startswith("linux")
        return cursor is Cursor.MESSAGE

    def lines_aside(self) -> None:
        """In lines, a screen reader reads every written line aloud: under one, the braille
        board goes to a file in the documents folder, for the braille display to open."""
        self.announcer.aside = documents_dir() if self.screen_reader else None

    def refresh_voice(self) -> None:
        """(Re)start the speaker and sound cues when the settings that shape them changed."""
        self.tr = self._translation()
        language = self.language
        shape = (
            self.settings.voice,
            self.settings.rate,
            language,
            self.settings.sounds,
            self.settings.interface,
            self.settings.cursor,
        )
        if shape == self._voice_shape:
            return
        self.close()
        self._voice_shape = shape
        written_is_read = not self.full_screen or self.reader_layout
        speaker = choose_speaker(
            self.settings.voice.english,
            language,
            rate=self.settings.rate,
            written_is_read=written_is_read,
            screen_reader=lambda: self.screen_reader,
        )
        self.announcer.speaker = speaker
        self.announcer.replace = self._replace_broken
        wanted = self.settings.voice
        if wanted is Voice.AUTO and self.screen_reader and not written_is_read:
            wanted = Voice.SCREEN_READER  # a screen reader runs and is to be spoken to
        if wanted in (Voice.SCREEN_READER, Voice.OWN_VOICE) and speaker.name != wanted.english:
            # The channel chosen cannot be used here (no NVDA client on Windows ARM64, no
            # Speech Dispatcher): say which one speaks instead.
            self.announcer.announce(describe_speaker_fallback(self.tr, wanted, speaker.name))
        self.cues = CuePlayer.open(volume=self.settings.cue_volume) if self.settings.sounds else None
        self.announcer.cue = played_at(self.cues, self.settings)

    def _replace_broken(self, broken: Speaker) -> tuple[Speaker, str]:
        """A voice that stopped in the middle of a game: the next one, and the sentence saying so."""
        replacement = choose_speaker(
            NEXT_SPEAKER.get(broken.name, "text"), self.language, rate=self.settings.rate
        )
        return replacement, describe_speaker_broken(self.tr, broken.name, replacement.name)

    def close(self) -> None:
        self.announcer.speaker.close()
        self.announcer.speaker = choose_speaker("silent")
        if self.cues is not None:
            self.cues.close()
        self.cues = None
        self.announcer.cue = None

    @property
    def seating(self) -> Seating:
        """What a table is handed on this machine, as the settings are now."""
        return Seating(self.tr, self.settings, self.keep, self.language)

    def first_step(self) -> str:
        if self.start.resume:
            return RESUME
        if self.start.menu_first:
            return MENU
        if not self.save_path.exists():
            return NEW
        # Options never replace a game in progress by themselves: the menu offers it back,
        # and a new game (with these options) is one confirmed choice away.
        self.game_kept = self.start.chose_a_game
        return MENU

    def run(self, table: Table | None = None) -> int:
        """Play from the first step (or at ``table``, a duplicate game opened by its own
        command) until the player leaves; the menu comes between games and on F10."""
        self.table = table
        step = BACK if table is not None else self.first_step()
        asked_in_menu = False
        try:
            while step != QUIT:
                self.refresh_voice()
                self.announcer.write = self.out
                if step in (MENU, TRAINING):
                    step = self.menu(step)
                    asked_in_menu = True
                    continue
                if step in MENU_DRILLS:
                    # A drill from the menu's training, then that level again; the game in
                    # progress stays where it is.
                    play_exercise(self, Exercise(MENU_DRILLS[step], seed=self.seed))
                    self.seed = None
                    self.last_training = step
                    step = TRAINING
                    continue
                if step in (NEW, RESUME, DUPLICATE, TOUR, TOPPING):
                    self.leave_table()
                if step == NEW:
                    self.table = self.table_for(find_formula("partie"), self.new_session())
                elif step == RESUME:
                    classic = find_formula("partie")
                    self.table = self.table_for(classic, self.take_up(classic))
                elif step == DUPLICATE:
                    self.table = self.duplicate()
                elif step == TOUR:
                    self.table = self.tour()
                elif step == TOPPING:
                    self.table = self.topping()
                if self.table is None:
                    if not asked_in_menu:
                        return EXIT_USAGE  # what the command line asked for cannot start
                    step = MENU
                    continue
                if step in (DUPLICATE, TOPPING):
                    self.table.from_training, self.last_training = True, step
                outcome = self.play(self.table)
                if outcome == TRAINING:
                    self.leave_table()  # its line on the training level takes the game up
                step = MENU if outcome in (MENU, OVER) else TRAINING if outcome == TRAINING else QUIT
        finally:
            self.leave_table()
            self.close()
        return 0

    def leave_table(self) -> None:
        """The table in play is left for another, or motamot ends: another motamot may take
        its game up."""
        if self.table is not None:
            self.table.session.let_go()
            self.table = None

    def menu(self, level: str = MENU) -> str:
        """The menu's action chosen; at its training level, on the line last played, when
        a training left with quitte comes back to it."""
        if self.game_kept:
            self.game_kept = False
            self.announcer.announce(message(self.tr, Message.GAME_KEPT))
        # Back to the table in play: a classic game, or the duplicate game F10 left.
        in_game = self.table is not None and self.table.playing
        menu = Menu(self.settings, in_game, can_resume=not in_game and self.save_path.exists())
        if level == TRAINING:
            menu.open_training()
            menu.go_to(next(i for i, e in enumerate(menu.entries) if e.key == self.last_training))
        if self.full_screen:
            from motamot.ui.menu_screen import build_menu_app

            action = build_menu_app(menu, self.tr, self.announcer, reader=self.reader_layout).run()
        else:
            action = run_line_menu(menu, self.tr, self.read, self.announcer)
        if menu.changed:
            self.keep(self.settings)
        return action

    def keep(self, settings: Settings) -> None:
        """Save what the player changed during this run (menu, commands, keys), nothing else:
        the file is read again first, so a setting another motamot changed meanwhile stays."""
        changed = {
            setting.name: copy.deepcopy(getattr(settings, setting.name))
            for setting in fields(Settings)
            if getattr(settings, setting.name) != self._seen[setting.name]
        }
        self._seen = asdict(settings)
        if not changed:
            return
        try:
            save_setting_changes(changed)
        except RecordError as error:
            # The change holds for this run; the game goes on.
            self.announcer.announce(
                message(self.tr, Message.SETTINGS_NOT_KEPT, reason=describe_write_reason(self.tr, error))
            )

    def new_session(self) -> GameSession | None:
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**32)
        self.seed = None  # --graine sets the first game's bag only
        clock = game_clock(self.settings)
        seats = seats_for(self.tr, self.settings, self.names)
        people = [seat.name for seat in seats if not seat.is_computer]
        if self.names and len(self.names) < len(people):
            # A name given, more people to seat: said, never a silent renaming.
            self.announcer.announce(
                message(self.tr, Message.NAMES_COMPLETED, count=len(people), names=name_list(self.tr, people))
            )
        try:
            return GameSession.new(
                seats, preset(self.settings.rules), self.lexicon, seed, self.save_path, clock_settings=clock
            )
        except IllegalMove as refused:
            self.out(describe_refusal(self.tr, refused.refusal), error=True)
            advice = {Reason.BAD_NAME: None, Reason.CLOCK_TOO_SHORT: Message.CLOCK_IN_MENU}
            said = advice.get(refused.refusal.reason, Message.CHANGE_IN_MENU)
            if said is not None:  # names come from --joueurs only
                self.out(message(self.tr, said), error=True)
            return None
        except RecordError as error:  # the game in progress is open in another motamot
            self.out(describe_record_error(self.tr, error, str(self.save_path)), error=True)
            return None

    def take_up(self, formula: Formula) -> AutosavedSession | None:
        """The game of that formula in progress, or the one ``--reprendre FICHIER`` names (a
        game written elsewhere by ``enregistre``), kept where the formula keeps its game from
        then on; None once the player heard why not (damaged, open in another motamot, of
        another kind, or a game in progress there)."""
        save_path = formula.save_path()
        source = Path(self.resume_from) if self.resume_from else save_path
        self.resume_from = None  # the file is taken up once: the menu resumes the game from then on
        if source.absolute() != save_path.absolute() and save_path.exists():
            command = describe_resumed_by(self.tr, formula.name)
            self.out(message(self.tr, Message.RESUME_WOULD_REPLACE, path=source, command=command), error=True)
            return None
        try:
            session = formula.open(source, self.lexicon, save_path)
        except RecordError as error:
            self.out(describe_record_error(self.tr, error, str(source)), error=True)
            if error.problem is not FileProblem.IN_USE:
                begun_by = describe_resumed_by(self.tr, formula.name)
                self.out(message(self.tr, formula.nothing_to_resume, command=begun_by), error=True)
            return None
        session.save()  # at once where the game is kept from now on
        return session

    def table_for(self, formula: Formula, session: AutosavedSession | None) -> Table | None:
        """The table of that formula over ``session`` (none without a session)."""
        return None if session is None else formula.table(session, self.seating)

    def play(self, table: Table) -> str:
        """Play at any table until the player leaves, on the full screen or in lines as the
        settings say: "menu", "quit", or "over" when the input ended after the game; "training"
        when a table opened from the menu's training was left with quitte (Ctrl+Q, whose
        farewell says motamot ends, leaves motamot)."""
        # Taken back from the menu: the language may have changed there (the voice and cues
        # are the announcer's, handed to the interface below).
        table.tr = self.tr
        table.outcome = None
        if self.full_screen:
            from motamot.ui.app import GameScreen, build_app

            screen = GameScreen(table, self.announcer, reader=self.reader_layout)
            screen.start(
                self.welcome(
                    Message.WELCOME_SCREEN if table.welcome_offers_tour else Message.WELCOME_SCREEN_ALONE
                )
            )
            outcome = build_app(screen).run()
            self.announcer.write = self.out
            if outcome == "quit":
                self.say_farewell(screen)
                if table.from_training and not screen.farewell:
                    return TRAINING
            return outcome
        table.confirm_by_key = False
        self.lines_aside()
        welcome = self.welcome(
            Message.WELCOME_LINES if table.welcome_offers_tour else Message.WELCOME_LINES_ALONE
        )
        outcome = LineTable(table, self.announcer, self.read, self.screen_reader, welcome).run()
        return TRAINING if table.from_training and table.outcome == "quit" else outcome

    def say_farewell(self, screen: GameScreen) -> None:
        """Leaving the full screen: one farewell, said once the screen is gone, where a screen
        reader reads it, and never the answer the screen showed last again. Ctrl+Q's (the
        game kept), else what the key that closed the screen said (``quitte``, ``oui``: said,
        and kept, not shown), else goodbye (a game over left, nothing to keep)."""
        if screen.farewell:
            self.announcer.announce(screen.farewell)
        elif screen.leaving_words:
            self.say_leaving_words(screen.leaving_words)
        else:
            self.announcer.announce(message(self.tr, Message.GOODBYE))

    def say_leaving_words(self, words: str) -> None:
        """What the key that closed a full screen said, written once the screen is gone, where a
        screen reader reads it: under one, the caret after the words a moment (``LEAVING_HOLD``)
        before the line ends, so that Orca reads them after Escape as after Ctrl+Q."""
        if not self.reader_layout:
            self.out(words)
            return
        self.out(words, end="")
        time.sleep(LEAVING_HOLD)
        self.out("")

    def tour(self) -> Table | None:
        """The guided tour: resumed where it stopped, else from its start on a new game
        against the beginner (kept apart from the game in progress)."""
        formula = find_formula("visite")
        settings, path = self.settings, formula.save_path()
        if settings.tour_step >= STEPS - 1 or not path.exists():
            settings.tour_step = 0  # a tour again from its start
            self.keep(settings)
        try:
            session: AutosavedSession
            if path.exists() and settings.tour_step:
                session = formula.open(path, self.lexicon, path)
            else:
                name = self.names[0] if self.names else message(self.tr, Message.PLAYER)
                seats = [Seat(name), Seat(COMPUTER_NAME, "debutant")]
                # No clock: the tour takes the time the player needs.
                none = ClockSettings(ClockKind.NONE, 0, ())
                session = GameSession.new(seats, preset("ffsc"), self.lexicon, TOUR_SEED, path, none)
        except RecordError as error:
            self.announcer.announce(describe_record_error(self.tr, error, str(path)))
            return None
        except IllegalMove as refused:  # the name given with the option joueurs
            self.out(describe_refusal(self.tr, refused.refusal), error=True)
            return None
        return formula.table(session, self.seating)

    def welcome(self, words: Message) -> str:
        """At the very first start, how to get help and how to leave (said once, then kept)."""
        if self.settings.welcomed:
            return ""
        self.settings.welcomed = True
        self.keep(self.settings)
        return message(self.tr, words)

    def topping(self) -> Table | None:
        """Topping from the menu: the game in progress, else a new one, as ``motamot
        entrainement`` starts it (3 minutes to find each top)."""

        def new(formula: Formula, seed: int, names: list[str]) -> AutosavedSession:
            assert isinstance(formula, ToppingFormula)
            return formula.new_topping(names[0], self.lexicon, seed, LIMIT_SECONDS)

        return self.alone("entrainement", new)

    def duplicate(self) -> Table | None:
        """Duplicate from the menu: the game in progress, else a new one, 3 minutes a move."""

        def new(formula: Formula, seed: int, names: list[str]) -> AutosavedSession:
            assert isinstance(formula, DuplicateFormula)
            return formula.new(names, self.lexicon, seed, SECONDS_PER_MOVE)

        return self.alone("duplicate", new)

    def alone(self, name: str, new: Callable[[Formula, int, list[str]], AutosavedSession]) -> Table | None:
        """A game alone from the menu, of the formula ``name``: the one in progress, else the
        one ``new`` makes (from the formula, the seed and the player's name)."""
        formula = find_formula(name)
        path = formula.save_path()
        seed = self.seed if self.seed is not None else formula.new_seed()
        self.seed = None
        try:
            session: AutosavedSession
            if path.exists():
                session = formula.open(path, self.lexicon, path)
            else:
                session = new(formula, seed, self.names[:1] or [message(self.tr, Message.PLAYER)])
        except RecordError as error:
            self.announcer.announce(describe_record_error(self.tr, error, str(path)))
            return None
        except IllegalMove as refused:  # the name given with the option joueurs
            self.out(describe_refusal(self.tr, refused.refusal), error=True)
            return None
        return formula.table(session, self.seating)
