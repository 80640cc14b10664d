"""A GM's edit of a sheet together with the values that follow from it, as one undo step.

A ruleset may say what follows an edit (roll-dice: a Servant's new class brings its base sheet, HP and MP follow
their formulas; :mod:`gmdesk.rulesets.roll_dice.follow`) with a ``sheet_follows(before, after)`` method giving
(path, value) pairs; a ruleset without it has nothing follow. (The hook is looked up here, not declared on
:class:`~gmdesk.rulesets.base.Ruleset`, whose module is at its size limit.) Skill entries that follow are
completed from the ruleset's skill library (FP per level, effect), so a class skill arrives as the library has it.
"""

from __future__ import annotations

import copy
from typing import Any, Callable, Sequence

from gmdesk.errors import GmdeskError
from gmdesk.model.character import Character
from gmdesk.model.mapedits import Batch, EditRefused, MapEdit
from gmdesk.model.sheetedits import SetSheetValue, entry_name
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.sheets.library import library

SheetPath = tuple[str | int, ...]
Follows = Callable[[Character, Character], Sequence[tuple[SheetPath, Any]]]


def _hook(ruleset: Ruleset) -> Follows | None:
    hook = getattr(ruleset, "sheet_follows", None)
    return hook if callable(hook) else None


def complete_entries(ruleset: Ruleset, entries: list[Any]) -> list[Any]:
    """Skill entries with what the library gives for the same name (FP per level, effect) filled in; what the
    entry says itself (its rank) wins. Entries the library does not know are kept as they are."""
    known = {entry_name(skill.entry): skill.entry for skill in library(ruleset.id)}
    done = []
    for entry in entries:
        base = known.get(entry_name(entry)) if isinstance(entry, dict) else None
        done.append({**copy.deepcopy(base), **entry} if base is not None and entry != base else entry)
    return done


def _completed(ruleset: Ruleset, path: SheetPath, value: Any) -> Any:
    if path and path[0] == "skills" and len(path) == 1 and isinstance(value, list):
        return complete_entries(ruleset, value)
    return value


def sheet_edit(war: War, ruleset: Ruleset, cid: str, path: SheetPath, value: Any) -> MapEdit:
    """``SetSheetValue(cid, path, value)``, with the values that follow it in the same step (a :class:`Batch`
    named by the GM's own edit; the sheet shows what followed). An edit the war refuses is returned alone: doing it says why."""
    edit = SetSheetValue(cid, tuple(path), value)
    hook = _hook(ruleset)
    before = war.characters.get(cid)
    if hook is None or before is None:
        return edit
    scratch, probe = war.copy(), SetSheetValue(cid, tuple(path), value)
    try:
        probe.check(scratch)
        probe.apply(scratch)
        follows = list(hook(before, scratch.characters[cid]))
    except (EditRefused, GmdeskError):
        return edit
    if not follows:
        return edit
    edits: list[MapEdit] = [edit]
    edits += [SetSheetValue(cid, p, _completed(ruleset, p, v)) for p, v in follows]
    return Batch(edits, label=edit.describe(war))  # the undo step is named by what the GM did


def follow_data(ruleset: Ruleset, data: dict[str, Any], path: SheetPath, value: Any) -> dict[str, Any]:
    """A new sheet's war-file form (not in a war yet) with ``path`` set to ``value`` and what follows it."""
    after = copy.deepcopy(data)
    _set(after, path, value)
    hook = _hook(ruleset)
    if hook is None:
        return after
    where = f"characters.{data.get('id', 'new')}"
    try:
        follows = hook(Character.from_dict(data, where), Character.from_dict(after, where))
    except GmdeskError:
        return after
    for p, v in follows:
        _set(after, p, _completed(ruleset, p, v))
    return after


def _set(data: dict[str, Any], path: SheetPath, value: Any) -> None:
    place: Any = data
    for key in path[:-1]:
        place = place.setdefault(key, {}) if isinstance(place, dict) else place[key]
    place[path[-1]] = copy.deepcopy(value)
