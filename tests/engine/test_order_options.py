"""Legal order choices (gmdesk/engine/options/): every choice the turn desk offers is an order the rules
accept with the turn's other orders, and the choices follow each document's rules for moves, targets,
budgets, conditions and delays.

Documents cited: ap-sp = /work/shared/rules/ap-sp.000 (line numbers), true-hgw = true-hgw.003 (sections),
valor = valor.001 (lines).
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.engine.combat import conditions
from gmdesk.engine.combat.actions import find_skill
from gmdesk.engine.options.budget import remaining_budget
from gmdesk.engine.options.judge import ActionOption
from gmdesk.engine.options.legal import CharacterOptions, legal_orders, order_options, order_problem
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.errors import WarFileError
from gmdesk.model.ranks import parse_rank
from gmdesk.model.warfile import load_war

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))


def sample(name: str):
    return load_war(MAPS / name)


def accepted(war, orders: list[dict]) -> bool:
    """check_orders on the war holding the orders, as resolve_turn calls it (gmdesk/engine/turn.py)."""
    trial = copy.copy(war)
    trial.orders = list(orders)
    try:
        check_orders(trial, rulesets.get(war.ruleset), trial.orders)
    except OrdersRefused:
        return False
    return True


def offered_orders(option: ActionOption) -> list[dict]:
    """The template and every order made by changing one field of it to another offered value."""
    found = [option.template]
    for name, choices in option.fields.items():
        found += [option.order(**{name: value}) for value, _ in choices]
    return found


# -- legal by construction, on every sample war -------------------------------------------------------------
@pytest.mark.parametrize("name", SAMPLES)
def test_every_offered_order_passes_check_orders_with_the_turn_orders(name):
    """For every living character of every sample war, each template and each single-field variant of it is
    accepted by check_orders together with the night's orders; the war is not changed."""
    war = sample(name)
    assert legal_orders(war, war.orders) == war.orders  # the samples' own orders are legal
    before = war.to_dict()
    offered = 0
    for ch in war.alive():
        options = order_options(war, ch.id)
        assert isinstance(options, CharacterOptions) and options.actor == ch.id
        for option in options.actions:
            assert option.template["actor"] == ch.id and option.template["action"] == option.action
            for order in offered_orders(option):
                assert accepted(war, war.orders + [order]), (name, order)
                offered += 1
    assert offered > 0
    assert war.to_dict() == before


# -- ap-sp night 2: a battle is going on ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def apsp():
    return sample("sample-ap-sp-night2.json")


def options_of(war, cid: str, orders=None) -> CharacterOptions:
    return order_options(war, cid, war.orders if orders is None else orders)


def skill_cost(war, cid: str, option: ActionOption):
    ruleset = rulesets.get(war.ruleset)
    actor = war.characters[cid]
    skill = ruleset.basic_attacks(actor)[0] if option.action == "attack" else find_skill(ruleset, actor,
                                                                                          option.template["skill"])
    return ruleset.action_cost(actor, skill, war)


def test_apsp_no_skill_costing_ap_is_offered_once_the_ap_is_spent(apsp):
    """"all Servants and familiars gain a number of Action Points ... to spend on actions" (ap-sp 000:L230).
    Berserker has AP 4 (sheet) and the night's orders spend 3 (Clapper Swing 1, Tolling Overhead Blow 2): the
    basic attack (1 AP) is still offered, Clapper of the Ninth Bell (3 AP) is not. With one more basic attack
    every AP is spent and nothing costing AP is offered."""
    offered = options_of(apsp, "berserker")
    assert "AP 1 of 4" in offered.budget_text
    assert [o.template["target"] for o in offered.of("attack")] != []
    assert "Clapper of the Ninth Bell" not in {o.template.get("skill") for o in offered.of("skill")}

    spent = apsp.orders + [{"actor": "berserker", "action": "attack", "target": "caster"}]
    left = options_of(apsp, "berserker", spent)
    assert "AP 0 of 4" in left.budget_text
    costing_ap = [o for o in left.actions if o.action in ("attack", "skill")
                  and skill_cost(apsp, "berserker", o).resources.get("AP")]
    assert costing_ap == []


def test_apsp_sp_and_turn_action_once_spent_are_not_offered_again(apsp):
    """Servants gain "1 Support Point" a Turn (000:L230): Saber's Oath of the Nine Days (1 SP) already spends
    it, and Ninefold Ford (2 AP) does not fit the 1 AP left. A Master gets "one Turn Action to spend on
    skills" (000:L233): Odile's Sable Needle spends it, so no skill of hers is offered."""
    saber = options_of(apsp, "saber")
    assert saber.budget_text.startswith("AP 1 of 4 · SP 0 of 1 · Mana 80 (100 planned)")
    assert saber.of("skill") == []
    assert len(saber.of("attack")) == 1
    odile = options_of(apsp, "odile")
    assert "Turn Action used" in odile.budget_text
    assert odile.of("skill") == []


def test_apsp_targets_offered_are_legal(apsp):
    """Targets: living characters (a dead one cannot be attacked), not of the attacker's own team for a
    basic attack (gmdesk/engine/orders.py), and in the attacker's location unless the skill is Long-ranged,
    "used from other locations" (000:L255), or a move of this turn brings them together. Caster fights at
    Northgate Yard: its Distilled Malady reaches Berserker and Rufus there, not Saber at the Gasworks."""
    for ch in apsp.alive():
        for option in options_of(apsp, ch.id).actions:
            values = option.values("target") if option.action == "attack" else [
                t for group in option.values("targets") for t in group]
            for tid in values:
                if tid not in apsp.characters:
                    assert tid == ch.location  # a [Location] target: the user's own
                    continue
                target = apsp.characters[tid]
                assert target.alive
                if option.action == "attack":
                    assert target.team != ch.team
                across = option.action == "skill" and find_skill(rulesets.get("ap-sp"), ch,
                                                                 option.template["skill"]).across_locations
                assert across or target.location == ch.location or tid in moving_to(apsp, ch.location)
    malady = next(o for o in options_of(apsp, "caster").of("skill") if o.template["skill"] == "Distilled Malady")
    single = {t[0] for t in malady.values("targets") if len(t) == 1}
    assert {"berserker", "rufus"} <= single
    assert "saber" not in single
    assert all(apsp.characters[t].location == "northgate-yard" for t in single)


def moving_to(war, location: str) -> set[str]:
    return {o["actor"] for o in war.orders if o.get("action") in ("move", "flee") and o.get("to") == location}


def test_apsp_move_destinations_are_the_adjacent_locations(apsp):
    """"A character may move to an adjacent location each Turn" (000:L520). Piet (out of battle, at Hollin
    Wood) without his own move order of the night is offered exactly the locations next to Hollin Wood."""
    orders = [o for o in apsp.orders if o["actor"] != "piet"]
    moves = options_of(apsp, "piet", orders).of("move")
    assert len(moves) == 1
    assert set(moves[0].values("to")) == set(apsp.map.neighbours("hollin-wood"))


def test_apsp_a_fighter_does_not_move_but_flees_to_an_adjacent_location(apsp):
    """"all characters not involved in combat move" in the Movement Phase (000:L445); a fighter may retreat
    "on or after the second Turn of battle", "a regular move" (000:L512-515), so to an adjacent location.
    Saber's battle at the Gasworks is in its second Turn."""
    saber = options_of(apsp, "saber")
    assert saber.of("move") == []
    (flee,) = saber.of("flee")
    assert set(flee.values("to")) == set(apsp.map.neighbours("gasworks"))


def test_apsp_conditions_come_from_the_closed_vocabulary(apsp):
    """"Players are allowed to place conditionals on any of their moves", but only on what the character
    would know (000:L403, L831-843): the engine's closed vocabulary (gmdesk/engine/combat/conditions.py).
    Caster's orders offer every kind of it, each also negated, and nothing else; each is accepted."""
    malady = next(o for o in options_of(apsp, "caster").of("skill") if o.template["skill"] == "Distilled Malady")
    offered = [c for c in malady.values("if") if c is not None]
    assert {c["kind"] for c in offered} == set(conditions.CONDITIONS)
    assert all(conditions.problem(c) is None for c in offered)
    assert any(c.get("not") for c in offered) and any(not c.get("not") for c in offered)
    by = {c["by"] for c in offered if c["kind"] == "attacked-by"}
    assert by == {"berserker", "rufus"}  # the hostiles where Caster stands
    for cond in offered:
        assert accepted(apsp, apsp.orders + [malady.order(**{"if": cond})])


def test_apsp_delays_go_to_later_phases_or_lower_agi(apsp):
    """"An action can be delayed to any phase that is later than the action's normal occurrence, and within a
    phase ... to any AGI rank that is lower than the user's current AGI" (000:L408); not into the Movement
    Phase, where "No other action can occur" (000:L520); not into the second combat round for a character
    already fighting in the first (000:L447). Caster's Cloister Workshop is a Support skill."""
    workshop = next(o for o in options_of(apsp, "caster").of("skill") if o.template["skill"] == "Cloister Workshop")
    delays = [d for d in workshop.values("delay") if d is not None]
    phases = {d["phase"] for d in delays if "phase" in d}
    assert phases == {"attacking", "prepared"}
    own = apsp.characters["caster"].stat("AGI")
    ranks = [d["as_agi"] for d in delays if "as_agi" in d]
    assert ranks and all(parse_rank(r).sort_key() < own.sort_key() for r in ranks)
    assert {"at": "end"} in delays  # "to the end of the Attacking Phase" (000:L822)


def test_apsp_remaining_budget_counts_every_planned_cost(apsp):
    """AP and SP from the Turn's budget (000:L230), Mana from the sheet, the Move Action (000:L236): Caster's
    orders (Ink-Stained Hex 1 AP, Distilled Malady 1 AP and 30 Mana) leave AP 1 of 3; a flight uses the Move
    Action (000:L512)."""
    assert remaining_budget(apsp, "caster").startswith("AP 1 of 3 · SP 1 of 1 · Mana 120 (30 planned)")
    assert "Move Action used" in remaining_budget(apsp, "rider")
    assert "Move Action free" in remaining_budget(apsp, "caster")


def test_an_illegal_order_among_the_turn_orders_is_set_aside(apsp):
    """One refused order (Saber cannot move out of its battle, 000:L445) does not hide Piet's choices."""
    bad = {"actor": "saber", "action": "move", "to": "tanners-row"}
    orders = [o for o in apsp.orders if o["actor"] != "piet"]
    assert legal_orders(apsp, orders + [bad]) == orders
    with_bad = options_of(apsp, "piet", orders + [bad])
    assert [o.template for o in with_bad.actions] == [o.template for o in options_of(apsp, "piet", orders).actions]


def test_order_problem_names_the_refusal(apsp):
    orders = [o for o in apsp.orders if o["actor"] != "piet"]
    (move,) = options_of(apsp, "piet", orders).of("move")
    assert order_problem(apsp, move.template, orders) is None
    far = order_problem(apsp, move.order(to="cape-light"), orders)
    assert far is not None and "adjacent" in far


def test_an_unknown_character_is_a_clear_error(apsp):
    with pytest.raises(WarFileError) as exc:
        order_options(apsp, "nobody")
    assert exc.value.field == "actor" and exc.value.value == "nobody"


def test_a_dead_character_is_offered_nothing(apsp):
    war = copy.deepcopy(apsp)
    war.characters["piet"].alive = False
    assert order_options(war, "piet").actions == []
    assert remaining_budget(war, "piet").endswith("is dead")


# -- true-hgw night 2: moves go anywhere ---------------------------------------------------------------------
def test_true_hgw_moves_reach_any_location_and_flights_adjacent_ones():
    """"During the Movement Phase, they may move to any location on the map" (true-hgw 003 §VIII); fighting
    characters flee, and "they can only flee to adjacent locations" (003 §VIII). Saber is out of battle at the
    Gasworks; Lancer fights at the Fish Market in its second turn of combat."""
    war = sample("sample-true-hgw-night2.json")
    (move,) = order_options(war, "saber").of("move")
    assert set(move.values("to")) == set(war.map.locations) - {"gasworks"}
    lancer = order_options(war, "lancer")
    assert lancer.of("move") == []
    (flee,) = lancer.of("flee")
    assert set(flee.values("to")) == set(war.map.neighbours("fishmarket"))


def test_true_hgw_budget_is_one_standard_and_one_move_action():
    """"characters are granted one standard action and one move action" (003 §VI); Saber's basic attack
    spends the standard action, so only Free Actions remain."""
    war = sample("sample-true-hgw-night2.json")
    text = remaining_budget(war, "saber")
    assert "standard action used" in text and "Move Action free" in text
    for option in order_options(war, "saber").of("skill"):
        assert "standard" not in skill_cost(war, "saber", option).actions


# -- valor: two-location moves in two halves -----------------------------------------------------------------
def test_valor_moves_reach_two_locations_and_a_one_location_move_may_wait():
    """A move goes up to two locations along a route; a one-location move may wait for the second half
    (valor 001:L5). Tobias is out of battle at the Cape Lighthouse on night 3."""
    war = sample("sample-valor-night3.json")
    (move,) = order_options(war, "tobias").of("move")
    here = war.characters["tobias"].location
    assert set(move.values("to")) == {loc for loc in war.map.locations
                                      if loc != here and war.map.distance(here, loc) <= 2}
    assert war.map.adjacent(here, move.template["to"])
    assert True in move.values("delay")
