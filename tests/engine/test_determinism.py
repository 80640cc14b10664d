"""A resolved turn is a pure function of (war, orders, decisions, seed): same inputs, same bytes.

Property test over generated maps, casts and movement orders for every ruleset. Pending
decisions are answered with their first option and the turn resolved again, as the GM would.
"""

import json

from hypothesis import event as note_outcome, given, settings
from hypothesis import strategies as st

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.model.war import War

RULESETS = ["ap-sp", "valor", "skirmish", "true-hgw", "roll-dice"]
STATS = ["E", "D", "C", "B", "A"]


@st.composite
def wars_and_orders(draw):
    ruleset = draw(st.sampled_from(RULESETS))
    n = draw(st.integers(3, 8))
    ids = [f"l{i}" for i in range(n)]
    links = [[ids[i], ids[i + 1]] for i in range(n - 1)]
    for _ in range(draw(st.integers(0, 4))):
        a, b = draw(st.sampled_from(ids)), draw(st.sampled_from(ids))
        if a != b and [a, b] not in links and [b, a] not in links:
            links.append([a, b])
    spec = rulesets.get(ruleset)
    keys = [s.key for s in spec.stats if s.key in ("AGI", "LCK", "ACT")]
    characters = []
    for t in range(draw(st.integers(2, 4))):
        for kind in ("servant", "master"):
            if kind not in spec.kinds:
                continue
            stats = {k: draw(st.sampled_from(STATS)) for k in keys}
            characters.append({"id": f"{kind[0]}{t}", "name": f"{kind} {t}", "kind": kind, "team": f"t{t}",
                               "location": draw(st.sampled_from(ids)), "stats": stats})
    neighbours = {i: sorted({b for a, b in links if a == i} | {a for a, b in links if b == i}) for i in ids}
    movement = spec.movement
    actions = ["move", "stay"] + (["scout"] if movement.scout else []) + (["search"] if movement.search else [])
    orders = []
    for ch in characters:
        action = draw(st.sampled_from(actions + ["attack"]))
        here = ch["location"]
        if action == "move":
            first = draw(st.sampled_from(neighbours[here]))
            dest = first
            if (movement.max_steps or 3) >= 2 and draw(st.booleans()):
                onward = [x for x in neighbours[first] if x != here]
                dest = draw(st.sampled_from(onward)) if onward else first
            orders.append({"actor": ch["id"], "action": "move", "to": dest})
        elif action == "scout" and ch["kind"] in movement.scout.kinds:
            orders.append({"actor": ch["id"], "action": "scout", "target": draw(st.sampled_from(neighbours[here]))})
        elif action == "search":
            orders.append({"actor": ch["id"], "action": "search"})
        elif action == "attack":
            foes = [c["id"] for c in characters if c["location"] == here and c["team"] != ch["team"]]
            if foes:
                orders.append({"actor": ch["id"], "action": "attack", "target": draw(st.sampled_from(foes))})
    war = {"format": "gmdesk-war/1", "ruleset": ruleset, "title": "generated", "seed": draw(st.integers(0, 10**6)),
           "turn": 1, "map": {"locations": [{"id": i, "name": i, "hidden": draw(st.booleans()),
                                             "home_base": draw(st.sampled_from([None, "t0", "t1"]))} for i in ids],
                              "links": links},
           "characters": characters, "orders": [], "decisions": []}
    return war, orders


def _resolve_answering(war, orders):
    decisions = []
    for _ in range(30):
        result = resolve_turn(war, orders, decisions)
        if result.resolved:
            return result
        pending = result.pending[0]
        decisions.append({"id": pending.id, "choice": pending.options[0]})
    raise AssertionError("too many decisions")


@settings(max_examples=60, deadline=None)
@given(wars_and_orders())
def test_same_inputs_give_identical_output(case):
    raw, orders = case
    war = War.from_dict(raw)
    before = json.dumps(war.to_dict(), sort_keys=True)
    try:
        first = _resolve_answering(war, orders)
        note_outcome("resolved")
    except OrdersRefused:
        # Refusals must be just as deterministic.
        try:
            resolve_turn(War.from_dict(raw), orders, [])
        except OrdersRefused as again:
            assert str(again)
            note_outcome("refused")
            return
        raise AssertionError("refused once, accepted the second time")
    second = _resolve_answering(War.from_dict(raw), orders)
    assert json.dumps(first.to_dict(), sort_keys=True) == json.dumps(second.to_dict(), sort_keys=True)
    assert json.dumps(war.to_dict(), sort_keys=True) == before, "resolve_turn must not change its input"
    for event in first.events:
        assert event.explain, f"event without explanation: {event}"
    positions = {c.location for c in first.war.characters.values()}
    assert positions <= set(first.war.map.locations)
