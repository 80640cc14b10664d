"""The GM's choice of reading for a question the rules document leaves open, kept in
``war.settings["interpretations"]``.

Each ruleset names its ambiguities, contradictions and gaps as interpretations, each with a documented default
(``gmdesk rules ID``). A war may choose another option; the turns still to resolve use it, and a resolved turn
keeps the readings it was resolved with (they are part of its state before). The model does not read the
rulesets, so the edit carries the ruleset's options for its key and is checked against them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmdesk.messages import Message
from gmdesk.model.mapedits import EditRefused, MapEdit, Touched
from gmdesk.model.war import War

#: The settings key of the readings a war chose (interpretation key → option).
READINGS_SETTING = "interpretations"

_UNSET = object()


@dataclass
class SetReading(MapEdit):
    """Use ``option`` for the interpretation ``key`` from now on; None goes back to the ruleset's default (the key
    is dropped from the settings, so a later change of the default applies). ``options``: the ruleset's options
    for ``key``; ``title``: the question's short title and ``label`` the option's (``Interpretation.labels``), for
    the undo history."""

    key: str
    option: str | None
    options: tuple[str, ...]
    title: str = ""
    label: str = ""
    _before: Any = field(default=_UNSET)

    @property
    def text(self) -> str:
        return Message("reading {key}: {option}", key=self.key, option=self.option or Message("the default"))

    def describe(self, war: War) -> str:
        what = self.title or self.key
        if self.option is None:
            return Message("use the default reading for “{what}”", what=what)
        return Message("read “{what}” as {option}", what=what, option=self.label or self.option)

    def check(self, war: War) -> None:
        if self.option is not None and self.option not in self.options:
            raise EditRefused(Message("{key}: no option {option!r} (options: {options})", key=self.key,
                                      option=self.option, options=", ".join(self.options)))
        chosen = war.settings.get(READINGS_SETTING)
        if chosen is not None and not isinstance(chosen, dict):
            raise EditRefused(Message("settings.interpretations must be an object of key → option, not {value!r}",
                                      value=chosen))
        current = (chosen or {}).get(self.key)
        if current == self.option:
            raise EditRefused(Message("{key} already reads {option}", key=self.key,
                                      option=self.option or Message("the default")))

    def apply(self, war: War) -> Touched:
        chosen = war.settings.get(READINGS_SETTING)
        self._before = dict(chosen) if isinstance(chosen, dict) else _UNSET
        readings = dict(chosen) if isinstance(chosen, dict) else {}
        if self.option is None:
            readings.pop(self.key, None)
        else:
            readings[self.key] = self.option
        if readings:
            war.settings[READINGS_SETTING] = readings  # a new dict: a copy kept by anyone (a turn's before) stays
        else:
            war.settings.pop(READINGS_SETTING, None)
        return _everyone(war)

    def revert(self, war: War) -> Touched:
        if self._before is _UNSET:
            war.settings.pop(READINGS_SETTING, None)
        else:
            war.settings[READINGS_SETTING] = dict(self._before)
        return _everyone(war)


def _everyone(war: War) -> Touched:
    """A reading may change what any character may do and what any number comes to: every character is touched
    (the desk works out its orders and odds again)."""
    return Touched(characters=set(war.characters))
