"""A map alone, to and from files other tools read: GraphML and node-link JSON, through networkx.

A GM may draw a town in yEd or Gephi, or lay it out in a script, and bring it into a war; or take a
war's map out to share it. Both ways go through one networkx graph (:func:`map_to_graph`,
:func:`graph_to_map`), so the two formats agree on what a location is.

networkx forgets the order and the direction of undirected edges, so every edge carries ``link`` (its
index in the map's links) and ``from`` (the end written first): with them a round trip gives back
the map exactly (``to_dict()`` equal). GraphML holds only text, numbers and booleans: effects go out
as one text joined with ``"; "``, and any other value as JSON text under ``extra:<name>``.

Files drawn in other tools are read as a GM would mean them: a node's ``label`` (yEd, Gephi) names
the location when it has no ``name``; a position written as text (yEd) is read as the number it
holds; a directed graph (yEd's default) is read as roads both ways, and a second edge between the
same two locations (the way back, or a parallel edge) adds nothing, since a link has neither a
direction nor a count. A node linked to itself is kept as it is: the map's checks name it, and an
import refuses it until it is removed.
"""

from __future__ import annotations

import codecs
import copy
import inspect
import io
import json
import math
import os
import re
from pathlib import Path
from typing import Any, Callable
from xml.etree.ElementTree import ParseError

import networkx as nx

from gmdesk.errors import WarFileError
from gmdesk.model.atomicfile import write_atomically
from gmdesk.model.jsontext import parse_json
from gmdesk.model.mapgraph import Location, WarMap

#: Joins a location's effects into one GraphML text (an effect containing ";" cannot be exported).
EFFECT_SEPARATOR = "; "

#: The prefix of GraphML attributes that hold a value as JSON text.
JSON_PREFIX = "extra:"

# Graph attributes networkx's GraphML writer treats specially (it drops or moves them): they go
# out as JSON text like any value GraphML cannot hold.
_GRAPHML_RESERVED = ("id", "node_default", "edge_default")

# Graph attributes that would overwrite the map's own lists in ``WarMap.to_dict()``.
_MAP_FIELDS = ("locations", "links")

# Characters XML 1.0 cannot hold, even escaped: a file holding them could not be read back.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


# -- the graph -------------------------------------------------------------------------------
def map_to_graph(war_map: WarMap, *, source: str = "") -> nx.Graph[str]:
    """The map as an undirected graph: nodes in file order, edges in link order.

    Refuses links a graph cannot keep (to an unknown location, or a second link between the same
    two locations): exporting them would silently change the map. ``source`` names the file in
    that error.
    """
    graph: nx.Graph[str] = nx.Graph()
    graph.graph.update(copy.deepcopy(war_map.extra))
    for loc in war_map.locations.values():
        graph.add_node(loc.id, name=loc.name, effects=list(loc.effects), home_base=loc.home_base,
                       hidden=loc.hidden, x=loc.x, y=loc.y, notes=loc.notes, **copy.deepcopy(loc.extra))
    for i, (a, b) in enumerate(war_map.links):
        for end in (a, b):
            if end not in war_map.locations:
                raise WarFileError(f"a link to the unknown location {end!r} cannot be exported",
                                   path=source, field=f"map.links[{i}]", value=[a, b])
        if graph.has_edge(a, b):
            raise WarFileError("a second link between the same two locations cannot be exported",
                               path=source, field=f"map.links[{i}]", value=[a, b])
        graph.add_edge(a, b, **{"link": i, "from": a})
    return graph


def graph_to_map(graph: nx.Graph[Any], source: str = "") -> WarMap:
    """The map a graph describes; every error names ``source``, the field and the value.

    Node ids become text. A node without a name is named by its ``label``, else after its id.
    Effects are a list of non-empty texts, or one text joined with ";" (as GraphML holds them).
    Other node attributes are kept in ``Location.extra``; edge attributes other than ``link`` and
    ``from`` are not (a link is just its two ends). Directed graphs and multigraphs are read as
    undirected ones (see the module docstring).
    """
    locations: list[Location] = []
    seen: dict[str, int] = {}
    for i, (node, attrs) in enumerate(graph.nodes(data=True)):
        loc = _location(str(node), copy.deepcopy(dict(attrs)), f"nodes[{i}]", source)
        if loc.id in seen:
            raise WarFileError(f"the id is used by nodes[{seen[loc.id]}] too", path=source,
                               field=f"nodes[{i}].id", value=loc.id)
        seen[loc.id] = i
        locations.append(loc)
    for key in _MAP_FIELDS:
        if key in graph.graph:
            raise WarFileError(f"a map attribute cannot be called {key!r}: the map's own {key} go there",
                               path=source, field=f"graph.{key}", value=_short(graph.graph[key]))
    return WarMap(locations, _links(graph, source), copy.deepcopy(dict(graph.graph)))


def _location(node_id: str, attrs: dict[str, Any], where: str, source: str) -> Location:
    def error(key: str, message: str, value: Any) -> WarFileError:
        return WarFileError(message, path=source, field=f"{where}.{key}", value=value)

    own_id = attrs.pop("id", node_id)
    if own_id != node_id:
        raise error("id", f"an attribute 'id' that is not the node's id ({node_id!r})", own_id)
    name = attrs.pop("name", None)
    if name is None and isinstance(attrs.get("label"), str) and attrs["label"].strip():
        name = attrs.pop("label")  # yEd and Gephi name a node by its label
    if name is None:
        name = node_id
    elif not isinstance(name, str):
        raise error("name", "must be text", name)
    effects = _effects(attrs.pop("effects", None), f"{where}.effects", source)
    home_base = attrs.pop("home_base", None)
    if home_base is not None and not isinstance(home_base, str):
        raise error("home_base", "must be text (a team id)", home_base)
    hidden = attrs.pop("hidden", None)
    if hidden is None:
        hidden = False
    elif not isinstance(hidden, bool):
        raise error("hidden", "must be true or false", hidden)
    coords = {key: _coordinate(attrs.pop(key, None), f"{where}.{key}", source) for key in ("x", "y")}
    notes = attrs.pop("notes", None)
    if notes is None:
        notes = ""
    elif not isinstance(notes, str):
        raise error("notes", "must be text", notes)
    return Location(node_id, name, effects, home_base, hidden, coords["x"], coords["y"], notes, attrs)


def _coordinate(value: Any, where: str, source: str) -> int | float | None:
    """A finite number, or a text holding one (yEd writes a node's position as text)."""
    if value is None:
        return None
    number = value
    if isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            number = None
    if isinstance(number, bool) or not isinstance(number, (int, float)) or not math.isfinite(number):
        # the value in the words: WarFileError would not show an empty text
        raise WarFileError(f"must be a number, not {value!r}", path=source, field=where, value=value)
    return number


def _effects(value: Any, where: str, source: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        if not value.strip():
            return []
        parts = [part.strip() for part in value.split(";")]
        for j, part in enumerate(parts):
            if not part:
                raise WarFileError(f"effect {j + 1} of the text is empty", path=source, field=where, value=value)
        return parts
    if not isinstance(value, list):
        raise WarFileError("must be a list of texts, or one text joined with ';'", path=source, field=where,
                           value=value)
    for j, effect in enumerate(value):
        if not isinstance(effect, str) or not effect:
            raise WarFileError("must be a non-empty text", path=source, field=f"{where}[{j}]", value=effect)
    return list(value)


def _links(graph: nx.Graph[Any], source: str) -> list[tuple[str, str]]:
    """The links in the map's order (``link``), each end first as written (``from``); one link for
    each pair of locations, whatever the graph's direction or parallel edges."""
    ordered = []
    for i, (u, v, attrs) in enumerate(graph.edges(data=True)):
        where = f"links[{i}]"
        a, b = str(u), str(v)
        order = attrs.get("link")
        if order is not None and (isinstance(order, bool) or not isinstance(order, int)):
            raise WarFileError("must be a whole number (the link's place in the map)", path=source,
                               field=f"{where}.link", value=order)
        first = attrs.get("from")
        if first is not None:
            first = str(first)
            if first not in (a, b):
                raise WarFileError(f"must be one of the link's ends ({a!r}, {b!r})", path=source,
                                   field=f"{where}.from", value=first)
            if first == b:
                a, b = b, a
        # Edges without a place (from another tool) follow the placed ones, in the graph's order.
        ordered.append(((0, order, i) if order is not None else (1, 0, i), (a, b)))
    links, seen = [], set()
    for _, (a, b) in sorted(ordered):
        if frozenset((a, b)) not in seen:
            seen.add(frozenset((a, b)))
            links.append((a, b))
    return links


# -- node-link JSON --------------------------------------------------------------------------
def _edges_keyword(function: Callable[..., object]) -> str:
    """networkx 3.4 renamed ``link=`` to ``edges=`` (and warns unless it is given); 3.2-3.3 know ``link=``."""
    return "edges" if "edges" in inspect.signature(function).parameters else "link"


def map_to_node_link(war_map: WarMap, source: str = "") -> dict[str, Any]:
    """The map as node-link data (the JSON d3 and networkx share), links under ``"links"``."""
    graph = map_to_graph(war_map, source=source)
    return nx.node_link_data(graph, **{_edges_keyword(nx.node_link_data): "links"})


def node_link_to_map(data: Any, source: str = "") -> WarMap:
    """The map node-link data describes; checks the shape first so a bad file never gives a traceback."""
    if not isinstance(data, dict):
        raise WarFileError("node-link JSON is an object", path=source, value=_short(data))
    nodes = data.get("nodes")
    if not isinstance(nodes, list):
        raise WarFileError("must be a list of nodes", path=source, field="nodes", value=_short(nodes))
    for i, node in enumerate(nodes):
        if not isinstance(node, dict):
            raise WarFileError("a node is an object", path=source, field=f"nodes[{i}]", value=_short(node))
        if not _is_node_id(node.get("id")):
            raise WarFileError("a node needs an id (text or a whole number)", path=source,
                               field=f"nodes[{i}].id", value=node.get("id"))
    key = "links" if "links" in data or "edges" not in data else "edges"
    links = data.get(key, [])
    if not isinstance(links, list):
        raise WarFileError("must be a list of links", path=source, field=key, value=_short(links))
    for i, link in enumerate(links):
        if not isinstance(link, dict):
            raise WarFileError("a link is an object", path=source, field=f"{key}[{i}]", value=_short(link))
        for end in ("source", "target"):
            if not _is_node_id(link.get(end)):
                raise WarFileError("must be a node id (text or a whole number)", path=source,
                                   field=f"{key}[{i}].{end}", value=link.get(end))
    if not isinstance(data.get("graph", {}), dict):
        raise WarFileError("must be an object", path=source, field="graph", value=_short(data.get("graph")))
    if not any("link" in link or "from" in link for link in links):
        # From another tool: keep the file's order and each link's direction, as gmdesk's own files do.
        links = [{**link, "link": i, "from": link["source"]} for i, link in enumerate(links)]
    try:  # networkx needs the links key even when a map has no links
        graph = nx.node_link_graph({**data, key: links}, **{_edges_keyword(nx.node_link_graph): key})
    except (KeyError, TypeError, ValueError, nx.NetworkXError) as exc:
        raise WarFileError(f"not node-link JSON networkx can read ({exc})", path=source) from None
    return graph_to_map(graph, source)


def write_node_link(war_map: WarMap, path: str | os.PathLike[str]) -> None:
    """Write the map as node-link JSON, atomically."""
    data = map_to_node_link(war_map, str(path))
    try:  # NaN and infinity are not JSON: d3 and other tools could not read the file
        text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    except ValueError as exc:
        raise WarFileError(f"the map holds a number JSON cannot hold (NaN or infinity): {exc}",
                           path=str(path)) from None
    write_atomically(Path(path), text.encode("utf-8"))


def read_node_link(path: str | os.PathLike[str]) -> WarMap:
    return _node_link_from_bytes(_read_bytes(Path(path)), str(path))


def _node_link_from_bytes(raw: bytes, source: str) -> WarMap:
    return node_link_to_map(_json(raw, source), source)


def _is_node_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


# -- GraphML ---------------------------------------------------------------------------------
def map_to_graphml_graph(war_map: WarMap, source: str = "") -> nx.Graph[str]:
    """The graph with every value in a form GraphML holds (see the module docstring).

    Refuses what would not read back the same: an effect containing ";" or with spaces at its ends,
    and characters XML cannot hold. None values are left out (absent reads back as None). One loss
    is XML's own: a carriage return in a text reads back as a line feed.
    """
    graph = map_to_graph(war_map, source=source)
    for i, loc in enumerate(war_map.locations.values()):
        where = f"map.locations[{i}]"
        for j, effect in enumerate(loc.effects):
            if ";" in effect or effect != effect.strip():
                why = "contains ';'" if ";" in effect else "has spaces at its ends"
                raise WarFileError(f"location {loc.id!r}: effect {effect!r} {why}, so it cannot be exported "
                                   f"as GraphML (effects are joined with {EFFECT_SEPARATOR!r}); rename the effect "
                                   f"or export node-link JSON", path=source, field=f"{where}.effects[{j}]",
                                   value=effect)
        # Defaults (no effects, not hidden, no notes) are left out and read back as defaults.
        fields = {"effects": EFFECT_SEPARATOR.join(loc.effects), "name": loc.name, "home_base": loc.home_base,
                  "hidden": loc.hidden or None, "x": loc.x, "y": loc.y, "notes": loc.notes}
        fields = {k: v for k, v in fields.items() if v is not None and not (k in ("effects", "notes") and v == "")}
        encoded = _encoded_extra({**fields, **loc.extra}, ())
        _check_xml_text({"id": loc.id, **encoded}, f"location {loc.id!r}", where, source)
        attrs = graph.nodes[loc.id]
        attrs.clear()
        attrs.update(encoded)
    extra = _encoded_extra(war_map.extra, _GRAPHML_RESERVED)
    _check_xml_text(extra, "the map", "map", source)
    graph.graph.clear()
    graph.graph.update(extra)
    return graph


def graphml_graph_to_map(graph: nx.Graph[Any], source: str = "") -> WarMap:
    """The map a graph read from GraphML describes: JSON texts decoded, key defaults applied."""
    graph = graph.copy()  # attribute dicts of its own: the caller's graph is left as it was
    attrs = dict(graph.graph)
    node_default = attrs.pop("node_default", None) or {}
    attrs.pop("edge_default", None)
    graph.graph = _decoded_extra(attrs, "graph", source)
    for i, node in enumerate(graph.nodes):
        attrs = graph.nodes[node]
        decoded = {**node_default, **_decoded_extra(attrs, f"nodes[{i}]", source)}
        attrs.clear()
        attrs.update(decoded)
    return graph_to_map(graph, source)


def write_graphml(war_map: WarMap, path: str | os.PathLike[str]) -> None:
    """Write the map as GraphML, atomically (networkx's own XML writer, the same output everywhere)."""
    graph = map_to_graphml_graph(war_map, str(path))
    buffer = io.BytesIO()
    nx.write_graphml_xml(graph, buffer, encoding="utf-8", prettyprint=True)
    write_atomically(Path(path), buffer.getvalue())


def read_graphml(path: str | os.PathLike[str]) -> WarMap:
    return _graphml_from_bytes(_read_bytes(Path(path)), str(path))


def _graphml_from_bytes(raw: bytes, source: str) -> WarMap:
    try:
        graph = nx.read_graphml(io.BytesIO(raw))
    except ParseError as exc:
        raise WarFileError(f"not valid XML ({exc})", path=source) from None
    except (nx.NetworkXError, KeyError, ValueError, TypeError, AttributeError, IndexError) as exc:
        raise WarFileError(f"not GraphML networkx can read ({type(exc).__name__}: {exc})", path=source) from None
    return graphml_graph_to_map(graph, source)


def _encoded_extra(extra: dict[str, Any], reserved: tuple[str, ...]) -> dict[str, Any]:
    """Text, numbers and booleans as they are; anything else as JSON text under ``extra:<name>``.

    So are values GraphML would misread: an empty text (networkx before 3.4 reads it as absent), a
    name networkx's writer treats specially (``reserved``), a name that already starts with ``extra:``.
    """
    out: dict[str, Any] = {}
    for key, value in extra.items():
        plain = isinstance(value, (bool, int, float)) or (isinstance(value, str) and value != "")
        if plain and key not in reserved and not key.startswith(JSON_PREFIX):
            out[key] = value
        else:
            out[JSON_PREFIX + key] = json.dumps(value, ensure_ascii=False)
    return out


def _decoded_extra(attrs: dict[str, Any], where: str, source: str) -> dict[str, Any]:
    """The inverse of :func:`_encoded_extra`: ``extra:<name>`` JSON texts back to values (json, never eval)."""
    out: dict[str, Any] = {}
    for key, value in attrs.items():
        if not key.startswith(JSON_PREFIX):
            out[key] = value
            continue
        try:
            if not isinstance(value, str):
                raise ValueError(value)
            out[key[len(JSON_PREFIX):]] = json.loads(value)
        except ValueError:
            raise WarFileError("must be JSON text", path=source, field=f"{where}.{key}", value=value) from None
    return out


def _check_xml_text(attrs: dict[str, Any], owner: str, where: str, source: str) -> None:
    for key, value in attrs.items():
        for text in (key, value):
            if isinstance(text, str) and _NOT_XML.search(text):
                raise WarFileError(f"{owner}: {key!r} holds a control character XML cannot hold", path=source,
                                   field=f"{where}.{key}", value=text)


# -- any map file ----------------------------------------------------------------------------
def read_map_file(path: str | os.PathLike[str]) -> WarMap:
    """Read a map from ``.graphml`` (GraphML) or ``.json`` (node-link, a gmdesk map, or a war's map).

    Other names are told apart by their first character (``<`` or ``{``).
    """
    path = Path(path)
    source = str(path)
    raw = _read_bytes(path)
    suffix = path.suffix.lower()
    start = raw.removeprefix(codecs.BOM_UTF8).lstrip()[:1]  # Windows editors often start with a BOM
    if suffix == ".graphml" or (suffix != ".json" and start == b"<"):
        return _graphml_from_bytes(raw, source)
    if suffix == ".json" or start in (b"{", b"["):
        return _map_from_json(_json(raw, source), source)
    raise WarFileError("not a map file: expected GraphML (.graphml) or JSON (.json)", path=source)


def _map_from_json(data: Any, source: str) -> WarMap:
    if isinstance(data, dict):
        if "nodes" in data:
            return node_link_to_map(data, source)
        if "locations" in data:
            return WarMap.from_dict(data, source)
        if "format" in data or "characters" in data:
            if not isinstance(data.get("map"), dict):
                raise WarFileError("a war file without a map", path=source, field="map",
                                   value=_short(data.get("map")))
            return WarMap.from_dict(data["map"], source)
    raise WarFileError("not a map: expected node-link JSON (\"nodes\"), a gmdesk map (\"locations\") "
                       "or a war file (\"format\", \"map\")", path=source, value=_short(data))


def write_map_file(war_map: WarMap, path: str | os.PathLike[str]) -> None:
    """Write by the name's suffix: ``.graphml`` as GraphML, ``.json`` as node-link JSON."""
    suffix = Path(path).suffix.lower()
    if suffix == ".graphml":
        write_graphml(war_map, path)
    elif suffix == ".json":
        write_node_link(war_map, path)
    else:
        raise WarFileError("cannot tell the format from the name: use .graphml or .json", path=str(path),
                           value=suffix or None)


# -- files -----------------------------------------------------------------------------------
def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise WarFileError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise WarFileError("is a folder, not a file", path=str(path)) from None
    except OSError as exc:
        raise WarFileError(f"cannot read: {exc.strerror}", path=str(path)) from None


def _json(raw: bytes, source: str) -> Any:
    try:
        text = raw.decode("utf-8-sig")  # with or without a byte order mark
    except UnicodeDecodeError:
        raise WarFileError("not a text file (expected UTF-8 JSON)", path=source) from None
    return parse_json(text, source)


def _short(value: Any) -> Any:
    """A value small enough to show in an error message."""
    text = repr(value)
    return value if len(text) <= 80 else text[:77] + "..."
