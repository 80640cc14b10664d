"""Rolling a ruleset's opposed dice-pool check (``Ruleset.contest``): every die from the turn's
generator, in a fixed order (the attacker's pools, then the defender's), with the exact odds."""

from __future__ import annotations

from gmdesk.engine.combat import changes
from gmdesk.engine.context import TurnContext
from gmdesk.model.character import Character
from gmdesk.model.vocabulary import EventKind
from gmdesk.rulesets.dice import (Contest, ContestResult, DicePool, contest_odds, faces_text, mapping_of, pools_text,
                                  successes)


def roll(ctx: TurnContext, attacker: Character, target: Character, label: str, contest: Contest) -> ContestResult:
    """Roll both sides and emit one ``contest`` event: the pools, the exact odds, the faces, the totals."""
    attack_faces = tuple(_roll_pool(ctx, p) for p in contest.attack)
    defence_faces = tuple(_roll_pool(ctx, p) for p in contest.defence)
    attack = sum(successes(p, f) for p, f in zip(contest.attack, attack_faces)) + contest.attack_modifier
    defence = sum(successes(p, f) for p, f in zip(contest.defence, defence_faces)) + contest.defence_modifier
    result = ContestResult(contest, attack_faces, defence_faces, attack, defence)
    odds = contest_odds(contest)
    outcome = (f"the attack wins by {attack - defence}" if attack > defence else "a tie" if attack == defence
               else f"the defence wins by {defence - attack}")
    ctx.emit(EventKind.CONTEST, [attacker.id, target.id],
             f"{label}: {contest.explain}. Attack {pools_text(contest.attack, contest.attack_modifier)} against "
             f"defence {pools_text(contest.defence, contest.defence_modifier)}; {odds.text()}. Rolled: attack "
             f"{faces_text(contest.attack, attack_faces)} = {attack}; defence "
             f"{faces_text(contest.defence, defence_faces)} = {defence}: {outcome}",
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
