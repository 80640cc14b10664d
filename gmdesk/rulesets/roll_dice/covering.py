"""Covering (庇う, roll-dice 004:L471-L482): an ally defends in the target's place and takes the attack.

The order ``{"actor": A, "action": "cover", "target": B}`` (the action turn's declaration) makes A cover B
for this action turn. When B is attacked where A stands, A defends instead with a minus of
⌈|stat − 敏捷| ÷ 2⌉, or with 敏捷 ⌈|敏捷 − 筋力| ÷ 2⌉ (L474), and takes the damage of a failed defence
(L478). A back-row coverer of a front-row ally steps to the front row (L473); a hidden coverer is seen
(L450). The document's order — the covered one defends first and the coverer tries after its failure
(L474) — is read by interpretation covering-order.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.roll_dice import side_checks as K, modifiers as M, stealth as SH, tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = T.cite("L471-L478")


def declare(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """The cover order: A covers B for this action turn."""
    tid = order.get("target")
    ally = war.characters.get(tid) if isinstance(tid, str) else None
    if ally is None or ally.id == ch.id:
        raise K.Refused(f"cover: target {tid!r} is not another character", RULE)
    if not ally.alive or ally.team != ch.team:
        raise K.Refused(f"cover: {ally.name} is not a living ally of {ch.name}", RULE)
    if ally.location != ch.location:
        raise K.Refused(f"cover: {ally.name} is not where {ch.name} stands", RULE)
    return [Change(ch.id, ChangeKind.EFFECT_ADD, Message("{name} stands ready to cover {ally} (庇う) this action turn", name=ch.name, ally=ally.name),
                   RULE, value={"name": "庇う", "rd": "cover", "protects": ally.id, "rule": RULE},
                   kind=EventKind.COVER)]


def coverer(target: "Character", war: "War") -> "Character | None":
    """The living ally where ``target`` stands that declared to cover it (the first by id)."""
    for ch in sorted(war.alive(), key=lambda c: c.id):
        if ch.id != target.id and ch.location == target.location and any(
                s.get("rd") == "cover" and s.get("protects") == target.id for s in ch.statuses):
            return ch
    return None


def _front(ch: "Character") -> bool:
    return str(ch.flags.get(Flag.ROW, "front")).casefold() not in ("back", "後衛")


def _setup(guard: "Character", target: "Character") -> list[Change]:
    found = [Change.point(guard.id, M.COVERING, Message("{guard} covers {target} (庇う)", guard=guard.name, target=target.name), RULE, value=1,
                          kind=EventKind.COVER)]
    if not _front(guard) and _front(target):
        found.append(Change(guard.id, ChangeKind.FLAG, Message("{guard} steps from the back row to the front to cover {target}",
                                    guard=guard.name, target=target.name), T.cite("L473"), value=(Flag.ROW, "front"), kind=EventKind.COVER))
    if SH.hidden(guard) and not SH.hidden(target):
        found += [Change(guard.id, ChangeKind.EFFECT_REMOVE, Message("{guard} leaves stealth by covering {target}", guard=guard.name, target=target.name),
                         T.cite("L450"), value=s.get("id") or s.get("name"), kind=EventKind.STEALTH)
                  for s in guard.statuses if s.get("rd") == "hidden" or s.get("name") == SH.HIDDEN]
    return found


def before_attack(attacker: "Character", target: "Character", war: "War", choice: str) -> list[Change]:
    """Before an attack on ``target`` is rolled: its coverer takes over (covering-order=in-place), or the GM,
    who saw the covered one's own defence, is asked (covering-order=gm)."""
    guard = coverer(target, war)
    if guard is None or guard.id == attacker.id:
        return []
    if choice == "gm":
        return [Change(guard.id, ChangeKind.DECISION, f"does {guard.name} cover {target.name}?", RULE,
                       value={"id": f"t{war.turn}.cover.{guard.id}.{target.id}.{attacker.id}",
                              "question": f"{target.name}'s own defence against {attacker.name} failed: does "
                                          f"{guard.name} cover it (庇う, L474)?",
                              "options": ["yes", "no"], "then": {"yes": _setup(guard, target), "no": []}})]
    return _setup(guard, target)


def interceptor(target: "Character", war: "War") -> tuple[str | None, str, str]:
    """The coverer whose covering was set up for this attack takes it (L478)."""
    guard = coverer(target, war)
    if guard is None or not guard.points.get(M.COVERING):
        return None, "", ""
    return guard.id, Message("{guard} covers {target} (庇う): it defends in its place and takes the damage",
                             guard=guard.name, target=target.name), RULE


def turn_end(war: "War") -> list[Change]:
    """A cover lasts the action turn it was declared in."""
    return [Change(ch.id, ChangeKind.EFFECT_REMOVE, Message("{name} no longer covers anyone", name=ch.name), RULE,
                   value=s.get("id") or s.get("name"), kind=EventKind.COVER)
            for ch in sorted(war.alive(), key=lambda c: c.id) for s in ch.statuses if s.get("rd") == "cover"]
