"""GCG, the record other Scrabble programs read: a classic game's moves, or a duplicate
game's with each rack drawn (``records`` walks the game's events into the record)."""

from __future__ import annotations

from motamot.lexicon.lexicon import Lexicon
from motamot.records.duplicate import duplicate_to_gcg
from motamot.records.game_record import game_to_gcg
from motamot.records.gcg import format_gcg
from motamot.rules.duplicate import DuplicateGame
from motamot.rules.game import Game


def gcg_of(game: Game | DuplicateGame, lexicon: Lexicon) -> str:
    """The game's GCG, its ``#lexicon`` the list that judged it."""
    name = lexicon.record_name
    return format_gcg(
        duplicate_to_gcg(game, name) if isinstance(game, DuplicateGame) else game_to_gcg(game, name)
    )
