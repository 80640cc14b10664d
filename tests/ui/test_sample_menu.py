"""File > Open Sample War: every bundled sample war, of all five rulesets, opened as the GM's own copy in the
data folder (made the first time, found again as the GM left it); the welcome panel offers the same menu."""

from __future__ import annotations

from gmdesk.ui.bundled import sample_copy_name, sample_wars


def _sample_menu(window):
    menu = window.sample_menu
    assert menu in [a.menu() for a in window.menuBar().actions()[0].menu().actions() if a.menu()]
    menu.fill()
    return menu


def test_every_sample_war_is_offered_by_ruleset(sample_window):
    samples = sample_wars()
    rulesets = [path.name.split("-night")[0].split("-day")[0].removeprefix("sample-").removesuffix(".json")
                for _title, path in samples]
    assert len(samples) == 11
    assert rulesets[:2] == ["ap-sp", "ap-sp"] and rulesets[-2:] == ["roll-dice", "roll-dice"]
    menu = _sample_menu(sample_window)
    assert [a.text() for a in menu.actions()] == [title for title, _path in samples]
    assert "冬木の一日 (Fate/roll dice sample day)" in [a.text() for a in menu.actions()]


def test_a_sample_opens_as_the_gms_copy_and_is_found_again(sample_window):
    window = sample_window
    menu = _sample_menu(window)
    valor = next(a for a in menu.actions() if a.text().endswith("Valor (valor 001) — night 3"))
    valor.trigger()
    copy = window.home / "valor-night3 (sample).gmdesk"
    assert window.document is not None and window.document.path == copy
    assert window.document.war.ruleset == "valor" and window.document.war.turn == 3
    window.document.war.title = "my valor practice"
    window.document.save()
    window.close_war()
    welcome = window.centralWidget()
    assert welcome.objectName() == "welcome" and welcome.samples_button.menu() is window.sample_menu
    menu.fill()
    assert "Your copy, as you left it" in next(a for a in menu.actions() if a.text().endswith("night 3")).toolTip()
    next(a for a in menu.actions() if a.text().endswith("night 3")).trigger()
    assert window.document.war.title == "my valor practice"  # the copy, not the bundled war again
    assert sample_copy_name(copy.parent / "sample-ap-sp-night2.json") == "Port Corvane (sample).gmdesk"
