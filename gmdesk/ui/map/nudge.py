"""Keyboard nudges: the arrow keys move the selected locations by a grid step, one undo step per burst.

Each key press is one ``MoveLocations`` (label "nudge"), checked like any edit; presses that follow
one another on the same selection merge into ONE undo step, so tapping → ten times to line a node up
is undone with one Ctrl+Z.

Why a QUndoCommand subclass with ``id()``/``mergeWith`` rather than undoing the last step and pushing a
combined one: Qt's own merge keeps the undo history and the autosave quiet (no undo-then-redo flicker
of every view, no "modified" mark toggling), and QUndoStack already refuses to merge into a step that
has been saved (the clean index), so a nudge after an autosave starts a new step. The subclass lives
here, beside its one user, and extends the document's :class:`EditCommand` without changing it; it is
pushed after ``document.can_do``, the same check ``document.do`` makes.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from gmdesk.messages import Message
from gmdesk.ui.document import EditCommand, WarDocument
from gmdesk.ui.i18n import say

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.mapedits import MoveLocations
    from gmdesk.ui.map.scene import MapScene

#: Nudges this close together (seconds, from the last one) on the same locations are one undo step.
MERGE_SECONDS = 1.5
#: Shift+arrow moves this many grid steps.
BIG_STEPS = 5
#: The label of a nudge's MoveLocations (Edit > Undo says "Undo nudge Weir Bridge").
NUDGE_LABEL = Message("nudge")
#: The undo-command id that lets QUndoStack offer a nudge to the one before it (any fixed number no
#: other command of gmdesk uses; the document's own commands keep Qt's -1, "never merge").
NUDGE_COMMAND_ID = 0x6E75

#: What nudges are timed by; tests replace it with a clock they move by hand.
clock = time.monotonic


class NudgeCommand(EditCommand):
    """One nudge on the undo stack; it swallows the nudges of the same locations that follow it."""

    edit: MoveLocations

    def __init__(self, document: WarDocument, edit: MoveLocations) -> None:
        super().__init__(document, edit)
        self.made_at = clock()

    def id(self) -> int:
        return NUDGE_COMMAND_ID

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        """Take ``other`` (just made) into this step when it nudged the same locations soon after.

        The merged step keeps this step's positions before (what undo goes back to) and takes the
        other's positions after (what redo goes to again)."""
        if not isinstance(other, NudgeCommand) or set(other.edit.positions) != set(self.edit.positions):
            return False
        if other.made_at - self.made_at > MERGE_SECONDS:
            return False
        self.edit.positions = dict(other.edit.positions)
        self.made_at = other.made_at
        self.setText(say(self.edit.describe(self.document.war)))
        return True


def nudge_selection(scene: MapScene, dx: float, dy: float) -> bool:
    """Move the locations selected in ``scene`` by (``dx``, ``dy``) as one nudge; False when there is
    nothing to move, the war cannot be edited, or the edit is refused (``document.refused`` says why)."""
    if not scene.editable:
        return False
    selected = set(scene.selected_location_ids())
    ids = [lid for lid in scene.document.war.map.locations if lid in selected]  # file order, stable
    if not ids:
        return False
    positions = {}
    for lid in ids:
        at = scene.location_items[lid].pos()  # where it is drawn (a location without x/y too)
        positions[lid] = (at.x() + dx, at.y() + dy)
    from gmdesk.model.mapedits import MoveLocations  # with the first edit: docs/startup.md

    edit = MoveLocations(positions, label=NUDGE_LABEL)
    document = scene.document
    if not document.can_do(edit):
        return False
    document.undo_stack.push(NudgeCommand(document, edit))
    return True
