"""Sheet checks every ruleset shares, with each ruleset's own limits from its document.

One set of checks with the same reach under every ruleset (:meth:`Ruleset.validate_character` runs them):

- **Command Spells**: never below 0; only a Master holds them; at most the number the document gives a
  Master (:class:`CommandSpellLimit`, the ruleset's ``command_spell_limit``), plus those a document lets a
  Master gain, recorded in ``points.command_spells_granted``. A ruleset whose document sets no number
  leaves ``command_spell_limit`` at None and the check says so instead of inventing one.
- **Pools**: a maximum or a regeneration below 0 is a slip (not in the documents: none writes one), and a
  living character whose Health or Mana the ruleset's death rule reads as dead is flagged with that rule.
- **Entries**: every skill entry is read by the ruleset's own reader (``parse_skill``), so a cost of
  "banana" or a rank of "Z" is reported by ``gmdesk validate`` and the sheet editor alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from gmdesk.errors import GmdeskError, Problem
from gmdesk.messages import Message
from gmdesk.model.wording import FIELD_WORDS
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetmemo import SheetMemo

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

#: Where a sheet records the Command Spells a Master gained beyond the document's number (a Seal of the IGM,
#: a GM's event): the limit grows by this many where the document allows a gain.
GRANTED = "command_spells_granted"

#: Said of a check the documents do not write (a negative maximum is nonsense in all five).
NOT_IN_DOCUMENT = Message("not in the document: gmdesk reads it as a slip of the pen")


@dataclass(frozen=True)
class CommandSpellLimit:
    """The Command Spells a Master holds under one document.

    ``count``: the number each Master has; ``rule``: its line (``valor 001:L53``); ``gains``: how the
    document lets a Master gain more (``""``: it names no way, so ``count`` is the most).
    """

    count: int
    rule: str
    gains: str = ""

    def most(self, ch: "Character") -> int:
        """The most ``ch`` may hold: the count, plus what the sheet records as granted where gains exist."""
        if not self.gains:
            return self.count
        return self.count + int(ch.points.get(GRANTED) or 0)

    def describe(self) -> str:
        if self.gains:
            return Message("a Master has {count} Command Spells ({rule}); more only from {gains}, recorded in "
                           "points.{granted}", count=self.count, rule=self.rule, gains=self.gains, granted=GRANTED)
        return Message("a Master has {count} Command Spells ({rule}), never more", count=self.count, rule=self.rule)


NO_LIMIT_TEXT = Message("the document sets no number of Command Spells, so gmdesk checks none (not in the document)")


def command_spell_problems(ch: "Character", where: str, limit: CommandSpellLimit | None) -> list[Problem]:
    """Command Spells below 0, on a non-Master, or above the document's number."""
    held = ch.command_spells
    field = f"{where}.command_spells"
    if held is None:
        return []
    if held < 0:
        return [Problem(field, held, Message("a Master cannot hold fewer than 0 Command Spells"))]
    if limit is None or held == 0:
        return []
    if ch.kind != "master":
        return [Problem(field, held, Message("only Masters hold Command Spells ({rule})", rule=limit.rule))]
    if held > limit.most(ch):
        return [Problem(field, held, Message("{held} is more than the {most} this Master may hold: {limit}",
                                             held=held, most=limit.most(ch), limit=limit.describe()))]
    return []


_POOL_WORDS = {key: FIELD_WORDS[key] for key in ("health_max", "mana_max", "health_regen", "mana_regen")}


def pool_problems(ch: "Character", where: str, death_reason: Callable[["Character"], str | None]) -> list[Problem]:
    """Maxima and regeneration below 0; a living character the death rule reads as dead."""
    found: list[Problem] = []
    for key, words in _POOL_WORDS.items():
        value = getattr(ch, key)
        if value is not None and value < 0:
            found.append(Problem(f"{where}.{key}", value, Message("a {field} of {value} is below 0 ({why})",
                                                                  field=words, value=fmt(value), why=NOT_IN_DOCUMENT)))
    if ch.alive:
        reason = death_reason(ch)
        if reason is not None:
            pool = "health" if ch.health is not None and ch.health <= 0 else "mana"
            found.append(Problem(f"{where}.{pool}", getattr(ch, pool),
                                 Message("alive, but the rules say this character is dead: {reason}; raise the value "
                                         "or mark the character dead", reason=reason)))
    return found


def kept_entry_problems(reader: Callable[..., object], ch: "Character", where: str) -> list[Problem]:
    """:func:`skill_entry_problems` of ``reader`` (a ruleset's ``parse_skill``, bound), kept while the sheet's
    entries, id and kind stay the same: a reader depends on nothing else of the sheet (``Ruleset.skills_of``), and
    a re-resolution validates every sheet of every turn, most unchanged since the turn before."""
    key = (getattr(reader, "__func__", reader), ch.id, ch.kind, where)
    return list(_ENTRY_PROBLEMS.get(key, ch.skills, lambda: skill_entry_problems(
        lambda i: reader(ch.skills[i], ch, i), ch, where)))


_ENTRY_PROBLEMS: "SheetMemo[list[Problem]]" = SheetMemo()


def skill_entry_problems(parse: Callable[[int], object], ch: "Character", where: str) -> list[Problem]:
    """Each skill entry read by the ruleset's reader (``parse(index)``); what it refuses, at its field."""
    found: list[Problem] = []
    for i in range(len(ch.skills)):
        try:
            parse(i)
        except GmdeskError as exc:
            found.append(_entry_problem(exc, ch, where, i))
    return found


def _entry_problem(exc: GmdeskError, ch: "Character", where: str, index: int) -> Problem:
    """The reader's error as a problem at its field, without the field and owner its text repeats."""
    message, field = str(exc), str(getattr(exc, "field", "") or "")
    if field and message.startswith(field + ": "):
        message = message[len(field) + 2:]
    elif not field and message.startswith("characters.") and ": " in message:
        field, message = message.split(": ", 1)
    message = message.removeprefix(f"character {ch.id!r} skill {index}: ")
    value = getattr(exc, "value", None)
    return Problem(field or f"{where}.skills[{index}]", ch.skills[index] if value is None else value, message)


def status_problems(ch: "Character", where: str) -> list[Problem]:
    """A status's upkeep is what each turn takes from the holder's pools (ap-sp 000 Skills, true-hgw 003
    §IX): an object of pool name to a number not below 0. A file that gives anything else is told here,
    before a resolve would stop on it (found by the fuzz suite: a list as ``upkeep_cost``)."""
    found = []
    for i, status in enumerate(ch.statuses):
        cost = status.get("upkeep_cost") if isinstance(status, dict) else None
        if cost is None:
            continue
        field = f"{where}.statuses[{i}].upkeep_cost"
        if not isinstance(cost, dict):
            found.append(Problem(field, cost, Message("an upkeep is an object of pool to amount, e.g. {example}",
                                                      example='{"mana": 10}')))
            continue
        for pool, amount in cost.items():
            if isinstance(amount, bool) or not isinstance(amount, (int, float)) or amount < 0:
                found.append(Problem(f"{field}.{pool}", amount, Message("an upkeep amount is a number not below 0")))
    return found
