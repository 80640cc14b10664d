"""Skills and Noble Phantasms used as actions of their own (roll-dice 004:L917-L925, L1061-L1064, L1404-L1415).

A sheet skill entry becomes an action when it says ``action: attack`` (an attack check that adds the
entry's dice) or ``action: heal`` (MP paid, ``heals`` HP restored); any other entry stays passive and
adds its dice through ``combat`` (L922). Fields, as the sheet's NP line gives them (L1553):

- ``rank``: the skill's or NP's rank; ``type: 宝具`` (or ``noble phantasm``) marks an NP;
- ``activation`` (発動区分) of an NP: ``単発``/``single`` (rank level × 2 dice, rank level × 2 MP),
  ``継続``/``continuous`` (rank level dice and MP), ``常時``/``constant`` (⌈level ÷ 2⌉ dice, no MP per use)
  (L1062-L1064); a skill adds 1 die per level, success on ≤ level (L922);
- ``dice`` (ダイス判定プラス) and ``mp`` (MP消費) override those defaults; ``fixed`` (固定値) adds to the
  damage like a weapon's 攻撃力 (L202); ``stat`` is the stat the attack check rolls (STR, AGI, MAG);
- ``effects``: NP additional effects the engine applies: 必中 (the defence rolls 幸運, L1404), 必殺 (+ the
  target's maximum HP, L1405), 防御不能 (no defence check, L1414), 防御無視 (armour ignored, L1415).
"""

from __future__ import annotations

import math
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import RankError
from gmdesk.messages import Listing, Message
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.rulesets.combat import Cost, Damage, Skill
from gmdesk.rulesets.dice import DicePool
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.scores import Score, fmt
from gmdesk.rulesets.sheetformat import entry_flag

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

RULE = T.cite("L917-L925, L1061-L1064")
SURE_HIT, SURE_KILL, UNDEFENDABLE, PIERCING = "必中", "必殺", "防御不能", "防御無視"
EFFECT_WORDS = {"必中": SURE_HIT, "sure hit": SURE_HIT, "必殺": SURE_KILL, "sure kill": SURE_KILL,
                "防御不能": UNDEFENDABLE, "undefendable": UNDEFENDABLE, "防御無視": PIERCING,
                "ignore armour": PIERCING, "ignore armor": PIERCING}
EFFECT_RULES = {SURE_HIT: "L1404", SURE_KILL: "L1405", UNDEFENDABLE: "L1414", PIERCING: "L1415"}
CANCELLABLE = (SURE_HIT, SURE_KILL, UNDEFENDABLE)
"""Effects the target may cancel with one Luck reroll (L218, L1404, L1405, L1414)."""
ACTIVATIONS = {"単発": "single", "single": "single", "継続": "continuous", "continuous": "continuous",
               "常時": "constant", "constant": "constant"}


def is_np(raw: Mapping[str, Any]) -> bool:
    kind = " ".join(str(entry_flag(raw, k) or "") for k in ("type", "kind")).casefold()
    return "宝具" in kind or "noble phantasm" in kind


def _number(raw: Mapping[str, Any], key: str) -> int | None:
    value = entry_flag(raw, key)
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0 else None


def _rank(raw: Mapping[str, Any]) -> Rank | None:
    try:
        return parse_rank(str(raw.get("rank")), F.SKILL_POLICY) if raw.get("rank") else None
    except RankError:
        return None


def effects(raw: Mapping[str, Any]) -> tuple[str, ...]:
    """The NP effects the engine applies, as the document names them."""
    found = entry_flag(raw, "effects")
    words = found if isinstance(found, list) else [found] if isinstance(found, str) else []
    return tuple(dict.fromkeys(EFFECT_WORDS[w.strip().casefold()] for w in words
                               if isinstance(w, str) and w.strip().casefold() in EFFECT_WORDS))


def plus_pool(raw: Mapping[str, Any], owner_name: str) -> tuple[DicePool, str] | None:
    """The dice the action adds to its check (ダイス判定プラス) and how they were found."""
    rank = _rank(raw)
    name = str(raw.get("name") or "skill")
    if rank is None:
        return None
    lv = F.level(rank)
    given = _number(raw, "dice")
    if is_np(raw):
        mode = ACTIVATIONS.get(str(entry_flag(raw, "activation") or "単発").strip().casefold(), "single")
        dice = {"single": lv * 2, "continuous": lv, "constant": math.ceil(lv / 2)}[mode]
        how = {"single": f"単発: rank level {lv} × 2 = {dice} dice (L1064)",
               "continuous": f"継続: rank level {lv} dice (L1063)",
               "constant": f"常時: ⌈{lv} ÷ 2⌉ = {dice} dice (L1062)"}[mode]
    else:
        dice, how = lv, f"skill {rank}: 1 die per level = {lv} dice (L922)"
    if given is not None:
        dice, how = given, f"the sheet's ダイス判定プラス {given} dice"
    label = f"{owner_name} {name} {rank}"
    return DicePool(dice, lv, label), f"{how}, success on ≤ {lv}"


def mp_cost(raw: Mapping[str, Any]) -> int:
    """MP a use costs: the sheet's MP消費, else 単発 rank level × 2, 継続 rank level, 常時 and skills 0 (L1062-L1064)."""
    given = _number(raw, "mp")
    if given is not None:
        return given
    rank = _rank(raw)
    if rank is None or not is_np(raw):
        return 0
    lv = F.level(rank)
    mode = ACTIVATIONS.get(str(entry_flag(raw, "activation") or "単発").strip().casefold(), "single")
    return {"single": lv * 2, "continuous": lv, "constant": 0}[mode]


def parse(raw: Mapping[str, Any], index: int) -> Skill | None:
    """The action a sheet entry describes, or None when it is passive (adds dice through ``combat``)."""
    use = str(entry_flag(raw, "action") or "").strip().casefold()
    if use not in ("attack", "heal", "攻撃", "回復"):
        return None
    name = str(raw.get("name") or f"skill {index + 1}")
    mp = mp_cost(raw)
    cost = Cost({"mana": float(mp)} if mp else {}, actions=("standard",))
    rule = T.cite("L1061-L1064, L1553" if is_np(raw) else "L917-L925")
    if use in ("heal", "回復"):
        heals = _number(raw, "heals") or 0
        return Skill(name=name, slot="attack", rank=_rank(raw), cost=cost, heals=float(heals), targets_max=1,
                     rule=rule, raw=raw, description=f"heals {heals} HP for {mp} MP")
    stat = str(entry_flag(raw, "stat") or "STR").upper()
    kind = "magical"  # a Servant's attack and an NP or magecraft count as magical energy (L205)
    return Skill(name=name, slot="attack", type=stat, rank=_rank(raw), damage=(Damage(None, kind),), cost=cost,
                 rule=rule, raw=raw, description=f"attack check of {stat} + {name}")


def fixed_damage(skill: Skill) -> int:
    """The action's 固定値 added to the damage like a weapon's 攻撃力 (L202, L1553)."""
    return _number(skill.raw, "fixed") or 0


def acting(ch: "Character", skill: Skill) -> bool:
    """Whether ``skill`` is one of these actions (not a basic attack)."""
    return not skill.basic and bool(skill.raw) and parse(skill.raw, 0) is not None


def damage(attacker: "Character", target: "Character", skill: Skill, margin: int, scores: str,
           tags: tuple[str, ...]) -> Score:
    """The damage of an action's hit: difference + weapon 攻撃力 + the action's 固定値 − armour, a tie without
    the difference, nothing when the defence wins (L202-L203); 防御無視 drops the armour (L1415); 必殺 adds
    the target's maximum HP unless cancelled with Luck (L1405, L218)."""
    from gmdesk.rulesets.roll_dice import combat as C

    rule = T.cite("L202-L203")
    if margin < 0:
        return Score(0, Message("{scores}: the defence wins, no damage (避けきった・受けきった)", scores=scores), rule)
    live = [e for e in effects(skill.raw) if f"cancelled:{e}" not in tags]
    weapon = C.weapon_of(attacker)
    power = C.number(weapon, "attack", "攻撃力") if weapon is not None else 0.0
    fixed = fixed_damage(skill)
    armour = 0.0 if PIERCING in live else C.armour_value(target)
    parts = [Message("difference {margin}", margin=margin) if margin > 0 else Message("a tie")]
    parts.append(Message("weapon {power}", power=fmt(power)))
    parts.append(Message("{skill} 固定値 {fixed}", skill=skill.name, fixed=fixed))
    total = max(margin, 0) + power + fixed - armour
    armour_text = (Message("armour {armour} (防御無視, {rule})", armour=fmt(armour), rule=T.cite("L1415"))
                   if PIERCING in live else Message("armour {armour}", armour=fmt(armour)))
    value = max(0.0, total)
    explain: str = Message("{scores}: {parts} − {armour} = {total}" if total > 0 else
                           "{scores}: {parts} − {armour} = {total} → no damage", scores=scores,
                           parts=Listing(parts, " + "), armour=armour_text, total=fmt(total))
    if SURE_KILL in live and target.health_max is not None:
        value += target.health_max
        explain = Message("{how}; 必殺: + {target}'s maximum HP {hp} = {value} ({rule})", how=explain,
                          target=target.name, hp=fmt(target.health_max), value=fmt(value), rule=T.cite("L1405"))
    return Score(value, explain, rule)
