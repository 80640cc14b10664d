"""Benchmark (not a test): what a war file costs, next to raw sqlite3 reading the same rows.

Builds an ap-sp war of 40 characters (20 Master–Servant pairs with sheets the size of the sample's)
on a 10×10 grid town, resolves and stores 500 turns in which every pair walks one step out and back,
then prints medians over repeated runs for
- opening the file and loading the current war (writable and read-only) — raw: the six state
  tables read with ``SELECT *``; and the ``PRAGMA quick_check`` every open runs, alone;
- storing the next resolved turn (``record_turn``: the history row and the war after it, one
  transaction, WAL, ``synchronous=FULL``) and autosaving the war (``save_state``) — raw: the same
  rows, already encoded, written with sqlite3 in one transaction under the same settings (the
  difference is gmdesk's own work: the war to rows, JSON, the lock check);
- replaying one turn (read, resolve again, compare) — raw: reading that turn's row; and replaying
  all 500 turns;
- listing the history — raw: the same query.

Run: python benchmarks/bench_store.py [--turns 500] [--repeat 15]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.model.war import War  # noqa: E402
from gmdesk.store import TurnInputs, WarStore  # noqa: E402
from gmdesk.store.rows import write_state  # noqa: E402
from gmdesk.store.turns import turn_row  # noqa: E402
from common import median_ms  # noqa: E402

SIDE = 10
PAIRS = 20
STATE_TABLES = ("war", "teams", "locations", "links", "characters", "battles")




def build_war() -> War:
    """20 pairs on a grid, each pair two columns from the next, with the sample's sheets."""
    sample = json.loads((ROOT / "maps" / "sample-ap-sp.json").read_text(encoding="utf-8"))
    sheets = {c["kind"]: c for c in sample["characters"]}
    ids = [f"n{x}-{y}" for x in range(SIDE) for y in range(SIDE)]
    links = [[f"n{x}-{y}", f"n{x + 1}-{y}"] for x in range(SIDE - 1) for y in range(SIDE)]
    links += [[f"n{x}-{y}", f"n{x}-{y + 1}"] for x in range(SIDE) for y in range(SIDE - 1)]
    characters, teams = [], []
    for t in range(PAIRS):
        home = f"n{2 * (t % 5)}-{2 * (t // 5)}"
        teams.append({"id": f"t{t}", "name": f"Team {t}", "color": "#336699"})
        for kind in ("master", "servant"):
            sheet = dict(sheets[kind], id=f"{kind[0]}{t}", name=f"{kind} {t}", team=f"t{t}", location=home)
            if kind == "servant":
                sheet["master"] = f"m{t}"
            characters.append(sheet)
    data = {"format": "gmdesk-war/1", "ruleset": "ap-sp", "title": "bench", "seed": 3, "turn": 1, "teams": teams,
            "map": {"locations": [{"id": i, "name": i, "x": 100 * int(i[1]), "y": 100 * int(i[3])} for i in ids],
                    "links": links},
            "characters": characters, "orders": [], "decisions": []}
    return War.from_dict(data)


def orders_for(war: War) -> list[dict]:
    """Every pair steps east on odd turns and back west on even ones."""
    orders = []
    for ch in war.characters.values():
        x, y = int(ch.location[1]), int(ch.location[3])
        to = f"n{x + 1}-{y}" if war.turn % 2 else f"n{x - 1}-{y}"
        orders.append({"actor": ch.id, "action": "move", "to": to})
    return orders


def raw_connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    return conn


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="gmdesk-bench-"))
    path = folder / "bench.gmdesk"
    try:
        started = time.perf_counter()
        with WarStore.create(path, build_war()) as store:
            for _ in range(args.turns):
                war = store.load_war()
                result = store.resolve(orders_for(war))
                assert result.resolved, result.pending
        built = time.perf_counter() - started
        with WarStore.open(path, readonly=True) as store:
            war = store.load_war()
            size = path.stat().st_size
        print(f"war file: {args.turns} turns, {len(war.characters)} characters, {len(war.map.locations)} "
              f"locations; {size / 1e6:.1f} MB; built in {built:.1f} s "
              f"({built / args.turns * 1000:.1f} ms a turn, resolving included)\n")
        rows = []

        # -- open ---------------------------------------------------------------------------------------
        def open_load(readonly):
            with WarStore.open(path, readonly=readonly) as s:
                s.load_war()

        def raw_open():
            conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
            for table in STATE_TABLES:
                conn.execute(f"SELECT * FROM {table}").fetchall()
            conn.close()

        rows.append(("open + load the current war (writable)", median_ms(lambda: open_load(False), args.repeat),
                     median_ms(raw_open, args.repeat)))
        rows.append(("open + load the current war (read-only)", median_ms(lambda: open_load(True), args.repeat),
                     None))

        def raw_quick_check():
            conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
            conn.execute("PRAGMA quick_check").fetchall()
            conn.close()

        rows.append(("  of which PRAGMA quick_check (every page)", None, median_ms(raw_quick_check, args.repeat)))

        # -- store a turn ---------------------------------------------------------------------------
        # The next ``repeat`` turns, resolved ahead (untimed); each repetition stores the next one,
        # as a GM does. The raw side writes the very same rows, already encoded, to its own copy.
        ahead, current = [], war
        for _ in range(args.repeat):
            result = resolve_turn(current, orders_for(current), [])
            ahead.append((result, TurnInputs(current, orders_for(current), [], current.seed)))
            current = result.war
        mem = sqlite3.connect(":memory:", isolation_level=None)
        raw_rows = []
        with WarStore.open(path, readonly=True) as s:
            s.conn.backup(mem)
        for result, inputs in ahead:
            mem.execute("BEGIN")
            write_state(mem, result.war)
            raw_rows.append((turn_row(result, inputs),
                             {t: mem.execute(f"SELECT * FROM {t}").fetchall() for t in STATE_TABLES}))
            mem.execute("ROLLBACK")
        ours_path, raw_path = folder / "ours.gmdesk", folder / "raw.gmdesk"
        shutil.copyfile(path, ours_path)
        shutil.copyfile(path, raw_path)
        steps = iter(ahead)
        raw_steps = iter(raw_rows)
        raw = raw_connect(raw_path)

        def raw_write(with_turn=True):
            encoded, state = next(raw_steps)
            raw.execute("BEGIN IMMEDIATE")
            if with_turn:
                raw.execute(f"INSERT INTO turns ({', '.join(encoded)}) VALUES ({', '.join('?' * len(encoded))})",
                            list(encoded.values()))
            for table, table_rows in state.items():
                raw.execute(f"DELETE FROM {table}")
                if table_rows:
                    raw.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(table_rows[0]))})",
                                    table_rows)
            raw.execute("COMMIT")

        with WarStore.open(ours_path) as store:
            rows.append(("store one resolved turn (record_turn)",
                         median_ms(lambda: store.record_turn(*next(steps)), args.repeat),
                         median_ms(raw_write, args.repeat)))
            raw_steps = iter(raw_rows)
            rows.append(("autosave the war (save_state)", median_ms(lambda: store.save_state(current), args.repeat),
                         median_ms(lambda: raw_write(with_turn=False), args.repeat)))
        raw.close()

        # -- replay -----------------------------------------------------------------------------------
        middle = args.turns // 2
        with WarStore.open(path, readonly=True) as store:
            rows.append((f"replay one turn (turn {middle})", median_ms(lambda: store.replay([middle]), args.repeat),
                         median_ms(lambda: store.conn.execute("SELECT * FROM turns WHERE branch = 'main' AND "
                                                              "number = ?", [middle]).fetchall(), args.repeat)))
            rows.append(("read one stored turn (turn)", median_ms(lambda: store.turn(middle), args.repeat), None))
            rows.append(("list the history (history)", median_ms(store.history, args.repeat),
                         median_ms(lambda: store.conn.execute(
                             "SELECT number, seed, json_array_length(orders), json_array_length(decisions), "
                             "json_array_length(rulings), json_array_length(events), resolved_at FROM turns "
                             "WHERE branch = 'main' ORDER BY number").fetchall(), args.repeat)))
            report = None

            def replay_all():
                nonlocal report
                report = store.replay()

            rows.append((f"replay all {args.turns} turns", median_ms(replay_all, 3),
                         median_ms(lambda: store.conn.execute("SELECT * FROM turns").fetchall(), 3)))
            assert report.ok, [d.lines() for d in report.differences]

        width = max(len(r[0]) for r in rows)
        print(f"{'operation':<{width}}  {'gmdesk':>10}  {'raw sqlite3':>11}")
        for name, ours, raw in rows:
            ours_text = f"{ours:>7.2f} ms" if ours is not None else f"{'':>10}"
            raw_text = f"{raw:>8.2f} ms" if raw is not None else f"{'—':>11}"
            print(f"{name:<{width}}  {ours_text}  {raw_text}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
