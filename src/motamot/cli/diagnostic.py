"""``motamot diagnostic``: which screen reader, voice, sound, word list and folders motamot
uses here, and why, for a player to read or to send to whoever helps them."""

from __future__ import annotations

import argparse
import platform
import sys
from gettext import NullTranslations
from importlib.metadata import PackageNotFoundError, version

from motamot.application.output import Output
from motamot.cli.output import language_of
from motamot.cli.play import apply_options
from motamot.cli.words import current_lexicon
from motamot.describe.diagnostic import Diagnostic, describe_diagnostic
from motamot.settings import Interface, data_dir, documents_dir, settings_path
from motamot.sound.cues import CuePlayer
from motamot.speech.detect import screen_reader_found
from motamot.speech.speakers import choose_speaker


def motamot_version() -> str:
    try:
        return version("motamot")
    except PackageNotFoundError:  # run from the sources without installing
        return "0+sources"


def run_diagnostic(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    """What a game started with the same options would use (``motamot diagnostic --voix
    voix`` says the voice, not the saved setting)."""
    settings = args.settings
    apply_options(args, settings)
    language = language_of(args)
    terminal = sys.stdin.isatty() and sys.stdout.isatty()
    reader = screen_reader_found()
    # The speaker the settings give here, started and closed at once, as a game would start it.
    written_is_read = settings.interface is not Interface.SCREEN or not terminal
    speaker = choose_speaker(
        settings.voice.english,
        language,
        rate=settings.rate,
        written_is_read=written_is_read,
        screen_reader=lambda: reader is not None,
    )
    speaker_name = speaker.name
    speaker.close()
    cues = CuePlayer.open() if settings.sounds else None
    if cues is not None:
        cues.close()
    lexicon = current_lexicon(args, tr, out, settings)
    found = Diagnostic(
        version=motamot_version(),
        python=platform.python_version(),
        system=f"{platform.system()} {platform.machine()}",
        language=language,
        interface=settings.interface,
        terminal=terminal,
        screen_reader=reader,
        voice=settings.voice,
        speaker=speaker_name,
        sounds=settings.sounds,
        sound_library=CuePlayer.library_found(),
        sound_device=cues is not None,
        word_list=lexicon.name,
        words=lexicon.size,
        word_list_path=lexicon.path,
        settings_file=settings_path(),
        data_folder=data_dir(),
        documents_folder=documents_dir(),
    )
    for line in describe_diagnostic(tr, found):
        out(line)
    return 0
