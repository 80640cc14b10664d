"""The ruleset registry: the five bundled rulesets and any installed through entry points.

A house ruleset is a separate package that declares, in its ``pyproject.toml``::

    [project.entry-points."gmdesk.rulesets"]
    my-house = "my_house_rules:RULESET"

where ``RULESET`` is an instance of :class:`gmdesk.rulesets.base.Ruleset`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from gmdesk.errors import UnknownRulesetError
from gmdesk.messages import Message

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

    from gmdesk.rulesets.base import Ruleset

ENTRY_POINT_GROUP = "gmdesk.rulesets"

BUILTIN = {
    "ap-sp": "gmdesk.rulesets.ap_sp",
    "valor": "gmdesk.rulesets.valor",
    "skirmish": "gmdesk.rulesets.skirmish",
    "true-hgw": "gmdesk.rulesets.true_hgw",
    "roll-dice": "gmdesk.rulesets.roll_dice",
}

#: The bundled rulesets' titles, so the window's status bar names a war's ruleset before its rules are loaded
#: (the map is painted first); each ruleset's own ``title`` is the source, a test keeps the two the same.
BUILTIN_TITLES = {
    "ap-sp": "AP/SP War (Sceptilesolarbeam, 20 characters)",
    "valor": "Valor — seven teams",
    "skirmish": "Skirmish War (7 Masters, 7 Servants)",
    "true-hgw": "The True Holy Grail War",
    "roll-dice": "Fate/roll dice (新伝奇タッグバトルTRPG)",
}

_cache: dict[str, Ruleset] = {}
_registered: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> None:
    """Register a ruleset at run time (tests, or a GM's script)."""
    _registered[ruleset.id] = ruleset
    _cache.pop(ruleset.id, None)


def _from_entry_points() -> dict[str, EntryPoint]:
    from importlib.metadata import entry_points  # only when a ruleset is not a bundled one (20 ms)

    found = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        found[ep.name] = ep
    return found


def available() -> list[str]:
    """Every ruleset id: the bundled ones first, then registered and installed ones."""
    ids = list(BUILTIN)
    for extra in list(_registered) + sorted(_from_entry_points()):
        if extra not in ids:
            ids.append(extra)
    return ids


def known(ruleset_id: str) -> bool:
    """Whether :func:`get` can look ``ruleset_id`` up, without importing the ruleset itself (a bundled
    ruleset's rules load when first asked for: opening a war paints its map before that)."""
    return (ruleset_id in _cache or ruleset_id in _registered or ruleset_id in BUILTIN
            or ruleset_id in _from_entry_points())


#: The bundled rulesets' short names (``Ruleset.short_name``), for the same reason as their titles.
BUILTIN_SHORT_NAMES = {
    "ap-sp": "AP/SP",
    "roll-dice": "Fate/roll dice",
    "skirmish": "Skirmish War",
    "true-hgw": "True Holy Grail War",
    "valor": "Valor",
}


def short_name(ruleset_id: str) -> str:
    """The ruleset's short name (its id when it has none), without loading a bundled ruleset's rules."""
    if ruleset_id not in _cache and ruleset_id not in _registered and ruleset_id in BUILTIN_SHORT_NAMES:
        return BUILTIN_SHORT_NAMES[ruleset_id]
    return get(ruleset_id).short_name or ruleset_id


#: The bundled rulesets' words for a turn (``Ruleset.turn_word``), for the same reason as their titles: the window's
#: title reads them (a stored "— night 2" left out of it) before the rules load.
BUILTIN_TURN_WORDS = {"ap-sp": "Night", "roll-dice": "Action turn", "skirmish": "Night", "true-hgw": "Night",
                      "valor": "Night"}


def turn_word(ruleset_id: str) -> str:
    """The ruleset's word for a turn, without loading a bundled ruleset's rules for it."""
    if ruleset_id not in _cache and ruleset_id not in _registered and ruleset_id in BUILTIN_TURN_WORDS:
        return BUILTIN_TURN_WORDS[ruleset_id]
    return get(ruleset_id).turn_word


def turn_name(ruleset_id: str, turn: int) -> Message:
    """``Night 4``, or what the ruleset calls a turn (roll-dice: ``Action turn 4``), in any language: the updates,
    the dialogs and the printed sheet name a turn alike."""
    return Message("{word} {turn}", word=Message(turn_word(ruleset_id)), turn=turn)


def at_hand() -> list[str]:
    """The rulesets known without asking the installed packages (a 20 ms scan): the bundled ones, those
    registered, and those loaded already."""
    return list(dict.fromkeys([*BUILTIN, *_registered, *_cache]))


def title(ruleset_id: str) -> str:
    """The ruleset's title, without loading a bundled ruleset's rules for it."""
    if ruleset_id not in _cache and ruleset_id not in _registered and ruleset_id in BUILTIN_TITLES:
        return BUILTIN_TITLES[ruleset_id]
    return get(ruleset_id).title


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id in _cache:
        return _cache[ruleset_id]
    from gmdesk.rulesets.base import Ruleset
    if ruleset_id in _registered:
        ruleset = _registered[ruleset_id]
    elif ruleset_id in BUILTIN:
        ruleset = importlib.import_module(BUILTIN[ruleset_id]).RULESET
    else:
        eps = _from_entry_points()
        if ruleset_id not in eps:
            raise UnknownRulesetError(ruleset_id, available())
        loaded = eps[ruleset_id].load()
        ruleset = loaded() if isinstance(loaded, type) else loaded
    if not isinstance(ruleset, Ruleset) or ruleset.id != ruleset_id:
        raise UnknownRulesetError(ruleset_id, available())
    _cache[ruleset_id] = ruleset
    return ruleset
