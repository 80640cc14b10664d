"""QA qa-posts findings 1, 2, 3 and 6, on the sample nights: a status another team's character put on ours is
named without that character's skill (update-skill-names, docs/updates.md "Never: another team's skill names"),
an effect whose Duration counted down is not told as ended, what an end-of-turn effect does to a team's own
character is told with the numbers ("A team always learns the numbers of what its own characters suffer"), and
another team's basic attack (``Ruleset.basic_attacks``) is an attack, not a skill."""

from __future__ import annotations

import json

from gmdesk.engine.knowledge_names import masked, names_a_secret
from gmdesk.messages import Listing, say
from gmdesk.model.war import War
from gmdesk.updates import UpdateFormat, render
from tests.updates.test_updates_rules import MAPS, night

TRUE_HGW = "sample-true-hgw-night2.json"


def status_of(data: dict, cid: str) -> dict:
    return next(c for c in data["characters"] if c["id"] == cid)["statuses"][0]


def rename_fever(name: str):
    return lambda data: status_of(data, "berserker").update(name=name)


# -- 1. a status another team inflicted names none of its skills ----------------------------------------------
def test_a_status_caster_inflicted_reaches_berserkers_team_without_casters_skill():
    """Hale's Berserker carries "Fever (Distilled Malady)" from Lindqvist's Caster (source: caster): Hale reads
    the fever, not the skill, in its events and in its own characters' list, in every format and language."""
    update = night(TRUE_HGW).teams["hale"]
    for form in UpdateFormat:
        for language in ("en", "ja"):
            assert "Distilled Malady" not in render(update, form, language)
    text = render(update, UpdateFormat.TEXT)
    assert "* Berserker: 36.1 health, 60 mana at Northgate Goods Yard; Fever (a skill) (1 turn left), Clapper of the " \
           "Ninth Bell (Cooldown) (2 turns left)" in text  # its own skill's Cooldown is still named
    assert "Fever (スキル)" in render(update, UpdateFormat.TEXT, "ja")


def test_a_status_named_exactly_after_anothers_skill_is_an_effect():
    text = render(night(TRUE_HGW, rename_fever("distilled malady")).teams["hale"], UpdateFormat.TEXT)
    assert "Distilled Malady".casefold() not in text.casefold()
    assert "60 mana at Northgate Goods Yard; an effect (1 turn left), Clapper of the Ninth Bell (Cooldown)" in text


def test_the_team_that_inflicted_it_is_not_told_more_and_its_own_status_keeps_its_name():
    """The masking is the reader's: Caster's own Cooldown on Caster stays named for Lindqvist."""
    lindqvist = render(night(TRUE_HGW).teams["lindqvist"], UpdateFormat.TEXT)
    assert "The Sealed Alembic (Cooldown)" in lindqvist


def test_masking_finds_a_secret_within_a_longer_name_as_a_whole_word():
    war = War.from_dict(json.loads((MAPS / TRUE_HGW).read_text(encoding="utf-8")))
    assert names_a_secret(war, "caster", "Fever (Distilled Malady)")
    assert names_a_secret(war, "caster", "distilled malady's fever")
    assert not names_a_secret(war, "caster", "Fever")
    assert masked(war, "caster", "Fever") == "Fever"
    hidden = masked(war, "caster", "Fever (Distilled Malady)")
    assert isinstance(hidden, Listing) and hidden == "Fever (a skill)" and say(hidden, "ja") == "Fever (スキル)"
    assert masked(war, "caster", "Distilled Malady") == "an effect"
    war.characters["caster"].skills.append({"name": "Hex"})
    assert masked(war, "caster", "Hexagon Ward") == "Hexagon Ward"  # not a word of its own there
    assert masked(war, "caster", "Hex, then Fever") == "a skill, then Fever"
    war.characters["caster"].skills.append({"name": "毒霧"})
    assert masked(war, "caster", "毒霧の熱") == "a skill" + "の熱"  # no spaces between Japanese words


# -- 2. a Duration that counted down did not end --------------------------------------------------------------
def test_a_duration_tick_says_the_turns_left_and_only_an_effect_that_ended_says_it_ended():
    updates = night(TRUE_HGW)
    verhaegen, castellan = (render(updates.teams[t], UpdateFormat.TEXT) for t in ("verhaegen", "castellan"))
    assert "* Oath of the Nine Days on Saber: 1 turn left." in verhaegen and "ended" not in verhaegen
    assert "* Win on Lancer: 2 turns left." in castellan and "ended" not in castellan  # Win 3 → 2 (003 §III)
    hale = render(updates.teams["hale"], UpdateFormat.TEXT)
    assert "* Fever (a skill) on Berserker: 1 turn left." in hale
    assert "BerserkerのFever (スキル)：残り1ターン。" in render(updates.teams["hale"], UpdateFormat.TEXT, "ja")
    ending = render(night(TRUE_HGW, lambda d: status_of(d, "berserker").update(turns=1)).teams["hale"],
                    UpdateFormat.TEXT)
    assert "* An effect on Berserker ended." in ending and "turn left" not in ending  # Duration 1 → 0: it ends
    assert "Fever" not in ending.split("Your characters")[1]


def test_the_public_is_not_told_the_focus_characters_durations():
    public = render(night("sample-ap-sp-night2.json").public, UpdateFormat.TEXT)
    assert "turns left" not in public and "turn left" not in public


# -- 3. what an end-of-turn effect does to a team's own character ---------------------------------------------
def test_an_end_of_turn_effect_on_a_teams_own_character_is_told_with_its_numbers():
    """The Fever tick (health 41.1 → 36.1) that took Berserker's health to the 36.1 of its line."""
    updates = night(TRUE_HGW)
    hale = render(updates.teams["hale"], UpdateFormat.TEXT)
    assert "* Caster hit Berserker for 33.25 damage (Berserker: 41.1 health left).\n" in hale
    assert "* An effect on Berserker: health −5 (now 36.1).\n" in hale
    assert "Berserkerにかかっている効果：体力 −5（現在 36.1）。" in render(updates.teams["hale"], UpdateFormat.TEXT, "ja")
    lindqvist = render(updates.teams["lindqvist"], UpdateFormat.TEXT)
    assert "−5" not in lindqvist  # another team's suffering stays its own


# -- 6. another team's basic attack is an attack ----------------------------------------------------------------
def test_another_teams_basic_attacks_are_attacks_and_its_skills_still_a_skill():
    true_hgw = night(TRUE_HGW)
    castellan = render(true_hgw.teams["castellan"], UpdateFormat.TEXT)
    assert "* Archer used a skill on Lancer at Fish Market." in castellan  # Whistling Shaft: a skill
    assert "* Archer attacked Lancer at Fish Market." in castellan  # its Projectile Basic Attack (003 §VII)
    assert "* Lancer used Melee Basic Attack on Archer at Fish Market." in castellan  # its own, by name
    assert "* Jun Arakida attacked Odile Verhaegen at Old Gasworks." in render(true_hgw.teams["verhaegen"],
                                                                               UpdateFormat.TEXT)
    skirmish = night("sample-skirmish-night2.json")
    assert "* Rider attacked Saber at Weir Bridge." in render(skirmish.teams["verhaegen"], UpdateFormat.TEXT)
    assert "* Saber attacked Rider at Weir Bridge." in render(skirmish.teams["arakida"], UpdateFormat.TEXT)
    # Hale's own order aimed Berserker at Assassin: named (update-own-orders, test_updates_readability)
    assert "* Assassin attacked Berserker at St. Brannoc Infirmary." in render(skirmish.teams["hale"],
                                                                               UpdateFormat.TEXT)
    valor = render(night("sample-valor-night2.json").teams["brandauer"], UpdateFormat.TEXT)
    assert "* Rider attacked Assassin at Old Gasworks." in valor  # its STR normal attack (001:L91)
    for updates in (true_hgw, skirmish):
        for update in updates.teams.values():
            text = render(update, UpdateFormat.TEXT)
            assert "used an attack" not in text
    assert "RiderはWeir BridgeでSaberを攻撃した。" in render(skirmish.teams["verhaegen"], UpdateFormat.TEXT, "ja")


# -- QA qa-skirmishja: a team's own basic attack in the forum's language ------------------------------------------
def test_a_teams_own_skirmish_attacks_are_named_in_the_updates_language():
    """The skirmish night (002:L57): Hale's Berserker counter-attacks Assassin and Arakida's Rider opens the
    skirmish; their own update names the attack as the ruleset does, in Japanese 反撃（物理）and 小競り合いの攻撃（物理）,
    never the English; in English the names are as before."""
    updates = night("sample-skirmish-night2.json").teams
    hale, arakida = render(updates["hale"], UpdateFormat.TEXT, "ja"), render(updates["arakida"], UpdateFormat.TEXT, "ja")
    assert "BerserkerはSt. Brannoc InfirmaryでAssassinに反撃（物理）を使った。" in hale
    assert "RiderはWeir BridgeでSaberに小競り合いの攻撃（物理）を使った。" in arakida
    assert "Counter-attack" not in hale and "Skirmish attack" not in arakida
    assert "Berserker used Counter-attack (physical) on Assassin at St. Brannoc Infirmary." in render(
        updates["hale"], UpdateFormat.TEXT)
