"""A plain ap-sp hit's Score is kept by what it is worked out from (damage._HITS, engine speed round 7b, issue 21):
kept answers equal the worked-out ones, and a changed rank, name, interpretation or Health is never answered from
the memo. Rules: the damage formula 000:L242-270, LCK +25% 000:L145 (two-full-ranks, I0.5), low Health 000:L40."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gmdesk.model.ranks import parse_rank
from gmdesk.rulesets.ap_sp import RULESET as R
from gmdesk.rulesets.ap_sp import damage as D
from gmdesk.rulesets.combat import TurnFacts
from tests.rulesets.test_ap_sp_hot_paths import BULLET, char, war

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def empty_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(D, "_HITS", {})


def _fields(score: D.Score) -> tuple[float, str, str]:
    return score.value, score.explain, score.rule


def test_every_hit_of_the_benchmark_turn_is_the_worked_out_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each hit of the 20-character battle turn, asked twice (the second time from the memo where it is plain),
    equals the hit worked out in full."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_combat import accepted, build
    from common import answer_all
    from gmdesk.engine import resolve_turn

    hits: list[tuple] = []
    real = type(R).damage

    def record(self, attacker, target, skill, part, w, facts):  # type: ignore[no-untyped-def]
        hits.append((attacker, target, skill, part, w, facts.aimed_at))
        return real(self, attacker, target, skill, part, w, facts)

    w, orders = build("ap-sp")
    orders = accepted(w, orders)
    monkeypatch.setattr(type(R), "damage", record)
    resolve_turn(w, orders, answer_all(w, orders))
    monkeypatch.setattr(type(R), "damage", real)
    assert len(hits) >= 30 and D._HITS
    for attacker, target, skill, part, w, aimed in hits:
        facts = TurnFacts(turn=w.turn, aimed_at=aimed)
        aimed_at = w.characters.get(aimed) if aimed else None
        full = D._worked_out(R, attacker, target, skill, skill.damage[part], w, aimed_at, R.readings(w))
        assert _fields(R.damage(attacker, target, skill, part, w, facts)) == _fields(full)


def test_a_changed_reading_rank_or_name_is_worked_out_again() -> None:
    """Intercepted: the targeted opponent's LCK counts (intercepted-lck=targeted); C against E- is more than two full
    ranks under subrank-tiebreak, not under letters (I0.5)."""
    a, struck, aimed = char("a", LCK="C"), char("s", team="blue"), char("t", team="blue", LCK="E-")
    w = war(a, struck, aimed, **{"two-full-ranks": "subrank-tiebreak"})
    skill, facts = R.parse_skill(BULLET, a, 0), TurnFacts(turn=2, aimed_at="t")
    assert R.damage(a, struck, skill, 0, w, facts).value == pytest.approx(25)
    assert R.damage(a, struck, skill, 0, w, facts).value == pytest.approx(25)  # (from the memo)
    w.settings["interpretations"]["two-full-ranks"] = "letters"  # edited in place
    assert R.damage(a, struck, skill, 0, w, facts).value == pytest.approx(20)
    a.stats["LCK"] = parse_rank("EX")  # EX against a rank below EX: yes (000:L145)
    assert R.damage(a, struck, skill, 0, w, facts).value == pytest.approx(25)
    aimed.name = "Tee"
    assert "Tee" in R.damage(a, struck, skill, 0, w, facts).explain


def test_a_low_attacker_or_an_effect_is_never_answered_from_the_memo() -> None:
    """At 1/3 Health or less the -25% applies (000:L40); an effect on the target reads the rules in full."""
    a, t = char("a"), char("t", team="blue")
    w = war(a, t)
    raw = {**BULLET, "Damage": "20 Physical"}
    skill, facts = R.parse_skill(raw, a, 0), TurnFacts(turn=2)
    assert R.damage(a, t, skill, 0, w, facts).value == pytest.approx(20)
    a.health = 100
    low = R.damage(a, t, skill, 0, w, facts)
    assert "Health 100/300 ≤ 1/3" in low.explain
    a.health = 300
    t.statuses.append({"id": "f", "name": "Flight", "turns": 2})  # (000:L504-507: -15% for a Flightless attacker)
    assert R.damage(a, t, skill, 0, w, facts).value == pytest.approx(17)
