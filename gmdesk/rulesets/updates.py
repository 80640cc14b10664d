"""What a ruleset says about the updates a GM posts after a turn: how much a team learns of what it sees,
and what the public update may tell.

The engine's knowledge filter (``gmdesk/engine/knowledge_turn.py``) asks the ruleset through
:meth:`gmdesk.rulesets.base.Ruleset.update_detail` and :attr:`Ruleset.update_rules`; where a document is
silent the default here is a named interpretation "not in the document" (:data:`UPDATE_READINGS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from gmdesk.rulesets.descriptions import Interpretation


class Detail(IntEnum):
    """How much a team learns of the characters it sees (ap-sp's ACT levels, 000:L152-166)."""

    TYPES = 0  #: N/A: "the number and type of characters in an area" (000:L152)
    IMPAIRED = 1  #: E: less than a normal human: who is there and that something happened (000:L154)
    BASIC = 2  #: D: "only basic information": who did what to whom (000:L156)
    DETAILED = 3  #: C: "more detailed information": how much damage or healing (000:L158)
    SUBTLE = 4  #: B: "can notice subtle changes that hint at skill effects": statuses (000:L160)
    COMPLETE = 5  #: A, EX: "their information is complete": health left as well (000:L162-164)


@dataclass(frozen=True)
class UpdateRules:
    """What a ruleset's public update holds.

    ``focus``: the public update is told from a focus character's viewpoint, a secondary focus taking
    over on the first's death (ap-sp 000:L653-657). ``public_facts``: facts the ruleset marks public
    (``"public": True``, e.g. a civilian killed, 000:L551, L662) are always reported. ``battles``,
    ``deaths`` and ``noble_phantasms``: reported briefly (where, who died, that one was activated).
    ``rule``: the document's line, or the interpretation's key when the document is silent.
    """

    focus: bool = False
    battles: bool = True
    deaths: bool = True
    noble_phantasms: bool = False
    interpreted: bool = True
    """Whether ``battles`` and ``deaths`` are interpretation public-update's (the document is silent)."""
    public_fact_kinds: tuple[str, ...] = ()
    """Kinds of facts every team learns that the public update reports (besides facts marked public)."""
    rule: str = "interpretation public-update (not in the document)"


PUBLIC_UPDATE = Interpretation(
    key="public-update",
    title="What the public update tells (not in the document)",
    source="not in the document",
    question="The document does not say what the GM's public update reports. What does it tell?",
    default="battles-and-deaths",
    options={"battles-and-deaths": "where battles began and ended, and who died; no names of the living, "
                                   "no numbers, no skills",
             "nothing": "only what the rules make public (a fact marked public)"},
    labels={"battles-and-deaths": "battles and deaths", "nothing": "public facts only"},
)

UPDATE_DETAIL = Interpretation(
    key="update-detail",
    title="How much a team learns of others in its update (not in the document)",
    source="not in the document",
    question="The document does not say how detailed a team's update is about the characters it meets.",
    default="detailed",
    options={"detailed": "who did what to whom and how much damage or healing (never another team's skill "
                         "names, sheets or health left)",
             "basic": "who did what to whom, without numbers"},
    labels={"detailed": "in detail", "basic": "who did what, no numbers"},
)

SKILL_NAMES = Interpretation(
    key="update-skill-names",
    title="Another team's skill names in an update (not in the document)",
    source="not in the document; ap-sp 000:L160 ('hint at skill effects')",
    question="Does a team's update name the skills other teams' characters use on it?",
    default="never",
    options={"never": "another team's skill is 'a skill' (a Noble Phantasm: 'a Noble Phantasm'); its "
                      "effects on the team's own characters are told"},
    labels={"never": "never named"},
)

OWN_ORDERS = Interpretation(
    key="update-own-orders",
    title="A team's own orders in its update (not in the document)",
    source="not in the document",
    question="Does a team's update say what its own orders did, and name the characters they aimed at?",
    default="named",
    options={"named": "a team's own order is told as what it was (cover, sleep, consume…), and the characters "
                      "it aimed at are named, in that team's update only (never in the public one)"},
    labels={"named": "told and named"},
)

#: The readings every ruleset's updates follow where its document is silent.
UPDATE_READINGS: tuple[Interpretation, ...] = (PUBLIC_UPDATE, UPDATE_DETAIL, SKILL_NAMES, OWN_ORDERS)

DEFAULT_DETAIL = {"detailed": Detail.DETAILED, "basic": Detail.BASIC}
