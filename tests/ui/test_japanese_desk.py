"""The Turn Desk and the war file's opening in a Japanese window (issue 22): the budget line, the orders' costs
and odds, the order picker's actions, costs and field values, a refused order (its row and the dialog) and the
store's opening errors and read-only reason are Japanese, apart from the names the war gives, ids, the keys
the rules print (AP, SP) and the rule citations; in English the same texts keep their English words
(gmdesk/messages.py, resources/i18n/core_ja.json)."""

from __future__ import annotations

import re
import sqlite3

from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox

from gmdesk.messages import say
from gmdesk.model.orderedits import SetOrders
from gmdesk.model.sheetedits import SetSheetValue
from gmdesk.store import WarStore
from gmdesk.ui.desk import TurnDesk
from gmdesk.ui.desk.choices import problem_of
from gmdesk.ui.document import WarDocument
from tests.ui.test_japanese_interface import JAPANESE, language, open_window, ruleset_words_of  # noqa: F401
from tests.ui.test_japanese_messages import english_words

#: A rule citation ("ap-sp 000:L512-515", "L515") and the document's words a rule quotes ("…"): kept.
CITATION = re.compile(r"(?:[\w-]+ )?\d{3}:L\d+(?:-L?\d+)?|\bL\d+\b|\"[^\"]*\"")


def kept_words(window) -> list[str]:
    """Names, the ruleset's words, the characters' skills and the Command Spells' words (the document's)."""
    war, ruleset = window.document.war, window.document.ruleset
    words = ruleset_words_of(window) + [c.id for c in war.characters.values()] + list(war.map.locations)
    words += [str(s.get("Name")) for c in war.characters.values() for s in c.skills if s.get("Name")]
    words += [spell.words for spell in ruleset.command_spells.values()]
    words += [str(s.get("Type")) for c in war.characters.values() for s in c.skills if s.get("Type")]  # the sheet's
    return sorted(set(words), key=len, reverse=True)


def left_in(texts: list[str], names: list[str]) -> list[str]:
    """The English words of ``texts``, a line that shows a rule (its citation and the document's words) aside."""
    lines = [line for text in texts for line in text.splitlines() if not line.strip().startswith("ルール:")]
    return [f"{line!r} {english_words(CITATION.sub(' ', line), names)}" for line in lines
            if english_words(CITATION.sub(" ", line), names)]


def desk_of(qtbot, window) -> TurnDesk:
    dock = window.docks["desk"]
    dock.show()
    dock.raise_()
    desk = dock.widget()
    qtbot.waitUntil(desk.isVisible)
    return desk


def desk_texts(desk) -> list[str]:
    """What the desk words for the character shown: the budget line, each order's cost and odds, the picker's
    actions (with their costs), field values and preview."""
    texts = [desk.orders.budget.text()]
    table = desk.orders.table
    texts += [table.item(r, c).text() for r in range(table.rowCount()) for c in (2, 3) if table.item(r, c)]
    texts += [table.item(r, 1).toolTip() for r in range(table.rowCount())]
    for combo in desk.orders.picker.findChildren(QComboBox):
        texts += [combo.itemText(i) for i in range(combo.count())]
    texts += [label.text() for label in desk.orders.picker.findChildren(QLabel) if label.objectName() == "pickerPreview"]
    return [text for text in texts if text]


def test_in_japanese_the_turn_desk_words_budget_costs_options_and_refusals_in_japanese(qtbot, tmp_path, language):
    window = open_window(qtbot, tmp_path, "ja")
    names = kept_words(window)
    desk = desk_of(qtbot, window)
    texts: list[str] = []
    for cid in ("saber", "odile", "piet"):  # a Servant in battle, a Master with Command Spells, one moving
        desk.select_character(cid)
        texts += desk_texts(desk)
    assert any("残り" in text for text in texts) and any("令呪「" in text for text in texts), texts
    assert any("魔力" in text and "使用予定" in text for text in texts), texts
    # a refused order: its row, its tooltip and the dialog of the refused turn
    doc = window.document
    orders = list(doc.war.orders)
    index = next(i for i, o in enumerate(orders) if o.get("actor") == "piet" and o.get("action") == "move")
    orders[index] = {"actor": "piet", "action": "move", "to": "cape-light"}  # three locations from Hollin Wood
    assert doc.do(SetOrders(orders))
    assert desk.resolve() is None
    box = desk.error_dialog
    assert "隣の場所まで" in box.text() and "移動 Cape Lighthouseへ" in box.text(), box.text()
    table = desk.orders.table
    refused = [table.item(r, 1) for r in range(table.rowCount()) if "⚠" in table.item(r, 1).text()]
    assert refused
    texts += [box.text()] + [item.text() for item in refused] + [item.toolTip() for item in refused]
    texts += desk_texts(desk)
    box.accept()
    # refusals the picker would show: an unknown target, a flight of one not in battle
    for order in ({"actor": "saber", "action": "attack", "target": "nobody"},
                  {"actor": "tobias", "action": "pursue", "target": "saber", "to": "ferngate"}):
        problem = problem_of(doc.war, order, doc.war.orders)
        assert problem, order
        texts.append(say(problem, "ja"))
    print("\n".join(texts))
    left = left_in(texts, names + ["orders", "nobody", "cape-light"])
    assert not left, "untranslated:\n" + "\n".join(left)


def test_in_english_the_desk_keeps_its_english_words(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, "en")
    desk = desk_of(qtbot, window)
    desk.select_character("saber")
    budget = desk.orders.budget.text()
    assert budget.startswith("Left this turn: AP ") and " of " in budget and "Mana " in budget, budget
    texts = desk_texts(desk)
    assert any(text.startswith("Basic attack (") for text in texts), texts
    assert not any(JAPANESE.search(text) for text in texts), texts
    problem = problem_of(window.document.war, {"actor": "saber", "action": "attack", "target": "nobody"},
                         window.document.war.orders)
    assert problem == "no living target 'nobody'"


def test_in_japanese_a_newer_file_and_a_file_another_gmdesk_writes_are_told_in_japanese(qtbot, tmp_path, language):
    window = open_window(qtbot, tmp_path, "ja")
    path = window.document.path
    # another gmdesk (this window) writes the war: a second opening is read-only and says why
    reader = WarDocument(WarStore.open(path))
    try:
        assert reader.readonly
        reason = reader.store.readonly_reason
        assert "open for writing in another gmdesk" in reason
        desk = TurnDesk(reader)
        qtbot.addWidget(desk)
        desk.show()
        qtbot.waitExposed(desk)
        desk.refresh()
        assert "読み取り専用" in desk.summary.text(), desk.summary.text()
        refusals: list[str] = []
        reader.refused.connect(refusals.append)
        who = next(iter(reader.war.characters))
        assert not reader.do(SetSheetValue(who, ("health",), 1))
        host = re.search(r"host '([^']*)'", reason)
        texts = [say(reason, "ja"), desk.summary.text(), *refusals]
    finally:
        reader.close()
    # a war file written by a newer gmdesk: refused, in a dialog
    newer = tmp_path / "future.gmdesk"
    newer.write_bytes(path.read_bytes())
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    assert not window.open_path(newer)
    box = next(d for d in window.dialogs if isinstance(d, QMessageBox) and "future.gmdesk" in d.text())
    texts += [box.windowTitle(), box.text()]
    print("\n".join(texts))
    assert "新しい gmdesk" in box.text() and "読み取り専用で開きました" in texts[0], texts
    names = kept_words(window) + [str(path), str(newer), path.name, str(path.parent)]
    names += [host.group(1)] if host else []
    left = left_in(texts, names)
    assert not left, "untranslated:\n" + "\n".join(left)


def test_in_japanese_the_question_a_turn_stops_at_is_framed_in_japanese(qtbot, tmp_path, language):
    """The decision dialog's own words (whom the question is for, the rule line, the note and the buttons'
    tips) are Japanese; the question itself and the rule are the ruleset's, in its document's words."""
    from gmdesk.engine.decisions import PendingDecision
    from gmdesk.ui.desk.decision_dialog import DecisionDialog

    window = open_window(qtbot, tmp_path, "ja")
    war = window.document.war
    question = PendingDecision("q-1", "Does Saber follow Rider?", ["yes", "no"], "saber", "ap-sp 000:L512", {})
    dialog = DecisionDialog(question, war, window)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.objectName()}
    team = next(t.name for t in war.teams if t.id == war.characters["saber"].team)
    assert labels["decisionAsks"] == f"{war.characters['saber'].name}のプレイヤー（{team}）への質問"
    assert labels["decisionRule"] == "ルール: ap-sp 000:L512"
    assert labels["decisionQuestion"] == "Does Saber follow Rider?"  # the ruleset's own words
    assert dialog.windowTitle() == f"夜 {war.turn} は回答を待っています" and JAPANESE.search(dialog.buttons["yes"].toolTip())
    note = dialog.findChild(QLabel, "decisionNote")  # the decision's id only in the tooltip (QA qa-jagm #8)
    assert note.text() == "回答はターンの命令とともに保存され、ターンは最初から解決し直されます。"
    assert note.toolTip() == "決定 q-1"


def test_in_japanese_the_engine_s_question_and_its_answers_are_japanese(qtbot, tmp_path, language):
    """QA ja #3: the valor scout question showed English and the bare ids "show / return / flee-back"."""
    from gmdesk.ui.desk.decision_dialog import DecisionDialog
    from tests.engine.test_decision_words import asked_questions

    window = open_window(qtbot, tmp_path, "ja")
    spotted = asked_questions()[-1]
    dialog = DecisionDialog(spotted.to_dict(), window.document.war, window)  # as the war file keeps it
    qtbot.addWidget(dialog)
    assert dialog.question.text() == "ArcherはBonded Warehousesを偵察中に見つかりました。Greenhalgh Pilotageはどうしますか？"
    texts = {option: button.text() for option, button in dialog.buttons.items()}
    assert texts["return"] == "ArcherはCape Lighthouseのマスターのもとへ戻る"
    names = ["Archer", "Bonded Warehouses", "Cape Lighthouse"]
    assert all(JAPANESE.search(t) for t in texts.values()) and not left_in(list(texts.values()), names), texts
    assert "'flee-back'" in dialog.buttons["flee-back"].toolTip()  # the id stored, in the tip


def test_in_english_the_question_keeps_its_english_frame(qtbot, tmp_path):
    from gmdesk.engine.decisions import PendingDecision
    from gmdesk.ui.desk.decision_dialog import DecisionDialog

    window = open_window(qtbot, tmp_path, "en")
    dialog = DecisionDialog(PendingDecision("q-1", "Who goes?", ["a", "b"], "gm", "", {}), window.document.war, window)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.objectName()}
    assert labels["decisionAsks"] == "Question for the GM"
    assert dialog.windowTitle() == f"Night {window.document.war.turn} waits for an answer"  # ap-sp's word
