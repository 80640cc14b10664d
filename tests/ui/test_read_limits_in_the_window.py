"""A JSON war refused at a read limit (issue 20) gives the error dialog in the window's language, naming
the file, the field and the value: the core's refusal is a Message (gmdesk/model/jsontext.py), said by the
dialog in Japanese in a Japanese window and in English in an English one."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from gmdesk.ui import i18n
from tests.model.test_json_limits import war_text
from tests.ui import test_damaged_files_in_the_window as damaged_files

window = damaged_files.window  # the fixture: the window, no war open yet


@pytest.fixture
def japanese():
    i18n.install("ja")
    yield
    i18n.install("en")


def refusal_of(window, path) -> str:
    assert not window.import_json(path)
    boxes = [d for d in window.dialogs if isinstance(d, QMessageBox) and d.isVisible()]
    assert len(boxes) == 1
    return boxes[-1].text()


def too_large(tmp_path):
    path = tmp_path / "war.json"
    path.write_text(war_text(notes="x" * 200_001), encoding="utf-8")
    return path


def too_deep(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(war_text().replace('"seed": 7', '"seed": 7, "extra_list": ' + "[" * 65 + "]" * 65),
                    encoding="utf-8")
    return path


def test_a_read_limit_in_a_japanese_window_is_said_in_japanese(japanese, window, tmp_path):
    assert refusal_of(window, too_large(tmp_path)) == (f"{tmp_path / 'war.json'}: characters[0](saber).notes："
                                                       "200,001文字のテキストです（最大200,000文字）")
    window.dialogs[-1].close()
    assert refusal_of(window, too_deep(tmp_path)) == (f"{tmp_path / 'deep.json'}: extra_list{'[0]' * 63}："
                                                      "入れ子が64段より深くなっています")


def test_the_same_refusal_in_an_english_window_is_english(window, tmp_path):
    assert refusal_of(window, too_large(tmp_path)) == (f"{tmp_path / 'war.json'}: characters[0](saber).notes: "
                                                       "a text of 200,001 characters (at most 200,000)")
