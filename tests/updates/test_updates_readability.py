"""The readability slips QA found in the players' updates (qa-posts 12, qa-jagm 10), on the sample nights and the
roll-dice sample day: no negative health, the dead without pools and a fatal blow said so, a scout that saw no
one says so, a team's own order told as what it was and its target named, a status's turns left, a battle joined
said before the blow and only of who joined, a blow that did no damage said so, a plain-text underline capped."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.model.war import War
from gmdesk.updates import UpdateFormat, render, turn_updates
from gmdesk.updates.render import UNDERLINE_MOST, columns
from tests.sample_day import DAY

MAPS = Path(__file__).resolve().parents[2] / "maps"


def night(name: str):
    war = War.from_dict(json.loads((MAPS / name).read_text(encoding="utf-8")))
    result = resolve_turn(war, list(war.orders), list(war.decisions))
    return turn_updates(war, result.war, result.events, result.pending)


@pytest.fixture(scope="module")
def skirmish():
    return night("sample-skirmish-night2.json")


@pytest.fixture(scope="module")
def day():
    """The roll-dice sample day's updates, turn by turn (its recorded answers)."""
    data = json.loads(DAY.read_text(encoding="utf-8"))
    war, out = War.from_dict(data), []
    for turn in data["day_turns"]:
        war = war.copy()
        war.orders, war.decisions = turn["orders"], turn["decisions"]  # as the store keeps a turn's war before
        result = resolve_turn(war, turn["orders"], turn["decisions"])
        out.append(turn_updates(war, result.war, result.events, result.pending))
        war = result.war
    return out


def test_no_negative_health_the_dead_have_no_pools_and_a_fatal_blow_says_so(skirmish):
    brandauer = render(skirmish.teams["brandauer"], UpdateFormat.TEXT)
    assert "-17.6" not in brandauer and "−17.6" not in brandauer  # Assassin's health after Berserker's 117.6
    assert "* Berserker hit Assassin for 117.6 damage, a fatal blow.\n* Assassin died at St. Brannoc Infirmary." \
        in brandauer
    assert "* Assassin (dead)\n" in brandauer
    japanese = render(skirmish.teams["brandauer"], UpdateFormat.TEXT, "ja")
    assert "* BerserkerはAssassinに117.6ダメージを与え、致命傷となった。" in japanese and "* Assassin（死亡）\n" in japanese
    for name in ("sample-ap-sp-night2.json", "sample-valor-night2.json", "sample-true-hgw-night2.json",
                 "sample-roll-dice.json"):
        for update in night(name).all().values():
            assert not re.search(r"[-−]\d+(\.\d+)? health|残り体力 [-−]", render(update, UpdateFormat.TEXT)
                                 + render(update, UpdateFormat.TEXT, "ja")), name


def test_a_scout_that_saw_no_one_says_so_and_one_that_saw_names_them(skirmish):
    greenhalgh = render(skirmish.teams["greenhalgh"], UpdateFormat.TEXT)
    assert "* Archer scouted Bonded Warehouses and saw no one." in greenhalgh
    assert "* Scouted: no one found at Bonded Warehouses." in greenhalgh
    assert "* 偵察：Bonded Warehousesでは誰も見つからなかった。" in render(skirmish.teams["greenhalgh"],
                                                                  UpdateFormat.TEXT, "ja")
    ap_sp = render(night("sample-ap-sp-night2.json").teams["greenhalgh"], UpdateFormat.TEXT)
    assert "* Tobias Greenhalgh scouted Bonded Warehouses and saw Mirela Castellan, Lancer and Assassin." in ap_sp


def test_a_team_s_own_order_is_told_as_what_it_was(skirmish, day):
    assert "* Caster fed on civilians at Calder Hill Observatory." in render(skirmish.teams["lindqvist"],
                                                                                      UpdateFormat.TEXT)
    emiya2 = render(day[1].teams["emiya"], UpdateFormat.TEXT, "ja")
    assert "* セイバーは冬木大橋で衛宮士郎を庇った。" in emiya2  # its cover (roll-dice 004:L471)
    assert "* 衛宮士郎は冬木大橋で眠った。" in render(day[3].teams["emiya"], UpdateFormat.TEXT, "ja")
    assert "* 衛宮士郎 slept at 冬木大橋." in render(day[3].teams["emiya"], UpdateFormat.TEXT)
    for updates in day:  # the Emiya team's own actions all say what they were
        assert "アクションを使った" not in render(updates.teams["emiya"], UpdateFormat.TEXT, "ja")
    assert "* ライダーは冬木大橋で身を隠した。" in render(day[0].teams["matou"], UpdateFormat.TEXT, "ja")
    # another team's special action is something done, and never which: the witness was not given the order
    assert "* セイバーは冬木大橋で何かをした。" in render(day[1].teams["matou"], UpdateFormat.TEXT, "ja")
    assert "* セイバー did something at 冬木大橋." in render(day[1].teams["matou"], UpdateFormat.TEXT)


def test_a_team_s_own_attack_names_its_target_to_that_team_only(skirmish):
    brandauer = render(skirmish.teams["brandauer"], UpdateFormat.TEXT)
    assert "* Assassin used Skirmish attack (physical) on Berserker at St. Brannoc Infirmary." in brandauer
    assert "someone" not in brandauer.casefold()
    # Castellan ordered nothing against Berserker and does not know it: nothing of it reaches Castellan
    assert "Berserker" not in render(skirmish.teams["castellan"], UpdateFormat.TEXT)


def test_your_characters_say_the_turns_a_status_has_left():
    true_hgw = night("sample-true-hgw-night2.json")
    assert "* Lancer: 18.4 health, 62 mana at Fish Market; Cattle-Raid Dash, Win (2 turns left)" in \
        render(true_hgw.teams["castellan"], UpdateFormat.TEXT)  # Win: Duration 3 → 2; Cattle-Raid Dash: none
    assert "Win（残り2ターン）" in render(true_hgw.teams["castellan"], UpdateFormat.TEXT, "ja")


def test_a_battle_joined_is_told_of_who_joined_before_the_blow_and_no_damage_is_no_damage(day):
    english = render(day[1].teams["emiya"], UpdateFormat.TEXT)
    assert "* セイバー joined the battle at 冬木大橋.\n* セイバー used 筋力攻撃 (STR attack) on ライダー at 冬木大橋.\n" \
           "* セイバー did no damage to ライダー." in english
    japanese = render(day[1].teams["emiya"], UpdateFormat.TEXT, "ja")
    assert "* セイバーが冬木大橋の戦闘に加わった。\n* セイバーは冬木大橋でライダーに筋力攻撃を使った。\n" \
           "* セイバーはライダーにダメージを与えられなかった。" in japanese
    assert "0ダメージ" not in japanese and "STR attack" not in japanese and "ライダーが冬木大橋の戦闘に加わった" not in japanese
    assert "* 冬木大橋で戦闘が始まった：ライダーと衛宮士郎。\n* ライダーは冬木大橋で衛宮士郎を攻撃した。" in japanese


def test_the_plain_text_underline_is_capped(skirmish):
    for language in ("en", "ja"):
        lines = render(skirmish.teams["brandauer"], UpdateFormat.TEXT, language).splitlines()
        assert columns(lines[0]) > UNDERLINE_MOST and lines[1] == "=" * UNDERLINE_MOST
        heading = lines.index("What happened" if language == "en" else "起きたこと")
        assert lines[heading + 1] == "-" * columns(lines[heading])
