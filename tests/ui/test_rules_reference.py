"""Help > Rules of This War: the open war's ruleset as the engine applies it, searchable. Valor's phase order
follows its reading command-spell-timing ("near the beginning of a turn", valor 001:L53)."""

from __future__ import annotations

from gmdesk.model.warfile import load_war
from gmdesk.ui.rules_reference import rules_html

from tests.ui.conftest import MAPS


def _text(html: str) -> str:
    from PySide6.QtGui import QTextDocument

    page = QTextDocument()
    page.setHtml(html)
    return page.toPlainText()


def test_the_page_lists_the_phases_in_this_wars_order_and_the_rules_left_to_the_gm(qapp):
    war = load_war(MAPS / "sample-valor-night2.json")
    text = _text(rules_html(war))
    assert text.index("Movement (simultaneous)") < text.index("Command Spells (in initiative order)")
    assert "None: every open question is read as the ruleset's default." in text
    assert "001:L228-236 The Logic Game" in text  # valor's not_applied: the GM's by hand
    war.settings["interpretations"] = {"command-spell-timing": "before-movement"}
    text = _text(rules_html(war))
    assert text.index("Command Spells (in initiative order)") < text.index("Movement (simultaneous)")
    assert "This order follows a reading the war chose" in text
    assert "Command Spells before or after movement: before movement — " in text  # the option by its label
    assert "(default: after movement; command-spell-timing = before-movement)" in text  # the id in the war file


def test_the_menu_opens_it_and_find_goes_to_each_match(sample_window):
    action = sample_window.actions_by_name("action.rules_reference")
    assert action.isEnabled() and action.shortcut().toString() == "Ctrl+F1"
    action.trigger()
    dialog = sample_window.dialogs[-1]
    assert dialog.objectName() == "rulesDialog" and dialog.isVisible()
    assert dialog.windowTitle() == "Rules of This War — AP/SP"
    find = dialog.find_bar
    find.edit.setText("Flight")
    assert find.find_next() and dialog.browser.textCursor().selectedText() == "Flight"
    first = dialog.browser.textCursor().position()
    assert find.find_next() and dialog.browser.textCursor().position() > first
    assert find.find_next(backward=True) and dialog.browser.textCursor().position() == first
    find.edit.setText("no such words anywhere")
    assert not find.find_next() and find.found.text() == "not found"
