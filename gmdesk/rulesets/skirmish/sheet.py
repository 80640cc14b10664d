"""What a skirmish sheet shows beside its stats (the editor's and the printed sheet's derived values):
the '+' damage multipliers (002:L94, L127), the extra melee attacks of AGI '+' (002:L70), the regular
melee attack before the enemy's reducer (002:L80), and each damaging skill's average score (002:L78,
L159). The enemy's reducer is left out: it is the target's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import WarFileError
from gmdesk.messages import Message
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import Derived
from gmdesk.rulesets.skirmish import skills as sk
from gmdesk.rulesets.skirmish.tables import MAG_SCORE, STR_SCORE

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.skirmish.ruleset import Skirmish

DOC = "skirmish 002"


def derived(ruleset: "Skirmish", ch: "Character", war: "War | None") -> list[Derived]:
    found: list[Derived] = []
    for stat, table, line in (("STR", STR_SCORE, "L80, L94"), ("MAG", MAG_SCORE, "L80, L127")):
        rank = ch.stat(stat)
        if rank is None or rank.is_special:
            continue
        score, factor = table.value(rank), rank.plus + 1
        found.append(Derived(f"skirmish.melee.{stat}", f"Melee ({'physical' if stat == 'STR' else 'magical'})",
                             score / 2 * factor,
                             Message("{stat} {rank} score {score} ÷ 2 × ({plus} '+' + 1) = {value}, × the enemy's "
                                     "{reducer}", stat=stat, rank=str(rank), score=fmt(score), plus=rank.plus,
                                     value=fmt(score / 2 * factor), reducer=_reducer(stat == "STR")),
                             f"{DOC}:{line}"))
    if ch.is_servant():
        extra = ruleset.extra_melee_attacks(ch, war)
        found.append(Derived("skirmish.extra-melee", "Extra melee attacks", extra.value,
                             _extra_words(ch, extra.value, extra.explain), extra.rule))
    for index, raw in enumerate(ch.skills):
        try:
            skill = ruleset.parse_skill(raw, ch, index)
        except WarFileError:
            continue
        if not skill.damage or skill.rank is None:
            continue
        given = skill.damage[0].kind in sk.NATURES
        nature = skill.damage[0].kind if given else (
            "Magical" if ruleset.choice(war, "skill-nature") == "magical" else "Physical")
        stat, table = ("STR", STR_SCORE) if nature == "Physical" else ("MAG", MAG_SCORE)
        rank = ch.stat(stat)
        user = table.value(rank) if rank is not None and not rank.is_special else 0.0
        avg = (user + table.value(skill.rank)) / 2
        factor = skill.rank.plus + 1
        note = "" if given else Message(" (no nature on the sheet: interpretation skill-nature={choice})",
                                        choice=ruleset.choice(war, "skill-nature"))
        found.append(Derived(f"skirmish.skill.{index}", skill.name, avg * factor,
                             Message("avg({stat} {user}, rank {rank} {rank_score}) = {avg} × ({plus} '+' + 1) = "
                                     "{value}, × the enemy's {reducer}{note}", stat=stat, user=fmt(user),
                                     rank=str(skill.rank), rank_score=fmt(table.value(skill.rank)), avg=fmt(avg),
                                     plus=skill.rank.plus, value=fmt(avg * factor),
                                     reducer=_reducer(nature == "Physical"), note=note),
                             f"{DOC}:L78, L159"))
    return found


def _reducer(physical: bool) -> str:
    """The enemy's reducer a physical or a magical hit meets, by its table's name (002:L105-125, L136)."""
    return Message("END reducer") if physical else Message("Magical Defense reducer")


def _extra_words(ch: "Character", count: float, explain: str) -> str:
    """A Servant's extra melee attacks as the ruleset explains them (every AGI '+' counts, 002:L70), said in
    the sheet's language; ``explain`` itself where the words would not give it again letter for letter."""
    rank = ch.stat("AGI")
    said = Message("{name}: AGI {rank} → {plus} '+' → {count} extra regular melee attack(s)", name=ch.name,
                   rank=str(rank) if rank is not None else Message("(no rank)"),
                   plus=rank.plus if rank is not None else 0, count=fmt(count))
    return said if said == explain else explain
