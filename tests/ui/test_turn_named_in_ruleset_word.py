"""The window names a turn in the ruleset's word, as the players' updates and the printed sheet do
(``gmdesk.rulesets.turn_name``): the desk's heading, the Turns dock and the status bar say "Night 2" for an
ap-sp war (its documents' word for a turn) and 夜 2 in a Japanese interface, not a generic "Turn 2"."""

from __future__ import annotations

from gmdesk.ui import i18n
from tests.ui.helpers import resolve_next_turn
from tests.ui.test_japanese_interface import open_window


def turn_texts(window) -> dict[str, str]:
    """Where the GM reads which turn comes next: the desk's heading, the Turns dock's, the status bar."""
    return {"desk": window.docks["desk"].widget().title.text(), "turns": window.docks["turns"].header.text(),
            "status": window.status_turn.text()}


def test_an_ap_sp_war_s_turn_is_a_night_at_the_desk_in_the_turns_dock_and_the_status_bar(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, "en")
    assert window.document.war.ruleset == "ap-sp" and window.document.war.turn == 2
    assert turn_texts(window) == {"desk": "Night 2 — orders for the coming turn", "turns": "Night 2 is next (AP/SP)",
                                  "status": "Night 2"}
    assert window.docks["desk"].widget().orders.header.text().startswith("Everyone's orders for Night 2 (")
    resolve_next_turn(window.document)
    window.docks["turns"].refresh()
    go_to = window.docks["turns"].go_to
    assert (go_to.prefix(), go_to.text()) == ("Night ", "Night 2 of 2")  # the stored turn to go to, in the same word


def test_a_japanese_interface_says_yoru_2(qtbot, tmp_path):
    try:
        window = open_window(qtbot, tmp_path, "ja")
        assert turn_texts(window) == {"desk": "夜 2 — 次のターンの命令", "turns": "次は夜 2 (AP/SP)", "status": "夜 2"}
        assert "ターン 2" not in window.windowTitle() and "— 夜 2 —" in window.windowTitle()
        assert window.docks["desk"].widget().orders.header.text().startswith("夜 2 の全員の命令")  # under the heading
    finally:
        i18n.install("en")
