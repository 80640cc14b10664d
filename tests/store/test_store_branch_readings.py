"""A past turn re-resolved with another reading of the rules (a correction's ``readings``): the turn and every
later one read the rules so, the history keeps what it was until the GM accepts. Valor's command-spell-timing
(checklist I1.8, 001:L53) moves the Command Spell phase before movement."""

import pytest

from gmdesk.errors import WarFileError
from tests.store.helpers import new_store, play, run


@pytest.fixture
def played(tmp_path):
    store = new_store(tmp_path)
    play(store, 3)
    yield store
    store.close()


def _phases(turn):
    return [e["phase"] for e in turn.stored_events if e["kind"] == "phase"]


def test_a_reading_from_turn_two_on_re_resolves_turns_two_and_three(played):
    old = _phases(played.turn(2))
    proposal = played.rebranch({2: {"readings": {"command-spell-timing": "before-movement"}}})
    assert proposal.complete and [d.turn for d in proposal.diffs] == [2, 3]
    assert [d.status for d in proposal.diffs] == ["changed", "changed"]  # the phases came in another order
    for turn in (played.turn(2, branch="proposal-t2"), played.turn(3, branch="proposal-t2")):
        assert turn.state_before["settings"]["interpretations"] == {"command-spell-timing": "before-movement"}
        assert _phases(turn).index("command-spell") < _phases(turn).index("movement")
    assert old.index("movement") < old.index("command-spell")  # the history as it was, until accepted
    played.accept()
    assert played.load_war().settings["interpretations"] == {"command-spell-timing": "before-movement"}
    assert played.replay().ok


def test_an_option_the_ruleset_lacks_stops_the_re_resolution_with_the_reason(played):
    proposal = played.rebranch({2: {"readings": {"command-spell-timing": "at-noon"}}})
    assert proposal.status == "invalid" and proposal.stopped_at == 2
    assert any("command-spell-timing" in line and "at-noon" in line for line in proposal.diffs[0].refusals)


def test_readings_are_checked_before_anything_runs(played):
    with pytest.raises(WarFileError, match="reading key → option"):
        played.rebranch({2: {"readings": ["command-spell-timing"]}})


def test_the_command_line_takes_a_reading(capsys, tmp_path, played):
    played.close()  # (the command opens the file itself)
    code, out, err = run(capsys, "reresolve", played.path, "--turn", 3, "--reading",
                         "command-spell-timing=before-movement")
    assert code == 0, err
    assert "turn 3: changed" in out
    code, out, err = run(capsys, "reresolve", played.path, "--turn", 3, "--reading", "command-spell-timing")
    assert code == 2 and "a reading is KEY=OPTION" in err
