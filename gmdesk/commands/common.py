"""What the command handlers share: exit codes, reading a war of either kind, printing a turn."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any, Iterator

from gmdesk.errors import WarFileError, shown_line
from gmdesk.model.jsontext import parse_json
from gmdesk.model.textfile import read_text_file
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore, is_sqlite_file
from gmdesk.store.jsoncol import refuse_bad_text

EXIT_OK = 0
EXIT_DIFFERENT = 1
EXIT_INVALID = 2
EXIT_PENDING = 3

WAR_FILE_SUFFIX = ".gmdesk"


def error_line(exc: BaseException, args: Any) -> str:
    """``gmdesk: …`` for an error, naming the file the command read when the error does not (a
    ruleset's refusal of a skill, an unknown ruleset: the layers that raise them never see the file)."""
    message = str(exc)
    names = [str(n) for n in (getattr(args, "json_file", None), getattr(args, "file", None)) if n]
    if names and not any(n in message for n in names):
        message = f"{names[0]}: {message}"
    return shown_line(f"gmdesk: {message}")


def is_war_file(path: str) -> bool:
    """A war file rather than JSON. The content decides (the SQLite header), whatever the name; a
    file named ``.gmdesk`` that is not SQLite is still treated as a war file, so the error says
    "not a gmdesk war file" rather than "not valid JSON"."""
    return is_sqlite_file(path) or Path(path).suffix == WAR_FILE_SUFFIX


def read_war(path: str) -> War:
    """The current war of a JSON file or a war file."""
    if is_war_file(path):
        with WarStore.open(path, readonly=True) as store:
            return store.load_war()
    refuse_special_file(path)
    war = load_war(path)
    refuse_bad_text(war.to_dict(), path=path)
    return war


def refuse_special_file(path: str) -> None:
    """A pipe or a device is not read as a JSON file: reading one would wait forever."""
    if os.path.exists(path) and not (os.path.isfile(path) or os.path.isdir(path)):
        raise WarFileError("not a regular file (a pipe, socket or device)", path=path)


def check_json_target(out: str, source: str) -> None:
    """Refuse to write JSON over the file it was read from, or over a war file (or a name that
    says war file): the JSON would replace the war and its whole history. Checked before anything
    is resolved or written."""
    target = Path(out)
    same = os.path.exists(out) and os.path.exists(source) and os.path.samefile(out, source)
    if same or os.path.abspath(out) == os.path.abspath(source):
        raise WarFileError(f"is the file being read ({source}); write the JSON to another file", path=out)
    if is_sqlite_file(out):
        raise WarFileError("is a war file (or a backup of one): writing JSON here would replace it and its "
                           "history; write the JSON to a .json file", path=out)
    if is_war_file(out):
        raise WarFileError(f"a {WAR_FILE_SUFFIX} name is for war files; write the JSON to a .json file", path=out)
    if target.is_dir():  # found before a war file stores the turn, not after
        raise WarFileError("is a folder: name the JSON file to write", path=out)
    if not target.parent.is_dir():
        raise WarFileError(f"cannot write here: there is no folder {target.parent}", path=out)
    base = str(target)
    for suffix in ("-wal", "-shm", "-journal", ".lock"):
        if base.endswith(suffix) and is_sqlite_file(base[: -len(suffix)]):
            raise WarFileError(f"belongs to the war file {base[: -len(suffix)]}; write the JSON to a .json file",
                               path=out)


@contextlib.contextmanager
def writable_store(path: str) -> Iterator[WarStore]:
    """Open for writing, or stop with the reason (another gmdesk has it, or the file is read-only)."""
    with WarStore.open(path) as store:
        if store.readonly:
            raise WarFileError(store.readonly_reason, path=path)
        yield store


@contextlib.contextmanager
def changing_war(path: str) -> Iterator[War]:
    """The current war to change (a war file or a JSON war); written back when the block ends without an error:
    a war file in one store transaction, a JSON war by an atomic replace. An error writes nothing."""
    from gmdesk.model.warfile import save_war

    if is_war_file(path):
        with writable_store(path) as store:
            war = store.load_war()
            yield war
            store.save_state(war)
    else:
        war = read_war(path)
        yield war
        save_war(war, path)


def read_list(path: str, what: str) -> list:
    """A JSON list of objects, or an object holding one under ``what``."""
    refuse_special_file(path)
    data = parse_json(read_text_file(path), path)
    if isinstance(data, dict) and isinstance(data.get(what), list):
        data = data[what]
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        raise WarFileError(f"expected a list of {what} (objects)", path=path, field=what)
    refuse_bad_text(data, field=what, path=path)
    return data


def apply_decide(decisions: list[dict], answers: list[str]) -> list[dict]:
    """``--decide ID=CHOICE`` answers on top of the others (a later answer replaces an earlier one)."""
    for item in answers:
        if "=" not in item:
            raise WarFileError("expected ID=CHOICE", field="--decide", value=item)
        key, choice = item.split("=", 1)
        decisions = [d for d in decisions if d.get("id") != key] + [{"id": key, "choice": choice}]
    return decisions


def print_events(events) -> None:
    """Events under their phase headings; works on Event objects and on stored event dicts."""
    for event in events:
        data = event if isinstance(event, dict) else event.to_dict()
        if data["kind"] == EventKind.PHASE:
            print(f"\n== {data['explain']}")
            continue
        rule = f"   [{data['rule']}]" if data.get("rule") else ""
        print(f"  {data['kind']:<9} {data['explain']}{rule}")


def print_result(result) -> None:
    print_events(result.events)
    if result.pending:
        print("\nDecisions needed (answer with --decide ID=CHOICE):")
        for p in result.pending:
            print(f"  {p.id}: {p.question}")
            print(f"      options: {', '.join(p.options)}  (asks: {p.asks})")
    else:
        print(f"\nTurn resolved; the war is now at turn {result.war.turn}.")
        if result.unused_decisions:
            print(f"Unused decisions: {', '.join(result.unused_decisions)}")
