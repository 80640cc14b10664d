"""The combat engine against a small house ruleset: the engine holds no rule of its own.

The "arena" ruleset below is defined here, in the test, through the plugin API only; every number
the engine prints must come from it. Document rules are tested in the rulesets' own tests and the
case corpus.
"""

from __future__ import annotations

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.combat import Budget, Change, CommandSpell, Cost, Damage, Inflict, Skill
from tests.builders import line_map, person, war

RULE = "arena §1"


class Arena(Ruleset):
    id = "arena-test"
    title = "Arena (test)"
    kinds = ("master", "servant")
    has_combat = True
    combat_rule = RULE
    initiative_rule = "AGI"
    initiative_tie = "simultaneous"
    phases = (
        Phase("start", "Start", "simultaneous", ("effects",), RULE),
        Phase("orders", "Orders", "simultaneous", ("act",), RULE, slots=("command-spell",)),
        Phase("strike", "Strike", "initiative", ("act",), RULE, slots=("attack", "support")),
        Phase("late", "Late", "initiative", ("act",), RULE, slots=()),
    )
    command_spells = {
        "shield": CommandSpell("shield", "Shield!", "boost", 2, False, RULE, "half damage taken"),
        "come": CommandSpell("come", "Come!", "summon", None, False, RULE, "the Servant comes", same_area=False),
    }

    def initiative_key(self, ch, war):
        return (ch.stat("AGI").sort_key(),) if ch.stat("AGI") else ((0, 0),)

    def basic_attacks(self, ch):
        return [Skill("Punch", "attack", type="Melee", damage=(Damage(10, "Melee"),), cost=Cost({"AP": 1}))]

    def parse_skill(self, raw, owner, index):
        return Skill(raw["name"], raw.get("slot", "attack"), damage=tuple(Damage(d, "Melee") for d in raw.get("damage", [])),
                     hits=raw.get("hits", 1), cost=Cost({"AP": raw.get("ap", 1), "mana": raw.get("mana", 0)}),
                     inflicts=tuple(Inflict("Stun", 2) for _ in range(raw.get("stun", 0))),
                     requires_active=tuple(raw.get("requires", [])), duration=raw.get("duration"),
                     surprise=raw.get("surprise", False), targets_max=raw.get("targets", 1))

    def turn_budget(self, ch, war, foes, first_battle_turn):
        return Budget({"AP": 2}, {"move"}, [f"AP 2 (arena), {len(foes)} foe(s)"])

    def interceptor(self, attacker, target, skill, war):
        if target.is_master():
            for c in war.at(target.location):
                if c.master == target.id and c.alive:
                    return c.id, "a Servant guards its Master", RULE
        return None, "", ""

    def evasion(self, attacker, target, skill, war):
        chance = target.flags.get("dodge")
        return None if chance is None else Check(f"dodge {fmt(chance * 100)} %", RULE, chance=chance)

    def damage(self, attacker, target, skill, part, war, facts):
        base = skill.damage[part].amount
        shield = any(e.get("key") == "shield" for e in target.statuses)
        value = base * (0.5 if shield else 1)
        return Score(value, f"{fmt(base)}{' × 0.5 (Shield!)' if shield else ''} = {fmt(value)}", RULE)

    def inflict(self, target, skill, war):
        return [Change(target.id, "effect+", f"{target.name} is stunned", RULE,
                       value={"name": i.status, "turns": i.turns, "kind": "status"}) for i in skill.inflicts]

    def phase_effects(self, phase, war, facts):
        return [Change(c.id, "mana", "regeneration +5", RULE, amount=5) for c in sorted(war.alive(), key=lambda c: c.id)
                if c.mana is not None]

    def end_of_turn(self, war, facts):
        out = []
        for c in sorted(war.characters.values(), key=lambda c: c.id):
            for e in c.statuses:
                if e.get("turns") is not None:
                    left = e["turns"] - 1
                    out.append(Change(c.id, "effect-" if left <= 0 else "effect~", f"{e['name']} counts down", RULE,
                                      value=e["id"] if left <= 0 else {"id": e["id"], "turns": left}))
        return out

    def war_result(self, war):
        servants = [c for c in war.characters.values() if c.is_servant() and c.alive]
        return f"{servants[0].name} wins" if len(servants) == 1 else None


@pytest.fixture(autouse=True)
def arena():
    rulesets.register(Arena())
    yield


def _war(*people, **fields):
    return war("arena-test", line_map("a", "b"), list(people), **fields)


def _fighter(cid, team, loc="a", agi="C", **fields):
    base = {"health": 30, "health_max": 30, "mana": 10, "mana_max": 20, "stats": {"AGI": agi}}
    return person(cid, team, loc, **{**base, **fields})


def _kinds(result, kind):
    return [e for e in result.events if e.kind == kind]


def test_initiative_order_and_damage_applied_one_by_one():
    """Initiative phases act one by one: the faster fighter's blow lands first."""
    w = _war(_fighter("fast", "t1", agi="A"), _fighter("slow", "t2", agi="D", health=10))
    result = resolve_turn(w, [{"actor": "slow", "action": "attack", "target": "fast"},
                              {"actor": "fast", "action": "attack", "target": "slow"}])
    assert result.resolved
    damage = _kinds(result, "damage")
    assert [e.data["attacker"] for e in damage] == ["fast"]
    assert result.war.characters["slow"].alive is False
    cancels = [e for e in _kinds(result, "cancel") if "dead" in e.explain]
    assert cancels and cancels[0].actors == ["slow"]


def test_simultaneous_group_uses_one_snapshot():
    """Tied fighters act simultaneously: both blows land even when one is fatal."""
    w = _war(_fighter("x", "t1", health=10), _fighter("y", "t2", health=10))
    result = resolve_turn(w, [{"actor": "x", "action": "attack", "target": "y"},
                              {"actor": "y", "action": "attack", "target": "x"}])
    assert not result.war.characters["x"].alive and not result.war.characters["y"].alive


def test_budget_events_costs_and_refusal_beyond_budget():
    """The budget comes from the ruleset; three 1-AP attacks out of 2 AP are refused before resolving."""
    w = _war(_fighter("x", "t1"), _fighter("y", "t2"))
    with pytest.raises(OrdersRefused) as refused:
        resolve_turn(w, [{"actor": "x", "action": "attack", "target": "y"}] * 3)
    assert "x needs 3 AP for its orders (Punch 1 + Punch 1 + Punch 1), has 2 this turn (AP 2 (arena)" in str(refused.value)
    result = resolve_turn(w, [{"actor": "x", "action": "attack", "target": "y"}] * 2)
    assert result.war.characters["y"].health == 10
    assert any("AP 2 (arena)" in e.explain for e in _kinds(result, "budget"))


def test_interception_and_multi_hit_and_status():
    """The ruleset's interceptor takes the blow; each hit is separate; statuses come from inflict."""
    w = _war(_fighter("m", "t1", kind="master"), _fighter("s", "t1", master="m"),
             _fighter("e", "t2", skills=[{"name": "Flurry", "damage": [4], "hits": 3, "stun": 1}]))
    result = resolve_turn(w, [{"actor": "e", "action": "skill", "skill": "Flurry", "targets": ["m"]}])
    assert _kinds(result, "intercept")
    assert result.war.characters["m"].health == 30
    assert result.war.characters["s"].health == 18
    assert [s["name"] for s in result.war.characters["s"].statuses] == ["Stun"] * 3


def test_dodge_rolled_with_seed_and_explained():
    """A dodge chance is rolled by the engine's seeded generator and the roll is shown."""
    w = _war(_fighter("x", "t1"), _fighter("y", "t2", flags={"dodge": 1.0}))
    result = resolve_turn(w, [{"actor": "x", "action": "attack", "target": "y"}])
    dodge = _kinds(result, "dodge")[0]
    assert dodge.data["dodged"] is True and "roll" in dodge.explain
    assert result.war.characters["y"].health == 30


def test_command_spell_boost_read_by_the_formula_and_counted_down():
    """A Command Spell leaves an effect the ruleset's damage formula reads; it does not stack."""
    w = _war(_fighter("m", "t1", kind="master", command_spells=3), _fighter("s", "t1", master="m"),
             _fighter("e", "t2", agi="A"))
    result = resolve_turn(w, [{"actor": "m", "action": "command-spell", "spell": "shield", "servant": "s"},
                              {"actor": "e", "action": "attack", "target": "s"}])
    assert result.war.characters["m"].command_spells == 2
    assert result.war.characters["s"].health == 25
    assert any("× 0.5 (Shield!)" in e.explain for e in _kinds(result, "damage"))
    assert result.war.characters["s"].statuses[0]["turns"] == 1


def test_summon_moves_the_servant_and_refusals_name_the_reason():
    """Summon works across locations; a Command Spell with none left is refused before resolution."""
    w = _war(_fighter("m", "t1", kind="master", command_spells=1), _fighter("s", "t1", loc="b", master="m"))
    result = resolve_turn(w, [{"actor": "m", "action": "command-spell", "spell": "come"}])
    assert result.war.characters["s"].location == "a"
    w2 = _war(_fighter("m", "t1", kind="master", command_spells=0), _fighter("s", "t1", master="m"))
    with pytest.raises(OrdersRefused) as refused:
        resolve_turn(w2, [{"actor": "m", "action": "command-spell", "spell": "shield"}])
    assert "no Command Spells left" in str(refused.value)


def test_conditional_else_and_closed_vocabulary():
    """A condition that does not hold runs the otherwise-order; unknown conditions are refused."""
    w = _war(_fighter("x", "t1"), _fighter("y", "t2"), _fighter("z", "t2"))
    order = {"actor": "x", "action": "attack", "target": "y", "if": {"kind": "attacked"}, "else": {"target": "z"}}
    result = resolve_turn(w, [order])
    assert result.war.characters["z"].health == 20 and result.war.characters["y"].health == 30
    with pytest.raises(OrdersRefused) as refused:
        resolve_turn(w, [{**order, "if": {"kind": "saber-would-use-long-ranged"}}])
    assert "closed vocabulary" in str(refused.value)
    for kind in ({"attacked": True}, ["attacked"], 3):  # a file's odd value is refused, never a crash
        with pytest.raises(OrdersRefused) as refused:
            resolve_turn(w, [{**order, "if": {"kind": kind}}])
        assert "closed vocabulary" in str(refused.value)


def test_requirements_refund_and_delay_to_later_phase():
    """An unmet requirement costs nothing; an order delayed to a later phase resolves there."""
    w = _war(_fighter("x", "t1", skills=[{"name": "Storm", "damage": [5], "requires": ["Rain"], "mana": 5}]),
             _fighter("y", "t2"))
    result = resolve_turn(w, [{"actor": "x", "action": "skill", "skill": "Storm", "targets": ["y"]}])
    assert result.war.characters["x"].mana == 15  # 10 + 5 regeneration, no cost paid
    assert any("refunded" in e.explain for e in _kinds(result, "cancel"))
    delayed = resolve_turn(w, [{"actor": "x", "action": "attack", "target": "y", "delay": {"phase": "late"}}])
    assert [e.phase for e in _kinds(delayed, "damage")] == ["late"]


def test_surprise_disables_and_war_end_recorded():
    """A surprise attack stops its targets acting this turn; the war's end is the ruleset's call."""
    w = _war(_fighter("x", "t1", agi="A", skills=[{"name": "Ambush", "damage": [30], "surprise": True}]),
             _fighter("y", "t2"))
    result = resolve_turn(w, [{"actor": "x", "action": "skill", "skill": "Ambush", "targets": ["y"]},
                              {"actor": "y", "action": "attack", "target": "x"}])
    assert not result.war.characters["y"].alive
    assert _kinds(result, "war-end")[0].explain == "X wins"


def test_same_inputs_same_events():
    """Resolution is a pure function of its inputs, combat included."""
    w = _war(_fighter("x", "t1"), _fighter("y", "t2", flags={"dodge": 0.5}))
    orders = [{"actor": "x", "action": "attack", "target": "y"}] * 2
    a = [e.to_dict() for e in resolve_turn(w, orders).events]
    b = [e.to_dict() for e in resolve_turn(w, orders).events]
    assert a == b
