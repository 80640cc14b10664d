"""``gmdesk readings``: the readings a war uses where its rules document is unclear, contradicts itself or says
nothing (Turn > Rule Readings… in the window), and the choice of another.

``gmdesk readings FILE`` lists them (``--changed``: only those changed from the default); ``FILE KEY`` prints one
in full; ``FILE KEY OPTION`` reads it so from now on, ``FILE KEY default`` goes back to the ruleset's default.
A change is the window's edit (:class:`gmdesk.model.ruleedits.SetReading`), written in one go; a refused one
writes nothing and exits 2 with the reason.
"""

from __future__ import annotations

import json

from gmdesk import rulesets
from gmdesk.commands.common import EXIT_OK, changing_war, read_war
from gmdesk.errors import WarFileError
from gmdesk.model.mapedits import EditRefused
from gmdesk.model.ruleedits import SetReading
from gmdesk.rulesets.reading_rows import ReadingRow, reading_rows

DEFAULT = "default"
"""The word that goes back to the ruleset's default (no option of any ruleset is named so)."""


def add_parser(sub) -> None:
    p = sub.add_parser("readings", help="the readings of the rules' open questions a war uses; KEY OPTION sets one")
    p.add_argument("file")
    p.add_argument("key", nargs="?", help="a reading's key: print it in full")
    p.add_argument("option", nargs="?", help=f"read KEY so from now on ({DEFAULT!r}: the ruleset's default)")
    p.add_argument("--changed", action="store_true", help="list only the readings changed from the default")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_readings)


def cmd_readings(args) -> int:
    if args.option is not None:
        return _choose(args)
    war = read_war(args.file)
    rows = _rows(args.file, war)
    if args.key is not None:
        rows = [_row(args.file, rows, args.key)]
    elif args.changed:
        rows = [row for row in rows if row.changed]
    if args.json:
        print(json.dumps([{"key": r.key, "title": str(r.title), "source": str(r.source), "question": str(r.question),
                           "options": {o: str(t) for o, t in r.options}, "default": r.default, "chosen": r.chosen,
                           "for_updates": r.for_updates} for r in rows], ensure_ascii=False, indent=2))
        return EXIT_OK
    if args.key is not None:
        row = rows[0]
        print(f"{row.key}: {row.title} [{row.source}]\n  {row.question}")
        for option, meaning in row.options:
            marks = ("in force" if option == row.chosen else "") + (", default" if option == row.default else "")
            print(f"  {'*' if option == row.chosen else ' '} {option}: {meaning}" + (f" ({marks.strip(', ')})"
                                                                                    if marks else ""))
        return EXIT_OK
    if not rows:
        print(f"{args.file}: every reading is the ruleset's default")
    for row in rows:
        changed = f" (changed; default {row.default})" if row.changed else ""
        print(f"{row.key} = {row.chosen}{changed} — {row.title}")
    return EXIT_OK


def _choose(args) -> int:
    option = None if args.option == DEFAULT else args.option
    try:
        with changing_war(args.file) as war:
            row = _row(args.file, _rows(args.file, war), args.key)
            if option is not None and option == row.default:
                option = None  # the default is kept as no choice, so the war follows the ruleset's default
            edit = SetReading(row.key, option, tuple(name for name, _ in row.options), row.title)
            edit.check(war)
            text = edit.describe(war)
            edit.apply(war)
    except EditRefused as exc:
        raise WarFileError(str(exc), path=args.file, field=f"settings.interpretations.{args.key}") from None
    print(f"{args.file}: {text}")
    return EXIT_OK


def _rows(path: str, war) -> list[ReadingRow]:
    if not rulesets.known(war.ruleset):
        raise WarFileError(f"ruleset {war.ruleset!r} is not installed here", path=path, field="ruleset")
    return reading_rows(rulesets.get(war.ruleset), war)


def _row(path: str, rows: list[ReadingRow], key: str) -> ReadingRow:
    for row in rows:
        if row.key == key:
            return row
    raise WarFileError(f"no reading {key!r} in this ruleset (`gmdesk readings {path}` lists them)", path=path,
                       field="settings.interpretations", value=key)
