"""Small things the Qt tests share: a widget shown at a size, a turn resolved as the desk would, the window on a war."""

from __future__ import annotations


def resolve_next_turn(document) -> None:
    """Resolve the next turn in the store, answering every question with its first option, and load
    the war after it (what the turn desk does once a turn is stored)."""
    decisions: list[dict] = []
    result = document.store.resolve()
    while not result.resolved:
        decisions.append({"id": result.pending[0].id, "choice": result.pending[0].options[0]})
        result = document.store.resolve(decisions=decisions)
    document.war = document.store.load_war()


def shown(qtbot, widget, size):
    """``widget`` on screen (offscreen) at ``size``, exposed, closed with the test."""
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def window_on(qtbot, tmp_path, war, size=None):
    """The main window (fresh settings and data folder) on ``war``, stored first in a new war file, shown at
    ``size`` if given; the caller closes the war."""
    from gmdesk.store import WarStore
    from gmdesk.ui.main_window import MainWindow
    from gmdesk.ui.settings import Settings

    path = tmp_path / "war.gmdesk"
    with WarStore.create(path, war):
        pass
    window = MainWindow(Settings(tmp_path / "settings.ini"), tmp_path / "home")
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    assert window.open_path(path)
    return window


def resolve_anyway(window) -> None:
    """Turn > Resolve Turn, as the GM chooses it; when the window asks first (a team with no orders, a sheet
    problem: gmdesk/ui/resolve_ask.py), the GM answers Resolve Anyway."""
    window.actions_by_name("action.resolve_turn").trigger()
    question = window.turn_commands.resolve_question
    if question is not None and question.isVisible():
        question.resolve_button.click()
