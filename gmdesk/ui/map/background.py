"""The picture under the map (a drawn town plan): the commands that load it, change its look, remove it.

Each command is one undo step (``document.set_background``). A file is read and checked before it is
taken, so a file that is not a picture is refused in words naming it and never reaches the war file.
"""

from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6 import QtGui  # the picture's classes: when a picture is loaded
from PySide6 import QtWidgets  # QDialog, QFileDialog when first used (PySide makes a class on first use)
from PySide6.QtWidgets import QWidget

from gmdesk.errors import WarFileError
from gmdesk.store.background import Background
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import tr
from gmdesk.ui.map.message_line import MessageLine

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QDialog

    from gmdesk.ui.map.scene import MapScene

IMAGE_MIMES = {"png": "image/png", "jpeg": "image/jpeg", "jpg": "image/jpeg", "gif": "image/gif",
               "bmp": "image/bmp", "webp": "image/webp", "svg": "image/svg+xml"}


class BackgroundCommands:
    """The Background menu's commands on ``document``'s picture.

    ``run_dialog`` runs a dialog and returns its result (a test answers through it); ``parent`` owns
    the dialogs; what goes wrong is said on ``line`` (a :class:`MessageLine`). The look cannot change,
    nor the picture go, while ``scene`` cannot be edited.
    """

    def __init__(self, document: WarDocument, scene: MapScene, line: MessageLine,
                 run_dialog: Callable[[QDialog], int], parent: QWidget) -> None:
        self.document = document
        self.scene = scene
        self.line = line
        self.run_dialog = run_dialog
        self.parent = parent

    def choose(self) -> bool:
        """Ask for a picture and put it under the map; a file that is not one is reported."""
        kinds = tr("Background", "Pictures (*.png *.jpg *.jpeg *.gif *.bmp *.webp)")
        path, _filter = QtWidgets.QFileDialog.getOpenFileName(self.parent, tr("Background", "Background picture"), "", kinds)
        if not path:
            return False
        try:
            return self.load(path)
        except WarFileError as exc:
            self.line.report(tr("Background", "Cannot load the picture"), str(exc))
            return False

    def load(self, path: str | Path, opacity: float | None = None, scale: float | None = None) -> bool:
        """Put the picture at ``path`` under the map (one undo step); keeps the old opacity and scale."""
        path = Path(path)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise WarFileError(f"cannot read the picture: {exc.strerror or exc}", path=str(path)) from None
        if QtGui.QImage.fromData(data).isNull():
            raise WarFileError(tr("Background", "not a picture gmdesk can read (PNG, JPEG, GIF, BMP or WebP)"),
                               path=str(path))
        fmt = bytes(QtGui.QImageReader.imageFormat(str(path)).data()).decode("ascii", "replace").lower()
        old = self.document.background
        background = Background(
            image=data, mime=IMAGE_MIMES.get(fmt, f"image/{fmt or 'png'}"),
            opacity=opacity if opacity is not None else (old.opacity if old else 1.0),
            scale=scale if scale is not None else (old.scale if old else 1.0))
        return self.document.set_background(background, tr("Background", "set the background picture"))

    def set_look(self, opacity: float, scale: float, offset: tuple[float, float] | None = None) -> bool:
        """Change the picture's opacity, scale and (``offset``) where its top-left corner lies on the map
        (one undo step)."""
        old = self.document.background
        if old is None or not self.scene.editable:
            return False
        if not (0 < opacity <= 1 and scale > 0):
            self.line.show_message(tr("Background", "opacity is above 0 and at most 1, scale above 0 (got {0}, {1})")
                                   .format(opacity, scale))
            return False
        offset = old.offset if offset is None else (float(offset[0]), float(offset[1]))
        if not all(math.isfinite(v) for v in offset):
            self.line.show_message(tr("Background", "the picture's corner is a pair of finite numbers (got {0})")
                                   .format(offset))
            return False
        if (old.opacity, old.scale, old.offset) == (opacity, scale, offset):
            return False
        new = copy.deepcopy(old)
        new.opacity, new.scale = float(opacity), float(scale)
        if offset != old.offset:
            new.offset = offset
        text = tr("Background", "move the background picture") if (old.opacity, old.scale) == (opacity, scale) else \
            tr("Background", "change the background picture")
        return self.document.set_background(new, text)

    def edit_look(self) -> bool:
        """The picture's opacity and scale in a dialog."""
        old = self.document.background
        if old is None:
            return False
        from gmdesk.ui.map.dialogs import BackgroundDialog  # the map's dialogs load when one is first asked for

        dialog = BackgroundDialog(old.opacity, old.scale, self.parent, old.offset)
        if self.run_dialog(dialog) != QtWidgets.QDialog.DialogCode.Accepted:
            return False
        return self.set_look(dialog.opacity_spin.value(), dialog.scale_spin.value(),
                             (dialog.x_spin.value(), dialog.y_spin.value()))

    def remove(self) -> bool:
        if self.document.background is None or not self.scene.editable:
            return False
        return self.document.set_background(None, tr("Background", "remove the background picture"))
