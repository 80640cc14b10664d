"""The turn's one seeded random generator, drawn in a fixed order and recorded in events."""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class TurnRandom:
    """``random.Random`` seeded from (war seed, turn) as text, so the stream is the same on every
    platform and Python version (string seeds are hashed with SHA-512)."""

    def __init__(self, seed: int, turn: int):
        self.seed_text = f"gmdesk:{seed}:{turn}"
        self._rng = random.Random(self.seed_text)
        self.draws = 0

    def roll(self) -> float:
        """A uniform number in [0, 1). ``chance`` happens when ``roll() < chance``."""
        self.draws += 1
        return self._rng.random()

    def percent(self) -> float:
        """A roll shown as a percentage with two decimals, as explanations print it."""
        return round(self.roll() * 100, 2)

    def dice(self, count: int, sides: int = 6) -> tuple[int, ...]:
        """``count`` dice of ``sides`` faces (a dice pool), each one draw."""
        self.draws += count
        return tuple(self._rng.randint(1, sides) for _ in range(count))

    def pick(self, options: Sequence[T]) -> T:
        self.draws += 1
        return options[self._rng.randrange(len(options))]
