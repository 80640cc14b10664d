"""The words of the engine's questions to the GM: what each answer does, as the GM reads it.

The engine gives every option of a question it asks (``TurnContext.decide``) a label built here from the
names in play, so the decision dialog shows "Archer goes back to Cape Lighthouse" for ``return``. The
labels are :class:`~gmdesk.messages.Message`\\ s (Japanese in ``resources/i18n/core_ja.json``); the ids stay
what is stored. What an answer does is what the engine does with it: each table follows the code that
reads the choice (``activities/scout.py``, ``activities/meetings.py``, ``activities/flee.py``,
``combat/turns.py``, ``combat/rolls.py``, ``context.py``). A ruleset's own decisions (a ``decision``
change) carry their labels in the change's ``labels``.
"""

from __future__ import annotations

from typing import Mapping

from gmdesk.messages import Message


def scout_spotted(scout: str, target: str, origin: str) -> dict[str, str]:
    """A spotted scout's answers (valor 001:L29; ``activities/scout.py``: the staying choices keep it at
    the scouted place, ``return`` and ``flee-back`` take it home, ``flee-back`` shows the way it came)."""
    return {
        "show": Message("{scout} shows itself and stays at {target}", scout=scout, target=target),
        "return": Message("{scout} goes back to its Master at {origin}", scout=scout, origin=origin),
        "flee-back": Message("{scout} flees back to {origin}: those present learn where it came from, "
                             "faster foes may strike it", scout=scout, origin=origin),
        "stay-fight": Message("{scout} stays at {target} and fights if a battle breaks out", scout=scout,
                              target=target),
        "stay": Message("{scout} stays at {target} for the rest of the turn, as if it had moved there",
                        scout=scout, target=target),
        "minor-ambush": Message("{scout} launches a minor ambush at {target}", scout=scout, target=target),
    }


def scout_strike(attacker: str, scout: str) -> dict[str, str]:
    """A spotter's answer to a scout fleeing back (valor 001:L29)."""
    return {"strike": Message("{attacker} strikes {scout} as it flees", attacker=attacker, scout=scout),
            "let-go": Message("{attacker} lets {scout} go", attacker=attacker, scout=scout)}


def escape_question(fleeing: int, blocking: int) -> str:
    """The escape question's template, its verbs agreeing with how many flee and how many may block ("Saber tries to
    escape. Does Lancer try to stop them?"; one template each, each with its translation)."""
    flee = "{names} tries to escape." if fleeing == 1 else "{names} try to escape."
    return flee + (" Does {blockers} try to stop them?" if blocking == 1 else " Do {blockers} try to stop them?")


def escape_block(blockers: str, fugitives: str, blocking: int = 2, fleeing: int = 2) -> dict[str, str]:
    """Those in a battle answer an escape: block it (the escape check follows) or let it go. ``blocking`` and
    ``fleeing``: how many there are on each side (the verb agrees: "Saber tries", "Saber and Rin try")."""
    block = ("{blockers} tries to stop them (the escape check decides)" if blocking == 1
             else "{blockers} try to stop them (the escape check decides)")
    away = "{fugitives} gets away unopposed" if fleeing == 1 else "{fugitives} get away unopposed"
    return {"block": Message(block, blockers=blockers), "let-go": Message(away, fugitives=fugitives)}


def scout_detection(observers: str, count: int, scout: str) -> str:
    """The question of a scout's detection the GM answers (a ruleset without a formula: skirmish 002:L8), by
    names, its verb agreeing with how many observe ("Does Rufus detect the scout Caster?")."""
    return Message("Does {observers} detect the scout {scout}?" if count == 1 else
                   "Do {observers} detect the scout {scout}?", observers=observers, scout=scout)


def detection(observers: str, count: int, other: str) -> dict[str, str]:
    """What yes and no mean when the GM rules whether ``observers`` detect ``other`` (a scout, a surprise)."""
    return {"yes": Message("{observers} detects {other}" if count == 1 else "{observers} detect {other}",
                           observers=observers, other=other),
            "no": Message("{observers} does not detect {other}" if count == 1 else "{observers} do not detect {other}",
                          observers=observers, other=other)}


def combat_turn(number: int) -> dict[str, str]:
    """Past the combat-turn limit: fight one more now, or leave the battle for the next turn."""
    return {"stop": Message("Stop here: the battle goes on next turn"),
            "continue": Message("Fight combat turn {number} now", number=number)}


def dodge(target: str, attacker: str) -> dict[str, str]:
    return {"yes": Message("{target} dodges", target=target),
            "no": Message("{target} is hit by {attacker}", target=target, attacker=attacker)}


def critical() -> dict[str, str]:
    return {"yes": Message("A critical hit (damage multiplied)"), "no": Message("An ordinary hit")}


def notices(parties: Mapping[str, str]) -> dict[str, str]:
    """Who notices first in a crossing or a sighting: one party (key → its members' names), both, neither."""
    out: dict[str, str] = {key: Message("{party} notice first", party=names) for key, names in parties.items()}
    out["both"] = Message("Both sides notice each other")
    out["neither"] = Message("Neither side notices the other")
    return out


def meeting(other: str, stop_at: str, start: str) -> dict[str, str]:
    """The side that noticed first (``activities/meetings.py`` ``_choose``): go on, follow the others from
    the end of the half they met in, stop at the meeting's place, or go back where they started."""
    return {"ignore": Message("Ignore them and go on as ordered"),
            "follow": Message("Follow {other} where they go", other=other),
            "stop": Message("Stop at {place} and wait there", place=stop_at),
            "return": Message("Go back to {place}", place=start)}


def initiative_tie(names: Mapping[str, str]) -> dict[str, str]:
    """A full initiative tie left to the GM: who acts first (id → name), or all at the same moment."""
    out: dict[str, str] = {cid: Message("{name} acts first", name=name) for cid, name in names.items()}
    out["simultaneous"] = Message("All act at the same moment")
    return out


def places(names: Mapping[str, str]) -> dict[str, str]:
    """Locations offered as answers, by their names."""
    return dict(names)
