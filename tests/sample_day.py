"""maps/sample-roll-dice-day1.json resolved turn by turn with `gmdesk resolve --turn`, for tests that need the
day's state before one of its turns."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gmdesk.cli import main

DAY = Path(__file__).resolve().parents[1] / "maps" / "sample-roll-dice-day1.json"


def day_after(tmp_path: Path, turns: int) -> tuple[Path, list[dict[str, Any]]]:
    """The war file after the day's first ``turns`` turns (written into ``tmp_path``), and the day's turns."""
    day = json.loads(DAY.read_text(encoding="utf-8"))["day_turns"]
    current = DAY
    for number in range(turns):
        turn_file, out = tmp_path / f"turn{number + 1}.json", tmp_path / f"after{number + 1}.json"
        turn_file.write_text(json.dumps(day[number], ensure_ascii=False), encoding="utf-8")
        assert main(["resolve", str(current), "--turn", str(turn_file), "--out", str(out)]) == 0
        current = out
    return current, day
