"""What the updates tell, by the documents: ap-sp's ACT levels (000:L150-166), its focus characters and
civilian killings (000:L650-662), valor's questions to the players at crossings (001:L109-111), true-hgw's
civilians made public (003 §X), and the formats (BBCode with the war's team colours, Markdown, text)."""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.engine.knowledge_turn import focus_characters
from gmdesk.model.updateedits import FOCUS_SETTING
from gmdesk.model.war import War
from gmdesk.rulesets.ap_sp.updates import update_detail
from gmdesk.rulesets.updates import Detail
from gmdesk.updates import UpdateFormat, render, turn_updates

MAPS = Path(__file__).resolve().parents[2] / "maps"


def night(name: str, change=None):
    data = json.loads((MAPS / name).read_text(encoding="utf-8"))
    if change is not None:
        change(data)
    war = War.from_dict(data)
    result = resolve_turn(war)
    return turn_updates(war, result.war, result.events, result.pending)


def text(update, form=UpdateFormat.TEXT) -> str:
    return render(update, form)


def set_act(data: dict, cid: str, act: str) -> None:
    next(c for c in data["characters"] if c["id"] == cid)["stats"]["ACT"] = act


# -- ap-sp: ACT decides what a team learns of whom it sees (000:L150-166) ------------------------------------
def test_act_letters_give_the_documents_levels_of_detail():
    """N/A: "the number and type of characters" (L152); E impaired (L154); D "only basic information" (L156);
    C "more detailed" (L158); B "notice subtle changes" (L160); A and EX complete (L162-164)."""
    from gmdesk.model.character import Character
    from gmdesk.model.ranks import parse_rank

    def with_act(letter):
        ch = Character(id=letter, name=letter, kind="master")
        ch.stats["ACT"] = parse_rank(letter)
        return ch

    assert update_detail([]) == Detail.TYPES
    assert [update_detail([with_act(x)]) for x in ("E", "D", "C", "B", "A", "EX")] == [
        Detail.IMPAIRED, Detail.BASIC, Detail.DETAILED, Detail.SUBTLE, Detail.COMPLETE, Detail.COMPLETE]
    assert update_detail([with_act("D"), with_act("B")]) == Detail.SUBTLE  # the best eyes there


def test_act_d_sees_who_struck_but_not_how_hard_and_c_sees_the_damage():
    """Hale's Rufus (ACT D, 000:L156) strikes at Agathe and Caster takes the blow: Hale learns that, not the
    damage; with ACT C ("more detailed information", L158) the damage is told."""
    basic = text(night("sample-ap-sp-night2.json").teams["hale"])
    assert "Rufus Okonkwo-Hale hit Caster." in basic
    detailed = text(night("sample-ap-sp-night2.json", lambda d: set_act(d, "rufus", "C")).teams["hale"])
    assert "Rufus Okonkwo-Hale hit Caster for " in detailed


def test_act_na_learns_only_the_type_of_those_it_meets():
    """With N/A on both its sheets (000:L152) Hale learns "a servant" and "a master", never their names."""
    def blind(data):
        set_act(data, "rufus", "N/A")
        set_act(data, "berserker", "N/A")
    hale = text(night("sample-ap-sp-night2.json", blind).teams["hale"])
    assert "A servant took a blow meant for a master." in hale
    assert "Caster" not in hale and "Agathe" not in hale


def test_another_teams_skill_is_never_named_its_own_always():
    updates = night("sample-ap-sp-night2.json")
    verhaegen, arakida = text(updates.teams["verhaegen"]), text(updates.teams["arakida"])
    assert "Saber used Ninefold Ford on Rider" in verhaegen
    assert "Saber used a Noble Phantasm on Rider" in arakida and "Ninefold Ford" not in arakida
    assert "Rider used Bridle of Storms on Saber" in arakida and "Bridle of Storms" not in verhaegen


# -- ap-sp: the public update (000:L650-662) ---------------------------------------------------------------
def test_the_public_update_follows_the_focus_and_names_no_skill_or_number():
    public = text(night("sample-ap-sp-night2.json").public)
    assert "Told as Odile Verhaegen saw it." in public  # the default: the first team's Master
    assert "Sable Needle" not in public and "Saber hit Rider." in public
    assert "Saber used a Noble Phantasm on Rider" in public and "Ninefold Ford" not in public
    assert "damage" not in public and "health" not in public


def test_the_secondary_focus_takes_over_when_the_first_is_dead():
    """"They will replace the primary focus character in the event of that character's death" (000:L657)."""
    def focus(data):
        data.setdefault("settings", {})[FOCUS_SETTING] = ["piet", "jun"]
        next(c for c in data["characters"] if c["id"] == "piet")["alive"] = False
        data["orders"] = [o for o in data["orders"] if o["actor"] != "piet"]
    public = text(night("sample-ap-sp-night2.json", focus).public)
    assert "Told as Jun Arakida saw it." in public


def test_with_both_focus_characters_dead_only_battles_and_noble_phantasms_are_told():
    """"only serving to report civilian deaths, and battles and activated Noble Phantasms will be mentioned
    briefly" (000:L659)."""
    def dead(data):
        data.setdefault("settings", {})[FOCUS_SETTING] = ["piet", "rufus"]
        for c in data["characters"]:
            if c["id"] in ("piet", "rufus"):
                c["alive"] = False
        data["orders"] = [o for o in data["orders"] if o["actor"] not in ("piet", "rufus")]
    public = text(night("sample-ap-sp-night2.json", dead).public)
    assert "Viewpoint" not in public
    lines = [line for line in public.splitlines() if line.startswith("* ")]
    assert lines and all(("battle" in line or "Noble Phantasm" in line) for line in lines), lines


def test_a_civilian_killing_is_always_public():
    """"Regardless of the state of the focus character, civilian killings will always be reported in the
    public updates" (000:L662; the consumption, L551)."""
    def consume(data):
        data["orders"] = [o for o in data["orders"] if o["actor"] != "archer"] + [
            {"actor": "archer", "action": "consume", "target": "civilian"}]
    updates = night("sample-ap-sp-night2.json", consume)
    assert "A civilian was killed at Cape Lighthouse." in text(updates.public)
    assert "Archer" not in text(updates.public).split("Made public")[1]  # where, never by whom


def test_focus_default_and_recorded_choice():
    war = War.from_dict(json.loads((MAPS / "sample-ap-sp-night2.json").read_text(encoding="utf-8")))
    assert focus_characters(war) == ["odile", "tobias"]
    war.settings[FOCUS_SETTING] = ["mirela"]
    assert focus_characters(war) == ["mirela"]


# -- true-hgw: civilians (003 §X) --------------------------------------------------------------------------
def test_true_hgw_tells_everyone_where_a_civilian_was_consumed():
    """"during the update that night, all players will be alerted to the location" (003 §X)."""
    def consume(data):
        data["orders"] = [o for o in data["orders"] if o["actor"] != "assassin"] + [
            {"actor": "assassin", "action": "consume", "target": "civilian"}]
    updates = night("sample-true-hgw-night2.json", consume)
    assert "A civilian was consumed at Hollin Wood." in text(updates.public)


# -- valor: questions to the players (001:L109-111) --------------------------------------------------------
def test_valor_the_noticing_team_reads_its_question_and_its_answer():
    updates = night("sample-valor-night3.json")
    arakida, verhaegen = text(updates.teams["arakida"]), text(updates.teams["verhaegen"])
    assert "notices Saber, Odile Verhaegen" in arakida  # the answer in the question's words, not its id "follow"
    assert "You answered: Follow Saber, Odile Verhaegen (House Verhaegen) where they go." in arakida
    assert "Questions for you" not in verhaegen  # the side noticed is not told it was


def test_valor_a_question_still_waiting_goes_to_its_team_only():
    def unanswered(data):
        data["decisions"] = [d for d in data["decisions"] if not d["id"].startswith("t3.crossing")]
    updates = night("sample-valor-night3.json", unanswered)
    arakida = text(updates.teams["arakida"])
    assert "Answer one of: ignore / follow." in arakida
    assert all("Answer one of" not in text(u) for key, u in updates.teams.items() if key != "arakida")
    assert "Answer one of" not in text(updates.public)


# -- formats -----------------------------------------------------------------------------------------------
def test_bbcode_uses_the_teams_colours_markdown_and_text_none():
    update = night("sample-ap-sp-night2.json").teams["castellan"]
    bbcode, markdown, plain = (render(update, f) for f in UpdateFormat)
    assert bbcode.startswith("[size=4][color=#c0392b][b]") and "[color=#c0392b][b]Mirela Castellan[/b][/color]" in bbcode
    assert "[/list]" in bbcode
    assert markdown.startswith("## ") and "- **Mirela Castellan**" in markdown and "[color" not in markdown
    assert "[color" not in plain and "**" not in plain
    assert "* Mirela Castellan used Heirloom Pistol on Assassin at Bonded Warehouses." in plain


# -- the readings where a document is silent ("not in the document") ---------------------------------------
def test_public_update_reading_nothing_leaves_battles_out_and_is_a_valid_setting():
    """valor says nothing of a public update: by default battles and deaths are told (interpretation
    public-update=battles-and-deaths); "nothing" leaves only what the rules make public."""
    from gmdesk import rulesets

    told = text(night("sample-valor-night2.json").public)
    assert "A battle broke out at Old Gasworks." in told

    def nothing(data):
        data.setdefault("settings", {}).setdefault("interpretations", {})["public-update"] = "nothing"
    silent = text(night("sample-valor-night2.json", nothing).public)
    assert "battle" not in silent and "Nothing you could see happened." in silent
    war = War.from_dict({**json.loads((MAPS / "sample-valor-night2.json").read_text(encoding="utf-8")),
                         "settings": {"interpretations": {"public-update": "nothing", "update-detail": "basic"}}})
    assert rulesets.get("valor").validate_war(war) == []
    assert "public-update" not in {i.key for i in rulesets.get("ap-sp").update_readings}  # its document decides


def test_update_detail_basic_hides_the_damage_dealt_to_others():
    def basic(data):
        data.setdefault("settings", {}).setdefault("interpretations", {})["update-detail"] = "basic"
    detailed = text(night("sample-skirmish-night2.json").teams["verhaegen"])
    plain = text(night("sample-skirmish-night2.json", basic).teams["verhaegen"])
    assert " damage" in detailed and plain.count(" damage") < detailed.count(" damage")


def test_a_turn_paused_on_a_players_question_gives_that_team_only_its_question():
    from gmdesk.updates import waiting_updates

    data = json.loads((MAPS / "sample-valor-night3.json").read_text(encoding="utf-8"))
    data["decisions"] = [d for d in data["decisions"] if not d["id"].startswith("t3.crossing")]
    war = War.from_dict(data)
    result = resolve_turn(war)
    waiting = waiting_updates(war, result.pending)
    assert list(waiting) == ["arakida"]
    told = text(waiting["arakida"])
    assert "What happened" not in told and "Answer one of: ignore / follow." in told
