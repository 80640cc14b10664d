"""The war model and the gmdesk-war/1 interchange format (docs/war-format.md)."""

import json

import pytest

from gmdesk.errors import WarFileError
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war, parse_war, save_war
from tests.builders import line_map, person, war_dict


def test_round_trip_is_lossless_including_unknown_fields():
    """Fields gmdesk does not know are kept where they were, so outside tools lose nothing."""
    data = war_dict("valor", line_map("a", "b"), [person("s", "t", "a", stats={"AGI": "B+"}, mood="calm")],
                    house_note={"x": 1})
    data["map"]["locations"][0]["colour"] = "red"
    assert War.from_dict(data).to_dict() == data


def test_validation_finds_every_problem():
    """Unknown location, duplicate id, link to nowhere, character standing nowhere (issue: model)."""
    m = line_map("a", "b")
    m["locations"].append({"id": "a", "name": "Again"})
    m["links"].append(["b", "nowhere"])
    chars = [person("s", "t", "zzz"), person("s", "t", "a"), person("m", "t", None, kind="master")]
    problems = War.from_dict(war_dict("valor", m, chars)).problems()
    text = "\n".join(map(str, problems))
    assert "duplicate location id" in text
    assert "link to unknown location 'nowhere'" in text
    assert "duplicate character id" in text
    assert "a living character must stand somewhere" in text


def test_unknown_location_and_bad_master():
    chars = [person("m", "t", "a", kind="master"), person("s", "t", "q", master="x"),
             person("s2", "t", "a", master="s")]
    problems = War.from_dict(war_dict("valor", line_map("a"), chars)).problems()
    fields = {p.field: p.message for p in problems}
    assert fields["characters[1](s).location"] == "unknown location"
    assert fields["characters[1](s).master"] == "unknown character"
    assert "not a Master" in fields["characters[2](s2).master"]


def test_malformed_rank_names_file_field_and_character(tmp_path):
    """A malformed rank is an error naming the file, the field and the character."""
    path = tmp_path / "war.json"
    path.write_text(json.dumps(war_dict("valor", line_map("a"), [person("saber", "t", "a", stats={"STR": "A++++"})])))
    with pytest.raises(WarFileError) as info:
        load_war(path)
    message = str(info.value)
    assert str(path) in message and "characters[0](saber).stats.STR" in message and "saber" in message
    assert info.value.value == "A++++"


@pytest.mark.parametrize(
    "text, field",
    [
        ("{", "not valid JSON"),
        ('{"format": "other/1"}', "format"),
        ('{"format": "gmdesk-war/1", "ruleset": "valor", "map": {"locations": []}, "characters": [{"id": "x"}]}',
         "characters[0](x).kind"),
        ('{"format": "gmdesk-war/1", "ruleset": "valor", "map": {"locations": [], "links": [["a"]]}}', "map.links[0]"),
        ('{"format": "gmdesk-war/1", "ruleset": "valor", "turn": "3", "map": {"locations": []}}', "turn"),
    ],
)
def test_bad_files_name_the_problem(text, field):
    with pytest.raises(WarFileError) as info:
        parse_war(text, source="bad.json")
    assert "bad.json" in str(info.value) and field in str(info.value)


def test_save_is_atomic_and_keeps_old_file_on_error(tmp_path, monkeypatch):
    """A crash or a full disk mid-save leaves the last good file whole, and the error names the file."""
    path = tmp_path / "war.json"
    war = War.from_dict(war_dict("valor", line_map("a"), [person("s", "t", "a")]))
    save_war(war, path)
    good = path.read_text()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    war.title = "changed"
    with pytest.raises(WarFileError, match="war.json: cannot write: disk full"):
        save_war(war, path)
    assert path.read_text() == good
    assert [p.name for p in tmp_path.iterdir()] == ["war.json"]


def test_map_routes_are_deterministic():
    """Among equal shortest routes, the alphabetically first is chosen: same map, same route."""
    m = War.from_dict(war_dict("valor", {"locations": [{"id": x, "name": x} for x in "abcd"],
                                "links": [["a", "c"], ["c", "d"], ["a", "b"], ["b", "d"]]},
                               [person("s", "t", "a")])).map
    assert m.shortest_route("a", "d") == ["a", "b", "d"]
    assert m.distance("a", "d") == 2
    assert m.neighbours("a") == ["b", "c"]


def test_copy_shares_nothing_mutable():
    """The engine resolves on a copy; edits to the copy never reach the original."""
    original = War.from_dict(war_dict("valor", line_map("a", "b"), [person("s", "t", "a", skills=[{"name": "x"}])]))
    clone = original.copy()
    clone.map.locations["a"].effects.append("hospital")
    clone.map.links.append(("b", "a"))
    clone.characters["s"].skills[0]["name"] = "y"
    clone.characters["s"].location = "b"
    assert original.map.locations["a"].effects == []
    assert original.map.links == [("a", "b")]
    assert original.characters["s"].skills[0]["name"] == "x"
    assert original.characters["s"].location == "a"
