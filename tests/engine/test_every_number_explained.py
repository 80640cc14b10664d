"""Every number an event states comes with its operands and the rule it came from ("Explain every number").

Each bundled sample war of maps/ (all five rulesets) is resolved as a GM would play it: its turn with every
question answered with its first option and the turn after (the roll-dice sample day: its turns as the file
gives them). Every event must then

* cite the place of its rule in its ruleset's document: ``<ruleset> 00N:L<line>`` or true-hgw's ``003 §<section>``
  (or the house rule a gap of the document needs, ``GAP I2.9``);
* show a pool, point or count it changed as ``before → after`` (or as the result of its formula, ``= after``);
* show a chance with its formula and the roll against it;
* show a countdown's arithmetic (``3 − 1 = 2``, ``Duration 2 → 1``);
* and, when its text states any other number, put it in an expression (``=``, ``→``, ``+``, ``×``, ``≥``, ``vs``…),
  not alone. Names, ids, ranks, dice, ordinals and rule citations are not numbers the rules produce.

ALLOWED_CHANGES and ALLOWED_EVENTS list the few statements whose number is the rule's own constant, said beside
its citation, or whose operands stand in the same sentence.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.scores import fmt

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))

CITES = re.compile(r"^(ap-sp|valor|skirmish|true-hgw|roll-dice) 00\d(:L\d+| §[IVX]+)|\bGAP I\d+\.\d+")
"""A document's line or section, or the numbered house rule a document leaves open (skirmish's movement, I2.9)."""
NOT_NUMBERS = re.compile(
    r"\b00\d\b|\bL\d+(-L?\d+)?|§[IVX]+|\bI\d+\.\d+"  # rule citations (001:L57, 003 §VI), reading ids (I0.7)
    r"|\bt\d+\.\S+|\bb\d+-[\w-]+"  # decision and battle ids
    r"|\b\d+(st|nd|rd|th)\b|\bNight \d+|\b(battle|combat) turn \d+|\b\d+d\d+|\bLv\d+"  # ordinals, the night, dice, levels
    r"|\b(EX|[A-E])[+-]+")  # ranks with their subranks (A+ is not a sum)
EXPRESSION = re.compile(r"\d\s*(=|→|≥|≤|<|>|\+|−|-|×|\*|÷|/)\s*[\d(−-]|(=|→|≥|≤|<|>|\+|−|×|÷)\s*-?\d"
                        r"|\d\s*\)?\s*(vs|against)\s+\d")

ALLOWED_CHANGES = {
    ChangeKind.EFFECT_ADD:
        "an effect or status taking hold states its duration (\"for 3 turn(s)\", \"Stun 1 … 1 Turn(s)\"): the rule's "
        "or the sheet's constant (ap-sp 000:L379 \"Lasts three Turns\", 000:L337-347 \"Stun T\", true-hgw 003 §III, "
        "valor 001:L57), nothing is worked out; its countdown events show the arithmetic",
}
"""The kinds of change whose event may state a number outside a formula, and why."""
ALLOWED_EVENTS = {
    EventKind.MOVE:
        "a move counts its steps against the ruleset's limit (\"1 of at most 2 locations\", valor 001:L5): the "
        "route it counts is listed in the same sentence",
    EventKind.INITIATIVE:
        "an acting order gives each actor's sort key (ap-sp \"AGI C (3,0)\": letter and subranks, 000:L416) in the "
        "order the keys compare; the arrows and '=' between actors are the comparison",
}
"""The kinds of event that may state a number outside a formula, and why."""


def _turns(name: str) -> tuple[list[str], list]:
    """The sample's names (see :func:`_names`) and its resolved turns (see the module's docstring)."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    war = War.from_dict(data)
    results = []
    for turn in data.get("day_turns") or [{"orders": list(war.orders)}, {"orders": []}]:
        orders, decisions = turn["orders"], list(turn.get("decisions") or [])
        while not (result := resolve_turn(war, orders, decisions)).resolved:
            decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})
        results.append(result)
        war = result.war
    return _names(data), results


def _names(data: dict) -> list[str]:
    """The war file's names and ids holding a digit (``Servant 2``, ``loc3``), longest first: a name's digits are
    not numbers the rules produce."""
    text = json.dumps(data, ensure_ascii=False)
    names = set(re.findall(r'"(?:name|id|team|title|label|skill|words)": "([^"]*\d[^"]*)"', text))
    return sorted(names, key=len, reverse=True)


def _numbers_left(explain: str, names: list[str]) -> str:
    for name in names:
        explain = explain.replace(name, "·")
    return NOT_NUMBERS.sub("·", explain)


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def problems(event, names: list[str]) -> list[str]:
    """What the event leaves unexplained (nothing, for an explained one)."""
    data, explain, found = event.data, str(event.explain), []
    if not CITES.search(event.rule):
        found.append(f"rule {event.rule!r} cites no line or section of the document")
    before, after = data.get("before"), data.get("after")
    if _number(before) and _number(after) and before != after:
        if f"{fmt(before)} → {fmt(after)}" not in explain and not re.search(rf"= {re.escape(fmt(after))}\b", explain):
            found.append(f"changes {fmt(before)} to {fmt(after)} without showing both")
    if _number(data.get("chance")) and not ("=" in explain and "roll" in explain.lower()):
        found.append("a chance without its formula or the roll against it")
    effect = data.get("effect")
    if data.get("what") == ChangeKind.EFFECT_UPDATE and isinstance(effect, dict) and _number(effect.get("turns")):
        if not re.search(rf"(→|=) {effect['turns']}\b", explain):
            found.append(f"a countdown to {effect['turns']} without the count before it")
    left = _numbers_left(explain, names)
    what = data.get("what")
    allowed = event.kind in ALLOWED_EVENTS or (isinstance(what, ChangeKind) and what in ALLOWED_CHANGES)
    if re.search(r"\d", left) and not EXPRESSION.search(left) and not allowed:
        found.append("states a number outside any formula")
    return found


@pytest.mark.parametrize("name", SAMPLES)
def test_every_number_of_a_sample_war_is_explained(name):
    """Every event of the sample's turns cites its rule, and every number it states comes with its operands."""
    names, results = _turns(name)
    unexplained = [f"{e.kind} {e.explain!r} ({e.rule}): {'; '.join(p)}"
                   for r in results for e in r.events if (p := problems(e, names))]
    assert not unexplained, "\n".join(unexplained[:20])
    assert sum(len(r.events) for r in results) > 20


def test_the_check_finds_what_it_looks_for():
    """The check itself: a countdown without its count before, a changed pool without its values, a bare number,
    a vague rule and a chance without its roll are each found; their explained forms pass."""
    from gmdesk.engine.events import Event

    def event(explain: str, rule: str = "ap-sp 000:L642", kind=EventKind.COUNTDOWN, **data) -> list[str]:
        return problems(Event(1, 1, "end", kind, ["saber"], explain, rule, data), ["Servant 2"])

    countdown = {"what": ChangeKind.EFFECT_UPDATE, "effect": {"id": "t1.1", "turns": 2}}
    assert event("Stun on Saber: 2 Turn(s) left", **countdown)
    assert not event("Stun on Saber: 3 − 1 = 2 Turn(s) left", **countdown)
    assert event("Odile spends a Command Spell", kind=EventKind.EFFECT, before=3, after=2)
    assert not event("Odile spends a Command Spell: Command Spells 3 → 2", kind=EventKind.EFFECT, before=3, after=2)
    assert event("Servant 2 gains 5 points", kind=EventKind.ECONOMY) == ["states a number outside any formula"]
    assert not event("Servant 2 gains 2 + 3 = 5 points", kind=EventKind.ECONOMY)
    assert event("Saber dodges: 12 %", kind=EventKind.DODGE, chance=0.12)
    assert not event("Saber dodges: 30 % − 18 % = 12 %; roll 7.5 < 12 %", kind=EventKind.DODGE, chance=0.12)
    assert event("Saber acts", rule="ap-sp") and event("Saber acts", rule="")
    assert not event("Saber acts", rule="true-hgw 003 §VII")
