"""One character's orders for a turn (or everyone's): the list, what is left to spend, and the picker.

The panel edits nothing itself: it hands the new order list on (:attr:`OrdersPanel.orders_edited`) and
whoever owns the orders decides what that means (the desk: one undoable edit of the war; the correction
dialog: a correction of a past turn).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gmdesk.model.war import War
from gmdesk.ui.desk.choices import budget_for, odds_for, order_cost
from gmdesk.ui.desk.order_picker import OrderPicker
from gmdesk.ui.desk.orders_table import OrderRow, OrdersTable
from gmdesk.ui.desk.wording import order_text
from gmdesk.ui.i18n import say, tr, turn_said
from gmdesk.ui.labels import location_name
from gmdesk.ui.widgets import OneLineLabel

BUDGET_STYLE = "background: #eef3f8; border: 1px solid #c9d6e3; border-radius: 4px; padding: 4px 6px;"


class OrdersPanel(QWidget):
    """Orders of one character (or all), with Remove and the picker that adds legal ones."""

    #: The GM changed the orders: the whole new list, and the change in words (for Undo).
    orders_edited = Signal(list, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.war: War | None = None
        self.cid: str | None = None
        self.orders: list[dict] = []
        self.readonly = False
        self._picker_inside = True

        self.header = OneLineLabel()  # who, where, which battle: one line (the whole in its tooltip)
        self.header.setObjectName("ordersHeader")
        font = self.header.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.header.setFont(font)
        self.budget = QLabel()
        self.budget.setObjectName("ordersBudget")
        self.budget.setWordWrap(True)
        self.budget.setTextFormat(Qt.TextFormat.PlainText)
        self.budget.setStyleSheet(BUDGET_STYLE)
        self.budget.setToolTip(tr("OrdersPanel",
                                  "What is left of the turn's budget once every order listed is paid for"))
        self.table = OrdersTable()
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.remove_button = QPushButton(tr("OrdersPanel", "Remove order"))
        self.remove_button.setObjectName("removeOrderButton")
        self.remove_button.clicked.connect(self.remove_selected)
        self.up_button = QPushButton(tr("OrdersPanel", "Earlier"))
        self.up_button.setToolTip(tr("OrdersPanel", "Move the order before the previous one of the list"))
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button = QPushButton(tr("OrdersPanel", "Later"))
        self.down_button.setToolTip(tr("OrdersPanel", "Move the order after the next one of the list"))
        self.down_button.clicked.connect(lambda: self.move_selected(1))
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)  # the list's own: Del on the map deletes locations
        delete.activated.connect(self.remove_selected)
        self.picker = OrderPicker()
        self.picker.order_picked.connect(self._add)

        buttons = QHBoxLayout()
        buttons.addWidget(self.up_button)
        buttons.addWidget(self.down_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.header)
        layout.addWidget(self.budget)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.picker)

    def take_picker(self) -> OrderPicker:
        """Take the picker out of the panel's column for the caller to place (the desk puts it beside the
        orders); the panel still fills it. Its "Add an order" title goes to wherever it is put."""
        layout = self.layout()
        if layout is not None:
            layout.removeWidget(self.picker)
        self.picker.setParent(None)
        self.picker.setTitle("")
        self.picker.setFlat(True)
        self._picker_inside = False
        return self.picker

    # -- showing ------------------------------------------------------------------------------------
    def show_orders(self, war: War, orders: list[dict], cid: str | None, *, readonly: bool = False,
                    refusals: dict[int, str] | None = None) -> None:
        """Show ``cid``'s orders of ``orders`` (None: everyone's), refused ones marked."""
        self.war, self.orders, self.cid, self.readonly = war, list(orders), cid, readonly
        refusals = refusals or {}
        mine = [(i, o) for i, o in enumerate(self.orders) if cid is None or o.get("actor") == cid]
        if cid is None:
            self.header.setText(tr("OrdersPanel", "Everyone's orders for {0} ({1})").format(
                turn_said(war.ruleset, war.turn), len(self.orders)))
            self.budget.setText(tr("OrdersPanel", "Pick a character on the left to see what they have left to spend and to "
                                "add orders."))
        else:
            ch = war.characters[cid]
            battle = war.battle_of(cid)
            where = location_name(war, ch.location)
            fight = tr("OrdersPanel", " · fighting here, battle turn {0}").format(battle.turns + 1) if battle else ""
            self.header.setText(f"{ch.name} — {where}{fight}")
            self.budget.setText(tr("OrdersPanel", "Left this turn: {0}").format(say(budget_for(war, cid, self.orders))))
        rows = []
        for i, order in mine:
            actor = order.get("actor")
            who = war.characters[actor].name if actor in war.characters else str(actor)
            odds, odds_tip = odds_for(war, order, self.orders).cell()
            rows.append(OrderRow(i, who, say(order_text(war, order)), cost=order_cost(war, order),
                                 odds=odds, odds_tip=odds_tip, refused=refusals.get(i, "")))
        self.table.setColumnHidden(0, cid is not None)
        self.table.show_rows(rows)
        self.picker.show_options(war, cid, self.orders, readonly=readonly)
        if self._picker_inside:  # placed elsewhere, it says "pick a character" itself
            self.picker.setVisible(cid is not None)
        self._selection_changed()

    def select_order(self, index: int) -> bool:
        """Select the row of ``orders[index]``."""
        return self.table.select_index(index)

    # -- editing ------------------------------------------------------------------------------------
    def remove_selected(self) -> None:
        index = self.table.selected_index()
        if index is None or self.readonly or self.war is None:
            return
        order = self.orders[index]
        new = self.orders[:index] + self.orders[index + 1:]
        self.orders_edited.emit(new, tr("OrdersPanel", "remove {0}").format(
            say(order_text(self.war, order, with_actor=True))))

    def move_selected(self, step: int) -> None:
        """Swap the selected order with the previous or next order of the same list shown."""
        index = self.table.selected_index()
        shown = self.table.indexes()
        if index is None or self.readonly or self.war is None:
            return
        at = shown.index(index)
        if not 0 <= at + step < len(shown):
            return
        other = shown[at + step]
        new = list(self.orders)
        new[index], new[other] = new[other], new[index]
        self.orders_edited.emit(new, tr("OrdersPanel", "reorder {0}").format(
            say(order_text(self.war, self.orders[index], with_actor=True))))
        self.table.select_index(other)

    def _add(self, order: dict) -> None:
        if self.readonly or self.war is None:
            return
        self.orders_edited.emit(self.orders + [order], tr("OrdersPanel", "add {0}").format(
            say(order_text(self.war, order, with_actor=True))))

    def _selection_changed(self) -> None:
        chosen = self.table.selected_index() is not None and not self.readonly
        self.remove_button.setEnabled(chosen)
        self.up_button.setEnabled(chosen)
        self.down_button.setEnabled(chosen)
