"""The picker's "Otherwise" row: what a conditional order does when its condition does not hold.

Picked like the order itself, among the character's offered action orders (never typed): an action, then its
fields. The order's preview and its problem check see the otherwise-order as the engine will carry it out
(:mod:`gmdesk.engine.options.otherwise`).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from gmdesk.engine.options.judge import ActionOption
from gmdesk.engine.options.otherwise import branch, can_have_else
from gmdesk.ui.i18n import N, say, tr

NOTHING = N("ElseBranch", "— nothing (no otherwise-order)")
#: Fields of the otherwise-order not offered: it has no condition or delay of its own.
SKIPPED = ("if", "delay")


class ElseBranch(QWidget):
    """An action combo ("Otherwise") and the chosen action's field combos; :meth:`branch` is the ``else``."""

    changed = Signal()

    def __init__(self, options: list[ActionOption], label: Callable[[str], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pickerElseBranch")
        self.options = [o for o in options if can_have_else(o)]
        self.label = label
        self.action = QComboBox()
        self.action.setObjectName("pickerElse")
        self.action.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.action.addItem(tr("ElseBranch", NOTHING), None)
        for i, option in enumerate(self.options):
            self.action.addItem(say(option.label), i)
        self.action.currentIndexChanged.connect(self._action_changed)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(tr("ElseBranch", "Otherwise"), self.action)
        self.fields: dict[str, QComboBox] = {}
        self._values: dict[str, list[Any]] = {}

    def current_option(self) -> ActionOption | None:
        index = self.action.currentData()
        return None if index is None else self.options[index]

    def pick_action(self, action: str | None, label: str | None = None) -> None:
        """The first offered ``action`` (or the one labelled ``label``); None: no otherwise-order."""
        if action is None:
            self.action.setCurrentIndex(0)
            return
        for i, option in enumerate(self.options):
            if option.action == action and (label is None or option.label.startswith(label)):
                self.action.setCurrentIndex(self.action.findData(i))
                return
        offered = ", ".join(o.label for o in self.options)
        raise LookupError(f"{action} {label or ''} is not offered as an otherwise-order (offered: {offered})")

    def pick(self, field: str, value: Any) -> None:
        pick_value(self.fields, self._values, field, value, tr("ElseBranch", "the otherwise-order"))

    def branch(self) -> dict[str, Any] | None:
        """The ``else`` of the order, or None when nothing is done otherwise."""
        option = self.current_option()
        if option is None:
            return None
        chosen = {name: self._values[name][combo.currentIndex()] for name, combo in self.fields.items()
                  if combo.currentIndex() >= 0}
        return branch(option, **chosen)

    def _action_changed(self) -> None:
        while self.form.rowCount() > 1:
            self.form.removeRow(1)
        self.fields, self._values = {}, {}
        option = self.current_option()
        for name, choices in (option.fields.items() if option is not None else ()):
            if name in SKIPPED:
                continue
            combo = QComboBox()
            combo.setObjectName(f"pickerElseField-{name}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            values = [value for value, _ in choices]
            for _value, text in choices:
                combo.addItem(say(text))
            current = option.template.get(name) if option is not None else None
            combo.setCurrentIndex(values.index(current) if current in values else 0)
            combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
            self.fields[name] = combo
            self._values[name] = values
            self.form.addRow(self.label(name), combo)
        self.changed.emit()


def pick_value(fields: dict[str, QComboBox], values: dict[str, list[Any]], field: str, value: Any, whose: str) -> None:
    """Set the combo of ``field`` to ``value``, one of the values offered for it (else a LookupError saying
    what is offered)."""
    combo = fields.get(field)
    if combo is None:
        raise LookupError(f"{whose} has no field {field!r} to pick (fields: {', '.join(fields)})")
    if value not in values[field]:
        raise LookupError(f"{value!r} is not offered for {field} of {whose} (offered: {values[field]})")
    combo.setCurrentIndex(values[field].index(value))
