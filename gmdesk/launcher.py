"""The ``gmdesk`` command: the desktop window, or the command line when a command is given.

``gmdesk``, ``gmdesk FILE.gmdesk`` and ``gmdesk --sample`` open the window; ``gmdesk COMMAND …``
runs the Qt-free command line (:mod:`gmdesk.cli`), which never loads Qt. ``gmdesk print …`` is the
exception: Qt paints the PDF, so it goes to :mod:`gmdesk.ui.printing.command` (still without a window).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

WINDOW_FLAGS = ("--sample", "--settings", "--home", "--smoke")


def wants_window(argv: Sequence[str]) -> bool:
    if not argv:
        return True
    first = argv[0]
    if first in WINDOW_FLAGS or first == "app":
        return True
    return not first.startswith("-") and Path(first).suffix.lower() in (".gmdesk", ".json") \
        and Path(first).exists()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "print":
        from gmdesk.ui.printing.command import main as print_main

        return print_main(argv[1:])
    if wants_window(argv):
        from gmdesk.ui.app import main as window_main

        return window_main(argv[1:] if argv and argv[0] == "app" else argv)
    from gmdesk.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
