"""Printed sheets as PDF: every sample sheet prints with its names, stats and skills; the player's copy
holds no GM secret; no skill is cut in half; preview, printer and PDF paint the same pages.

The PDF's text is read back with pypdf (Qt writes tabs between words: whitespace is normalised).
"""

from __future__ import annotations

import copy
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.sheets.printable import printable_sheets
from gmdesk.ui.printing.dialog import PrintSheetsDialog, export_sheets_dialog, print_sheets_dialog
from gmdesk.ui.printing.pdf import write_pdf
from gmdesk.ui.printing.preview import make_preview, new_printer, print_to, progress_bar

MAPS = Path(__file__).resolve().parents[2] / "maps"
SAMPLES = sorted(p.name for p in MAPS.glob("sample-*.json"))
POINTS_A4 = (595, 842)
POINTS_LETTER = (612, 792)
PDF_FILTER = "PDF (*.pdf)"


def sample(name):
    war = load_war(MAPS / name)
    return war, rulesets.get(war.ruleset)


def words(text) -> str:
    """The PDF's text with runs of white space as one space, and NFKC-normalised: Qt writes some kanji
    into the text layer as their look-alike radicals (士 as ⼠, 木 as ⽊; docs/japanese.md)."""
    return " ".join(unicodedata.normalize("NFKC", str(text)).split())


def pages_of(path) -> list[str]:
    return [words(page.extract_text()) for page in PdfReader(str(path)).pages]


@pytest.fixture(scope="module")
def printed(qapp, tmp_path_factory):
    """Every sample war printed whole, GM copy and player copy: name → (war, GM pages, player pages)."""
    folder = tmp_path_factory.mktemp("printed")
    found = {}
    for name in SAMPLES:
        war, ruleset = sample(name)
        pages = {}
        for player in (False, True):
            path = folder / f"{name}-{player}.pdf"
            assert write_pdf(printable_sheets(war, ruleset, player_copy=player), path, "A4")
            pages[player] = pages_of(path)
        found[name] = (war, pages[False], pages[True])
    return found


@pytest.mark.parametrize("name", SAMPLES)
def test_every_sample_sheet_prints_its_names_stats_and_skills(printed, name):
    war, gm_pages, _ = printed[name]
    text = " ".join(gm_pages)
    ruleset = rulesets.get(war.ruleset)
    name_field = ruleset.skill_format.field("name")
    for ch in war.characters.values():
        assert ch.name in text
        for key, rank in ch.stats.items():
            assert f"{key} {rank}" in text, (ch.id, key)
        for entry in ch.skills:
            assert words(ruleset.skill_format.value(entry, name_field)) in text, ch.id
        if ch.gm_notes:
            assert words(ch.gm_notes) in text
    # Each sheet starts on a new page, numbered from 1.
    firsts = [p for p in gm_pages if "page 1 /" in p]
    assert len(firsts) == len(war.characters)


@pytest.mark.parametrize("name", SAMPLES)
def test_the_player_copy_has_no_gm_note(printed, name):
    war, _, player_pages = printed[name]
    text = " ".join(player_pages)
    assert "GM ONLY" not in text and "GM copy" not in text and "Player copy" in text
    for ch in war.characters.values():
        assert ch.name in text
        if ch.gm_notes:
            assert words(ch.gm_notes)[:60] not in text, ch.id


def test_a_servant_whose_true_name_was_not_told_has_none_in_the_player_copy(qapp, tmp_path):
    """roll-dice 004:L299-L303."""
    war, ruleset = sample("sample-roll-dice.json")
    saber = war.characters["saber"]
    saber.flags["true_name_told"] = False
    for player in (False, True):
        path = tmp_path / f"{player}.pdf"
        write_pdf(printable_sheets(war, ruleset, ["saber", "odile"], player_copy=player), path)
        text = " ".join(pages_of(path))
        assert ("Hrodvar" in text) is not player
        assert ("Ninefold Ford" in text) is not player  # a skill not yet seen in a check


def many_skills_war():
    war, ruleset = sample("sample-ap-sp.json")
    saber = war.characters["saber"]
    saber.skills = [{"Name": f"Skill {i:02d} of forty", "Rank": "B", "Type": "Support", "Cost": "1 SP",
                     "Description": "Words that run on. " * (i % 7 * 7) + f"Ends skill {i:02d}."}
                    for i in range(40)]
    return war, ruleset


@pytest.mark.parametrize("paper, points", [("A4", POINTS_A4), ("Letter", POINTS_LETTER)])
def test_no_skill_is_cut_in_half(qapp, tmp_path, paper, points):
    war, ruleset = many_skills_war()
    path = tmp_path / "skills.pdf"
    write_pdf(printable_sheets(war, ruleset, ["saber"], player_copy=False), path, paper)
    pages = pages_of(path)
    assert len(pages) > 3
    for i in range(40):
        name_on = [n for n, text in enumerate(pages) if f"Skill {i:02d} of forty" in text]
        last_on = [n for n, text in enumerate(pages) if f"Ends skill {i:02d}." in text]
        assert len(name_on) == 1 and name_on == last_on, (i, name_on, last_on)
    box = PdfReader(str(path)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == points
    assert f"page {len(pages)} / {len(pages)}" in pages[-1]
    assert "Saber · House Verhaegen (continued)" in pages[1] and "(continued)" not in pages[0]


def test_a_block_taller_than_a_page_is_split_between_lines(qapp, tmp_path):
    war, ruleset = sample("sample-ap-sp.json")
    war.characters["saber"].notes = "\n".join(f"Line {i:03d} of the notes, " + "and more " * 12 for i in range(160))
    path = tmp_path / "notes.pdf"
    write_pdf(printable_sheets(war, ruleset, ["saber"], player_copy=False), path)
    pages = pages_of(path)
    text = " ".join(pages)
    assert len(pages) >= 3
    for i in range(160):
        assert text.count(f"Line {i:03d} of the notes,") == 1, i  # every line once, none cut in two


def test_write_pdf_reports_progress_and_a_cancel_leaves_no_file(qapp, tmp_path):
    war, ruleset = sample("sample-ap-sp.json")
    sheets = printable_sheets(war, ruleset, player_copy=False)
    seen = []
    path = tmp_path / "all.pdf"
    assert write_pdf(sheets, path, progress=lambda done, total: seen.append((done, total)) or True)
    assert seen == [(n, 14) for n in range(1, 15)]
    old = path.read_bytes()
    assert not write_pdf(sheets[:3], path, progress=lambda done, total: done < 2)
    assert path.read_bytes() == old  # the cancelled PDF did not replace the one there
    assert not write_pdf(sheets, tmp_path / "new.pdf", progress=lambda done, total: False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["all.pdf"]


def test_preview_printer_and_pdf_paint_the_same_pages(qtbot, tmp_path):
    war, ruleset = sample("sample-ap-sp-night2.json")
    sheets = printable_sheets(war, ruleset, ["saber", "tobias", "berserker"], player_copy=False)
    write_pdf(sheets, tmp_path / "a.pdf")
    expected = len(PdfReader(str(tmp_path / "a.pdf")).pages)

    preview = make_preview(None, sheets, "A4")
    qtbot.addWidget(preview)
    preview.show()
    qtbot.waitExposed(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == expected)

    printer = new_printer("A4")  # as the print dialog gets it, set up for the chosen paper
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printer.pdf"))
    assert print_to(None, printer, sheets)
    assert len(PdfReader(str(tmp_path / "printer.pdf")).pages) == expected


def test_the_progress_bar_can_be_cancelled(qtbot):
    assert progress_bar(None, "Writing", 1) == (None, None)  # one sheet: no bar
    dialog, moved = progress_bar(None, "Writing", 14)
    qtbot.addWidget(dialog)
    assert moved(3, 14) and dialog.value() == 3
    dialog.cancel()
    assert moved(4, 14) is False


def test_the_dialog_chooses_characters_copy_and_paper(qtbot, document, tmp_path, monkeypatch):
    dialog = PrintSheetsDialog(document, "saber")
    qtbot.addWidget(dialog)
    assert dialog.only_selected.isChecked() and dialog.chosen_ids() == ["saber"]
    dialog.every.setChecked(True)
    assert dialog.chosen_ids() is None  # every character (for player copies: every one with a team)
    dialog.checked.setChecked(True)
    assert dialog.list.isEnabled() and dialog.chosen_ids() == ["saber"]
    dialog.list.item(0).setCheckState(Qt.CheckState.Checked)  # odile
    assert dialog.chosen_ids() == ["odile", "saber"]
    dialog.copy.setCurrentIndex(1)
    dialog.paper.setCurrentText("Letter")
    assert dialog.suggested_file().name.endswith("(player copy).pdf")

    target = tmp_path / "handout"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), PDF_FILTER))
    dialog.export()
    assert dialog.exported == tmp_path / "handout.pdf" and dialog.result() == dialog.DialogCode.Accepted
    reader = PdfReader(str(dialog.exported))
    text = words(" ".join(p.extract_text() for p in reader.pages))
    assert "Odile Verhaegen" in text and "Player copy" in text and "GM ONLY" not in text
    assert round(float(reader.pages[0].mediabox.width)) == POINTS_LETTER[0]


def test_the_dialog_refuses_a_player_copy_of_a_teamless_character(qtbot, document, tmp_path, monkeypatch):
    war = copy.deepcopy(document.war)
    war.characters["piet"].team = None
    document.war = war
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a) or ("", ""))
    dialog = PrintSheetsDialog(document, "piet")
    qtbot.addWidget(dialog)
    dialog.copy.setCurrentIndex(1)
    dialog.export()
    assert asked == []  # refused before the GM is asked where
    box = dialog.errors[-1]
    assert isinstance(box, QMessageBox) and "Piet Brandauer (piet) has no team" in box.text()


def test_the_dialog_previews_the_chosen_sheets(qtbot, document):
    dialog = PrintSheetsDialog(document, "tobias")
    qtbot.addWidget(dialog)
    dialog.show_preview()
    qtbot.addWidget(dialog.preview)
    qtbot.waitExposed(dialog.preview)
    widget = dialog.preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == 1)
    assert "Tobias Greenhalgh (GM copy)" in dialog.preview.windowTitle()


def test_the_menu_functions_open_the_dialog(qtbot, document):
    shown = print_sheets_dialog(None, document, "saber")
    qtbot.addWidget(shown)
    assert shown.isVisible() and shown.print_button.isDefault()
    exported = export_sheets_dialog(None, document)
    qtbot.addWidget(exported)
    assert exported.export_button.isDefault() and exported.every.isChecked()
    assert not exported.only_selected.isEnabled()


def test_file_export_sheets_as_pdf_says_where_the_pdf_went(sample_window, tmp_path, monkeypatch):
    """QA first hour: after Export PDF… nothing said where the file was written."""
    target = tmp_path / "sheets.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), PDF_FILTER))
    dialog = sample_window.characters.export_sheets()
    dialog.every.setChecked(True)
    dialog.export()
    assert target.is_file()
    message = sample_window.statusBar().currentMessage()
    assert message == f"Wrote {dialog.exported_count} sheet(s) to {target}" and dialog.exported_count > 1
