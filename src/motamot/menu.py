"""The menu: start a game, resume one, and change every setting.

The same menu serves the full screen (arrow keys) and the plain lines
(numbers typed); this module holds only its state. Choices change the
settings they name; actions are handed back to whoever runs the menu.
"""

from __future__ import annotations

from dataclasses import dataclass

from motamot.i18n import fold
from motamot.rules.variants import PRESETS
from motamot.settings import (
    CLOCK_KINDS,
    CLOCK_MINUTES,
    CURSORS,
    INTERFACES,
    OPPONENTS,
    RATES,
    VERBOSITIES,
    VOICES,
    VOLUMES,
    WARNING_SETS,
    Settings,
)

# Actions: what the menu hands back.
NEW, RESUME, BACK, QUIT = "new", "resume", "back", "quit"
DUPLICATE = "duplicate"  # a duplicate game alone against the top
TOUR = "tour"  # the guided tour (motamot visite)
# The training (motamot entrainement, issue 63), each started as the command line starts it.
TOPPING, DRAWS, HOOKS, SHORT_WORDS, REVIEW = "topping", "draws", "hooks", "short_words", "review"
# Moving between the menu's levels (never handed back): the settings, and the training (with
# duplicate alone) one level down, each opened from its line on the first level.
SETTINGS, TRAINING, UP = "settings", "training", "up"
# The one choice on the first level: the rest are one level down, so that the menu a new
# player meets has at most seven entries (issue 48).
FIRST_LEVEL_CHOICE = "opponent"

# Each choice is a settings field and the values it can take, in the menu's order: the
# opponent on the first level, the rest in the settings, grouped (rules and clock, what is
# said, the screen, the voice and the sounds).
CHOICES: dict[str, tuple[object, ...]] = {
    "opponent": OPPONENTS,
    "rules": tuple(PRESETS),
    "clock_kind": CLOCK_KINDS,
    "clock_minutes": CLOCK_MINUTES,
    "clock_warnings": tuple(list(w) for w in WARNING_SETS),
    "verbosity": VERBOSITIES,
    "spelling": (False, True),
    "relief_names": (False, True),
    "dictate_moves": (False, True),
    "confirm_moves": (False, True),
    "interface": INTERFACES,
    "board_visible": (True, False),
    "cursor": CURSORS,
    "voice": VOICES,
    "rate": RATES,
    "language": (None, "fr", "en"),
    "sounds": (True, False),
    "cue_volume": VOLUMES,
    "table_talk": (True, False),
}


@dataclass(frozen=True)
class Entry:
    key: str  # an action, or the settings field a choice changes

    @property
    def is_choice(self) -> bool:
        return self.key in CHOICES


class Menu:
    def __init__(self, settings: Settings, in_game: bool, can_resume: bool) -> None:
        self.settings = settings
        self.in_game = in_game
        # A new game replaces the game in progress, played now or saved: it is asked for twice.
        self.replaces_a_game = in_game or can_resume
        first = [Entry(BACK)] if in_game else [Entry(RESUME)] if can_resume else []
        self.first_level = [
            *first,
            Entry(NEW),
            Entry(FIRST_LEVEL_CHOICE),
            Entry(SETTINGS),
            Entry(TRAINING),
            Entry(TOUR),
            Entry(QUIT),
        ]
        self.settings_level = [Entry(UP), *(Entry(key) for key in CHOICES if key != FIRST_LEVEL_CHOICE)]
        self.training_level = [
            Entry(UP),
            *(Entry(key) for key in (DUPLICATE, TOPPING, DRAWS, HOOKS, SHORT_WORDS, REVIEW)),
        ]
        self.entries = self.first_level
        self.position = 0
        self.changed = False  # a setting changed: the caller keeps the settings
        self._confirming = False

    @property
    def current(self) -> Entry:
        return self.entries[self.position]

    def value(self, entry: Entry) -> object:
        return getattr(self.settings, entry.key)

    def move(self, step: int) -> None:
        position = max(0, min(len(self.entries) - 1, self.position + step))
        if position != self.position:
            self.position, self._confirming = position, False

    def go_to(self, position: int) -> None:
        self.move(position - self.position)

    def change(self, step: int) -> bool:
        """The next (or previous) value of the current choice; False on an action."""
        entry = self.current
        if not entry.is_choice:
            return False
        values = CHOICES[entry.key]
        index = values.index(self.value(entry)) if self.value(entry) in values else 0
        self._set(entry, values[(index + step) % len(values)])
        return True

    def choose(self, value: object) -> None:
        entry = self.current
        if entry.is_choice and value in CHOICES[entry.key]:
            self._set(entry, value)

    def _set(self, entry: Entry, value: object) -> None:
        setattr(self.settings, entry.key, list(value) if isinstance(value, list) else value)
        self.changed = True

    @property
    def in_settings(self) -> bool:
        return self.entries is self.settings_level

    @property
    def in_training(self) -> bool:
        return self.entries is self.training_level

    @property
    def below(self) -> bool:
        """Whether a level under the first is open (the settings, the training)."""
        return self.entries is not self.first_level

    def open_settings(self) -> None:
        self.entries, self.position, self._confirming = self.settings_level, 0, False

    def open_training(self) -> None:
        self.entries, self.position, self._confirming = self.training_level, 0, False

    def leave_level(self) -> None:
        """Back to the first level, on the line that opened the level left."""
        opened_by = TRAINING if self.in_training else SETTINGS
        self.entries, self._confirming = self.first_level, False
        self.position = next(i for i, e in enumerate(self.entries) if e.key == opened_by)

    def activate(self) -> str | None:
        """The action chosen, or None: a choice moves to its next value, the settings' or the
        training's line opens that level (its first entry goes back), and a new game while one
        is in progress waits for a typed yes (``answer``): Enter alone never replaces a game."""
        entry = self.current
        if entry.is_choice:
            self.change(1)
            return None
        if entry.key == SETTINGS:
            self.open_settings()
            return None
        if entry.key == TRAINING:
            self.open_training()
            return None
        if entry.key == UP:
            self.leave_level()
            return None
        if entry.key == NEW and self.replaces_a_game:
            self._confirming = True  # asked again: only oui replaces the game
            return None
        return entry.key

    def answer(self, typed: str) -> str | None:
        """The answer typed to "a new game, the game in progress lost?": NEW on oui (or
        yes); on non (or no) the question ends; anything else leaves it asked."""
        word = fold(typed)
        if word in ("oui", "yes"):
            self._confirming = False
            return NEW
        if word in ("non", "no"):
            self._confirming = False
        return None

    @property
    def confirming(self) -> bool:
        return self._confirming
