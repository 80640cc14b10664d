"""``gmdesk team``: list, add, rename, recolour and remove a war's teams; their players, members and home bases.

Each command reads the war (a ``.gmdesk`` war file or a JSON war), makes one edit of
:mod:`gmdesk.model.teams` and writes the whole war back in one go: a war file in one store transaction, a
JSON war by an atomic replace. A refused edit writes nothing and exits 2 with the reason.
"""

from __future__ import annotations

import json
from typing import Any

from gmdesk.commands.common import EXIT_OK, changing_war, read_war
from gmdesk.errors import WarFileError
from gmdesk.model.mapedits import EditRefused, MapEdit
from gmdesk.model.teams import (AddTeam, RecolourTeam, RemoveTeam, RenameTeam, SetHomeBase, SetMembers, SetPlayers,
                                find_team, home_bases)
from gmdesk.model.war import War


def add_parsers(sub) -> None:
    team = sub.add_parser("team", help="list, add, rename, recolour or remove teams; players, members, home bases")
    tsub = team.add_subparsers(dest="team_command", required=True)

    p = tsub.add_parser("list", help="every team: colour, players, characters, home bases")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_list)

    p = tsub.add_parser("add", help="a new team (its id is made from the name unless --id is given)")
    p.add_argument("file")
    p.add_argument("name")
    p.add_argument("--id", dest="team_id")
    p.add_argument("--colour", "--color", dest="colour", help="#rgb, #rrggbb or a colour name")
    p.add_argument("--player", action="append", default=[], help="a player's name (repeatable)")
    p.set_defaults(run=cmd_add)

    p = tsub.add_parser("rename", help="give a team another name (its id stays)")
    p.add_argument("file")
    p.add_argument("team")
    p.add_argument("name")
    p.set_defaults(run=lambda a: _edit(a, RenameTeam(a.team, a.name)))

    p = tsub.add_parser("colour", aliases=["color"], help="set a team's colour ('' for the default colour)")
    p.add_argument("file")
    p.add_argument("team")
    p.add_argument("colour")
    p.set_defaults(run=lambda a: _edit(a, RecolourTeam(a.team, a.colour)))

    p = tsub.add_parser("remove", help="remove a team (refused while it has characters, unless --move-to)")
    p.add_argument("file")
    p.add_argument("team")
    p.add_argument("--move-to", help="the team its characters and home bases go to")
    p.set_defaults(run=lambda a: _edit(a, RemoveTeam(a.team, a.move_to)))

    p = tsub.add_parser("players", help="set a team's player name(s) (none: no players)")
    p.add_argument("file")
    p.add_argument("team")
    p.add_argument("players", nargs="*")
    p.set_defaults(run=lambda a: _edit(a, SetPlayers(a.team, a.players)))

    p = tsub.add_parser("members", help="set a team's characters (its Master and Servant(s)), by id")
    p.add_argument("file")
    p.add_argument("team")
    p.add_argument("characters", nargs="*")
    p.set_defaults(run=lambda a: _edit(a, SetMembers(a.team, a.characters)))

    p = tsub.add_parser("home-base", help="add or remove one of a team's home bases")
    p.add_argument("how", choices=["add", "remove"])
    p.add_argument("file")
    p.add_argument("team")
    p.add_argument("location", help="the location's id")
    p.set_defaults(run=lambda a: _edit(a, SetHomeBase(a.team, a.location, a.how == "add")))


def _edit(args, edit: MapEdit) -> int:
    try:
        with changing_war(args.file) as war:
            text = edit.describe(war)
            edit.apply(war)
    except EditRefused as exc:
        raise WarFileError(str(exc), path=args.file, field="teams") from None
    print(f"{args.file}: {text}")
    return EXIT_OK


def cmd_add(args) -> int:
    edit = AddTeam(args.name, args.colour, args.player, args.team_id)
    code = _edit(args, edit)
    print(f"  id: {edit.team_id}")
    return code


def cmd_list(args) -> int:
    war = read_war(args.file)
    rows: list[dict[str, Any]] = [{"id": tid, "name": _team_name(war, tid), "color": _team_color(war, tid),
             "players": _players(war, tid),
             "characters": [{"id": c.id, "name": c.name, "kind": c.kind} for c in war.team_members(tid)],
             "home_bases": home_bases(war, tid)} for tid in war.team_ids()]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return EXIT_OK
    if not rows:
        print(f"{args.file}: no teams yet (add one: gmdesk team add {args.file} NAME)")
    for row in rows:
        colour = f" [{row['color']}]" if row["color"] else ""
        print(f"{row['id']}: {row['name']}{colour}")
        print(f"  players:    {', '.join(row['players']) or '—'}")
        print("  characters: " + (", ".join(f"{c['name']} ({c['kind']})" for c in row["characters"]) or "—"))
        names = [war.map.locations[lid].name for lid in row["home_bases"]]
        print(f"  home bases: {', '.join(names) or '—'}")
    return EXIT_OK


def _team_name(war: War, tid: str) -> str:
    try:
        return find_team(war, tid).name
    except EditRefused:  # a character's team the list of teams does not hold
        return f"{tid} (not in the list of teams)"


def _team_color(war: War, tid: str) -> str | None:
    return next((t.color for t in war.teams if t.id == tid), None)


def _players(war: War, tid: str) -> list[str]:
    return next((list(t.players) for t in war.teams if t.id == tid), [])
