"""The roll-dice hooks for statuses, Command Spells, covering, stealth, sleep, wealth and knowledge.

A mixin over the battle ruleset (``ruleset.RollDice``): each hook calls the battle's own answer, then adds
what the modules of this package say (``statuses``, ``command_spells``, ``covering``, ``stealth``,
``sleep``, ``economy``, ``knowledge``, ``modifiers``). The orders it adds, resolved in the action turn's
declaration (the ``action`` phase, slot ``declare``): ``hide``, ``alert``, ``cover``, ``sleep``, ``identify``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError, Problem
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Budget, Change, CommandSpell, Cost, NO_COST, Skill, TurnFacts
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.dice import Contest, ContestResult
from gmdesk.rulesets.roll_dice import combat as C
from gmdesk.rulesets.roll_dice import (side_checks as K, command_spells as CS, covering as CV, economy as E,
                                       knowledge as KN, modifiers as M, phantasms as NP, sleep as SL, statuses as ST,
                                       stealth as SH, tables as T)
from gmdesk.rulesets.roll_dice.memo import SameInput
from gmdesk.rulesets.scores import Score
from gmdesk.rulesets.sheetformat import Derived

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DECLARE = "declare"
"""The slot of the action turn's declared actions (the ``action`` phase)."""
SPECIAL = {
    "hide": (T.cite("L444"), Cost(actions=("standard",))),
    "cover": (T.cite("L471-L478"), NO_COST),
    "alert": (T.cite("L447-L448"), NO_COST),
    "sleep": (T.cite("L246"), Cost(actions=("standard",))),
    "identify": (T.cite("L306-L307"), Cost(actions=("standard",))),
}
"""The actions this module adds: the rule, and the cost (the action turn's one action, L239; covering is a
defence, not an action, L472)."""


def declaring(phases: tuple[Phase, ...]) -> tuple[Phase, ...]:
    """The action phase applies the action turn's bad statuses, then resolves the declared actions and
    Command Spells."""
    found = []
    for p in phases:
        if p.id == "action":  # bad statuses first (L427, L433), then the declared actions
            p = replace(p, activities=tuple(dict.fromkeys(("effects",) + p.activities + ("act",))),
                        slots=tuple(dict.fromkeys(p.slots + (DECLARE, "command-spell"))))
        found.append(p)
    return tuple(found)


_DECLARING = SameInput(declaring)
"""declaring, kept for the phases it was last given (the battle ruleset's phases_for keeps its answers)."""


class StatusHooks(Ruleset):
    """Mixed in before the battle ruleset (see the module docstring)."""

    command_spells: dict[str, CommandSpell] = CS.COMMAND_SPELLS

    # -- phases ----------------------------------------------------------------------------------
    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        return _DECLARING(super().phases_for(war))

    def phase_effects(self, phase: Phase, war: "War", facts: TurnFacts) -> list[Change]:
        """The action turn's action phase begins with bad statuses (L427, L433). Its end: sleep (L246-L247), covers end.
        The day's end: one 財産ポイント back (L961)."""
        found = super().phase_effects(phase, war, facts)
        if phase.id == "action":
            found = ST.turn_start(war) + found
        elif phase.id == "turn-end":
            found += SL.turn_end(war) + CV.turn_end(war)
        elif phase.id == "day-end":
            found += E.day_end(war)
        return found

    # -- sheets ----------------------------------------------------------------------------------
    def validate_character(self, ch: "Character", where: str) -> list[Problem]:
        return super().validate_character(ch, where) + E.problems(ch, where) + NP.problems(ch, where)

    def derived_values(self, ch: "Character", war: "War | None") -> list[Derived]:
        return super().derived_values(ch, war) + E.derived(ch) + NP.derived(ch)

    def show_to_others(self, seen: "Character", ch: "Character", war: "War", team: str) -> None:
        KN.show(seen, ch, war, team)

    # -- actions ---------------------------------------------------------------------------------
    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        if order.get("action") in SPECIAL:
            return DECLARE
        return super().special_action_slot(order)

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
        entry = SPECIAL.get(str(order.get("action")))
        return entry[1] if entry else super().special_action_cost(ch, order, war)

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: TurnFacts) -> list[Change]:
        action = order.get("action")
        if action not in SPECIAL:
            return super().special_action(ch, order, war, facts)
        why = self._busy(ch)
        try:
            if why and action not in ("cover", "alert"):
                raise K.Refused(why, T.cite("L249, L433"))
            if action == "hide":
                return SH.hide(ch, war, self.choice(war, "stealth-observers"))
            if action == "cover":
                return CV.declare(ch, order, war)
            if action == "alert":
                return SH.alert(ch, war)
            if action == "sleep":
                return SL.declare(ch)
            return KN.identify(ch, order, war)
        except K.Refused as exc:
            raise IllegalOrderError(dict(order), exc.reason, rule=exc.rule) from exc

    @staticmethod
    def _busy(ch: "Character") -> str | None:
        if SL.asleep(ch):
            return f"{ch.name} is asleep (睡眠)"
        return ST.lost_turn(ch)

    def cost_problem(self, ch: "Character", skill: Skill, budget_now: Budget, war: "War",
                     cost: Cost | None = None) -> str | None:
        """Asleep, or the action lost to an impediment, a character does not act (L249, L433)."""
        return self._busy(ch) or super().cost_problem(ch, skill, budget_now, war, cost)

    def command_spell_problem(self, caster: "Character", spell: CommandSpell, order: Mapping[str, Any],
                              war: "War") -> str | None:
        return CS.problem(spell, order) or super().command_spell_problem(caster, spell, order, war)

    def command_spell_changes(self, caster: "Character", servant: "Character", spell: CommandSpell,
                              order: Mapping[str, Any], war: "War") -> list[Change]:
        return CS.changes(caster, servant, spell, order, war)

    def arrival_changes(self, movers: list["Character"], location: str, war: "War") -> list[Change]:
        """A hidden character meeting others rolls its stealth again (L449)."""
        return super().arrival_changes(movers, location, war) + SH.encounter(movers, location, war)

    # -- attacks ---------------------------------------------------------------------------------
    def basic_attacks(self, ch: "Character") -> list[Skill]:
        """A weapon's bad status goes with its attacks (L427, L430)."""
        status = ST.weapon_status(ch, C.weapon_of(ch))
        found = super().basic_attacks(ch)
        return [replace(s, raw={**s.raw, "owner": ch.id, "bad_status": status}) for s in found] if status else found

    def target_problem(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                       facts: TurnFacts) -> str | None:
        """A hidden target is out of sight (L445); an ambush reaches the back row with any weapon (L457)."""
        hidden = SH.targetable(attacker, target)
        if hidden:
            return hidden
        found = super().target_problem(attacker, target, skill, war, facts)
        if found and SH.hidden(attacker) and target.alive and "back row" in found:
            return None
        return found

    def interception_changes(self, attacker: "Character", target: "Character", skill: Skill,
                             war: "War", facts: TurnFacts) -> list[Change]:
        """Before the check: an attack from stealth rolls for the ambush (L453), a coverer steps in (L474)."""
        return (SH.before_attack(attacker, target) + CV.before_attack(attacker, target, war,
                                                                      self.choice(war, "covering-order")))

    def interceptor(self, attacker: "Character", target: "Character", skill: Skill,
                    war: "War") -> tuple[str | None, str, str]:
        return CV.interceptor(target, war)

    def contest(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                answers: Mapping[str, str] | None = None) -> Contest | None:
        found = super().contest(attacker, target, skill, war, answers)
        return None if found is None else M.adjust(found, attacker, target, skill)

    def contest_damage(self, attacker: "Character", target: "Character", skill: Skill,
                       result: ContestResult, war: "War") -> Score:
        return M.adjust_damage(super().contest_damage(attacker, target, skill, result, war), result)

    def inflict(self, target: "Character", skill: Skill, war: "War") -> list[Change]:
        found = super().inflict(target, skill, war)
        return found + ST.inflicted(str(skill.raw.get("owner") or "?"), target, skill, war)
