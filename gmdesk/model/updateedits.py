"""The GM's choices for the players' updates, kept in the war's settings: the focus characters of the public
updates (``war.settings["focus"]``) and the language the updates are written in (``"updates_language"``).

ap-sp's public updates "revolve around" a focus character's viewpoint, with a secondary one who takes over
on the first's death (ap-sp 000:L653-657); the GM chooses them. The choice is a setting, so players
never see it (the knowledge filter keeps only the settings' interpretations). The updates' language is the
forum's, which need not be the GM's window's: a Japanese GM may run an English forum war.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, field
from typing import Any

from gmdesk.messages import Message, available_languages, language_name
from gmdesk.model.mapedits import EditRefused, MapEdit, Touched
from gmdesk.model.war import War

#: The settings key of the focus characters, primary first (a list of character ids).
FOCUS_SETTING = "focus"
#: The settings key of the language the players' updates are written in (``en``, ``ja``…).
LANGUAGE_SETTING = "updates_language"

_UNSET = object()


class _SettingEdit(MapEdit):
    """Write one setting of the war (an empty value removes it, back to the default) and undo exactly that."""

    key = ""
    _before: Any

    @abstractmethod
    def new_value(self) -> Any:
        """The value to record; a false one removes the setting."""

    def apply(self, war: War) -> Touched:
        self._before = war.settings.get(self.key, _UNSET)
        value = self.new_value()
        if value:
            war.settings[self.key] = value
        else:
            war.settings.pop(self.key, None)
        return Touched()

    def revert(self, war: War) -> Touched:
        if self._before is _UNSET:
            war.settings.pop(self.key, None)
        else:
            war.settings[self.key] = self._before
        return Touched()


@dataclass
class SetFocus(_SettingEdit):
    """Record the focus characters (primary, then secondary); an empty list goes back to the default."""

    focus: list[str]
    _before: Any = field(default=_UNSET)

    @property
    def text(self) -> str:
        return f"focus characters: {', '.join(self.focus) or 'default'}"

    def describe(self, war: War) -> str:
        names = [war.characters[c].name for c in self.focus if c in war.characters]
        if names:
            return Message("set the focus characters to {names}", names=", ".join(names))
        return Message("use the default focus characters")

    def check(self, war: War) -> None:
        unknown = [c for c in self.focus if not isinstance(c, str) or c not in war.characters]
        if unknown:
            raise EditRefused(f"focus: no character {', '.join(map(str, unknown))} in the war")
        if len(set(self.focus)) != len(self.focus) or len(self.focus) > 2:
            raise EditRefused(f"focus: a primary and a secondary character, two different ones, not {self.focus!r}")

    key = FOCUS_SETTING

    def new_value(self) -> list[str]:
        return list(self.focus)


def updates_language(war: War, fallback: str = "en") -> str:
    """The language recorded for the war's updates, or ``fallback`` when none is (or one gmdesk has no table for:
    a file from a build with more languages)."""
    recorded = war.settings.get(LANGUAGE_SETTING)
    return recorded if isinstance(recorded, str) and recorded in available_languages() else fallback


@dataclass
class SetUpdatesLanguage(_SettingEdit):
    """Record the language of the players' updates; ``None`` goes back to the default (the window's language, or
    English on the command line)."""

    language: str | None
    _before: Any = field(default=_UNSET)

    @property
    def text(self) -> str:
        return f"updates language: {self.language or 'default'}"

    def describe(self, war: War) -> str:
        if self.language:
            return Message("write the players' updates in {language}", language=language_name(self.language))
        return Message("write the players' updates in the default language")

    def check(self, war: War) -> None:
        if self.language is not None and self.language not in available_languages():
            raise EditRefused(f"{LANGUAGE_SETTING}: no language {self.language!r}; "
                              f"gmdesk has {', '.join(available_languages())}")

    key = LANGUAGE_SETTING

    def new_value(self) -> str | None:
        return self.language
