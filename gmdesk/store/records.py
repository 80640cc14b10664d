"""The small tables beside the war: the questions the next turn waits for (``pending``) and the
re-resolution waiting for the GM (``branches``).

Each row is checked as it is read, on open and whenever it is used: a damaged one gives one
:class:`~gmdesk.errors.WarFileError` naming the file, the table and row, the column and the value.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from gmdesk.engine.decisions import PendingDecision
from gmdesk.errors import WarFileError
from gmdesk.store.jsoncol import load_json
from gmdesk.store.statuses import ProposalStatus



@dataclass(frozen=True)
class BranchInfo:
    """The re-resolution waiting for the GM."""

    name: str
    base_turn: int
    created_at: str
    corrections: dict[int, dict[str, Any]]
    outcome: dict[str, Any]

    @property
    def status(self) -> ProposalStatus:
        """Checked when the row was read (:func:`_outcome` refuses any other word)."""
        return ProposalStatus(self.outcome["status"])


def read_pending(db: sqlite3.Connection, path: str) -> list[dict[str, Any]]:
    """The questions, in order; each an object with a text ``id``."""
    found = []
    for position, qid, turn, question, asked_at in db.execute(
            "SELECT position, id, turn, question, asked_at FROM pending ORDER BY position").fetchall():
        where = f"pending(position={position})"
        value = load_json(question, f"{where}.question", path)
        if not (isinstance(value, dict) and isinstance(value.get("id"), str)):
            raise WarFileError("damaged: a question is an object with a text 'id'", path=path,
                               field=f"{where}.question", value=value)
        if not isinstance(qid, str):
            raise WarFileError("damaged: must be text", path=path, field=f"{where}.id", value=qid)
        if not _whole(turn):
            raise WarFileError("damaged: must be a whole number", path=path, field=f"{where}.turn", value=turn)
        if not isinstance(asked_at, str):
            raise WarFileError("damaged: must be text", path=path, field=f"{where}.asked_at", value=asked_at)
        found.append(value)
    return found


def as_question(stored: dict[str, Any]) -> PendingDecision:
    """A stored question (as :func:`read_pending` checked it) as the engine asked it."""
    return PendingDecision.from_dict(stored)


def read_proposal(db: sqlite3.Connection, path: str) -> BranchInfo | None:
    """The waiting re-resolution, or None."""
    row = db.execute("SELECT name, base_turn, created_at, corrections, outcome FROM branches "
                     "ORDER BY name LIMIT 1").fetchone()
    if row is None:
        return None
    name, base, created, corrections, outcome = row
    where = f"branches(name={name!r})"
    if not isinstance(name, str):
        raise WarFileError("damaged: must be text", path=path, field="branches.name", value=name)
    if not _whole(base):
        raise WarFileError("damaged: must be a whole number", path=path, field=f"{where}.base_turn", value=base)
    if not isinstance(created, str):
        raise WarFileError("damaged: must be text", path=path, field=f"{where}.created_at", value=created)
    return BranchInfo(name, base, created, _corrections(load_json(corrections, f"{where}.corrections", path),
                                                        f"{where}.corrections", path),
                      _outcome(load_json(outcome, f"{where}.outcome", path), f"{where}.outcome", path))


def _corrections(listed: Any, field: str, path: str) -> dict[int, dict[str, Any]]:
    if not isinstance(listed, list):
        raise WarFileError("damaged: expected a list of corrections", path=path, field=field, value=listed)
    from gmdesk.store.branches import check_correction  # only a file with a proposal has corrections

    fixes: dict[int, dict[str, Any]] = {}
    for i, item in enumerate(listed):
        if not (isinstance(item, dict) and _whole(item.get("turn"))):
            raise WarFileError("damaged: a correction is an object with a whole-number 'turn'", path=path,
                               field=f"{field}[{i}]", value=item)
        fix = {k: v for k, v in item.items() if k != "turn"}
        try:
            check_correction(item["turn"], fix)
        except WarFileError as exc:
            inner = exc.field[len(f"corrections[{item['turn']}]"):] if exc.field.startswith("corrections[") else ""
            raise WarFileError(f"damaged: {_bare(exc)}", path=path, field=f"{field}[{i}]{inner}",
                               value=exc.value) from None
        fixes[item["turn"]] = fix
    return fixes


def _outcome(value: Any, field: str, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise WarFileError("damaged: expected a JSON object", path=path, field=field, value=value)
    if value.get("status") not in set(ProposalStatus):
        raise WarFileError(f"damaged: the status is one of {', '.join(ProposalStatus)}", path=path,
                           field=f"{field}.status", value=value.get("status"))
    stopped = value.get("stopped_at")
    if stopped is not None and not _whole(stopped):
        raise WarFileError("damaged: must be empty or a whole number", path=path, field=f"{field}.stopped_at",
                           value=stopped)
    if not isinstance(value.get("diffs", []), list):
        raise WarFileError("damaged: expected a list", path=path, field=f"{field}.diffs", value=value.get("diffs"))
    return value


def _bare(exc: WarFileError) -> str:
    """The message of ``exc`` without its field prefix (it is named again by the caller)."""
    message = str(exc)
    return message[len(exc.field) + 2:] if exc.field and message.startswith(f"{exc.field}: ") else message


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
