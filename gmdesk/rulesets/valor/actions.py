"""Valor's special actions: absorbing, draining a corpse, civilians, the IGM's exchange, Spirit Form.

- ``absorb`` (``target``: a Servant that died this turn, here): +30 % of its maximum Health and Mana
  (001:L33); the killer absorbs automatically unless it orders ``forfeit-absorb``.
- ``drain`` (``target``: a dead Master's corpse, here): a Master restores 50 % of the dead Master's
  total Mana, once per corpse (001:L43).
- ``civilians`` (``count``?: 2 at a Great Market): +30 Mana for a Servant not in a fight and that has not fought
  this turn, where civilians are present (a location whose effects name ``civilians`` or ``great-market``); a full
  turn (001:L31); two civilians at the Great Market restore 60 (interpretation great-market-civilians).
- ``exchange-valor`` (``about``: a character or team, or ``igm``): 3 valor points for information,
  at the IGM's home, the map's central area (the location whose effects name ``IGM``, ``igm-office`` or, as on the
  sample city's Assize Island, ``supervisor-office``) (001:L11).
- ``spirit-form`` (``enter``: true/false): at the beginning of the turn, with the Master present
  (001:L25).
- ``retire``: a Servantless Master leaves the war, 'only … at the very end of a turn' (001:L41).
- ``contract`` (``servant``; ``force``?: true): a Master contracts a Masterless Servant, who joins its team
  (001:L45). The Servant agrees by its own ``contract`` order naming the Master (``master``), else it is
  asked (a decision its side answers); ``force`` contracts an unwilling one for one Command Spell
  (001:L45). Not with 4 Servants already (001:L47), nor with no Mana (001:L37). A Servant whose Master
  ran out of Command Spells is unbound (001:L49) and may be contracted again.
- ``skirmish-random`` (``mode``?: a normal attack's mode): in a three-way skirmish 'Their target will be
  determined randomly, unless conditions regarding preference or priority have been set beforehand'
  (001:L79). In the support phase the engine draws the target with the turn's seeded generator among
  the hostile skirmishers here (each hostile team's Servants, or its familiar when it has no Servant
  here, 001:L85); the drawn attack is the Servant's skirmish attack in the offensive phase, after the
  ordered attacks of that phase, in AGI order among the drawn ones. A player with a preference orders an
  ordinary attack on its target instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, cast

from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, TurnFacts
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.valor import effects

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.valor.ruleset import ValorRuleset

RULE_DRAIN = "valor 001:L43"
RULE_CIVILIANS = "valor 001:L31"
RULE_IGM = "valor 001:L11"
RULE_SPIRIT = "valor 001:L25"
RULE_RETIRE = "valor 001:L41"
RULE_THREE_WAY = "valor 001:L79"

CIVILIAN_MANA = 30.0
"""'restore an amount of 30 mana in addition to any regular regeneration' (001:L31)."""

GREAT_MARKET = "great-market"
CIVILIAN_PLACES = frozenset({"civilians", GREAT_MARKET})
"""Location effects that mean civilians are present: 'interact with civilians present in their current location'
(001:L31); 'it is possible to interact with two civilians at the Great Market' (001:L31)."""

CORPSE_SHARE = 0.5
"""'restoring an amount of mana equal to 50% of the dead master's total mana' (001:L43)."""

IGM_HOME_MARKERS = frozenset({"igm", "igm-office", "supervisor-office"})
"""Location effects that make a place 'the central area of the map, which is the IGM's home' (001:L11): the same
words ap-sp's IGM office is marked with, so one map serves both (maps/README.md, the sample city's Assize Island)."""

EXCHANGE_PRICE = 3.0
"""'New information can be obtained for every 3 valor points exchanged with the IGM' (001:L11)."""

SLOTS = {
    "absorb": "absorb", "drain": "absorb", "forfeit-absorb": "absorb",
    "civilians": "support", "exchange-valor": "support", "spirit-form": "start", "retire": "end",
    "skirmish-random": "support", "contract": "end",
}
"""The slot (phase) each special action resolves in."""


def _refuse(order: Mapping[str, Any], reason: str, rule: str) -> IllegalOrderError:
    return IllegalOrderError(dict(order), reason, rule=rule)


def _target(war: "War", ch: "Character", order: Mapping[str, Any], rule: str) -> "Character":
    target = war.characters.get(str(order.get("target")))
    if target is None:
        raise _refuse(order, f"no character {order.get('target')!r} to {order.get('action')}", rule)
    if target.location != ch.location:
        raise _refuse(order, f"{target.name} is not at {ch.location}", rule)
    return target


def absorb(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    rule = effects.RULE_ABSORB
    if not ch.is_servant():
        raise _refuse(order, "only a Servant absorbs a dead Servant", rule)
    target = _target(war, ch, order, rule)
    died_now = any(d == target.id for d, _k in facts.deaths)
    if not target.is_servant() or target.alive or not died_now:
        raise _refuse(order, f"{target.name} is not a Servant killed this turn: dead Servants 'dissipate at the end "
                      "of the turn in which they were killed'", rule)
    if target.flags.get(Flag.VALOR_DRAINED) is not None:
        raise _refuse(order, f"{target.name} has already been absorbed", rule)
    return effects.absorb_changes(ch, target, "by order, in AGI order after the killer", war.turn)


def drain(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    if not ch.is_master():
        raise _refuse(order, "only Masters absorb a Master's corpse", RULE_DRAIN)
    corpse = _target(war, ch, order, RULE_DRAIN)
    if not corpse.is_master() or corpse.alive:
        raise _refuse(order, f"{corpse.name} is not a dead Master", RULE_DRAIN)
    if corpse.flags.get(Flag.VALOR_DRAINED) is not None:
        raise _refuse(order, f"{corpse.name}'s corpse has already been drained: 'a master's corpse can only be "
                      "drained once'", RULE_DRAIN)
    total = corpse.mana_max or 0.0
    gain = round(total * CORPSE_SHARE, 6)
    return [Change(ch.id, ChangeKind.MANA, f"{ch.name} drains {corpse.name}'s corpse: Mana {fmt(total)} × 0.5 = "
                   f"{fmt(gain)}", RULE_DRAIN, amount=gain, kind=EventKind.ABSORB),
            Change(corpse.id, ChangeKind.FLAG, f"{corpse.name}'s corpse is drained", RULE_DRAIN,
                   value=(Flag.VALOR_DRAINED, war.turn))]


def forfeit(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    killed = [d for d, k in facts.deaths if k == ch.id]
    if not killed:
        raise _refuse(order, f"{ch.name} dealt no killing blow this turn: there is no absorption to forfeit",
                      effects.RULE_ABSORB)
    return [Change(ch.id, ChangeKind.NOTE, f"{ch.name} forfeits absorbing {', '.join(killed)}: others may absorb "
                   "in AGI order", effects.RULE_ABSORB, kind=EventKind.ABSORB)]


def civilians(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    if not ch.is_servant():
        raise _refuse(order, "only Servants restore Mana from civilians", RULE_CIVILIANS)
    if war.battle_of(ch.id) is not None or ch.id in facts.in_battle or ch.id in facts.attackers:
        raise _refuse(order, f"{ch.name} is involved in a fight or has fought this turn", RULE_CIVILIANS)
    loc = war.map.locations.get(ch.location or "")
    effects_here = {e.casefold() for e in loc.effects} if loc is not None else set()
    if not effects_here & CIVILIAN_PLACES:
        raise _refuse(order, Message("there are no civilians at {place}: servants interact with 'civilians present in "
                                     "their current location' (a location whose effects name civilians or "
                                     "great-market)", place=loc.name if loc is not None else str(ch.location)),
                      RULE_CIVILIANS)
    count = order.get("count", 1)
    if count not in (1, 2) or isinstance(count, bool):
        raise _refuse(order, f"count {count!r}: one civilian, or two at the Great Market", RULE_CIVILIANS)
    if count == 2 and GREAT_MARKET not in effects_here:
        raise _refuse(order, Message("two civilians only at the Great Market ('it is possible to interact with two "
                                     "civilians at the Great Market'); {place} is none", place=loc.name if loc else ""),
                      RULE_CIVILIANS)
    from gmdesk.rulesets import get

    each = count if get(war.ruleset).choice(war, "great-market-civilians") == "each" else 1
    gain = CIVILIAN_MANA * each
    why = Message("{name} interacts with civilians: +{gain} Mana", name=ch.name, gain=fmt(gain)) if count == 1 else \
        Message("{name} interacts with two civilians at the Great Market: +{gain} Mana (interpretation "
                "great-market-civilians={choice})", name=ch.name, gain=fmt(gain),
                choice="each" if each == 2 else "once")
    return [Change(ch.id, ChangeKind.MANA, why, RULE_CIVILIANS, amount=gain, uncapped=False,
                   kind=EventKind.REGENERATION)]


def is_igm_home(war: "War", location: str | None) -> bool:
    loc = war.map.locations.get(location or "")
    return loc is not None and (any(e.casefold() in IGM_HOME_MARKERS for e in loc.effects)
                                or bool(loc.extra.get("igm")))


def igm_homes(war: "War") -> list[str]:
    """The names of the places that are the IGM's home on this map (normally one), in map order."""
    return [loc.name for lid, loc in war.map.locations.items() if is_igm_home(war, lid)]


def exchange(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    if not is_igm_home(war, ch.location):
        homes = igm_homes(war)
        where = f": {', '.join(homes)}" if homes else "; this map has none"
        raise _refuse(order, f"valor is exchanged only at the IGM's home, the map's central area (a location whose "
                      f"effects name IGM, igm-office or supervisor-office){where}", RULE_IGM)
    payers = _team_purse(ch, war)
    points = float(payers[0].points.get("valor", 0.0))
    if points < EXCHANGE_PRICE:
        raise _refuse(order, f"{payers[0].name} holds {fmt(points)} of {_team_name(war, ch.team)}'s valor points; the "
                      "IGM asks for at least 3", RULE_IGM)
    about = str(order.get("about") or "igm")
    subject = war.characters[about].name if about in war.characters else _team_name(war, about)
    told = "the IGM chooses what to tell (more random, possibly more)" if about == "igm" else \
        f"information about {subject}"
    kept = "" if payers == [ch] else f" (the team's points, kept by {', '.join(p.name for p in payers)})"
    return [*(Change.point(p.id, "valor", f"{ch.name} exchanges 3 valor points with the IGM for {told}{kept}",
                           RULE_IGM, amount=-EXCHANGE_PRICE, kind=EventKind.VALOR) for p in payers),
            Change(ch.id, ChangeKind.KNOWLEDGE, f"the GM writes what the IGM tells {_team_name(war, ch.team)}: {told}",
                   RULE_IGM, value=(ch.team, {"kind": "igm", "about": about, "turn": war.turn}), kind=EventKind.REVEAL)]


def _team_purse(ch: "Character", war: "War") -> list["Character"]:
    """Whose valor points pay at the IGM: the points are the team's (001:L11 'they can … exchange them'), so any
    member who goes there spends them; under valor-holder=master they are kept by the team's holder, under
    valor-holder=each every living member holds the same points and each copy pays."""
    from gmdesk.rulesets import get

    if ch.team is None:
        return [ch]
    ruleset = cast("ValorRuleset", get(war.ruleset))
    members = effects.holders(ruleset, war, ch.team)
    if ruleset.choice(war, "valor-holder") == "each":
        return [ch] + [m for m in members if m.id != ch.id]
    return members[:1] or [ch]


def _team_name(war: "War", team: str | None) -> str:
    return next((t.name for t in war.teams if t.id == team), str(team))


def spirit_form(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    if not ch.is_servant():
        raise _refuse(order, "only Servants take Spirit Form", RULE_SPIRIT)
    enter = bool(order.get("enter", not ch.spirit_form))
    master = war.characters.get(ch.master or "")
    if master is None or not master.alive or master.location != ch.location:
        raise _refuse(order, "Spirit Form is entered and left only 'when the master is present'", RULE_SPIRIT)
    if enter == ch.spirit_form:
        raise _refuse(order, f"{ch.name} is {'already' if enter else 'not'} in Spirit Form", RULE_SPIRIT)
    return [Change(ch.id, ChangeKind.SPIRIT_FORM, f"{ch.name} {'enters' if enter else 'leaves'} Spirit Form at the "
                   "beginning of the turn", RULE_SPIRIT, value=enter, kind=EventKind.SPIRIT_FORM)]


def retire(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    if not ch.is_master() or any(s.alive for s in war.servants_of(ch.id)):
        raise _refuse(order, "only a Master who lost their Servant may retire", RULE_RETIRE)
    return [Change(ch.id, ChangeKind.FLAG, f"{ch.name} retires peacefully from the war at the end of the turn",
                   RULE_RETIRE, value=(Flag.RESIGNED, war.turn), kind=EventKind.RESIGN),
            Change(ch.id, ChangeKind.FLAG, Message("{name} has left the war peacefully: hostile to no one, meets, "
                                                   "sights, crosses, ambushes and fights no one", name=ch.name),
                   RULE_RETIRE, value=(Flag.OUT_OF_WAR, war.turn)),
            Change(ch.id, ChangeKind.TEAM, f"{ch.name} no longer takes part", RULE_RETIRE, value=None),
            *([Change(ch.id, ChangeKind.LEAVE_BATTLE, Message("{name} leaves the fight at {place}", name=ch.name,
                                                              place=_place(war, ch.location)),
                      RULE_RETIRE, kind=EventKind.LEAVE_BATTLE)] if war.battle_of(ch.id) is not None else [])]


def _place(war: "War", location: str | None) -> str:
    loc = war.map.locations.get(location or "")
    return loc.name if loc is not None else str(location)


Handler = Callable[["Character", Mapping[str, Any], "War", TurnFacts], list[Change]]

def skirmishers(war: "War", team: str | None, location: str | None) -> list["Character"]:
    """Who of ``team`` skirmishes at ``location``: its living Servants out of Spirit Form, or, when none is
    there, its familiars ('should a master not be accompanied by their true servant, but only a familiar,
    it will instead take the servant's role in the skirmish', 001:L85). Masters never do."""
    here = [c for c in war.at(location) if c.alive and c.team == team] if location is not None else []
    servants = [c for c in here if c.is_servant() and not c.spirit_form]
    return servants or [c for c in here if c.kind == "familiar"]


def skirmish_random(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    """Draw ``ch``'s skirmish target among the hostile teams' skirmishers here (001:L79)."""
    from gmdesk.model.character import hostile

    battle = war.battle_of(ch.id)
    if battle is not None and battle.turns > 0:
        raise _refuse(order, "a random skirmish target is drawn only in the skirmish that opens a fight", RULE_THREE_WAY)
    if ch not in skirmishers(war, ch.team, ch.location):
        raise _refuse(order, f"{ch.name} does not skirmish: only Servants (or a familiar standing in for one) do",
                      "valor 001:L85")
    teams = sorted({str(o.team) for o in war.at(ch.location or "") if o.alive and o.team != ch.team and hostile(ch, o)})
    if len(teams) < 2:
        raise _refuse(order, "a random target is drawn in a skirmish of three or more teams; with one hostile "
                      "team here, name the target", RULE_THREE_WAY)
    options = [o.id for t in teams for o in skirmishers(war, t, ch.location)]
    if not options:
        raise _refuse(order, "no hostile skirmisher here to draw", RULE_THREE_WAY)
    then = {cid: [Change(ch.id, ChangeKind.FLAG, f"{ch.name}'s skirmish target is {war.characters[cid].name}",
                         RULE_THREE_WAY, value=(Flag.VALOR_SKIRMISH_TARGET, cid))] for cid in options}
    return [Change(ch.id, ChangeKind.PICK, f"three-way skirmish: {ch.name}'s target is drawn among "
                   f"{', '.join(war.characters[c].name for c in options)} (teams {', '.join(teams)})",
                   RULE_THREE_WAY, value={"id": f"t{war.turn}.skirmish-target.{ch.id}", "options": options,
                                          "then": then}, kind=EventKind.SKIRMISH)]


RULE_CONTRACT = "valor 001:L45"


def _offers_contract(war: "War", actor: str, other: str, field: str = "servant") -> bool:
    """Whether ``actor`` has a contract order this turn naming ``other`` (as its ``field``)."""
    return any(o.get("actor") == actor and o.get("action") == "contract" and o.get(field) == other
               for o in war.orders)


def _refuse_if_bound(order: Mapping[str, Any], servant: "Character", war: "War") -> None:
    """A Servant still contracted with a living Master forms no new contract, whichever side orders it: only
    Masterless Servants (001:L45) or unbound ones, whose contract broke when their Master's Command Spells ran
    out (001:L49, ``broken_contracts``), do."""
    current = war.characters.get(servant.master or "")
    if current is not None and current.alive:
        raise _refuse(order, f"{servant.name} is contracted with {current.name}; only Masterless or unbound Servants "
                      "form new contracts", "valor 001:L45, L49")


def contract(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    """A new contract with a Masterless Servant, willing (its order or its answer) or forced for one
    Command Spell (001:L45, L47, L37, L49)."""
    if ch.is_servant():
        master = war.characters.get(str(order.get("master")))
        if master is None or not master.is_master():
            raise _refuse(order, "a Servant's contract order names the Master it agrees to (`master`)", RULE_CONTRACT)
        if not (ch.master == master.id and _offers_contract(war, master.id, ch.id)):
            _refuse_if_bound(order, ch, war)  # (its own Master's order formed this contract earlier in the phase)
        return [Change(ch.id, ChangeKind.NOTE, f"{ch.name} agrees to a contract with {master.name}; the Master's "
                       "order forms it", RULE_CONTRACT, kind=EventKind.CONTRACT)]
    if not ch.is_master():
        raise _refuse(order, "only a Master forms a contract", RULE_CONTRACT)
    servant = war.characters.get(str(order.get("servant")))
    if servant is None or not servant.is_servant() or not servant.alive:
        raise _refuse(order, f"no living Servant {order.get('servant')!r} to contract", RULE_CONTRACT)
    _refuse_if_bound(order, servant, war)
    if (ch.mana or 0) <= 0:
        raise _refuse(order, f"{ch.name} has no Mana: 'masters who have no mana can neither form a contract with a "
                      "different servant, nor make use of their command spells'", "valor 001:L37")
    count = len([s for s in war.servants_of(ch.id) if s.alive])
    if count >= 4:
        raise _refuse(order, "'It is impossible for a master to be contracted to 5 servants or more'", "valor 001:L47")
    joined = count + 1
    share = {2: "70 % damage, 75 % Mana regeneration", 3: "50 % damage, 50 % Mana regeneration",
             4: "40 % damage, 37,5 % Mana regeneration"}.get(joined)
    note = f"; {ch.name} now has {joined} Servants: {share} each (valor 001:L47)" if share else ""
    changes = [Change(servant.id, ChangeKind.MASTER, f"{servant.name} is contracted with {ch.name}{note}", RULE_CONTRACT,
                      value=ch.id, kind=EventKind.CONTRACT),
               Change(servant.id, ChangeKind.TEAM, f"{servant.name} is added to {ch.name}'s team", RULE_CONTRACT,
                      value=ch.team, kind=EventKind.CONTRACT)]
    if servant.flags.get(Flag.VALOR_MASTERLESS_SINCE) is not None:
        changes.append(Change(servant.id, ChangeKind.FLAG, f"{servant.name} has a Master again", RULE_CONTRACT,
                              value=(Flag.VALOR_MASTERLESS_SINCE, None)))
    if order.get("force"):
        if (ch.command_spells or 0) < 1:
            raise _refuse(order, f"{ch.name} has no Command Spell to force a contract", RULE_CONTRACT)
        return [Change(ch.id, ChangeKind.COMMAND_SPELLS, f"{ch.name} spends a Command Spell to force {servant.name} "
                       "into a contract", RULE_CONTRACT, amount=-1, kind=EventKind.COMMAND_SPELL)] + changes
    if _offers_contract(war, servant.id, ch.id, field="master"):
        return changes
    return [Change(servant.id, ChangeKind.DECISION, f"{ch.name} offers {servant.name} a contract", RULE_CONTRACT,
                   kind=EventKind.DECISION,
                   value={"id": f"t{war.turn}.contract.{servant.id}.{ch.id}",
                          "question": f"{ch.name} offers {servant.name} a contract: does {servant.name} agree? "
                          "(an unwilling Servant is contracted only by force, for a Command Spell)",
                          "options": ["yes", "no"], "asks": servant.id, "then": {"yes": changes, "no": []}})]


def broken_contracts(war: "War") -> list[Change]:
    """'as soon as a master's command spells run out, the contract is broken, and all of their servants are no
    longer obligated to follow their lead' (001:L49): at the end of the turn the Servants of a Master with no
    Command Spells left become unbound (no Master; still on the team until they contract elsewhere)."""
    out: list[Change] = []
    for m in sorted(war.characters.values(), key=lambda c: c.id):
        if not (m.is_master() and m.alive and m.command_spells is not None and m.command_spells <= 0):
            continue
        for s in war.servants_of(m.id):
            if s.alive:
                out.append(Change(s.id, ChangeKind.FLAG, f"{s.name} remembers its former Master {m.name}",
                                  "valor 001:L49", value=(Flag.FORMER_MASTER, m.id), kind=EventKind.CONTRACT))
                out.append(Change(s.id, ChangeKind.MASTER, f"{m.name}'s Command Spells have run out: the contract "
                                  f"with {s.name} is broken", "valor 001:L49", value=None, kind=EventKind.CONTRACT))
    return out


RULES = {
    "absorb": effects.RULE_ABSORB, "forfeit-absorb": effects.RULE_ABSORB, "drain": RULE_DRAIN,
    "civilians": RULE_CIVILIANS, "exchange-valor": RULE_IGM, "spirit-form": RULE_SPIRIT, "retire": RULE_RETIRE,
    "skirmish-random": RULE_THREE_WAY, "contract": RULE_CONTRACT,
}
"""The line each special action is cited by (its own paragraph, not the combat section 001:L73-107)."""

HANDLERS: dict[str, Handler] = {
    "absorb": absorb, "drain": drain, "forfeit-absorb": forfeit, "civilians": civilians,
    "exchange-valor": exchange, "spirit-form": spirit_form, "retire": retire,
    "skirmish-random": skirmish_random, "contract": contract,
}
