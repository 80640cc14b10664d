"""The war-file commands of the command line, and the old commands on war files (issue 4: CLI)."""

import json
import shutil
import sqlite3

from gmdesk.model.war import War
from gmdesk.store import WarStore
from tests.store.helpers import MAPS, listing, patrol_orders, plant_lock_row, run


def test_new_on_a_map(capsys, tmp_path):
    path = tmp_path / "city.gmdesk"
    code, out, err = run(capsys, "new", path, "--ruleset", "valor", "--map", MAPS / "city.map.json", "--seed", 9)
    assert code == 0 and "25 locations, 33 links; seed 9" in out
    with WarStore.open(path, readonly=True) as store:
        war = store.load_war()
    assert (war.ruleset, war.seed, war.turn, war.title) == ("valor", 9, 1, "city")
    assert war.characters == {} and len(war.map.locations) == 25


def test_new_takes_the_map_of_a_war_file(capsys, tmp_path):
    code, out, err = run(capsys, "new", tmp_path / "w.gmdesk", "--ruleset", "ap-sp",
                         "--map", MAPS / "sample-true-hgw.json", "--title", "Second war")
    assert code == 0
    with WarStore.open(tmp_path / "w.gmdesk", readonly=True) as store:
        war = store.load_war()
    assert war.title == "Second war" and war.ruleset == "ap-sp" and any(l.hidden for l in war.map.locations.values())


def test_new_refuses_an_unknown_ruleset_and_an_existing_file(capsys, tmp_path, played):
    code, out, err = run(capsys, "new", tmp_path / "x.gmdesk", "--ruleset", "calvinball")
    assert code == 2 and "unknown ruleset 'calvinball'" in err and not (tmp_path / "x.gmdesk").exists()
    code, out, err = run(capsys, "new", played, "--ruleset", "valor")
    assert code == 2 and str(played) in err and "exists already" in err


def test_import_export_round_trip(capsys, tmp_path):
    source = MAPS / "sample-valor.json"
    code, out, err = run(capsys, "import", source, tmp_path / "v.gmdesk")
    assert code == 0 and "imported" in out and "14 characters" in out
    code, out, err = run(capsys, "export", tmp_path / "v.gmdesk")
    assert code == 0 and out == source.read_text(encoding="utf-8")
    code, out, err = run(capsys, "export", tmp_path / "v.gmdesk", tmp_path / "out.json")
    assert code == 0 and (tmp_path / "out.json").read_text(encoding="utf-8") == source.read_text(encoding="utf-8")


def test_import_replace_keeps_a_backup(capsys, tmp_path, played):
    code, out, err = run(capsys, "import", MAPS / "sample-ap-sp.json", played)
    assert code == 2 and "--replace" in err
    code, out, err = run(capsys, "import", MAPS / "sample-ap-sp.json", played, "--replace")
    assert code == 0 and "war.gmdesk.bak1" in out
    assert "war.gmdesk.bak1" in listing(played.parent)


def test_import_of_a_broken_json_names_the_field(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "gmdesk-war/1", "ruleset": "valor", "map": {"locations": [{"id": 5}]}}')
    code, out, err = run(capsys, "import", bad, tmp_path / "bad.gmdesk")
    assert code == 2 and "map.locations[0].id" in err and not (tmp_path / "bad.gmdesk").exists()


def test_info(capsys, played):
    code, out, err = run(capsys, "info", played)
    assert code == 0
    assert "schema version 3" in out and "ruleset valor, turn 4" in out
    assert "14 characters (14 alive), 7 teams" in out and "turns 1–3 (3 stored)" in out
    assert "writer     none" in out


def test_history_lists_and_shows_turns(capsys, played):
    code, out, err = run(capsys, "history", played)
    assert code == 0 and out.splitlines()[0].split()[:3] == ["turn", "seed", "orders"]
    assert "The war is at turn 4." in out and len(out.splitlines()) == 5
    code, out, err = run(capsys, "history", played, "--turn", 2)
    assert code == 0 and "Turn 2 (seed" in out and '"to": "weir-mills"' in out and "== " in out
    code, out, err = run(capsys, "history", played, "--turn", 2, "--json")
    stored = json.loads(out)
    assert stored["number"] == 2 and stored["orders"] == patrol_orders(2) and stored["state_after"]["turn"] == 3
    code, out, err = run(capsys, "history", played, "--turn", 8)
    assert code == 2 and "no turn 8 in the history (turns 1–3)" in err


def test_replay_exit_codes(capsys, played):
    code, out, err = run(capsys, "replay", played)
    assert code == 0 and "3 turn(s) replayed, no difference" in out
    conn = sqlite3.connect(played)
    conn.execute("UPDATE turns SET seed = seed + 1 WHERE number = 2")  # a different generator
    events = json.loads(conn.execute("SELECT events FROM turns WHERE number = 3").fetchone()[0])
    conn.execute("UPDATE turns SET events = ? WHERE number = 3", [json.dumps(events[:-1])])
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "replay", played)
    assert code == 1 and "turn 3: changed" in out and "  + " in out and "1 differ" in out


def test_check_ok_and_problems(capsys, played):
    code, out, err = run(capsys, "check", played)
    assert code == 0 and "ok (integrity ok, schema version 3, 3 turn(s)" in out
    conn = sqlite3.connect(played)
    conn.execute("UPDATE characters SET location = 'atlantis' WHERE id = 'saber'")
    conn.execute("DELETE FROM turns WHERE number = 2")
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "check", played)
    assert code == 2 and "a gap in the history" in out
    conn = sqlite3.connect(played)
    conn.execute("UPDATE war SET turn = 2")
    conn.execute("DELETE FROM turns WHERE number = 3")
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "check", played)
    assert code == 2 and "atlantis" in out and "unknown location" in out


def test_check_of_a_damaged_file(capsys, played):
    data = bytearray(played.read_bytes())
    data[4096 * 3:4096 * 4] = b"\xff" * 4096
    played.write_bytes(bytes(data))
    code, out, err = run(capsys, "check", played)
    assert code == 2 and str(played) in err and "damaged" in err


def test_resolve_stores_the_turn_in_a_war_file(capsys, tmp_path, played):
    orders = tmp_path / "orders.json"
    orders.write_text(json.dumps(patrol_orders(4)))
    rulings = tmp_path / "rulings.json"
    rulings.write_text(json.dumps([{"text": "no civilians harmed"}]))
    code, out, err = run(capsys, "resolve", played, "--orders", orders, "--rulings", rulings)
    assert code == 0 and "Stored turn 4 in" in out
    with WarStore.open(played, readonly=True) as store:
        assert store.turn(4).orders == patrol_orders(4) and store.turn(4).rulings == [{"text": "no civilians harmed"}]
        assert store.load_war().turn == 5


def test_resolve_pending_on_a_war_file_stores_only_the_question(capsys, tmp_path):
    data = json.loads((MAPS / "sample-valor-night3.json").read_text())
    data["decisions"] = []
    with WarStore.create(tmp_path / "n.gmdesk", War.from_dict(data)):
        pass
    code, out, err = run(capsys, "resolve", tmp_path / "n.gmdesk", "--json")
    assert code == 3
    first = json.loads(out)["pending"][0]
    with WarStore.open(tmp_path / "n.gmdesk", readonly=True) as store:
        assert store.history() == [] and [q["id"] for q in store.pending()] == [first["id"]]
        assert store.load_war().to_dict() == War.from_dict(data).to_dict()
    code, out, err = run(capsys, "info", tmp_path / "n.gmdesk")
    assert f"pending    {first['id']}" in out


def test_resolve_refused_orders_store_nothing(capsys, tmp_path, played):
    orders = tmp_path / "orders.json"
    orders.write_text(json.dumps([{"actor": "saber", "action": "move", "to": "harbour-docks"}]))
    with WarStore.open(played, readonly=True) as store:
        before = store.load_war().to_dict()
    code, out, err = run(capsys, "resolve", played, "--orders", orders)
    assert code == 2 and "orders[0]" in err and "at most 2 locations" in err
    with WarStore.open(played, readonly=True) as store:
        assert len(store.history()) == 3 and store.load_war().to_dict() == before


def test_resolve_on_a_file_another_gmdesk_writes(capsys, played):
    plant_lock_row(played, 4242, "laptop-of-the-co-gm", age=0)
    code, out, err = run(capsys, "resolve", played)
    assert code == 2 and "laptop-of-the-co-gm" in err and "read-only" in err


def test_validate_and_show_read_war_files_by_content(capsys, tmp_path, played):
    code, out, err = run(capsys, "validate", played)
    assert code == 0 and "valid (valor, turn 4, 14 characters" in out
    disguised = tmp_path / "really-a-war-file.json"
    shutil.copyfile(played, disguised)
    code, out, err = run(capsys, "show", disguised)
    assert code == 0 and "turn 4" in out and "Teams:" in out
    (tmp_path / "notes.gmdesk").write_text("not a war")
    code, out, err = run(capsys, "validate", tmp_path / "notes.gmdesk")
    assert code == 2 and "not a gmdesk war file" in err


def test_reresolve_accept_and_discard(capsys, tmp_path, played):
    detour = [dict(o, to="bonded-warehouses") if o["actor"] == "archer" else o for o in patrol_orders(2)]
    orders = tmp_path / "turn2.json"
    orders.write_text(json.dumps({"orders": detour}))
    code, out, err = run(capsys, "reresolve", played, "--turn", 2, "--orders", orders)
    assert code == 0, err
    assert "turn 2: changed" in out and 'characters.archer.location: "cape-light" → "bonded-warehouses"' in out
    assert "gmdesk accept" in out
    code, out, err = run(capsys, "info", played)
    assert "re-resolution from turn 2 (complete)" in out
    code, out, err = run(capsys, "discard", played)
    assert code == 0 and "history is unchanged" in out
    code, out, err = run(capsys, "accept", played)
    assert code == 2 and "no re-resolution to accept" in err
    code, out, err = run(capsys, "reresolve", played, "--turn", 2, "--orders", orders, "--json")
    assert code == 0 and json.loads(out)["status"] == "complete"
    code, out, err = run(capsys, "accept", played)
    assert code == 0 and "turns 2–3 replaced" in out and "war.gmdesk.bak1" in out
    with WarStore.open(played, readonly=True) as store:
        assert store.turn(2).orders == detour


def test_reresolve_needs_a_correction_and_reports_pending(capsys, played):
    code, out, err = run(capsys, "reresolve", played, "--turn", 2)
    assert code == 2 and "nothing to correct" in err
    code, out, err = run(capsys, "reresolve", played, "--turn", 2, "--decide", "t2.nothing=asked")
    assert code == 0 and "decisions no longer asked: t2.nothing" in out


def test_validate_reports_a_damaged_history_row_as_check_does(capsys, played):
    """`validate` and `check` agree: a war file whose history is damaged is not valid (issue 20)."""
    with sqlite3.connect(played) as conn:
        conn.execute("UPDATE turns SET events = 'not json' WHERE number = 2")
    code, out, _err = run(capsys, "validate", played)
    assert code == 2 and "turns(main, 2).events" in out
    code, out, _err = run(capsys, "history", played)
    assert code == 0 and "damaged" in out.splitlines()[2]


def test_reresolve_counts_its_turns_on_a_terminal_and_info_names_the_readings(capsys, tmp_path, played,
                                                                               monkeypatch):
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    code, out, err = run(capsys, "reresolve", played, "--turn", 2, "--seed", 7)
    assert code == 0, err
    assert "\rre-resolving: 1 of 2 turns\rre-resolving: 2 of 2 turns\r\033[K" in err
    code, out, err = run(capsys, "info", played)
    assert "  readings   the ruleset's defaults (`gmdesk rules ID` lists them)" in out


def test_readings_are_listed_set_and_put_back_from_the_command_line(capsys, tmp_path):
    """`gmdesk readings`: valor's command-spell-timing (checklist I1.8, 001:L53), as Turn > Rule Readings…."""
    war = tmp_path / "valor.json"
    shutil.copy(MAPS / "sample-valor-night2.json", war)
    code, out, err = run(capsys, "readings", war, "command-spell-timing")
    assert code == 0 and "  * after-movement: movement, then Command Spells" in out and "(in force, default)" in out
    code, out, err = run(capsys, "readings", war, "command-spell-timing", "before-movement")
    assert code == 0 and out.strip().endswith("read “Command Spells before or after movement” as before-movement")
    assert War.from_dict(json.loads(war.read_text()))  # still a war
    assert json.loads(war.read_text())["settings"]["interpretations"] == {"command-spell-timing": "before-movement"}
    code, out, err = run(capsys, "readings", war, "--changed")
    assert out.startswith("command-spell-timing = before-movement (changed; default after-movement)")
    code, out, err = run(capsys, "readings", war, "command-spell-timing", "sometimes")
    assert code == 2 and "no option 'sometimes' (options: after-movement, before-movement)" in err
    code, out, err = run(capsys, "readings", war, "command-spell-timing", "default")
    assert code == 0 and "interpretations" not in json.loads(war.read_text()).get("settings", {})
    code, out, err = run(capsys, "readings", war, "no-such-reading")
    assert code == 2 and "no reading 'no-such-reading' in this ruleset" in err
