"""Rolling a ruleset's opposed dice-pool check (``Ruleset.contest``): every die from the turn's
generator, in a fixed order (the attacker's pools, then the defender's), with the exact odds."""

from __future__ import annotations

from typing import Iterable

from gmdesk.engine.combat import changes, told
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.rulesets.combat import Skill
from gmdesk.messages import Message
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import EventKind
from gmdesk.rulesets.dice import (CheckQuestion, Contest, ContestResult, DicePool, contest_odds, divided, faces_text,
                                  mapping_of, pools_text, successes)


def ask(ctx: TurnContext, attacker: Character, target: Character, skill: Skill) -> dict[str, str]:
    """The GM's recorded answers to the ruleset's questions before this check (``Ruleset.contest_questions``);
    a missing answer pauses the turn. The decision id names the turn, the combat turn and the question."""
    return answers(ctx, ctx.ruleset.contest_questions(attacker, target, skill, ctx.war))


def answers(ctx: TurnContext, questions: Iterable[CheckQuestion]) -> dict[str, str]:
    """:func:`ask` for the questions the ruleset has already given (a hit asks for them first: most have none)."""
    found: dict[str, str] = {}
    for question in questions:
        number = combat_of(ctx).combat_turn
        found[question.key] = ctx.decide(f"t{ctx.turn}.c{number}.{question.key}", question.question,
                                         list(question.options), rule=question.rule)
    return found


def roll(ctx: TurnContext, attacker: Character, target: Character, label: str, contest: Contest) -> ContestResult:
    """Roll both sides and emit one ``contest`` event: the pools, the exact odds, the faces, the totals."""
    attack_faces = tuple([_roll_pool(ctx, p) for p in contest.attack])  # (lists: no generator to resume)
    defence_faces = tuple([_roll_pool(ctx, p) for p in contest.defence])
    attack = sum([successes(p, f) for p, f in zip(contest.attack, attack_faces)]) + contest.attack_modifier
    defence = sum([successes(p, f) for p, f in zip(contest.defence, defence_faces)]) + contest.defence_modifier
    halves = []
    for side, total, divisor in (("attack", attack, contest.attack_divisor), ("defence", defence, contest.defence_divisor)):
        if divisor > 1:
            halves.append(f"{side} {total} ÷ {divisor} rounded up = {divided(total, divisor)}")
    raw_attack, raw_defence = attack, defence
    attack, defence = divided(attack, contest.attack_divisor), divided(defence, contest.defence_divisor)
    result = ContestResult(contest, attack_faces, defence_faces, attack, defence)
    odds = contest_odds(contest)
    ctx.emit(EventKind.CONTEST, [attacker.id, target.id],
             told.contest_text(label, contest, odds, (attack_faces, defence_faces), (raw_attack, raw_defence), halves,
                               (attack, defence)),
             contest.rule, attacker=attacker.id, target=target.id, chance=float(odds.attack_wins),
             **mapping_of(result))
    changes.apply_all(ctx, list(contest.changes))
    return result


def _roll_pool(ctx: TurnContext, pool: DicePool) -> tuple[int, ...]:
    """The pool's dice; each reroll rolls its failed dice again (in place, left to right)."""
    if not pool.rolled:
        return ()
    faces = list(ctx.rng.dice(pool.dice, pool.sides))
    for _ in range(pool.rerolls):
        failed = [i for i, f in enumerate(faces) if f > pool.threshold]
        for i, face in zip(failed, ctx.rng.dice(len(failed), pool.sides)):
            faces[i] = face
    return tuple(faces)


def roll_pools(ctx: TurnContext, actor: Character, pools: tuple[DicePool, ...], what: str, rule: str) -> int:
    """Roll one side's pools (a check nobody opposes) and emit a ``pool-check`` event; the achievement."""
    faces = tuple([_roll_pool(ctx, p) for p in pools])
    total = sum([successes(p, f) for p, f in zip(pools, faces)])
    ctx.emit(EventKind.POOL_CHECK, [actor.id], Message("{what}: {pools}; rolled {faces} = achievement {total}", what=what,
                                                       pools=pools_text(pools), faces=faces_text(pools, faces),
                                                       total=total), rule, actor=actor.id,
             dice=[list(f) for f in faces], total=total)
    return total
