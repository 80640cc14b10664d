"""A link dragged from a place back onto itself (or a click on a place with the Link tool) is no silent no-op
(QA qf-mapdraw #3): nothing changes, and the line under the map says how a link is made."""

from __future__ import annotations

from PySide6.QtCore import QPointF


def test_a_link_dragged_back_onto_its_start_says_how_links_are_made(panel, mouse, document):
    panel.set_mode("link")
    loc = document.war.map.locations["threeways"]
    links = list(document.war.map.links)
    mouse.drag(QPointF(loc.x, loc.y), QPointF(loc.x + 3, loc.y + 2))
    assert document.war.map.links == links and document.undo_stack.count() == 0
    assert panel.status.isVisibleTo(panel)
    assert panel.status.text() == ("A link joins two places: drag from Threeways to another location to link them")


def test_a_click_on_a_place_with_the_link_tool_says_it_too(panel, mouse, document):
    panel.set_mode("link")
    loc = document.war.map.locations["weir-mills"]
    mouse.click(QPointF(loc.x, loc.y))
    assert document.undo_stack.count() == 0
    assert "drag from Weir Mills to another location" in panel.status.text()
