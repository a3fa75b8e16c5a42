"""``motamot diagnostic``: what motamot found on this machine, in lines a player can read
aloud, braille, or paste into a mail asking for help."""

from __future__ import annotations

from dataclasses import dataclass
from gettext import NullTranslations
from pathlib import Path

from motamot.describe.menu import value_name, yes_no
from motamot.describe.words import grouped
from motamot.settings import Interface, Voice


@dataclass(frozen=True)
class Diagnostic:
    version: str
    python: str
    system: str
    language: str
    interface: Interface
    terminal: bool  # standard input and output are a terminal (the full screen can open)
    screen_reader: str | None  # which probe found one (speech.detect.screen_reader_found)
    voice: Voice  # the setting, or the option given with the command
    speaker: str  # who speaks with that setting here: a speaker's name (speech.speakers)
    sounds: bool  # the setting, or the option given with the command
    sound_library: bool  # miniaudio loads
    sound_device: bool  # and a playback device answered
    word_list: str
    words: int
    word_list_path: Path | None
    settings_file: Path
    data_folder: Path
    documents_folder: Path


def describe_diagnostic(tr: NullTranslations, found: Diagnostic) -> list[str]:
    _ = tr.gettext
    readers = {
        "orca": _("Orca tourne pour cet utilisateur"),
        "at-spi": _("signalé par le bus d'accessibilité"),
        "gnome": _("activé dans les réglages de GNOME"),
        "windows": _("signalé par Windows, NVDA, JAWS ou Narrateur"),
        "voiceover": _("VoiceOver activé"),
    }
    reader = readers.get(found.screen_reader or "", _("aucun trouvé"))
    interface = _("plein écran") if found.interface is Interface.SCREEN else _("lignes")
    if found.interface is Interface.SCREEN and not found.terminal:
        interface += ", " + _("pas de terminal ici, donc en lignes")
    if not found.sounds:
        sound = yes_no(tr, False)
    elif not found.sound_library:
        sound = _("oui, mais le module miniaudio manque, motamot reste muet")
    elif not found.sound_device:
        sound = _("oui, mais aucune sortie son ne répond sur cette machine, motamot reste muet")
    else:
        sound = _("oui, sortie du son prête")
    return [
        _("motamot {version}, Python {python}, {system}.").format(
            version=found.version, python=found.python, system=found.system
        ),
        _("Langue, {language}.").format(language=value_name(tr, "language", found.language)),
        _("Interface, {interface}.").format(interface=interface),
        _("Lecteur d'écran, {reader}.").format(reader=reader),
        _("Voix, {setting}.").format(setting=value_name(tr, "voice", found.voice))
        if Voice.named(found.speaker) is found.voice
        else _("Voix choisie, {setting}, parle par {speaker}.").format(
            setting=value_name(tr, "voice", found.voice),
            speaker=value_name(tr, "voice", Voice.named(found.speaker)),
        ),
        _("Sons, {sound}.").format(sound=sound),
        tr.ngettext(
            "Liste de mots, {name}, {count} mot.", "Liste de mots, {name}, {count} mots.", found.words
        ).format(name=found.word_list, count=grouped(tr, found.words)),
        *(
            [_("Fichier de la liste, {path}").format(path=found.word_list_path)]
            if found.word_list_path
            else []
        ),
        _("Réglages, {path}").format(path=found.settings_file),
        _("Parties en cours, {path}").format(path=found.data_folder),
        _("Documents, {path}").format(path=found.documents_folder),
    ]
