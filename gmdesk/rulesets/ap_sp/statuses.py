"""ap-sp status effects (000:L332-350): Poison T/D, Stun T, "most severe version" stacking, immunity
from "Withstand it!" (000:L383), removal by treatment, and the countdown of every timed effect
(000:L642; interpretation status-first-turn, I0.4).

A status lives in ``Character.statuses`` as ``{"name": "Poison", "kind": "status", "turns": 3,
"amount": 30, "since": <turn inflicted>, "source": <id>}``. Every version keeps its own countdown;
each Turn only the most severe active version of each status applies (000:L342-347): the greatest
Poison amount, and one AP for any Stun.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, TYPE_CHECKING

from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.scores import fmt
from gmdesk.messages import Message

from . import command_spells as cs
from .economy_interpretations import CP_POISON
from .interpretations import STATUS_FIRST_TURN, WITHSTAND_EXISTING

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.combat import Skill

STATUS_RULE = "ap-sp 000:L337-347"
POISON_RULE = "ap-sp 000:L337, L342"
STUN_RULE = "ap-sp 000:L339, L342"
TREAT_RULE = "ap-sp 000:L350"
DURATION_RULE = "ap-sp 000:L642"
STATUS_KIND = "status"
_EFFECT_REMOVE, _EFFECT_UPDATE = ChangeKind.EFFECT_REMOVE, ChangeKind.EFFECT_UPDATE
_EFFECT_END, _COUNTDOWN = EventKind.EFFECT_END, EventKind.COUNTDOWN
"""countdown's members, read for every timed effect every Turn: module aliases of the same members."""


def is_status(effect: Mapping[str, Any]) -> bool:
    """A negative status effect (Poison, Stun, or any other a sheet inflicts)."""
    return effect.get("kind") == STATUS_KIND


def applies_now(effect: Mapping[str, Any], turn: int, first_turn: str) -> bool:
    """Whether a status version is in force in ``turn`` (I0.4).

    ``next-turn``: it counts "the next T Turns" after the Turn it was received (000:L344-347);
    ``cast-turn``: the Turn it was received is the first (000:L642). A status with no ``since`` (written
    in the war file) is in force."""
    if not is_status(effect) or (effect.get("turns") is not None and effect["turns"] <= 0):
        return False
    since: int | None = effect.get("since")
    if since is None:
        return True
    return since < turn if first_turn == "next-turn" else since <= turn


def immune(ch: "Character") -> bool:
    """"Withstand it!" is active: "temporary immunity to any negative status effect" (000:L383)."""
    return bool(cs.active(ch, cs.WITHSTAND))


def suppressed(ch: "Character", choice: Callable[[str], str]) -> bool:
    """Statuses already on ``ch`` have no effect (Withstand it!, interpretation withstand-existing)."""
    return immune(ch) and choice(WITHSTAND_EXISTING) == "suppressed"


def worst(ch: "Character", name: str, turn: int, first_turn: str) -> dict[str, Any] | None:
    """The most severe version of ``name`` in force (greatest amount, then most turns left)."""
    if not ch.statuses:
        return None  # (most characters)
    versions = [e for e in ch.statuses if e.get("name") == name and applies_now(e, turn, first_turn)]
    if not versions:
        return None
    return max(versions, key=lambda e: (e.get("amount") or 0, e.get("turns") or 0))


def stunned(ch: "Character", turn: int, choice: Callable[[str], str]) -> dict[str, Any] | None:
    """The Stun in force at the beginning of ``turn`` (000:L339), unless suppressed or a Master."""
    if ch.is_master() or not ch.statuses or suppressed(ch, choice):
        return None  # (a Master, no status at all, or statuses suppressed)
    return worst(ch, "Stun", turn, choice(STATUS_FIRST_TURN))


def inflict(target: "Character", skill: "Skill", war: "War", choice: Callable[[str], str]) -> list[Change]:
    """The statuses of ``skill`` received by ``target`` after a hit that landed (000:L342: "received
    regardless of type or version"), plus treatment when the skill treats (000:L350)."""
    out: list[Change] = []
    if skill.effect == "treat":
        out += treat(target, f"{skill.name} treats {target.name}")
    for inf in skill.inflicts:
        if immune(target):
            continue  # "Withstand it!": immunity to any negative status (000:L383)
        if inf.status == "Stun" and target.is_master():
            continue  # "Since Masters do not have AP to begin with, they are immune" (000:L339)
        effect: dict[str, Any] = {"name": inf.status, "kind": STATUS_KIND, "turns": inf.turns, "skill": skill.name,
                  "since": war.turn}
        if inf.amount is not None:
            effect["amount"] = inf.amount
        first = choice(STATUS_FIRST_TURN)
        when = ("from the next Turn" if first == "next-turn" else "this Turn counting as the first")
        out.append(Change(target.id, ChangeKind.EFFECT_ADD, f"{target.name} receives {inf.text()} from {skill.name} "
                          f"({inf.turns} Turn(s) {when}; interpretation status-first-turn={first})",
                          STATUS_RULE, value=effect, kind=EventKind.STATUS))
    return out


def treat(ch: "Character", why: str) -> list[Change]:
    """"All versions of a negative status effect will be removed the moment the victim is treated"
    (000:L350); Status-curing Pills do the same (000:L597)."""
    return [Change(ch.id, ChangeKind.EFFECT_REMOVE, f"{why}: {e.get('name')} {_shown(e)} is removed", TREAT_RULE,
                   value=e.get("id") or e.get("name"), kind=EventKind.STATUS)
            for e in ch.statuses if is_status(e)]


def _shown(effect: Mapping[str, Any]) -> str:
    if effect.get("amount") is not None:
        return f"{effect.get('turns')}/{fmt(effect['amount'])}"
    return str(effect.get("turns"))


def poison(war: "War", choice: Callable[[str], str],
           survive: Callable[["Character", str, Callable[[str], str]], tuple[float, str]]) -> list[Change]:
    """Poison at the Instant Phase: the most severe version's D as Special damage (000:L337, L342)."""
    out: list[Change] = []
    first = choice(STATUS_FIRST_TURN)
    for ch in war.characters.values():
        if not ch.alive or ch.health is None or not ch.statuses:
            continue  # (no status: no Poison)
        version = worst(ch, "Poison", war.turn, first)
        if version is None:
            continue
        if suppressed(ch, choice):
            continue
        amount = float(version.get("amount") or 0)
        others = [e for e in ch.statuses if e.get("name") == "Poison" and e is not version
                  and applies_now(e, war.turn, first)]
        factor, note = survive(ch, "Special", choice)
        dealt = round(amount * factor, 10)
        text = (f"Poison {_shown(version)} on {ch.name}: {fmt(amount)} Special damage at the Instant Phase"
                + (f" (the most severe of {len(others) + 1} versions)" if others else "")
                + (f"; {note}: {fmt(amount)} * {fmt(factor)} = {fmt(dealt)}" if note else ""))
        source = version.get("source")
        poisoner = war.characters.get(source) if isinstance(source, str) else None
        credit = choice(CP_POISON)
        if poisoner is not None:
            text += (f"; inflicted by {poisoner.name}'s {version.get('skill') or 'attack'}"
                     + (" (it counts as damage {0} inflicted, interpretation cp-poison=poisoner)".format(poisoner.name)
                        if credit == "poisoner" else " (it counts only as damage received, interpretation "
                                                     "cp-poison=received-only)"))
        out.append(Change(ch.id, ChangeKind.HEALTH, text, POISON_RULE, amount=-dealt, kind=EventKind.POISON,
                          value=poisoner.id if poisoner is not None and credit == "poisoner" else None))
        out.append(Change(ch.id, ChangeKind.FLAG, f"{ch.name} is affected by a damaging status this Turn (000:L479)",
                          "ap-sp 000:L479", value=(Flag.LAST_HIT_TURN, war.turn), kind=EventKind.FLAG))
        if poisoner is not None:
            out.append(Change(ch.id, ChangeKind.FLAG, f"{ch.name}'s Poison was inflicted by {poisoner.name}",
                              POISON_RULE,
                              value=(Flag.LAST_HIT_BY, poisoner.id), kind=EventKind.FLAG))
    return out


def countdown(war: "War", turn: int, choice: Callable[[str], str]) -> list[Change]:
    """End of the Turn: every timed effect counts down one Turn (000:L642) and ends at 0; a status
    received this Turn waits for the next under status-first-turn=next-turn (000:L344-347)."""
    out: list[Change] = []
    first = choice(STATUS_FIRST_TURN)
    for ch in war.characters.values():
        if not ch.alive:
            continue
        for effect in ch.statuses:
            turns = effect.get("turns")
            if not isinstance(turns, int) or isinstance(turns, bool):
                continue
            status = effect.get("kind") == STATUS_KIND  # (is_status, asked once per effect, not three times)
            if status and first == "next-turn" and effect.get("since") == turn:
                continue
            left = turns - 1
            label = f"{effect.get('name')}" + (f" {_shown(effect)}" if status else "")
            rule = STATUS_RULE if status else DURATION_RULE
            if left <= 0:
                ended = Message("{label} on {name} ends with this Turn ({turns} − 1 = {left} Turn(s) left)",
                                label=label, name=ch.name, turns=turns, left=left)
                out.append(Change(ch.id, _EFFECT_REMOVE, ended, rule,
                                  value=effect.get("id") or effect.get("name"), kind=_EFFECT_END))
            else:
                counted = Message("{label} on {name}: {turns} − 1 = {left} Turn(s) left", label=label, name=ch.name,
                                  turns=turns, left=left)
                out.append(Change(ch.id, _EFFECT_UPDATE, counted, rule,
                                  value={"id": effect.get("id"), "turns": left}, kind=_COUNTDOWN))
    return out
