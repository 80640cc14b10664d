"""Text files as a GM's editor saves them (QA qa-safety): a JSON war, orders or a forum post that starts with
the byte order mark Windows editors write (Notepad's "UTF-8" until 2019) reads as without it, and a file that is
not UTF-8 at all (a post saved as Shift_JIS) is refused naming the file. Before, the war was refused as
"Unexpected UTF-8 BOM (decode using utf-8-sig)", a post's first line kept an invisible character, and
`gmdesk intake` printed Python's codec error."""

from __future__ import annotations

import codecs
from pathlib import Path

from gmdesk.model.warfile import load_war
from tests.store.helpers import MAPS, run

POSTS = Path(__file__).resolve().parent / "fixtures" / "posts" / "ap-sp-night2"


def _with_bom(source: Path, target: Path) -> Path:
    target.write_bytes(codecs.BOM_UTF8 + source.read_bytes())
    return target


def test_a_war_and_its_orders_saved_with_a_byte_order_mark_read_as_without_it(tmp_path, capsys):
    war = _with_bom(MAPS / "sample-valor.json", tmp_path / "war.json")
    assert load_war(war).to_dict() == load_war(MAPS / "sample-valor.json").to_dict()
    code, out, _err = run(capsys, "validate", war)
    assert code == 0 and "valid" in out
    orders = tmp_path / "orders.json"
    orders.write_text('[{"actor": "saber", "action": "move", "to": "threeways"}]', encoding="utf-8-sig")
    assert run(capsys, "import", war, tmp_path / "war.gmdesk")[0] == 0
    code, out, err = run(capsys, "resolve", tmp_path / "war.gmdesk", "--orders", orders)
    assert code == 0 and "Stored turn 1" in out, err


def test_a_post_with_a_byte_order_mark_reads_as_without_it_and_one_not_utf8_is_named(tmp_path, capsys):
    assert run(capsys, "import", MAPS / "sample-ap-sp-night2.json", tmp_path / "war.gmdesk")[0] == 0
    plain = run(capsys, "intake", tmp_path / "war.gmdesk", POSTS / "arakida.txt", "--json")
    marked = run(capsys, "intake", tmp_path / "war.gmdesk", _with_bom(POSTS / "arakida.txt", tmp_path / "a.txt"),
                 "--json")
    assert marked == plain and plain[0] == 0
    sjis = tmp_path / "sjis.txt"
    sjis.write_bytes("セイバーは港へ移動".encode("shift_jis"))
    code, out, err = run(capsys, "intake", tmp_path / "war.gmdesk", sjis)
    assert (code, err.strip()) == (2, f"gmdesk: {sjis}: not a text file (expected a post saved as UTF-8 text)")
