"""Where a skirmish Command Spell reaches (document skirmish.002, cited by line: 002:L29).

002:L29-45 put no range on Command Spells: only "Come Here" speaks of place, summoning the Servant "from
any location instantly" (002:L41), and a Servant in Spirit Form "must remain in the same location as
[its] Master" (002:L6). The engine's default (the Servant in the caster's location, ap-sp 000:L374) is
not in 002: the reading ``command-spell-reach`` (not in the document) names it; its default follows the
document's silence (anywhere)."""

from __future__ import annotations

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.options.legal import order_options
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.skirmish import RULESET
from gmdesk.rulesets.skirmish.interpretations import COMMAND_SPELL_REACH


def _ch(cid: str, team: str, loc: str, kind: str = "servant", **extra: object) -> dict:
    d = {"id": cid, "name": cid.title(), "kind": kind, "team": team, "location": loc,
         "stats": {"STR": "C", "END": "C", "MAG": "C", "AGI": "C", "LCK": "C"},
         "health": 100, "health_max": 100, "mana": 100, "mana_max": 100, "skills": [], **extra}
    if kind == "master":
        d["command_spells"] = 3
    return d


def _war(reach: str | None = None) -> War:
    """Odile at home (a); her Saber at the bridge (b) beside a hostile Rider."""
    readings = {} if reach is None else {COMMAND_SPELL_REACH.key: reach}
    return War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "skirmish", "title": "t", "seed": 1, "turn": 1,
        "teams": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}],
        "map": {"locations": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}], "links": [["a", "b"]]},
        "settings": {"interpretations": readings},
        "characters": [_ch("odile", "x", "a", "master"), _ch("saber", "x", "b", master="odile"),
                       _ch("rider", "y", "b")]})


FIGHT_HARDER = {"actor": "odile", "action": "command-spell", "spell": "fight-harder", "servant": "saber"}


def test_a_command_spell_reaches_a_servant_elsewhere_by_default():
    """002:L29, L31: Fight Harder on a Servant fighting away from its Master is cast (no range in 002)."""
    assert RULESET.interpretation(COMMAND_SPELL_REACH.key).default == "anywhere"
    result = resolve_turn(_war(), [FIGHT_HARDER, {"actor": "saber", "action": "attack", "target": "rider"}], [], 1)
    cast = [e for e in result.events if e.kind == EventKind.COMMAND_SPELL]
    assert len(cast) == 1 and cast[0].rule == "skirmish 002:L31"
    assert result.war.characters["odile"].command_spells == 2
    assert any(s.get("key") == "fight-harder" for s in result.war.characters["saber"].statuses)


def test_the_desk_offers_every_spell_but_spirit_form_to_a_master_away_from_her_servant():
    """002:L31-45 at the desk; Return to spirit form still needs the Servant with its Master (002:L6)."""
    offered = {o.template.get("spell") for o in order_options(_war(), "odile").of("command-spell")}
    assert {"fight-harder", "survive", "quit-holding-back", "protect", "come-here", "shake-it-off"} <= offered
    assert "spirit-form" not in offered


def test_the_same_location_reading_refuses_and_says_it_is_not_in_the_document():
    """The house rule, when the GM picks it: refused, naming the reading, the characters by name."""
    with pytest.raises(OrdersRefused) as refused:
        check_orders(_war("same-location"), rulesets.get("skirmish"), [FIGHT_HARDER])
    text = str(refused.value)
    assert "Saber" in text and "Odile" in text and COMMAND_SPELL_REACH.key in text
    assert "not in the document" in text


def test_come_here_reaches_anywhere_under_both_readings():
    """002:L41 'summon his Servant from any location instantly'."""
    order = {"actor": "odile", "action": "command-spell", "spell": "come-here", "servant": "saber"}
    result = resolve_turn(_war("same-location"), [order], [], 1)
    assert result.war.characters["saber"].location == "a"


def test_return_to_spirit_form_needs_the_servant_with_its_master():
    """002:L6 'Servants must remain in the same location as their Masters while in spirit form'."""
    order = {"actor": "odile", "action": "command-spell", "spell": "spirit-form", "servant": "saber"}
    with pytest.raises(OrdersRefused) as refused:
        check_orders(_war(), rulesets.get("skirmish"), [order])
    assert "002:L6" in str(refused.value)
