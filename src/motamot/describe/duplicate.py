"""Every sentence of a duplicate game: the rack called, a player's move scored, the top
and where it goes, the gap to the top ("négatif"), the end, the per-turn table."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from gettext import NullTranslations

from motamot.describe.refusals import describe_refusal
from motamot.describe.words import (
    decimal,
    duration,
    grouped,
    name_list,
    points,
    tile_name,
    tiles_list,
    vowels_and_consonants,
    word_with_jokers,
)
from motamot.rules.clock import ClockWarning, TimeExpired
from motamot.rules.duplicate import (
    Answer,
    DuplicateEnd,
    DuplicateEvent,
    DuplicateGame,
    DuplicateOver,
    Evening,
    EveningPlayer,
    RackDrawn,
    TopPlayed,
    Verdict,
)
from motamot.rules.notation import WrittenMove
from motamot.tournament.model import french_order


def rack_letters(tr: NullTranslations, rack: Sequence[str], spelled: bool = False) -> str:
    """ "A, E, joker"; spelled: "A comme Anatole, …"."""
    return ", ".join(tile_name(tr, t, spelled) for t in rack)


def move_said(tr: NullTranslations, written: WrittenMove) -> str:
    """ "H4 MOTS, joker S": the coordinate, the word, each joker named."""
    return f"{written.coordinate} {word_with_jokers(tr, written.word)}"


def describe_variant(tr: NullTranslations, rules: str) -> str:
    """A variant of duplicate named, and what it changes ("" for the federation's own,
    ``rules.duplicate.RULES``' names): said as its game opens."""
    variants = {"joker": tr.gettext("Partie joker, un joker dans chaque tirage tant qu'il en reste.")}
    return variants.get(rules, "")


def describe_rack_drawn(tr: NullTranslations, event: RackDrawn, spelled: bool = False) -> str:
    _ = tr.gettext
    parts = []
    # A club's published game names only the letters kept of a rack put back.
    whole = [r for r in event.rejected if len(r) >= len(event.rack)]
    for known in (r for r in event.rejected if len(r) < len(event.rack)):
        parts.append(
            _(
                "Reliquat {letters} remis dans le sac, le tirage qui le complétait n'était pas valable."
            ).format(letters=tiles_list(tr, known))
        )
    if whole:
        vowels, consonants = event.needed
        parts.append(
            tr.ngettext(
                "Tirage {racks} rejeté, il faut au moins {counts}.",
                "Tirages {racks} rejetés, il faut au moins {counts}.",
                len(whole),
            ).format(
                racks=tr.gettext(", puis ").join(tiles_list(tr, r) for r in whole),
                counts=vowels_and_consonants(tr, vowels, consonants),
            )
        )
    head = _("Coup {number}, tirage {rack}.").format(
        number=event.number, rack=rack_letters(tr, event.rack, spelled)
    )
    parts.append(head)
    if event.kept:
        parts.append(_("Reliquat {letters}.").format(letters=tiles_list(tr, event.kept)))
    return " ".join(parts)


def describe_answer(
    tr: NullTranslations, answer: Answer, name: str | None = None, source: str | None = None
) -> str:
    """What a player's move scores; ``name`` for a room, None for the player alone; ``source``,
    the word list that judged a move just handed in."""
    _ = tr.gettext
    if answer.verdict is Verdict.DECLARED:
        return _("{name}, {score}.").format(name=name, score=points(tr, answer.score))
    if answer.written is None and answer.verdict is Verdict.LATE:
        return _("{name}, hors temps, zéro.").format(name=name)
    if answer.written is None or answer.verdict is Verdict.NONE:
        return _("{name}, pas de coup, zéro.").format(name=name) if name else _("Pas de coup, zéro.")
    who = f"{name}, " if name else ""
    move = move_said(tr, answer.written)
    match answer.verdict:
        case Verdict.SCORED | Verdict.DECLARED:
            return who + _("{move}, {score}.").format(move=move, score=points(tr, answer.score))
        case Verdict.INVALID_WORDS:
            return who + tr.ngettext(
                "{move}, mot non valable, {words}, zéro. Il aurait valu {worth}.",
                "{move}, mots non valables, {words}, zéro. Il aurait valu {worth}.",
                len(answer.words),
            ).format(
                move=move,
                # The list that judged comes after the words, not among them.
                words=", ".join((name_list(tr, list(answer.words)), *([source] if source else []))),
                worth=points(tr, answer.worth),
            )
        case Verdict.LATE:
            return who + _("{move}, hors temps, zéro. Il aurait valu {worth}.").format(
                move=move, worth=points(tr, answer.worth)
            )
        case Verdict.ILLEGAL:
            reason = describe_refusal(tr, answer.refusal) if answer.refusal is not None else ""
            return who + _("{move}, impossible, zéro. {reason}").format(move=move, reason=reason).strip()
    raise AssertionError(answer.verdict)


def describe_top(tr: NullTranslations, event: TopPlayed) -> str:
    """ "Top, H4 DURERA, 18 points." The letters it leaves are said with the next rack
    ("Reliquat E"), once: under a screen reader the end of a turn is long enough."""
    return tr.gettext("Top, {move}, {score}.").format(
        move=move_said(tr, event.top.written), score=points(tr, event.score)
    )


def describe_gap(tr: NullTranslations, total: int, top_total: int, name: str | None = None) -> str:
    """ "Total 120, top 140, négatif moins 20, 85,7 % du top.": after each rack, the share of the
    tops so far a club's ranking gives (issue 61, point 11); none before any top."""
    gap = gap_said(tr, total - top_total, "0")
    if top_total > 0:
        # Over 100 % only in a game redone: its tops are the recorded game's, judged by that game's
        # list, and a move this list knows may beat one (``DuplicateGame.close_turn``, ``imposed``).
        # The share is said as it is, as the gap is said "plus", never cut at 100.
        percentage = decimal(tr, 100 * total / top_total, ".1f")
        text = tr.gettext("Total {total}, top {top}, négatif {gap}, {percentage} % du top.").format(
            total=grouped(tr, total), top=grouped(tr, top_total), gap=gap, percentage=percentage
        )
    else:
        text = tr.gettext("Total {total}, top {top}, négatif {gap}.").format(
            total=grouped(tr, total), top=grouped(tr, top_total), gap=gap
        )
    return f"{name}, {text}" if name else text


def gap_said(tr: NullTranslations, gap: int, at_top: str) -> str:
    """ "moins 20"; "plus 3" when a player beat the imposed tops of a game redone."""
    if gap < 0:
        return tr.gettext("moins {points}").format(points=grouped(tr, -gap))
    if gap > 0:
        return tr.gettext("plus {points}").format(points=grouped(tr, gap))
    return at_top


def describe_duplicate_event(tr: NullTranslations, event: DuplicateEvent, names: Sequence[str]) -> str:
    _ = tr.gettext
    match event:
        case RackDrawn():
            return describe_rack_drawn(tr, event)
        case TopPlayed():
            return describe_top(tr, event)
        case DuplicateOver():
            return " ".join(describe_duplicate_over(tr, event, names))
        case ClockWarning(remaining=remaining):
            return _("Il reste {time} pour ce coup.").format(time=duration(tr, remaining))
        case TimeExpired():
            return _("Temps écoulé pour ce coup.")
    raise AssertionError(event)


# A room's ranking at the end, said this many players a message (issue 60: twelve seconds).
RANKED_A_MESSAGE = 4


def describe_duplicate_over(tr: NullTranslations, event: DuplicateOver, names: Sequence[str]) -> list[str]:
    """The end of a duplicate game, a message each, none over twelve seconds (issue 60): why
    it ended, with the player's gap alone; in a room, the top, then the ranking, a few players
    at a time."""
    _ = tr.gettext
    why = (
        _("plus de tirage valable possible")
        if event.reason is DuplicateEnd.NO_FIT_RACK
        else _("aucun coup possible avec ce tirage")
    )
    head = _("Partie terminée, {why}.").format(why=why)
    totals, top = event.totals, event.top_total
    if len(names) == 1:
        return [f"{head} {describe_gap(tr, totals[0], top)}"]
    order = sorted(range(len(names)), key=lambda p: (-totals[p], french_order(names[p])))
    ranked = [f"{names[p]} {grouped(tr, totals[p])}" for p in order]
    first, rest = ranked[:RANKED_A_MESSAGE], ranked[RANKED_A_MESSAGE:]
    said = [
        head,
        _("Top {top}. Classement, {ranking}.").format(top=grouped(tr, top), ranking=", ".join(first)),
    ]
    said += [", ".join(rest[i : i + RANKED_A_MESSAGE]) + "." for i in range(0, len(rest), RANKED_A_MESSAGE)]
    return said


def in_french_order(game: DuplicateGame) -> list[int]:
    """The players (seats) in French alphabetical order: Adèle, Émile, Eric, Zoé."""
    return sorted(range(len(game.names)), key=lambda p: french_order(game.names[p]))


def ranked(game: DuplicateGame) -> list[int]:
    """The players by total, highest first; equal totals in French alphabetical order."""
    totals = game.totals()
    return sorted(range(len(game.names)), key=lambda p: (-totals[p], french_order(game.names[p])))


def duplicate_ranking(tr: NullTranslations, game: DuplicateGame) -> list[str]:
    """One line per player, short enough for a braille line: "1. Anne 120, moins 20";
    a player who made every top is "au top"."""
    _ = tr.gettext
    totals, gaps = game.totals(), game.gaps()
    lines = [_("Classement, top {top}.").format(top=grouped(tr, game.top_total()))]
    for place, p in enumerate(ranked(game), start=1):
        lines.append(
            f"{place}. {game.names[p]} {grouped(tr, totals[p])}, {gap_said(tr, gaps[p], _('au top'))}"
        )
    return lines


def rack_written(rack: Sequence[str], kept: Sequence[str], renewed: bool) -> str:
    """A rack as clubs write it: "EIU+BNRS", the letters kept from the last top before the
    sign; "-ABEINST" when the letters kept went back to the bag with an unfit rack."""
    if renewed:
        return "-" + "".join(rack)
    if not kept:
        return "".join(rack)
    new = list(rack)
    for letter in kept:
        new.remove(letter)
    return "".join(kept) + "+" + "".join(new) if new else "".join(kept)  # the bag was empty


def racks_legend(tr: NullTranslations, rows: list[list[str]]) -> list[str]:
    """Under a table of ``duplicate_table``, what its racks' signs mean, for the signs it holds:
    a screen reader says "plus" and "moins" there and a player new to clubs cannot guess the rest."""
    racks = [row[1] for row in rows[1:]]
    legend = []
    if any("+" in rack for rack in racks):
        legend.append(
            tr.gettext(
                "Dans un tirage, le signe plus sépare les lettres gardées du coup d'avant "
                "de celles tirées du sac."
            )
        )
    if any(rack.startswith("-") for rack in racks):
        legend.append(
            tr.gettext(
                "Le signe moins devant un tirage dit que les lettres gardées sont rendues au sac "
                "et le tirage refait en entier."
            )
        )
    return legend


def duplicate_table(tr: NullTranslations, game: DuplicateGame) -> list[list[str]]:
    """The game turn by turn, a row each: number, rack, top and its score, then each
    player's move and score (players in French order); a header first, totals last. Each
    format lays the rows out its own way (``publish.duplicate``)."""
    _ = tr.gettext
    order = in_french_order(game)
    rows = [[_("Coup"), _("Tirage"), _("Top"), _("Points"), *(game.names[p] for p in order)]]
    kept: tuple[str, ...] = ()
    for turn in game.turns:
        cells = [
            str(turn.number),
            rack_written(turn.rack, kept, bool(turn.rejected)),
            str(turn.top.written),
            str(turn.top_score),
        ]
        kept = tuple(sorted((Counter(turn.rack) - Counter(turn.top.rack_tiles)).elements()))
        for p in order:
            answer = turn.answers[p]
            # A score declared without its move (a room's arbiter takes scores): the score alone.
            move = f"{answer.written} " if answer.written is not None else ""
            cells.append(f"{move}{answer.score}")
        rows.append(cells)
    totals = game.totals()
    rows.append([_("Total"), "", "", str(game.top_total()), *(str(totals[p]) for p in order)])
    return rows


def _evening_ranked(evening: Evening) -> list[EveningPlayer]:
    return sorted(evening.players, key=lambda p: (-p.total, french_order(p.name)))


def evening_ranking(tr: NullTranslations, evening: Evening) -> list[str]:
    """The evening's ranking, a line a player short enough for braille:
    "1. Anne 1650, 92,3 %, moins 137"."""
    _ = tr.gettext
    count = len(evening.tops)
    title = tr.ngettext(
        "Soirée duplicate, {count} partie, top {top}.", "Soirée duplicate, {count} parties, top {top}.", count
    )
    lines = [title.format(count=count, top=grouped(tr, evening.top_total))]
    for place, player in enumerate(_evening_ranked(evening), start=1):
        share = _("{percentage} %").format(percentage=decimal(tr, player.percentage, ".1f"))
        gap = gap_said(tr, player.gap, _("au top"))
        lines.append(f"{place}. {player.name} {grouped(tr, player.total)}, {share}, {gap}")
    absent = sorted((p.name for p in evening.players if None in p.scores), key=french_order)
    if absent:
        lines.append(
            tr.ngettext(
                "Absence à une partie au moins, zéro à cette partie, {names}.",
                "Absents à une partie au moins, zéro à cette partie, {names}.",
                len(absent),
            ).format(names=name_list(tr, absent))
        )
    return lines


def evening_table(tr: NullTranslations, evening: Evening) -> list[list[str]]:
    """Each player's score in each game, the total and the percentage of the tops, a row
    each; a header first, the tops last."""
    _ = tr.gettext
    games = [_("Partie {number}").format(number=n) for n in range(1, len(evening.tops) + 1)]
    rows = [[_("Joueur"), *games, _("Total"), _("Pourcentage")]]
    for player in _evening_ranked(evening):
        scores = [_("absent") if score is None else str(score) for score in player.scores]
        share = decimal(tr, player.percentage, ".1f")
        rows.append([player.name, *scores, str(player.total), share])
    tops = [str(top) for top in evening.tops]
    rows.append([_("Top"), *tops, str(evening.top_total), decimal(tr, 100.0, ".1f")])
    return rows
