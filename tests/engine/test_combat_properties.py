"""Properties of combat resolution over generated wars, for every ruleset with combat (issue 3).

Wars of 2–8 characters in 2–4 teams fight in one or two locations of a small map, with stats, Health
and Mana drawn within each ruleset's sheet policy (StatSpec rank policies, PoolSpec maxima) and skills
written in each ruleset's documented sheet format (ap-sp 000:L283-329, true-hgw 003 §IX; the arena
house ruleset's own dicts). Every generated skill is read back through ``ruleset.parse_skill`` and
dropped when the ruleset refuses it, so a sheet-format change cannot make the generator lie. Orders
are legal-looking combat orders: basic attacks on hostiles, skills on the sheet, Command Spells,
special actions the ruleset declares, delays and conditionals (combat spec, "Orders"). Examples whose
orders ``check_orders`` refuses are skipped (``assume``); the generator keeps within each turn's
budget so that most resolve (``--hypothesis-show-statistics`` prints the ratio).

The rulesets are every built-in whose ``has_combat`` is True, plus the arena house ruleset of
tests/engine/test_combat_engine.py, registered through the plugin registry.
"""

from __future__ import annotations

import copy
import json
import os
import re

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.combat.budgets import foes_of
from gmdesk.engine.orders import OrdersRefused
from gmdesk.errors import GmdeskError
from gmdesk.model.ranks import DEFAULT_POLICY, LETTERS, RankPolicy, parse_rank
from gmdesk.model.war import War
from tests.engine.test_combat_engine import Arena

ARENA = Arena()
rulesets.register(ARENA)

COMBAT_RULESETS = [rid for rid in rulesets.BUILTIN if rulesets.get(rid).has_combat] + [ARENA.id]
"""Built-ins with combat (ap-sp and true-hgw once their hooks land), and the arena house ruleset."""

EPS = 1e-9
PROPERTY_SETTINGS = settings(max_examples=int(os.environ.get("GMDESK_COMBAT_EXAMPLES", "45")), deadline=None,
                             suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
DEFAULT_MAXIMA = {"health": 100, "mana": 60}
"""Pool sizes for a ruleset that sets no maximum for a kind (the arena)."""


def hostile(a, b) -> bool:
    """Different teams are hostile (the engine's TurnContext.hostile)."""
    return a.team != b.team or a.team is None


# -- sheets -------------------------------------------------------------------------------------------
def rank_text(draw, policy: RankPolicy, special: bool = False) -> str:
    """A rank the policy accepts: a letter with up to its '+'/'-' subranks (N/A or '-' when allowed)."""
    if special and (policy.allow_na or policy.allow_none) and draw(st.integers(0, 9)) == 0:
        return "N/A" if policy.allow_na else "-"
    letter = draw(st.sampled_from(policy.letters))
    if letter == "EX" and not policy.ex_subranks:
        return letter
    sub = draw(st.integers(-policy.max_minus, policy.max_plus))
    return letter + ("+" * sub if sub > 0 else "-" * -sub)


def _ap_sp_basic(draw, kind):
    """The Basic Attack, "separated from other skills" (ap-sp 000:L267); 1 AP unless the sheet says (a
    Master, who has no AP, may write "1 Turn Action", 000:L233)."""
    entry = {"Name": "Basic Attack", "Type": "Basic Attack", "basic": True,
             "Damage": f"{draw(st.integers(5, 30))} {draw(st.sampled_from(['Physical', 'Ranged', 'Magical']))}"}
    if kind == "master" and draw(st.booleans()):
        entry["Cost"] = "1 Turn Action"
    return entry


def _ap_sp_skill(draw, kind, index, others):
    """One skill in the SKILL FORMAT of ap-sp 000:L283-329 (fields as gmdesk/rulesets/ap_sp/skills.py reads them)."""
    damaging = draw(st.booleans())
    costs = (["1 AP", "2 AP", "1 SP", "1 AP, 10 Mana", "1 SP, 5 Mana", "1 AP, 1 Move Action", "Full Turn", "Free"]
             if kind != "master" else ["1 Turn Action", "1 Turn Action, 10 Mana", "Free", "10 Mana"])
    entry = {"Name": f"Skill {index}", "Rank": draw(st.sampled_from(["E", "D", "C+", "B", "A-", "EX"])),
             "Cost": draw(st.sampled_from(costs))}
    if damaging:
        amount = draw(st.integers(5, 40))
        kind_word = draw(st.sampled_from(["Physical", "Ranged", "Long-ranged", "Magical", "Special"]))
        hits = draw(st.sampled_from(["", "", "2x", "3x"]))
        extra = draw(st.sampled_from(["", "", ", Stun 1", ", Poison 2/10"]))
        entry.update({"Type": draw(st.sampled_from(["Anti-Personnel", "Anti-Army", "Instant", "Surprise Attack",
                                                    "Prepared", "Noble Phantasm (Anti-Personnel)"])),
                      "Max Number of Targets": draw(st.sampled_from(["1", "1", "2", "All"])),
                      "Type of Target": "[Enemy]", "Damage": f"{hits}{amount} {kind_word}{extra}"})
    else:
        entry.update({"Type": draw(st.sampled_from(["Support", "Instant", "Support"])),
                      "Max Number of Targets": "1",
                      "Type of Target": draw(st.sampled_from(["[Self]", "[Ally]", "[Self] [Contracted Partner]"])),
                      "Damage": "-", "Duration": draw(st.sampled_from(["1 Turn", "2 Turns", "Indefinite"]))})
        if draw(st.booleans()):
            entry["Heals"] = draw(st.integers(5, 60))
    if others and draw(st.integers(0, 4)) == 0:
        entry["Requirements"] = f'"{others[0]}" must be active.'
    return entry


def _ap_sp_statuses(draw, turn):
    """Poison T/D and Stun T already on a character (ap-sp 000:L337-339, as gmdesk/rulesets/ap_sp/statuses.py
    keeps them)."""
    out = []
    for name in draw(st.lists(st.sampled_from(["Poison", "Stun"]), max_size=2)):
        effect = {"name": name, "kind": "status", "turns": draw(st.integers(1, 3)), "since": turn - 1, "source": "gm"}
        if name == "Poison":
            effect["amount"] = draw(st.sampled_from([5, 30]))
        out.append(effect)
    return out


def _true_hgw_skill(draw, kind, index, others):
    """One skill as 003 §IX writes it (fields as gmdesk/rulesets/true_hgw/skills.py reads them)."""
    attack = draw(st.booleans())
    entry = {"name": f"Skill {index}", "effect": "generated",
             "rank": rank_text(draw, RankPolicy(max_plus=3, max_minus=0, ex_subranks=True)),
             "cost": draw(st.sampled_from([None, "10 Mana", "5 Health", "10 Mana, 5 Health", "None"])),
             "cooldown": draw(st.sampled_from([None, None, 1, "2 Turns"]))}
    if attack:
        entry.update({"type": draw(st.sampled_from(["Melee Attack", "Magic Attack", "Projectile Attack",
                                                    "Melee Attack / Free Action"])),
                      "targets": draw(st.sampled_from(["[Enemy] 1", "[Enemy] 1", "[Enemy] 2"]))})
    else:
        entry.update({"type": draw(st.sampled_from(["Support", "Support / Free Action"])),
                      "targets": draw(st.sampled_from(["[Self]", "[Ally] 1", "[Ally/Self] 2"])),
                      "duration": draw(st.sampled_from([None, 1, "2 Turns"])),
                      "upkeep": draw(st.sampled_from([None, None, "5 Mana"]))})
    if others and draw(st.integers(0, 4)) == 0:
        entry["requirements"] = f"{others[0]} active"
    return entry


def _arena_skill(draw, kind, index, others):
    """The arena's sheet dicts (tests/engine/test_combat_engine.py, Arena.parse_skill)."""
    entry = {"name": f"Skill {index}", "ap": draw(st.integers(0, 2)), "mana": draw(st.sampled_from([0, 0, 5, 15]))}
    if draw(st.booleans()):
        entry.update(damage=draw(st.lists(st.integers(1, 25), min_size=1, max_size=2)), hits=draw(st.integers(1, 3)),
                     stun=draw(st.integers(0, 1)), targets=draw(st.integers(1, 2)),
                     surprise=draw(st.integers(0, 5)) == 0)
    else:
        entry.update(slot="support", duration=draw(st.sampled_from([None, 1, 2])), targets=1)
    if others and draw(st.integers(0, 4)) == 0:
        entry["requires"] = [others[0]]
    return entry


PROFILES = {
    "ap-sp": {"skill": _ap_sp_skill, "basic": _ap_sp_basic, "above_maxima": {"regen-cap": ("uncapped",)},
              "statuses": _ap_sp_statuses,
              "points": lambda draw, kind: ({"AP": draw(st.integers(1, 5))} if kind == "servant"
                                            else {"CP": draw(st.integers(0, 20))})},
    "true-hgw": {"skill": _true_hgw_skill,
                 "extra": lambda draw, kind: {"attributes": draw(st.lists(
                     st.sampled_from(["Melee", "Magus", "Projectile"]), min_size=1, max_size=3, unique=True))}},
    ARENA.id: {"skill": _arena_skill},
}
"""How each ruleset's sheets write skills (and what else its sheets carry). A ruleset with combat not
listed here gets basic attacks only (whatever ``basic_attacks`` gives from stats). ``above_maxima``
names the interpretation options under which the document reading lets pools rise above their
maxima on purpose (ap-sp I0.13 regen-cap=uncapped): the maxima property runs without them."""


def _stats(draw, ruleset) -> dict[str, str]:
    if not ruleset.stats:
        return {"AGI": rank_text(draw, DEFAULT_POLICY), "LCK": rank_text(draw, DEFAULT_POLICY)}
    return {s.key: rank_text(draw, s.policy, special=s.key not in ("AGI", "LCK"))
            for s in ruleset.stats if s.required or draw(st.booleans())}


def _pools(draw, ruleset, kind) -> dict:
    out = {}
    for pool in ("health", "mana"):
        cap = ruleset.pool_maximum(pool, kind)
        top = int(cap) if cap is not None else DEFAULT_MAXIMA[pool]
        declared = draw(st.sampled_from([top, top, None if cap is not None else top, max(1, top // 2)]))
        full = int(declared if declared is not None else top)
        current = draw(st.sampled_from([full, full, draw(st.integers(1, full))]))  # often full: caps matter
        out[pool] = current
        if declared is not None:
            out[f"{pool}_max"] = declared
        regen = draw(st.sampled_from([None, 0, 5, 30]))
        if regen is not None:
            out[f"{pool}_regen"] = regen
    return out


def _sheet(draw, ruleset, cid, kind, team, location, master):
    profile = PROFILES.get(ruleset.id, {})
    ch = {"id": cid, "name": cid.capitalize(), "kind": kind, "team": team, "location": location,
          "stats": _stats(draw, ruleset), **_pools(draw, ruleset, kind)}
    if master:
        ch["master"] = master
    if kind == "master":
        ch["command_spells"] = draw(st.integers(0, 3))
    if "points" in profile:
        ch["points"] = profile["points"](draw, kind)
    if "extra" in profile:
        ch.update(profile["extra"](draw, kind))
    skills = [profile["basic"](draw, kind)] if "basic" in profile else []
    names: list[str] = []
    for i in range(draw(st.integers(0, 3)) if "skill" in profile else 0):
        entry = profile["skill"](draw, kind, i, names)
        if _is_support(entry):
            names.append(entry.get("Name") or entry.get("name"))
        skills.append(entry)
    if skills:
        ch["skills"] = skills
    return ch


def _is_support(entry: dict) -> bool:
    """A generated entry without damage (a name other skills may require to be active)."""
    return entry.get("Damage", "-") == "-" and not entry.get("damage") and "Attack" not in str(entry.get("type"))


def _readable_skills(ruleset, war_dict) -> dict:
    """Drop the sheet entries the ruleset refuses (WarFileError): the generator follows the sheet format
    as documented, and only what the ruleset reads takes part."""
    war = War.from_dict(war_dict)
    for raw in war_dict["characters"]:
        ch = war.characters[raw["id"]]
        kept = []
        for i, entry in enumerate(raw.get("skills", [])):
            try:
                ruleset.parse_skill(entry, ch, i)
            except GmdeskError:
                event(f"{ruleset.id}: a generated skill was refused by parse_skill")
                continue
            kept.append(entry)
        if kept:
            raw["skills"] = kept
        else:
            raw.pop("skills", None)
    return war_dict


# -- orders -------------------------------------------------------------------------------------------
class Wallet:
    """What one character may still order this turn, counted as check_orders counts it: the sums of
    costs within the turn's Budget, one use of each action, Full Turn alone, and the ruleset's own
    ``cost_problem`` paid order by order (gmdesk/engine/combat/order_checks.py)."""

    def __init__(self, ruleset, war, ch):
        self.ruleset, self.war, self.ch = ruleset, war, ch
        self.battle = war.battle_of(ch.id)
        self.budget = ruleset.turn_budget(ch, war, foes_of(war, ch, hostile),
                                          self.battle is not None and self.battle.turns == 0)
        self.left = dict(self.budget.resources)
        self.left.update(mana=ch.mana or 0.0, health=ch.health or 0.0)
        self.used: set[str] = set()
        self.full_turn = False
        self.count = 0

    def allows(self, cost, skill, conditional: bool) -> bool:
        if cost is None:
            return not self.full_turn
        actions = set(cost.actions)
        if self.full_turn or ("full-turn" in actions and self.count):
            return False
        if any(a not in self.budget.actions and a not in ("move", "full-turn") for a in actions):
            return False
        if conditional:
            return True  # conditional orders are paid for when they happen (their costs are checked then)
        if actions & self.used:
            return False
        if not all((v or 0.0) <= self.left.get(k, 0.0) + EPS for k, v in cost.resources.items()):
            return False
        if skill is None:
            return True
        trial = copy.deepcopy(self.budget)
        if self.battle is None and skill.attack:
            trial.limit = {**trial.limit, "first_battle_turn": True}  # this attack starts a battle
        return self.ruleset.cost_problem(self.ch, skill, trial, self.war) is None

    def take(self, cost, skill) -> None:
        self.count += 1
        if cost is None:
            return
        self.full_turn = self.full_turn or "full-turn" in cost.actions
        self.used |= set(cost.actions)
        if skill is not None and self.battle is None and skill.attack:
            self.budget.limit = {**self.budget.limit, "first_battle_turn": True}
        for k, v in cost.resources.items():
            self.left[k] = self.left.get(k, 0.0) - (v or 0.0)
            if k not in ("mana", "health") and v:
                self.budget.resources[k] = self.budget.resources.get(k, 0.0) - v
                self.budget.spent[k] = self.budget.spent.get(k, 0.0) + v
        for action in cost.actions:
            self.budget.actions.discard(action)
            self.budget.used_actions.append(action)


def _here(war, ch, pred):
    return sorted(c.id for c in war.characters.values()
                  if c.alive and c.location == ch.location and not c.spirit_form and pred(c))


def _targets(draw, war, ch, skill) -> list[str] | None:
    """Targets for ``skill`` as the order's list (None: no sensible target)."""
    if skill.self_only:
        return []
    if "Location" in skill.target_types:
        return [ch.location]
    if skill.attack:
        pool = sorted(c.id for c in war.characters.values() if c.alive and hostile(ch, c) and not c.spirit_form
                      and (c.location == ch.location or skill.across_locations))
    else:
        pool = _here(war, ch, lambda c: c.team == ch.team)
    if not pool:
        return None
    most = len(pool) if skill.targets_max is None else min(skill.targets_max, len(pool))
    return draw(st.lists(st.sampled_from(pool), min_size=1, max_size=most, unique=True))


def _condition(draw, war, ch, order):
    kind = draw(st.sampled_from(["hostile-here", "attacked", "attacked-by", "target-here", "in-battle", "entered"]))
    cond = {"kind": kind}
    if kind == "attacked" and draw(st.booleans()):
        cond["who"] = draw(st.sampled_from(sorted(c.id for c in war.characters.values() if c.team == ch.team)))
    if kind == "attacked-by":
        foes = sorted(c.id for c in war.characters.values() if hostile(ch, c))
        if not foes:
            return None
        cond["by"] = draw(st.sampled_from(foes))
    if kind == "target-here" and order.get("targets"):
        cond["target"] = order["targets"][0]
    if draw(st.integers(0, 3)) == 0:
        cond["not"] = True
    return cond


def _delay(draw, ruleset, war, ch, slot):
    phases = list(ruleset.phases_for(war))
    first = next((i for i, p in enumerate(phases) if slot in p.slots), None)
    if first is None:
        return None
    if draw(st.booleans()):
        later = [p.id for p in phases[first:] if "act" in p.activities]
        return {"phase": draw(st.sampled_from(later))} if later else None
    own = ch.stat("AGI")
    lower = [f"{letter}{mark}" for letter in LETTERS for mark in ("", "+", "-")
             if own is None or parse_rank(f"{letter}{mark}").sort_key() < own.sort_key()]
    return {"as_agi": draw(st.sampled_from(lower))} if lower else None


def _one_order(draw, ruleset, war, ch):
    """(order, cost, slot, skill) of one combat order for ``ch``, or None when the drawn kind does not apply."""
    kinds = ["attack", "attack", "skill", "skill", "command-spell", "special"]
    kind = draw(st.sampled_from(kinds))
    if kind == "attack":
        basics = ruleset.basic_attacks(ch)
        foes = _here(war, ch, lambda c: hostile(ch, c))
        if not basics or not foes:
            return None
        basic = draw(st.sampled_from(basics))
        order = {"actor": ch.id, "action": "attack", "target": draw(st.sampled_from(foes))}
        if len(basics) > 1 or draw(st.booleans()):
            order["mode"] = basic.name
        return order, ruleset.action_cost(ch, basic, war), basic.slot, basic
    if kind == "skill":
        usable = [s for s in ruleset.skills_of(ch) if s.slot != "passive" and not s.basic]
        if not usable:
            return None
        skill = draw(st.sampled_from(usable))
        targets = _targets(draw, war, ch, skill)
        if targets is None:
            return None
        order = {"actor": ch.id, "action": "skill", "skill": skill.name}
        if targets:
            order["targets"] = targets
        return order, ruleset.action_cost(ch, skill, war), skill.slot, skill
    if kind == "command-spell":
        servants = sorted(c.id for c in war.characters.values() if c.master == ch.id and c.alive)
        if not ch.is_master() or not (ch.command_spells or 0) or not servants or not ruleset.command_spells:
            return None
        spell = ruleset.command_spells[draw(st.sampled_from(sorted(ruleset.command_spells)))]
        servant = war.characters[draw(st.sampled_from(servants))]
        if spell.same_area and servant.location != ch.location:
            return None
        order = {"actor": ch.id, "action": "command-spell", "spell": spell.key, "servant": servant.id}
        for param in spell.params:
            if param == "to":
                order["to"] = draw(st.sampled_from(war.map.neighbours(ch.location)))
            elif param == "target":
                order["target"] = draw(st.sampled_from(sorted(c for c in war.characters if c != servant.id)))
            elif param == "stat":
                order["stat"] = draw(st.sampled_from(sorted(servant.stats) or ["STR"]))
        return order, None, "command-spell", None
    candidates = [{"actor": ch.id, "action": "spirit-form", "enter": not ch.spirit_form},
                  {"actor": ch.id, "action": "consume", "target": "civilian"}]
    order = draw(st.sampled_from(candidates))
    slot = ruleset.special_action_slot(order)
    if slot is None:
        return None
    return order, ruleset.special_action_cost(ch, order, war), slot, None


def _orders_for(draw, ruleset, war, ch) -> list[dict]:
    wallet = Wallet(ruleset, war, ch)
    orders = []
    for _ in range(draw(st.integers(0, 3))):
        drawn = _one_order(draw, ruleset, war, ch)
        if drawn is None:
            continue
        order, cost, slot, skill = drawn
        decoration = draw(st.integers(0, 9))
        if decoration < 2:
            cond = _condition(draw, war, ch, order)
            if cond is not None:
                order["if"] = cond
                if order["action"] in ("attack", "skill") and draw(st.booleans()):
                    foes = _here(war, ch, lambda c: hostile(ch, c))
                    basics = ruleset.basic_attacks(ch)
                    if foes and basics:
                        order["else"] = {"action": "attack", "target": draw(st.sampled_from(foes)),
                                         "mode": basics[0].name}
        elif decoration < 4:
            delay = _delay(draw, ruleset, war, ch, slot)
            if delay is not None:
                order["delay"] = delay
        if not wallet.allows(cost, skill, "if" in order):
            continue
        wallet.take(cost, skill)
        orders.append(order)
    return orders


# -- the whole case -----------------------------------------------------------------------------------
@st.composite
def combat_cases(draw, ruleset_id: str):
    """(war as a dict, orders) for one ruleset: a small map, fighters in one or two locations."""
    ruleset = rulesets.get(ruleset_id)
    pairs = "master" in ruleset.kinds and "servant" in ruleset.kinds
    compositions = [("master", "servant"), ("master", "servant"), ("servant",), ("master",)] if pairs \
        else [(ruleset.kinds[0],)]
    two_places = draw(st.booleans())
    characters = []
    for t in range(draw(st.integers(2, 4))):
        for kind in draw(st.sampled_from(compositions)):
            cid = f"{kind[0]}{t}"
            master = f"m{t}" if kind == "servant" and any(c["id"] == f"m{t}" for c in characters) else None
            place = draw(st.sampled_from(["a", "b"])) if two_places else "a"
            characters.append(_sheet(draw, ruleset, cid, kind, f"t{t}", place, master))
    assume(2 <= len(characters) <= 8)
    battles = []
    for loc in ("a", "b"):
        here = [c for c in characters if c["location"] == loc]
        if len({c["team"] for c in here}) < 2:
            continue
        state = draw(st.sampled_from(["none", "running", "running", "first"]))
        if state != "none":
            battles.append({"id": f"battle-{loc}", "location": loc, "participants": [c["id"] for c in here],
                            "turns": 0 if state == "first" else draw(st.integers(1, 3))})
    settings_ = {}
    if ruleset.interpretations and draw(st.booleans()):
        settings_["interpretations"] = {i.key: draw(st.sampled_from(sorted(i.options)))
                                        for i in ruleset.interpretations}
    turn = draw(st.integers(1, 8))
    status_maker = PROFILES.get(ruleset_id, {}).get("statuses")
    for ch in characters:
        if status_maker and draw(st.integers(0, 3)) == 0:
            ch["statuses"] = status_maker(draw, turn)
    war_dict = {"format": "gmdesk-war/1", "ruleset": ruleset_id, "title": "generated combat",
                "seed": draw(st.integers(0, 10**6)), "turn": turn,
                "map": {"locations": [{"id": i, "name": i.upper()} for i in ("a", "b", "c", "d")],
                        "links": [["a", "b"], ["b", "c"], ["a", "d"]]},
                "characters": characters, "battles": battles, "orders": [], "decisions": []}
    if settings_:
        war_dict["settings"] = settings_
    war_dict = _readable_skills(ruleset, war_dict)
    war = War.from_dict(copy.deepcopy(war_dict))
    orders = []
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        orders += _orders_for(draw, ruleset, war, ch)
    return war_dict, orders


def resolve_answering(war: War, orders: list[dict]):
    """Resolve, answering each pending decision with its first option, as the GM would."""
    decisions: list[dict] = []
    for _ in range(40):
        result = resolve_turn(war, orders, decisions)
        if result.resolved:
            return result
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})
    raise AssertionError("too many decisions")


def resolved(war_dict: dict, orders: list[dict]):
    """The resolved turn, or the example is skipped when check_orders refuses the orders."""
    war = War.from_dict(copy.deepcopy(war_dict))
    try:
        result = resolve_answering(war, orders)
    except OrdersRefused as refused:
        reason = re.sub(r"[\d.]+|'[^']*'|\b[a-z]\d\b", "#", refused.refusals[0].reason)[:70]
        event(f"refused: {reason}")
        assume(False)
    event(f"resolved ({'with' if orders else 'no'} orders)")
    return war, result


def _cap(ruleset, ch, pool):
    declared = getattr(ch, f"{pool}_max")
    return declared if declared is not None else ruleset.pool_maximum(pool, ch.kind)


# -- the properties -----------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", COMBAT_RULESETS)
@PROPERTY_SETTINGS
@given(data=st.data())
def test_same_inputs_give_identical_events_and_leave_the_input_alone(ruleset_id, data):
    """Resolution is a pure function of (war, orders, decisions, seed): byte-identical events and
    state, input untouched (issue 3 "Done when"; combat spec "How the engine runs combat": the engine
    rolls every Check with the war's seeded generator)."""
    war_dict, orders = data.draw(combat_cases(ruleset_id))
    war, first = resolved(war_dict, orders)
    orders_before = copy.deepcopy(orders)
    before = json.dumps(War.from_dict(copy.deepcopy(war_dict)).to_dict(), sort_keys=True)
    second = resolve_answering(War.from_dict(copy.deepcopy(war_dict)), orders)
    third = resolve_answering(war, orders)
    dump = lambda r: json.dumps([e.to_dict() for e in r.events], sort_keys=True)  # noqa: E731
    assert dump(first) == dump(second) == dump(third)
    assert json.dumps(first.war.to_dict(), sort_keys=True) == json.dumps(second.war.to_dict(), sort_keys=True)
    assert json.dumps(war.to_dict(), sort_keys=True) == before, "resolve_turn changed the war it was given"
    assert orders == orders_before, "resolve_turn changed the orders it was given"


@pytest.mark.parametrize("ruleset_id", COMBAT_RULESETS)
@PROPERTY_SETTINGS
@given(data=st.data())
def test_health_and_mana_never_exceed_their_maxima(ruleset_id, data):
    """After the turn (and after every event that sets a pool) Health and Mana are at most the sheet's
    maximum or the ruleset's (ap-sp 000:L40, L50: Servant 300/200, Master 150/75; true-hgw 003 §II:
    Servants 100/100, Masters 50/50); Change "health"/"mana" is capped unless ``uncapped``."""
    war_dict, orders = data.draw(combat_cases(ruleset_id))
    ruleset = rulesets.get(ruleset_id)
    chosen = war_dict.get("settings", {}).get("interpretations", {})
    for key, options in PROFILES.get(ruleset_id, {}).get("above_maxima", {}).items():
        if chosen.get(key) in options:
            chosen[key] = ruleset.interpretation(key).default
    _war, result = resolved(war_dict, orders)
    chars = result.war.characters
    for e in result.events:
        pool = e.data.get("what") if e.data.get("what") in ("health", "mana") else \
            ("health" if e.kind == "damage" and "after" in e.data else None)
        if pool is None or "after" not in e.data:
            continue
        target = chars[e.data["target"]]
        cap = _cap(ruleset, target, pool)
        if cap is not None:
            assert e.data["after"] <= cap + EPS, f"{pool} above its maximum {cap} after event: {e.to_dict()}"
    for ch in chars.values():
        for pool in ("health", "mana"):
            cap, value = _cap(ruleset, ch, pool), getattr(ch, pool)
            if cap is not None and value is not None:
                assert value <= cap + EPS, f"{ch.id} {pool} {value} > maximum {cap} after the turn"


@pytest.mark.parametrize("ruleset_id", COMBAT_RULESETS)
@PROPERTY_SETTINGS
@given(data=st.data())
def test_no_action_or_damage_by_a_dead_character(ruleset_id, data):
    """The dead act no more (combat spec "Deaths"; ap-sp 000:L40 "0 or below means dead"; true-hgw
    003 §II): no "action", "command-spell" or "damage" event has as its actor (first actor, or
    ``data.attacker``) a character whose death ("death" event, or a "kill" change) came earlier."""
    war_dict, orders = data.draw(combat_cases(ruleset_id))
    _war, result = resolved(war_dict, orders)
    dead: dict[str, int] = {}
    for e in result.events:
        if e.kind in ("action", "command-spell") and e.actors:
            assert e.actors[0] not in dead, \
                f"{e.kind} by {e.actors[0]}, dead since event {dead.get(e.actors[0])}: {e.to_dict()}"
        if e.kind == "damage":
            attacker = e.data.get("attacker", e.actors[0] if e.actors else None)
            assert attacker not in dead, f"damage by {attacker}, dead since event {dead.get(attacker)}: {e.to_dict()}"
        if e.kind == "death" and e.actors:
            dead.setdefault(e.actors[0], e.seq)
        if e.data.get("what") == "kill":
            dead.setdefault(e.data.get("target"), e.seq)
    for ch in result.war.characters.values():
        if not ch.alive:
            assert ch.id in dead, f"{ch.id} is dead after the turn with no death event"


@pytest.mark.parametrize("ruleset_id", COMBAT_RULESETS)
@PROPERTY_SETTINGS
@given(data=st.data())
def test_budget_resources_spent_never_exceed_what_the_turn_gave(ruleset_id, data):
    """AP/SP (any resource of the turn's Budget) spent in "action" events never exceed what the
    character's "budget" event granted (ap-sp 000:L230-233: AP from the sheet + AGI bonus, 1 SP;
    true-hgw 003 §VI: one standard and one move action). Action events carry no cost, so each
    action's cost is ``ruleset.action_cost`` (``special_action_cost``) on the war as it was."""
    war_dict, orders = data.draw(combat_cases(ruleset_id))
    war, result = resolved(war_dict, orders)
    ruleset = rulesets.get(ruleset_id)
    granted: dict[str, dict[str, float]] = {}
    spent: dict[str, dict[str, float]] = {}
    for e in result.events:
        if e.kind == "budget":
            granted[e.actors[0]] = dict(e.data.get("resources", {}))
            continue
        if e.kind != "action":
            continue
        ch = war.characters[e.actors[0]]
        if "skill" in e.data:
            wanted = e.data["skill"].casefold()
            skill = next((s for s in ruleset.basic_attacks(ch) + ruleset.skills_of(ch) if s.key == wanted), None)
            assert skill is not None, f"action event names an unknown skill: {e.to_dict()}"
            cost = ruleset.action_cost(ch, skill, war)
        else:
            cost = ruleset.special_action_cost(ch, orders[e.data["order"]], war)
        mine = spent.setdefault(ch.id, {})
        for key, amount in cost.resources.items():
            if key not in ("mana", "health"):
                mine[key] = mine.get(key, 0.0) + (amount or 0.0)
    for cid, used in spent.items():
        for key, amount in used.items():
            have = granted.get(cid, {}).get(key, 0.0)
            assert amount <= have + EPS, f"{cid} spent {amount} {key}, the turn gave {have} ({granted.get(cid)})"
