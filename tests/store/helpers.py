"""Shared by the war-file tests: sample wars, a war that resolves many turns cheaply, file listings."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path

from gmdesk.model.war import War
from gmdesk.store import WarStore

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
#: Every sample war (``city.map.json`` is a map, not a war).
SAMPLE_WARS = sorted(p for p in MAPS.glob("*.json") if "format" in json.loads(p.read_text(encoding="utf-8")))

#: In the valor sample these pairs walk between two places where nobody meets them: every turn is
#: cheap, resolves without a question, and moves someone.
PATROL = {"saber": ("weir-mills", "threeways"), "odile": ("weir-mills", "threeways"),
          "archer": ("cape-light", "harbour-docks"), "lancer": ("ashcombe-manor", "belvedere-house"),
          "caster": ("calder-hill", "collegium")}


def sample_war(name: str = "sample-valor.json") -> War:
    """A bundled sample war. The valor sample is taken without its regeneration values: these tests
    check what the war file keeps (rulings, edits, branches), and valor's start-of-turn regeneration
    (001:L23) would move the Health and Mana numbers they compare from turn to turn."""
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    if data.get("ruleset") == "valor":
        for ch in data["characters"]:
            ch.pop("health_regen", None)
            ch.pop("mana_regen", None)
    return War.from_dict(data)


def patrol_orders(turn: int) -> list[dict]:
    """Turn 1 walks out, turn 2 walks back, and so on."""
    return [{"actor": cid, "action": "move", "to": ends[turn % 2]} for cid, ends in PATROL.items()]


def new_store(tmp_path: Path, war: War | None = None, name: str = "war.gmdesk") -> WarStore:
    return WarStore.create(tmp_path / name, war if war is not None else sample_war())


def play(store: WarStore, turns: int) -> None:
    for _ in range(turns):
        war = store.load_war()
        result = store.resolve(patrol_orders(war.turn))
        assert result.resolved


def listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


def plant_lock_row(path: Path, pid: int, host: str, age: float) -> None:
    """Write a lock row as another gmdesk would, its heartbeat ``age`` seconds old."""
    conn = sqlite3.connect(path)
    conn.execute("INSERT OR REPLACE INTO lock (id, pid, host, token, since, heartbeat) VALUES (1, ?, ?, 'x', "
                 "'2026-01-01T00:00:00+00:00', ?)", [pid, host, time.time() - age])
    conn.commit()
    conn.close()


def run(capsys, *argv) -> tuple[int, str, str]:
    """Run the command line in-process: (exit code, stdout, stderr)."""
    from gmdesk.cli import main

    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def unpacked(value):
    """A snapshot column's JSON as the file holds it: deflated (schema 3) or text (older rows)."""
    import json
    import zlib

    return json.loads(zlib.decompress(value) if isinstance(value, bytes) else value)
