"""The attack check against the defence check of one hit, with every battle modifier (roll-dice 004):

- '+'/'−' on the stat pools (L897-L909): an attack order's ``plus: mp|hp`` pays the extra dice before the
  check (L901), ``minus_pay: mp|hp`` pays to keep the '−' off (L908); otherwise the GM rules whether the
  sheet's condition holds (L902, L909), a recorded decision;
- Luck rerolls on attack and defence, shared between Master and Servant (L215-L217, :mod:`.luck`), and one
  reroll cancelling an NP's 必中 / 必殺 / 防御不能 (L218);
- attack/defence priority moving dice usable for both (L220-L225, :mod:`.priority`);
- a Master's support achievement spent on the Servant's checks (L227-L229, :mod:`.support`);
- a skill or NP used as an action adds its dice (:mod:`.acts`); 必中 defends with 幸運, 防御不能 without a check;
- a troop at half HP or less has its final achievement halved, rounded up (L394, :mod:`.troops`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gmdesk.model.ranks import Rank
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change, Skill
from gmdesk.rulesets.dice import CheckQuestion, Contest, DicePool, contest_odds
from gmdesk.rulesets.roll_dice import (acts, combat as C, formulas as F, luck as L, priority as P, support as S,
                                       tables as T, troops as TR)

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

MARK_RULE = T.cite("L897-L909")
NAMES = {**C.STAT_NAMES, "LCK": "幸運"}
PAY_POOLS = {"mp": "mana", "hp": "health"}


def _order_field(ch: "Character", war: "War", target: "Character", key: str) -> str:
    for order in L.orders_of(ch, war):
        if order.get("action") in ("attack", "skill") and order.get("target") in (target.id, None):
            value = order.get(key)
            if isinstance(value, str):
                return value.strip().casefold()
    return ""


def _mark_key(ch: "Character", stat: str, attacker: "Character", target: "Character") -> str:
    return f"mark.{ch.id}.{stat}.{attacker.id}-{target.id}"


def _marked(rank: Rank) -> bool:
    return bool(rank.plus or rank.minus)


def questions(attacker: "Character", target: "Character", skill: Skill, war: "War", defence_choice: str) -> list[CheckQuestion]:
    """The GM's calls before this check: each marked stat whose condition is not settled by a payment
    (L902, L909), and an NP effect the target may cancel with a Luck reroll (L218)."""
    found = []
    stat = C.stat_of(skill)
    rank = attacker.stats.get(stat)
    paid = _order_field(attacker, war, target, "plus" if rank is not None and rank.plus else "minus_pay")
    if rank is not None and _marked(rank) and paid not in PAY_POOLS:
        found.append(_mark_question(attacker, stat, rank, attacker, target))
    sure = acts.acting(attacker, skill) and acts.SURE_HIT in acts.effects(skill.raw)
    for key in _defence_options(target, skill, defence_choice) + (["LCK"] if sure else []):
        rank = target.stats.get(key)
        if rank is not None and _marked(rank):
            found.append(_mark_question(target, key, rank, attacker, target))
    if acts.acting(attacker, skill):
        for effect in acts.effects(skill.raw):
            if effect in acts.CANCELLABLE and L.cancel_available(target, war):
                found.append(CheckQuestion(f"luck-cancel.{target.id}.{attacker.id}.{effect}",
                                           f"Does {target.name} spend 1 Luck reroll to cancel the {effect} of "
                                           f"{attacker.name}'s {skill.name}?", ("no", "yes"),
                                           T.cite(f"L218, {acts.EFFECT_RULES[effect]}")))
    return found


def _mark_question(ch: "Character", stat: str, rank: Rank, attacker: "Character", target: "Character") -> CheckQuestion:
    sign = "'+'" if rank.plus else "'−'"
    role = "attack" if ch is attacker else "defence"
    return CheckQuestion(_mark_key(ch, stat, attacker, target),
                         f"Does the condition of {ch.name}'s {NAMES.get(stat, stat)} {rank} {sign} hold for its "
                         f"{role} check ({attacker.name} on {target.name})? The sheet states it (L915)",
                         ("no", "yes"), MARK_RULE)


def _defence_options(target: "Character", skill: Skill, choice: str) -> list[str]:
    options = C.defence_stats(C.stat_of(skill), target)
    fixed = {"agi": "AGI", "end": "END"}.get(choice)
    return [fixed] if fixed in options else options


def stat_pool(ch: "Character", stat: str, role: str, attacker: "Character", target: "Character", war: "War",
              answers: dict[str, str], ex_cost: str) -> tuple[DicePool, list[Change], list[str]]:
    """One side's stat pool with its '+'/'−' settled: paid by the order, or the GM's answer (L897-L909)."""
    rank = ch.stats[stat]
    label = f"{ch.name} {NAMES.get(stat, stat)} {rank}"
    answer = answers.get(_mark_key(ch, stat, attacker, target), "")
    pay = _order_field(ch, war, target, "plus" if rank.plus or rank.letter == "EX" else "minus_pay") \
        if role == "attack" else ""
    notes: list[str] = []
    changes: list[Change] = []
    plus = bool(rank.plus) and answer == "yes"
    minus = bool(rank.minus) and answer == "yes"
    if pay in PAY_POOLS and (rank.plus or rank.letter == "EX"):
        trial = F.stat_pool(rank, plus_active=True, ex_boost_cost=ex_cost)
        cost = trial.cost or 0
        have = ch.mana if pay == "mp" else ch.health
        if have is not None and have >= cost:
            plus = True
            changes.append(Change(ch.id, ChangeKind.PAY, f"{ch.name} pays {cost} {pay.upper()} before the check for "
                                  f"the '+' of {label}: {trial.explain}", T.cite("L901"), amount=cost,
                                  value=PAY_POOLS[pay]))
        else:
            notes.append(f"{label}: the '+' is not used, {ch.name} cannot pay {cost} {pay.upper()} "
                         f"({T.cite('L901')})")
    if pay in PAY_POOLS and rank.minus:
        base = F.stat_pool(rank)
        cut = F.stat_pool(rank, minus_active=True)
        cost = base.dice - cut.dice
        have = ch.mana if pay == "mp" else ch.health
        if have is not None and have >= cost:
            minus = False
            changes.append(Change(ch.id, ChangeKind.PAY, f"{ch.name} pays {cost} {pay.upper()} to keep the '−' of "
                                  f"{label} off ({base.dice} dice instead of {cut.dice})", T.cite("L908"),
                                  amount=cost, value=PAY_POOLS[pay]))
        else:
            minus = True
            notes.append(f"{label}: unpaid, the '−' applies ({T.cite('L908')})")
    pool = F.stat_pool(rank, plus_active=plus, minus_active=minus, ex_boost_cost=ex_cost)
    if plus or minus or (rank.letter == "EX" and pool.bonus):
        how = "paid" if changes else "the GM rules its condition holds"
        notes.append(f"{label}: {pool.explain} ({how}; {pool.rule})")
    elif answer == "no":
        notes.append(f"{label}: the GM rules the {'+' if rank.plus else '−'} condition does not hold, plain "
                     f"{F.stat_pool(rank).dice} dice ({MARK_RULE})")
    return DicePool(pool.dice, pool.threshold, label, automatic=pool.automatic, bonus=pool.bonus), changes, notes


def build(attacker: "Character", target: "Character", skill: Skill, war: "War", defence_choice: str,
          ex_cost: str, answers: dict[str, str]) -> Contest:
    """The opposed check of one hit with every modifier, each explained with its line."""
    stat = C.stat_of(skill)
    notes: list[str] = []
    changes: list[Change] = []
    tags: list[str] = []
    pool, paid, said = stat_pool(attacker, stat, "attack", attacker, target, war, answers, ex_cost)
    changes += paid
    notes += said
    attack = [pool, *C.skill_pools(attacker, "attack")]
    if acts.acting(attacker, skill):
        plus = acts.plus_pool(skill.raw, attacker.name)
        if plus is not None:
            attack.append(plus[0])
            notes.append(f"{skill.name} adds {plus[1]}")
    effects = acts.effects(skill.raw) if acts.acting(attacker, skill) else ()
    for effect in effects:
        if answers.get(f"luck-cancel.{target.id}.{attacker.id}.{effect}") == "yes":
            spent, spend = L.spend(target, 1, war, f"cancelling the {effect} of {attacker.name}'s {skill.name}")
            if spent:
                changes += spend
                tags.append(f"cancelled:{effect}")
                notes.append(f"{target.name} cancels {effect} with 1 Luck reroll ({T.cite('L218')})")
    live = [e for e in effects if f"cancelled:{e}" not in tags]
    spent, spend = L.spend(attacker, C.luck_asked(attacker, target, war), war, "the attack check")
    changes += spend
    attack = [replace(p, rerolls=spent) for p in attack]
    shift = P.shift(attacker, target, skill, war)
    attack, moved = P.apply_attack(attacker, attack, shift)
    notes += moved
    attack_modifier, used = S.spend(attacker, war, "support", "the attack check")
    changes += used
    best: Contest | None = None
    if UNDEFENDABLE_NOW(live):
        defence: list[DicePool] = []
        notes.append(f"{skill.name} is 防御不能: {target.name} makes no defence check ({T.cite('L1414')})")
        best = _contest(attacker, target, skill, attack, defence, "none", notes)
    else:
        options = ["LCK"] if acts.SURE_HIT in live and "LCK" in target.stats else \
            _defence_options(target, skill, defence_choice)
        if acts.SURE_HIT in live:
            notes.append(f"{skill.name} is 必中: {target.name} defends with 幸運 LCK ({T.cite('L1404')})")
        d_spent, d_spend = L.spend(target, L.defence_asked(target, war), war, "the defence check")
        d_shift = P.shift(target, attacker, skill, war, defending=True)
        for key in options:
            pool, d_paid, d_said = stat_pool(target, key, "defence", attacker, target, war, answers, ex_cost)
            extra = C.skill_pools(target, "defence") if acts.SURE_HIT not in live else []
            defence = [replace(p, rerolls=d_spent) for p in (pool, *extra)]
            defence, d_moved = P.apply_defence(target, key, defence, d_shift)
            found = _contest(attacker, target, skill, attack, defence, key, notes + d_said + d_moved,
                             len(options) > 1, d_paid)
            if best is None or contest_odds(found).attack_wins < contest_odds(best).attack_wins:
                best = found
        assert best is not None, "END is every character's stat"
        changes += d_spend
        defence_modifier, d_used = S.spend(target, war, "defence_support", "the defence check")
        changes += d_used
        best = replace(best, defence_modifier=defence_modifier)
    assert best is not None
    attack_div, attack_note = TR.divisor(attacker)
    defence_div, defence_note = TR.divisor(target)
    extra_notes = [n for n in (attack_note, defence_note) if n]
    return replace(best, attack_modifier=attack_modifier, changes=tuple(changes) + best.changes,
                   attack_divisor=attack_div, defence_divisor=defence_div if not UNDEFENDABLE_NOW(live) else 1,
                   notes=best.notes + tuple(extra_notes), tags=tuple(tags))


def UNDEFENDABLE_NOW(live: list[str]) -> bool:  # noqa: N802 - reads as the effect's name
    return acts.UNDEFENDABLE in live


def _contest(attacker: "Character", target: "Character", skill: Skill, attack: list[DicePool],
             defence: list[DicePool], key: str, notes: list[str], several: bool = False,
             changes: list[Change] | None = None) -> Contest:
    stat = C.stat_of(skill)
    defends = f"{target.name} defends with {NAMES.get(key, key)} ({key})" if key != "none" else \
        f"{target.name} cannot defend"
    return Contest(tuple(attack), tuple(defence),
                   f"{attacker.name} attacks with {NAMES.get(stat, stat)} ({stat})"
                   + (f" and {skill.name}" if not skill.basic else "") + f"; {defends}"
                   + (", the defence with the best odds (defence-stat=best)" if several else ""),
                   C.ATTACK_RULE, changes=tuple(changes or ()), notes=tuple(notes))

