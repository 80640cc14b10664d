"""ap-sp scout detection: "A character in the area with ACT ranked equal to or higher than that of a
scouting character will detect that scouting character" (000:L471)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import RulesetError
from gmdesk.model.ranks import NA_TEXT
from gmdesk.rulesets.scores import Check

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

DETECTION_RULE = "ap-sp 000:L471"


def act_of(ch: "Character") -> tuple[int | None, str]:
    """ACT as a comparable level (E=1 … EX=6; None for N/A) and how it reads.

    ACT "cannot gain subranks" (000:L166), so only the letter counts. A sheet with no ACT, or
    with '-', is read as N/A (000:L152) and the text says so.
    """
    rank = ch.stat("ACT")
    if rank is None:
        return None, "N/A (no ACT on the sheet, read as N/A)"
    if rank.is_special:
        return None, NA_TEXT if rank.letter == NA_TEXT else f"N/A ('{rank}' read as N/A)"
    return rank.level, rank.letter


def act_detects(observer_level: int | None, scout_level: int | None, act_na: str) -> bool:
    """Equal or higher ACT detects (000:L471); N/A placed by interpretation act-na (I0.12).

    ``lowest``: N/A is a level below E (N/A detects N/A, any letter detects N/A).
    ``never-detects``: an N/A observer detects no one; an N/A scout is still below every letter.
    """
    if act_na == "lowest":
        return (observer_level or 0) >= (scout_level or 0)
    if act_na == "never-detects":
        if observer_level is None:
            return False
        return observer_level >= (scout_level or 0)
    raise RulesetError(f"interpretation act-na has no option {act_na!r}")


def scout_detection(scout: "Character", observers: list["Character"], act_na: str) -> list[tuple[list[str], Check]]:
    """One certain check per observer: detected iff the observer's ACT ≥ the scout's ACT (000:L471).

    Observers include other scouts looking at the same area ("this also applies to other characters
    that are scouting the same area!", 000:L471).
    """
    scout_level, scout_text = act_of(scout)
    found: list[tuple[list[str], Check]] = []
    for observer in observers:
        obs_level, obs_text = act_of(observer)
        detected = act_detects(obs_level, scout_level, act_na)
        sign = "≥" if detected else "<"
        na_note = ""
        if obs_level is None or scout_level is None:
            na_note = f"; interpretation act-na={act_na}"
            if act_na == "never-detects" and obs_level is None:
                sign = "cannot detect"
        explain = (f"{observer.name} ACT {obs_text} {sign} scout {scout.name} ACT {scout_text} → "
                   f"{'detected' if detected else 'not detected'} (equal or higher ACT detects{na_note})")
        found.append(([observer.id], Check(explain, DETECTION_RULE, certain=detected,
                                           data={"observer_act": obs_text, "scout_act": scout_text,
                                                 "act_na": act_na})))
    return found
