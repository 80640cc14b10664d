"""Automatic map layouts as data: new positions for every location, which an undoable edit then applies.

Nothing here changes the map. :func:`auto_layout` returns positions in screen coordinates (``y`` grows
downward, as in the map files) and a one-line note the editor shows ("the map is not planar: spring
layout instead").

Why not networkx's own layouts: past 499 nodes ``spring_layout`` needs scipy, and
``kamada_kawai_layout`` always does; gmdesk does not depend on scipy (and networkx's spring layout
takes 2-4 s for 1,000 locations). So both are computed here with numpy:

- the spring layout is networkx's ``spring_layout`` model (Fruchterman-Reingold: the same forces, the
  same cooling, the same seeded start), about 0.2 s for 1,000 locations; for maps networkx can lay out
  without scipy it gives networkx's own positions (a test checks);
- Kamada-Kawai's energy is networkx's too, lowered by stress majorization instead of scipy's L-BFGS
  (a test checks the result is a minimum of networkx's own cost function).
"""

from __future__ import annotations

import math
from typing import Iterable

import networkx as nx
import numpy as np
import numpy.typing as npt

from gmdesk.messages import Message
from gmdesk.model.mapgraph import WarMap

LAYOUTS = ("spring", "kamada-kawai", "planar")

#: Where a layout goes when the map has no usable positions yet.
DEFAULT_EXTENT = (0.0, 0.0, 800.0, 600.0)

#: Spring iterations: networkx's default, enough for maps of a few thousand locations to settle.
SPRING_ITERATIONS = 50

Extent = tuple[float, float, float, float]
Positions = dict[str, tuple[float, float]]
FloatArray = npt.NDArray[np.float64]
"""Rows of coordinates or an n x n table of distances."""


def auto_layout(war_map: WarMap, method: str, *, seed: int = 0, fixed: Iterable[str] = (),
                extent: Extent | None = None) -> tuple[Positions, str]:
    """Positions for every location by ``method`` (one of :data:`LAYOUTS`) and a note saying what was done.

    - ``spring``: force-directed; ``seed`` picks the start, so the same map and seed give the same
      positions. Locations in ``fixed`` that have a position keep it exactly, and the others are placed
      around them (a fixed location without a position is placed like any other).
    - ``kamada-kawai``: places locations so that distances on the page follow the number of roads
      between them. Slower: measured about 1.2 s for 1,000 locations and 3,000 links (spring: 0.2 s)
      on a 2-core machine; time and memory grow with the square of the locations. It cannot keep
      pinned locations: with ``fixed`` it gives a spring layout.
    - ``planar``: networkx's ``planar_layout``, where no two roads cross, when the map allows it
      (``check_planarity``); otherwise, or with ``fixed``, a spring layout. The same in every run.

    The result fills ``extent`` = (x0, y0, x1, y1), by default the bounding box of the current positions
    (:data:`DEFAULT_EXTENT` when no location has one; a box of that size around them when they all lie
    on one point or one line across or down, so a lone location stays where it is).
    Coordinates are rounded to 0.1; pinned locations come back with their current coordinates untouched.
    Parts of a disconnected map and locations without links are laid out with the rest.
    """
    if method not in LAYOUTS:
        raise ValueError(f"unknown layout {method!r}; known: {', '.join(LAYOUTS)}")
    if not war_map.locations:
        return {}, Message("the map has no locations: nothing to lay out")
    box = _extent(war_map) if extent is None else _checked_extent(extent)
    pinned = _pinned(war_map, fixed)
    graph = war_map.graph
    note: str = Message("{method} layout", method=method)
    if pinned and method != "spring":
        method, note = "spring", Message("the {method} layout cannot keep pinned locations: spring layout instead",
                                         method=method)
    if method == "planar":
        points = planar_positions(graph)
        if points is not None:
            return _fit(points, list(graph), box), note
        method, note = "spring", Message("the map is not planar: spring layout instead")
    if method == "kamada-kawai":
        return _fit(kamada_kawai_positions(graph), list(graph), box), note
    if pinned:
        kept = (Message("{count} pinned locations kept", count=len(pinned)) if len(pinned) > 1
                else Message("1 pinned location kept"))
        return _spring_around(graph, pinned, seed, box), Message("{note}; {kept}", note=note, kept=kept)
    return _fit(spring_positions(graph, seed=seed), list(graph), box), note


# -- the algorithms (networkx's coordinates: y up, about one unit wide) ---------------------------
def spring_positions(graph: nx.Graph[str], *, seed: int = 0, start: FloatArray | None = None,
                     pinned: Iterable[int] = (), k: float | None = None,
                     frame: tuple[tuple[float, float], tuple[float, float]] | None = None,
                     iterations: int = SPRING_ITERATIONS, threshold: float = 1e-4) -> FloatArray:
    """Fruchterman-Reingold as networkx's ``spring_layout`` does it, one row per node in graph order.

    Without ``start`` the nodes start where networkx starts them for the same seed (uniform in the
    unit square), so the result is networkx's layout before its rescaling. Rows ``pinned`` (indices)
    of ``start`` never move; the others stay inside ``frame`` = (low corner, high corner) when it is
    given, as in Fruchterman and Reingold's paper (networkx has no frame). Every pair repels, linked
    pairs attract; networkx builds an n x n x 2 array of offsets for that, this works from n x n
    squared distances (:func:`_repulsion`), which is what makes 1,000 locations fast.
    """
    n = graph.number_of_nodes()
    if n == 0:
        return np.zeros((0, 2))
    pos = np.random.RandomState(seed).rand(n, 2) if start is None else np.array(start, dtype=float)
    if n == 1:
        return pos
    index = {node: i for i, node in enumerate(graph)}
    ends = np.array([(index[a], index[b]) for a, b in graph.edges() if a != b], dtype=np.intp).reshape(-1, 2)
    u, v = ends[:, 0], ends[:, 1]
    pinned = np.asarray(list(pinned), dtype=np.intp)
    k = math.sqrt(1.0 / n) if k is None else k
    t = max(np.ptp(pos[:, 0]), np.ptp(pos[:, 1])) * 0.1  # networkx's starting temperature and cooling
    dt = t / (iterations + 1)
    for _ in range(iterations):
        # Every pair repels: k^2 / d^2 along p_i - p_j, summed over j.
        repulsion = _repulsion(pos, k)
        displacement = pos * repulsion.sum(axis=1)[:, None] - repulsion @ pos
        # Attraction d / k along each link's offset, pulling both ends together.
        offset = pos[u] - pos[v]
        pull = offset * (np.maximum(np.linalg.norm(offset, axis=1), 0.01) / k)[:, None]
        np.subtract.at(displacement, u, pull)
        np.add.at(displacement, v, pull)
        # Every node steps the temperature's length along its displacement.
        length = np.maximum(np.linalg.norm(displacement, axis=1), 0.01)
        step = displacement * (t / length)[:, None]
        step[pinned] = 0.0
        pos += step
        if frame is not None:
            kept = pos[pinned]
            np.clip(pos, frame[0], frame[1], out=pos)
            pos[pinned] = kept
        t -= dt
        if np.linalg.norm(step) / n < threshold:
            break
    return pos


def _repulsion(pos: FloatArray, k: float) -> FloatArray:
    """k^2 / |p_i - p_j|^2 for every pair, 0 for a node with itself; networkx's floor: d of at least 0.01.

    Built in one n x n array, in place: at 1,000 locations every temporary array is 8 MB, and making
    no more of them than this halves the time of a spring layout.
    """
    squared = (pos * pos).sum(axis=1)
    out = pos @ pos.T
    out *= -2.0
    out += squared[:, None]
    out += squared[None, :]  # |p_i|^2 + |p_j|^2 - 2 p_i.p_j = |p_i - p_j|^2
    np.maximum(out, 1e-4, out=out)
    np.divide(k * k, out, out=out)
    np.fill_diagonal(out, 0.0)
    return out


def planar_positions(graph: nx.Graph[str]) -> FloatArray | None:
    """networkx's planar layout, one row per node in graph order; None when the graph is not planar.

    networkx's planarity code iterates over sets of nodes, and the order of a set of texts changes
    from one run of Python to the next (hash randomisation): with the location ids as nodes the same
    map would get another drawing every time gmdesk starts. Numbered nodes keep it the same.
    """
    # types-networkx takes a Graph[Hashable] here, and Graph is invariant in its node type
    numbered = nx.convert_node_labels_to_integers(graph)  # type: ignore[arg-type]  # 0, 1, ... in graph order
    if not nx.check_planarity(numbered)[0]:
        return None
    layout = nx.planar_layout(numbered)
    return np.array([layout[i] for i in range(len(numbered))], dtype=float)


def kamada_kawai_positions(graph: nx.Graph[str], *, max_iterations: int = 300, tolerance: float = 1e-4) -> FloatArray:
    """Kamada-Kawai positions, one row per node in graph order.

    Kamada and Kawai's energy, the sum over pairs of ((|p_i - p_j| - d_ij) / d_ij)^2 with d_ij the
    number of links between i and j, is the weighted stress that stress majorization (SMACOF) lowers
    at every step, with no step size to tune and no scipy; it starts from classical scaling, so it
    needs no seed. Pairs in different parts of a disconnected map count as one link farther apart
    than the farthest connected pair (networkx ignores them, which lets the parts drift far apart).
    """
    n = graph.number_of_nodes()
    if n <= 1:
        return np.zeros((n, 2))
    target = _graph_distances(graph)
    weights = np.zeros_like(target)
    off = target > 0
    weights[off] = target[off] ** -2.0
    laplacian = -weights
    np.fill_diagonal(laplacian, weights.sum(axis=1))
    ones = np.full((n, n), 1.0 / n)
    solve = np.linalg.inv(laplacian + ones) - ones  # the pseudo-inverse of the weighted Laplacian
    pull = weights * target
    pos = _classical_scaling(target)
    distance = _distances(pos)
    stress = _stress(weights, distance, target)
    for _ in range(max_iterations):
        # The Guttman transform: b_ij = -w_ij d_ij / |p_i - p_j|, each diagonal entry minus its row's sum.
        b = np.divide(pull, distance, out=np.zeros_like(distance), where=distance > 1e-12)
        b *= -1.0
        np.fill_diagonal(b, -b.sum(axis=1))
        pos = solve @ (b @ pos)
        distance = _distances(pos)
        new_stress = _stress(weights, distance, target)
        if stress - new_stress <= tolerance * new_stress:
            break
        stress = new_stress
    return pos


def _stress(weights: FloatArray, distance: FloatArray, target: FloatArray) -> float:
    """Kamada and Kawai's energy (each pair counted twice, which does not change where it is lowest)."""
    error = distance - target
    error *= error
    error *= weights
    return float(error.sum())


def _graph_distances(graph: nx.Graph[str]) -> FloatArray:
    """Links between every two nodes (graph order); unreachable pairs one more than the longest route."""
    index = {node: i for i, node in enumerate(graph)}
    n = len(index)
    target = np.full((n, n), np.inf)
    for source, lengths in nx.all_pairs_shortest_path_length(graph):
        row = target[index[source]]
        row[[index[t] for t in lengths]] = list(lengths.values())
    finite = target[np.isfinite(target)]
    target[~np.isfinite(target)] = finite.max() + 1.0
    return target


def _classical_scaling(target: FloatArray) -> FloatArray:
    """The best two-dimensional fit of the distances (Torgerson), signs fixed so it is reproducible."""
    n = len(target)
    centred = target ** 2
    centred -= centred.mean(axis=0)[None, :]
    centred -= centred.mean(axis=1)[:, None]
    values, vectors = np.linalg.eigh(-0.5 * centred)
    pos: FloatArray = vectors[:, -2:][:, ::-1] * np.sqrt(np.maximum(values[-2:][::-1], 0.0))
    for axis in (0, 1):
        column = pos[:, axis]
        if column[np.argmax(np.abs(column))] < 0:
            column *= -1.0
    # Points that coincide (as in a graph of twins) would give SMACOF no direction to move them in.
    jitter = np.random.RandomState(0).rand(n, 2) * 1e-3
    return pos + jitter


def _distances(pos: FloatArray) -> FloatArray:
    """|p_i - p_j| for every pair, from |p_i|^2 + |p_j|^2 - 2 p_i.p_j: n x n memory, not n x n x 2."""
    squared: FloatArray = (pos * pos).sum(axis=1)
    return np.sqrt(np.maximum(squared[:, None] + squared[None, :] - 2.0 * (pos @ pos.T), 0.0))


# -- from and to the screen ------------------------------------------------------------------
def _extent(war_map: WarMap) -> Extent:
    """Where the GM drew the map: the positions' bounding box, or a default-sized box around a point or
    a line of them (a layout cannot fill a box with no width or no height)."""
    placed = [(loc.x, loc.y) for loc in war_map.locations.values() if loc.x is not None and loc.y is not None]
    if not placed:
        return DEFAULT_EXTENT
    xs, ys = [float(p[0]) for p in placed], [float(p[1]) for p in placed]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    if x1 > x0 and y1 > y0:
        return x0, y0, x1, y1
    dx, dy = (DEFAULT_EXTENT[2] - DEFAULT_EXTENT[0]) / 2, (DEFAULT_EXTENT[3] - DEFAULT_EXTENT[1]) / 2
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return cx - dx, cy - dy, cx + dx, cy + dy


def _checked_extent(extent: Extent) -> Extent:
    """The caller's extent as four floats, refused when it has no area to fill."""
    x0, y0, x1, y1 = (float(v) for v in extent)
    if not (x1 > x0 and y1 > y0) or not all(math.isfinite(v) for v in (x0, y0, x1, y1)):
        raise ValueError(f"an extent is (x0, y0, x1, y1) with x1 > x0 and y1 > y0, not {tuple(extent)!r}")
    return x0, y0, x1, y1


def _pinned(war_map: WarMap, fixed: Iterable[str]) -> dict[str, tuple[float, float]]:
    """The fixed locations that have a position to keep (an unknown id is a caller's mistake: refused)."""
    pinned = {}
    for location_id in fixed:
        if location_id not in war_map.locations:
            raise ValueError(f"cannot pin {location_id!r}: no such location")
        loc = war_map.locations[location_id]
        if loc.x is not None and loc.y is not None:
            pinned[location_id] = (loc.x, loc.y)
    return pinned


def _fit(points: FloatArray, ids: list[str], box: Extent) -> Positions:
    """Stretch a layout (y up) to fill the extent on both axes (y down); a flat axis goes to the middle."""
    x0, y0, x1, y1 = box
    screen = np.column_stack([points[:, 0], -points[:, 1]])
    low, high = screen.min(axis=0), screen.max(axis=0)
    span = high - low
    flat = span <= 1e-9 * span.max()  # a line of locations (or a lone one): no axis to stretch
    out = np.empty_like(screen)
    for axis, (a, b) in enumerate(((x0, x1), (y0, y1))):
        if flat[axis]:
            out[:, axis] = (a + b) / 2.0
        else:
            out[:, axis] = a + (screen[:, axis] - low[axis]) / span[axis] * (b - a)
    return {lid: (_round_into(px, x0, x1), _round_into(py, y0, y1)) for lid, (px, py) in zip(ids, out.tolist())}


def _spring_around(graph: nx.Graph[str], pinned: dict[str, tuple[float, float]], seed: int, box: Extent) -> Positions:
    """A spring layout in which pinned locations stay put: computed in the extent scaled to a unit box."""
    x0, y0, x1, y1 = box
    unit = max(x1 - x0, y1 - y0)
    ids = list(graph)
    rng = np.random.RandomState(seed)
    start = rng.rand(len(ids), 2) * [(x1 - x0) / unit, (y1 - y0) / unit]
    rows = []
    for i, lid in enumerate(ids):
        if lid in pinned:
            px, py = pinned[lid]
            start[i] = ((px - x0) / unit, (y1 - py) / unit)
            rows.append(i)
    # networkx's k (sqrt(area / n)) settles two to three times wider than the area: half of it
    # leaves the free locations room inside the frame instead of against its edges.
    area = (x1 - x0) * (y1 - y0) / unit ** 2
    frame = ((0.0, 0.0), ((x1 - x0) / unit, (y1 - y0) / unit))
    pos = spring_positions(graph, start=start, pinned=rows, k=math.sqrt(area / len(ids)) / 2.0, frame=frame)
    out: Positions = {}
    for lid, (u, v) in zip(ids, pos.tolist()):
        if lid in pinned:
            out[lid] = pinned[lid]
        else:
            out[lid] = (_round_into(x0 + u * unit, x0, x1), _round_into(y1 - v * unit, y0, y1))
    return out


def _round_into(value: float, low: float, high: float) -> float:
    """Rounded to 0.1 and kept inside [low, high] (rounding may not step over an edge)."""
    r = round(min(max(value, low), high), 1)
    if r > high:
        r = round(r - 0.1, 1)
    elif r < low:
        r = round(r + 0.1, 1)
    return r
