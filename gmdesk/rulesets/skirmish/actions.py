"""Special actions of 002: the free Spirit Form toggle (002:L6), draining a civilian (002:L16) and
consuming a defeated Master (002:L22)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Message
from gmdesk.model.character import hostile
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, TurnFacts
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.skirmish.tables import CIVILIAN_MANA, CONSUMED_MASTER_SHARE

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DOC = "skirmish 002"

RULES = {"spirit-form": f"{DOC}:L6", "consume": f"{DOC}:L16, L22"}
"""The lines each special action is cited by (its own paragraph, not the battle's 002:L57-84)."""


def _refuse(order: Mapping[str, Any], reason: str, rule: str) -> IllegalOrderError:
    return IllegalOrderError(dict(order), reason, rule=rule)


def spirit_form(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'Masters can command their Servants to take on or leave spirit form once during their turn; this
    skill is a free action' (002:L6). The Servant must stand with its Master."""
    rule = f"{DOC}:L6"
    if not ch.is_master():
        raise _refuse(order, Message("only a Master commands Spirit Form"), rule)
    own = [c for c in war.alive() if c.is_servant() and c.master == ch.id]
    sid = order.get("servant") or (own[0].id if len(own) == 1 else None)
    servant = war.characters.get(str(sid)) if sid else None
    if servant is None or servant.master != ch.id or not servant.alive:
        raise _refuse(order, Message("{name} has no living Servant {servant!r}", name=ch.name, servant=sid), rule)
    enter = not servant.spirit_form if order.get("enter") is None else bool(order.get("enter"))
    if enter and servant.location != ch.location:
        raise _refuse(order, Message("{name} must be in its Master's location to take Spirit Form", name=servant.name), rule)
    text = Message("{name} commands {servant} to take on Spirit Form (a free action, {rule})" if enter else
                   "{name} commands {servant} to leave Spirit Form (a free action, {rule})", name=ch.name,
                   servant=servant.name, rule=rule)
    return [Change(servant.id, ChangeKind.SPIRIT_FORM, text, rule, value=enter, kind=EventKind.SPIRIT_FORM)]


def consume(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    """A civilian: +40 mana, not in battle (002:L16). A defeated Master: +50 % of maximum mana (002:L22)."""
    if not ch.is_servant():
        raise _refuse(order, Message("only Servants drain civilians or consume Masters"), f"{DOC}:L16, L22")
    if ch.id in facts.in_battle or war.battle_of(ch.id) is not None:
        raise _refuse(order, Message("not in the middle of battle"), f"{DOC}:L16")
    target_id = order.get("target")
    if not target_id:
        return [Change(ch.id, ChangeKind.MANA, Message("{name} kills a civilian: mana + {amount}", name=ch.name,
                                                       amount=fmt(CIVILIAN_MANA)),
                       f"{DOC}:L16", amount=CIVILIAN_MANA, kind=EventKind.CONSUME)]
    master = war.characters.get(str(target_id))
    rule = f"{DOC}:L22"
    if master is None or not master.is_master() or master.alive:
        raise _refuse(order, Message("{target!r} is not a defeated Master", target=target_id), rule)
    if master.location != ch.location or not hostile(ch, master):
        raise _refuse(order, Message("{master} is not an opposing Master in {name}'s location", master=master.name,
                                      name=ch.name), rule)
    if master.flags.get(Flag.CONSUMED_BY):
        raise _refuse(order, Message("{master} was already consumed", master=master.name), rule)
    gain = round((ch.mana_max or 0.0) * CONSUMED_MASTER_SHARE, 10)
    return [Change(ch.id, ChangeKind.MANA, Message("{name} consumes {master}: mana + 50 % of {maximum} = + {gain}",
                                                   name=ch.name, master=master.name, maximum=fmt(ch.mana_max or 0.0),
                                                   gain=fmt(gain)), rule, amount=gain, value=master.id,
                   kind=EventKind.CONSUME),  # (value: the event names whom it consumed, not a civilian)
            Change(master.id, ChangeKind.FLAG, Message("{master} is consumed", master=master.name), rule,
                   value=(Flag.CONSUMED_BY, ch.id), kind=EventKind.NOTE)]
