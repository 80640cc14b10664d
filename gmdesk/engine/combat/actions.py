"""From an order to an action: which skill, on whom. Used when checking orders and when resolving."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from gmdesk.errors import IllegalOrderError
from gmdesk.messages import Message
from gmdesk.model.character import Character
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Skill
from gmdesk.rulesets.sheetmemo import SheetMemo


@dataclass(slots=True)
class Action:
    """What an ``attack`` or ``skill`` order does. Slotted: two are made per order of a turn (its checks' one, and
    the act path's copy), and the act path reads their fields many times."""

    skill: Skill
    targets: list[str] = field(default_factory=list)
    locations: list[str] = field(default_factory=list)
    """Location targets, once expanded into the characters there."""


def _refuse(raw: Mapping[str, Any], reason: str, rule: str = "") -> IllegalOrderError:
    return IllegalOrderError(dict(raw), reason, rule=rule)


class _Sheet:
    """What the engine reads from one sheet, each part worked out on first use (and again while it raises): the
    skills (``skills_of``), by key for :func:`find_skill`, and, where the ruleset says they come from the sheet
    alone (``basic_attacks_from_sheet``), the basic attacks; both from the character's id and entries alone."""

    __slots__ = ("skills", "by_key", "basics")

    def __init__(self) -> None:
        self.skills: tuple[Skill, ...] | None = None
        self.by_key: dict[str, Skill] = {}
        self.basics: tuple[Skill, ...] | None = None


_SHEETS: SheetMemo[_Sheet] = SheetMemo()
""":class:`_Sheet` by ruleset and character: a turn asks for the same sheet in every phase."""

Sheets = dict[str, tuple[list[dict[str, Any]], _Sheet]]
"""The sheets one pass over orders has read already, for a pass that changes no sheet (the order checks): by
character id, each with the very skill list it was read from. A character's attack and skill orders then read its
sheet once: :class:`SheetMemo` compares the entries again on every call, to tell a sheet edited in place."""


def _sheet(ruleset: Ruleset, actor: Character, sheets: Sheets | None = None, parsed: bool = True) -> _Sheet:
    """The sheet's parts, with its skills worked out unless ``parsed`` is false (a basic attack may be read
    without them). ``sheets``: the sheets of a pass that changes none (see :data:`Sheets`)."""
    skills = actor.skills
    known = sheets.get(actor.id) if sheets is not None else None
    if known is not None and known[0] is skills:
        sheet = known[1]
    else:
        sheet = _SHEETS.get((ruleset.id, actor.id, actor.kind), skills, _Sheet)  # (kind: skirmish's steps)
        if sheets is not None:
            sheets[actor.id] = (skills, sheet)
    if parsed and sheet.skills is None:
        found = tuple(ruleset.skills_of(actor))
        for skill in found:
            sheet.by_key.setdefault(skill.key, skill)  # (the first of a repeated name, as a search in order)
        sheet.skills = found
    return sheet


def sheet_skills(ruleset: Ruleset, actor: Character) -> tuple[Skill, ...]:
    found = _sheet(ruleset, actor).skills
    assert found is not None  # (worked out by _sheet)
    return found


def find_skill(ruleset: Ruleset, actor: Character, name: Any) -> Skill | None:
    if not isinstance(name, str):
        return None
    return _sheet(ruleset, actor).by_key.get(name.casefold())


def basic_attacks(ruleset: Ruleset, actor: Character, sheets: Sheets | None = None) -> tuple[Skill, ...] | list[Skill]:
    """``ruleset.basic_attacks(actor)``, kept with the sheet where they come from the sheet alone."""
    if not ruleset.basic_attacks_from_sheet:
        return ruleset.basic_attacks(actor)
    sheet = _sheet(ruleset, actor, sheets, parsed=False)
    if sheet.basics is None:
        sheet.basics = tuple(ruleset.basic_attacks(actor))
    return sheet.basics


def build_action(ruleset: Ruleset, war: War, actor: Character, raw: Mapping[str, Any],
                 sheets: Sheets | None = None) -> Action:
    """The skill and targets of an ``attack`` or ``skill`` order; refuses what cannot be read. ``sheets``: the
    sheets read so far in a pass that changes none (:data:`Sheets`), when the caller keeps them."""
    # (the sheet this pass read already, without the calls of basic_attacks and _sheet: most orders of a turn)
    known = sheets.get(actor.id) if sheets is not None else None
    sheet = known[1] if known is not None and known[0] is actor.skills else None
    if raw.get("action") == "attack":
        options: tuple[Skill, ...] | list[Skill] | None = sheet.basics if sheet is not None else None
        if options is None or not ruleset.basic_attacks_from_sheet:
            options = basic_attacks(ruleset, actor, sheets)
        if not options:
            raise _refuse(raw, Message('{actor} has no basic attack on its sheet', actor=actor.id), ruleset.combat_rule)
        mode = raw.get("mode")
        basic = options[0]
        if mode is not None:
            wanted = str(mode).casefold()
            found = [s for s in options if s.key == wanted or s.type.casefold() == wanted
                     or s.type.casefold().startswith(wanted)]
            if not found:
                names = ", ".join(s.name for s in options)
                raise _refuse(raw, Message(
                    '{actor} has no {mode!r} basic attack (it has: {names})',
                    actor=actor.id, mode=mode, names=names), ruleset.combat_rule)
            basic = found[0]
        target = raw.get("target")
        return Action(basic, [target] if isinstance(target, str) else [])
    name = raw.get("skill")  # (find_skill, with the pass's sheets)
    if sheet is None or sheet.skills is None:
        sheet = _sheet(ruleset, actor, sheets)
    skill = sheet.by_key.get(name.casefold()) if isinstance(name, str) else None
    if skill is None:
        names = ", ".join(s.name for s in sheet_skills(ruleset, actor)) or "none"
        raise _refuse(raw, f"{actor.id} has no skill {raw.get('skill')!r} (skills: {names})")
    if skill.slot == "passive":
        raise _refuse(raw, Message('{name} is passive: it is not an action', name=skill.name), skill.rule)
    targets = raw.get("targets")
    if targets is None and isinstance(raw.get("target"), str):
        targets = [raw["target"]]
    if targets is None:
        targets = [actor.id] if skill.self_only else []
    if skill.self_only and targets not in ([], [actor.id]):
        raise _refuse(raw, Message(
            '{name} targets [Self]: it always targets its user {actor}',
            name=skill.name, actor=actor.id), skill.rule)
    if skill.self_only:
        targets = [actor.id]
    if not isinstance(targets, list):
        raise _refuse(raw, Message('targets must be a list of ids, got {targets!r}', targets=targets))
    for t in targets:  # (every target an id: a loop, not a call, asked for every skill order of a turn)
        if not isinstance(t, str):
            raise _refuse(raw, Message('targets must be a list of ids, got {targets!r}', targets=targets))
    if skill.targets_max is not None and len(targets) > skill.targets_max:
        raise _refuse(raw, f"{skill.name} takes at most {skill.targets_max} target(s), got {len(targets)}", skill.rule)
    if len(set(targets)) != len(targets):
        raise _refuse(raw, Message('the same target cannot be chosen twice over'), skill.rule)
    return Action(skill, list(targets))

