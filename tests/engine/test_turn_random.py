"""TurnRandom seeds its generator at the first draw (gmdesk/engine/rng.py): the stream is the one a generator
seeded from the same text at the start of the turn gives, whichever draw comes first."""

import random

from gmdesk.engine.rng import TurnRandom


def test_the_stream_is_the_seeded_generators_whatever_the_first_draw():
    for first in ("roll", "percent", "dice", "pick"):
        turn = TurnRandom(42, 3)
        reference = random.Random("gmdesk:42:3")
        options = ["a", "b", "c", "d", "e"]
        draws = [first, "roll", "dice", "pick", "percent", "roll"]
        for draw in draws:
            if draw == "roll":
                assert turn.roll() == reference.random()
            elif draw == "percent":
                assert turn.percent() == round(reference.random() * 100, 2)
            elif draw == "dice":
                assert turn.dice(3, 6) == tuple(reference.randint(1, 6) for _ in range(3))
            else:
                assert turn.pick(options) == options[reference.randrange(len(options))]
        assert turn.draws == 1 + 1 + 3 + 1 + 1 + 1 + (2 if first == "dice" else 0)


def test_nothing_is_seeded_before_the_first_draw():
    turn = TurnRandom(7, 1)
    assert turn._rng is None and turn.draws == 0
    turn.roll()
    assert turn._rng is not None
