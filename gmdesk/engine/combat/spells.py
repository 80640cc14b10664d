"""Command Spells: the engine spends one and carries out its effect by the ruleset's description.

What each spell does to numbers (a boost, less damage taken) lives in the ruleset's formulas, which
read the effect left on the Servant; moves, spirit form and summons are done here, the same way
for every document.
"""

from __future__ import annotations

from typing import Any, Mapping

from gmdesk.engine.combat import changes, told
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.engine.order import Order
from gmdesk.messages import Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.model.war import Battle, War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.combat import Change, CommandSpell

EFFECTS_AS_STATUS = ("boost", "defend", "guard-servant", "obey", "pursue")


def find(ruleset: Ruleset, name: Any) -> CommandSpell | None:
    if not isinstance(name, str):
        return None
    if name in ruleset.command_spells:
        return ruleset.command_spells[name]
    folded = name.casefold().strip(' "!')
    for spell in ruleset.command_spells.values():
        if spell.words.casefold().strip(' "!') == folded:
            return spell
    return None


def problem(war: War, ruleset: Ruleset, caster: Character, raw: Mapping[str, Any]) -> str | None:
    """Why this Command Spell cannot be cast (checked before resolution and again when it happens)."""
    return _checked(war, ruleset, caster, raw)[0]


def _checked(war: War, ruleset: Ruleset, caster: Character,
             raw: Mapping[str, Any]) -> tuple[str | None, CommandSpell | None, Character | None]:
    """:func:`problem`, with the spell and the Servant it found (casting needs them once it may go ahead)."""
    if not caster.is_master():
        return f"{caster.id} is not a Master: only Masters hold Command Spells", None, None
    if not (caster.command_spells or 0) > 0:
        return f"{caster.id} has no Command Spells left", None, None
    spell = find(ruleset, raw.get("spell"))
    if spell is None:
        known = ", ".join(f"{k} ({s.words})" for k, s in ruleset.command_spells.items())
        return f"unknown Command Spell {raw.get('spell')!r} (known: {known})", None, None
    servant = _servant(war, caster, raw)
    if servant is None:
        return f"{raw.get('servant')!r} is not a Servant of {caster.id}", spell, None
    return _spell_problem(war, ruleset, caster, raw, spell, servant), spell, servant


def _spell_problem(war: War, ruleset: Ruleset, caster: Character, raw: Mapping[str, Any], spell: CommandSpell,
                   servant: Character) -> str | None:
    if not servant.alive:
        return f"{servant.id} is dead"
    if spell.same_area and servant.location != caster.location:
        return f"{spell.words} needs {servant.id} in {caster.id}'s location ({spell.rule})"
    for param in spell.params:
        if param not in raw:
            return f"{spell.words} needs `{param}` in the order"
        if isinstance(raw[param], str) and not raw[param].strip():
            return f"{spell.words} needs `{param}` in the order: it is empty ({spell.rule})"
    if spell.effect == "flee":
        to = raw.get("to")
        if not isinstance(to, str) or not war.map.has(to) or not war.map.adjacent(caster.location or "", to):
            return f"{spell.words}: {to!r} is not adjacent to {caster.location} ({spell.rule})"
    if spell.effect == "defend" and raw.get("target") not in war.characters:
        return f"{spell.words}: unknown target {raw.get('target')!r}"
    return ruleset.command_spell_problem(caster, spell, raw, war)


def _servant(war: War, caster: Character, raw: Mapping[str, Any]) -> Character | None:
    sid = raw.get("servant")
    if sid is None:
        own = [c for c in war.characters.values() if c.master == caster.id and c.is_servant()]
        return own[0] if len(own) == 1 else None
    servant = war.characters.get(sid)
    if servant is None or servant.master != caster.id:
        return None
    return servant


def cast(ctx: TurnContext, order: Order, raw: Mapping[str, Any]) -> None:
    caster = ctx.char(order.actor)
    why, spell, servant = _checked(ctx.war, ctx.ruleset, caster, raw)
    if why:
        ctx.emit(EventKind.CANCEL, [caster.id], Message("{name}'s Command Spell is not cast: {why}", name=caster.name, why=why),
                 ctx.ruleset.combat_rule,
                 order=order.index, reason="command-spell")
        return
    assert spell is not None and servant is not None  # _checked found both
    had = caster.command_spells or 0
    ctx.emit(EventKind.COMMAND_SPELL, [caster.id, servant.id],
             Message('{name} uses a Command Spell on {servant}: "{words}" — {description} ({had} − 1 = {left} left)',
                     name=caster.name, servant=servant.name, words=spell.words, description=spell.description,
                     had=had, left=had - 1), spell.rule, spell=spell.key, servant=servant.id)
    before, after = changes.add_command_spells(ctx, caster, -1)  # (a COMMAND_SPELLS change, without the Change)
    spent = told.command_spells_after(Message("{name} spends a Command Spell", name=caster.name), before, after)
    ctx.emit(EventKind.EFFECT, [caster.id], spent, spell.rule,
             what=ChangeKind.COMMAND_SPELLS, target=caster.id, before=before, after=after)
    if spell.effect in EFFECTS_AS_STATUS:
        _lasting(ctx, caster, servant, spell, raw)
    elif spell.effect == "flee" and spell.at_phase_end:
        ctx.emit(EventKind.NOTE, [caster.id, servant.id], Message('"{words}" takes effect at the end of this phase', words=spell.words),
                 spell.rule)
        combat_of(ctx).at_phase_end.append(lambda: _flee(ctx, caster, servant, spell, raw["to"]))
    elif spell.effect == "flee":
        _flee(ctx, caster, servant, spell, raw["to"])
    elif spell.effect == "summon":
        assert caster.location is not None  # alive, so it stands somewhere (War.problems)
        _leave_battle(ctx, servant.id, spell.rule)
        changes.apply(ctx, Change(servant.id, ChangeKind.MOVE, Message(
            "{servant} is summoned to {name} at {place}", servant=servant.name, name=caster.name,
            place=ctx.place(caster.location)), spell.rule, value=caster.location), EventKind.MOVE)
        changes.apply_all(ctx, ctx.ruleset.arrival_changes([servant], caster.location, ctx.war))
    elif spell.effect in ("spirit-form-in", "spirit-form-out", "swap-form"):
        enter = {"spirit-form-in": True, "spirit-form-out": False}.get(spell.effect, not servant.spirit_form)
        if enter and ctx.ruleset.spirit_form_leaves_battle:
            _leave_battle(ctx, servant.id, spell.rule)
        changes.apply(ctx, Change(servant.id, ChangeKind.SPIRIT_FORM,
                                  Message("{name} enters Spirit Form" if enter else "{name} leaves Spirit Form",
                                          name=servant.name), spell.rule, value=enter))
    changes.apply_all(ctx, ctx.ruleset.command_spell_changes(caster, servant, spell, raw, ctx.war))


def _lasting(ctx: TurnContext, caster: Character, servant: Character, spell: CommandSpell,
             raw: Mapping[str, Any]) -> None:
    params = {p: raw[p] for p in spell.params if p in raw}
    same = [e for e in servant.statuses if e.get("key") == spell.key]
    if same and not spell.stacks:
        changes.apply(ctx, Change(servant.id, ChangeKind.EFFECT_UPDATE,
                                  Message('"{words}" does not stack: its duration starts again ({left} → {turns} '
                                          'turn(s))', words=spell.words, left=same[0].get("turns"),
                                          turns=spell.duration),
                                  spell.rule, value={"id": same[0]["id"], "turns": spell.duration, "since": ctx.turn,
                                                     **params}))
        return
    changes.apply(ctx, Change(servant.id, ChangeKind.EFFECT_ADD, Message(
        '"{words}" takes effect on {name} for {turns} turn(s)' if spell.duration else
        '"{words}" takes effect on {name}', words=spell.words, name=servant.name, turns=spell.duration), spell.rule,
                              value={"name": spell.words, "key": spell.key, "kind": "command-spell",
                                     "effect": spell.effect, "turns": spell.duration, "source": caster.id,
                                     "rule": spell.rule, **params}))


def _flee(ctx: TurnContext, caster: Character, servant: Character, spell: CommandSpell, to: str) -> None:
    if not (caster.alive and servant.alive):
        return
    uses = ctx.ruleset.command_spell_actions(spell, ctx.war)
    for ch in (caster, servant):
        _leave_battle(ctx, ch.id, spell.rule)
        for o in ctx.orders:
            if o.actor == ch.id and (o.action == "flee" or ("move" in uses and o.action in ("move", "search"))):
                ctx.spent_orders.add(o.index)
                ctx.emit(EventKind.CANCEL, [ch.id],
                         Message("{name}'s {action} order is dropped: the Command Spell already moved {name} and "
                                 "used the Move Action" if "move" in uses else "{name}'s {action} order is dropped: "
                                 "the Command Spell already moved {name}", name=ch.name, action=o.action), spell.rule,
                         order=o.index)
        budget = combat_of(ctx).budgets.get(ch.id)
        if budget is not None:
            for action in uses:
                budget.actions.discard(action)
        changes.apply(ctx, Change(ch.id, ChangeKind.MOVE, Message("{name} flees to {place} by Command Spell", name=ch.name,
                                                                place=ctx.place(to)),
                                  spell.rule, value=to), EventKind.FLEE)
    changes.apply_all(ctx, ctx.ruleset.arrival_changes([caster, servant], to, ctx.war))
    chase(ctx, [caster.id, servant.id], to)


def _leave_battle(ctx: TurnContext, cid: str, rule: str | None) -> None:
    """``cid`` leaves its battle; a battle left with no two hostile fighters is over, and says so under
    ``rule`` (as a flee in the Movement Phase does: engine/activities/flee.py). ``rule`` None: a pursuer
    leaving, whose battle 'goes on as though it had not ended' where it follows (:func:`chase`)."""
    for battle in ctx.war.battles:
        if cid in battle.participants:
            battle.participants.remove(cid)
    ctx.engaged.discard(cid)
    kept = []
    for battle in ctx.war.battles:
        if _still_fighting(ctx, battle):
            kept.append(battle)
        elif rule is not None:
            ctx.emit(EventKind.BATTLE_END, list(battle.participants),
                     Message("the battle at {place} is over: no hostile fighters are left there",
                             place=ctx.place(battle.location)), rule, battle=battle.id)
    ctx.war.battles[:] = kept


def _still_fighting(ctx: TurnContext, battle: Battle) -> bool:
    alive = [ctx.war.characters[c] for c in battle.participants if c in ctx.war.characters
             and ctx.war.characters[c].alive]
    return any(hostile(a, b) for a in alive for b in alive)


def chase(ctx: TurnContext, fugitives: list[str], dest: str) -> None:
    """Servants under a pursuit Command Spell follow their target wherever it flees, at once, and the
    battle goes on there as though it had not ended (ap-sp "You can't escape!", 000:L393)."""
    for pursuer in sorted(ctx.war.characters.values(), key=lambda c: c.id):
        effect = next((e for e in pursuer.statuses if e.get("effect") == "pursue" and e.get("target") in fugitives),
                      None)
        if effect is None or not pursuer.alive or pursuer.location == dest:
            continue
        target = effect["target"]
        _leave_battle(ctx, pursuer.id, None)
        changes.put(ctx, pursuer.id, dest, "pursues by Command Spell")
        battle = ctx.battle_at(dest)
        if battle is None:
            battle = Battle(id=f"b{ctx.turn}-{dest}", location=dest, participants=[], turns=0,
                            extra={"continues": True})
            ctx.war.battles.append(battle)
        for cid in (pursuer.id, *fugitives):
            if cid not in battle.participants:
                battle.participants.append(cid)
            ctx.engaged.add(cid)
        changes.apply_all(ctx, ctx.ruleset.arrival_changes([pursuer], dest, ctx.war))
        ctx.emit(EventKind.PURSUIT, [pursuer.id, target],
                 Message("{name} follows {target} to {place} at once ({effect}); the battle goes on as though it "
                         "had not ended", name=pursuer.name, target=ctx.name(target), place=ctx.place(dest),
                         effect=effect.get("name")), effect.get("rule", ctx.ruleset.combat_rule),
                 intercepted=True, to=dest, battle=battle.id)
