"""ap-sp damage (000:L242-270, L846-871) with its modifiers: LCK +25% (000:L145), low Health -25%
(000:L40), Flight (000:L502-507), "Survive at all costs!" (000:L381), the skill's own percentages
(000:L858-871), negative damage (I0.6).

Numbers are printed as the document prints them: coefficients as ``.68``/``1.68``, the simultaneous
sum as ``(0.50 - .15 + 1)``, so that the worked examples appear verbatim in the explanations
(``25 * (.68 - .05 + 1) = 40.75``, 000:L811; ``32.25 * (0.50 - .15 + 1) = 32.25 * 1.35 = 43.5375``, 000:L871).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping

from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.rulesets.scores import RankTable, Score, fmt

from . import command_spells as cs
from . import ranking
from .interpretations import (
    INTERCEPTED_LCK, KILL_THEM_SCOPE, LOW_HEALTH_PENALTY, MODIFIER_STACKING, NEGATIVE_DAMAGE, SURVIVE_SPECIAL,
    TWO_FULL_RANKS,
)
from .skills import check_modifiers
from .tables import TABLES

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.ap_sp.ruleset import ApSpRuleset
    from gmdesk.rulesets.combat import Damage, Skill, TurnFacts

FORMULA_RULES = {
    "Physical": "ap-sp 000:L249", "Ranged": "ap-sp 000:L253", "Long-ranged": "ap-sp 000:L257",
    "Magical": "ap-sp 000:L261", "Special": "ap-sp 000:L265",
}
STAT_PAIRS = {"Physical": ("STR", "END"), "Magical": ("MAE", "MAR")}
# The flags read on every hit, as module names: an enum member read through its class goes through
# EnumType.__getattr__ on Python 3.11 (~70 ns a read, a module global ~15).
_FLIGHT = Flag.FLIGHT
_SPLINT = Flag.SPLINT
LCK_RULE = "ap-sp 000:L145"
LOW_HEALTH_RULE = "ap-sp 000:L40"
FLIGHT_RULE = "ap-sp 000:L504-507"
SURVIVE_RULE = "ap-sp 000:L381"
SPLINT = "Splint"
"""Item effect that "circumvents the penalty regarding low Health" (000:L599)."""


@dataclass(frozen=True)
class Modifier:
    """One percentage in force on a hit: +50 = "increases by 50%"."""

    percent: float
    text: str
    source: str  # "skill", "rule" or "low-health"


# -- small readings ---------------------------------------------------------------------------------
def coef(x: float) -> str:
    """A coefficient as the document writes it: .68, .05, 1.68, 1.20 (000:L811-867)."""
    text = f"{x:.2f}"
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def sum_terms(fractions: list[float]) -> str:
    """``(0.50 - .15 + 1)`` as 000:L871 writes the simultaneous sum."""
    parts = []
    for i, f in enumerate(fractions):
        mag = f"{abs(f):.2f}"
        if i == 0:
            parts.append(("-" if f < 0 else "") + mag)
        else:
            parts.append(("- " if f < 0 else "+ ") + (mag[1:] if mag.startswith("0.") else mag))
    return "(" + " ".join(parts) + " + 1)"


def max_of(ch: "Character", pool: str, ruleset: "ApSpRuleset") -> float | None:
    declared: float | None = getattr(ch, f"{pool}_max")
    return declared if declared is not None else ruleset.pool_maximum(pool, ch.kind)


def stat_value(ch: "Character", stat: str, scope: str) -> tuple[float, str]:
    """A coefficient stat's value (000:L63-135), raised by "Kill them no matter what!" if active."""
    rank, note = cs.boosted_rank(ch, stat, scope) if ch.statuses else (ch.stats.get(stat), "")
    if rank is None or rank.is_special:
        return 0.0, f"{ch.name} has no {stat} on the sheet (read as 0)"
    table = TABLES[stat]
    key = (ch.name, stat, rank.parts, note)
    known = _STAT_VALUES.get(key)
    if known is not None and known[0] is table:
        return known[1], known[2]
    value = table.value(rank)
    shown = f"{ch.name} {stat} {rank} = {coef(value)}"
    found = value, (f"{note} = {coef(value)}" if note else shown)
    if len(_STAT_VALUES) > 4096:
        _STAT_VALUES.clear()
    _STAT_VALUES[key] = (table, *found)
    return found


_STAT_VALUES: dict[tuple[str, str, tuple[str, int, int], str], tuple[RankTable, float, str]] = {}
"""stat_value's answers by (name, stat, the rank's parts (Rank.parts), note) with the (frozen) table they were read
from: a hit reads two, and the same characters are hit turn after turn."""


def flight_rank(ch: "Character") -> tuple[bool, Rank | None]:
    """Whether ``ch`` has Flight, and its Flight rank (000:L504-507).

    Read from the sheet flag ``flight`` (a rank text such as ``"B"``, or ``true`` for Flight with no
    rank) or from an active effect named ``Flight`` (a skill granting Flight) with an optional ``rank``."""
    if not ch.statuses and not ch.flags.get(_FLIGHT):
        return False, None  # most characters: neither source
    sources: list[Any] = []
    if ch.flags.get(_FLIGHT):
        sources.append(ch.flags[_FLIGHT])
    for e in ch.statuses:  # (a plain loop: no comprehension to call for every status-bearing target of an attack)
        if str(e.get("name", "")).casefold() == "flight" and (e.get("turns") is None or e.get("turns", 0) > 0):
            sources.append(e.get("rank", True))
    if not sources:
        return False, None
    ranks = [parse_rank(s) for s in sources if isinstance(s, str)]
    return True, (max(ranks) if ranks else None)


def low_health(ch: "Character", ruleset: "ApSpRuleset") -> tuple[bool, str]:
    """Health 1/3 or less of the maximum (000:L40), unless a Splint is in effect (000:L599)."""
    # max_of(ch, "health", ruleset) without the call (asked every hit)
    cap = ch.health_max if ch.health_max is not None else ruleset.pool_maximum("health", ch.kind)
    if ch.health is None or cap is None or ch.health > cap / 3 + 1e-9:
        return False, ""
    if ch.has_status(SPLINT) or ch.flags.get(_SPLINT):
        return False, f"{ch.name} Health {fmt(ch.health)}/{fmt(cap)} ≤ 1/3 but a Splint circumvents the penalty (000:L599)"
    return True, f"{ch.name} Health {fmt(ch.health)}/{fmt(cap)} ≤ 1/3 of the maximum"


# -- the skill's own modifiers ------------------------------------------------------------------------
def _rank_cmp(ch: "Character", stat: str, rank_text: str, scope: str) -> tuple[int, str]:
    have, _ = cs.boosted_rank(ch, stat, scope)
    want = parse_rank(rank_text)
    if have is None:
        return -1, f"{ch.name} has no {stat}"
    return (have > want) - (have < want), f"{ch.name} {stat} {have}"


def skill_modifiers(attacker: "Character", target: "Character", skill: "Skill", ruleset: "ApSpRuleset",
                    scope: str) -> list[Modifier]:
    """The entries of the skill's ``modifiers`` that hold now (closed vocabulary, skills.MODIFIER_KINDS)."""
    found = []
    for m in check_modifiers(skill.raw.get("modifiers")):
        when, pct = m["when"], float(m["percent"])
        ok, why = False, ""
        if when == "always":
            ok, why = True, "always"
        elif when in ("user-health-at-most", "user-health-at-least", "target-health-at-most"):
            who = attacker if when.startswith("user") else target
            cap = max_of(who, "health", ruleset)
            limit = float(m["fraction"]) * (cap or 0)
            if who.health is not None and cap:
                ok = who.health <= limit + 1e-9 if when.endswith("at-most") else who.health >= limit - 1e-9
            sign = "≤" if when.endswith("at-most") else "≥"
            why = f"{who.name} Health {fmt(who.health or 0)}/{fmt(cap or 0)} {sign if ok else 'not ' + sign} " \
                  f"{fmt(float(m['fraction']) * 100)}%"
        elif when in ("target-stat-at-least", "target-stat-at-most", "target-stat-above", "user-stat-at-least"):
            who = attacker if when.startswith("user") else target
            cmp, shown = _rank_cmp(who, m["stat"], m["rank"], scope)
            if when.endswith("above"):
                ok = cmp > 0
                why = f"{shown} {'is' if ok else 'is not'} higher than {m['rank']}"
            else:
                ok = cmp >= 0 if when.endswith("at-least") else cmp <= 0
                word = "or higher" if when.endswith("at-least") else "or lower"
                why = f"{shown} {'is' if ok else 'is not'} {m['rank']} {word}"
        elif when == "target-kind":
            ok = target.kind == m["kind"]
            why = f"{target.name} is {'a' if ok else 'not a'} {m['kind']}"
        elif when == "target-has-status":
            ok = target.has_status(m["status"])
            why = f"{target.name} {'has' if ok else 'does not have'} {m['status']}"
        elif when == "user-effect-active":
            ok = attacker.has_status(m["effect"])
            why = f"{m['effect']} {'is' if ok else 'is not'} active on {attacker.name}"
        if ok:
            found.append(Modifier(pct, f"{pct:+g}% ({why}; skill description)", "skill"))
    return found


# -- rule modifiers ------------------------------------------------------------------------------------
def lck_opponent(target: "Character", aimed_at: "Character | None",
                 choice: Callable[[str], str]) -> tuple["Character", str]:
    """Whose LCK the +25% compares (000:L145 "only the LCK stat of the opponent being targeted is used"): with
    a hit intercepted, the targeted opponent's (intercepted-lck=targeted) or the interceptor's (=struck)."""
    if aimed_at is None or aimed_at.id == target.id:
        return target, ""
    reading = choice(INTERCEPTED_LCK)
    if reading == "struck":
        return target, (f"{target.name} intercepted the attack aimed at {aimed_at.name}: {target.name}'s LCK is "
                        f"used (interpretation intercepted-lck=struck)")
    return aimed_at, (f"{target.name} intercepted the attack aimed at {aimed_at.name}: the LCK of the opponent being "
                      f"targeted, {aimed_at.name}, is used (interpretation intercepted-lck=targeted)")


def rule_modifiers(attacker: "Character", target: "Character", kind: str, ruleset: "ApSpRuleset", war: "War",
                   readings: Mapping[str, str], aimed_at: "Character | None" = None,
                   scope: str | None = None) -> tuple[list[Modifier], list[str]]:
    """LCK +25% (non-Special, the targeted opponent's LCK only, 000:L145), Flight (000:L504-507), "Survive at
    all costs!" (000:L381). Returns the modifiers and notes on those that do not apply. ``scope`` is the
    kill-them-scope reading when the caller has it (read here otherwise); ``readings``: the options in force
    (Ruleset.readings)."""
    mods: list[Modifier] = []
    notes: list[str] = []
    if scope is None:
        scope = readings[KILL_THEM_SCOPE]
    if kind != "Special":
        if aimed_at is None or aimed_at.id == target.id:
            opponent, whose = target, ""  # (lck_opponent's answer without an interception)
        else:
            opponent, whose = lck_opponent(target, aimed_at, readings.__getitem__)
        # a rank changes only under an effect ("Kill them no matter what!"): most characters have none
        a = cs.boosted_rank(attacker, "LCK", scope)[0] if attacker.statuses else attacker.stats.get("LCK")
        t = cs.boosted_rank(opponent, "LCK", scope)[0] if opponent.statuses else opponent.stats.get("LCK")
        if a is not None and t is not None and not a.is_special and not t.is_special:
            reading = readings[TWO_FULL_RANKS]
            if not whose:  # (most hits: not intercepted, so no note either way)
                lck_key = (a.parts, t.parts, reading)
                try:
                    lck = _LCK_BONUS[lck_key]
                except KeyError:
                    lck = _lck_bonus(a, t, reading, lck_key)
                if lck is not None:
                    mods.append(lck)
            else:
                # ruleset.more_than_two_ranks, with the reading taken here (the same rule, one call fewer)
                check = ranking.more_than_two_ranks(a, t, reading, "LCK")
                if check.certain:
                    mods.append(Modifier(25, f"+25% (LCK: {check.explain}; {LCK_RULE}; {whose})", "rule"))
                else:
                    notes.append(f"no LCK +25%: {check.explain} ({whose}; {LCK_RULE})")
    if kind in ("Physical", "Magical"):
        # (flight_rank's own first test, read here: most targets have neither a status nor the flag)
        t_flies, t_rank = flight_rank(target) if target.statuses or target.flags.get(_FLIGHT) else (False, None)
        a_flies, a_rank = flight_rank(attacker) if t_flies else (False, None)  # (matters only against a flier)
        if t_flies and not a_flies:
            pct = -15 if kind == "Physical" else -10
            mods.append(Modifier(pct, f"{pct:+d}% ({target.name} has Flight, {attacker.name} is Flightless; "
                                      f"{FLIGHT_RULE})", "rule"))
        elif t_flies and a_flies and kind == "Physical" and t_rank is not None and (a_rank is None or t_rank > a_rank):
            mods.append(Modifier(-15, f"-15% ({target.name} Flight {t_rank} > {attacker.name} Flight "
                                      f"{a_rank or 'unranked'}; {FLIGHT_RULE})", "rule"))
    if not attacker.statuses and not target.statuses:
        return mods, notes  # ("Survive at all costs!" is an effect: most hits have none on either side)
    special_exempt = kind == "Special" and readings[SURVIVE_SPECIAL] == "exempt"
    for who, role in ((attacker, "inflicts"), (target, "receives")):
        if who.statuses and cs.active(who, cs.SURVIVE):
            if special_exempt:
                notes.append(f'"Survive at all costs!" on {who.name} does not reduce Special damage '
                             f"({ruleset.interpretation(SURVIVE_SPECIAL).describe('exempt')})")
                continue
            extra = (f"; {ruleset.interpretation(SURVIVE_SPECIAL).describe(readings[SURVIVE_SPECIAL])}"
                     if kind == "Special" else "")
            mods.append(Modifier(-50, f'-50% ("Survive at all costs!": {who.name} {role} 50% less{extra}; '
                                      f"{SURVIVE_RULE})", "rule"))
    return mods, notes


_LCK_BONUS: dict[tuple[tuple[str, int, int], tuple[str, int, int], str], Modifier | None] = {}
"""The +25% of LCK on a hit not intercepted (None: no bonus), by the two ranks' parts and the two-full-ranks reading,
all it is worked out from (a Modifier is frozen, so one serves every hit of the same two LCK ranks)."""


def _lck_bonus(a: Rank, t: Rank, reading: str,
               key: tuple[tuple[str, int, int], tuple[str, int, int], str]) -> Modifier | None:
    """The +25% when LCK ``a`` is more than two full ranks above ``t`` (000:L145), kept in ``_LCK_BONUS``."""
    check = ranking.more_than_two_ranks(a, t, reading, "LCK")
    found = Modifier(25, f"+25% (LCK: {check.explain}; {LCK_RULE})", "rule") if check.certain else None
    if len(_LCK_BONUS) > 4096:
        _LCK_BONUS.clear()
    _LCK_BONUS[key] = found
    return found


# -- the formula -------------------------------------------------------------------------------------
def base_damage(attacker: "Character", target: "Character", amount: float, kind: str,
                scope: str) -> tuple[float, str]:
    """Base Damage through the type's formula (000:L247-265), with the operands."""
    rule = FORMULA_RULES.get(kind, "ap-sp 000:L244")
    pair = STAT_PAIRS.get(kind)
    if pair is not None:
        off, dfn = pair
        plain = None
        # the ranks as stat_value reads them (an effect raises one only under "Kill them no matter what!", with a
        # note; most characters have no effect at all: the sheet's rank, without the call)
        a_rank, a_note = cs.boosted_rank(attacker, off, scope) if attacker.statuses else (attacker.stats.get(off), "")
        d_rank, d_note = cs.boosted_rank(target, dfn, scope) if target.statuses else (target.stats.get(dfn), "")
        if a_rank is not None and d_rank is not None and not a_note and not d_note and type(amount) is float:
            # no rank raised (most hits): the answer is found by the ranks themselves, without reading either value
            plain = (amount, kind, attacker.name, a_rank.parts, target.name, d_rank.parts)
            seen = _PLAIN.get(plain)
            if seen is not None and seen[0] is TABLES[off] and seen[1] is TABLES[dfn]:
                return seen[2], seen[3]
        found = _pair_damage(attacker, target, amount, kind, scope, rule, off, dfn)
        if plain is not None:
            if len(_PLAIN) > 4096:
                _PLAIN.clear()
            _PLAIN[plain] = (TABLES[off], TABLES[dfn], *found)
        return found
    return float(amount), f"{kind} ({rule}): Damage Inflicted = Base Damage = {fmt(amount)}"


_PLAIN: dict[tuple[float, str, str, tuple[str, int, int], str, tuple[str, int, int]], tuple[RankTable, RankTable, float, str]] = {}
"""base_damage's answers for hits with no rank raised on either character, by the amount, type, names and the two ranks'
parts (what the answer is worked out from, with the two frozen tables it was read from): a pair of characters hits
each other with the same skills turn after turn of a battle."""


def _pair_damage(attacker: "Character", target: "Character", amount: float, kind: str, scope: str, rule: str,
                 off: str, dfn: str) -> tuple[float, str]:
    """Base Damage of a stat-pair type (Physical, Magical): amount * (offence - defence + 1)."""
    a, a_text = stat_value(attacker, off, scope)
    d, d_text = stat_value(target, dfn, scope)
    key = (amount, kind, a, a_text, d, d_text)
    known = _BASE.get(key)
    if known is not None and known[0] == rule and type(known[1]) is type(amount):
        return known[2], known[3]
    value = round(amount * (a - d + 1), 10)
    text = (f"{kind} ({rule}): Base Damage * ({off} - {dfn} + 1) with {a_text}, {d_text}: "
            f"{fmt(amount)} * ({coef(a)} - {coef(d)} + 1) = {fmt(value)}, i.e. "
            f"{fmt(amount)} * ({coef(a + 1)} - {coef(d)}) = {fmt(value)}")
    if len(_BASE) > 4096:
        _BASE.clear()
    _BASE[key] = (rule, amount, value, text)
    return value, text


_BASE: dict[tuple[float, str, float, str, float, str], tuple[str, float, float, str]] = {}
"""base_damage's answers for a stat-pair type by its operands and their texts (the same pair of characters is hit
with the same skill turn after turn): (rule, amount, value, text)."""


def damage(ruleset: "ApSpRuleset", attacker: "Character", target: "Character", skill: "Skill", part_index: int,
           war: "War", facts: "TurnFacts") -> Score:
    """One hit of ``skill.damage[part_index]`` on ``target`` (000:L242-270, L846-871): the ruleset's ``damage``
    hook itself (ApSpRuleset.damage is this function, so a hit is one call). When ``target`` intercepted it,
    ``facts.aimed_at`` is the character the attack targeted, whose LCK may count (000:L145; interpretation
    intercepted-lck).

    A plain hit (no effect on anyone in it, no Flight flag on the target, no modifiers on the skill, an attacker
    above 1/3 Health) is found in :data:`_HITS` when the same hit was worked out before: its Score is then a pure
    function of the key (see there)."""
    aimed_at = war.characters.get(facts.aimed_at) if facts.aimed_at else None
    # each interpretation is read only where its rule comes into play, from the readings in force (a lookup each)
    readings = ruleset.readings(war)
    part = skill.damage[part_index]
    key = None
    health, cap = attacker.health, attacker.health_max
    if (not attacker.statuses and not target.statuses and (aimed_at is None or not aimed_at.statuses)
            and health is not None and cap is not None and health > cap / 3 + 1e-9
            and not target.flags.get(_FLIGHT) and skill.raw.get("modifiers") is None):
        kind, a_stats, t_stats = part.kind, attacker.stats, target.stats
        pair = STAT_PAIRS.get(kind)
        off, dfn = (a_stats.get(pair[0]), t_stats.get(pair[1])) if pair is not None else (None, None)
        lck, t_lck = a_stats.get("LCK"), t_stats.get("LCK")
        aimed = aimed_at if aimed_at is not None and aimed_at.id != target.id else None  # (intercepted)
        aimed_lck = aimed.stats.get("LCK") if aimed is not None else None
        key = (skill.name, part.amount, kind, attacker.name, target.name, aimed.name if aimed is not None else None,
               None if off is None else off.parts, None if dfn is None else dfn.parts,
               None if lck is None else lck.parts, None if t_lck is None else t_lck.parts,
               None if aimed_lck is None else aimed_lck.parts)
        known = _HITS.get(key)
        if (known is not None and known[0] is readings
                and (pair is None or (known[1] is TABLES[pair[0]] and known[2] is TABLES[pair[1]]))):
            return known[3]
    score = _worked_out(ruleset, attacker, target, skill, part, war, aimed_at, readings)
    if key is not None:
        if len(_HITS) > 4096:
            _HITS.clear()
        pair = STAT_PAIRS.get(part.kind)
        _HITS[key] = (readings, TABLES[pair[0]] if pair else None, TABLES[pair[1]] if pair else None, score)
    return score


_HITS: dict[tuple[Any, ...], tuple[Mapping[str, str], RankTable | None, RankTable | None, Score]] = {}
"""The Score of a plain hit (see :func:`damage`), by everything it is worked out from: the skill's name, the part's
amount and type, the attacker's, target's and (intercepted) aimed-at character's names, and the parts of the ranks
read (the type's offence and defence stats, both LCKs and the aimed-at's LCK); with the readings mapping it was
worked out under (``Ruleset.readings``: a new mapping whenever the ruleset's interpretations or the war's options
change, never changed itself; the interpretations' texts come from that ruleset) and the two frozen stat tables.
Nothing else is read on a plain hit: no effect means no raised rank, Flight or "Survive at all costs!", and no
skill modifier or low-Health penalty applies. A Score is frozen, so one serves every such hit."""


def _worked_out(ruleset: "ApSpRuleset", attacker: "Character", target: "Character", skill: "Skill",
                part: "Damage", war: "War", aimed_at: "Character | None", readings: Mapping[str, str]) -> Score:
    """:func:`damage`'s hit, worked out."""
    # the kill-them scope changes a rank only under an effect ("Kill them no matter what!"): with no effect on
    # anyone in the hit, boosted_rank never reads it
    scope = (readings[KILL_THEM_SCOPE]
             if attacker.statuses or target.statuses or (aimed_at is not None and aimed_at.statuses) else "")
    value, text = base_damage(attacker, target, float(part.amount or 0), part.kind, scope)
    lines = [f"{skill.name}: {text}"]
    mods = (skill_modifiers(attacker, target, skill, ruleset, scope)
            if skill.raw.get("modifiers") is not None else [])  # (check_modifiers reads None as no entry)
    rule_mods, notes = rule_modifiers(attacker, target, part.kind, ruleset, war, readings, aimed_at, scope)
    health, cap = attacker.health, attacker.health_max
    if health is not None and cap is not None and health > cap / 3 + 1e-9:
        is_low, low_text = False, ""  # (low_health's first answer, without its call: most attackers are not low)
    else:
        is_low, low_text = low_health(attacker, ruleset)
    if low_text and not is_low:
        notes.append(low_text)
    if mods or rule_mods or is_low:  # (most hits: no modifier at all, the Base Damage stands)
        value = _modified(value, lines, notes, mods, rule_mods, is_low, low_text, ruleset, readings)
    if notes:
        lines += notes
    if value < 0:
        negative = readings[NEGATIVE_DAMAGE]
        described = ruleset.interpretation(NEGATIVE_DAMAGE).describe(negative)
        if negative == "clamp-zero":
            lines.append(f"{fmt(value)} is below 0: no damage ({described})")
            value = 0.0
        else:
            lines.append(f"{fmt(value)} is below 0 and applied as computed ({described})")
    lines.append(f"= {fmt(value)} {part.kind} damage")
    return Score(value, "; ".join(lines), FORMULA_RULES.get(part.kind, "ap-sp 000:L244"))


def _modified(value: float, lines: list[str], notes: list[str], mods: list[Modifier], rule_mods: list[Modifier],
              is_low: bool, low_text: str, ruleset: "ApSpRuleset", readings: Mapping[str, str]) -> float:
    """``value`` with the hit's modifiers (000:L869), the working written into ``lines`` (and ``notes``)."""
    stacking = readings[MODIFIER_STACKING] if rule_mods else ""  # (read only to place the rule modifiers)
    low_choice = readings[LOW_HEALTH_PENALTY] if is_low else ""
    additive = list(mods)
    after: list[Modifier] = []
    if stacking == "additive":
        additive += rule_mods
    else:
        after += rule_mods
    if is_low:
        low = Modifier(-25, f"-25% ({low_text}; {LOW_HEALTH_RULE}; "
                            f"{ruleset.interpretation(LOW_HEALTH_PENALTY).describe(low_choice)})", "low-health")
        if low_choice == "additive":
            additive.append(low)
        elif low_choice == "multiplicative":
            after.append(low)
        else:
            notes.append(f"{low_text}, but the penalty is not applied "
                         f"({ruleset.interpretation(LOW_HEALTH_PENALTY).describe(low_choice)})")
    if additive:
        fractions = [m.percent / 100 for m in additive]
        mult = round(1 + sum(fractions), 10)
        new = round(value * mult, 10)
        lines.append("modifiers occurring simultaneously (000:L869): " + "; ".join(m.text for m in additive))
        lines.append(f"{fmt(value)} * {sum_terms(fractions)} = {fmt(value)} * {fmt(mult)} = {fmt(new)}")
        if rule_mods and stacking == "additive":
            lines.append(ruleset.interpretation(MODIFIER_STACKING).describe(stacking))
        value = new
    for m in after:
        factor = round(1 + m.percent / 100, 10)
        new = round(value * factor, 10)
        why = "" if m.source == "low-health" else f"; {ruleset.interpretation(MODIFIER_STACKING).describe(stacking)}"
        lines.append(f"then {m.text}{why}: {fmt(value)} * {fmt(factor)} = {fmt(new)}")
        value = new
    return value


def survive_factor(ch: "Character", kind: str, choice: Callable[[str], str]) -> tuple[float, str]:
    """The "Survive at all costs!" factor on damage ``ch`` receives outside an attack (Poison)."""
    if not cs.active(ch, cs.SURVIVE):
        return 1.0, ""
    if kind == "Special" and choice(SURVIVE_SPECIAL) == "exempt":
        return 1.0, "Survive at all costs! does not reduce Special damage (interpretation survive-special=exempt)"
    return 0.5, f'"Survive at all costs!": 50% less ({SURVIVE_RULE}; interpretation survive-special={choice(SURVIVE_SPECIAL)})'
