"""Dice pools and opposed checks: what a ruleset asks the engine to roll, and their exact odds.

A :class:`DicePool` rolls ``dice`` d``sides`` and counts each die showing at most ``threshold`` as one
success; ``automatic`` successes need no roll and ``bonus`` is flat achievement. A :class:`Contest`
sets the pools of an attack against those of a defence. The engine rolls the dice (one seeded
generator); the odds here are computed exactly with fractions, never sampled.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
import math
from typing import Mapping, Sequence, TYPE_CHECKING

from gmdesk.rulesets.scores import fmt

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.rulesets.combat import Change


@dataclass(frozen=True)
class DicePool:
    """One pool of a check: ``label`` says where it comes from (``筋力 B: 8d6≤4``)."""

    dice: int
    threshold: int
    label: str
    automatic: int = 0
    bonus: int = 0
    sides: int = 6
    rerolls: int = 0
    """Times the failed dice are rolled again (a Luck reroll, roll-dice 004:L215-L216)."""

    @property
    def rolled(self) -> bool:
        """Whether the engine rolls this pool (an automatic pool is its achievement already)."""
        return not self.automatic and self.dice > 0

    def text(self) -> str:
        if self.automatic:
            return f"{self.label} = {self.automatic + self.bonus}"
        bonus = f" + {self.bonus}" if self.bonus else ""
        again = f", failures rolled again {self.rerolls}×" if self.rerolls else ""
        return f"{self.label} {self.dice}d{self.sides}≤{self.threshold}{bonus}{again}"


@dataclass(frozen=True)
class Contest:
    """An opposed check: the attacker's pools and flat modifier against the defender's."""

    attack: tuple[DicePool, ...]
    defence: tuple[DicePool, ...]
    explain: str
    rule: str
    attack_modifier: int = 0
    defence_modifier: int = 0
    changes: tuple["Change", ...] = ()
    """What rolling this contest spends (Luck rerolls counted…): the engine applies them when it rolls."""
    attack_divisor: int = 1
    defence_divisor: int = 1
    """The final achievement is divided by this, rounded up (a troop at half HP, roll-dice 004:L394)."""
    notes: tuple[str, ...] = ()
    """Modifiers applied to this check, each with its formula and rule, for the contest's explanation."""
    tags: tuple[str, ...] = ()
    """Words the ruleset passes on to its damage (an NP effect the target cancelled…)."""


@dataclass(frozen=True)
class CheckQuestion:
    """A call the rules leave to the GM before a check (does a '+' condition hold, does the target spend a
    Luck reroll): the engine asks it as a recorded decision and hands the answer back under ``key``."""

    key: str
    question: str
    options: tuple[str, ...]
    rule: str


@dataclass(frozen=True)
class ContestResult:
    """The dice rolled for a contest and the achievements (達成値) they give."""

    contest: Contest
    attack_dice: tuple[tuple[int, ...], ...]
    defence_dice: tuple[tuple[int, ...], ...]
    attack_total: int
    defence_total: int

    @property
    def margin(self) -> int:
        """Attack achievement − defence achievement."""
        return self.attack_total - self.defence_total


@dataclass(frozen=True)
class DiceChange:
    """A change whose amount the engine rolls: ``dice``d``sides`` (summed, × ``sign``) added to the pool
    ``what`` names (``health``, ``mana``) of ``target`` (2d6 HP at the end of a day)."""

    target: str
    what: str
    dice: int
    explain: str
    rule: str
    sides: int = 6
    sign: int = 1


def successes(pool: DicePool, faces: Sequence[int]) -> int:
    """The achievement of ``pool`` with these faces rolled."""
    if pool.automatic:
        return pool.automatic + pool.bonus
    return sum(1 for f in faces if f <= pool.threshold) + pool.bonus


PoolKey = tuple[int, int, int, int, int, int]
"""What a pool's odds depend on: dice, threshold, sides, rerolls, automatic successes, bonus."""


def _key(pool: DicePool) -> PoolKey:
    return (pool.dice, pool.threshold, pool.sides, pool.rerolls, pool.automatic, pool.bonus)


def pool_distribution(pool: DicePool) -> dict[int, Fraction]:
    """P(achievement = k) for one pool: binomial(dice, p), shifted by the bonus, where a die succeeds with
    p = threshold / sides, or, with its failures rolled again r times, 1 − (1 − threshold / sides)^(1 + r)."""
    return dict(_distribution(_key(pool)))


@lru_cache(maxsize=1024)
def _distribution(key: PoolKey) -> tuple[tuple[int, Fraction], ...]:
    dice, threshold, sides, rerolls, automatic, bonus = key
    if automatic:
        return ((automatic + bonus, Fraction(1)),)
    p = 1 - (1 - Fraction(max(0, min(threshold, sides)), sides)) ** (1 + rerolls)
    return tuple((k + bonus, math.comb(dice, k) * p ** k * (1 - p) ** (dice - k)) for k in range(dice + 1))


def total_distribution(pools: Sequence[DicePool], modifier: int = 0) -> dict[int, Fraction]:
    """P(sum of the pools' achievements + modifier = k), by convolution."""
    return dict(_total(tuple(_key(p) for p in pools), modifier))


@lru_cache(maxsize=1024)
def _total(keys: tuple[PoolKey, ...], modifier: int) -> tuple[tuple[int, Fraction], ...]:
    dist: dict[int, Fraction] = {modifier: Fraction(1)}
    for key in keys:
        step: dict[int, Fraction] = {}
        for a, pa in dist.items():
            for b, pb in _distribution(key):
                step[a + b] = step.get(a + b, Fraction(0)) + pa * pb
        dist = step
    return tuple(sorted(dist.items()))


@dataclass(frozen=True)
class ContestOdds:
    """Exact chances of an opposed check: the attack wins, a tie, the defence wins."""

    attack_wins: Fraction
    tie: Fraction
    defence_wins: Fraction

    def text(self) -> str:
        return (f"P(attack > defence) = {percent(self.attack_wins)}, P(tie) = {percent(self.tie)}, "
                f"P(defence > attack) = {percent(self.defence_wins)} (exact)")


def contest_odds(contest: Contest) -> ContestOdds:
    return _odds(tuple(_key(p) for p in contest.attack), contest.attack_modifier,
                 tuple(_key(p) for p in contest.defence), contest.defence_modifier,
                 contest.attack_divisor, contest.defence_divisor)


def divided(total: int, divisor: int) -> int:
    """A final achievement divided by ``divisor``, rounded up (1: unchanged)."""
    return total if divisor <= 1 else -(-total // divisor)


def _divided(dist: tuple[tuple[int, Fraction], ...], divisor: int) -> tuple[tuple[int, Fraction], ...]:
    if divisor <= 1:
        return dist
    out: dict[int, Fraction] = {}
    for k, p in dist:
        out[divided(k, divisor)] = out.get(divided(k, divisor), Fraction(0)) + p
    return tuple(sorted(out.items()))


@lru_cache(maxsize=1024)
def _odds(attack_keys: tuple[PoolKey, ...], attack_modifier: int, defence_keys: tuple[PoolKey, ...],
          defence_modifier: int, attack_divisor: int = 1, defence_divisor: int = 1) -> ContestOdds:
    attack = _divided(_total(attack_keys, attack_modifier), attack_divisor)
    defence = _divided(_total(defence_keys, defence_modifier), defence_divisor)
    wins = tie = Fraction(0)
    for a, pa in attack:
        for d, pd in defence:
            if a > d:
                wins += pa * pd
            elif a == d:
                tie += pa * pd
    return ContestOdds(wins, tie, 1 - wins - tie)


def percent(p: Fraction | float) -> str:
    """A probability as a percentage with two decimals (``37.5 %``)."""
    return f"{fmt(round(float(p) * 100, 2))} %"


def pools_text(pools: Sequence[DicePool], modifier: int = 0) -> str:
    text = " + ".join([p.text() for p in pools] or ["no dice"])
    if modifier:
        text += f" {'+' if modifier > 0 else '−'} {abs(modifier)}"
    return text


def faces_text(pools: Sequence[DicePool], faces: Sequence[Sequence[int]]) -> str:
    """The dice rolled, pool by pool: ``[1 3 5 6] → 2``."""
    shown = []
    for pool, rolled in zip(pools, faces):
        if not pool.rolled:
            shown.append(f"{pool.label}: {successes(pool, ())} automatic")
        else:
            shown.append(f"{pool.label}: [{' '.join(str(f) for f in rolled)}] → {successes(pool, rolled)}")
    return "; ".join(shown) or "no dice"


def mapping_of(result: ContestResult) -> Mapping[str, object]:
    """The dice of a contest as event data."""
    return {"attack_dice": [list(d) for d in result.attack_dice], "defence_dice": [list(d) for d in result.defence_dice],
            "attack_total": result.attack_total, "defence_total": result.defence_total}
