"""ap-sp action economy (000:L227-239, L489): AP, SP, the Turn Action, the Move Action, Full Turn and
the first Turn of battle.

The sheet's AP per Turn is ``points.AP`` (what the sample sheets hold: ``"points": {"AP": 4}``,
maps/build_samples.py); a Servant or familiar without it gets 0 AP. Budget actions: ``move`` (the
Move Action), ``turn`` (a Master's Turn Action), ``full-turn`` (the one Full Turn a character may take
instead of everything else).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, TYPE_CHECKING

from gmdesk.errors import RankError
from gmdesk.messages import Listing, Message
from gmdesk.model.character import hostile
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import parse_rank
from gmdesk.rulesets.combat import Budget, Cost
from gmdesk.rulesets.scores import fmt

from . import command_spells as cs, ranking, statuses
from .interpretations import BONUS_OPPONENTS, FAMILIAR_MOVE, KILL_THEM_SCOPE, TWO_FULL_RANKS

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.ap_sp.ruleset import ApSpRuleset
    from gmdesk.rulesets.combat import Skill

AP_RULE = "ap-sp 000:L230"
AGI_RULE = "ap-sp 000:L140"
MASTER_RULE = "ap-sp 000:L233"
MOVE_RULE = "ap-sp 000:L236"
FULL_TURN_RULE = "ap-sp 000:L236-239"
FIRST_TURN_RULE = "ap-sp 000:L489"
SPIRIT_FORM_RULE = "ap-sp 000:L482"
SPIRIT_FORM_SP = Flag.SPIRIT_FORM_SP_TURN
SUMMONED = Flag.SUMMONED_TURN
"""(read for every character every Turn: a module alias of the member, not EnumType's ~70 ns lookup)"""
"""Flag: the Turn a Servant paid 1 SP to enter or leave Spirit Form (a Support action, not a skill, 000:L482-485):
that SP does not count toward the first Turn of battle's "1 AP or 1 SP in skills" (000:L489)."""


def opponents(ch: "Character", war: "War", foes: list["Character"], reading: str) -> list["Character"]:
    """Whose AGI sets the +1 AP (I0.17): the battle's foes (``battle-at-start``, also ``gm`` until the
    GM names others) or every hostile in the location (``same-location``)."""
    if reading == "same-location":
        return [c for c in war.at(ch.location) if c.id != ch.id and hostile(c, ch)
                and not c.spirit_form] if ch.location else []
    return list(foes)


def agi_bonus(ch: "Character", war: "War", foes: list["Character"], ruleset: "ApSpRuleset",
              choice: Callable[[str], str]) -> tuple[int, str]:
    """+1 AP when AGI is "greater than two full ranks" above the highest foe AGI, or EX against non-EX
    (000:L140; interpretations two-full-ranks, bonus-opponents)."""
    reading = choice(BONUS_OPPONENTS)
    against = opponents(ch, war, foes, reading)
    if not against:
        return 0, Message("no opponents to compare AGI with (interpretation {key}={reading})", key=BONUS_OPPONENTS,
                          reading=reading)
    scope = choice(KILL_THEM_SCOPE)
    # a rank changes only under an effect ("Kill them no matter what!"): most characters have none, and their AGI is
    # the sheet's (boosted_rank's answer, without its call)
    mine, note = cs.boosted_rank(ch, "AGI", scope) if ch.statuses else (ch.stats.get("AGI"), "")
    best, who, best_key = None, None, None  # the first foe of the highest comparable AGI (as ``max`` picks)
    for foe in against:
        rank = cs.boosted_rank(foe, "AGI", scope)[0] if foe.statuses else foe.stats.get("AGI")
        if rank is None or rank.is_special:
            continue
        key = (rank.level, rank.subrank)  # (Rank.sort_key, read from the kept parts without the call)
        if best_key is None or key > best_key:
            best, who, best_key = rank, foe, key
    if mine is None or mine.is_special or best is None or who is None:
        return 0, Message("AGI cannot be compared ({reading})",
                          reading=ruleset.interpretation(BONUS_OPPONENTS).describe(reading))
    two_full = choice(TWO_FULL_RANKS)
    memo = (mine.parts, note, best.parts, who.name, reading, two_full)
    known = _BONUSES.get(memo)
    if known is not None and known[0] is ruleset.interpretations:
        return known[1], known[2]
    described = ruleset.interpretation(BONUS_OPPONENTS).describe(reading)
    # (ruleset.more_than_two_ranks with the reading taken here: the same rule, one call fewer)
    check = ranking.more_than_two_ranks(mine, best, two_full, "AGI")
    bonus = 1 if check.certain else 0
    text: str = Message("highest foe AGI {rank} ({who}){note}: {check}; {reading}", rank=str(best), who=who.name,
                        note=f"; {note}" if note else "", check=check.explain, reading=described)
    if len(_BONUSES) > 4096:
        _BONUSES.clear()
    _BONUSES[memo] = (ruleset.interpretations, bonus, text)
    return bonus, text


_BONUSES: dict[tuple[tuple[str, int, int], str, tuple[str, int, int], str, str, str],
               tuple[tuple[Any, ...], int, str]] = {}
"""agi_bonus's answers by all they are written from: the two AGI ranks (their parts), the note of a raised rank, the
foe's name and the two readings, with the ruleset's interpretations (a tuple of frozen entries, checked by identity)
whose text they quote. A battle's characters meet the same foes turn after turn, so a Servant's +1 AP is found, not
worked out and written again."""


# The budget lines written from constants alone, worked out once (not formatted again for every character every Turn).
# (Messages, so a window in another language says them: resources/i18n/core_ja.json)
_MASTER_LINE = Message("no AP or SP; one Turn Action ({rule}); one Move Action ({move_rule})", rule=MASTER_RULE,
                       move_rule=MOVE_RULE)
_SP_LINE = Message("SP 1 ({rule})", rule=AP_RULE)
_MOVE_LINE = Message("one Move Action ({rule})", rule=MOVE_RULE)
_FIRST_TURN_LINE = Message("first Turn of battle: only 1 AP or 1 SP in skills, not both ({rule})", rule=FIRST_TURN_RULE)
_SUMMONED_LINE = Message("summoned this Turn: 0 AP and 0 SP ({rule})", rule=AP_RULE)


def turn_budget(ruleset: "ApSpRuleset", ch: "Character", war: "War", foes: list["Character"], first_battle_turn: bool,
                choice: Callable[[str], str] | None = None) -> Budget:
    """AP (sheet + AGI − Stun), 1 SP, Turn and Move Actions at the beginning of the Turn (000:L230-236, L339). The
    ruleset's ``turn_budget`` hook itself (ApSpRuleset.turn_budget is this function); ``choice`` None: the
    options in force (Ruleset.readings)."""
    if choice is None:
        choice = ruleset.readings(war).__getitem__
    limit: dict[str, Any] = {"first_battle_turn": True} if first_battle_turn else {}
    kind = ch.kind  # (``is_master``/``is_servant``, read once: asked for every character of every turn)
    if kind == "master":
        return Budget(actions={"turn", "move", "full-turn"}, limit=limit,
                      explain=[_MASTER_LINE])
    if ch.flags.get(SUMMONED) == war.turn:
        resources = {"AP": 0.0, "SP": 0.0}
        explain: list[str] = [_SUMMONED_LINE]
    else:
        sheet = float(ch.points.get("AP", 0) or 0)
        bonus, agi_text = agi_bonus(ch, war, foes, ruleset, choice)
        stun = statuses.stunned(ch, war.turn, choice) if ch.statuses else None  # (a Stun is one of its statuses)
        ap = sheet + bonus
        line = _AP_LINES.get((sheet, bonus, agi_text)) if stun is None else None
        if stun is not None:
            ap -= 1
        ap = max(ap, 0.0)
        if line is None:
            line = _ap_line(sheet, bonus, agi_text, ap, stun, choice)
        resources = {"AP": ap, "SP": 1.0}
        explain = [line, _SP_LINE]
    if kind == "servant":
        actions = {"move", "full-turn"}
        explain.append(_MOVE_LINE)
    else:
        reading = choice(FAMILIAR_MOVE)
        actions = {"move", "full-turn"} if reading == "move-action" else {"full-turn"}
        explain.append(ruleset.interpretation(FAMILIAR_MOVE).describe(reading))
    if first_battle_turn:
        explain.append(_FIRST_TURN_LINE)
    return Budget(resources, actions, explain, limit=limit)


def _ap_line(sheet: float, bonus: int, agi_text: str, ap: float, stun: Mapping[str, Any] | None,
             choice: Callable[[str], str]) -> str:
    """The AP line of a Servant's or familiar's budget: sheet + AGI bonus − Stun = AP (000:L230, L140, L339). Without a
    Stun it is kept in ``_AP_LINES``: it is written from the sheet's AP and the AGI bonus with its text alone."""
    parts: list[str] = [Message("AP {ap} (sheet, {rule})", ap=fmt(sheet), rule=AP_RULE)]
    parts.append(Message("+ {bonus} (AGI: {why}; {rule})", bonus=bonus, why=agi_text, rule=AGI_RULE) if bonus
                 else Message("+ 0 (AGI: {why})", why=agi_text))
    if stun is not None:
        parts.append(Message("- 1 (Stun {turns}, the most severe Stun; {rule}; interpretation status-first-turn={choice})",
                             turns=stun.get("turns"), rule=statuses.STUN_RULE, choice=choice("status-first-turn")))
    line: str = Message("{parts} = {ap}", parts=Listing(parts, " "), ap=fmt(ap))
    if stun is None:
        if len(_AP_LINES) > 4096:
            _AP_LINES.clear()
        _AP_LINES[(sheet, bonus, agi_text)] = line
    return line


_AP_LINES: dict[tuple[float, int, str], str] = {}
"""The AP line of a budget with no Stun by (sheet AP, AGI bonus, its text): AP is their sum, at least 0 (equal floats
write the same text, so the value is the key)."""


def action_cost(ch: "Character", skill: "Skill") -> Cost:
    """The skill's cost; a Master's skill also takes the Turn Action (000:L233) unless it is free or a
    Full Turn."""
    cost = skill.cost
    if skill.free_action or ch.kind != "master":  # (``is_master``, read inline: asked for every order four times)
        return cost
    known = _MASTER_COSTS.get(id(skill))
    if known is not None and known[0] is skill:
        return known[1]
    found = cost
    if not {"turn", "full-turn"} & set(cost.actions):
        found = Cost(dict(cost.resources), tuple(cost.actions) + ("turn",))
    if len(_MASTER_COSTS) > 4096:
        _MASTER_COSTS.clear()
    _MASTER_COSTS[id(skill)] = (skill, found)
    return found


_MASTER_COSTS: dict[int, tuple["Skill", Cost]] = {}
"""A Master's cost of each skill, by the skill (kept, so its id is not reused): a skill and its cost are frozen, and a
Master's order asks for it four times a turn (its checks, then paying)."""


def skill_cost(ruleset: "ApSpRuleset", ch: "Character", skill: "Skill", war: "War") -> Cost:
    """The ruleset's ``action_cost`` hook itself (ApSpRuleset.action_cost is this function): :func:`action_cost`,
    asked only for a Master's skill that is not free; every other cost is the skill's own (asked four times an
    order). A Master's cost already worked out is read from ``_MASTER_COSTS`` here, without the call."""
    if ch.kind != "master" or skill.free_action:
        return skill.cost
    known = _MASTER_COSTS.get(id(skill))
    if known is not None and known[0] is skill:
        return known[1]
    return action_cost(ch, skill)


def cost_problem(ruleset: "ApSpRuleset", ch: "Character", skill: "Skill", budget: Budget,
                 war: "War | None" = None, cost: Cost | None = None) -> str | None:
    """Why ``ch`` cannot use ``skill`` now beyond missing resources: Spirit Form (000:L482) unless an order of
    this Turn takes it out of Spirit Form before the skill resolves (000:L397, L485), Full Turn (000:L236-239),
    the first Turn of battle (000:L489; "Surprise Attacks circumvent these limitations"). The ruleset's
    ``cost_problem`` hook itself (ApSpRuleset.cost_problem is this function: no layer between). ``cost``: the
    ``action_cost`` the caller holds already (the checks and the paying do), else worked out here."""
    if cost is None:
        cost = action_cost(ch, skill) if ch.kind == "master" and not skill.free_action else skill.cost
    if ch.spirit_form and not (war is not None and ruleset is not None and leaves_first(ch, skill, war, ruleset)):
        return (f"a Servant in Spirit Form cannot use skills ({SPIRIT_FORM_RULE}), and no order of this Turn makes "
                f"{ch.name} leave Spirit Form before {skill.name} (000:L397, L485)")
    if "full-turn" in budget.used_actions:
        return f"a Full Turn action allows no other action this Turn aside from scouting ({FULL_TURN_RULE})"
    if "full-turn" in cost.actions and (budget.used_actions or any(budget.spent.values())):
        done = ", ".join(budget.used_actions + [f"{fmt(v)} {k}" for k, v in budget.spent.items() if v])
        return f"{skill.name} costs a Full Turn but {ch.name} already acted this Turn ({done}) ({FULL_TURN_RULE})"
    if not budget.limit.get("first_battle_turn") or skill.surprise:
        return None
    if ch.kind == "master":  # (``is_master``, read inline)
        if "turn" in cost.actions and ("move" in budget.used_actions or "move" not in budget.actions):
            return (f"first Turn of battle: a Master may use the Turn Action only if the Move Action was not "
                    f"used earlier in the Turn ({FIRST_TURN_RULE})")
        return None
    points = sum(float(cost.resources.get(k, 0) or 0) for k in ("AP", "SP"))
    spent = sum(float(budget.spent.get(k, 0) or 0) for k in ("AP", "SP"))
    if war is not None and ch.flags.get(SPIRIT_FORM_SP) == war.turn:
        spent -= 1.0  # the SP of entering or leaving Spirit Form is not spent "in skills" (000:L482-485, L489)
    if points and spent + points > 1:
        return (f"first Turn of battle: only 1 AP or 1 SP in skills, not both; {fmt(spent)} already spent and "
                f"{skill.name} costs {fmt(points)} ({FIRST_TURN_RULE})")
    return None


# -- leaving Spirit Form before acting (000:L397, L485) ---------------------------------------------------
def _phase_ids(war: "War", ruleset: "ApSpRuleset") -> list[str]:
    return [p.id for p in ruleset.phases_for(war)]


Moment = tuple[int, tuple[int, int, int], int]
"""Where an order resolves in the Turn: phase position, place inside the phase, order index."""


def _when(raw: Mapping[str, Any], slot: str, index: int, war: "War", ruleset: "ApSpRuleset") -> Moment:
    """Where an order resolves in the Turn: (phase position, place inside the phase, order index). Inside a
    phase: undelayed first, then delays "as AGI" (lower later), then delays to the end of the phase."""
    phases = list(ruleset.phases_for(war))
    ids = [p.id for p in phases]
    delay: Mapping[str, Any] = raw["delay"] if isinstance(raw.get("delay"), dict) else {}
    if delay.get("phase") in ids:
        at = ids.index(delay["phase"])
    else:
        at = next((i for i, p in enumerate(phases) if slot in p.slots), len(phases))
    inside: tuple[int, int, int] = (0, 0, 0)
    if delay.get("at") == "end":
        inside = (2, 0, 0)
    elif isinstance(delay.get("as_agi"), str):
        try:
            rank = parse_rank(delay["as_agi"])
            inside = (1, -rank.level, -rank.subrank)
        except RankError:  # an unreadable rank is refused by the engine's checks
            inside = (1, 0, 0)
    return (at, inside, index)


def _spell_leaves(raw: Mapping[str, Any], ch: "Character", war: "War", ruleset: "ApSpRuleset") -> bool:
    """A Command Spell order that takes ``ch`` out of Spirit Form ("Leave Spirit Form!", 000:L397)."""
    name = raw.get("spell")
    spells = ruleset.command_spells
    spell = spells.get(name) if isinstance(name, str) else None
    if spell is None and isinstance(name, str):
        folded = name.casefold().strip(' "!')
        spell = next((s for s in spells.values() if s.words.casefold().strip(' "!') == folded), None)
    if spell is None or spell.effect not in ("spirit-form-out", "swap-form"):
        return False
    caster = war.characters.get(raw.get("actor", ""))
    if caster is None or ch.master != caster.id:
        return False
    sid: str | None = raw.get("servant")
    if sid is None:
        own = [c for c in war.characters.values() if c.master == caster.id and c.is_servant()]
        return len(own) == 1 and own[0].id == ch.id
    return sid == ch.id


def leaves_first(ch: "Character", skill: "Skill", war: "War", ruleset: "ApSpRuleset") -> str:
    """The order of this Turn that takes ``ch`` out of Spirit Form before ``skill`` resolves, described, or "".

    Read from ``war.orders`` (the Turn's orders, there while orders are checked and resolved): the Master's
    "Leave Spirit Form!" (the beginning of the Instant Phase, before any other effect, 000:L397) or ``ch``'s own
    ``spirit-form`` order with ``enter: false`` (a Support action, 000:L485), neither under a condition. While
    orders are checked ``ch`` is as it was at the beginning of the Turn; once the leave has happened ``ch`` is
    out of Spirit Form and this is not asked."""
    orders = list(getattr(war, "orders", []) or [])
    ids = _phase_ids(war, ruleset)
    mine: list[Moment] = []
    for i, raw in enumerate(orders):
        if raw.get("actor") != ch.id or "if" in raw:
            continue
        if raw.get("action") == "skill" and str(raw.get("skill", "")).casefold() == skill.key:
            mine.append(_when(raw, skill.slot, i, war, ruleset))
        elif raw.get("action") == "attack" and skill.basic:
            mine.append(_when(raw, skill.slot, i, war, ruleset))
    if not mine:
        mine = [_when({}, skill.slot, len(orders), war, ruleset)]
    latest = max(mine)
    for i, raw in enumerate(orders):
        if "if" in raw:
            continue
        if raw.get("action") == "command-spell" and _spell_leaves(raw, ch, war, ruleset):
            instant = ids.index("instant") if "instant" in ids else 0
            if (instant, (-1, 0, 0), -1) < latest:
                return f'{raw.get("actor")}\'s "Leave Spirit Form!" at the beginning of the Instant Phase (000:L397)'
        if raw.get("actor") == ch.id and raw.get("action") == "spirit-form" and raw.get("enter", True) is False:
            if _when(raw, "support", i, war, ruleset) < latest:
                return f"{ch.name}'s own leaving of Spirit Form, a Support action (000:L485)"
    return ""


def resources_now(ch: "Character", war: "War", ruleset: "ApSpRuleset",
                  choice: Callable[[str], str]) -> dict[str, float]:
    """The AP and SP ``ch`` was given at the beginning of this Turn (000:L230), as the engine's budget holds them
    before anything is spent: for an upkeep paid in AP or SP at the Initial Phase."""
    battle = war.battle_of(ch.id)
    foes = []
    if battle is not None:
        foes = [war.characters[c] for c in battle.participants if c in war.characters and war.characters[c].alive
                and c != ch.id and hostile(ch, war.characters[c])]
    return dict(turn_budget(ruleset, ch, war, foes, battle is not None and battle.turns == 0, choice).resources)
