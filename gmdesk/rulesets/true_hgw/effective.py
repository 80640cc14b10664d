"""The ranks a character fights with: the sheet's, less the multiple-Servant loss, plus Win.

* 003 §III: "for each Servant beyond the first, all Servants that Master controls loses one rank
  in all stats". One rank is one letter (B+ → C+ under ``rank-loss-plus=keep-plus``); nothing is
  below E (``rank-floor``).
* 003 §III, Win: "the Servant gets a rank up in that stat for the next three turns. However, if the
  Servant has A Rank or higher in that stat, they get a + instead." Win reads the rank the Servant
  has, i.e. after the multiple-Servant loss; each Win effect (``key`` "win", ``stat``) adds one step
  (``win-stacking``); a '+' below A is kept (``win-on-plus``); EX takes '+' per ``ex-plus`` and
  ``win-at-ex``; a fourth '+' per ``plus-cap``.

Skill ranks are not stats: neither rule changes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmdesk.model.ranks import LETTERS, Rank

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE_LOSS = "true-hgw 003 §III"
WIN_KEY = "win"


def living_master(ch: "Character", war: "War") -> "Character | None":
    """The Servant's Master, if that Master is in the war and alive."""
    if ch.master is None:
        return None
    master = war.characters.get(ch.master)
    return master if master is not None and master.alive else None


def is_masterless(ch: "Character", war: "War") -> bool:
    """A living Servant whose Master is dead, resigned or absent (003 §III)."""
    return ch.is_servant() and living_master(ch, war) is None


def controlled_servants(master: "Character", war: "War") -> list["Character"]:
    return [s for s in war.servants_of(master.id) if s.alive]


def rank_loss(ch: "Character", war: "War") -> tuple[int, str]:
    """Ranks lost because the Servant's Master controls more than one Servant (003 §III)."""
    master = living_master(ch, war) if ch.is_servant() else None
    if master is None:
        return 0, ""
    count = len(controlled_servants(master, war))
    if count <= 1:
        return 0, ""
    return count - 1, f"{master.name} controls {count} Servants"


def step_down(rank: Rank, steps: int, ruleset: "Ruleset", war: "War | None") -> tuple[Rank, str]:
    """``rank`` less ``steps`` letters; '+' kept or dropped (rank-loss-plus); floored at E (rank-floor)."""
    index = LETTERS.index(rank.letter) - steps
    notes = []
    if index < 0:
        index = 0
        notes.append(ruleset.interpretation("rank-floor").describe(ruleset.choice(war, "rank-floor")))
    plus = rank.plus
    if plus and ruleset.choice(war, "rank-loss-plus") == "drop-plus":
        plus = 0
    if rank.plus:
        notes.append(ruleset.interpretation("rank-loss-plus").describe(ruleset.choice(war, "rank-loss-plus")))
    return Rank(LETTERS[index], plus), "; ".join(notes)


def _add_plus(rank: Rank, ruleset: "Ruleset", war: "War | None", how: str) -> tuple[Rank, str]:
    """One more '+' on ``rank``, unless plus-cap=three stops it at three (I3.7)."""
    if rank.plus >= 3 and ruleset.choice(war, "plus-cap") == "three":
        return rank, f"{rank} already has three '+': {ruleset.interpretation('plus-cap').describe('three')}"
    note = how
    if rank.plus >= 3:
        note += f"; {ruleset.interpretation('plus-cap').describe('none')}"
    return Rank(rank.letter, rank.plus + 1), note


def step_up(rank: Rank, ruleset: "Ruleset", war: "War | None") -> tuple[Rank, str]:
    """One Win step: a letter up below A ('+' per win-on-plus), a '+' at A or higher (EX per ex-plus
    and win-at-ex; beyond three '+' per plus-cap) (003 §III)."""
    if rank.letter == "EX":
        if ruleset.choice(war, "ex-plus") == "refused":
            return rank, ruleset.interpretation("ex-plus").describe("refused")
        choice = ruleset.choice(war, "win-at-ex")
        note = ruleset.interpretation("win-at-ex").describe(choice)
        return _add_plus(rank, ruleset, war, note) if choice == "plus" else (rank, note)
    if rank.letter == "A":
        return _add_plus(rank, ruleset, war, "a '+' at A or higher")
    higher = LETTERS[LETTERS.index(rank.letter) + 1]
    if not rank.plus:
        return Rank(higher, 0), "a rank up"
    choice = ruleset.choice(war, "win-on-plus")
    plus = rank.plus if choice == "keep-plus" else 0
    return Rank(higher, plus), f"a rank up; {ruleset.interpretation('win-on-plus').describe(choice)}"


def win_effects(ch: "Character", stat: str) -> list[dict[str, Any]]:
    return [e for e in ch.statuses if e.get("key") == WIN_KEY and str(e.get("stat", "")).upper() == stat]


def effective_rank(ruleset: "Ruleset", ch: "Character", stat: str, war: "War | None") -> tuple[Rank | None, str]:
    """The rank ``ch`` has in ``stat`` now, and how it was reached: ``STR C (B − 1 rank: …)``."""
    rank = ch.stat(stat)
    if rank is None or rank.is_special:
        return rank, f"{stat} {rank if rank is not None else 'none'}"
    steps: list[str] = []
    sheet = rank
    if war is not None:
        lost, why = rank_loss(ch, war)
        if lost:
            lower, note = step_down(rank, lost, ruleset, war)
            steps.append(f"−{lost} rank{'s' if lost > 1 else ''} → {lower}: {why}, {RULE_LOSS}"
                         + (f"; {note}" if note else ""))
            rank = lower
    wins = win_effects(ch, stat)
    if len(wins) > 1 and ruleset.choice(war, "win-stacking") == "refresh":
        steps.append(f"{len(wins)} Wins on {stat} count once: "
                     f"{ruleset.interpretation('win-stacking').describe('refresh')}")
        wins = wins[:1]
    elif len(wins) > 1:
        steps.append(f"{len(wins)} Wins on {stat}: {ruleset.interpretation('win-stacking').describe('stack')}")
    for _effect in wins:
        higher, how = step_up(rank, ruleset, war)
        steps.append(f"Win → {higher}: {how}, {RULE_LOSS}")
        rank = higher
    if not steps:
        return rank, f"{stat} {rank}"
    return rank, f"{stat} {rank} (sheet {sheet}; {'; '.join(steps)})"
