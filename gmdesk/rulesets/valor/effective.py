"""The ranks and factors valor's formulas read now: Command Spell boosts and shared Masters.

"Stop holding back!" raises every stat by one rank for 2 turns (below A: interpretation ``rank-up``;
A or higher: LCK, END, AGI and defensive MAG gain a '+', STR and offensive MAG gain +10 base and
+0,1 multiplier; never EX) (001:L55). "Survive at all costs!" makes END and defensive MAG EX for one
turn and halves the Servant's attacks (001:L57). "Strike first!" gives AGI EX for the offensive
phase's acting order only (001:L59). Several Servants under one Master deal 70 %, 50 % or 40 % of
their damage and get 75 %, 50 % or 37,5 % of their Mana regeneration (001:L47).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmdesk.model.ranks import Rank

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE_BOOST = "valor 001:L55"
RULE_SURVIVE = "valor 001:L57"
RULE_SHARED = "valor 001:L47"

LETTERS = ("E", "D", "C", "B", "A")

SHARED_DAMAGE = {1: 1.0, 2: 0.7, 3: 0.5, 4: 0.4}
"""Damage after the initial calculations by the number of Servants of one Master (001:L47)."""

SHARED_MANA_REGEN = {1: 1.0, 2: 0.75, 3: 0.5, 4: 0.375}
"""Mana regeneration by the number of Servants of one Master: 75 %, 50 %, 37,5 % (001:L47)."""

MASTER_REGEN_LOSS = 0.25
"""'a master's own mana regeneration drops by 25% of its total value for each servant beyond the
first one' (001:L47)."""


def spell_effect(ch: "Character", key: str) -> dict[str, Any] | None:
    """The Command Spell effect ``key`` active on ``ch``, or None."""
    for effect in ch.statuses:
        if effect.get("kind") == "command-spell" and effect.get("key") == key:
            return effect
    return None


def boosted_rank(rank: Rank, stat: str, ruleset: "Ruleset", war: "War | None") -> tuple[Rank, str]:
    """One rank up under "Stop holding back!" (001:L55): below A per ``rank-up``; A or higher a '+'
    (up to three); never EX. STR and offensive MAG at A or higher keep the rank (their numbers grow)."""
    if rank.letter == "EX":
        return rank, f"{stat} EX stays (stats cannot reach EX this way, {RULE_BOOST})"
    if rank.letter == "A":
        if rank.plus >= 3:
            return rank, f"{stat} {rank} stays (no fourth '+', {RULE_BOOST})"
        up = Rank("A", rank.plus + 1)
        return up, f"{stat} {rank} → {up} (A or higher gains a '+', {RULE_BOOST})"
    if ruleset.choice(war, "rank-up") == "subrank":
        up = Rank(rank.letter, min(rank.plus + 1, 3)) if rank.plus < 3 else \
            Rank(LETTERS[LETTERS.index(rank.letter) + 1])
        return up, f"{stat} {rank} → {up} (one subrank, interpretation rank-up=subrank, {RULE_BOOST})"
    up = Rank(LETTERS[LETTERS.index(rank.letter) + 1], rank.plus)
    return up, f"{stat} {rank} → {up} (one letter, interpretation rank-up=letter, {RULE_BOOST})"


def shared_count(ch: "Character", war: "War") -> int:
    """How many living Servants share ``ch``'s Master (1 when alone or masterless)."""
    if not ch.is_servant() or ch.master is None or ch.master not in war.characters:
        return 1
    return max(1, len([s for s in war.servants_of(ch.master) if s.alive]))
