"""A ruleset's own words for what the interface names: its stats, pools, kinds, classes, rows, orders.

A document written in another language than the GM's interface names its things in its own words
(roll-dice 004 writes 筋力, 宝具, 前衛, 令呪). The interface shows that word beside its English one
("筋力 STR"), so the sheet and the page read like the document and the GM still finds the English.
The table is data, one module in the ruleset's package; a ruleset without one keeps its English
(:data:`NO_TERMS`, the default of :attr:`gmdesk.rulesets.base.Ruleset.terms`).

Keys name the thing, not the English text: ``stat.STR``, ``pool.health``, ``kind.servant``,
``class.Saber``, ``row.front``, ``action.attack``, ``field.target``, ``sheet.skills``, and a skill field's
offered value, ``choice.<field>.<value>`` (``choice.type.Class skill``). :data:`KEY_KINDS`
lists the prefixes the interface asks for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from gmdesk.messages import Message

#: The prefixes of the keys the interface looks up (a table may hold only some of them).
KEY_KINDS = ("stat", "pool", "point", "kind", "class", "row", "action", "field", "sheet", "choice")


@dataclass(frozen=True)
class Terms:
    """The document's word for each key, and where in the document it is written."""

    language: str = "en"
    """The document's language (BCP 47: "ja"); "en" when the interface's English is the document's."""
    words: Mapping[str, str] = field(default_factory=dict)
    source: str = ""
    """Where the words come from ("roll-dice 004:L862, L1536-L1560")."""

    def native(self, key: str) -> str | None:
        """The document's word for ``key`` (None: the document has none, or it is the English one)."""
        return self.words.get(key)

    def label(self, key: str, english: str) -> str:
        """``english`` with the document's word before it (``"筋力 STR"``); ``english`` alone without one.

        A :class:`~gmdesk.messages.Message`: an interface in the document's language says the word alone
        (``"筋力"``: ``resources/i18n/core_ja.json`` drops the English double)."""
        word = self.native(key)
        if not word or word == english:
            return english
        return Message("{word} {english}", word=word, english=english)

    def unknown_keys(self) -> list[str]:
        """Keys whose prefix the interface never asks for (a typo in a table)."""
        return [k for k in self.words if k.partition(".")[0] not in KEY_KINDS or not k.partition(".")[2]]


NO_TERMS = Terms()
"""The default: the interface's English is the document's."""
