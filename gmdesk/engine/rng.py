"""The turn's one seeded random generator, drawn in a fixed order and recorded in events."""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class TurnRandom:
    """``random.Random`` seeded from (war seed, turn) as text, so the stream is the same on every
    platform and Python version (string seeds are hashed with SHA-512).

    The generator is seeded at the first draw, not when the turn begins: seeding from text (SHA-512, then
    the Mersenne Twister's 624 words) costs about as much as 15 events, and many turns draw nothing (a
    battle turn of a ruleset without dice). Seeded later or sooner, the generator gives the same stream."""

    def __init__(self, seed: int, turn: int):
        self.seed_text = f"gmdesk:{seed}:{turn}"
        self._rng: random.Random | None = None
        self.draws = 0

    def _generator(self) -> random.Random:
        """The seeded generator, seeded now when nothing has been drawn yet."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self.seed_text)
        return rng

    def roll(self) -> float:
        """A uniform number in [0, 1). ``chance`` happens when ``roll() < chance``."""
        self.draws += 1
        return (self._rng or self._generator()).random()

    def percent(self) -> float:
        """A roll shown as a percentage with two decimals, as explanations print it."""
        return round(self.roll() * 100, 2)

    def dice(self, count: int, sides: int = 6) -> tuple[int, ...]:
        """``count`` dice of ``sides`` faces (a dice pool), each one draw."""
        self.draws += count
        rng = self._rng or self._generator()
        return tuple(rng.randint(1, sides) for _ in range(count))

    def pick(self, options: Sequence[T]) -> T:
        self.draws += 1
        return options[(self._rng or self._generator()).randrange(len(options))]
