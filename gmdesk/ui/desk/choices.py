"""What the engine says of the coming turn's orders, in the words the desk shows (no Qt here).

The pickers offer only what :func:`gmdesk.engine.options.legal.order_options` offers, each order's odds come
from :func:`gmdesk.engine.odds.order_odds`, and the cost of an order already given is read from the
ruleset's own cost functions. A war the engine cannot read (a sheet it refuses) gives the engine's own
message instead of a crash: the desk shows it where the choices would be.

Each answer is kept for the war as it is (:class:`DeskMemo`): the desk asks again on every click (picking a
character, an action, a field), and the answer is worked out again only when the war or the turn's orders
have changed (issue 21: options and odds recomputed only when the war changes).
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Hashable, TypeVar

from gmdesk import rulesets
from gmdesk.engine.combat.actions import build_action
from gmdesk.engine.combat.order_checks import is_action
from gmdesk.engine.odds import Odds, order_odds
from gmdesk.engine.options.budget import remaining_budget
from gmdesk.engine.options.legal import CharacterOptions, order_options, order_problem, turn_of
from gmdesk.engine.options.quick import TurnBase
from gmdesk.errors import GmdeskError
from gmdesk.model.war import War
from gmdesk.rulesets.scores import fmt
from gmdesk.ui.desk.wording import named
from gmdesk.ui.i18n import language_in_use, say, tr
from gmdesk.messages import Listing, Message, message_of


T = TypeVar("T")


class DeskMemo:
    """Answers about one state of the war: kept while the war's text (``War.to_dict``, which holds every
    sheet, place, battle and setting) and the question stay the same. The text of a 20-character war is
    read in well under a millisecond; an answer takes tens. Answers are shared: callers only read them."""

    LIMIT = 512
    TURNS = 4

    def __init__(self) -> None:
        self._answers: OrderedDict[tuple[Hashable, ...], Any] = OrderedDict()
        self._turns: OrderedDict[tuple[bytes, str], TurnBase] = OrderedDict()
        self.hits = self.misses = 0

    @staticmethod
    def revision(war: War) -> bytes:
        """A digest of the war's text: an object id or a change counter would miss an edit made in place,
        the text cannot; the digest keeps the key small (128 bits: no collision in practice)."""
        return hashlib.blake2b(repr(war.to_dict()).encode(), digest_size=16).digest()

    def get(self, war: War, question: tuple[Hashable, ...], work: Callable[[], T]) -> T:
        key = (self.revision(war), *question)
        if key in self._answers:
            self.hits += 1
            self._answers.move_to_end(key)
            found: T = self._answers[key]
            return found
        self.misses += 1
        answer = work()
        self._answers[key] = answer
        if len(self._answers) > self.LIMIT:
            self._answers.popitem(last=False)
        return answer

    def turn(self, war: War, orders: list[dict]) -> TurnBase:
        """The checks of the turn's legal orders, shared by every character's options on this state of the war
        (kept apart from the answers and their counts: a few states at most). It works on the war object it
        was made for, so another object with the same text gets its own."""
        key = (self.revision(war), _orders_key(orders))
        if key not in self._turns or self._turns[key].war is not war:
            self._turns[key] = turn_of(war, orders)
            if len(self._turns) > self.TURNS:
                self._turns.popitem(last=False)
        return self._turns[key]


MEMO = DeskMemo()


def _orders_key(orders: list[dict]) -> str:
    return repr(orders)


#: Odds a table cell lists before "(+N more)"; the tooltip has them all.
SHORT_LINES = 2


@dataclass
class OddsText:
    """An order's odds for a table cell (short) and its tooltip (every explanation and rule)."""

    short: str = ""
    detail: str = ""

    def cell(self) -> tuple[str, str]:
        """The table's cell and its tooltip: with nothing to roll, a dash that says so (not an empty cell, which
        could be taken for odds not worked out)."""
        if self.short:
            return self.short, self.detail
        return "—", tr("Choices", "No odds: the engine rolls nothing for this order; what it does follows from "
                       "the sheets and the rules (a GM's call, if one comes up, is asked when the turn resolves)")


def options_for(war: War, cid: str, orders: list[dict]) -> CharacterOptions | str:
    """The character's legal orders given the turn's ``orders``, or why the engine cannot say."""
    return MEMO.get(war, ("options", cid, _orders_key(orders)), lambda: _options_for(war, cid, orders))


def _options_for(war: War, cid: str, orders: list[dict]) -> CharacterOptions | str:
    try:
        return order_options(war, cid, orders, MEMO.turn(war, orders))
    except GmdeskError as exc:
        return str(exc)


def budget_for(war: War, cid: str, orders: list[dict]) -> str:
    """What the character has left once ``orders`` are paid for."""
    return MEMO.get(war, ("budget", cid, _orders_key(orders)), lambda: _budget_for(war, cid, orders))


def _budget_for(war: War, cid: str, orders: list[dict]) -> str:
    try:
        return remaining_budget(war, cid, orders)
    except GmdeskError as exc:
        return Message("(the budget cannot be worked out: {error})", error=message_of(exc))


def problem_of(war: War, order: dict, orders: list[dict]) -> str | None:
    """Why ``order`` would be refused beside ``orders`` (None: it is legal)."""
    return MEMO.get(war, ("problem", repr(order), _orders_key(orders)), lambda: _problem_of(war, order, orders))


def _problem_of(war: War, order: dict, orders: list[dict]) -> str | None:
    try:
        return named(war, order_problem(war, order, orders))  # characters and places by name
    except GmdeskError as exc:
        return str(exc)


def percent(probability: float) -> str:
    """``0.35`` → ``"35 %"``, with a decimal where it matters (``"2.5 %"``, ``"< 0.1 %"``)."""
    value = probability * 100
    if 0 < value < 0.1:
        return "< 0.1 %"
    if 99.9 < value < 100:
        return "> 99.9 %"
    return f"{fmt(round(value, 1))} %"


def odds_for(war: War, order: dict, orders: list[dict]) -> OddsText:
    """The chances of what is left to chance in ``order`` (empty when nothing is)."""
    return MEMO.get(war, ("odds", language_in_use(), repr(order), _orders_key(orders)),
                    lambda: _odds_for(war, order, orders))


def _odds_for(war: War, order: dict, orders: list[dict]) -> OddsText:
    try:
        found: list[Odds] = order_odds(war, order, orders)
    except GmdeskError as exc:
        return OddsText("?", tr("Choices", "the odds cannot be worked out: {0}").format(say(message_of(exc))))
    if not found:
        return OddsText()
    lines = [f"{percent(o.probability)} {say(o.label)}" for o in found]
    short = "\n".join(lines[:SHORT_LINES])
    if len(lines) > SHORT_LINES:
        short += "\n" + tr("Choices", "(+{0} more)").format(len(lines) - SHORT_LINES)
    rule = tr("Choices", "Rule: {0}")
    detail = "\n\n".join(f"{say(o.label)}: {percent(o.probability)}\n{o.explain}" + (
        "\n" + rule.format(o.rule) if o.rule else "") for o in found)
    return OddsText(short, detail)


def order_cost(war: War, order: dict) -> str:
    """What an order already given costs its actor, as the ruleset prices it ("2 AP, 20 mana")."""
    ruleset = rulesets.get(war.ruleset)
    actor_id = order.get("actor")
    actor = war.characters.get(actor_id) if isinstance(actor_id, str) else None
    if actor is None:
        return ""
    action = order.get("action")
    parts: list[str] = []
    try:
        if ruleset.has_combat and action in ("attack", "skill"):
            parts.append(say(ruleset.action_cost(actor, build_action(ruleset, war, actor, order).skill, war).text()))
        elif ruleset.has_combat and action == "command-spell":
            parts.append(tr("Choices", "1 Command Spell"))
        elif action not in ("attack",) and is_action(ruleset, order):
            parts.append(say(ruleset.special_action_cost(actor, order, war).text()))
    except GmdeskError:
        return "?"
    movement = ruleset.movement_for(war)
    if action in movement.move_action_orders:
        parts.append(tr("Choices", "the Move Action"))
    shown = [p for p in parts if p and p != say(Message("no cost"))]
    return say(Listing(shown)) if shown else tr("Choices", "no cost")
