"""The skill library: skills the rules documents give or describe, per ruleset, ready to add to a sheet.

A GM building a sheet starts from the document's own Rapid Cut or 対魔力 instead of retyping it, and
every library skill says where the document gives it (or the lines it is derived from), so the GM can
check it. The library is data, one file per ruleset (``resources/skills/<ruleset-id>.json``), read with
``json.loads`` only; a file that cannot be read names the file, the field and the value.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gmdesk import places
from gmdesk.errors import WarFileError
from gmdesk.model.sheetedits import entry_name

LIBRARY_DIR = places.resources_dir() / "skills"

_ITEM_KEYS = ("entry", "category", "source", "note")
_RULESET_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*$")


@dataclass(frozen=True)
class LibrarySkill:
    """One skill of the library: a sheet entry in its ruleset's skill format (keys spelled as the format's
    fields, plus the format's flags), its kind (``"Class skill"``, ``"Basic attack"``, ``"Example"``…),
    where the document gives it (``"ap-sp 000:L714-L730"``) and what the GM should know before using it."""

    entry: dict
    category: str
    source: str
    note: str = ""

    @property
    def name(self) -> str:
        return entry_name(self.entry)


def library(ruleset_id: str, folder: Path = LIBRARY_DIR) -> list[LibrarySkill]:
    """The library of ``ruleset_id`` in the document's order; ``[]`` when that ruleset has none."""
    if not _RULESET_ID.match(ruleset_id):
        return []
    path = folder / f"{ruleset_id}.json"
    if not path.is_file():
        return []
    return read_library(path, ruleset_id)


def read_library(path: Path, ruleset_id: str | None = None) -> list[LibrarySkill]:
    """Read one library file; :class:`WarFileError` names the file, the field and the value when the
    file is not a library (or is another ruleset's, when ``ruleset_id`` is given)."""
    where = str(path)
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise WarFileError(f"not UTF-8 text (byte {exc.start})", path=where) from None
    except json.JSONDecodeError as exc:
        raise WarFileError(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}", path=where) from None
    if not isinstance(data, dict):
        raise WarFileError("a skill library is an object with a 'skills' list", path=where,
                           value=type(data).__name__)
    found = data.get("ruleset")
    if ruleset_id is not None and found is not None and found != ruleset_id:
        raise WarFileError(f"this is the library of another ruleset (expected {ruleset_id!r})", path=where,
                           field="ruleset", value=found)
    items = data.get("skills")
    if not isinstance(items, list):
        raise WarFileError("must be a list of skills", path=where, field="skills", value=items)
    return [_skill(item, f"skills[{i}]", where) for i, item in enumerate(items)]


def _skill(item: Any, field: str, where: str) -> LibrarySkill:
    if not isinstance(item, dict):
        raise WarFileError("must be an object with entry, category and source", path=where, field=field, value=item)
    for key in item:
        if key not in _ITEM_KEYS:
            raise WarFileError(f"unknown key (a library skill has {', '.join(_ITEM_KEYS)})", path=where,
                               field=f"{field}.{key}", value=key)
    entry = item.get("entry")
    if not isinstance(entry, dict) or not all(isinstance(k, str) for k in entry):
        raise WarFileError("must be a sheet entry: an object of field names and values", path=where,
                           field=f"{field}.entry", value=entry)
    if entry_name(entry) == "(unnamed)":
        raise WarFileError("a library skill needs a name", path=where, field=f"{field}.entry", value=entry)
    texts = {}
    for key, required in (("category", True), ("source", True), ("note", False)):
        value = item.get(key, None if required else "")
        if not isinstance(value, str) or (required and not value.strip()):
            raise WarFileError("must be text" + (", not empty" if required else ""), path=where,
                               field=f"{field}.{key}", value=value)
        texts[key] = value
    return LibrarySkill(entry=entry, **texts)
