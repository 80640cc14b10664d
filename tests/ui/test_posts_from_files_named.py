"""Turn > Read Posts from Files… with a post saved in another encoding (QA qa-safety): the dialog names the file
(before: "'utf-8' codec can't decode byte 0x83 in position 0: invalid start byte", no file), nothing is read,
and the desk reads the posts again once the file is saved as UTF-8 (with or without a byte order mark)."""

from __future__ import annotations

import codecs
from pathlib import Path

POSTS = Path(__file__).resolve().parents[1] / "fixtures" / "posts" / "ap-sp-night2"


def test_a_post_not_saved_as_utf8_is_named_and_nothing_is_read(sample_window, tmp_path):
    sample_window.ensure_ready()
    desk = sample_window.docks["desk"].widget()
    orders = list(sample_window.document.war.orders)
    sjis = tmp_path / "hale.txt"
    sjis.write_bytes("セイバーは港へ移動".encode("shift_jis"))
    assert desk.read_post_files([POSTS / "arakida.txt", sjis]) is None
    assert desk.error_dialog.text() == f"{sjis}: not a text file (expected a post saved as UTF-8 text)"
    assert sample_window.document.war.orders == orders
    sjis.write_bytes(codecs.BOM_UTF8 + (POSTS / "hale.txt").read_bytes())
    assert desk.read_post_files([POSTS / "arakida.txt", sjis])
