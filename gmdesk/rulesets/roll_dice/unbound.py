"""An unbound Servant's loss at the end of each combat turn (roll-dice 004:L244-L245).

``time.unbound_servant_changes`` takes rank level HP and MP from every Servant without a Master at the end
of an action turn; L244 says the same happens at the end of each combat turn (行動ターン、戦闘ターン共に).
Under interpretation unbound-loss=both, each Servant without a Master who fought in a combat turn loses it at
the end of that combat turn too (the one that ended its battle included).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.roll_dice import time as TIME

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.war import War


def combat_turn_changes(war: "War", number: int, fighters: frozenset[str], choice: str) -> list[Change]:
    """The loss at the end of combat turn ``number`` for the unbound Servants among ``fighters``, those who
    fought in it (a battle it ended included) (unbound-loss=both)."""
    if choice != "both":
        return []
    fighting = fighters
    return [replace(c, explain=Message("end of combat turn {number}: {how} (unbound-loss=both)", number=number,
                                       how=c.explain))
            for c in TIME.unbound_servant_changes(war) if c.target in fighting]
