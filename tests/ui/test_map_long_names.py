"""A place whose name is very long (a paragraph pasted into the name, or a file's 100,000 characters) is cut on
the map with "…" (QA qa-safety): laid out whole it was taller than the map, Fit zoomed out to it, and the map
showed nothing else. The whole name stays in the war and in the label's text (the tooltip, the editor)."""

from __future__ import annotations

from gmdesk.model.mapedits import SetLocationFields
from gmdesk.ui.map.labels import LABEL_CHARS, LabelItem

LONG = "Weir " * 20_000  # 100,000 characters


def test_a_very_long_place_name_is_cut_on_the_map_and_fit_still_shows_the_map(panel, document):
    lid = next(iter(document.war.map.locations))
    assert document.do(SetLocationFields(lid, {"name": LONG}))
    panel.view.fit()
    label = panel.view.scene().location_items[lid].label
    assert label.text == LONG and document.war.map.locations[lid].name == LONG
    assert len(label.shown) == LABEL_CHARS and label.shown.endswith("…")
    assert label.boundingRect().height() < 8 * LabelItem.METRICS.height()
    others = [item for key, item in panel.view.scene().location_items.items() if key != lid]
    sizes = [panel.view.mapFromScene(item.sceneBoundingRect()).boundingRect().width() for item in others]
    assert min(sizes) >= 8  # every other place is drawn at a size a GM sees, not a dot
