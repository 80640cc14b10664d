"""Lines under the map (refusals, layout notes, "nothing is called …") fade away after eight seconds
unless a new line replaces them; the empty-map hint stays while the map is empty."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from gmdesk.model.mapgraph import WarMap
from gmdesk.model.war import War
from gmdesk.ui.document import WarDocument
from gmdesk.ui.map.message_line import EMPTY_MAP_HINT, MESSAGE_MS


def time_runs_out(panel) -> None:
    """The eight seconds pass (the timer fires), and the fading plays to its end."""
    assert panel.status.timer.isActive()
    panel.status.timer.timeout.emit()
    fade = panel.status.fade
    assert fade.state() == fade.State.Running
    fade.setCurrentTime(fade.duration())


def refuse_a_delete(panel, document) -> None:
    """Delete a battlefield: refused, and the refusal is said under the map."""
    panel.scene.select_locations([document.war.battles[0].location])
    panel.run_dialog = lambda dialog: QDialog.DialogCode.Accepted
    assert not panel.delete_selected()


def test_a_refusal_fades_after_eight_seconds(panel, document):
    refuse_a_delete(panel, document)
    assert "battle" in panel.status.text() and panel.status.isVisibleTo(panel)
    assert MESSAGE_MS == 8000 and panel.status.timer.interval() == MESSAGE_MS
    assert panel.status.timer.isSingleShot()
    time_runs_out(panel)
    assert panel.status.text() == "" and not panel.status.isVisibleTo(panel)
    assert not panel.status.timer.isActive()


def test_a_new_line_replaces_the_old_one_and_starts_the_wait_again(panel, document):
    refuse_a_delete(panel, document)
    assert not panel.find_named("no such place")
    assert panel.status.text() == "Nothing on the map is called 'no such place'"
    assert panel.status.timer.isActive()
    panel.status.timer.timeout.emit()  # it begins to fade …
    assert panel.status.fade.state() == panel.status.fade.State.Running
    panel.action("map.layout.spring").trigger()  # … when the layout's note comes: that one is shown whole
    assert panel.status.fade.state() == panel.status.fade.State.Stopped
    assert panel.status.graphicsEffect().opacity() == 1.0 and panel.status.isVisibleTo(panel)
    assert panel.status.timer.isActive()
    note = panel.status.text()
    assert note and "no such place" not in note
    time_runs_out(panel)
    assert panel.status.text() == ""


class TestAnEmptyMap:
    @pytest.fixture
    def document(self, tmp_path, qtbot):
        war = War(ruleset="ap-sp", title="Blank", map=WarMap(), characters={}, seed=1)
        doc = WarDocument.create(tmp_path / "blank.gmdesk", war)
        yield doc
        doc.close()

    def test_the_hint_stays_and_comes_back_after_another_line(self, panel):
        assert panel.status.text() == EMPTY_MAP_HINT and panel.status.isVisibleTo(panel)
        assert not panel.status.timer.isActive()
        panel.status.timer.timeout.emit()  # even a stray tick leaves the hint
        assert panel.status.text() == EMPTY_MAP_HINT and panel.status.fade.state() == panel.status.fade.State.Stopped

        assert not panel.find_named("anything")
        assert panel.status.text().startswith("Nothing on the map")
        time_runs_out(panel)
        assert panel.status.text() == EMPTY_MAP_HINT and panel.status.isVisibleTo(panel)
        assert not panel.status.timer.isActive()
