"""Fate/roll dice formulas: derived values, FP, dice pools and the escape contest.

Every function returns the number together with the arithmetic that produced it (a
:class:`~gmdesk.rulesets.scores.Score`, a :class:`Pool` or a :class:`~gmdesk.rulesets.scores.Check`)
and cites the line of roll-dice 004 it implements. Stat levels are E=1 … A=5, EX=6, '-'=0
(L864, L371); '+' and '−' never enter HP, MP, IV or the Luck reroll count (L912).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import RankError, RulesetError
from gmdesk.messages import Listing, Message
from gmdesk.model.ranks import LETTERS, Rank, RankPolicy, parse_rank
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.roll_dice import tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

_BASE_POLICY = RankPolicy(max_plus=2, max_minus=2, ex_subranks=False, allow_na=False, allow_none=True)


# -- reading a sheet -----------------------------------------------------------------------------
def level(rank: Rank) -> int:
    """The level a check reads a rank as: E..A = 1..5, EX = 6, '-' = 0 (L864, L371)."""
    return int(T.RANK_LEVEL.values[rank.letter])


def _stat(ch: "Character", key: str, purpose: str) -> Rank:
    rank = ch.stats.get(key)
    if rank is None:
        raise RulesetError(f"{ch.id} has no {key} on its sheet, needed for {purpose}")
    return rank


def _shown(key: str, rank: Rank) -> str:
    return f"{key} {rank}={level(rank)}"


def rank_level(ch: "Character") -> int:
    """The sheet's 【ランクレベル】 (L1540, L1604, L1653), kept in ``points.rank_level``.

    A war file may also write it as a top-level ``rank_level`` of the character (kept in
    ``extra``). Masters 1-6, Servants 7-12 (L747-L748), troops a number (L1653).
    """
    value = ch.points.get("rank_level", ch.extra.get("rank_level"))
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer():
        raise RulesetError(f"{ch.id} has no rank level (points.rank_level), needed by {T.cite('L871')}")
    if abs(value) > MAX_RANK_LEVEL:
        raise RulesetError(f"{ch.id}'s rank level is beyond any sheet (at most {MAX_RANK_LEVEL}: a limit not in "
                           f"the document, so that HP, MP and FP stay numbers)")
    return int(value)


#: The largest rank level gmdesk takes (not in the document: Masters 1-6, Servants 7-12, troops "a number",
#: L747-L748, L1653). A troop of level 10^300 would give an FP budget no number holds.
MAX_RANK_LEVEL = 1000


# -- derived values (L870-L872) -----------------------------------------------------------------
def _marks_note(*ranks: Rank) -> str:
    return Message(" ('+'/'−' ignored, L912)") if any(r.plus or r.minus for r in ranks) else ""


def hp(ch: "Character") -> Score:
    """HP = (larger of 耐久/筋力 × 3 + smaller) × 2 + rank level (L871)."""
    strength, endurance = _stat(ch, "STR", "HP"), _stat(ch, "END", "HP")
    rl = rank_level(ch)
    high = max(level(strength), level(endurance))
    low = min(level(strength), level(endurance))
    value = (high * 3 + low) * 2 + rl
    explain = Message("HP = (max({end}, {str}) {high} × 3 + min {low}) × 2 + rank level {rl} = {value}{note}",
                      end=_shown("END", endurance), str=_shown("STR", strength), high=high, low=low, rl=rl,
                      value=fmt(value), note=_marks_note(strength, endurance))
    return Score(value, explain, T.cite("L871, L912"))


def mp(ch: "Character") -> Score:
    """MP = (魔力 × 3 + 幸運) × 2 + rank level (L871)."""
    magic, luck = _stat(ch, "MAG", "MP"), _stat(ch, "LCK", "MP")
    rl = rank_level(ch)
    value = (level(magic) * 3 + level(luck)) * 2 + rl
    explain = Message("MP = ({mag} × 3 + {lck}) × 2 + rank level {rl} = {value}{note}", mag=_shown("MAG", magic),
                      lck=_shown("LCK", luck), rl=rl, value=fmt(value), note=_marks_note(magic, luck))
    return Score(value, explain, T.cite("L871, L912"))


def iv(ch: "Character") -> Score:
    """IV = 敏捷 × 3 + 幸運 (L871)."""
    agility, luck = _stat(ch, "AGI", "IV"), _stat(ch, "LCK", "IV")
    value = level(agility) * 3 + level(luck)
    explain = Message("IV = {agi} × 3 + {lck} = {value}{note}", agi=_shown("AGI", agility), lck=_shown("LCK", luck),
                      value=fmt(value), note=_marks_note(agility, luck))
    return Score(value, explain, T.cite("L871, L912"))


def initiative(ch: "Character") -> Score:
    """The IV a character acts on: the sheet's recorded ・IV (``points.iv``, which may carry mount,
    skill and mana-shortage changes, L551, L1012-L1016, L1243) or else the L871 formula."""
    computed = iv(ch)
    recorded = ch.points.get("iv")
    if recorded is None:
        return Score(computed.value, computed.explain, T.cite("L197, L871"))
    if recorded == computed.value:
        return Score(recorded, f"IV {fmt(recorded)} (sheet; {computed.explain})", T.cite("L197, L871"))
    return Score(recorded, f"IV {fmt(recorded)} (sheet; the formula gives {computed.explain})",
                 T.cite("L197, L871"))


def luck_rerolls(ch: "Character") -> Score:
    """Luck rerolls per day = Luck level, EX 6 + 2 = 8; '+'/'−' do not count (L215, L869, L912)."""
    luck = _stat(ch, "LCK", "Luck rerolls")
    if luck.letter not in T.LUCK_REROLLS.values:
        raise RulesetError(f"{ch.id}: Luck {luck} gives no rerolls ({T.LUCK_REROLLS.rule})")
    value = T.LUCK_REROLLS.values[luck.letter]
    extra = " (EX: 6 + 2, L869)" if luck.letter == "EX" else ""
    return Score(value, Message("Luck rerolls per day = LCK {luck} → {value}{extra}{note}", luck=luck,
                                value=fmt(value), extra=extra, note=_marks_note(luck)), T.LUCK_REROLLS.rule)


# -- FP (L747-L750, L885-L890, L910-L911) ---------------------------------------------------------
def fp_budget(rank_level_value: int) -> Score:
    """FP = rank level × 6 (L750)."""
    value = rank_level_value * T.FP_PER_RANK_LEVEL
    return Score(value, Message("FP = rank level {rl} × {per} = {value}", rl=rank_level_value,
                                per=T.FP_PER_RANK_LEVEL, value=fmt(value)), T.FP_RULE)


def stat_fp(rank: Rank) -> Score:
    """What a stat is worth in FP counted from '-' (table stat-fp)."""
    value = T.STAT_FP.value(rank)
    return Score(value, T.STAT_FP.formula_text(rank), T.STAT_FP.rule)


def stat_fp_change(base: Rank, now: Rank) -> Score:
    """FP spent raising ``base`` to ``now`` (negative: refunded by lowering, L889-L890)."""
    value = T.STAT_FP.value(now) - T.STAT_FP.value(base)
    sign = "+" if value >= 0 else "−"
    return Score(value, f"{base}→{now} {sign}{fmt(abs(value))}", T.STAT_FP.rule)


def troop_stat_level(troop_level: int) -> Score:
    """Troop stats: 1 + level ÷ 2, rounded up, for every stat (L367; Lv3 → C, Lv4 → C, L368-L369)."""
    value = math.ceil(1 + Fraction(troop_level, 2))
    if not 1 <= value <= len(LETTERS):
        raise RulesetError(f"a level {troop_level} troop would get stat level {value}, beyond EX ({T.cite('L367')})")
    letter = LETTERS[value - 1]
    explain = (f"troop Lv{troop_level}: 1 + {troop_level} ÷ 2 = {fmt(1 + troop_level / 2)} → "
               f"rounded up {value} = {letter}")
    return Score(value, explain, T.cite("L367-L369"))


def troop_fp_bonus(troop_level: int, choice: str = "listed") -> Score:
    """Troops of level 2, 4, 6 get level + 6 FP (L367); above 6 per interpretation troop-fp-levels."""
    listed = troop_level in (2, 4, 6)
    if troop_level > 6 and choice == "even":
        gets, why = troop_level % 2 == 0, "troop-fp-levels=even"
    elif troop_level > 6 and choice == "gm":
        return Score(0, f"troop Lv{troop_level}: extra FP set by the GM (troop-fp-levels=gm)", T.cite("L363, L367"))
    else:
        gets, why = listed, "levels 2, 4, 6"
    value = troop_level + 6 if gets else 0
    text = f"{troop_level} + 6 = {fmt(value)}" if gets else "none"
    return Score(value, f"troop Lv{troop_level} extra FP ({why}): {text}", T.cite("L367, L369"))


def _normalise_class(name: str) -> str | None:
    text = name.strip()
    for prefix in ("Fake-", "Fake ", "フェイク・", "フェイク", "偽"):
        if text.lower().startswith(prefix.lower()):
            text = text[len(prefix):]
    for sheet in T.BASE_SHEETS.values():
        if text.lower() == sheet.type.lower() or text == sheet.japanese:
            return sheet.type
    return None


def base_stats(ch: "Character") -> tuple[dict[str, Rank], str]:
    """The type's 基本ステータス the sheet was built from, and where they come from.

    Masters and the seven classes use L660-L706 (a Fake uses its class, L710); troops get
    1 + level ÷ 2 in every stat (L367); an irregular class's base is designed by the GM (L709)
    and must be written as ``base_stats`` on the character.
    """
    given = ch.extra.get("base_stats")
    if isinstance(given, Mapping):
        try:
            ranks = {k: parse_rank(v, _BASE_POLICY, field=f"base_stats.{k}", owner=ch.id) for k, v in given.items()}
        except RankError as exc:
            raise RulesetError(str(exc)) from exc
        return ranks, Message("base_stats on the sheet ({rule})", rule=T.cite("L709"))
    if ch.kind == "troop":
        letter = LETTERS[int(troop_stat_level(rank_level(ch)).value) - 1]
        keys = list(T.COMMON_KEYS) + [k for k in ("SOC", "NP") if k in ch.stats]
        return {k: Rank(letter) for k in keys}, Message("troop Lv{level} base {letter} ({rule})", level=rank_level(ch),
                                                        letter=letter, rule=T.cite("L367"))
    if ch.kind == "master":
        sheet = T.BASE_SHEETS["Master"]
    else:
        cls = _normalise_class(ch.class_name or "")
        if cls is None:
            raise RulesetError(f"{ch.id}: class {ch.class_name!r} has no base sheet; the GM designs irregular "
                               f"classes ({T.cite('L709')}): write base_stats on the character")
        sheet = T.BASE_SHEETS[cls]
    return ({k: parse_rank(v, _BASE_POLICY) for k, v in sheet.stats.items()},
            Message("{kind} base ({rule})", kind=Message(sheet.type), rule=sheet.rule))  # セイバー in Japanese


def fp_spent(ch: "Character", base: Mapping[str, Rank] | None = None) -> Score:
    """FP spent on stats: each stat's FP value now minus its base value (L885-L890, L910-L911).

    Skills, combos and equipment are free-form in gmdesk and not counted here.
    """
    if base is None:
        base, source = base_stats(ch)
    else:
        source = Message("given base")
    parts, total = [], 0.0
    for spec in T.STAT_KEYS:
        now = ch.stats.get(spec.key)
        if now is None:
            continue
        was = base.get(spec.key, Rank("-"))
        change = stat_fp_change(was, now)
        total += change.value
        if change.value:
            parts.append(f"{spec.key} {change.explain}")
    body = Listing(parts) if parts else Message("no stat differs from its base")
    return Score(total, Message("FP spent on stats vs {source}: {body} = {total}", source=source, body=body,
                                total=fmt(total)), T.cite("L885-L890, L910-L911"))


def fp_total(ch: "Character", troop_choice: str = "listed") -> Score:
    """The FP a sheet was built with: rank level × 6 (L750), or a troop's extra FP (L367)."""
    if ch.kind == "troop":
        return troop_fp_bonus(rank_level(ch), troop_choice)
    return fp_budget(rank_level(ch))


# -- dice pools (L864-L868, L878-L879, L897-L911) -----------------------------------------------
@dataclass(frozen=True)
class Pool:
    """One check pool: roll ``dice`` d6, each ≤ ``threshold`` succeeds; ``automatic`` successes need
    no roll (EX), ``bonus`` is flat achievement; ``cost`` is HP/MP the pool's option asks for."""

    dice: int
    threshold: int
    explain: str
    rule: str
    automatic: int = 0
    bonus: int = 0
    cost: int | None = None


def stat_pool(rank: Rank, *, plus_active: bool = False, minus_active: bool = False,
              ex_boost_cost: str = "14-mp") -> Pool:
    """The dice a stat rolls: level × 2 dice ≤ level (L864); EX 14 automatic successes, +14 for MP
    (L867-L868); '+' × (1 + count) and '−' ÷ (1 + count) rounded up when their condition holds,
    threshold unchanged (L897-L898, L904-L905)."""
    lv = level(rank)
    if rank.letter == "-":
        return Pool(0, 0, "'-': 0Lv, no dice (L371)", T.cite("L371"))
    if rank.letter == "EX":
        text = "EX: 14 dice succeed on ≤ 6, achievement 14"
        if not plus_active:
            return Pool(14, 6, text, T.cite("L867"), automatic=T.EX_AUTOMATIC)
        cost = T.EX_AUTOMATIC if ex_boost_cost == "14-mp" else None
        paid = f"{cost} MP (ex-boost-cost=14-mp, L901)" if cost is not None else "MP set by the GM (ex-boost-cost=gm)"
        return Pool(14, 6, f"{text} + 14 for {paid}", T.cite("L867-L868"),
                    automatic=T.EX_AUTOMATIC, bonus=T.EX_AUTOMATIC, cost=cost)
    base = int(T.STAT_DICE.values[rank.letter])
    head = f"{rank}: {lv} × 2 = {base} dice"
    if rank.plus and plus_active:
        dice = base * (1 + rank.plus)
        return Pool(dice, lv, f"{head} × (1 + {rank.plus} '+') = {dice} dice, success on ≤ {lv}; "
                              f"a paid '+' costs {dice - base} HP or MP (L901)",
                    T.cite("L897-L901"), cost=dice - base)
    if rank.minus and minus_active:
        dice = math.ceil(Fraction(base, 1 + rank.minus))
        return Pool(dice, lv, f"{head} ÷ (1 + {rank.minus} '−') = {fmt(base / (1 + rank.minus))} → "
                              f"{dice} dice, success on ≤ {lv}; paying {base - dice} HP or MP avoids a "
                              f"paying-kind '−' (L908)",
                    T.cite("L904-L908"), cost=base - dice)
    note = "" if not (rank.plus or rank.minus) else " (its condition is not in force)"
    return Pool(base, lv, f"{head}, success on ≤ {lv}{note}", T.cite("L864-L865"))


def rank_level_check(ch: "Character") -> Pool:
    """ランクレベル判定: Masters use their rank level, Servants rank level − 6; 2L dice ≤ L, but at 6
    it is 12 dice ≤ 5, not EX (L878-L879)."""
    rl = rank_level(ch)
    if ch.kind == "master":
        lv, how = rl, f"Master rank level {rl}"
    elif ch.kind == "servant":
        lv, how = rl - 6, f"Servant rank level {rl} − 6 = {rl - 6}"
    else:
        raise RulesetError(f"{ch.id}: the rank-level check is given for Masters and Servants only "
                           f"({T.RANK_LEVEL_CHECK_RULE})")
    if lv not in T.RANK_LEVEL_CHECK:
        raise RulesetError(f"{ch.id}: rank-level check level {lv} outside 1-6 ({T.RANK_LEVEL_CHECK_RULE})")
    dice, threshold = T.RANK_LEVEL_CHECK[lv]
    note = " (not EX, L879)" if lv == 6 else ""
    return Pool(dice, threshold, f"rank-level check: {how} → {dice} dice, success on ≤ {threshold}{note}",
                T.RANK_LEVEL_CHECK_RULE)


# -- the escape contest (L520-L524) ------------------------------------------------------------
def _distribution(pool: Pool) -> dict[int, Fraction]:
    if pool.automatic:
        return {pool.automatic + pool.bonus: Fraction(1)}
    p = Fraction(pool.threshold, 6)
    return {k: math.comb(pool.dice, k) * p ** k * (1 - p) ** (pool.dice - k) for k in range(pool.dice + 1)}


def _max_cdf(dists: list[dict[int, Fraction]], top: int) -> list[Fraction]:
    """P(max ≤ x) for x = 0..top (an empty side has max −∞: probability 1)."""
    cdf = []
    for x in range(top + 1):
        prob = Fraction(1)
        for dist in dists:
            prob *= sum((q for k, q in dist.items() if k <= x), Fraction(0))
        cdf.append(prob)
    return cdf


def _pool_text(ch: "Character", pool: Pool) -> str:
    rank = ch.stats["AGI"]
    if pool.automatic:
        return f"{ch.name} AGI {rank} = {pool.automatic}"
    return f"{ch.name} AGI {rank} {pool.dice}d6≤{pool.threshold}"


def escape_check(escapers: list["Character"], blockers: list["Character"]) -> Check:
    """Chance that an escape succeeds: unopposed it is automatic (L521); opposed, every character
    of both sides rolls 敏捷 and the escape succeeds when an escaper has the single highest
    achievement, ties rerolled (L522-L523). Only the AGI stat is counted: skills (軍略, 仕切り直し,
    無窮の俊足…) and '+' conditions are the GM's to add."""
    rule = T.cite("L520-L523")
    if not blockers:
        return Check("escape unopposed: automatic (L521)", rule, certain=True)
    sides = []
    for group in (escapers, blockers):
        pools = [(ch, stat_pool(_stat(ch, "AGI", "escape"))) for ch in group]
        sides.append(pools)
    top = max(max(p.automatic + p.bonus, p.dice) for side in sides for _, p in side)
    cdf_e = _max_cdf([_distribution(p) for _, p in sides[0]], top)
    cdf_b = _max_cdf([_distribution(p) for _, p in sides[1]], top)
    win = tie = Fraction(0)
    for x in range(top + 1):
        p_e = cdf_e[x] - (cdf_e[x - 1] if x else 0)
        p_b = cdf_b[x] - (cdf_b[x - 1] if x else 0)
        win += p_e * (cdf_b[x - 1] if x else 0)
        tie += p_e * p_b
    shown = Message("escape: {escapers} against {blockers}", escapers=Listing([_pool_text(c, p) for c, p in sides[0]]),
                    blockers=Listing([_pool_text(c, p) for c, p in sides[1]]))
    if tie == 1:
        return Check(Message("{how}: always a tie, rerolls never decide; the GM rules (L523)", how=shown), rule,
                     data={"gm": True})
    chance = win / (1 - tie)
    explain = Message("{how} → escaper highest {win} %, tie {tie} % rerolled → {chance} % to escape (AGI only)", how=shown,
                      win=fmt(round(float(win) * 100, 2)), tie=fmt(round(float(tie) * 100, 2)),
                      chance=fmt(round(float(chance) * 100, 2)))
    return Check(explain, rule, chance=float(chance), data={"win": float(win), "tie": float(tie)})


def faction_escape_check(escapers: list["Character"], staying: list["Character"], blockers: list["Character"],
                         rear_guard: str) -> Check | None:
    """L524: when some stay behind to hold the enemy, the escapers get away for certain (rear-guard=holds).
    Otherwise the contest is the whole faction's: every character of both sides rolls 敏捷 (L522)."""
    if not staying or not blockers:
        return None
    names = Listing([c.name for c in staying])
    if rear_guard == "holds":
        return Check(Message("{names} stays behind to hold {blockers}: the escape is certain, no AGI contest (L524, "
                             "rear-guard=holds)" if len(staying) == 1 else "{names} stay behind to hold {blockers}: the "
                             "escape is certain, no AGI contest (L524, rear-guard=holds)", names=names,
                             blockers=Listing([b.name for b in blockers])), T.cite("L524"), certain=True)
    check = escape_check(escapers + staying, blockers)
    return Check(Message("{how}; the whole faction rolls, {names} staying (L522, rear-guard=contest)", how=check.explain,
                         names=names),
                 T.cite("L522-L523"), chance=check.chance, certain=check.certain, data=check.data)


# -- skill FP (L910-L914, L928-L933) --------------------------------------------------------------------
SKILL_MARKS = 3
"""Up to three '+' or '−' on a skill (L914)."""

SKILL_POLICY = RankPolicy(max_plus=SKILL_MARKS, max_minus=SKILL_MARKS, ex_subranks=False,
                          allow_na=False, allow_none=True)


def _fp_per_level(entry: Mapping[str, Any]) -> float | None:
    """The entry's FP per level (L928), or None when it names none or no finite number."""
    for key, value in entry.items():
        if isinstance(key, str) and key.casefold() in ("fp", "fp per level"):
            if isinstance(value, bool):
                return None
            if isinstance(value, (int, float)):
                number = float(value)
            else:
                try:
                    number = float(str(value).strip())
                except ValueError:
                    return None
            return number if math.isfinite(number) else None  # "nan" and "inf" read as floats
    return None


def _skill_levels(rank: Rank, per_level: float) -> tuple[float, str]:
    """What a skill at ``rank`` is worth counted from '-': level × FP per level (L928), EX = A plus three
    times one level (L931), each '+' half a level rounded up, each '−' refunds as much (L910-L911)."""
    if rank.letter == "EX":
        value = 5 * per_level + 3 * per_level
        how = f"EX = 5 × {fmt(per_level)} + 3 × {fmt(per_level)}"
    else:
        value = level(rank) * per_level
        how = f"{rank.letter} = {level(rank)} × {fmt(per_level)}"
    half = math.ceil(abs(per_level) / 2) * (1 if per_level >= 0 else -1)
    if rank.plus:
        value += rank.plus * half
        how += f" + {rank.plus} × {fmt(half)} ('+')"
    if rank.minus:
        value -= rank.minus * half
        how += f" − {rank.minus} × {fmt(half)} ('−')"
    return value, how


def skill_fp(entry: Mapping[str, Any], base: Rank | None = None) -> Score | None:
    """FP a skill entry costs (see :func:`_skill_levels`). ``base``: the rank a 基本クラス別スキル starts at
    for free (L880-L882); only the levels above it are bought, and lowering it refunds (L889). None when
    the entry names no FP."""
    per_level = _fp_per_level(entry)
    rank_text = next((v for k, v in entry.items() if isinstance(k, str) and k.casefold() == "rank"), None)
    if per_level is None or not isinstance(rank_text, str):
        return None
    try:
        rank = parse_rank(rank_text, SKILL_POLICY)
    except RankError:
        return None
    name = next((v for k, v in entry.items() if isinstance(k, str) and k.casefold() == "name"), "?")
    value, how = _skill_levels(rank, per_level)
    rule = "L910-L911, L928-L933"
    if base is not None:
        free, free_how = _skill_levels(base, per_level)
        value -= free
        how += f" − base {base} ({free_how.split(' = ', 1)[1]}, free)"
        rule = "L880-L882, L889, " + rule
    return Score(value, f"{name} {rank}: {how} = {fmt(value)} FP", T.cite(rule))


#: English names of the 基本クラス別スキル (L666-L706), as the skill library writes them after the Japanese.
CLASS_SKILL_NAMES = {"対魔力": "Magic Resistance", "騎乗": "Riding", "単独行動": "Independent Action",
                     "狂化": "Mad Enhancement", "気配遮断": "Presence Concealment", "陣地作成": "Territory Creation",
                     "道具作成": "Item Construction"}


def base_class_skills(ch: "Character") -> dict[str, Rank]:
    """The 基本クラス別スキル a Servant's class starts with (L666-L706): Japanese name → rank. Masters,
    troops and irregular classes (``base_stats`` on the sheet, L709) start with none."""
    if ch.kind != "servant" or isinstance(ch.extra.get("base_stats"), Mapping):
        return {}
    cls = _normalise_class(ch.class_name or "")
    if cls is None:
        return {}
    found: dict[str, Rank] = {}
    for text in T.BASE_SHEETS[cls].class_skills:
        name, letter = text.rstrip("ABCDEX"), text[len(text.rstrip("ABCDEX")):]
        found[name] = parse_rank(letter, SKILL_POLICY)
    return found


def _base_of(entry: Mapping[str, Any], bases: dict[str, Rank]) -> str | None:
    name = next((v for k, v in entry.items() if isinstance(k, str) and k.casefold() == "name"), None)
    if not isinstance(name, str):
        return None
    text = name.strip().casefold()
    for japanese in bases:
        english = CLASS_SKILL_NAMES.get(japanese, japanese).casefold()
        if text.startswith(japanese) or text == english or f"({english})" in text:
            return japanese
    return None


def skills_fp(ch: "Character") -> tuple[float, list[str], int]:
    """FP spent on the sheet's skills: the total, each skill's arithmetic, and how many skills name no FP.
    Each base class skill is counted from its free rank once (the first entry of that name)."""
    total, parts, unpriced = 0.0, [], 0
    bases = base_class_skills(ch)
    for entry in ch.skills:
        japanese = _base_of(entry, bases)
        score = skill_fp(entry, bases.pop(japanese) if japanese is not None else None)
        if score is None:
            unpriced += 1
            continue
        total += score.value
        parts.append(score.explain)
    return total, parts, unpriced
