"""ap-sp's updates: ACT decides how detailed a team's update is (000:L150-166); the public update follows a
focus character, and civilian killings are always reported (000:L650-662)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.rulesets.updates import Detail, UpdateRules

from .detection import act_of

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

UPDATE_RULE = "ap-sp 000:L650-662"

#: "Public updates will revolve around their viewpoint" (000:L653); "Should both focus character die, the
#: public updates will contain very little detail, only serving to report civilian deaths, and battles and
#: activated Noble Phantasms will be mentioned briefly" (000:L659); civilian killings always (000:L662).
UPDATE_RULES = UpdateRules(focus=True, battles=True, deaths=False, noble_phantasms=True, interpreted=False,
                           rule=UPDATE_RULE)

#: ACT level (E=1 … EX=6, see :func:`act_of`) → what its holder learns (000:L152-164).
ACT_DETAIL = {1: Detail.IMPAIRED, 2: Detail.BASIC, 3: Detail.DETAILED, 4: Detail.SUBTLE, 5: Detail.COMPLETE,
              6: Detail.COMPLETE}


def update_detail(observers: list["Character"]) -> Detail:
    """The best ACT among the team's characters there: "The higher a character's ACT, the greater the
    detail of their Nightly updates" (000:L150); N/A learns only "the number and type of characters"
    (000:L152)."""
    levels = [act_of(ch)[0] for ch in observers]
    best = max((level for level in levels if level is not None), default=None)
    return Detail.TYPES if best is None else ACT_DETAIL.get(best, Detail.COMPLETE)
