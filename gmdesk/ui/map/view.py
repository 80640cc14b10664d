"""The map's viewport: zoom around the cursor, pan with the middle or right button or Space+drag, fit.

Left-button gestures belong to the scene's interaction mode; the view only moves the camera. Painting
is tuned for big maps: smart viewport updates and no painter-state saving around each item (the
items set their own pens and brushes, see :mod:`gmdesk.ui.map.items`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeySequence, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from gmdesk.ui.map.scene import MapScene

if TYPE_CHECKING:  # pragma: no cover  (the input events: made by PySide when the first one comes)
    from PySide6.QtGui import (QContextMenuEvent, QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent, QShowEvent,
                               QWheelEvent)
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

MIN_ZOOM = 0.05
MAX_ZOOM = 8.0
#: Zoom factor of one step of the keys or the toolbar (a wheel notch is the same).
ZOOM_STEP = 1.25
FIT_MARGIN = 40.0
#: Room a fit leaves around the nodes (view pixels): the tokens above, the names below and beside.
FIT_PIXELS = (70, 46, 70, 40)  # left, top, right, bottom
#: A character's token this far (view pixels) inside the view's edges counts as in view: no panning to it.
IN_VIEW_MARGIN = 4


class MapView(QGraphicsView):
    """A QGraphicsView for a :class:`~gmdesk.ui.map.scene.MapScene`."""

    #: Once, after the view's first paint (the window builds its docks then: gmdesk/ui/startup.py).
    first_painted = Signal()
    #: The GM asks for the map's context menu at this viewport point: a right click that did not pan, or the
    #: Menu key / Shift+F10 (gmdesk/ui/map/context_menu.py builds it).
    context_menu_requested = Signal(QPoint)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, as Qt would (a plain QWidget): the one Qt makes is unknown to PySide, whose
        # first viewport() would then look through every QWidget class (~70, creating each: ~10 ms at
        # start, docs/startup.md).
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pan_from: QPoint | None = None
        self._right_from: QPoint | None = None  # where a right press started: a click opens the menu, a drag pans
        self._space = False
        #: After :meth:`fit` the whole map stays in view as the view is resized (the window settling
        #: on open, the GM resizing it) until the GM zooms, pans or scrolls.
        self._keep_fitted = False
        self._fitting = False
        self._painted = False
        self._shown = False
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.actionTriggered.connect(self._stop_fitting)  # the GM's own scrolling, not setValue
            bar.sliderMoved.connect(self._stop_fitting)
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 (Qt's name)
        old = self.scene()
        if old is not None and hasattr(old, "mode_changed"):
            old.mode_changed.disconnect(self._follow_mode)
        super().setScene(scene)
        if scene is not None and hasattr(scene, "mode_changed"):
            scene.mode_changed.connect(self._follow_mode)
            self._follow_mode()
        self._tell_zoom()

    def _tell_zoom(self) -> None:
        """Let the map keep its names and tokens readable at the zoom now shown."""
        scene = self.scene()
        if isinstance(scene, MapScene):
            scene.set_view_zoom(self.zoom())

    def _follow_mode(self, *_args: object) -> None:
        scene = self.scene()
        if not isinstance(scene, MapScene):
            return  # only the map has modes
        mode = scene.mode
        self.setDragMode(mode.drag_mode)
        if not self._space and self._pan_from is None:
            self.viewport().setCursor(mode.cursor)

    # -- zoom ------------------------------------------------------------------------------------------
    def zoom(self) -> float:
        """The current scale (1.0 = one scene unit per pixel)."""
        return self.transform().m11()

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zoom to ``zoom`` (clamped), keeping the scene point under ``anchor`` (view pixels) in place."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())  # read before the scroll bars come back and shift the view
        self.keep_fitted = False
        factor = zoom / self.zoom()
        if abs(factor - 1.0) < 1e-9:
            return
        self.setTransform(QTransform.fromScale(zoom, zoom))  # exactly ``zoom``: no rounding builds up
        self._tell_zoom()
        after = self.mapFromScene(before)
        delta = after - anchor.toPoint()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + delta.y())

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom() * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom() / ZOOM_STEP)

    def fit(self) -> None:
        """Show the whole map: every node with room for its tokens and name, and the background picture.

        The room is kept in view pixels (:data:`FIT_PIXELS`), since names and tokens keep a readable size
        on screen however far the map is zoomed out."""
        scene = self.scene()
        if scene is None:
            return
        rect = _content_rect(scene)
        if rect is None:
            return
        if not self._shown:  # not laid out yet (a new widget's size): fitted when shown, at its size then
            self.keep_fitted = True
            return
        room: list[float] = list(FIT_PIXELS)
        for _ in range(3):  # names and tokens keep their size on screen: one at the edge asks for more room
            self._fit_with(rect, *room)
            spill = self._label_spill()
            if not any(spill):
                break
            room = [r + s for r, s in zip(room, spill)]
        self.keep_fitted = True

    def bring_into_view(self, item: QGraphicsItem) -> bool:
        """Pan so ``item`` shows whole, centred on it, at the same zoom; when it shows whole already, nothing
        moves (a fitted map stays fitted: picking a character must not send half the city out of view).
        Whether the view moved."""
        shown = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if self.viewport().rect().adjusted(IN_VIEW_MARGIN, IN_VIEW_MARGIN, -IN_VIEW_MARGIN,
                                           -IN_VIEW_MARGIN).contains(shown):
            return False
        self.keep_fitted = False
        self.centerOn(item)
        return True

    def _fit_with(self, rect: QRectF, left: float, top: float, right: float, bottom: float) -> None:
        viewport = self.viewport().rect()
        width, height = max(viewport.width() - left - right, 1.0), max(viewport.height() - top - bottom, 1.0)
        zoom = min(width / max(rect.width(), 1.0), height / max(rect.height(), 1.0))
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom, 1.0 if rect.width() < 1 and rect.height() < 1 else MAX_ZOOM))
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self._tell_zoom()
        self.centerOn(rect.center() + QPointF((right - left) / 2 / zoom, (bottom - top) / 2 / zoom))

    def _label_spill(self) -> tuple[float, float, float, float]:
        """How far (view pixels) the shown names and tokens reach past each edge: left, top, right, bottom."""
        scene = self.scene()
        viewport = self.viewport().rect()
        spill = [0.0, 0.0, 0.0, 0.0]
        for item in getattr(scene, "location_items", {}).values():
            for child in item.childItems():  # its name and its tokens (each keeps its size on screen)
                if not child.isVisible():
                    continue
                shown = self.mapFromScene(child.sceneBoundingRect()).boundingRect()
                spill = [max(spill[0], viewport.left() - shown.left()), max(spill[1], viewport.top() - shown.top()),
                         max(spill[2], shown.right() - viewport.right()),
                         max(spill[3], shown.bottom() - viewport.bottom())]
        return (spill[0] + 2 if spill[0] > 0 else 0.0, spill[1] + 2 if spill[1] > 0 else 0.0,
                spill[2] + 2 if spill[2] > 0 else 0.0, spill[3] + 2 if spill[3] > 0 else 0.0)

    @property
    def keep_fitted(self) -> bool:
        return self._keep_fitted

    @keep_fitted.setter
    def keep_fitted(self, value: bool) -> None:
        """While the whole map is kept in view no scroll bar is needed, and none is shown: a fit that shows
        one shrinks the view, whose refit hides it again, and the view would swing between two heights
        forever (seen as a frozen window at some sizes)."""
        self._keep_fitted = value
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if value else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def _stop_fitting(self, *_args: object) -> None:
        self.keep_fitted = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            if self.keep_fitted:
                self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        if event.oldSize().width() == event.size().width() and not self.keep_fitted:
            # Only the height changed: a line under the map came or went, a dock below was dragged. The map
            # stays where it is (its top edge fixed), rather than jumping by half that height (QA qf-mapdraw:
            # the first place added on an empty map moved 16 pixels as the empty-map hint went).
            self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            try:
                super().resizeEvent(event)
            finally:
                self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            return
        super().resizeEvent(event)
        # Never from inside a fit (and no scroll bar comes or goes while fitted: see keep_fitted).
        if self.keep_fitted and not self._fitting:
            self._fitting = True
            try:
                self.fit()
            finally:
                self._fitting = False

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            return super().wheelEvent(event)
        self.set_zoom(self.zoom() * ZOOM_STEP ** steps, event.position())
        event.accept()

    # -- keys ------------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.ZoomIn) or event.key() == Qt.Key.Key_Plus:
            self.zoom_in()
        elif event.matches(QKeySequence.StandardKey.ZoomOut) or event.key() == Qt.Key.Key_Minus:
            self.zoom_out()
        elif event.key() == Qt.Key.Key_F and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.fit()
        elif event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif event.key() == Qt.Key.Key_Space:
            pass  # held down: keep the hand
        else:
            return super().keyPressEvent(event)
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self._pan_from = None
            self._follow_mode()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # -- panning ---------------------------------------------------------------------------------------
    def _pans(self, event: QMouseEvent) -> bool:
        return event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton) or (
            self._space and event.button() == Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._pans(event):
            self._pan_from = event.position().toPoint()
            self._right_from = self._pan_from if event.button() == Qt.MouseButton.RightButton else None
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            here = event.position().toPoint()
            delta = here - self._pan_from
            self._pan_from = here
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and (self._pans(event) or not event.buttons()):
            self._pan_from = None
            start, self._right_from = self._right_from, None
            here = event.position().toPoint()
            if (start is not None and event.button() == Qt.MouseButton.RightButton
                    and (here - start).manhattanLength() < QApplication.startDragDistance()):
                self.context_menu_requested.emit(here)  # a right click, not a pan
            if self._space:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self._follow_mode()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 (Qt's name)
        """The Menu key (or Shift+F10) opens the menu (the selected place's, when there is one); a right click's
        menu comes on its release (above)."""
        from PySide6.QtGui import QContextMenuEvent  # made by PySide when the first one comes

        if event.reason() != QContextMenuEvent.Reason.Mouse:
            at = event.pos()
            scene = self.scene()
            if isinstance(scene, MapScene) and scene.selected_location_ids():  # the selected place's menu, there
                at = self.mapFromScene(scene.position_of(scene.selected_location_ids()[0]).toPoint())
            self.context_menu_requested.emit(at)
        event.accept()

    def pan_by(self, dx: int, dy: int) -> None:
        """Scroll the map by ``dx``, ``dy`` view pixels."""
        self.keep_fitted = False
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + int(dx))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + int(dy))

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()


def _content_rect(scene: QGraphicsScene) -> QRectF | None:
    """The nodes' centres and the background picture (None: nothing drawn); other scenes: every item."""
    if not isinstance(scene, MapScene):
        every = scene.itemsBoundingRect()
        return None if every.isNull() else every.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
    points = [item.pos() for item in scene.location_items.values()]
    rect: QRectF | None = None
    if points:
        xs, ys = [p.x() for p in points], [p.y() for p in points]
        rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    if scene.background_item is not None:
        picture = scene.background_item.sceneBoundingRect()
        rect = picture if rect is None else rect.united(picture)
    return rect
