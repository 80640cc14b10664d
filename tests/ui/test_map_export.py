"""Exporting the map as a picture: a PNG that shows the map, an SVG that keeps the names as text, and
clear errors naming the file when it cannot be written."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from gmdesk.errors import WarFileError
from gmdesk.ui.map.export import export_png, export_svg, is_blank, render_image
from gmdesk.ui.map.scene import MapScene


@pytest.fixture
def scene(document):
    return MapScene(document)


def test_png_export_of_the_sample_map_shows_it(scene, tmp_path):
    path = tmp_path / "map.png"
    export_png(scene, path)
    image = QImage(str(path))
    assert not image.isNull() and not is_blank(image)
    bounds = scene.itemsBoundingRect()
    assert abs(image.width() - (bounds.width() + 60)) <= 1 and abs(image.height() - (bounds.height() + 60)) <= 1
    assert image.pixelColor(1, 1) == QColor("white")  # white ground, not the editor's paper


def test_png_export_scale(scene, tmp_path):
    export_png(scene, tmp_path / "half.png", scale=0.5)
    export_png(scene, tmp_path / "full.png")
    half, full = QImage(str(tmp_path / "half.png")), QImage(str(tmp_path / "full.png"))
    assert abs(half.width() * 2 - full.width()) <= 2
    with pytest.raises(ValueError):
        render_image(scene, scale=0)


def test_export_draws_no_selection_marks(scene):
    plain = render_image(scene)
    scene.location_items["threeways"].setFlag(scene.location_items["threeways"].GraphicsItemFlag.ItemIsSelectable)
    scene.location_items["threeways"].setSelected(True)
    assert render_image(scene) == plain
    assert not scene.look.exporting


def test_svg_export_keeps_the_names_as_text(scene, tmp_path):
    path = tmp_path / "map.svg"
    export_svg(scene, path)
    text = path.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    for name in ("Weir Mills", "Lantern Market", "Cape Lighthouse", "Old Gasworks"):
        assert name in text
    assert "St. Brannoc" in text


def test_unwritable_paths_raise_a_war_file_error_naming_the_file(scene, tmp_path):
    missing = tmp_path / "no-such-folder" / "map.png"
    with pytest.raises(WarFileError, match="no-such-folder") as caught:
        export_png(scene, missing)
    assert caught.value.path == str(missing)
    with pytest.raises(WarFileError, match="map.svg"):
        export_svg(scene, tmp_path / "no-such-folder" / "map.svg")
    folder = tmp_path / "a-folder.png"
    folder.mkdir()
    with pytest.raises(WarFileError, match="a-folder.png"):
        export_png(scene, folder)


def test_a_team_view_exports_only_what_the_team_knows(scene, tmp_path, document):
    document.war.map.locations["collegium"].hidden = True
    scene.set_viewer("hale")
    export_svg(scene, tmp_path / "hale.svg")
    text = (tmp_path / "hale.svg").read_text(encoding="utf-8")
    assert "Collegium Quarter" not in text and "Weir Mills" in text


def test_is_blank():
    image = QImage(20, 10, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    assert is_blank(image)
    image.setPixelColor(3, 4, QColor("black"))
    assert not is_blank(image)
    assert is_blank(QImage())


def test_export_of_an_empty_scene_is_a_small_white_picture(document, tmp_path):
    from gmdesk.model.mapedits import Batch, DeleteLocation

    scene = MapScene(document)
    war = document.war
    war.characters.clear()
    war.battles.clear()
    document.do(Batch([DeleteLocation(lid) for lid in list(war.map.locations)]))
    assert not scene.location_items
    export_png(scene, tmp_path / "empty.png")
    assert is_blank(QImage(str(tmp_path / "empty.png")))
