"""The Turn Desk's words in a Japanese window on the roll-dice sample day (QA qa-jagm #6, #7, #8, #10): an order
reads 「移動 冬木大橋へ」, 「攻撃 対象：ライダー（筋力攻撃…）」, 「真名看破 対象：ライダー（財産ポイント 2）」 with no English
double and no field key; the refused-orders dialog names the order as the desk words it, by the characters'
names, without the file's index; the decision dialog keeps its id in a tooltip and joins names with 「、」. In
English (the CLI, the logs, stored text) the same words stay as they were."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from gmdesk import rulesets
from gmdesk.engine.turn import resolve_turn
from gmdesk.messages import say
from gmdesk.model.orderedits import SetOrders
from gmdesk.model.warfile import load_war
from gmdesk.ui import i18n
from gmdesk.ui.desk.wording import named, order_text
from tests.sample_day import DAY, day_after
from tests.ui.test_desk_sample_day_orders import day_desk  # noqa: F401 (a fixture)

ENGLISH_DOUBLES = ("Move", "Attack", "Identify", "Cover", "STR attack", "wealth", "mode", "orders[")


@pytest.fixture
def japanese():
    i18n.install("ja")
    yield
    i18n.install("en")


@pytest.fixture
def war():
    return load_war(DAY)


def test_an_order_is_worded_in_japanese_without_english_doubles_or_field_keys(war):
    cases = [
        ({"actor": "saber", "action": "move", "to": "bridge"}, "移動 Move to 冬木大橋", "移動 冬木大橋へ"),
        ({"actor": "saber", "action": "attack", "target": "rider", "mode": "STR"},
         "攻撃 Attack on ライダー (筋力攻撃 (STR attack))", "攻撃 対象：ライダー（筋力攻撃）"),
        ({"actor": "saber", "action": "attack", "target": "rider", "mode": "敏捷攻撃・不殺 (AGI attack to subdue)"},
         "攻撃 Attack on ライダー (敏捷攻撃・不殺 (AGI attack to subdue))", "攻撃 対象：ライダー（敏捷攻撃・不殺）"),
        ({"actor": "shirou", "action": "identify", "target": "rider", "wealth": 2},
         "Identify on ライダー (財産ポイント wealth points 2)", "真名看破 対象：ライダー（財産ポイント 2）"),
        ({"actor": "saber", "action": "cover", "target": "shirou"}, "Cover on 衛宮士郎", "庇う 対象：衛宮士郎"),
    ]
    for order, english, japanese in cases:
        text = order_text(war, order)
        assert (text, say(text, "ja")) == (english, japanese)


def test_roll_dice_s_bilingual_words_follow_the_interface_s_language(war):
    ruleset = rulesets.get("roll-dice")
    strength = ruleset.term("stat.STR", "STR")
    assert strength == "筋力 STR" and say(strength, "ja") == "筋力"
    attacks = ruleset.basic_attacks(war.characters["saber"])
    assert [str(a.name) for a in attacks][:2] == ["筋力攻撃 (STR attack)", "筋力攻撃・不殺 (STR attack to subdue)"]
    assert [say(a.name, "ja") for a in attacks][:2] == ["筋力攻撃", "筋力攻撃・不殺"]
    assert rulesets.get("ap-sp").term("stat.STR", "STR") == "STR"  # a ruleset without words of its own


def test_the_desk_s_rows_and_the_refused_orders_dialog_in_japanese(japanese, day_desk):
    desk, document, orders = day_desk(1, 99)  # all of turn 2
    desk.select_character("saber")
    table = desk.orders.table
    rows = table.row_texts()
    assert rows[:2] == ["移動 冬木大橋へ", "庇う 対象：衛宮士郎"], rows
    assert rows[2].startswith("攻撃 対象：ライダー（筋力攻撃；"), rows
    odds = table.item(2, 3).text()
    assert odds.startswith("37.9 % セイバーの筋力攻撃がライダーの防御に勝つ"), odds
    tips = [table.item(r, 1).toolTip() for r in range(table.rowCount())]
    assert tips == rows  # the whole order, however narrow the column
    assert not [w for w in ENGLISH_DOUBLES for text in rows + tips + [odds] if w in text]

    illegal = [{"actor": "rider", "action": "move", "to": "nowhere"},
               {"actor": "shirou", "action": "attack", "target": "saber", "mode": "STR"}]
    assert document.do(SetOrders(orders + illegal))
    assert desk.resolve() is None
    text = desk.error_dialog.text()
    assert "• ライダー: 移動 nowhereへ\n   移動目標：場所 'nowhere' は存在しません" in text, text
    assert "• 衛宮士郎: 攻撃 対象：セイバー（筋力攻撃）\n   セイバーは衛宮士郎と同じ陣営です" in text, text
    assert not [w for w in ENGLISH_DOUBLES + ("saber", "shirou", "to:") if w in text], text
    desk.error_dialog.accept()


def test_the_desk_names_the_characters_places_and_fields_of_the_engine_s_refusals(war):
    """The engine (the CLI, the conformance cases) keeps its ids; the desk says them by name, in both languages."""
    from gmdesk.engine.orders import OrdersRefused

    orders = [{"actor": "shirou", "action": "attack", "target": "saber"},
              {"actor": "rider", "action": "move", "to": "nowhere"}, {"actor": "saber", "action": "move", "to": "miyama"}]
    with pytest.raises(OrdersRefused) as refused:
        resolve_turn(war, orders)
    reasons = [r.reason for r in sorted(refused.value.refusals, key=lambda r: r.order["_index"])]
    assert reasons == ["saber is on shirou's own team", "to: unknown location 'nowhere'", "saber is already at miyama"]
    assert [named(war, r) for r in reasons] == ["セイバー is on 衛宮士郎's own team",
                                               "移動目標 destination: unknown location 'nowhere'",
                                               "セイバー is already at 深山町"]
    assert [say(named(war, r), "ja") for r in reasons] == ["セイバーは衛宮士郎と同じ陣営です",
                                                         "移動目標：場所 'nowhere' は存在しません",
                                                         "セイバーはすでに深山町にいます"]


def test_the_escape_question_joins_names_with_the_japanese_comma(tmp_path, capsys):
    path, day = day_after(tmp_path, 2)
    capsys.readouterr()
    turn = day[2]
    identify = [d for d in turn["decisions"] if d["id"].startswith("t3.identify")]
    result = resolve_turn(load_war(path), turn["orders"], identify)
    question = result.pending[0]
    assert question.question == "ライダー tries to escape. Do 衛宮士郎, セイバー try to stop them?"  # as stored
    assert say(question.question, "ja") == "ライダーが逃げようとしています。衛宮士郎、セイバーは止めようとしますか？"
    assert say(question.labels["block"], "ja") == "衛宮士郎、セイバーが阻止を試みる（逃走の判定で決まる）"


def test_the_decision_dialog_keeps_its_id_in_a_tooltip(qtbot, tmp_path, japanese):
    from gmdesk.engine.decisions import PendingDecision
    from gmdesk.ui.desk.decision_dialog import DecisionDialog

    war = load_war(DAY)
    question = PendingDecision("t3.identify.shirou.rider", "Does it work?", ["yes", "no"], "gm", "", {})
    dialog = DecisionDialog(question, war)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert not [t for t in texts if "t3.identify" in t], texts
    assert dialog.findChild(QLabel, "decisionNote").toolTip() == "決定 t3.identify.shirou.rider"


def test_the_order_s_words_are_served_before_the_odds_in_a_narrow_table():
    """QA qa-jagm #12: at 1366x768 the order and its odds split the room evenly and both were cut after the
    action (「攻撃 対象：ラ…」); the order now keeps its words first (the odds' percent leads, the whole in the tip)."""
    from gmdesk.ui.desk.orders_table import COST, ODDS, ORDER, WHO, fair_shares

    wanted = {ORDER: 330, COST: 95, ODDS: 300}
    assert fair_shares(wanted, 300, 84) == {ORDER: 102, COST: 95, ODDS: 102}  # even: both cut early
    assert fair_shares(wanted, 300, 84, lends=(ODDS, ORDER)) == {ORDER: 120, COST: 95, ODDS: 84}
    assert fair_shares(wanted, 1000, 84, lends=(ODDS, ORDER)) == wanted  # room for all: each its want
    assert fair_shares({ORDER: 100, COST: 95, ODDS: 300}, 300, 84, lends=(ODDS, ORDER)) == {
        ORDER: 100, COST: 95, ODDS: 105}  # the order whole already: nothing lent
    everyone = {WHO: 110, ORDER: 330, COST: 95, ODDS: 300}  # the Who column keeps its even share
    assert fair_shares(everyone, 400, 84, lends=(ODDS, ORDER)) == {WHO: 101, ORDER: 118, COST: 95, ODDS: 84}


def test_one_word_per_rule_in_every_japanese_catalogue(japanese):
    """QA qa-jagm #10: cover was かばう (desk), 援護 (timeline) and 庇う (sheet, rules: roll-dice 004 says 庇う,
    L450-L478); a GM ruling was 裁定 in the menus and ルーリング in its dialog."""
    from pathlib import Path

    from gmdesk.messages import Message
    from gmdesk.ui.i18n import tr

    folder = Path(__file__).resolve().parents[2] / "resources" / "i18n"
    for name in ("gmdesk_ja.ts", "fill_ja.json", "core_ja.json"):
        text = (folder / name).read_text(encoding="utf-8")
        assert not [word for word in ("かばう", "援護", "ルーリング") if word in text], name
    assert tr("EventKind", "cover") == say(Message("Cover"), "ja") == "庇う"
    assert tr("RulingDialog", "GM ruling on {0}").format("夜 4") == "夜 4 への GM 裁定"


def test_the_picker_s_actions_keep_their_labels_in_japanese(japanese, day_desk):
    """The word alone would turn 「通常攻撃（筋力攻撃）」 or each Command Spell into a bare 攻撃 / 令呪."""
    desk, _document, _orders = day_desk(1, 4)
    desk.select_character("saber")
    picker = desk.orders.picker
    actions = [picker.action.itemText(i) for i in range(picker.action.count())]
    assert "通常攻撃（筋力攻撃） — 標準アクション" in actions and "庇う — コストなし" in actions, actions
    picker.pick_action("attack")
    mode = picker.fields["mode"]
    assert [mode.itemText(i) for i in range(mode.count())][:2] == ["筋力攻撃", "筋力攻撃・不殺"]
    assert mode.itemData(0, 3) == "筋力攻撃\n筋力攻撃 (STR attack)"  # (Qt.ToolTipRole) the English in the tip
    assert picker.form.labelForField(picker.fields["target"]).text() == "攻撃対象"
