"""How a sheet names other things of the war: characters, places and a pool's maximum (no Qt).

Shared by the sheet's HTML, the printed sheet and the Qt docks (:mod:`gmdesk.ui.labels` re-exports
them), so the dock, the page and the player's copy call a place or a Master by the same name.
"""

from __future__ import annotations

from gmdesk.messages import Message, catalogue, say
from gmdesk.model.character import Character
from gmdesk.model.war import War


def location_name(war: War, location_id: str | None) -> str:
    if location_id is None:
        return "—"
    location = war.map.locations.get(location_id)
    return location.name if location is not None else location_id


def character_name(war: War, cid: str) -> str:
    """A character's name, or its id when the war no longer has it."""
    ch = war.characters.get(cid)
    return ch.name if ch is not None else cid


def pool_maximum(ch: Character, pool: str, ruleset) -> float | None:
    """The sheet's maximum, or the ruleset's for the character's kind when the sheet has none."""
    declared = getattr(ch, f"{pool}_max")
    if declared is not None:
        return declared
    return ruleset.pool_maximum(pool, ch.kind) if ruleset is not None else None


def term(ruleset, key: str, english: str) -> str:
    """How a sheet names ``key`` (``"stat.STR"``): the ruleset's word beside ``english`` ("筋力 STR"), or
    ``english`` alone (no ruleset, or a ruleset without its own words: :mod:`gmdesk.rulesets.terms`)."""
    labelled = getattr(ruleset, "term", None)
    return labelled(key, english) if labelled is not None else english


def said(text: object, language: str = "en") -> str:
    """A ruleset's name in ``language``: a :class:`Message` said; a plain name ("Strength", "STR base damage")
    as the core's table translates it (``resources/i18n/core_ja.json``), else as the ruleset writes it."""
    if isinstance(text, Message) or language == "en" or not isinstance(text, str):
        return say(text, language)
    return catalogue(language).get(text, text)


def stat_name(ruleset, key: str, name: str, language: str = "en") -> str:
    """A stat's name beside its key ("Strength" under "筋力 STR"): in another language than English the
    document's own word already names it, so nothing ("" ), else the name said in that language."""
    if language == "en":
        return name
    terms = getattr(ruleset, "terms", None)
    if terms is not None and terms.native(f"stat.{key}"):
        return ""
    return said(name, language)


def table_name(ruleset, name: str, language: str = "en") -> str:
    """A ruleset table's name ("rank level") in ``language``: the table's own name (a :class:`Message`
    when the ruleset wrote one) said, found by the name the derived value's key holds."""
    for table in getattr(ruleset, "tables", {}).values() if ruleset is not None else ():
        if table.name == name:
            return said(table.name, language)
    return name
