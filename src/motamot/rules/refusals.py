"""Why a move or an action is refused.

The rules core never writes sentences: it says *what* is wrong as a reason
code with its details (which square, which letter, which word), and
``motamot.describe`` turns that into words for speech, screen and braille.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


class Reason(enum.Enum):
    # notation
    EMPTY_ENTRY = "empty_entry"
    BAD_COORDINATE = "bad_coordinate"  # text
    MISSING_WORD = "missing_word"
    BAD_CHARACTER = "bad_character"  # character, position
    # placement
    WORD_TOO_SHORT = "word_too_short"  # word
    OFF_BOARD = "off_board"  # word, square (the first square off the board)
    BOARD_LETTER_DIFFERS = "board_letter_differs"  # square, board_letter, word_letter
    WORD_CONTINUES = "word_continues"  # square, letter: a tile touches the written word's end
    NO_NEW_TILE = "no_new_tile"  # word
    SQUARE_TAKEN = "square_taken"  # square, letter
    SAME_SQUARE_TWICE = "same_square_twice"  # square
    NOT_ONE_LINE = "not_one_line"
    GAP = "gap"  # square
    FIRST_MOVE_OFF_CENTRE = "first_move_off_centre"
    NOT_CONNECTED = "not_connected"
    LETTER_NOT_IN_RACK = "letter_not_in_rack"  # letter, needed, have, blanks
    NO_BLANK_IN_RACK = "no_blank_in_rack"  # needed, have
    TOO_MANY_TILES = "too_many_tiles"  # count
    INVALID_WORDS = "invalid_words"  # words (libre: refused at once)
    # exchange
    EXCHANGE_NOTHING = "exchange_nothing"
    EXCHANGE_BAG_TOO_SMALL = "exchange_bag_too_small"  # in_bag, minimum
    EXCHANGE_NOT_IN_RACK = "exchange_not_in_rack"  # letter
    EXCHANGE_FORBIDDEN_OPPONENT_OUT_OF_TIME = "exchange_forbidden_opponent_out_of_time"
    # turn and game
    NOT_YOUR_TURN = "not_your_turn"  # player (whose turn it is)
    GAME_OVER = "game_over"
    OUT_OF_TIME = "out_of_time"  # player
    MUST_PLAY_OR_EXCHANGE = "must_play_or_exchange"  # larousse 001 §5
    AWAITING_CHALLENGE_DECISION = "awaiting_challenge_decision"
    UNKNOWN_PLAYER = "unknown_player"  # player
    # challenges
    NO_CHALLENGE_IN_VARIANT = "no_challenge_in_variant"
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    OWN_MOVE = "own_move"
    WORD_NOT_JUST_PLAYED = "word_not_just_played"  # word
    WORD_NOT_AT_PLACE = "word_not_at_place"  # word, place
    WORD_NAMED_TOO_OFTEN = "word_named_too_often"  # word, count
    NO_JUDGE = "no_judge"
    # a refereed game on a physical board (rules.referee)
    MORE_THAN_HELD = "more_than_held"  # player, count, held
    NONE_LEFT = "none_left"  # letter ("?" for a joker), needed, left
    AWAITING_RACKS = "awaiting_racks"  # players (names still to say their letters)
    NOTHING_TO_DECLARE = "nothing_to_declare"
    ALREADY_DECLARED = "already_declared"  # player
    WRONG_TILE_COUNT = "wrong_tile_count"  # player, held, given
    REFEREE_ONLY = "referee_only"
    NO_SUCH_TURN = "no_such_turn"  # number, last
    TURN_NEEDED_LATER = "turn_needed_later"  # number, later, refusal (why the later entry fails)
    # setup and penalties
    PLAYER_COUNT = "player_count"  # count, minimum, maximum
    BAD_NAME = "bad_name"  # name, problem (rules.names.NameProblem), character
    CLOCK_TOO_SHORT = "clock_too_short"  # seconds, minimum
    BAD_PENALTY = "bad_penalty"
    PENALTY_TOO_HIGH = "penalty_too_high"  # points, limit
    OVERDRAW_TOO_MANY = "overdraw_too_many"  # tiles, limit
    BAD_TIME = "bad_time"
    NO_CLOCK = "no_clock"
    CLOCK_ALREADY_STOPPED = "clock_already_stopped"
    CLOCK_NOT_STOPPED = "clock_not_stopped"
    LATE_AFTER_START = "late_after_start"
    LATE_NEEDS_CHESS_CLOCK = "late_needs_chess_clock"
    ALREADY_LATE = "already_late"  # player
    NOT_LATE = "not_late"  # player
    PLAYER_ABSENT = "player_absent"  # player
    # duplicate (rules.duplicate)
    UNFIT_RACK = "unfit_rack"  # rack, vowels, consonants (how many of each the rule asks)
    FIT_RACK_REJECTED = "fit_rack_rejected"  # rack
    KEPT_LETTER_MISSING = "kept_letter_missing"  # letters
    JOKER_MISSING = "joker_missing"  # rack (a joker duplicate's rack without the joker left)
    TOP_BEATEN = "top_beaten"  # player, score, top
    TURN_STILL_OPEN = "turn_still_open"  # number
    NO_RACK_YET = "no_rack_yet"
    BAD_RACK_SIZE = "bad_rack_size"  # given, expected
    BAD_DECLARED_SCORE = "bad_declared_score"  # score, limit


@dataclass(frozen=True)
class Refusal:
    reason: Reason
    details: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "details", MappingProxyType(dict(self.details)))

    def __getitem__(self, key: str) -> object:
        return self.details[key]


class IllegalMove(Exception):
    """Raised by the rules core; the game is left exactly as it was."""

    def __init__(self, reason: Reason, **details: object) -> None:
        self.refusal = Refusal(reason, details)
        super().__init__(reason.value, details)
