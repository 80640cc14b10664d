"""Who rests at the Night of a skirmish turn (document skirmish.002): "Each night, a resting character that does not
leave the area or engage in battle can restore their health and mana" (002:L14); "Neither Servants nor Masters can
regenerate while in combat" (002:L10). A Servant summoned out of its battle by Come Here (002:L41) left the area and
was in combat; its opponent, whose battle ended under it, was in combat too: neither regenerates (QA qa-skirmishja)."""

from __future__ import annotations

from gmdesk.engine import resolve_turn
from tests.rulesets.test_skirmish_combat import ch, war


def _regeneration(result, cid):
    return [e for e in result.events if e.kind == "regeneration" and e.actors == [cid]]


def _battle_at_bridge():
    """Saber (team x) and Rider (team y) in a battle at b since last turn; Rider's Master Jun waits at a."""
    chars = [ch("saber", "x", "b", health_regen=15), ch("rider", "y", "b", master="jun", health_regen=12),
             ch("jun", "y", "a", kind="master")]
    for c in chars:
        c["health"] = 60
    return war(chars, battles=[{"id": "b1-b", "location": "b", "participants": ["saber", "rider"], "turns": 1}])


def test_a_servant_summoned_out_of_its_battle_does_not_regenerate():
    """002:L41 Come Here summons Rider to Jun at a; it left b and was in combat this turn (002:L10, L14)."""
    w = _battle_at_bridge()
    w.orders = [{"actor": "jun", "action": "command-spell", "spell": "come-here", "servant": "rider"}]
    result = resolve_turn(w)
    assert result.war.characters["rider"].location == "a"
    assert result.war.characters["rider"].health == 60  # nothing restored
    note = _regeneration(result, "rider")
    assert len(note) == 1 and note[0].data["regenerates"] is False
    assert "it was in battle (skirmish 002:L10, L14)" in note[0].explain


def test_the_opponent_of_a_battle_that_ended_this_turn_does_not_regenerate():
    """002:L10: Saber's battle went on at the start of the turn and ended when Rider was summoned away; Saber fought
    this night, so it does not rest (before the fix it regained its 15 Health)."""
    w = _battle_at_bridge()
    w.orders = [{"actor": "jun", "action": "command-spell", "spell": "come-here", "servant": "rider"}]
    result = resolve_turn(w)
    assert not result.war.battles
    assert result.war.characters["saber"].health == 60
    assert "Saber does not regenerate: it was in battle" in _regeneration(result, "saber")[0].explain


def test_a_character_that_stayed_out_of_battle_still_rests():
    """002:L14: Jun did not move and fought nobody: Jun rests (its Health regeneration restores it)."""
    w = _battle_at_bridge()
    w.characters["jun"].health, w.characters["jun"].health_regen = 50, 5
    w.orders = [{"actor": "jun", "action": "command-spell", "spell": "come-here", "servant": "rider"}]
    result = resolve_turn(w)
    assert result.war.characters["jun"].health == 55
