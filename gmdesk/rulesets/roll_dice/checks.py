"""The attack check against the defence check of one hit, with every battle modifier (roll-dice 004):

- '+'/'−' on the stat pools (L897-L909, :mod:`.marks`): paid by the order, or a claimed situation the GM
  rules (a recorded decision); otherwise a '+' is off and a '−' on;
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

from gmdesk.messages import Message
from gmdesk.rulesets.combat import Change, Skill
from gmdesk.rulesets.dice import CheckQuestion, Contest, DicePool, contest_odds
from gmdesk.rulesets.roll_dice import (acts, combat as C, luck as L, marks as M, priority as P, support as S,
                                       tables as T, troops as TR)

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

NAMES = M.NAMES


def questions(attacker: "Character", target: "Character", skill: Skill, war: "War", defence_choice: str) -> list[CheckQuestion]:
    """The GM's calls before this check: each '+'/'−' situation an order claims (L902, L909), and an NP
    effect the target may cancel with a Luck reroll (L218)."""
    found = []
    sure = acts.acting(attacker, skill) and acts.SURE_HIT in acts.effects(skill.raw)
    asks = [M.question(attacker, C.stat_of(skill), "attack", attacker, target, war)]
    asks += [M.question(target, key, "defence", attacker, target, war)
             for key in _defence_options(target, skill, defence_choice) + (["LCK"] if sure else [])]
    found += [q for q in asks if q is not None]
    if acts.acting(attacker, skill):
        for effect in acts.effects(skill.raw):
            if effect in acts.CANCELLABLE and L.cancel_available(target, war):
                found.append(CheckQuestion(f"luck-cancel.{target.id}.{attacker.id}.{effect}",
                                           f"Does {target.name} spend 1 Luck reroll to cancel the {effect} of "
                                           f"{attacker.name}'s {skill.name}?", ("no", "yes"),
                                           T.cite(f"L218, {acts.EFFECT_RULES[effect]}")))
    return found


def _defence_options(target: "Character", skill: Skill, choice: str) -> list[str]:
    options = C.defence_stats(C.stat_of(skill), target)
    fixed = {"agi": "AGI", "end": "END"}.get(choice)
    return [fixed] if fixed in options else options


def build(attacker: "Character", target: "Character", skill: Skill, war: "War", choices: dict[str, str],
          answers: dict[str, str]) -> Contest:
    """The opposed check of one hit with every modifier, each explained with its line; ``choices`` are the
    interpretations in force (defence-stat, ex-boost-cost, priority-source)."""
    defence_choice, ex_cost = choices["defence-stat"], choices["ex-boost-cost"]
    stat = C.stat_of(skill)
    notes: list[str] = []
    changes: list[Change] = []
    tags: list[str] = []
    pool, paid, said = M.stat_pool(attacker, stat, "attack", attacker, target, war, answers, ex_cost)
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
            spent, spend = L.spend(target, 1, war, Message("cancelling the {effect} of {name}'s {skill}",
                                                             effect=effect, name=attacker.name, skill=skill.name))
            if spent:
                changes += spend
                tags.append(f"cancelled:{effect}")
                notes.append(f"{target.name} cancels {effect} with 1 Luck reroll ({T.cite('L218')})")
    live = [e for e in effects if f"cancelled:{e}" not in tags]
    spent, spend = L.spend(attacker, L.attack_asked(attacker, target, war), war, "the attack check")
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
            pool, d_paid, d_said = M.stat_pool(target, key, "defence", attacker, target, war, answers, ex_cost)
            extra = C.skill_pools(target, "defence") if acts.SURE_HIT not in live else []
            defence = [replace(p, rerolls=d_spent) for p in (pool, *extra)]
            defence, d_moved = P.apply_defence(target, key, defence, d_shift, choices["priority-source"])
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
    defends = Message("{target} defends with {stat} ({key})", target=target.name, stat=NAMES.get(key, key), key=key) \
        if key != "none" else Message("{target} cannot defend", target=target.name)
    return Contest(tuple(attack), tuple(defence),
                   Message("{attacker} attacks with {stat} ({key}){skill}; {defends}{best}", attacker=attacker.name,
                           stat=NAMES.get(stat, stat), key=stat, defends=defends,
                           skill=Message(" and {skill}", skill=skill.name) if not skill.basic else "",
                           best=Message(", the defence with the best odds (defence-stat=best)") if several else ""),
                   C.ATTACK_RULE, changes=tuple(changes or ()), notes=tuple(notes))

