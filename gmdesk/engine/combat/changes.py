"""Applying the state changes a ruleset asks for, each recorded as an event.

Rulesets return :class:`~gmdesk.rulesets.combat.Change` lists; this module is the only place that
writes them into the war, keeps pools within their maxima and notices deaths. :data:`APPLIERS` holds
one small function per :class:`~gmdesk.model.vocabulary.ChangeKind`: it is the list of what can change.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable, Iterable

from gmdesk.engine.combat import told
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.events import Event
from gmdesk.engine.knowledge import learn
from gmdesk.errors import RulesetError
from gmdesk.messages import Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import parse_rank
from gmdesk.model.vocabulary import ChangeKind, EventKind, point_what
from gmdesk.model.war import Battle
from gmdesk.rulesets.combat import Change

Data = dict[str, Any]
Applier = Callable[[TurnContext, Change, EventKind | None], "Data | None"]
"""Writes one change into the war; returns the data of the event to record, or None when it recorded
its own (an applier whose event text or kind depends on what happened)."""


def round10(value: float) -> float:
    """``round(value, 10)``, the rounding of every pool written, with a whole number returned as it is: ``round``
    with digits goes through the number's decimal text (~0.4 µs a call), and gives a whole float back unchanged
    (its text is exact). Most hits and costs are whole numbers."""
    if type(value) is float and value.is_integer():
        return value
    return round(value, 10)


def pool_max(ctx: TurnContext, ch: Character, pool: str) -> float | None:
    """The character's maximum for ``health``/``mana``: its sheet, else the ruleset's for its kind."""
    declared: float | None = getattr(ch, f"{pool}_max", None)
    return declared if declared is not None else ctx.ruleset.pool_maximum(pool, ch.kind)


def new_effect_id(ctx: TurnContext) -> str:
    state = combat_of(ctx)
    state.effect_seq += 1
    return f"t{ctx.turn}.{state.effect_seq}"


def apply(ctx: TurnContext, change: Change, kind: EventKind | None = None) -> None:
    """Write one change into the war and emit its event (``kind`` overrides the change's own)."""
    ctx.writes += 1  # (TurnContext.writes)
    state = ctx.combat
    if state is not None:
        state.touched.add(change.target)  # (see settle_deaths)
    applier = APPLIERS.get(change.what)
    if applier is None:
        raise _unknown(ctx, change)
    data = applier(ctx, change, kind)
    if data is not None:
        actors = [change.target] if change.target in ctx.war.characters else []
        explain = change.explain if change.what not in told.COUNTED else told.counted(change.what, change.explain, data)
        ctx.emit(kind or change.kind, actors, explain, change.rule, **data)


def write(ctx: TurnContext, change: Change) -> None:
    """Write one change into the war without an event: the engine's own bookkeeping (who was hit
    this turn, where a fugitive lands), or a move the event of its activity already tells."""
    ctx.writes += 1  # (TurnContext.writes)
    state = ctx.combat
    if state is not None:
        state.touched.add(change.target)  # (see settle_deaths)
    what = change.what
    if what in RECORDING_ITSELF:
        raise RulesetError(f"a {what} change always records its event")
    applier = APPLIERS.get(what)
    if applier is None:
        raise _unknown(ctx, change)
    applier(ctx, change, None)


def set_flag(ctx: TurnContext, cid: str, flag: Flag, value: Any, why: str) -> None:
    """Set one of the engine's own flags on a character (None removes it), without an event: the flag
    applier's own write, without a Change to carry it (the engine does this for every attack)."""
    ctx.writes += 1  # (TurnContext.writes)
    state = ctx.combat
    if state is not None:
        state.touched.add(cid)  # (see settle_deaths)
    flags = ctx.war.characters[cid].flags  # (_write_flag, without its call: the engine sets flags every attack)
    if value is None:
        flags.pop(flag, None)
    else:
        flags[flag] = value


def put(ctx: TurnContext, cid: str, location: str | None, why: str) -> None:
    """Put a character at ``location`` without an event: the event of its activity tells the move."""
    write(ctx, Change(cid, ChangeKind.MOVE, why, value=location))


def _unknown(ctx: TurnContext, change: Change) -> RulesetError:
    return RulesetError(f"unknown change {change.what!r} from {ctx.ruleset.id}")


def apply_all(ctx: TurnContext, changes: Iterable[Change], kind: EventKind | None = None) -> None:
    """Apply the changes in order (:func:`apply`), then settle deaths.

    A points change right after another one (the economy's CP of every Master at the end of the Turn) tells ``emit``
    that the previous event is settled (``previous_settled``): that event was the previous points change's, emitted
    as its last step; nothing runs between the two but this change's write, into the one character its own event
    names. (Checked by tests/engine/test_settled_emit.py.)"""
    shown: Event | None = None  # the previous change's event, when it was a points change's
    events = ctx.events
    for change in changes:
        if change.what is _POINT:
            ctx.writes += 1  # (apply's bookkeeping, then its applier: TurnContext.writes, settle_deaths)
            state = ctx.combat
            if state is not None:
                state.touched.add(change.target)
            _point(ctx, change, kind, shown is not None and events[-1] is shown)
            shown = events[-1]
        else:
            apply(ctx, change, kind)
            shown = None
    settle_deaths(ctx)


# -- helpers the appliers share -------------------------------------------------------------------
def _who(ctx: TurnContext, change: Change) -> Character:
    return ctx.war.characters[change.target]


def _data(change: Change, **more: Any) -> Data:
    return {"what": change.what, "target": change.target, **more}


def _then(ctx: TurnContext, spec: dict[str, Any], choice: str) -> None:
    for follow in spec["then"].get(choice, []):
        apply(ctx, follow)


# -- pools ----------------------------------------------------------------------------------------------
def _pool(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Health or mana: ``amount`` added, capped at the maximum unless ``uncapped``; a loss of health is a hit."""
    ch = _who(ctx, change)
    what = change.what
    before = getattr(ch, what) or 0.0
    after = before + (change.amount or 0.0)
    cap = pool_max(ctx, ch, what)
    capped = None  # (the maximum, when the pool stops at it)
    if cap is not None and after > cap and not change.uncapped:
        after = capped = cap
    setattr(ch, what, round10(after))
    data = _data(change, before=before, after=getattr(ch, what), amount=change.amount)
    consumed = change.value if (kind or change.kind) == EventKind.CONSUME else None
    if isinstance(consumed, str) and consumed in ctx.war.characters:
        data["targets"] = [consumed]  # whom it consumed (a defeated Master, skirmish 002:L22); none: a civilian
    if what == ChangeKind.HEALTH and after < before:
        source = change.value if isinstance(change.value, str) and change.value in ctx.war.characters else ""
        combat_of(ctx).facts.hits.append((source, ch.id, before - after))
        ch.flags[Flag.LAST_HIT_TURN] = ctx.turn
    shown = change.explain if not change.amount and before == getattr(ch, what) else \
        told.pool_after(change.explain, what, before, getattr(ch, what), capped)
    ctx.emit(kind or change.kind, [ch.id], shown, change.rule, **data)
    return None


def _point(ctx: TurnContext, change: Change, kind: EventKind | None, settled: bool = False) -> Data | None:
    """A points pool (``CP``…): ``amount`` added, else set to ``value``. (``settled``: see :func:`apply_all`; the
    event is this function's last step, and it writes only the character the event names.)"""
    ch = ctx.war.characters[change.target]  # (_who, without its call: asked for every points change)
    key = change.pool
    before = ch.points.get(key, 0.0)
    after = round10(before + change.amount) if change.amount is not None else change.value
    ch.points[key] = after
    ctx.emit(kind or change.kind, [ch.id], told.point_after(change.explain, key, before, after), change.rule,
             previous_settled=settled, what=point_what(key), target=change.target, pool=key, before=before, after=after)  # (no dict unpacked)
    return None


def _command_spells(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Command Spells: ``amount`` added."""
    before, after = add_command_spells(ctx, _who(ctx, change), int(change.amount or 0), counted=True)
    return _data(change, before=before, after=after)


def add_command_spells(ctx: TurnContext, ch: Character, amount: int, counted: bool = False) -> tuple[int, int]:
    """What a ``COMMAND_SPELLS`` change writes (see :func:`_command_spells`), for the engine's own spending of one
    (``spells.cast``), which tells it in its own event: no Change is made only to be taken apart again. Returns the
    count before and after. ``counted``: the write is counted already (by :func:`apply`)."""
    if not counted:
        ctx.writes += 1  # (TurnContext.writes)
        state = ctx.combat
        if state is not None:
            state.touched.add(ch.id)  # (see settle_deaths)
    before = ch.command_spells or 0
    ch.command_spells = before + amount
    return before, ch.command_spells


# -- effects, flags, stats, items -----------------------------------------------------------------------
def _effect_add(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """An effect dict added to the statuses, given an id and the turn it started unless it has them."""
    effect = dict(change.value)
    effect.setdefault("id", new_effect_id(ctx))
    effect.setdefault("since", ctx.turn)
    _who(ctx, change).statuses.append(effect)
    return _data(change, effect=effect)


def _effect_remove(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The effects whose id or name is ``value`` removed."""
    ch = _who(ctx, change)
    ch.statuses[:] = [e for e in ch.statuses if e.get("id") != change.value and e.get("name") != change.value]
    return _data(change, effect=change.value)


def _effect_update(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The effect with ``value["id"]`` updated with the rest of ``value``."""
    for effect in _who(ctx, change).statuses:
        if effect.get("id") == change.value["id"]:
            effect.update({k: v for k, v in change.value.items() if k != "id"})
    return _data(change, effect=change.value)


def _hit(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """A hit lands (the damage step has worked out the health after it, ``amount``): the attacker
    ``value`` and the turn are remembered on both sides (ap-sp 000:L479 "using or being affected by") and
    the loss is counted in the turn's facts (regeneration, CP)."""
    assert change.amount is not None, "a hit says the health after it"
    before = land_hit(ctx, _who(ctx, change), change.amount, change.value)
    return _data(change, before=before, after=change.amount, attacker=change.value)


_LAST_HIT_BY, _LAST_HIT_TURN = Flag.LAST_HIT_BY, Flag.LAST_HIT_TURN
_POINT = ChangeKind.POINT
"""The flags every hit writes, read from their enum once (on Python 3.11 each attribute read of an enum class goes
through the slot of ``EnumType.__getattr__``, ~70 ns)."""


def land_hit(ctx: TurnContext, target: Character, after: float, attacker: str) -> float:
    """What a ``HIT`` change writes (see :func:`_hit`), for the engine's own damage step, which records the
    hit in its own damage event: no Change is made only to be taken apart again. Returns the health before."""
    ctx.writes += 1  # (TurnContext.writes)
    before = target.health or 0.0
    turn = ctx.war.turn
    target.health = after
    flags = target.flags
    flags[_LAST_HIT_BY] = attacker
    flags[_LAST_HIT_TURN] = turn
    ctx.war.characters[attacker].flags[_LAST_HIT_TURN] = turn
    state = ctx.combat or combat_of(ctx)
    state.facts.hits.append((attacker, target.id, before - after))
    state.touched.update((target.id, attacker))  # (see settle_deaths)
    return before


def pay_pool(ctx: TurnContext, ch: Character, pool: str, amount: float) -> tuple[float, float]:
    """What a ``PAY`` change writes (see :func:`_pay`), for the engine's own paying of a cost (``budgets.pay``),
    which tells the payment in its action's event: no Change is made, written without its event and its data
    thrown away. Returns the pool before and after."""
    ctx.writes += 1  # (TurnContext.writes)
    state = ctx.combat
    if state is not None:
        state.touched.add(ch.id)  # (see settle_deaths)
    before = getattr(ch, pool) or 0.0
    after = round10(before - amount)
    setattr(ch, pool, after)
    return before, after


def _pay(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """A cost paid from a pool (``value``: ``health`` or ``mana``): ``amount`` taken, not capped, not a hit."""
    ch = ctx.war.characters[change.target]  # (_who, without its call: asked for every cost paid)
    pool = str(change.value)
    before = getattr(ch, pool) or 0.0
    setattr(ch, pool, round10(before - (change.amount or 0.0)))
    return _data(change, pool=pool, before=before, after=getattr(ch, pool))


def _flag(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """A character flag set to ``value[1]``; None removes it."""
    key, value = change.value
    _write_flag(_who(ctx, change), key, value)
    return _data(change, flag=key, value=value)


def _write_flag(ch: Character, key: str, value: Any) -> None:
    if value is None:
        ch.flags.pop(key, None)
    else:
        ch.flags[key] = value


def _stat(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """A stat set to the rank ``value[1]`` names."""
    ch = _who(ctx, change)
    stat, text = change.value
    ch.stats[stat] = parse_rank(text, field=f"stats.{stat}", owner=ch.id)
    return _data(change, stat=stat, value=text)


def _spirit_form(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Spirit form entered (``value`` true) or left."""
    ch = _who(ctx, change)
    ch.spirit_form = bool(change.value)
    return _data(change, value=ch.spirit_form)


def _item_add(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """An item dict added."""
    _who(ctx, change).items.append(dict(change.value))
    return _data(change, item=change.value)


def _item_remove(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The first item named ``value`` removed."""
    items = _who(ctx, change).items
    for i, item in enumerate(items):
        if item.get("name") == change.value:
            del items[i]
            break
    return _data(change, item=change.value)


# -- where a character is, whom it serves ------------------------------------------------------------
def _move(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The character put at the location ``value``."""
    ch = _who(ctx, change)
    data = _data(change, **{"from": ch.location, "to": change.value})
    ch.location = change.value
    return data


def _leave_battle(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The character leaves its battle and is no longer engaged."""
    data = _data(change)
    for battle in ctx.war.battles:
        if change.target in battle.participants:
            battle.participants.remove(change.target)
            data.update(battle=battle.id)
    ctx.engaged.discard(change.target)
    return data


def _join_battle(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The character joins the battle at its location (started if none) with the hostiles there."""
    ch = _who(ctx, change)
    location = ch.location
    if location is None:
        raise RulesetError(f"{ch.id} cannot join a battle: it is nowhere")
    battle = ctx.battle_at(location)
    if battle is None:
        battle = Battle(id=f"b{ctx.turn}-{location}", location=location, participants=[], turns=0)
        ctx.war.battles.append(battle)
    hostiles = [c.id for c in ctx.war.at(location) if c.alive and hostile(ch, c)]
    for cid in [ch.id] + hostiles:
        if cid not in battle.participants:
            battle.participants.append(cid)
        ctx.engaged.add(cid)
    return _data(change, battle=battle.id)


def _master(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The character's master set to ``value`` (None: masterless)."""
    ch = _who(ctx, change)
    data = _data(change, before=ch.master, after=change.value)
    ch.master = change.value
    return data


def _team(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The character's team set to ``value``."""
    ch = _who(ctx, change)
    data = _data(change, before=ch.team, after=change.value)
    ch.team = change.value
    return data


def _kill(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """The character dies (``value`` is the killer); the ruleset's consequences of the death follow."""
    ch = _who(ctx, change)
    if not ch.alive:
        return None
    ch.alive = False
    combat_of(ctx).facts.deaths.append((ch.id, change.value))
    shown = kind or (change.kind if change.kind != EventKind.EFFECT else EventKind.DEATH)
    ctx.emit(shown, [ch.id], change.explain, change.rule, **_data(change, killer=change.value))
    killer = ctx.war.characters.get(change.value) if isinstance(change.value, str) else None
    for follow in ctx.ruleset.after_death(ch, killer, ctx.war):
        apply(ctx, follow)
    return None


# -- the turn's bookkeeping and the war ------------------------------------------------------------
def _spend(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """From the turn's budget: ``amount`` of the resource ``value`` (an SP upkeep), else the action ``value``."""
    data = _data(change)
    budget = combat_of(ctx).budgets.get(change.target)
    if budget is not None and change.amount:
        before = budget.resources.get(change.value, 0.0)
        budget.resources[change.value] = before - change.amount
        budget.spent[change.value] = budget.spent.get(change.value, 0.0) + change.amount
        data.update(resource=change.value, before=before, after=budget.resources[change.value])
    elif budget is not None:
        budget.actions.discard(change.value)
        budget.used_actions.append(change.value)
        data.update(action=change.value)
    return data


def _knowledge(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """A team (``value[0]``) learns a fact (``value[1]``)."""
    team, fact = change.value
    learn(ctx, team, **fact)
    return _data(change, team=team, fact=fact)


def _home_base(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """A location (``value[0]``) becomes the home base of ``value[1]`` (None: nobody's)."""
    loc, owner = change.value
    ctx.war.map.locations[loc].home_base = owner
    return _data(change, location=loc, owner=owner)


def _war(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """An entry of the war's extra data set (``value`` = (key, value)); None removes it."""
    key, value = change.value
    if value is None:
        ctx.war.extra.pop(key, None)
    else:
        ctx.war.extra[key] = value
    return _data(change, key=key, value=value)


def _note(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Nothing changes: an event with ``value`` as its data (a consumed skill is remembered)."""
    data = _data(change, **(change.value or {}))
    if isinstance(change.value, dict) and change.value.get("consumed"):
        combat_of(ctx).facts.consumed.append((change.target, change.value["consumed"]))
    return data


def _decision(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Ask the question ``value`` describes, then apply the chosen branch."""
    spec = change.value
    choice = ctx.decide(spec["id"], spec["question"], list(spec["options"]), asks=spec.get("asks", "gm"),
                        rule=change.rule, labels=spec.get("labels"))
    _then(ctx, spec, choice)
    return None


def _pick(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Draw one of ``value``'s options with the seeded generator, then apply the drawn branch."""
    spec = change.value
    choice = ctx.rng.pick(list(spec["options"]))
    ctx.emit(kind or EventKind.PICK, [change.target] if change.target in ctx.war.characters else [],
             Message("{how}: seeded draw → {choice}", how=change.explain, choice=choice), change.rule, pick=spec["id"], choice=choice)
    _then(ctx, spec, choice)
    return None


_RECORDED = {"attack": "{name}: {pool} = {value} (attack of the check)",
             "defence": "{name}: {pool} = {value} (defence of the check)",
             "margin": "{name}: {pool} = {value} (margin of the check)",
             "attack-min": "{name}: {pool} = {value} (attack-min of the check)"}


def _check(ctx: TurnContext, change: Change, kind: EventKind | None) -> Data | None:
    """Roll the dice-pool check ``value["contest"]`` (the checker ``change.target`` against
    ``value["against"]`` or a target number in the defence modifier), a tie rolled again while
    ``value["ties"]`` is ``reroll``; record the totals ``value["record"]`` asks for (``(character, points
    pool, "attack" | "defence" | "margin" | "attack-min")``; ``attack-min`` keeps the lower of the pool and the
    attack's total), then apply the branch ``value["then"]`` names ``win``,
    ``lose`` or ``tie`` (a tie without its own branch is lost)."""
    from gmdesk.engine.combat import contest as rolling  # contest applies changes through this module

    spec = change.value
    actor = _who(ctx, change)
    against = ctx.war.characters.get(spec.get("against") or "") or actor
    result = rolling.roll(ctx, actor, against, change.explain, spec["contest"])
    again = 0
    while result.margin == 0 and spec.get("ties") == "reroll" and again < TIE_REROLLS:
        again += 1
        result = rolling.roll(ctx, actor, against, Message("{how} (tie: rolled again, {again})", how=change.explain, again=again), spec["contest"])
    outcome = "win" if result.margin > 0 else "lose" if result.margin < 0 else "tie"
    for cid, pool, which in spec.get("record", ()):
        value = {"attack": result.attack_total, "defence": result.defence_total, "margin": result.margin,
                 "attack-min": result.attack_total}[which]
        before = ctx.war.characters[cid].points.get(pool)
        if which == "attack-min" and before is not None and before <= value:
            continue  # the lower achievement stands (roll-dice 004:L449)
        apply(ctx, Change.point(cid, pool, Message(_RECORDED[which], name=ctx.name(cid), pool=Message(pool), value=value),
                                change.rule, value=value, kind=kind or change.kind))
    branch = spec["then"].get(outcome)
    if branch is None and outcome == "tie":
        branch = spec["then"].get("lose", [])
    for follow in branch or []:
        apply(ctx, follow)
    return None


TIE_REROLLS = 20
"""A check whose ties are rolled again "until one side wins" stops after this many ties (then it is a tie)."""


APPLIERS: dict[ChangeKind, Applier] = {
    ChangeKind.HEALTH: _pool,
    ChangeKind.MANA: _pool,
    ChangeKind.HIT: _hit,
    ChangeKind.PAY: _pay,
    ChangeKind.POINT: _point,
    ChangeKind.COMMAND_SPELLS: _command_spells,
    ChangeKind.EFFECT_ADD: _effect_add,
    ChangeKind.EFFECT_REMOVE: _effect_remove,
    ChangeKind.EFFECT_UPDATE: _effect_update,
    ChangeKind.FLAG: _flag,
    ChangeKind.STAT: _stat,
    ChangeKind.SPIRIT_FORM: _spirit_form,
    ChangeKind.ITEM_ADD: _item_add,
    ChangeKind.ITEM_REMOVE: _item_remove,
    ChangeKind.MOVE: _move,
    ChangeKind.LEAVE_BATTLE: _leave_battle,
    ChangeKind.JOIN_BATTLE: _join_battle,
    ChangeKind.MASTER: _master,
    ChangeKind.TEAM: _team,
    ChangeKind.KILL: _kill,
    ChangeKind.SPEND: _spend,
    ChangeKind.KNOWLEDGE: _knowledge,
    ChangeKind.HOME_BASE: _home_base,
    ChangeKind.WAR: _war,
    ChangeKind.NOTE: _note,
    ChangeKind.DECISION: _decision,
    ChangeKind.PICK: _pick,
    ChangeKind.CHECK: _check,
}
"""What can change, and the function that writes each kind of change into the war."""

RECORDING_ITSELF = frozenset({ChangeKind.HEALTH, ChangeKind.MANA, ChangeKind.POINT, ChangeKind.KILL,
                              ChangeKind.DECISION, ChangeKind.PICK, ChangeKind.CHECK})
"""Kinds whose appliers record their own event (its text or kind depends on what happened)."""


_ID = attrgetter("id")


def settle_deaths(ctx: TurnContext, killers: dict[str, str] | None = None) -> list[str]:
    """Everyone the ruleset now counts as dead dies, in id order; returns who died.

    Once deaths were settled with the turn's combat state, only the characters written since
    (``CombatState.touched``) are asked whether anyone died: ``Ruleset.death_reason`` is a query of the
    character's own record (every ruleset's reads its health, mana, kind, life and flags), and during a turn
    those are written only through this module (each writer notes its characters; ``act`` notes the attack
    flags it sets itself), so a character asked after the last settle, and not written since, gives the same
    answer: alive. Most often nobody died: no sorting of everyone, and a handful of questions, not one for
    each character. Until the first settle with the state (or without one), everyone is asked."""
    war = ctx.war
    death_reason = ctx.ruleset.death_reason
    state = ctx.combat
    if state is not None and state.settled:
        touched, state.touched = state.touched, set()  # (writes from here on count for the next settle)
        characters = war.characters
        for cid in touched:
            ch = characters.get(cid)
            if ch is not None and ch.alive and death_reason(ch, war) is not None:
                break
        else:
            return []
    else:
        if state is not None:
            state.settled, state.touched = True, set()
        if not ctx.ruleset.anyone_dead(war):  # most often nobody dies: found without sorting everyone
            return []
    died = []
    for ch in sorted(war.characters.values(), key=_ID):
        if not ch.alive:
            continue
        reason = death_reason(ch, war)
        if reason is None:
            continue
        killer = (killers or {}).get(ch.id) or ch.flags.get(Flag.LAST_HIT_BY)
        ch.alive = False
        combat_of(ctx).facts.deaths.append((ch.id, killer))
        died.append(ch.id)
        by = Message(" (last hit by {name})", name=ctx.name(killer)) if killer in ctx.war.characters else ""
        ctx.emit(EventKind.DEATH, [ch.id] + ([killer] if killer in ctx.war.characters else []),
                 Message("{name} dies: {reason}{by}", name=ch.name, reason=reason, by=by), ctx.ruleset.combat_rule,
                 killer=killer)
        killer_ch = ctx.war.characters.get(killer) if killer else None
        for change in ctx.ruleset.after_death(ch, killer_ch, ctx.war):
            apply(ctx, change)
    if died:
        settle_deaths(ctx)
    return died
