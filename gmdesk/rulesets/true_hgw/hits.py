"""Whether a character was successfully attacked, or successfully attacked someone, this turn (003 §II).

003 §II: characters "will not regenerate health unless they were not successfully attacked and did not
successfully attack during the previous turn". The engine marks ``flags.last_hit_turn`` on every loss of
Health (gmdesk/engine/combat/changes.py), an 'end of the turn' effect such as a poison's tick included;
that is no attack. At the end of the turn, a character whose flag says this turn but who gave or took no
landed hit with an attacker (``TurnFacts.hits``) has the flag taken off again, with an event saying why,
so that next turn's Initial Phase (interpretation ``health-regen``) reads only attacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, TurnFacts

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.war import War

RULE = "true-hgw 003 §II"


def attack_hit_flags(war: "War", facts: TurnFacts) -> list[Change]:
    """Take ``last_hit_turn`` off the characters it marks for this turn only because of Health lost
    outside an attack (no landed hit with an attacker, given or taken)."""
    struck = {cid for attacker, target, _d in facts.hits if attacker for cid in (attacker, target)}
    out = []
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        if ch.alive and ch.flags.get(Flag.LAST_HIT_TURN) == facts.turn and ch.id not in struck:
            out.append(Change(ch.id, ChangeKind.FLAG, Message(
                "{name} lost Health this turn but was not successfully attacked and did not successfully attack: "
                "Health regenerates next turn as usual", name=ch.name), RULE,
                value=(Flag.LAST_HIT_TURN, None), kind=EventKind.FLAG))
    return out
