"""The turn desk: the coming turn's orders, resolving it, answering its questions, GM rulings and
corrections of past turns."""

from gmdesk.ui.desk.correction_dialog import CorrectionDialog
from gmdesk.ui.desk.decision_dialog import DecisionDialog
from gmdesk.ui.desk.ruling_dialog import RulingDialog
from gmdesk.ui.desk.turn_desk import TurnDesk

__all__ = ["CorrectionDialog", "DecisionDialog", "RulingDialog", "TurnDesk"]
