"""Map > Import into a war under way (gmdesk/ui/map_import.py): the places a new drawing lacks are asked,
everyone moves along in one undo step, and a summary says what came in (issue 19: the import was refused
with "has no new-location")."""

from __future__ import annotations

import json

from gmdesk.model.mapimport import match_places, prepare_map
from gmdesk.ui.map_import import PlaceMappingDialog


def _redrawn(war):
    """The war's map redrawn in another tool: new ids (n0…), the names as labels, the first place left out
    and one node with neither a label nor a position."""
    locations = list(war.map.locations.values())
    nodes = [{"id": f"n{i}", "label": loc.name, "x": loc.x, "y": loc.y} for i, loc in enumerate(locations) if i]
    nodes.append({"id": "n99"})
    ids = {loc.id: f"n{i}" for i, loc in enumerate(locations)}
    links = [{"source": ids[a], "target": ids[b]} for a, b in war.map.links if ids[a] != "n0" and ids[b] != "n0"]
    links.append({"source": "n1", "target": "n99"})
    return {"directed": False, "multigraph": False, "graph": {}, "nodes": nodes, "edges": links}, locations[0]


def test_a_redrawn_map_is_imported_into_a_war_with_characters(sample_window, tmp_path):
    window = sample_window
    war = window.document.war
    data, lost = _redrawn(war)
    path = tmp_path / "redrawn.json"
    path.write_text(json.dumps(data))
    standing = sorted(c.id for c in war.characters.values() if c.location == lost.id)
    before = {c.id: c.location for c in war.characters.values()}
    asked = []

    def ask(w, prepared, match):
        asked.append(list(match.unmapped))
        return {old: "n1" for old in match.unmapped}

    assert window.import_map(path, ask)
    assert asked and lost.id in asked[0]
    war = window.document.war
    assert set(war.map.locations) == {n["id"] for n in data["nodes"]}
    for cid in standing:
        assert war.characters[cid].location == "n1"
    assert all(c.location in war.map.locations for c in war.characters.values() if c.location)
    box = window.dialogs[-1]
    assert box.objectName() == "mapImportSummary" and box.text().startswith("Imported ")
    assert "n99" in box.informativeText() and "without a position" in box.informativeText()
    assert f"{lost.name} is now" in box.informativeText()
    window.document.undo_stack.undo()  # one step puts everything back
    assert {c.id: c.location for c in window.document.war.characters.values()} == before


def test_the_mapping_dialog_names_who_stands_where_and_needs_every_choice(qtbot, document):
    war = document.war
    data, lost = _redrawn(war)
    from gmdesk.model.mapio import node_link_to_map

    prepared = prepare_map(node_link_to_map(data))
    match = match_places(war, prepared.war_map)
    dialog = PlaceMappingDialog(war, prepared, match)
    qtbot.addWidget(dialog)
    assert lost.id in dialog.choices
    form = dialog.layout().itemAt(1).layout()
    label = form.labelForField(dialog.choices[lost.id]).text()
    standing = [c.name for c in war.characters.values() if c.location == lost.id]
    assert label.startswith(lost.name) and all(name in label for name in standing)
    assert dialog.mapping() is None  # nothing chosen yet
    for old in dialog.choices:
        dialog.pick(old, "n1")
    mapping = dialog.mapping()
    assert mapping is not None and mapping[lost.id] == "n1"
    assert match.how[lost.id] == "GM"
