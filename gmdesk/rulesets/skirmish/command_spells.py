"""The eight Command Spells of 002:L31-45 and what each leaves behind.

Durations: "Lasts the whole battle" (Fight Harder, removed at the end of the first turn its Servant
is in no battle), "for the turn" / "one turn" (Survive at all Costs, Quit Holding Back). Protect X
lasts while its Master wants (002 gives no duration, GAP): until the GM removes it. Shake it Off and
Do as I say! act on statuses and obedience that 002 does not define mechanically: the spell is spent
and recorded as an effect for the GM (002:L43, L45).
"""

from __future__ import annotations

from gmdesk.rulesets.combat import CommandSpell
from gmdesk.rulesets.skirmish.effective import FIGHT_HARDER, QUIT_HOLDING_BACK, SURVIVE

DOC = "skirmish 002"

COMMAND_SPELLS = {
    FIGHT_HARDER: CommandSpell(
        key=FIGHT_HARDER, words="Fight Harder", effect="boost", duration=None, stacks=False, rule=f"{DOC}:L31",
        description="all Servant parameters +1 rank (A gains one '+', A+++ unaffected) for the whole battle"),
    SURVIVE: CommandSpell(
        key=SURVIVE, words="Survive at all Costs", effect="boost", duration=1, stacks=False, rule=f"{DOC}:L33",
        description="END and Magical Defense become EX for the turn"),
    QUIT_HOLDING_BACK: CommandSpell(
        key=QUIT_HOLDING_BACK, words="Quit Holding Back", effect="boost", duration=1, stacks=False,
        rule=f"{DOC}:L35",
        description="all Servant parameters +1 rank and 1 '+' (A gains 2 '+', up to A+++) for one turn"),
    "spirit-form": CommandSpell(
        key="spirit-form", words="Return to spirit form", effect="spirit-form-in", duration=None, stacks=False,
        rule=f"{DOC}:L37", description="the Servant is put into Spirit Form at once, whatever would prevent it"),
    "protect": CommandSpell(
        key="protect", words="Protect X", effect="defend", duration=None, stacks=False, rule=f"{DOC}:L39",
        params=("target",),
        description="the Servant takes all damage aimed at the target, and still protects its Master"),
    "come-here": CommandSpell(
        key="come-here", words="Come Here", effect="summon", duration=None, stacks=False, rule=f"{DOC}:L41",
        same_area=False,
        description="the Servant is summoned from any location at once, leaving its battle without counterattacks"),
    "shake-it-off": CommandSpell(
        key="shake-it-off", words="Shake it Off", effect="obey", duration=1, stacks=False, rule=f"{DOC}:L43",
        description="negative status effects on the Servant are removed (002 defines none: the GM removes them)"),
    "do-as-i-say": CommandSpell(
        key="do-as-i-say", words="Do as I say!", effect="obey", duration=1, stacks=False, rule=f"{DOC}:L45",
        params=("command",),
        description="an absolute command the Servant obeys to the extent of its abilities"),
}
