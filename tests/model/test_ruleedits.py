"""SetReading (Turn > Rule Readings…): a war's reading of an open question of its rules, chosen, refused and undone.
The ap-sp reading flee-timing is I0.7 of the ap-sp checklist (000:L445, L512)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmdesk import rulesets
from gmdesk.model.mapedits import EditRefused
from gmdesk.model.ruleedits import READINGS_SETTING, SetReading
from gmdesk.model.warfile import load_war

SAMPLE = Path(__file__).resolve().parents[2] / "maps" / "sample-ap-sp-night2.json"
FLEE = ("movement-phase", "end-of-turn")


def test_a_reading_is_chosen_and_undone_and_the_ruleset_reads_it():
    war = load_war(SAMPLE)
    ruleset = rulesets.get(war.ruleset)
    assert ruleset.choice(war, "flee-timing") == "movement-phase"
    edit = SetReading("flee-timing", "end-of-turn", FLEE, "When a flee resolves")
    assert edit.describe(war) == "read “When a flee resolves” as end-of-turn"
    edit.check(war)
    touched = edit.apply(war)
    assert war.settings[READINGS_SETTING] == {"flee-timing": "end-of-turn"}
    assert ruleset.choice(war, "flee-timing") == "end-of-turn"
    assert touched.characters == set(war.characters)  # the desk works every character's orders out again
    edit.revert(war)
    assert READINGS_SETTING not in war.settings and ruleset.choice(war, "flee-timing") == "movement-phase"


def test_back_to_the_default_drops_the_choice_and_keeps_the_others():
    war = load_war(SAMPLE)
    war.settings[READINGS_SETTING] = {"flee-timing": "end-of-turn", "scout-range": "any"}
    edit = SetReading("flee-timing", None, FLEE)
    edit.check(war)
    edit.apply(war)
    assert war.settings[READINGS_SETTING] == {"scout-range": "any"}
    edit.revert(war)
    assert war.settings[READINGS_SETTING] == {"flee-timing": "end-of-turn", "scout-range": "any"}


def test_a_copy_of_the_settings_taken_before_is_not_changed_by_the_edit():
    """A turn's stored "before" shares nothing with the war the GM edits afterwards."""
    war = load_war(SAMPLE)
    war.settings[READINGS_SETTING] = {"scout-range": "any"}
    kept = war.settings[READINGS_SETTING]
    SetReading("flee-timing", "end-of-turn", FLEE).apply(war)
    assert kept == {"scout-range": "any"}


@pytest.mark.parametrize("option, settings, says", [
    ("at-dawn", {}, "flee-timing: no option 'at-dawn' (options: movement-phase, end-of-turn)"),
    ("end-of-turn", {"flee-timing": "end-of-turn"}, "flee-timing already reads end-of-turn"),
    (None, {}, "flee-timing already reads the default"),
])
def test_a_reading_that_is_not_an_option_or_changes_nothing_is_refused(option, settings, says):
    war = load_war(SAMPLE)
    if settings:
        war.settings[READINGS_SETTING] = settings
    with pytest.raises(EditRefused) as refused:
        SetReading("flee-timing", option, FLEE).check(war)
    assert str(refused.value) == says
