"""The war-file commands: new, import, export, info, history, replay, check, reresolve, accept, discard,
restore, compact.

Exit codes as everywhere: 0 done, 2 invalid input or a damaged file, 3 a decision is needed;
``replay`` exits 1 when the history no longer replays as stored (2 when its ruleset refuses a
stored war).
"""

from __future__ import annotations

import dataclasses
import json
import secrets
import sys
from pathlib import Path

from gmdesk import rulesets
from gmdesk.commands.common import (EXIT_DIFFERENT, EXIT_INVALID, EXIT_OK, EXIT_PENDING, apply_decide,
                                    check_json_target, print_events, read_list, refuse_special_file,
                                    writable_store)
from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.model.jsontext import parse_json
from gmdesk.model.textfile import read_text_file
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War
from gmdesk.model.warfile import dump_war, load_war, save_war
from gmdesk.store import CURRENT_VERSION, WarStore, is_sqlite_file
from gmdesk.store.jsoncol import refuse_bad_text
from gmdesk.store.lock import lock_path
from gmdesk.store.statuses import DiffStatus, ProposalStatus
from gmdesk.validation import war_problems


def add_parsers(sub) -> None:
    p = sub.add_parser("new", help="start a war file for a ruleset, on a map")
    p.add_argument("file")
    p.add_argument("--ruleset", required=True, help="the ruleset id (see `gmdesk rules`)")
    p.add_argument("--map", help="a map JSON ({locations, links}, e.g. maps/city.map.json) or a war JSON")
    p.add_argument("--title", help="the war's name (default: the file's name)")
    p.add_argument("--seed", type=int, help="the war's seed (default: a random one, printed)")
    p.set_defaults(run=cmd_new)

    p = sub.add_parser("import", help="make a war file from a JSON war")
    p.add_argument("json_file", metavar="WAR.json")
    p.add_argument("file")
    p.add_argument("--replace", action="store_true", help="replace an existing war file (a backup is kept)")
    p.set_defaults(run=cmd_import)

    p = sub.add_parser("export", help="write a war file's current war as JSON (stdout without OUT; OUT is "
                                      "never a war file)")
    p.add_argument("file")
    p.add_argument("out", nargs="?", metavar="OUT.json")
    p.set_defaults(run=cmd_export)

    p = sub.add_parser("info", help="what a war file holds: ruleset, turn, characters, history, size")
    p.add_argument("file")
    p.set_defaults(run=cmd_info)

    p = sub.add_parser("history", help="the resolved turns of a war file, or one of them in full")
    p.add_argument("file")
    p.add_argument("--turn", type=int, help="show this turn: its orders, decisions, rulings and events")
    p.add_argument("--json", action="store_true", help="print the stored turn(s) as JSON")
    p.set_defaults(run=cmd_history)

    p = sub.add_parser("replay", help="resolve every stored turn again and report any difference (exit 1)")
    p.add_argument("file")
    p.add_argument("--turn", type=int, action="append", help="only this turn (repeatable)")
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("check", help="SQLite integrity, schema, history and the war's own problems")
    p.add_argument("file")
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("reresolve", help="correct a past turn and re-resolve from it (a proposal to accept)")
    p.add_argument("file")
    p.add_argument("--turn", type=int, required=True, help="the turn to correct")
    p.add_argument("--orders", help="a JSON file with the turn's corrected orders")
    p.add_argument("--decisions", help="a JSON file with decisions to add or replace (by id)")
    p.add_argument("--decide", action="append", default=[], metavar="ID=CHOICE", help="answer one decision")
    p.add_argument("--rulings", help="a JSON file with the turn's GM rulings")
    p.add_argument("--seed", type=int, help="a different seed for the turn")
    p.add_argument("--reading", action="append", default=[], metavar="KEY=OPTION",
                   help="read a rules question so from this turn on (OPTION 'default': the ruleset's default)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_reresolve)

    p = sub.add_parser("accept", help="make the waiting re-resolution the history (a backup is kept)")
    p.add_argument("file")
    p.set_defaults(run=cmd_accept)

    p = sub.add_parser("discard", help="drop the waiting re-resolution; the history stays")
    p.add_argument("file")
    p.set_defaults(run=cmd_discard)

    p = sub.add_parser("restore", help="put a numbered backup back as the war file (the current one is backed up)")
    p.add_argument("file")
    p.add_argument("--backup", type=int, default=1, metavar="N", help="restore FILE.bakN (default 1, the newest)")
    p.set_defaults(run=cmd_restore)

    p = sub.add_parser("compact", help="give the space of dropped turns back to the disk (SQLite VACUUM)")
    p.add_argument("file")
    p.set_defaults(run=cmd_compact)


# -- new, import, export ---------------------------------------------------------------------------
def cmd_new(args) -> int:
    ruleset = rulesets.get(args.ruleset)
    war_map = _read_map(args.map) if args.map else WarMap()
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    war = War(ruleset=ruleset.id, title=args.title or Path(args.file).stem, map=war_map, characters={},
              seed=seed)
    with WarStore.create(args.file, war):
        pass
    print(f"{args.file}: a new {ruleset.title} war ({ruleset.id}), {len(war_map.locations)} locations, "
          f"{len(war_map.links)} links; seed {seed} (turn N draws from 'gmdesk:{seed}:N')")
    return EXIT_OK


def _read_map(path: str) -> WarMap:
    """A map JSON (``{"locations", "links"}``) or the map of a war JSON."""
    refuse_special_file(path)
    data = parse_json(read_text_file(path, Message("a JSON map or war")), path)
    if isinstance(data, dict) and "format" in data:
        return War.from_dict(data, source=path).map
    return WarMap.from_dict(data, source=path)


def cmd_import(args) -> int:
    if is_sqlite_file(args.json_file):
        raise WarFileError("this is already a war file (import reads a JSON war): copy it, or use `gmdesk "
                           "export` to write its war as JSON", path=args.json_file)
    refuse_special_file(args.json_file)
    war = load_war(args.json_file)
    refuse_bad_text(war.to_dict(), path=args.json_file)
    with WarStore.create(args.file, war, replace=args.replace) as store:
        backups = store.backups()
    problems = war_problems(war)
    note = f"; {len(problems)} problem(s): run `gmdesk check {args.file}`" if problems else ""
    kept = f"; the old file is {backups[0]}" if args.replace and backups else ""
    print(f"{args.file}: imported {args.json_file} ({war.ruleset}, turn {war.turn}, "
          f"{len(war.characters)} characters){kept}{note}")
    return EXIT_OK


def cmd_export(args) -> int:
    if args.out:
        check_json_target(args.out, args.file)
    with WarStore.open(args.file, readonly=True) as store:
        war = store.export_war()
    text = dump_war(war)
    if args.out:
        save_war(war, args.out)
    else:
        sys.stdout.write(text)
    return EXIT_OK


# -- info, history ------------------------------------------------------------------------------------
def _readings_line(war) -> str:
    """The readings of the rules' open questions the war changed from their defaults (Turn > Rule Readings…)."""
    if not rulesets.known(war.ruleset):
        return f"not known here (ruleset {war.ruleset} is not installed)"
    from gmdesk.rulesets.reading_rows import changed_readings

    changed = changed_readings(rulesets.get(war.ruleset), war)
    if not changed:
        return "the ruleset's defaults (`gmdesk rules ID` lists them)"
    return "; ".join(f"{row.key} = {row.chosen} (default {row.default})" for row in changed)


def cmd_info(args) -> int:
    path = Path(args.file)
    with WarStore.open(path, readonly=True) as store:
        war = store.load_war()
        meta = store.meta()
        history = store.history()
        pending = store.pending()
        proposal = store.proposal()
        background = store.background()
        holder = store.lock_holder()
        stale = store.lock_stale_reason(holder) if holder else ""
        version = store.file_version
        backups = store.backups()
        free = store.free_space()
    alive = sum(1 for c in war.characters.values() if c.alive)
    print(f"{path}")
    upgrade = f" (upgraded to {CURRENT_VERSION} when opened for writing)" if version < CURRENT_VERSION else ""
    print(f"  war file   schema version {version}{upgrade}")
    print(f"             created {meta.get('created_at', '?')} by {meta.get('created_by', '?')}; "
          f"{_size(path)}")
    print(f"  war        {war.title or '(untitled)'} — ruleset {war.ruleset}, turn {war.turn}, seed {war.seed}")
    print(f"  readings   {_readings_line(war)}")
    print(f"  cast       {len(war.characters)} characters ({alive} alive), {len(war.team_ids())} teams, "
          f"{len(war.battles)} battles")
    print(f"  map        {len(war.map.locations)} locations, {len(war.map.links)} links"
          + (f", background {background.mime} {_kb(len(background.image))}" if background else ""))
    if history:
        print(f"  history    turns {history[0].number}–{history[-1].number} ({len(history)} stored)")
    else:
        print("  history    no turn resolved yet")
    print(f"  next turn  {len(war.orders)} orders, {len(war.decisions)} decisions")
    for question in pending:
        print(f"  pending    {question['id']}: {question.get('question', '')}")
    if proposal:
        print(f"  proposal   re-resolution from turn {proposal.base_turn} ({proposal.status}): "
              f"`gmdesk accept` or `gmdesk discard`")
    writer = holder.describe() if holder else "none"
    if stale:
        writer += f" (stale: {stale}; the next gmdesk to write takes over)"
    print(f"  writer     {writer}")
    if free >= 1024 * 1024:
        print(f"  free       {_kb(free)} inside the file (reused by the next turns; `gmdesk compact` frees it)")
    if backups:
        print(f"  backups    {', '.join(p.name for p in backups)}")
    return EXIT_OK


def _size(path: Path) -> str:
    parts = [f"{_kb(path.stat().st_size)}"]
    wal = Path(f"{path}-wal")
    if wal.exists():
        parts.append(f"+ {_kb(wal.stat().st_size)} write-ahead log")
    if lock_path(path).exists():
        parts.append("lock file present")
    return ", ".join(parts)


def _kb(size: int) -> str:
    return f"{size / 1024:.1f} KB"


def _count(number: int | None) -> str:
    return "damaged" if number is None else str(number)


def cmd_history(args) -> int:
    with WarStore.open(args.file, readonly=True) as store:
        if args.turn is not None:
            turn = store.turn(args.turn)
            if args.json:
                print(json.dumps(turn.to_dict(), ensure_ascii=False, indent=2))
                return EXIT_OK
            print(f"Turn {turn.number} (seed {turn.seed}, resolved {turn.resolved_at} "
                  f"by gmdesk {turn.gmdesk_version})")
            for title, items in (("Orders", turn.orders), ("Decisions", turn.decisions), ("Rulings", turn.rulings)):
                print(f"{title}:" + ("" if items else " none"))
                for item in items:
                    print(f"  {json.dumps(item, ensure_ascii=False)}")
            print_events(turn.events)
            return EXIT_OK
        rows = store.history()
        war = store.load_war()
        if args.json:
            print(json.dumps([dataclasses.asdict(r) for r in rows], ensure_ascii=False, indent=2))
            return EXIT_OK
    if not rows:
        print(f"{args.file}: no turn resolved yet (the war is at turn {war.turn})")
        return EXIT_OK
    print(f"{'turn':>5}  {'seed':>12}  {'orders':>6}  {'decisions':>9}  {'rulings':>7}  {'events':>6}  resolved")
    for r in rows:
        orders, decisions, rulings, events = (_count(n) for n in (r.orders, r.decisions, r.rulings, r.events))
        seed = "?" if r.seed is None else r.seed
        print(f"{r.number:>5}  {seed:>12}  {orders:>6}  {decisions:>9}  {rulings:>7}  {events:>6}  "
              f"{r.resolved_at or '?'}")
    print(f"The war is at turn {war.turn}.")
    return EXIT_OK


# -- replay, check --------------------------------------------------------------------------------------
def cmd_replay(args) -> int:
    with WarStore.open(args.file, readonly=True) as store:
        report = store.replay(args.turn)
    for diff in report.diffs:
        if diff.differs or diff.status == DiffStatus.REWORDED:
            print("\n".join(diff.lines()))
    if report.ok:
        reworded = [str(d.turn) for d in report.diffs if d.status == DiffStatus.REWORDED]
        told = f" (turn(s) {', '.join(reworded)} told in newer words: the same events and numbers)" if reworded else ""
        print(f"{args.file}: {report.turns} turn(s) replayed, no difference{told}")
        return EXIT_OK
    print(f"{args.file}: {report.turns} turn(s) replayed, {len(report.differences)} differ")
    if report.invalid:
        print(f"{args.file}: the ruleset refuses the war of turn(s) "
              f"{', '.join(str(d.turn) for d in report.invalid)} (see above); they were not resolved",
              file=sys.stderr)
        return EXIT_INVALID
    return EXIT_DIFFERENT


def cmd_check(args) -> int:
    with WarStore.open(args.file, readonly=True) as store:
        problems = store.check()
        if not problems:
            problems = war_problems(store.load_war())
        turns = len(store.turn_numbers())
        version = store.file_version
    if problems:
        print(f"{args.file}: {len(problems)} problem(s)")
        for problem in problems:
            print(f"  {problem}")
        return EXIT_INVALID
    print(f"{args.file}: ok (integrity ok, schema version {version}, {turns} turn(s) in the history, the war is valid)")
    return EXIT_OK


# -- re-resolution -----------------------------------------------------------------------------------
def cmd_reresolve(args) -> int:
    correction: dict = {}
    if args.orders:
        correction["orders"] = read_list(args.orders, "orders")
    decisions = read_list(args.decisions, "decisions") if args.decisions else []
    decisions = apply_decide(decisions, args.decide)
    if decisions:
        correction["decisions"] = decisions
    if args.rulings:
        correction["rulings"] = read_list(args.rulings, "rulings")
    if args.seed is not None:
        correction["seed"] = args.seed
    if args.reading:
        correction["readings"] = _readings_given(args.reading, args.file)
    if not correction:
        raise WarFileError("nothing to correct: give --orders, --decisions, --decide, --rulings, --seed or --reading",
                           path=args.file)
    with writable_store(args.file) as store:
        proposal = store.rebranch({args.turn: correction}, progress=_counting if sys.stderr.isatty() else None)
    if sys.stderr.isatty():
        sys.stderr.write("\r\033[K")  # the count line, cleared
    if args.json:
        print(json.dumps({"base_turn": proposal.base_turn, **proposal.outcome()}, ensure_ascii=False, indent=2))
    else:
        for diff in proposal.diffs:
            print("\n".join(diff.lines()))
        if proposal.complete:
            print(f"\nRe-resolved turns {proposal.base_turn}–{proposal.diffs[-1].turn}: "
                  f"`gmdesk accept {args.file}` makes this the history, `gmdesk discard {args.file}` drops it.")
        else:
            print(f"\nStopped at turn {proposal.stopped_at} ({proposal.status}); correct that turn with "
                  f"`gmdesk reresolve {args.file} --turn {proposal.stopped_at} …`, or discard.")
    if proposal.status == ProposalStatus.PENDING:
        return EXIT_PENDING
    return EXIT_OK if proposal.complete else EXIT_INVALID


def _readings_given(given: list[str], path: str) -> dict[str, str | None]:
    """``--reading KEY=OPTION`` as a correction's readings (``default``: back to the ruleset's default)."""
    readings: dict[str, str | None] = {}
    for text in given:
        key, sep, option = text.partition("=")
        if not sep or not key or not option:
            raise WarFileError("a reading is KEY=OPTION (OPTION 'default' for the ruleset's default)", path=path,
                               field="--reading", value=text)
        readings[key] = None if option == "default" else option
    return readings


def _counting(done: int, total: int) -> bool:
    """A terminal's count of the turns re-resolved, on one line rewritten in place (a long war takes seconds)."""
    sys.stderr.write(f"\rre-resolving: {done} of {total} turns")
    sys.stderr.flush()
    return True


def cmd_accept(args) -> int:
    with writable_store(args.file) as store:
        info = store.accept()
        backup = store.backups()[0]
        last = store.turn_numbers()[-1]
    print(f"{args.file}: turns {info.base_turn}–{last} replaced by the re-resolution; the old file is {backup}")
    return EXIT_OK


def cmd_discard(args) -> int:
    with writable_store(args.file) as store:
        info = store.discard()
    print(f"{args.file}: the re-resolution from turn {info.base_turn} is discarded; the history is unchanged")
    return EXIT_OK



# -- restore, compact ------------------------------------------------------------------------------
def cmd_restore(args) -> int:
    path = Path(args.file)
    restored, kept = WarStore.restore(path, args.backup)
    with WarStore.open(path, readonly=True) as store:
        war = store.load_war()
        turns = len(store.turn_numbers())
    if kept is None:
        moved = ""
    elif restored is None:
        moved = " (the oldest backup kept, now dropped from the list: the war file holds it)"
    else:
        moved = f" (now {restored.name})"
    replaced = f"; the file it replaced is {kept}" if kept else ""
    print(f"{path}: restored {path.name}.bak{args.backup}{moved}: {war.ruleset}, turn {war.turn}, "
          f"{turns} turn(s) in the history{replaced}")
    return EXIT_OK


def cmd_compact(args) -> int:
    with writable_store(args.file) as store:
        before, after = store.compact()
    print(f"{args.file}: {_kb(before)} → {_kb(after)}")
    return EXIT_OK
