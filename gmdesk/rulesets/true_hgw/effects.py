"""What happens to everyone at the beginning and at the end of a turn (003 §VI, §IX, §III, §X).

Initial Phase, in the order 003 §VI lists it: Mana regenerates (not for a masterless Servant);
Health regenerates per interpretation ``health-regen`` (×1.5 in Spirit Form); upkeep is paid or the
skill is cancelled; then the 'beginning of the turn' effects, among them a masterless Servant's loss
of 40 % of its maximum Mana (003 §III).

End Phase: 'end of the turn' effects, then every Duration and Cooldown decrements by one turn
(003 §IX). A skill whose Duration reaches 0 ends, and its Cooldown is set then ("ongoing skills do
not trigger Cooldown until they end"); a skill without Duration or upkeep sets its Cooldown in the
turn it is cast. Whether a Cooldown set this turn already decrements in this End Phase is
interpretation ``cooldown-same-turn``.

An upkeep paid by default (``upkeep-default=pay``) that would kill — a Servant's Mana, or anyone's
Health, to 0 or below (003 §II) — follows interpretation ``lethal-upkeep``. Passive Abilities of the
sheet marked 'beginning of the turn' / 'end of the turn' (field ``timing``, with ``health``/``mana``
amounts) take effect in these phases; one with a Cost only when the move orders ``pay-cost`` (003 §IX).

Effects are the dicts in ``Character.statuses``. Keys read here: ``turns`` (Duration left; None for
an ongoing skill), ``kind`` (``skill``, ``command-spell``, ``cooldown`` …), ``upkeep_cost``
(``{"mana": 10}``), ``pay_upkeep`` (false: the player lets the skill lapse), ``source`` (who
controls it), ``since`` (the turn it began), ``timing`` ("beginning of the turn" / "end of the
turn") with ``health``/``mana`` amounts added each time.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, TYPE_CHECKING

from gmdesk.errors import WarFileError
from gmdesk.messages import Listing, Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, TurnFacts
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.status_names import cooldown_name
from gmdesk.rulesets.true_hgw.effective import is_masterless

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset
    from gmdesk.rulesets.combat import Skill

RULE_INITIAL = "true-hgw 003 §VI"
RULE_REGEN = "true-hgw 003 §II, §VI"
RULE_SKILLS = "true-hgw 003 §IX"
RULE_MASTERLESS = "true-hgw 003 §III"
RULE_SPIRIT = "true-hgw 003 §X"
RULE_DEATH = "true-hgw 003 §II"
MASTERLESS_LOSS = 0.40
"""'at the beginning of the turn, loses 40% of their maximum mana' (003 §III)."""
SPIRIT_FORM_HEALTH = 1.5
"""'While in Spirit Form, their health regeneration increases to 1.5x' (003 §X)."""
BEGINNING = "beginning of the turn"
END = "end of the turn"


def pool_max(ruleset: "Ruleset", ch: "Character", pool: str) -> float | None:
    declared = getattr(ch, f"{pool}_max")
    return declared if declared is not None else ruleset.pool_maximum(pool, ch.kind)


# -- Initial Phase ------------------------------------------------------------------------------
def health_regen_blocked(ruleset: "Ruleset", ch: "Character", war: "War") -> str | None:
    """Why ``ch`` does not regenerate Health this turn (interpretation health-regen), or None."""
    choice = ruleset.choice(war, "health-regen")
    note = ruleset.interpretation("health-regen").describe(choice)
    hit_last_turn = ch.flags.get(Flag.LAST_HIT_TURN) == war.turn - 1
    in_combat = war.battle_of(ch.id) is not None
    if choice in ("no-hit", "both") and hit_last_turn:
        return Message("it attacked or was attacked successfully during the previous turn ({reading})", reading=note)
    if choice in ("not-in-combat", "both") and in_combat:
        return Message("it is in combat ({reading})", reading=note)
    return None


def _full(ruleset: "Ruleset", ch: "Character", pool: str) -> bool:
    """A pool already at its maximum gains nothing (and is not reported)."""
    cap = pool_max(ruleset, ch, pool)
    return cap is not None and (getattr(ch, pool) or 0.0) >= cap


def regeneration(ruleset: "Ruleset", ch: "Character", war: "War") -> list[Change]:
    """Mana always, Health unless blocked; ×1.5 Health in Spirit Form; none when masterless. A full
    pool is left out."""
    out: list[Change] = []
    mana_regen = ch.mana_regen or 0.0
    health_regen = ch.health_regen or 0.0
    if is_masterless(ch, war):
        if mana_regen or health_regen:
            why = Message("a Servant without a Master will not regenerate health or mana")
            if mana_regen and ch.mana is not None:
                out.append(Change(ch.id, ChangeKind.MANA, Message("{name} regenerates no Mana: {why}", name=ch.name,
                                                                  why=why), RULE_MASTERLESS, amount=0.0,
                                  kind=EventKind.REGEN))
            if health_regen and ch.health is not None:
                out.append(Change(ch.id, ChangeKind.HEALTH, Message("{name} regenerates no Health: {why}",
                                                                    name=ch.name, why=why), RULE_MASTERLESS,
                                  amount=0.0, kind=EventKind.REGEN))
        return out
    if mana_regen and ch.mana is not None and not _full(ruleset, ch, "mana"):
        out.append(Change(ch.id, ChangeKind.MANA, Message("{name} regenerates {amount} Mana (sheet)", name=ch.name,
                                                          amount=fmt(mana_regen)), RULE_REGEN,
                          amount=mana_regen, kind=EventKind.REGEN))
    if health_regen and ch.health is not None and not _full(ruleset, ch, "health"):
        blocked = health_regen_blocked(ruleset, ch, war)
        if blocked:
            out.append(Change(ch.id, ChangeKind.HEALTH, Message("{name} regenerates no Health: {why}", name=ch.name,
                                                                why=blocked), RULE_REGEN,
                              amount=0.0, kind=EventKind.REGEN))
        elif ch.spirit_form:
            amount = round(health_regen * SPIRIT_FORM_HEALTH, 10)
            out.append(Change(ch.id, ChangeKind.HEALTH,
                              Message("{name} regenerates {regen} × {factor} = {amount} Health in Spirit Form ({rule})",
                                      name=ch.name, regen=fmt(health_regen), factor=fmt(SPIRIT_FORM_HEALTH),
                                      amount=fmt(amount), rule=RULE_SPIRIT), RULE_REGEN, amount=amount,
                              kind=EventKind.REGEN))
        else:
            out.append(Change(ch.id, ChangeKind.HEALTH, Message("{name} regenerates {amount} Health (sheet)",
                                                                name=ch.name, amount=fmt(health_regen)),
                              RULE_REGEN, amount=health_regen, kind=EventKind.REGEN))
    return out


def _after(ruleset: "Ruleset", ch: "Character", pool: str, changes: list[Change]) -> float:
    """The pool after ``changes`` (capped as the engine caps it)."""
    value = getattr(ch, pool) or 0.0
    cap = pool_max(ruleset, ch, pool)
    for change in changes:
        if change.target == ch.id and change.what == pool:
            value += change.amount or 0.0
            if cap is not None and value > cap and not change.uncapped:
                value = cap
    return value


def _lethal(ch: "Character", cost: Mapping[str, float], pools: dict[str, float]) -> str:
    """What paying ``cost`` out of ``pools`` would do to ``ch``: '' when it survives. Health at 0 or below
    kills anyone; Mana at 0 or below kills a Servant (003 §II)."""
    for key, amount in cost.items():
        after = round(pools.get(key, 0.0) - (amount or 0.0), 10)
        if amount and after <= 0 and (key == "health" or (key == "mana" and ch.is_servant())):
            return f"{key.title()} {fmt(pools.get(key, 0.0))} − {fmt(amount)} = {fmt(after)} ≤ 0 would kill {ch.name} " \
                   f"({RULE_DEATH})"
    return ""


def upkeep(ruleset: "Ruleset", ch: "Character", war: "War", earlier: list[Change]) -> list[Change]:
    """'to maintain a skill with upkeep, you must pay the upkeep cost at the beginning of the turn.
    If not, the skill will be cancelled' (003 §IX); whether it is paid by default: upkeep-default; an
    upkeep paid by default that would kill: lethal-upkeep."""
    out: list[Change] = []
    choice = ruleset.choice(war, "upkeep-default")
    note = ruleset.interpretation("upkeep-default").describe(choice)
    pools = {p: _after(ruleset, ch, p, earlier) for p in ("mana", "health")}
    for effect in ch.statuses:
        cost = effect.get("upkeep_cost")
        if not cost or effect.get("source", ch.id) != ch.id:
            continue
        name = effect.get("name", "?")
        wanted = effect.get("pay_upkeep")
        pays = wanted if wanted is not None else choice == "pay"
        short = [Message("{amount} {pool} needed, {left} left", amount=fmt(v), pool=_pool(k), left=fmt(pools.get(k, 0.0)))
                 for k, v in cost.items() if v and pools.get(k, 0.0) < v]
        text: str = Listing([Message("{amount} {pool}", amount=fmt(v), pool=_pool(k)) for k, v in cost.items() if v])
        cancel = _cancelled(ruleset, ch, effect, war)
        if pays and not short:
            payment = [Change(ch.id, key, Message("{name} pays the upkeep of {skill} ({cost})", name=ch.name, skill=name,
                                                  cost=text), RULE_SKILLS,
                              amount=-amount, kind=EventKind.UPKEEP) for key, amount in cost.items() if amount]
            lethal = _lethal(ch, cost, pools) if wanted is None else ""
            if lethal:
                out += _lethal_upkeep(ruleset, ch, war, name, text, lethal, note, payment, cancel)
                continue
            for key, amount in cost.items():
                pools[key] = pools.get(key, 0.0) - (amount or 0.0)
            out += payment
            continue
        why = Listing(short, "; ") if pays else Message("the upkeep is not paid ({note})", note=note)
        out += cancel(Message("{skill} is cancelled: {why}", skill=name, why=why))
    return out


def _pool(key: str) -> str:
    """A pool's key as the upkeep lines write it (``mana``), sayable when it is one gmdesk knows (魔力, 体力)."""
    return Message(key) if key in ("mana", "health") else key


def _cancelled(ruleset: "Ruleset", ch: "Character", effect: dict[str, Any],
               war: "War") -> Callable[[str], list[Change]]:
    """The changes that end ``effect`` for an unpaid upkeep, with the explanation given."""
    name = effect.get("name", "?")

    def changes(explain: str) -> list[Change]:
        return [Change(ch.id, ChangeKind.EFFECT_REMOVE, explain, RULE_SKILLS, value=effect.get("id", name),
                       kind=EventKind.UPKEEP)] \
            + cooldown_on_end(ruleset, ch, name, war, ended_in_end_phase=False)
    return changes


def _lethal_upkeep(ruleset: "Ruleset", ch: "Character", war: "War", name: str, text: str, lethal: str,
                   default_note: str, payment: list[Change], cancel: Callable[[str], list[Change]]) -> list[Change]:
    """An upkeep nobody asked for that would kill (interpretation lethal-upkeep)."""
    choice = ruleset.choice(war, "lethal-upkeep")
    note = ruleset.interpretation("lethal-upkeep").describe(choice)
    if choice == "pay":
        return [Change(ch.id, ChangeKind.NOTE,
                       f"{ch.name} pays the upkeep of {name} ({text}) by default although {lethal} "
                       f"({default_note}; {note})", RULE_SKILLS, kind=EventKind.UPKEEP)] + payment
    if choice == "gm":
        slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
        return [Change(ch.id, ChangeKind.DECISION, f"upkeep of {name}", RULE_SKILLS, value={
            "id": f"t{war.turn}.upkeep.{ch.id}.{slug}",
            "question": f"Does {ch.name} pay the upkeep of {name} ({text})? Nobody said so and {lethal} ({note})",
            "options": ["pay", "cancel"],
            "labels": {"pay": Message("{name} pays the upkeep of {skill}", name=ch.name, skill=name),
                       "cancel": Message("{skill} is cancelled: its upkeep is not paid", skill=name)},
            "then": {"pay": payment, "cancel": cancel(f"{name} is cancelled: the GM does not pay its upkeep "
                                                      f"({text}): {lethal}")}})]
    return cancel(f"{name} is cancelled: its upkeep ({text}) is not paid by default because {lethal} "
                  f"({note}); a move that wants it paid says pay_upkeep: true")


def timed(ch: "Character", when: str, rule: str) -> list[Change]:
    """Effects marked 'beginning of the turn' / 'end of the turn' with Health or Mana amounts."""
    out = []
    for effect in ch.statuses:
        if str(effect.get("timing", "")).casefold() != when:
            continue
        for pool in (ChangeKind.HEALTH, ChangeKind.MANA):
            amount = effect.get(pool)
            if isinstance(amount, (int, float)) and not isinstance(amount, bool) and amount:
                out.append(Change(ch.id, pool, f"{effect.get('name', '?')} ({when}): {fmt(amount)} {pool.title()}",
                                  rule, amount=float(amount), kind=EventKind.EFFECT))
    return out


def cost_ordered(war: "War", cid: str, ability: str) -> bool:
    """Whether the move asks for the Cost of ``ability`` to be paid: an order
    ``{"actor": cid, "action": "pay-cost", "ability": NAME}`` this turn (003 §IX)."""
    folded = ability.casefold()
    return any(o.get("actor") == cid and o.get("action") == "pay-cost"
               and str(o.get("ability", "")).casefold() == folded for o in getattr(war, "orders", []) or [])


def passive_timed(ruleset: "Ruleset", ch: "Character", when: str, rule: str, war: "War",
                  earlier: list[Change]) -> list[Change]:
    """Passive Abilities marked 'beginning of the turn' / 'end of the turn' (sheet field ``timing``) with
    ``health``/``mana`` amounts. One with a Cost takes effect only when the move pays it: 'you should
    include in your move whether you want to pay that Cost should the triggering condition apply. By
    default it will not be paid' (003 §IX)."""
    out: list[Change] = []
    try:
        sheet = ruleset.skills_of(ch)
    except WarFileError:
        return []  # an unreadable sheet is reported by validation; it triggers nothing
    for skill in sheet:
        raw = skill.raw
        if skill.slot != "passive" or str(raw.get("timing", "")).casefold() != when:
            continue
        amounts = {p: raw[p] for p in ("health", "mana")
                   if isinstance(raw.get(p), (int, float)) and not isinstance(raw.get(p), bool) and raw.get(p)}
        if not amounts:
            continue
        cost = {k: v for k, v in skill.cost.resources.items() if v}
        text = ", ".join(f"{fmt(v)} {k}" for k, v in cost.items())
        if cost and not cost_ordered(war, ch.id, skill.name):
            out.append(Change(ch.id, ChangeKind.NOTE,
                              f"{ch.name}'s {skill.name} ({when}): its Cost ({text}) is not paid — "
                              f"the move does not ask for it, and 'By default it will not be paid': no effect",
                              RULE_SKILLS, value={"ability": skill.name, "paid": False}, kind=EventKind.PASSIVE))
            continue
        if cost:
            pools = {p: _after(ruleset, ch, p, earlier + out) for p in cost}
            short = [f"{fmt(v)} {k} needed, {fmt(pools[k])} left" for k, v in cost.items() if pools[k] < v]
            if short:
                out.append(Change(ch.id, ChangeKind.NOTE,
                                  f"{ch.name}'s {skill.name} ({when}): its Cost ({text}) cannot be "
                                  f"paid ({'; '.join(short)}): no effect", RULE_SKILLS,
                                  value={"ability": skill.name, "paid": False}, kind=EventKind.PASSIVE))
                continue
            out += [Change(ch.id, ChangeKind(key), f"{ch.name} pays the Cost of {skill.name} ({text}), as the move asks",
                           RULE_SKILLS, amount=-amount, kind=EventKind.PASSIVE) for key, amount in cost.items()]
        for pool, amount in amounts.items():
            out.append(Change(ch.id, ChangeKind(pool), f"{skill.name} ({when}): {fmt(amount)} {pool.title()}", rule,
                              amount=float(amount), kind=EventKind.PASSIVE))
    return out


def masterless_loss(ruleset: "Ruleset", ch: "Character", war: "War") -> list[Change]:
    """A masterless Servant 'at the beginning of the turn, loses 40% of their maximum mana' (003 §III)."""
    if not is_masterless(ch, war) or ch.mana is None:
        return []
    maximum = pool_max(ruleset, ch, "mana") or 0.0
    loss = round(maximum * MASTERLESS_LOSS, 10)
    master = war.characters.get(ch.master) if ch.master else None
    why = f"its Master {master.name} is gone" if master is not None else "it has no Master"
    return [Change(ch.id, ChangeKind.MANA, f"{ch.name} is masterless ({why}): loses 40 % of its maximum Mana "
                   f"{fmt(maximum)} = {fmt(loss)}", RULE_MASTERLESS, amount=-loss, kind=EventKind.MASTERLESS)]


def initial_phase(ruleset: "Ruleset", war: "War") -> list[Change]:
    out: list[Change] = []
    for ch in war.characters.values():
        if not ch.alive:
            continue
        mine = regeneration(ruleset, ch, war)
        mine += upkeep(ruleset, ch, war, mine)
        mine += masterless_loss(ruleset, ch, war)
        mine += timed(ch, BEGINNING, RULE_INITIAL)
        mine += passive_timed(ruleset, ch, BEGINNING, RULE_INITIAL, war, mine)
        out += mine
    return out


# -- End Phase ----------------------------------------------------------------------------------
def sheet_skill(ruleset: "Ruleset", ch: "Character | None", name: str) -> "Skill | None":
    if ch is None:
        return None
    folded = str(name).casefold()
    for skill in ruleset.skills_of(ch):
        if skill.key == folded:
            return skill
    return None


def cooldown_effect(skill: "Skill", owner: "Character", turns: int, turn: int) -> dict[str, Any]:
    return {"name": cooldown_name(skill.name), "kind": "cooldown", "skill": skill.name, "turns": turns,
            "source": owner.id, "since": turn}


def cooldown_on_end(ruleset: "Ruleset", ch: "Character", name: str, war: "War",
                     ended_in_end_phase: bool) -> list[Change]:
    """'Once a skill finishes resolving … its Cooldown is set' (003 §IX)."""
    skill = sheet_skill(ruleset, ch, name)
    if skill is None or not skill.cooldown:
        return []
    return set_cooldown(ruleset, ch, skill, war, in_end_phase=ended_in_end_phase)


def set_cooldown(ruleset: "Ruleset", ch: "Character", skill: "Skill", war: "War", in_end_phase: bool) -> list[Change]:
    """A Cooldown set now; set in (or before) this End Phase, it may decrement at once (cooldown-same-turn)."""
    choice = ruleset.choice(war, "cooldown-same-turn")
    note = ruleset.interpretation("cooldown-same-turn").describe(choice)
    turns = skill.cooldown or 0
    if in_end_phase and choice == "same-turn":
        left = turns - 1
        if left <= 0:
            return [Change(ch.id, ChangeKind.FLAG,
                           f"{skill.name}'s Cooldown {turns} is set and resolved in this End Phase: "
                           f"{turns} − 1 = {max(left, 0)}, castable next turn ({note})", RULE_SKILLS,
                           value=("cooldown_" + skill.key, None), kind=EventKind.COOLDOWN)]
        return [Change(ch.id, ChangeKind.EFFECT_ADD,
                       f"{skill.name}'s Cooldown {turns} is set and decrements in this End Phase: "
                       f"{turns} − 1 = {left} ({note})", RULE_SKILLS,
                       value=cooldown_effect(skill, ch, left, war.turn), kind=EventKind.COOLDOWN)]
    return [Change(ch.id, ChangeKind.EFFECT_ADD,
                   f"{skill.name}'s Cooldown is set: {turns} turn{'s' if turns != 1 else ''}"
                   + (f" ({note})" if in_end_phase else ""), RULE_SKILLS,
                   value=cooldown_effect(skill, ch, turns, war.turn), kind=EventKind.COOLDOWN)]


def countdown(ruleset: "Ruleset", ch: "Character", war: "War", facts: TurnFacts) -> list[Change]:
    """Durations and Cooldowns decrement by one; at 0 the skill ends or the Cooldown resolves (003 §IX)."""
    out: list[Change] = []
    same_turn = ruleset.choice(war, "cooldown-same-turn") == "same-turn"
    win_after = ruleset.choice(war, "win-duration") == "after-casting-turn"
    for effect in list(ch.statuses):
        eid = effect.get("id", effect.get("name"))
        name = effect.get("name", "?")
        turns = effect.get("turns")
        if not isinstance(turns, int) or isinstance(turns, bool):
            continue
        if effect.get("kind") == "cooldown":
            if not same_turn and effect.get("since") == war.turn:
                out.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, f"{name}: set this turn, first decrement next turn "
                                  f"({ruleset.interpretation('cooldown-same-turn').describe('next-turn')})",
                                  RULE_SKILLS, value={"id": eid, "turns": turns}, kind=EventKind.COOLDOWN))
                continue
            left = turns - 1
            if left <= 0:
                out.append(Change(ch.id, ChangeKind.EFFECT_REMOVE,
                                  f"{name} resolves: {effect.get('skill', name)} can be cast again",
                                  RULE_SKILLS, value=eid, kind=EventKind.COOLDOWN))
            else:
                out.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, f"{name}: {turns} → {left} turns", RULE_SKILLS,
                                  value={"id": eid, "turns": left}, kind=EventKind.COOLDOWN))
            continue
        if effect.get("key") == "win" and win_after and effect.get("since") == war.turn:
            out.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, f"Win cast this turn: its three turns start next turn "
                              f"({ruleset.interpretation('win-duration').describe('after-casting-turn')})",
                              "true-hgw 003 §III, §IX", value={"id": eid, "turns": turns}, kind=EventKind.EXPIRE))
            continue
        left = turns - 1
        if left <= 0:
            out.append(Change(ch.id, ChangeKind.EFFECT_REMOVE,
                              f"{name} on {ch.name} ends: its Duration reaches 0 (Duration {turns} → {max(left, 0)})",
                              RULE_SKILLS, value=eid, kind=EventKind.EXPIRE))
            if effect.get("kind") == "skill":
                owner = war.characters.get(effect.get("source", ch.id))
                if owner is not None and owner.alive:
                    out += cooldown_on_end(ruleset, owner, name, war, ended_in_end_phase=True)
        else:
            out.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, f"{name} on {ch.name}: Duration {turns} → {left}",
                              RULE_SKILLS,
                              value={"id": eid, "turns": left}, kind=EventKind.EXPIRE))
    return out


def instant_cooldowns(ruleset: "Ruleset", war: "War", casts: list[tuple[str, str]]) -> list[Change]:
    """Cooldowns of skills cast this turn that finished resolving (no Duration, no upkeep) (003 §IX)."""
    out: list[Change] = []
    seen: set[tuple[str, str]] = set()
    for cid, key in casts:
        if (cid, key) in seen:
            continue
        seen.add((cid, key))
        ch = war.characters.get(cid)
        skill = sheet_skill(ruleset, ch, key)
        if ch is None or skill is None or not skill.cooldown:
            continue
        ongoing = any(str(e.get("name", "")).casefold() == skill.key and e.get("kind") == "skill"
                      for e in ch.statuses)
        if ongoing:
            continue
        out += set_cooldown(ruleset, ch, skill, war, in_end_phase=True)
    return out


def end_phase(ruleset: "Ruleset", war: "War", facts: TurnFacts, casts: list[tuple[str, str]]) -> list[Change]:
    out: list[Change] = []
    for ch in war.characters.values():
        if ch.alive:
            out += timed(ch, END, "true-hgw 003 §VI")
            out += passive_timed(ruleset, ch, END, "true-hgw 003 §VI", war, out)
    for ch in war.characters.values():
        if ch.alive:
            out += countdown(ruleset, ch, war, facts)
    out += instant_cooldowns(ruleset, war, casts)
    return out
