"""Decisions: a choice the rules give to a player or the GM mid-turn.

A missing decision pauses resolution: the engine raises :class:`DecisionNeeded`, the caller shows
the question, stores the answer with the turn's inputs and resolves again from the start.
Decision ids are built from the turn and what is being decided, so they are stable across runs.

Each option may carry a label: what that answer does, as the GM reads it ("Archer goes back to Cape
Lighthouse" for ``return``). Labels travel with the question (``labels``, option → text); where they are
:class:`~gmdesk.messages.Message`\\ s the window says them in its language, and so the question. Only the
option ids are ever stored as answers: labels change no turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from gmdesk.messages import Listing, Message


@dataclass
class PendingDecision:
    id: str
    question: str
    options: list[str]
    asks: str = "gm"
    rule: str = ""
    context: dict[str, Any] = field(default_factory=dict)
    #: option → what answering it does (a :class:`Message` where it can be said in another language).
    labels: dict[str, str] = field(default_factory=dict)

    def label(self, option: str) -> str | None:
        """What answering ``option`` does, or None when the question gives no words for it."""
        return self.labels.get(option)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "question": self.question, "options": list(self.options),
                               "asks": self.asks}
        if self.rule:
            out["rule"] = self.rule
        if self.context:
            out["context"] = self.context
        if isinstance(self.question, Message) and not isinstance(self.question, Listing):
            out["question_words"] = words_data(self.question)
        if self.labels:
            out["labels"] = {option: words_data(text) for option, text in self.labels.items()}
        return out

    @classmethod
    def from_dict(cls, stored: Mapping[str, Any]) -> "PendingDecision":
        """A question as :meth:`to_dict` wrote it (older ones have no labels: they keep none)."""
        options = stored.get("options")
        question: str = str(stored.get("question", stored.get("id")))
        if "question_words" in stored:
            question = words_from(stored["question_words"], question)
        raw = stored.get("labels")
        labels = ({str(k): words_from(v, str(k)) for k, v in raw.items()} if isinstance(raw, dict) else {})
        return cls(str(stored["id"]), question, list(options) if isinstance(options, list) else [],
                   str(stored.get("asks", "gm")), str(stored.get("rule", "")), dict(stored.get("context") or {}),
                   labels)


def option_labels(options: list[str], labels: Mapping[str, str] | None) -> dict[str, str]:
    """The labels of the options offered (a label for an option not offered is left out), with the
    plain words of a yes/no question where the caller gave none."""
    out = {option: labels[option] for option in options if labels and option in labels}
    for option in options:
        if option not in out and option in PLAIN_WORDS:
            out[option] = PLAIN_WORDS[option]
    return out


#: Answers whose word says what they do in any question.
PLAIN_WORDS: dict[str, str] = {"yes": Message("Yes"), "no": Message("No")}


def words_data(text: str) -> Any:
    """``text`` as JSON: a plain ``str`` as it is, a :class:`Message` with its template and values (so
    a question read back from the war file is said in the window's language too)."""
    if isinstance(text, Listing):
        return {"text": str(text), "items": [words_data(str(i)) if not isinstance(i, Message) else words_data(i)
                                             for i in text.items], "separator": text.template}
    if isinstance(text, Message):
        values = {key: words_data(v) if isinstance(v, Message) else (v if isinstance(v, (int, float)) else str(v))
                  for key, v in text.values.items()}
        return {"text": str(text), "template": text.template, "values": values}
    return str(text)


def words_from(data: Any, default: str) -> str:
    """:func:`words_data` read back; anything else is ``default`` (a damaged entry only loses words)."""
    if isinstance(data, str):
        return data
    if not isinstance(data, dict):
        return default
    if isinstance(data.get("items"), list) and isinstance(data.get("separator"), str):
        return Listing([words_from(i, str(i)) for i in data["items"]], data["separator"])
    template, values = data.get("template"), data.get("values")
    if not isinstance(template, str) or not isinstance(values, dict):
        return str(data.get("text", default))
    read = {str(k): words_from(v, str(v)) if isinstance(v, (dict, str)) else v for k, v in values.items()}
    try:
        return Message(template, **read)
    except (KeyError, IndexError, ValueError):
        return str(data.get("text", default))


class DecisionNeeded(Exception):
    """Raised inside resolution; caught by :func:`gmdesk.engine.resolve_turn`."""

    def __init__(self, pending: PendingDecision):
        self.pending = pending
        super().__init__(pending.question)
