"""Benchmark (not a test): pressing Resolve at the turn desk until the timeline has drawn the turn.

The turn is bench_combat.py's: 20 characters (10 teams of a Master and a Servant), everyone in battle, with
orders for everyone (skills, basic attacks, Command Spells), and the GM's answers to the questions the
turn asks given beforehand, so no dialog waits for a click. Each run starts from a fresh war file; the
time covers what the GM waits for: the desk saving, the store resolving and recording the turn, the
document taking the war after it, the timeline laying out the stored turn's lanes and painting.

Run: python benchmarks/bench_turn_desk.py [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from bench_combat import accepted, build  # noqa: E402
from common import answer_all  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.ui.desk.turn_desk import TurnDesk  # noqa: E402
from gmdesk.ui.document import WarDocument  # noqa: E402
from gmdesk.ui.timeline import TimelineView  # noqa: E402


def one_run(app: QApplication, folder: Path, ruleset_id: str, n: int) -> tuple[float, float, int]:
    war, orders = build(ruleset_id)
    war.orders = accepted(war, orders)
    war.decisions = answer_all(war, war.orders)  # the GM's answers, given beforehand (ties at initiative…)
    document = WarDocument.create(folder / f"{ruleset_id}-{n}.gmdesk", war)
    desk = TurnDesk(document)
    timeline = TimelineView(document)
    timeline.resize(1400, 500)
    timeline.show()
    document.turns.turn_stored.connect(timeline.show_stored)
    app.processEvents()
    start = time.perf_counter()
    result = desk.resolve()
    timeline.repaint()
    app.processEvents()
    total = (time.perf_counter() - start) * 1000
    engine_start = time.perf_counter()
    resolve_turn(war, war.orders, war.decisions)
    engine = (time.perf_counter() - engine_start) * 1000
    assert result is not None and result.resolved, result and result.pending
    assert timeline.turn_number == war.turn, (timeline.turn_number, war.turn)
    events = len(timeline.events)
    timeline.close()
    desk.close()
    document.close()
    return total, engine, events


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        for ruleset_id in ("ap-sp", "true-hgw"):
            runs = [one_run(app, Path(tmp), ruleset_id, n) for n in range(args.repeat)]
            total = statistics.median(r[0] for r in runs)
            engine = statistics.median(r[1] for r in runs)
            print(f"{ruleset_id}: Resolve → timeline drawn {total:.0f} ms (the engine alone {engine:.1f} ms, "
                  f"×{total / engine:.0f}); {runs[0][2]} events")


if __name__ == "__main__":
    main()
