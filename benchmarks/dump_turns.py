"""Not a benchmark: the resolved turns that engine speed work must leave byte-for-byte unchanged.

For every sample war in ``maps/`` and the benchmark wars (ap-sp, true-hgw and roll-dice at 7, 20 and 80
characters, ap-sp also at 320, and bench_combat.py's default war) it writes, as JSON, the turn with no
decision given (pending or resolved), the turn with every decision answered (its first option), and the
turn after it: events with their state snapshots, pending decisions and the war after the turn. In
``DIR/cases`` it writes the same for every conformance case of ``resources/cases`` (all five rulesets, each
case's turns as the case gives them; a refusal or an error as its text).

Run it on the code before a change and after it, then compare the two directories::

    python benchmarks/dump_turns.py /tmp/before      # on the unchanged code
    python benchmarks/dump_turns.py /tmp/after       # on the changed code
    diff -r /tmp/before /tmp/after && echo identical
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))

from bench_combat import accepted, build  # noqa: E402
from common import answer_all  # noqa: E402
from gmdesk.conformance import Case, load_cases  # noqa: E402
from gmdesk.engine import resolve_turn  # noqa: E402
from gmdesk.errors import GmdeskError  # noqa: E402
from gmdesk.engine.orders import OrdersRefused  # noqa: E402
from gmdesk.model.war import War  # noqa: E402

RULESETS = ("ap-sp", "true-hgw", "roll-dice")
SIZES = (7, 20, 80, 320)
LARGEST_FOR = {"ap-sp": 320}
"""Rulesets dumped at more than 80 characters (the others are slower there and add nothing new)."""


def _dump(out: Path, name: str, result) -> None:
    text = json.dumps(result.to_dict(), ensure_ascii=False, indent=1, default=repr)
    (out / f"{name}.json").write_text(text, encoding="utf-8")


def _chain(out: Path, name: str, war: War, orders: list[dict]) -> None:
    """The turn without answers, with every answer, and the turn after it."""
    try:
        first = resolve_turn(war, orders, [])
    except OrdersRefused as refused:
        (out / f"{name}-refused.txt").write_text(repr([str(r) for r in refused.refusals]), encoding="utf-8")
        return
    _dump(out, f"{name}-pending", first)
    result = resolve_turn(war, orders, answer_all(war, orders))
    _dump(out, f"{name}-resolved", result)
    after = result.war
    _dump(out, f"{name}-next", resolve_turn(after, [], answer_all(after, [])))


def _bench_war(ruleset_id: str, characters: int | None) -> tuple[War, list[dict]]:
    with contextlib.redirect_stdout(io.StringIO()):  # accepted() reports dropped orders; none is expected
        if characters is None:
            war, orders = build(ruleset_id)
        else:
            teams = (characters + 1) // 2
            locations = tuple(f"loc{i}" for i in range(max(2, round(teams * 0.4))))
            war, orders = build(ruleset_id, teams, locations, solo_master=characters % 2 == 1)
        return war, accepted(war, orders)


def _case(out: Path, case: Case) -> None:
    """Every turn of one conformance case, as the case gives them, up to the first that is not resolved."""
    turns = case.data.get("turns") or [{"orders": case.data.get("orders", []),
                                         "decisions": case.data.get("decisions", [])}]
    parts: list[dict] = []
    try:
        war = case.war()
        for turn in turns:
            result = resolve_turn(war, turn.get("orders", []), turn.get("decisions", []), case.data.get("seed"))
            parts.append(result.to_dict())
            if not result.resolved:
                break
            war = result.war
    except OrdersRefused as refused:
        parts.append({"refused": [str(r) for r in refused.refusals]})
    except GmdeskError as exc:
        parts.append({"error": str(exc)})
    text = json.dumps(parts, ensure_ascii=False, indent=1, default=repr)
    (out / f"{case.ruleset}-{case.path.stem}.json").write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for path in sorted((ROOT / "maps").glob("sample-*.json")):
        war = War.from_dict(json.loads(path.read_text(encoding="utf-8")))
        _chain(out, path.stem, war, list(war.orders))
    for ruleset_id in RULESETS:
        for n in SIZES:
            if n <= LARGEST_FOR.get(ruleset_id, 80):
                _chain(out, f"bench-{ruleset_id}-{n}", *_bench_war(ruleset_id, n))
        _chain(out, f"bench-{ruleset_id}-default", *_bench_war(ruleset_id, None))
    cases = out / "cases"
    cases.mkdir(exist_ok=True)
    for case in load_cases():
        _case(cases, case)
    print(f"{len(list(out.glob('*.json')))} turns and {len(list(cases.iterdir()))} conformance cases in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
