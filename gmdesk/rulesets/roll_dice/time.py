"""The end of an action turn and of a day (roll-dice 004:L241-L248): what the clock does to HP and MP.

- Day end, after 深夜: a living Master recovers 2d6 HP and all MP, unless in the all-nighter state
  (status 徹夜); Servants recover nothing by themselves (L241, L248).
- The end of every action turn: a Servant with no Master loses its rank level in HP and in MP; MP it
  does not have comes out of HP, and at 0 HP it vanishes (L244-L245).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import RulesetError
from gmdesk.messages import Message
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.dice import DiceChange
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.scores import fmt

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

ALL_NIGHTER = ("徹夜", "All-nighter")


def _sleepless(ch: "Character") -> bool:
    return any(ch.has_status(name) for name in ALL_NIGHTER)


def day_end_dice(war: "War") -> list[DiceChange]:
    """2d6 HP for each living Master not in the all-nighter state (L241, L248)."""
    return [DiceChange(ch.id, ChangeKind.HEALTH, 2, Message("{name} recovers 2d6 HP at the end of the day", name=ch.name),
                       T.cite("L241"))
            for ch in sorted(war.alive(), key=lambda c: c.id) if ch.kind == "master" and not _sleepless(ch)]


def day_end_changes(war: "War") -> list[Change]:
    """Luck rerolls come back (L215); all MP back for each living Master not in the all-nighter state; the
    all-nighters are told why not (L241, L248). Servants recover nothing by themselves (L241)."""
    found = [Change.point(ch.id, "luck_used", Message("{name}'s Luck rerolls come back for the new day", name=ch.name),
                          T.cite("L215"), value=0)
             for ch in sorted(war.alive(), key=lambda c: c.id) if ch.points.get("luck_used")]
    for ch in sorted(war.alive(), key=lambda c: c.id):
        if ch.kind != "master":
            continue
        if _sleepless(ch):
            found.append(Change(ch.id, ChangeKind.HEALTH, Message("{name} is in the all-nighter state (徹夜): no HP or MP "
                                                                  "recovery at the end of the day", name=ch.name),
                                T.cite("L248"), amount=0))
            continue
        if ch.mana is not None and ch.mana_max is not None and ch.mana < ch.mana_max:
            found.append(Change(ch.id, ChangeKind.MANA, Message("{name} recovers all MP at the end of the day", name=ch.name),
                                T.cite("L241"), amount=ch.mana_max - ch.mana, kind=EventKind.HEAL))
    return found


def unbound_servant_changes(war: "War") -> list[Change]:
    """A Servant without a Master loses rank level HP and MP at the end of the action turn; MP it lacks
    comes out of HP; at 0 HP it vanishes (L244-L245)."""
    found: list[Change] = []
    for ch in sorted(war.alive(), key=lambda c: c.id):
        if ch.kind != "servant" or ch.master:
            continue
        try:
            level = F.rank_level(ch)
        except RulesetError:
            continue
        mana = max(ch.mana or 0.0, 0.0)
        from_mana = min(level, mana)
        short = level - from_mana
        hp_loss = level + short
        rule = T.cite("L244-L245")
        if from_mana:
            found.append(Change(ch.id, ChangeKind.MANA, Message("{name} has no Master: loses rank level {level} MP",
                                                                name=ch.name, level=level),
                                rule, amount=-from_mana, kind=EventKind.MASTERLESS))
        more = Message(" + the {short} MP it lacks", short=fmt(short)) if short else ""
        found.append(Change(ch.id, ChangeKind.HEALTH, Message("{name} has no Master: loses rank level {level} HP{more}",
                                                              name=ch.name, level=level, more=more),
                            rule, amount=-hp_loss, kind=EventKind.MASTERLESS))
        if (ch.health or 0.0) - hp_loss <= 0:
            found.append(Change(ch.id, ChangeKind.KILL, Message("{name} vanishes: HP and MP at 0 without a Master",
                                                                name=ch.name),
                                rule))
    return found
