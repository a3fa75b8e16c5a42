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
    if proposal.formula == "duplicate":
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


NAMED_IN_NEWS = 5  # names said in a crowd's news; the others counted


def describe_lobby_news(
    tr: NullTranslations, arrived: list[str], left: list[str], tables: list[OpenTableView]
) -> list[str]:
    """What happened in the lobby in the last second, grouped: one arrival, departure or table
    said as it is; several, counted, a few names said ("12 personnes arrivent au salon, Anne,
    Max, Léa, Tom, Zoé et 7 autres.")."""
    said = []
    for names, one, many in (
        (arrived, Message.LOBBY_ARRIVED, Message.LOBBY_ARRIVED_MANY),
        (left, Message.LOBBY_LEFT, Message.LOBBY_LEFT_MANY),
    ):
        if len(names) == 1:
            said.append(message(tr, one, name=names[0]))
        elif names:
            said.append(message(tr, many, count=len(names), names=_some_names(tr, names)))
    if len(tables) == 1:
        said.append(message(tr, Message.LOBBY_NEW_TABLE, table=describe_open_table(tr, tables[0])))
    elif tables:
        said.append(message(tr, Message.LOBBY_NEW_TABLES, count=len(tables)))
    return said


def _some_names(tr: NullTranslations, names: list[str]) -> str:
    if len(names) <= NAMED_IN_NEWS:
        return name_list(tr, names)
    shown = ", ".join(names[:NAMED_IN_NEWS])
    return message(tr, Message.LOBBY_AND_OTHERS, names=shown, count=len(names) - NAMED_IN_NEWS)
