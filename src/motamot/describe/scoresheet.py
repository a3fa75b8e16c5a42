"""The scoresheet and the match sheet in words: read aloud line by line, and the words of
the sheets ``publish`` lays out (columns, headings, the blank sheets' labels)."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.events import end_reason
from motamot.describe.words import name_list, of_names, word_with_jokers
from motamot.records.scoresheet import LineKind, Scoresheet, SheetLine
from motamot.rules.events import PassCause, PenaltyKind


def sheet_line_text(tr: NullTranslations, line: SheetLine, names: list[str]) -> str:
    """One line of the scoresheet: "3. Anne : H4 MOTS, 24, total 132"."""
    _ = tr.gettext
    name = names[line.player]
    what = sheet_line_what(tr, line)
    if line.kind not in (LineKind.PASS, LineKind.EXCHANGE, LineKind.WARNING):
        what += f", +{line.points}" if line.kind is LineKind.END and line.points > 0 else f", {line.points}"
    text = _("{turn}. {name}, {what}, total {total}").format(
        turn=line.turn, name=name, what=what, total=line.total
    )
    return text if line.turn else text[text.index(" ") + 1 :]


def sheet_line_what(tr: NullTranslations, line: SheetLine) -> str:
    """What happened on a line, without the player, the points or the total."""
    _ = tr.gettext
    match line.kind:
        case LineKind.MOVE:
            # 000 §4.1.5: the letter a joker stands for clearly on the sheet, so it is named,
            # not left to a lower-case letter a voice or a braille line does not show. The
            # other words hold the same tiles, named once in the word played.
            text = f"{line.coordinate} {word_with_jokers(tr, line.word)}"
            if line.other_words:
                others = ", ".join(word.upper() for word in line.other_words)
                text += ", " + _("et {words}").format(words=others)
            return text
        case LineKind.PASS:
            if line.pass_cause is PassCause.OUT_OF_TIME:
                return _("passe, temps épuisé")
            if line.pass_cause is PassCause.MOVE_TIMER:
                return _("passe, temps du coup écoulé")
            return _("passe")
        case LineKind.EXCHANGE:
            return tr.ngettext("change {count} lettre", "change {count} lettres", line.count).format(
                count=line.count
            )
        case LineKind.WITHDRAWN:
            move = f"{line.coordinate} {word_with_jokers(tr, line.word)}"
            return _("{move} contesté, retiré").format(move=move)
        case LineKind.WARNING:
            return _("avertissement")
        case LineKind.PENALTY:
            return {
                PenaltyKind.WRONG_CHALLENGE: _("contestation à tort"),
                PenaltyKind.OVERDRAW: _("lettres tirées en trop"),
                PenaltyKind.ARBITER: _("pénalité d'arbitre"),
                PenaltyKind.LOSS: _("partie perdue"),
            }[line.penalty or PenaltyKind.ARBITER]
        case LineKind.END:
            if line.points > 0:
                return _("lettres des adversaires")
            return _("reste {tiles}").format(tiles="".join(line.tiles))
    raise AssertionError(line.kind)


def scoresheet_lines(tr: NullTranslations, sheet: Scoresheet) -> list[str]:
    """The whole scoresheet as lines to read or print: heading, each line, result."""
    _ = tr.gettext
    lines = [_("Feuille de marque, {heading}").format(heading=scoresheet_heading(tr, sheet))]
    if not sheet.lines:
        lines.append(no_move(tr))
    lines += [sheet_line_text(tr, line, sheet.names) for line in sheet.lines]
    lines += match_sheet_lines(tr, sheet)
    return lines


def racks_awaited(tr: NullTranslations, names: list[str], example: bool = False) -> str:
    """What the desk waits for once the game is over: the letters left on these players' racks
    (000 §7); with ``example``, how the arbiter types them."""
    text = tr.gettext("Partie finie, on attend les lettres restantes {de_names}.").format(
        de_names=of_names(tr, names)
    )
    if example:
        text += " " + tr.gettext("Écrivez par exemple, reste {first} X U.").format(first=names[0])
    return text


def scoresheet_heading(tr: NullTranslations, sheet: Scoresheet) -> str:
    """Who plays by which rules: "Anne, Bruno, règles ffsc."."""
    return tr.gettext("{names}, règles {rules}.").format(names=", ".join(sheet.names), rules=sheet.rules)


def no_move(tr: NullTranslations) -> str:
    return tr.gettext("Aucun coup joué.")


def scoresheet_columns(tr: NullTranslations) -> tuple[str, ...]:
    _ = tr.gettext
    return _("Coup"), _("Joueur"), _("Mots joués"), _("Score"), _("Cumul")


def match_sheet_lines(tr: NullTranslations, sheet: Scoresheet) -> list[str]:
    """The match sheet (002, 003 §2.4, §7.3): table, round, names, scores, match points."""
    _ = tr.gettext
    scores = ", ".join(f"{name} {score}" for name, score in zip(sheet.names, sheet.scores, strict=True))
    if sheet.awaiting:  # the desk, once the game is over, waits for the letters left (000 §7)
        awaited = racks_awaited(tr, [sheet.names[p] for p in sheet.awaiting])
        return [awaited + " " + _("Scores, {scores}.").format(scores=scores)]
    if not sheet.over:
        return [_("Partie en cours. Scores, {scores}.").format(scores=scores)]
    lines = [_("Feuille de match.")]
    where = []
    if sheet.match.table is not None:
        where.append(_("Table {number}").format(number=sheet.match.table))
    if sheet.match.round is not None:
        where.append(_("ronde {number}").format(number=sheet.match.round))
    if where:
        lines.append(", ".join(where) + ".")
    assert sheet.end_reason is not None
    lines.append(
        end_reason(tr, sheet.end_reason, "" if sheet.end_player is None else sheet.names[sheet.end_player])
    )
    lines.append(_("Scores, {scores}.").format(scores=scores))
    match_points = sheet.match_points()
    if match_points is not None:
        lines.append(
            _("Points de match, {points}.").format(
                points=", ".join(f"{n} {p}" for n, p in zip(sheet.names, match_points, strict=True))
            )
        )
    winners = [sheet.names[i] for i in sheet.winners]
    if len(winners) > 1:
        lines.append(_("Ex æquo, {names}.").format(names=name_list(tr, winners)))
    else:
        lines.append(_("{name} gagne.").format(name=winners[0]))
    return lines


BLANK_TURNS = 30  # lines for one player's moves: more than a two-player game ever needs
PLAYERS_OF_A_MATCH = (1, 2)


def blank_sheet_names(tr: NullTranslations) -> tuple[str, str]:
    """The blank sheets' file names, in the player's language (without the extension)."""
    _ = tr.gettext
    return _("feuille-de-marque-vierge"), _("feuille-de-match-vierge")


def blank_sheet_fields(tr: NullTranslations) -> list[str]:
    """What a blank sheet's heading asks for, each left blank to fill in."""
    _ = tr.gettext
    return [_("Tournoi"), _("Ronde"), _("Table"), _("Date"), _("Joueur 1"), _("Joueur 2")]


def match_columns(tr: NullTranslations) -> list[str]:
    """000 §2.4.1: the match sheet gives each player's match points and tie-break points."""
    _ = tr.gettext
    return [_("Score"), _("Points de match"), _("Points de départage"), _("Signature")]


def match_points_rule(tr: NullTranslations) -> str:
    return tr.gettext("Victoire 3 points de match, nul 2, défaite 1, forfait 0 (003).")


def blank_scoresheet_columns(tr: NullTranslations) -> list[str]:
    """000 §2.1.1: "les mots joués, les scores, et les cumuls des scores", both players side
    by side."""
    _ = tr.gettext
    columns = [_("Coup")]
    for number in PLAYERS_OF_A_MATCH:
        columns += [_("Joueur {number}, mots joués").format(number=number), _("Score"), _("Cumul")]
    return columns


def blank_scoresheet_how(tr: NullTranslations) -> str:
    """How a line of the embossed scoresheet is filled in."""
    return tr.gettext("Chaque ligne, mots joués, score, cumul.")


def player_number(tr: NullTranslations, number: int) -> str:
    return tr.gettext("Joueur {number}").format(number=number)
