"""The bundled skirmish night (maps/sample-skirmish-night2.json, built by maps/build_samples.py) resolves
through `gmdesk resolve` with two battles, an NP clash and a counter-attack that kills, each number
checkable by hand (document skirmish.002: L57 skirmish and counter-attacks, L76 clash, L80 melee, L16
civilians)."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.cli import main

NIGHT = Path(__file__).resolve().parent.parent / "maps" / "sample-skirmish-night2.json"


def resolved(capsys) -> dict:
    code = main(["resolve", str(NIGHT), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_two_battles_open_with_skirmishes(capsys):
    """002:L57 'Skirmishes take place at the beginning of all battles'."""
    events = resolved(capsys)["events"]
    starts = [e for e in events if e["kind"] == "engage" and e["phase"] == "skirmish"]
    assert sorted(e["data"]["location"] for e in starts) == ["saint-brannoc", "weir-bridge"]


def test_counter_attack_that_kills(capsys):
    """002:L57 '80% the normal damage', L80 STR × END reducer ÷ 2: Berserker STR EX 300 × Assassin END E+
    .98 ÷ 2 = 147, × 0.8 = 117.6 on Assassin's 100 Health."""
    events = resolved(capsys)["events"]
    counter = next(e for e in events if e["kind"] == "damage" and e["phase"] == "skirmish"
                   and e["data"]["attacker"] == "berserker")
    assert abs(counter["data"]["amount"] - 300 * 0.98 / 2 * 0.8) < 1e-9
    assert "147 × 0.8 = 117.6" in counter["explain"] and counter["data"]["after"] < 0
    assert any(e["kind"] == "death" and e["actors"][0] == "assassin" for e in events)


def test_np_clash_only_the_stronger_hits(capsys):
    """002:L76: Ninefold Ford avg(50, 50) × .85 × 2 = 85 against Qarasel avg(30, 50) × .71 = 28.4:
    Saber's NP does 85 − 28.4 = 56.6, Rider's does 0."""
    events = resolved(capsys)["events"]
    nps = {e["data"]["attacker"]: e for e in events if e["kind"] == "damage" and "NP clash" in e["explain"]}
    assert abs(nps["saber"]["data"]["amount"] - (50 * 0.85 * 2 - 40 * 0.71)) < 1e-9
    assert nps["rider"]["data"]["amount"] == 0
    assert "skirmish 002:L76" in nps["saber"]["rule"]


def test_every_damage_cites_its_rule_line(capsys):
    """Each number carries its formula and its line of 002."""
    for e in resolved(capsys)["events"]:
        if e["kind"] == "damage":
            assert e["rule"].startswith("skirmish 002:L") and "=" in e["explain"]


def test_civilian_and_night(capsys):
    """002:L16 '+40 mana'; 002:L14 a resting character restores its sheet values (Caster 100 + 40 + 20)."""
    war = resolved(capsys)["war"]
    caster = next(c for c in war["characters"] if c["id"] == "caster")
    assert caster["mana"] == 160 and caster["health"] == 98


def test_the_civilian_drained_cites_the_civilians_rule(capsys):
    """002:L16 'Servants restore 40 mana each turn in which they kill a civilian': Caster's action line is cited by
    the special actions' lines (L16 civilians, L22 Masters), not by the battle rules of L57-84."""
    events = resolved(capsys)["events"]
    [line] = [e for e in events if e["kind"] == "action" and e["data"].get("action") == "consume"]
    assert line["explain"] == "Caster: consume (cost: drain action)" and line["rule"] == "skirmish 002:L16, L22"
    [gain] = [e for e in events if e["kind"] == "consume"]
    assert gain["explain"] == "Caster kills a civilian: mana + 40: mana 100 → 140" and gain["rule"] == "skirmish 002:L16"


def test_archer_scouts_and_still_regenerates(capsys):
    """002:L8 'Most Servants are incapable of regeneration while scouting, though Archer's Independent Action allows
    him to do so': the sample Archer's sheet has the class skill; she scouts the Bonded Warehouses and rests, mana
    110 + 15 (its sheet's regeneration) = 125 (002:L14, L90), and the line says why the scouting does not stop it."""
    events = resolved(capsys)["events"]
    [rest] = [e for e in events if e["kind"] == "regeneration" and e["actors"] == ["archer"]]
    assert rest["explain"] == ("Archer rests: mana + 15 (sheet) (it scouted: Independent Action lets it regenerate, "
                               "skirmish 002:L8): mana 110 → 125")
    assert rest["rule"] == "skirmish 002:L8, L14, L90"


def test_without_independent_action_a_scout_does_not_regenerate(capsys, tmp_path):
    """002:L8 'Most Servants are incapable of regeneration while scouting': the same night with the class skill taken
    off Archer's sheet, her scouting stops it and the line says so."""
    data = json.loads(NIGHT.read_text(encoding="utf-8"))
    archer = next(c for c in data["characters"] if c["id"] == "archer")
    archer["skills"] = [s for s in archer["skills"] if s["name"] != "Independent Action"]
    path = tmp_path / "night.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["resolve", str(path), "--json"]) == 0
    events = json.loads(capsys.readouterr().out)["events"]
    [rest] = [e for e in events if e["kind"] == "regeneration" and e["actors"] == ["archer"]]
    assert rest["explain"] == "Archer does not regenerate: it scouted (skirmish 002:L8)"
