"""motamot autoplay and motamot coups/moves."""

from __future__ import annotations

import argparse
import random
from collections import Counter
from gettext import NullTranslations

from motamot.application.output import EXIT_NO, EXIT_USAGE, EXIT_YES, Output
from motamot.cli.output import read_record
from motamot.cli.words import current_lexicon, lexicon_cache, with_own_words
from motamot.describe.engine import (
    describe_level_stats,
    describe_own_words_used,
    describe_ranked_move,
    level_said,
)
from motamot.describe.messages import Message, message
from motamot.describe.replay import describe_problem
from motamot.describe.words import tile_name
from motamot.engine.autoplay import play_match
from motamot.engine.hints import best_moves
from motamot.engine.players import LEVELS
from motamot.records.replay import replay_record
from motamot.rules.placement import check_placement
from motamot.rules.tiles import BLANK, RACK_SIZE, tiles_off
from motamot.rules.variants import DEFAULT_PRESET, PRESETS

MAX_GAMES = 1000  # autoplay: hours of work already at the expert level
MAX_MOVES = 500  # coups: more than any rack makes


def run_autoplay(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    levels = tuple(level.strip() for level in args.levels.split(","))
    unknown = [level for level in levels if level not in LEVELS]
    if len(levels) != 2 or unknown or not 1 <= args.games <= MAX_GAMES:
        out(message(tr, Message.AUTOPLAY_USAGE, levels=", ".join(LEVELS), limit=MAX_GAMES), error=True)
        return EXIT_USAGE
    lexicon = current_lexicon(args, tr, out)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    stats = play_match(
        (levels[0], levels[1]), args.games, PRESETS[args.rules or DEFAULT_PRESET], lexicon, seed
    )
    first, second = (level_said(tr, level) for level in levels)
    out(message(tr, Message.AUTOPLAY_HEADING, games=args.games, first=first, second=second, seed=seed))
    for level_stats in stats:
        out(describe_level_stats(tr, level_stats, args.games))
    return EXIT_YES


def run_moves(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    rack = args.rack.upper().replace("*", BLANK)
    if not rack or len(rack) > RACK_SIZE or any(not ("A" <= t <= "Z" or t == BLANK) for t in rack):
        out(
            message(tr, Message.BAD_RACK),
            error=True,
        )
        return EXIT_USAGE
    if not 1 <= args.count <= MAX_MOVES:
        out(message(tr, Message.COUNT_RANGE, limit=MAX_MOVES), error=True)
        return EXIT_USAGE
    record = read_record(args.file, tr, out)
    if record is None:
        return EXIT_USAGE
    report = replay_record(record)
    for entry in report.entries:
        for problem in entry.problems:
            out(describe_problem(tr, problem), error=True)
    left = tiles_off(tile for _, tile in report.board.occupied())
    for tile, count in sorted(Counter(rack).items()):
        if count > left[tile]:
            name = tile_name(tr, tile)
            out(
                message(tr, Message.RACK_MORE_THAN_LEFT, letter=name, count=count, left=left[tile]),
                error=True,
            )
            return EXIT_USAGE
    # The player's own words count in their searches, never in the computer's moves (issue 61).
    lexicon = with_own_words(current_lexicon(args, tr, out), tr, out)
    own_words = lexicon.own_words()
    moves = best_moves(report.board, list(rack), lexicon.with_own_graph(lexicon_cache()))
    if not moves:
        out(message(tr, Message.NO_MOVE_WITH_RACK))
        return EXIT_NO
    for rank, move in enumerate(moves[: args.count], start=1):
        placed = check_placement(report.board, move.tiles, None, move.direction)
        line = describe_ranked_move(tr, rank, placed.written, move.score)
        own = [word.text for word in placed.words if word.text in own_words]
        out(f"{line}, {describe_own_words_used(tr, own)}" if own else line)
    return EXIT_YES
