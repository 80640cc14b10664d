"""Turn > Rule Readings…: the GM sees every open question of the war's rules with the reading in force, changes
one as an undo step, and the Turn Desk offers what the new reading allows. ap-sp's scout-range is I0.12 of the
ap-sp checklist ("a single temporary move to a location", 000:L471: adjacent by default, or any location)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl

from gmdesk.ui.desk.choices import options_for


def _readings_dialog(window):
    action = window.actions_by_name("action.rule_readings")
    assert action.isEnabled() and action.shortcut().toString() == "Ctrl+Shift+D"
    assert action in window.turn_menu.actions()
    action.trigger()
    dialog = window.dialogs[-1]
    assert dialog.objectName() == "readingsDialog" and dialog.isVisible()
    return dialog


def _scout_targets(window) -> int:
    [scout] = options_for(window.document.war, "tobias", []).of("scout")
    return len(scout.values("target"))


def _item(dialog, key):
    for g in range(dialog.tree.topLevelItemCount()):
        group = dialog.tree.topLevelItem(g)
        for i in range(group.childCount()):
            if group.child(i).data(0, Qt.ItemDataRole.UserRole) == key:
                return group.child(i)
    return None


def test_a_reading_is_changed_from_the_dialog_and_undone(qtbot, sample_window):
    window, doc = sample_window, sample_window.document
    dialog = _readings_dialog(window)
    assert dialog.tree.topLevelItem(0).childCount() == 34  # ap-sp's interpretations, then the updates' reading
    assert _scout_targets(window) == 2  # adjacent places only
    dialog.filter_edit.setText("scout may look")
    assert dialog.current_key() == "scout-range"
    assert dialog.title.text() == "How far a scout may look"
    any_button = dialog.findChild(type(dialog.options_group.button(0)), "readingOption.any")
    any_button.click()
    assert doc.war.settings["interpretations"] == {"scout-range": "any"}
    assert doc.undo_stack.undoText() == "read “How far a scout may look” as any location"
    assert _item(dialog, "scout-range").text(1) == "any location (changed)"  # the option's label, not its id
    assert _item(dialog, "scout-range").toolTip(1).split("\n")[1:] == ["Default: adjacent locations only",
                                                                       "In the war file: scout-range = any"]
    assert _item(dialog, "scout-range").font(0).bold()
    assert _scout_targets(window) == 24  # every other place of the map
    window.undo_action.trigger()
    assert "interpretations" not in doc.war.settings
    assert _item(dialog, "scout-range").text(1) == "adjacent locations only (default)"  # the dialog follows the undo
    assert _scout_targets(window) == 2


def test_changed_only_lists_the_changed_readings_and_back_to_default_clears_one(sample_window):
    dialog = _readings_dialog(sample_window)
    assert dialog.choose("flee-timing", "end-of-turn")
    dialog.changed_only.setChecked(True)
    assert dialog.tree.topLevelItemCount() == 1 and dialog.current_key() == "flee-timing"
    assert dialog.default_button.isVisible()
    dialog.default_button.click()
    assert "interpretations" not in sample_window.document.war.settings
    assert dialog.tree.topLevelItemCount() == 0 and dialog.title.text() == "No reading matches"
    assert not dialog.choose("flee-timing", "movement-phase")  # the default, in force already: no undo step
    assert sample_window.document.undo_stack.undoText() == "use the default reading for “When a flee resolves”"


def test_an_events_reading_opens_its_question_from_the_events_dock_and_the_timeline(qtbot, sample_window):
    """An explanation that depends on a reading names it (ap-sp flee-timing in night 2's flights, checklist I0.7);
    the Events dock links it to its question in Rule Readings…."""
    from gmdesk.rulesets.reading_rows import readings_named
    from gmdesk.ui.docks.events import event_html

    assert readings_named("flees (interpretation flee-timing=movement-phase; interpretation act-na=lowest); "
                          "interpretation flee-timing=movement-phase") == ["flee-timing", "act-na"]
    sample_window.ensure_ready()
    desk = sample_window.docks["desk"].widget()
    with qtbot.waitSignal(sample_window.document.turns.turn_stored, timeout=20000):
        desk.resolve()
    dock = sample_window.docks["events"]
    named = [e for e in dock.shown_events() if readings_named(e.explain)]
    assert named, "night 2 has explanations that name a reading"
    html = event_html(named[0], "", "", "#555")
    key = readings_named(named[0].explain)[0]
    assert f'<a href="reading:{key}">{key}</a>' in html
    with qtbot.waitSignal(dock.reading_requested) as clicked:
        dock.detail.anchorClicked.emit(QUrl(f"reading:{key}"))
    assert clicked.args == [key]
    dialog = sample_window.dialogs[-1]
    assert dialog.objectName() == "readingsDialog" and dialog.current_key() == key
    timeline = sample_window.docks["timeline"].widget()  # the timeline's panel links it too
    timeline.select_event(named[0].seq)
    assert f'<a href="reading:{key}">{key}</a>' in timeline.detail.shown_html
    with qtbot.waitSignal(timeline.detail.reading_requested) as clicked:
        timeline.detail.anchorClicked.emit(QUrl(f"reading:{key}"))
    assert clicked.args == [key] and sample_window.dialogs[-1].current_key() == key


def test_a_read_only_war_shows_its_readings_without_changing_them(qtbot, tmp_path):
    from gmdesk.model.warfile import load_war
    from gmdesk.store import WarStore
    from gmdesk.ui.document import WarDocument
    from gmdesk.ui.readings_dialog import ReadingsDialog
    from tests.ui.conftest import SAMPLE

    path = tmp_path / "night.gmdesk"
    with WarStore.create(path, load_war(SAMPLE)):
        pass
    doc = WarDocument(WarStore.open(path, readonly=True))
    try:
        dialog = ReadingsDialog(doc)
        qtbot.addWidget(dialog)
        assert dialog.show_key("scout-range") and dialog.current_key() == "scout-range"
        assert all(not b.isEnabled() for b in dialog.options_group.buttons())
        assert dialog.message.text() == "The war is open read-only: the readings are shown, not changed."
        assert not dialog.choose("scout-range", "any")
        assert "read-only" in dialog.message.text() and "interpretations" not in doc.war.settings
    finally:
        doc.close()


def test_a_reading_is_read_so_from_a_past_turn_on_and_shown_to_accept(qtbot, sample_window):
    """ap-sp flee-timing (checklist I0.7, 000:L445, L512): night 2 re-resolved with the flights at the end."""
    window, doc = sample_window, sample_window.document
    window.ensure_ready()
    with qtbot.waitSignal(doc.turns.turn_stored, timeout=20000):
        window.docks["desk"].widget().resolve()
    dialog = _readings_dialog(window)
    assert dialog.choose("flee-timing", "end-of-turn") and dialog.show_key("flee-timing")
    assert dialog.past_button.isVisibleTo(dialog)
    assert dialog.from_past("flee-timing", 2)
    info = doc.store.proposal()
    assert info is not None and info.corrections == {2: {"readings": {"flee-timing": "end-of-turn"}}}
    before = doc.store.turn(2, info.name).state_before
    assert before["settings"]["interpretations"] == {"flee-timing": "end-of-turn"}
    correction = window.docks["desk"].widget().correction_dialog  # opened on the proposal, to accept or discard
    assert correction.isVisible() and correction.accept_button.isEnabled()
