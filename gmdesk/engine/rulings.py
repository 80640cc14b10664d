"""GM rulings: the GM overrides one value of one character, and the engine records it as an event.

The order of authority is rules < sheets < GM. A ruling is an input of the turn like its orders and
decisions (``{"id", "character", "field", "value", "reason"}``): stored with the turn and applied
again whenever the turn is resolved again, so replay and re-resolution keep it. Rulings are applied
at the very end of the turn, in their own phase, after everything the rules did (the end-of-turn
effects, the battle count, the war-end check); they draw no random numbers and set off no rule that
reads numbers (a health of 0 set by the GM is what the GM said: the rules look at it next turn).

What the war's own bookkeeping derives from a ruled value follows at once, in the same phase, so the
war after the turn is one the rules could have left: a character ruled dead dies as a death goes
(the ruleset's after-death changes: items, contracts, Home Bases, upkeep), whoever is no longer alive
and at a battle's place leaves it, a battle so left with no hostile fighters ends, and the war-end
check runs again. Without this a Servant ruled elsewhere would still be held in a battle it is not
at, and a ruled death would never set off what a death does.

The dead take one ruling only: ``alive`` = true, which brings them back (docs/desktop.md: a ruling overrides
"alive"). They come back as their death left them, where they fell, in no battle: what the death set off
stays (the ruleset's after-death changes: a contract ended, items handed on); a later ruling of the same
turn sets their Health or anything else. To undo those too, correct the turn that killed them instead.

A ruling with none of ``character``, ``field`` and ``value`` is a note (older files keep rulings such as
``{"text": "no civilians harmed"}``): it stays with the turn and changes nothing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from gmdesk.engine.combat import changes
from gmdesk.engine.context import TurnContext
from gmdesk.errors import RankError, WarFileError
from gmdesk.messages import Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.ranks import DEFAULT_POLICY, parse_rank
from gmdesk.model.vocabulary import EventKind, PhaseOrder
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.scores import fmt

RULE = "GM ruling"
PHASE = Phase("gm-rulings", Message("GM rulings (the GM's overrides, applied after the rules)"),
              PhaseOrder.SIMULTANEOUS, rule=RULE)
KEYS = ("id", "character", "field", "value", "reason")
"""The keys of an override ruling; any other key is refused (a misspelt key would be lost)."""
OVERRIDE_KEYS = ("character", "field", "value")
FIELDS = ("health", "mana", "location", "alive", "spirit_form")
_LABELS = {"spirit_form": Message("spirit form"), "health": Message("health"), "mana": Message("mana"),
           "location": Message("location")}


@dataclass(frozen=True)
class Ruling:
    """One override, checked. ``index`` is its place in the turn's list (for error messages)."""

    index: int
    id: str
    character: str
    field: str
    value: Any
    reason: str = ""

    def where(self, key: str) -> str:
        return f"rulings[{self.index}].{key}"


def is_note(raw: Any) -> bool:
    """A ruling that overrides nothing: an object with none of character, field and value."""
    return isinstance(raw, dict) and not any(k in raw for k in OVERRIDE_KEYS)


def read_rulings(war: War, ruleset: Ruleset, rulings: list[dict[str, Any]] | None) -> list[Ruling]:
    """The turn's override rulings, checked against ``war``; notes are left out.

    Raises :class:`~gmdesk.errors.WarFileError` naming ``rulings[i].<key>`` and the value for an
    unknown or dead character, an unknown field, a value of the wrong type, a repeated id.
    """
    if rulings is None:
        return []
    if not isinstance(rulings, list):
        raise WarFileError("the rulings are a list of objects", field="rulings", value=rulings)
    out: list[Ruling] = []
    seen: set[str] = set()
    for i, raw in enumerate(rulings):
        if not isinstance(raw, dict):
            raise WarFileError("a ruling is an object", field=f"rulings[{i}]", value=raw)
        if is_note(raw):
            continue
        ruling = _shape(i, raw)
        if ruling.id in seen:
            raise WarFileError("another ruling of this turn has the same id", field=ruling.where("id"),
                               value=ruling.id)
        seen.add(ruling.id)
        check_ruling(war, ruleset, ruling)
        out.append(ruling)
    return out


def _shape(i: int, raw: dict[str, Any]) -> Ruling:
    for key in raw:
        if key not in KEYS:
            raise WarFileError(f"unknown key; a ruling holds {', '.join(KEYS)}", field=f"rulings[{i}].{key}",
                               value=raw[key])
    for key in OVERRIDE_KEYS:
        if key not in raw:
            raise WarFileError("missing: a ruling names a character, a field and the new value",
                               field=f"rulings[{i}].{key}")
    for key in ("id", "character", "field", "reason"):
        if key in raw and not isinstance(raw[key], str):
            raise WarFileError("must be text", field=f"rulings[{i}].{key}", value=raw[key])
    if "id" in raw and not raw["id"]:
        raise WarFileError("must not be empty", field=f"rulings[{i}].id", value=raw["id"])
    return Ruling(i, raw.get("id", f"r{i + 1}"), raw["character"], raw["field"], raw["value"], raw.get("reason", ""))


def check_ruling(war: War, ruleset: Ruleset, ruling: Ruling, when: str = "") -> None:
    """Refuse a ruling ``war`` cannot take as it stands now (the character alive, the value fitting);
    ``when`` says, in the refusal, how the character came to be dead (" (died during this turn)")."""
    ch = war.characters.get(ruling.character)
    if ch is None:
        raise WarFileError("no such character in the war", field=ruling.where("character"), value=ruling.character)
    if not ch.alive and not (ruling.field == "alive" and ruling.value is True):
        raise WarFileError(f"{ch.name} is dead{when}: a ruling on the dead can only bring them back "
                           "(alive = true)", field=ruling.where("character"), value=ruling.character)
    field, value = ruling.field, ruling.value
    if field in ("health", "mana") or field.startswith("points."):
        if field.startswith("points."):
            _check_pool(ruleset, ch, ruling)
        if not _finite_number(value):
            raise WarFileError(f"{field} must be a finite number", field=ruling.where("value"), value=value)
    elif field == "location":
        if not isinstance(value, str) or value not in war.map.locations:
            raise WarFileError("must be a location of the map", field=ruling.where("value"), value=value)
    elif field in ("alive", "spirit_form"):
        if not isinstance(value, bool):
            raise WarFileError(f"{field} must be true or false", field=ruling.where("value"), value=value)
    elif field.startswith("stats."):
        key = field[len("stats."):]
        spec = ruleset.stat_spec(key)
        if spec is None:
            known = ", ".join(s.key for s in ruleset.stats)
            raise WarFileError(f"{ruleset.id} has no stat {key!r} (its stats: {known})", field=ruling.where("field"),
                               value=field)
        if not isinstance(value, str):
            raise WarFileError("a rank is text, such as \"B+\"", field=ruling.where("value"), value=value)
        try:
            ruleset.parse_stat(key, value, owner=ch.id)
            parse_rank(value, DEFAULT_POLICY, field=field, owner=ch.id)  # and a war file can hold it
        except RankError as exc:
            raise WarFileError(f"{exc.reason} ({spec.policy.describe()})",
                               field=ruling.where("value"), value=value) from exc
    else:
        raise WarFileError(f"unknown field; a ruling sets {', '.join(FIELDS)}, points.<pool> or stats.<stat>",
                           field=ruling.where("field"), value=field)


def _finite_number(value: Any) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int too large for a float
        return False


def _check_pool(ruleset: Ruleset, ch: Character, ruling: Ruling) -> None:
    """points.<KEY>: a pool the character has, or one the ruleset's sheets hold besides health and mana."""
    key = ruling.field[len("points."):]
    pools = [p.key for p in ruleset.pools if p.key not in ("health", "mana")]
    if key in ch.points or key in pools:
        return
    have = sorted(set(ch.points) | set(pools))
    raise WarFileError(f"{ch.name} has no pool {key!r}" + (f" (pools: {', '.join(have)})" if have else ""),
                       field=ruling.where("field"), value=ruling.field)


def apply_rulings(ctx: TurnContext, rulings: list[Ruling]) -> None:
    """Apply checked rulings in their order, in the ``gm-rulings`` phase, one ``ruling`` event each;
    then what the war's bookkeeping derives from the new values (see the module's docstring).

    Each is checked again against the war as the turn left it: a character who died this turn, or
    was ruled dead by an earlier ruling, takes only a ruling that brings them back."""
    if not rulings:
        return
    ctx.phase = PHASE
    ctx.emit(EventKind.PHASE, [], PHASE.name, RULE, phase_order=PHASE.order, activities=[])
    ruled_dead: set[str] = set()
    for ruling in rulings:
        ch = ctx.war.characters.get(ruling.character)
        when = ""
        if ch is not None and not ch.alive:
            when = " (ruled dead by an earlier ruling)" if ch.id in ruled_dead else " (died during this turn)"
        check_ruling(ctx.war, ctx.ruleset, ruling, when)
        ch = ctx.char(ruling.character)
        before = _read(ch, ruling.field)
        _write(ctx.ruleset, ch, ruling)
        after = _read(ch, ruling.field)
        explain = Message("GM ruling: {subject} {before} → {after}{reason}", subject=_subject(ch, ruling.field),
                          before=_shown(ctx, ruling.field, before), after=_shown(ctx, ruling.field, after),
                          reason=Message(" (reason: {reason})", reason=ruling.reason) if ruling.reason else "")
        event = ctx.emit(EventKind.RULING, [ch.id], explain, RULE)
        event.data = {"ruling": ruling.id, "field": ruling.field, "before": before, "after": after,
                      "reason": ruling.reason, "state": event.data["state"]}
        if ruling.field == "alive" and before and not after:
            ruled_dead.add(ch.id)
            _death_follows(ctx, ch)
    _battles_follow(ctx, {r.character for r in rulings})
    _war_end_follows(ctx)
    ctx.phase = None


def _death_follows(ctx: TurnContext, dead: Character) -> None:
    """A character ruled dead dies as the rules say a death goes: the ruleset's after-death changes
    (nobody killed them), as when the engine kills (:func:`gmdesk.engine.combat.changes.apply`)."""
    for change in ctx.ruleset.after_death(dead, None, ctx.war):
        changes.apply(ctx, change)


def _battles_follow(ctx: TurnContext, ruled: set[str]) -> None:
    """A battle holds living fighters at its place (as the engine keeps it after every movement and at
    the end of the turn): a ruled character dead or elsewhere leaves it, and a battle that loses
    someone so and has no two hostile fighters left is over. Battles no ruling touched stay as they are."""
    kept = []
    for battle in ctx.war.battles:
        left = False
        for cid in list(battle.participants):
            ch = ctx.war.characters.get(cid)
            if cid not in ruled or ch is None or (ch.alive and ch.location == battle.location):
                continue
            battle.participants.remove(cid)
            ctx.engaged.discard(cid)
            left = True
            why = (Message("the GM ruled them dead") if not ch.alive
                   else Message("the GM's ruling puts them at {place}", place=ctx.place(ch.location)))
            ctx.emit(EventKind.LEAVE_BATTLE, [cid],
                     Message("{name} leaves the battle at {place}: {why}", name=ctx.name(cid),
                             place=ctx.place(battle.location), why=why), RULE, battle=battle.id)
        fighters = [ctx.war.characters[c] for c in battle.participants if c in ctx.war.characters]
        if not left or any(hostile(a, b) for a in fighters for b in fighters if a is not b):
            kept.append(battle)
        else:
            ctx.emit(EventKind.BATTLE_END, list(battle.participants),
                     Message("the battle at {place} is over: no hostile fighters are left there",
                             place=ctx.place(battle.location)), RULE, battle=battle.id)
    ctx.war.battles[:] = kept


def _war_end_follows(ctx: TurnContext) -> None:
    """The war-end check of the end of the turn, again on the war as the rulings left it."""
    result = ctx.ruleset.war_result(ctx.war)
    if result and ctx.war.extra.get("result") != result:
        ctx.war.extra["result"] = result
        ctx.emit(EventKind.WAR_END, [], result, ctx.ruleset.combat_rule or RULE)


def _read(ch: Character, field: str) -> Any:
    if field.startswith("points."):
        return ch.points.get(field[len("points."):])
    if field.startswith("stats."):
        rank = ch.stats.get(field[len("stats."):])
        return None if rank is None else str(rank)
    return getattr(ch, field)


def _write(ruleset: Ruleset, ch: Character, ruling: Ruling) -> None:
    field, value = ruling.field, ruling.value
    if field.startswith("points."):
        ch.points[field[len("points."):]] = value
    elif field.startswith("stats."):
        key = field[len("stats."):]
        ch.stats[key] = ruleset.parse_stat(key, value, owner=ch.id)
    else:
        setattr(ch, field, value)


def _subject(ch: Character, field: str) -> str:
    """``Saber's health``, ``Saber's AGI``; ``Saber:`` for alive (its values read alive/dead)."""
    if field == "alive":
        return Message("{name}:", name=ch.name)
    if field.startswith("stats.") or field.startswith("points."):
        return Message("{name}'s {field}", name=ch.name, field=field.split(".", 1)[1])
    return Message("{name}'s {field}", name=ch.name, field=_LABELS.get(field, field))


def _shown(ctx: TurnContext, field: str, value: Any) -> str:
    if value is None:
        return Message("none")
    if field == "location":
        return ctx.place(value)
    if field == "alive":
        return Message("alive") if value else Message("dead")
    if isinstance(value, bool):
        return Message("yes") if value else Message("no")
    if isinstance(value, (int, float)):
        return fmt(value)
    return str(value)
