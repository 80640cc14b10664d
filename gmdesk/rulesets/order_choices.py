"""The ruleset hook that names the values of its own order fields (kept out of base.py, which is full).

The engine offers the values of the order fields it knows itself (a destination, a target, a Servant, a
condition, a delay: :mod:`gmdesk.engine.options`). A field only a ruleset reads (roll-dice's Command Spell
"restore" takes ``pool: HP | MP``, 004:L289; its attack orders ``priority: attack | defence``, L220-L225) takes
one of a closed set of values the ruleset knows: :meth:`OrderChoices.order_field_choices` lists them, with the
words the Turn Desk shows for each, so the desk offers them to pick instead of leaving the order out.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

FieldChoice = tuple[Any, str]
"""A value an order field may take, and the words the desk shows for it (a :class:`~gmdesk.messages.Message`)."""


class OrderChoices:
    """The default of the hook: a ruleset whose orders take no field of its own."""

    def order_field_choices(self, actor: "Character", order: Mapping[str, Any],
                            war: "War") -> dict[str, list[FieldChoice]]:
        """The order fields of ``order`` (being built: ``actor``, ``action``, and ``spell`` of a Command Spell,
        ``skill`` of a skill order) that take one of a closed set of values this ruleset reads, each with its
        values and their words: field → [(value, words)]. A value ``None`` means "leave the field out" (the field
        may be left out); a field without one must be given. The engine offers them beside its own fields and
        keeps only the values ``check_orders`` accepts. Default: none."""
        return {}
