"""Fields a post leaves out are filled from the engine's legal choices (gmdesk/intake/fill.py); the options
are kept while the war and the turn's other orders stay the same, and asked anew after an edit in place."""

from __future__ import annotations

from pathlib import Path

from gmdesk.intake import Status, read_post
from gmdesk.model.warfile import load_war

ROOT = Path(__file__).resolve().parents[2]


def test_a_target_left_out_is_each_legal_target_and_follows_an_edit_of_the_same_war():
    """ap-sp night 2: Saber (bonded warehouses) may attack Jun or Rider, the hostiles there (000:L270); with
    Jun moved away (an edit in place of the same war object) only Rider, and Jun again once back."""
    war = load_war(ROOT / "maps" / "sample-ap-sp-night2.json")
    war.orders = []
    jun = war.characters["jun"]
    here = jun.location
    jun.location = next(loc for loc in war.map.locations if loc != here)
    line = read_post(war, "Saber attacks", "verhaegen").lines[0]
    assert (line.status, line.readings) == (Status.READ, [{"actor": "saber", "action": "attack", "target": "rider"}])
    jun.location = here
    lines = read_post(war, "Saber attacks\nSaber attacks", "verhaegen").lines
    assert [ln.status for ln in lines] == [Status.UNSURE, Status.UNSURE]
    assert [[o["target"] for o in ln.readings] for ln in lines] == [["jun", "rider"], ["jun", "rider"]]
