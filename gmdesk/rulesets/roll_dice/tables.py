"""Fate/roll dice tables (roll-dice 004), as data.

The document states most of its numbers as a rule plus an example ("ステータスレベル×2個のダイス",
"Bであった場合…8個", L864-L865) rather than as a printed table. The rows below spell those rules
out letter by letter; every table names the lines it comes from and the exceptions the document
prints (EX = 14 dice, A→EX = 18 FP, EX Luck +2 rerolls, rank-level check 6 = 12 dice ≤ 5).
"""

from __future__ import annotations

from dataclasses import dataclass

from gmdesk.messages import Message
from gmdesk.rulesets.scores import RankTable

DOCUMENT = "roll-dice 004"


def cite(lines: str) -> str:
    """``cite("L871")`` → ``"roll-dice 004:L871"``."""
    return f"{DOCUMENT}:{lines}"


# -- stat keys ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class StatKey:
    key: str
    english: str
    japanese: str
    kinds: tuple[str, ...]
    rule: str


STAT_KEYS: tuple[StatKey, ...] = (
    StatKey("STR", "Strength", "筋力", ("servant", "master", "troop"), cite("L862")),
    StatKey("END", "Endurance", "耐久", ("servant", "master", "troop"), cite("L862")),
    StatKey("AGI", "Agility", "敏捷", ("servant", "master", "troop"), cite("L862")),
    StatKey("MAG", "Magic", "魔力", ("servant", "master", "troop"), cite("L862")),
    StatKey("LCK", "Luck", "幸運", ("servant", "master", "troop"), cite("L862")),
    StatKey("NP", "Noble Phantasm", "宝具", ("servant", "troop"), cite("L862, L364, L1541, L1654")),
    StatKey("SOC", "Society", "社会", ("master", "troop"), cite("L862, L344, L1605, L1654")),
)
"""The six statuses of each sheet: Servants 筋力 耐久 敏捷 魔力 幸運 宝具, Masters 筋力 耐久 敏捷 魔力
幸運 社会 (L862, sheets L1541/L1605); a troop has 社会 or 宝具 as its sixth (L344, L364, L1654)."""

COMMON_KEYS = ("STR", "END", "AGI", "MAG", "LCK")
SIXTH_KEY = {"servant": "NP", "master": "SOC"}


# -- rank tables ---------------------------------------------------------------------------------
RANK_LEVEL = RankTable(
    name=Message("rank level"),
    stats=("STR", "END", "AGI", "MAG", "LCK", "NP", "SOC"),
    values={"-": 0, "E": 1, "D": 2, "C": 3, "B": 4, "A": 5, "EX": 6},
    rule=cite("L863-L864, L371"),
    note="E..EX read as 1..6 for checks (L864); '-' (none) is 0Lv (L371-L373). '+' and '−' never "
         "change the level, HP, MP, IV or Luck rerolls (L912).",
)

STAT_DICE = RankTable(
    name=Message("stat dice"),
    stats=("STR", "END", "AGI", "MAG", "LCK", "NP", "SOC"),
    values={"-": 0, "E": 2, "D": 4, "C": 6, "B": 8, "A": 10, "EX": 14},
    rule=cite("L864-L865, L867"),
    note="level × 2 dice (L864; B = 8 dice, L865); EX 14 dice (L867). '+' multiplies the dice by "
         "(1 + number of '+') when its condition holds, '−' divides by (1 + number of '−'), rounded "
         "up (L897-L898, L904-L905): see formulas.stat_pool.",
)

STAT_THRESHOLD = RankTable(
    name=Message("stat threshold"),
    stats=("STR", "END", "AGI", "MAG", "LCK", "NP", "SOC"),
    values={"-": 0, "E": 1, "D": 2, "C": 3, "B": 4, "A": 5, "EX": 6},
    rule=cite("L864, L867"),
    note="a die succeeds on a roll ≤ the level (L864); EX succeeds on ≤ 6, i.e. always (L867). "
         "'+'/'−' never change the threshold (L898, L905).",
)

SKILL_DICE = RankTable(
    name=Message("skill dice"),
    stats=(),
    values={"E": 1, "D": 2, "C": 3, "B": 4, "A": 5, "EX": 7},
    rule=cite("L922"),
    note="one die per skill level, threshold as for stats; EX 14 ÷ 2 = 7 dice (L922).",
)

STAT_FP = RankTable(
    name=Message("stat FP"),
    stats=("STR", "END", "AGI", "MAG", "LCK", "NP", "SOC"),
    values={"-": 0, "E": 6, "D": 12, "C": 18, "B": 24, "A": 30, "EX": 48},
    rule=cite("L885-L888, L910-L911"),
    subrank_step=3,
    minus_step=3,
    note="FP a stat is worth counted from '-': 6 FP per level, '-'→E included (L885-L886); A→EX "
         "costs 18 FP (L887); each '+' costs and each '−' refunds half a level, 3 FP (L910-L911); "
         "so A++ = 36 and A++→EX = 12 FP (L888).",
)

LUCK_REROLLS = RankTable(
    name=Message("luck rerolls per day"),
    stats=("LCK",),
    values={"E": 1, "D": 2, "C": 3, "B": 4, "A": 5, "EX": 8},
    rule=cite("L215, L869, L912"),
    note="rerolls per day = Luck level (L215); EX adds 2, 6 + 2 = 8 (L869); '+'/'−' on Luck do not "
         "change the count (L912).",
)

TABLES = {
    "rank-level": RANK_LEVEL,
    "stat-dice": STAT_DICE,
    "stat-threshold": STAT_THRESHOLD,
    "skill-dice": SKILL_DICE,
    "stat-fp": STAT_FP,
    "luck-rerolls": LUCK_REROLLS,
}

# -- plain data ----------------------------------------------------------------------------------
RANK_LEVEL_CHECK: dict[int, tuple[int, int]] = {
    1: (2, 1), 2: (4, 2), 3: (6, 3), 4: (8, 4), 5: (10, 5), 6: (12, 5),
}
"""Rank-level check (ランクレベル判定): level L → (dice, threshold) = (2L, L), except L = 6, which is
*not* EX but 12 dice ≤ 5 (L878-L879). Masters use their rank level, Servants rank level − 6."""
RANK_LEVEL_CHECK_RULE = cite("L878-L879")

FP_PER_RANK_LEVEL = 6
"""FP = rank level × 6 (L750)."""
FP_RULE = cite("L747-L750")

RANK_LEVEL_RANGE = {"master": (1, 6), "servant": (7, 12)}
"""Masters take 1-6 rank traits (level 1-6); Servants start at 6 and add 1-6 (level 7-12), L747-L748."""
RANK_LEVEL_RULE = cite("L747-L748, L1653")

PLUS_FP = 3
"""A stat '+' costs, a stat '−' refunds, half a level: 3 FP (L910-L911)."""
MAX_MARKS = 2
"""At most two '+'/'−' on a stat (L914)."""
MARKS_RULE = cite("L866, L895-L915")

EX_AUTOMATIC = 14
"""EX: 14 dice that all succeed, achievement 14; its '+'-substitute adds 14 more for MP (L867-L868)."""


@dataclass(frozen=True)
class BaseSheet:
    """The 基本ステータス and 基本クラス別スキル of one type (L660-L706)."""

    type: str
    japanese: str
    stats: dict[str, str]
    class_skills: tuple[str, ...]
    rule: str


BASE_SHEETS: dict[str, BaseSheet] = {
    "Master": BaseSheet("Master", "マスター",
                        {"STR": "D", "END": "D", "AGI": "D", "MAG": "E", "LCK": "E", "SOC": "E"},
                        (), cite("L660-L664")),
    "Saber": BaseSheet("Saber", "セイバー",
                       {"STR": "A", "END": "B", "AGI": "B", "MAG": "C", "LCK": "D", "NP": "-"},
                       ("対魔力E", "騎乗E"), cite("L666-L670")),
    "Lancer": BaseSheet("Lancer", "ランサー",
                        {"STR": "B", "END": "C", "AGI": "A", "MAG": "D", "LCK": "E", "NP": "-"},
                        ("対魔力E",), cite("L672-L676")),
    "Archer": BaseSheet("Archer", "アーチャー",
                        {"STR": "C", "END": "C", "AGI": "C", "MAG": "E", "LCK": "E", "NP": "C"},
                        ("対魔力E", "単独行動E"), cite("L678-L682")),
    "Rider": BaseSheet("Rider", "ライダー",
                       {"STR": "D", "END": "D", "AGI": "B", "MAG": "C", "LCK": "E", "NP": "D"},
                       ("対魔力E", "騎乗E"), cite("L684-L688")),
    "Berserker": BaseSheet("Berserker", "バーサーカー",
                           {"STR": "B", "END": "C", "AGI": "C", "MAG": "D", "LCK": "D", "NP": "-"},
                           ("狂化E",), cite("L690-L694")),
    "Assassin": BaseSheet("Assassin", "アサシン",
                          {"STR": "D", "END": "D", "AGI": "B", "MAG": "E", "LCK": "B", "NP": "-"},
                          ("気配遮断C",), cite("L696-L700")),
    "Caster": BaseSheet("Caster", "キャスター",
                        {"STR": "E", "END": "E", "AGI": "C", "MAG": "A", "LCK": "B", "NP": "-"},
                        ("陣地作成E", "道具作成E"), cite("L702-L706")),
}

SERVANT_CLASSES = ("Saber", "Lancer", "Archer", "Rider", "Berserker", "Assassin", "Caster")

#: 性格属性 as the document writes them, 「目的基準/行動基準」 (L832-L836: 秩序/中立/混沌 × 善/中庸/悪/狂), with English
#: glosses for an English window; the sheet offers them as suggestions (「混沌/狂(善)」 and the like are typed, L836).
ALIGNMENT_ENGLISH: dict[str, str] = {
    f"{purpose}/{conduct}": f"{p_en}/{c_en}"
    for purpose, p_en in (("秩序", "Lawful"), ("中立", "Neutral"), ("混沌", "Chaotic"))
    for conduct, c_en in (("善", "Good"), ("中庸", "Balanced"), ("悪", "Evil"), ("狂", "Mad"))
}
ALIGNMENTS = tuple(ALIGNMENT_ENGLISH)


@dataclass(frozen=True)
class TimeSlot:
    """One action turn (行動ターン) of a day."""

    id: str
    japanese: str
    hours: str


TIME_SLOTS: tuple[TimeSlot, ...] = (
    TimeSlot("morning", "朝", "7〜12時"),
    TimeSlot("daytime", "昼", "13〜18時"),
    TimeSlot("night", "夜", "19〜0時"),
    TimeSlot("late-night", "深夜", "1〜5時"),
)
"""A day is four action turns 朝 昼 夜 深夜 (L237)."""
TIME_SLOTS_RULE = cite("L237-L238")
