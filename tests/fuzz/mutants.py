"""Hostile war files for the fuzz suite (issue 20): mutations of the bundled sample wars (JSON) and of a
stored ``.gmdesk`` war file made from one (SQLite), and the command-line runs that must survive them.

A mutation draws its choices through ``pick`` (choose one of a list) and ``number`` (an int in a range),
so the same code serves hypothesis (``draw``: examples shrink) and the many-mutant campaign
(``random.Random``). Everything here is Qt-free except the ``print`` run, which loads Qt when it paints.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import re
import signal
import sqlite3
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
SAMPLE_WARS = sorted(p for p in MAPS.glob("*.json") if "format" in json.loads(p.read_text(encoding="utf-8")))

Pick = Callable[[Sequence[Any]], Any]
Number = Callable[[int, int], int]

#: CPU seconds one command may take before it counts as a hang. CPU time, not wall time: on a machine busy
#: with other work a 2-second print took over 10 s of wall time, and the campaign called it a hang.
BUDGET = float(os.environ.get("GMDESK_FUZZ_BUDGET", "10"))
#: Wall-clock seconds, for a command stuck without spending CPU (waiting on a lock, a pipe).
WALL_BUDGET = float(os.environ.get("GMDESK_FUZZ_WALL_BUDGET", "60"))


# -- JSON wars ---------------------------------------------------------------------------------------
def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (tuple of keys and indices) inside ``value``, the root included."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def _nest(depth: int) -> Any:
    """A value ``depth`` levels deep: a placeholder ``war_text`` writes out (json.dumps would recurse)."""
    return f"__deep_{depth}__"


def _deep_text(depth: int) -> str:
    return '{"k": [' * (depth // 2) + "1" + "]}" * (depth // 2)


def replacement(pick: Pick, number: Number, old: Any) -> Any:
    old = copy.deepcopy(old)  # never the value itself: a list may get its new value put inside it
    kind = pick(["null", "int", "huge", "float", "bool", "text", "long", "object", "list", "deep", "weird",
                 "list-of-old", "neg"])
    if kind == "null":
        return None
    if kind == "int":
        return number(-3, 1000)
    if kind == "neg":
        return -number(1, 10**6)
    if kind == "huge":
        return pick([10**308, -(10**308), 10**309, 2**63, 2**64 + 1, 10**1000])
    if kind == "float":
        return pick([0.5, -1.5, 1e300, 1e-300, 3.0, 1e308])
    if kind == "bool":
        return pick([True, False])
    if kind == "text":
        return pick(["", "x", "saber", "#zz", "E", "EX+++", "move", "attack", "../../etc/passwd", "\u202e",
                     "ünïcødé", "\x00", "\ud800"[:0] + "\U0001f600", "-1", "1e999", "NaN"])
    if kind == "long":
        return "A" * pick([1000, 199_999, 200_001, 1_000_000])
    if kind == "object":
        return pick([{}, {"id": "x"}, {"actor": 1}, {"": None}])
    if kind == "list":
        return pick([[], [None], [1, 2], ["x"], [{}]])
    if kind == "deep":
        return _nest(pick([63, 65, 200, 5000]))
    if kind == "list-of-old":
        return [old]
    return pick([float("nan"), float("inf"), -float("inf")]) if pick([0, 1]) else {"a": [{"b": old}]}


def mutate_war(data: Any, pick: Pick, number: Number, *, max_edits: int = 3) -> Any:
    """A copy of a war's JSON with 1..max_edits edits: a key deleted, a value replaced by one of another
    type (numbers, objects, lists, null, huge, deep, long), a list entry dropped or doubled, or an actor,
    participant or id replaced."""
    data = copy.deepcopy(data)
    for _ in range(number(1, max_edits)):
        paths = _paths(data)
        path = pick(paths[1:]) if len(paths) > 1 else ()
        if not path:
            continue
        parent = _get(data, path[:-1])
        key = path[-1]
        op = pick(["delete", "replace", "replace", "replace", "dup", "focus"])
        if op == "delete":
            del parent[key]
        elif op == "dup" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif op == "focus":
            # the fields the issue names: actors, participants, ids, teams, orders' targets
            hot = [p for p in paths if p and p[-1] in ("actor", "participants", "id", "team", "target", "to",
                                                       "location", "battles", "orders", "characters",
                                                       "kind", "conditions", "color", "ruleset", "turn")]
            if hot:
                path = pick(hot)
                parent, key = _get(data, path[:-1]), path[-1]
                old = parent[key]
                if isinstance(old, list) and old and pick([0, 1]):
                    old[number(0, len(old) - 1)] = replacement(pick, number, old)
                else:
                    parent[key] = replacement(pick, number, old)
        else:
            parent[key] = replacement(pick, number, parent[key])
    return data


def war_text(data: Any) -> str:
    """JSON text; NaN/Infinity written as Python's json writes them (not JSON, which is the point)."""
    text = json.dumps(data, ensure_ascii=False)
    return re.sub(r'"__deep_(\d+)__"', lambda m: _deep_text(int(m.group(1))), text)


# -- SQLite war files --------------------------------------------------------------------------------
def base_war_file(folder: Path, sample: Path) -> Path:
    """A war file made from ``sample`` (with a resolved turn when it resolves without a question)."""
    from gmdesk.model.warfile import load_war
    from gmdesk.store import WarStore

    path = folder / (sample.stem + ".gmdesk")
    if not path.exists():
        with WarStore.create(path, load_war(sample)) as store:
            try:
                store.resolve()
            except Exception:  # noqa: BLE001 - a base without history is a base too
                pass
    return path


def _hostile_cell(pick: Pick, number: Number, old: Any) -> Any:
    kind = pick(["json", "json", "text", "utf8", "int", "null", "blob", "deep", "real"])
    if kind == "json" and isinstance(old, str) and old[:1] in "[{":
        try:
            return war_text(mutate_war(json.loads(old), pick, number, max_edits=2))
        except (ValueError, RecursionError):
            return "{"
    if kind == "text":
        return pick(["", "{", "[1,", "null", "\"x\"", "{\"a\": NaN}", "1e999", "[]", "{}", "garbage"])
    if kind == "utf8":
        return ("utf8", pick([b"\xff\xfe", b"abc\xc3", b"\xed\xa0\x80", b"{\"id\": \"\xff\"}"]))
    if kind == "int":
        return pick([0, -1, 1, 2**63 - 1, -(2**63), 99999])
    if kind == "null":
        return None
    if kind == "blob":
        return sqlite3.Binary(pick([b"", b"\x00\x01", b"{}", b"\xff" * 10]))
    if kind == "deep":
        return _deep_text(pick([65, 5000]))
    return pick([0.5, 1e308, -0.0])


def mutate_war_file(path: Path, pick: Pick, number: Number) -> str:
    """Damage the war file at ``path`` in place; returns what was done (for the report)."""
    op = pick(["cell", "cell", "cell", "cell", "delete-row", "truncate", "bytes", "schema-utf8", "drop"])
    if op == "truncate":
        data = path.read_bytes()
        cut = number(0, len(data))
        path.write_bytes(data[:cut])
        return f"truncate at {cut}"
    if op == "bytes":
        data = bytearray(path.read_bytes())
        done = []
        for _ in range(number(1, 8)):
            i = number(0, len(data) - 1)
            data[i] = number(0, 255)
            done.append(i)
        path.write_bytes(bytes(data))
        return f"bytes {done}"
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' "
                                             "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        if op == "schema-utf8":
            table = pick([t for t in tables if t in ("meta", "schema", "settings")] or tables)
            cols = [r[1] for r in conn.execute(f"PRAGMA table_info([{table}])")]
            col = pick(cols)
            rows = [r[0] for r in conn.execute(f"SELECT rowid FROM [{table}] ORDER BY rowid")]
            if not rows:
                return f"{table} empty"
            rowid = pick(rows)
            try:
                conn.execute(f"UPDATE [{table}] SET [{col}] = CAST(X'FF61FE' || CAST([{col}] AS BLOB) AS TEXT) "
                             "WHERE rowid = ?", [rowid])
            except sqlite3.Error as exc:
                return f"{table}.{col}: refused ({exc})"
            return f"invalid UTF-8 in {table}.{col} row {rowid}"
        table = pick(tables)
        if op == "drop":
            conn.execute(f"DROP TABLE [{table}]")
            return f"drop {table}"
        rows = [r[0] for r in conn.execute(f"SELECT rowid FROM [{table}] ORDER BY rowid")]
        if not rows:
            return f"{table} empty"
        rowid = pick(rows)
        if op == "delete-row":
            conn.execute(f"DELETE FROM [{table}] WHERE rowid = ?", [rowid])
            return f"delete {table} row {rowid}"
        cols = [r[1] for r in conn.execute(f"PRAGMA table_info([{table}])")]
        col = pick(cols)
        old = conn.execute(f"SELECT [{col}] FROM [{table}] WHERE rowid = ?", [rowid]).fetchone()[0]
        new = _hostile_cell(pick, number, old)
        try:
            if isinstance(new, tuple):
                conn.execute(f"UPDATE [{table}] SET [{col}] = CAST(? AS TEXT) WHERE rowid = ?",
                             [sqlite3.Binary(new[1]), rowid])
            else:
                conn.execute(f"UPDATE [{table}] SET [{col}] = ? WHERE rowid = ?", [new, rowid])
        except sqlite3.Error as exc:  # a constraint said no: that damage cannot happen this way
            return f"{table}.{col} row {rowid}: refused ({exc})"
        return f"{table}.{col} row {rowid} = {str(new)[:60]!r}"
    finally:
        conn.close()


# -- running the commands ----------------------------------------------------------------------------
class Hang(Exception):
    pass


@dataclass
class Outcome:
    argv: list[str]
    code: Any = None
    out: str = ""
    err: str = ""
    seconds: float = 0.0
    wall: float = 0.0  # wall-clock seconds (``seconds`` is CPU time: a busy machine does not stretch it)
    crash: str = ""  # a traceback that escaped, or a hang
    wrote: bool = False  # a read-only command changed its input
    named: str = ""  # the input's name, which every ``gmdesk: …`` message must hold

    @property
    def bad(self) -> str:
        if self.crash:
            return self.crash
        if self.wrote:
            return "read-only command changed its input"
        if self.code not in (0, 1, 2, 3):
            return f"exit code {self.code!r}"
        if "Traceback" in self.err or "Traceback" in self.out:
            return "traceback printed"
        for line in self.err.splitlines():
            names = [self.named] + [Path(a).name for a in self.argv[1:] if "/" in a]
            if line.startswith("gmdesk:") and self.named and not any(n in line for n in names):
                return f"a message without the file's name: {line[:200]}"
        return ""


def _alarm(signum, frame):  # noqa: ARG001
    raise Hang()


def run_command(argv: list[str], watched: Path | None = None) -> Outcome:
    """Run ``gmdesk ARGV`` in-process, with a time budget; note tracebacks and changes to ``watched``."""
    from gmdesk.launcher import main

    result = Outcome(list(argv), named=watched.name if watched is not None else "")
    before = watched.read_bytes() if watched is not None and watched.exists() else None
    out, err = io.StringIO(), io.StringIO()
    old = signal.signal(signal.SIGALRM, _alarm)
    old_cpu = signal.signal(signal.SIGPROF, _alarm)
    signal.setitimer(signal.ITIMER_REAL, WALL_BUDGET)
    signal.setitimer(signal.ITIMER_PROF, BUDGET)
    start = time.monotonic()
    cpu = time.process_time()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                result.code = main(argv)
            except SystemExit as exc:  # argparse
                result.code = exc.code
    except Hang:
        result.crash = f"hang over {BUDGET:g} s of CPU or {WALL_BUDGET:g} s of wall time"
    except BaseException:  # noqa: BLE001 - what the suite looks for
        result.crash = traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGALRM, old)
        signal.signal(signal.SIGPROF, old_cpu)
        result.seconds = time.process_time() - cpu
        result.wall = time.monotonic() - start
    result.out, result.err = out.getvalue(), err.getvalue()
    if before is not None:
        result.wrote = not watched.exists() or watched.read_bytes() != before
    return result


def json_commands(path: Path, work: Path) -> list[tuple[list[str], bool]]:
    """(argv, read-only) for a JSON war."""
    return [(["validate", str(path)], True), (["show", str(path)], True),
            (["resolve", str(path), "--json"], True),
            (["print", str(path), "-o", str(work / "out.pdf")], True),
            (["import", str(path), str(work / "imported.gmdesk"), "--replace"], True)]


def war_file_commands(path: Path, work: Path) -> list[tuple[list[str], bool]]:
    """(argv, read-only) for a war file; ``resolve`` stores a turn, so it runs last and is not read-only."""
    return [(["validate", str(path)], True), (["show", str(path)], True), (["info", str(path)], True),
            (["history", str(path)], True), (["history", str(path), "--turn", "1"], True),
            (["check", str(path)], True), (["export", str(path), str(work / "exported.json")], True),
            (["print", str(path), "-o", str(work / "out.pdf")], True),
            (["resolve", str(path), "--json"], False)]


@dataclass
class Report:
    runs: int = 0
    mutants: int = 0
    failures: list[tuple[str, Outcome]] = field(default_factory=list)
    slowest: float = 0.0
    slowest_wall: float = 0.0

    def add(self, what: str, outcome: Outcome) -> None:
        self.runs += 1
        self.slowest = max(self.slowest, outcome.seconds)
        self.slowest_wall = max(self.slowest_wall, outcome.wall)
        if outcome.bad:
            self.failures.append((what, outcome))


def run_all(commands: list[tuple[list[str], bool]], input_path: Path, what: str, report: Report) -> None:
    for argv, readonly in commands:
        outcome = run_command(argv, input_path if readonly else None)
        outcome.named = input_path.name
        report.add(what, outcome)


def json_mutant(report: Report, work: Path, sample: Path, pick: Pick, number: Number) -> Path:
    data = mutate_war(json.loads(sample.read_text(encoding="utf-8")), pick, number)
    path = work / "war.json"
    path.write_text(war_text(data), encoding="utf-8", errors="surrogatepass")
    report.mutants += 1
    run_all(json_commands(path, work), path, f"{sample.name} mutated", report)
    return path


def war_file_mutant(report: Report, work: Path, base: Path, pick: Pick, number: Number) -> tuple[Path, str]:
    path = work / "war.gmdesk"
    for leftover in work.glob("war.gmdesk*"):
        leftover.unlink()
    path.write_bytes(base.read_bytes())
    what = mutate_war_file(path, pick, number)
    report.mutants += 1
    run_all(war_file_commands(path, work), path, f"{base.name}: {what}", report)
    return path, what
