"""The line under the map: what the map editor has to say (refusals, layout notes, the empty-map hint)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QPropertyAnimation
    from PySide6.QtWidgets import QGraphicsOpacityEffect

EMPTY_MAP_HINT = ("The map is empty: press A (Add) and click to place locations, then L (Link) and drag "
                  "from one to another to join them")
#: How long a line under the map stays (milliseconds) before it fades, unless another replaces it.
MESSAGE_MS = 8000
#: How long the fading takes (milliseconds).
MESSAGE_FADE_MS = 600


class MessageLine(QLabel):
    """One line of text under the map that fades away MESSAGE_MS after it was said.

    It fades because a line answers what the GM just did: left standing, it would soon seem to speak
    of the next click, and the GM would learn to ignore it. A new line shows whole and starts the wait
    again. The empty-map hint is the exception: it says how to begin, so it stays while
    ``hint_applies()`` and comes back when another line has faded.
    """

    #: Every line shown, the empty one that clears it too (the panel passes it on to the status bar).
    shown = Signal(str)
    #: Something went wrong that the GM must see (a title and what happened): the window shows a dialog.
    problem = Signal(str, str)

    def __init__(self, hint_applies: Callable[[], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint_applies = hint_applies
        self.setObjectName("map.status")
        self.setStyleSheet("color: #555; padding: 2px 6px;")
        self.setWordWrap(True)  # a long line must not widen the map and squeeze the docks
        #: A line goes after MESSAGE_MS (a new line starts the wait again), fading out.
        self.timer = QTimer(self, singleShot=True, interval=MESSAGE_MS)
        self.timer.timeout.connect(self._start_fading)
        self._opacity: QGraphicsOpacityEffect | None = None  # the effect and the fade: with the first line
        self._fade: QPropertyAnimation | None = None
        self.setVisible(False)

    @property
    def fade(self) -> QPropertyAnimation:
        """The fading, made when first needed (its Qt classes are not needed for the first paint)."""
        if self._fade is None:
            from PySide6.QtCore import QPropertyAnimation
            from PySide6.QtWidgets import QGraphicsOpacityEffect

            self._opacity = QGraphicsOpacityEffect(self)
            self._opacity.setEnabled(False)  # drawn through the effect only while it fades
            self.setGraphicsEffect(self._opacity)
            self._fade = QPropertyAnimation(self._opacity, b"opacity", self)
            self._fade.setDuration(MESSAGE_FADE_MS)
            self._fade.setStartValue(1.0)
            self._fade.setEndValue(0.0)
            self._fade.finished.connect(self._faded)
        return self._fade

    def show_message(self, text: str) -> None:
        """Say ``text`` (and through :attr:`shown`); it fades after MESSAGE_MS unless another line
        replaces it first. The empty-map hint stays."""
        self.timer.stop()
        if self._fade is not None and self._opacity is not None:
            self._fade.stop()
            self._opacity.setEnabled(False)
            self._opacity.setOpacity(1.0)
        self.setText(text)
        self.setVisible(bool(text))
        if text and text != EMPTY_MAP_HINT:
            self.timer.start()
        self.shown.emit(text)

    def report(self, title: str, text: str) -> None:
        """A problem on the line and, through :attr:`problem`, in a dialog."""
        self.show_message(text)
        self.problem.emit(title, text)

    def update_hint(self, *_args: object) -> None:
        """On an empty map, say how to start drawing (a blank canvas tells nothing)."""
        if self.hint_applies():
            self.show_message(EMPTY_MAP_HINT)
        elif self.text() == EMPTY_MAP_HINT:
            self.show_message("")

    def _start_fading(self) -> None:
        self.timer.stop()
        if not self.text() or self.text() == EMPTY_MAP_HINT:
            return
        fade = self.fade
        assert self._opacity is not None  # made with the fade
        self._opacity.setEnabled(True)
        fade.start()

    def _faded(self) -> None:
        """The line is gone; on an empty map the hint comes back."""
        self.show_message(EMPTY_MAP_HINT if self.hint_applies() else "")
