"""Help > User Guide: docs/desktop.md read in the window, its pictures fitted to the page, its links to other
pages of the docs followed in place (Back returns); without the docs installed it says where the guide is."""

from __future__ import annotations

from PySide6.QtCore import QUrl

from gmdesk.ui.guide import GuideDialog


def _picture_widths(dialog) -> list[float]:
    widths, block = [], dialog.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                widths.append(fmt.toImageFormat().width())
            it += 1
        block = block.next()
    return widths


def test_the_guide_opens_from_the_help_menu_and_follows_its_links(qtbot, sample_window):
    action = sample_window.actions_by_name("action.user_guide")
    assert action.isEnabled() and action in sample_window.menuBar().actions()[-1].menu().actions()
    action.trigger()
    dialog = sample_window.dialogs[-1]
    assert isinstance(dialog, GuideDialog) and dialog.found
    qtbot.waitExposed(dialog)
    assert dialog.browser.toPlainText().startswith("The desk (the window)")
    dialog.fit_pictures()
    widths = _picture_widths(dialog)
    assert len(widths) >= 5 and all(0 < w <= dialog.browser.viewport().width() for w in widths)
    assert not dialog.back_button.isEnabled()
    dialog.follow(QUrl("files-and-folders.md"))
    assert dialog.browser.source().fileName() == "files-and-folders.md"
    assert dialog.back_button.isEnabled()
    dialog.back_button.click()
    assert dialog.browser.source().fileName() == "desktop.md"
    dialog.find_bar.edit.setText("Rule Readings")
    assert dialog.find_bar.find_next()


def test_without_the_docs_it_says_where_the_guide_is(qtbot, tmp_path):
    dialog = GuideDialog(path=tmp_path / "docs" / "desktop.md")
    qtbot.addWidget(dialog)
    assert not dialog.found
    assert "docs/desktop.md in gmdesk's source" in dialog.browser.toPlainText()


def test_a_japanese_window_says_in_japanese_that_the_guide_is_english(qtbot, sample_window):
    """QA qa-jagm #5: the guide opened from the Japanese menu was English without a word of warning. A note above it
    says so in Japanese and links Help > Rules of This War and the Japanese summary (docs/japanese.md)."""
    from gmdesk.ui import i18n

    assert i18n.install("ja") == "ja"
    try:
        sample_window.actions_by_name("action.user_guide").trigger()
        dialog = sample_window.dialogs[-1]
        qtbot.waitExposed(dialog)
        note = dialog.language_note
        assert note.isVisible() and note.text().startswith("このユーザーガイドは英語です")
        assert "ヘルプ &gt; この戦争のルール（Ctrl+F1）" in note.text() and "日本語の概要（docs/japanese.md）" in note.text()
        note.linkActivated.emit("japanese.md")
        assert dialog.browser.source().fileName() == "japanese.md"
        assert "日本語での概要" in dialog.browser.toPlainText()[:200] and dialog.back_button.isEnabled()
        note.linkActivated.emit("gmdesk:rules")
        rules = sample_window.dialogs[-1]
        assert rules.objectName() == "rulesDialog" and rules.isVisible()
    finally:
        i18n.install("en")


def test_the_rules_link_without_a_war_says_to_open_one(qtbot):
    from gmdesk.ui import i18n

    assert i18n.install("ja") == "ja"
    try:
        dialog = GuideDialog()
        qtbot.addWidget(dialog)
        dialog.no_war_for_the_rules()
        assert "先に戦争を開いてください" in dialog.language_note.text()
    finally:
        i18n.install("en")


def test_an_english_window_shows_no_note(qtbot):
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    assert dialog.language_note.isHidden()
