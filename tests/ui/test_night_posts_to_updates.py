"""Issue 18's "done when": the ap-sp sample's night 2 taken from the seven teams' pasted forum posts
(BBCode, kept as fixtures in tests/fixtures/posts/ap-sp-night2/) to one public and seven private
updates, in the window, with the GM's clicks counted: at most 10 beyond answering the engine's questions.

The clicks counted are the ones a GM makes: a menu command is one, a file dialog's choice and its OK
are two, a button is one. The texts are checked for what each reader must and must not be told."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from gmdesk.model.orderedits import SetOrders

POSTS = Path(__file__).resolve().parents[1] / "fixtures" / "posts" / "ap-sp-night2"


def test_seven_posts_to_one_public_and_seven_private_updates_in_ten_clicks(qtbot, sample_window, tmp_path,
                                                                          monkeypatch):
    window = sample_window
    document = window.document
    document.do(SetOrders([]))  # the night starts with no orders: they come from the posts
    clicks = 0
    posts = sorted(str(p) for p in POSTS.glob("*.txt"))
    assert len(posts) == 7
    folder = tmp_path / "night2"
    folder.mkdir()

    def choose_posts(*_args, **_kwargs):
        nonlocal clicks
        clicks += 2  # select all, Open
        return posts, ""

    def choose_folder(*_args, **_kwargs):
        nonlocal clicks
        clicks += 2  # pick the folder, OK
        return str(folder)

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", choose_posts)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", choose_folder)

    window.actions_by_name("action.read_posts").trigger()  # Turn > Read Posts from Files…
    clicks += 1
    assert len(document.war.orders) == 21
    desk = window.docks["desk"].widget()
    with qtbot.waitSignal(desk.turns.turn_stored):
        window.actions_by_name("action.resolve_turn").trigger()  # Resolve
    clicks += 1
    assert document.store.turn_numbers() == [2]

    window.actions_by_name("action.turn_updates").trigger()  # Turn > Updates…
    clicks += 1
    dialog = [d for d in window.dialogs if d.objectName() == "updatesDialog"][-1]
    dialog.save.click()  # Save All…
    clicks += 1

    written = sorted(folder.iterdir())
    teams = document.war.teams
    assert len(written) == 1 + len(teams) == 8
    assert clicks <= 10, clicks
    texts = {p.name: p.read_text(encoding="utf-8") for p in written}
    public = next(text for name, text in texts.items() if "public" in name)
    assert "battle" in public.lower(), "the night's battles are public (ap-sp 000:L659)"
    true_names = [ch.true_name for ch in document.war.characters.values() if ch.true_name]
    assert true_names and not [name for name in true_names if name in public]
    for team in teams:
        own = next(text for name, text in texts.items() if name.startswith(f"night2-{team.id}."))
        assert f"[color={team.color}]" in own  # BBCode in the team's forum colour
