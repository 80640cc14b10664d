"""A post typed in the Turn Desk's post box is kept when the war is saved or closed with the cursor still in the box
(QA qa-newwar: the box handed its text on only when it lost the focus, so File > Close, Quit or Save with the cursor
in it closed the war without the post; Save wrote the war without it)."""

from __future__ import annotations

from gmdesk.model.orderedits import kept_posts


def _type_a_post(qtbot, window) -> None:
    window.docks["desk"].raise_()
    desk = window.docks["desk"].widget()
    desk.select_character("saber")
    desk.show_post_tab()
    window.activateWindow()
    desk.post.text.setFocus()
    qtbot.keyClicks(desk.post.text, "Saber attacks Lancer.")
    assert desk.post.text.hasFocus()  # still typing: the box has not handed the text on


def _post_of(war, team: str) -> str:
    post = kept_posts(war).get(team)
    return post.text if post is not None else ""


def test_close_keeps_the_post_being_typed(qtbot, sample_window):
    window = sample_window
    path = window.document.path
    team = window.document.war.characters["saber"].team
    _type_a_post(qtbot, window)
    assert window.close_war()
    assert window.open_path(path)
    assert _post_of(window.document.war, team) == "Saber attacks Lancer."


def test_save_writes_the_post_being_typed(qtbot, sample_window):
    window = sample_window
    team = window.document.war.characters["saber"].team
    _type_a_post(qtbot, window)
    assert window.save()
    assert _post_of(window.document.store.load_war(), team) == "Saber attacks Lancer."
    assert window.document.undo_stack.undoText() == "edit the post of House Verhaegen"  # one step, as leaving the box
