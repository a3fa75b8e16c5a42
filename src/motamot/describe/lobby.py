"""What the lobby says: its open tables, one sentence each, and who is there."""

from __future__ import annotations

from gettext import NullTranslations

from motamot.describe.messages import Message, message
from motamot.describe.words import duration, name_list
from motamot.i18n import N_
from motamot.net.lobby import OpenTableView, Proposal

RULES_NAMES = {
    "ffsc": N_("FFSc"),
    "fbs": N_("FBS"),
    "larousse": N_("Larousse"),
    "boite": N_("jeu en braille"),
    "libre": N_("libre"),
}


def rules_name(tr: NullTranslations, rules: str) -> str:
    return tr.gettext(RULES_NAMES[rules]) if rules in RULES_NAMES else rules


def describe_proposal(tr: NullTranslations, proposal: Proposal) -> str:
    """A table's settings: "FFSc, pendule 20 minutes, 2 joueurs, classée"."""
    parts = [rules_name(tr, proposal.rules)]
    if proposal.duplicate:
        per_move = duration(tr, (proposal.clock_minutes or 3) * 60)  # 3 minutes, as in clubs
        parts.append(message(tr, Message.LOBBY_PER_MOVE, time=per_move))
    elif proposal.clock_minutes:
        parts.append(message(tr, Message.LOBBY_CLOCK, time=duration(tr, proposal.clock_minutes * 60)))
    else:
        parts.append(message(tr, Message.LOBBY_NO_CLOCK))
    parts.append(message(tr, Message.LOBBY_PLAYERS, count=proposal.players))
    if proposal.rated:
        parts.append(message(tr, Message.LOBBY_RATED))
    if proposal.hints:
        parts.append(message(tr, Message.LOBBY_HINTS))
    return ", ".join(parts)


def member_name(tr: NullTranslations, name: str, rating: int | None, rated: bool) -> str:
    """A name, with its rating where ratings matter and the player has one ("Anne à 1520")."""
    if not rated or rating is None:
        return name
    return message(tr, Message.LOBBY_MEMBER, name=name, rating=rating)


def describe_open_table(tr: NullTranslations, table: OpenTableView) -> str:
    """ "Table 3, avec Anne à 1520, 1 place libre, FFSc, pendule 20 minutes, 2 joueurs,
    classée." """
    rated = table.proposal.rated
    names = name_list(tr, [member_name(tr, name, rating, rated) for name, rating in table.sitting])
    settings = describe_proposal(tr, table.proposal)
    return message(
        tr, Message.LOBBY_TABLE, number=table.number, names=names, count=table.free, settings=settings
    )


def describe_tables(tr: NullTranslations, tables: list[OpenTableView]) -> list[str]:
    """The open tables, one sentence each, after how many there are."""
    if not tables:
        return [message(tr, Message.LOBBY_NO_TABLES)]
    lines = [describe_open_table(tr, table) for table in tables]
    return [message(tr, Message.LOBBY_TABLES, count=len(tables)), *lines]


# Who is in the lobby, said this many people a message (issue 60: twelve seconds).
WHO_A_MESSAGE = 4


def describe_who_said(tr: NullTranslations, members: list[tuple[str, int | None]]) -> list[str]:
    """Who is in the lobby, a few people a message: "Au salon, 6 personnes, Anne à 1520, Max,
    Léa, Tom.", then "Zoé et Lou."."""
    if len(members) <= WHO_A_MESSAGE:
        return [describe_who(tr, members)]
    names = [member_name(tr, name, rating, True) for name, rating in members]
    first, rest = names[:WHO_A_MESSAGE], names[WHO_A_MESSAGE:]
    said = [message(tr, Message.LOBBY_WHO, count=len(members), names=", ".join(first))]
    for i in range(0, len(rest), WHO_A_MESSAGE):
        chunk = rest[i : i + WHO_A_MESSAGE]
        last = i + WHO_A_MESSAGE >= len(rest)
        said.append((name_list(tr, chunk) if last else ", ".join(chunk)) + ".")
    return said


def describe_who(tr: NullTranslations, members: list[tuple[str, int | None]]) -> str:
    """Who is in the lobby, each with their rating once they have one: "Au salon, 2
    personnes, Anne à 1520 et Max."."""
    names = name_list(tr, [member_name(tr, name, rating, True) for name, rating in members])
    return message(tr, Message.LOBBY_WHO, count=len(members), names=names)
