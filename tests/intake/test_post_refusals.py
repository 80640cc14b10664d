"""Why a post's line is not read, in the GM's words: a name the war does not know is quoted as the post writes it,
and the rules' refusals name places and characters, not their ids (gmdesk/intake/reader.py, wording.py)."""

from __future__ import annotations

from pathlib import Path

from gmdesk.intake import Status, read_post
from gmdesk.messages import say
from gmdesk.model.warfile import load_war

ROOT = Path(__file__).resolve().parents[2]


def _lines(text: str):
    war = load_war(ROOT / "maps" / "sample-ap-sp-night2.json")
    war.orders = []
    return read_post(war, text, "verhaegen").lines


def test_an_unknown_target_or_place_is_quoted_as_written():
    attack, move = _lines("Saber attacks Gilgamesh.\nSaber moves to Nowhere Park.")
    assert (attack.status, attack.why) == (Status.UNREAD, "no character named 'Gilgamesh'")
    assert (move.status, move.why) == (Status.UNREAD, "no location named 'Nowhere Park'")
    assert say(attack.why, "ja") == "「Gilgamesh」という名前のキャラクターはいません"


def test_an_attack_with_no_target_named_is_still_filled_from_the_legal_targets():
    """"Saber attacks" names no one: the legal targets become the readings (gmdesk/intake/fill.py)."""
    (line,) = _lines("Saber attacks")
    assert line.status == Status.UNSURE and {o["target"] for o in line.readings} == {"jun", "rider"}


def test_a_refusal_names_places_and_characters():
    """Lancer stands at the Bonded Warehouses, Saber at the Old Gasworks: out of reach (ap-sp 000:L225-345)."""
    (line,) = _lines("Saber attacks Lancer.")
    assert line.status == Status.UNREAD
    assert line.why.startswith("refused by the rules: Lancer is at Bonded Warehouses and Saber at Old Gasworks")
    assert "bonded-warehouses" not in line.why and "gasworks;" not in line.why


def test_an_attack_naming_no_one_with_no_legal_target_says_so():
    """With Jun and Rider gone from Saber's place no hostile is in reach (ap-sp 000:L270): not "target None"."""
    war = load_war(ROOT / "maps" / "sample-ap-sp-night2.json")
    war.orders = []
    here = war.characters["saber"].location
    for cid in ("jun", "rider"):
        war.characters[cid].location = next(loc for loc in war.map.locations if loc != here)
    (line,) = read_post(war, "Saber attacks", "verhaegen").lines
    assert (line.status, line.why) == (Status.UNREAD, "no target named, and the rules allow none now")
