"""The core's own sentences in the interface's language (issue 22), without Qt.

The Qt-free core (edits, refusals, sheet problems) writes its sentences as :class:`Message`: a ``str`` whose
value is the English text, as before, which also remembers its English template and the named values
that filled it. Everything that reads the text as a string (the CLI, logs, tests, ``str(exc)``) sees the
English unchanged; a window in another language asks :func:`say` for the same sentence in that language.

The other languages are data, not code: ``resources/i18n/core_<lang>.json`` maps an English template to
its translation (``{"place {who} in {where}": "{who}を{where}に配置"}``), the placeholders by name, so a
translation may reorder them. A value that is itself a :class:`Message` is said in the same language; any
other value (a name, a number, a document's word) is kept as it is. A template missing from the table,
or a language without a table, stays English.
"""

from __future__ import annotations

import json
import logging
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence

from gmdesk.places import resources_dir

log = logging.getLogger(__name__)


class Message(str):
    """An English sentence built from ``template`` and named ``values`` (:meth:`str.format`)."""

    template: str
    values: Mapping[str, object]

    def __new__(cls, template: str, /, **values: object) -> "Message":
        text = template.format(**values) if values else template
        self = super().__new__(cls, text)
        self.template = template
        self.values = values
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy and pickle rebuild it from its parts
        return (_rebuild, (self.template, dict(self.values)))


def _rebuild(template: str, values: dict[str, object]) -> Message:
    return Message(template, **values)


class Listing(Message):
    """Names or messages in a row: ``Saber, Archer`` in English; in another language the items are said
    and joined by that language's word for ``separator`` (``", "`` → ``、``, ``" or "`` → ``または``)."""

    items: tuple[object, ...]

    def __new__(cls, items: Sequence[object], separator: str = ", ") -> "Listing":
        self = str.__new__(cls, separator.join(str(item) for item in items))
        self.template, self.values, self.items = separator, {}, tuple(items)
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Listing, (self.items, self.template))


def join(items: Sequence[object]) -> Listing:
    """``items`` as one :class:`Listing`."""
    return Listing(list(items))


def capitalised(text: str) -> str:
    """``text`` with a capital first letter, as a sentence starts; a :class:`Message` stays one (its template's
    first letter, or that of the value it starts with), so it is still said in another language."""
    if isinstance(text, Listing) or not isinstance(text, Message):
        return text[:1].upper() + text[1:]
    template = text.template
    if template.startswith("{"):
        key = template[1:].split("}", 1)[0].split("!", 1)[0].split(":", 1)[0]
        first = text.values.get(key)
        if isinstance(first, str):
            return Message(template, **{**text.values, key: capitalised(first)})
        return text
    return Message(template[:1].upper() + template[1:], **text.values)


def catalogue_dirs() -> list[Path]:
    """Where the tables may be: the resources beside the package (a checkout, the desktop bundle), else
    the installed share (a wheel's data files)."""
    return [resources_dir() / "i18n", Path(sys.prefix) / "share" / "gmdesk" / "i18n"]


LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}
"""Each language gmdesk speaks, by its code, named in itself (a reader finds their own in any interface)."""


def language_name(code: str) -> str:
    """The language's own name (``ja`` → 日本語), else its code."""
    return LANGUAGE_NAMES.get(code, code)


def available_languages() -> list[str]:
    """English and every language with a core table (``core_<lang>.json``) beside the package or in its share."""
    found = {path.stem.removeprefix("core_") for folder in catalogue_dirs() if folder.is_dir()
             for path in folder.glob("core_*.json")}
    return ["en", *sorted(found - {"en"})]


@lru_cache(maxsize=None)
def catalogue(language: str) -> Mapping[str, str]:
    """The table of ``language`` ({English template: translation}); empty for English or when missing."""
    if language == "en":
        return {}
    for folder in catalogue_dirs():
        path = folder / f"core_{language}.json"
        if path.is_file():
            table = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(table, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                      for k, v in table.items()):
                raise ValueError(f"{path}: a table of English template → translation (strings) is expected")
            return {key: value for key, value in table.items() if not key.startswith("//")}
    log.warning("no core_%s.json (looked in %s): the core's sentences stay English", language,
                ", ".join(str(d) for d in catalogue_dirs()))
    return {}


def say(text: object, language: str = "en") -> str:
    """``text`` in ``language``: a :class:`Message` from the table (its values said too), anything else
    as ``str`` gives it."""
    if not isinstance(text, Message) or language == "en":
        return str(text)
    if isinstance(text, Listing):
        separator = catalogue(language).get(text.template, text.template)
        return separator.join(say(item, language) for item in text.items)
    template = catalogue(language).get(text.template, text.template)
    if not text.values:
        return template
    values = {key: say(value, language) if isinstance(value, Message) else value
              for key, value in text.values.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation naming a value the template lacks
        log.warning("translation of %r does not fit its values; English kept", text.template)
        return str(text)


def message_of(error: BaseException) -> object:
    """What an error says: its :class:`Message` when it was raised with one, else its text."""
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)
