"""Benchmark (not a test): issue 21's goals for opening, starting, storing and printing, each against
its anchor measured in the same run.

- window open: a war of 2,000 stored turns against the same war with 1 turn (goal: ≤ 1.5×);
- cold start: a new process to the painted window on the sample war, against a bare PySide6 window
  with a view of 30 items (goal: ≤ 2× in time and in peak memory); and, for information, the same to
  every dock built (the docks come after the map's first paint: docs/startup.md), held to about what
  the painted window alone took before that (9–10×; 12× for the shared machine's noise);
- store open: open + load the current war of a 500-turn file (read-only), against raw sqlite3
  reading the same rows (goal: ≤ 5×);
- turn bytes: a stored turn, against the same turn with its snapshots as JSON text (goal: ≤ 0.5×);
- printing: 20 sheets to PDF, against ``QTextDocument.print_`` of the same sheets' HTML as 20 pages
  (goal: ≤ 1.5× per page).

Each measure is a row ``(measure, anchor, ours, ratio, goal)``; ``rows()`` returns them and
``python benchmarks/bench_goals.py`` prints them. The histories are made by storing a few resolved
turns and repeating their rows (opening reads rows, it does not resolve them).
"""

from __future__ import annotations

import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import median_ms  # noqa: E402

Row = tuple[str, str, str, float, float]
STATE_TABLES = ("war", "teams", "locations", "links", "characters", "battles")


def history_file(folder: Path, turns: int) -> Path:
    """A 40-character ap-sp war file (bench_store's) whose history holds ``turns`` turns: three
    resolved, their rows repeated under later numbers."""
    from bench_store import build_war, orders_for

    from gmdesk.store import WarStore

    path = folder / f"war-{turns}.gmdesk"
    with WarStore.create(path, build_war()) as store:
        for _ in range(min(turns, 3)):
            store.resolve(orders_for(store.load_war()))
    if turns > 3:
        conn = sqlite3.connect(path, isolation_level=None)
        columns = [r[1] for r in conn.execute("PRAGMA table_info(turns)")]
        rows = conn.execute(f"SELECT {', '.join(columns)} FROM turns ORDER BY number").fetchall()
        number = columns.index("number")
        conn.execute("BEGIN")
        for n in range(4, turns + 1):
            row = list(rows[(n - 1) % 3])
            row[number] = n
            conn.execute(f"INSERT INTO turns ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", row)
        conn.execute("UPDATE war SET turn = ? WHERE id = 1", [turns + 1])
        conn.execute("COMMIT")
        conn.close()
    return path


def window_open_ms(path: Path, repeat: int = 5) -> float:
    """Median ms from File > Open to the window's events processed and its docks built, a new window each
    time."""
    import shutil

    from PySide6.QtWidgets import QApplication

    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.settings import Settings

    app = QApplication.instance() or QApplication([])
    times = []
    with tempfile.TemporaryDirectory() as home:
        for i in range(repeat):
            copy = Path(home) / f"open-{i}.gmdesk"
            shutil.copyfile(path, copy)
            window = MainWindow(Settings(Path(home) / "settings.ini"), Path(home))
            window.resize(1600, 1000)
            window.show()
            app.processEvents()
            start = time.perf_counter()
            window.open_path(copy)
            window.ensure_ready()  # the docks too (they read the history), not only the map's first paint
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
            window.close_war()
            window.close()
            window.deleteLater()
            app.processEvents()
    return statistics.median(times)


#: The child's own peak resident memory in KiB (VmHWM: ru_maxrss would keep the parent's, across exec).
PEAK = """
def peak_kib():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0
"""

BARE_WINDOW = PEAK + """
import resource, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
window = QMainWindow()
scene = QGraphicsScene()
for i in range(30):
    scene.addEllipse(i * 20, (i % 5) * 20, 16, 16)
    scene.addText(f"place {i}").setPos(i * 20, (i % 5) * 20 + 16)
window.setCentralWidget(QGraphicsView(scene))
window.resize(1600, 1000)
window.show()
app.processEvents()
window.grab()
print(peak_kib())
"""

GMDESK_WINDOW = PEAK + """
import resource, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings
app = QApplication([])
home = Path(sys.argv[1])
window = MainWindow(Settings(home / "settings.ini"), home)
window.resize(1600, 1000)
window.show()
window.open_path(sys.argv[2])
app.processEvents()
window.grab()
print(peak_kib())
window.close_war()
"""


#: The same, on to every dock built: what the event loop's next turns do after the first paint.
GMDESK_READY = GMDESK_WINDOW.replace("window.grab()\n", "window.grab()\nwindow.ensure_ready()\napp.processEvents()\n"
                                     "window.grab()\n")
assert GMDESK_READY.count("ensure_ready") == 1


def sample_war_file(folder: Path) -> Path:
    """The bundled sample war as a war file (opening the JSON would ask where to save the import)."""
    from gmdesk.model.warfile import load_war
    from gmdesk.store import WarStore

    path = folder / "sample.gmdesk"
    WarStore.create(path, load_war(ROOT / "maps" / "sample-ap-sp.json")).close()
    return path


def cold_starts(runs: dict[str, list[str]], repeat: int = 11) -> dict[str, tuple[float, float]]:
    """Median ms of a new Python process that paints the window and exits, and its peak MiB, for each script
    of ``runs`` (name → the script and its arguments).

    The scripts are run in turn (bare, ours, bare, ours…), so that a change in the shared machine's load
    falls on every one alike rather than on whichever ran in the busier minute.

    As on a GM's machine, where an installed gmdesk has its modules compiled (pip compiles them on
    install, as it did PySide6's): the child may write bytecode (PYTHONDONTWRITEBYTECODE dropped), and a
    first, unmeasured run of each writes it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    times: dict[str, list[float]] = {name: [] for name in runs}
    peaks: dict[str, list[float]] = {name: [] for name in runs}
    for script, *args in runs.values():
        subprocess.run([sys.executable, "-c", script, *args], capture_output=True, env=env, check=True, timeout=120)
    for _ in range(repeat):
        for name, (script, *args) in runs.items():
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, env=env,
                                  check=True, timeout=120)
            times[name].append((time.perf_counter() - start) * 1000)
            peaks[name].append(int(done.stdout.split()[-1]) / 1024)
    return {name: (statistics.median(times[name]), statistics.median(peaks[name])) for name in runs}


def store_open(path: Path, repeat: int = 15) -> tuple[float, float]:
    from gmdesk.store import WarStore

    def ours() -> None:
        with WarStore.open(path, readonly=True) as store:
            store.load_war()

    def raw() -> None:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        for table in STATE_TABLES:
            conn.execute(f"SELECT * FROM {table}").fetchall()
        conn.close()

    return median_ms(raw, repeat), median_ms(ours, repeat)


def turn_bytes(path: Path) -> tuple[float, float]:
    """Mean bytes of a stored turn row, and of the same row with its snapshots as JSON text."""
    from gmdesk.store.jsoncol import dump_json, load_json

    conn = sqlite3.connect(path)
    stored, as_text = [], []
    for row in conn.execute("SELECT orders, decisions, rulings, events, state_before, state_after FROM turns "
                            "WHERE number <= 3"):
        small = sum(len(str(v).encode()) for v in row[:4])
        stored.append(small + len(row[4]) + len(row[5]))
        as_text.append(small + sum(len(dump_json(load_json(v, "state"), "state").encode()) for v in row[4:]))
    conn.close()
    return statistics.mean(as_text), statistics.mean(stored)


def printing(repeat: int = 5) -> tuple[float, float]:
    """ms for 20 sheets to PDF, against QTextDocument.print_ of the same HTML as 20 pages."""
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
    from PySide6.QtWidgets import QApplication

    from gmdesk import rulesets
    from gmdesk.model.warfile import load_war
    from gmdesk.sheets.html import character_html
    from gmdesk.sheets.printable import printable_sheets
    from gmdesk.ui.printing.pdf import write_pdf

    QApplication.instance() or QApplication([])
    war = load_war(ROOT / "maps" / "sample-ap-sp.json")
    ruleset = rulesets.get(war.ruleset)
    sheets = (printable_sheets(war, ruleset, player_copy=False) * 2)[:20]
    cids = (list(war.characters) * 2)[:20]
    html = "".join(f'<div style="page-break-after: always">{character_html(war, ruleset, cid)}</div>' for cid in cids)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "sheets.pdf"

        def anchor() -> None:
            writer = QPdfWriter(str(Path(tmp) / "anchor.pdf"))
            writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
            writer.setPageOrientation(QPageLayout.Orientation.Portrait)
            document = QTextDocument()
            document.setHtml(html)
            document.print_(writer)

        return median_ms(anchor, repeat), median_ms(lambda: write_pdf(sheets, out), repeat)


def rows(turns: int = 2000) -> list[Row]:
    out: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        one, many, mid = history_file(folder, 1), history_file(folder, turns), history_file(folder, 500)
        first, last = window_open_ms(one), window_open_ms(many)
        out.append((f"window open, {turns} turns (anchor: 1 turn)", f"{first:.0f} ms", f"{last:.0f} ms",
                    last / first, 1.5))
        home = folder / "home"
        home.mkdir()
        sample = sample_war_file(home)
        # The history files just written (hundreds of MB at 2,000 turns) are still being written back to disk:
        # flushed now, so that a cold start's own syncs (opening a war file syncs it) do not wait on them.
        os.sync()
        starts = cold_starts({"bare": [BARE_WINDOW], "ours": [GMDESK_WINDOW, str(home), str(sample)],
                              "ready": [GMDESK_READY, str(home), str(sample)]})
        (bare_ms, bare_mib), (ours_ms, ours_mib), (ready_ms, ready_mib) = starts["bare"], starts["ours"], starts["ready"]
        out.append(("cold start to the painted window (anchor: bare PySide6 window)", f"{bare_ms:.0f} ms",
                    f"{ours_ms:.0f} ms", ours_ms / bare_ms, 2.0))
        out.append(("cold start peak memory (anchor: bare PySide6 window)", f"{bare_mib:.0f} MiB",
                    f"{ours_mib:.0f} MiB", ours_mib / bare_mib, 2.0))
        out.append((f"cold start to every dock ready, {ready_mib:.0f} MiB (information; anchor: bare PySide6 window)",
                    f"{bare_ms:.0f} ms", f"{ready_ms:.0f} ms", ready_ms / bare_ms, 12.0))
        raw, ours = store_open(mid)
        out.append(("store open + load, 500 turns, read-only (anchor: raw sqlite3 rows)", f"{raw:.2f} ms",
                    f"{ours:.2f} ms", ours / raw, 5.0))
        text, stored = turn_bytes(mid)
        out.append(("bytes of a stored turn (anchor: snapshots as JSON text)", f"{text / 1024:.0f} KB",
                    f"{stored / 1024:.0f} KB", stored / text, 0.5))
    anchor, ours = printing()
    out.append(("20 sheets to PDF (anchor: QTextDocument.print_ of the same HTML)", f"{anchor:.0f} ms",
                f"{ours:.0f} ms", ours / anchor, 1.5))
    return out


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    for row in rows(turns):
        print("| " + " | ".join([row[0], row[1], row[2], f"{row[3]:.2f}×", f"≤ {row[4]:g}×"]) + " |")


if __name__ == "__main__":
    main()
