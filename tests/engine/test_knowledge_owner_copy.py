"""What the rules keep from a character's own team: the knowledge filter's owner copy.

roll-dice 004:L299-L303 (what a Master sees of a Servant whose true name they were not told), L1399
(ステータス隠し hides the stats), true-hgw 003 §IX (hidden skills and abilities), and the names of
attackers the team never saw.
"""

from gmdesk.engine.knowledge_view import team_view
from gmdesk.model.war import War
from tests.builders import line_map, person, war_dict


def roll_dice_war(**servant_fields) -> War:
    servant = person("s1", "t1", "a", stats={"STR": "B", "END": "B", "AGI": "B", "MAG": "C", "LCK": "C", "NP": "A"},
                     true_name="Hector", points={"rank_level": 9},
                     skills=[{"name": "Used Skill", "rank": "B", "revealed": True},
                             {"name": "Unseen Skill", "rank": "C"},
                             {"name": "Secret Trump", "rank": "A", "hidden": True}],
                     **servant_fields)
    master = person("m1", "t1", "a", kind="master",
                    stats={"STR": "D", "END": "D", "AGI": "D", "MAG": "C", "LCK": "C", "SOC": "C"},
                    points={"rank_level": 3})
    return War.from_dict(war_dict("roll-dice", line_map("a", "b"), [servant, master],
                                  teams=[{"id": "t1", "name": "One"}]))


def test_a_servant_whose_true_name_was_told_shows_everything_but_the_gms_secrets():
    """roll-dice 004:L300: told the true name, the Master sees all the data."""
    view = team_view(roll_dice_war(), "t1").characters["s1"]
    assert view.true_name == "Hector"
    assert "NP" in view.stats
    assert [s["name"] for s in view.skills] == ["Used Skill", "Unseen Skill"]  # 'hidden' is the GM's secret


def test_a_servant_whose_true_name_was_not_told_hides_name_np_and_unused_skills():
    """roll-dice 004:L301-L302: class, rank level, stats but NP, HP/MP/IV; skills once used in a check; the
    NP stat once every NP was seen."""
    view = team_view(roll_dice_war(flags={"true_name_told": False}), "t1").characters["s1"]
    assert view.true_name is None
    assert "NP" not in view.stats and str(view.stats["STR"]) == "B"
    assert [s["name"] for s in view.skills] == ["Used Skill"]
    assert view.points == {"rank_level": 9}


def test_the_np_stat_shows_once_every_np_was_seen():
    """roll-dice 004:L302: 宝具ステータスは、所持している宝具を全部見た時に."""
    view = team_view(roll_dice_war(flags={"true_name_told": False, "np_stat_seen": True}), "t1").characters["s1"]
    assert str(view.stats["NP"]) == "A"


def test_status_concealment_hides_the_stats_from_the_master():
    """roll-dice 004:L1399: ステータス隠し — the Master cannot see that Servant's stats."""
    view = team_view(roll_dice_war(statuses=[{"name": "ステータス隠し"}]), "t1").characters["s1"]
    assert view.stats == {}


def test_hidden_true_hgw_abilities_stay_with_the_gm():
    """true-hgw 003 §IX: 'Some characters may have hidden skills and abilities'."""
    s1 = person("s1", "t1", "a", stats={"STR": "B"}, skills=[
        {"name": "Open", "rank": "C", "type": "Passive Ability", "effect": "x"},
        {"name": "Locked", "rank": "A", "type": "Passive Ability", "effect": "y", "hidden": True}],
        items=[{"name": "Relic", "hidden": True}, {"name": "Coat"}])
    w = War.from_dict(war_dict("true-hgw", line_map("a"), [s1], teams=[{"id": "t1", "name": "One"}]))
    view = team_view(w, "t1").characters["s1"]
    assert [s["name"] for s in view.skills] == ["Open"]
    assert [i["name"] for i in view.items] == ["Coat"]
    assert len(w.characters["s1"].skills) == 2  # the GM's war keeps them


def test_an_unseen_attacker_is_not_named_on_the_victims_sheet():
    s1 = person("s1", "t1", "a", statuses=[{"name": "Poison", "turns": 2, "source": "assassin", "amount": 10}],
                flags={"last_hit_by": "assassin", "wounded_by": ["assassin", "m1"]})
    m1 = person("m1", "t1", "a", kind="master")
    assassin = person("assassin", "t2", "b")
    w = War.from_dict(war_dict("ap-sp", line_map("a", "b"), [s1, m1, assassin],
                               teams=[{"id": "t1", "name": "One"}, {"id": "t2", "name": "Two"}]))
    view = team_view(w, "t1").characters["s1"]
    assert view.statuses == [{"name": "Poison", "turns": 2, "amount": 10}]
    assert "last_hit_by" not in view.flags and view.flags["wounded_by"] == ["m1"]
    seen = War.from_dict(w.to_dict() | {"knowledge": {"t1": [{"turn": 1, "kind": "encounter", "where": "b",
                                                                   "who": ["assassin"]}]}})
    named = team_view(seen, "t1").characters["s1"]
    assert named.statuses[0]["source"] == "assassin" and named.flags["last_hit_by"] == "assassin"


def unseen_attacker_war(*victim_statuses: dict, victim_skills: tuple[dict, ...] = ()) -> War:
    """Saber (team red) carries what Rider (team blue, never seen by red) left on her."""
    saber = person("saber", "red", "a", statuses=list(victim_statuses), skills=list(victim_skills))
    rider = person("rider", "blue", "b", true_name="Medusa",
                   skills=[{"name": "Bridle of Storms", "rank": "A"}, {"name": "Burn", "rank": "C"}])
    return War.from_dict(war_dict("ap-sp", line_map("a", "b"), [saber, rider],
                                  teams=[{"id": "red", "name": "Red"}, {"id": "blue", "name": "Blue"}]))


def test_a_status_from_an_unseen_attacker_keeps_neither_its_id_nor_its_skill_name():
    """The victim knows that something struck, not who: the skill's name identifies Rider as well as her id."""
    war = unseen_attacker_war({"name": "Stun", "kind": "status", "turns": 1, "skill": "Bridle of Storms",
                               "source": "rider", "cause": {"by": "Medusa"}})
    view = team_view(war, "red")
    assert "rider" not in view.characters
    assert view.characters["saber"].statuses == [{"name": "Stun", "kind": "status", "turns": 1, "cause": {}}]


def test_an_effect_named_after_an_unseen_attackers_skill_is_kept_unnamed():
    war = unseen_attacker_war({"name": "Bridle of Storms", "turns": 2, "source": "rider"})
    assert team_view(war, "red").characters["saber"].statuses == [{"name": "(unknown)", "turns": 2}]


def test_a_name_the_team_knows_too_and_a_status_no_unseen_character_left_stay():
    """A generic status is not hidden because an enemy's skill shares its name; nor is the team's own skill."""
    war = unseen_attacker_war({"name": "Burn", "turns": 1},
                              {"name": "Stun", "skill": "Bridle of Storms", "source": "rider"},
                              victim_skills=({"name": "Bridle of Storms", "rank": "B"},))
    statuses = team_view(war, "red").characters["saber"].statuses
    assert statuses == [{"name": "Burn", "turns": 1}, {"name": "Stun", "skill": "Bridle of Storms"}]


def test_the_sample_nights_stunned_saber_does_not_learn_the_unseen_riders_skill(tmp_path):
    """The reproducer of the secrecy audit: after night 2 of the ap-sp sample, Saber's Stun came from Rider's
    Bridle of Storms while Saber's team never saw Rider."""
    import json
    from pathlib import Path

    from gmdesk.engine import resolve_turn
    from gmdesk.model.warfile import load_war

    war = load_war(Path(__file__).parents[2] / "maps" / "sample-ap-sp-night2.json")
    after = resolve_turn(war, war.orders, war.decisions, war.seed).war
    stun = [s for s in after.characters["saber"].statuses if s.get("skill") == "Bridle of Storms"]
    assert stun, "the sample's Stun from Bridle of Storms (the reproducer's precondition)"
    view = team_view(after, after.characters["saber"].team)
    assert "rider" not in view.characters
    assert "Bridle of Storms" not in json.dumps(view.to_dict())
