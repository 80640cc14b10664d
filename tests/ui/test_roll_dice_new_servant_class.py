"""A roll-dice war made from nothing (QA report qf-rdnew, findings 1 and 2): a new Servant is built from its
class's base sheet (roll-dice 004:L610, L625, L631; the table of L660-L706), and the sheet's HP and MP maxima
follow the formulas of L871 as the GM enters stats and the rank level."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from gmdesk import rulesets
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.sheetedits import AddCharacter
from gmdesk.model.war import Team, War
from gmdesk.ui.document import WarDocument
from gmdesk.ui.sheet.editor import SheetEditor
from gmdesk.ui.sheet.new_character import NewCharacterDialog

RD = rulesets.get("roll-dice")
_opened: list[WarDocument] = []


@pytest.fixture(autouse=True)
def _close_documents():
    yield
    while _opened:
        _opened.pop().close()


def _war() -> War:
    return War(ruleset="roll-dice", title="第五次聖杯戦争", map=WarMap([Location("emiya", "衛宮邸", home_base="t1")], []),
               characters={}, teams=[Team("t1", "衛宮陣営")])


def _new(qtbot, war: War, name: str, kind: str, cls: str | None = None) -> dict:
    dialog = NewCharacterDialog(war, RD)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText(name)
    dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
    if cls is not None:
        dialog.class_name.setCurrentIndex(dialog.class_name.findData(cls))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    data = dialog.data()
    assert data is not None
    return data


def test_a_new_archer_has_the_archer_base_sheet_and_class_skills(qtbot):
    data = _new(qtbot, _war(), "アーチャー", "servant", "Archer")
    assert data["class"] == "Archer"
    # L678-L682: 筋力C 耐久C 敏捷C 魔力E 幸運E 宝具C; 対魔力E, 単独行動E
    assert data["stats"] == {"STR": "C", "END": "C", "AGI": "C", "MAG": "E", "LCK": "E", "NP": "C"}
    assert [(s["name"], s["rank"]) for s in data["skills"]] == [("対魔力 (Magic Resistance)", "E"),
                                                                  ("単独行動 (Independent Action)", "E")]
    assert data["skills"][1]["fp"] == 3  # from the skill library (L1147…), so raising it is counted
    # L871 at rank level 7: HP = (3 × 3 + 3) × 2 + 7 = 31, MP = (1 × 3 + 1) × 2 + 7 = 15
    assert (data["health"], data["health_max"], data["mana"], data["mana_max"]) == (31, 31, 15, 15)
    war = _war()
    AddCharacter(data).apply(war)
    assert RD.validate_character(war.characters[data["id"]], "c") == []


def test_the_class_row_shows_for_servants_only_and_starts_at_saber(qtbot):
    dialog = NewCharacterDialog(_war(), RD)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kind.setCurrentIndex(dialog.kind.findData("master"))
    assert not dialog.class_name.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData("servant"))
    assert dialog.class_name.isVisible() and dialog.class_name.currentData() == "Saber"
    assert "セイバー" in dialog.class_name.currentText() or "Saber" in dialog.class_name.currentText()


def _editor(qtbot, war: War, cid: str, tmp_path) -> tuple[WarDocument, SheetEditor]:
    doc = WarDocument.create(tmp_path / "new.gmdesk", war)
    _opened.append(doc)
    editor = SheetEditor(doc)
    qtbot.addWidget(editor)
    editor.set_character(cid)
    return doc, editor


def test_changing_the_class_of_a_sheet_at_its_base_brings_the_new_base_in_one_undo_step(qtbot, tmp_path):
    war = _war()
    AddCharacter(_new(qtbot, war, "アーチャー", "servant")).apply(war)  # a Saber, as a new Servant starts
    cid = next(iter(war.characters))
    doc, editor = _editor(qtbot, war, cid, tmp_path)
    field = editor.field("class")
    field.setCurrentIndex(field.findData("Archer"))
    field.activated.emit(field.currentIndex())
    ch = doc.war.characters[cid]
    assert {k: str(r) for k, r in ch.stats.items()} == {"STR": "C", "END": "C", "AGI": "C", "MAG": "E",
                                                       "LCK": "E", "NP": "C"}
    assert [s["name"] for s in ch.skills] == ["対魔力 (Magic Resistance)", "単独行動 (Independent Action)"]
    assert (ch.health, ch.health_max, ch.mana, ch.mana_max) == (31, 31, 15, 15)
    assert editor.field("stats.STR").letter.currentText() == "C"
    doc.undo_stack.undo()  # one step back: a Saber again
    ch = doc.war.characters[cid]
    assert ch.class_name == "Saber" and str(ch.stats["STR"]) == "A" and ch.health_max == 45
    assert [s["name"] for s in ch.skills] == ["対魔力 (Magic Resistance)", "騎乗 (Riding)"]


def test_a_sheet_built_away_from_its_base_keeps_its_stats_when_the_class_changes(qtbot, tmp_path):
    war = _war()
    AddCharacter(_new(qtbot, war, "セイバー", "servant")).apply(war)
    cid = next(iter(war.characters))
    doc, editor = _editor(qtbot, war, cid, tmp_path)
    picker = editor.field("stats.AGI")
    picker.letter.setCurrentIndex(picker.letter.findData("A"))
    picker.letter.activated.emit(picker.letter.currentIndex())
    field = editor.field("class")
    field.setCurrentIndex(field.findData("Lancer"))
    field.activated.emit(field.currentIndex())
    ch = doc.war.characters[cid]
    assert ch.class_name == "Lancer" and str(ch.stats["STR"]) == "A" and str(ch.stats["AGI"]) == "A"


def _type(editor: SheetEditor, path: str, text: str) -> None:
    field = editor.field(path)
    field.setText(text)
    field.setModified(True)
    field.editingFinished.emit()


def test_hp_and_mp_maxima_follow_the_stats_and_the_rank_level(qtbot, tmp_path):
    war = _war()
    AddCharacter(_new(qtbot, war, "セイバー", "servant")).apply(war)
    cid = next(iter(war.characters))
    doc, editor = _editor(qtbot, war, cid, tmp_path)
    _type(editor, "points.rank_level", "10")
    for key, letter in (("MAG", "B"), ("LCK", "A")):
        picker = editor.field(f"stats.{key}")
        picker.letter.setCurrentIndex(picker.letter.findData(letter))
        picker.letter.activated.emit(picker.letter.currentIndex())
    ch = doc.war.characters[cid]
    # L871: HP = (max(END B 4, STR A 5) 5 × 3 + 4) × 2 + 10 = 48; MP = (MAG B 4 × 3 + LCK A 5) × 2 + 10 = 44
    assert (ch.health, ch.health_max, ch.mana, ch.mana_max) == (48, 48, 44, 44)
    assert editor.field("health_max").text() == "48"
    assert not any("HP" in editor.problem_list.item(i).text() for i in range(editor.problem_list.count()))


def test_a_maximum_typed_by_hand_or_a_wounded_pool_is_not_overwritten(qtbot, tmp_path):
    war = _war()
    AddCharacter(_new(qtbot, war, "セイバー", "servant")).apply(war)
    cid = next(iter(war.characters))
    doc, editor = _editor(qtbot, war, cid, tmp_path)
    for path, text in (("health", "30"), ("mana_max", "50"), ("points.rank_level", "9")):
        _type(editor, path, text)
    ch = doc.war.characters[cid]
    assert (ch.health, ch.health_max) == (30, 47)  # the maximum follows; a wounded Servant stays at 30
    assert ch.mana_max == 50  # the GM's own maximum stays


def test_a_new_servant_is_contracted_to_its_teams_master_who_has_none(qtbot):
    """Without a contract a Servant loses rank level HP and MP every action turn (roll-dice 004:L244)."""
    war = _war()
    AddCharacter(_new(qtbot, war, "衛宮士郎", "master")).apply(war)
    shirou = next(iter(war.characters))
    saber = _new(qtbot, war, "セイバー", "servant")
    assert saber["master"] == shirou
    AddCharacter(saber).apply(war)
    assert "master" not in _new(qtbot, war, "ランサー", "servant", "Lancer")  # 衛宮士郎 has his Servant
    dialog = NewCharacterDialog(war, RD)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kind.setCurrentIndex(dialog.kind.findData("master"))
    assert not dialog.master.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData("servant"))
    assert dialog.master.isVisible() and dialog.master.currentData() is None


def test_a_second_character_with_the_same_name_is_refused_with_a_reason(qtbot):
    war = _war()
    AddCharacter(_new(qtbot, war, "セイバー", "servant")).apply(war)
    dialog = NewCharacterDialog(war, RD)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText(" セイバー ")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.data() is None and dialog.isVisible()
    assert "セイバー is the name of another character already" in dialog.message.text()


def test_a_japanese_name_gives_an_id_from_the_class_or_kind(qtbot):
    war = _war()
    shirou = _new(qtbot, war, "衛宮士郎", "master")
    AddCharacter(shirou).apply(war)
    archer = _new(qtbot, war, "アーチャー", "servant", "Archer")
    assert (shirou["id"], archer["id"]) == ("master", "archer")
    assert _new(qtbot, war, "Rin Tohsaka", "master")["id"] == "rin-tohsaka"
