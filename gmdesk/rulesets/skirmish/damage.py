"""Damage, dodge and critical hits of 002:L76-84, with the '+' multipliers of 002:L94, L127, L159.

- Skill: average of the user's STR (MAG) score and the skill's rank score, × the enemy's END
  (Magical Defense) reducer (002:L78); the skill's '+' multiplies the damage ×(n + 1) (002:L159).
- Regular melee attack: STR (MAG) score × the enemy's END (Magical Defense) reducer ÷ 2 (002:L80); the
  user's STR (MAG) '+' multiplies it ×(n + 1) (002:L94, L127).
- Counter-attack in a skirmish: 80 % of the normal damage (002:L57; interpretation counter-base).
- Dodge: (defender AGI − attacker AGI) × (defender LCK − attacker LCK), only when both differences
  are positive; never against a Noble Phantasm (002:L82). Critical hit: the same with the roles
  swapped, damage × 1.5 after the damage calculation, never on a Noble Phantasm (002:L84).
- Noble Phantasm clash: two Servants aiming offensive NPs at each other this turn: each NP's damage is
  reduced by the other's, so only the stronger does damage, the difference (002:L76).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.ranks import Rank
from gmdesk.rulesets.combat import Skill, TurnFacts
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.skirmish import skills as sk
from gmdesk.rulesets.skirmish.effective import effective_rank
from gmdesk.rulesets.skirmish.tables import (AGI_VALUE, COUNTER_SHARE, CRITICAL_MULTIPLIER, END_REDUCER, LCK_VALUE,
                                              MAG_SCORE, STR_SCORE)

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

DOC = "skirmish 002"
NATURE_WORDS = {"Physical": Message("physical"), "Magical": Message("magical")}
"""A skill's nature as its damage line writes it (lower case), sayable."""


def _r(x: float) -> float:
    return round(x, 10)


def nature_of(ruleset: "Ruleset", skill: Skill, war: "War | None") -> str:
    """Physical or Magical: the skill's, else the interpretation skill-nature (a sheet without one)."""
    given = skill.damage[0].kind if skill.damage else ""
    if given in sk.NATURES:
        return given
    return "Magical" if ruleset.choice(war, "skill-nature") == "magical" else "Physical"


def _score(ruleset: "Ruleset", ch: "Character", nature: str, war: "War | None") -> tuple[float, int, str]:
    """(score, '+' of the stat, text) of the user's STR or MAG (002:L96-101, L129-134)."""
    role = "STR" if nature == "Physical" else "MAG"
    read = effective_rank(ruleset, ch, role, war)
    if read.rank is None:
        return 0.0, 0, Message("{rank} (score 0)", rank=read.text)
    table = STR_SCORE if role == "STR" else MAG_SCORE
    return table.value(read.rank), read.rank.plus, Message("{rank} score {score}", rank=read.text,
                                                           score=fmt(table.value(read.rank)))


def _reducer(ruleset: "Ruleset", ch: "Character", nature: str, war: "War | None") -> tuple[float, str]:
    """The enemy's END or Magical Defense reducer (002:L105-125, L136)."""
    role = "END" if nature == "Physical" else "MAGDEF"
    read = effective_rank(ruleset, ch, role, war)
    if read.rank is None:
        return 1.0, Message("{rank} (reducer 1)", rank=read.text)
    return END_REDUCER.value(read.rank), Message("{name}'s {rank} reducer {reducer}", name=ch.name, rank=read.text,
                                                 reducer=fmt(END_REDUCER.value(read.rank)))


def melee(ruleset: "Ruleset", attacker: "Character", target: "Character", nature: str, war: "War | None") -> Score:
    """Score × reducer ÷ 2, × ('+' + 1) of the user's STR or MAG (002:L80, L94, L127)."""
    score, plus, score_text = _score(ruleset, attacker, nature, war)
    reducer, reducer_text = _reducer(ruleset, target, nature, war)
    base = _r(score * reducer / 2)
    value = _r(base * (plus + 1))
    stat = "STR" if nature == "Physical" else "MAG"
    text = Message("{name}'s {score} × {reducer} ÷ 2 = {base}", name=attacker.name, score=score_text,
                   reducer=reducer_text, base=fmt(base))
    if plus:
        text = Message("{how}; {stat} {plus} '+' → ×{times} = {value}", how=text, stat=stat, plus=plus, times=plus + 1,
                       value=fmt(value))
    rule = f"{DOC}:L80" + (", L94" if stat == "STR" else ", L127") if plus else f"{DOC}:L80"
    return Score(value, text, rule)


def skill_damage(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill,
                 war: "War | None") -> Score:
    """avg(user score, skill rank score) × reducer, × (skill '+' + 1) (002:L78, L159; I2.1)."""
    nature = nature_of(ruleset, skill, war)
    score, plus, score_text = _score(ruleset, attacker, nature, war)
    table = STR_SCORE if nature == "Physical" else MAG_SCORE
    rank: Rank | None = skill.rank
    rank_score = table.value(rank) if rank is not None else 0.0
    reducer, reducer_text = _reducer(ruleset, target, nature, war)
    avg = _r((score + rank_score) / 2)
    base = _r(avg * reducer)
    text: str = Message("{nature} {skill}: avg({name}'s {score}, rank {rank} score {rank_score}) = {avg} × {reducer} = "
                        "{base}", nature=NATURE_WORDS.get(nature) or nature.casefold(), skill=skill.name,
                        name=attacker.name, score=score_text, rank=rank, rank_score=fmt(rank_score), avg=fmt(avg),
                        reducer=reducer_text, base=fmt(base))
    rule = f"{DOC}:L78"
    value = base
    if rank is not None and rank.plus:
        value = _r(value * (rank.plus + 1))
        text = Message("{how}; rank {plus} '+' → ×{times} = {value}", how=text, plus=rank.plus, times=rank.plus + 1,
                       value=fmt(value))
        rule += ", L159"
    if plus and ruleset.choice(war, "skill-plus") == "skills-too":
        value = _r(value * (plus + 1))
        text = Message("{how}; user's {stat} {plus} '+' → ×{times} = {value} (interpretation skill-plus=skills-too)",
                       how=text, stat="STR" if nature == "Physical" else "MAG", plus=plus, times=plus + 1,
                       value=fmt(value))
    return Score(value, text, rule)


def counter_share(ruleset: "Ruleset", normal: Score, incoming: float | None, war: "War | None") -> Score:
    """80 % of the normal damage of the attack (002:L57; interpretation counter-base)."""
    if ruleset.choice(war, "counter-base") == "incoming" and incoming is not None:
        value = _r(incoming * COUNTER_SHARE)
        return Score(value, Message("counter-attack: 80 % of the {incoming} it answers = {incoming} × {share} = {value} "
                                    "(interpretation counter-base=incoming)", incoming=fmt(incoming),
                                    share=fmt(COUNTER_SHARE), value=fmt(value)), f"{DOC}:L57")
    value = _r(normal.value * COUNTER_SHARE)
    return Score(value, Message("counter-attack: 80 % of its normal melee damage ({normal}) = {amount} × {share} = "
                                "{value}", normal=normal.explain, amount=fmt(normal.value), share=fmt(COUNTER_SHARE),
                                value=fmt(value)), f"{DOC}:L57; {normal.rule}")


def _incoming(facts: TurnFacts, attacker: str, target: str) -> float | None:
    """The damage of the first hit ``target`` dealt ``attacker`` this turn (the hit a counter answers)."""
    return next((d for a, t, d in facts.hits if a == target and t == attacker), None)


def damage(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill,
           war: "War", facts: TurnFacts) -> Score:
    """The damage of one hit, by kind of attack (see the module text)."""
    kind = sk.attack_kind(skill)
    if kind in (sk.REGULAR, sk.SKIRMISH, sk.SURPRISE):
        return melee(ruleset, attacker, target, skill.type, war)
    if kind == sk.COUNTER:
        normal = melee(ruleset, attacker, target, skill.type, war)
        return counter_share(ruleset, normal, _incoming(facts, attacker.id, target.id), war)
    mine = skill_damage(ruleset, attacker, target, skill, war)
    if kind == "np":
        return clash(ruleset, attacker, target, mine, war)
    return mine


def _np_order(ruleset: "Ruleset", ch: "Character", at: str, war: "War") -> Skill | None:
    """The offensive Noble Phantasm ``ch`` aims at ``at`` in this turn's orders, if any."""
    for order in war.orders:
        if order.get("actor") != ch.id or order.get("action") != "skill":
            continue
        targets = order.get("targets") or ([order["target"]] if isinstance(order.get("target"), str) else [])
        if at not in targets:
            continue
        name = str(order.get("skill", "")).casefold()
        for skill in ruleset.skills_of(ch):
            if skill.key == name and sk.attack_kind(skill) == "np" and skill.damage:
                return skill
    return None


def clash(ruleset: "Ruleset", attacker: "Character", target: "Character", mine: Score, war: "War") -> Score:
    """Two NPs aimed at each other: each is reduced by the other's damage, floored at 0 (002:L76; I2.3)."""
    other_np = _np_order(ruleset, target, attacker.id, war) if target.alive else None
    if other_np is None:
        return mine
    theirs = skill_damage(ruleset, target, attacker, other_np, war)
    value = _r(max(0.0, mine.value - theirs.value))
    verdict = (Message("the stronger NP does the difference") if value > 0 else
               Message("the weaker NP (or an equal one) does no damage"))
    return Score(value, Message("{mine}; NP clash with {name}'s {np} ({theirs}): {a} − {b} = {difference} → {value}, "
                                "{verdict}", mine=mine.explain, name=target.name, np=other_np.name,
                                theirs=theirs.explain, a=fmt(mine.value), b=fmt(theirs.value),
                                difference=fmt(mine.value - theirs.value), value=fmt(value), verdict=verdict),
                 f"{mine.rule}; {DOC}:L76")


def _values(ruleset: "Ruleset", ch: "Character", war: "War | None") -> tuple[float | None, float | None, str]:
    agi = effective_rank(ruleset, ch, "AGI", war)
    lck = effective_rank(ruleset, ch, "LCK", war)
    if agi.rank is None or lck.rank is None:
        return None, None, Message("{name} lacks AGI or LCK", name=ch.name)
    a, l = AGI_VALUE.value(agi.rank), LCK_VALUE.value(lck.rank)
    return a, l, Message("{name} {agi} = {a}, {lck} = {l}", name=ch.name, agi=agi.text, a=fmt(a), lck=lck.text,
                         l=fmt(l))


def _chance(ruleset: "Ruleset", high: "Character", low: "Character", what: str, rule: str,
            war: "War", data: dict[str, float]) -> Check:
    """(high AGI − low AGI) × (high LCK − low LCK) when both differences are positive (002:L82, L84; I2.2)."""
    ha, hl, htext = _values(ruleset, high, war)
    la, ll, ltext = _values(ruleset, low, war)
    if ha is None or hl is None or la is None or ll is None:
        return Check(Message("no dodge: {why}" if what == "dodge" else "no critical hit: {why}",
                             why=htext if ha is None or hl is None else ltext), rule, certain=False, data=data)
    d_agi, d_lck = _r(ha - la), _r(hl - ll)
    if d_agi <= 0 or d_lck <= 0:
        return Check(Message("no dodge: {high} needs higher AGI and LCK than {low} (AGI {ha} vs {la}, LCK {hl} vs {ll})"
                             if what == "dodge" else "no critical hit: {high} needs higher AGI and LCK than {low} (AGI "
                             "{ha} vs {la}, LCK {hl} vs {ll})", high=high.name, low=low.name, ha=fmt(ha), la=fmt(la),
                             hl=fmt(hl), ll=fmt(ll)), rule, certain=False, data=data)
    chance = _r(d_agi * d_lck)  # (a fraction of 1, shown as a percentage too)
    text = Message("{high}; {low}; chance ({ha} − {la}) × ({hl} − {ll}) = {d_agi} × {d_lck} = {chance} = {percent} %",
                   high=htext, low=ltext, ha=fmt(ha), la=fmt(la), hl=fmt(hl), ll=fmt(ll), d_agi=fmt(d_agi),
                   d_lck=fmt(d_lck), chance=fmt(chance), percent=fmt(_r(chance * 100)))
    if chance >= 1:
        if ruleset.choice(war, "chance-cap") == "gm":
            return Check(Message("{text} > 100 %: the GM rules (interpretation chance-cap=gm)", text=text), rule,
                         data=data)
        return Check(Message("{text} ≥ 100 %: certain (interpretation chance-cap=cap)", text=text), rule, certain=True,
                     data=data)
    return Check(text, rule, chance=chance, data=data)


def dodge(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
    """(defender AGI − attacker AGI) × (defender LCK − attacker LCK); not against an NP (002:L82)."""
    if sk.attack_kind(skill) == "np":
        return Check(Message("{name} cannot dodge a Noble Phantasm", name=target.name), f"{DOC}:L82", certain=False)
    return _chance(ruleset, target, attacker, "dodge", f"{DOC}:L82", war, {})


def critical(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
    """(attacker AGI − defender AGI) × (attacker LCK − defender LCK), × 1.5; never on an NP (002:L84)."""
    if sk.attack_kind(skill) == "np":
        return None
    return _chance(ruleset, attacker, target, "critical hit", f"{DOC}:L84", war,
                   {"multiplier": CRITICAL_MULTIPLIER})
