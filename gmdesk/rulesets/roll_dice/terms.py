"""The document's Japanese words for what the interface names (roll-dice 004), as data.

An English interface shows each word beside its English ("筋力 STR", "サーヴァント Servant", "前衛 front"); a
Japanese one the word alone (筋力): see :mod:`gmdesk.rulesets.terms`. Every word is written
as the document writes it, on (one of) the lines cited; a key the document has no word for (the Luck
rerolls used, ``point.luck_used``) keeps its English.
"""

from __future__ import annotations

from gmdesk.rulesets.roll_dice.tables import STAT_KEYS, cite
from gmdesk.rulesets.terms import Terms

#: key → (the document's word, its line in roll-dice 004).
WORDS: dict[str, tuple[str, str]] = {
    **{f"stat.{k.key}": (k.japanese, "L862") for k in STAT_KEYS},
    # pools and points (HP, MP and IV are written in Latin letters by the document itself, L871)
    "pool.fp": ("フェイトポイント", "L42, L750"),
    "pool.luck": ("幸運による振り直し", "L114"),
    "point.rank_level": ("ランクレベル", "L1540"),
    "point.stealth": ("隠密", "L443-L445"),
    "point.ambush": ("奇襲", "L453-L457"),
    "point.covering": ("庇う", "L450, L455"),
    "point.awake_turns": ("睡眠をとらない時間", "L246"),
    "point.wealth_used": ("消費した財産ポイント", "L961"),
    "point.support": ("支援", "L227"),
    "point.affinity": ("相性修正", "L227"),
    # kinds and classes (L657: 「マスター」「セイバー」…; トループ L328)
    "kind.master": ("マスター", "L657"),
    "kind.servant": ("サーヴァント", "L657"),
    "kind.troop": ("トループ", "L328"),
    "class.Saber": ("セイバー", "L657, L666"),
    "class.Lancer": ("ランサー", "L657, L672"),
    "class.Archer": ("アーチャー", "L657, L678"),
    "class.Rider": ("ライダー", "L657, L684"),
    "class.Berserker": ("バーサーカー", "L657, L690"),
    "class.Assassin": ("アサシン", "L657, L696"),
    "class.Caster": ("キャスター", "L657, L702"),
    # battle rows (L161-L165)
    "row.front": ("前衛", "L161-L165"),
    "row.back": ("後衛", "L161-L165"),
    "sheet.row": ("前衛後衛", "L197"),
    # the Turn Desk: orders and their fields
    "action.attack": ("攻撃", "L197-L203"),
    "action.move": ("移動", "L572-L573"),
    "action.command-spell": ("令呪", "L272-L292"),
    "field.mode": ("攻撃", "L208-L213"),
    "field.target": ("攻撃対象", "L1087"),
    "field.to": ("移動目標", "L573"),
    "field.wealth": ("財産ポイント", "L961"),
    # the sheet's headings (the sample sheets, L1533-L1553)
    "sheet.stats": ("ステータス", "L1541"),
    "sheet.skills": ("スキル", "L1546, L1553"),
    "sheet.items": ("装備", "L954"),
    "sheet.class": ("クラス", "L1534"),
    "sheet.master": ("マスター", "L1535"),
    "sheet.true_name": ("真名", "L1536"),
    "sheet.alignment": ("属性", "L1539"),
    "sheet.command_spells": ("令呪", "L272"),
    "sheet.rank_level": ("ランクレベル", "L1540"),
    "sheet.statuses": ("バッドステータス", "L424"),
    "sheet.incapacitated": ("戦闘不能", "L204"),
    # a skill's kind (the skill format's "type" choices; the stored value stays English, war files keep working):
    # the sheet template's headings (L1546, L1553, L1560), equipment (<装備>, L954), support (サポート行動・支援,
    # L227); "Passive" is gmdesk's word for an effect always in force, the document's 発動区分 常時 (L988, L1062)
    "choice.type.Class skill": ("クラス別スキル", "L1546"),
    "choice.type.Personal skill": ("固有スキル", "L1553"),
    "choice.type.Noble Phantasm": ("宝具", "L1560"),
    "choice.type.Equipment": ("装備", "L954"),
    "choice.type.Passive": ("常時", "L988, L1062"),
    "choice.type.Support": ("支援", "L227"),
}

TERMS = Terms(
    language="ja",
    words={key: word for key, (word, _line) in WORDS.items()},
    source=cite("L161-L165, L227, L272, L328, L657, L862, L954, L988, L1533-L1560"),
)
"""The table :attr:`RollDice.terms` hands the interface."""
