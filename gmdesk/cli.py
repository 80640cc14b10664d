"""The gmdesk command line. Core only: it never imports Qt.

Exit codes: 0 done, 2 invalid input (the message names the file, field and value),
3 decisions are still needed (``resolve``). Commands read JSON wars and ``.gmdesk`` war files
alike (the kind is told by the content); the war-file commands are in :mod:`gmdesk.commands.warfile`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from typing import Any, Sequence

from gmdesk import __version__, rulesets
from gmdesk.commands import intake, readings, teams, updates as updates_command, warfile
from gmdesk.commands.common import (EXIT_INVALID, EXIT_OK, EXIT_PENDING, apply_decide, check_json_target, error_line,
                                    is_war_file, print_result, read_list, read_war, writable_store)
from gmdesk.engine import resolve_turn
from gmdesk.engine.orders import OrdersRefused
from gmdesk.errors import GmdeskError, shown_line
from gmdesk.model.vocabulary import TurnStatus
from gmdesk.model.warfile import save_war
from gmdesk.store import WarStore
from gmdesk.validation import clean_order, war_notices, war_problems

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
        print(error_line(exc, args), file=sys.stderr)
        return EXIT_INVALID
    except OSError as exc:  # the system refused a file (full disk, permissions) where no layer said it in words
        where = exc.filename or getattr(args, "file", None) or "gmdesk"
        print(f"gmdesk: {where}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_INVALID


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gmdesk", description="A game master's desk for Holy Grail Wars. "
                                     "`gmdesk` alone (or `gmdesk FILE.gmdesk`, `gmdesk --sample`) opens the window.")
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
    p.add_argument("--out", help="write the war after the turn to this JSON file (never the file read, "
                                 "nor a war file)")
    p.add_argument("--rulings", help="a JSON file with the GM's rulings (overrides applied at the end of the "
                                     "turn), stored with the turn (war files)")
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

    warfile.add_parsers(sub)
    intake.add_parser(sub)
    updates_command.add_parser(sub)
    teams.add_parsers(sub)
    readings.add_parser(sub)

    # Listed here so `gmdesk --help` shows it; the launcher sends `gmdesk print` to the Qt side
    # (gmdesk/ui/printing/command.py), since Qt paints the PDF and this module never loads Qt.
    p = sub.add_parser("print", add_help=False,
                       help="write character sheets to a PDF: FILE [--character ID ...] [--player-copy] "
                            "[--paper A4|Letter] -o OUT.pdf (see `gmdesk print --help`)")
    p.add_argument("rest", nargs=argparse.REMAINDER)
    p.set_defaults(run=cmd_print)
    return parser


# -- validate ------------------------------------------------------------------------------------
def cmd_validate(args) -> int:
    """Every problem of the war; of a war file, also its damaged rows and history (what ``check`` finds)."""
    if is_war_file(args.file):
        with WarStore.open(args.file, readonly=True) as store:
            war = store.load_war()
            problems = store.check()
    else:
        war, problems = read_war(args.file), []
    problems += war_problems(war)
    notices = war_notices(war)
    if problems:
        print(f"{args.file}: {len(problems)} problem(s)")
        for problem in problems:
            print(f"  {problem}")
    else:
        print(f"{args.file}: valid ({war.ruleset}, turn {war.turn}, {len(war.characters)} characters, "
              f"{len(war.map.locations)} locations)")
    if notices:  # nothing refused: what the GM may want to put right
        print(f"{args.file}: {len(notices)} notice(s)")
        for notice in notices:
            print(f"  {notice}")
    return EXIT_INVALID if problems else EXIT_OK


# -- resolve ---------------------------------------------------------------------------------------
def cmd_resolve(args) -> int:
    """Resolve the next turn. A war file also stores it (or, when a decision is missing, the question)."""
    if args.out:
        check_json_target(args.out, args.file)
    stored = is_war_file(args.file)
    with writable_store(args.file) if stored else contextlib.nullcontext() as store:
        war = store.load_war() if store else read_war(args.file)
        problems = war.problems()
        problems += rulesets.get(war.ruleset).validate_war(war)
        if problems:
            print(f"gmdesk: {args.file}: {len(problems)} problem(s):", file=sys.stderr)
            for problem in problems:
                print(f"  {problem}", file=sys.stderr)
            return EXIT_INVALID
        orders_file = args.orders or args.turn
        decisions_file = args.decisions or args.turn
        orders = read_list(orders_file, "orders") if orders_file else war.orders
        decisions = read_list(decisions_file, "decisions") if decisions_file else list(war.decisions)
        decisions = apply_decide(decisions, args.decide)
        rulings = read_list(args.rulings, "rulings") if args.rulings else []
        if rulings and not store:
            print("gmdesk: rulings are kept in a war file's history; a JSON war has none, so they are "
                  "applied but not recorded", file=sys.stderr)
        try:
            if store:
                result = store.resolve(orders, decisions, args.seed, rulings)
            else:
                result = resolve_turn(war, orders, decisions, args.seed, rulings)
        except OrdersRefused as refused:
            print(f"gmdesk: {args.file}: {len(refused.refusals)} order(s) refused:", file=sys.stderr)
            for r in refused.refusals:
                print(shown_line(f"  orders[{r.order.get('_index')}] {clean_order(r.order)}: {r.reason}"
                                 + (f" ({r.rule})" if r.rule else "")), file=sys.stderr)
            return EXIT_INVALID
    if args.out and result.resolved:
        try:
            save_war(result.war, args.out)
        except GmdeskError as exc:
            if not store:
                raise
            # the turn is in the war file already: resolving again would resolve the turn after it
            print(error_line(exc, args), file=sys.stderr)
            print(f"gmdesk: turn {result.war.turn - 1} is stored in {args.file} all the same; "
                  f"`gmdesk export {args.file} {args.out}` writes the war after it", file=sys.stderr)
            return EXIT_INVALID
    if result.status == TurnStatus.PENDING:
        result.war.decisions = decisions
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
    else:
        print_result(result)
        if store and result.resolved:
            print(f"Stored turn {result.war.turn - 1} in {args.file}.")
    return EXIT_OK if result.resolved else EXIT_PENDING


# -- show ----------------------------------------------------------------------------------------------
def cmd_show(args) -> int:
    war = read_war(args.file)
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
    print(f"Command Spells (checked on every sheet): {desc['command_spells']}")
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
    if desc.get("not_applied"):
        print("\nNot applied by the engine (the GM applies these; an order asking for them is refused):")
        for rule in desc["not_applied"]:
            print(f"  - NOT APPLIED: {rule}")
    return EXIT_OK


def _fmt(value: Any) -> str:
    from gmdesk.rulesets.scores import fmt

    return fmt(value) if isinstance(value, (int, float)) else str(value)


# -- print -------------------------------------------------------------------------------------------------
def cmd_print(args) -> int:
    """Reached only when this module is run directly: printing needs Qt, which this module never loads."""
    print("gmdesk: print: sheets are painted with Qt; run it as `gmdesk print …` (the gmdesk command, "
          "gmdesk.launcher), not through gmdesk.cli", file=sys.stderr)
    return EXIT_INVALID


# -- conformance ----------------------------------------------------------------------------------------
def cmd_conformance(args) -> int:
    from gmdesk import conformance

    if args.ruleset:
        rulesets.get(args.ruleset)  # a misspelt id ran no case and passed
    report = conformance.run(args.cases, ruleset=args.ruleset)
    if not report.results:
        raise GmdeskError(f"{args.cases or 'the bundled corpus'}: no rules case found to run")
    print(conformance.format_report(report, verbose=args.verbose))
    return EXIT_OK if report.all_passed else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
