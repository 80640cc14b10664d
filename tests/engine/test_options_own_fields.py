"""A ruleset's own order fields offered at the Turn Desk (``Ruleset.order_field_choices``): roll-dice's Command
Spell "restore" (「サーヴァントのHPかMPどちらかを全回復する」, roll-dice 004:L289) is offered with its pool, HP or MP,
and the order picked resolves: the pool back to its maximum, with an event that says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options, order_problem
from gmdesk.messages import say
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war
from gmdesk.rulesets import available, get as ruleset_of
from gmdesk.rulesets.base import Ruleset

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "maps" / "sample-roll-dice.json"


@pytest.fixture
def war() -> War:
    """The roll-dice sample, Saber worn down: 48 HP of 48 → 30, 40 MP of 40 → 12."""
    found = load_war(SAMPLE)
    saber = found.characters["saber"]
    saber.health, saber.mana = 30, 12
    return found


def _restore(war: War):
    return next(o for o in order_options(war, "odile").actions if o.template.get("spell") == "restore")


def test_restore_is_offered_with_its_pool_to_pick(war):
    """004:L289: HP or MP, one a spell; the values are the ruleset's, in both languages."""
    option = _restore(war)
    assert option.rule == "roll-dice 004:L289"
    assert option.values("pool") == ["HP", "MP"]
    assert option.values("servant") == ["saber"]
    assert option.template == {"actor": "odile", "action": "command-spell", "spell": "restore", "servant": "saber",
                               "pool": "HP"}
    words = dict(option.fields["pool"])
    assert (say(words["HP"]), say(words["MP"])) == ("all HP", "all MP")
    assert (say(words["HP"], "ja"), say(words["MP"], "ja")) == ("HPを最大値まで", "MPを最大値まで")
    for pool in ("HP", "MP"):  # each value offered is an order the engine accepts
        assert order_problem(war, option.order(pool=pool)) is None


def test_a_restore_without_its_pool_is_refused(war):
    """The order check refuses what the desk would not offer: no pool, or one not HP or MP (004:L289)."""
    option = _restore(war)
    assert "needs `pool`" in (order_problem(war, option.order(pool=None)) or "")
    assert "pool must be HP or MP" in (order_problem(war, option.order(pool="FP")) or "")


@pytest.mark.parametrize("pool, field, top", [("HP", "health", 48), ("MP", "mana", 40)])
def test_the_restore_picked_refills_that_pool_and_says_so(war, pool, field, top):
    """004:L289 「最大値まで」: the pool picked back to its maximum, the other untouched; an event explains it."""
    order = _restore(war).order(pool=pool)
    before = {"health": 30, "mana": 12}
    result = resolve_turn(war, [order], [], 1)
    assert result.resolved
    saber = result.war.characters["saber"]
    assert getattr(saber, field) == top
    other = "mana" if field == "health" else "health"
    assert getattr(saber, other) <= before[other]  # not refilled (the turn's upkeep may take some)
    assert result.war.characters["odile"].command_spells == 2
    heal = [e for e in result.events if e.kind == EventKind.HEAL and "saber" in e.actors]
    assert heal, [e.explain for e in result.events]
    text = say(heal[0].explain)
    assert f"Saber's {pool} back to its maximum {top}" in text
    assert heal[0].rule == "roll-dice 004:L289"


def test_the_hook_offers_nothing_by_default():
    """Rulesets without fields of their own keep the engine's fields alone (no ``if ruleset ==``)."""
    war = load_war(SAMPLE)
    assert Ruleset().order_field_choices(war.characters["odile"], {"action": "command-spell"}, war) == {}
    own = {rid for rid in available() if type(ruleset_of(rid)).order_field_choices is not Ruleset.order_field_choices}
    assert own == {"ap-sp", "roll-dice", "valor"}  # the others keep the default


def test_skirmish_offers_consuming_a_civilian_and_the_turn_does_it():
    """skirmish 002:L16 "kill civilians … +40 mana": a civilian is the consume order without a target (the value
    "civilian" the desk used to offer is refused as "not a defeated Master", so consume was never offered)."""
    war = load_war(ROOT / "maps" / "sample-skirmish.json")
    option = next(o for o in order_options(war, "saber").actions if o.action == "consume")
    assert option.template == {"actor": "saber", "action": "consume"}
    assert "target" not in option.fields  # no Master down here: a civilian only
    mana = war.characters["saber"].mana
    result = resolve_turn(war, [option.template], [], 1)
    assert result.resolved
    gained = [e for e in result.events if e.kind == EventKind.CONSUME and e.actors[:1] == ["saber"]]
    assert gained and gained[0].rule == "skirmish 002:L16", [e.explain for e in result.events]
    assert "mana + 40" in say(gained[0].explain) and mana is not None


def test_ap_sp_still_offers_consuming_a_civilian():
    """ap-sp 000:L551: a consume order without a target consumes a civilian, as ``target: civilian`` did."""
    war = load_war(ROOT / "maps" / "sample-ap-sp.json")
    options = [o for cid in war.characters for o in order_options(war, cid).actions if o.action == "consume"]
    assert options and all("target" not in o.template for o in options)


def test_valor_offers_forcing_a_contract_for_a_command_spell():
    """valor 001:L45 "It is possible to forcibly contract a masterless, but unwilling servant, although doing so
    costs the master one of their command spells": the contract order's ``force``, picked, resolves so."""
    war = load_war(ROOT / "maps" / "sample-valor.json")
    berserker = war.characters["berserker"]
    berserker.master, berserker.team, berserker.location = None, None, war.characters["odile"].location
    option = next(o for o in order_options(war, "odile").actions if o.action == "contract")
    assert option.values("force") == [None, True] and "force" not in option.template
    assert say(dict(option.fields["force"])[True], "ja") == "令呪1画で強制して"
    order = option.order(servant="berserker", force=True)
    assert order_problem(war, order) is None
    result = resolve_turn(war, [order], [], 1)
    assert result.resolved
    assert result.war.characters["odile"].command_spells == 2
    assert result.war.characters["berserker"].master == "odile"
