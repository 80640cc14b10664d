"""``gmdesk intake WAR POSTS... [--team ID] [--json]``: players' posts read into orders.

Each post's lines are printed read / unsure / unread (why); ``--json`` prints the orders read, in
the war file's orders format (a list of order objects), for ``gmdesk resolve --orders``. Exit 0 when
every post was read, 2 on bad input (a file that cannot be read, an unknown team, a post whose team
cannot be told).
"""

from __future__ import annotations

import json
from typing import Any

from gmdesk.commands.common import EXIT_INVALID, EXIT_OK, read_war
from gmdesk.intake.tally import tally
from gmdesk.intake import PostReading, Status, read_post
from gmdesk.messages import Message
from gmdesk.model.textfile import read_text_file
from gmdesk.model.war import War

MARKS = {Status.READ: "read  ", Status.UNSURE: "unsure", Status.UNREAD: "unread"}


def add_parser(sub: Any) -> None:
    p = sub.add_parser("intake", help="read players' posts (text files) into orders: each line read, unsure or unread")
    p.add_argument("war", metavar="WAR")
    p.add_argument("posts", nargs="+", metavar="POST")
    p.add_argument("--team", help="the team the posts are from (default: told from whom each post names)")
    p.add_argument("--json", action="store_true", help="print the orders read as the war file's orders (JSON)")
    p.set_defaults(run=cmd_intake)


def cmd_intake(args: Any) -> int:
    war = read_war(args.war)
    readings: list[tuple[str, PostReading]] = []
    for path in args.posts:
        text = read_text_file(path, Message("a post saved as UTF-8 text"))  # a refusal names the file
        try:
            reading = read_post(war, text, args.team)
        except ValueError as exc:
            print(f"error: {exc}")
            return EXIT_INVALID
        if reading.team is None:
            print(f"error: {path}: {reading.team_why}")
            return EXIT_INVALID
        readings.append((path, reading))
    if args.json:
        print(json.dumps([o for _, r in readings for o in r.orders], ensure_ascii=False, indent=2))
        return EXIT_OK
    for path, reading in readings:
        print(report(war, path, reading))
    return EXIT_OK


def report(war: War, path: str, reading: PostReading) -> str:
    """A post's lines as the GM reads them: the mark, the line, the order(s) or why."""
    team = next((t.name for t in war.teams if t.id == reading.team), reading.team)
    counted = tally(war, reading)  # the prose apart: the unread count is the order lines not understood
    out = [f"{path}: {team} — {counted.read} read, {counted.unsure} unsure, {counted.unread} unread, "
           f"{counted.prose} prose/quotes"]
    for line in reading.lines:
        out.append(f"  L{line.number:<3} {MARKS[line.status]}  {line.text}")
        if line.status == Status.READ:
            out.append(f"         → {json.dumps(line.readings[0], ensure_ascii=False)}")
        elif line.status == Status.UNSURE:
            out += [f"         {i}) {json.dumps(o, ensure_ascii=False)}" for i, o in enumerate(line.readings, 1)]
            out += [f"         ({line.why})"] if line.why else []
        else:
            out.append(f"         ({line.why})")
    return "\n".join(out)
