"""Game events in words, and the score breakdown read before and after a move."""

from __future__ import annotations

from collections.abc import Sequence
from gettext import NullTranslations

from motamot.describe.words import (
    duration,
    in_pages,
    name_list,
    of_name,
    of_names,
    points,
    premium_name,
    premium_relief,
    tile_name,
    tiles_list,
    word_with_jokers,
)
from motamot.engine.players import COMMON, word_frequencies
from motamot.rules.clock import ClockWarning, TimeExpired
from motamot.rules.events import (
    ChallengeOutcome,
    ChallengeResolved,
    ClockStopped,
    EndReason,
    Event,
    Exchanged,
    GameOver,
    GameStarted,
    MovePlayed,
    PassCause,
    Passed,
    PenaltyGiven,
    PenaltyKind,
    PlayerArrived,
    PlayerLate,
    RackDeclared,
    RemainingTilesAsked,
    TilesDrawn,
    TurnStarted,
)
from motamot.rules.scoring import ScoreBreakdown, WordScore
from motamot.rules.tiles import rack_value
from motamot.settings import Verbosity


def describe_word_score(tr: NullTranslations, word: WordScore, relief: bool = False) -> str:
    """ "MOTS : 12 points, M sur lettre compte double, mot compte double";
    with ``relief``, "MOTS : 12 points, M sur triangle creux, rond creux"."""
    name = premium_relief if relief else premium_name
    parts = [
        tr.gettext("{word}, {points}").format(
            word=word_with_jokers(tr, word.word), points=points(tr, word.score)
        )
    ]
    for use in word.premiums:
        if use.premium.letter_multiplier > 1:
            parts.append(
                tr.gettext("{tile} sur {premium}").format(
                    tile=tile_name(tr, use.tile), premium=name(tr, use.premium)
                )
            )
        else:
            parts.append(name(tr, use.premium))
    return ", ".join(parts)


def describe_score(tr: NullTranslations, score: ScoreBreakdown, relief: bool = False) -> str:
    parts = [describe_word_score(tr, w, relief) for w in score.words]
    if score.bingo:
        parts.append(tr.gettext("scrabble, {bonus}").format(bonus=points(tr, score.bingo)))
    text = tr.gettext(", ").join(parts) + "."
    if len(score.words) > 1 or score.bingo:
        text += " " + tr.gettext("Total, {total}.").format(total=points(tr, score.total))
    return text


def said_word(tr: NullTranslations, word: str) -> str:
    """A word played, as the ear needs it: a rare word is spelled after it, letter by letter,
    so that QAT and QATS, or an English-looking RYE, are told apart; jokers are named."""
    text = word_with_jokers(tr, word)
    if word_frequencies().get(word.upper(), 0.0) < COMMON:
        text += ", " + " ".join(word.upper())
    return text


def describe_event(
    tr: NullTranslations,
    event: Event,
    names: Sequence[str],
    verbosity: Verbosity = Verbosity.NORMAL,
    relief: bool = False,
    word_list: str = "",
) -> str:
    """One event as a sentence. ``TilesDrawn`` is private: say it only to its player.
    ``word_list`` says whose list judged a challenge (describe.lexicon.word_list_source).
    A move: who played what for how much; at the normal and detailed verbosity a rare
    word is spelled too; the detailed one adds the score's breakdown and the new total."""
    _ = tr.gettext
    match event:
        case GameStarted(first_player=first, toss=toss):
            draws = ". ".join(
                ", ".join(
                    _("{name} tire {tile}").format(name=names[p], tile=tile_name(tr, t)) for p, t in round_
                )
                for round_ in toss
            )
            text = _("{name} commence.").format(name=names[first])
            return f"{draws}. {text}" if draws else text
        case TurnStarted(player=p):
            return _("À {name} de jouer.").format(name=names[p])
        case TilesDrawn(player=p, tiles=tiles):
            return _("{name} tire, {tiles}.").format(name=names[p], tiles=tiles_list(tr, tiles))
        case MovePlayed(player=p, placement=placement, score=score, total=total, void=void):
            written = placement.written
            word = (
                word_with_jokers(tr, written.word)
                if verbosity == Verbosity.SHORT
                else said_word(tr, written.word)
            )
            head = _("{name} joue {move}, {score}.").format(
                name=names[p], move=f"{written.coordinate} {word}", score=points(tr, score.total)
            )
            if void:
                head += " " + _("Compté zéro, pour l'échange fait trop tard.")
            if verbosity != Verbosity.DETAILED:
                return head  # who played what for how much: a typical move is said in under 3 s
            tail = _("Total pour {name}, {total}.").format(name=names[p], total=total)
            return f"{head} {describe_score(tr, score, relief)} {tail}"
        case Passed(player=p, cause=cause):
            if cause is PassCause.OUT_OF_TIME:
                return _("{name} n'a plus de temps et passe.").format(name=names[p])
            if cause is PassCause.MOVE_TIMER:
                return _("Temps du coup écoulé, {name} perd son tour.").format(name=names[p])
            return _("{name} passe.").format(name=names[p])
        case Exchanged(player=p, count=count, too_late_with=in_bag):
            text = tr.ngettext(
                "{name} change {count} lettre.", "{name} change {count} lettres.", count
            ).format(name=names[p], count=count)
            if in_bag is not None:
                text += " " + tr.ngettext(
                    "Il n'en restait que {in_bag} dans le sac. Selon la règle, les coups {de_name} "
                    "compteront zéro jusqu'à la fin.",
                    "Il n'en restait que {in_bag} dans le sac. Selon la règle, les coups {de_name} "
                    "compteront zéro jusqu'à la fin.",
                    in_bag,
                ).format(in_bag=in_bag, name=names[p], de_name=of_name(tr, names[p]))
            return text
        case ChallengeResolved():
            return _describe_challenge(tr, event, names, word_list)
        case PenaltyGiven(player=p, kind=kind, points=lost, total=total, tiles=extra):
            name = names[p]
            if kind is PenaltyKind.WARNING:
                return _("Avertissement à {name}.").format(name=name)
            if kind is PenaltyKind.LOSS:
                return _("{name} perd la partie, sur décision de l'arbitre.").format(name=name)
            if kind is PenaltyKind.WRONG_CHALLENGE:
                text = _("{name} perd {points} pour contestation à tort.")
            elif kind is PenaltyKind.OVERDRAW and not lost:
                # Seen in time (000 §10.1.1), or a rule without the penalty (001 §5).
                return tr.ngettext(
                    "{name} a tiré {tiles} lettre en trop, l'adversaire la lui retire, sans pénalité.",
                    "{name} a tiré {tiles} lettres en trop, l'adversaire les lui retire, sans pénalité.",
                    extra,
                ).format(name=name, tiles=extra)
            elif kind is PenaltyKind.OVERDRAW:
                text = tr.ngettext(
                    "{name} a tiré {tiles} lettre en trop, pénalité de {points}.",
                    "{name} a tiré {tiles} lettres en trop, pénalité de {points}.",
                    extra,
                )
            else:
                text = _("Pénalité de {points} pour {name}.")
            sentence = text.format(name=name, points=points(tr, lost), tiles=extra)
            return sentence + " " + _("Total pour {name}, {total}.").format(name=name, total=total)
        case ClockWarning(player=p, remaining=remaining):
            if p is None:
                return _("Temps de partie restant, {time}.").format(time=duration(tr, remaining))
            return _("{name}, il vous reste {time}.").format(name=names[p], time=duration(tr, remaining))
        case PlayerLate(player=p, deadline=deadline):
            return _(
                "{name} n'est pas là, sa pendule tourne. Forfait quand elle affichera {time}. "
                "Écrivez arrive {name} à son arrivée."
            ).format(name=names[p], time=duration(tr, deadline))
        case PlayerArrived(player=p, remaining=remaining):
            return _("{name} est là, {time} à sa pendule. La partie commence.").format(
                name=names[p], time=duration(tr, remaining)
            )
        case ClockStopped(stopped=stopped):
            return _("Pendule arrêtée.") if stopped else _("Pendule relancée.")
        case TimeExpired(player=p):
            if p is None:
                return _("Le temps de la partie est écoulé.")
            return _("{name} n'a plus de temps.").format(name=names[p])
        case RemainingTilesAsked(players=asked, reason=reason, player=who):
            who_name = names[who] if who is not None else ""
            head = _("Partie terminée.") + " " + end_reason(tr, reason, who_name)
            ask = _("Lettres restantes {de_names} ? Écrivez par exemple, reste {first} X U.").format(
                de_names=of_names(tr, [names[p] for p in asked]), first=names[asked[0]]
            )
            return f"{head} {ask}"
        case RackDeclared(player=p, tiles=tiles):
            return _("{name} garde {tiles}, {points}.").format(
                name=names[p], tiles=tiles_list(tr, tiles), points=points(tr, rack_value(tiles))
            )
        case GameOver():
            return " ".join(describe_game_over(tr, event, names))
    raise AssertionError(event)


def _describe_challenge(
    tr: NullTranslations, event: ChallengeResolved, names: Sequence[str], word_list: str
) -> str:
    _ = tr.gettext
    places = event.places or ("",) * len(event.verdicts)
    verdicts = ", ".join(
        (_("{word} valable") if valid else _("{word} non valable")).format(
            word=_("{word} en {place}").format(word=word, place=place) if place else word
        )
        for (word, valid), place in zip(event.verdicts, places, strict=True)
    )
    if word_list:
        verdicts += ", " + word_list
    head = _("{challenger} conteste, {verdicts}.").format(
        challenger=names[event.challenger], verdicts=verdicts
    )
    name = names[event.challenged]
    if event.outcome is ChallengeOutcome.STANDS:
        return head + " " + _("Le coup {de_name} est maintenu.").format(name=name, de_name=of_name(tr, name))
    if event.outcome is ChallengeOutcome.REPLAY:
        outcome = _("{name} reprend ses lettres, {points} de moins, et rejoue ailleurs.")
    else:
        outcome = _("{name} reprend ses lettres, {points} de moins, et passe son tour.")
    return head + " " + outcome.format(name=name, points=points(tr, event.points_removed))


def end_reason(tr: NullTranslations, reason: EndReason, who: str) -> str:
    _ = tr.gettext
    return {
        EndReason.OUT: _("{name} a posé toutes ses lettres et le sac est vide."),
        EndReason.PASSES: _("Tous les joueurs ont passé plusieurs fois de suite."),
        EndReason.BLOCKED: _("Plus personne ne peut jouer."),
        EndReason.TIME: _("Le temps est épuisé."),
        EndReason.RESIGNED: _("{name} abandonne."),
        EndReason.LOSS: _("{name} perd la partie, sur décision de l'arbitre."),
        EndReason.LATE: _("Forfait pour {name}, absence jusqu'à la moitié de son temps."),
    }[reason].format(name=who)


# The end of a game said in messages of at most this many characters, about seven seconds
# (a longer sentence alone): four players' full racks took twenty-two in one (issue 60).
GAME_OVER_CHARACTERS = 90


def describe_game_over(tr: NullTranslations, event: GameOver, names: Sequence[str]) -> list[str]:
    """The end of a game in messages heard in twelve seconds or less (issue 60): how it ended,
    the tiles left on each rack, the scores and who wins, as many together as fit."""
    _ = tr.gettext
    who = names[event.player] if event.player is not None else ""
    said = [_("Partie terminée.") + " " + end_reason(tr, event.reason, who)]
    for adj in event.adjustments:
        if adj.points > 0:
            said.append(
                _("{name} gagne {points} des lettres restantes.").format(
                    name=names[adj.player], points=points(tr, adj.points)
                )
            )
        elif adj.rack:
            said.append(
                _("{name} perd {points}, {tiles}.").format(
                    name=names[adj.player], points=points(tr, -adj.points), tiles=tiles_list(tr, adj.rack)
                )
            )
    scores = _("Scores, {scores}.").format(
        scores=", ".join(f"{names[i]} {score}" for i, score in enumerate(event.scores))
    )
    winners = [names[i] for i in event.winners]
    if len(winners) > 1:
        said.append(scores + " " + _("Ex æquo, {names}.").format(names=name_list(tr, winners)))
    else:
        said.append(scores + " " + _("{name} gagne.").format(name=winners[0]))
    return [" ".join(message) for message in in_pages(said, GAME_OVER_CHARACTERS)]


def describe_played_alone(tr: NullTranslations, name: str, moves: int, total: int) -> str:
    """The computer's moves once every person was out of time, summed up: each is in the
    history and the scoresheet."""
    return tr.ngettext(
        "{name} a joué seul {count} coup, {points} en tout.",
        "{name} a joué seul {count} coups, {points} en tout.",
        moves,
    ).format(name=name, count=moves, points=points(tr, total))
