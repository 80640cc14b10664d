"""``gmdesk print FILE [--character ID ...] [--player-copy] -o OUT.pdf``: the window's printed sheets
without a window. Bad input gets one line naming the file, the field and the value, and exit code 2.

In-process runs use pytest-qt's ``qapp`` so the command finds the tests' QApplication (it makes a
QGuiApplication only when there is none, as in the subprocess run).
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader

from gmdesk.launcher import main
from gmdesk.model.warfile import load_war, save_war
from gmdesk.store import WarStore

MAPS = Path(__file__).resolve().parents[1] / "maps"
SAMPLE = MAPS / "sample-ap-sp.json"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["print", *argv])
        except SystemExit as exc:  # argparse
            code = exc.code
    return code, out.getvalue(), err.getvalue()


def text_of(path: Path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(str(path)).pages).split())


@pytest.fixture
def war_file(tmp_path) -> Path:
    """The ap-sp sample as a .gmdesk war file in a temporary folder (never in maps/)."""
    path = tmp_path / "war.gmdesk"
    WarStore.create(path, load_war(SAMPLE)).close()
    return path


def test_the_launcher_prints_every_sheet_without_a_display(tmp_path):
    out = tmp_path / "all.pdf"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-m", "gmdesk.launcher", "print", str(SAMPLE), "-o", str(out)],
                          capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Wrote 14 sheets (GM copy, A4) to {out}."
    text = text_of(out)
    for name in ("Odile Verhaegen", "Saber", "Abbess Maudeline Vorn", "Nine-Notch Cleave", "GM ONLY"):
        assert name in text


def test_print_is_listed_in_the_help():
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main(["--help"])
    assert "print" in out.getvalue() and "-o OUT.pdf" in out.getvalue()


def test_chosen_characters_player_copy_from_a_war_file_left_untouched(qapp, war_file, tmp_path):
    before = war_file.read_bytes()
    out = tmp_path / "players.pdf"
    code, stdout, stderr = run(str(war_file), "--character", "saber", "-c", "odile", "--player-copy",
                               "--paper", "letter", "-o", str(out))
    assert (code, stderr) == (0, "")
    assert stdout.strip() == f"Wrote 2 sheets (Player copy, Letter) to {out}."
    reader = PdfReader(str(out))
    assert round(float(reader.pages[0].mediabox.width)) == 612
    text = text_of(out)
    war = load_war(SAMPLE)
    assert "Saber" in text and "Odile Verhaegen" in text and "Tobias" not in text
    assert "Player copy" in text and "GM ONLY" not in text
    for cid in ("saber", "odile"):
        assert " ".join(war.characters[cid].gm_notes.split())[:50] not in text
    assert war_file.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["players.pdf", "war.gmdesk"]  # no lock left behind
    with WarStore.open(war_file) as store:
        assert not store.readonly


def test_a_missing_file_is_named(qapp, tmp_path):
    missing = tmp_path / "nowhere.json"
    code, _, stderr = run(str(missing), "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and stderr == f"gmdesk: {missing}: no such file\n"
    assert not (tmp_path / "x.pdf").exists()


def test_an_unknown_character_is_named(qapp, tmp_path):
    code, _, stderr = run(str(SAMPLE), "--character", "saber", "--character", "zed", "-o", str(tmp_path / "x.pdf"))
    assert code == 2
    assert stderr.startswith(f"gmdesk: {SAMPLE}: --character: no character 'zed' in this war (its characters: odile,")
    assert stderr.count("\n") == 1 and not (tmp_path / "x.pdf").exists()


def test_a_player_copy_of_a_teamless_character_is_refused(qapp, tmp_path):
    war = load_war(SAMPLE)
    war.characters["piet"].team = None
    source = tmp_path / "war.json"
    save_war(war, source)
    code, _, stderr = run(str(source), "-c", "piet", "--player-copy", "-o", str(tmp_path / "x.pdf"))
    assert code == 2
    assert stderr.startswith(f"gmdesk: {source}: characters.piet.team: Piet Brandauer (piet) has no team")
    assert not (tmp_path / "x.pdf").exists()
    code, _, stderr = run(str(source), "-c", "piet", "-o", str(tmp_path / "x.pdf"))  # the GM copy is fine
    assert (code, stderr) == (0, "")


def test_the_output_must_be_a_new_pdf_never_the_war(qapp, war_file, tmp_path):
    before = war_file.read_bytes()
    code, _, stderr = run(str(war_file), "-o", str(war_file))
    assert code == 2 and stderr == f"gmdesk: {war_file}: -o: the sheets are written as a PDF: name the output .pdf\n"
    disguised = tmp_path / "copy.pdf"
    shutil.copy(war_file, disguised)
    code, _, stderr = run(str(war_file), "-o", str(disguised))
    assert code == 2 and "is a war file" in stderr
    code, _, stderr = run(str(war_file), "-o", str(tmp_path / "no" / "such" / "x.pdf"))
    assert code == 2 and "-o: no such folder" in stderr
    assert war_file.read_bytes() == before


def test_an_unknown_paper_size_is_refused(qapp, tmp_path):
    code, _, stderr = run(str(SAMPLE), "--paper", "A5", "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and "unknown paper size 'A5'; use A4 or Letter" in stderr


def test_language_ja_prints_the_sheets_own_words_in_japanese(qapp, tmp_path):
    out = tmp_path / "ja.pdf"
    code, stdout, stderr = run(str(SAMPLE), "-c", "saber", "--language", "ja", "-o", str(out))
    assert (code, stderr) == (0, "")
    text = "".join(unicodedata.normalize("NFKC", text_of(out)).split())  # Qt spaces kanji apart
    assert "GM用" in text and "真名" in text and "現在地" in text and "HrodvarNinefold" in text
    assert "GMCOPY" not in text and "TRUENAME" not in text and "LOCATION" not in text


def test_an_unknown_language_is_refused(qapp, tmp_path):
    code, _, stderr = run(str(SAMPLE), "--language", "fr", "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and "--language" in stderr and "'fr'" in stderr
