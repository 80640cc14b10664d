"""The skirmish that opens every battle (002:L57-59), as the engine's ``scheduled`` activity asks it.

"Skirmishes take place at the beginning of all battles, and also whenever a new Servant enters the
battle. [...] Servants take turns delivering a melee attack in order of their Agility. Once a
Servant has been struck by a melee attack, his turn is instead a counter-attack, which does 80% the
normal damage of the attack. Servants that enter the battle later also use this pattern, with only
the new Servants capable of delivering regular attacks (but still suffering from counterattacks)."

When the skirmish phase opens, the plan is fixed (kept in ``TurnFacts.plans``):
- a battle *begins* at a location where no battle goes on and someone has an order this turn to
  attack a hostile there (a basic attack or an offensive skill); every corporeal Servant of the teams
  those orders involve fights, all of them may deliver a regular skirmish attack;
- a battle going on is *entered* by a corporeal Servant hostile to its fighters that is not one of
  them: the new Servants deliver regular attacks, the others only counter-attack;
- Masters do not skirmish, and there is no skirmish without hostile Servants on both sides (002:L59);
- an Assassin with a surprise-attack order this turn skips the skirmish (002:L59, L74).

Whom a skirmish attack strikes: the hostile fighter the Servant's own order this turn targets, else
the first hostile fighter in Agility order (interpretation skirmish-target). A counter-attack
strikes the first Servant that struck it in this skirmish. A Servant acts once; if its turn comes
before anyone struck it, it delivers a regular attack, or, when it may not (a late entrant's
skirmish), it waits and counter-attacks as soon as it is struck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.model.character import hostile
from gmdesk.rulesets.combat import TurnFacts

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

PLAN = "skirmish"
OFFENSIVE = ("attack", "skill")


def _targets(order: Mapping[str, Any]) -> list[str]:
    if isinstance(order.get("target"), str):
        return [order["target"]]
    found = order.get("targets")
    return [t for t in found if isinstance(t, str)] if isinstance(found, list) else []


def _is_attack(ruleset: "Ruleset", war: "War", order: Mapping[str, Any]) -> bool:
    actor = war.characters.get(str(order.get("actor")))
    if actor is None or order.get("action") not in OFFENSIVE:
        return False
    if order.get("action") == "attack":
        return True
    name = str(order.get("skill", "")).casefold()
    return any(s.key == name and s.attack for s in ruleset.skills_of(actor))


def surprising(war: "War", cid: str) -> bool:
    """Whether ``cid`` has a surprise-attack order this turn (002:L74)."""
    return any(o.get("actor") == cid and o.get("action") == "attack" and str(o.get("mode", "")).casefold()
               in ("surprise", "surprise attack") for o in war.orders)


def _fighter(ch: "Character", war: "War") -> bool:
    return ch.alive and ch.is_servant() and not ch.spirit_form and not surprising(war, ch.id)


def plan(ruleset: "Ruleset", war: "War") -> dict[str, dict[str, Any]]:
    """Every skirmish fighter this turn: ``{"location", "regular", "team"}`` (see the module text)."""
    out: dict[str, dict[str, Any]] = {}
    for location in sorted({c.location for c in war.alive() if c.location is not None}):
        here = war.at(location)
        battle = next((b for b in war.battles if b.location == location), None)
        if battle is None:
            teams: set[str | None] = set()
            for order in war.orders:
                actor = war.characters.get(str(order.get("actor")))
                if actor is None or actor.location != location or not _is_attack(ruleset, war, order):
                    continue
                for tid in _targets(order):
                    target = war.characters.get(tid)
                    if target is not None and target.alive and target.location == location and hostile(actor, target):
                        teams.update((actor.team, target.team))
            fighters = [c for c in here if _fighter(c, war) and c.team in teams]
            if any(hostile(a, b) for a in fighters for b in fighters if a.id != b.id):
                out.update({c.id: {"location": location, "regular": True} for c in fighters})
            continue
        old = [c for c in here if c.id in battle.participants and _fighter(c, war)]
        new = [c for c in here if c.id not in battle.participants and _fighter(c, war)
               and any(hostile(c, o) for o in old)]
        if new:
            out.update({c.id: {"location": location, "regular": False} for c in old})
            out.update({c.id: {"location": location, "regular": True} for c in new})
    return out


def actors(ruleset: "Ruleset", war: "War", facts: TurnFacts) -> list[str]:
    """The skirmish's fighters, fixed when it opens."""
    fixed = plan(ruleset, war)
    facts.plans[PLAN] = fixed
    return sorted(fixed)


def _nature(war: "War", ch: "Character") -> str:
    """The skirmish attack is magical when the Servant's regular attack order this turn is (002:L68, L80)."""
    for o in war.orders:
        if o.get("actor") == ch.id and o.get("action") == "attack" and "magic" in str(o.get("mode", "")).casefold():
            return "magical"
    return "physical"


def action(ruleset: "Ruleset", ch: "Character", war: "War", facts: TurnFacts) -> Mapping[str, Any] | None:
    """A counter-attack on the first Servant that struck ``ch`` in the skirmish, else (if it may) a
    regular skirmish attack on its chosen target (see the module text)."""
    fixed: dict[str, dict[str, Any]] = facts.plans.get(PLAN, {})
    me = fixed.get(ch.id)
    if me is None:
        return None
    mates = [cid for cid, p in fixed.items() if p["location"] == me["location"] and cid != ch.id]
    struck_by = [a for a, t, _d in facts.hits if t == ch.id and a in mates and war.characters[a].alive]
    nature = _nature(war, ch)
    if struck_by:
        return {"action": "attack", "mode": f"Counter-attack ({nature})", "target": struck_by[0]}
    if not me["regular"]:
        return None
    foes = [war.characters[c] for c in mates if hostile(ch, war.characters[c]) and war.characters[c].alive]
    if not foes:
        return None
    chosen = None
    if ruleset.choice(war, "skirmish-target") == "order-else-first":
        for o in war.orders:
            if o.get("actor") == ch.id and o.get("action") in OFFENSIVE:
                chosen = next((t for t in _targets(o) if t in {f.id for f in foes}), None)
                if chosen:
                    break
    if chosen is None:
        foes.sort(key=lambda f: (tuple(ruleset.initiative_key(f, war)), f.id), reverse=True)
        chosen = foes[0].id
    return {"action": "attack", "mode": f"Skirmish attack ({nature})", "target": chosen}
