"""Where the bundled maps and the sample war are, and the GM's own copy of the sample war.

The sample war ships as JSON in ``maps/``; the first time gmdesk opens it, it becomes a war file in the
GM's data folder, so playing with it never touches the bundled file.
"""

from __future__ import annotations

from pathlib import Path

from gmdesk import places
from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.model.mapgraph import WarMap
from gmdesk.model.warfile import load_war
from gmdesk.store import WarStore

#: The war gmdesk opens the first time: a night of the ap-sp war in Port Corvane, mid-battle.
SAMPLE_WAR = "sample-ap-sp-night2.json"
SAMPLE_COPY = "Port Corvane (sample).gmdesk"


def maps_dir() -> Path:
    """The ``maps/`` folder beside the package (a source checkout or an editable install), or inside the
    bundle (a PyInstaller bundle: :func:`gmdesk.places.install_root`)."""
    return places.maps_dir()


#: Names for the bundled maps (a map file has no title of its own).
MAP_TITLES = {"city.map.json": "Port Corvane, the harbour town"}


def bundled_maps() -> list[tuple[str, Path]]:
    """(title, file) for every bundled map (``maps/*.map.json``); the sample wars all stand on these."""
    found = []
    for path in sorted(maps_dir().glob("*.map.json")):
        title = MAP_TITLES.get(path.name, path.name.removesuffix(".map.json").replace("-", " ").capitalize())
        try:
            war_map = read_bundled_map(path)
            title = f"{title} ({len(war_map.locations)} locations, {len(war_map.links)} links)"
        except GmdeskError:
            title = f"{title} (unreadable: {path.name})"
        found.append((title, path))
    return found


def read_bundled_map(path: Path) -> WarMap:
    """The map of a bundled map file or sample war."""
    from gmdesk.model.mapio import read_map_file

    return read_map_file(path)


def sample_wars() -> list[tuple[str, Path]]:
    """(title, file) of every bundled sample war (``maps/sample-*.json``), by ruleset (the bundled order) then
    turn; the title is the war's own, else its file name."""
    from gmdesk import rulesets
    from gmdesk.model.jsontext import parse_json

    order = list(rulesets.BUILTIN)
    found = []
    for path in maps_dir().glob("sample-*.json"):
        try:
            data = parse_json(path.read_text(encoding="utf-8"), str(path))
        except (GmdeskError, OSError, UnicodeError):
            continue  # (a damaged bundle: the file is not offered)
        ruleset, turn = data.get("ruleset"), data.get("turn")
        rank = order.index(ruleset) if ruleset in order else len(order)
        found.append(((rank, turn if isinstance(turn, int) else 0, path.name), str(data.get("title") or path.stem),
                      path))
    return [(title, path) for _key, title, path in sorted(found)]


def sample_copy_name(source: Path) -> str:
    """The file name of the GM's copy of a sample war: the first sample keeps its old name."""
    if source.name == SAMPLE_WAR:
        return SAMPLE_COPY
    return f"{source.stem.removeprefix('sample-')} (sample).gmdesk"


def sample_war(home: Path, source: Path | None = None) -> Path:
    """The GM's copy of a sample war (by default the first one gmdesk opens), made from the bundled JSON the
    first time; later the copy, with whatever the GM did in it, is opened again."""
    source = source or maps_dir() / SAMPLE_WAR
    target = home / sample_copy_name(source)
    if target.exists():
        return target
    if not source.exists():
        raise WarFileError("the bundled sample war is missing from this installation", path=str(source))
    home.mkdir(parents=True, exist_ok=True)
    with WarStore.create(target, load_war(source)):
        pass
    return target
