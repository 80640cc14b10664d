"""An attack on a character killed earlier in the turn is not made: it is cancelled with its reason, like an
attack on a target in Spirit Form (gmdesk/engine/combat/out_of_play.py).

The skirmish sample night (maps/sample-skirmish-night2.json): Assassin and Berserker each order an attack on
the other. In the skirmish Berserker's counter-attack kills Assassin (skirmish 002:L57 "80% the normal
damage": 147 × 0.8 = 117.6 on 100 Health; 002:L12 "Servants are killed once they reach 0 health", L88 "one
dies if it reaches 0"). In the offensive phase Assassin's own attack is dropped (the dead do not act), and
Berserker's regular melee attack on the dead Assassin (002:L68) must be dropped too: no dodge roll (002:L82),
no critical roll (002:L84), no damage (002:L80), and the melee attack is not spent.
"""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.engine.combat import out_of_play
from gmdesk.engine.combat.actions import build_action
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.combat import TurnFacts

NIGHT = Path(__file__).resolve().parents[2] / "maps" / "sample-skirmish-night2.json"


def night():
    return resolve_turn(War.from_dict(json.loads(NIGHT.read_text(encoding="utf-8"))))


def test_an_attack_on_a_target_killed_earlier_is_cancelled_with_its_reason():
    result = night()
    events = result.events
    death = next(e for e in events if e.kind == EventKind.DEATH and e.actors[0] == "assassin")
    later = [e for e in events if e.seq > death.seq]
    # the dead attacker's own order: dropped (as before)
    assert any(e.kind == EventKind.CANCEL and e.actors == ["assassin"] and "Assassin is dead" in e.explain
               for e in later)
    # the attack on the dead target: cancelled, with the reason and the rule of the attack
    [cancel] = [e for e in later if e.kind == EventKind.CANCEL and e.actors[:1] == ["berserker"]]
    assert cancel.actors == ["berserker", "assassin"]
    assert cancel.explain == ("Berserker cannot target Assassin: Assassin is dead (killed earlier this turn); "
                              "Regular melee attack (physical) is not used and nothing is paid")
    assert cancel.data["reason"] == "target" and cancel.rule == "skirmish 002:L68, L80"
    # nothing of the attack is made: no action paid, no dodge, critical or damage roll on Assassin
    for e in later:
        if e.kind in (EventKind.ACTION, EventKind.DODGE, EventKind.CRITICAL, EventKind.DAMAGE):
            assert not {"berserker", "assassin"} <= set(e.actors), e.explain
    assert result.war.characters["assassin"].alive is False


def test_the_rulesets_own_reason_is_kept_and_a_living_target_is_not_refused():
    """out_of_play answers only where the ruleset's target check found nothing: ap-sp's "X is dead"
    (000:L40) stays its own words; a living target in reach has no problem."""
    war = War.from_dict(json.loads(NIGHT.read_text(encoding="utf-8")))
    skirmish = get("skirmish")
    berserker, assassin = war.characters["berserker"], war.characters["assassin"]
    melee = build_action(skirmish, war, berserker, {"actor": "berserker", "action": "attack",
                                                    "target": "assassin"}).skill
    assert out_of_play.target_problem(skirmish, berserker, assassin, melee, war, TurnFacts(war.turn)) is None
    assassin.alive = False
    assert out_of_play.target_problem(skirmish, berserker, assassin, melee, war, TurnFacts(war.turn)) == \
        "Assassin is dead (killed earlier this turn)"
    ap_sp = get("ap-sp")
    assert out_of_play.target_problem(ap_sp, berserker, assassin, melee, war, TurnFacts(war.turn)) == \
        "Assassin is dead"
