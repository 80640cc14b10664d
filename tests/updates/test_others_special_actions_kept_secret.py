"""Another team's special action (a cover, a sleep, a consume, a contract…: an action of no skill) reads
"Saber did something at 冬木大橋." / 「セイバーは冬木大橋で何かをした。」, not "used an action": the knowledge filter
gives the witness who acted, where and whom the event names, never the order (docs/updates.md, "Never: …
orders"; update-own-orders gives a team its own orders only), so the sentence names no action, no desk label,
no verb phrase of special_sentences.py and no skill. Checked on every sample night and every turn of the
roll-dice sample day, for every team's update and the public one, in English and Japanese."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.engine.events import Event
from gmdesk.engine.knowledge_turn import public_turn_view
from gmdesk.engine.options.labels import special_label
from gmdesk.messages import Message, say
from gmdesk.model.war import War
from gmdesk.updates import UpdateFormat, render, turn_updates
from gmdesk.updates.sentences import sentence
from gmdesk.updates.special_sentences import did
from gmdesk.updates.views import turn_view_for
from tests.sample_day import DAY
from tests.updates.test_updates_special_actions import _ch

MAPS = Path(__file__).resolve().parents[2] / "maps"
NIGHTS = ["sample-ap-sp-night2.json", "sample-valor-night2.json", "sample-skirmish-night2.json",
          "sample-true-hgw-night2.json", "sample-roll-dice.json"]
SOMETHING = {"{who} did something to {on} at {place}.", "{who} did something to {on}.",
             "{who} did something at {place}.", "{who} did something."}


def resolved_turns() -> list[tuple[War, War, list[Event]]]:
    """(war before, war after, events) of each sample night and of each turn of the roll-dice sample day."""
    out = []
    for name in NIGHTS:
        war = War.from_dict(json.loads((MAPS / name).read_text(encoding="utf-8")))
        result = resolve_turn(war, list(war.orders), list(war.decisions))
        out.append((war, result.war, result.events))
    data = json.loads(DAY.read_text(encoding="utf-8"))
    war = War.from_dict(data)
    for turn in data["day_turns"]:
        war = war.copy()
        war.orders, war.decisions = turn["orders"], turn["decisions"]
        result = resolve_turn(war, turn["orders"], turn["decisions"])
        out.append((war, result.war, result.events))
        war = result.war
    return out + [witnessed_night()]


def witnessed_night() -> tuple[War, War, list[Event]]:
    """skirmish: team X's Archer consumes the defeated Kirei (002:L22) and its Master Rin commands Spirit Form
    (002:L6), at a bridge where W's Saber, who has scouted X's two, stands and sees them act."""
    war = War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "skirmish", "title": "t", "seed": 1, "turn": 1,
        "teams": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}, {"id": "w", "name": "W"}],
        "map": {"locations": [{"id": "bridge", "name": "Great Bridge"}]},
        "characters": [_ch("rin", "x", "master"), _ch("archer", "x", master="rin", skills=[{"name": "Eye of the Mind"}]),
                       _ch("kirei", "y", "master", alive=False, health=0), _ch("saber", "w")],
        "knowledge": {"w": [{"turn": 0, "kind": "scouted", "where": "bridge", "who": ["archer", "rin"]}]}})
    war.orders = [{"actor": "archer", "action": "consume", "target": "kirei"},
                  {"actor": "rin", "action": "spirit-form", "servant": "archer"}]
    result = resolve_turn(war, list(war.orders), [], 1)
    return war, result.war, result.events


def secrets_of(action: str, actor: str, war: War) -> list[str]:
    """Every word that would say which special action it was, or a skill of the one who did it."""
    words = [action, special_label(action), *(did(action, on) or "" for on in ("", "someone"))]
    words += [say(w, "ja") for w in words if isinstance(w, Message)]
    words += [str(skill.get("name") or skill.get("Name")) for skill in war.characters[actor].skills
              if skill.get("name") or skill.get("Name")]
    return [w.split("{")[0].strip() for w in words if w and w.split("{")[0].strip()]


def test_another_team_s_special_action_is_something_done_and_never_which():
    told = 0
    for before, after, events in resolved_turns():
        special = {e.seq: e for e in events if e.kind == "action" and not isinstance(e.data.get("skill"), str)}
        readers = [(team, turn_view_for(before, after, events, team)) for team in after.team_ids()]
        readers.append((None, public_turn_view(before, after, events)))
        updates = turn_updates(before, after, events).all()
        for team, view in readers:
            text = {language: render(updates[team or "public"], UpdateFormat.TEXT, language) for language in ("en", "ja")}
            for seen in view.seen:
                event = special.get(seen.seq)
                if event is None or seen.kind != "action" or after.characters[event.actors[0]].team == team:
                    continue
                action, said = str(event.data["action"]), sentence(seen)
                assert seen.skill is None and seen.order is None, (team, seen)
                assert isinstance(said, Message) and said.template in SOMETHING, (team, said)
                for language, line in (("en", str(said)), ("ja", say(said, "ja"))):
                    assert line in text[language], (team, line)
                    assert "action" not in line and "アクション" not in line
                    for secret in secrets_of(action, event.actors[0], after):
                        assert secret not in line, (team, action, secret, line)
                told += 1
    assert told >= 4  # the day's cover and identify seen by Matou; W sees Archer's consume and Rin's Spirit Form
