"""Small memos for answers that depend on a few of the war's settings only (issue 21: the desk's first ask).

The desk and the order checks ask for the movement rules, the phases and a character's basic attacks many
times per candidate order; each answer is a pure function of a few values (interpretation settings, the turn
number, three stats). A :class:`Memo` keeps the answer by those values. The answers are frozen dataclasses
(or tuples of them), so sharing one between callers changes nothing.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generic, Hashable, TypeVar

from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.movement import MovementRules

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.war import War

K = TypeVar("K")
V = TypeVar("V")


class Memo(Generic[V]):
    """Answers by key; forgotten all at once past ``limit`` (a few keys are used in practice)."""

    def __init__(self, limit: int = 256) -> None:
        self.limit = limit
        self._answers: dict[Hashable, V] = {}

    def get(self, key: Hashable, work: Callable[[], V]) -> V:
        try:
            return self._answers[key]
        except KeyError:
            pass
        except TypeError:  # a setting that is not a plain value (bad data): worked out, not kept
            return work()
        answer = work()
        if len(self._answers) >= self.limit:
            self._answers.clear()
        self._answers[key] = answer
        return answer


def settings_key(war: "War | None", keys: tuple[str, ...]) -> tuple[Any, ...]:
    """The war's own settings of the interpretations ``keys`` (None where unset or without a war): what
    :meth:`Ruleset.choice` reads of the war, so equal keys give equal choices."""
    chosen = {} if war is None else war.settings.get("interpretations", {})
    if not chosen:
        return _UNSET[len(keys)]
    return tuple([chosen.get(key) for key in keys])


_UNSET = [(None,) * n for n in range(8)]


class SameInput(Generic[K, V]):
    """The answer for the last input, kept while the same object comes back (an input answered from a
    :class:`Memo` is the same object each time). Inputs are immutable (tuples of frozen dataclasses)."""

    def __init__(self, work: Callable[[K], V]) -> None:
        self._work = work
        self._last: tuple[K, V] | None = None

    def __call__(self, given: K) -> V:
        last = self._last
        if last is not None and last[0] is given:
            return last[1]
        answer = self._work(given)
        self._last = (given, answer)
        return answer


@dataclass
class RulesetMemos:
    """One ruleset object's memos (its class attributes, ``movement`` and ``phases``, are the answers' base)."""

    movement: Memo[MovementRules] = field(default_factory=Memo)
    phases: Memo[tuple[Phase, ...]] = field(default_factory=Memo)


_OF: "weakref.WeakKeyDictionary[object, RulesetMemos]" = weakref.WeakKeyDictionary()


def memos_of(ruleset: object) -> RulesetMemos:
    found = _OF.get(ruleset)
    if found is None:
        found = _OF[ruleset] = RulesetMemos()
    return found
