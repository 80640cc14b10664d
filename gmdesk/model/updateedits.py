"""The GM's choice of focus characters for the public updates, kept in ``war.settings["focus"]``.

ap-sp's public updates "revolve around" a focus character's viewpoint, with a secondary one who takes over
on the first's death (ap-sp 000:L653-657); the GM chooses them. The choice is a setting, so players
never see it (the knowledge filter keeps only the settings' interpretations).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk.model.mapedits import EditRefused, MapEdit, Touched
from gmdesk.model.war import War

#: The settings key of the focus characters, primary first (a list of character ids).
FOCUS_SETTING = "focus"

_UNSET = object()


@dataclass
class SetFocus(MapEdit):
    """Record the focus characters (primary, then secondary); an empty list goes back to the default."""

    focus: list[str]
    _before: Any = field(default=_UNSET)

    @property
    def text(self) -> str:
        return f"focus characters: {', '.join(self.focus) or 'default'}"

    def describe(self, war: War) -> str:
        names = [war.characters[c].name for c in self.focus if c in war.characters]
        return f"set the focus characters to {', '.join(names)}" if names else "use the default focus characters"

    def check(self, war: War) -> None:
        unknown = [c for c in self.focus if not isinstance(c, str) or c not in war.characters]
        if unknown:
            raise EditRefused(f"focus: no character {', '.join(map(str, unknown))} in the war")
        if len(set(self.focus)) != len(self.focus) or len(self.focus) > 2:
            raise EditRefused(f"focus: a primary and a secondary character, two different ones, not {self.focus!r}")

    def apply(self, war: War) -> Touched:
        self._before = war.settings.get(FOCUS_SETTING, _UNSET)
        if self.focus:
            war.settings[FOCUS_SETTING] = list(self.focus)
        else:
            war.settings.pop(FOCUS_SETTING, None)
        return Touched()

    def revert(self, war: War) -> Touched:
        if self._before is _UNSET:
            war.settings.pop(FOCUS_SETTING, None)
        else:
            war.settings[FOCUS_SETTING] = self._before
        return Touched()
