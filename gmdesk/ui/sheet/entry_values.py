"""What a sheet entry's cell shows and what typing in it writes, and the stages of an entry's progressions.

Plain functions over the ruleset's skill format, shared by the entries table, the form under it and the
skill library: one spelling of a value everywhere the GM reads it.
"""

from __future__ import annotations

import json
import re
from typing import Any

from gmdesk.model.ranks import LETTERS, NA_TEXT
from gmdesk.rulesets.scores import fmt
from gmdesk.messages import say
from gmdesk.rulesets.sheetformat import SkillField, SkillFormat, has_progression, progression_parts
from gmdesk.sheets.words import choice_term, sheet_words

_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")
#: What a rank field suggests as the GM types: every letter with its marks, and N/A.
RANK_SUGGESTIONS = [letter + marks for letter in LETTERS for marks in ("", "+", "++", "+++", "-", "--", "---")]
RANK_SUGGESTIONS.append(NA_TEXT)


def shown_value(value: Any) -> str:
    """A sheet value as one cell's text (a list of types as ``Melee Attack / Free Action``)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return fmt(value)
    if isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
        return " / ".join(shown_value(v) for v in value)
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


class ChoiceWords:
    """A field's offered values (``SkillField.choices``) in the ruleset's document's words for a window in
    ``language``: roll-dice's kind "Class skill" reads クラス別スキル (Japanese) or "クラス別スキル Class skill"
    (English), and a word typed or picked back is stored as the value it names, so war files keep their values."""

    def __init__(self, ruleset=None, language: str = "en") -> None:
        self.ruleset, self.language = ruleset, language
        self.words = sheet_words(language)

    def shown(self, field: SkillField, value: Any) -> Any:
        if not field.choices or self.ruleset is None:
            return value
        return say(choice_term(self.ruleset, field.key, value, self.words), self.language)

    def suggestions(self, field: SkillField) -> list[str]:
        return [str(self.shown(field, choice)) for choice in field.choices]

    def value(self, field: SkillField, text: str) -> str:
        """The value ``text`` names: an offered value when it is that value's words (any letter case)."""
        typed = text.strip().casefold()
        for choice in field.choices:
            if typed == str(self.shown(field, choice)).casefold():
                return choice
        return text


def typed_value(field: SkillField, text: str) -> Any:
    """What typing ``text`` in ``field`` writes: nothing (None: the key goes) when empty, a number for a
    plain number outside names, ranks and long texts (Max Number of Targets 3, fp 2, Duration 3), else
    the text as typed."""
    stripped = text.strip()
    if not stripped:
        return None
    if field.long:
        return text.rstrip()
    if field.rank or field.key.casefold() == "name" or not _NUMBER.match(stripped):
        return stripped
    number = float(stripped)
    return int(number) if number.is_integer() else number


def in_force(skill_format: SkillFormat, entry: dict, stage: int) -> list[tuple[str, str]]:
    """(field, value) of the fields written ``old -> new``, as they stand at ``stage`` (ap-sp 000:L879-905)."""
    out = []
    for field in skill_format.fields:
        value = skill_format.value(entry, field)
        if has_progression(value):
            parts = progression_parts(value)
            out.append((field.title, parts[stage] if 0 <= stage < len(parts) else parts[-1]))
    return out


def stage_count(skill_format: SkillFormat, entry: dict) -> int:
    """How many stages an entry's progressions have (1: none)."""
    counts = [len(progression_parts(skill_format.value(entry, f))) for f in skill_format.fields
              if has_progression(skill_format.value(entry, f))]
    return max(counts, default=1)


def entry_stage(entry: dict) -> int:
    """The stage an entry's progressions are at (0 when it has none, or not a whole number)."""
    stage = entry.get("stage", 0)
    return stage if isinstance(stage, int) and not isinstance(stage, bool) else 0
