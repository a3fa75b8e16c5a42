"""The history of what was said, kept by answer (issue 50, point 2): F2 says the last whole
answer again (everything one key, one line or one event said), F3 and F4 walk answers, not
sentence fragments; a step that finds nothing says so without taking a place in the history."""

from __future__ import annotations

from tables import F2, F3, judged_game, press, screen_for

from motamot.speech.announcer import Announcer
from motamot.speech.answer import Again, Answer, Say
from motamot.speech.speakers import RecordingSpeaker

F4 = "\x1bOS"


def test_one_answer_is_one_entry_and_each_step_says_a_whole_answer() -> None:
    speaker = RecordingSpeaker()
    announcer = Announcer(speaker, lambda text: None)
    announcer.render(Answer((Say("Anne joue H8 FOND, 16 points."), Say("À Motamot de jouer."))))
    announcer.render(Answer((Say("Motamot joue 9G LOCAL, 11 points."), Say("Chevalet, A 1."))))
    announcer.render(Answer((Say("Commande.", interrupt=True, kept=False),)))
    assert announcer.history == [
        "Anne joue H8 FOND, 16 points. À Motamot de jouer.",
        "Motamot joue 9G LOCAL, 11 points. Chevalet, A 1.",
    ]
    steps = [Again("repeat"), Again("back"), Again("back", "Rien avant."), Again("forward")]
    for step in steps:
        announcer.render(Answer((step,)))
    assert speaker.texts[-4:] == [
        "Motamot joue 9G LOCAL, 11 points. Chevalet, A 1.",
        "Anne joue H8 FOND, 16 points. À Motamot de jouer.",
        "Rien avant.",
        "Motamot joue 9G LOCAL, 11 points. Chevalet, A 1.",
    ]
    # Stopping the voice loses nothing: what was said is kept as it was said.
    announcer.stop()
    announcer.render(Answer((Again("repeat"),)))
    assert speaker.texts[-1] == "Motamot joue 9G LOCAL, 11 points. Chevalet, A 1."


def test_on_the_full_screen_f2_says_the_computer_s_whole_move_and_a_whole_help_page() -> None:
    game = judged_game("FONDUES")
    with screen_for(game, "debutant") as (screen, speaker):
        screen.start()
        press(screen, "\rH8 FOND\r\r")  # the command line, the move heard, then played
        reply = screen.announcer.history[-1]
        assert reply.startswith("Motamot joue ") and "Chevalet, " in reply
        press(screen, F2)
        assert speaker.texts[-1] == reply  # the move, whose turn, the rack: one key
        press(screen, "?")
        page = screen.announcer.history[-1]
        assert page.startswith("Touches, page 1 sur ") and page.endswith("pour la suite.")
        press(screen, F2)
        assert speaker.texts[-1] == page
        press(screen, F3)
        assert speaker.texts[-1] == reply
        press(screen, F4)
        assert speaker.texts[-1] == page
