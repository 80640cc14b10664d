"""Deaths, contracts and the end of the War (003 §I, §II, §III, §V).

* Health at 0 or below kills anyone; Mana at 0 or below kills a Servant, 'made out of mana' (§II).
* A Master's death removes the Home Base field(s) of the team, 'but not the location itself', and
  reveals the location to all players (§V). Its Servants become masterless (§III): nothing is
  written for that, a Servant is masterless while its Master is not alive.
* The War ends when no more than one Servant is alive or every Master is dead; a Master with a
  living Servant of theirs is the winning team (§I).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.scores import fmt

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE_DEATH = "true-hgw 003 §II"
RULE_BASE = "true-hgw 003 §V"
RULE_END = "true-hgw 003 §I"
RULE_CONTRACT = "true-hgw 003 §III"


def death_reason(ch: "Character") -> str | None:
    """'Once this is reduced to 0 or below, the character is dead'; 'if their Mana is reduced to 0 or
    below, they die' (Servants) (003 §II)."""
    if ch.health is not None and ch.health <= 0:
        return f"Health {fmt(ch.health)} ≤ 0 ({RULE_DEATH})"
    if ch.is_servant() and ch.mana is not None and ch.mana <= 0:
        return f"Mana {fmt(ch.mana)} ≤ 0: Servants are made out of mana ({RULE_DEATH})"
    return None


def defend_problem(caster: "Character", order: Mapping[str, Any], war: "War") -> str | None:
    """Defend 'Orders the Servant to protect someone else in addition to the Master' (003 §III): the
    Master is guarded already ('attacks aimed at the Master will be automatically intercepted'), and the
    Servant cannot guard itself. Such a Defend would spend a Command Spell for nothing."""
    target = war.characters.get(str(order.get("target")))
    if target is None:
        return None
    servant = _servant_id(caster, order, war)
    if target.id == caster.id:
        return (f"Defend: {target.name} is the Master, whom the Servant guards already; Defend is 'to protect "
                f"someone else in addition to the Master' ({RULE_CONTRACT})")
    if target.id == servant:
        return (f"Defend: {target.name} would guard itself; Defend is 'to protect someone else in addition to "
                f"the Master' ({RULE_CONTRACT})")
    return None


def summon_problem(caster: "Character", order: Mapping[str, Any], war: "War") -> str | None:
    """Summon 'Immediately and freely moves the Servant to the Master's location' (003 §III): a Servant that
    stands there already would spend the Command Spell for nothing."""
    servant = war.characters.get(str(_servant_id(caster, order, war)))
    if servant is None or servant.location != caster.location or caster.location is None:
        return None
    place = war.map.locations[caster.location].name if war.map.has(caster.location) else caster.location
    return (f"Summon: {servant.name} already stands with {caster.name} at {place}; Summon 'moves the Servant to "
            f"the Master's location' ({RULE_CONTRACT})")


def _servant_id(caster: "Character", order: Mapping[str, Any], war: "War") -> str | None:
    """The Servant a Command Spell order names, else the caster's only one (as gmdesk/engine/combat/spells.py picks)."""
    named = order.get("servant")
    if isinstance(named, str):
        return named
    own = [c.id for c in war.characters.values() if c.master == caster.id and c.is_servant()]
    return own[0] if len(own) == 1 else None


def home_bases_of(team: str | None, war: "War") -> list[str]:
    if team is None:
        return []
    return [loc.id for loc in war.map.locations.values() if loc.home_base == team]


def base_removal(master: "Character", war: "War", why: str, reveal: bool = True) -> list[Change]:
    """The team's Home Base fields go; each location is revealed to every team (003 §V)."""
    if not master.is_master() or master.team is None:
        return []
    others = [c for c in war.characters.values()
              if c.is_master() and c.alive and c.team == master.team and c.id != master.id]
    if others:
        return []
    out: list[Change] = []
    for loc in home_bases_of(master.team, war):
        name = war.map.locations[loc].name
        out.append(Change(master.id, ChangeKind.HOME_BASE,
                          f"{why}: the Home Base field at {name} is removed (the location "
                          f"stays)", RULE_BASE, value=(loc, None), kind=EventKind.HOME_BASE))
        if reveal:
            for team in war.team_ids():
                out.append(Change(master.id, ChangeKind.KNOWLEDGE, f"{name}, {master.name}'s Home Base, is revealed to "
                                  f"{team}", RULE_BASE, value=(team, {"kind": "home-base", "where": loc,
                                                                      "owner": master.team, "revealed": "death"}),
                                  kind=EventKind.REVEAL))
    return out


def after_death(ruleset: "Ruleset", dead: "Character", war: "War") -> list[Change]:
    """'Once a Master dies, their Home Base field(s) (but not the location itself) is removed, and the
    location is revealed to all players' (003 §V)."""
    if not dead.is_master() or dead.flags.get(Flag.RESIGNED) is not None:
        return []  # a resignation settles its Home Bases itself (interpretation resign-as-death)
    return base_removal(dead, war, f"{dead.name} is dead")


def war_result(war: "War") -> str | None:
    """'Once no more than one Servant remains alive (or, rarely, if all Masters have been killed), the
    War ends and, if a Master-Servant team is still alive, that team is declared the winner' (003 §I)."""
    servants = [c for c in war.characters.values() if c.is_servant() and c.alive]
    masters = [c for c in war.characters.values() if c.is_master() and c.alive]
    has_masters = any(c.is_master() for c in war.characters.values())
    if not any(c.is_servant() for c in war.characters.values()):
        return None  # a war file without Servants (a partial setup) cannot end this way
    masters_gone = has_masters and not masters
    if len(servants) > 1 and not masters_gone:
        return None
    why = ("every Master is dead" if masters_gone else
           f"{'only ' + servants[0].name + ' is' if servants else 'no Servant is'} alive")
    teams = [(m, s) for m in masters for s in servants if s.master == m.id]
    if teams:
        master, servant = teams[0]
        return (f"The War ends: {why}. The team of {master.name} and {servant.name}"
                f"{' (' + master.team + ')' if master.team else ''} wins ({RULE_END})")
    return f"The War ends: {why}. No Master-Servant team is alive: nobody wins ({RULE_END})"
