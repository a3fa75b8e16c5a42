"""The game-command layer: every registered command through both interfaces,
and the line interface's new commands (columns, premiums, a move heard before
it is played, confirmations, unknown words, the analysis after the game)."""

import time
import weakref
from contextlib import contextmanager

import pytest
from tables import run_keys

from conftest import new_game, set_rack
from motamot.commands.base import Table
from motamot.commands.catalogue import GAME_COMMANDS, REFEREE_COMMANDS
from motamot.commands.game import GameCommands
from motamot.commands.referee import RefereeCommands
from motamot.describe.messages import Message, message
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.rules.game import Game
from motamot.rules.variants import preset
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Settings, Verbosity
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker
from motamot.ui.app import KEY_COMMANDS, GameScreen

ENTER, QUIT = "\r", "\x11"
# The voice each table's interface says its answers in (a table holds none), over its speaker.
VOICES: weakref.WeakKeyDictionary[Table, Announcer] = weakref.WeakKeyDictionary()


@pytest.fixture(autouse=True)
def _in_a_folder_of_its_own(tmp_path, monkeypatch):
    """Commands are typed with their help's example ("enregistre DOSSIER", "export DOSSIER"):
    what they write goes to a temporary folder, never into the repository."""
    monkeypatch.chdir(tmp_path)


def position(language: str = "fr", settings: Settings | None = None, computer: bool = False):
    """Xavier played H8 FOND; Yvonne (or the computer) holds AEINRST. Fresh each time, same each time."""
    game = new_game(seed=11)
    game.judge = shipped().is_valid
    set_rack(game, 0, "FONDUES")
    game.play(0, "H8 FOND")
    set_rack(game, 1, "AEINRST")
    seats = [Seat("Xavier"), Seat(COMPUTER_NAME, "debutant") if computer else Seat("Yvonne")]
    if computer:
        game.players[1].name = COMPUTER_NAME
    speaker = RecordingSpeaker()
    # The game's time stands still: a key and its typed command read the same clock however
    # long the machine takes between them.
    now = time.monotonic()
    session = GameSession(game, seats, shipped(), None, 5, clock=lambda: now)
    commands = GameCommands(session, translation(language), settings)
    VOICES[commands] = Announcer(speaker, lambda text: None)
    return commands, speaker


def in_lines(commands: Table, speaker: RecordingSpeaker, lines: list[str]) -> list[str]:
    """What the player heard after the game's start, typing these lines."""
    typed = iter(lines)
    started: list[int] = []

    def read(prompt: str) -> str | None:
        if not started:
            started.append(len(speaker.texts))
        return next(typed, None)

    LineTable(commands, VOICES[commands], read).run()
    return speaker.texts[started[0] :]


@contextmanager
def on_screen(commands: GameCommands):
    screen = GameScreen(commands, VOICES[commands])
    yield screen
    assert screen.errors == []


def press(screen: GameScreen, keys: str) -> None:
    run_keys(screen, keys)


def typed_example(commands: GameCommands, command_id: str) -> str:
    command = commands.registry[command_id]
    word = commands.word_for(command)
    argument = {"preview": "H8 FONDS", "exchange": "AE", "challenge": "FOND"}.get(
        command_id, command.argument
    )
    return f"{word} {argument}".strip()


# Commands whose answer differs by design between the two interfaces.
SCREEN_OWN = {
    "braille": "the screen turns the board itself into braille cells",
    "preview": "on screen Enter confirms, in lines oui does",
    "save_as": "each writes the game to a file of its own, under a name no other file has",
}


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("command_id", [c.id for c in GAME_COMMANDS])
def test_every_command_says_the_same_in_lines_and_on_screen(command_id: str, language: str) -> None:
    lines, line_speaker = position(language)
    # Two people share the keyboard: Yvonne first takes it (Enter), and hears her rack.
    heard_in_lines = in_lines(lines, line_speaker, ["", typed_example(lines, command_id)])
    end_of_input = translation(language).gettext("Fin de la saisie, la partie est enregistrée.")
    heard_in_lines = [text for text in heard_in_lines if text != end_of_input]

    screen_commands, screen_speaker = position(language)
    VOICES[screen_commands].render(screen_commands.begin())
    start = len(screen_speaker.texts)
    with on_screen(screen_commands) as screen:
        press(screen, ENTER + ENTER + typed_example(screen_commands, command_id) + ENTER)
    # Enter opens the command line, which says so ("Commande."): the rest is the command's.
    heard_on_screen = screen_speaker.texts[start:]
    assert message(translation(language), Message.COMMAND_LINE) in heard_on_screen
    heard_on_screen = opened_command_line_left_out(heard_on_screen, language)

    unknown = "Commande inconnue" if language == "fr" else "Unknown command"
    assert not any(unknown in text for text in heard_in_lines + heard_on_screen)
    if command_id in ("silence", "menu"):
        assert heard_in_lines == heard_on_screen  # the rack on taking the keyboard, then no word
        assert len(heard_on_screen) == 1 and heard_on_screen[0].startswith(("Chevalet", "Rack"))
    elif command_id in SCREEN_OWN or command_id == "shuffle":  # a shuffle is random
        assert heard_in_lines and heard_on_screen
    else:
        # The line game says "end of input" once the lines run out; the screen has no such line.
        assert heard_in_lines == heard_on_screen
        assert heard_on_screen


@pytest.mark.parametrize(
    "key, command_id, argument", [k for k in KEY_COMMANDS if k[1] in GAME_COMMANDS.commands]
)
def test_each_key_of_the_board_says_what_its_typed_command_says(key, command_id, argument) -> None:
    typed, typed_speaker = position()
    with on_screen(typed) as screen:
        word = typed.word_for(typed.registry[command_id])
        press(screen, ENTER + f"{word} {argument(screen.cursor)}".strip() + ENTER)
    keyed, keyed_speaker = position()
    with on_screen(keyed) as screen:
        press(screen, key)
    typed_texts = opened_command_line_left_out(typed_speaker.texts, "fr")
    assert keyed_speaker.texts and keyed_speaker.texts == typed_texts


def opened_command_line_left_out(texts: list[str], language: str) -> list[str]:
    opened = message(translation(language), Message.COMMAND_LINE)
    return [text for text in texts if text != opened]


def test_every_command_has_its_handler_and_its_words_are_its_own() -> None:
    for command in GAME_COMMANDS:
        assert callable(getattr(GameCommands, command.handler, None)), command.id
        assert command.words and command.english and command.help.strip()
    for command in REFEREE_COMMANDS:
        handler = getattr(RefereeCommands, command.handler, None) or getattr(
            GameCommands, command.handler, None
        )
        assert callable(handler), command.id


# ---------------------------------------------------------------- in lines


def said_after(lines: list[str], language: str = "fr", settings: Settings | None = None, computer=False):
    commands, speaker = position(language, settings, computer)
    end_of_input = translation(language).gettext("Fin de la saisie, la partie est enregistrée.")
    return [text for text in in_lines(commands, speaker, lines) if text != end_of_input], commands


def test_a_column_and_the_premiums_of_a_row_a_column_and_a_square() -> None:
    said, _ = said_after(["colonne 8", "colonne 16", "primes H", "primes 8", "primes H4", "primes Z"])
    assert said[0] == "Colonne 8, A à G vides, H F, I à O vides"
    assert said[1] == "Quelle colonne ? Un nombre de 1 à 15, par exemple, colonne 8."
    # 000 §2: the premium squares of row H; H8 (the centre) is covered by F.
    assert said[2] == (
        "Primes libres, ligne H. 1 mot compte triple, 4 lettre compte double, "
        "12 lettre compte double, 15 mot compte triple."
    )
    assert said[3] == (
        "Primes libres, colonne 8. A mot compte triple, D lettre compte double, "
        "L lettre compte double, O mot compte triple."
    )
    assert said[4] == "H4, lettre compte double"
    assert said[5] == (
        "Z n'est ni une ligne ni une colonne. Une lettre de A à O pour une ligne, "
        "un nombre de 1 à 15 pour une colonne."
    )


def test_a_move_is_heard_before_it_is_played_and_oui_plays_it() -> None:
    said, commands = said_after(["H8 FONDS ?", "non", "H8 FONDS ?", "oui"])
    assert said[0].startswith("FONDS, 10 points")
    assert said[0].endswith("Écrivez oui pour le jouer, non pour reprendre les lettres.")
    assert said[1] == "Coup annulé, les lettres reviennent sur le chevalet."
    assert said[2] == said[0]
    assert any(t.startswith("Yvonne joue H8 FONDS") for t in said[3:])
    assert commands.game.players[1].score > 0


def test_a_move_heard_first_is_dropped_by_any_other_command() -> None:
    said, commands = said_after(["H8 FONDS ?", "scores", "oui"])
    assert said[-1] == "Rien à confirmer."
    assert commands.game.players[1].score == 0


def test_with_the_confirm_setting_every_typed_move_waits_for_oui() -> None:
    said, commands = said_after(["H8 FONDS"], settings=Settings(confirm_moves=True))
    assert said[0].endswith("Écrivez oui pour le jouer, non pour reprendre les lettres.")
    assert commands.game.players[1].score == 0
    said, commands = said_after(["confirmer oui", "H8 FONDS", "oui"])
    assert commands.settings.confirm_moves and commands.game.players[1].score > 0


def test_resigning_and_quitting_ask_first() -> None:
    said, commands = said_after(["abandon", "non", "quitte", "non"])
    assert said[0] == "Abandonner la partie ? Écrivez oui pour abandonner, non pour continuer."
    assert said[1] == "D'accord, on continue."
    assert said[2].startswith("Quitter ? La partie reste enregistrée")
    assert commands.game.over is None and commands.outcome is None
    said, commands = said_after(["abandon", "oui"])
    assert commands.game.over is not None
    said, commands = said_after(["quitte", "oui"])
    assert commands.outcome == "quit" and commands.game.over is None


def test_an_unknown_word_is_named_with_the_nearest_command_and_a_bad_square_with_its_own_message() -> None:
    said, commands = said_after(["colone 8", "xyzzy", "Z4 MOT", "mots Z4"])
    assert said[0] == "Commande inconnue, colone. Vouliez-vous dire colonne ? Écrivez aide pour la liste."
    assert said[1] == "Commande inconnue, xyzzy. Écrivez aide pour la liste."
    assert said[2].startswith("« Z4 » n'est pas une case.")
    assert said[3] == "Z4 n'est pas une case. Une lettre de A à O et un nombre de 1 à 15, par exemple H8."
    assert commands.game.players[1].score == 0 and commands.game.turn == 1


def test_english_words_and_values_are_understood_in_english() -> None:
    said, commands = said_after(["verbosity short", "column 8", "help board", "spell yes", "rack"], "en")
    assert commands.settings.verbosity is Verbosity.SHORT
    # An English voice says the ICAO alphabet well; the French Scrabble table stays for French.
    assert said[-1].startswith("Rack, A as in Alfa 1, E as in Echo 1, I as in India 1, N as in November 1")
    assert said[1].startswith("Column 8")
    assert said[2] == "Help, board, 1 of 5."  # a page at a time (issue 60)
    assert said[3].startswith("board, ")


def played_out(lines: list[str], language: str = "fr") -> tuple[list[str], GameCommands]:
    """A real game (no rack arranged: the analysis replays it from its seed), lines typed in turn."""
    game = Game.new(["Xavier", "Yvonne"], preset("ffsc"), seed=3, judge=shipped().is_valid)
    speaker = RecordingSpeaker()
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 5)
    commands = GameCommands(session, translation(language))
    VOICES[commands] = Announcer(speaker, lambda text: None)
    return in_lines(commands, speaker, lines), commands


def test_the_analysis_after_the_game_reads_each_turn_in_both_interfaces() -> None:
    said, commands = played_out(["analyse"])
    assert said[0] == "L'analyse se fait après la partie."
    # Six passes in a row end the game (000 §4.2.2); the analysis follows.
    said, commands = played_out(["passe"] * 6 + ["analyse", "analyse 1", "analyse 9"])
    assert commands.game.over is not None
    assert "Écrivez analyse pour revoir chaque coup." in said
    summaries = [t for t in said if t.startswith("Analyse pour")]
    assert [s.split(",")[0] for s in summaries] == ["Analyse pour Xavier", "Analyse pour Yvonne"]
    assert all(", 3 coups, " in s for s in summaries)
    turns = [t for t in said if "Coup 1, passe. Meilleur, " in t]
    assert len(turns) == 4  # each player's first turn, in the whole reading and alone
    assert "Pas de coup 9 à analyser." in said
    _said, screen_commands = played_out(["passe"] * 6)
    with on_screen(screen_commands) as screen:
        press(screen, "n")
    assert "Coup 3, passe. Meilleur" in VOICES[screen_commands].history[-1]


@pytest.mark.parametrize(
    ("language", "challenge", "summary", "withdrawn"),
    [
        (
            "fr",
            "conteste",
            "Analyse pour Xavier, 3 coups, 30 points de moins que le meilleur, 0 fois le meilleur score. "
            "1 coup retiré après la contestation n'est pas compté.",
            "Coup 1, H7 DKS, retiré après la contestation, il ne compte pas dans l'analyse.",
        ),
        (
            "en",
            "challenge",
            "Analysis for Xavier, 3 moves, 30 points short of the best, the best score 0 times. "
            "1 move withdrawn after the challenge is not counted.",
            "Move 1, H7 DKS, withdrawn after the challenge, it does not count in the analysis.",
        ),
    ],
)
def test_the_analysis_leaves_out_a_move_challenged_off_seed_000_5_3(
    language, challenge, summary, withdrawn
) -> None:
    """Issue 61, point 1. 000 §5.3: a move challenged off is taken back and scores nothing, so
    the analysis neither reads its 26 points nor counts the points it left against the player."""
    pass_word = "passe" if language == "fr" else "pass"
    said, commands = played_out(["H7 DKS", challenge] + [pass_word] * 6 + ["analyse", "analyse 1"], language)
    assert commands.game.over is not None and commands.game.players[0].score < 0
    assert summary in said
    assert withdrawn in said and f"Xavier. {withdrawn}" in said  # in the whole reading, then alone
    readings = [line for line in said if line.startswith(("Coup", "Move"))]
    assert not any("26 points" in line and "DKS" in line for line in readings)


def test_one_run_options_are_never_saved_only_what_the_player_changed(tmp_path, monkeypatch) -> None:
    from motamot.cli.main import build_parser
    from motamot.cli.play import start_play
    from motamot.settings import Interface, Voice, load_settings, settings_path

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    args = build_parser(translation("fr")).parse_args(["--lignes", "--voix", "texte", "--contre", "expert"])
    args.settings = Settings()
    play = start_play(args, lambda line, error=False: None)
    assert play.settings.voice is Voice.TEXT and play.settings.interface is Interface.LINES
    play.settings.verbosity = Verbosity.SHORT  # as "verbosite court" or the menu would
    play.keep(play.settings)
    kept, damaged = load_settings(settings_path())
    assert not damaged
    assert kept.verbosity is Verbosity.SHORT
    assert (
        kept.voice is Voice.AUTO and kept.interface is Interface.SCREEN and kept.opponent == "intermediaire"
    )


@pytest.mark.parametrize("command_id", [c.id for c in REFEREE_COMMANDS])
def test_every_command_of_the_referee_desk_answers_in_lines(command_id: str, tmp_path) -> None:
    from motamot.rules.variants import preset

    session = GameSession.referee(["Anne", "Bruno"], preset("ffsc"), shipped(), None)
    session.game.play(0, "H7 DIN")
    speaker = RecordingSpeaker()
    desk = RefereeCommands(session, translation("fr"), export_dir=tmp_path)
    VOICES[desk] = Announcer(speaker, lambda text: None)
    command = desk.registry[command_id]
    examples = {"export": "", "challenge": "Bruno DIN", "preview": "8G DINE"}
    typed = f"{command.words[0]} {examples.get(command_id, translation('fr').gettext(command.argument))}"
    end = "Fin de la saisie, la partie est enregistrée."
    heard = [text for text in in_lines(desk, speaker, [typed.strip()]) if text != end]
    assert heard or command_id in ("silence", "quit"), command_id
    assert not any("Commande inconnue" in text for text in heard)


def test_the_history_goes_back_forward_to_the_first_and_to_the_latest() -> None:
    lines = ["colonne 8", "ligne H", "avant", "avant", "apres", "apres", "debut", "fin", "apres"]
    said, commands = said_after(lines)
    column, row = said[0], said[1]
    assert column.startswith("Colonne 8, ") and row.startswith("Ligne H, ")
    assert said[2] == column and said[4] == column and said[5] == row  # back, back, forward, forward
    history = VOICES[commands].history
    assert said[3] == history[history.index(column) - 1]  # what was said before the column
    assert said[6] == VOICES[commands].history[0]  # the oldest kept: the toss
    assert said[7] == row  # the latest
    assert said[8] == "Rien après, c'est la dernière annonce."
    # On screen: F3 back, F4 forward, F5 the oldest, F6 the latest.
    commands, speaker = position()
    with on_screen(commands) as screen:
        press(screen, "l" + "c" + "\x1bOR" + "\x1bOS" + "\x1b[15~" + "\x1b[17~")
    row, column = speaker.texts[0], speaker.texts[1]
    assert speaker.texts[2:] == [row, column, row, column]


def test_the_full_screen_cursor_goes_after_the_message_when_a_screen_reader_runs(
    tmp_path, monkeypatch
) -> None:
    """Issue 12, item 1: with a screen reader, the full screen puts the cursor after the message
    and motamot writes only (the reader speaks it, once); the setting can force either place."""
    from motamot.application.play import Play
    from motamot.cli.main import build_parser
    from motamot.cli.play import start_play
    from motamot.settings import Cursor, Voice, load_settings, save_settings, settings_path
    from motamot.speech.speakers import PrintSpeaker

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    args = build_parser(translation("fr")).parse_args(["--ecran", "--voix", "auto"])
    for cursor, reader_running, platform, expected in (
        (Cursor.AUTO, True, "linux", True),
        (Cursor.AUTO, False, "linux", False),
        (Cursor.AUTO, True, "win32", False),  # NVDA reads new text anywhere: motamot speaks to it
        (Cursor.SQUARE, True, "linux", False),
        (Cursor.MESSAGE, False, "win32", True),
    ):
        monkeypatch.setattr("motamot.application.play.sys.platform", platform)
        args.settings = Settings(cursor=cursor)
        play = start_play(args, lambda line, error=False: None)
        play.screen_reader = reader_running  # what speech.detect would have found
        assert play.reader_layout is expected, (cursor, reader_running, platform)
    monkeypatch.setattr("motamot.application.play.sys.platform", "linux")
    args.settings = Settings()
    play = start_play(args, lambda line, error=False: None)
    play.screen_reader = True
    monkeypatch.setattr(Play, "full_screen", property(lambda self: True))
    play.refresh_voice()
    try:
        assert isinstance(play.announcer.speaker, PrintSpeaker) and play.settings.voice is Voice.AUTO
    finally:
        play.close()
    save_settings(Settings(cursor=Cursor.MESSAGE))
    assert load_settings(settings_path())[0].cursor is Cursor.MESSAGE


def test_a_running_screen_reader_that_cannot_be_spoken_to_is_said_with_the_voice_used_instead(
    tmp_path, monkeypatch
):
    """Issue 34, point 3: a screen reader runs, motamot is to speak to it (full screen, cursor
    on the square) but cannot (no Speech Dispatcher here; no NVDA client on Windows ARM64):
    the player hears which voice speaks instead, never silence about it."""
    from motamot.application.play import Play
    from motamot.cli.main import build_parser
    from motamot.cli.play import start_play
    from motamot.settings import Cursor, Settings

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speech-dispatcher'}")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    args = build_parser(translation("fr")).parse_args(["--ecran", "--voix", "auto"])
    lines: list[str] = []
    args.settings = Settings(cursor=Cursor.SQUARE)
    play = start_play(args, lambda line, error=False: lines.append(line))
    play.screen_reader = True
    monkeypatch.setattr(Play, "full_screen", property(lambda self: True))
    play.refresh_voice()
    try:
        assert play.announcer.speaker.name != "screen-reader"
        assert any(
            line.startswith("lecteur d'écran n'est pas disponible ici, motamot utilise") for line in lines
        )
    finally:
        play.close()
