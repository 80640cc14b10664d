"""The eleven Command Spells of ap-sp (000:L372-399) and the stat boost of "Kill them no matter what!".

General rules (000:L374): three per Master; "considered Instant actions that do not cost the caster
part of their Turn"; "Command Spells circumvent skill effects if a conflict of effects arises"; each
affects "only one of the caster's Servants, but only the Command Spell "Summon!" can be used when that
Servant is in a different area". No per-Turn limit is stated (I0.16). Durations count as every
skill duration: "the Turn in which it was cast counts as the first turn" (000:L642).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmdesk.messages import Message
from gmdesk.model.ranks import Rank
from gmdesk.rulesets.combat import CommandSpell

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

KILL_THEM = "kill-them"
SURVIVE = "survive"
WITHSTAND = "withstand"
OBEY = "obey"
DEFEND = "defend"
GET_BEHIND = "get-behind"
FLEE = "flee"
NO_ESCAPE = "no-escape"
TAKE_SPIRIT_FORM = "take-spirit-form"
LEAVE_SPIRIT_FORM = "leave-spirit-form"
SUMMON = "summon"

COMMAND_SPELLS: dict[str, CommandSpell] = {
    KILL_THEM: CommandSpell(
        KILL_THEM, "Kill them no matter what!", "boost", 3, False, "ap-sp 000:L379",
        "1 positive subrank to all the Servant's stats (+0.03 on STR, END, MAE, MAR; AGI and LCK compare one "
        "subrank higher; scope by interpretation kill-them-scope); lasts three Turns; does not stack with itself"),
    SURVIVE: CommandSpell(
        SURVIVE, "Survive at all costs!", "boost", 2, False, "ap-sp 000:L381",
        "damage the Servant receives decreases by 50%, damage it inflicts also decreases by 50%; lasts two "
        "Turns; does not stack with itself"),
    WITHSTAND: CommandSpell(
        WITHSTAND, "Withstand it!", "boost", 3, True, "ap-sp 000:L383",
        "temporary immunity to any negative status effect; lasts three Turns (no stacking rule is written: a "
        "second casting adds its own three Turns)"),
    OBEY: CommandSpell(
        OBEY, "Obey me!", "obey", None, True, "ap-sp 000:L385",
        "the Servant fulfils the order that follows without question; lasts indefinitely"),
    DEFEND: CommandSpell(
        DEFEND, "Defend X!", "defend", None, False, "ap-sp 000:L387",
        "the Servant intercepts any attack directed at the target X, even one that would normally damage just a "
        "Master; it still partially protects its own Master, but protects X first against an area skill; lasts "
        "as long as the caster wants", params=("target",)),
    GET_BEHIND: CommandSpell(
        GET_BEHIND, "Get behind me!", "guard-servant", None, False, "ap-sp 000:L389",
        "the Servant stops taking hits for its Master and the caster intercepts any attack directed at the "
        "Servant; canceled if an intercepted attack would normally kill the caster; lasts as long as the caster "
        "wants"),
    FLEE: CommandSpell(
        FLEE, "Flee this battle now!", "flee", None, True, "ap-sp 000:L391, L515",
        "at the end of the Instant Phase the Servant and the caster warp to an adjacent location of the "
        "caster's choice; circumvents abilities that prevent fleeing and the second-Turn rule; counts as "
        "fleeing and consumes both Move Actions", params=("to",), uses_actions=("move",), at_phase_end=True),
    NO_ESCAPE: CommandSpell(
        NO_ESCAPE, "You can't escape!", "pursue", None, True, "ap-sp 000:L393",
        "if the specified target flees to a location through any method, the Servant moves there immediately "
        "and the battle is considered as though it had not ended", params=("target",)),
    TAKE_SPIRIT_FORM: CommandSpell(
        TAKE_SPIRIT_FORM, "Take on Spirit Form!", "spirit-form-in", None, True, "ap-sp 000:L395",
        "the Servant enters Spirit Form immediately even in battle (circumvents the restriction)"),
    LEAVE_SPIRIT_FORM: CommandSpell(
        LEAVE_SPIRIT_FORM, "Leave Spirit Form!", "spirit-form-out", None, True, "ap-sp 000:L397",
        "the Servant leaves Spirit Form immediately, at the beginning of the Instant Phase before any other "
        "effect"),
    SUMMON: CommandSpell(
        SUMMON, "Summon!", "summon", None, True, "ap-sp 000:L399",
        "a Servant not in the caster's location is summoned to it immediately; does not consume that Servant's "
        "Move Action", same_area=False),
}

KILL_THEM_STATS = {
    "all-but-act": ("STR", "END", "MAE", "MAR", "AGI", "LCK", "NP"),
    "main-six": ("STR", "END", "MAE", "MAR", "AGI", "LCK"),
}
"""Stats raised by "Kill them no matter what!" under interpretation kill-them-scope (I0.10)."""


def active(ch: "Character", key: str) -> list[dict[str, Any]]:
    """The Command Spell effects ``key`` on ``ch`` (turns left > 0, or lasting indefinitely)."""
    found: list[dict[str, Any]] = []
    # a plain loop (a list comprehension is a call of its own in this Python); most characters have no status
    for e in ch.statuses:
        if e.get("key") == key and (e.get("turns") is None or e.get("turns", 0) > 0):
            found.append(e)
    return found


def raise_subrank(rank: Rank) -> Rank:
    """One positive subrank: C-- → C-, B+ → B++ (000:L379; a '-' is taken off first)."""
    if rank.is_special:
        return rank
    if rank.minus:
        return Rank(rank.letter, rank.plus, rank.minus - 1)
    return Rank(rank.letter, rank.plus + 1, 0)


def boosted_rank(ch: "Character", stat: str, scope: str) -> tuple[Rank | None, str]:
    """The stat as formulas use it now, and a note when "Kill them no matter what!" raised it."""
    rank = ch.stats.get(stat)
    if rank is None:
        return rank, ""
    for e in ch.statuses:  # (active(ch, KILL_THEM)'s test, without building its list: asked for every stat a hit reads)
        if e.get("key") == KILL_THEM and (e.get("turns") is None or e.get("turns", 0) > 0):
            break
    else:
        return rank, ""
    if stat not in KILL_THEM_STATS.get(scope, ()):
        return rank, ""
    key = (stat, rank.parts, scope)
    known = _BOOSTED.get(key)
    if known is not None:
        return known
    raised = raise_subrank(rank)
    if raised == rank:
        return rank, ""
    if len(_BOOSTED) > 4096:
        _BOOSTED.clear()
    known = _BOOSTED[key] = (
        raised, Message('{stat} {rank} + 1 subrank ("Kill them no matter what!", interpretation kill-them-scope={scope}) = '
                        '{raised}', stat=stat, rank=rank, scope=scope, raised=raised))
    return known


_BOOSTED: dict[tuple[str, tuple[str, int, int], str], tuple[Rank, str]] = {}
"""boosted_rank's raised ranks and notes by (stat, the rank's parts, scope): a pure function of frozen values, asked
for every stat a hit reads of a character under the effect, turn after turn while it lasts (three Turns). The raised
rank is then one shared value that keeps what is worked out from it (Rank's kept level, parts...)."""
