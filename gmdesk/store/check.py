"""``gmdesk check``: is the file whole, and does its history hang together?

- SQLite's ``PRAGMA integrity_check`` (every page, every index; opening ran the quicker
  ``quick_check`` and checked the schema version, tables and migration record already);
- the history: turns numbered without gaps, each snapshot a valid war at the right turn, events
  present, the current war one turn after the last stored one, proposals with their branch row.

The war itself is checked by :func:`gmdesk.validation.war_problems`, as ``validate`` does.
"""

from __future__ import annotations

from sqlite_utils import Database

from gmdesk.errors import GmdeskError, Problem
from gmdesk.store.schema import MAIN_BRANCH
from gmdesk.store.turns import read_turn, turn_numbers


def integrity_problems(db: Database) -> list[Problem]:
    lines = [row[0] for row in db.execute("PRAGMA integrity_check")]
    return [] if lines == ["ok"] else [Problem("integrity_check", None, line) for line in lines]


def history_problems(db: Database, path: str, current_turn: int) -> list[Problem]:
    found = []
    numbers = turn_numbers(db, MAIN_BRANCH)
    for a, b in zip(numbers, numbers[1:]):
        if b != a + 1:
            found.append(Problem("turns", [a, b], "a gap in the history"))
    if numbers and current_turn != numbers[-1] + 1:
        found.append(Problem("war.turn", current_turn, f"the history ends at turn {numbers[-1]}"))
    for number in numbers:
        where = f"turns({MAIN_BRANCH}, {number})"
        try:
            turn = read_turn(db, number, MAIN_BRANCH, path)
            if turn is None:  # deleted while we read: nothing to check
                continue
            before, after = turn.war_before(), turn.war_after()
        except GmdeskError as exc:
            found.append(Problem(where, None, str(exc)))
            continue
        if before.turn != number:
            found.append(Problem(f"{where}.state_before.turn", before.turn, f"expected {number}"))
        if after.turn != number + 1:
            found.append(Problem(f"{where}.state_after.turn", after.turn, f"expected {number + 1}"))
        if not turn.events:
            found.append(Problem(f"{where}.events", [], "a resolved turn has events"))
    branches = {r[0] for r in db.execute("SELECT name FROM branches")}
    for (branch,) in db.execute("SELECT DISTINCT branch FROM turns WHERE branch != ?", [MAIN_BRANCH]):
        if branch not in branches:
            found.append(Problem("turns.branch", branch, "turns of a branch that is not listed in branches"))
    return found
