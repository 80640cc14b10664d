"""Mutants opened in the window, counted: ``python tests/fuzz/window_campaign.py [N] [--seed S]``.

The command-line campaign (``campaign.py``) runs the CLI; this one opens each mutant with File ▸ Open
(``MainWindow.open_path``) in an offscreen window, shows every dock, picks each character's sheet,
then closes the war. Mutants run in batches in child processes, so a crash (a segfault, an abort)
is caught and pinned on its mutant by running the rest of the batch one by one.

Each mutant ends as one of:
- ``opened``: the war is shown;
- ``refused``: an error dialog in plain words (gmdesk's own error: the file was bad, the GM is told why);
- ``internal``: an error dialog saying "something went wrong inside gmdesk" (a bug, caught);
- ``escaped``: an exception that reached Python's excepthook or left ``open_path``;
- ``crash`` / ``hang``: the child died or took over ``--limit`` seconds for one mutant.
Exit 1 when any mutant ended internal, escaped, crash or hang.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BAD_ENDS = ("internal", "escaped", "crash", "hang")
BATCH = 20


def make_mutants(folder: Path, count: int, seed: int) -> list[Path]:
    """``count`` mutants in ``folder``: even ones JSON wars, odd ones war files, over every sample."""
    from tests.fuzz.mutants import (SAMPLE_WARS, base_war_file, mutate_war, mutate_war_file,
                                    war_text)

    rng = random.Random(seed)
    pick, number = rng.choice, rng.randint
    bases = folder / "bases"
    bases.mkdir()
    made = []
    for i in range(count):
        sample = SAMPLE_WARS[i // 2 % len(SAMPLE_WARS)]
        if i % 2 == 0:
            path = folder / f"m{i:05d}.json"
            data = mutate_war(json.loads(sample.read_text(encoding="utf-8")), pick, number)
            path.write_text(war_text(data), encoding="utf-8", errors="surrogatepass")
        else:
            path = folder / f"m{i:05d}.gmdesk"
            path.write_bytes(base_war_file(bases, sample).read_bytes())
            mutate_war_file(path, pick, number)
        made.append(path)
    return made


def child(paths: list[str]) -> None:
    """Open each path in one window; print one JSON line per path as soon as it is done."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.settings import Settings

    app = QApplication.instance() or QApplication([])
    escaped: list[str] = []
    sys.excepthook = lambda kind, exc, tb: escaped.append(f"{kind.__name__}: {exc}")
    home = Path(tempfile.mkdtemp(prefix="gmdesk-window-fuzz-"))
    window = MainWindow(Settings(home / "settings.ini"), home)
    window.resize(1366, 768)
    window.show()
    for path in paths:
        escaped.clear()
        start = time.monotonic()
        end, detail = "opened", ""
        try:
            opened = window.open_path(path)
            app.processEvents()
            if opened and window.document is not None:
                exercise(window, app)
        except Exception as exc:  # noqa: BLE001 - the very thing this campaign counts
            escaped.append(f"{type(exc).__name__}: {exc}")
        dialogs = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        texts = [box.text() for box in dialogs]
        for box in dialogs:
            box.done(0)
            box.deleteLater()
        if escaped:
            end, detail = "escaped", escaped[0]
        elif any("went wrong inside gmdesk" in text for text in texts):
            end, detail = "internal", texts[0]
        elif texts:
            end, detail = "refused", texts[0]
        try:
            window.close_war()
        except Exception as exc:  # noqa: BLE001
            end, detail = "escaped", f"closing: {type(exc).__name__}: {exc}"
        app.processEvents()
        print(json.dumps({"path": path, "end": end, "detail": detail[:300],
                          "seconds": round(time.monotonic() - start, 3)}), flush=True)


def exercise(window, app) -> None:
    """What a GM does first with a war: every dock raised, every character's sheet shown."""
    for dock in list(window.docks.values()):
        dock.show()
        dock.raise_()
        app.processEvents()
    sheet, document = window.docks.get("sheet"), window.document
    if sheet is None or document is None:
        return
    for cid in list(document.war.characters)[:12]:
        sheet.show_character(cid)  # what a click in the cast does
        app.processEvents()


def run_batch(paths: list[Path], limit: float) -> list[dict]:
    """Run ``paths`` in one child; on a crash or hang, the rest one by one to find the mutant."""
    argv = [sys.executable, __file__, "--child", *map(str, paths)]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=limit * len(paths) + 10)
        out, code = done.stdout, done.returncode
    except subprocess.TimeoutExpired as exc:
        out, code = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else (exc.stdout or ""), None
    results = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    finished = {r["path"] for r in results}
    rest = [p for p in paths if str(p) not in finished]
    if not rest:
        return results
    if len(paths) == 1:
        end = "hang" if code is None else "crash"
        return [{"path": str(paths[0]), "end": end, "detail": f"exit {code}", "seconds": limit}]
    for path in rest:
        results += run_batch([path], limit)
    return results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("count", nargs="?", type=int, default=200)
    ap.add_argument("--seed", type=int, default=20)
    ap.add_argument("--limit", type=float, default=10.0, help="seconds a mutant may take")
    ap.add_argument("--keep", type=Path, help="folder for the mutants that ended badly")
    ap.add_argument("--child", nargs="+")
    args = ap.parse_args(argv)
    if args.child:
        child(args.child)
        return 0
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        mutants = make_mutants(Path(tmp), args.count, args.seed)
        results: list[dict] = []
        for first in range(0, len(mutants), BATCH):
            results += run_batch(mutants[first:first + BATCH], args.limit)
            print(f"{len(results)} mutants, {Counter(r['end'] for r in results)}", file=sys.stderr, flush=True)
        bad = [r for r in results if r["end"] in BAD_ENDS or r["seconds"] > args.limit]
        if bad and args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            for r in bad:
                shutil.copy(r["path"], args.keep / Path(r["path"]).name)
    counts = Counter(r["end"] for r in results)
    slowest = max((r["seconds"] for r in results), default=0.0)
    print(f"{len(results)} mutants opened in the window in {time.monotonic() - start:.0f} s: "
          + ", ".join(f"{counts[k]} {k}" for k in ("opened", "refused", *BAD_ENDS))
          + f"; slowest {slowest:.2f} s")
    for r in bad:
        print(f"  {Path(r['path']).name}: {r['end']}: {r['detail']}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
