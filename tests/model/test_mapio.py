"""A map alone to and from GraphML and node-link JSON (gmdesk.model.mapio).

A round trip must give back the very same map (``to_dict()`` and its JSON text), and a bad file must
give a WarFileError that names the file, the field and the value, never a traceback.
"""

from __future__ import annotations

import json
import os
import tempfile
import warnings
from pathlib import Path

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmdesk.errors import WarFileError
from gmdesk.model import mapio
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.mapio import (graph_to_map, map_to_graph, read_graphml, read_map_file, read_node_link,
                                write_graphml, write_map_file, write_node_link)

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(MAPS.glob("*.json"))


def sample_map(path: Path) -> WarMap:
    data = json.loads(path.read_text(encoding="utf-8"))
    return WarMap.from_dict(data.get("map", data), str(path))


def odd_map() -> WarMap:
    """Links out of file order and reversed, a self-link, mixed number types, extras of every JSON kind."""
    return WarMap(
        [Location("b", "Bee", ["x y", "z"], "t1", True, 1.5, 2, "two\nlines",
                  {"tags": ["a", 1], "flag": False, "n": 3, "s": "", "none": None, "extra:s": "v",
                   "d": {"k": [1]}, "big": 10 ** 30, "f": 0.1}),
         Location("a", "", [], "", False, None, None, ""),
         Location("c", "C", x=3, y=4.25)],
        [("c", "b"), ("a", "b"), ("c", "c")],
        {"id": "m1", "title": "T", "node_default": 1, "meta": {"v": 2}, "e": ""})


def same(a: WarMap, b: WarMap) -> bool:
    """Equal as data and as JSON text (so 90 did not come back as 90.0)."""
    return a.to_dict() == b.to_dict() and json.dumps(a.to_dict()) == json.dumps(b.to_dict())


def test_every_sample_file_is_checked():
    assert len(SAMPLES) >= 9 and MAPS / "city.map.json" in SAMPLES


# -- round trips -----------------------------------------------------------------------------
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_node_link_round_trip_of_every_sample_map_is_exact(path, tmp_path):
    war_map = sample_map(path)
    target = tmp_path / "map.json"
    write_node_link(war_map, target)
    assert same(read_node_link(target), war_map)
    assert "nodes" in json.loads(target.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_graphml_round_trip_of_every_sample_map_is_exact(path, tmp_path):
    war_map = sample_map(path)
    target = tmp_path / "map.graphml"
    write_graphml(war_map, target)
    assert same(read_graphml(target), war_map)
    # Other tools see the plain fields: the effects as one text.
    graph = nx.read_graphml(target)
    joined = [d["effects"] for _, d in graph.nodes(data=True) if "effects" in d]
    assert joined and all(isinstance(text, str) for text in joined)
    assert any("; " in text for text in joined)


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_read_map_file_reads_war_files_and_the_map_alone(path):
    assert same(read_map_file(path), sample_map(path))


@pytest.mark.parametrize("suffix", [".json", ".graphml", ".GraphML"])
def test_odd_values_link_order_and_direction_survive(suffix, tmp_path):
    war_map = odd_map()
    target = tmp_path / f"odd{suffix}"
    write_map_file(war_map, target)
    back = read_map_file(target)
    assert same(back, war_map)
    assert back.links == [("c", "b"), ("a", "b"), ("c", "c")]


def test_write_map_file_picks_the_format_by_suffix(tmp_path):
    war_map = sample_map(MAPS / "city.map.json")
    write_map_file(war_map, tmp_path / "town.graphml")
    write_map_file(war_map, tmp_path / "town.json")
    assert (tmp_path / "town.graphml").read_bytes().startswith(b"<?xml")
    assert json.loads((tmp_path / "town.json").read_text(encoding="utf-8"))["links"][0]["link"] == 0
    with pytest.raises(WarFileError) as err:
        write_map_file(war_map, tmp_path / "town.txt")
    assert str(tmp_path / "town.txt") in str(err.value) and ".graphml or .json" in str(err.value)


def test_read_map_file_tells_formats_apart_by_content_when_the_name_does_not(tmp_path):
    war_map = sample_map(MAPS / "city.map.json")
    write_graphml(war_map, tmp_path / "a.graphml")
    write_node_link(war_map, tmp_path / "b.json")
    (tmp_path / "a.graphml").rename(tmp_path / "town.xml")
    (tmp_path / "b.json").rename(tmp_path / "town.nodelink")
    assert same(read_map_file(tmp_path / "town.xml"), war_map)
    assert same(read_map_file(tmp_path / "town.nodelink"), war_map)


def test_map_to_graph_keeps_file_order_and_every_field():
    war_map = odd_map()
    graph = map_to_graph(war_map)
    assert list(graph) == ["b", "a", "c"]
    assert graph.nodes["b"] == {"name": "Bee", "effects": ["x y", "z"], "home_base": "t1", "hidden": True,
                                "x": 1.5, "y": 2, "notes": "two\nlines", **war_map.locations["b"].extra}
    assert graph.nodes["c"]["x"] == 3 and graph.nodes["a"]["home_base"] == ""
    assert graph.edges["b", "c"] == {"link": 0, "from": "c"}
    assert graph.graph["meta"] == {"v": 2}
    back = graph_to_map(graph)
    assert same(back, war_map)
    graph.nodes["b"]["tags"].append("changed")  # neither map shares anything with the graph
    assert war_map.locations["b"].extra["tags"] == ["a", 1] == back.locations["b"].extra["tags"]


def test_graph_to_map_takes_graphs_from_other_tools():
    graph = nx.Graph()
    graph.add_node(1, x=10, y=20, effects="bridge;  ruins ", colour="red")
    graph.add_node("two", name="Two")
    graph.add_edge(1, "two")
    war_map = graph_to_map(graph, "drawn.graphml")
    assert list(war_map.locations) == ["1", "two"]
    one = war_map.locations["1"]
    assert (one.name, one.effects, one.x, one.y, one.extra) == ("1", ["bridge", "ruins"], 10, 20, {"colour": "red"})
    assert war_map.links == [("1", "two")]


def test_node_link_from_other_tools_with_number_ids_and_edges_key(tmp_path):
    data = {"directed": False, "multigraph": False, "graph": {},
            "nodes": [{"id": 1, "name": "One", "x": 0, "y": 0}, {"id": 2}],
            "edges": [{"source": 2, "target": 1}]}
    target = tmp_path / "other.json"
    target.write_text(json.dumps(data), encoding="utf-8")
    war_map = read_map_file(target)
    assert [(loc.id, loc.name) for loc in war_map.locations.values()] == [("1", "One"), ("2", "2")]
    assert war_map.links == [("2", "1")]


def test_the_edges_keyword_follows_the_installed_networkx():
    def old_node_link_data(G, *, source="source", target="target", link="links"):
        """networkx 3.2-3.3 spell the keyword ``link=``."""

    assert mapio._edges_keyword(old_node_link_data) == "link"
    # Whatever networkx is installed, the keyword it gets is one it knows, without a FutureWarning.
    graph = nx.path_graph(3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        data = nx.node_link_data(graph, **{mapio._edges_keyword(nx.node_link_data): "links"})
        back = nx.node_link_graph(data, **{mapio._edges_keyword(nx.node_link_graph): "links"})
    assert len(data["links"]) == 2 and nx.utils.graphs_equal(back, graph)


# U+FFFE and U+FFFF are not XML characters: the GraphML writer refuses them (mapio._NOT_XML)
text = st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\r\ufffe\uffff") | st.just("\n"),
               max_size=12)
effect = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp"),
                               blacklist_characters=";\x85\ufffe\uffff"), min_size=1, max_size=8)
number = st.integers(-10 ** 6, 10 ** 6) | st.floats(-1e6, 1e6, allow_nan=False)
scalar = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | text
json_value = st.recursive(scalar, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(text, inner, max_size=3), max_leaves=6)
extra_key = text.filter(lambda k: k and k not in ("id", "name", "effects", "home_base", "hidden", "x", "y", "notes"))


@st.composite
def maps(draw) -> WarMap:
    ids = draw(st.lists(text.filter(lambda s: s.strip()), min_size=0, max_size=6, unique=True))
    locations = [Location(i, draw(text), draw(st.lists(effect, max_size=3)), draw(st.none() | text),
                          draw(st.booleans()), draw(st.none() | number), draw(st.none() | number), draw(text),
                          draw(st.dictionaries(extra_key, json_value, max_size=3)))
                 for i in ids]
    pairs = draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids)), max_size=8)) if ids else []
    links, seen = [], set()
    for a, b in pairs:
        if frozenset((a, b)) not in seen:
            seen.add(frozenset((a, b)))
            links.append((a, b))
    extra = draw(st.dictionaries(text.filter(lambda k: k not in ("locations", "links")), json_value, max_size=3))
    return WarMap(locations, links, extra)


@settings(max_examples=60, deadline=None)
@given(maps())
def test_any_map_round_trips_exactly_through_both_formats(war_map):
    with tempfile.TemporaryDirectory() as folder:
        for name in ("m.json", "m.graphml"):
            target = Path(folder) / name
            write_map_file(war_map, target)
            assert same(read_map_file(target), war_map), name


# -- errors ----------------------------------------------------------------------------------
def raised(call, *args) -> str:
    with pytest.raises(WarFileError) as err:
        call(*args)
    return str(err.value)


def test_bad_xml_names_the_file(tmp_path):
    target = tmp_path / "broken.graphml"
    target.write_text("<graphml><graph><node id='a'></graph>", encoding="utf-8")
    message = raised(read_map_file, target)
    assert str(target) in message and "not valid XML" in message


def test_xml_that_is_not_graphml_names_the_file(tmp_path):
    target = tmp_path / "other.graphml"
    target.write_text("<svg><rect/></svg>", encoding="utf-8")
    message = raised(read_graphml, target)
    assert str(target) in message and "GraphML" in message


def test_node_link_with_a_non_numeric_x_names_file_field_and_value(tmp_path):
    target = tmp_path / "map.json"
    data = mapio.map_to_node_link(sample_map(MAPS / "city.map.json"))
    data["nodes"][3]["x"] = "far east"
    target.write_text(json.dumps(data), encoding="utf-8")
    message = raised(read_map_file, target)
    assert str(target) in message and "nodes[3].x" in message and "'far east'" in message
    assert "must be a number" in message


@pytest.mark.parametrize("x", ["far east", "nan", "inf", ""])
def test_graphml_with_a_coordinate_that_is_no_number_names_file_field_and_value(x, tmp_path):
    graph = nx.Graph()
    graph.add_node("a", name="A", x=x, y=3)
    target = tmp_path / "drawn.graphml"
    nx.write_graphml(graph, target)
    message = raised(read_map_file, target)
    assert str(target) in message and "nodes[0].x" in message and repr(x) in message and "must be a number" in message


def test_a_coordinate_written_as_text_is_read_as_its_number(tmp_path):
    graph = nx.Graph()
    graph.add_node("a", name="A", x="12.5", y=" -3 ")
    target = tmp_path / "drawn.graphml"
    nx.write_graphml(graph, target)
    loc = read_map_file(target).locations["a"]
    assert (loc.x, loc.y) == (12.5, -3.0)


def test_graphml_export_refuses_an_effect_containing_a_semicolon(tmp_path):
    war_map = sample_map(MAPS / "city.map.json")
    loc = war_map.locations["threeways"]
    loc.effects = ["crossroads", "toll; paid at dawn"]
    target = tmp_path / "map.graphml"
    message = raised(write_graphml, war_map, target)
    assert str(target) in message and "'threeways'" in message and "'toll; paid at dawn'" in message
    assert "map.locations[1].effects[1]" in message
    assert not target.exists() and list(tmp_path.iterdir()) == []
    write_node_link(war_map, tmp_path / "map.json")  # node-link JSON holds lists: fine there
    assert read_node_link(tmp_path / "map.json").locations["threeways"].effects[1] == "toll; paid at dawn"


def test_graphml_export_refuses_text_xml_cannot_hold(tmp_path):
    war_map = sample_map(MAPS / "city.map.json")
    war_map.locations["gasworks"].notes = "bell\x07"
    message = raised(write_graphml, war_map, tmp_path / "map.graphml")
    assert "'gasworks'" in message and "notes" in message


def test_unknown_file_names_the_file(tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("a shopping list", encoding="utf-8")
    message = raised(read_map_file, target)
    assert str(target) in message and "not a map file" in message


@pytest.mark.parametrize("content, words", [
    ('{"title": "no map here"}', "not a map"),
    ('[1, 2]', "not a map"),
    ('{"format": "gmdesk-war/1", "characters": []}', "war file without a map"),
    ('{"nodes": 3}', "nodes"),
    ('{"nodes": [{"name": "A"}]}', "nodes[0].id"),
    ('{"nodes": [{"id": "a"}], "links": [{"source": "a"}]}', "links[0].target"),
    ('{"nodes": [{"id": 1}, {"id": "1"}]}', "nodes[1].id"),
    ('{"nodes": [{"id": "a", "effects": ["ok", ""]}]}', "nodes[0].effects[1]"),
    ('{"nodes": [{"id": "a", "hidden": "yes"}]}', "nodes[0].hidden"),
    ('{"locations": [{"id": "a", "name": "A", "x": "west"}]}', "map.locations[0].x"),
    ('{"nodes": [', "not valid JSON"),
])
def test_malformed_json_maps_give_clear_errors(content, words, tmp_path):
    target = tmp_path / "map.json"
    target.write_text(content, encoding="utf-8")
    message = raised(read_map_file, target)
    assert str(target) in message and words in message


def test_graphml_with_a_value_that_is_not_json_text(tmp_path):
    target = tmp_path / "map.graphml"
    write_graphml(WarMap([Location("a", "A", extra={"tags": ["x"]})]), target)
    target.write_text(target.read_text(encoding="utf-8").replace('["x"]', "[x"), encoding="utf-8")
    message = raised(read_graphml, target)
    assert str(target) in message and "nodes[0].extra:tags" in message and "'[x'" in message


def test_a_missing_file_names_it(tmp_path):
    message = raised(read_map_file, tmp_path / "gone.graphml")
    assert str(tmp_path / "gone.graphml") in message and "no such file" in message


@pytest.mark.parametrize("links, words", [
    ([("a", "ghost")], "unknown location 'ghost'"),
    ([("a", "b"), ("b", "a")], "second link"),
])
def test_links_a_graph_cannot_keep_are_refused(links, words, tmp_path):
    war_map = WarMap([Location("a", "A"), Location("b", "B")], links)
    for name in ("map.json", "map.graphml"):
        message = raised(write_map_file, war_map, tmp_path / name)
        assert str(tmp_path / name) in message and words in message and f"map.links[{len(links) - 1}]" in message


# -- atomic writes ---------------------------------------------------------------------------
def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "map.json"
    target.write_text("old", encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    message = raised(write_node_link, sample_map(MAPS / "city.map.json"), target)
    assert str(target) in message and "No space left" in message
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["map.json"]


def test_writing_into_a_missing_folder_names_the_file(tmp_path):
    target = tmp_path / "missing" / "map.graphml"
    message = raised(write_graphml, sample_map(MAPS / "city.map.json"), target)
    assert str(target) in message and "cannot write here" in message


# -- GraphML from other tools ----------------------------------------------------------------
def write_text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


YED = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:java="http://www.yworks.com/xml/yfiles-common/1.0/java"
 xmlns:sys="http://www.yworks.com/xml/yfiles-common/markup/primitives/2.0"
 xmlns:x="http://www.yworks.com/xml/yfiles-common/markup/2.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
 xmlns:y="http://www.yworks.com/xml/graphml" xmlns:yed="http://www.yworks.com/xml/yed/3"
 xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://www.yworks.com/xml/schema/graphml/1.1/ygraphml.xsd">
  <!--Created by yEd 3.23.2-->
  <key attr.name="Description" attr.type="string" for="graph" id="d0"/>
  <key for="port" id="d1" yfiles.type="portgraphics"/>
  <key attr.name="url" attr.type="string" for="node" id="d4"/>
  <key attr.name="description" attr.type="string" for="node" id="d5"/>
  <key for="node" id="d6" yfiles.type="nodegraphics"/>
  <key for="graphml" id="d7" yfiles.type="resources"/>
  <key for="edge" id="d10" yfiles.type="edgegraphics"/>
  <graph edgedefault="directed" id="G">
    <data key="d0"/>
    <node id="n0">
      <data key="d5">the old church</data>
      <data key="d6">
        <y:ShapeNode>
          <y:Geometry height="30.0" width="30.0" x="120.0" y="-45.5"/>
          <y:Fill color="#FFCC00" transparent="false"/>
          <y:NodeLabel alignment="center" autoSizePolicy="content" fontSize="12" visible="true">Church<y:LabelModel>
            <y:SmartNodeLabelModel distance="4.0"/></y:LabelModel></y:NodeLabel>
          <y:Shape type="rectangle"/>
        </y:ShapeNode>
      </data>
    </node>
    <node id="n1">
      <data key="d6">
        <y:ShapeNode>
          <y:Geometry height="30.0" width="30.0" x="300" y="80.25"/>
          <y:NodeLabel>Docks</y:NodeLabel>
          <y:Shape type="ellipse"/>
        </y:ShapeNode>
      </data>
    </node>
    <node id="n2">
      <data key="d6">
        <y:ShapeNode>
          <y:Geometry height="30.0" width="30.0" x="10" y="10"/>
          <y:Shape type="ellipse"/>
        </y:ShapeNode>
      </data>
    </node>
    <edge id="e0" source="n0" target="n1">
      <data key="d10">
        <y:PolyLineEdge><y:Arrows source="none" target="standard"/><y:EdgeLabel>the high street</y:EdgeLabel>
        </y:PolyLineEdge>
      </data>
    </edge>
    <edge id="e1" source="n1" target="n0"/>
    <edge id="e2" source="n2" target="n1"/>
  </graph>
  <data key="d7"><y:Resources/></data>
</graphml>
"""

GEPHI = """<?xml version="1.0" encoding="UTF-8"?><graphml xmlns="http://graphml.graphdrawing.org/xmlns">
<key attr.name="label" attr.type="string" for="node" id="label"/>
<key attr.name="Edge Label" attr.type="string" for="edge" id="edgelabel"/>
<key attr.name="weight" attr.type="double" for="edge" id="weight"/>
<key attr.name="r" attr.type="int" for="node" id="r"/>
<key attr.name="x" attr.type="float" for="node" id="x"/>
<key attr.name="y" attr.type="float" for="node" id="y"/>
<key attr.name="size" attr.type="double" for="node" id="size"/>
<key attr.name="visited" attr.type="boolean" for="node" id="visited"/>
<key attr.name="population" attr.type="long" for="node" id="population"/>
<graph edgedefault="undirected">
<node id="0"><data key="label">Alpha</data><data key="r">153</data><data key="x">-57.5</data><data key="y">12.0</data>
<data key="size">10.0</data><data key="visited">true</data><data key="population">1200</data></node>
<node id="1"><data key="label">Beta</data><data key="x">40.0</data><data key="y">-8.0</data></node>
<node id="2"><data key="x">0.0</data><data key="y">0.0</data></node>
<edge id="0" source="0" target="1"><data key="weight">2.5</data></edge>
<edge id="1" source="1" target="2"><data key="weight">1.0</data><data key="edgelabel">lane</data></edge>
</graph>
</graphml>
"""


def test_a_yed_drawing_reads_as_the_gm_drew_it(tmp_path):
    """yEd: labels and positions in its own elements (positions as text), and every graph directed."""
    war_map = read_map_file(write_text(tmp_path / "town.graphml", YED))
    assert [(loc.id, loc.name, loc.x, loc.y) for loc in war_map.locations.values()] == [
        ("n0", "Church", 120.0, -45.5), ("n1", "Docks", 300.0, 80.25), ("n2", "n2", 10.0, 10.0)]
    church = war_map.locations["n0"]
    assert church.extra == {"description": "the old church", "shape_type": "rectangle"}
    # e1 is e0's way back: one road both ways
    assert war_map.links == [("n0", "n1"), ("n2", "n1")]
    assert war_map.problems() == [] and war_map.extra == {"Description": ""}
    target = tmp_path / "again.graphml"
    write_graphml(war_map, target)
    assert same(read_map_file(target), war_map)


def test_a_gephi_graph_keeps_typed_attributes_and_takes_labels_as_names(tmp_path):
    war_map = read_map_file(write_text(tmp_path / "gephi.graphml", GEPHI))
    assert [(loc.id, loc.name) for loc in war_map.locations.values()] == [("0", "Alpha"), ("1", "Beta"), ("2", "2")]
    alpha = war_map.locations["0"]
    assert (alpha.x, alpha.y) == (-57.5, 12.0)
    assert alpha.extra == {"r": 153, "size": 10.0, "visited": True, "population": 1200}
    assert type(alpha.extra["r"]) is int and type(alpha.extra["size"]) is float
    assert war_map.links == [("0", "1"), ("1", "2")] and war_map.problems() == []
    for name in ("again.graphml", "again.json"):
        write_map_file(war_map, tmp_path / name)
        assert same(read_map_file(tmp_path / name), war_map)


def test_a_name_wins_over_a_label_which_then_stays_an_attribute():
    graph = nx.Graph()
    graph.add_node("a", name="Alpha", label="the A")
    graph.add_node("b", label="   ")
    graph.add_node("c", label=7)
    war_map = graph_to_map(graph)
    assert war_map.locations["a"].name == "Alpha" and war_map.locations["a"].extra == {"label": "the A"}
    assert war_map.locations["b"].name == "b" and war_map.locations["b"].extra == {"label": "   "}
    assert war_map.locations["c"].name == "c" and war_map.locations["c"].extra == {"label": 7}


def graphml(edges: str, directed: bool = False) -> str:
    nodes = "".join(f'<node id="{n}"/>' for n in "abc")
    kind = "directed" if directed else "undirected"
    return (f'<?xml version="1.0" encoding="UTF-8"?><graphml xmlns="http://graphml.graphdrawing.org/xmlns">'
            f'<graph edgedefault="{kind}">{nodes}{edges}</graph></graphml>')


@pytest.mark.parametrize("directed", [False, True], ids=["undirected", "directed"])
def test_duplicate_and_parallel_edges_make_one_link(directed, tmp_path):
    edges = ('<edge source="b" target="a"/><edge source="a" target="b"/><edge source="b" target="a"/>'
             '<edge id="x" source="b" target="c"/><edge id="y" source="b" target="c"/>')
    war_map = read_map_file(write_text(tmp_path / "many.graphml", graphml(edges, directed)))
    # without gmdesk's link order, links follow networkx's graph order (by the nodes, a before b)
    assert war_map.links == [("a", "b"), ("b", "c")] and war_map.problems() == []


def test_a_node_linked_to_itself_is_kept_and_named_by_the_map_s_checks(tmp_path):
    from gmdesk.model.mapedits import EditRefused, ReplaceMap
    from gmdesk.model.war import War
    from tests.builders import war_dict

    war_map = read_map_file(write_text(tmp_path / "loop.graphml", graphml(
        '<edge source="a" target="b"/><edge source="c" target="c"/>')))
    assert war_map.links == [("a", "b"), ("c", "c")]
    assert [str(p) for p in war_map.problems()] == [
        "map.links[1] = ['c', 'c']: a link must join two different locations"]
    w = War.from_dict(war_dict("valor", {"locations": [{"id": "a", "name": "A"}]}, []))
    with pytest.raises(EditRefused, match=r"map.links\[1\] = \['c', 'c'\]: a link must join two different"):
        ReplaceMap(war_map).check(w)


def test_node_link_from_another_tool_directed_with_the_way_back(tmp_path):
    data = {"directed": True, "multigraph": False, "graph": {},
            "nodes": [{"id": 1, "label": "One"}, {"id": 2, "label": "Two"}],
            "links": [{"source": 1, "target": 2}, {"source": 2, "target": 1}]}
    war_map = read_map_file(write_text(tmp_path / "d3.json", json.dumps(data)))
    assert [loc.name for loc in war_map.locations.values()] == ["One", "Two"]
    assert war_map.links == [("1", "2")]


def test_a_multigraph_in_node_link_json_makes_one_link_per_pair(tmp_path):
    data = {"directed": False, "multigraph": True, "graph": {}, "nodes": [{"id": "a"}, {"id": "b"}],
            "links": [{"source": "a", "target": "b", "key": 0}, {"source": "a", "target": "b", "key": 1}]}
    assert read_map_file(write_text(tmp_path / "multi.json", json.dumps(data))).links == [("a", "b")]


def test_a_node_attribute_id_must_be_the_node_s_id(tmp_path):
    text = ('<?xml version="1.0" encoding="UTF-8"?><graphml xmlns="http://graphml.graphdrawing.org/xmlns">'
            '<key attr.name="id" attr.type="string" for="node" id="k"/><graph edgedefault="undirected">'
            '<node id="a"><data key="k">a</data></node><node id="b"><data key="k">zz</data></node></graph></graphml>')
    message = raised(read_map_file, write_text(tmp_path / "ids.graphml", text))
    assert "nodes[1].id" in message and "'zz'" in message and "not the node's id ('b')" in message
    war_map = read_map_file(write_text(tmp_path / "same.graphml", text.replace(">zz<", ">b<")))
    assert [loc.to_dict() for loc in war_map.locations.values()] == [{"id": "a", "name": "a"}, {"id": "b", "name": "b"}]


@pytest.mark.parametrize("key", ["links", "locations"])
def test_a_map_attribute_named_like_the_map_s_lists_is_refused(key, tmp_path):
    data = {"graph": {key: "mine"}, "nodes": [{"id": "a"}], "links": []}
    message = raised(read_map_file, write_text(tmp_path / "odd.json", json.dumps(data)))
    assert str(tmp_path / "odd.json") in message and f"graph.{key}" in message and "'mine'" in message


def test_a_graphml_number_of_the_wrong_type_names_the_file(tmp_path):
    text = ('<?xml version="1.0" encoding="UTF-8"?><graphml xmlns="http://graphml.graphdrawing.org/xmlns">'
            '<key attr.name="x" attr.type="double" for="node" id="x"/><graph edgedefault="undirected">'
            '<node id="a"><data key="x">west</data></node></graph></graphml>')
    message = raised(read_map_file, write_text(tmp_path / "typed.graphml", text))
    assert str(tmp_path / "typed.graphml") in message and "'west'" in message


def test_node_link_export_refuses_numbers_json_cannot_hold(tmp_path):
    war_map = WarMap([Location("a", "A", extra={"weight": float("nan")})])
    message = raised(write_node_link, war_map, tmp_path / "map.json")
    assert str(tmp_path / "map.json") in message and "NaN" in message
    assert list(tmp_path.iterdir()) == []


def test_a_written_map_has_the_permissions_of_a_plain_write(tmp_path):
    old = os.umask(0o022)
    try:
        write_map_file(odd_map(), tmp_path / "new.json")
        assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o644
        (tmp_path / "kept.graphml").write_text("old", encoding="utf-8")
        os.chmod(tmp_path / "kept.graphml", 0o640)
        write_map_file(odd_map(), tmp_path / "kept.graphml")
        assert (tmp_path / "kept.graphml").stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old)
    assert same(read_map_file(tmp_path / "kept.graphml"), odd_map())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.graphml", "new.json"]


def test_no_file_content_is_ever_evaluated():
    """JSON and XML are parsed, never run: mapio has no eval, exec or pickle."""
    import ast
    import inspect as inspect_module

    tree = ast.parse(inspect_module.getsource(mapio))
    called = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
                for alias in node.names}
    assert not called & {"eval", "exec", "compile", "__import__"} and not imported & {"pickle", "marshal", "shelve"}


@pytest.mark.parametrize("name", ["map.json", "map.nodelink", "map.graphml", "map.xml"])
def test_a_file_starting_with_a_byte_order_mark_is_read(name, tmp_path):
    """Windows editors start UTF-8 files with a BOM."""
    plain = tmp_path / ("plain.graphml" if "graphml" in name or "xml" in name else "plain.json")
    write_map_file(odd_map(), plain)
    target = tmp_path / name
    target.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes())
    assert same(read_map_file(target), odd_map())
