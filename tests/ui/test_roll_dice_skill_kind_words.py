"""A roll-dice Servant's class skills as New Character adds them (the skill library, roll-dice 004:L1134-L1286): their
effect in the document's Japanese, their kind in its words in the sheet editor (the sheet template's
【クラス別スキル】【固有スキル】, L1546, L1553): alone in a Japanese window, before the English in an English one. The
war file keeps the stored value ("Class skill"); the document's word typed in the form is stored as that value."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from gmdesk import rulesets
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.sheetedits import AddCharacter
from gmdesk.model.war import Team, War
from gmdesk.ui import i18n
from gmdesk.ui.document import WarDocument
from gmdesk.ui.sheet.editor import SheetEditor
from gmdesk.ui.sheet.new_character import NewCharacterDialog
from tests.ui.helpers import shown

RD = rulesets.get("roll-dice")


@pytest.fixture
def japanese(qapp):
    assert i18n.install("ja") == "ja"
    yield
    i18n.install("en")


def _war_with_a_new_saber(qtbot) -> War:
    war = War(ruleset="roll-dice", title="第五次聖杯戦争", map=WarMap([Location("emiya", "衛宮邸", home_base="t1")], []),
              characters={}, teams=[Team("t1", "衛宮陣営")])
    dialog = NewCharacterDialog(war, RD)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("セイバー")
    dialog.kind.setCurrentIndex(dialog.kind.findData("servant"))
    dialog.class_name.setCurrentIndex(dialog.class_name.findData("Saber"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    data = dialog.data()
    assert data is not None
    AddCharacter(data).apply(war)
    return war


@pytest.fixture
def saber(qtbot, tmp_path):
    """The sheet editor on a Saber made by New Character, and its war's document."""
    def open_editor() -> tuple[WarDocument, SheetEditor, str]:
        war = _war_with_a_new_saber(qtbot)
        doc = WarDocument.create(tmp_path / "new.gmdesk", war)
        opened.append(doc)
        editor = shown(qtbot, SheetEditor(doc), (1000, 800))
        cid = next(iter(war.characters))
        editor.set_character(cid)
        editor.tabs.setCurrentWidget(editor.skills)
        return doc, editor, cid
    opened: list[WarDocument] = []
    yield open_editor
    for doc in opened:
        doc.close()


def _kind_column(editor: SheetEditor) -> list[str]:
    model = editor.skills.model
    column = next(i for i, f in enumerate(model.columns) if f.key == "type")
    return [model.data(model.index(r, column), Qt.ItemDataRole.DisplayRole) for r in range(model.rowCount())]


def test_a_class_skill_from_new_character_reads_japanese_in_a_japanese_window(qtbot, saber, japanese):
    doc, editor, cid = saber()
    skills = doc.war.characters[cid].skills
    assert [s["name"] for s in skills] == ["対魔力 (Magic Resistance)", "騎乗 (Riding)"]
    assert skills[0]["description"].startswith("E〜D：対魔術攻撃の防御力＋スキルレベル")  # L1138
    assert [s["type"] for s in skills] == ["Class skill", "Class skill"]  # the stored value stays
    assert _kind_column(editor) == ["クラス別スキル", "クラス別スキル"]
    editor.skills.select_rows([0])
    kind = editor.skills.form.findChild(QLineEdit, "detail:type")
    assert kind.text() == "クラス別スキル"
    assert "固有スキル" in kind.completer().model().stringList()
    kind.setText("固有スキル")  # the document's word typed back is stored as the value it names
    kind.editingFinished.emit()
    assert doc.war.characters[cid].skills[0]["type"] == "Personal skill"
    assert _kind_column(editor)[0] == "固有スキル"


def test_an_english_window_shows_the_document_s_word_before_the_english(qtbot, saber):
    doc, editor, cid = saber()
    assert _kind_column(editor) == ["クラス別スキル Class skill", "クラス別スキル Class skill"]
    editor.skills.select_rows([1])
    kind = editor.skills.form.findChild(QLineEdit, "detail:type")
    assert kind.text() == "クラス別スキル Class skill"
    kind.setText("Noble Phantasm")  # the English alone still names it
    kind.editingFinished.emit()
    assert doc.war.characters[cid].skills[1]["type"] == "Noble Phantasm"
    assert _kind_column(editor)[1] == "宝具 Noble Phantasm"
    kind.setText("宝具・乗騎")  # a kind of the GM's own is kept as typed
    kind.editingFinished.emit()
    assert doc.war.characters[cid].skills[1]["type"] == "宝具・乗騎"


def test_the_library_dialog_names_the_kinds_in_the_window_s_way(qtbot, saber, japanese):
    _doc, editor, _cid = saber()
    seen = []

    def look(dialog) -> int:
        seen.append([dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())])
        seen.append(dialog.preview.toPlainText())
        return 0  # cancelled

    editor.skills.run_dialog = look
    editor.skills.open_library()
    kinds, preview = seen
    assert kinds[0] == "クラス別スキル" and kinds[-1] == "固有スキル" and "Class skill" not in kinds
    assert "クラス別スキル — roll-dice 004:L1138" in preview and "対魔術攻撃の防御力" in preview
