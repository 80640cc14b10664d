"""ap-sp skill sheets: the SKILL FORMAT of 000:L283-329 read into :class:`~gmdesk.rulesets.combat.Skill`.

A sheet entry is a mapping with the document's field names (``Name``, ``Rank``, ``Type``,
``Max Number of Targets``, ``Type of Target``, ``Damage``, ``Cost``, ``Requirements``,
``Description``); keys are read case-insensitively (``name`` = ``Name``). Texts are written as the
document writes them:

- ``Damage``: comma-separated parts. A damage part is ``<amount> <kind>`` with kind one of Physical,
  Ranged, Long-ranged, Magical, Special (000:L247-265): ``25 Physical``, ``10 Long-ranged``. A status
  part is ``<Status> T`` or ``<Status> T/D`` (000:L337-339): ``Stun 1``, ``Poison 3/30``. A multi-hit
  skill ("each hit is considered a separate attack", 000:L270) writes its hit count once, before the
  amount or after the kind: ``3x10 Physical`` or ``10 Physical x3`` (every damage part of the skill is
  dealt by each hit). ``-`` or ``None``: no damage.
- ``Cost``: comma-separated: ``1 AP``, ``1 SP``, ``50 Mana``, ``10 Health``, ``1 Move Action``,
  ``1 Turn Action``, ``Full Turn`` (also consumes the Move Action, 000:L236), ``Free``; an upkeep is a
  part ending in ``per Turn`` (``10 Mana per Turn``, 000:L325).
- ``Requirements``: free text; names in quotes followed by "must be active" become mechanical
  requirements (``"Rain Manipulation" must be active.``, 000:L783).
- Progressions ``old -> new`` (000:L879-905) in any field; the entry's ``stage`` (0 = first values)
  says which values are in force. A field with one value keeps it at every stage. A Name written
  ``"Power Blow" - Crushing Punch -> Instant Crushing Punch`` names the skill other skills upgrade
  ("Power Blow", kept in ``raw["alias"]``); the skill's name is the stage's name.

Sheet-side extensions (not in the document's format; closed and documented):

- ``basic``: true marks the Basic Attack, which the document lists "separated from other skills"
  (000:L267, example L714-764). ``"Type": "Basic Attack"`` does the same. Its cost is 1 AP when the
  entry gives none ("consumes only 1 AP and has no other cost", 000:L267).
- ``Duration``: ``3 Turns`` / ``3`` / ``Indefinite``: how long a non-damaging skill stays active
  (counted as 000:L642).
- ``modifiers``: the skill's own conditional percentages in a closed vocabulary (see
  :data:`MODIFIER_KINDS`), so that a Description such as "Damage inflicted increases by 50% if the user
  has 30% or less of their maximum Health" (000:L858) becomes mechanical. Without them the
  Description's percentages are left to the GM.
- ``Heals``: Health restored to each target of a non-damaging skill; ``Treats``: true when the skill
  treats its targets (removes every negative status, 000:L350).
- ``hits_masters``: true for a skill that "specifically inflicts damage on Masters" (000:L26): no
  Servant protection applies to it.

Type → phase slot (000:L311-317, L419-443; checklist I0.9): Instant and Surprise Attack → ``instant``;
Support → ``support``; Anti-Personnel, Anti-Army, Anti-Location and every other "Anti-" type →
``attack`` ("Attacking Phase (Anti-)", 000:L423); Prepared → ``prepared``; Passive (and abilities,
000:L275) → ``passive``. Summoning, Bounded Field, Reality Marble and Noble Phantasm name no phase:
with damage they are offensive skills (Attacking Phase, "offensive skills", 000:L441), without they
are nondamaging (Support Phase, "nondamaging skills", 000:L439). A type in parentheses
(``Noble Phantasm (Anti-Army)``) is read by its inner type.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import RankError, WarFileError
from gmdesk.model.ranks import Rank, RankPolicy, parse_rank
from gmdesk.rulesets.combat import Cost, Damage, Inflict, Skill
from gmdesk.rulesets.sheetmemo import SheetMemo

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

SKILL_RULE = "ap-sp 000:L283-329"
BASIC_RULE = "ap-sp 000:L267"
SURPRISE_RULE = "ap-sp 000:L314, L283-329"
"""A Surprise Attack "Disables opponents from acting during that Turn of battle. Fails if a target detects the
user" (000:L314): its events cite that line."""

FIELDS: dict[str, tuple[str, ...]] = {
    "Name": ("name",),
    "Rank": ("rank",),
    "Type": ("type",),
    "Max Number of Targets": ("max number of targets", "max targets", "targets"),
    "Type of Target": ("type of target", "target type", "target types"),
    "Damage": ("damage",),
    "Cost": ("cost",),
    "Requirements": ("requirements", "requirement"),
    "Description": ("description",),
    "Duration": ("duration",),
}
"""The document's fields (000:L286-302) plus Duration, each with the keys a sheet may use."""

DAMAGE_KINDS: dict[str, str] = {
    "physical": "Physical", "ranged": "Ranged", "long-ranged": "Long-ranged", "long ranged": "Long-ranged",
    "magical": "Magical", "special": "Special",
}
"""000:L247-265. Basic attacks are "Not a special attack type" (000:L267)."""

SKILL_RANK_POLICY = RankPolicy(max_plus=3, max_minus=3, ex_subranks=True, allow_na=True, allow_none=True)

MODIFIER_KINDS: dict[str, tuple[str, ...]] = {
    "always": (),
    "user-health-at-most": ("fraction",),
    "user-health-at-least": ("fraction",),
    "target-health-at-most": ("fraction",),
    "target-stat-at-least": ("stat", "rank"),
    "target-stat-above": ("stat", "rank"),
    "target-stat-at-most": ("stat", "rank"),
    "user-stat-at-least": ("stat", "rank"),
    "target-kind": ("kind",),
    "target-has-status": ("status",),
    "user-effect-active": ("effect",),
}
"""The closed vocabulary of a skill's ``modifiers`` entries: ``when`` → the fields it needs; every
entry also has ``percent`` (+50 = "increases by 50%", -15 = "decreases by 15%"). Fractions compare
Health with the maximum (``0.3`` = "30% or less", inclusive); ranks compare as in turn order
(letter, then subranks): "LCK ranked A or higher" is ``target-stat-at-least`` LCK A (000:L860);
the example's explanation says "higher than A" (000:L867, checklist I0.3), which is ``target-stat-above``:
the two differ for an A-rank target, and the sheet says which one its skill means."""

_ARROW = re.compile(r"\s*(?:->|→)\s*")
_ALIAS = re.compile(r'^\s*["“]([^"”]+)["”]\s*[-–—]\s*(.+)$')
_NUM = r"(\d+(?:\.\d+)?)"
_DAMAGE = re.compile(
    r"^(?:(\d+)\s*[x×]\s*)?" + _NUM + r"\s+(physical|ranged|long[- ]ranged|magical|special)"
    r"(?:\s+damage)?(?:\s*[x×]\s*(\d+))?$", re.IGNORECASE)
_STATUS = re.compile(r"^([A-Za-z][A-Za-z' ]*?)\s+(\d+)(?:\s*/\s*" + _NUM + r")?$")
_RESOURCE = re.compile(r"^" + _NUM + r"\s+(AP|SP|mana|health)$", re.IGNORECASE)
_UPKEEP = re.compile(r"^" + _NUM + r"\s+(AP|SP|mana|health)\s*(?:per|/|each)\s*turn$", re.IGNORECASE)
_ACTION = re.compile(r"^(?:1\s+|one\s+)?(move|turn)\s+action$", re.IGNORECASE)
_DURATION = re.compile(r"^(\d+)(?:\s+turns?)?$", re.IGNORECASE)
_REQUIRE = re.compile(r'["“]([^"”]+)["”]')
_NONE = ("", "-", "none", "n/a", "no cost", "no damage")


def _fail(owner: "Character", index: int, field: str, value: Any, message: str) -> WarFileError:
    return WarFileError(f"character {owner.id!r} skill {index}: {message}",
                        field=f"characters.{owner.id}.skills[{index}].{field}", value=value)


def field_of(raw: Mapping[str, Any], name: str) -> tuple[str | None, Any]:
    """The sheet key that holds the document field ``name`` and its value (keys read case-insensitively)."""
    wanted = {name.casefold(), *FIELDS.get(name, ())}
    for key, value in raw.items():
        if isinstance(key, str) and key.strip().casefold() in wanted:
            return key, value
    return None, None


def _alternatives(owner: "Character", index: int, field: str, value: Any) -> list[str]:
    """The progression ``A -> B`` of one field as its list of values (000:L879-905)."""
    if value is None:
        return [""]
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise _fail(owner, index, field, value, f"{field} must be text")
    return [part.strip() for part in _ARROW.split(str(value).strip())]


# -- one field each -------------------------------------------------------------------------------
def slot_for_type(type_text: str, has_damage: bool) -> tuple[str, bool, bool] | None:
    """(slot, surprise, basic) for a Type (000:L311-317, L419-443; I0.9), or None if unknown."""
    text = type_text.strip()
    inner = re.search(r"\(([^)]*)\)", text)
    if inner:
        found = slot_for_type(inner.group(1), has_damage)
        if found is not None:
            return found
    folded = text.casefold()
    if "surprise attack" in folded:
        return "instant", True, False
    if "basic attack" in folded:
        return "attack", False, True
    if folded.startswith("instant"):
        return "instant", False, False
    if folded.startswith("prepared"):
        return "prepared", False, False
    if folded.startswith("passive") or "ability" in folded:
        return "passive", False, False
    if folded.startswith("support"):
        return "support", False, False
    if folded.startswith("anti-") or folded.startswith("anti "):
        return "attack", False, False
    if any(word in folded for word in ("summoning", "bounded field", "reality marble", "noble phantasm")):
        return ("attack" if has_damage else "support"), False, False
    return None


def parse_damage(text: str) -> tuple[tuple[Damage, ...], tuple[Inflict, ...], int]:
    """``25 Physical``, ``30 Magical, Stun 1``, ``Poison 3/30``, ``3x10 Physical`` → (damage, statuses, hits).

    Raises ValueError naming the part that cannot be read."""
    damage: list[Damage] = []
    inflicts: list[Inflict] = []
    hits: int | None = None
    if text.strip().casefold() in _NONE:
        return (), (), 1
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        match = _DAMAGE.match(part)
        if match:
            count = match.group(1) or match.group(4)
            if count is not None:
                if hits is not None and hits != int(count):
                    raise ValueError(f"two different hit counts ({hits} and {count}) in one Damage")
                hits = int(count)
            amount = float(match.group(2))
            kind = DAMAGE_KINDS[re.sub(r"\s+", " ", match.group(3).casefold()).replace("long ranged", "long-ranged")]
            damage.append(Damage(int(amount) if amount.is_integer() else amount, kind))
            continue
        match = _STATUS.match(part)
        if match and match.group(1).strip().casefold() not in DAMAGE_KINDS:
            strength = float(match.group(3)) if match.group(3) is not None else None
            if strength is not None and strength.is_integer():
                strength = int(strength)
            inflicts.append(Inflict(match.group(1).strip().title(), int(match.group(2)), strength))
            continue
        raise ValueError(f"cannot read damage part {part!r} (write e.g. '25 Physical', '3x10 Physical', "
                         f"'Stun 1', 'Poison 3/30')")
    if hits is not None and hits < 1:
        raise ValueError("a hit count is at least 1")
    return tuple(damage), tuple(inflicts), hits or 1


def parse_cost(text: str) -> tuple[Cost, Cost | None, bool]:
    """``1 AP, 50 Mana``, ``1 SP, 25 Mana, 1 Move Action``, ``Full Turn``, ``10 Mana per Turn`` →
    (cost, upkeep or None, free action). Raises ValueError naming the part that cannot be read."""
    resources: dict[str, float] = {}
    upkeep: dict[str, float] = {}
    actions: list[str] = []
    free = False
    if text.strip().casefold() in _NONE:
        return Cost(), None, False
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        folded = part.casefold()
        if folded in ("full turn", "1 full turn"):
            actions += [a for a in ("full-turn", "move") if a not in actions]
            continue
        if folded in ("free", "free action"):
            free = True
            continue
        match = _UPKEEP.match(part)
        if match:
            key = _resource_key(match.group(2))
            upkeep[key] = upkeep.get(key, 0.0) + float(match.group(1))
            continue
        match = _RESOURCE.match(part)
        if match:
            key = _resource_key(match.group(2))
            resources[key] = resources.get(key, 0.0) + float(match.group(1))
            continue
        match = _ACTION.match(part)
        if match:
            action = match.group(1).casefold()
            if action not in actions:
                actions.append(action)
            continue
        raise ValueError(f"cannot read cost part {part!r} (write e.g. '1 AP', '50 Mana', '1 Move Action', "
                         f"'Full Turn', '10 Mana per Turn')")
    return Cost(resources, tuple(actions)), (Cost(upkeep) if upkeep else None), free


def _resource_key(word: str) -> str:
    return word.upper() if word.upper() in ("AP", "SP") else word.casefold()


def parse_targets_max(text: str) -> int | None:
    """``1``, ``99`` → the number; ``All``/``Unlimited`` → None (no limit). Raises ValueError."""
    folded = text.strip().casefold()
    if folded in ("all", "unlimited", "any", "everyone"):
        return None
    if re.fullmatch(r"\d+", folded):
        return int(folded)
    raise ValueError(f"Max Number of Targets must be a whole number or 'All', got {text!r}")


def parse_target_types(text: str) -> tuple[str, ...]:
    """``[Self] [Contracted Partner] [Location]`` → ("Self", "Contracted Partner", "Location")."""
    tags = re.findall(r"\[([^\]]+)\]", text)
    if not tags:
        tags = [t for t in re.split(r"\s*,\s*", text.strip()) if t]
    return tuple(t.strip() for t in tags)


def parse_duration(text: str) -> int | None:
    folded = text.strip().casefold()
    if folded in ("", "-", "indefinite", "indefinitely", "permanent"):
        return None
    match = _DURATION.match(folded)
    if not match:
        raise ValueError(f"Duration must be a number of Turns ('3 Turns') or 'Indefinite', got {text!r}")
    return int(match.group(1))


def required_active(text: str) -> tuple[str, ...]:
    """Names that must be active: the quoted names of every sentence saying "must be active" (000:L783)."""
    names: list[str] = []
    for sentence in re.split(r"(?<=[.;])\s+", text):
        if re.search(r"\b(?:must|needs? to|has to|have to)\s+be\s+active\b", sentence, re.IGNORECASE):
            names += [n.strip() for n in _REQUIRE.findall(sentence)]
    return tuple(names)


def check_modifiers(value: Any) -> list[dict[str, Any]]:
    """The ``modifiers`` list, checked against :data:`MODIFIER_KINDS`; raises ValueError."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError("modifiers must be a list of objects")
    out = []
    for i, entry in enumerate(value):
        if not isinstance(entry, dict):
            raise ValueError(f"modifiers[{i}] must be an object")
        when = entry.get("when")
        if not isinstance(when, str) or when not in MODIFIER_KINDS:
            raise ValueError(f"modifiers[{i}].when {when!r} is not one of {', '.join(MODIFIER_KINDS)}")
        percent = entry.get("percent")
        if isinstance(percent, bool) or not isinstance(percent, (int, float)):
            raise ValueError(f"modifiers[{i}].percent must be a number (+50 for 'increases by 50%')")
        for need in MODIFIER_KINDS[when]:
            if need not in entry:
                raise ValueError(f"modifiers[{i}] ({when}) needs {need!r}")
        if "fraction" in entry and (isinstance(entry["fraction"], bool)
                                    or not isinstance(entry["fraction"], (int, float))):
            raise ValueError(f"modifiers[{i}].fraction must be a number (0.3 for 30%)")
        if "rank" in entry:
            try:
                parse_rank(entry["rank"])
            except RankError as exc:
                raise ValueError(f"modifiers[{i}].rank: {exc.reason}") from exc
        out.append(dict(entry))
    return out


# -- the whole entry --------------------------------------------------------------------------------
def parse_skill(raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
    """One sheet entry as a Skill at the entry's ``stage``; WarFileError names
    ``characters.<id>.skills[i].<Field>`` and the value when a field cannot be read."""
    values: dict[str, list[str]] = {}
    keys: dict[str, str] = {}
    for name in FIELDS:
        key, value = field_of(raw, name)
        keys[name] = key or name
        values[name] = _alternatives(owner, index, keys[name], value)
    stages = max(len(v) for v in values.values())
    for name, alts in values.items():
        if len(alts) not in (1, stages):
            raise _fail(owner, index, keys[name], raw.get(keys[name]),
                        f"{name} has {len(alts)} stages but another field has {stages} (write one value or "
                        f"one per stage, 'old -> new', 000:L879-905)")
    stage = raw.get("stage", 0)
    if isinstance(stage, bool) or not isinstance(stage, int) or not 0 <= stage < stages:
        raise _fail(owner, index, "stage", stage, f"stage must be a whole number from 0 to {stages - 1}")

    def at(name: str) -> str:
        alts = values[name]
        return alts[stage] if len(alts) > 1 else alts[0]

    def bad(name: str, message: str) -> WarFileError:
        return _fail(owner, index, keys[name], raw.get(keys[name]), message)

    name_text, alias = at("Name"), None
    match = _ALIAS.match(str(raw.get(keys["Name"]) or ""))
    if match:
        alias = match.group(1).strip()
        names = _ARROW.split(match.group(2).strip())
        name_text = (names[stage] if len(names) > 1 else names[0]).strip()
    if not name_text:
        raise bad("Name", "every skill needs a Name (000:L305)")
    rank: Rank | None = None
    if at("Rank"):
        try:
            rank = parse_rank(at("Rank"), SKILL_RANK_POLICY, field=f"skills[{index}].Rank", owner=owner.id)
        except RankError as exc:
            raise bad("Rank", exc.reason) from exc
    try:
        damage, inflicts, hits = parse_damage(at("Damage"))
    except ValueError as exc:
        raise bad("Damage", str(exc)) from exc
    type_text = at("Type")
    basic_flag = raw.get("basic") is True
    if not type_text:
        if not basic_flag:
            raise bad("Type", "every skill needs a Type (000:L309-317)")
        type_text = "Basic Attack"
    found = slot_for_type(type_text, bool(damage))
    if found is None:
        raise bad("Type", "unknown Type: expected Instant, Prepared, Passive, Surprise Attack, Summoning, Bounded "
                          "Field, Reality Marble, Support, Anti-Personnel/Anti-Army/Anti-Location (or another "
                          "'Anti-' type), Noble Phantasm or Basic Attack (000:L311-317, I0.9)")
    slot, surprise, basic_type = found
    basic = basic_flag or basic_type
    if basic and slot == "passive":
        raise bad("Type", "a Basic Attack is an attack, not a passive skill (000:L267)")
    try:
        cost, upkeep, free = parse_cost(at("Cost"))
    except ValueError as exc:
        raise bad("Cost", str(exc)) from exc
    if basic and not at("Cost"):
        cost = Cost({"AP": 1.0})
    try:
        targets_max = parse_targets_max(at("Max Number of Targets")) if at("Max Number of Targets") else 1
    except ValueError as exc:
        raise bad("Max Number of Targets", str(exc)) from exc
    target_types = parse_target_types(at("Type of Target")) if at("Type of Target") else ()
    try:
        duration = parse_duration(at("Duration")) if at("Duration") else None
    except ValueError as exc:
        raise bad("Duration", str(exc)) from exc
    try:
        check_modifiers(raw.get("modifiers"))
    except ValueError as exc:
        raise _fail(owner, index, "modifiers", raw.get("modifiers"), str(exc)) from exc
    heals = raw.get("Heals", raw.get("heals"))
    if heals is not None and (isinstance(heals, bool) or not isinstance(heals, (int, float))):
        raise _fail(owner, index, "Heals", heals, "Heals must be a number of Health points")
    kinds = {d.kind for d in damage}
    type_fold = type_text.casefold()
    entry = dict(raw)
    if alias:
        entry["alias"] = alias
    return Skill(
        name=name_text,
        slot=slot,
        type=type_text,
        rank=rank,
        targets_max=targets_max,
        target_types=target_types,
        damage=damage,
        hits=hits,
        inflicts=inflicts,
        cost=cost,
        upkeep=upkeep,
        duration=duration,
        requirements=at("Requirements"),
        requires_active=required_active(at("Requirements")),
        description=at("Description"),
        basic=basic,
        free_action=free,
        surprise=surprise,
        across_locations="Long-ranged" in kinds,
        area=("anti-army" in type_fold or "anti-location" in type_fold or "Location" in target_types),
        heals=float(heals) if heals is not None else None,
        effect="treat" if raw.get("Treats", raw.get("treats")) is True else "",
        stage=stage,
        stages=stages,
        rule=BASIC_RULE if basic else (SURPRISE_RULE if surprise else SKILL_RULE),
        raw=entry,
    )


_PARSED: SheetMemo[tuple[Skill, ...]] = SheetMemo()
"""Parsed sheets by character: a turn asks for the same sheet many times, and parsing depends on nothing
but the entries (Skills are frozen, so sharing them is safe)."""


def sheet_skills(owner: "Character") -> list[Skill]:
    """Every entry of the sheet, parsed (Basic Attacks included)."""
    return list(_PARSED.get(owner.id, owner.skills,
                            lambda: tuple(parse_skill(raw, owner, i) for i, raw in enumerate(owner.skills))))
