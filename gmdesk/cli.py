"""The gmdesk command line. Core only: it never imports Qt.

Exit codes: 0 done, 2 invalid input (the message names the file, field and value),
3 decisions are still needed (``resolve``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

from gmdesk import __version__, rulesets
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused, check_orders
from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war, save_war

EXIT_OK = 0
EXIT_INVALID = 2
EXIT_PENDING = 3


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return EXIT_OK
    try:
        return args.run(args)
    except BrokenPipeError:  # output piped into `head` and closed early: not an error
        sys.stderr.close()
        return EXIT_OK
    except GmdeskError as exc:
        print(f"gmdesk: {exc}", file=sys.stderr)
        return EXIT_INVALID


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gmdesk", description="A game master's desk for Holy Grail Wars.")
    parser.add_argument("--version", action="version", version=f"gmdesk {__version__}")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("validate", help="report every problem in a war file")
    p.add_argument("file")
    p.set_defaults(run=cmd_validate)

    p = sub.add_parser("resolve", help="resolve the next turn of a war file")
    p.add_argument("file")
    p.add_argument("--turn", help="a JSON file {\"orders\": [...], \"decisions\": [...]} for this turn")
    p.add_argument("--orders", help="a JSON file with a list of orders (default: the war's own)")
    p.add_argument("--decisions", help="a JSON file with a list of {id, choice} (default: the war's own)")
    p.add_argument("--decide", action="append", default=[], metavar="ID=CHOICE",
                   help="answer one decision (repeatable); added to the others")
    p.add_argument("--seed", type=int, help="override the war's seed")
    p.add_argument("--json", action="store_true", help="print events, pending decisions and the next war as JSON")
    p.add_argument("--out", help="write the war after the turn to this JSON file")
    p.set_defaults(run=cmd_resolve)

    p = sub.add_parser("show", help="print a war's map, teams and who stands where")
    p.add_argument("file")
    p.set_defaults(run=cmd_show)

    p = sub.add_parser("rules", help="list the rulesets, or print one's phases, tables and interpretations")
    p.add_argument("id", nargs="?")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_rules)

    p = sub.add_parser("conformance", help="run the case corpus and print compliance per rules section")
    p.add_argument("--ruleset", help="only this ruleset")
    p.add_argument("--cases", help="the corpus folder (default: the bundled one)")
    p.add_argument("-v", "--verbose", action="store_true", help="list every case")
    p.set_defaults(run=cmd_conformance)
    return parser


# -- validate ------------------------------------------------------------------------------------
def cmd_validate(args) -> int:
    war = load_war(args.file)
    problems = war_problems(war)
    if problems:
        print(f"{args.file}: {len(problems)} problem(s)")
        for problem in problems:
            print(f"  {problem}")
        return EXIT_INVALID
    print(f"{args.file}: valid ({war.ruleset}, turn {war.turn}, {len(war.characters)} characters, "
          f"{len(war.map.locations)} locations)")
    return EXIT_OK


def war_problems(war: War) -> list:
    problems = list(war.problems())
    try:
        ruleset = rulesets.get(war.ruleset)
    except GmdeskError as exc:
        from gmdesk.errors import Problem

        return problems + [Problem("ruleset", war.ruleset, str(exc))]
    problems.extend(ruleset.validate_war(war))
    if not problems:
        try:
            check_orders(war, ruleset, war.orders)
        except OrdersRefused as refused:
            from gmdesk.errors import Problem

            for r in refused.refusals:
                problems.append(Problem(f"orders[{r.order.get('_index')}]", _clean(r.order), r.reason))
    return problems


def _clean(order: dict) -> dict:
    return {k: v for k, v in order.items() if not k.startswith("_")}


# -- resolve ---------------------------------------------------------------------------------------
def cmd_resolve(args) -> int:
    war = load_war(args.file)
    problems = war.problems()
    ruleset = rulesets.get(war.ruleset)
    problems += ruleset.validate_war(war)
    if problems:
        print(f"gmdesk: {args.file}: {len(problems)} problem(s):", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return EXIT_INVALID
    orders_file = args.orders or args.turn
    decisions_file = args.decisions or args.turn
    orders = _read_list(orders_file, "orders") if orders_file else war.orders
    decisions = _read_list(decisions_file, "decisions") if decisions_file else list(war.decisions)
    for item in args.decide:
        if "=" not in item:
            raise WarFileError("expected ID=CHOICE", field="--decide", value=item)
        key, choice = item.split("=", 1)
        decisions = [d for d in decisions if d.get("id") != key] + [{"id": key, "choice": choice}]
    try:
        result = resolve_turn(war, orders, decisions, args.seed)
    except OrdersRefused as refused:
        print(f"gmdesk: {args.file}: {len(refused.refusals)} order(s) refused:", file=sys.stderr)
        for r in refused.refusals:
            print(f"  orders[{r.order.get('_index')}] {_clean(r.order)}: {r.reason}"
                  + (f" ({r.rule})" if r.rule else ""), file=sys.stderr)
        return EXIT_INVALID
    if args.out and result.resolved:
        save_war(result.war, args.out)
    if result.status == "pending":
        result.war.decisions = decisions
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
    else:
        _print_result(result)
    return EXIT_OK if result.resolved else EXIT_PENDING


def _read_list(path: str, what: str) -> list:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise WarFileError("no such file", path=path) from None
    except json.JSONDecodeError as exc:
        raise WarFileError(f"not valid JSON (line {exc.lineno}: {exc.msg})", path=path) from None
    if isinstance(data, dict) and isinstance(data.get(what), list):
        data = data[what]
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        raise WarFileError(f"expected a list of {what} (objects)", path=path, field=what)
    return data


def _print_result(result) -> None:
    phase = None
    for event in result.events:
        if event.kind == "phase":
            phase = event.phase
            print(f"\n== {event.explain}")
            continue
        rule = f"   [{event.rule}]" if event.rule else ""
        print(f"  {event.kind:<9} {event.explain}{rule}")
    if result.pending:
        print("\nDecisions needed (answer with --decide ID=CHOICE):")
        for p in result.pending:
            print(f"  {p.id}: {p.question}")
            print(f"      options: {', '.join(p.options)}  (asks: {p.asks})")
    else:
        print(f"\nTurn resolved; the war is now at turn {result.war.turn}.")
        if result.unused_decisions:
            print(f"Unused decisions: {', '.join(result.unused_decisions)}")


# -- show ----------------------------------------------------------------------------------------------
def cmd_show(args) -> int:
    war = load_war(args.file)
    ruleset = rulesets.get(war.ruleset)
    print(f"{war.title or args.file} — {ruleset.title} ({war.ruleset}), turn {war.turn}")
    print(f"Map: {len(war.map.locations)} locations, {len(war.map.links)} links")
    for loc in war.map.locations.values():
        here = war.at(loc.id)
        tags = list(loc.effects) + ([f"home base of {loc.home_base}"] if loc.home_base else [])
        line = f"  {loc.name:<24} {', '.join(tags)}"
        if here:
            line += "   ← " + ", ".join(f"{c.name} ({c.team})" for c in here)
        print(line.rstrip())
    print("Teams:")
    for team in war.team_ids():
        members = war.team_members(team)
        print(f"  {team}: " + ", ".join(f"{c.name} [{c.kind}{', ' + c.class_name if c.class_name else ''}]"
                                        for c in members))
    return EXIT_OK


# -- rules ------------------------------------------------------------------------------------------------
def cmd_rules(args) -> int:
    if not args.id:
        for rid in rulesets.available():
            rs = rulesets.get(rid)
            print(f"{rid:<10} {rs.title} — {rs.document}")
        return EXIT_OK
    desc = rulesets.get(args.id).describe()
    if args.json:
        print(json.dumps(desc, ensure_ascii=False, indent=2, default=str))
        return EXIT_OK
    print(f"{desc['id']}: {desc['title']}\nDocument: {desc['document']}\n{desc['summary']}\n")
    print("Phases:")
    for i, ph in enumerate(desc["phases"], 1):
        acts = f" — activities: {', '.join(ph['activities'])}" if ph["activities"] else ""
        print(f"  {i:>2}. {ph['name']} ({ph['order']}){acts}   [{ph['rule']}]")
    print(f"Initiative: {desc['initiative']['rule']} (full tie: {desc['initiative']['tie']})")
    print("\nStats:")
    for st in desc["stats"]:
        print(f"  {st['key']:<5} {st['name']}: {st['ranks']}")
    print("\nTables:")
    for name, table in desc["tables"].items():
        values = ", ".join(f"{k} {_fmt(v)}" for k, v in table["values"].items())
        print(f"  {name} ({', '.join(table['stats'])}) [{table['rule']}]\n    {values}")
        if table["note"]:
            print(f"    note: {table['note']}")
    print("\nInterpretations (settings.interpretations):")
    for it in desc["interpretations"]:
        print(f"  {it['key']}: {it['title']} [{it['source']}]")
        print(f"    {it['question']}")
        for opt, text in it["options"].items():
            mark = "*" if opt == it["default"] else " "
            print(f"    {mark} {opt}: {text}")
    if desc["notes"]:
        print("\nNotes:")
        for note in desc["notes"]:
            print(f"  - {note}")
    return EXIT_OK


def _fmt(value: Any) -> str:
    from gmdesk.rulesets.base import fmt

    return fmt(value) if isinstance(value, (int, float)) else str(value)


# -- conformance ----------------------------------------------------------------------------------------
def cmd_conformance(args) -> int:
    from gmdesk import conformance

    report = conformance.run(args.cases, ruleset=args.ruleset)
    print(conformance.format_report(report, verbose=args.verbose))
    return EXIT_OK if report.all_passed else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
