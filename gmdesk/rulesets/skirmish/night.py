"""The Night (002:L6-L26): regeneration, the masterless loss and several Servants.

- "Each night, a resting character that does not leave the area or engage in battle can restore
  their health and mana" by the second part of its Health and Mana stats (002:L14, L88, L90).
- No regeneration in combat (002:L10); none while scouting, except with Independent Action (002:L8;
  ``flags.independent_action`` or a skill of that name).
- Spirit Form doubles regeneration (002:L6).
- A Master with several Servants: his mana regeneration halved (2), quartered (3), none (4); with
  more than 4 only 4 regenerate (002:L26; interpretation multi-servant-regen).
- "Servants whose Masters are killed will lose 30% of their maximum mana each turn until they
  recontract or die" (002:L12).
'Each night' is read as each turn (I2.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, TurnFacts
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.skirmish.tables import MASTERLESS_LOSS, SEVERAL_SERVANTS, SPIRIT_FORM_REGEN

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

DOC = "skirmish 002"
LEAVING = ("move", "flee", "scout")


def _r(x: float) -> float:
    return round(x, 10)


def servants_of(war: "War", master: "Character") -> list["Character"]:
    return sorted((c for c in war.alive() if c.is_servant() and c.master == master.id), key=lambda c: c.id)


def _independent(ruleset: "Ruleset", ch: "Character") -> bool:
    return bool(ch.flags.get(Flag.INDEPENDENT_ACTION)) or any(
        s.key == "independent action" for s in ruleset.skills_of(ch))


def not_resting(ruleset: "Ruleset", ch: "Character", war: "War", facts: TurnFacts) -> str | None:
    """Why ``ch`` does not regenerate tonight (002:L8, L10, L14), or None: in a battle at any time of the turn
    (one that ended before night was still fought), or no longer where it stood when the turn began (a move, a
    flight, a Servant summoned by Come Here)."""
    if ch.id in facts.in_battle or ch.id in facts.fighting_at_start or war.battle_of(ch.id) is not None:
        return Message("it was in battle ({doc}:L10, L14)", doc=DOC)
    if ch.id in facts.places_at_start and facts.places_at_start[ch.id] != ch.location:
        return Message("it left the area ({doc}:L14)", doc=DOC)
    for order in war.orders:
        if order.get("actor") != ch.id:
            continue
        if order.get("action") == "scout" and not _independent(ruleset, ch):
            return Message("it scouted ({doc}:L8)", doc=DOC)
        if order.get("action") in ("move", "flee"):
            return Message("it left the area ({doc}:L14)", doc=DOC)
    return None


def _master_factor(ruleset: "Ruleset", war: "War", ch: "Character") -> tuple[float, str]:
    """The factor on mana regeneration from a Master's number of Servants (002:L26)."""
    reading = ruleset.choice(war, "multi-servant-regen")
    if ch.is_master() and reading == "master":
        n = len(servants_of(war, ch))
        if n >= 2:
            factor = SEVERAL_SERVANTS.get(n, 0.0)
            return factor, f"{n} Servants → mana regeneration × {fmt(factor)} ({DOC}:L26)"
    if ch.is_servant() and reading == "servants" and ch.master in war.characters:
        master = war.characters[ch.master]
        own = servants_of(war, master)
        n = len(own)
        if n > 4 and ch.id not in [c.id for c in own[:4]]:
            return 0.0, f"{master.name} has {n} Servants: only 4 regenerate ({DOC}:L26)"
        if n >= 2:
            factor = SEVERAL_SERVANTS.get(min(n, 4), 0.0)
            return factor, f"{master.name} has {n} Servants → × {fmt(factor)} ({DOC}:L26)"
    return 1.0, ""


def regeneration(ruleset: "Ruleset", ch: "Character", war: "War", facts: TurnFacts) -> list[Change]:
    why = not_resting(ruleset, ch, war, facts)
    if why:
        return [Change(ch.id, ChangeKind.NOTE, Message("{name} does not regenerate: {why}", name=ch.name, why=why),
                       f"{DOC}:L14",
                       value={"regenerates": False}, kind=EventKind.REGENERATION)]
    out = []
    scouted = any(o.get("actor") == ch.id and o.get("action") == "scout" for o in war.orders)
    double = SPIRIT_FORM_REGEN if ch.spirit_form else 1.0
    for pool, regen, now, top in (("health", ch.health_regen, ch.health, ch.health_max),
                                  ("mana", ch.mana_regen, ch.mana, ch.mana_max)):
        if not regen or (now is not None and top is not None and now >= top):
            continue  # nothing to restore
        amount = _r(regen * double)
        text: str = Message("{name} rests: {pool} + {regen} (sheet)", name=ch.name, pool=Message(pool),
                            regen=fmt(regen))
        if ch.spirit_form:
            text = Message("{text} × 2 in Spirit Form = {amount} ({doc}:L6)", text=text, amount=fmt(amount), doc=DOC)
        if pool == "mana":
            factor, why_factor = _master_factor(ruleset, war, ch)
            if why_factor:
                amount = _r(amount * factor)
                text = Message("{text}; {why} = {amount}", text=text, why=why_factor, amount=fmt(amount))
        rule = f"{DOC}:L14, L{88 if pool == 'health' else 90}"
        if scouted:  # only an Independent Action gets here (not_resting)
            text = Message("{text} (it scouted: Independent Action lets it regenerate, {doc}:L8)", text=text, doc=DOC)
            rule = f"{DOC}:L8, L14, L{88 if pool == 'health' else 90}"
        out.append(Change(ch.id, ChangeKind.HEALTH if pool == "health" else ChangeKind.MANA, text, rule,
                          amount=amount, kind=EventKind.REGENERATION))
    return out


def masterless(ch: "Character", war: "War") -> list[Change]:
    """30 % of the maximum mana each turn while the Master is dead (002:L12)."""
    if not ch.is_servant() or ch.master is None or ch.mana_max is None:
        return []
    master = war.characters.get(ch.master)
    if master is None or master.alive:
        return []
    loss = _r(ch.mana_max * MASTERLESS_LOSS)
    dead = Message("{name}'s Master {master} is dead: mana − 30 % of {maximum} = − {loss}", name=ch.name,
                   master=master.name, maximum=fmt(ch.mana_max), loss=fmt(loss))
    return [Change(ch.id, ChangeKind.MANA, dead, f"{DOC}:L12", amount=-loss, kind=EventKind.MASTERLESS)]


def night(ruleset: "Ruleset", war: "War", facts: TurnFacts) -> list[Change]:
    out: list[Change] = []
    for ch in sorted(war.alive(), key=lambda c: c.id):
        out += regeneration(ruleset, ch, war, facts)
        out += masterless(ch, war)
    return out
