"""A long re-resolution tells its progress turn by turn, and the GM may stop it: nothing is kept, an earlier
proposal stays (the window's Correct a Past Turn… shows a progress bar with Cancel on this)."""

import pytest

from gmdesk.store.branches import ReresolveCancelled
from tests.store.test_store_branches import _archer_detour, played  # noqa: F401 (the fixture, shared)


def test_each_turn_re_resolved_is_told_with_the_count(played):
    told = []
    proposal = played.rebranch({2: {"orders": _archer_detour(2)}}, progress=lambda done, total: told.append(
        (done, total)) is None)
    assert proposal.complete
    assert told == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_a_stopped_re_resolution_keeps_nothing_and_leaves_the_earlier_proposal(played):
    earlier = played.rebranch({4: {"orders": _archer_detour(4)}})
    assert earlier.complete and played.proposal().name == "proposal-t4"
    told = []

    def stop_after_two(done, total):
        told.append(done)
        return done < 2

    with pytest.raises(ReresolveCancelled, match="stopped after turn 3; nothing was kept"):
        played.rebranch({2: {"orders": _archer_detour(2)}}, progress=stop_after_two)
    assert told == [1, 2]
    info = played.proposal()
    assert info.name == "proposal-t4" and info.status == "complete"  # the file is as it was
    assert [t.number for t in played.history(branch="proposal-t4")] == [4, 5]
    assert played.history(branch="proposal-t2") == []
    assert played.check() == []
