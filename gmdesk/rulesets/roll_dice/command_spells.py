"""Command Spells' numeric effects (令呪の数字的効果, roll-dice 004:L287-L294).

The Master spends one (3 a war, L274; the engine counts them) and the GM allows the effect (L279, the GM
who writes the order allows it). Each effect is a status on the Servant that the checks read:

1. +10 to the achievement of one check of the Servant (L288): the next attack or defence check; cast
   twice, +10 twice (累積).
2. All HP or all MP back (L289): ``pool: HP`` or ``pool: MP`` in the order; both take two spells.
3. One attack completely defended: damage 0, its bad status shut out (L290).
4. One check completely successful: every die succeeds (L291).

The non-numeric effects (L281-L285) are events the GM narrates; the +10 split into +5 and +5 (L288), a
Master using one on its own check (L294) and "an effect the GM allows" (L292) are the GM's rulings.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, CommandSpell
from gmdesk.rulesets.roll_dice import tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

COMMAND_SPELLS: dict[str, CommandSpell] = {
    "plus-ten": CommandSpell("plus-ten", "達成値+10", "ruleset", None, True, T.cite("L288"),
                             "+10 to the achievement of the Servant's next check (attack or defence); "
                             "several spells add up", same_area=False),
    "restore": CommandSpell("restore", "HP/MP全回復", "ruleset", None, True, T.cite("L289"),
                            "the Servant's HP or MP (order field pool: HP | MP) back to its maximum",
                            params=("pool",), same_area=False),
    "ward": CommandSpell("ward", "完全防御", "ruleset", None, True, T.cite("L290"),
                         "the next attack on the Servant is completely defended: damage 0, no bad status",
                         same_area=False),
    "success": CommandSpell("success", "完全成功", "ruleset", None, True, T.cite("L291"),
                            "every die of the Servant's next check succeeds", same_area=False),
}
"""The numeric effects of L288-L291; the Servant need not stand by its Master (L279: any timing)."""

_STATUS = {
    "plus-ten": ("令呪: 達成値+10", "cs-plus", {"bonus": 10}),
    "ward": ("令呪: 完全防御", "cs-ward", {}),
    "success": ("令呪: 完全成功", "cs-success", {}),
}


def problem(spell: CommandSpell, order: Mapping[str, Any]) -> str | None:
    if spell.key == "restore" and str(order.get("pool", "")).upper() not in ("HP", "MP"):
        return f"{spell.words}: pool must be HP or MP, not {order.get('pool')!r} ({spell.rule})"
    return None


def changes(caster: "Character", servant: "Character", spell: CommandSpell, order: Mapping[str, Any],
            war: "War") -> list[Change]:
    if spell.key == "restore":
        pool = str(order.get("pool")).upper()
        what, now, top = ((ChangeKind.HEALTH, servant.health, servant.health_max) if pool == "HP"
                          else (ChangeKind.MANA, servant.mana, servant.mana_max))
        gain = max(0.0, (top or 0.0) - (now or 0.0))
        return [Change(servant.id, what, Message("令呪: {name}'s {pool} back to its maximum {top}", name=servant.name,
                                                 pool=pool, top=f"{top:g}"), spell.rule,
                       amount=gain, kind=EventKind.HEAL)]
    name, rd, more = _STATUS[spell.key]
    return [Change(servant.id, ChangeKind.EFFECT_ADD, Message("{effect} on {name}", effect=name, name=servant.name),
                   spell.rule,
                   value={"name": name, "rd": rd, "kind": "command-spell", "source": caster.id, "rule": spell.rule,
                          **more})]
