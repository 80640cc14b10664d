"""Benchmark (not a test): the sheet editor and printing on the sample wars.

- showing a sheet: ``SheetEditor.set_character`` (the form laid out for the kind, every field loaded, the
  problems and derived values computed), against a bare ``QTextBrowser`` showing the same sheet's HTML;
- an edit: a stat changed through the document until the editor has redrawn (undo between runs);
- printing: every sheet of the ap-sp sample (14) to PDF, and 112 sheets (the sample's 14, eight times).

Run: python benchmarks/bench_sheets.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QTextBrowser  # noqa: E402

from common import median_ms  # noqa: E402
from gmdesk.model.sheetedits import SetSheetValue  # noqa: E402
from gmdesk.model.warfile import load_war  # noqa: E402
from gmdesk.sheets.html import character_html  # noqa: E402
from gmdesk.sheets.printable import printable_sheets  # noqa: E402
from gmdesk.ui.document import WarDocument  # noqa: E402
from gmdesk.ui.printing.pdf import write_pdf  # noqa: E402
from gmdesk.ui.sheet.editor import SheetEditor  # noqa: E402

MAPS = Path(__file__).resolve().parent.parent / "maps"


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        for sample in ("sample-ap-sp-night2.json", "sample-roll-dice.json"):
            doc = WarDocument.create(Path(tmp) / f"{sample}.gmdesk", load_war(MAPS / sample))
            editor = SheetEditor(doc)
            editor.resize(600, 900)
            editor.show()
            browser = QTextBrowser()
            browser.resize(600, 900)
            browser.show()
            cids = list(doc.war.characters)

            def show_all():
                for cid in cids:
                    editor.set_character(cid)
                    app.processEvents()

            def browse_all():
                for cid in cids:
                    browser.setHtml(character_html(doc.war, doc.ruleset, cid))
                    app.processEvents()

            shown = median_ms(show_all, 7) / len(cids)
            bare = median_ms(browse_all, 7) / len(cids)
            editor.set_character("saber")
            letter = str(doc.war.characters["saber"].stats["STR"])

            def edit_and_undo():
                doc.do(SetSheetValue("saber", ("stats", "STR"), "EX" if letter != "EX" else "A"))
                app.processEvents()
                doc.undo_stack.undo()
                app.processEvents()

            edit = median_ms(edit_and_undo, 15) / 2
            print(f"{sample}: show a sheet {shown:.1f} ms (bare HTML view {bare:.1f} ms, ×{shown / bare:.1f}); "
                  f"an edit until redrawn {edit:.1f} ms")
            editor.close()
            browser.close()
            doc.close()
        war = load_war(MAPS / "sample-ap-sp.json")
        from gmdesk import rulesets

        sheets = printable_sheets(war, rulesets.get(war.ruleset), player_copy=False)
        out = Path(tmp) / "sheets.pdf"
        every = median_ms(lambda: write_pdf(sheets, out), 5)
        many = median_ms(lambda: write_pdf(sheets * 8, out), 3)
        print(f"PDF: {len(sheets)} sheets {every:.0f} ms; {len(sheets) * 8} sheets {many:.0f} ms "
              f"({many / (len(sheets) * 8):.1f} ms a sheet)")


if __name__ == "__main__":
    main()
