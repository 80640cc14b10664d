"""How a ruleset's sheet is laid out: its skill format and the values derived from a sheet.

The sheet editor and the printed sheet are built from these descriptions, so a new ruleset gets an
editor and a print layout by describing its skill format, not by writing widgets.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping


@dataclass(frozen=True)
class SkillField:
    """One field of a skill entry as the document names it.

    ``key`` is the name written in war files (``"Max Number of Targets"``); ``aliases`` are other
    spellings a sheet may use (keys are matched without regard to letter case). ``long`` fields are
    free text of several lines; ``rank`` fields take a rank; ``choices`` are suggestions, not limits
    (documents list examples, GMs invent more).
    """

    key: str
    label: str = ""
    aliases: tuple[str, ...] = ()
    long: bool = False
    rank: bool = False
    choices: tuple[str, ...] = ()
    help: str = ""

    @property
    def title(self) -> str:
        return self.label or self.key

    def names(self) -> tuple[str, ...]:
        return (self.key.casefold(),) + tuple(a.casefold() for a in self.aliases)


@dataclass(frozen=True)
class SkillFormat:
    """The fields of a skill entry, in the document's order, and what else the format allows.

    ``progressions``: values may be written ``old -> new`` (ap-sp 000:L879-905), the entry's ``stage``
    saying which are in force. ``flags`` are the sheet-side true/false marks the ruleset reads
    (``basic``, ``hits_masters``…), with what each means.
    """

    fields: tuple[SkillField, ...]
    rule: str = ""
    progressions: bool = False
    flags: Mapping[str, str] = dataclasses.field(default_factory=dict)  # dataclasses.: see the method field()

    def field(self, key: str) -> SkillField | None:
        wanted = key.casefold()
        for f in self.fields:
            if wanted in f.names():
                return f
        return None

    def key_in(self, entry: Mapping[str, Any], field: SkillField) -> str | None:
        """The key ``entry`` writes ``field`` under (any letter case, any alias), or None."""
        names = field.names()
        for key in entry:
            if isinstance(key, str) and key.casefold() in names:
                return key
        return None

    def value(self, entry: Mapping[str, Any], field: SkillField) -> Any:
        key = self.key_in(entry, field)
        return entry.get(key) if key is not None else None

    def extra_keys(self, entry: Mapping[str, Any]) -> list[str]:
        """Keys of ``entry`` outside the format's fields (flags, modifiers, the GM's own)."""
        known = {n for f in self.fields for n in f.names()}
        return [k for k in entry if not (isinstance(k, str) and k.casefold() in known)]

    def blank(self) -> dict[str, Any]:
        """A new entry: every field present, empty, so the GM sees what to fill in."""
        return {f.key: "" for f in self.fields}


def entry_flag(entry: Mapping[str, Any], name: str) -> Any:
    """The value of the flag ``name`` of a skill, item or status, written in any letter case (``Hidden``)."""
    wanted = name.casefold()
    for key, value in entry.items():
        if isinstance(key, str) and key.casefold() == wanted:
            return value
    return None


def is_yes(value: Any) -> bool:
    """A true/false mark as a GM may write it: ``true``, a number other than 0, ``"yes"``/``"true"``."""
    if isinstance(value, str):
        return value.strip().casefold() in ("yes", "true")
    return bool(value) if isinstance(value, (bool, int, float)) else False


def is_no(value: Any) -> bool:
    """The opposite mark: ``false``, ``0``, ``null``, ``""``, ``"no"``/``"false"``."""
    if isinstance(value, str):
        return value.strip().casefold() in ("", "no", "false")
    return value is None or (isinstance(value, (bool, int, float)) and not value)


def progression_parts(value: Any) -> list[str]:
    """``"25 Physical -> 35 Physical"`` → ``["25 Physical", "35 Physical"]``; a plain value → ``[value]``."""
    if not isinstance(value, str):
        return [value]
    return [part.strip() for part in value.split("->")]


def has_progression(value: Any) -> bool:
    return isinstance(value, str) and "->" in value


DEFAULT_SKILL_FORMAT = SkillFormat(
    fields=(
        SkillField("name", "Name"),
        SkillField("rank", "Rank", rank=True),
        SkillField("type", "Type"),
        SkillField("description", "Description", aliases=("desc", "text"), long=True),
    ),
)
"""Name, rank, type and description: what every document's skills have."""


@dataclass(frozen=True)
class Derived:
    """A value the sheet does not store but the rules compute from it, with the arithmetic shown.

    ``warning`` is set when the value breaks a rule (FP over budget); the editor shows it in red.
    """

    key: str
    label: str
    value: Any
    explain: str
    rule: str = ""
    warning: str = ""


ALIGNMENTS = tuple(f"{a} {b}" for a in ("Lawful", "Neutral", "Chaotic") for b in ("Good", "Neutral", "Evil"))
"""The nine alignments the English sheets write ("Neutral Neutral" is also written "True Neutral",
checklist R1 (l)); offered as suggestions, never enforced."""


STATUS_FORMAT = SkillFormat(
    fields=(
        SkillField("name", "Status"),
        SkillField("turns", "Turns left", aliases=("duration",), help="counted down at the end of each turn"),
        SkillField("amount", "Amount", help="damage or value per turn (Poison 3/30 → 30)"),
        SkillField("skill", "From skill"),
        SkillField("source", "Caused by", help="the character's id; the owner's player copy names them only if seen"),
        SkillField("since", "Since turn"),
    ),
)
"""A status as the engine records it (``Poison``: turns left, amount, the skill and who caused it)."""

ITEM_FORMAT = SkillFormat(
    fields=(
        SkillField("name", "Item"),
        SkillField("type", "Type"),
        SkillField("description", "Description", aliases=("desc", "text"), long=True),
    ),
)
"""Items and equipment: a name, a type and what the sheet says of them."""
