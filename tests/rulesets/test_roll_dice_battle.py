"""Fate/roll dice battle: d6 pools, opposed checks, damage, rows, combat turns (roll-dice 004:L161-L240)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from gmdesk.engine import resolve_turn
from gmdesk.model.character import Character
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets.dice import Contest, ContestResult, DicePool, contest_odds, pool_distribution, successes
from gmdesk.rulesets.roll_dice import combat as C
from gmdesk.rulesets.roll_dice.ruleset import RULESET

EX = {"STR": "EX", "END": "EX", "AGI": "EX", "MAG": "C", "LCK": "C"}


def _ch(cid: str, kind: str = "servant", team: str = "a", stats: dict | None = None, **extra) -> Character:
    raw = {"STR": "C", "END": "C", "AGI": "C", "MAG": "C", "LCK": "C", **(stats or {})}
    data = {"id": cid, "name": cid, "kind": kind, "team": team, "location": "x",
            "stats": {k: parse_rank(v) for k, v in raw.items()}, "health": 40, "health_max": 40, **extra}
    return Character(**data)


def _result(attack: int, defence: int) -> ContestResult:
    return ContestResult(Contest((), (), "", ""), (), (), attack, defence)


def _war(characters: list[dict], interpretations: dict | None = None) -> War:
    return War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "roll-dice", "title": "t", "seed": 3, "turn": 1,
        "teams": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "map": {"locations": [{"id": "x", "name": "X"}], "links": []},
        "settings": {"interpretations": interpretations or {}},
        "characters": characters,
    })


def _sheet(cid: str, team: str, stats: dict, hp: float = 40, **extra) -> dict:
    return {"id": cid, "name": cid, "kind": "servant", "class": "Saber", "team": team, "location": "x",
            "stats": {"STR": "C", "END": "C", "AGI": "C", "MAG": "C", "LCK": "C", "NP": "-", **stats},
            "health": hp, "health_max": 40, "mana": 20, "mana_max": 20, "points": {"rank_level": 7}, **extra}


# -- pools (L864, L922) ------------------------------------------------------------------------------
def test_an_e_stat_rolls_two_dice_succeeding_on_one():
    """E: 2d6, success on ≤ 1 (004:L864): P(0) = 25/36, P(1) = 10/36, P(2) = 1/36."""
    assert pool_distribution(DicePool(2, 1, "E")) == {0: Fraction(25, 36), 1: Fraction(10, 36), 2: Fraction(1, 36)}


def test_contest_odds_match_counting_every_face():
    """The exact odds of 筋力 E (2d6≤1) + a skill E (1d6≤1) against 耐久 D (4d6≤2), checked against all 6^7 faces."""
    contest = Contest((DicePool(2, 1, "STR E"), DicePool(1, 1, "skill E")), (DicePool(4, 2, "END D"),), "", "")
    wins = ties = 0
    for faces in product(range(1, 7), repeat=7):
        attack = successes(contest.attack[0], faces[:2]) + successes(contest.attack[1], faces[2:3])
        defence = successes(contest.defence[0], faces[3:])
        wins += attack > defence
        ties += attack == defence
    odds = contest_odds(contest)
    assert odds.attack_wins == Fraction(wins, 6 ** 7)
    assert odds.tie == Fraction(ties, 6 ** 7)


def test_equal_pools_win_as_often_as_they_lose():
    """A 10d6≤5 against A 10d6≤5 (004:L864): P(attack wins) = P(defence wins)."""
    odds = contest_odds(Contest((DicePool(10, 5, "A"),), (DicePool(10, 5, "A"),), "", ""))
    assert odds.attack_wins == odds.defence_wins
    assert odds.attack_wins + odds.tie + odds.defence_wins == 1


def test_skill_marked_for_combat_adds_level_dice():
    """A skill adds 1 die per level, success on ≤ level (004:L922); EX is 7 automatic successes."""
    ch = _ch("s", skills=[{"name": "心眼", "rank": "B", "combat": "both"}, {"name": "戦闘続行", "rank": "EX", "combat": "攻撃"},
                          {"name": "騎乗", "rank": "A"}])
    attack = C.skill_pools(ch, "attack")
    assert [(p.dice, p.threshold, p.automatic) for p in attack] == [(4, 4, 0), (7, 6, 7)]
    assert [(p.dice, p.threshold) for p in C.skill_pools(ch, "defence")] == [(4, 4)]


# -- damage (L202-L205) ----------------------------------------------------------------------------
def test_damage_is_difference_plus_weapon_minus_armour():
    """8 against 5: 3 + weapon 2 − armour 1 = 4 (004:L202)."""
    attacker = _ch("s", items=[{"name": "剣", "attack": 2}])
    target = _ch("l", team="b", items=[{"name": "鎧", "armour": 1}])
    skill = C.basic_attacks(attacker)[0]
    assert C.damage(attacker, target, skill, _result(8, 5)).value == 4


def test_a_tie_deals_weapon_minus_armour_when_positive():
    """Equal achievement: weapon − armour if the weapon is stronger, else nothing (004:L203)."""
    attacker = _ch("s", items=[{"name": "剣", "attack": 3}])
    skill = C.basic_attacks(attacker)[0]
    assert C.damage(attacker, _ch("l", team="b", items=[{"armour": 1}]), skill, _result(6, 6)).value == 2
    assert C.damage(attacker, _ch("l", team="b", items=[{"armour": 3}]), skill, _result(6, 6)).value == 0


def test_a_won_defence_deals_nothing():
    """The defence wins: dodged or withstood, no damage (004:L203)."""
    attacker = _ch("s", items=[{"name": "剣", "attack": 9}])
    assert C.damage(attacker, _ch("l", team="b"), C.basic_attacks(attacker)[0], _result(4, 5)).value == 0


def test_servants_take_no_physical_damage_from_a_master_without_magic():
    """A Master's body attack does not hurt a Servant; a 礼装 weapon does (004:L205)."""
    master = _ch("m", kind="master", stats={"SOC": "E"})
    servant = _ch("l", team="b")
    strike = next(s for s in C.basic_attacks(master) if s.type == "STR")
    assert C.damage(master, servant, strike, _result(9, 2)).value == 0
    armed = _ch("m", kind="master", stats={"SOC": "E"}, items=[{"name": "アゾット剣", "type": "礼装", "attack": 1}])
    assert C.damage(armed, servant, strike, _result(9, 2)).value == 8


# -- attacks, defence, rows (L161-L177, L208-L213) ---------------------------------------------------
def test_magic_attack_needs_a_magecraft_skill():
    """魔力 attacks need 魔術 or its equal (004:L213); the strongest attack comes first."""
    caster = _ch("c", stats={"MAG": "A", "AGI": "C", "STR": "E"})
    assert [s.type for s in C.basic_attacks(caster)] == ["AGI", "AGI-subdue", "STR", "STR-subdue"]
    mage = _ch("c", stats={"MAG": "A", "AGI": "C", "STR": "E"}, skills=[{"name": "魔術", "rank": "C"}])
    assert [s.type for s in C.basic_attacks(mage) if not C.subdues(s)] == ["MAG", "AGI", "STR"]


def test_an_attack_to_subdue_incapacitates_at_zero_hp():
    """殺す気なら死亡、戦闘不能に追い込む気なら戦闘不能 (004:L204): the hit's intent is recorded on the target."""
    attacker, target = _ch("s"), _ch("l", team="b", health=-2)
    subdue = next(s for s in C.basic_attacks(attacker) if s.type == "STR-subdue")
    (change,) = C.intent_changes(target, subdue)
    target.flags[change.value[0]] = change.value[1]
    assert C.incapacitated(target)
    assert RULESET.death_reason(target, _war([])) is None
    kill = next(s for s in C.basic_attacks(attacker) if s.type == "STR")
    (change,) = C.intent_changes(target, kill)
    target.flags.pop(change.value[0])
    assert RULESET.death_reason(target, _war([])) == "HP -2 ≤ 0 from an attack meant to kill (roll-dice 004:L204)"


def test_the_defender_rolls_its_best_allowed_stat():
    """耐久 or 敏捷 against the body (004:L209); defence-stat=best takes the lower chance for the attack."""
    attacker = _ch("s", stats={"STR": "B"})
    target = _ch("l", team="b", stats={"END": "A", "AGI": "E"})
    strike = next(s for s in C.basic_attacks(attacker) if s.type == "STR")
    assert C.contest(attacker, target, strike, "best").defence[0].label == "l 耐久 A"
    assert C.contest(attacker, target, strike, "agi").defence[0].label == "l 敏捷 E"


def test_back_row_is_pushed_forward_when_the_front_is_empty():
    """Nobody may stand back with no one in front (004:L169-L177)."""
    war = _war([_sheet("s", "a", {}), _sheet("m", "b", {}, flags={"row": "back"})])
    assert C.row_of(war.characters["m"], war, "gm") == "front"
    war = _war([_sheet("s", "a", {}), _sheet("g", "b", {}), _sheet("m", "b", {}, flags={"row": "後衛"})])
    assert C.row_of(war.characters["m"], war, "gm") == "back"
    strike = next(s for s in C.basic_attacks(war.characters["s"]) if s.type == "STR")
    assert "back row" in (C.reach_problem(war.characters["s"], war.characters["m"], strike, war, "front", "gm") or "")
    assert C.reach_problem(war.characters["s"], war.characters["m"], strike, war, "any", "gm") is None


# -- the engine rolls the pools; combat turns (L240) ----------------------------------------------------
def test_the_contest_event_shows_the_dice_that_make_its_totals():
    """Each die ≤ the threshold is one success (004:L864); the event's totals are the faces' successes."""
    war = _war([_sheet("s", "a", {"STR": "B"}), _sheet("l", "b", {"END": "C", "AGI": "E"})],
               {"combat-turns": "one"})
    result = resolve_turn(war, [{"actor": "s", "action": "attack", "target": "l", "mode": "STR"}], [], 3)
    contest = next(e for e in result.events if e.kind == "contest")
    assert contest.data["attack_total"] == sum(1 for f in contest.data["attack_dice"][0] if f <= 4)
    assert contest.data["defence_total"] == sum(1 for f in contest.data["defence_dice"][0] if f <= 3)
    assert len(contest.data["attack_dice"][0]) == 8 and len(contest.data["defence_dice"][0]) == 6
    again = resolve_turn(war, [{"actor": "s", "action": "attack", "target": "l", "mode": "STR"}], [], 3)
    assert next(e for e in again.events if e.kind == "contest").data == contest.data


def test_a_fight_runs_its_combat_turns_inside_one_action_turn():
    """21 against 14 each combat turn, 7 damage: 20 HP fall in the third combat turn of action turn 1 (004:L240)."""
    war = _war([_sheet("s", "a", {**EX, "LCK": "B"}, skills=[{"name": "戦闘続行", "rank": "EX", "combat": "attack"}]),
                _sheet("l", "b", EX, hp=20)], {"unbound-loss": "action-turn"})  # masterless: no per-combat-turn loss
    orders = [{"actor": "s", "action": "attack", "target": "l"}, {"actor": "l", "action": "attack", "target": "s"}]
    result = resolve_turn(war, orders, [], 3)
    assert result.resolved
    assert [e.data["after"] for e in result.events if e.kind == "damage" and e.data.get("amount")] == [13, 6, -1]
    assert not result.war.characters["l"].alive
    assert result.war.turn == 2


def test_a_master_holds_at_most_three_command_spells():
    """3 Command Spells a Master a war, more only by a GM event (004:L274)."""
    war = _war([{"id": "m", "name": "m", "kind": "master", "team": "a", "location": "x", "command_spells": 4,
                 "stats": {"STR": "D", "END": "D", "AGI": "D", "MAG": "E", "LCK": "E", "SOC": "E"},
                 "points": {"rank_level": 3}}])
    problems = RULESET.validate_character(war.characters["m"], "characters.m")
    assert [p.value for p in problems if p.field.endswith("command_spells")] == [4]
    war.characters["m"].points["command_spells_granted"] = 1
    assert not [p for p in RULESET.validate_character(war.characters["m"], "characters.m")
                if p.field.endswith("command_spells")]


def test_a_luck_reroll_rolls_the_failed_dice_again():
    """8d6≤4 with its failures rolled once more (the worked example of 004:L216): each die succeeds with
    1 − (2/6)^2 = 8/9, so P(all 8 succeed) = (8/9)^8."""
    dist = pool_distribution(DicePool(8, 4, "B", rerolls=1))
    assert dist[8] == Fraction(8, 9) ** 8
    assert dist[0] == Fraction(1, 9) ** 8
    assert sum(dist.values()) == 1


def test_luck_spent_stops_at_the_day_s_count():
    """幸運 C gives 3 rerolls a day (004:L215): with 2 spent, asking 2 spends 1."""
    ch = _ch("s", points={"rank_level": 7, "luck_used": 2})
    spent, changes = C.luck_spent(ch, 2)
    assert spent == 1 and changes[0].amount == 1 and changes[0].pool == "luck_used"
