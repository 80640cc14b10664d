"""ap-sp budgets and costs worked out once: the same answers as the rules give, however often they are asked.

Rules: a Master's skill also takes the Turn Action unless it is free or a Full Turn (ap-sp 000:L233); +1 AP when
AGI is "greater than two full ranks" above the highest foe AGI (000:L140)."""

from __future__ import annotations

from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets.ap_sp import RULESET as R
from gmdesk.rulesets.ap_sp.budget import agi_bonus

GANDR = {"Name": "Gandr", "Type": "Anti-Personnel", "Damage": "15 Magical", "Cost": "5 Mana"}
TURN_SPELL = {"Name": "Hex", "Type": "Anti-Personnel", "Damage": "15 Magical", "Cost": "5 Mana, 1 Turn Action"}
MEDITATE = {"Name": "Meditate", "Type": "Support", "Cost": "Full Turn"}


def char(cid: str, kind: str = "servant", team: str = "red", agi: str = "C") -> Character:
    return Character(id=cid, name=cid.capitalize(), kind=kind, team=team, location="a",
                     stats={"AGI": parse_rank(agi)}, health=100, health_max=100)


def war(*chars: Character) -> War:
    return War(ruleset="ap-sp", title="t", map=WarMap([Location("a", "A")], []),
               characters={c.id: c for c in chars}, turn=2)


def test_a_masters_cost_takes_the_turn_action_every_time_it_is_asked():
    """000:L233: the Master's Gandr costs its Mana and the Turn Action, the same however many times a turn asks; a
    Servant pays the skill's own cost; a skill that names the Turn Action or is a Full Turn takes nothing more."""
    m, s = char("m", kind="master"), char("s")
    w = war(m, s)
    gandr = R.parse_skill(GANDR, m, 0)
    first = R.action_cost(m, gandr, w)
    assert (dict(first.resources), first.actions) == ({"mana": 5.0}, ("turn",))
    assert R.action_cost(m, gandr, w) == first and R.action_cost(char("m2", kind="master"), gandr, w) == first
    assert R.action_cost(s, gandr, w) is gandr.cost and gandr.cost.actions == ()
    hex_ = R.parse_skill(TURN_SPELL, m, 1)
    assert R.action_cost(m, hex_, w).actions.count("turn") == 1
    meditate = R.parse_skill(MEDITATE, m, 2)
    assert R.action_cost(m, meditate, w) is meditate.cost and "turn" not in meditate.cost.actions


def test_an_edited_skill_is_costed_again():
    """A skill parsed again from an edited entry is a new skill: its Master's cost is its own."""
    m = char("m", kind="master")
    w = war(m)
    assert dict(R.action_cost(m, R.parse_skill(GANDR, m, 0), w).resources) == {"mana": 5.0}
    dearer = R.parse_skill(dict(GANDR, Cost="9 Mana"), m, 0)
    assert dict(R.action_cost(m, dearer, w).resources) == {"mana": 9.0}


def test_the_agi_bonus_names_the_first_of_the_fastest_foes():
    """000:L140: compared with the highest foe AGI; of two foes equally fast, the first of the battle is named."""
    s = char("s", agi="B")
    slow, fast, also_fast = char("f1", team="blue", agi="E"), char("f2", team="blue", agi="D"), \
        char("f3", team="blue", agi="D")
    w = war(s, slow, fast, also_fast)
    bonus, text = agi_bonus(s, w, [slow, fast, also_fast], R, lambda key: R.choice(w, key))
    assert bonus == 0 and text.startswith("highest foe AGI D (F2)")
    bonus, text = agi_bonus(s, w, [slow], R, lambda key: R.choice(w, key))
    assert bonus == 1 and text.startswith("highest foe AGI E (F1)")
    assert agi_bonus(s, w, [], R, lambda key: R.choice(w, key))[0] == 0
