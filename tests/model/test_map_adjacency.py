"""The map's own adjacency (issue 21: networkx is imported only when an algorithm needs a graph) gives
what networkx gives: neighbours, adjacency, distances and the alphabetically first shortest route."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from gmdesk.model.mapedits import AddLink
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.warfile import load_war

MAPS = Path(__file__).resolve().parents[2] / "maps"


def first_route(graph: nx.Graph, a: str, b: str, cutoff: int | None = None) -> list[str] | None:
    """The alphabetically first of networkx's shortest routes."""
    if a not in graph or b not in graph or not nx.has_path(graph, a, b):
        return None
    routes = sorted(nx.all_shortest_paths(graph, a, b))
    return routes[0] if cutoff is None or len(routes[0]) - 1 <= cutoff else None


@pytest.mark.parametrize("name", ["sample-ap-sp.json", "sample-valor.json"])
def test_routes_and_distances_agree_with_networkx(name):
    war_map = load_war(MAPS / name).map
    graph = war_map.graph
    ids = sorted(war_map.locations)
    for a in ids:
        assert war_map.neighbours(a) == sorted(graph.neighbors(a))
        for b in ids:
            assert war_map.adjacent(a, b) == graph.has_edge(a, b)
            expected = nx.shortest_path_length(graph, a, b) if nx.has_path(graph, a, b) else None
            assert war_map.distance(a, b) == expected
            assert war_map.shortest_route(a, b) == first_route(graph, a, b)
            assert war_map.shortest_route(a, b, max_steps=2) == first_route(graph, a, b, cutoff=2)


def test_unknown_places_loops_and_parts_apart():
    war_map = WarMap([Location(lid, lid.upper()) for lid in "abcd"],
                     [("a", "b"), ("b", "b"), ("b", "ghost"), ("c", "d")])
    assert war_map.neighbours("b") == ["a"]  # the loop and the link to no place are left out
    assert war_map.distance("a", "c") is None and war_map.shortest_route("a", "d") is None
    assert war_map.distance("a", "ghost") is None and war_map.shortest_route("ghost", "a") is None
    assert war_map.distance("a", "a") == 0 and war_map.shortest_route("a", "a") == ["a"]
    with pytest.raises(KeyError, match="ghost"):
        war_map.neighbours("ghost")


def test_an_edit_is_seen_by_the_adjacency_and_the_graph(tmp_path):
    war = load_war(MAPS / "sample-ap-sp.json")
    ids = sorted(war.map.locations)
    a, b = next((a, b) for a in ids for b in ids if a != b and not war.map.adjacent(a, b))
    assert not war.map.adjacent(a, b) and not war.map.graph.has_edge(a, b)
    edit = AddLink(a, b)
    edit.check(war)
    edit.apply(war)
    assert war.map.adjacent(a, b) and war.map.graph.has_edge(a, b) and war.map.distance(a, b) == 1
    edit.revert(war)
    assert not war.map.adjacent(a, b) and not war.map.graph.has_edge(a, b)


def test_reading_a_war_and_finding_routes_imports_no_networkx():
    script = ("import sys\n"
              "from gmdesk.model.warfile import load_war\n"
              f"war = load_war({str(MAPS / 'sample-ap-sp.json')!r})\n"
              "ids = sorted(war.map.locations)\n"
              "assert war.map.shortest_route(ids[0], ids[-1])\n"
              "print('networkx' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.strip() == "False"
