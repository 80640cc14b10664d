"""The sentences the English-document rulesets write into a turn's events, said in Japanese (docs/japanese.md, "The
phases in Japanese"): the budgets of ap-sp (000:L230-236), true-hgw (003 §VI), skirmish (002:L66-70) and valor
(001:L89-97), and the regeneration lines of ap-sp (000:L479), true-hgw (003 §VI) and skirmish (002:L14), read back
from the stored event as the Timeline reads them. Their English is what it was, letter for letter (the same sample
nights' lines below), and their Japanese keeps every number and line reference of it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.events import Event
from gmdesk.messages import say
from gmdesk.model.war import War

MAPS = Path(__file__).resolve().parent.parent / "maps"
NUMBERS = re.compile(r"\d+(?:\.\d+)?")
#: A budget line of each sample night, as the engine wrote it before its words were Messages.
ENGLISH = {
    "ap-sp": "Sister Agathe Lindqvist this turn: no AP or SP; one Turn Action (ap-sp 000:L233); one Move Action "
             "(ap-sp 000:L236)",
    "true-hgw": "Archer this turn: one standard action and one move action (true-hgw 003 §VI)",
    "skirmish": "Assassin this turn: a support and an offensive action (skirmish 002:L66); regular melee attacks: 1 "
                "(instead of the offensive skill, skirmish 002:L68) + 2 extra (Assassin: AGI A++ → 2 '+' → 2 extra "
                "regular melee attack(s)) = 3; one civilian at night (skirmish 002:L16)",
    "valor": "Assassin this turn: one support action and one offensive action (valor 001:L89-97); attacks 1 + 2 "
             "(AGI A++: one more normal attack per '+', valor 001:L91) = 3",
}
IDS = re.compile(r"[a-z]+(?:-[a-z]+)+")
"""A reading's key and option (bonus-opponents=battle-at-start) stay as the war file writes them."""
#: Words of the English sentences that must not be left in the Japanese.
ENGLISH_WORDS = re.compile(r"\b(this turn|action|Action|regenerates?|rests|sheet|battle|previous)\b")


def kept(english: str, japanese: str) -> bool:
    """Every number of the English is in the Japanese as often ("one Move Action" says 1回: the Japanese may have more)."""
    said = NUMBERS.findall(japanese)
    return all(said.count(n) >= NUMBERS.findall(english).count(n) for n in NUMBERS.findall(english))


def night(ruleset_id: str) -> list[Event]:
    war = War.from_dict(json.loads((MAPS / f"sample-{ruleset_id}-night2.json").read_text(encoding="utf-8")))
    return [Event.from_dict(json.loads(json.dumps(e.to_dict()))) for e in resolve_turn(war).events]


@pytest.mark.parametrize("ruleset_id", sorted(ENGLISH))
def test_budgets_are_said_in_japanese_with_their_english_unchanged(ruleset_id):
    budgets = [e for e in night(ruleset_id) if e.kind == "budget"]
    assert ENGLISH[ruleset_id] in [e.explain for e in budgets]
    for event in budgets:
        japanese = say(event.explain, "ja")
        assert "このターン" in japanese, japanese
        assert ENGLISH_WORDS.findall(IDS.sub("", japanese.replace("extra regular melee attack(s)", ""))) == [], japanese
        assert kept(event.explain, japanese), japanese


@pytest.mark.parametrize("ruleset_id,kind", [("ap-sp", "regeneration"), ("true-hgw", "regen"),
                                             ("skirmish", "regeneration")])
def test_regeneration_is_said_in_japanese(ruleset_id, kind):
    lines = [e for e in night(ruleset_id) if e.kind == kind]
    assert lines
    for event in lines:
        japanese = say(event.explain, "ja")
        assert "再生" in japanese or "休む" in japanese, japanese
        assert kept(event.explain, japanese), japanese
        assert ENGLISH_WORDS.findall(IDS.sub("", japanese)) == [], japanese


def test_an_ap_sp_servants_budget_reads_as_a_gm_would_say_it():
    budgets = {e.actors[0]: e for e in night("ap-sp") if e.kind == "budget"}
    japanese = say(budgets["archer"].explain, "ja")
    assert japanese.startswith("Archerのこのターン：AP 4（シート、ap-sp 000:L230） ＋ 0（敏捷：敏捷を比べる相手がいない"
                               "（解釈 bonus-opponents=battle-at-start）） ＝ 4；SP 1（ap-sp 000:L230）；移動アクション1回")
    assert say(budgets["archer"].explain, "en") == budgets["archer"].explain


def test_valor_points_and_whereabouts_are_said_in_japanese():
    """valor 001:L11-13 (a turn in a fight: 1 valor point; fled after a round: 0,5) and the notes of 001:L75-81."""
    events = night("valor")
    points = [say(e.explain, "ja") for e in events if e.kind == "valor"]
    assert points and all(p.startswith("陣営 ") and "武勲点" in p for p in points)
    notes = [e.explain for e in events if e.explain.endswith(("is past its skirmish", "is no longer in a battle"))]
    assert "Assassin's battle at Old Gasworks is past its skirmish" in notes  # not 'has skirmished': a Master
    assert "Sister Agathe Lindqvist is no longer in a battle" in notes  # never skirmishes (001:L85); not 'its fight'
    said = [say(n, "ja") for n in notes]
    assert "AssassinのOld Gasworksでの戦闘は小競り合いを終えた" in said
    assert all(n.endswith(("での戦闘は小競り合いを終えた", "はもう戦闘中ではない")) for n in said)


@pytest.mark.parametrize("ruleset_id", ["ap-sp", "skirmish", "valor"])
def test_an_acting_order_names_its_phase_in_japanese(ruleset_id):
    """The acting order of a phase in initiative order (ap-sp 000:L416, skirmish 002:L66, valor 001:L89) names the
    phase as its header does: 「支援フェイズの行動順：…」, not 「Support Phaseの行動順」."""
    orders = [e for e in night(ruleset_id) if e.kind == "initiative"]
    assert orders
    for event in orders:
        phase_name = event.explain.split(" acting order: ")[0]
        japanese = say(event.explain, "ja")
        assert phase_name not in japanese, japanese
        assert "行動順" in japanese, japanese


def test_valor_whereabouts_name_the_place_and_do_not_say_a_character_came_who_was_there():
    """valor 001:L81: on a night 2 where no place was noted before (the sample without its notes of night 1),
    nobody is said to have come; the notes name the place (Cape Lighthouse), not its id."""
    data = json.loads((MAPS / "sample-valor-night2.json").read_text(encoding="utf-8"))
    for ch in data["characters"]:
        for flag in ("valor:at", "valor:here_since"):
            ch.get("flags", {}).pop(flag, None)
    notes = [e.explain for e in resolve_turn(War.from_dict(data)).events if e.rule == "valor 001:L81"]
    assert notes and not [n for n in notes if "came to" in n]
    assert not [n for n in notes if "cape-light" in n]
    assert "Saber's time at Weir Mills counts from this turn" in notes


def test_the_sample_valor_night_notes_only_who_moved():
    """valor 001:L81: the sample night 2 carries where everyone has stood since night 1, so the night notes only the
    six who moved (Archer and Tobias to the Harbour Docks, Assassin and Piet to Old Gasworks, the Hale team's
    flight), each as come this turn; nobody's time 'counts from this turn' afresh."""
    notes = [e.explain for e in night("valor") if e.rule == "valor 001:L81"]
    came = sorted(n for n in notes if " came to " in n)
    assert came == ["Archer came to Harbour Docks this turn", "Assassin came to Old Gasworks this turn",
                    "Berserker came to Collegium Quarter this turn", "Piet Brandauer came to Old Gasworks this turn",
                    "Rufus Okonkwo-Hale came to Collegium Quarter this turn",
                    "Tobias Greenhalgh came to Harbour Docks this turn"]
    assert len(notes) == 2 * len(came) and not [n for n in notes if "counts from this turn" in n]


def test_valor_points_name_the_team_and_write_a_decimal_point():
    """valor 001:L11-13: 'team Hale Ironworks …: 0.5 valor points', not 'team hale … 0,5'."""
    lines = [e.explain for e in night("valor") if e.kind == "valor"]
    assert "team Hale Ironworks fled at the end of a round of combat: 0.5 valor points (001:L13): valor 0 → 0.5" in lines
    assert not [line for line in lines if line.startswith("team hale ") or "0,5" in line]
