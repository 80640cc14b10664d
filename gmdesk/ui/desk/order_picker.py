"""Add an order by picking, never by typing: the action, then each of its fields, from legal values only.

The choices are the engine's (:func:`gmdesk.engine.options.legal.order_options`): each offered action comes with
a complete legal order (its template) and, per field, the values that stay legal when only that field
changes. Two fields changed together may still conflict; the picker then says why (the engine's
``order_problem``) and will not add the order. The cost and the odds of the order being built are shown
before it is added.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QSizePolicy, QVBoxLayout, QWidget)

from gmdesk.engine.options.judge import ActionOption
from gmdesk.engine.options.legal import CharacterOptions
from gmdesk.model.war import War
from gmdesk.engine.options.otherwise import otherwise_problem
from gmdesk.ui.desk.choices import odds_for, options_for, problem_of
from gmdesk.ui.desk.else_branch import ElseBranch, pick_value
from gmdesk.ui.desk.wording import condition_clause, order_text, term
from gmdesk.ui.i18n import N, say, tr

#: How a field of an order is named in the picker.
FIELD_LABELS = {
    "to": N("OrderPicker", "Destination"), "target": N("OrderPicker", "Target"),
    "targets": N("OrderPicker", "Targets"), "if": N("OrderPicker", "Condition"), "delay": N("OrderPicker", "Delay"),
    "servant": N("OrderPicker", "Servant"), "master": N("OrderPicker", "Master"),
    "effect": N("OrderPicker", "Effect"), "enter": N("OrderPicker", "Spirit form"),
    "item": N("OrderPicker", "Item"), "mode": N("OrderPicker", "Attack"), "stat": N("OrderPicker", "Stat"),
    "ability": N("OrderPicker", "Ability"), "move_to_found": N("OrderPicker", "Then"),
    "wealth": N("OrderPicker", "Points to spend"),  # roll-dice identify's 財産ポイント (004:L963)
    "command": N("OrderPicker", "Command"),  # skirmish "Do as I say!" (002:L45): words the GM writes
    "pool": N("OrderPicker", "Refill"),  # roll-dice's "restore" Command Spell: HP or MP (004:L289)
    # roll-dice attack and skill orders (rulesets/roll_dice/order_fields.py): Luck, support, priority, '+'/'−'
    "luck": N("OrderPicker", "Luck rerolls"), "support": N("OrderPicker", "Support spent"),
    "priority": N("OrderPicker", "Priority"), "dice": N("OrderPicker", "Dice moved"),
    "from": N("OrderPicker", "Dice from"), "plus": N("OrderPicker", "'+'"),
    "minus_pay": N("OrderPicker", "'−' paid off"), "minus": N("OrderPicker", "'−' situation"),
    "defence_luck": N("OrderPicker", "Luck on defence"), "defence_support": N("OrderPicker", "Support on defence"),
    "defence_plus": N("OrderPicker", "'+' on defence"), "defence_minus_pay": N("OrderPicker", "'−' paid off on defence"),
    "defence_minus": N("OrderPicker", "'−' situation on defence"),
    "force": N("OrderPicker", "Willing or forced"),  # valor's contract (001:L45)
    "count": N("OrderPicker", "Civilians"),  # valor's civilians: two at the Great Market (001:L31)
    "service": N("OrderPicker", "Service"), "for": N("OrderPicker", "For whom"),  # ap-sp's IGM (000:L581-586)
}
PROBLEM_COLOR = "#c0392b"
MUTED = "#6b7580"


def field_label(name: str) -> str:
    if name in FIELD_LABELS:
        return tr("OrderPicker", FIELD_LABELS[name])
    return name.replace("_", " ").replace("-", " ").capitalize()


class OrderPicker(QGroupBox):
    """The legal orders of one character; :attr:`order_picked` carries the order the GM adds."""

    order_picked = Signal(dict)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("OrderPicker", "Add an order"), parent)
        self.setObjectName("orderPicker")
        self.war: War | None = None
        self.cid: str | None = None
        self.orders: list[dict] = []
        self.options: CharacterOptions | None = None
        #: The field combos of the action shown (field name → combo); their values are in :attr:`_values`.
        self.fields: dict[str, QComboBox] = {}
        self._values: dict[str, list[Any]] = {}
        #: The fields the GM writes (a free command): field name → its text box.
        self.texts: dict[str, QLineEdit] = {}
        #: What a conditional order does otherwise (shown for orders that take a condition).
        self.else_branch: ElseBranch | None = None

        self.hint = QLabel()
        self.hint.setObjectName("pickerHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: {MUTED};")
        self.action = QComboBox()
        self.action.setObjectName("pickerAction")
        self.action.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.action.currentIndexChanged.connect(self._action_changed)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.addRow(tr("OrderPicker", "Action"), self.action)
        self.preview = QLabel()
        self.preview.setObjectName("pickerPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)  # its wrapped lines' height asked of the column (which scrolls)
        self.preview.setSizePolicy(policy)
        self.add_button = QPushButton(tr("OrderPicker", "Add order"))
        self.add_button.setObjectName("addOrderButton")
        self.add_button.clicked.connect(self.add)
        self.add_button.setToolTip(tr("OrderPicker", "Add the order (Enter, from any of the picker's fields)"))
        # Enter anywhere in the picker adds the order, as a dialog's default button would (QA qf-keyboard 11)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            enter = QShortcut(QKeySequence(key), self)
            enter.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            enter.activated.connect(self.add)
        # The Add button right under the fields, the preview (order, cost, odds, rule) under it across the
        # whole width: in a narrow column the button stays in view and the preview is not squeezed beside it.
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(self.form)
        layout.addLayout(row)
        layout.addWidget(self.preview)
        layout.addStretch(1)  # a tall column's room goes under the preview, not between the fields

    # -- what is offered ----------------------------------------------------------------------------
    def show_options(self, war: War, cid: str | None, orders: list[dict], *, readonly: bool) -> None:
        """Offer ``cid``'s legal orders beside the turn's ``orders`` (None: nobody is picked)."""
        self.war, self.cid, self.orders = war, cid, list(orders)
        shown = self.current_option()
        keep = shown.label if shown is not None and cid == getattr(self.options, "actor", None) else None
        self.options = None
        self.action.blockSignals(True)
        self.action.clear()
        self.action.blockSignals(False)
        if cid is None or readonly or cid not in war.characters:
            self.hint.setText(tr(
                "OrderPicker", "Read-only war file: orders cannot be added.") if readonly and cid is not None
                              else tr("OrderPicker", "Pick a character on the left to add orders."))
            self._enable(False)
            self._show_fields(None)
            return
        found = options_for(war, cid, orders)
        if isinstance(found, str):
            self.hint.setText(tr(
                "OrderPicker", "The engine cannot offer orders for {0}: {1}").format(war.characters[cid].name, found))
            self._enable(False)
            self._show_fields(None)
            return
        self.options = found
        name = war.characters[cid].name
        if not found.actions:
            self.hint.setText(tr("OrderPicker", "{0} has no legal order left this turn.").format(name))
            self._enable(False)
            self._show_fields(None)
            return
        self.hint.setText(tr(
            "OrderPicker", "Only orders the rules allow {0} now, beside the turn's other orders.").format(name))
        self.action.blockSignals(True)
        for i, option in enumerate(found.actions):
            self.action.addItem(f"{self._action_words(war, option)} — {say(option.cost)}", i)
            self.action.setItemData(i, option.rule, Qt.ItemDataRole.ToolTipRole)
        self.action.blockSignals(False)
        self._enable(True)
        labels = [a.label for a in found.actions]
        self.action.blockSignals(True)
        self.action.setCurrentIndex(labels.index(keep) if keep in labels else 0)
        self.action.blockSignals(False)
        self._action_changed()

    def current_option(self) -> ActionOption | None:
        index = self.action.currentData()
        if self.options is None or index is None:
            return None
        return self.options.actions[index]

    # -- picking (the GM's clicks, and tests) -------------------------------------------------------------
    def pick_action(self, action: str, label: str | None = None) -> None:
        """Show the first offered option of ``action`` (``move``, ``skill``…), or the one labelled ``label``."""
        for i, option in enumerate(self.options.actions if self.options else []):
            if option.action == action and (label is None or option.label == label or option.label.startswith(label)):
                self.action.setCurrentIndex(self.action.findData(i))
                return
        offered = ", ".join(f"{a.action} ({a.label})" for a in (self.options.actions if self.options else []))
        raise LookupError(f"{action} {label or ''} is not offered (offered: {offered or 'nothing'})")

    def pick(self, field: str, value: Any) -> None:
        """Set ``field`` to ``value`` (one of the values offered for it; the words of a written field)."""
        if field in self.texts:
            self.texts[field].setText(str(value))
            return
        pick_value(self.fields, self._values, field, value, tr("OrderPicker", "the order"))

    def values(self, field: str) -> list[Any]:
        return list(self._values.get(field, []))

    def candidate(self) -> dict | None:
        """The order the picked values make."""
        option = self.current_option()
        if option is None:
            return None
        chosen = {name: self._values[name][combo.currentIndex()] for name, combo in self.fields.items()
                  if combo.currentIndex() >= 0}
        order = option.order(**chosen)
        for name, box in self.texts.items():  # the GM's words, in place of the engine's stand-in
            if box.text().strip():
                order[name] = box.text().strip()
            else:
                order.pop(name, None)
        order["actor"] = self.cid
        otherwise = self.else_branch.branch() if self.else_branch is not None else None
        if otherwise is not None and order.get("if"):
            order["else"] = otherwise
        return order

    def pick_else(self, action: str | None, label: str | None = None, **fields: Any) -> None:
        """The otherwise-order of a conditional order: ``action`` (``None``: nothing), then its ``fields``."""
        if self.else_branch is None:
            raise LookupError(tr("OrderPicker", "this order takes no condition, so no otherwise-order"))
        self.else_branch.pick_action(action, label)
        for name, value in fields.items():
            self.else_branch.pick(name, value)

    def problem(self) -> str | None:
        order = self.candidate()
        if order is None or self.war is None:
            return tr("OrderPicker", "nothing is picked")
        for name, box in self.texts.items():
            if not box.text().strip():
                return tr("OrderPicker", "write the {0} first: it may not be empty").format(
                    say(term(self.war, f"field.{name}", field_label(name))).lower())
        problem = problem_of(self.war, order, self.orders)
        if problem is None:
            otherwise = otherwise_problem(self.war, order, self.orders)
            problem = tr("OrderPicker", "otherwise: {0}").format(say(otherwise)) if otherwise else None
        else:
            problem = say(problem)
        return problem

    def add(self) -> dict | None:
        """Add the order built (refused, with the reason shown, when its fields conflict)."""
        order = self.candidate()
        if order is None or not self.add_button.isEnabled():
            return None
        problem = self.problem()
        if problem:
            self._show_preview(problem=problem)
            return None
        self.order_picked.emit(order)
        return order

    # -- internals ------------------------------------------------------------------------------------
    def _enable(self, on: bool) -> None:
        self.action.setEnabled(on)
        self.add_button.setEnabled(on)

    def _show_fields(self, option: ActionOption | None) -> None:
        while self.form.rowCount() > 1:
            self.form.removeRow(1)
        self.fields, self._values, self.texts = {}, {}, {}
        self.else_branch = None
        if option is None or self.war is None:
            self.preview.setText("")
            return
        for name, choices in option.fields.items():
            combo = QComboBox()
            combo.setObjectName(f"pickerField-{name}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            values = [value for value, _ in choices]
            for value, text in choices:
                combo.addItem(self._choice_text(name, value, text))
                tip = say(text) if say(text) == str(text) else f"{say(text)}\n{text}"  # the English double too
                combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
            current = option.template.get(name)
            combo.setCurrentIndex(values.index(current) if current in values else 0)
            combo.currentIndexChanged.connect(lambda _i: self._show_preview())
            self.fields[name] = combo
            self._values[name] = values
            self.form.addRow(say(term(self.war, f"field.{name}", field_label(name))), combo)
        for name in option.text_fields:
            box = QLineEdit()
            box.setObjectName(f"pickerText-{name}")
            box.setPlaceholderText(tr("OrderPicker", "the words of the order, as the Master says them"))
            box.textChanged.connect(lambda _t: self._show_preview())
            self.texts[name] = box
            self.form.addRow(say(term(self.war, f"field.{name}", field_label(name))), box)
        if "if" in self.fields and self.options is not None:
            self.else_branch = ElseBranch(self.options.actions, lambda name: f"\u21b3 {field_label(name)}")
            self.else_branch.changed.connect(lambda: self._show_preview())
            self.fields["if"].currentIndexChanged.connect(lambda _i: self._enable_else())
            self.form.addRow(self.else_branch)
            self._enable_else()
        self._show_preview()

    def _enable_else(self) -> None:
        """An otherwise-order only under a condition (an order without one is always carried out)."""
        if self.else_branch is not None:
            self.else_branch.setEnabled(self._values["if"][self.fields["if"].currentIndex()] is not None)

    @staticmethod
    def _action_words(war: War, option: ActionOption) -> str:
        """"攻撃 Basic attack (…)" in English (the document's word beside the label); in a window that drops
        the English double, the label said alone (基本攻撃（筋力攻撃）, 令呪「…」: it says more than the word)."""
        labelled = term(war, f"action.{option.action}", option.label)
        return say(labelled) if say(labelled) == str(labelled) else say(option.label)

    def _choice_text(self, field: str, value: Any, text: str) -> str:
        """A condition in the words the orders list uses ("unless a hostile is here", names for ids);
        the engine's own wording stays in the tooltip. Other fields as the engine words them."""
        if field == "if" and isinstance(value, dict) and self.war is not None:
            return say(condition_clause(self.war, value))
        return say(text)

    def _action_changed(self) -> None:
        self._show_fields(self.current_option())

    def _show_preview(self, problem: str | None = None) -> None:
        option = self.current_option()
        order = self.candidate()
        if option is None or order is None or self.war is None:
            self.preview.setText("")
            return
        if problem is None:
            problem = self.problem()
        lines = [tr("OrderPicker", "Order: {0}").format(say(order_text(self.war, order))),
                 tr("OrderPicker", "Cost: {0}").format(say(option.cost))]
        # the rule by its reference; its quoted words (often three lines more) go in the tooltip
        shown_rule = option.rule_for(order)  # the rule of the mode picked (a surprise attack's, not a melee's)
        reference, quoted, _words = shown_rule.partition(': "')
        rule = tr("OrderPicker", "Rule: {0}").format(shown_rule)
        if problem:
            lines.append(tr("OrderPicker", "Not possible together: {0}").format(problem))
            self.preview.setStyleSheet(f"color: {PROBLEM_COLOR};")
            self.preview.setToolTip(rule)
        else:
            odds = odds_for(self.war, order, self.orders)
            if odds.short:
                lines.append(tr("OrderPicker", "Odds: {0}").format(odds.short))
            self.preview.setToolTip("\n\n".join(text for text in (odds.detail, rule) if text))
            self.preview.setStyleSheet("")
        lines.append(tr("OrderPicker", "Rule: {0}").format(f"{reference} \u2026") if quoted else rule)
        self.preview.setText("\n".join(lines))
        # room for each line at least: a short dock squeezed the wrapped label and cut its first and
        # last lines (counted, not measured at the label's width, which would feed back into the layout)
        self.preview.setMinimumHeight(len(lines) * self.preview.fontMetrics().lineSpacing() + 2)
        self.add_button.setEnabled(not problem)
