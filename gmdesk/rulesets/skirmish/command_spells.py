"""The eight Command Spells of 002:L31-45 and what each leaves behind.

Durations: "Lasts the whole battle" (Fight Harder, removed at the end of the first turn its Servant
is in no battle), "for the turn" / "one turn" (Survive at all Costs, Quit Holding Back). Protect X
lasts while its Master wants (002 gives no duration, GAP): until the GM removes it. Shake it Off and
Do as I say! act on statuses and obedience that 002 does not define mechanically: the spell is spent
and recorded as an effect for the GM (002:L43, L45).

Reach: 002 puts no range on Command Spells, so the engine's same-location check is off; :func:`reach_problem`
asks for the Servant in its Master's location for Return to spirit form (a Servant in Spirit Form stays
with its Master, 002:L6) and, under the reading command-spell-reach (not in the document), for every
spell but Come Here (002:L41).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.messages import Message
from gmdesk.rulesets.combat import CommandSpell
from gmdesk.rulesets.skirmish.effective import FIGHT_HARDER, QUIT_HOLDING_BACK, SURVIVE

if TYPE_CHECKING:
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DOC = "skirmish 002"

COMMAND_SPELLS = {
    FIGHT_HARDER: CommandSpell(
        key=FIGHT_HARDER, words="Fight Harder", effect="boost", duration=None, stacks=False, rule=f"{DOC}:L31",
        same_area=False,
        description=Message("all Servant parameters +1 rank (A gains one '+', A+++ unaffected) for the whole battle")),
    SURVIVE: CommandSpell(
        key=SURVIVE, words="Survive at all Costs", effect="boost", duration=1, stacks=False, rule=f"{DOC}:L33",
        same_area=False,
        description=Message("END and Magical Defense become EX for the turn")),
    QUIT_HOLDING_BACK: CommandSpell(
        key=QUIT_HOLDING_BACK, words="Quit Holding Back", effect="boost", duration=1, stacks=False,
        rule=f"{DOC}:L35", same_area=False,
        description=Message("all Servant parameters +1 rank and 1 '+' (A gains 2 '+', up to A+++) for one turn")),
    "spirit-form": CommandSpell(
        key="spirit-form", words="Return to spirit form", effect="spirit-form-in", duration=None, stacks=False,
        rule=f"{DOC}:L37", same_area=False,
        description=Message("the Servant is put into Spirit Form at once, whatever would prevent it")),
    "protect": CommandSpell(
        key="protect", words="Protect X", effect="defend", duration=None, stacks=False, rule=f"{DOC}:L39",
        same_area=False,
        params=("target",),
        description=Message("the Servant takes all damage aimed at the target, and still protects its Master")),
    "come-here": CommandSpell(
        key="come-here", words="Come Here", effect="summon", duration=None, stacks=False, rule=f"{DOC}:L41",
        same_area=False,
        description=Message("the Servant is summoned from any location at once, leaving its battle without counterattacks")),
    "shake-it-off": CommandSpell(
        key="shake-it-off", words="Shake it Off", effect="obey", duration=1, stacks=False, rule=f"{DOC}:L43",
        same_area=False,
        description=Message("negative status effects on the Servant are removed (002 defines none: the GM removes them)")),
    "do-as-i-say": CommandSpell(
        key="do-as-i-say", words="Do as I say!", effect="obey", duration=1, stacks=False, rule=f"{DOC}:L45",
        same_area=False,
        params=("command",),
        description=Message("an absolute command the Servant obeys to the extent of its abilities")),
}


def reach_problem(caster: "Character", spell: CommandSpell, order: Mapping[str, Any], war: "War",
                  reach: str) -> str | None:
    """Why the spell cannot reach the Servant where it stands (None: it can): Return to spirit form needs
    it with its Master (002:L6); under the reading command-spell-reach "same-location" (not in the
    document) so does every spell but Come Here (002:L41)."""
    if spell.key == "come-here" or (reach != "same-location" and spell.key != "spirit-form"):
        return None
    sid = order.get("servant")
    own = [c for c in war.characters.values() if c.master == caster.id and c.is_servant()]
    servant = war.characters.get(sid) if isinstance(sid, str) else (own[0] if len(own) == 1 else None)
    if servant is None or servant.location == caster.location:
        return None
    if spell.key == "spirit-form":
        return Message("{spell}: {servant} is not in {caster}'s location, and 'Servants must remain in the same "
                       "location as their Masters while in spirit form' ({doc}:L6)", spell=spell.words,
                       servant=servant.name, caster=caster.name, doc=DOC)
    return Message("{spell} needs {servant} in {caster}'s location (reading command-spell-reach: not in the document, "
                   "{doc}:L29-45 give no range)", spell=spell.words, servant=servant.name, caster=caster.name, doc=DOC)
