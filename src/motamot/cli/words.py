"""Word checks and the choice of word list, from the command line."""

from __future__ import annotations

import argparse
from gettext import NullTranslations
from pathlib import Path

from motamot.application.output import EXIT_NO, EXIT_USAGE, EXIT_YES, Output
from motamot.describe.files import describe_record_error
from motamot.describe.lexicon import (
    describe_check,
    describe_lexicon,
    describe_line_problem,
    describe_more_lines,
    describe_not_a_word,
    word_list_source,
)
from motamot.describe.messages import Message, message
from motamot.files import RecordError
from motamot.lexicon.lexicon import Lexicon, load_word_list, shipped
from motamot.lexicon.spelling import NotAWord, scrabble_spelling
from motamot.settings import Settings, cache_dir, save_setting_changes

MAX_LINES_SHOWN = 20


def lexicon_cache() -> Path:
    return cache_dir() / "lexiques"


def report_list(tr: NullTranslations, lexicon: Lexicon, out: Output) -> None:
    """Say what the list holds and which lines were skipped (the first ones)."""
    out(describe_lexicon(tr, lexicon), error=True)
    for problem in lexicon.problems[:MAX_LINES_SHOWN]:
        out(describe_line_problem(tr, problem), error=True)
    hidden = len(lexicon.problems) - MAX_LINES_SHOWN
    if hidden > 0:
        out(describe_more_lines(tr, hidden), error=True)


BIG_LIST = 200_000  # words: from here, compiling takes seconds, and the player is told


def compiled(path: Path, tr: NullTranslations, out: Output) -> Lexicon:
    """The player's list, loaded from the cache or compiled once, saying how far a long
    compile got (on standard error: what a command prints stays clean for a pipe)."""

    def progress(done: int, total: int) -> None:
        if total < BIG_LIST:
            return
        if done == 0:
            out(message(tr, Message.WORD_LIST_COMPILING, count=total), error=True)
        else:
            out(message(tr, Message.WORD_LIST_PROGRESS, percent=done * 100 // total), error=True)

    return load_word_list(path, lexicon_cache(), progress)


def current_lexicon(
    args: argparse.Namespace, tr: NullTranslations, out: Output, settings: Settings | None = None
) -> Lexicon:
    """The list asked for on the command line, else the one in the settings, else the shipped one.

    A list that cannot be used is reported, and the shipped list stays in use.
    """
    settings = settings or args.settings  # read (and any damage said) once, by main
    chosen = args.word_list or settings.word_list
    if not chosen:
        return shipped()
    try:
        lexicon = compiled(Path(chosen), tr, out)
    except RecordError as error:
        out(describe_record_error(tr, error, chosen), error=True)
        out(message(tr, Message.SHIPPED_LIST_KEPT), error=True)
        return shipped()
    if lexicon.problems:
        report_list(tr, lexicon, out)
    return lexicon


def run_check(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    lexicon = current_lexicon(args, tr, out)
    all_valid = True
    for text in args.words:
        try:
            word = scrabble_spelling(text)
        except NotAWord as error:
            out(describe_not_a_word(tr, text, error))
            all_valid = False
            continue
        valid = word in lexicon.dawg
        all_valid &= valid
        out(describe_check(tr, word, valid, word_list_source(tr, lexicon)))
    return EXIT_YES if all_valid else EXIT_NO


def run_wordlist(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    if args.shipped:
        save_setting_changes({"word_list": None})
        out(describe_lexicon(tr, shipped()))
        return EXIT_YES
    if args.file is None:
        out(describe_lexicon(tr, current_lexicon(args, tr, out)))
        return EXIT_YES
    path = Path(args.file).expanduser().resolve()
    try:
        lexicon = compiled(path, tr, out)
    except RecordError as error:
        out(describe_record_error(tr, error, args.file), error=True)
        out(message(tr, Message.WORD_LIST_UNCHANGED), error=True)
        return EXIT_USAGE
    report_list(tr, lexicon, out)
    save_setting_changes({"word_list": str(path)})
    out(message(tr, Message.WORD_LIST_KEPT))
    return EXIT_YES
