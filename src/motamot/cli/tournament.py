"""``motamot tournoi``: run a classic tournament (seed 003) from the command line.

Each call reads the tournament file, checks the change, writes it in one
transaction and says what it did in short lines a braille display shows
whole. Nothing is changed when something is refused.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from gettext import NullTranslations
from pathlib import Path

from motamot.application.output import EXIT_NO, EXIT_USAGE, EXIT_YES, Output
from motamot.cli.output import language_of
from motamot.describe.files import describe_record_error
from motamot.describe.messages import Message, message
from motamot.describe.short_lines import short_lines
from motamot.describe.tournament import (
    describe_result_recorded,
    match_text,
    match_what,
    pairing_lines,
    player_lines,
    player_names,
    rating_text,
    round_name,
    standings_lines,
    tournament_error_lines,
)
from motamot.files import RecordError
from motamot.publish.tournament import write_tournament_exports
from motamot.tournament import store
from motamot.tournament.model import MIN_ROUNDS, Match, RatingKind, rounds_for
from motamot.tournament.tournament import Problem, Tournament, TournamentError, check_round_count

Action = Callable[[argparse.Namespace, NullTranslations, Output, Path, store.TournamentFile], None]


class Declined(Exception):
    """A change the organiser must confirm: told why, nothing written."""


def _say(out: Output, lines: list[str], error: bool = False) -> None:
    for line in lines:
        out(line, error=error)


def create(args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path) -> bool:
    """The file created; fewer rounds than 003's least (4) only once the organiser says so."""
    if args.rounds is not None and args.rounds < MIN_ROUNDS and not args.fewer_rounds:
        check_round_count(args.rounds)
        _say(out, short_lines(message(tr, Message.ROUNDS_BELOW_MINIMUM, rounds=args.rounds)), error=True)
        return False
    tournament = store.create(path, " ".join(args.name.split()) or path.stem, args.rounds, args.best_of)
    said = [message(tr, Message.TOURNAMENT_CREATED, name=tournament.name, path=path)]
    if args.rounds is not None:
        said.append(_rounds_planned(tr, args.rounds, args.rounds < MIN_ROUNDS))
    _say(out, short_lines(" ".join(said)))
    return True


def plan_rounds(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    """``rondes FICHIER N``: the rounds planned; without N, as 003's table gives for the
    players registered. Fewer than the table asks only with ``--moins-de-rondes``."""
    t = file.tournament
    rounds = args.rounds
    if rounds is None:
        file.set_planned_rounds(None)
        text = message(tr, Message.ROUNDS_FROM_FIELD, rounds=t.rounds, players=len(t.players))
        _say(out, short_lines(text))
        return
    check_round_count(rounds)
    if rounds < t.paired_rounds:
        raise TournamentError(Problem.ROUNDS_ALREADY_PAIRED, rounds=rounds, paired=t.paired_rounds)
    fewer = rounds < t.rounds_needed
    if fewer and not args.fewer_rounds:
        players, needed = len(t.players), t.rounds_needed
        text = message(tr, Message.ROUNDS_REFUSED, players=players, count=needed, rounds=rounds)
        _say(out, short_lines(text))
        raise Declined
    file.set_planned_rounds(rounds)
    _say(out, short_lines(_rounds_planned(tr, rounds, fewer)))


def _rounds_planned(tr: NullTranslations, rounds: int, fewer: bool) -> str:
    return message(tr, Message.ROUNDS_FEWER_KEPT if fewer else Message.ROUNDS_PLANNED, count=rounds)


def _rounds_warning(tr: NullTranslations, t: Tournament, path: Path) -> list[str]:
    """Said when a registration takes the field over a line of 003's table while the
    organiser planned fewer rounds than it now asks."""
    count = len(t.players)
    crossed = rounds_for(count) > rounds_for(count - 1)
    if t.planned_rounds is None or not crossed or t.planned_rounds >= t.rounds_needed:
        return []
    planned, needed = t.planned_rounds, t.rounds_needed
    text = message(tr, Message.ROUNDS_BELOW_FIELD, players=count, count=needed, rounds=planned, path=path)
    return short_lines(text)


def register(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    kind = RatingKind.PL_STAR if args.star else RatingKind.PL
    player = t.new_player(args.name, args.rating, kind)
    file.add_player(player)
    text = message(
        tr,
        Message.REGISTERED,
        name=player.name,
        number=player.id,
        rating=rating_text(tr, kind, player.rating),
    )
    _say(out, short_lines(text, [player.name]) + _rounds_warning(tr, t, path))


def players(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    _say(out, player_lines(tr, t))


def withdraw(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    player = t.withdrawn(t.player(args.name), args.round or t.paired_rounds + 1)
    file.withdraw(player)
    text = message(tr, Message.WITHDRAWN, name=player.name, round=player.withdrawn_from)
    _say(out, short_lines(text, [player.name]))


def absent(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    player = t.player(args.name)
    number = args.round or t.paired_rounds + 1
    t.check_round_open(number)
    file.mark_absent(player, number, not args.cancel)
    said = Message.PRESENCE_RESTORED if args.cancel else Message.ABSENCE_NOTED
    _say(out, short_lines(message(tr, said, name=player.name, round=number), [player.name]))


def pair(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    matches = t.next_pairing()
    file.add_round(matches)
    t.matches += matches
    _say(out, pairing_lines(tr, t, matches[0].round))


def final_phase(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    """003: the Belgian championship ends with a final phase between the best two or four."""
    t = file.tournament
    size = args.size or t.final_size or 2
    matches = t.next_final_stage(size)
    if not t.final_size:
        file.set_final_size(size)
        t.final_size = size
    file.add_round(matches)
    t.matches += matches
    _say(out, pairing_lines(tr, t, matches[0].round))


def result(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    first, second = t.player(args.first), t.player(args.second)
    match = t.match_of([first, second], args.round)
    scores = {first.id: args.first_score, second.id: args.second_score}
    _record(tr, out, file, match, t.with_result(match, scores, game=args.game))


def forfeit(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    absent_players = [t.player(name) for name in args.names]
    match = t.match_of(absent_players, args.round)
    _record(tr, out, file, match, t.with_result(match, forfeits={p.id for p in absent_players}))


def _record(
    tr: NullTranslations, out: Output, file: store.TournamentFile, match: Match, updated: Match
) -> None:
    """Write a result, say it (and what it replaced), then what the round still waits for."""
    t = file.tournament
    file.set_result(updated)
    before = match_what(tr, t, match) if match.has_result else None
    t.matches[t.matches.index(match)] = updated
    left = t.unfinished_tables(match.round)
    for line in describe_result_recorded(
        tr,
        round_name(tr, t, match.round),
        match_text(tr, t, updated),
        before,
        left,
        match.round == t.paired_rounds,
    ):
        _say(out, short_lines(line, player_names(t)))


def standings(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    after = _round_asked(t, args.round, complete=True)
    table, final = t.standings_after(after)
    _say(out, standings_lines(tr, t, table, after, final))


def pairings(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    number = _round_asked(t, args.round, complete=False)
    if not number:
        raise TournamentError(Problem.NOTHING_PAIRED)
    _say(out, pairing_lines(tr, t, number))


def _round_asked(t: Tournament, asked: int | None, complete: bool) -> int:
    """The round asked for, or by default the last one (the last complete one for standings)."""
    if asked is not None:
        if not 0 <= asked <= t.paired_rounds:
            raise TournamentError(Problem.NOT_PAIRED_YET, round=asked, paired=t.paired_rounds)
        return asked
    last = t.paired_rounds
    if complete and last and t.unfinished_tables(last):
        last -= 1
    return last


def export(
    args: argparse.Namespace, tr: NullTranslations, out: Output, path: Path, file: store.TournamentFile
) -> None:
    t = file.tournament
    folder = Path(args.folder) if args.folder else Path.cwd()
    after = _round_asked(t, None, complete=True)
    table, final = t.standings_after(after)
    written = write_tournament_exports(tr, t, table, after, final, folder, path.stem, language_of(args))
    files = ", ".join(p.name for p in written)
    _say(out, short_lines(message(tr, Message.FILES_WRITTEN, folder=folder, files=files)))


ACTIONS: dict[str, Action] = {
    "inscris": register,
    "rondes": plan_rounds,
    "joueurs": players,
    "retire": withdraw,
    "absent": absent,
    "apparie": pair,
    "resultat": result,
    "finale": final_phase,
    "forfait": forfeit,
    "classement": standings,
    "appariements": pairings,
    "exporte": export,
}


# Commands that change nothing: the file is only read (a read-only file, a copy on a CD).
READ_ONLY = frozenset({"joueurs", "classement", "appariements", "exporte"})


def run_tournament(args: argparse.Namespace, tr: NullTranslations, out: Output) -> int:
    path = Path(args.file)
    said: list[tuple[str, bool]] = []
    try:
        if args.action == "cree":
            if not create(args, tr, out, path):
                return EXIT_NO
        else:
            opened = store.reading if args.action in READ_ONLY else store.editing
            with opened(
                path, lambda seconds: out(message(tr, Message.TOURNAMENT_WAITING, seconds=seconds))
            ) as file:
                ACTIONS[args.action](
                    args, tr, lambda text, error=False: said.append((text, error)), path, file
                )
            # Said once the change is in the file: an answer never announces what was not kept.
            for text, error in said:
                out(text, error=error)
    except RecordError as error:
        out(describe_record_error(tr, error, str(path)), error=True)
        return EXIT_USAGE
    except TournamentError as error:
        _say(out, tournament_error_lines(tr, error, str(path)), error=True)
        return EXIT_NO
    except Declined:  # told why, nothing written
        for text, _error in said:
            out(text, error=True)
        return EXIT_NO
    return EXIT_YES
