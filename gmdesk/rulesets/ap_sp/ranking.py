"""ap-sp rank comparisons: turn order (000:L416) and "greater than two full ranks" (000:L140, L145)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.model.ranks import Rank
from gmdesk.errors import RulesetError
from gmdesk.messages import Message
from gmdesk.rulesets.scores import Check

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

INITIATIVE_RULE = "ap-sp 000:L416"
TWO_RANKS_RULE = "ap-sp 000:L140, L145"
SUBRANK_HUNDREDTHS = 3
"""A subrank is 0.03 (000:L75) ..."""
LETTER_HUNDREDTHS = 20
"""... and a letter 0.20 (E .05, D .25, C .45, B .65, A .85; 000:L63-71) in the coefficient tables."""


def _sub(value: int) -> str:
    return f"{value:+d}" if value else "0"


_NO_RANK = Rank("-")
"""A missing stat in the turn order (a frozen value, made once)."""


def initiative_key(ch: "Character") -> tuple[int, int, int, int]:
    """Turn order inside a phase (000:L416): AGI letter, AGI subranks ("first tiebreakers"),
    LCK letter ("second tiebreaker"), LCK subranks ("third tiebreakers"). Greater acts first;
    equal keys act simultaneously. A missing stat counts as level 0 with no subranks."""
    return stats_initiative_key(ch.stats)


def stats_initiative_key(stats: Mapping[str, Rank]) -> tuple[int, int, int, int]:
    """:func:`initiative_key` from a character's stats (or stats as an effect raises them)."""
    agi = stats.get("AGI") or _NO_RANK
    lck = stats.get("LCK") or _NO_RANK
    return (agi.level, agi.subrank, lck.level, lck.subrank)


def explain_initiative(ch: "Character") -> str:
    """The operands of :func:`initiative_key`, e.g. ``AGI A+ (5,+1), LCK B (4,0)``."""
    return explain_stats(ch.stats)


def explain_stats(stats: Mapping[str, Rank]) -> str:
    """:func:`explain_initiative` from a character's stats (or stats as an effect raises them)."""
    agi, lck = stats.get("AGI"), stats.get("LCK")
    key = (agi.parts if agi is not None else None, lck.parts if lck is not None else None)
    known = _EXPLAINED.get(key)
    if known is None:
        if len(_EXPLAINED) > 4096:
            _EXPLAINED.clear()
        known = _EXPLAINED[key] = _explain_initiative(stats)
    return known


_EXPLAINED: dict[tuple[tuple[str, int, int] | None, tuple[str, int, int] | None], str] = {}
"""explain_initiative's texts by the AGI and LCK ranks they are written from (their parts: see Rank.parts)."""


def _explain_initiative(stats: Mapping[str, Rank]) -> str:
    parts = []
    for key in ("AGI", "LCK"):
        rank = stats.get(key)
        if rank is None:
            parts.append(f"{key} none (0,0)")
        else:
            parts.append(f"{key} {rank} ({rank.level},{_sub(rank.subrank)})")
    return ", ".join(parts)


_COMPARED: dict[tuple[tuple[str, int, int], tuple[str, int, int], str, str], Check] = {}
"""Answers of :func:`more_than_two_ranks` (a pure function of frozen ranks and texts; its Check is frozen), by the
ranks' parts (see Rank.parts)."""


def more_than_two_ranks(a: Rank, b: Rank, reading: str = "letters", stat: str = "") -> Check:
    """See :func:`_more_than_two_ranks`; each answer is worked out once."""
    key = (a.parts, b.parts, reading, stat)
    found = _COMPARED.get(key)
    if found is None:
        if len(_COMPARED) > 4096:
            _COMPARED.clear()
        found = _COMPARED[key] = _more_than_two_ranks(a, b, reading, stat)
    return found


_YES, _NO = Message("yes"), Message("no")


def _more_than_two_ranks(a: Rank, b: Rank, reading: str = "letters", stat: str = "") -> Check:
    """Whether rank ``a`` is "greater than two full ranks" above ``b``, or ``a`` is EX and ``b`` is not
    (AGI +1 AP, 000:L140; LCK +25% non-Special damage, 000:L145).

    ``reading`` is the option of interpretation two-full-ranks (I0.5):
    ``letters`` - the letter levels differ by 3 or more, subranks ignored;
    ``subrank-tiebreak`` - (letter, subranks) of ``a`` exceed those of ``b`` raised by two letters;
    ``subrank-fraction`` - in coefficient hundredths (letter 20, subrank 3) the gap exceeds 40.
    """
    label = f"{stat} " if stat else ""
    head = f"{label}{a} vs {b}"
    if a.letter == "EX" and b.letter != "EX":
        return Check(Message("{head}: EX against a rank below EX → yes (EX clause)", head=head), TWO_RANKS_RULE,
                     certain=True,
                     data={"clause": "EX"})
    if reading == "letters":
        gap = a.level - b.level
        result = gap > 2
        explain: str = Message("{head}: letters {a} - {b} = {gap} full ranks, {compared} 2", head=head, a=a.level,
                               b=b.level, gap=gap, compared=">" if result else "≤")
    elif reading == "subrank-tiebreak":
        raised = (b.level + 2, b.subrank)
        mine = (a.level, a.subrank)
        result = mine > raised
        explain = (f"{head}: ({a.level},{_sub(a.subrank)}) {'>' if result else '≤'} "
                   f"({b.level}+2,{_sub(b.subrank)}) = ({raised[0]},{_sub(raised[1])})")
    elif reading == "subrank-fraction":
        pa = a.level * LETTER_HUNDREDTHS + a.subrank * SUBRANK_HUNDREDTHS
        pb = b.level * LETTER_HUNDREDTHS + b.subrank * SUBRANK_HUNDREDTHS
        gap = pa - pb
        result = gap > 2 * LETTER_HUNDREDTHS
        explain = Message("{head}: {a} - {b} = {gap} hundredths {compared} {most} (letter 20, subrank 3)", head=head,
                          a=pa, b=pb, gap=gap, compared=">" if result else "≤", most=2 * LETTER_HUNDREDTHS)
    else:
        raise RulesetError(f"interpretation two-full-ranks has no option {reading!r}")
    return Check(Message("{how} → {answer} (interpretation two-full-ranks={reading})", how=explain,
                         answer=_YES if result else _NO, reading=reading), TWO_RANKS_RULE, certain=result,
                 data={"reading": reading})


# -- delays (000:L408, L824) ------------------------------------------------------------------------------
DELAY_RULE = "ap-sp 000:L408"


def delayed_key(as_rank: Rank | None, own: tuple[int, ...], reading: str) -> tuple[int, ...]:
    """Initiative key of an action delayed "as though" with AGI ``as_rank`` (000:L408, L824).

    ``(level, subranks, -1, ...)``: the -1 puts it after every character whose own AGI is that rank (their
    third element is an LCK level, 0 or more): the delayer waited for that moment. Among delayers to the same
    rank, "the character whose skill gets to go last will be determined by the same conditions that are used to
    determine Turn order" (000:L408): under ``winner-last`` the turn-order winner (greater own key) goes last,
    so its own key is negated; under ``turn-order`` it goes first. With ``as_rank`` None (a delay to the end of
    a phase, 000:L822, L826) only that tie-break part is returned."""
    if reading == "winner-last":
        rest = tuple(-x for x in own)
    elif reading == "turn-order":
        rest = tuple(own)
    else:
        raise RulesetError(f"interpretation delay-tie has no option {reading!r}")
    if as_rank is None:
        return rest
    return (as_rank.level, as_rank.subrank, -1) + rest


def _delay_rank(raw: Mapping[str, Any]) -> Rank | None:
    delay = raw.get("delay")
    if not isinstance(delay, dict) or not isinstance(delay.get("as_agi"), str):
        return None
    from gmdesk.errors import RankError
    from gmdesk.model.ranks import parse_rank

    try:
        return parse_rank(delay["as_agi"])
    except RankError:
        return None


_LAST_DELAYS: list[tuple[Any, list[Any], dict[Any, list[Mapping[str, Any]]]]] = []
"""The last order list indexed by ``delays``: one (the list, a shallow copy, the index), swapped whole."""


def delays(war: "War") -> dict[Any, list[Mapping[str, Any]]]:
    """The turn's orders that carry a ``delay``, by actor, in order. A turn asks for every actor in a phase,
    so the index of the last order list is kept while that list holds the same orders (the engine and the
    order edits replace orders, they do not edit one in place): no scan of every order for every actor."""
    orders = getattr(war, "orders", None) or []
    last = _LAST_DELAYS[0] if _LAST_DELAYS else None
    if last is not None and last[0] is orders and last[1] == orders:
        return last[2]
    index: dict[Any, list[Mapping[str, Any]]] = {}
    for raw in orders:
        if isinstance(raw.get("delay"), dict):
            index.setdefault(raw.get("actor"), []).append(raw)
    _LAST_DELAYS[:] = [(orders, list(orders), index)]
    return index


def delay_tie_text(ch: "Character", war: "War", reading: str) -> str:
    """Why ``ch`` goes where it does among characters delaying to the same AGI rank this Turn, or ""."""
    by_actor = delays(war)
    mine = [r for r in (_delay_rank(o) for o in by_actor.get(ch.id, [])) if r is not None]
    for rank in mine:
        others = sorted({actor for actor, own in by_actor.items() if actor != ch.id for o in own
                         if (r := _delay_rank(o)) is not None and r.sort_key() == rank.sort_key()})
        if not others:
            continue
        names = ", ".join(war.characters[c].name if c in war.characters else str(c) for c in others)
        how = ("the turn-order winner (own AGI, then LCK) goes last" if reading == "winner-last"
               else "they go in turn order of their own AGI, then LCK")
        return (f"delaying to AGI {rank} with {names}: {how} (interpretation delay-tie={reading}, {DELAY_RULE})")
    return ""


def end_delay_text(ch: "Character", war: "War", phase_names: dict[str, str]) -> str:
    """``ch``'s orders delayed to the end of a phase this Turn ("delay it to the end of the Attacking Phase",
    000:L822, L826), or ""."""
    ends = []
    for raw in delays(war).get(ch.id, []):
        delay = raw["delay"]
        if delay.get("at") == "end":
            name = phase_names.get(str(delay.get("phase")), str(delay.get("phase")))
            if name not in ends:
                ends.append(name)
    if not ends:
        return ""
    return f"delayed to the end of the {', '.join(ends)}: after everyone else there (ap-sp 000:L408, L822, L826)"
