"""A finished or running game written as a GCG record, from its events."""

from __future__ import annotations

import re
from typing import Unpack

from motamot.records.gcg import EntryKind, GcgDetails, GcgEntry, GcgRecord, french_to_gcg
from motamot.rules.events import (
    ChallengeOutcome,
    ChallengeResolved,
    EndReason,
    Exchanged,
    GameOver,
    MovePlayed,
    Passed,
    PenaltyGiven,
    PenaltyKind,
    TilesDrawn,
)
from motamot.rules.game import Game


def nicknames(names: list[str]) -> list[str]:
    """GCG nicknames: one word each, all different."""
    nicks: list[str] = []
    for name in names:
        base = re.sub(r"[^\w-]+", "_", name.strip(), flags=re.UNICODE).strip("_") or "joueur"
        nick, n = base, 2
        while nick in nicks:
            nick, n = f"{base}{n}", n + 1
        nicks.append(nick)
    return nicks


def game_to_gcg(game: Game, lexicon: str) -> GcgRecord:
    """The game's record; ``lexicon`` names the list that judged (``Lexicon.record_name``)."""
    names = [p.name for p in game.players]
    nicks = nicknames(names)
    record = GcgRecord(players=list(zip(nicks, names, strict=True)))
    record.pragmas.append(("lexicon", lexicon))
    record.pragmas.append(("motamot-variant", game.variant.name))
    racks: list[list[str]] = [[] for _ in names]
    totals = [0] * len(names)
    before_move: dict[int, list[str]] = {}
    # A refereed game on a physical board knows no rack: its lines carry none.
    known_racks = any(isinstance(event, TilesDrawn) for event in game.events)

    def add(
        player: int, kind: EntryKind, score: int, rack: list[str] | None, **fields: Unpack[GcgDetails]
    ) -> None:
        totals[player] += score
        record.entries.append(
            GcgEntry(
                line=0,
                nick=nicks[player],
                kind=kind,
                score=score,
                total=totals[player],
                rack=None if rack is None else "".join(rack),
                **fields,
            )
        )

    for event in game.events:
        match event:
            case TilesDrawn(player=p, tiles=tiles):
                racks[p].extend(tiles)
            case MovePlayed(player=p, placement=placement, score=score, void=void):
                before_move[p] = list(racks[p])
                main = placement.main_word
                add(
                    p,
                    EntryKind.PLAY,
                    0 if void else score.total,
                    racks[p],
                    position=french_to_gcg(main.start, main.direction),
                    word=main.tiles,
                )
                if known_racks:
                    for tile in placement.rack_tiles:
                        racks[p].remove(tile)
            case ChallengeResolved(challenged=p, outcome=outcome, points_removed=removed):
                if outcome is not ChallengeOutcome.STANDS:
                    racks[p] = before_move.pop(p)
                    add(p, EntryKind.WITHDRAWN, -removed, racks[p])
            case PenaltyGiven(player=p, kind=PenaltyKind.WRONG_CHALLENGE, points=points):
                add(p, EntryKind.CHALLENGE, -points, racks[p])
            case PenaltyGiven(player=p, kind=kind, points=points) if kind is not PenaltyKind.LOSS and points:
                add(p, EntryKind.PENALTY, -points, racks[p])
            case Passed(player=p):
                add(p, EntryKind.PASS, 0, racks[p])
            case Exchanged(player=p, count=count, tiles=tiles):
                add(p, EntryKind.EXCHANGE, 0, racks[p], tiles="".join(tiles), exchange_count=count)
                if known_racks:
                    for tile in tiles:
                        racks[p].remove(tile)
            case GameOver(reason=reason, adjustments=adjustments, player=who):
                for adj in adjustments:
                    if reason is EndReason.OUT and adj.player == who:
                        others = "".join(t for a in adjustments if a.player != who for t in a.rack)
                        add(adj.player, EntryKind.END_RACK, adj.points, None, tiles=others)
                    elif adj.rack:
                        add(
                            adj.player,
                            EntryKind.END_RACK,
                            adj.points,
                            list(adj.rack),
                            tiles="".join(adj.rack),
                        )
                if reason in (EndReason.RESIGNED, EndReason.LOSS, EndReason.LATE) and who is not None:
                    record.pragmas.append(("motamot-end", f"{reason.value} {nicks[who]}"))
    return record
