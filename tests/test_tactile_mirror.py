"""The tactile mirror (issue 6): premiums named by the braille board's relief
(seed 004 §1.2), moves dictated tile by tile for a physical board kept in step,
and the board in braille on screen."""

from tables import DOWN, RIGHT, judged_game, press, screen_for

from conftest import line_writer, new_game, set_rack
from motamot.braille.render import board_lines
from motamot.commands.game import GameCommands
from motamot.describe.board import describe_dictation, describe_square
from motamot.describe.events import describe_score
from motamot.i18n import translation
from motamot.lexicon.lexicon import shipped
from motamot.lines.table import LineTable
from motamot.rules.board import Square
from motamot.rules.events import MovePlayed
from motamot.sessions.classic import COMPUTER_NAME, GameSession, Seat
from motamot.settings import Settings
from motamot.speech.announcer import Announcer
from motamot.speech.speakers import RecordingSpeaker

FR, EN = translation("fr"), translation("en")


def test_premiums_are_named_by_the_relief_of_the_braille_board():
    # 004 §1.2.1: triangle creux doubles the letter, triangle plein triples it;
    # 004 §1.2.2: rond creux doubles the word, rond plein triples it, the star doubles it.
    board = new_game().board
    square = Square.from_name
    assert describe_square(FR, board, square("A4"), relief=True) == "A4, triangle creux, lettre compte double"
    assert describe_square(FR, board, square("B6"), relief=True) == "B6, triangle plein, lettre compte triple"
    assert describe_square(FR, board, square("B2"), relief=True) == "B2, rond creux, mot compte double"
    assert describe_square(FR, board, square("A1"), relief=True) == "A1, rond plein, mot compte triple"
    assert describe_square(FR, board, square("H8"), relief=True) == "H8, étoile, mot compte double"
    assert describe_square(FR, board, square("A4"), "court", relief=True) == "A4, triangle creux"
    assert describe_square(FR, board, square("A4"), "court") == "A4, LD"
    assert describe_square(EN, board, square("A1"), relief=True) == "A1, filled circle, triple word"


def test_the_score_breakdown_names_the_reliefs_too():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    played = next(e for e in game.play(0, "H4 FONDU") if isinstance(e, MovePlayed))
    assert (
        describe_score(FR, played.score)
        == "FONDU, 26 points, F sur lettre compte double, étoile, mot compte double."
    )
    assert describe_score(FR, played.score, relief=True) == "FONDU, 26 points, F sur triangle creux, étoile."


def test_a_move_is_dictated_tile_by_tile_with_its_joker():
    game = new_game()
    set_rack(game, 0, "MOT?EAU")
    played = next(e for e in game.play(0, "H5 MOTs") if isinstance(e, MovePlayed))
    assert describe_dictation(FR, played.placement) == "H5 MOTS. H5 M, H6 O, H7 T, joker en H8 valant S."
    assert describe_dictation(EN, played.placement) == "H5 MOTS. H5 M, H6 O, H7 T, blank on H8 as S."
    assert describe_dictation(FR, played.placement, spelled=True).startswith(
        "H5 MOTS. H5 M comme Maroc, H6 O comme Océanie"
    )


def test_a_word_through_tiles_on_the_board_is_dictated_whole_with_those_already_there():
    # The notation of a move names the whole word (000 §2.1.1, "les mots joués"): DOS through
    # the O of MOTS, and SOT through its joker, are dictated whole, the tiles there said so.
    game = new_game()
    set_rack(game, 0, "MOT?EAU")
    game.play(0, "H5 MOTs")
    set_rack(game, 1, "DSLIREA")
    played = next(e for e in game.play(1, "6G DOS") if isinstance(e, MovePlayed))
    assert describe_dictation(FR, played.placement) == "6G DOS. G6 D, H6 O déjà là, I6 S."
    assert describe_dictation(EN, played.placement) == "6G DOS. G6 D, H6 O already there, I6 S."
    set_rack(game, 0, "LIRAEEU")
    played = next(e for e in game.play(0, "8F AIs") if isinstance(e, MovePlayed))
    assert describe_dictation(FR, played.placement) == ("8F AIS. F8 A, G8 I, joker en H8 valant S déjà là.")


def test_a_run_of_tiles_already_on_the_board_is_dictated_by_its_first_and_last_square():
    game = new_game()
    set_rack(game, 0, "MOTAEIU")
    game.play(0, "H6 MOT")
    set_rack(game, 1, "TERAEIU")
    played = next(e for e in game.play(1, "H6 MOTTE") if isinstance(e, MovePlayed))
    assert describe_dictation(FR, played.placement) == "H6 MOTTE. H6 à H8 déjà là, H9 T, H10 E."
    assert describe_dictation(EN, played.placement) == "H6 MOTTE. H6 to H8 already there, H9 T, H10 E."


def _line_game(game, seats, lines, settings):
    said: list[str] = []
    typed = iter(lines)
    session = GameSession(game, seats, shipped(), None, 1)
    commands = GameCommands(session, FR, settings)
    announcer = Announcer(RecordingSpeaker(), line_writer(said))
    LineTable(commands, announcer, lambda prompt: next(typed, None)).run()
    return said


def test_the_computer_s_moves_are_dictated_when_the_setting_asks_and_dicte_repeats_them():
    def computer_game():
        game = judged_game("FONDUES")
        game.players[1].name = COMPUTER_NAME
        return game, [Seat("Xavier"), Seat(COMPUTER_NAME, "expert")]

    game, seats = computer_game()
    said = _line_game(
        game, seats, ["H8 FOND", "dicte", "dicte 1", "dicte 9", "quitte"], Settings(dictate_moves=True)
    )
    moves = [e for e in game.events if isinstance(e, MovePlayed)]
    computer_move = describe_dictation(FR, moves[1].placement)
    assert said.count(computer_move) == 2  # after its move, then asked with "dicte"
    assert said.count("H8 FOND. H8 F, H9 O, H10 N, H11 D.") == 1  # the player's own move only when asked
    assert "Quel mot posé ? Un numéro de 1 à 2, par exemple, dicte 1." in said

    game, seats = computer_game()
    said = _line_game(game, seats, ["H8 FOND", "quitte"], Settings())
    moves = [e for e in game.events if isinstance(e, MovePlayed)]
    assert describe_dictation(FR, moves[1].placement) not in said


def test_the_board_is_written_in_braille_in_lines_and_said_in_a_few_words():
    game = new_game()
    set_rack(game, 0, "FONDUES")
    game.play(0, "H8 FOND")
    said = _line_game(game, [Seat("Xavier"), Seat("Yvonne")], ["braille", "quitte"], Settings())
    assert "Grille en braille écrite, 17 lignes." in said
    first = said.index("Grille en braille écrite, 17 lignes.") + 1
    written = said[first : first + 17]
    assert written[:16] == board_lines(game.board)
    assert all(len(line) <= 40 for line in written)
    assert written[16].startswith("⠨")  # Yvonne's rack, capital sign first


def test_under_a_screen_reader_the_braille_lines_go_to_a_file_said_by_name(tmp_path):
    """In lines a screen reader reads every written line aloud (Orca spoke the braille cells
    one by one for two minutes): the lines go to a file for the braille display, and the
    player hears two short sentences."""
    game = new_game()
    set_rack(game, 0, "FONDUES")
    game.play(0, "H8 FOND")
    said: list[str] = []
    typed = iter(["braille", "quitte"])
    session = GameSession(game, [Seat("Xavier"), Seat("Yvonne")], shipped(), None, 1)
    announcer = Announcer(RecordingSpeaker(), line_writer(said))
    announcer.aside = tmp_path / "Documents"
    LineTable(GameCommands(session, FR, Settings()), announcer, lambda prompt: next(typed, None)).run()
    path = tmp_path / "Documents" / "braille.txt"
    written = path.read_text(encoding="utf-8").splitlines()
    assert written[:16] == board_lines(game.board) and written[16].startswith("⠨")
    start = said.index("Grille en braille écrite, 17 lignes.")
    assert said[start + 1] == (
        "Lignes mises dans braille.txt, dossier Documents, à ouvrir sur la plage braille."
    )
    assert not any("⠿" in line or line.startswith("⠀") for line in said)  # no cell on the terminal

    said.clear()
    (tmp_path / "a file").write_text("")
    announcer.aside = tmp_path / "a file" / "Documents"  # a folder that cannot be made
    typed = iter(["braille", "quitte"])
    LineTable(GameCommands(session, FR, Settings()), announcer, lambda prompt: next(typed, None)).run()
    first = said.index("Grille en braille écrite, 17 lignes.") + 1
    assert said[first : first + 16] == board_lines(game.board)  # written here instead


def test_the_full_screen_board_turns_to_braille_with_the_cursor_on_the_square():
    game = judged_game()
    with screen_for(game) as (screen, speaker):
        press(screen, "B" + RIGHT + DOWN)
        assert ("Grille en braille, deux cellules par case.", True) in speaker.said
        assert screen.braille_view
        text = "".join(part for _style, part in screen._board_text())
        assert text.split("\n") == board_lines(game.board)
        point = screen._cursor_point()
        assert (point.x, point.y) == (2 + 2 * 8, 1 + 8)  # I9: its letter cell in row I
        press(screen, "B")
        assert not screen.braille_view
        assert ("Grille en lettres.", True) in speaker.said


def test_the_visual_board_shows_the_reliefs_when_asked():
    game = judged_game()
    with screen_for(game) as (screen, _speaker):
        screen.settings.relief_names = True
        rows = "".join(part for _style, part in screen._board_text()).split("\n")
        assert rows[1].startswith("A  ●  .  .  △  .  .  .  ● ")
        assert "★" in rows[8]


def test_both_settings_are_in_the_menu_and_saved(tmp_path):
    from motamot.describe.menu import menu_lines
    from motamot.menu import Menu
    from motamot.settings import load_settings, save_settings

    menu = Menu(Settings(), in_game=False, can_resume=False)
    menu.open_settings()
    lines = menu_lines(FR, menu)
    assert "8. Primes par leur relief, non" in lines
    assert "9. Dicter les coups, non" in lines
    menu.go_to(7)
    menu.change(1)
    menu.go_to(8)
    menu.change(1)
    save_settings(menu.settings, tmp_path / "settings.json")
    loaded, damaged = load_settings(tmp_path / "settings.json")
    assert loaded.relief_names and loaded.dictate_moves and not damaged
