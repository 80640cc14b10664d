"""`gmdesk updates WAR [--turn N] (--public | --team ID | --all DIR) [--format bbcode|markdown|text] [--language L]`.

The turn is a stored turn of a war file (the last one by default), or, for a JSON war, the war's next
turn resolved in memory from its own orders and decisions (nothing is written). A turn paused on a
question still gives updates: each team's holds the questions put to its players. The updates are said in
``--language``, else in the language recorded with the war (the Updates window's choice), else in English.
"""

from __future__ import annotations

import sys
from pathlib import Path

from gmdesk.commands.common import EXIT_OK, is_war_file, read_war, writable_store
from gmdesk.engine import resolve_turn
from gmdesk.messages import available_languages
from gmdesk.model.updateedits import FOCUS_SETTING, updates_language
from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.store import WarStore
from gmdesk.updates import TurnUpdates, UpdateFormat, render, save_all, team_update, turn_updates


def add_parser(sub) -> None:
    p = sub.add_parser("updates", help="the public update and each team's private update of a turn, as forum "
                                       "text (BBCode, Markdown or plain text)")
    p.add_argument("file")
    p.add_argument("--turn", type=int, help="the turn (default: a war file's last stored turn; a JSON war's next)")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--public", action="store_true", help="print the public update")
    which.add_argument("--team", metavar="ID", help="print this team's private update")
    which.add_argument("--all", metavar="DIR", help="write the public and every team's update into DIR")
    p.add_argument("--format", default=UpdateFormat.BBCODE.value, choices=[f.value for f in UpdateFormat])
    p.add_argument("--language", choices=available_languages(),
                   help="the language the players read (default: the one recorded with the war, else English)")
    p.add_argument("--focus", metavar="ID[,ID]",
                   help="the focus character and the secondary one (recorded in a war file for later turns)")
    p.set_defaults(run=cmd_updates)


def _focus(value: str | None, war: War, path: str) -> list[str] | None:
    if value is None:
        return None
    ids = [v.strip() for v in value.split(",") if v.strip()]
    unknown = [i for i in ids if i not in war.characters]
    if not ids or unknown:
        raise WarFileError(f"--focus: no character {', '.join(unknown) or repr(value)} in the war", path=path)
    return ids


def _record_focus(path: str, focus: list[str]) -> None:
    with writable_store(path) as store:
        war = store.load_war()
        war.settings[FOCUS_SETTING] = focus
        store.save_state(war)


def _stored(path: str, number: int | None, focus: list[str] | None) -> tuple[War, War, list, list]:
    with WarStore.open(path, readonly=True) as store:
        numbers = store.turn_numbers()
        if not numbers:
            raise WarFileError("no turn resolved yet: resolve one before its updates", path=path)
        turn = store.turn(numbers[-1] if number is None else number)
        before, after = turn.war_before(), turn.war_after()
        if focus is None:
            focus = store.load_war().settings.get(FOCUS_SETTING)
    if isinstance(focus, list):
        before.settings[FOCUS_SETTING] = focus
    return before, after, turn.events, []


def _resolved(path: str, number: int | None, focus: list[str] | None) -> tuple[War, War, list, list]:
    war = read_war(path)
    if number is not None and number != war.turn:
        raise WarFileError(f"--turn {number}: a JSON war holds only its next turn, {war.turn}", path=path)
    if focus is not None:
        war.settings[FOCUS_SETTING] = focus
    result = resolve_turn(war)
    return war, result.war, result.events, result.pending


def cmd_updates(args) -> int:
    stored = is_war_file(args.file)
    current = read_war(args.file)
    focus = _focus(args.focus, current, args.file) if args.focus else None
    if stored and focus is not None:
        _record_focus(args.file, focus)
    before, after, events, pending = (_stored if stored else _resolved)(args.file, args.turn, focus)
    form = UpdateFormat(args.format)
    language = args.language or updates_language(current)
    if args.team:
        sys.stdout.write(render(team_update(before, after, events, args.team, pending), form, language))
        return EXIT_OK
    updates: TurnUpdates = turn_updates(before, after, events, pending)
    if args.public:
        sys.stdout.write(render(updates.public, form, language))
        return EXIT_OK
    for path in save_all(updates, Path(args.all), form, language):
        print(path)
    return EXIT_OK
