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


def sample_war(home: Path) -> Path:
    """The GM's copy of the sample war, made from the bundled JSON the first time."""
    target = home / SAMPLE_COPY
    if target.exists():
        return target
    source = maps_dir() / SAMPLE_WAR
    if not source.exists():
        raise WarFileError("the bundled sample war is missing from this installation", path=str(source))
    home.mkdir(parents=True, exist_ok=True)
    with WarStore.create(target, load_war(source)):
        pass
    return target
