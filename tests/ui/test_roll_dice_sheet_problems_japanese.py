"""A Japanese GM filling new roll-dice sheets (QA report qf-rdnew, finding 3): what the problem list says of a bad
value is Japanese and names the field as the sheet does (FP, ランクレベル, a skill's ランク), with the rule's line."""

from __future__ import annotations

import pytest

from gmdesk import rulesets
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.sheetedits import AddCharacter, new_character
from gmdesk.model.war import Team, War
from gmdesk.ui.document import WarDocument
from gmdesk.ui.sheet.editor import SheetEditor
from tests.ui.helpers import shown
from tests.ui.test_japanese_roll_dice_sheet import japanese  # noqa: F401 (a fixture: the window in Japanese)

RD = rulesets.get("roll-dice")


@pytest.fixture
def doc(tmp_path, qtbot):
    war = War(ruleset="roll-dice", title="第五次聖杯戦争", map=WarMap([Location("tohsaka", "遠坂邸")], []),
              characters={}, teams=[Team("t2", "遠坂陣営")])
    for name, kind in (("遠坂凛", "master"), ("セイバー", "servant")):
        AddCharacter(new_character(war, name, kind, "t2", "tohsaka", RD)).apply(war)
    document = WarDocument.create(tmp_path / "new.gmdesk", war)
    yield document
    document.close()


def _id(doc: WarDocument, name: str) -> str:
    return next(cid for cid, ch in doc.war.characters.items() if ch.name == name)


def _problems(editor: SheetEditor) -> list[str]:
    return [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]


def _type(editor: SheetEditor, path: str, text: str) -> None:
    field = editor.field(path)
    field.setText(text)
    field.setModified(True)
    field.editingFinished.emit()


def _rank(editor: SheetEditor, key: str, letter: str) -> None:
    picker = editor.field(f"stats.{key}")
    picker.letter.setCurrentIndex(picker.letter.findData(letter))
    picker.letter.activated.emit(picker.letter.currentIndex())


def test_a_masters_rank_level_out_of_range_is_said_in_japanese(qtbot, doc, japanese):
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "遠坂凛"))
    _type(editor, "points.rank_level", "8")
    # roll-dice 004:L747-L748: a Master takes 1 to 6 rank traits
    assert "⚠ ランクレベル＝8: マスターのランクレベルは1〜6です（roll-dice 004:L747-L748）" in _problems(editor)


def test_fp_over_budget_is_said_in_japanese_with_its_arithmetic(qtbot, doc, japanese):
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "セイバー"))
    _rank(editor, "NP", "EX")  # 宝具 − → EX: 6 levels × 6 FP + the EX step's 3× (L885, L887) = 48 > 42 (L750)
    words = "\n".join(_problems(editor))
    assert ("⚠ フェイトポイント＝48: FPの使いすぎ：ステータスに48 ＋ スキルに0 ＝ 48 ＞ FP = ランクレベル 7 × 6 = 42"
            "（roll-dice 004:L750, L885-L890, L928）") in words
    assert "over budget" not in words and "fpポイント" not in words


def test_a_skill_rank_with_four_pluses_names_the_skill_and_its_rank(qtbot, doc, japanese):
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "遠坂凛"))
    editor.skills.add()
    fields = {f.key: f for f in RD.skill_format.fields}
    editor.skills.set_value(0, fields["name"], "魔術")
    editor.skills.set_value(0, fields["rank"], "A++++")
    words = "\n".join(_problems(editor))
    # L914: a skill takes at most three '+' or '−'
    assert "⚠ スキル「魔術」のランク＝A++++: '+' は3個までです" in words and "roll-dice 004:L914" in words
    assert "at most" not in words and "のrank" not in words


def test_the_iv_row_explains_in_japanese(qtbot, doc, japanese):
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "セイバー"))
    picker = editor.field("stats.LCK")
    picker.subranks.setValue(1)  # D+: the '+' does not count in IV (L912)
    table = editor.derived_table
    rows = [table.item(r, 2).text() for r in range(table.rowCount()) if table.item(r, 2)]
    iv = next(text for text in rows if text.startswith("IV ="))
    assert iv == "IV = AGI B=4 × 3 + LCK D+=2 = 14（'+'/'−'は数えない、L912）"
    assert any("セイバーの基本ステータス" in text for text in rows)


def test_the_rank_pickers_none_and_subranks_speak_japanese(qtbot, doc, japanese):
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "セイバー"))
    picker = editor.field("stats.NP")  # 宝具 starts at '-' (L668)
    assert picker.letter.currentText() == "-（なし）"
    assert picker.subranks.toolTip().startswith("補正")


def test_the_new_war_dialog_names_the_rulesets_in_japanese(qtbot, japanese):
    from gmdesk.ui.new_war import NewWarDialog

    dialog = NewWarDialog()
    qtbot.addWidget(dialog)
    titles = [dialog.ruleset.itemText(i) for i in range(dialog.ruleset.count())]
    assert "真の聖杯戦争（The True Holy Grail War） (true-hgw)" in titles
    assert "Fate/roll dice (新伝奇タッグバトルTRPG) (roll-dice)" in titles
    assert not any("20 characters" in t for t in titles)


def test_a_troop_from_nothing_is_told_what_its_sheet_needs_in_japanese(qtbot, doc, japanese):
    """A troop is designed by the GM (L367): a new one starts empty, and each missing stat is named (L862)."""
    AddCharacter(new_character(doc.war, "竜牙兵", "troop", "t2", "tohsaka", RD)).apply(doc.war)
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "竜牙兵"))
    problems = _problems(editor)
    assert "⚠ 筋力: トループのシートには筋力が要ります（roll-dice 004:L862, L1541, L1605）" in problems
    assert "⚠ ランクレベル: シートにランクレベルを書きます（HPとMPの計算に使います）（roll-dice 004:L749, L871）" in problems


def test_alignment_offers_the_documents_words(qtbot, doc, japanese):
    """性格属性: 目的基準 秩序/中立/混沌 × 行動基準 善/中庸/悪/狂, written 「秩序/善」 (roll-dice 004:L832-L836)."""
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    cid = _id(doc, "遠坂凛")
    editor.set_character(cid)
    field = editor.field("alignment")
    offered = [field.itemText(i) for i in range(field.count())]
    assert len(offered) == 13 and "秩序/善" in offered and "混沌/狂" in offered and "中立/中庸" in offered
    assert not any("Lawful" in text for text in offered)
    field.setCurrentIndex(field.findData("秩序/中庸"))
    field.activated.emit(field.currentIndex())
    assert doc.war.characters[cid].alignment == "秩序/中庸"


def test_alignment_in_english_glosses_the_documents_words(qtbot, doc):
    editor = shown(qtbot, SheetEditor(doc), (700, 800))
    editor.set_character(_id(doc, "遠坂凛"))
    field = editor.field("alignment")
    assert field.itemText(field.findData("秩序/善")) == "秩序/善 Lawful/Good"


def test_a_team_added_in_a_japanese_window_gets_a_readable_id(qtbot, doc, japanese):
    from gmdesk.ui.teams import TeamsDialog

    dialog = TeamsDialog(doc)
    qtbot.addWidget(dialog)
    made = dialog.add_team()  # 「陣営2」: the id is "team-2", not "2"
    assert made == "team-2" and doc.war.teams[-1].name == "陣営2"


def test_the_sheet_names_the_class_alone_in_japanese(doc):
    """The preview and the printed sheet say 「サーヴァント · セイバー」, not 「セイバー Saber」 (L657)."""
    from gmdesk.sheets.html import character_html

    saber = _id(doc, "セイバー")
    japanese_html = character_html(doc.war, RD, saber, language="ja")
    assert "セイバー" in japanese_html and "セイバー Saber" not in japanese_html
    assert "セイバー Saber" in character_html(doc.war, RD, saber, language="en")


def test_the_resolve_question_names_the_field_as_the_sheet_does(doc, japanese):
    # QA qf-rdnew: the question before Resolve said 「セイバーのfpポイントは48」, a word the sheet shows nowhere
    from gmdesk.ui.resolve_ask import resolve_problems

    from gmdesk.model.ranks import parse_rank

    doc.war.characters[_id(doc, "セイバー")].stats["NP"] = parse_rank("EX")  # 48 FP > 42 (L750, L885)
    lines = "\n".join(resolve_problems(doc.war))
    assert "fpポイント" not in lines
    assert "セイバーのフェイトポイントは48" in lines
