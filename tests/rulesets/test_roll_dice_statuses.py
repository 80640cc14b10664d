"""roll-dice 004: what a team sees of another's Servant (L301-L305, L500), the sheet's 社会 points (L960-L970),
the resistance check's exact odds (L432) and what `gmdesk rules roll-dice` lists."""

from __future__ import annotations

from fractions import Fraction

from gmdesk.engine.knowledge_view import view_for
from gmdesk.model.character import Character
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.dice import contest_odds
from gmdesk.rulesets.roll_dice import economy, statuses

RD = get("roll-dice")


def _war(knowledge: dict | None = None) -> War:
    data = {
        "format": "gmdesk-war/1", "ruleset": "roll-dice", "title": "t", "seed": 1, "turn": 2,
        "teams": [{"id": "emiya", "name": "衛宮"}, {"id": "matou", "name": "間桐"}],
        "map": {"locations": [{"id": "bridge", "name": "冬木大橋"}], "links": []},
        "characters": [
            {"id": "shirou", "name": "衛宮士郎", "kind": "master", "team": "emiya", "location": "bridge",
             "stats": {"STR": "D", "END": "D", "AGI": "D", "MAG": "E", "LCK": "E", "SOC": "D"}, "points": {"rank_level": 3}},
            {"id": "rider", "name": "ライダー", "kind": "servant", "class": "Rider", "team": "matou", "location": "bridge",
             "true_name": "メドゥーサ", "health": 30, "health_max": 40, "mana": 20, "mana_max": 24,
             "stats": {"STR": "C", "END": "D", "AGI": "A", "MAG": "C", "LCK": "E", "NP": "D"}, "points": {"rank_level": 7},
             "skills": [{"name": "怪力", "rank": "B"}, {"name": "騎乗", "rank": "A", "revealed": True}],
             "items": [{"name": "鎖付き短剣", "type": "武器", "attack": 2},
                       {"name": "騎英の手綱", "type": "宝具", "attack": 8}]},
        ],
        "battles": [{"id": "b1", "location": "bridge", "participants": ["shirou", "rider"], "turns": 1}],
        "knowledge": knowledge or {},
    }
    return War.from_dict(data)


def test_a_seen_servant_shows_class_stats_but_np_and_equipment_but_nps():
    """L301, L303, L500: class, rank level, stats but 宝具, HP/MP, equipment but NPs; skills once used (L302)."""
    seen = view_for(_war(), "emiya").characters["rider"]
    assert seen.class_name == "Rider" and seen.true_name is None
    assert set(seen.stats) == {"STR", "END", "AGI", "MAG", "LCK"}
    assert (seen.health, seen.health_max, seen.points["rank_level"]) == (30, 40, 7)
    assert [i["name"] for i in seen.items] == ["鎖付き短剣"]
    assert [s["name"] for s in seen.skills] == ["騎乗"]


def test_a_true_name_known_shows_the_whole_sheet():
    """L305: once the true name is known, all the data."""
    seen = view_for(_war({"emiya": [{"turn": 2, "kind": "true-name", "about": "rider"}]}), "emiya").characters["rider"]
    assert seen.true_name == "メドゥーサ" and seen.stats["NP"] == parse_rank("D")
    assert [i["name"] for i in seen.items] == ["鎖付き短剣", "騎英の手綱"]
    assert len(seen.skills) == 2


def test_social_points_on_the_sheet():
    """L960: 財産 and 常備化 = 社会 × 2; L970: 2 equipment points per 常備化 point spent on equipment."""
    ch = Character(id="m", name="m", kind="master", stats={"SOC": parse_rank("C")},
                   points={"standing_equipment": 2, "wealth_used": 1},
                   items=[{"name": "ナイフ", "equipment_points": 5}])
    values = {d.key: d.value for d in economy.derived(ch)}
    assert values == {"wealth": 6, "wealth.left": 5, "standing": 6, "equipment": 4}
    problems = economy.problems(ch, "characters[0]")
    assert [p.field for p in problems] == ["characters[0].items"]


def test_resistance_check_odds_are_exact():
    """L432: 耐久 C (6d6 ≤ 3) against Lv2 wins on 3 or more successes: 1 − P(0, 1 or 2 of 6 at ½) = 42/64."""
    ch = Character(id="s", name="s", kind="servant", stats={"END": parse_rank("C")})
    contest = statuses.resistance(ch, {"name": "毒", "level": 2, "nature": "physical"})
    assert contest is not None
    assert contest_odds(contest).attack_wins == Fraction(42, 64)


def test_rules_list_the_new_rules_and_orders():
    text = " ".join(RD.describe()["notes"]) if "notes" in RD.describe() else " ".join(RD.notes)
    for word in ("plus-ten", "covering-order", "{action: hide}", "{action: sleep}", "{action: identify",
                 "財産", "徹夜"):
        assert word in text
    assert "bad statuses (L424-L437), covering" not in text  # no longer listed as not applied
    keys = {i.key for i in RD.interpretations}
    assert {"covering-order", "stealth-observers"} <= keys


def test_noble_phantasms_split_the_np_stat():
    """L1098: 宝具 A (5) = a C (3) and a D (2) NP; L1054: an armour NP counts half its rank, rounded up; L1103: EX
    gives 2 more levels; more is a sheet problem."""
    from gmdesk.rulesets.roll_dice import phantasms

    ch = Character(id="s", name="s", kind="servant", stats={"NP": parse_rank("A")},
                   items=[{"name": "剣", "type": "宝具・武器", "rank": "C"}, {"name": "盾", "type": "宝具・防具", "rank": "B"}])
    assert phantasms.usage(ch)[:2] == (5, 5)  # 3 + ⌈4 ÷ 2⌉
    ch.items.append({"name": "馬", "type": "宝具", "rank": "E"})
    assert phantasms.usage(ch)[:2] == (6, 5)
    assert [p.field for p in phantasms.problems(ch, "characters[0]")] == ["characters[0].items"]
    ch.stats["NP"] = parse_rank("EX")
    assert phantasms.usage(ch)[:2] == (6, 8) and not phantasms.problems(ch, "characters[0]")
