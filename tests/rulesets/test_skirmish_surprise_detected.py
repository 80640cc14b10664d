"""A detected surprise attack in the skirmish War (document skirmish.002, cited by line: 002:L64, L74).

002:L74: "on the turn that Assassin enters the battle, if not detected due to a familiar or similar skill,
Assassin strikes before all actions except for command spells". 002 says nothing of a detected Assassin,
and the checklist's gaps (I2.x) do not list it: the reading ``surprise-detected`` (not in the document)
names it. Its default follows the battle order every other attack keeps (002:L64, L68): the Assassin
attacks at its own place; ``fails`` is ap-sp's rule ("Fails if a target detects the user", 000:L314).
Whether the Assassin is detected stays the GM's call (002 gives no formula)."""

from __future__ import annotations

from gmdesk.cli import main
from gmdesk.engine import resolve_turn
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.rulesets.skirmish import RULESET
from gmdesk.rulesets.skirmish.interpretations import SURPRISE_DETECTED

SURPRISE = {"actor": "assassin", "action": "attack", "mode": "Surprise attack", "target": "rider"}
DETECTED = [{"id": "t1.surprise.assassin.rider", "choice": "yes"}]
UNDETECTED = [{"id": "t1.surprise.assassin.rider", "choice": "no"}]


def _ch(cid: str, team: str, **extra: object) -> dict:
    return {"id": cid, "name": cid.title(), "kind": "servant", "team": team, "location": "bridge",
            "stats": {"STR": "C", "END": "C", "MAG": "D", "AGI": "A", "LCK": "C"},
            "health": 100, "health_max": 100, "mana": 100, "mana_max": 100, "skills": [], **extra}


def _war(reading: str | None = None) -> War:
    """Assassin and Rider, hostile, at the Great Bridge; no battle yet."""
    readings = {} if reading is None else {SURPRISE_DETECTED.key: reading}
    return War.from_dict({
        "format": "gmdesk-war/1", "ruleset": "skirmish", "title": "t", "seed": 1, "turn": 1,
        "teams": [{"id": "x", "name": "X"}, {"id": "y", "name": "Y"}],
        "map": {"locations": [{"id": "bridge", "name": "Great Bridge"}], "links": []},
        "settings": {"interpretations": readings},
        "characters": [_ch("assassin", "x", **{"class": "Assassin"}), _ch("rider", "y")]})


def _kinds(result, kind: EventKind) -> list:
    return [e for e in result.events if e.kind == kind]


def test_the_reading_is_declared_not_in_the_document_and_shown_by_gmdesk_rules(capsys):
    """002:L74 is silent on a detected Assassin: a named reading, never presented as the rule."""
    reading = RULESET.interpretation(SURPRISE_DETECTED.key)
    assert reading.default == "in-order" and set(reading.options) == {"in-order", "fails"}
    assert "not in the document" in reading.title and "002:L74" in reading.source
    assert main(["rules", "skirmish"]) == 0
    shown = capsys.readouterr().out
    assert "surprise-detected: What a detected surprise attack does (not in the document)" in shown


def test_a_detected_assassin_attacks_at_its_place_in_the_battle_order():
    """Default in-order (002:L64, L68, L74): no surprise, a regular melee attack in the Servant offence step,
    STR C 30 × END C .85 ÷ 2 = 12.75; it starts the battle there and the Assassin pays its melee once."""
    result = resolve_turn(_war(), [SURPRISE], DETECTED, 1)
    assert result.resolved
    [cancel] = _kinds(result, EventKind.CANCEL)
    assert cancel.phase == "surprise" and cancel.data["reason"] == "detected"
    assert "surprise-detected=in-order, not in the document" in cancel.explain
    [action] = _kinds(result, EventKind.ACTION)
    assert action.phase == "servant-offence" and action.data["skill"] == "Regular melee attack (physical)"
    assert "melee 1 → 0" in action.explain
    [engage] = _kinds(result, EventKind.ENGAGE)
    assert engage.phase == "servant-offence"
    assert result.war.characters["rider"].health == 100 - 12.75
    assert not _kinds(result, EventKind.NOTE)  # no surprise attack was made
    assert Flag.SURPRISED_BATTLE not in result.war.characters["assassin"].flags


def test_under_fails_a_detected_attack_fails_and_no_battle_starts():
    """surprise-detected=fails (ap-sp 000:L314): the attack is lost; no surprise is noted for the battle."""
    result = resolve_turn(_war("fails"), [SURPRISE], DETECTED, 1)
    [cancel] = _kinds(result, EventKind.CANCEL)
    assert cancel.explain == "Assassin's Surprise attack fails: a target detected the user"
    assert not _kinds(result, EventKind.ENGAGE) and not _kinds(result, EventKind.DAMAGE)
    assert not _kinds(result, EventKind.NOTE) and not result.war.battles
    assert Flag.SURPRISED_BATTLE not in result.war.characters["assassin"].flags


def test_the_surprise_is_noted_only_once_detection_is_settled():
    """002:L74 'if not detected': the note 'makes its surprise attack in the battle at …' follows the GM's
    answer, under both readings, and the undetected attack strikes in the surprise step."""
    for reading in (None, "fails"):
        result = resolve_turn(_war(reading), [SURPRISE], UNDETECTED, 1)
        kinds = [e.kind for e in result.events]
        [note] = _kinds(result, EventKind.NOTE)
        assert note.explain == "Assassin makes its surprise attack in the battle at Great Bridge"
        assert kinds.index(EventKind.DETECT) < kinds.index(EventKind.NOTE)
        [damage] = _kinds(result, EventKind.DAMAGE)
        assert damage.phase == "surprise" and result.war.characters["rider"].health == 100 - 12.75


def test_the_detection_question_is_asked_of_the_gm_before_anything_is_paid():
    """002 gives no detection formula (002:L74): the turn waits for the GM, whichever reading."""
    for reading in (None, "fails"):
        result = resolve_turn(_war(reading), [SURPRISE], [], 1)
        assert [p.id for p in result.pending] == ["t1.surprise.assassin.rider"]

