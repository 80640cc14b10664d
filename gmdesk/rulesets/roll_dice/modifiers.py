"""What statuses do to an attack's opposed check and its damage (roll-dice 004).

Each modifier names its line: a Command Spell's +10 (L288), complete success (L291) and complete defence
(L290); action impediment −Lv on checks of the body or of magic (L430); the all-nighter's −1 a turn
(L247); a sleeping Master makes no opposed check (L249); an ambush adds the stealth margin to the
attack and doubles the difference's damage, a failed one adds the alert margin to the defence (L454,
L455); covering costs ⌈stat difference ÷ 2⌉ (L474).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Listing, Message
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change, Skill
from gmdesk.rulesets.dice import Contest, ContestResult, DicePool
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.scores import Score, fmt

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

AMBUSH = "ambush"
"""points.ambush: the margin of this attack's stealth check over the target's alertness (L453-L455);
positive: an ambush; negative: the alert side won by that much."""
COVERING = "covering"
"""points.covering: 1 while the character's next defence covers an ally (L474)."""
WORD_KEYS = {"筋力": "STR", "耐久": "END", "敏捷": "AGI", "魔力": "MAG"}

BODY = ("筋力", "耐久", "敏捷")
MAGIC = ("魔力",)


def effects(ch: "Character", rd: str) -> list[dict[str, Any]]:
    """The statuses of one roll-dice kind (``rd`` key) on ``ch``."""
    return [s for s in ch.statuses if s.get("rd") == rd]


def _stat_word(pools: tuple[DicePool, ...], ch: "Character") -> str:
    """The stat of the first pool (its label is ``name stat rank``)."""
    if not pools:
        return ""
    rest = pools[0].label[len(ch.name):]
    return next((w for w in BODY + MAGIC if w in rest), "")


_ROLES = {"attack": Message("attack"), "defence": Message("defence")}
"""The side a status helps, in words."""


def _side(ch: "Character", pools: tuple[DicePool, ...], role: str) -> tuple[tuple[DicePool, ...], int, list[str],
                                                                           list[Change]]:
    """(pools, modifier, reasons, changes) of one side of an attack's check."""
    modifier, why, spend = 0, [], []
    for s in effects(ch, "cs-success"):
        pools = tuple(replace(p, automatic=p.automatic or p.dice, label=p.label + " (all dice succeed)")
                      for p in pools)
        why.append(Message("令呪: every die of {name}'s {role} succeeds ({rule})", name=ch.name, role=_ROLES[role],
                           rule=T.cite("L291")))
        spend.append(_used(ch, s, T.cite("L291")))
        break
    for s in effects(ch, "cs-plus"):
        bonus = int(s.get("bonus", 10))
        modifier += bonus
        why.append(Message("令呪: {name}'s {role} +{bonus} ({rule})", name=ch.name, role=_ROLES[role], bonus=bonus,
                           rule=T.cite("L288")))
        spend.append(_used(ch, s, T.cite("L288")))
    minus, reasons = check_minus(ch, pools)
    return pools, modifier - minus, why + reasons, spend


def check_minus(ch: "Character", pools: tuple[DicePool, ...]) -> tuple[int, list[str]]:
    """What every check of ``ch`` loses: action impediment on a check of the body or of magic (L430), the
    all-nighter's −level on any check (L247)."""
    minus = 0
    why: list[str] = []
    word = _stat_word(pools, ch)
    for s in effects(ch, "bs"):
        area = MAGIC if s.get("area") == "magic" else BODY
        if s.get("bs") == "impede" and word in area:
            lv = int(s.get("level", 0))
            minus += lv
            why.append(Message("{status}: action impediment Lv{lv} −{lv} on a {word} check ({rule})", status=s.get("name"),
                               lv=lv, word=word, rule=T.cite("L430")))
    for s in ch.statuses:
        if s.get("rd") == "all-nighter" or s.get("name") == "徹夜":
            lv = int(s.get("level", 1))
            minus += lv
            why.append(Message("徹夜 (all-nighter): −{lv} on every check ({rule})", lv=lv, rule=T.cite("L247")))
    return minus, why


def _used(ch: "Character", status: Mapping[str, Any], rule: str) -> Change:
    return Change(ch.id, ChangeKind.EFFECT_REMOVE, Message("{name}'s {status} is used", name=ch.name, status=status.get("name")), rule,
                  value=status.get("id") or status.get("name"))


def adjust(contest: Contest, attacker: "Character", target: "Character", skill: Skill) -> Contest:
    """The attack's check with every status of both sides applied (see the module docstring)."""
    attack, a_mod, a_why, a_spend = _side(attacker, contest.attack, "attack")
    defence, d_mod, d_why, d_spend = _side(target, contest.defence, "defence")
    why = a_why + d_why
    spend = a_spend + d_spend
    margin = int(attacker.points.get(AMBUSH) or 0)
    if margin:
        spend.append(Change.point(attacker.id, AMBUSH, Message("{name}'s ambush margin is used", name=attacker.name), T.cite("L454"),
                                  value=0))
        if margin > 0:
            a_mod += margin
            why.append(Message("ambush (奇襲): the stealth margin +{margin} to the attack, the difference's damage × 2 "
                               "({rule})", margin=margin, rule=T.cite("L454")))
        else:
            d_mod += -margin
            why.append(Message("the ambush was seen: the alert margin +{margin} to the defence ({rule})", margin=-margin,
                               rule=T.cite("L455")))
    if target.points.get(COVERING):
        penalty, text = cover_penalty(target, WORD_KEYS.get(_stat_word(contest.defence, target), "AGI"))
        d_mod -= penalty
        why.append(Message("{name} covers an ally: {penalty} ({rule})", name=target.name, penalty=text,
                           rule=T.cite("L474")))
        spend.append(Change.point(target.id, COVERING, Message("{name}'s covering defence is rolled", name=target.name),
                                  T.cite("L474"), value=0))
    if any(s.get("rd") == "sleep" for s in target.statuses):
        defence, d_mod = (), 0
        why.append(Message("{name} is asleep: no opposed check, achievement 0 ({rule})", name=target.name,
                           rule=T.cite("L249")))
    ward = effects(target, "cs-ward")
    if ward:
        defence = (DicePool(0, 0, "令呪 完全防御", automatic=99),)
        d_mod = 0
        why.append(Message("令呪: {name} completely defends this attack: damage 0, no bad status ({rule})",
                           name=target.name, rule=T.cite("L290")))
        spend.append(_used(target, ward[0], T.cite("L290")))
    if not why and not spend:
        return contest
    return replace(contest, attack=attack, defence=defence, attack_modifier=contest.attack_modifier + a_mod,
                   defence_modifier=contest.defence_modifier + d_mod,
                   explain=Listing([contest.explain, *why], "; ") if why else contest.explain,
                   changes=contest.changes + tuple(spend))


def cover_penalty(ch: "Character", stat: str) -> tuple[int, str]:
    """The covering defence's minus: ⌈|stat − 敏捷| ÷ 2⌉, or with 敏捷 ⌈|敏捷 − 筋力| ÷ 2⌉ (L474)."""
    other = "STR" if stat == "AGI" else "AGI"
    if stat not in ch.stats or other not in ch.stats:
        return 0, Message("no stat difference to count")
    a, b = F.level(ch.stats[stat]), F.level(ch.stats[other])
    value = -(-abs(a - b) // 2)
    names = {"STR": "筋力", "END": "耐久", "AGI": "敏捷", "MAG": "魔力"}
    return value, f"−⌈|{names[stat]} {a} − {names[other]} {b}| ÷ 2⌉ = −{value}"


def was_ambush(result: ContestResult) -> bool:
    """Whether the rolled check was an ambush (its ambush margin was positive when it was built)."""
    return any(c.pool == AMBUSH for c in result.contest.changes) and "ambush (奇襲)" in result.contest.explain


def adjust_damage(score: Score, result: ContestResult) -> Score:
    """An ambush that hits doubles the difference's damage (L454)."""
    if not was_ambush(result) or result.margin <= 0 or score.value <= 0:
        return score
    value = score.value + result.margin
    return Score(value, Message("{how}; ambush (奇襲): the difference {margin} counts twice → {before} + {margin} = "
                                "{after}", how=score.explain, margin=result.margin, before=fmt(score.value),
                                after=fmt(value)), T.cite("L202-L203, L454"))
