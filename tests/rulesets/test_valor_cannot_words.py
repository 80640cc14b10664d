"""A special action refused in its phase says what the character would have done, in words, in both languages:
sample night 2 (maps/sample-valor-night2.json) with Archer ordered to civilians where she stands, Cape Lighthouse,
which has none (valor 001:L31 'interact with civilians present in their current location'; the sample's own
orders walk her to the Harbour Docks first). The line read 'Archer cannot
civilians: …' (the action's id); it now reads 'Archer cannot interact with civilians: …', and in Japanese
'Archerは一般人と関わることができません：…', also as a reopened war reads the stored event."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.engine.combat.act_words import cannot_special
from gmdesk.engine.events import Event
from gmdesk.messages import say
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War

NIGHT2 = Path(__file__).resolve().parents[2] / "maps" / "sample-valor-night2.json"


def test_archer_cannot_interact_with_civilians_in_both_languages():
    data = json.loads(NIGHT2.read_text(encoding="utf-8"))
    data["orders"] = [{"actor": "archer", "action": "civilians"}]
    result = resolve_turn(War.from_dict(data))
    [cancel] = [e for e in result.events if e.kind == EventKind.CANCEL and "archer" in e.actors]
    assert cancel.explain.startswith("Archer cannot interact with civilians: there are no civilians at Cape Lighthouse")
    assert cancel.rule == "valor 001:L31"
    reopened = Event.from_dict(json.loads(json.dumps(cancel.to_dict())))
    assert reopened.explain == cancel.explain
    japanese = say(reopened.explain, "ja")
    assert japanese.startswith("Archerは一般人と関わることができません：")
    assert "civilians:" not in japanese


def test_a_special_action_that_reads_as_a_verb_is_said_as_it_is():
    assert cannot_special("Jun Arakida", "drain", "no corpse here") == "Jun Arakida cannot drain: no corpse here"
    assert cannot_special("Lancer", "exchange-valor", "x") == "Lancer cannot exchange valor points: x"
    assert say(cannot_special("Lancer", "exchange-valor", "x"), "ja") == "Lancerは武勲を交換することができません：x"
