"""A damaged or tampered war file gives one clear error naming the file, the field and the value,
never a traceback, and `check` reports what open does not refuse: reliability review, "tracebacks"."""

import json
import sqlite3

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.store import WarStore
from tests.store.helpers import unpacked, MAPS, listing, new_store, play, run, sample_war


def tamper(path, *statements):
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


CASES = {
    "dropped column": (["ALTER TABLE characters DROP COLUMN gm_notes"], "characters.gm_notes", "missing"),
    "dropped JSON column": (["ALTER TABLE war DROP COLUMN map_extra"], "war.map_extra", "missing"),
    "dropped history column": (["ALTER TABLE turns DROP COLUMN rulings"], "turns.rulings", "missing"),
    "unknown column": (["ALTER TABLE characters ADD COLUMN evil TEXT"], "characters.evil", "does not have"),
    "lock pid text": (["INSERT INTO lock VALUES (1, 'abc', 'h', 't', 's', 0)"], "lock.pid", "'abc'"),
    "lock heartbeat text": (["INSERT INTO lock VALUES (1, 7, 'h', 't', 's', 'soon')"], "lock.heartbeat", "'soon'"),
    "corrections an object": (["INSERT INTO branches VALUES ('proposal-t1', 1, 'now', '{}', '{}')"],
                              "branches(name='proposal-t1').corrections", "list of corrections"),
    "correction without turn": (["INSERT INTO branches VALUES ('proposal-t1', 1, 'now', '[{}]', '{}')"],
                                "corrections[0]", "'turn'"),
    "correction with a bad key": (["INSERT INTO branches VALUES ('proposal-t1', 1, 'now', "
                                   "'[{\"turn\": 1, \"spell\": 3}]', '{\"status\": \"complete\"}')"],
                                  "corrections[0].spell", "unknown key"),
    "outcome a list": (["INSERT INTO branches VALUES ('proposal-t1', 1, 'now', '[]', '[]')"],
                       "branches(name='proposal-t1').outcome", "JSON object"),
    "outcome status": (["INSERT INTO branches VALUES ('proposal-t1', 1, 'now', '[]', '{\"status\": 5}')"],
                       "outcome.status", "5"),
    "pending question a list": (["INSERT INTO pending VALUES (0, 'q', 1, '[1]', 'now')"],
                                "pending(position=0).question", "[1]"),
    "pending question bad JSON": (["INSERT INTO pending VALUES (0, 'q', 1, '{bad', 'now')"],
                                  "pending(position=0).question", "not valid JSON"),
    "background position text": (["INSERT INTO background VALUES (1, x'89504e47', 'image/png', 1, 1, '{}', 'a')"],
                                  "background.position", "'a'"),
    "background position negative": (["INSERT INTO background VALUES (1, x'89', 'image/png', 1, 1, '{}', -7)"],
                                     "background.position", "-7"),
    "background opacity text": (["INSERT INTO background VALUES (1, x'89', 'image/png', 'a', 1, '{}', 0)"],
                                "background.opacity", "'a'"),
    "meta value a blob": (["UPDATE meta SET value = x'00' WHERE key = 'created_at'"], "meta(created_at)", "text"),
    "character extra with a known key": (["UPDATE characters SET extra = '{\"name\": 42}' WHERE position = 0"],
                                         "characters(id=odile).extra", "'name'"),
    "war extra with a known key": (["UPDATE war SET extra = '{\"turn\": \"x\"}'"], "war.extra", "'turn'"),
    "map extra with a known key": (["UPDATE war SET map_extra = '{\"locations\": []}'"], "war.map_extra",
                                   "'locations'"),
    "team extra with a known key": (["UPDATE teams SET extra = '{\"id\": \"x\"}' WHERE position = 0"],
                                    ".extra", "'id'"),
    "a trigger": (["CREATE TRIGGER t AFTER UPDATE ON war BEGIN SELECT 1; END"], "trigger t", "data only"),
    "a view": (["CREATE VIEW v AS SELECT 1"], "view v", "data only"),
    "interpretations a list": (["UPDATE war SET settings = '{\"interpretations\": [\"crossing-tie\"]}'"],
                               "settings.interpretations", "['crossing-tie']"),
    "interpretations text": (["UPDATE war SET settings = '{\"interpretations\": \"all\"}'"],
                             "settings.interpretations", "'all'"),
}


@pytest.mark.parametrize("name", CASES)
def test_damage_is_refused_with_the_field_and_value(name, played, capsys):
    """Protects against tracebacks on a damaged or tampered file: both opens refuse it with one
    WarFileError naming the file, the field and the value, change nothing on disk, and every
    command exits 2 with that message."""
    statements, field, needle = CASES[name]
    tamper(played, *statements)
    before = played.read_bytes()
    files = listing(played.parent)
    for readonly in (True, False):
        with pytest.raises(WarFileError) as err:
            WarStore.open(played, readonly=readonly)
        message = str(err.value)
        assert str(played) in message and field in message and needle in message, message
        assert played.read_bytes() == before and listing(played.parent) == files
    for command in ("info", "check", "history", "replay", "export", "resolve"):
        code, out, err = run(capsys, command, played)
        assert code == 2 and field in err and "Traceback" not in err, (command, err)


def test_check_reports_tables_and_indexes_gmdesk_does_not_make(played, capsys):
    """Protects `check` telling the GM about schema objects someone added (they run nothing, so the
    file still opens)."""
    tamper(played, "CREATE TABLE notes (x)", "CREATE INDEX by_name ON characters (name)")
    with WarStore.open(played, readonly=True) as store:
        assert store.load_war().turn == 4
    code, out, err = run(capsys, "check", played)
    assert code == 2 and "table notes" in out and "index by_name" in out


def test_check_reports_rows_damaged_after_open(played):
    """Protects `check` on an open store: rows damaged by another program after the file was opened
    (here the pending question) are reported, not raised as a traceback."""
    with WarStore.open(played) as store:
        tamper(played, "INSERT INTO pending VALUES (0, 'q', 4, '\"just text\"', 'now')")
        problems = store.check()
        assert [p.field for p in problems] == ["pending(position=0).question"]
        with pytest.raises(WarFileError, match="pending"):
            store.pending()


def test_a_json_war_with_interpretations_not_an_object_is_refused(tmp_path, capsys):
    """Protects rulesets and the engine from `settings.interpretations` that is a list or text in a
    JSON war: `War.from_dict` refuses it, naming the field."""
    data = json.loads((MAPS / "sample-valor.json").read_text(encoding="utf-8"))
    for value in (["crossing-tie"], "all", None):
        data["settings"] = {"interpretations": value}
        with pytest.raises(WarFileError, match="settings.interpretations"):
            War.from_dict(data)
    path = tmp_path / "war.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "validate", path)
    assert code == 2 and "settings.interpretations" in err and "Traceback" not in err


def test_a_lone_surrogate_in_json_input_is_refused(tmp_path, capsys):
    """Protects against a UnicodeEncodeError traceback (or a half-written file): JSON text with an
    unpaired surrogate escape is refused where it comes in, naming the field."""
    text = (MAPS / "sample-valor.json").read_text(encoding="utf-8").replace('"Odile', '"\\ud800Odile', 1)
    assert "\\ud800" in text
    source = tmp_path / "war.json"
    source.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "import", source, tmp_path / "war.gmdesk")
    assert code == 2 and "characters[0].name" in err and "not valid Unicode" in err
    assert listing(tmp_path) == ["war.json"]
    for command in ("validate", "show", "resolve"):
        code, out, err = run(capsys, command, source)
        assert code == 2 and "not valid Unicode" in err, (command, err)
    new_store(tmp_path).close()
    orders = tmp_path / "orders.json"
    orders.write_text('[{"actor": "saber", "action": "move", "to": "\\udc00"}]', encoding="utf-8")
    code, out, err = run(capsys, "resolve", tmp_path / "war.gmdesk", "--orders", orders)
    assert code == 2 and "orders[0].to" in err
    with WarStore.open(tmp_path / "war.gmdesk") as store:
        assert store.history() == []
        war = store.load_war()
        war.characters["saber"].notes = "\udfff"
        with pytest.raises(WarFileError, match=r"characters\[\d+\]\.notes"):
            store.save_state(war)


def test_a_history_snapshot_with_bad_interpretations_is_reported(played, capsys):
    """Protects replay and check from a stored war whose settings.interpretations is not an object:
    the turn is reported, no traceback."""
    conn = sqlite3.connect(played)
    before = unpacked(conn.execute("SELECT state_before FROM turns WHERE number = 2").fetchone()[0])
    before["settings"] = {"interpretations": ["crossing-tie"]}
    conn.execute("UPDATE turns SET state_before = ? WHERE number = 2", [json.dumps(before)])
    conn.commit()
    conn.close()
    code, out, err = run(capsys, "replay", played)
    assert code == 2 and "turn 2: invalid" in out and "settings.interpretations" in out
    code, out, err = run(capsys, "check", played)
    assert code == 2 and "settings.interpretations" in out


def test_invalid_interpretation_settings_stop_replay_and_reresolve(tmp_path, capsys):
    """Protects replay and re-resolution from resolving a stored war with an interpretation option
    its ruleset does not offer (resolve refuses it; they must too, not read it as another)."""
    with new_store(tmp_path) as store:
        play(store, 3)
    path = tmp_path / "war.gmdesk"
    conn = sqlite3.connect(path)
    before = unpacked(conn.execute("SELECT state_before FROM turns WHERE number = 2").fetchone()[0])
    before["settings"] = {"interpretations": {"crossing-tie": "bogus-option"}}
    conn.execute("UPDATE turns SET state_before = ? WHERE number = 2", [json.dumps(before)])
    conn.commit()
    conn.close()
    with WarStore.open(path) as store:
        report = store.replay()
        assert [(d.turn, d.status) for d in report.diffs] == [(1, "same"), (2, "invalid"), (3, "same")]
        assert "crossing-tie = 'bogus-option'" in report.diffs[1].refusals[0]
        proposal = store.rebranch({2: {"seed": 5}})
        assert proposal.status == "invalid" and proposal.stopped_at == 2
        assert "crossing-tie" in proposal.diffs[0].refusals[0]
        store.discard()
    code, out, err = run(capsys, "replay", path)
    assert code == 2 and "turn 2: invalid" in out and "bogus-option" in out
    code, out, err = run(capsys, "reresolve", path, "--turn", 2, "--seed", 5)
    assert code == 2 and "turn 2: invalid" in out and "bogus-option" in out


def test_an_extra_with_a_known_key_is_not_written(tmp_path):
    """Protects the file from a model bug that would put a known field in an extra (it would come
    back over the real value): refused when saved, naming the field."""
    war = sample_war()
    next(iter(war.characters.values())).extra["kind"] = "servant"
    with pytest.raises(WarFileError, match=r"characters\[0\]\(odile\)\.extra.*kind"):
        WarStore.create(tmp_path / "war.gmdesk", war)
    assert listing(tmp_path) == []


def test_a_schema_changed_after_an_open_is_compared_again(played):
    """The comparison of a schema is kept per schema (issue 21); a column added since the file was last
    opened makes another schema, compared anew and refused."""
    with WarStore.open(played, readonly=True) as store:
        assert store.load_war().turn == 4
    tamper(played, "ALTER TABLE characters ADD COLUMN mood TEXT")
    with pytest.raises(WarFileError, match=r"characters\.mood.*a column schema version 3 does not have"):
        WarStore.open(played, readonly=True)


@pytest.mark.parametrize("path, value", [("$[2].kind", "null"), ("$[2].explain", "7"), ("$[2].phase", "[]"),
                                         ("$[2].seq", "1.5"), ("$[2].actors", "[3]")])
def test_a_stored_event_with_a_field_of_the_wrong_type_is_named(played, capsys, path, value):
    """Protects `history` and the window from a stored event whose field is not of its type (the fuzzer's
    kind null once reached a format string as None): reading the turn names the event as damaged."""
    conn = sqlite3.connect(played)
    conn.execute("UPDATE turns SET events = json_set(events, ?, json(?)) WHERE number = 1", [path, value])
    conn.commit()
    conn.close()
    with WarStore.open(played, readonly=True) as store:
        with pytest.raises(WarFileError, match=r"events\[2\]") as err:
            store.turn(1)
    assert "damaged" in str(err.value)
    code, out, err_text = run(capsys, "history", played, "--turn", "1")
    assert code == 2 and "events[2]" in err_text and "Traceback" not in err_text, err_text
