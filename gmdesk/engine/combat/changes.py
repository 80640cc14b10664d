"""Applying the state changes a ruleset asks for, each recorded as an event.

Rulesets return :class:`~gmdesk.rulesets.combat.Change` lists; this module is the only place that
writes them into the war, keeps pools within their maxima and notices deaths.
"""

from __future__ import annotations

from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.knowledge import learn
from gmdesk.model.character import Character
from gmdesk.model.ranks import parse_rank
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.combat import Change


def pool_max(ctx, ch: Character, pool: str) -> float | None:
    """The character's maximum for ``health``/``mana``: its sheet, else the ruleset's for its kind."""
    declared = getattr(ch, f"{pool}_max", None)
    return declared if declared is not None else ctx.ruleset.pool_maximum(pool, ch.kind)


def new_effect_id(ctx) -> str:
    state = combat_of(ctx)
    state.effect_seq += 1
    return f"t{ctx.turn}.{state.effect_seq}"


def apply(ctx, change: Change, kind: str | None = None) -> None:
    """Write one change into the war and emit its event."""
    ch = ctx.war.characters.get(change.target)
    what = change.what
    data: dict = {"what": what, "target": change.target}
    if what in ("health", "mana"):
        before = getattr(ch, what) or 0.0
        after = before + (change.amount or 0.0)
        cap = pool_max(ctx, ch, what)
        note = ""
        if cap is not None and after > cap and not change.uncapped:
            after = cap
            note = f" (capped at the maximum {fmt(cap)})"
        setattr(ch, what, round(after, 10))
        data.update(before=before, after=getattr(ch, what), amount=change.amount)
        if what == "health" and after < before:
            source = change.value if isinstance(change.value, str) and change.value in ctx.war.characters else ""
            combat_of(ctx).facts.hits.append((source, ch.id, before - after))
            ch.flags["last_hit_turn"] = ctx.turn
        shown = change.explain if not change.amount and before == getattr(ch, what) else \
            f"{change.explain}: {what} {fmt(before)} → {fmt(getattr(ch, what))}{note}"
        ctx.emit(kind or change.kind, [ch.id], shown, change.rule, **data)
        return
    if what.startswith("point:"):
        key = what.split(":", 1)[1]
        before = ch.points.get(key, 0.0)
        after = round(before + change.amount, 10) if change.amount is not None else change.value
        ch.points[key] = after
        data.update(pool=key, before=before, after=after)
        ctx.emit(kind or change.kind, [ch.id], f"{change.explain}: {key} {fmt(before)} → {fmt(after)}", change.rule, **data)
        return
    if what == "effect+":
        effect = dict(change.value)
        effect.setdefault("id", new_effect_id(ctx))
        effect.setdefault("since", ctx.turn)
        ch.statuses.append(effect)
        data.update(effect=effect)
    elif what == "effect-":
        ch.statuses[:] = [e for e in ch.statuses if e.get("id") != change.value and e.get("name") != change.value]
        data.update(effect=change.value)
    elif what == "effect~":
        for effect in ch.statuses:
            if effect.get("id") == change.value["id"]:
                effect.update({k: v for k, v in change.value.items() if k != "id"})
        data.update(effect=change.value)
    elif what == "flag":
        key, value = change.value
        if value is None:
            ch.flags.pop(key, None)
        else:
            ch.flags[key] = value
        data.update(flag=key, value=value)
    elif what == "stat":
        stat, text = change.value
        ch.stats[stat] = parse_rank(text, field=f"stats.{stat}", owner=ch.id)
        data.update(stat=stat, value=text)
    elif what == "spirit-form":
        ch.spirit_form = bool(change.value)
        data.update(value=ch.spirit_form)
    elif what == "move":
        data.update(**{"from": ch.location, "to": change.value})
        ch.location = change.value
    elif what == "kill":
        data.update(killer=change.value)
        if ch.alive:
            ch.alive = False
            combat_of(ctx).facts.deaths.append((ch.id, change.value))
            ctx.emit(kind or (change.kind if change.kind != "effect" else "death"), [ch.id], change.explain,
                     change.rule, **data)
            killer = ctx.war.characters.get(change.value) if isinstance(change.value, str) else None
            for follow in ctx.ruleset.after_death(ch, killer, ctx.war):
                apply(ctx, follow)
        return
    elif what == "item+":
        ch.items.append(dict(change.value))
        data.update(item=change.value)
    elif what == "item-":
        for i, item in enumerate(ch.items):
            if item.get("name") == change.value:
                del ch.items[i]
                break
        data.update(item=change.value)
    elif what == "note":
        data.update(**(change.value or {}))
        if isinstance(change.value, dict) and change.value.get("consumed"):
            combat_of(ctx).facts.consumed.append((change.target, change.value["consumed"]))
    elif what == "decision":
        spec = change.value
        choice = ctx.decide(spec["id"], spec["question"], list(spec["options"]), asks=spec.get("asks", "gm"),
                            rule=change.rule)
        for follow in spec["then"].get(choice, []):
            apply(ctx, follow)
        return
    elif what == "pick":
        spec = change.value
        choice = ctx.rng.pick(list(spec["options"]))
        ctx.emit(kind or "pick", [change.target] if change.target in ctx.war.characters else [],
                 f"{change.explain}: seeded draw → {choice}", change.rule, pick=spec["id"], choice=choice)
        for follow in spec["then"].get(choice, []):
            apply(ctx, follow)
        return
    elif what == "leave-battle":
        for battle in ctx.war.battles:
            if ch.id in battle.participants:
                battle.participants.remove(ch.id)
                data.update(battle=battle.id)
        ctx.engaged.discard(ch.id)
    elif what == "join-battle":
        from gmdesk.model.war import Battle

        battle = ctx.battle_at(ch.location)
        if battle is None:
            battle = Battle(id=f"b{ctx.turn}-{ch.location}", location=ch.location, participants=[], turns=0)
            ctx.war.battles.append(battle)
        hostiles = [c.id for c in ctx.war.at(ch.location) if c.alive and ctx.hostile(ch, c)]
        for cid in [ch.id] + hostiles:
            if cid not in battle.participants:
                battle.participants.append(cid)
            ctx.engaged.add(cid)
        data.update(battle=battle.id)
    elif what == "spend":
        budget = combat_of(ctx).budgets.get(change.target)
        if budget is not None and change.amount:  # a resource of the turn's budget (an AP or SP upkeep)
            before = budget.resources.get(change.value, 0.0)
            budget.resources[change.value] = before - change.amount
            budget.spent[change.value] = budget.spent.get(change.value, 0.0) + change.amount
            data.update(resource=change.value, before=before, after=budget.resources[change.value])
        elif budget is not None:
            budget.actions.discard(change.value)
            budget.used_actions.append(change.value)
            data.update(action=change.value)
    elif what == "master":
        data.update(before=ch.master, after=change.value)
        ch.master = change.value
    elif what == "team":
        data.update(before=ch.team, after=change.value)
        ch.team = change.value
    elif what == "command-spells":
        before = ch.command_spells or 0
        ch.command_spells = before + int(change.amount or 0)
        data.update(before=before, after=ch.command_spells)
    elif what == "knowledge":
        team, fact = change.value
        learn(ctx, team, **fact)
        data.update(team=team, fact=fact)
    elif what == "home-base":
        loc, owner = change.value
        ctx.war.map.locations[loc].home_base = owner
        data.update(location=loc, owner=owner)
    elif what == "war":
        key, value = change.value
        if value is None:
            ctx.war.extra.pop(key, None)
        else:
            ctx.war.extra[key] = value
        data.update(key=key, value=value)
    else:
        raise ValueError(f"unknown change {what!r} from {ctx.ruleset.id}")
    actors = [change.target] if change.target in ctx.war.characters else []
    ctx.emit(kind or change.kind, actors, change.explain, change.rule, **data)


def apply_all(ctx, changes, kind: str | None = None) -> None:
    for change in changes:
        apply(ctx, change, kind)
    settle_deaths(ctx)


def settle_deaths(ctx, killers: dict[str, str] | None = None) -> list[str]:
    """Everyone the ruleset now counts as dead dies, in id order; returns who died."""
    died = []
    for ch in sorted(ctx.war.characters.values(), key=lambda c: c.id):
        if not ch.alive:
            continue
        reason = ctx.ruleset.death_reason(ch, ctx.war)
        if reason is None:
            continue
        killer = (killers or {}).get(ch.id) or ch.flags.get("last_hit_by")
        ch.alive = False
        combat_of(ctx).facts.deaths.append((ch.id, killer))
        died.append(ch.id)
        by = f" (last hit by {ctx.name(killer)})" if killer in ctx.war.characters else ""
        ctx.emit("death", [ch.id] + ([killer] if killer in ctx.war.characters else []),
                 f"{ch.name} dies: {reason}{by}", ctx.ruleset.combat_rule, killer=killer)
        killer_ch = ctx.war.characters.get(killer) if killer else None
        for change in ctx.ruleset.after_death(ch, killer_ch, ctx.war):
            apply(ctx, change)
    if died:
        settle_deaths(ctx)
    return died
