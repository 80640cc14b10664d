"""Pictures of the desk for the README and the docs, drawn offscreen from the bundled sample war.

    QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py [desk] [printed-sheet] [sheet-editor] [night] [sweep]
        [roll-dice-ja]

Writes ``docs/images/desk.png`` (the main window on the sample war) and ``docs/images/map-as-seen-by.png``
(the same map as one team knows it) — ``desk`` — and ``docs/images/printed-sheet.png`` (page 1 of the
sample ap-sp Saber's printed GM copy, the PDF rendered by pypdfium2: the ``docs`` extra) —
``printed-sheet``; ``docs/images/sheet-editor.png`` and ``sheet-editor-skills.png`` (the Sheet dock
editing the sample Saber) — ``sheet-editor``; ``docs/images/turn-desk.png`` and ``timeline.png`` (the
night's orders at the desk; the resolved night in the timeline, the map at a moment) — ``night``;
``docs/images/sweep/<W>x<H>-desk.png`` and ``-timeline.png`` at the screen sizes of :data:`SWEEP_SIZES`
(the whole window at the turn desk, then after the night is resolved, the map at a moment) — ``sweep``;
``desk.png`` and ``timeline.png`` are the sweep's 1600 × 1000 pictures; ``docs/images/roll-dice-sheet-ja.png``
(a roll-dice war with Japanese names, the Sheet dock in the document's words) — ``roll-dice-ja``. No name:
every picture. Settings and the sample's war file go to a temporary folder, so the GM's own are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gmdesk import rulesets  # noqa: E402
from gmdesk.model.warfile import load_war  # noqa: E402
from gmdesk.sheets.printable import printable_sheets  # noqa: E402
from gmdesk.ui.app import build_window  # noqa: E402
from gmdesk.ui.bundled import maps_dir  # noqa: E402
from gmdesk.ui.printing.pdf import write_pdf  # noqa: E402

IMAGES = Path(__file__).resolve().parent / "images"
#: The printed page's picture: the sample war, the character, and how finely the page is rendered.
PRINTED_WAR = "sample-ap-sp.json"
PRINTED_CHARACTER = "saber"
PRINTED_DPI = 110
#: The screen sizes of the sweep (a laptop's to a desktop's), and the one the README pictures are drawn at.
SWEEP_SIZES = ((1280, 720), (1366, 768), (1600, 1000), (1920, 1080))
README_SIZE = (1600, 1000)


def _cast_as_wide_as_wanted(window, app: QApplication) -> None:
    """The Cast as wide as the window's first layout makes it on a screen this size (from 1500 pixels wide)."""
    cast = window.docks["cast"]
    window.resizeDocks([cast], [cast.wanted_width()], Qt.Orientation.Horizontal)
    app.processEvents()


def desk(app: QApplication) -> list[Path]:
    with tempfile.TemporaryDirectory() as tmp:
        window = build_window(["--sample", "--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
        window.resize(1500, 940)
        window.show()
        app.processEvents()
        _cast_as_wide_as_wanted(window, app)  # (offscreen, the first layout was made for a small screen)
        window.docks["cast"].select_character(next(iter(window.document.war.characters)))
        first = next(iter(window.document.war.characters))
        window.docks["sheet"].show_character(first)
        window.map_panel.view.fit()
        app.processEvents()
        IMAGES.mkdir(exist_ok=True)
        window.grab().save(str(IMAGES / "desk.png"))
        team = window.document.war.teams[0].id
        window.map_panel.set_viewer(team)
        app.processEvents()
        window.map_panel.grab().save(str(IMAGES / "map-as-seen-by.png"))
        window.close()
    return [IMAGES / "desk.png", IMAGES / "map-as-seen-by.png"]


def printed_sheet(app: QApplication) -> list[Path]:
    """Print the sheet as ``gmdesk print`` does, then turn the PDF's first page into a PNG."""
    war = load_war(maps_dir() / PRINTED_WAR)
    sheets = printable_sheets(war, rulesets.get(war.ruleset), [PRINTED_CHARACTER], player_copy=False)
    target = IMAGES / "printed-sheet.png"
    IMAGES.mkdir(exist_ok=True)
    _pdf_page(sheets, target)
    return [target]


def _pdf_page(sheets, target: Path) -> None:
    """Print ``sheets`` to a PDF and render its first page as ``target`` (pypdfium2: the ``docs`` extra)."""
    import pypdfium2

    with tempfile.TemporaryDirectory() as tmp:
        pdf_path = Path(tmp) / "sheet.pdf"
        write_pdf(sheets, pdf_path, "A4")
        pdf = pypdfium2.PdfDocument(str(pdf_path))
        try:
            bitmap = pdf[0].render(scale=PRINTED_DPI / 72, rev_byteorder=True)
            formats = {"RGB": QImage.Format.Format_RGB888, "RGBX": QImage.Format.Format_RGBX8888,
                       "RGBA": QImage.Format.Format_RGBA8888}
            image = QImage(bytes(bitmap.buffer), bitmap.width, bitmap.height, bitmap.stride, formats[bitmap.mode])
            if not image.save(str(target)):
                raise OSError(f"cannot write {target}")
        finally:
            pdf.close()


def sheet_editor(app: QApplication) -> list[Path]:
    """The Sheet dock: the roll-dice sample's Saber with END raised past the FP budget (the derived values
    and the problem list say so), then the ap-sp sample's Saber's skills table."""
    import shutil

    with tempfile.TemporaryDirectory() as tmp:
        window = build_window(["--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
        window.resize(1500, 1100)
        window.show()
        IMAGES.mkdir(exist_ok=True)
        for war, picture, show in (("sample-roll-dice.json", "sheet-editor.png", _over_budget),
                                   ("sample-ap-sp.json", "sheet-editor-skills.png", _skills_tab)):
            copy = Path(tmp) / war
            shutil.copy(maps_dir() / war, copy)
            window.open_path(copy)
            app.processEvents()
            sheet = window.docks["sheet"]
            window.characters.edit_sheet("saber")
            window.resizeDocks([sheet], [600], Qt.Orientation.Horizontal)
            app.processEvents()
            show(sheet, app)
            sheet.grab().save(str(IMAGES / picture))
        window.close()
    return [IMAGES / "sheet-editor.png", IMAGES / "sheet-editor-skills.png"]


def _over_budget(sheet, app: QApplication) -> None:
    picker = sheet.editor.field("stats.END")
    picker.letter.setCurrentIndex(picker.letter.findData("EX"))
    picker.letter.activated.emit(picker.letter.currentIndex())
    app.processEvents()
    sheet.editor.form_host.ensureWidgetVisible(sheet.editor.derived_table)
    app.processEvents()


def _skills_tab(sheet, app: QApplication) -> None:
    sheet.editor.tabs.setCurrentIndex(1)
    app.processEvents()


def night(app: QApplication) -> list[Path]:
    """The turn desk with the night's orders (Saber's picked), then the resolved night in the timeline with
    a damage event selected and the map at the end of the Movement Phase, moves drawn as arrows."""
    import shutil

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "sample-ap-sp-night2.json"
        shutil.copy(maps_dir() / copy.name, copy)
        window = build_window([str(copy), "--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
        window.resize(1600, 1100)
        window.show()
        desk_dock, timeline_dock = window.docks["desk"], window.docks["timeline"]
        window.resizeDocks([desk_dock], [520], Qt.Orientation.Vertical)
        desk_dock.raise_()
        desk = desk_dock.widget()
        desk.select_character("archer")
        picker = desk.orders.picker
        picker.pick_action("move", None)
        picker.pick("to", "harbour-docks")
        picker.add_button.click()
        desk.select_character("saber")
        app.processEvents()
        IMAGES.mkdir(exist_ok=True)
        desk_dock.grab().save(str(IMAGES / "turn-desk.png"))
        window.turn_commands.resolve()
        window.resizeDocks([window.docks["turns"], timeline_dock], [260, 1240], Qt.Orientation.Horizontal)
        window.resizeDocks([timeline_dock], [470], Qt.Orientation.Vertical)
        _cast_as_wide_as_wanted(window, app)
        app.processEvents()
        timeline = timeline_dock.widget()
        damage = next(e for e in timeline.events if e.kind == "damage")
        timeline.select_event(damage.seq)
        movement = [e.seq for e in timeline.events if e.phase == "movement"]
        timeline.set_moment(movement[-1])
        window.map_panel.view.fit()
        app.processEvents()
        window.grab().save(str(IMAGES / "timeline.png"))
        window.close()
    return [IMAGES / "turn-desk.png", IMAGES / "timeline.png"]


#: Japanese names for the roll-dice sample's Masters (the document is Japanese; so may a GM's table be).
JAPANESE_NAMES = {"odile": "霧島 朔夜", "tobias": "葛城 蓮", "mirela": "白峰 千里", "jun": "荒木田 潤"}


def roll_dice_japanese(app: QApplication) -> list[Path]:
    """The roll-dice sample at 1366×768 with Japanese names: the Sheet dock on Saber, in the document's words
    (筋力 STR…), kanji and kana in the bundled font; the printed page goes to ``/tmp/roll-dice-sheet-ja-page.png``
    for a look (not for the README)."""
    from gmdesk.model.warfile import save_war

    with tempfile.TemporaryDirectory() as tmp:
        war = load_war(maps_dir() / "sample-roll-dice.json")
        for cid, name in JAPANESE_NAMES.items():
            war.characters[cid].name = name
        war.characters["saber"].flags["row"] = "front"
        war.characters["odile"].flags["row"] = "back"
        copy = Path(tmp) / "roll-dice-ja.json"
        save_war(war, copy)
        window = build_window([str(copy), "--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
        window.resize(1366, 768)
        window.show()
        sheet = window.docks["sheet"]
        window.characters.edit_sheet("saber")
        for name, dock in window.docks.items():  # room for the sheet: only the cast, the map and the sheet
            if name not in ("cast", "sheet"):
                dock.close()
        window.resizeDocks([sheet], [640], Qt.Orientation.Horizontal)
        window.map_panel.view.fit()
        app.processEvents()
        sheet.editor.form_host.ensureWidgetVisible(sheet.editor.field("stats.NP"))
        app.processEvents()
        IMAGES.mkdir(exist_ok=True)
        window.grab().save(str(IMAGES / "roll-dice-sheet-ja.png"))
        sheet.editor.tabs.setCurrentIndex(sheet.preview_tab)
        app.processEvents()
        window.grab().save("/tmp/roll-dice-sheet-ja-preview.png")
        window.close()
        _pdf_page(printable_sheets(war, rulesets.get(war.ruleset), ["odile"], player_copy=False),
                  Path("/tmp/roll-dice-sheet-ja-page.png"))
    return [IMAGES / "roll-dice-sheet-ja.png"]


def sweep(app: QApplication) -> list[Path]:
    """The whole window at each of :data:`SWEEP_SIZES`: the turn desk with Saber's orders and a flight being
    picked beside the first Master's sheet, then the resolved night with the map at the end of the Movement Phase and Saber's sheet."""
    import shutil

    folder = IMAGES / "sweep"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for width, height in SWEEP_SIZES:
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "sample-ap-sp-night2.json"
            shutil.copy(maps_dir() / copy.name, copy)
            window = build_window([str(copy), "--settings", str(Path(tmp) / "s.ini"), "--home", tmp])
            window.resize(width, height)
            window.show()
            app.processEvents()
            window.docks["desk"].raise_()
            desk = window.docks["desk"].widget()
            desk.select_character("saber")
            desk.orders.picker.pick_action("flee", None)
            window.characters.edit_sheet(next(iter(window.document.war.characters)))  # a Master's sheet
            app.processEvents()
            for name, grab in (("desk", window.grab()), ("timeline", _resolved(window, app).grab())):
                target = folder / f"{width}x{height}-{name}.png"
                grab.save(str(target))
                written.append(target)
                if (width, height) == README_SIZE:
                    shutil.copy(target, IMAGES / f"{name}.png")
                    written.append(IMAGES / f"{name}.png")
            window.close()
    return written


def _resolved(window, app: QApplication):
    """Resolve the night, show the map after its Movement Phase and Saber's sheet; the window."""
    window.turn_commands.resolve()
    app.processEvents()
    timeline = window.docks["timeline"].widget()
    movement = [e.seq for e in timeline.events if e.phase == "movement"]
    timeline.set_moment(movement[-1])
    window.characters.edit_sheet("saber")
    window.map_panel.view.fit()
    app.processEvents()
    return window


PICTURES = {"desk": desk, "printed-sheet": printed_sheet, "sheet-editor": sheet_editor, "night": night,
            "sweep": sweep, "roll-dice-ja": roll_dice_japanese}


def main(argv: list[str]) -> int:
    unknown = [name for name in argv if name not in PICTURES]
    if unknown:
        print(f"unknown picture {unknown[0]!r}; choose from: {', '.join(PICTURES)}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    written = [path for name in (argv or list(PICTURES)) for path in PICTURES[name](app)]
    print("wrote " + ", ".join(str(p) for p in written))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
