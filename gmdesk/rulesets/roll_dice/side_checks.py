"""Checks outside an attack (roll-dice 004:L33-L41, L864-L879, L922): the pools a character rolls and a
``check`` change the engine rolls with exact odds, then applies the branch won, lost or tied.

Used by bad-status resistance (L432), stealth and alertness (L444-L455) and true-name identification
(L306-L307). A check against a target number puts the number in the defence modifier: "exceeds the
strength" (上回った, L432) wins on a higher achievement; "reaches the target" (達成目標値, L307) is a
defence modifier of target − 1.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable, Mapping, Sequence, TYPE_CHECKING

from gmdesk.errors import RankError, RulesetError
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.dice import Contest, DicePool, total_distribution
from gmdesk.rulesets.roll_dice import formulas as F
from gmdesk.rulesets.roll_dice.modifiers import check_minus

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

class Refused(Exception):
    """An order the rules refuse when it happens: the reason and the line (the ruleset turns it into an
    :class:`~gmdesk.errors.IllegalOrderError` naming the order)."""

    def __init__(self, reason: str, rule: str):
        super().__init__(reason)
        self.reason = reason
        self.rule = rule


STAT_NAMES = {"STR": "筋力", "END": "耐久", "AGI": "敏捷", "MAG": "魔力", "LCK": "幸運", "SOC": "社会", "NP": "宝具"}


def stat_pool(ch: "Character", key: str) -> DicePool | None:
    """2 × level dice, success on ≤ level; EX 14 automatic (L864-L868); None: the sheet lacks the stat."""
    rank = ch.stats.get(key)
    if rank is None:
        return None
    pool = F.stat_pool(rank)
    return DicePool(pool.dice, pool.threshold, f"{ch.name} {STAT_NAMES.get(key, key)} {rank}",
                    automatic=pool.automatic, bonus=pool.bonus)


def rank_level_pool(ch: "Character") -> DicePool | None:
    """The rank-level check (ランクレベル判定): a Master's rank level, a Servant's rank level − 6 (L878-L879)."""
    try:
        pool = F.rank_level_check(ch)
    except (RulesetError, KeyError):
        return None
    return DicePool(pool.dice, pool.threshold, f"{ch.name} ランクレベル判定", automatic=pool.automatic,
                    bonus=pool.bonus)


def _rank_of(entry: Mapping[str, Any]) -> Rank | None:
    try:
        return parse_rank(str(entry["rank"]), F.SKILL_POLICY) if entry.get("rank") else None
    except RankError:
        return None


def skill_pools(ch: "Character", words: Sequence[str]) -> list[DicePool]:
    """Skills whose name holds one of ``words`` add 1 die per level, success on ≤ level; EX 7 automatic
    (L922, L867)."""
    named = [(e, _rank_of(e)) for e in ch.skills if any(w in str(e.get("name", "")) for w in words)]
    return [DicePool(7, 6, f"{ch.name} {e.get('name')} {r}", automatic=7) if r.letter == "EX"
            else DicePool(F.level(r), F.level(r), f"{ch.name} {e.get('name')} {r}")
            for e, r in named if r is not None]


def expected(pools: Iterable[DicePool]) -> float:
    dist = total_distribution(tuple(pools))
    return float(sum(k * p for k, p in dist.items()))


def best_pool(ch: "Character", keys: Sequence[str], with_rank_level: bool = False) -> DicePool | None:
    """Of the stats ``keys`` (and the rank-level check), the pool with the most expected successes (the
    character chooses, L444, L445, L306)."""
    options = [p for p in (stat_pool(ch, k) for k in keys) if p is not None]
    if with_rank_level:
        rank = rank_level_pool(ch)
        if rank is not None:
            options.append(rank)
    return max(options, key=lambda p: expected([p]), default=None)


def check(ch: "Character", explain: str, rule: str, contest: Contest, then: dict[str, list[Change]], *,
          against: str | None = None, ties: str = "lose", record: tuple[tuple[str, str, str], ...] = (),
          kind: EventKind = EventKind.CONTEST) -> Change:
    """A ``check`` change: the engine rolls ``contest`` for ``ch`` (against ``against``), emits its pools,
    exact odds and dice, records ``record`` and applies ``then[win | lose | tie]``. The checker's impediment
    and all-nighter minus apply (L430, L247)."""
    minus, why = check_minus(ch, contest.attack)
    if minus:
        contest = replace(contest, attack_modifier=contest.attack_modifier - minus,
                          explain=f"{contest.explain}; " + "; ".join(why))
    return Change(ch.id, ChangeKind.CHECK, explain, rule, kind=kind,
                  value={"contest": contest, "against": against, "ties": ties, "then": then, "record": record})
