"""JSON → war file → JSON gives the same war, byte for byte, unknown fields included (issue 4:
"export … LOSSLESS round trip")."""

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings

from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.model.warfile import dump_war, parse_war
from gmdesk.store import Background, WarStore
from tests.store.helpers import SAMPLE_WARS, new_store, sample_war
from tests.store.strategies import war_dicts


def _through_a_file(folder: Path, war: War) -> tuple[str, str]:
    """(export, current war) of a war file made from ``war``."""
    with WarStore.create(folder / "w.gmdesk", war) as store:
        return dump_war(store.export_war()), dump_war(store.load_war())


@pytest.mark.parametrize("path", SAMPLE_WARS, ids=[p.name for p in SAMPLE_WARS])
def test_sample_wars_round_trip(tmp_path, path):
    """Every sample war comes back as the JSON the model writes for it, and equal to the file."""
    text = path.read_text(encoding="utf-8")
    war = parse_war(text, str(path))
    exported, current = _through_a_file(tmp_path, war)
    assert exported == dump_war(war) == current
    assert json.loads(exported) == json.loads(text)


def test_the_samples_are_all_there():
    names = {p.name for p in SAMPLE_WARS}
    assert {"sample-valor.json", "sample-ap-sp.json", "sample-valor-night3.json"} <= names
    assert "city.map.json" not in names


@settings(max_examples=60, deadline=None)
@given(war_dicts())
def test_generated_wars_round_trip(data):
    war = War.from_dict(data)
    canonical = dump_war(war)
    with tempfile.TemporaryDirectory() as folder:
        exported, _ = _through_a_file(Path(folder), war)
    assert exported == canonical
    assert json.loads(exported) == war.to_dict()


def test_unknown_fields_survive_at_every_level(tmp_path):
    war = sample_war()
    data = war.to_dict()
    data["house_rules_v2"] = {"keep": [1, 2.0, "three"]}
    data["teams"][0]["motto"] = "Water remembers"
    data["map"]["weather"] = "fog"
    data["map"]["locations"][0]["elevation"] = 12.5
    data["characters"][0]["portrait"] = {"file": "odile.png", "crop": [0, 0, 64, 64]}
    data["battles"] = [{"id": "b1", "location": "weir-mills", "participants": ["odile"], "turns": 0, "ring": 1}]
    war = War.from_dict(data)
    exported, _ = _through_a_file(tmp_path, war)
    assert json.loads(exported) == data


def test_whole_and_fractional_numbers_stay_apart(tmp_path):
    """``100`` and ``100.0`` are different JSON; SQLite columns without a type keep them apart."""
    war = sample_war()
    ch = next(iter(war.characters.values()))
    ch.health, ch.health_max = 100, 100.0
    loc = next(iter(war.map.locations.values()))
    loc.x, loc.y = 3, 3.0
    exported, _ = _through_a_file(tmp_path, war)
    assert '"health": 100,' in exported and '"health_max": 100.0' in exported
    assert '"x": 3,' in exported and '"y": 3.0' in exported


def test_numbers_sqlite_cannot_hold_are_refused_by_name(tmp_path):
    war = sample_war()
    war.seed = 2**70
    with pytest.raises(WarFileError, match="seed") as err:
        WarStore.create(tmp_path / "big.gmdesk", war)
    assert err.value.value == 2**70 and str(tmp_path / "big.gmdesk") in str(err.value)
    war = sample_war()
    next(iter(war.characters.values())).health = float("nan")
    with pytest.raises(WarFileError, match=r"characters\[0\]\(odile\)\.health"):
        WarStore.create(tmp_path / "nan.gmdesk", war)
    assert list(tmp_path.iterdir()) == []


def test_background_is_a_blob_and_travels_in_json(tmp_path):
    """A canonical ``map.background`` becomes a blob, is left out of the war the engine loads, and
    comes back in the export at the place it stood."""
    png = bytes(range(256)) * 4
    data = sample_war().to_dict()
    data["map"]["legend"] = "first"
    data["map"]["background"] = Background(png, "image/png", 0.75, 2).to_dict()
    data["map"]["grid"] = True
    with new_store(tmp_path, War.from_dict(data)) as store:
        assert store.background().image == png
        assert "background" not in store.load_war().map.extra
        exported = store.export_war()
        assert list(exported.map.extra) == ["legend", "background", "grid"]
        assert exported.to_dict() == data
        store.set_background(Background(b"new", "image/jpeg"))
        assert store.export_war().map.extra["background"]["image"] == "bmV3"
        store.set_background(None)
        assert "background" not in store.export_war().map.extra
        # saving the loaded war (no background in it) leaves a stored image alone
        store.set_background(Background(png))
        store.save_state(store.load_war())
        assert store.background().image == png
