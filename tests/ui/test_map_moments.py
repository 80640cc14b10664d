"""The map at a moment of a resolved turn: everyone where they stood then, arrows for the moves so far,
no editing until the GM returns to the present."""

from __future__ import annotations


def test_a_moment_shows_past_positions_and_arrows_then_the_present_again(panel, document):
    scene = panel.scene
    saber = document.war.characters["saber"]
    here = saber.location
    there = next(b if a == here else a for a, b in document.war.map.links if here in (a, b))
    past = document.war.copy()
    past.characters["saber"].location = there
    scene.show_moment(past, [("saber", here, there, "move"), ("saber", there, here, "flee")])
    assert scene.showing_moment and not scene.editable
    token = scene.token_items["saber"]
    assert token.parentItem() is scene.location_items[there]
    assert [a.kind for a in scene.arrow_items] == ["move", "flee"]
    assert "Saber: move from" in scene.arrow_items[0].toolTip()
    assert scene.arrow_items[0].path().boundingRect() != scene.arrow_items[1].path().boundingRect()  # side by side
    scene.clear_moment()
    assert not scene.showing_moment and scene.editable and scene.arrow_items == []
    assert scene.token_items["saber"].parentItem() is scene.location_items[here]
    assert document.war.characters["saber"].location == here  # the war itself never moved
