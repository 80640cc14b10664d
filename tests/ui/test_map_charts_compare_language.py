"""The map's tooltips, the Charts' turn labels and Compare Turns' list of differences speak the window's
language, naming a turn in the ruleset's word (ap-sp: "Night 2", 夜 2; roll-dice 004:L237: "Action turn",
行動ターン) and the kinds and pools as the sheet names them (サーヴァント, 体力; roll-dice's "HP (Health)")."""

from __future__ import annotations

import copy
import re

import pytest

from gmdesk.model.flags import Flag
from gmdesk.ui import i18n
from gmdesk.ui.map.items import character_tooltip
from gmdesk.ui.map.scene import MapScene
from gmdesk.ui.timeline import CharacterCharts, TurnCompare
from tests.ui.helpers import resolve_next_turn, shown
from tests.ui.test_charts_long_war import long_history

#: What each window says, by language.
SAID = {
    "en": {"archer": ["<b>Archer</b> · Servant · Greenhalgh Pilotage — Health 300/300, Mana 200/200",
                      "<i>(dead, in spirit form)</i>"],
           "place": ["home base of Greenhalgh Pilotage", "effects: "],
           "nobody": "nobody here", "battle": "a battle is being fought here",
           "seen": "seen on Night 1", "seen_roll_dice": "seen on Action turn 4",
           "pools_roll_dice": "HP (Health) 300/300, MP (Mana) 200/200",
           "arrow": "Archer: move from Cape Lighthouse to Harbour Docks",
           "wide": ["before Night 2", "after Night 2", "after Night 3"], "narrow": r"start|T\d+",
           "turn_line": "The war's turn changed from 3 to 4.",
           "phase_event": ("phase", "Beginning of the turn (what each character may spend)"),
           "english_left": ()},
    "ja": {"archer": ["<b>Archer</b> · サーヴァント · Greenhalgh Pilotage — 体力 300/300、魔力 200/200",
                      "<i>（死亡、霊体化中）</i>"],
           "place": ["Greenhalgh Pilotage の拠点", "効果："],
           "nobody": "誰もいない", "battle": "ここで戦闘中",
           "seen": "夜 1 に目撃", "seen_roll_dice": "行動ターン 4 に目撃",
           "pools_roll_dice": "HP（体力） 300/300、MP（魔力） 200/200",
           "arrow": "Archer：Cape Lighthouse から Harbour Docks へ移動",
           "wide": ["夜 2 の前", "夜 2 の後", "夜 3 の後"], "narrow": r"開始|T\d+",
           "turn_line": "戦争のターンが3から4に変わりました。",
           "phase_event": ("フェイズ", "ターン開始（各キャラクターが使えるもの）"),
           "english_left": ("health", "mana", "dead", "spirit form", "seen on", "home base", "effects", "nobody",
                            "a battle is", " from ", "before", "after", "start", "changed from", "was added", "is gone",
                            " entries", "learnt", "no longer knows", "on turn", "The war's")},
}


@pytest.fixture(params=["en", "ja"])
def language(request):
    """The window's language; English is put back after the test."""
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")


def english_words(text: str, said: dict) -> list[str]:
    """The English words of ``said["english_left"]`` still in ``text`` (tags and names aside)."""
    plain = re.sub(r"<[^>]+>", " ", text)
    return [word for word in said["english_left"] if word in plain]


def test_hovering_a_character_or_a_place_says_it_in_the_windows_language(document, language):
    """ap-sp sample: Archer (a Servant of Greenhalgh Pilotage) at Cape Lighthouse, their home base."""
    said = SAID[language]
    war = document.war
    war.characters["archer"].alive = False
    war.characters["archer"].spirit_form = True
    scene = MapScene(document)
    archer = scene.character_tooltip("archer")
    assert all(text in archer for text in said["archer"]), archer
    place = scene.tooltip_for("cape-light")
    assert all(text in place for text in said["place"]) and said["archer"][0] in place, place
    assert said["nobody"] in scene.tooltip_for("threeways")
    assert said["battle"] in scene.tooltip_for("gasworks")
    assert not english_words(archer + place, said)

    war.knowledge["greenhalgh"] = [{"turn": 1, "kind": "sighting", "who": "saber", "where": "gasworks"}]
    scene.set_viewer("greenhalgh")
    assert said["seen"] in scene.character_tooltip("saber")


def test_a_roll_dice_character_is_seen_on_an_action_turn_with_its_pools_named_by_the_rules(document, language):
    """roll-dice 004:L237 calls a turn an action turn; its document names the pools HP and MP."""
    said = SAID[language]
    war = copy.deepcopy(document.war)
    war.ruleset = "roll-dice"
    archer = war.characters["archer"]
    archer.flags[Flag.SEEN_TURN] = 4
    tip = character_tooltip(war, archer)
    assert said["seen_roll_dice"] in tip and said["pools_roll_dice"] in tip, tip


def test_a_move_arrow_says_who_went_where_in_the_windows_language(document, language):
    scene = MapScene(document)
    scene.show_moment(document.war, [("archer", "cape-light", "harbour-docks", "move")])
    assert [arrow.toolTip() for arrow in scene.arrow_items] == [SAID[language]["arrow"]]


def test_the_charts_name_the_moments_by_the_rulesets_turn_word(qtbot, document, language):
    """Wide: "before Night 2", 夜 2 の前; narrow: the short "start", "T2"… (the fitting logic is unchanged)."""
    said = SAID[language]
    resolve_next_turn(document)
    resolve_next_turn(document)
    charts = shown(qtbot, CharacterCharts(document), (1300, 700))
    charts.show_character("saber")
    qtbot.wait(50)
    assert [text for _x, text in charts.pools.getAxis("bottom")._tickLevels[0]] == said["wide"]
    charts.history = long_history(12)  # twelve nights in a dock as narrow as the one beside the Cast
    charts.resize(300, 500)
    charts.show_character("saber")
    qtbot.waitUntil(lambda: charts.width() < 400)
    qtbot.wait(50)
    ticks = [text for _x, text in charts.points.getAxis("bottom")._tickLevels[0]]
    assert len(ticks) >= 3 and all(re.fullmatch(said["narrow"], text) for text in ticks), ticks


def test_compare_turns_lists_the_differences_of_the_wars_in_the_windows_language(qtbot, document, language):
    said = SAID[language]
    resolve_next_turn(document)
    resolve_next_turn(document)
    compare = shown(qtbot, TurnCompare(document), (1300, 700))
    compare.compare(2, 3)
    lines = compare.state_view.toPlainText().splitlines()
    assert said["turn_line"] in lines, lines
    assert len([line for line in lines if line.strip()]) >= 3  # the heading, the turn, and what the night changed
    assert not english_words("\n".join(lines[1:]), said), lines
    phase = compare.left_list.topLevelItem(0).child(0)  # the budget phase opens with the phase's own event
    assert (phase.text(2), phase.text(4)) == said["phase_event"]
