"""What a ruleset declares about its turn, its sheets and its ambiguous rules.

Plain frozen records: the engine reads the :class:`Phase` list, the validator and the sheet editor
read :class:`StatSpec` and :class:`PoolSpec`, and every explanation that depends on a reading of an
unclear rule names its :class:`Interpretation`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from gmdesk.messages import Message
from gmdesk.model.ranks import RankPolicy
from gmdesk.model.vocabulary import PhaseOrder


@dataclass(frozen=True)
class Phase:
    """One step of a turn.

    ``order`` is :attr:`PhaseOrder.SIMULTANEOUS` (everyone acts on the same snapshot) or
    :attr:`PhaseOrder.INITIATIVE` (actors act one by one by :meth:`Ruleset.initiative_key`).
    ``activities`` names the engine activities run in this phase, in order (``scout``, ``engage``,
    ``move``, ``flee``, ``search``; later issues add combat activities). ``rule`` cites the document.
    """

    id: str
    name: str
    order: PhaseOrder = PhaseOrder.SIMULTANEOUS
    activities: tuple[str, ...] = ()
    rule: str = ""
    description: str = ""
    round: int = 1
    slots: tuple[str, ...] = ()
    """Kinds of action orders resolved here by the ``act`` activity (``instant``, ``support``,
    ``attack``, ``prepared``, ``command-spell``…): a skill or action whose slot is listed resolves in
    the first phase of its round that lists it, unless the order delays it to a later phase."""
    former_names: tuple[str, ...] = ()
    """What an older gmdesk called this phase: its events in older war files say so ("End of turn
    (simultaneous)"), and replay reads them as this phase's (a new name is not a change of the rules)."""


@dataclass(frozen=True)
class StatSpec:
    """One stat on the sheet: its key in war files, its name, and which ranks it takes."""

    key: str
    name: str
    policy: RankPolicy
    description: str = ""
    rule: str = ""
    required: bool = True


@dataclass(frozen=True)
class PoolSpec:
    """A number pool (health, mana, AP, valor…) and its maximum per character kind (None: any)."""

    key: str
    name: str
    maximum: Mapping[str, float | None] = field(default_factory=dict)
    rule: str = ""
    description: str = ""



@dataclass(frozen=True)
class Interpretation:
    """A named reading of an ambiguous, contradictory or silent rule (checklist AMBIG/INCONS/GAP).

    The war stores the chosen option under ``settings.interpretations[key]``; every explanation
    that depends on it names it.
    """

    key: str
    title: str
    source: str
    question: str
    default: str
    options: Mapping[str, str]
    labels: Mapping[str, str] = field(default_factory=dict)
    """A few words naming each option (``{"random": "random draw"}``) where the Rule Readings dialog shows the
    option in force; an option without one is shown by its id."""

    def describe(self, choice: str) -> str:
        """``interpretation key=choice (what it means)``: a Message, the option's meaning said as the readings say it."""
        meaning = self.options.get(choice)
        return Message("interpretation {key}={choice} ({meaning})", key=self.key, choice=choice,
                       meaning="?" if meaning is None else Message(meaning))

