"""The ruleset registry: the five bundled rulesets and any installed through entry points.

A house ruleset is a separate package that declares, in its ``pyproject.toml``::

    [project.entry-points."gmdesk.rulesets"]
    my-house = "my_house_rules:RULESET"

where ``RULESET`` is an instance of :class:`gmdesk.rulesets.base.Ruleset`.
"""

from __future__ import annotations

import importlib
from importlib.metadata import EntryPoint, entry_points

from gmdesk.errors import UnknownRulesetError
from gmdesk.rulesets.base import Ruleset

ENTRY_POINT_GROUP = "gmdesk.rulesets"

BUILTIN = {
    "ap-sp": "gmdesk.rulesets.ap_sp",
    "valor": "gmdesk.rulesets.valor",
    "skirmish": "gmdesk.rulesets.skirmish",
    "true-hgw": "gmdesk.rulesets.true_hgw",
    "roll-dice": "gmdesk.rulesets.roll_dice",
}

_cache: dict[str, Ruleset] = {}
_registered: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> None:
    """Register a ruleset at run time (tests, or a GM's script)."""
    _registered[ruleset.id] = ruleset
    _cache.pop(ruleset.id, None)


def _from_entry_points() -> dict[str, EntryPoint]:
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


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id in _cache:
        return _cache[ruleset_id]
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
