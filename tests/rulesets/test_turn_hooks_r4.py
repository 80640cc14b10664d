"""The hooks the engine sprint's fourth round added or reshaped (Ruleset.anyone_dead, Ruleset.readings) and the
ap-sp shortcuts of round 4: each answers what the longer way answers."""

from __future__ import annotations

from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.ap_sp import RULESET as AP
from gmdesk.rulesets.ap_sp.command_spells import KILL_THEM
from gmdesk.rulesets.ap_sp.interpretations import KILL_THEM_SCOPE, TWO_FULL_RANKS
from gmdesk.rulesets.combat import TurnFacts


def _char(cid: str, kind: str = "servant", **stats: str) -> Character:
    base = {"STR": "C", "END": "C", "MAE": "C", "MAR": "C", "AGI": "C", "LCK": "C"}
    base.update(stats)
    return Character(id=cid, name=cid.capitalize(), kind=kind, team=cid, location="a",
                     stats={k: parse_rank(v) for k, v in base.items()}, health=100.0, health_max=300.0, mana=50.0)


def _war(ruleset: str, *chars: Character, **interpretations: str) -> War:
    settings = {"interpretations": dict(interpretations)} if interpretations else {}
    return War(ruleset=ruleset, title="t", map=WarMap([Location("a", "A")], []),
               characters={c.id: c for c in chars}, settings=settings, turn=2)


def _dead_by_reason(ruleset_id: str, w: War) -> bool:
    ruleset = get(ruleset_id)
    return any(c.alive and ruleset.death_reason(c, w) is not None for c in w.characters.values())


def test_anyone_dead_answers_what_death_reason_answers():
    """ap-sp: Health 0 or below (000:L40), a Servant's Mana 0 or below (000:L50), a Master's Mana 0 is no death;
    the base default (every other ruleset) asks death_reason of each living character."""
    for ruleset_id in ("ap-sp", "true-hgw", "valor", "skirmish", "roll-dice"):
        servant, master = _char("s"), _char("m", kind="master")
        w = _war(ruleset_id, servant, master)
        assert get(ruleset_id).anyone_dead(w) is _dead_by_reason(ruleset_id, w) is False
        master.mana = 0.0
        assert get(ruleset_id).anyone_dead(w) is _dead_by_reason(ruleset_id, w)
        servant.mana = 0.0
        assert get(ruleset_id).anyone_dead(w) is _dead_by_reason(ruleset_id, w)
        servant.mana, master.health = 50.0, -3.0
        assert get(ruleset_id).anyone_dead(w) is _dead_by_reason(ruleset_id, w) is True
        master.alive = False  # the dead are not asked again
        assert get(ruleset_id).anyone_dead(w) is _dead_by_reason(ruleset_id, w) is False
    servant = _char("s")
    servant.mana = 0.0
    assert AP.anyone_dead(_war("ap-sp", servant)) is True  # 000:L50
    master = _char("m", kind="master")
    master.mana = 0.0
    assert AP.anyone_dead(_war("ap-sp", master)) is False


def test_readings_follow_the_war_settings_even_when_changed_in_place():
    w = _war("ap-sp", _char("s"))
    assert AP.readings(w)[TWO_FULL_RANKS] == AP.choice(w, TWO_FULL_RANKS)
    other = next(o for o in AP.interpretation(TWO_FULL_RANKS).options if o != AP.choice(w, TWO_FULL_RANKS))
    w.settings["interpretations"] = {TWO_FULL_RANKS: other}
    assert AP.readings(w)[TWO_FULL_RANKS] == other
    w.settings["interpretations"][TWO_FULL_RANKS] = AP.interpretation(TWO_FULL_RANKS).default  # edited in place
    assert AP.readings(w)[TWO_FULL_RANKS] == AP.interpretation(TWO_FULL_RANKS).default
    w.settings["interpretations"][TWO_FULL_RANKS] = None  # no option: the default
    assert dict(AP.readings(w)) == {i.key: AP.choice(w, i.key) for i in (*AP.interpretations, *AP.update_readings)}
    for ruleset_id in ("true-hgw", "valor", "skirmish", "roll-dice"):
        ruleset, other_war = get(ruleset_id), _war(ruleset_id, _char("s"))
        assert dict(ruleset.readings(other_war)) == {i.key: ruleset.choice(other_war, i.key)
                                                      for i in (*ruleset.interpretations, *ruleset.update_readings)}


def test_a_raised_rank_is_not_taken_from_the_plain_base_damage():
    """Base Damage found by the ranks (no rank raised) and with "Kill them no matter what!" raising STR one
    subrank (000:L379): the second hit is worked out again, not found by the first's ranks."""
    attacker, target = _char("a", STR="B"), _char("t", END="C")
    w = _war("ap-sp", attacker, target, **{KILL_THEM_SCOPE: "all-but-act"})
    skill = AP.parse_skill({"Name": "Cut", "Type": "Anti-Personnel", "Damage": "20 Physical", "Cost": "1 AP"},
                           attacker, 0)
    plain = AP.damage(attacker, target, skill, 0, w, TurnFacts(turn=2))
    attacker.statuses.append({"key": KILL_THEM, "name": "Kill them no matter what!", "turns": 2})
    raised = AP.damage(attacker, target, skill, 0, w, TurnFacts(turn=2))
    assert raised.value > plain.value
    assert "+ 1 subrank" in raised.explain and "+ 1 subrank" not in plain.explain
    attacker.statuses.clear()
    assert AP.damage(attacker, target, skill, 0, w, TurnFacts(turn=2)) == plain


def test_turn_order_reads_raised_agi_without_copying_the_character():
    """"Kill them no matter what!" raises AGI and LCK one subrank for the turn order (000:L379, L416)."""
    ch = _char("s", AGI="B", LCK="C")
    w = _war("ap-sp", ch, **{KILL_THEM_SCOPE: "all-but-act"})
    before = AP.initiative_key(ch, w)
    ch.statuses.append({"key": KILL_THEM, "name": "Kill them no matter what!", "turns": 2})
    assert AP.initiative_key(ch, w) == (before[0], before[1] + 1, before[2], before[3] + 1)
    assert "AGI B+" in AP.explain_initiative(ch, w) and "LCK C+" in AP.explain_initiative(ch, w)
    assert ch.stats["AGI"] == parse_rank("B")  # the sheet is not changed
