"""The background picture can be moved into line with the graph as well as scaled: its top-left corner
set in its dialog, one undo step, kept in the war file and in the JSON form of the war."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialog

from gmdesk.store import WarStore
from gmdesk.store.background import join_background, split_background


def _png(path):
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor("#c8b89a"))
    assert image.save(str(path))
    return path


def _move_to(x: float, y: float):
    def answer(dialog):
        dialog.x_spin.setValue(x)
        dialog.y_spin.setValue(y)
        return QDialog.DialogCode.Accepted
    return answer


def test_the_picture_moves_in_one_undo_step_and_keeps_its_place(panel, document, tmp_path):
    assert panel.background.load(_png(tmp_path / "plan.png"), opacity=0.5, scale=2.0)
    item = panel.scene.background_item
    assert (item.pos().x(), item.pos().y()) == (0.0, 0.0)
    panel.run_dialog = _move_to(-120.5, 64.0)
    panel.action("map.background.settings").trigger()
    assert document.background.offset == (-120.5, 64.0)
    item = panel.scene.background_item
    assert (item.pos().x(), item.pos().y(), item.scale(), item.opacity()) == (-120.5, 64.0, 2.0, 0.5)
    assert document.undo_stack.undoText() == "move the background picture"
    document.undo_stack.undo()
    assert document.background.offset == (0.0, 0.0)
    assert panel.scene.background_item.pos().x() == 0.0
    document.undo_stack.redo()
    document.save()
    with WarStore.open(document.path) as store:
        assert store.background().offset == (-120.5, 64.0)


def test_the_place_travels_in_the_json_form_and_back():
    extra = {"background": {"image": "iVBORw0K", "mime": "image/png", "opacity": 0.5, "scale": 2.0,
                            "x": -120.5, "y": 64.0}}
    rest, background = split_background(extra)
    assert background is not None and background.offset == (-120.5, 64.0)
    assert join_background(rest, background) == extra


def test_a_corner_that_is_not_a_number_is_refused_in_words(panel, document, tmp_path):
    assert panel.background.load(_png(tmp_path / "plan.png"))
    assert not panel.background.set_look(1.0, 1.0, (float("nan"), 0.0))
    assert "finite numbers" in panel.status.text()
    assert document.background.offset == (0.0, 0.0)
