"""Challenging as the rules say (issue 61, point 3). Règlement FFSc du Scrabble classique (000),
§5.2: the challenger "remplit un bulletin de contestation en précisant bien quel(s) mot(s) il
conteste"; §5.3: "pénalisé de 5 points par mot contesté" when the words are valid. The Rendez-vous
du classique (003) says the same in its §5.2 and §5.3. So where each word costs points, a bare
``conteste`` lists the move's words with their place and asks which; the two KA that one K makes
(across and down) are told apart by their place. The Larousse rules (001 §6) take ten points once
per challenge, and the box's rules (004 §3.3) none: there ``conteste`` stays one step."""

from __future__ import annotations

import pytest
from helpers import play

from conftest import new_game, set_rack
from motamot.lexicon.lexicon import shipped
from motamot.records.saves import _action_from_json, game_to_json
from motamot.rules.refusals import IllegalMove, Reason


def ka_ka_as(variant: str = "ffsc"):
    """Xavier laid H7 AS; Yvonne lays G7 KA: KA across (G7), KA down (7G) and AS down (8G)."""
    game = new_game(variant)
    game.judge = shipped().is_valid
    set_rack(game, 0, "ASEEEEU")
    game.play(0, "H7 AS")
    set_rack(game, 1, "KAEINRT")
    game.play(1, "G7 KA")
    return game


FRENCH = {
    "ask": "Quels mots contestez-vous, KA en G7, KA en 7G et AS en 8G ?",
    "how": "Dites conteste et les mots, ou conteste tout. Chaque mot valable contesté coûte 5 points.",
    "which": "KA est formé 2 fois, KA en G7 et KA en 7G. Dites conteste KA et sa place, "
    "par exemple conteste KA G7.",
    "one": "Xavier conteste, KA en 7G valable, liste libre de motamot. Le coup d'Yvonne est maintenu.",
    "all": "Xavier conteste, KA en G7 valable, KA en 7G valable, AS valable, liste libre de motamot. "
    "Le coup d'Yvonne est maintenu.",
    "too_often": "KA n'a été formé que 2 fois au dernier coup, nommez-le 2 fois au plus.",
    "not_there": "KA n'a pas été formé en 8G au dernier coup.",
    "not_formed": "ZUT n'a pas été formé au dernier coup, qui a formé KA et AS.",
}
ENGLISH = {
    "ask": "Which words do you challenge, KA at G7, KA at 7G and AS at 8G?",
    "how": "Say challenge and the words, or challenge all. Each valid word challenged costs 5 points.",
    "which": "KA is formed 2 times, KA at G7 and KA at 7G. Say challenge KA and its place, "
    "for example challenge KA G7.",
    "one": "Xavier challenges, KA at 7G valid, motamot's free list. Yvonne's move stands.",
    "all": "Xavier challenges, KA at G7 valid, KA at 7G valid, AS valid, motamot's free list. "
    "Yvonne's move stands.",
    "too_often": "KA was formed only 2 times in the last move, name it 2 times at most.",
    "not_there": "KA was not formed at 8G in the last move.",
    "not_formed": "ZUT was not formed by the last move, which formed KA and AS.",
}
WORDS = {"fr": ("conteste", "tout", "en"), "en": ("challenge", "all", "at")}


@pytest.mark.parametrize(("language", "said"), [("fr", FRENCH), ("en", ENGLISH)])
def test_a_bare_challenge_at_ffsc_lists_the_words_and_asks_which_seed_000_5_2(language, said) -> None:
    """Règlement FFSc du Scrabble classique, §5.2: the words challenged are named; nothing is
    judged and no point is taken until they are."""
    challenge, every, _at = WORDS[language]
    game = ka_ka_as()
    heard = play(game, [challenge, f"{challenge} KA"], language)
    assert said["ask"] in heard and said["how"] in heard and said["which"] in heard, heard
    assert game.pending is not None and game.scores() == (4, 44)


@pytest.mark.parametrize(("language", "said"), [("fr", FRENCH), ("en", ENGLISH)])
def test_one_ka_named_by_its_place_costs_five_points_seed_000_5_3(language, said) -> None:
    """Règlement FFSc du Scrabble classique, §5.3: "pénalisé de 5 points par mot contesté", the
    KA named alone costs 5 points, not 15; the verdict names it with its place."""
    challenge, _every, at = WORDS[language]
    game = ka_ka_as()
    heard = play(game, [f"{challenge} KA {at} 7G"], language)
    assert said["one"] in heard, heard
    assert game.scores() == (4 - 5, 44)


@pytest.mark.parametrize(("language", "said"), [("fr", FRENCH), ("en", ENGLISH)])
def test_every_word_challenged_costs_five_points_each_seed_000_5_3(language, said) -> None:
    """Règlement FFSc du Scrabble classique, §5.3: all three words valid, 15 points; each said
    with its verdict, the two KA by their place."""
    challenge, every, _at = WORDS[language]
    game = ka_ka_as()
    heard = play(game, [f"{challenge} {every}"], language)
    assert said["all"] in heard, heard
    assert game.scores() == (4 - 15, 44)


@pytest.mark.parametrize(("language", "said"), [("fr", FRENCH), ("en", ENGLISH)])
def test_a_word_named_too_often_or_at_the_wrong_place_changes_nothing(language, said) -> None:
    challenge, _every, _at = WORDS[language]
    game = ka_ka_as()
    heard = play(game, [f"{challenge} KA KA KA", f"{challenge} KA 8G", f"{challenge} ZUT"], language)
    assert said["too_often"] in heard and said["not_there"] in heard, heard
    assert said["not_formed"] in heard, heard  # the words it could have been, said again
    assert game.pending is not None and game.scores() == (4, 44)


def test_rendez_vous_du_classique_asks_too_seed_003_5_2() -> None:
    """Le Rendez-vous du classique (003), §5.2: "en précisant bien quel(s) mot(s) il conteste"."""
    heard = play(ka_ka_as("fbs"), ["conteste"], "fr")
    assert FRENCH["ask"] in heard, heard


@pytest.mark.parametrize("variant", ["larousse", "boite"])
def test_where_a_challenge_costs_once_or_nothing_it_stays_one_step_seed_001_004(variant) -> None:
    """Règlement du Scrabble classique Larousse (001), §6: ten points once, whatever the words;
    the box's rules (004 §3.3): nothing. A bare challenge judges every word at once."""
    game = ka_ka_as(variant)
    heard = play(game, ["conteste"], "fr")
    assert not any(line.startswith("Quels mots") for line in heard)
    judged = "Xavier conteste, KA en G7 valable, KA en 7G valable"
    assert any(line.startswith(judged) for line in heard), heard


def test_the_places_named_are_kept_in_the_save_and_read_back() -> None:
    game = ka_ka_as()
    game.challenge(0, ["KA"], places=["7G"])
    written = game_to_json(game)["actions"]
    assert isinstance(written, list) and written[-1]["places"] == ["7G"]
    assert _action_from_json(written[-1], "actions[3]") == game.actions[-1]
    plain = ka_ka_as()
    plain.challenge(0, ["AS"])
    last = game_to_json(plain)["actions"]
    assert isinstance(last, list) and "places" not in last[-1]  # as saves were before places


def test_the_rules_refuse_a_place_where_the_word_is_not() -> None:
    game = ka_ka_as()
    with pytest.raises(IllegalMove) as refused:
        game.challenge(0, ["AS"], places=["G7"])
    assert refused.value.refusal.reason is Reason.WORD_NOT_AT_PLACE and game.pending is not None
