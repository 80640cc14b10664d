"""Surprise Attacks (000:L314): "Occurs during the Instant Phase. Disables opponents from acting during that
Turn of battle. Fails if a target detects the user."

Detection has no rule of its own (I0.12): interpretation surprise-detection applies the document's only
detection test, scouting's "ACT ranked equal to or higher ... will detect" (000:L471), or asks the GM, or
never detects. Who is disabled follows interpretation surprise-scope: "opponents" are "anyone the user is
not partnered, allied, or has a ceasefire with" (000:L632), here those of the battle at the user's location.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import RulesetError
from gmdesk.model.character import hostile
from gmdesk.rulesets.scores import Check

from .detection import act_detects, act_of

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = "ap-sp 000:L314"
DETECT_RULE = "ap-sp 000:L314, L471"


def detection(user: "Character", target: "Character", reading: str, act_na: str) -> Check | None:
    """Whether ``target`` detects ``user`` (then the Surprise Attack fails), by surprise-detection (I0.12):
    ``act`` a certain check, target ACT ≥ user ACT (000:L471, N/A by act-na); ``gm`` a question for the GM;
    ``never`` None (no detection)."""
    if reading == "never":
        return None
    if reading == "gm":
        return Check(f"the document gives no test for detecting a Surprise Attack; the GM decides whether "
                     f"{target.name} detects {user.name} (interpretation surprise-detection=gm)", DETECT_RULE,
                     data={"reading": reading})
    if reading != "act":
        raise RulesetError(f"interpretation surprise-detection has no option {reading!r}")
    u_level, u_text = act_of(user)
    t_level, t_text = act_of(target)
    detected = act_detects(t_level, u_level, act_na)
    sign = "≥" if detected else "<"
    if t_level is None and act_na == "never-detects":
        sign = "cannot detect"
    na = f"; interpretation act-na={act_na}" if t_level is None or u_level is None else ""
    explain = (f"{target.name} ACT {t_text} {sign} {user.name} ACT {u_text} → "
               f"{'detected' if detected else 'not detected'} (equal or higher ACT detects, as scouting 000:L471; "
               f"interpretation surprise-detection=act{na})")
    return Check(explain, DETECT_RULE, certain=detected,
                 data={"reading": reading, "target_act": t_text, "user_act": u_text})


def opponents(a: "Character", b: "Character") -> bool:
    """Not partnered (000:L632): another team, or no team at all."""
    return a.id != b.id and hostile(a, b)


def disabled(user: "Character", targets: list[str], war: "War", reading: str) -> list[str]:
    """Who cannot act for the rest of the Turn after an undetected Surprise Attack (000:L314; surprise-scope):
    ``targets`` only its targets; ``opponents-in-battle`` its targets and every living opponent of the user in
    the battle at the user's location, but those in Spirit Form (not in the battle, 000:L482)."""
    out = [t for t in targets if t in war.characters]
    if reading == "targets":
        return out
    if reading != "opponents-in-battle":
        raise RulesetError(f"interpretation surprise-scope has no option {reading!r}")
    battle = next((b for b in war.battles if b.location == user.location), None)
    for cid in (battle.participants if battle is not None else []):
        ch = war.characters.get(cid)
        if (ch is not None and ch.alive and ch.location == user.location and opponents(user, ch) and cid not in out
                and not ch.spirit_form):  # "not ... considered in the battle while in Spirit Form" (000:L482)
            out.append(cid)
    return out
