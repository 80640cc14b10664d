"""Sleep and the all-nighter state (徹夜状態), roll-dice 004:L246-L252.

A Master declares one action turn of sleep a day (``{"actor", "action": "sleep"}``: the turn's action,
L246). Asleep it makes no opposed check (defence achievement 0, L249). At the end of every action turn a
Master who did not sleep counts one more waking turn (points.awake_turns); after four in a row it enters
the all-nighter state, 徹夜 Lv1 (L246), −1 more each further turn (L247); it falls asleep, whether it will
or not, once the minus reaches the dice of its weakest stat ("全成功しても0", L247): asleep the next action
turn. A turn of sleep ends the state; the day-end recovery skips a Master still in it (L248). Servants need
no sleep (L252).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.roll_dice import side_checks as K, formulas as F, tables as T

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

AWAKE = "awake_turns"
"""points.awake_turns: action turns in a row a Master has not slept (L246)."""
ALL_NIGHTER = "徹夜"
RULE = T.cite("L246-L249")


def asleep(ch: "Character") -> bool:
    return any(s.get("rd") == "sleep" for s in ch.statuses)


def all_nighter(ch: "Character") -> dict | None:  # type: ignore[type-arg]
    return next((s for s in ch.statuses if s.get("rd") == "all-nighter" or s.get("name") == ALL_NIGHTER), None)


def declare(ch: "Character") -> list[Change]:
    if ch.kind != "master":
        raise K.Refused(f"{ch.name} is not a Master: Servants need no sleep", T.cite("L252"))
    if asleep(ch):
        raise K.Refused(f"{ch.name} is asleep already", RULE)
    return [Change(ch.id, ChangeKind.EFFECT_ADD, Message("{name} sleeps this action turn (睡眠): no other action, no "
                                                         "opposed checks", name=ch.name), RULE, value={"name": "睡眠", "rd": "sleep", "rule": RULE}, kind=EventKind.SLEEP)]


def _weakest_dice(ch: "Character") -> int:
    """The dice of the weakest stat: a minus this large makes a full success 0 (L247)."""
    found = []
    for key in ("STR", "END", "AGI", "MAG", "LCK", "SOC"):
        rank = ch.stats.get(key)
        if rank is None or rank.letter == "-":
            continue
        pool = F.stat_pool(rank)
        found.append(pool.automatic or pool.dice)
    return min(found, default=0)


def turn_end(war: "War") -> list[Change]:
    """Count the waking turns of every living Master; sleep resets them (L246-L248)."""
    found: list[Change] = []
    for ch in sorted(war.alive(), key=lambda c: c.id):
        if ch.kind != "master":
            continue
        state = all_nighter(ch)
        if asleep(ch):
            found += [Change(ch.id, ChangeKind.EFFECT_REMOVE, Message("{name} wakes up", name=ch.name), RULE,
                             value=s.get("id") or s.get("name"), kind=EventKind.SLEEP)
                      for s in ch.statuses if s.get("rd") == "sleep"]
            if state is not None:
                found.append(Change(ch.id, ChangeKind.EFFECT_REMOVE, Message("{name} slept: the all-nighter state ends", name=ch.name),
                                    RULE, value=state.get("id") or state.get("name"), kind=EventKind.SLEEP))
            found.append(Change.point(ch.id, AWAKE, Message("{name} slept: waking turns back to 0", name=ch.name), RULE, value=0,
                                      kind=EventKind.SLEEP))
            continue
        awake = int(ch.points.get(AWAKE) or 0) + 1
        found.append(Change.point(ch.id, AWAKE, Message("{name} did not sleep: {awake} action turn(s) awake in a row", name=ch.name, awake=awake),
                                  T.cite("L246"), value=awake, kind=EventKind.SLEEP))
        if awake < 4:
            continue
        if state is None:
            level = 1
            found.append(Change(ch.id, ChangeKind.EFFECT_ADD, Message("{name} has not slept for 4 action turns: the "
                                "all-nighter state (徹夜), −1 on every check", name=ch.name), T.cite("L246-L247"),
                                value={"name": ALL_NIGHTER, "rd": "all-nighter", "level": 1, "rule": RULE},
                                kind=EventKind.SLEEP))
        else:
            level = int(state.get("level", 1)) + 1
            found.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, Message("{name} stays awake: the all-nighter's minus "
                                "grows to −{level}", name=ch.name, level=level), T.cite("L247"),
                                value={"id": state.get("id"), "level": level, "rd": "all-nighter"},
                                kind=EventKind.SLEEP) if state.get("id") else
                         Change(ch.id, ChangeKind.NOTE, f"{ch.name} stays awake (徹夜 recorded by hand)", T.cite("L247")))
        weakest = _weakest_dice(ch)
        if weakest and level >= weakest:
            found.append(Change(ch.id, ChangeKind.EFFECT_ADD, Message("{name} falls asleep: −{level} leaves its weakest "
                                "stat's {weakest} dice at 0 even if all succeed", name=ch.name, level=level,
                                weakest=weakest), T.cite("L247"),
                                value={"name": "睡眠", "rd": "sleep", "forced": True, "rule": RULE},
                                kind=EventKind.SLEEP))
    return found
