"""A war's readings of its ruleset's open questions, one row each, for the window's Rule Readings dialog and
``gmdesk info``: the question, its options, the documented default and the option in force.

The ruleset's words (title, question, source, what each option means) come as :class:`~gmdesk.messages.Message`,
so a window in another language says them from ``resources/i18n/core_<lang>.json`` where it has them; so do the
options' short labels (``ReadingRow.label``). The keys and option ids are the war file's words and stay as they are."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gmdesk.messages import Message, say

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset


@dataclass(frozen=True)
class ReadingRow:
    """One interpretation as a war reads it."""

    key: str
    title: str
    source: str
    """The checklist item and the document's lines, or "not in the document"."""
    question: str
    options: tuple[tuple[str, str], ...]
    """(option, what it means), in the ruleset's order."""
    default: str
    chosen: str
    """The option in force: the war's choice, else the default."""
    for_updates: bool
    """A reading of what the players' updates tell (``Ruleset.update_readings``), not of the turn's rules."""
    labels: tuple[tuple[str, str], ...] = ()
    """(option, a few words naming it) where the ruleset gives them (``Interpretation.labels``)."""

    @property
    def changed(self) -> bool:
        """The war reads it otherwise than the documented default."""
        return self.chosen != self.default

    @property
    def known(self) -> bool:
        """The option in force is one of the ruleset's (a war file written by hand may name another; its
        validation says so)."""
        return any(option == self.chosen for option, _ in self.options)

    def meaning(self, option: str) -> str:
        for name, text in self.options:
            if name == option:
                return text
        return ""

    def label(self, option: str) -> str:
        """A few words naming ``option`` (a :class:`Message`), else the option's id as the war file writes it."""
        for name, words in self.labels:
            if name == option:
                return words
        return option

    def option_name(self, option: str, language: str = "en") -> str:
        """``option`` as a window in ``language`` names it: its label said in that language; the id where the
        ruleset gives no label, or where the label has no words in that language (an English label in a Japanese
        window would be no clearer than the id, which is what the war file and ``gmdesk readings`` write)."""
        label = self.label(option)
        said = say(label, language)
        if language != "en" and label != option and said == label:
            return option
        return said


def reading_rows(ruleset: "Ruleset", war: "War | None") -> list[ReadingRow]:
    """Every interpretation of ``ruleset`` (the turn's first, then the updates'), as ``war`` reads it."""
    rows = []
    for interp, for_updates in ([(i, False) for i in ruleset.interpretations]
                                + [(i, True) for i in ruleset.update_readings]):
        rows.append(ReadingRow(interp.key, Message(interp.title), Message(interp.source), Message(interp.question),
                               tuple((option, Message(text)) for option, text in interp.options.items()),
                               interp.default, ruleset.choice(war, interp.key), for_updates,
                               tuple((option, Message(words)) for option, words in interp.labels.items())))
    return rows


def changed_readings(ruleset: "Ruleset", war: "War") -> list[ReadingRow]:
    """The readings ``war`` has changed from their defaults."""
    return [row for row in reading_rows(ruleset, war) if row.changed]


_NAMED = re.compile(r"\binterpretation ([a-z0-9][a-z0-9-]*)=")
"""How an explanation names the reading it depends on (``Interpretation.describe``: "interpretation key=option")."""


def readings_named(text: str) -> list[str]:
    """The keys of the readings an explanation names, each once, in the order named."""
    found: list[str] = []
    for key in _NAMED.findall(text):
        if key not in found:
            found.append(key)
    return found
