"""``gmdesk print FILE [--character ID ...] [--player-copy] [--paper A4|Letter] -o OUT.pdf``.

The sheets as the window prints them, without a window: Qt paints the PDF, so this command lives in the
UI package and the launcher sends ``print`` here rather than to the Qt-free command line. Everything the
GM can get wrong (the file, an id, a player copy of a teamless character, the output's name) is checked
before Qt is started. A war file is opened read-only: printing never locks or changes it.

Exit codes as in :mod:`gmdesk.cli`: 0 done, 2 invalid input (one line on stderr naming file, field, value).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from gmdesk import rulesets
from gmdesk.commands.common import EXIT_INVALID, EXIT_OK, error_line, is_war_file, read_war
from gmdesk.errors import GmdeskError, UnknownRulesetError, WarFileError
from gmdesk.sheets.printable import printable_sheets
from gmdesk.store import is_sqlite_file

if TYPE_CHECKING:  # pragma: no cover (Qt is loaded only when a sheet is drawn)
    from PySide6.QtCore import QCoreApplication

PAPERS = ("A4", "Letter")
_app = None  # the QGuiApplication this command made, kept alive while it paints


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gmdesk print", description="Write character sheets to a PDF, laid out as "
                                "the window prints them: one sheet from a new page, skills never cut in half.")
    p.add_argument("file", help="a .gmdesk war file or a JSON war")
    p.add_argument("--character", "-c", action="append", metavar="ID",
                   help="print this character (repeatable; default: every character)")
    p.add_argument("--player-copy", action="store_true",
                   help="the player's copy: what the character's team knows, without GM notes")
    p.add_argument("--paper", default="A4", type=_paper, metavar="A4|Letter", help="the paper size (default: A4)")
    p.add_argument("--language", default="en", choices=("en", "ja"),
                   help="the language of the sheet's own words: headings, labels (default: en)")
    p.add_argument("-o", "--out", required=True, metavar="OUT.pdf", help="the PDF to write")
    return p


def _paper(text: str) -> str:
    for name in PAPERS:
        if name.casefold() == text.casefold():
            return name
    raise argparse.ArgumentTypeError(f"unknown paper size {text!r}; use A4 or Letter")


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return run(args)
    except GmdeskError as exc:
        print(error_line(exc, args), file=sys.stderr)
        return EXIT_INVALID
    except OSError as exc:
        print(f"gmdesk: {exc.filename or args.out}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_INVALID


def run(args: argparse.Namespace) -> int:
    war = read_war(args.file)
    check_output(args.out, args.file)
    try:
        ruleset = rulesets.get(war.ruleset)
    except UnknownRulesetError as exc:
        raise WarFileError(f"{exc} (is its plugin installed?)", path=args.file, field="ruleset") from None
    if not war.characters:
        raise WarFileError("the war has no characters to print", path=args.file, field="characters")
    for cid in args.character or ():
        if cid not in war.characters:
            raise WarFileError(f"no character {cid!r} in this war (its characters: {', '.join(war.characters)})",
                               path=args.file, field="--character", value=cid)
    sheets = printable_sheets(war, ruleset, args.character, player_copy=args.player_copy, source=args.file,
                               language=args.language)
    ensure_gui()
    from gmdesk.ui.printing.pdf import write_pdf

    write_pdf(sheets, args.out, args.paper)
    copy = sheets[0].copy_name
    print(f"Wrote {len(sheets)} sheet{'s' if len(sheets) != 1 else ''} ({copy}, {args.paper}) to {args.out}.")
    return EXIT_OK


def check_output(out: str, source: str) -> None:
    """The output is a new PDF: never the war read, a war file, or a name that says war or JSON."""
    target = Path(out)
    if target.suffix.lower() != ".pdf":
        raise WarFileError("the sheets are written as a PDF: name the output .pdf", path=out, field="-o")
    if os.path.exists(out) and os.path.exists(source) and os.path.samefile(out, source):
        raise WarFileError(f"is the file being read ({source})", path=out, field="-o")
    if is_sqlite_file(out) or (target.exists() and is_war_file(out)):
        raise WarFileError("is a war file: writing the PDF here would replace it; choose another name",
                           path=out, field="-o")
    if target.is_dir():
        raise WarFileError("is a folder; name the PDF to write", path=out, field="-o")
    if not target.resolve().parent.is_dir():
        raise WarFileError("no such folder to write the PDF in", path=out, field="-o")


def ensure_gui() -> QCoreApplication | None:
    """A QGuiApplication for fonts and painting (the window's, when there is one); offscreen when no
    display is set, so the command runs over SSH and in CI."""
    headless = sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    global _app
    if QGuiApplication.instance() is None:
        _app = QGuiApplication(["gmdesk"])
    return QGuiApplication.instance()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
