"""Automatic layouts as data (gmdesk.model.layout): positions for every location, inside the extent,
the same for the same seed, pinned locations unmoved, and a note that says what was done."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import networkx as nx
import numpy as np
import pytest

from gmdesk.model.layout import (DEFAULT_EXTENT, LAYOUTS, auto_layout, kamada_kawai_positions,
                                 planar_positions, spring_positions)
from gmdesk.model.mapgraph import Location, WarMap

MAPS = Path(__file__).resolve().parents[2] / "maps"


def city() -> WarMap:
    return WarMap.from_dict(json.loads((MAPS / "city.map.json").read_text(encoding="utf-8")))


def graph_map(graph: nx.Graph, positions: dict | None = None) -> WarMap:
    """A map of a networkx graph; ``positions`` gives some locations x and y."""
    positions = positions or {}
    locations = [Location(str(n), str(n), x=positions.get(n, (None, None))[0], y=positions.get(n, (None, None))[1])
                 for n in graph]
    return WarMap(locations, [(str(a), str(b)) for a, b in graph.edges()])


def inside(positions, extent) -> bool:
    x0, y0, x1, y1 = extent
    return all(x0 <= x <= x1 and y0 <= y <= y1 for x, y in positions.values())


def rounded(positions) -> bool:
    return all(round(v, 1) == v for xy in positions.values() for v in xy)


def crossings(war_map: WarMap, positions) -> list:
    """Pairs of links whose segments cross (links that share an end do not count)."""
    def orient(p, q, r):
        value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (value > 1e-9) - (value < -1e-9)

    found = []
    for (a, b), (c, d) in itertools.combinations(war_map.links, 2):
        if {a, b} & {c, d}:
            continue
        p, q, r, s = (positions[i] for i in (a, b, c, d))
        if orient(p, q, r) * orient(p, q, s) < 0 and orient(r, s, p) * orient(r, s, q) < 0:
            found.append(((a, b), (c, d)))
    return found


def test_the_three_layouts():
    assert LAYOUTS == ("spring", "kamada-kawai", "planar")


@pytest.mark.parametrize("method", LAYOUTS)
def test_every_location_gets_a_rounded_position_filling_the_current_bounding_box(method):
    war_map = city()
    xs = [loc.x for loc in war_map.locations.values()]
    ys = [loc.y for loc in war_map.locations.values()]
    box = (min(xs), min(ys), max(xs), max(ys))
    positions, note = auto_layout(war_map, method)
    assert set(positions) == set(war_map.locations)
    assert note == f"{method} layout"
    assert inside(positions, box) and rounded(positions)
    assert len(set(positions.values())) == len(positions)
    # Filled: the layout reaches every side of the box.
    assert min(x for x, _ in positions.values()) == box[0] and max(x for x, _ in positions.values()) == box[2]
    assert min(y for _, y in positions.values()) == box[1] and max(y for _, y in positions.values()) == box[3]
    assert {loc.x for loc in war_map.locations.values()} == set(xs)  # the map itself is untouched


@pytest.mark.parametrize("method", LAYOUTS)
def test_same_map_and_seed_give_the_same_positions(method):
    assert auto_layout(city(), method, seed=4) == auto_layout(city(), method, seed=4)


def test_another_seed_gives_another_spring_layout():
    assert auto_layout(city(), "spring", seed=1)[0] != auto_layout(city(), "spring", seed=2)[0]


@pytest.mark.parametrize("method", LAYOUTS)
def test_an_explicit_extent_is_filled_and_respected(method):
    extent = (-100.0, 50.0, 300.5, 250.25)
    positions, _ = auto_layout(city(), method, extent=extent)
    assert inside(positions, extent) and rounded(positions)
    xs = [x for x, _ in positions.values()]
    assert min(xs) == -100.0 and max(xs) == 300.5


@pytest.mark.parametrize("extent", [(0, 0, 0, 10), (10, 0, 5, 10), (0, 0, 10, float("nan"))])
def test_an_empty_extent_is_refused(extent):
    with pytest.raises(ValueError, match="extent"):
        auto_layout(city(), "spring", extent=extent)


@pytest.mark.parametrize("method", LAYOUTS)
def test_a_map_without_any_position_fills_the_default_extent(method):
    positions, note = auto_layout(graph_map(nx.cycle_graph(6)), method)
    assert note == f"{method} layout" and inside(positions, DEFAULT_EXTENT) and rounded(positions)
    assert min(x for x, _ in positions.values()) == DEFAULT_EXTENT[0]
    assert max(x for x, _ in positions.values()) == DEFAULT_EXTENT[2]
    assert len(set(positions.values())) == 6


@pytest.mark.parametrize("method", LAYOUTS)
def test_locations_on_one_line_get_a_default_sized_box_around_them(method):
    """A box with no width cannot be filled: the layout gets the default extent's size, centred on the line."""
    on_one_line = graph_map(nx.path_graph(4), {n: (100, 10 * n) for n in range(4)})
    box = (100 - 400, 15 - 300, 100 + 400, 15 + 300)
    positions, _ = auto_layout(on_one_line, method)
    assert inside(positions, box)
    assert {min(x for x, _ in positions.values()), max(x for x, _ in positions.values())} <= {box[0], 100.0, box[2]}
    assert max(y for _, y in positions.values()) - min(y for _, y in positions.values()) > 100


@pytest.mark.parametrize("method", LAYOUTS)
def test_a_lone_location_with_a_position_stays_where_it_is(method):
    war_map = WarMap([Location("only", "Only", x=-35.5, y=1200)])
    assert auto_layout(war_map, method) == ({"only": (-35.5, 1200.0)}, f"{method} layout")
    assert auto_layout(WarMap([Location("only", "Only")]), method)[0] == {"only": (400.0, 300.0)}


def test_y_grows_downward_so_a_planar_layout_stands_on_its_base():
    # networkx's planar layout puts the first node of its base edge at the origin, the bottom row
    # of its drawing (y up); on the screen (y down) that row is the bottom of the extent.
    graph = nx.Graph([(0, 1), (1, 2), (2, 0), (2, 3), (3, 0)])
    raw = nx.planar_layout(graph)
    lowest = {str(n) for n, (_, y) in raw.items() if y == min(p[1] for p in raw.values())}
    positions, note = auto_layout(graph_map(graph), "planar", extent=(0, 0, 100, 100))
    assert note == "planar layout"
    assert {lid for lid, (_, y) in positions.items() if y == 100.0} == lowest


# -- pinned locations ------------------------------------------------------------------------
def test_pinned_locations_keep_their_place_and_the_rest_moves_around_them():
    war_map = city()
    pins = ["weir-mills", "cape-light", "calder-hill"]
    before = {lid: (war_map.locations[lid].x, war_map.locations[lid].y) for lid in pins}
    positions, note = auto_layout(war_map, "spring", fixed=pins, seed=3)
    assert {lid: positions[lid] for lid in pins} == before
    assert note == "spring layout; 3 pinned locations kept"
    xs = [loc.x for loc in war_map.locations.values()]
    ys = [loc.y for loc in war_map.locations.values()]
    assert inside(positions, (min(xs), min(ys), max(xs), max(ys)))
    free = [lid for lid in positions if lid not in pins]
    assert sum(positions[lid] != (war_map.locations[lid].x, war_map.locations[lid].y) for lid in free) > 15
    assert len(set(positions.values())) == len(positions)
    assert auto_layout(war_map, "spring", fixed=pins, seed=3) == (positions, note)


@pytest.mark.parametrize("method", ["kamada-kawai", "planar"])
def test_layouts_that_cannot_pin_give_a_pinned_spring_layout_and_say_so(method):
    war_map = city()
    positions, note = auto_layout(war_map, method, fixed=["promenade"])
    assert note == f"the {method} layout cannot keep pinned locations: spring layout instead; 1 pinned location kept"
    assert positions["promenade"] == (war_map.locations["promenade"].x, war_map.locations["promenade"].y)


def test_a_pinned_location_without_a_position_is_placed_like_the_others():
    war_map = graph_map(nx.path_graph(5), {0: (0, 0), 4: (400, 300)})
    positions, note = auto_layout(war_map, "spring", fixed=["0", "2"])
    assert positions["0"] == (0, 0) and note == "spring layout; 1 pinned location kept"
    assert inside(positions, (0, 0, 400, 300))


def test_pinning_an_unknown_location_is_refused():
    with pytest.raises(ValueError, match="'atlantis'"):
        auto_layout(city(), "spring", fixed=["atlantis"])


def test_an_unknown_method_is_refused():
    with pytest.raises(ValueError, match="unknown layout 'circle'"):
        auto_layout(city(), "circle")


# -- planar ----------------------------------------------------------------------------------
def test_the_planar_layout_of_the_town_has_no_crossing_roads():
    war_map = city()
    positions, note = auto_layout(war_map, "planar")
    assert note == "planar layout"
    assert crossings(war_map, positions) == []


@pytest.mark.parametrize("graph", [nx.complete_graph(5), nx.complete_bipartite_graph(3, 3),
                                   nx.disjoint_union(nx.petersen_graph(), nx.path_graph(3))],
                         ids=["K5", "K3,3", "Petersen+path"])
def test_a_map_that_is_not_planar_gets_a_spring_layout_and_the_note_says_so(graph):
    war_map = graph_map(graph)
    positions, note = auto_layout(war_map, "planar", seed=5)
    assert note == "the map is not planar: spring layout instead"
    assert positions == auto_layout(war_map, "spring", seed=5)[0]


LAYOUTS_IN_A_NEW_PYTHON = """
import json, sys
from gmdesk.model.layout import auto_layout
from gmdesk.model.mapgraph import WarMap
war_map = WarMap.from_dict(json.loads(open(sys.argv[1], encoding="utf-8").read()))
print(json.dumps({method: auto_layout(war_map, method, seed=2)[0] for method in sys.argv[2:]}))
"""


def test_every_layout_is_the_same_in_every_run_of_python():
    """networkx's planarity code iterates over sets of nodes, whose order follows the hash of texts:
    it changed from one run of Python to the next until the planar layout numbered the nodes first."""
    runs = []
    for hash_seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", LAYOUTS_IN_A_NEW_PYTHON, str(MAPS / "city.map.json"), *LAYOUTS],
                              capture_output=True, text=True, check=True, cwd=MAPS.parent,
                              env={**os.environ, "PYTHONHASHSEED": hash_seed})
        runs.append(json.loads(done.stdout))
    here = {method: {lid: list(xy) for lid, xy in auto_layout(city(), method, seed=2)[0].items()}
            for method in LAYOUTS}
    assert runs[0] == runs[1] == here


def test_planar_positions_say_when_a_graph_is_not_planar():
    assert planar_positions(nx.complete_graph(5)) is None
    assert planar_positions(nx.complete_graph(4)).shape == (4, 2)


# -- awkward maps ----------------------------------------------------------------------------
@pytest.mark.parametrize("method", LAYOUTS)
@pytest.mark.parametrize("graph", [nx.disjoint_union_all([nx.cycle_graph(6), nx.path_graph(4), nx.empty_graph(3)]),
                                   nx.disjoint_union(nx.cycle_graph(5), nx.cycle_graph(5))],
                         ids=["three-parts", "two-rings"])
def test_disconnected_maps_and_isolated_locations(method, graph):
    war_map = graph_map(graph)
    positions, note = auto_layout(war_map, method, extent=(0, 0, 1000, 1000))
    assert note == f"{method} layout"
    assert set(positions) == set(war_map.locations) and inside(positions, (0, 0, 1000, 1000))
    points = np.array(list(positions.values()))
    gaps = np.linalg.norm(points[:, None, :] - points[None, :, :], axis=-1) + np.eye(len(points)) * 1e9
    assert gaps.min() >= 20  # no two locations on top of each other


def test_an_empty_map_has_nothing_to_lay_out():
    assert auto_layout(WarMap(), "spring") == ({}, "the map has no locations: nothing to lay out")


@pytest.mark.parametrize("method", LAYOUTS)
def test_a_single_location_goes_to_the_middle(method):
    positions, _ = auto_layout(WarMap([Location("only", "Only")]), method, extent=(0, 0, 100, 50))
    assert positions == {"only": (50.0, 25.0)}


def test_links_to_unknown_locations_are_ignored_by_layouts():
    war_map = WarMap([Location("a", "A"), Location("b", "B")], [("a", "b"), ("a", "ghost")])
    assert set(auto_layout(war_map, "kamada-kawai")[0]) == {"a", "b"}


def test_a_thousand_locations_and_three_thousand_links():
    graph = nx.gnm_random_graph(1000, 3000, seed=1)
    positions, note = auto_layout(graph_map(graph), "spring")
    assert len(positions) == 1000 and len(set(positions.values())) == 1000
    assert inside(positions, DEFAULT_EXTENT) and note == "spring layout"


# -- the algorithms --------------------------------------------------------------------------
@pytest.mark.parametrize("graph", [nx.path_graph(10), nx.grid_2d_graph(6, 6), nx.gnm_random_graph(120, 300, seed=3),
                                   nx.Graph(nx.karate_club_graph().edges())],
                         ids=["path", "grid", "random", "karate"])
@pytest.mark.parametrize("seed", [0, 7])
def test_the_spring_layout_is_networkx_spring_layout(graph, seed):
    # networkx rescales its result (centred, largest coordinate 1); fewer iterations than the default
    # keep both sides' last-digit rounding differences from growing, as they do in any such simulation.
    # This is networkx 3.6's rule for a tiny step (at least 0.01, gh-8113); 3.5 and older used 0.1.
    ours = nx.rescale_layout(spring_positions(graph, seed=seed, iterations=20))
    theirs = nx.spring_layout(graph, seed=seed, iterations=20)
    assert np.allclose(ours, np.array([theirs[n] for n in graph]), atol=1e-6)


def test_kamada_kawai_spaces_a_ring_evenly():
    positions = kamada_kawai_positions(nx.cycle_graph(12))
    sides = np.linalg.norm(positions - np.roll(positions, 1, axis=0), axis=1)
    radii = np.linalg.norm(positions - positions.mean(axis=0), axis=1)
    assert np.ptp(sides) < 0.01 * sides.mean() and np.ptp(radii) < 0.01 * radii.mean()


def test_kamada_kawai_distances_follow_the_number_of_links():
    graph = nx.grid_2d_graph(5, 5)
    positions = kamada_kawai_positions(graph)
    nodes = list(graph)
    hops = dict(nx.all_pairs_shortest_path_length(graph))
    pairs = [(i, j) for i in range(len(nodes)) for j in range(i + 1, len(nodes))]
    drawn = np.array([np.linalg.norm(positions[i] - positions[j]) for i, j in pairs])
    wanted = np.array([hops[nodes[i]][nodes[j]] for i, j in pairs])
    assert np.corrcoef(drawn, wanted)[0, 1] > 0.95


def _descended(pos: np.ndarray, inverse_distances: np.ndarray, steps: int = 500) -> float:
    """networkx's Kamada-Kawai cost after plain gradient descent (with backtracking) from ``pos``: what
    networkx's own layout reaches with scipy's L-BFGS, near enough, without scipy."""
    from networkx.drawing.layout import _kamada_kawai_costfn

    x = pos.ravel().copy()
    cost, grad = _kamada_kawai_costfn(x, np, inverse_distances, 0.0, 2)
    rate = 0.01
    for _ in range(steps):
        while True:
            trial = x - rate * grad
            trial_cost, trial_grad = _kamada_kawai_costfn(trial, np, inverse_distances, 0.0, 2)
            if trial_cost <= cost - 1e-4 * rate * float(grad @ grad) or rate < 1e-12:
                break
            rate /= 2
        x, cost, grad, rate = trial, trial_cost, trial_grad, rate * 1.5
    return cost


@pytest.mark.parametrize("graph", [nx.grid_2d_graph(6, 6), nx.petersen_graph(),
                                   nx.Graph(nx.karate_club_graph().edges()), nx.gnm_random_graph(80, 200, seed=3)],
                         ids=["grid", "petersen", "karate", "random"])
def test_kamada_kawai_reaches_networkx_s_minimum_of_networkx_s_energy(graph):
    """networkx's kamada_kawai_layout needs scipy, so it cannot run here; its energy function can.
    Ours is (within 2 %) a minimum of that energy, and as low as descending it from networkx's own
    start (the circular layout) gets."""
    from networkx.drawing.layout import _kamada_kawai_costfn

    hops = np.array(nx.floyd_warshall_numpy(graph))
    inverse = 1 / (hops + np.eye(len(hops)) * 1e-3)  # as networkx's _kamada_kawai_solve builds it
    ours = kamada_kawai_positions(graph)
    energy = _kamada_kawai_costfn(ours.ravel(), np, inverse, 0.0, 2)[0]
    assert _descended(ours, inverse) > energy / 1.02
    circle = nx.circular_layout(graph)
    assert energy < 1.02 * _descended(np.array([circle[n] for n in graph]), inverse)
