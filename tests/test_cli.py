"""The command line: exit codes, messages that name file/field/value, and the sample war demo."""

import json
from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.cli import main
from gmdesk.model.war import War

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
SAMPLES = sorted(MAPS.glob("sample-*.json"))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name for p in SAMPLES])
def test_samples_are_valid_and_round_trip(capsys, path):
    code, out, err = run(capsys, "validate", str(path))
    assert code == 0, out + err
    data = json.loads(path.read_text(encoding="utf-8"))
    assert War.from_dict(data).to_dict() == data


def test_sample_city_shape():
    """15–30 linked locations with home bases and the rules' special places; seven teams."""
    war = War.from_dict(json.loads((MAPS / "sample-valor.json").read_text()))
    import networkx as nx

    assert 15 <= len(war.map.locations) <= 30 and nx.is_connected(war.map.graph)
    effects = {e for loc in war.map.locations.values() for e in loc.effects}
    assert {"supervisor-office", "hospital", "shopping-mall"} <= effects
    assert len(war.team_ids()) == 7
    for team in war.team_ids():
        kinds = sorted(c.kind for c in war.team_members(team))
        assert kinds == ["master", "servant"]
        assert war.map.home_bases(team)


def test_validate_reports_problems_with_exit_2(capsys, tmp_path):
    data = json.loads((MAPS / "sample-valor.json").read_text())
    data["characters"][0]["location"] = "atlantis"
    data["characters"][1]["stats"]["AGI"] = "B-"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    code, out, err = run(capsys, "validate", str(path))
    assert code == 2
    assert "atlantis" in out and "unknown location" in out
    assert "stats.AGI" in out and "'B-'" in out


def test_malformed_file_names_file_and_field(capsys, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "gmdesk-war/1", "ruleset": "valor", "map": {"locations": [{"id": 5}]}}')
    code, out, err = run(capsys, "resolve", str(path))
    assert code == 2
    assert str(path) in err and "map.locations[0].id" in err and "5" in err


def test_resolve_demo_shows_every_movement_event(capsys):
    """The README's demo: crossing, sighting, scouting, detection, fleeing and pursuit, explained."""
    code, out, err = run(capsys, "resolve", str(MAPS / "sample-valor-night3.json"), "--json")
    assert code == 0, err
    result = json.loads(out)
    kinds = {e["kind"] for e in result["events"]}
    assert {"crossing", "sighting", "scout", "detect", "flee", "pursuit", "encounter", "move"} <= kinds
    crossing = next(e for e in result["events"] if e["kind"] == "crossing")
    # valor LCK table: C+ 3.9, D+ 2.28 → 3.09; B 4.75, C+ 3.9 → 4.325 (001:L202-223)
    assert "= 3.09" in crossing["explain"] and "= 4.325" in crossing["explain"]
    assert crossing["rule"] == "valor 001:L109"
    assert result["war"]["turn"] == 4 and result["status"] == "resolved"


def test_resolve_pending_exit_3_and_decide(capsys, tmp_path):
    data = json.loads((MAPS / "sample-valor-night3.json").read_text())
    data["decisions"] = []
    path = tmp_path / "night.json"
    path.write_text(json.dumps(data))
    code, out, err = run(capsys, "resolve", str(path), "--json")
    assert code == 3
    pending = json.loads(out)["pending"]
    first = pending[0]
    assert first["id"] == "t3.sighting-tie.lindqvist:caster-agathe.hale:rufus-berserker"
    assert first["options"] == ["lindqvist:caster-agathe", "hale:rufus-berserker", "both", "neither"]
    code, out, err = run(capsys, "resolve", str(path), "--decide", f"{first['id']}=both")
    assert code == 3 and "Decisions needed" in out and first["id"] not in out.split("Decisions needed")[1]


def test_refused_orders_exit_2(capsys, tmp_path):
    data = json.loads((MAPS / "sample-valor.json").read_text())
    data["orders"] = [{"actor": "saber", "action": "move", "to": "harbour-docks"}]
    path = tmp_path / "w.json"
    path.write_text(json.dumps(data))
    code, out, err = run(capsys, "resolve", str(path))
    assert code == 2 and "orders[0]" in err and "at most 2 locations" in err


def test_resolve_out_writes_next_turn(capsys, tmp_path):
    out_path = tmp_path / "next.json"
    code, out, err = run(capsys, "resolve", str(MAPS / "sample-valor-night3.json"), "--out", str(out_path))
    assert code == 0
    nxt = War.from_dict(json.loads(out_path.read_text()))
    assert nxt.turn == 4 and nxt.characters["assassin"].location == "hollin-wood"
    assert any(b.location == "hollin-wood" for b in nxt.battles)


@pytest.mark.parametrize("rid", rulesets.BUILTIN)
def test_rules_prints_phases_tables_interpretations(capsys, rid):
    code, out, err = run(capsys, "rules", rid)
    assert code == 0
    assert "Phases:" in out and "Interpretations" in out and "Tables:" in out
    code, out, err = run(capsys, "rules", rid, "--json")
    desc = json.loads(out)
    assert desc["id"] == rid and desc["phases"] and desc["interpretations"]


def test_rules_lists_all(capsys):
    code, out, err = run(capsys, "rules")
    assert code == 0 and all(rid in out for rid in rulesets.BUILTIN)


def test_unknown_ruleset_is_a_clear_error(capsys):
    code, out, err = run(capsys, "rules", "calvinball")
    assert code == 2 and "unknown ruleset 'calvinball'" in err


def test_conformance_prints_compliance_per_section(capsys):
    """`gmdesk conformance` runs the corpus and prints one line per rules section."""
    code, out, err = run(capsys, "conformance", "--ruleset", "valor")
    assert code == 0, out
    assert "R1 (e) Crossing" in out and "R1 (e) Sighting" in out
    assert out.strip().splitlines()[-1].endswith("0 failed")


def test_show_lists_map_and_teams(capsys):
    code, out, err = run(capsys, "show", str(MAPS / "sample-valor.json"))
    assert code == 0 and "Teams:" in out and "Weir Bridge" in out


def test_sample_files_are_what_the_scripts_build():
    """The samples are generated; the committed files must be exactly what the scripts build."""
    import importlib.util

    def load(name):
        spec = importlib.util.spec_from_file_location(name, MAPS / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    samples = load("build_samples")
    for name, data in samples.outputs().items():
        assert (MAPS / name).read_text(encoding="utf-8") == samples.dump(data), name
    demo = load("build_demo")
    built = json.dumps(demo.build(), ensure_ascii=False, indent=2) + "\n"
    assert (MAPS / "sample-valor-night3.json").read_text(encoding="utf-8") == built
