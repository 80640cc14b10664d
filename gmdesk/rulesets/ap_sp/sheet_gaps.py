"""What a new ap-sp sheet may still lack, said beside its problems (``Ruleset.sheet_gaps``, read by
:func:`gmdesk.sheets.problems.sheet_notices`): none breaks a rule, but each leaves a character unable to act.

A Servant made from a blank sheet in the window had no stats, no AP and no Basic Attack, the editor said "No
problems" and the Turn Desk offered it no attack, with no word why (QA qa-newwar). The engine reads a stat the
sheet lacks as 0 (damage.py, ranking.py), AP as none (budget.py); the document lists each on the sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Message, join

from .sheet import STATS

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.rulesets.combat import Skill

#: The kinds that gain AP from their sheet at each turn's start (000:L230); Masters have none (000:L233).
AP_KINDS = ("servant", "familiar")


def sheet_gaps(ch: "Character", basic_attacks: "list[Skill]") -> list[tuple[str, Message]]:
    """(field, why) for the stats the sheet must have and lacks (one line: a blank sheet lacks six), AP a Servant or
    familiar lacks, and a Servant's missing Basic Attack; nothing for the dead."""
    if not ch.alive:
        return []
    lacking = [spec.key for spec in STATS if spec.required and ch.stats.get(spec.key) is None]
    gaps = [(f"stats.{lacking[0]}", Message("no {keys} on the sheet: the engine reads each as 0 (ap-sp 000:L58-145)",
                                            keys=join([Message(key) for key in lacking])))] if lacking else []
    if ch.kind in AP_KINDS and not ch.points.get("AP"):
        gaps.append(("points.AP", Message("no AP on the sheet: a {kind} gains the AP its sheet lists at each turn's "
                                          "start, so it has none to spend on skills (ap-sp 000:L230)",
                                          kind=Message(ch.kind))))
    if ch.kind == "servant" and not basic_attacks:
        gaps.append(("skills", Message("no Basic Attack on the sheet: a Servant's Basic Attack is a skill of the "
                                       "sheet, marked basic (ap-sp 000:L267); Skills ▸ From Library… has the "
                                       "document's (000:L714-L764)")))
    return gaps
