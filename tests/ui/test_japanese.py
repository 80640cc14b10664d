"""A roll-dice war in its document's Japanese (issue 17): the bundled font renders kanji and kana in the PDF
on a machine without a Japanese font, and the sheet editor and the Turn Desk's pickers show the document's
words beside the English, while an ap-sp war shows English only.

The PDF's text and font list are read back with pypdf. Qt maps a few kanji to the look-alike Kangxi
radicals in the PDF's text layer (力 → ⼒, 田 → ⽥: one glyph, two code points), so the text is compared
after NFKC normalisation, which folds the radicals back.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QFont, QFontDatabase, QRawFont
from PySide6.QtWidgets import QLabel

from gmdesk import rulesets
from gmdesk.model.warfile import load_war
from gmdesk.sheets.printable import printable_sheets
from gmdesk.ui import fonts
from gmdesk.ui.desk import TurnDesk
from gmdesk.ui.document import WarDocument
from gmdesk.ui.printing.pdf import sheet_font, write_pdf
from gmdesk.ui.sheet.editor import SheetEditor
from tests.ui.helpers import shown

MAPS = Path(__file__).resolve().parents[2] / "maps"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
#: Names a Japanese table would give: kanji with 力 and 田 (see the module docstring), kana, a long mark.
NAMES = {"saber": "沖田総司", "odile": "遠坂凛", "lancer": "ランサー・クー"}


def nfkc(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


@pytest.fixture
def roll_dice_war():
    war = load_war(MAPS / "sample-roll-dice.json")
    for cid, name in NAMES.items():
        war.characters[cid].name = name
    war.characters["saber"].true_name = "沖田総司"
    war.characters["lancer"].location = war.characters["saber"].location  # Saber may attack Lancer
    return war


@pytest.fixture
def open_war(tmp_path, qtbot):
    docs = []

    def opened(war):
        docs.append(WarDocument.create(tmp_path / f"war{len(docs)}.gmdesk", war))
        return docs[-1]

    yield opened
    for doc in docs:
        doc.close()


def test_the_bundled_font_is_found_and_registered(qapp):
    folder = fonts.fonts_dir()
    assert folder is not None and (folder / fonts.LICENSE_FILE).is_file()
    assert fonts.register_bundled_fonts() == [fonts.JAPANESE_FAMILY]
    assert fonts.JAPANESE_FAMILY in QFontDatabase.families()
    raw = QRawFont(str(folder / "ipaexg.ttf"), 12)
    assert all(raw.supportsCharacter(ord(c)) for c in "筋力耐久敏捷魔力幸運宝具前衛後衛令呪沖田総司ランサー")


def test_the_fallback_keeps_the_latin_family_first(qapp):
    plain = QFont()
    font = fonts.with_fallback(plain)
    assert font.families()[-1] == fonts.JAPANESE_FAMILY
    assert font.families()[0] != fonts.JAPANESE_FAMILY  # Latin letters keep their own family
    assert sheet_font(9).families()[-1] == fonts.JAPANESE_FAMILY
    fonts.install_fallback()
    assert fonts.JAPANESE_FAMILY in QLabel().font().families()  # the window's widgets inherit it


def test_a_printed_roll_dice_sheet_holds_its_japanese_names_in_the_bundled_font(qapp, roll_dice_war, tmp_path):
    ruleset = rulesets.get(roll_dice_war.ruleset)
    path = tmp_path / "sheets.pdf"
    assert write_pdf(printable_sheets(roll_dice_war, ruleset, list(NAMES), player_copy=False), path, "A4")
    reader = PdfReader(str(path))
    used = set()
    for page in reader.pages:
        table = page["/Resources"]["/Font"]
        used |= {str(table[key].get_object()["/BaseFont"]).lstrip("/") for key in table}
    # The Japanese glyphs come from the bundled font (embedded), the Latin ones keep their own family.
    assert any(name.endswith(fonts.JAPANESE_FAMILY) for name in used), used
    assert any(fonts.JAPANESE_FAMILY not in name for name in used), used
    text = nfkc(" ".join(page.extract_text() for page in reader.pages))
    for name in NAMES.values():
        assert nfkc(name) in text, name
    for word in ("筋力STR", "宝具NP", "社会SOC", "サーヴァントServant", "セイバーSaber", "真名TRUENAME"):
        assert word in text, word
    assert "\ufffd" not in text and "□" not in text


def test_the_sheet_editor_shows_the_documents_words_for_roll_dice_only(qtbot, roll_dice_war, open_war):
    editor = shown(qtbot, SheetEditor(open_war(roll_dice_war)), (900, 800))
    editor.set_character("saber")
    assert editor.findChild(QLabel, "statKey:STR").text() == "<b>筋力 STR</b>"
    assert editor.findChild(QLabel, "statKey:NP").text() == "<b>宝具 NP</b>"
    kind = editor.field("kind")
    assert [kind.itemText(i) for i in range(kind.count())] == ["マスター Master", "サーヴァント Servant",
                                                               "トループ Troop"]
    assert "セイバー Saber" in [editor.field("class").itemText(i) for i in range(editor.field("class").count())]
    labels = [label.text() for label in editor.findChildren(QLabel)]
    assert "真名 True name" in labels and "ランクレベル rank level" in labels

    english = shown(qtbot, SheetEditor(open_war(load_war(MAPS / "sample-ap-sp-night2.json"))), (900, 800))
    english.set_character("saber")
    assert english.findChild(QLabel, "statKey:STR").text() == "<b>STR</b>"
    kind = english.field("kind")
    texts = [label.text() for label in english.findChildren(QLabel)] + [kind.itemText(i) for i in range(kind.count())]
    assert "Servant" in texts
    assert not [t for t in texts if JAPANESE.search(t)]


def picker_texts(picker) -> list[str]:
    texts = [picker.action.itemText(i) for i in range(picker.action.count())]
    for combo in picker.fields.values():
        texts.append(picker.form.labelForField(combo).text())
    return texts


def test_the_turn_desk_pickers_show_the_documents_words_for_roll_dice_only(qtbot, roll_dice_war, open_war):
    desk = shown(qtbot, TurnDesk(open_war(roll_dice_war)), (1366, 768))
    desk.select_character("saber")
    picker = desk.orders.picker
    picker.pick_action("attack")
    texts = picker_texts(picker)
    assert "攻撃 Basic attack (筋力攻撃 (STR attack)) — standard action" in texts
    assert "攻撃対象 Target" in texts and "攻撃 Attack" in texts
    assert picker.preview.text().startswith("Order: 攻撃 Attack on ランサー・クー")
    picker.pick_action("move")
    assert "移動目標 Destination" in picker_texts(picker)

    english = shown(qtbot, TurnDesk(open_war(load_war(MAPS / "sample-ap-sp-night2.json"))), (1366, 768))
    english.select_character("saber")
    picker = english.orders.picker
    picker.pick_action("attack")
    texts = picker_texts(picker)
    assert "Target" in texts
    assert not [t for t in texts if JAPANESE.search(t)]
