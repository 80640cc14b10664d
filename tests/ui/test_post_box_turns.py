"""The post box across turns and teams (QA qa-posts findings 7, 8, 10, 11, 14): a post belongs to the turn it
was pasted for; "Use these orders" asks before it drops orders the GM gave by hand; a post pasted into the
wrong team's box says whose it reads like and moves there; the reading counts the prose apart from the order
lines not understood, and shows the lines to act on first.

Uses the ``document`` fixture of tests/ui/conftest.py: the ap-sp night-2 sample in a fresh .gmdesk.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from gmdesk.intake import read_post
from gmdesk.intake.tally import Tally, is_prose, tally
from gmdesk.model.orderedits import POSTS_KEY, SetOrders, kept_posts
from tests.ui.test_post_box import desk  # noqa: F401 (the desk fixture: the sample's turn desk on screen)

POSTS = Path(__file__).resolve().parents[1] / "fixtures" / "posts" / "ap-sp-night2"
HALE_POST = (POSTS / "hale.txt").read_text(encoding="utf-8")


def team_orders(war, team):
    return [o for o in war.orders if war.characters[o["actor"]].team == team]


def paste(desk, text: str) -> None:
    desk.show_post_tab()
    desk.post.text.setFocus()
    desk.post.text.setPlainText(text)
    desk.post.read_now()
    desk.post.commit()


def resolve(qtbot, desk) -> None:
    with qtbot.waitSignal(desk.turns.turn_stored):
        result = desk.resolve()
    assert result is not None and result.resolved


# -- finding 11: a post belongs to its turn ------------------------------------------------------------------
def test_after_the_turn_is_resolved_the_box_starts_empty_and_last_turns_post_cannot_be_used(qtbot, desk, document):
    war = document.war
    desk.select_character("rufus")
    paste(desk, HALE_POST)
    assert kept_posts(war)["hale"].turn == 2 and desk.post.title.text() == "Post of Hale Ironworks for Night 2"
    assert desk.post.reading.use_button.isEnabled()
    resolve(qtbot, desk)
    assert document.war.turn == 3
    desk.select_character("rufus")
    assert desk.post.text.toPlainText() == ""  # the coming turn's box: empty
    assert desk.post.title.text() == "Post of Hale Ironworks for Night 3"
    assert "Night 2's post is not used again: paste Night 3's here." == desk.post.hint.text()
    assert "Rufus rolls up his sleeves" in desk.post.hint.toolTip()  # last turn's post, still at hand
    assert not desk.post.reading.use_button.isEnabled()
    assert desk.use_post() is None and "No order to use" in desk.error_dialog.text()  # Ctrl+Shift+U neither
    desk.error_dialog.close()
    paste(desk, "Rufus stays.")  # this turn's post replaces it, tagged with this turn
    assert kept_posts(document.war)["hale"].turn == 3 and desk.post.reading.use_button.isEnabled()


def test_an_untagged_post_of_an_older_file_is_used_until_its_turn_is_resolved(qtbot, desk, document):
    """A file of an older gmdesk keeps the text alone: the coming turn's post while that turn waits, last
    turn's (not to be used again) once the turn it was kept in is resolved."""
    desk.select_character("berserker")
    paste(desk, HALE_POST)
    document.war.extra[POSTS_KEY]["hale"] = HALE_POST  # as an older gmdesk wrote it: the text alone
    desk.select_character("rufus")
    assert desk.post.text.toPlainText() == HALE_POST and desk.post.earlier is None
    assert desk.post.reading.use_button.isEnabled()
    resolve(qtbot, desk)
    assert document.war.extra[POSTS_KEY]["hale"] == HALE_POST  # still untagged after the turn
    desk.select_character("berserker")
    assert desk.post.text.toPlainText() == "" and desk.post.earlier == 2
    assert not desk.post.reading.use_button.isEnabled()


# -- finding 8: Use asks before dropping the GM's own orders -------------------------------------------------
def test_use_asks_before_it_replaces_orders_not_in_the_post_and_keeps_them_when_told(qtbot, desk, document):
    war = document.war
    mine = {"actor": "jun", "action": "stay"}
    document.do(SetOrders([o for o in war.orders if war.characters[o["actor"]].team != "arakida"] + [mine]))
    desk.select_character("rider")
    paste(desk, "Rider attacks Saber.")
    post = desk.post.reading.chosen_orders()
    assert post == [{"actor": "rider", "action": "attack", "target": "saber"}]
    qtbot.mouseClick(desk.post.reading.use_button, Qt.MouseButton.LeftButton)
    box = desk.replace_dialog
    assert box is not None and box.isVisible() and team_orders(document.war, "arakida") == [mine]  # asked first
    text = box.text()
    assert "The post of Arakida Works gives 1 order. They replace the team's 1 order" in text
    assert "Jun Arakida: Stay" in text and "Undo (Ctrl+Z) brings them back." in text
    box.findChild(QPushButton, "keepOrders").click()
    assert team_orders(document.war, "arakida") == [mine] + post
    document.undo_stack.undo()
    qtbot.mouseClick(desk.post.reading.use_button, Qt.MouseButton.LeftButton)
    desk.replace_dialog.findChild(QPushButton, "replaceOrders").click()
    assert team_orders(document.war, "arakida") == post
    document.undo_stack.undo()
    assert team_orders(document.war, "arakida") == [mine]  # Undo brings them back


def test_use_asks_nothing_when_no_order_would_be_lost(qtbot, desk, document):
    war = document.war
    document.do(SetOrders([o for o in war.orders if war.characters[o["actor"]].team != "arakida"]))
    desk.select_character("rider")
    paste(desk, "Rider attacks Saber.")
    desk.post.reading.accept()
    desk.post.reading.accept()  # again: the same orders, nothing lost
    assert desk.replace_dialog is None
    assert team_orders(document.war, "arakida") == [{"actor": "rider", "action": "attack", "target": "saber"}]


# -- finding 10: a post pasted into the wrong team's box ------------------------------------------------------
def test_a_post_that_reads_like_another_teams_says_so_and_moves_there(qtbot, desk, document):
    desk.select_character("rider")  # Arakida Works' box
    paste(desk, HALE_POST)
    view = desk.post.reading
    assert view.other_bar.isVisible()
    assert view.other_team.text() == "Reads like another team's post:"
    assert "This post names Hale Ironworks" in view.other_team.toolTip()
    assert view.move_button.text() == "Move to Hale Ironworks"
    qtbot.mouseClick(view.move_button, Qt.MouseButton.LeftButton)
    assert kept_posts(document.war)["hale"].text == HALE_POST and "arakida" not in kept_posts(document.war)
    assert document.war.characters[desk.selected_character()].team == "hale"
    assert desk.post.text.toPlainText() == HALE_POST and not view.other_bar.isVisible()
    document.undo_stack.undo()  # one step: back in Arakida's box
    assert "hale" not in kept_posts(document.war) and kept_posts(document.war)["arakida"].text == HALE_POST


def test_a_teams_own_post_says_nothing_of_other_teams(qtbot, desk):
    desk.select_character("berserker")
    paste(desk, HALE_POST)
    assert not desk.post.reading.other_bar.isVisible()


# -- findings 14 and 7: prose apart, the work first ------------------------------------------------------------
def test_prose_is_counted_apart_from_the_order_lines_not_understood(document):
    war = document.war
    post = ("Orders:\n> last night you said Rider would wait\n\"We ride at dawn!\"\n(Rider is restless.)\n"
            "Rider attacks Saber.\nJun flies to the moon.\nWe all cheer.")
    reading = read_post(war, post, "arakida")
    assert tally(war, reading) == Tally(read=1, unsure=0, unread=1, prose=5)
    unread = [line.text for line in reading.lines if line.why and not is_prose(war, "arakida", line)]
    assert unread == ["Jun flies to the moon."]


def test_the_lines_to_act_on_come_first_with_their_whole_reason_at_hand(qtbot, desk):
    desk.select_character("rider")
    paste(desk, "Hello GM!\nOrders:\n- stay\nRider attacks Saber.\nJun flies to the moon.")
    view = desk.post.reading
    rows = [(view.table.item(r, 0).text(), view.table.item(r, 1).text()) for r in range(view.table.rowCount())]
    assert [mark for _, mark in rows] == ["unsure", "unread", "read", "prose", "prose"]
    assert [number for number, _ in rows] == ["3", "5", "4", "1", "2"]
    assert view.summary.text() == "1 read, 1 unsure, 1 unread, 2 prose/quotes"
    reason = view.table.item(1, 2)
    assert reason.toolTip().endswith(reason.text()) and "Jun flies to the moon." in reason.toolTip()
    assert view.missing.height() <= view.missing.fontMetrics().height() + 4  # the missing teams on one line


# -- Read Posts from Files opens where the posts are ---------------------------------------------------------
def test_read_posts_opens_in_the_war_files_folder_then_in_the_last_posts_folder(qtbot, sample_window, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = sample_window
    asked: list[str] = []

    def choose(_parent, _title, folder, _filter):
        asked.append(folder)
        return [str(POSTS / "hale.txt")], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", choose)
    read_posts = window.actions_by_name("action.read_posts")
    read_posts.trigger()
    read_posts.trigger()
    assert asked == [str(window.document.path.parent), str(POSTS)]


# -- finding 13: Updates… while the turn waits for an answer ----------------------------------------------------
def test_updates_while_the_turn_waits_show_that_turn_never_night_0(qtbot, tmp_path):
    import json

    from gmdesk.model.war import War
    from tests.ui.conftest import MAPS
    from tests.ui.helpers import window_on

    data = json.loads((MAPS / "sample-valor-night3.json").read_text(encoding="utf-8"))
    data["decisions"] = [d for d in data["decisions"] if not d["id"].startswith("t3.crossing")]
    window = window_on(qtbot, tmp_path, War.from_dict(data))
    try:
        assert not window.document.turns.resolve().resolved and not window.document.store.turn_numbers()
        dialog = window.turn_commands.show_updates()
        assert dialog.turn.value() == dialog.turn.minimum() == dialog.turn.maximum() == 3
        assert dialog.turn.text() == "Night 3"
    finally:
        window.close_war()
