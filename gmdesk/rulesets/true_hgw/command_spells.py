"""The six Command Spells of 003 §III, with their exact effect and duration.

Each Master begins with 3. The engine spends one and carries out the spell by its ``effect``;
Win is a ``boost`` the rank formulas read (gmdesk/rulesets/true_hgw/effective.py), Defend a status
the interception rule reads (damage.py). Only Flee needs the Servant in the Master's area ("if
their Servant is also in their area", 003 §VIII); Summon brings it from anywhere, and the other
spells name no place.
"""

from __future__ import annotations

from gmdesk.rulesets.combat import CommandSpell

RULE = "true-hgw 003 §III"
STARTING_COMMAND_SPELLS = 3
"""'each Master begins with 3 Command Spells' (003 §III)."""

OBEY = CommandSpell(
    key="obey", words="Obey", effect="obey", duration=3, stacks=False, rule=RULE,
    description="the Servant obeys the Master in the way the Master specifies; the effect "
                "'cannot last longer than 3 Turns'",
    same_area=False,
)

SUMMON = CommandSpell(
    key="summon", words="Summon", effect="summon", duration=None, stacks=False, rule=RULE,
    description="'Immediately and freely moves the Servant to the Master's location'",
    same_area=False,
)

DEFEND = CommandSpell(
    key="defend", words="Defend", effect="defend", duration=3, stacks=False, rule=RULE,
    description="for up to 3 Turns the Servant intercepts any attacks aimed at the target, as well as "
                "those aimed at the Master; it can be cancelled early and ends if the target attacks the "
                "Master or Servant",
    params=("target",),
    same_area=False,
)

WIN = CommandSpell(
    key="win", words="Win", effect="boost", duration=3, stacks=True, rule=RULE,
    description="a rank up in the chosen stat for the next three turns; a '+' instead at A Rank or higher",
    params=("stat",),
    same_area=False,
)

FLEE = CommandSpell(
    key="flee", words="Flee", effect="flee", duration=None, stacks=False, rule=f"{RULE}, §VIII",
    description="the Master and Servant immediately move to a desired adjacent area; not regular "
                "movement, no Turn Action",
    params=("to",),
    same_area=True,
)

SWAP_FORM = CommandSpell(
    key="swap-form", words="Swap Form", effect="swap-form", duration=None, stacks=False, rule=f"{RULE}, §X",
    description="the Servant immediately enters or leaves Spirit Form; no action for the Servant",
    same_area=False,
)

COMMAND_SPELLS = {spell.key: spell for spell in (OBEY, SUMMON, DEFEND, WIN, FLEE, SWAP_FORM)}
