"""Every sample turn opens in the 1366x768 window's Timeline dock with its block titles whole (QA sweep: four
blocks side by side read "rege…", "phas…", "battl…"), and the Moment line keeps a long phase name from
squeezing the slider (elided, whole in its tooltip)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from gmdesk.ui.timeline.lanes import BLOCK_WIDTH
from gmdesk.ui.timeline.scrubber import LABEL_PX
from tests.ui.test_timeline_lane_names import SAMPLES, _timeline, language  # noqa: F401 (a fixture)


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_blocks_in_view_show_their_titles_whole(qtbot, tmp_path, sample, language):  # noqa: F811
    view = _timeline(qtbot, tmp_path, sample)
    try:
        plot = view.plot
        x0, x1 = plot.visible_range()
        in_view = [b for b in view.lanes.blocks if x0 <= b.rank - 0.5 and b.rank + 0.5 <= x1]
        assert len(in_view) >= 2
        block_px = plot.view_box.width() / (x1 - x0) * BLOCK_WIDTH
        metrics = QFontMetricsF(plot.blocks.title_font)
        badge = metrics.height() + 4
        for block in in_view:
            needed = metrics.horizontalAdvance(block.title) + (badge if block.slot is not None else 0) + 12
            assert needed <= block_px, (block.title, needed, block_px)
    finally:
        view.document.close()


def test_a_long_phase_name_is_elided_on_the_moment_line_whole_in_its_tooltip(qtbot, tmp_path):
    view = _timeline(qtbot, tmp_path, "sample-skirmish-night2.json")
    try:
        label = view.scrubber.label
        whole = f"after event 65 of 65 \u00b7 {view.lanes.names[-1]}"
        assert label.toolTip() == whole
        assert label.width() >= LABEL_PX
        assert QFontMetricsF(label.font()).horizontalAdvance(label.text()) <= label.width()
        assert label.text() == whole or (label.text().endswith("\u2026") and whole.startswith(label.text()[:-1]))
        assert view.scrubber.slider.width() >= 40
    finally:
        view.document.close()
