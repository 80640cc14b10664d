"""Luck rerolls in battle (roll-dice 004:L215-L218): spent on attack and defence checks, shared between a
Master and its Servant, and spent to cancel an NP's 必中 / 必殺 / 防御不能.

- Each reroll rolls the failed dice of one check again (L215-L216); a character has 幸運-level rerolls a
  day, counted in ``points.luck_used`` and back at day end.
- An attack or skill order's ``luck: N`` spends N on that attack check; any order of the defender this turn with
  ``defence_luck: N`` spends up to N on each of its defence checks (L217: in combat and out).
- Sharing (L217: 同意の上 … 共有・融通): when its own rerolls run out, a character draws on its Master's or
  Servant's, if that partner agreed (``flags.share_luck`` true); the partner's count goes up.
- The target of an NP attack with 必中, 必殺 or 防御不能 may spend one reroll to cancel that effect (L218,
  L1404, L1405, L1414); whether it does is asked as a recorded decision.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import RulesetError
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.roll_dice import formulas as F, tables as T
from gmdesk.rulesets.sheetformat import is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

LUCK_USED = "luck_used"
RULE = T.cite("L215-L217")


def orders_of(ch: "Character", war: "War") -> list[Mapping[str, Any]]:
    """This turn's orders of ``ch``."""
    return [o for o in war.orders if o.get("actor") == ch.id]


def count_field(order: Mapping[str, Any], key: str) -> int:
    """A whole-number order field (absent, negative or not a number: 0)."""
    value = order.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return max(0, value)


def left(ch: "Character") -> int:
    """Luck rerolls ``ch`` has left today (L215)."""
    try:
        per_day = int(F.luck_rerolls(ch).value)
    except (RulesetError, KeyError):
        return 0
    return max(0, per_day - int(ch.points.get(LUCK_USED) or 0))


def partner(ch: "Character", war: "War") -> "Character | None":
    """The Master of a Servant, or the Servant of a Master (L217), alive; None when there is none."""
    if ch.master and ch.master in war.characters:
        found = war.characters[ch.master]
        return found if found.alive else None
    for other in sorted(war.alive(), key=lambda c: c.id):
        if other.master == ch.id and other.kind == "servant":
            return other
    return None


def attack_asked(attacker: "Character", target: "Character", war: "War") -> int:
    """The ``luck`` of the attacker's attack or skill order on ``target`` this turn (L215-L216)."""
    for order in orders_of(attacker, war):
        aimed = order.get("target") == target.id or target.id in (order.get("targets") or [])
        if order.get("action") in ("attack", "skill") and aimed:
            return count_field(order, "luck")
    return 0


def defence_asked(target: "Character", war: "War") -> int:
    """The ``defence_luck`` of the defender's orders this turn: rerolls it spends on each defence check."""
    return max((count_field(o, "defence_luck") for o in orders_of(target, war)), default=0)


def spend(ch: "Character", asked: int, war: "War", what: str) -> tuple[int, list[Change]]:
    """Spend up to ``asked`` rerolls on one check: ``ch``'s own first, then its partner's when the partner
    agreed to share (L217). Returns (rerolls spent, the point changes), each change explained."""
    if asked <= 0:
        return 0, []
    own = min(asked, left(ch))
    found: list[Change] = []
    if own:
        used = int(ch.points.get(LUCK_USED) or 0)
        found.append(Change.point(ch.id, LUCK_USED, Message(
            ("{name} spends {count} Luck reroll" if own == 1 else "{name} spends {count} Luck rerolls")
            + " on {what} ({used} of {per_day} today; {asked} asked)", name=ch.name, count=own, what=_said(what),
            used=used + own, per_day=used + left(ch), asked=asked),
                                  T.cite("L215-L216"), amount=own))
    rest = asked - own
    other = partner(ch, war) if rest else None
    shared = 0
    if other is not None and rest:
        if is_yes(other.flags.get(Flag.SHARE_LUCK)):
            shared = min(rest, left(other))
            if shared:
                used = int(other.points.get(LUCK_USED) or 0)
                found.append(Change.point(other.id, LUCK_USED,
                                          Message(("{other} lends {name} {count} Luck reroll" if shared == 1 else
                                                   "{other} lends {name} {count} Luck rerolls")
                                                  + " for {what} (shared by agreement, flags.share_luck; {used} of its "
                                                  "own used today)", other=other.name, name=ch.name, count=shared,
                                                  what=_said(what), used=used + shared), RULE, amount=shared))
        else:
            found.append(Change(ch.id, ChangeKind.NOTE, Message(
                "{name}'s own 幸運 rerolls are used up ({asked} asked − {own} spent = {rest} more asked); {other} has "
                "not agreed to share its own (flags.share_luck)", name=ch.name, asked=asked, own=own, rest=rest,
                other=other.name), RULE, value={}))
    return own + shared, found


def cancel_available(target: "Character", war: "War") -> bool:
    """Whether ``target`` has a reroll to spend on cancelling an NP effect (its own or a sharing partner's)."""
    if left(target):
        return True
    other = partner(target, war)
    return other is not None and is_yes(other.flags.get(Flag.SHARE_LUCK)) and left(other) > 0


def _said(what: str) -> str:
    """What a reroll is spent on (``the attack check``), sayable: a Message stays one, a text becomes one."""
    return what if isinstance(what, Message) else Message(what)
