"""Word checks and the choice of word list, from the command line."""

from __future__ import annotations

import argparse
import hashlib
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
from motamot.lexicon.additions import FILE_NAME, read_additions
from motamot.lexicon.lexicon import Lexicon, load_word_list, shipped
from motamot.lexicon.spelling import NotAWord, scrabble_spelling
from motamot.settings import Settings, cache_dir, data_dir, save_setting_changes

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
    if lexicon.problems and not reported_before(lexicon):
        report_list(tr, lexicon, out)
    return lexicon


def report_mark(lexicon: Lexicon) -> Path:
    """Where the cache notes that a list's skipped lines were said: a list and its lines are
    reported once, by ``lexique FICHIER`` or the first command that reads it, not at every
    command (the same file, its lines unchanged)."""
    said = "\n".join(f"{p.line} {p.problem.value} {p.text}" for p in lexicon.problems)
    key = hashlib.sha256(f"{lexicon.path}\n{lexicon.dawg.digest.hex()}\n{said}".encode()).hexdigest()
    return lexicon_cache() / f"lignes-dites-{key}"


def reported_before(lexicon: Lexicon) -> bool:
    """Whether this list's skipped lines were said already; noted as said from now on."""
    mark = report_mark(lexicon)
    if mark.exists():
        return True
    note_reported(lexicon)
    return False


def note_reported(lexicon: Lexicon) -> None:
    mark = report_mark(lexicon)
    try:
        mark.parent.mkdir(parents=True, exist_ok=True)
        mark.touch()
    except OSError:
        pass  # not noted: said again next time, nothing lost


def with_own_words(lexicon: Lexicon, tr: NullTranslations, out: Output) -> Lexicon:
    """The list with the player's own words beside it (``ajoute``), for their tables only (a
    server judges by its list alone). Lines that are no word are said and kept as they are;
    a file that cannot be read is said, and left untouched: no word is added this time."""
    path = data_dir() / FILE_NAME
    try:
        additions = read_additions(path)
    except RecordError as error:
        out(describe_record_error(tr, error, str(path)), error=True)
        out(message(tr, Message.OWN_WORDS_NOT_READ), error=True)
        return lexicon
    for problem in additions.problems[:MAX_LINES_SHOWN]:
        out(f"{path}: {describe_line_problem(tr, problem)}", error=True)
    return lexicon.with_additions(additions)


def run_own_words(tr: NullTranslations, out: Output) -> int:
    """``motamot lexique --ajouts``: the player's own words, one a line."""
    lexicon = with_own_words(shipped(), tr, out)
    words = sorted(lexicon.additions.words) if lexicon.additions is not None else []
    for word in words:
        out(word)
    if not words:
        out(message(tr, Message.OWN_WORDS_NONE))
    return EXIT_YES


def run_check(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    # The player's own words count here as at their tables, and are said as theirs (issue 61).
    lexicon = with_own_words(current_lexicon(args, tr, out), tr, out)
    own_words = lexicon.own_words()
    all_valid = True
    for text in args.words:
        try:
            word = scrabble_spelling(text)
        except NotAWord as error:
            out(describe_not_a_word(tr, text, error))
            all_valid = False
            continue
        own = word in own_words
        valid = own or word in lexicon.dawg
        all_valid &= valid
        out(describe_check(tr, word, valid, word_list_source(tr, lexicon, own)))
    return EXIT_YES if all_valid else EXIT_NO


def run_wordlist(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    if args.own_words:
        return run_own_words(tr, out)
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
    note_reported(lexicon)
    save_setting_changes({"word_list": str(path)})
    out(message(tr, Message.WORD_LIST_KEPT))
    return EXIT_YES
