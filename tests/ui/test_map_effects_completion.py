"""The location dialog's Effects field completes the effect being typed from the effects already on the
map: a GM types "ley" after the others and gets "leyline", the effects before it kept."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gmdesk.ui.map.dialogs import LocationDialog, known_effects


def pos(document, lid) -> QPointF:
    loc = document.war.map.locations[lid]
    return QPointF(loc.x, loc.y)


def activate(qtbot, dialog) -> None:
    """Make ``dialog`` the active window, as the one the GM types in (the completer serves the focused
    field; offscreen, a window shown over another is not always made active by itself)."""
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)


def show_active(qtbot, dialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)


def completions(completer) -> list[str]:
    model = completer.completionModel()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_the_known_effects_are_every_effect_on_the_map_once(document):
    effects = known_effects(document.war)
    on_map = {e for loc in document.war.map.locations.values() for e in loc.effects}
    assert set(effects) == on_map and len(effects) == len(on_map)
    assert effects == sorted(effects, key=str.lower)
    assert "leyline" in effects


def test_typing_ley_offers_leyline_and_picking_it_keeps_the_other_effects(panel, mouse, document, qtbot):
    """The whole gesture as a GM makes it: double-click, type, pick from the list, OK."""
    seen = {}

    def type_and_pick(dialog):
        try:
            activate(qtbot, dialog)
            edit = dialog.effects_edit
            edit.setFocus()
            edit.end(False)
            qtbot.keyClicks(edit, ", Ley")
            completer = edit.completer()
            seen["offered"] = completions(completer)
            seen["popup"] = completer.popup().isVisible()
            qtbot.keyClick(completer.popup(), Qt.Key.Key_Down)
            qtbot.keyClick(completer.popup(), Qt.Key.Key_Return)
            seen["text"] = edit.text()
            seen["still open"] = dialog.isVisible()  # Return picked the effect; it did not press OK
            qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():
                dialog.reject()

    def run(dialog):
        assert isinstance(dialog, LocationDialog)
        QTimer.singleShot(0, lambda: type_and_pick(dialog))
        return dialog.exec()

    panel.run_dialog = run
    mouse.double_click(pos(document, "threeways"))
    assert seen["offered"] == ["leyline"] and seen["popup"]
    assert seen["text"] == "crossroads, leyline"
    assert seen["still open"]
    assert document.war.map.locations["threeways"].effects == ["crossroads", "leyline"]
    assert document.undo_stack.count() == 1


def test_the_first_word_completes_too(document, qtbot):
    war = document.war
    dialog = LocationDialog(war, war.map.locations["weir-mills"])  # no effects yet
    show_active(qtbot, dialog)
    edit = dialog.effects_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "civ")
    assert completions(edit.completer()) == ["civilians"]
    qtbot.keyClick(edit.completer().popup(), Qt.Key.Key_Down)
    qtbot.keyClick(edit.completer().popup(), Qt.Key.Key_Return)
    assert edit.text() == "civilians"
    assert dialog.changed_values() == {"effects": ["civilians"]}


def test_a_comma_in_brackets_stays_in_its_effect(document, qtbot):
    """QA qa-files finding 11: "Fog (-1 ACT, night only), Leyline" was cut into three effects at every comma.
    The field says how it is split, and only its top-level commas split it."""
    war = document.war
    dialog = LocationDialog(war, war.map.locations["weir-mills"])
    show_active(qtbot, dialog)
    edit = dialog.effects_edit
    assert "not those in brackets" in edit.placeholderText()
    edit.setText("Fog (-1 ACT, night only), Leyline")
    assert dialog.changed_values() == {"effects": ["Fog (-1 ACT, night only)", "Leyline"]}
    edit.setText("霧（夜のみ, -1）, civ")  # the completer works on the effect typed last
    assert edit.completer().splitPath(edit.text()) == ["civ"]
