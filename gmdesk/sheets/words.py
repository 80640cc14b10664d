"""The sheet's own words (headings, labels, the copy's mark) in the interface's language (no Qt here).

The sheet core cannot use Qt's catalogue, so it keeps a tiny one: :class:`SheetWords` holds the English
(the defaults), and :data:`TRANSLATIONS` the other languages as plain data. The UI passes the language of
its interface (``gmdesk.ui.i18n.language_in_use``); the CLI its ``--language``. A ruleset's own words
(:meth:`Ruleset.term`: "筋力 STR") still name what the document names.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class SheetWords:
    """Every word a sheet writes of its own; ``{0}``, ``{1}`` are filled with :meth:`str.format`."""

    language: str = "en"
    gm_copy: str = "GM copy"
    player_copy: str = "Player copy"
    no_team: str = "no team"
    untitled: str = "untitled war"
    dead: str = "DEAD"
    spirit_form: str = "in spirit form"
    true_name: str = "True name"
    alignment: str = "Alignment"
    master: str = "Master"
    servant: str = "Servant"
    servants: str = "Servants"
    location: str = "Location"
    row: str = "Row"
    battle: str = "Battle"
    battle_at: str = "at {0}"
    battle_turns: str = " ({0} battle turns fought)"
    battle_turn: str = " (1 battle turn fought)"
    battle_with: str = " with {0}"
    command_spells: str = "Command Spells"
    id: str = "Id"
    file_id: str = "Id in the war file"
    regenerates: str = "regenerates {0} a turn"
    per_turn: str = "+{0} a turn"
    pools: str = "Pools"
    stat: str = "Stat"
    rank: str = "Rank"
    table: str = "Table"
    stats: str = "Stats"
    no_stats: str = "No stats on this sheet."
    statuses: str = "Statuses"
    skills: str = "Skills"
    items: str = "Items"
    notes: str = "Notes"
    unnamed: str = "(unnamed)"
    gm_notes: str = "GM NOTES"
    gm_notes_note: str = "for the GM only, never shown to players"
    gm_only: str = "GM ONLY"
    gm_only_note: str = "not for players: keep this part of the sheet"
    derived: str = "DERIVED VALUES"
    note: str = "Note: {0}"
    continued: str = "{0} (continued)"
    page: str = "page {0} / {1}"
    no_character: str = "There is no character {0} in this war."
    kind_master: str = "Master"
    kind_servant: str = "Servant"
    kind_familiar: str = "Familiar"
    kind_troop: str = "Troop"


ENGLISH = SheetWords()

#: The other languages' words, as data (a key missing here stays English).
TRANSLATIONS: dict[str, dict[str, str]] = {
    "ja": {
        "gm_copy": "GM用", "player_copy": "プレイヤー用", "no_team": "陣営なし", "untitled": "無題の戦争",
        "dead": "死亡", "spirit_form": "霊体化中", "true_name": "真名", "alignment": "属性", "master": "マスター",
        "servant": "サーヴァント", "servants": "サーヴァント", "location": "現在地", "row": "列", "battle": "戦闘",
        "battle_at": "{0}で", "battle_turns": "（戦闘{0}ターン経過）", "battle_turn": "（戦闘1ターン経過）",
        "battle_with": "、相手：{0}", "command_spells": "令呪", "id": "ID", "file_id": "戦争ファイル内のID", "regenerates": "毎ターン{0}回復",
        "per_turn": "毎ターン+{0}", "pools": "リソース", "stat": "能力", "rank": "ランク", "table": "表",
        "stats": "能力値", "no_stats": "このシートに能力値はありません。", "statuses": "状態", "skills": "スキル",
        "items": "アイテム", "notes": "メモ", "unnamed": "（名前なし）", "gm_notes": "GMメモ",
        "gm_notes_note": "GM専用、プレイヤーには見せない", "gm_only": "GM専用",
        "gm_only_note": "プレイヤーには渡さない：この部分はGMが保管", "derived": "算出値", "note": "注：{0}",
        "continued": "{0}（続き）", "page": "{0} / {1} ページ",
        "no_character": "この戦争にキャラクター {0} はいません。",
        "kind_master": "マスター", "kind_servant": "サーヴァント", "kind_familiar": "使い魔", "kind_troop": "トループ",
    },
}


def sheet_words(language: str | None = "en") -> SheetWords:
    """The words for ``language`` ("en", "ja"); English for a language the sheets do not speak."""
    table = TRANSLATIONS.get(language or "en")
    if table is None:
        return ENGLISH
    return replace(ENGLISH, language=language or "en", **table)


def sheet_term(ruleset, key: str, word: str, words: SheetWords) -> str:
    """How a sheet names ``key``: in English the ruleset's word beside the English (``Ruleset.term``); in
    another language the ruleset's own word if it has one, else ``word`` (already in that language)."""
    if words.language == "en":
        labelled = getattr(ruleset, "term", None)
        return labelled(key, word) if labelled is not None else word
    terms = getattr(ruleset, "terms", None)
    native = terms.native(key) if terms is not None else None
    return native or word


def choice_term(ruleset, field_key: str, value: Any, words: SheetWords) -> Any:
    """A skill field's offered value as the ruleset's document names it (``choice.<field>.<value>``): roll-dice's
    kind "Class skill" reads "クラス別スキル Class skill" in English, クラス別スキル in Japanese; the value stored
    stays as written. Any other value (a kind of the GM's own, a number) as written."""
    if not isinstance(value, str) or not value:
        return value
    return sheet_term(ruleset, f"choice.{field_key}.{value}", value, words)
