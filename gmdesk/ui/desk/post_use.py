"""What "Use these orders" does to the orders a team has, and the words the desk says about posts.

Using a post's orders replaces the team's orders for the coming turn. When some of those are not among the
post's (the GM added or changed them by hand, QA qa-posts finding 8) the desk asks first, naming how many
orders are replaced and which would go, and that Undo brings them back: **Replace them**, **Keep them too**
(the GM's orders stay, the post's are added) or Cancel. When nothing would be lost it replaces at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from gmdesk.intake.tally import Tally
from gmdesk.model.war import War
from gmdesk.ui.desk.wording import order_text
from gmdesk.ui.i18n import say, tr

#: How many of the orders that would go the question lists by name (the rest are counted).
LISTED = 6


def team_orders(war: War, team: str) -> list[dict[str, Any]]:
    """The coming turn's orders given by ``team``'s characters."""
    return [o for o in war.orders if isinstance(o, dict) and o.get("actor") in war.characters
            and war.characters[o["actor"]].team == team]


def lost_orders(war: War, team: str, orders: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The team's orders that using ``orders`` (a post's) would drop: those not among them."""
    return [o for o in team_orders(war, team) if o not in orders]


def with_post_orders(war: War, team: str, orders: list[dict[str, Any]], *, keep: bool) -> list[dict[str, Any]]:
    """The turn's orders with ``team``'s replaced by ``orders`` (``keep``: the team's orders that are not
    among them stay, before the post's)."""
    others = [o for o in war.orders if o not in team_orders(war, team)]
    return others + (lost_orders(war, team, orders) if keep else []) + list(orders)


def count_orders(n: int) -> str:
    return tr("TurnDesk", "1 order") if n == 1 else tr("TurnDesk", "{0} orders").format(n)


def replace_question(parent: QWidget, war: War, team_name: str, orders: list[dict[str, Any]],
                     had: int, lost: list[dict[str, Any]]) -> tuple[QMessageBox, QPushButton, QPushButton]:
    """The question asked before the post's ``orders`` replace ``had`` orders of the team, ``lost`` of them
    not in the post: the dialog (shown without blocking), its Replace and its Keep button."""
    names = [f"• {say(order_text(war, o, with_actor=True))}" for o in lost[:LISTED]]
    if len(lost) > LISTED:
        names.append(tr("TurnDesk", "… and {0} more").format(len(lost) - LISTED))
    text = (tr("TurnDesk", "The post of {0} gives {1}. They replace the team's {2} for the coming turn; "
               "not in the post ({3}):").format(team_name, count_orders(len(orders)), count_orders(had), len(lost))
            + "\n" + "\n".join(names) + "\n\n"
            + tr("TurnDesk", "Undo (Ctrl+Z) brings them back."))
    box = QMessageBox(QMessageBox.Icon.Question, tr("TurnDesk", "Use the post's orders"), text,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("replaceOrdersDialog")
    replace = box.addButton(tr("TurnDesk", "Replace them"), QMessageBox.ButtonRole.AcceptRole)
    replace.setObjectName("replaceOrders")
    keep = box.addButton(tr("TurnDesk", "Keep them too"), QMessageBox.ButtonRole.ActionRole)
    keep.setObjectName("keepOrders")
    keep.setToolTip(tr("TurnDesk", "Keep the team's orders that are not in the post, and add the post's"))
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(replace)
    return box, replace, keep


def files_summary(count: int, orders: int, counts: Tally, unsure_in: list[str]) -> str:
    """The desk's line after Read Posts from Files: the order lines not understood apart from the prose."""
    where = tr("TurnDesk", " (pick their readings in the post box: {0})").format(", ".join(unsure_in)) if unsure_in else ""
    return tr("TurnDesk", "{0} posts read: {1} orders, {2} lines unsure{3}, {4} order lines unread, {5} lines of "
              "prose/quotes.").format(count, orders, counts.unsure, where, counts.unread, counts.prose)
