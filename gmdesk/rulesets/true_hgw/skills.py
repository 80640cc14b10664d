"""Skill entries of a True Holy Grail War sheet (003 §IX), read into :class:`Skill`.

An entry is an object with the fields 003 §IX names: ``name``, ``rank``, ``type``, ``targets``,
``effect`` (always), and ``cost``, ``upkeep``, ``duration``, ``cooldown``, ``requirements`` (often);
``description`` is flavour. How each field is read:

* ``type``: one text, several joined by ``,`` or ``/`` ("Melee Attack / Free Action"), or a list.
  Melee Attack, Magic Attack and Projectile Attack are attacks (003 §VII): the skill deals the
  damage of its rank, reduced by the defence of that type; its slot is ``attack``. Passive Ability
  is not an action (slot ``passive``); every other type is a support-speed skill (slot ``support``).
  Free Action: no standard action (003 §VI, §IX). Other types stay for the GM.
* ``targets``: ``[Type] Number`` ("[Enemy] 1", "[Ally/Self] 2"); ``[Self]`` may leave out the
  number (it "always targets the caster"). Attack skills must say their targets.
* ``cost`` and ``upkeep``: "20 Mana", "10 Health", "20 Mana, 5 Health", "None"/"-"; a bare number
  is Mana (003 prices skills in the pools it has, and Mana is the one that casts spells, §II).
* ``duration`` and ``cooldown``: a whole number of turns, ``3`` or "3 Turns".
* ``requirements``: free text for the GM; "X active" / "X is active" / "X must be active", where X
  is another skill of the same sheet, is mechanical: the engine checks that X is active on the user.
* ``effect``: free text kept for the GM (statuses and other effects are not parsed).
* A Passive Ability may carry ``timing`` ("beginning of the turn" / "end of the turn") and ``health``
  / ``mana`` amounts: it then takes effect in the Initial / End Phase (003 §VI), its Cost paid only when
  the move orders ``pay-cost`` (003 §IX; gmdesk/rulesets/true_hgw/effects.py).

An entry that cannot be read raises :class:`WarFileError` naming ``characters.<id>.skills[i].<field>``
and the value.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from gmdesk.errors import RankError, WarFileError
from gmdesk.model.ranks import Rank, RankPolicy, parse_rank
from gmdesk.rulesets.combat import NO_COST, Cost, Damage, Skill

RULE = "true-hgw 003 §IX"
ATTACK_RULE = "true-hgw 003 §VII"

ATTACK_TYPES = {
    "melee attack": "Melee",
    "magic attack": "Magic",
    "projectile attack": "Projectile",
}
"""The attack types 003 §VII defines, and the kind of damage (and defence) each one uses."""

FREE_ACTION = "free action"
PASSIVE = "passive ability"

SKILL_RANK_POLICY = RankPolicy(max_plus=3, max_minus=0, ex_subranks=True, allow_na=True, allow_none=True)
"""Skill ranks take '+' like stats (003 §VII 'Each +'); '-' and N/A for skills without a rank."""

_TARGETS_RE = re.compile(r"^\[\s*([^\]]+?)\s*\]\s*(\d+)?$")
_AMOUNT_RE = re.compile(r"^(\d+(?:[.,]\d+)?)\s*(mana|mp|health|hp)?$", re.IGNORECASE)
_TURNS_RE = re.compile(r"^(\d+)(?:\s*turns?)?$", re.IGNORECASE)
_ACTIVE_RE = re.compile(r"^(?:requires?:?\s+)?(?P<name>.+?)\s+(?:must\s+be\s+|is\s+|to\s+be\s+)?active\.?$",
                        re.IGNORECASE)
_NONE_TEXTS = ("", "-", "none", "n/a", "0")
_POOLS = {"mana": "mana", "mp": "mana", "health": "health", "hp": "health"}


def _error(owner: str, index: int, field: str, value: Any, message: str) -> WarFileError:
    return WarFileError(f"{message} ({RULE})", field=f"characters.{owner}.skills[{index}].{field}", value=value)


def _get(raw: Mapping[str, Any], key: str) -> Any:
    """A field by its name in any letter case ("Cooldown", "cooldown")."""
    if key in raw:
        return raw[key]
    for k, v in raw.items():
        if isinstance(k, str) and k.casefold() == key:
            return v
    return None


def parse_types(value: Any, owner: str, index: int) -> tuple[str, ...]:
    """``type``: one text with ``,`` or ``/`` between types, or a list of texts."""
    if value is None:
        raise _error(owner, index, "type", value, "every skill and ability has a type")
    parts = value if isinstance(value, list) else [value]
    out: list[str] = []
    for part in parts:
        if not isinstance(part, str):
            raise _error(owner, index, "type", value, "a type is text such as 'Melee Attack'")
        out += [p.strip() for p in re.split(r"[,/]", part) if p.strip()]
    if not out:
        raise _error(owner, index, "type", value, "every skill and ability has a type")
    return tuple(out)


def parse_targets(value: Any, owner: str, index: int) -> tuple[tuple[str, ...], int | None]:
    """``Targets: [Type] Number`` (003 §IX): the target types and the maximum number of targets."""
    if not isinstance(value, str):
        raise _error(owner, index, "targets", value, "targets are written '[Type] Number', e.g. '[Enemy] 1'")
    match = _TARGETS_RE.match(value.strip())
    if not match:
        raise _error(owner, index, "targets", value, "targets are written '[Type] Number', e.g. '[Enemy] 1'")
    types = tuple(t.strip().title() for t in re.split(r"[,/]", match.group(1)) if t.strip())
    number = match.group(2)
    if number is None:
        if types != ("Self",):
            raise _error(owner, index, "targets", value, "the maximum number of targets is missing")
        return types, 1
    count = int(number)
    if count < 1:
        raise _error(owner, index, "targets", value, "a skill has at least one target")
    return types, count


def parse_amounts(value: Any, owner: str, index: int, field: str) -> Cost | None:
    """``cost``/``upkeep``: "20 Mana", "10 Health", "20 Mana, 5 Health"; a bare number is Mana."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise _error(owner, index, field, value, "write an amount such as '20 Mana'")
    if isinstance(value, (int, float)):
        if value < 0:
            raise _error(owner, index, field, value, "an amount cannot be negative")
        return Cost({"mana": float(value)}) if value else None
    if not isinstance(value, str):
        raise _error(owner, index, field, value, "write an amount such as '20 Mana'")
    if value.strip().casefold() in _NONE_TEXTS:
        return None
    resources: dict[str, float] = {}
    for part in re.split(r"[,+]|\band\b", value):
        part = part.strip()
        if not part:
            continue
        match = _AMOUNT_RE.match(part)
        if not match:
            raise _error(owner, index, field, value, "write amounts such as '20 Mana' or '10 Health'")
        pool = _POOLS[(match.group(2) or "mana").casefold()]
        resources[pool] = resources.get(pool, 0.0) + float(match.group(1).replace(",", "."))
    return Cost(resources) if any(resources.values()) else None


def parse_turns(value: Any, owner: str, index: int, field: str) -> int | None:
    """``duration``/``cooldown``: a whole number of turns (``3`` or "3 Turns")."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise _error(owner, index, field, value, "write a number of turns such as 3 or '3 Turns'")
    if isinstance(value, int):
        turns = value
    elif isinstance(value, float) and value.is_integer():
        turns = int(value)
    elif isinstance(value, str):
        text = value.strip()
        if text.casefold() in _NONE_TEXTS:
            return None
        match = _TURNS_RE.match(text)
        if not match:
            raise _error(owner, index, field, value, "write a number of turns such as 3 or '3 Turns'")
        turns = int(match.group(1))
    else:
        raise _error(owner, index, field, value, "write a number of turns such as 3 or '3 Turns'")
    if turns < 0:
        raise _error(owner, index, field, value, "a number of turns cannot be negative")
    return turns or None


def parse_rank_field(value: Any, owner: str, index: int, needed: bool) -> Rank | None:
    if value is None:
        if needed:
            raise _error(owner, index, "rank", value, "an attack skill's damage comes from its rank (003 §VII)")
        return None
    try:
        rank = parse_rank(value, SKILL_RANK_POLICY, field=f"skills[{index}].rank", owner=owner)
    except RankError as exc:
        raise _error(owner, index, "rank", value, exc.reason) from exc
    if rank.is_special:
        if needed:
            raise _error(owner, index, "rank", value, "an attack skill's damage comes from its rank (003 §VII)")
        return None
    return rank


def requirement_names(text: str, sheet_names: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The skill a requirement needs active when it reads "X active" and X is a skill of the sheet
    (anything else is free text: the GM rules)."""
    match = _ACTIVE_RE.match(text.strip())
    if not match:
        return ()
    wanted = match.group("name").strip().strip("'\"")
    for name in sheet_names:
        if name.casefold() == wanted.casefold():
            return (name,)
    return ()


def parse_skill(raw: Mapping[str, Any], owner: str, index: int, sheet_names: tuple[str, ...] = ()) -> Skill:
    """One sheet entry (003 §IX) as a :class:`Skill`; ``sheet_names`` are the names of the sheet's
    skills (a requirement naming one of them is checked by the engine)."""
    name = _get(raw, "name")
    if not isinstance(name, str) or not name.strip():
        raise _error(owner, index, "name", name, "every skill has a name")
    types = parse_types(_get(raw, "type"), owner, index)
    folded = [t.casefold() for t in types]
    attack_kinds = [ATTACK_TYPES[t] for t in folded if t in ATTACK_TYPES]
    passive = PASSIVE in folded
    if passive and attack_kinds:
        raise _error(owner, index, "type", _get(raw, "type"), "a Passive Ability is not an attack")
    rank = parse_rank_field(_get(raw, "rank"), owner, index, needed=bool(attack_kinds))
    targets_raw = _get(raw, "targets")
    target_types: tuple[str, ...]
    if targets_raw is None:
        if attack_kinds:
            raise _error(owner, index, "targets", None, "an attack skill says its targets: '[Enemy] 1'")
        target_types, targets_max = (), None
    else:
        target_types, targets_max = parse_targets(targets_raw, owner, index)
    cost = parse_amounts(_get(raw, "cost"), owner, index, "cost")
    upkeep = parse_amounts(_get(raw, "upkeep"), owner, index, "upkeep")
    duration = parse_turns(_get(raw, "duration"), owner, index, "duration")
    cooldown = parse_turns(_get(raw, "cooldown"), owner, index, "cooldown")
    requirements = _get(raw, "requirements")
    if requirements is not None and not isinstance(requirements, str):
        raise _error(owner, index, "requirements", requirements, "requirements are text")
    requirements = (requirements or "").strip()
    if requirements.casefold() in _NONE_TEXTS:
        requirements = ""
    texts = [t for t in (_get(raw, "effect"), _get(raw, "description")) if isinstance(t, str) and t.strip()]
    slot = "passive" if passive else ("attack" if attack_kinds else "support")
    return Skill(
        name=name.strip(),
        slot=slot,
        type=" / ".join(types),
        rank=rank,
        targets_max=targets_max,
        target_types=target_types,
        damage=(Damage(None, attack_kinds[0]),) if attack_kinds else (),
        cost=cost or NO_COST,
        upkeep=upkeep,
        duration=duration,
        cooldown=cooldown,
        requirements=requirements,
        requires_active=requirement_names(requirements, sheet_names) if requirements else (),
        description="\n".join(texts),
        free_action=FREE_ACTION in folded,
        rule=ATTACK_RULE if attack_kinds else RULE,
        raw=dict(raw),
    )
