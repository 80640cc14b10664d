"""How the sheet editor's problem list names a problem's field: as the sheet itself names it.

A problem names its field by path (``points.fp``, ``skills[1].rank``); the list said ``fp points`` and
``skill 'Mind's Eye''s rank`` (``fpポイント``, ``…のrank`` in Japanese), words the sheet shows nowhere. Here a point
is named as the sheet's row is (``FP``, ``ランクレベル``), a stat as the stats box (``筋力``), and, in another language
than English, an entry's field by its list's format (``ランク``); anything else as
:func:`gmdesk.model.wording.field_words` says it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from gmdesk.messages import Message, say
from gmdesk.model.wording import field_words
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.sheetformat import ITEM_FORMAT, STATUS_FORMAT, SkillFormat
from gmdesk.sheets.html import pool_name
from gmdesk.sheets.words import sheet_words

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

_ENTRY = re.compile(r"^(skills|items|statuses)\[(\d+)\]\.(.+)$")


def _format(ruleset: Ruleset, list_name: str) -> SkillFormat:
    return {"items": ITEM_FORMAT, "statuses": STATUS_FORMAT}.get(list_name, ruleset.skill_format)


def problem_field_words(ruleset: Ruleset, field: str, sheet: "Character | None", language: str) -> str:
    """``field`` (a path within one sheet) in the words of the sheet, said in ``language``."""
    head, _, tail = field.partition(".")
    if head == "points" and tail and "." not in tail:
        return pool_name(ruleset, tail, sheet_words(language))
    if head == "stats" and tail and "." not in tail and ruleset.stat_spec(tail) is not None:
        return say(ruleset.term(f"stat.{tail}", tail), language) if language != "en" else tail
    entry = _ENTRY.match(field)
    if entry is not None and language != "en":  # English keeps the war file's key ("skill 'Slash''s rank")
        known = _format(ruleset, entry.group(1)).field(entry.group(3))
        if known is not None:
            own = field_words(f"{entry.group(1)}[{entry.group(2)}]", sheet)
            return say(Message("{entry}'s {field}", entry=own, field=known.title), language)
    return say(field_words(field, sheet), language)
