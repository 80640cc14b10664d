"""The desktop files, the icon set and the bundle's spec (issue 22), checked without building anything:
well-formed, consistent with one another, and shipping ``maps/`` and ``resources/``. The bundle itself is
built and run by ``packaging/smoke``."""

from __future__ import annotations

import configparser
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gmdesk import places

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = ROOT / "resources" / "desktop"
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)
MIME = "application/x-gmdesk"


def common() -> dict:
    scope = {"__file__": str(ROOT / "packaging" / "common.py")}
    exec(compile((ROOT / "packaging" / "common.py").read_text(encoding="utf-8"), scope["__file__"], "exec"), scope)
    return scope


def test_desktop_file_is_an_application_opening_gmdesk_files():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in a desktop file
    parser.read(DESKTOP / f"{places.APP_ID}.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "gmdesk"
    assert entry["Icon"] == places.APP_ID
    assert entry["Exec"] == "gmdesk %f"  # one file: the launcher opens a .gmdesk in the window
    assert MIME in entry["MimeType"].split(";") and entry["MimeType"].endswith(";")
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Terminal"] == "false"


def test_metainfo_names_the_desktop_file_the_icon_and_the_file_type():
    root = ET.parse(DESKTOP / f"{places.APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == places.APP_ID
    assert root.findtext("launchable") == f"{places.APP_ID}.desktop"
    assert root.findtext("icon") == places.APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"  # pyproject.toml's
    assert [m.text for m in root.iter("mediatype")] == [MIME]
    assert root.find("description/p") is not None and root.findtext("summary")
    from gmdesk import __version__

    assert root.find("releases/release").get("version") == __version__


def test_mime_type_claims_the_gmdesk_suffix():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(DESKTOP / f"{places.APP_ID}.mime.xml").getroot()
    kinds = root.findall("m:mime-type", ns)
    assert [k.get("type") for k in kinds] == [MIME]
    assert [g.get("pattern") for g in kinds[0].findall("m:glob", ns)] == ["*.gmdesk"]
    assert kinds[0].find("m:icon", ns).get("name") == places.APP_ID


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    assert data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", SIZES)
def test_icon_png_at_each_size(size):
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{places.APP_ID}.png"
    assert png_size(path) == (size, size)


def test_icon_svg_is_the_drawing_and_well_formed():
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{places.APP_ID}.svg"
    assert scalable.read_bytes() == (ICONS / "gmdesk.svg").read_bytes()  # make_icons.py copies it
    root = ET.parse(scalable).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


def test_spec_ships_maps_resources_and_the_guide_and_leaves_build_scripts_out():
    scope = common()
    assert scope["DATA_FOLDERS"] == ("maps", "resources", "docs")
    shipped = {(Path(src).relative_to(ROOT).as_posix(), dest) for src, dest in scope["data_files"](ROOT)}
    for wanted in ("maps/sample-ap-sp-night2.json", "maps/city.map.json", "resources/fonts/ipaexg.ttf",
                   "resources/fonts/IPA_Font_License_Agreement_v1.0.txt", "resources/skills/ap-sp.json", "resources/i18n/core_ja.json",
                   f"resources/desktop/{places.APP_ID}.desktop",
                   f"resources/icons/hicolor/256x256/apps/{places.APP_ID}.png", "docs/desktop.md",
                   "docs/images/desk.png", "docs/files-and-folders.md"):
        assert (wanted, str(Path(wanted).parent)) in shipped, wanted
    assert any(src.startswith("resources/cases/") for src, _ in shipped)
    assert not [src for src, _ in shipped if src.endswith(".py")]  # maps/build_*.py, make_icons.py
    assert not [src for src, _ in shipped if "/sweep/" in src]  # the docs' scratch screenshots
    for name in ("tkinter", "pytest", "PySide6.QtWebEngineCore", "PySide6.Qt3DCore", "PySide6.QtMultimedia"):
        assert name in scope["EXCLUDES"]


@pytest.mark.parametrize("spec", ["packaging/gmdesk.spec", "packaging/windows/gmdesk.spec",
                                  "packaging/macos/gmdesk.spec"])
def test_every_spec_uses_the_shared_data_and_excludes(spec):
    text = (ROOT / spec).read_text(encoding="utf-8")
    compile(text, spec, "exec")  # valid Python
    assert 'common["data_files"](ROOT)' in text and 'common["EXCLUDES"]' in text
    assert 'collect_submodules("gmdesk")' in text  # the rulesets are imported by name
    assert "packaging\" / \"entry.py\"" in text.replace("'", '"')


def test_frozen_paths_point_into_the_bundle(monkeypatch, tmp_path):
    """In a PyInstaller bundle the maps, fonts, skills and cases are read from sys._MEIPASS."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert places.install_root() == tmp_path
    assert places.maps_dir() == tmp_path / "maps"
    assert places.resources_dir() == tmp_path / "resources"


def test_source_checkout_paths_are_beside_the_package():
    assert places.install_root() == ROOT
    assert (places.maps_dir() / "sample-ap-sp-night2.json").is_file()
    assert (places.resources_dir() / "fonts" / "ipaexg.ttf").is_file()


def test_data_dir_follows_gmdesk_home_then_an_older_gmdesk_then_the_platform(monkeypatch, tmp_path):
    monkeypatch.setenv("GMDESK_HOME", str(tmp_path / "home"))
    assert places.data_dir() == tmp_path / "home"
    monkeypatch.delenv("GMDESK_HOME")
    legacy = tmp_path / "legacy"
    monkeypatch.setattr(places, "legacy_data_dir", lambda: legacy)
    monkeypatch.setattr(places, "platform_data_dir", lambda: tmp_path / "new")
    assert places.data_dir() == tmp_path / "new"  # nothing kept by an older gmdesk
    legacy.mkdir()
    (legacy / "Port Corvane (sample).gmdesk").write_bytes(b"")
    assert places.data_dir() == legacy  # the GM's sample copy stays where it was


def test_log_dir_can_be_moved(monkeypatch, tmp_path):
    monkeypatch.setenv("GMDESK_LOG_DIR", str(tmp_path))
    assert places.log_dir() == tmp_path


def test_build_script_prints_the_executable_last_and_scripts_are_executable():
    lines = [line for line in (ROOT / "packaging" / "build").read_text(encoding="utf-8").splitlines() if line.strip()]
    assert lines[-1] == 'echo "$EXE"' and 'EXE="$ROOT/dist/gmdesk/gmdesk"' in lines
    assert "packaging/gmdesk.spec" in (ROOT / "packaging" / "build").read_text(encoding="utf-8")
    for name in ("build", "smoke", "install-desktop"):
        assert (ROOT / "packaging" / name).stat().st_mode & 0o111, name
