"""Special actions of 003 §X (and the contract, cancelling, combat and Passive Ability rules of §III,
§IX and §VII) as orders.

* ``{"action": "consume", "target": "civilian"}`` — a Servant drains a civilian in its area: a
  standard, support-speed action; +25 Mana; every team is alerted to where, the consumer's own team
  also knows who (003 §X).
* ``{"action": "spirit-form", "enter": true|false}`` — a Servant takes or leaves Spirit Form: a
  standard, support-speed action (003 §X).
* ``{"action": "claim"}`` — a Master claims the location it stands in: standard and move action,
  support-speed; adjacent to one of the team's Home Bases; inside another team's Home Base it removes
  that base instead (not the team's last one, interpretation ``claim-last-base``) (003 §X).
* ``{"action": "resign"}`` — a Master leaves the War for good, at any time (003 §X).
* ``{"action": "contract", "master": M}`` — a masterless Servant joins a remaining Master of its
  choice (003 §III).
* ``{"action": "cancel", "effect": NAME}`` — end an ongoing skill that has neither Duration nor
  upkeep, in the Initial Phase (003 §IX), or (by the Master) a Defend or Obey on its Servant (003 §III).
* ``{"action": "leave-combat"}`` — agree to leave combat; everyone agreeing leaves when everybody
  they are in combat with agrees this turn too (003 §VII).
* ``{"action": "pay-cost", "ability": NAME}`` — the move pays a Passive Ability's Cost should its
  trigger apply this turn; by default it is not paid (003 §IX).

Where they resolve (``SLOTS``): resign, contract, cancel and pay-cost cost no action and resolve in
the Initial Phase, the first moment of a turn (003 §VI: the Command Spell Phase is for Command Spells
only; §IX names the Initial Phase for cancelling; a resignation may be delayed to any later phase, "at
any time"). consume, spirit-form and claim are support-speed (003 §X). leave-combat is free and
resolves in the Support Phase: the first phase open to actions other than upkeep, cancelling and
Command Spells (003 §VI), and before the Attack Phase, so an agreed end of combat comes before anyone
attacks this turn.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import hostile
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.true_hgw.contracts import base_removal, home_bases_of
from gmdesk.rulesets.true_hgw.effective import is_masterless
from gmdesk.rulesets.true_hgw.effects import cooldown_on_end

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE = "true-hgw 003 §X"
RULE_CONTRACT = "true-hgw 003 §III"
RULE_SKILLS = "true-hgw 003 §IX"
CIVILIAN_MANA = 25.0
"""'In doing so, they regain 25 Mana' (003 §X)."""
UNCLAIMABLE = "true_hgw_unclaimable"
"""War field listing locations that can never be claimed (claim-last-base=remove-only)."""

RULE_COMBAT = "true-hgw 003 §VII"
LEFT_FLAG = Flag.LEFT_COMBAT_TURN
"""Flag set on a character who left combat by agreement, with the turn."""

SLOTS = {
    "consume": "support",
    "spirit-form": "support",
    "claim": "support",
    "resign": "initial",
    "contract": "initial",
    "cancel": "initial",
    "pay-cost": "initial",
    "leave-combat": "support",
}

RULES = {
    "consume": RULE, "spirit-form": RULE, "claim": RULE, "resign": RULE,
    "contract": RULE_CONTRACT, "cancel": "true-hgw 003 §IX, §III", "pay-cost": RULE_SKILLS, "leave-combat": RULE_COMBAT,
}
"""The section each special action is cited by: §X (Special Actions), §III (a new contract), §IX and §III
(cancelling a skill or a Defend), §IX (a Passive Ability's Cost), §VII (leaving combat by agreement)."""


def _refuse(order: Mapping[str, Any], reason: str, rule: str = RULE) -> IllegalOrderError:
    return IllegalOrderError(dict(order), reason, rule=rule)


def consume(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'Servants can drain mana from civilians in their area … they regain 25 Mana, but … all players
    will be alerted to the location where that civilian was consumed' (003 §X)."""
    if not ch.is_servant():
        raise _refuse(order, "only Servants can drain mana from civilians")
    target = order.get("target", "civilian")
    if target != "civilian":
        raise _refuse(order, f"003 knows only the consumption of civilians, not of {target!r}")
    if ch.spirit_form:
        raise _refuse(order, "a Servant in Spirit Form does not have access to its standard action")
    if ch.location is None:
        raise _refuse(order, f"{ch.id} stands nowhere")
    loc = war.map.locations[ch.location]
    choice = ruleset.choice(war, "civilian-locations")
    note = ruleset.interpretation("civilian-locations").describe(choice)
    if choice == "marked" and "civilians" not in loc.effects:
        raise _refuse(order, f"{loc.name} has no civilians ({note})")
    out = [Change(ch.id, ChangeKind.MANA, f"{ch.name} drains a civilian at {loc.name}: +{CIVILIAN_MANA:g} Mana", RULE,
                  amount=CIVILIAN_MANA, kind=EventKind.CONSUME)]
    for team in war.team_ids():
        if team == ch.team:
            out.append(Change(ch.id, ChangeKind.KNOWLEDGE,
                              f"{team} knows its own {ch.name} consumed a civilian at {loc.name}",
                              RULE, value=(team, {"kind": "consumption", "where": loc.id, "by": ch.id}),
                              kind=EventKind.REVEAL))
            continue
        out.append(Change(loc.id, ChangeKind.KNOWLEDGE,
                          f"{team} is alerted to the location where a civilian was consumed: "
                          f"{loc.name} (not by whom)", RULE,
                          value=(team, {"kind": "consumption", "where": loc.id}), kind=EventKind.REVEAL))
    return out


def spirit_form(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'Another special action is to take and leave spirit form … a standard, support-speed action' (003 §X)."""
    if not ch.is_servant():
        raise _refuse(order, "only Servants have a Spirit Form")
    enter = order.get("enter", not ch.spirit_form)
    if not isinstance(enter, bool):
        raise _refuse(order, f"enter must be true or false, got {enter!r}")
    if enter == ch.spirit_form:
        raise _refuse(order, f"{ch.id} is {'already' if enter else 'not'} in Spirit Form")
    if not enter and ruleset.choice(war, "spirit-form-exit") == "command-spell-only":
        note = ruleset.interpretation("spirit-form-exit").describe("command-spell-only")
        raise _refuse(order, f"in Spirit Form a Servant has no standard action to leave it ({note})")
    return [Change(ch.id, ChangeKind.SPIRIT_FORM, f"{ch.name} {'enters' if enter else 'leaves'} Spirit Form", RULE,
                   value=enter, kind=EventKind.SPIRIT_FORM)]


def claim(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """Claiming a territory (003 §X): the location becomes a Home Base of the claimer's team; inside
    another team's Home Base the claim removes it instead (claim-last-base for a team's last one)."""
    if not ch.is_master():
        raise _refuse(order, "only Masters can claim a territory")
    if ch.team is None:
        raise _refuse(order, f"{ch.id} has no team to hold a Home Base")
    if ch.location is None:
        raise _refuse(order, f"{ch.id} stands nowhere")
    loc = war.map.locations[ch.location]
    owner = loc.home_base
    if owner == ch.team:
        raise _refuse(order, f"{loc.name} is already a Home Base of {ch.team}")
    if owner is not None:
        choice = ruleset.choice(war, "claim-last-base")
        note = ruleset.interpretation("claim-last-base").describe(choice)
        last = len(home_bases_of(owner, war)) <= 1
        if last and choice == "protected":
            raise _refuse(order, f"{loc.name} is the last Home Base of {owner}: 'you cannot claim someone's last "
                          f"Home Base' ({note})")
        out = [Change(ch.id, ChangeKind.HOME_BASE,
                      f"{ch.name} uses a claim inside {owner}'s Home Base at {loc.name}: the "
                      f"Home Base is removed, and can be claimed on a later turn", RULE, value=(loc.id, None),
                      kind=EventKind.CLAIM)]
        if last:
            barred = sorted(set(war.extra.get(UNCLAIMABLE, [])) | {loc.id})
            out.append(Change(ch.id, ChangeKind.WAR,
                              f"{loc.name} was {owner}'s last Home Base: removed, it can never be "
                              f"claimed ({note})", RULE, value=(UNCLAIMABLE, barred), kind=EventKind.CLAIM))
        return out
    if loc.id in war.extra.get(UNCLAIMABLE, []):
        note = ruleset.interpretation("claim-last-base").describe(ruleset.choice(war, "claim-last-base"))
        raise _refuse(order, f"{loc.name} was a team's last Home Base and cannot be claimed ({note})")
    bases = home_bases_of(ch.team, war)
    near = [b for b in bases if war.map.adjacent(b, loc.id)]
    if not near:
        have = ", ".join(war.map.locations[b].name for b in bases) or "none"
        raise _refuse(order, f"{loc.name} is not adjacent to a Home Base of {ch.team} (Home Bases: {have})")
    return [
        Change(ch.id, ChangeKind.HOME_BASE,
               f"{ch.name} claims {loc.name} (adjacent to {war.map.locations[near[0]].name}): "
               f"it is now a Home Base of {ch.team}", RULE, value=(loc.id, ch.team), kind=EventKind.CLAIM),
        # (what the team learns; a note, so the players' update tells the claim once: the event above)
        Change(ch.id, ChangeKind.KNOWLEDGE, f"{ch.team} holds {loc.name} as a Home Base", RULE,
               value=(ch.team, {"kind": "home-base", "where": loc.id, "owner": ch.team, "by": ch.id}),
               kind=EventKind.NOTE),
    ]


def resign(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'at any time, a Master can resign, leaving the game for good' (003 §X)."""
    if not ch.is_master():
        raise _refuse(order, "only Masters can resign")
    choice = ruleset.choice(war, "resign-as-death")
    note = ruleset.interpretation("resign-as-death").describe(choice)
    out = [Change(ch.id, ChangeKind.FLAG, f"{ch.name} resigns", RULE, value=(Flag.RESIGNED, war.turn),
                  kind=EventKind.RESIGN),
           Change(ch.id, ChangeKind.KILL,
                  f"{ch.name} resigns and leaves the War for good; their Servants are masterless "
                  f"({RULE_CONTRACT}; {note})", RULE, value=None, kind=EventKind.RESIGN)]
    if choice == "yes":
        out += base_removal(ch, war, f"{ch.name} resigned")
    return out


def contract(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'if a Master is killed and the Servant left alive, the Servant may join one of the remaining
    Masters. The Servant is free to choose their Master; no one Master has precedence' (003 §III)."""
    if not ch.is_servant():
        raise _refuse(order, "only a Servant chooses a new Master", RULE_CONTRACT)
    if not is_masterless(ch, war):
        raise _refuse(order, f"{ch.id} still has its Master {ch.master}", RULE_CONTRACT)
    wanted = order.get("master")
    master = war.characters.get(wanted) if isinstance(wanted, str) else None
    if master is None or not master.is_master() or not master.alive:
        raise _refuse(order, f"{wanted!r} is not a remaining Master", RULE_CONTRACT)
    count = len([s for s in war.servants_of(master.id) if s.alive]) + 1
    cost = f"; {master.name} now controls {count} Servants: each loses {count - 1} rank(s) in all stats" \
        if count > 1 else ""
    return [
        Change(ch.id, ChangeKind.MASTER, f"{ch.name} joins {master.name} as its new Master{cost}", RULE_CONTRACT,
               value=master.id, kind=EventKind.CONTRACT),
        Change(ch.id, ChangeKind.TEAM, f"{ch.name} joins {master.team}", RULE_CONTRACT, value=master.team,
               kind=EventKind.CONTRACT),
    ]


def leave_combat(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'A character leaves combat once they flee, or kill everyone they're in combat with, or everybody
    they're in combat with agrees to leave combat' (003 §VII).

    Everyone in ``ch``'s battle who orders leave-combat this turn leaves it when every hostile in that
    battle (everybody they are in combat with) orders it too; the first such order to resolve settles
    the whole battle at once, on the orders of the turn. Who did not agree is named."""
    battle = war.battle_of(ch.id)
    if battle is None:
        if ch.flags.get(LEFT_FLAG) == war.turn:
            return [Change(ch.id, ChangeKind.NOTE, f"{ch.name} has already left combat by agreement this turn",
                           RULE_COMBAT,
                           kind=EventKind.LEAVE_COMBAT)]
        raise _refuse(order, f"{ch.id} is not in combat", RULE_COMBAT)
    people = [war.characters[c] for c in battle.participants if c in war.characters and war.characters[c].alive]
    agreed = {o.get("actor") for o in getattr(war, "orders", []) or [] if o.get("action") == "leave-combat"}

    leavers = [p for p in people if p.id in agreed and all(q.id in agreed for q in people if hostile(p, q))]
    if ch not in leavers:
        refusing = [q.name for q in people if hostile(ch, q) and q.id not in agreed]
        return [Change(ch.id, ChangeKind.NOTE, f"{ch.name} asks to leave combat, but {', '.join(refusing)} "
                       f"{'does' if len(refusing) == 1 else 'do'} not agree: everybody they're in combat with must "
                       f"agree to leave combat; the battle goes on", RULE_COMBAT,
                       value={"refusing": [q.id for q in people if hostile(ch, q) and q.id not in agreed]},
                       kind=EventKind.LEAVE_COMBAT)]
    out: list[Change] = []
    for p in leavers:
        foes = ", ".join(q.name for q in people if hostile(p, q))
        out.append(Change(p.id, ChangeKind.LEAVE_BATTLE,
                          f"{p.name} leaves combat: everybody they're in combat with ({foes}) "
                          f"agrees to leave combat", RULE_COMBAT, kind=EventKind.LEAVE_COMBAT))
        out.append(Change(p.id, ChangeKind.FLAG, f"{p.name} left combat by agreement", RULE_COMBAT,
                          value=(LEFT_FLAG, war.turn), kind=EventKind.LEAVE_COMBAT))
    return out


def agreed_to_leave(war: "War", cid: str) -> bool:
    """Whether ``cid`` and everybody it is in combat with order leave-combat this turn (003 §VII), so a
    move of its this turn is possible."""
    battle = war.battle_of(cid)
    if battle is None:
        return False
    agreed = {o.get("actor") for o in war.orders if o.get("action") == "leave-combat"}
    me = war.characters[cid]
    foes = [war.characters[c] for c in battle.participants if c in war.characters and war.characters[c].alive
            and hostile(me, war.characters[c])]
    return cid in agreed and all(f.id in agreed for f in foes)


def pay_cost(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'some abilities may have a Cost; you should include in your move whether you want to pay that Cost
    should the triggering condition apply' (003 §IX): the order names a Passive Ability with a Cost."""
    wanted = order.get("ability")
    skill = next((s for s in ruleset.skills_of(ch) if isinstance(wanted, str) and s.key == wanted.casefold()), None)
    if skill is None or skill.slot != "passive":
        raise _refuse(order, f"{ch.id} has no Passive Ability {wanted!r}", RULE_SKILLS)
    if skill.cost.empty:
        raise _refuse(order, f"{skill.name} has no Cost to pay", RULE_SKILLS)
    return [Change(ch.id, ChangeKind.NOTE,
                   f"{ch.name}'s move pays the Cost of {skill.name} ({skill.cost.text()}) should its "
                   f"triggering condition apply this turn", RULE_SKILLS, kind=EventKind.PASSIVE)]


def cancel(ruleset: "Ruleset", ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """'Ongoing skills that lack both duration and upkeep can be cancelled'; 'Skills with duration may not
    be cancelled early' (003 §IX); Defend 'can be cancelled early' (003 §III)."""
    wanted = order.get("effect")
    if not isinstance(wanted, str):
        raise _refuse(order, "cancel needs `effect`: the name of the effect to end", RULE_SKILLS)
    folded = wanted.casefold()
    holders = [ch] + [s for s in war.servants_of(ch.id) if s.alive]
    for holder in holders:
        for effect in holder.statuses:
            if str(effect.get("name", "")).casefold() != folded and effect.get("id") != wanted:
                continue
            if effect.get("source", holder.id) != ch.id:
                continue
            return _cancel_one(ruleset, ch, holder, effect, order, war)
    raise _refuse(order, f"{ch.id} controls no active effect {wanted!r}", RULE_SKILLS)


def _cancel_one(ruleset: "Ruleset", ch: "Character", holder: "Character", effect: dict[str, Any],
                order: Mapping[str, Any], war: "War") -> list[Change]:
    name = effect.get("name", "?")
    eid = effect.get("id", name)
    if effect.get("kind") == "command-spell":
        if effect.get("key") not in ("defend", "obey"):
            raise _refuse(order, f"{name} lasts its three turns (003 §III)", RULE_CONTRACT)
        return [Change(holder.id, ChangeKind.EFFECT_REMOVE, f"{ch.name} ends {name} on {holder.name} early",
                       RULE_CONTRACT,
                       value=eid, kind=EventKind.CANCEL)]
    if effect.get("kind") == "cooldown":
        raise _refuse(order, f"{name} is a Cooldown, not a skill", RULE_SKILLS)
    delay = order.get("delay")
    if isinstance(delay, dict) and delay.get("phase") not in (None, "initial"):
        raise _refuse(order, f"'Ongoing skills that lack both duration and upkeep can be cancelled in the Initial "
                      f"Phase': {name} cannot be cancelled in a later phase", RULE_SKILLS)
    if effect.get("turns") is not None:
        raise _refuse(order, f"{name} has a Duration: 'Skills with duration may not be cancelled early, unless their "
                      f"Requirements are no longer fulfilled' (the GM rules on requirements)", RULE_SKILLS)
    if effect.get("upkeep_cost") or effect.get("upkeep"):
        raise _refuse(order, f"{name} has an upkeep: only 'Ongoing skills that lack both duration and upkeep can be "
                      f"cancelled'; a skill with upkeep ends when its upkeep is not paid (pay_upkeep: false)",
                      RULE_SKILLS)
    out = [Change(holder.id, ChangeKind.EFFECT_REMOVE, f"{ch.name} cancels {name}", RULE_SKILLS, value=eid,
                  kind=EventKind.CANCEL)]
    return out + cooldown_on_end(ruleset, ch, name, war, ended_in_end_phase=False)


HANDLERS = {
    "consume": consume,
    "spirit-form": spirit_form,
    "claim": claim,
    "resign": resign,
    "contract": contract,
    "cancel": cancel,
    "leave-combat": leave_combat,
    "pay-cost": pay_cost,
}
