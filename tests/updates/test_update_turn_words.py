"""A turn's updates call the turn what the ruleset's document does, and tell a heal by what it changed.

maps/sample-roll-dice-day1.json, turn 4: 衛宮士郎 sleeps (roll-dice 004:L246) with his health at its maximum 19,
so his rest heals nothing; the day's turns are 行動ターン, action turns (L237), not nights.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.cli import main
from gmdesk.updates.titles import restated_turn, update_title
from tests.sample_day import day_after

MAPS = Path(__file__).resolve().parents[2] / "maps"


def _turn_four(tmp_path: Path, capsys) -> Path:
    """The sample day after its first three turns, holding turn 4's orders."""
    current, day = day_after(tmp_path, 3)
    war = json.loads(current.read_text(encoding="utf-8"))
    war["orders"] = day[3]["orders"]
    path = tmp_path / "turn4.json"
    path.write_text(json.dumps(war, ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    return path


def test_a_heal_capped_at_the_maximum_is_not_told_and_the_turn_is_an_action_turn(tmp_path, capsys):
    war = _turn_four(tmp_path, capsys)
    assert main(["updates", str(war), "--team", "emiya", "--format", "text"]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[0] == "冬木の一日 (Fate/roll dice sample day) — Action turn 4 — 衛宮陣営"
    assert "衛宮士郎: 19 health" in text
    assert "healed" not in text
    assert main(["updates", str(war), "--public", "--format", "text"]) == 0
    assert "— Action turn 4 — public update" in capsys.readouterr().out


def test_other_rulesets_keep_their_nights(capsys):
    assert main(["updates", str(MAPS / "sample-valor-night2.json"), "--public", "--format", "text"]) == 0
    assert " — Night 2 — public update" in capsys.readouterr().out.splitlines()[0]


# -- the turn said once (QA recheck 14: "… Valor (valor 001) — night 2 — Night 2 — House Verhaegen")

@pytest.mark.parametrize("form", ["bbcode", "markdown", "text"])
@pytest.mark.parametrize("sample", ["sample-valor-night2.json", "sample-ap-sp-night2.json",
                                    "sample-true-hgw-night2.json"])
def test_a_war_title_that_ends_with_the_night_does_not_say_it_twice(sample, form, capsys):
    """The sample wars' titles end "— night 2": every update of night 2, in every format, names the night once."""
    for reader in (["--public"], ["--team", "verhaegen"]):
        assert main(["updates", str(MAPS / sample), *reader, "--format", form]) == 0
        title = capsys.readouterr().out.splitlines()[0]
        assert len(re.findall(r"night\W*2", title, re.IGNORECASE)) == 1, title
        assert "Night 2" in title and "The Lanterns of Corvane" in title


def test_a_title_that_says_more_about_the_turn_is_kept_and_the_turn_not_added(capsys):
    assert main(["updates", str(MAPS / "sample-skirmish-night2.json"), "--public", "--format", "text"]) == 0
    title = capsys.readouterr().out.splitlines()[0]
    assert title == "The Lanterns of Corvane — sample skirmish night 2 (Skirmish (skirmish 002)) — public update"


@pytest.mark.parametrize("part, number", [("night 2", 2), ("Night #2", 2), ("NIGHT 12", 12), ("夜2", 2),
                                          ("第２夜", 2), ("2夜目", 2), ("行動ターン 4", 4), ("Action Turn 4", 4),
                                          ("turn 3", 3), ("ターン3", 3), ("2nd night", 2)])
def test_a_turn_restated_in_any_case_or_language_is_recognised(part, number):
    assert restated_turn(part) == number


@pytest.mark.parametrize("part", ["night 2: the siege", "Day 1", "Valor (valor 001)", "the night", "2"])
def test_a_part_that_says_more_than_the_turn_is_not_a_restatement(part):
    assert restated_turn(part) is None


@pytest.mark.parametrize("war_title, expected", [
    ("Corvane — night 2", "Corvane — Night 2 — Saber"),
    ("Corvane — 第2夜", "Corvane — Night 2 — Saber"),
    ("Corvane - NIGHT 2 - finale", "Corvane - finale — Night 2 — Saber"),  # the GM's own dashes kept
    ("Corvane — night 2: the siege", "Corvane — night 2: the siege — Saber"),
    ("Corvane — night 1", "Corvane — Night 2 — Saber"),  # a stale night in the title is not a second turn
    ("Corvane — night 20 of fate", "Corvane — night 20 of fate — Night 2 — Saber"),
    ("night 2", "Night 2 — Saber"),
    ("", "Night 2 — Saber"),
    ("冬木の一日 — Day 1", "冬木の一日 — Day 1 — Night 2 — Saber"),
])
def test_the_update_title_says_the_turn_once(war_title, expected):
    assert update_title(war_title, "Night 2", 2, "Saber") == expected


def test_a_stored_war_says_its_night_once_in_every_update(tmp_path, capsys):
    """A war file (its turns stored): Save All's files, every format, name the night once."""
    from gmdesk.store import WarStore
    from gmdesk.model.warfile import load_war

    path = tmp_path / "valor.gmdesk"
    with WarStore.create(path, load_war(MAPS / "sample-valor-night2.json")):
        pass
    assert main(["resolve", str(path)]) == 0
    for form in ("bbcode", "markdown", "text"):
        out = tmp_path / form
        assert main(["updates", str(path), "--all", str(out), "--format", form]) == 0
        files = sorted(out.iterdir())
        assert len(files) == 8
        for file in files:
            title = file.read_text(encoding="utf-8").splitlines()[0]
            assert len(re.findall(r"night\W*2", title, re.IGNORECASE)) == 1, (file.name, title)
    capsys.readouterr()


@pytest.mark.parametrize("war_title, needs", [("The Lanterns of Corvane — sample war, AP/SP (ap-sp 000)", False),
                                              ("night 2: the siege", False), ("Corvane — night 2", True),
                                              ("Corvane — 第２夜", True), ("Fuyuki — 2夜目", True)])
def test_a_title_without_a_part_shaped_like_a_turn_is_said_without_reading_the_turn_words(war_title, needs):
    from gmdesk.rulesets import turn_titles  # the window's title at start (docs/startup.md): no catalogue read

    turn_titles._turn_patterns.cache_clear()
    turn_titles.turn_words.cache_clear()
    assert turn_titles.needs_words(war_title) is needs
    if not needs:
        assert turn_titles.without_turn(war_title) == war_title
        assert not turn_titles.ready()
    else:
        assert turn_titles.without_turn(war_title) != war_title and turn_titles.ready()
