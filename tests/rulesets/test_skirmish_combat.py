"""Skirmish combat (document skirmish.002, cited by line: 002:L57): formulas, the skirmish, the Night,
the sheet checks, and the engine hooks they use (critical, scheduled)."""

from __future__ import annotations

from gmdesk.engine import resolve_turn
from gmdesk.engine.odds import order_odds
from gmdesk.model.war import War
from gmdesk.rulesets.combat import TurnFacts
from gmdesk.rulesets.skirmish import RULESET
from gmdesk.rulesets.skirmish.effective import raised
from gmdesk.model.ranks import Rank, parse_rank


FIELDS = ("master", "spirit_form", "mana_regen", "health_regen")


def ch(cid, team, loc="a", kind="servant", **stats):
    base = {"STR": "C", "END": "C", "MAG": "C", "AGI": "C", "LCK": "C"}
    fields = {k: stats.pop(k) for k in FIELDS if k in stats}
    base.update(stats)
    d = {"id": cid, "name": cid.title(), "kind": kind, "team": team, "location": loc, "stats": base,
         "health": 100, "health_max": 100, "mana": 100, "mana_max": 100, "skills": [], **fields}
    if kind == "master":
        d["command_spells"] = 3
    return d


def war(chars, **extra) -> War:
    data = {"format": "gmdesk-war/1", "ruleset": "skirmish", "title": "t", "seed": 1, "turn": 1,
            "teams": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}],
            "map": {"locations": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}], "links": [["a", "b"]]},
            "characters": chars, **extra}
    return War.from_dict(data)


def test_melee_damage_formula_with_pluses():
    """002:L80 'user's Strength score multiplied by the enemy's Endurance reducer and divided by 2';
    002:L94 'One '+' doubles the damage dealt'."""
    w = war([ch("s", "x", STR="B+"), ch("t", "y", END="B")])
    score = RULESET.damage(w.characters["s"], w.characters["t"], RULESET.basic_attacks(w.characters["s"])[0], 0, w,
                           TurnFacts(turn=1))
    assert score.value == 30  # 40 × 0.75 / 2 = 15, × 2
    assert "40" in score.explain and "0.75" in score.explain and "×2 = 30" in score.explain
    assert score.rule.startswith("skirmish 002:L80")


def test_fight_harder_and_quit_holding_back_ranks():
    """002:L31 'A-Rank stats instead gain one '+', with A+++ not being affected'; 002:L35 'with A++
    reaching A+++'; 002:L86 three '+' at most."""
    assert raised(parse_rank("B"), 1, 0, 1, True, True) == Rank("A")
    assert raised(parse_rank("A+++"), 1, 0, 1, True, True) == Rank("A", 3)
    assert raised(parse_rank("A++"), 1, 1, 2, True, True) == Rank("A", 3)
    assert raised(parse_rank("C+"), 1, 1, 2, True, True) == Rank("B", 2)
    assert raised(parse_rank("EX"), 1, 1, 2, True, True) == Rank("EX")


def test_skirmish_counter_attack_resolves_through_the_scheduled_activity():
    """002:L57: the faster Servant strikes (STR B 40 × END C .85 / 2 = 17); the struck one's turn is a
    counter-attack at 80 % of its own melee (STR C 30 × END C .85 / 2 = 12.75 × 0.8 = 10.2)."""
    w = war([ch("s", "x", STR="B", AGI="A", LCK="E"), ch("t", "y", AGI="C", LCK="E")])
    result = resolve_turn(w, [{"actor": "s", "action": "attack", "target": "t"}], [], 1)
    skirmish = [e for e in result.events if e.phase == "skirmish" and e.kind == "damage"]
    assert [(e.data["attacker"], e.data["amount"]) for e in skirmish] == [("s", 17), ("t", 10.2)]
    assert result.war.characters["s"].health == 100 - 10.2


def test_critical_odds_at_the_desk_are_the_engines_check():
    """002:L84: chance (attacker AGI − defender AGI) × (attacker LCK − defender LCK) = (4 − 0) × (0.25 − 0.01)."""
    w = war([ch("s", "x", AGI="EX", LCK="EX"), ch("t", "y", AGI="E", LCK="E")],
            battles=[{"id": "b", "location": "a", "participants": ["s", "t"], "turns": 1}])
    odds = order_odds(w, {"actor": "s", "action": "attack", "target": "t"})
    crit = [o for o in odds if "critical" in o.label]
    assert len(crit) == 1 and abs(crit[0].probability - 0.96) < 1e-9
    assert "(4 − 0) × (0.25 − 0.01)" in crit[0].explain and crit[0].rule == "skirmish 002:L84"


def test_sheet_checks_command_spells_and_spirit_form():
    """002:L29 'A Master has access to three command spells, and cannot gain any others'; 002:L6
    'Servants must remain in the same location as their Masters while in spirit form'."""
    master = ch("m", "x", kind="master")
    master["command_spells"] = 5
    servant = ch("s", "x", loc="b", master="m", spirit_form=True)
    problems = RULESET.validate_war(war([master, servant]))
    fields = {p.field: p.message for p in problems}
    assert "002:L29" in fields["characters[0](m).command_spells"]
    assert "002:L6" in fields["characters.s.spirit_form"]


def test_night_masterless_and_regeneration():
    """002:L12 'lose 30% of their maximum mana each turn'; 002:L14 a resting character restores the
    second part of its stats."""
    master = ch("m", "x", kind="master", loc="b")
    master.update(alive=False, health=0)
    servant = ch("s", "x", master="m", mana_regen=10, health_regen=5)
    servant.update(health=50, mana=50)
    result = resolve_turn(war([master, servant]), [], [], 1)
    s = result.war.characters["s"]
    assert (s.health, s.mana) == (55, 50 + 10 - 30)


def test_sheet_shows_melee_and_skill_damage_before_the_reducer():
    """002:L80 melee 'divided by 2', L94 '+' ×(n+1), L70 extra attacks, L78/L159 skill average × rank '+'."""
    servant = ch("s", "x", STR="A+", AGI="B++")
    servant["skills"] = [{"name": "Blade", "rank": "A+", "type": "Noble Phantasm", "nature": "Physical"}]
    w = war([servant])
    values = {d.key: d for d in RULESET.derived_values(w.characters["s"], w)}
    assert values["skirmish.melee.STR"].value == 50 / 2 * 2
    assert values["skirmish.extra-melee"].value == 2
    assert values["skirmish.skill.0"].value == (50 + 50) / 2 * 2
    assert values["skirmish.skill.0"].rule == "skirmish 002:L78, L159"
