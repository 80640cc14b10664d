"""The case corpus: numbered rules cases as data, run like the Diplomacy adjudicator test cases.

A case is one JSON file: a small war, the orders and decisions of one turn, and what must happen,
with the rules section and the sentence of the document it checks. ``gmdesk conformance`` and the
test suite both run them through :func:`run_case`; compliance is reported per rules section.
See docs/case-corpus.md for the format.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gmdesk import places
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.errors import GmdeskError
from gmdesk.model.vocabulary import TurnStatus
from gmdesk.model.war import FORMAT, War

DEFAULT_CASES = places.resources_dir() / "cases"


@dataclass
class Case:
    id: str
    path: Path
    data: dict[str, Any]

    @property
    def ruleset(self) -> str:
        return self.data["ruleset"]

    @property
    def section(self) -> str:
        return self.data.get("section", "")

    def war(self) -> War:
        raw = dict(self.data["war"])
        raw.setdefault("format", FORMAT)
        raw.setdefault("ruleset", self.ruleset)
        if "interpretations" in self.data:
            settings = dict(raw.get("settings", {}))
            settings["interpretations"] = {**settings.get("interpretations", {}), **self.data["interpretations"]}
            raw["settings"] = settings
        return War.from_dict(raw, source=str(self.path))


@dataclass
class CaseResult:
    case: Case
    passed: bool
    failures: list[str] = field(default_factory=list)


@dataclass
class Report:
    results: list[CaseResult]

    @property
    def all_passed(self) -> bool:
        return all(r.passed for r in self.results)

    def by_section(self) -> dict[tuple[str, str], list[CaseResult]]:
        out: dict[tuple[str, str], list[CaseResult]] = {}
        for r in self.results:
            out.setdefault((r.case.ruleset, r.case.section), []).append(r)
        return out


def load_cases(folder: str | Path | None = None, ruleset: str | None = None) -> list[Case]:
    root = Path(folder) if folder else DEFAULT_CASES
    cases = []
    for path in sorted(root.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if ruleset and data.get("ruleset") != ruleset:
            continue
        cases.append(Case(data.get("id", path.stem), path, data))
    return cases


def run(folder: str | Path | None = None, ruleset: str | None = None) -> Report:
    return Report([run_case(case) for case in load_cases(folder, ruleset)])


def run_case(case: Case) -> CaseResult:
    expect = case.data.get("expect", {})
    failures: list[str] = []
    turns = case.data.get("turns") or [{"orders": case.data.get("orders", []),
                                          "decisions": case.data.get("decisions", [])}]
    all_events = []
    try:
        war = case.war()
        for number, turn in enumerate(turns, start=1):
            result = resolve_turn(war, turn.get("orders", []), turn.get("decisions", []), case.data.get("seed"))
            all_events += result.events
            if number < len(turns):
                if not result.resolved:
                    return CaseResult(case, False, [f"turn {number} of {len(turns)} is pending: "
                                                    f"{[p.id for p in result.pending]}"])
                war = result.war
    except OrdersRefused as refused:
        return CaseResult(case, *_check_refused(expect, refused))
    except GmdeskError as exc:
        return CaseResult(case, False, [f"error: {exc}"])
    if expect.get("refused"):
        failures.append("expected refused orders, but the turn resolved")
    status = expect.get("status", TurnStatus.RESOLVED)
    if result.status != status:
        failures.append(f"status {result.status}, expected {status}"
                        + (f" (pending: {[p.id for p in result.pending]})" if result.pending else ""))
    events = [e.to_dict() for e in all_events]
    failures += _check_events(expect.get("events", []), events)
    for pattern in expect.get("absent", []):
        hits = [e for e in events if _matches(pattern, e)]
        if hits:
            failures.append(f"unexpected event {pattern}: {hits[0]['explain']}")
    for cid, loc in expect.get("positions", {}).items():
        got = result.war.characters[cid].location if cid in result.war.characters else None
        if result.resolved and got != loc:
            failures.append(f"{cid} at {got}, expected {loc}")
    wanted_pending = expect.get("pending", [])
    got_pending = [p.id for p in result.pending]
    for pid in wanted_pending:
        if pid not in got_pending:
            failures.append(f"expected pending decision {pid}, got {got_pending}")
    if result.resolved:
        for cid, wanted in expect.get("state", {}).items():
            failures += _check_state(result.war, cid, wanted)
    for team, facts in expect.get("knowledge", {}).items():
        known = result.war.knowledge.get(team, [])
        for fact in facts:
            if not any(all(k in f and f[k] == v for k, v in fact.items()) for f in known):
                failures.append(f"team {team} should know {fact}")
    return CaseResult(case, not failures, failures)


def _check_state(war: War, cid: str, wanted: dict[str, Any]) -> list[str]:
    """Compare a character's state after the turn(s) with ``expect.state[cid]`` (numbers to 1e-6)."""
    ch = war.characters.get(cid)
    if ch is None:
        return [f"no character {cid}"]
    failures = []
    for key, want in wanted.items():
        if key == "statuses_include":
            names = [s.get("name") for s in ch.statuses]
            failures += [f"{cid} should have status {n!r}, has {names}" for n in want if n not in names]
        elif key == "statuses_absent":
            names = [s.get("name") for s in ch.statuses]
            failures += [f"{cid} should not have status {n!r}" for n in want if n in names]
        elif key in ("items_include", "items_absent"):
            names = [i.get("name") for i in ch.items]
            for n in want:
                if (n in names) != (key == "items_include"):
                    failures.append(f"{cid} items {names}: {key} {n!r}")
        elif key == "points":
            for pool, value in want.items():
                got = ch.points.get(pool)
                if got is None or abs(got - value) > 1e-6:
                    failures.append(f"{cid} points.{pool} = {got}, expected {value}")
        elif key == "stats":
            for stat, value in want.items():
                rank = str(ch.stats.get(stat))
                if rank != value:
                    failures.append(f"{cid} stats.{stat} = {rank}, expected {value}")
        elif key == "flags":
            for flag, value in want.items():
                if ch.flags.get(flag) != value:
                    failures.append(f"{cid} flags.{flag} = {ch.flags.get(flag)!r}, expected {value!r}")
        else:
            got = getattr(ch, key, None)
            if isinstance(want, (int, float)) and not isinstance(want, bool) and isinstance(got, (int, float)):
                if abs(got - want) > 1e-6:
                    failures.append(f"{cid} {key} = {got}, expected {want}")
            elif got != want:
                failures.append(f"{cid} {key} = {got!r}, expected {want!r}")
    return failures


def _check_refused(expect: dict, refused: OrdersRefused) -> tuple[bool, list[str]]:
    wanted = expect.get("refused")
    if not wanted:
        return False, [f"orders refused: {refused}"]
    failures = []
    for item in wanted:
        ok = any(
            r.order.get("_index") == item.get("index", r.order.get("_index"))
            and item.get("reason_contains", "") in r.reason
            for r in refused.refusals
        )
        if not ok:
            failures.append(f"expected refusal {item}, got {[ (r.order.get('_index'), r.reason) for r in refused.refusals]}")
    return not failures, failures


def _check_events(patterns: list[dict], events: list[dict]) -> list[str]:
    """Each pattern must match an event, in the given order (other events may come between)."""
    failures = []
    position = 0
    for pattern in patterns:
        for i in range(position, len(events)):
            if _matches(pattern, events[i]):
                position = i + 1
                break
        else:
            near = [e["explain"] for e in events if e["kind"] == pattern.get("kind")]
            failures.append(f"no event matching {pattern} after event #{position}; "
                            f"{pattern.get('kind')} events: {near}")
    return failures


def _matches(pattern: dict, event: dict) -> bool:
    for key, want in pattern.items():
        if key == "explain_contains":
            texts = [want] if isinstance(want, str) else want
            if not all(t in event["explain"] for t in texts):
                return False
        elif key == "actors_include":
            if not set(want) <= set(event["actors"]):
                return False
        elif key == "data":
            data = event.get("data", {})
            if not all(k in data and data[k] == v for k, v in want.items()):
                return False
        elif event.get(key) != want:
            return False
    return True


def format_report(report: Report, verbose: bool = False) -> str:
    lines = []
    total = len(report.results)
    passed = sum(r.passed for r in report.results)
    for (ruleset, section), results in sorted(report.by_section().items()):
        ok = sum(r.passed for r in results)
        lines.append(f"{ruleset:<10} {section:<48} {ok:>3}/{len(results):<3} {'ok' if ok == len(results) else 'FAIL'}")
        for r in results:
            if verbose or not r.passed:
                mark = "pass" if r.passed else "FAIL"
                lines.append(f"    {mark} {r.case.id}: {r.case.data.get('title', '')}")
                for failure in r.failures:
                    lines.append(f"         {failure}")
    lines.append(f"{passed} passed, {total - passed} failed")
    return "\n".join(lines)
