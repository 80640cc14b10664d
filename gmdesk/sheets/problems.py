"""Every problem of one character's sheet, each pointing at its field, for the editor's live validation.

The same checks as ``gmdesk validate`` (the war's model rules and its ruleset's sheet rules, which read
each skill entry, :mod:`gmdesk.rulesets.sheetchecks`), kept to one character and with field paths relative to its sheet:
``stats.STR``, ``skills[2].Damage``, ``master``. One source of truth: the editor never checks a rule the
command line does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable

from gmdesk.messages import Message
from gmdesk.model.war import War
from gmdesk.model.wording import FIELD_WORDS

#: The two ways a field names its character: ``characters[3](saber).stats.STR`` (validation) and
#: ``characters.saber.skills[2].Damage`` (the war reader, the rulesets' skill readers). An id may hold dots,
#: brackets or parentheses (``a.b``, ``x(1)``), so a prefix is matched with the id itself, never parsed.
_FORMS = (r"characters\[\d+\]\({id}\)", r"characters\.{id}")

#: The prefix a ruleset's message may start with ("character 'saber' skill 0: "); the editor shows whose
#: sheet and which field already.
_OWNER = r"character {id}(?: skill \d+)?: "


@dataclass(frozen=True)
class SheetProblem:
    """``field`` is relative to the sheet (``""``: the sheet as a whole)."""

    field: str
    value: Any
    message: str

    def __str__(self) -> str:
        where = self.field or "sheet"
        return f"{where}: {self.message}"


def relative_field(field: str, cid: str, ids: Iterable[str] = ()) -> str | None:
    """``characters[3](saber).stats.STR`` → ``stats.STR`` when it is ``cid``'s; None for another's.

    ``ids``: the war's other character ids. ``characters.a.b.skills[0]`` is ``a.b``'s field when the war
    has an ``a.b``, not the field ``b.skills[0]`` of ``a``: the longest id that fits names the character.
    """
    for form in _FORMS:
        match = re.match(form.format(id=re.escape(cid)) + r"(?=$|[.\[])", field)
        if match is None:
            continue
        longer = [i for i in ids if len(i) > len(cid) and i.startswith(cid)
                  and re.match(form.format(id=re.escape(i)) + r"(?=$|[.\[])", field)]
        if longer:
            return None
        rest = field[match.end():]
        return rest[1:] if rest.startswith(".") else rest
    return None


def sheet_problems(war: War, ruleset, cid: str) -> list[SheetProblem]:
    """What is wrong with ``cid``'s sheet, in the order a GM reads it (model rules, ruleset rules, skills)."""
    ch = war.characters.get(cid)
    if ch is None:
        return []
    found: list[SheetProblem] = []
    ids = list(war.characters)
    for problem in war.problems():
        field = relative_field(problem.field, cid, ids)
        if field is not None:
            found.append(SheetProblem(field, problem.value, problem.message))
    if ruleset is None:
        return found
    index = list(war.characters).index(cid)
    for problem in ruleset.validate_character(ch, f"characters[{index}]({cid})"):
        field = relative_field(problem.field, cid, ids)
        if field is not None:
            found.append(SheetProblem(field, problem.value, problem.message))
    owner = re.compile("^" + _OWNER.format(id=re.escape(repr(cid))))
    return _unique([SheetProblem(p.field, p.value, owner.sub("", p.message) if owner.match(p.message) else p.message)
                    for p in found])  # a message without the owner's prefix is kept whole (its Message)


def sheet_notices(war: War, ruleset, cid: str) -> list[SheetProblem]:
    """What the rules compute otherwise than the sheet, without calling the sheet wrong: the warnings of its
    derived values (roll-dice: "HP (formula): the sheet's maximum is 60, the formula gives 46", a GM may set
    a maximum of the story's own), and what the sheet lacks that leaves it unable to act (a ruleset's optional
    ``sheet_gaps(ch)``: ap-sp's Servant without AP or a Basic Attack). The editor lists them under its problems, as notices (the problem
    count and ``gmdesk validate`` leave them out); the GM's printed copy prints them the same way."""
    ch = war.characters.get(cid)
    if ch is None or ruleset is None:
        return []
    unset = [SheetProblem(pool, None, Message("no {field} on the sheet: the rules count from it, and the engine "
                                              "reads none as 0 (the first hit or cost finds 0)",
                                              field=FIELD_WORDS[pool]))
             for pool in ("health", "mana") if ch.alive and ruleset.has_combat and getattr(ch, pool) is None]
    gaps = getattr(ruleset, "sheet_gaps", None)  # what a new sheet lacks, each leaving it unable to act (ap-sp)
    lacking = [SheetProblem(field, None, why) for field, why in (gaps(ch) if gaps is not None else [])]
    return unset + lacking + [SheetProblem("", d.value, Message("{label}: {warning}", label=d.label,
                                                                warning=d.warning))
                              for d in ruleset.derived_values(ch, war) if d.warning]


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
