"""The closed word lists of replay and re-resolution: how a turn compared, how a re-resolution stopped.

The store writes them into a proposal's outcome (JSON) and the command line and the window read them;
a ``StrEnum`` member is its word, so files written before these lists read the same.
"""

from __future__ import annotations

from enum import StrEnum


class DiffStatus(StrEnum):
    """How a stored turn compares with the same turn resolved again (:class:`~gmdesk.store.diff.TurnDiff`)."""

    SAME = "same"  #: the same events and war after
    CHANGED = "changed"  #: some events or the war after differ
    REWORDED = "reworded"  #: the same events and war after, some events told in other words (the same numbers)
    PENDING = "pending"  #: a decision is missing
    REFUSED = "refused"  #: the rules now refuse the turn's orders
    FAILED = "failed"  #: resolving raised an error
    INVALID = "invalid"  #: the ruleset refuses the war the turn starts from


class ProposalStatus(StrEnum):
    """Where a re-resolution stopped (:class:`~gmdesk.store.branches.Proposal`): complete, or the status
    of the turn it stopped at."""

    COMPLETE = "complete"  #: every turn up to the last was resolved again
    PENDING = DiffStatus.PENDING.value
    REFUSED = DiffStatus.REFUSED.value
    FAILED = DiffStatus.FAILED.value
    INVALID = DiffStatus.INVALID.value
