"""Team colours, one rule for every view: the map, the cast and (later) the timeline agree."""

from __future__ import annotations

import zlib

from PySide6.QtGui import QColor

from gmdesk.model.war import War

#: Characters and places of no team.
NO_TEAM_COLOR = "#777777"


def stable_color(key: str) -> QColor:
    """The same colour for the same id on every run (Python's ``hash`` of a text changes per run)."""
    hue = zlib.crc32(key.encode("utf-8")) % 360
    return QColor.fromHsv(hue, 150, 185)


def team_color(war: War, team_id: str | None) -> QColor:
    """The team's own colour from the war file, else a stable colour from its id (grey for no team)."""
    if team_id is None:
        return QColor(NO_TEAM_COLOR)
    for team in war.teams:
        if team.id == team_id and team.color:
            color = QColor(team.color)
            if color.isValid():
                return color
    return stable_color(team_id)
