"""Turn budgets: what each character may spend, granted at the beginning of the turn and paid from."""

from __future__ import annotations

from operator import attrgetter
from typing import Callable

from gmdesk.engine.combat import changes, told
from gmdesk.engine.combat.state import combat_of
from gmdesk.engine.context import TurnContext
from gmdesk.messages import Message
from gmdesk.model.character import Character, hostile
from gmdesk.model.vocabulary import EventKind
from gmdesk.model.war import Battle, War
from gmdesk.rulesets.combat import Budget, Cost
from gmdesk.rulesets.scores import fmt


def foes_of(war: War, ch: Character, hostile: Callable[[Character, Character], bool]) -> list[Character]:
    return foes_in(war, ch, war.battle_of(ch.id), hostile)


def foes_in(war: War, ch: Character, battle: Battle | None,
            hostile: Callable[[Character, Character], bool]) -> list[Character]:
    """The living characters hostile to ``ch`` in ``battle`` (its battle), in the battle's order."""
    if battle is None:
        return []
    characters = war.characters  # (each participant looked up once: a turn asks for every fighter, twice)
    return [other for c in battle.participants
            if c in characters and (other := characters[c]).alive and hostile(ch, other)]


def battles_by_character(war: War) -> dict[str, Battle]:
    """Each fighter's battle (the first naming it, as ``War.battle_of``): for a loop that changes no battle."""
    out: dict[str, Battle] = {}
    for battle in war.battles:
        for cid in battle.participants:
            out.setdefault(cid, battle)
    return out


class Fighting:
    """Each character's battle and living foes (:func:`foes_in` with :func:`~gmdesk.model.character.hostile`), for a
    loop over the characters that changes no battle and no character (the order checks, the turn's budgets).

    ``hostile`` tells foes apart by team alone, so the characters of one team in one battle (a Master and its
    Servant) have the same foes: they are looked for once per battle and team, and each caller gets its own list."""

    def __init__(self, war: War) -> None:
        self.war = war
        self.battles = battles_by_character(war)
        self._foes: dict[tuple[int, str | None], list[Character]] = {}
        self._of: dict[str, tuple[Character, Battle, list[Character]]] = {}
        self.budgets: dict[str, tuple[Character, bool, Budget]] = {}
        """Each character's turn budget as the order checks worked it out (``order_checks.actor_refusals``): the
        character, whether it is its battle's first turn, and the ruleset's budget, untouched. The turn's beginning
        (:func:`grant`) takes it, on this same war, instead of asking ``Fighting.of`` and ``turn_budget`` again."""

    def of(self, ch: Character) -> tuple[Battle | None, list[Character]]:
        """``ch``'s battle (None: not in one) and its living foes there, in the battle's order (kept for ``ch``
        itself: the checks, then the turn's beginning, ask for each fighter)."""
        known = self._of.get(ch.id)
        if known is not None and known[0] is ch:
            return known[1], list(known[2])
        battle = self.battles.get(ch.id)
        if battle is None:
            return None, []
        key = (id(battle), ch.team)  # (the battles outlive the loop, so an id is not reused)
        found = self._foes.get(key)
        if found is None:
            found = self._foes[key] = foes_in(self.war, ch, battle, hostile)
        self._of[ch.id] = (ch, battle, found)
        return battle, list(found)


def grant(ctx: TurnContext) -> None:
    """Every living character's budget for the turn, with its explanation (one event each)."""
    state = combat_of(ctx)
    state.facts.partners_at_start = {c.id: c.team for c in ctx.war.characters.values()}
    state.facts.places_at_start = {c.id: c.location for c in ctx.war.characters.values()}
    state.facts.fighting_at_start = {cid for battle in ctx.war.battles for cid in battle.participants}
    for ch in ctx.war.characters.values():  # (in any order: each id names its own character and place)
        for n, effect in enumerate(ch.statuses):
            effect.setdefault("id", f"{ch.id}.{n + 1}")
    fighting = _checked_fighting(ctx)
    kept = fighting.budgets
    # Between two budget events nothing is written into the war (Fighting.of, _checked and every ruleset's
    # turn_budget only read it): the previous budget event's snapshot stays right, and is not taken again.
    settled = False
    rule = ctx.ruleset.budget_rule or ctx.ruleset.combat_rule  # (the ruleset's, the same for everyone)
    for ch in sorted(ctx.war.alive(), key=attrgetter("id")):
        known = kept.pop(ch.id, None)  # (the checks' budget, taken once; for this very character)
        if known is not None and known[0] is ch:
            first, budget = known[1], known[2]
        else:
            battle, foes = fighting.of(ch)
            first = battle is not None and battle.turns == 0
            budget = ctx.ruleset.turn_budget(ch, ctx.war, foes, first)
        if first:
            budget.limit = {**budget.limit, "first_battle_turn": True}
        state.budgets[ch.id] = budget
        shown = told.joined(budget.explain, "; ") or ", ".join(
            [f"{k} {fmt(v)}" for k, v in budget.resources.items()] + sorted(budget.actions))
        ctx.emit(_BUDGET, [ch.id], _this_turn(ch.name, shown),
                 rule, previous_settled=settled,
                 resources=dict(budget.resources), actions=sorted(budget.actions), limit=dict(budget.limit))
        settled = True


def _this_turn(name: str, budget: str) -> str:
    """``{name} this turn: {budget}``; a :class:`Message` when the budget is one (the ruleset's words, said in another
    language), made from its f-string with the template attached: ``str.format`` on every character of every turn would
    cost the ap-sp battle turn ~1 % (issue 21; as act_words does)."""
    text = f"{name} this turn: {budget}"
    if not isinstance(budget, Message):
        return text
    made = _new(Message, text)
    made.template, made.values = _THIS_TURN, {"name": name, "budget": budget}
    return made


_new = str.__new__
_THIS_TURN = "{name} this turn: {budget}"
_BUDGET = EventKind.BUDGET
"""Read from its enum once (on Python 3.11 an enum member read through its class is ~70 ns): grant emits one a character."""


def _checked_fighting(ctx: TurnContext) -> Fighting:
    """The battles and foes the whole-turn order checks worked out on this very war (checked just before the turn
    begins, and nothing in between changes a battle, a team or who lives), else worked out now."""
    known = ctx.orders[0].checked.get("fighting") if ctx.orders else None
    if isinstance(known, Fighting) and known.war is ctx.war:
        return known
    return Fighting(ctx.war)


def pay(ctx: TurnContext, actor: Character, cost: Cost, budget: Budget | None) -> str:
    """Take ``cost`` from the budget and the pools; returns the text shown after the cost."""
    shown = []
    for key, amount in cost.resources.items():
        if not amount:
            continue
        if key in ("mana", "health"):
            before, after = changes.pay_pool(ctx, actor, key, amount)  # (a PAY change, told by the action's event)
            shown.append(f"{key} {fmt(before)} → {fmt(after)}")
        elif budget is not None:
            before = budget.resources.get(key, 0.0)
            budget.resources[key] = after = before - amount
            budget.spent[key] = budget.spent.get(key, 0.0) + amount
            shown.append(f"{key} {fmt(before)} → {fmt(after)}")
    if budget is not None:
        for action in cost.actions:
            budget.actions.discard(action)
            budget.used_actions.append(action)
    return ("; " + ", ".join(shown)) if shown else ""


def cost_shortfall(actor: Character, cost: Cost, budget: Budget | None) -> str | None:
    """What is missing to pay ``cost`` now (resources, pools or actions), or None."""
    missing = []
    for key, amount in cost.resources.items():
        if not amount:
            continue
        if key in ("mana", "health"):
            have = getattr(actor, key) or 0.0
        else:
            have = budget.resources.get(key, 0.0) if budget is not None else 0.0
        if have < amount:
            missing.append(f"{fmt(amount)} {key} needed, {fmt(have)} left")
    if budget is not None and cost.actions:
        for a in cost.actions:  # (a loop: a comprehension would be a call of its own, for every action paid)
            if a not in budget.actions:
                missing.append(f"the {a} action is already used or not available this turn")
    return "; ".join(missing) if missing else None  # (most often nothing is missing)


def spend(ctx: TurnContext, cid: str, action: str) -> None:
    """Mark an action used outside the ``act`` activity (a move, a flight, a search use the Move Action)."""
    if ctx.combat is None:
        return
    budget = ctx.combat.budgets.get(cid)
    if budget is not None and action in budget.actions:
        budget.actions.discard(action)
        budget.used_actions.append(action)
