"""Round 6 of the engine speed sprint (docs/engine-speed-end-of-turn.md): the end of the Turn writes each living
Master's CP gain without a Score taken apart again, and a whole gain without ``round``: the changes it lists are
what ``cp_gained`` answers, amount and text (000:L527)."""

from __future__ import annotations

import pytest

from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.ap_sp import economy
from gmdesk.rulesets.combat import TurnFacts
from tests.rulesets.test_ap_sp_budget_once import char, war as small_war


@pytest.mark.parametrize("hits, expected", [
    # 000:L527: CP = dealt + team dealt + 0.5 × (received + team received); m1's Servant s1 and m2's Servant s2
    ([("s1", "s2", 10.0), ("s2", "s1", 4.0)], {"m1": 10.0 + 0.5 * 4.0, "m2": 4.0 + 0.5 * 10.0}),
    # a fractional gain is rounded to 10 digits (0.1 + 0.2 is not 0.3 in binary)
    ([("s1", "s2", 0.1), ("s1", "s2", 0.2), ("s2", "s1", 0.7)], {"m1": round(0.1 + 0.2 + 0.5 * 0.7, 10),
                                                                 "m2": round(0.7 + 0.5 * (0.1 + 0.2), 10)}),
])
def test_the_end_of_the_turn_gives_each_living_master_the_cp_cp_gained_explains(hits, expected):
    m1, m2 = char("m1", kind="master", team="red"), char("m2", kind="master", team="blue")
    s1, s2 = char("s1", team="red"), char("s2", team="blue")
    dead = char("m3", kind="master", team="green")
    dead.alive = False  # 000:L530: a dead Master earns nothing, and is not listed
    s1.master, s2.master = "m1", "m2"
    w = small_war(m1, m2, dead, s1, s2)
    facts = TurnFacts(turn=w.turn, hits=list(hits))
    points = [c for c in economy.end_of_turn_changes(w, facts) if c.what == ChangeKind.POINT]
    assert {c.target: c.amount for c in points} == expected
    for change in points:
        score = economy.cp_gained(w.characters[change.target], w, facts)
        assert change.amount == score.value
        assert change.explain == f"CP gained at the end of Night {w.turn}: {score.explain}"
        assert change.rule == score.rule == economy.RULE_CP
    assert economy.cp_gained(dead, w, facts).value == 0.0
