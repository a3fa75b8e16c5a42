"""``motamot duplicate``: the duplicate game alone against the top (seed 001 §2.6 and 003
refer to its regulations), or motamot as the arbiter of a room (``--salle``). A new
game, the one in progress (``--reprendre``), a saved game or a club's published game
redone with the same racks and tops (``--refaire FICHIER``), or a saved game exported
as GCG and as a per-turn table (``--exporte FICHIER``), or an evening of a room's games
ranked together (``--soiree``)."""

from __future__ import annotations

import argparse
import random
from datetime import date
from gettext import NullTranslations
from pathlib import Path

from motamot.application.output import EXIT_USAGE, EXIT_YES, Output
from motamot.application.play import Play
from motamot.cli.output import language_of
from motamot.cli.play import start_play
from motamot.commands.formulas import DuplicateFormula, Formula, find_formula
from motamot.describe.duplicate import evening_ranking
from motamot.describe.files import describe_record_error, describe_resumed_by
from motamot.describe.messages import Message, message
from motamot.describe.refusals import describe_refusal
from motamot.files import RecordError
from motamot.publish.duplicate import write_duplicate_record, write_evening_exports
from motamot.records.duplicate import load_duplicate, read_turns_to_redo
from motamot.rules.duplicate import RULES, evening_of
from motamot.rules.refusals import IllegalMove
from motamot.sessions.autosave import AutosavedSession
from motamot.sessions.duplicate import finished_duplicates_dir

TRAINING_MINUTES = (1, 2, 3)  # 3, the tournaments' time; 1 and 2 for training


def run_duplicate(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    play = start_play(args, out)
    tr = play.tr
    if args.export is not None:
        return export(Path(args.export), play, out)
    if args.evening is not None:
        return evening([Path(name) for name in args.evening], play, language_of(args), out)
    formula = find_formula("salle" if args.room else "duplicate")
    path = formula.save_path()
    try:
        session = open_session(args, play, formula, out)
    except RecordError as error:
        out(describe_record_error(tr, error, str(error.path or args.redo or path)), error=True)
        return EXIT_USAGE
    except IllegalMove as refused:  # two players of one name in a room
        out(describe_refusal(tr, refused.refusal), error=True)
        return EXIT_USAGE
    if session is None:
        return EXIT_USAGE
    # F10 opens the menu, whose first entry comes back to this game.
    return play.run(formula.table(session, play.seating))


def open_session(
    args: argparse.Namespace, play: Play, formula: Formula, out: Output
) -> AutosavedSession | None:
    """The game in progress when asked for (or when one is waiting and nothing new is
    asked), else a new one: drawn, or redoing the racks and tops of a saved game or of a
    game a club published."""
    path = formula.save_path()
    if args.resume or (path.exists() and not args.new and args.redo is None):
        if args.resume is True and not path.exists():
            command = describe_resumed_by(play.tr, formula.name)
            out(message(play.tr, Message.NOTHING_TO_RESUME, command=command), error=True)
            return None
        return play.take_up(formula)
    redo = read_turns_to_redo(Path(args.redo), play.lexicon.is_valid) if args.redo is not None else ()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    if args.room and not play.names:
        out(message(play.tr, Message.ROOM_NAMES), error=True)
        return None
    names = play.names if args.room else play.names[:1] or [message(play.tr, Message.PLAYER)]
    assert isinstance(formula, DuplicateFormula)
    return formula.new(names, play.lexicon, seed, args.minutes * 60, redo=redo, rules=RULES[args.variant])


def beside(source: Path, suffix: str) -> Path:
    """The file of that ``suffix`` beside ``source``, never ``source`` itself."""
    target = source.with_suffix(suffix)
    if target.absolute() == source.absolute():
        target = source.with_name(f"{source.stem}-export{suffix}")
    return target


def export(source: Path, play: Play, out: Output) -> int:
    """A saved duplicate game written beside itself as GCG (with the racks) and as a
    per-turn table in plain text; never over the save it is read from."""
    tr = play.tr
    try:
        game = load_duplicate(source, play.lexicon.is_valid, 0.0).game
        gcg, table = write_duplicate_record(
            tr, game, beside(source, ".gcg"), beside(source, ".txt"), lexicon=play.lexicon
        )
    except RecordError as error:
        out(describe_record_error(tr, error, str(error.path or source)), error=True)
        return EXIT_USAGE
    out(message(tr, Message.DUPLICATE_EXPORTED, files=f"{gcg}, {table}"))
    return 0


def evening(sources: list[Path], play: Play, language: str, out: Output) -> int:
    """Several games of a room ranked together (by default the room's games finished
    today), the ranking said and written in the current folder like a game's sheets."""
    tr = play.tr
    today = date.today().isoformat()
    if not sources:
        # In the order they were played (two games kept within one second get "-2" names).
        found = finished_duplicates_dir().glob(f"salle-{today}-*.json")
        sources = sorted(found, key=lambda path: (path.stat().st_mtime, path.name))
        if not sources:
            out(message(tr, Message.NO_EVENING_GAMES, folder=finished_duplicates_dir()), error=True)
            return EXIT_USAGE
    games = []
    for source in sources:
        try:
            games.append(load_duplicate(source, play.lexicon.is_valid, 0.0).game)
        except RecordError as error:
            out(describe_record_error(tr, error, str(error.path or source)), error=True)
            return EXIT_USAGE
    ranked = evening_of(games)
    name = tr.gettext("soiree-duplicate")
    stem = f"{name}-{today}"
    try:
        written = write_evening_exports(tr, ranked, Path.cwd(), stem, language)
    except RecordError as error:
        out(describe_record_error(tr, error, str(error.path or Path.cwd())), error=True)
        return EXIT_USAGE
    for line in evening_ranking(tr, ranked):
        out(line)
    out(message(tr, Message.SHEETS_WRITTEN, files=", ".join(str(path) for path in written)))
    return EXIT_YES
