"""Every problem of one character's sheet, each pointing at its field, for the editor's live validation.

The same checks as ``gmdesk validate`` (the war's model rules and its ruleset's sheet rules), plus the
ruleset reading each skill entry, kept to one character and with field paths relative to its sheet:
``stats.STR``, ``skills[2].Damage``, ``master``. One source of truth: the editor never checks a rule the
command line does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gmdesk.errors import GmdeskError
from gmdesk.model.war import War

_PREFIXES = (
    re.compile(r"^characters\[\d+\]\((?P<id>[^)]*)\)\.?"),  # characters[3](saber).stats.STR
    re.compile(r"^characters\.(?P<id>[^.\[]+)\.?"),  # characters.saber.skills[2].Damage
)


#: "character 'saber' skill 0: " — the editor shows whose sheet and which field already.
_OWNER = re.compile(r"^character '[^']*'(?: skill \d+)?: ")


@dataclass(frozen=True)
class SheetProblem:
    """``field`` is relative to the sheet (``""``: the sheet as a whole)."""

    field: str
    value: Any
    message: str

    def __str__(self) -> str:
        where = self.field or "sheet"
        return f"{where}: {self.message}"


def relative_field(field: str, cid: str) -> str | None:
    """``characters[3](saber).stats.STR`` → ``stats.STR`` when it is ``cid``'s; None for another's."""
    for pattern in _PREFIXES:
        match = pattern.match(field)
        if match:
            return field[match.end():] if match.group("id") == cid else None
    return None


def sheet_problems(war: War, ruleset, cid: str) -> list[SheetProblem]:
    """What is wrong with ``cid``'s sheet, in the order a GM reads it (model rules, ruleset rules, skills)."""
    ch = war.characters.get(cid)
    if ch is None:
        return []
    found: list[SheetProblem] = []
    for problem in war.problems():
        field = relative_field(problem.field, cid)
        if field is not None:
            found.append(SheetProblem(field, problem.value, problem.message))
    if ruleset is None:
        return found
    index = list(war.characters).index(cid)
    for problem in ruleset.validate_character(ch, f"characters[{index}]({cid})"):
        field = relative_field(problem.field, cid)
        if field is not None:
            found.append(SheetProblem(field, problem.value, problem.message))
    if ruleset.has_combat:
        reported = {p.field for p in found}
        found.extend(p for p in _skill_problems(ruleset, ch) if p.field not in reported)
    return _unique([SheetProblem(p.field, p.value, _OWNER.sub("", p.message)) for p in found])


def _skill_problems(ruleset, ch) -> list[SheetProblem]:
    """A skill entry the ruleset cannot read is a problem at that entry's field (the engine would refuse
    the war at the next turn)."""
    found = []
    for i, raw in enumerate(ch.skills):
        try:
            ruleset.parse_skill(raw, ch, i)
        except GmdeskError as exc:
            field = relative_field(getattr(exc, "field", "") or "", ch.id)
            message = str(exc)
            if message.startswith("characters."):
                message = message.split(": ", 1)[-1]  # the field is shown apart
            found.append(SheetProblem(field if field is not None else f"skills[{i}]", getattr(exc, "value", raw),
                                      message))
    return found


def _unique(problems: list[SheetProblem]) -> list[SheetProblem]:
    seen, out = set(), []
    for p in problems:
        key = (p.field, p.message)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def problems_at(problems: list[SheetProblem], prefix: str) -> list[SheetProblem]:
    """The problems of one field or of everything under it (``skills[2]`` holds ``skills[2].Damage``)."""
    return [p for p in problems if p.field == prefix or p.field.startswith(prefix + ".")
            or p.field.startswith(prefix + "[")]
