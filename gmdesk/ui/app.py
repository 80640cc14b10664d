"""``gmdesk`` with no command: the desktop window.

It opens the war named on the command line, else the last war, else (the first time) the bundled
sample war, copied into the GM's data folder.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Sequence

from PySide6.QtWidgets import QApplication

from gmdesk import __version__, places
from gmdesk.errors import GmdeskError
from gmdesk.ui import i18n
from gmdesk.ui.bundled import sample_war
from gmdesk.ui.errors import install_excepthook
from gmdesk.ui.fonts import install_fallback
from gmdesk.ui.icon import app_icon
from gmdesk.ui.main_window import MainWindow
from gmdesk.ui.settings import Settings


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="gmdesk", description="The gmdesk window (run `gmdesk --help` "
                                     "for the command line).")
    parser.add_argument("file", nargs="?", help="a war file (.gmdesk) or a JSON war to open")
    parser.add_argument("--sample", action="store_true", help="open the bundled sample war")
    parser.add_argument("--settings", help="a settings file (INI) instead of the GM's own")
    parser.add_argument("--home", help="the data folder (the sample war's copy lives there)")
    parser.add_argument("--smoke", action="store_true", help="open, paint once and quit: exit 0 when a war "
                        "opened without an error (GMDESK_SMOKE_QUIT_MS: how long the window stays up)")
    return parser.parse_args(list(argv))


def data_home(arg: str | None) -> Path:
    """``--home``, else ``GMDESK_HOME``, else the platform's data folder (:func:`gmdesk.places.data_dir`)."""
    return Path(arg) if arg else places.data_dir()


def first_war(args: argparse.Namespace, settings: Settings, home: Path) -> Path | None:
    """Which war the window opens at start (None: the welcome panel)."""
    if args.file:
        return Path(args.file)
    last = settings.get("files/last")
    if not args.sample and last and Path(last).exists():
        return Path(last)
    if args.sample or not settings.recent_files():
        return sample_war(home)
    return None


def build_window(argv: Sequence[str]) -> MainWindow:
    """The window with its first war open (an error dialog, not a crash, when it cannot be opened)."""
    args = parse_args(argv)
    settings = Settings(args.settings)
    i18n.install(i18n.resolve(settings.get("ui/language")))  # before the first widget: its words
    home = data_home(args.home)
    window = MainWindow(settings, home)
    install_excepthook(lambda: window)
    first_run = not args.file and not settings.recent_files()
    try:
        path = first_war(args, settings, home)
    except GmdeskError as exc:
        window.error(i18n.tr("App", "Cannot open the sample war"), exc)
        path = None
    if path is not None and window.open_path(path) and first_run:
        sample_note = i18n.tr("App", "This is a sample war to look around in: File > New War… "
                                     "(Ctrl+N) starts your own, Help > User Guide shows the way")
        window.statusBar().showMessage(sample_note)

        def forget_sample_note(_stack: object) -> None:  # said of the sample only: gone when another war opens
            if window.statusBar().currentMessage() == sample_note:
                window.statusBar().clearMessage()

        window.undo_group.activeStackChanged.connect(forget_sample_note)
    return window


def start_logging() -> Path | None:
    """Log to standard error and to ``gmdesk.log`` in the platform's log folder (a bundle started from
    the desktop has no terminal); returns the log file (None: it could not be written, a warning says so)."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    target = places.log_dir() / "gmdesk.log"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(target, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file (%s): %s", target, exc)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(handler)
    logging.getLogger(__name__).info("gmdesk %s (%s), reading maps and resources from %s", __version__,
                                     "bundle" if places.is_frozen() else "Python package", places.install_root())
    return target


def main(argv: Sequence[str] | None = None) -> int:
    started = time.monotonic()
    args = list(sys.argv[1:] if argv is None else argv)
    start_logging()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("gmdesk")
    app.setOrganizationName("gmdesk")
    app.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(places.APP_ID)  # Wayland matches the window to its .desktop file by it
    QApplication.setWindowIcon(app_icon())
    install_fallback()  # before the first widget: every widget inherits the font
    window = build_window(args)
    window.show()
    if parse_args(args).smoke:
        from gmdesk.ui.smoke import schedule

        schedule(app, window, started)
    return app.exec()
