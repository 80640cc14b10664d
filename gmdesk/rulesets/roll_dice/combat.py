"""Fate/roll dice battle: attack and defence checks as d6 pools, damage, rows (roll-dice 004:L161-L213).

An attack is a check of 筋力 or 敏捷 (the body, a weapon) or 魔力 (magic, only with a 魔術 skill) against
a defence of 耐久 or 敏捷, or 魔力 against magic or for a magician (L208-L213); skills whose sheet entry
says ``combat: attack | defence | both`` add their dice (1 die per level, success on ≤ level, L922).
The winner of the opposed check decides the damage: the difference + weapon − armour; a tie deals
weapon − armour when positive (L202-L203). Servants take no damage from a non-Servant's attack that
is neither magic nor a magical weapon (L205).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import RankError, RulesetError
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change, Cost, Damage, Skill
from gmdesk.rulesets.dice import Contest, ContestResult, DicePool, contest_odds
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.roll_dice.memo import Memo
from gmdesk.rulesets.scores import Score, fmt
from gmdesk.rulesets.sheetformat import entry_flag, is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

ATTACK_RULE = T.cite("L202-L213")
ROW_RULE = T.cite("L161-L177, L211, L213")
STAT_NAMES = {"STR": "筋力", "END": "耐久", "AGI": "敏捷", "MAG": "魔力"}
ATTACK_STATS = ("STR", "AGI", "MAG")
"""Attack checks: 筋力 or 敏捷 with the body, a weapon or a vehicle (L208); 魔力 with magic (L211-L212)."""
MAGIC_TYPES = ("礼装", "宝具", "mystic code", "noble phantasm")
"""Equipment types whose attacks involve magical energy (L205: 魔術礼装による攻撃; an NP is a Servant's)."""


def _number(entry: Mapping[str, Any], *keys: str) -> float:
    for key in keys:
        value = entry_flag(entry, key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return 0.0


number = _number
"""An entry's first numeric field among ``keys`` (0 when none)."""


def weapon_of(ch: "Character") -> Mapping[str, Any] | None:
    """The weapon an attack uses: the equipment with the highest 攻撃力 (``attack``); None: bare hands."""
    armed = [i for i in ch.items if _number(i, "attack", "攻撃力") > 0 or _number(i, "range", "射程") > 0]
    return max(armed, key=lambda i: _number(i, "attack", "攻撃力"), default=None)


def armour_value(ch: "Character") -> float:
    """The armour's 防御力: the highest ``armour``/``defence``/``防御力`` among the equipment (L203)."""
    return max((_number(i, "armour", "defence", "防御力") for i in ch.items), default=0.0)


def is_magical(entry: Mapping[str, Any] | None) -> bool:
    if entry is None:
        return False
    if is_yes(entry_flag(entry, "magical")):
        return True
    kind = " ".join(str(entry_flag(entry, k) or "") for k in ("type", "kind")).casefold()
    return any(t in kind for t in MAGIC_TYPES)


def knows_magic(ch: "Character") -> bool:
    """A 魔術 skill or one the sheet marks as its equal (``magic: yes``) allows 魔力 attacks (L213)."""
    return any("魔術" in str(s.get("name", "")) or is_yes(entry_flag(s, "magic")) for s in ch.skills)


SUBDUE = "-subdue"
"""The type suffix of an attack meant to incapacitate, not kill (order ``mode: STR-subdue``; L204)."""


def stat_of(skill: Skill) -> str:
    """The stat an attack rolls (its type without the subdue suffix)."""
    return skill.type.removesuffix(SUBDUE)


def subdues(skill: Skill) -> bool:
    return skill.type.endswith(SUBDUE)


def basic_attacks(ch: "Character") -> list[Skill]:
    """One attack per usable stat: 筋力, 敏捷, and 魔力 for a magician (L208-L213), strongest first; each
    with intent to kill, or to incapacitate (``STR-subdue``…, L204). Kept by the three stats and whether the
    character knows magic, the only things of the character they read."""
    ranks = tuple(ch.stats.get(key) for key in ATTACK_STATS)
    magic = knows_magic(ch)
    return list(_BASIC_ATTACKS.get((ranks, magic), lambda: _basic_attacks(ranks, magic)))


_BASIC_ATTACKS: Memo[tuple[Skill, ...]] = Memo()


def _basic_attacks(ranks: tuple[Rank | None, ...], magic: bool) -> tuple[Skill, ...]:
    found = []
    for key, rank in zip(ATTACK_STATS, ranks):
        if key == "MAG" and not magic or rank is None:
            continue
        pool = F.stat_pool(rank)
        kind = "magical" if key == "MAG" else "physical"
        value = pool.automatic or pool.dice * pool.threshold / 6
        # a Message: the same text everywhere, the document's word alone in a Japanese window (core_ja.json)
        for suffix, name in (("", Message("{stat}攻撃 ({key} attack)", stat=STAT_NAMES[key], key=key)),
                             (SUBDUE, Message("{stat}攻撃・不殺 ({key} attack to subdue)", stat=STAT_NAMES[key], key=key))):
            found.append((value, Skill(name=name, slot="attack", type=key + suffix, damage=(Damage(None, kind),),
                                       cost=Cost(actions=("standard",)), basic=True, rule=ATTACK_RULE,
                                       description=f"attack check of {STAT_NAMES[key]} {key}")))
    return tuple(s for _v, s in sorted(found, key=lambda pair: -pair[0]))


def intent_changes(target: "Character", skill: Skill) -> list[Change]:
    """Whether a hit that brings HP to 0 kills or incapacitates follows the attacker's intent (L204)."""
    if subdues(skill):
        return [Change(target.id, ChangeKind.FLAG, Message("{name} is hit to incapacitate, not to kill", name=target.name),
                       T.cite("L204"), value=(Flag.SUBDUED, True))]
    if target.flags.get(Flag.SUBDUED):
        return [Change(target.id, ChangeKind.FLAG, Message("{name} is hit with intent to kill", name=target.name),
                       T.cite("L204"),
                       value=(Flag.SUBDUED, None))]
    return []


def incapacitated(ch: "Character") -> bool:
    """戦闘不能: alive at 0 HP or below after a hit meant to subdue (L204)."""
    return ch.alive and ch.health is not None and ch.health <= 0 and bool(ch.flags.get(Flag.SUBDUED))


def _stat_pool(ch: "Character", key: str) -> DicePool:
    rank = ch.stats[key]
    pool = F.stat_pool(rank)
    return DicePool(pool.dice, pool.threshold, f"{ch.name} {STAT_NAMES[key]} {rank}",
                    automatic=pool.automatic, bonus=pool.bonus)


def skill_pools(ch: "Character", use: str) -> list[DicePool]:
    """Skills whose entry says ``combat: attack | defence | both`` (攻撃 / 防御 / 両方) add 1 die per
    level, success on ≤ level; EX 7 automatic (L922, L867)."""
    words = {"attack": ("attack", "攻撃", "both", "両方"), "defence": ("defence", "defense", "防御", "both", "両方")}
    found = []
    for entry in ch.skills:
        use_of = str(entry_flag(entry, "combat") or "").casefold()
        if use_of not in words[use] or not entry.get("rank"):
            continue
        pool = skill_pool(ch, entry, "skill")
        if pool is not None:
            found.append(pool)
    return found


def skill_pool(ch: "Character", entry: Mapping[str, Any], default_name: str) -> DicePool | None:
    """A skill's dice: its rank level, each a success at or under it; EX is 7 automatic (004:L885-L890);
    None when its rank cannot be read (the sheet check reports it)."""
    try:
        rank = parse_rank(str(entry["rank"]), F.SKILL_POLICY)
    except RankError:
        return None
    lv = F.level(rank)
    label = f"{ch.name} {entry.get('name', default_name)} {rank}"
    return DicePool(7, 6, label, automatic=7) if rank.letter == "EX" else DicePool(lv, lv, label)


def defence_stats(attacker_stat: str, target: "Character") -> list[str]:
    """耐久 or 敏捷 against the body (L209); 魔力 against magic, or for a magician against anything (L211-L213)."""
    keys = ["END", "AGI"]
    if attacker_stat == "MAG" or knows_magic(target):
        keys.append("MAG")
    return [k for k in keys if k in target.stats]


LUCK_USED = "luck_used"
"""points.luck_used: the Luck rerolls spent today (L215)."""


def luck_asked(attacker: "Character", target: "Character", war: "War") -> int:
    """The ``luck`` of the attacker's attack order on ``target`` this turn: rerolls to spend on its check."""
    for order in war.orders:
        if (order.get("actor") == attacker.id and order.get("action") == "attack" and order.get("target") == target.id
                and isinstance(order.get("luck"), int) and not isinstance(order.get("luck"), bool)):
            return max(0, int(order["luck"]))
    return 0


def luck_spent(attacker: "Character", asked: int) -> tuple[int, list[Change]]:
    """Luck rerolls spent on one check: as many as asked, up to those left today (幸運 level a day, L215)."""
    if not asked:
        return 0, []
    try:
        per_day = int(F.luck_rerolls(attacker).value)
    except (RulesetError, KeyError):
        return 0, []
    used = int(attacker.points.get(LUCK_USED) or 0)
    spent = max(0, min(asked, per_day - used))
    why = Message(("{name} spends {count} Luck reroll" if spent == 1 else "{name} spends {count} Luck rerolls")
                  + " on {what} ({used} of {per_day} today; {asked} asked)", name=attacker.name, count=spent,
                  what=Message("the attack check"), used=used + spent, per_day=per_day, asked=asked)
    return spent, [Change.point(attacker.id, LUCK_USED, why, T.cite("L215-L216"), amount=spent)] if spent else []


def contest(attacker: "Character", target: "Character", skill: Skill, choice: str, luck: int = 0) -> Contest:
    """The opposed check of one attack; the defence stat per interpretation defence-stat; ``luck`` rerolls of
    the attacker's failed dice (L215-L216)."""
    spent, spend = luck_spent(attacker, luck)
    attack = tuple(replace(p, rerolls=spent) for p in (_stat_pool(attacker, stat_of(skill)),
                                                         *skill_pools(attacker, "attack")))
    options = defence_stats(stat_of(skill), target)
    fixed = {"agi": "AGI", "end": "END"}.get(choice)
    if fixed in options:
        options = [fixed]
    best: Contest | None = None
    for key in options:
        found = Contest(attack, (_stat_pool(target, key), *skill_pools(target, "defence")),
                        Message("{attacker} attacks with {stat} ({key}); {target} defends with {defence} ({defence_key})"
                                if len(options) < 2 else "{attacker} attacks with {stat} ({key}); {target} defends with "
                                "{defence} ({defence_key}), the defence with the best odds (defence-stat=best)",
                                attacker=attacker.name, stat=STAT_NAMES[stat_of(skill)], key=stat_of(skill),
                                target=target.name, defence=STAT_NAMES[key], defence_key=key),
                        ATTACK_RULE, changes=tuple(spend))
        if best is None or contest_odds(found).attack_wins < contest_odds(best).attack_wins:
            best = found
    assert best is not None, "END is every character's stat"
    return best


def damage(attacker: "Character", target: "Character", skill: Skill, result: ContestResult) -> Score:
    """差分 + 武器攻撃力 − 防具防御力 when the attack wins; a tie deals 攻撃力 − 防御力 when positive; a
    won defence deals nothing (L202-L203). Servants take no non-magical damage from non-Servants (L205)."""
    weapon = weapon_of(attacker)
    power = _number(weapon, "attack", "攻撃力") if weapon is not None else 0.0
    armour = armour_value(target)
    rule = T.cite("L202-L203")
    margin = result.margin
    scores = achievement_words(result.attack_total, result.defence_total)
    if margin < 0:
        return Score(0, Message("{scores}: the defence wins, no damage (避けきった・受けきった)", scores=scores), rule)
    if (target.kind == "servant" and attacker.kind != "servant" and stat_of(skill) != "MAG"
            and not is_magical(weapon)):
        return Score(0, Message("{scores}: {target} is a Servant, untouched by physical damage without magical "
                                "energy ({attacker}'s {stat} attack, weapon not magical)", scores=scores,
                                target=target.name, attacker=attacker.name, stat=stat_of(skill)), T.cite("L204-L205"))
    weapon_text = (Message("weapon {name} {power}", name=weapon.get("name", "?"), power=fmt(power))
                   if weapon is not None else Message("no weapon 0"))
    if margin == 0:
        value = max(0.0, power - armour)
        return Score(value, Message("{scores}: a tie, {weapon} − armour {armour} = {total}" if power - armour > 0 else
                                    "{scores}: a tie, {weapon} − armour {armour} = {total} → no damage", scores=scores,
                                    weapon=weapon_text, armour=fmt(armour), total=fmt(power - armour)), rule)
    value = max(0.0, margin + power - armour)
    return Score(value, Message("{scores}: difference {margin} + {weapon} − armour {armour} = {total}" if value > 0 else
                                "{scores}: difference {margin} + {weapon} − armour {armour} = {total} → no damage",
                                scores=scores, margin=margin, weapon=weapon_text, armour=fmt(armour),
                                total=fmt(margin + power - armour)), rule)


def achievement_words(attack: int, defence: int) -> Message:
    """``achievement 17 against 7`` (達成値17 対 7): the two totals a damage line starts with."""
    return Message("achievement {attack} against {defence}", attack=attack, defence=defence)


def placed_row(ch: "Character", placement: str) -> str:
    """The row the GM recorded (flag ``row``: front/前衛 or back/後衛); without one, front, or under
    row-placement=default-line a Master stands back (L163)."""
    value = ch.flags.get(Flag.ROW)
    if value is not None:
        return "back" if str(value).casefold() in ("back", "後衛") else "front"
    return "back" if placement == "default-line" and ch.kind == "master" else "front"


def row_of(ch: "Character", war: "War", placement: str) -> str:
    """The row ``ch`` fights in: a side with nobody in front has its back row pushed to the front (L169-L177)."""
    if placed_row(ch, placement) == "front":
        return "front"
    side = [c for c in war.at(ch.location) if c.alive and c.team == ch.team
            and c.flags.get(Flag.LINE) == ch.flags.get(Flag.LINE)] if ch.location else [ch]  # per split line, L187-L193
    if all(placed_row(c, placement) == "back" for c in side):
        return "front"
    return "back"


def reach_problem(attacker: "Character", target: "Character", skill: Skill, war: "War", choice: str,
                  placement: str) -> str | None:
    """Magic reaches either row from either row (L213); a body attack goes front to front, unless its
    weapon has 射程 (``range`` > 0), per interpretation physical-reach (L211)."""
    if stat_of(skill) == "MAG" or choice == "any" or not skill.basic:
        return None
    weapon = weapon_of(attacker)
    if weapon is not None and _number(weapon, "range", "射程") > 0:
        return None
    if row_of(attacker, war, placement) == "back":
        return Message("{name} stands in the back row (後衛): a {stat} attack without a ranged weapon reaches no one "
                       "({rule}; physical-reach=front)", name=attacker.name, stat=STAT_NAMES[stat_of(skill)],
                       rule=ROW_RULE)
    if row_of(target, war, placement) == "back":
        return Message("{name} stands in the back row (後衛) behind its front row: only magic or a weapon with 射程 "
                       "reaches it ({rule}; physical-reach=front)", name=target.name, rule=ROW_RULE)
    return None
