"""The turn desk's edits: the coming turn's orders, the GM's answers to its questions, the players' posts.

Each is a :class:`~gmdesk.model.mapedits.MapEdit`, so the desk's changes share the document's undo
stack with the map and the sheets. They refuse only what the war file could not hold (an order that
is not an object, text that is not Unicode, a number JSON has no form for, a team the war does not
have); what the rules say of an order is the engine's business (``check_orders`` when the turn is
resolved, the desk's pickers before). Undo puts back the exact lists and texts there were before.

A player's post is kept in ``war.extra["posts"][team]`` as ``{"turn": N, "text": "..."}``: the GM's copy of
what the player wrote for turn N, beside the orders read from it. Players never see it (the knowledge
filter drops every ``extra``). A post belongs to the turn it was pasted for: once that turn is resolved it
is not the coming turn's post any more (:func:`post_turn`). Older files keep the text alone (no turn):
such a post is the coming turn's unless the last resolved turn already had it (:func:`post_turn`).
"""

from __future__ import annotations

import copy
import json
import math
from dataclasses import dataclass, field
from typing import Any

from gmdesk.messages import Listing, Message
from gmdesk.model.mapedits import EditRefused, MapEdit, Touched
from gmdesk.model.war import War

#: Where the players' posts live in the war (``war.extra[POSTS_KEY][team id] = {"turn": N, "text": text}``;
#: a bare text in files of gmdesk before posts were tagged with their turn).
POSTS_KEY = "posts"


@dataclass(frozen=True)
class KeptPost:
    """A team's post as the war keeps it: its text and the turn it was pasted for (None: an older file
    kept the text alone)."""

    text: str
    turn: int | None = None


def _kept(value: Any) -> KeptPost | None:
    if isinstance(value, str):
        return KeptPost(value)
    if isinstance(value, dict) and isinstance(value.get("text"), str):
        turn = value.get("turn")
        return KeptPost(value["text"], turn if isinstance(turn, int) and not isinstance(turn, bool) else None)
    return None


def kept_posts(war: War) -> dict[str, KeptPost]:
    """Every team's kept post (team id → text and turn), whatever turn it was pasted for."""
    kept = war.extra.get(POSTS_KEY)
    found = {team: _kept(value) for team, value in kept.items()} if isinstance(kept, dict) else {}
    return {team: post for team, post in found.items() if post is not None}


def posts(war: War) -> dict[str, str]:
    """Every team's kept post (team id → text), whatever turn it was pasted for; empty when none is kept."""
    return {team: post.text for team, post in kept_posts(war).items()}


def post_turn(war: War, team: str, last_resolved: int | None = None,
              state_before_last: dict[str, Any] | None = None) -> int | None:
    """The turn ``team``'s kept post was pasted for (None: no post kept).

    A tagged post says it. An untagged one (a file of an older gmdesk) is the coming turn's (``war.turn``)
    unless the last resolved turn (number ``last_resolved``, its war before as ``state_before_last``, the
    war file's dict) already kept the same text for the team: then it was that turn's post, read and resolved."""
    post = kept_posts(war).get(team)
    if post is None:
        return None
    if post.turn is not None:
        return post.turn
    if last_resolved is not None and isinstance(state_before_last, dict):
        kept = state_before_last.get(POSTS_KEY)  # a war's extra fields are top-level keys of its file
        before = _kept(kept.get(team)) if isinstance(kept, dict) else None
        if before is not None and before.text == post.text:
            return last_resolved
    return war.turn


def order_actor_name(war: War, order: Any) -> str:
    """Who gives ``order``, by the name the GM gave them (the id when unknown)."""
    actor = order.get("actor") if isinstance(order, dict) else None
    ch = war.characters.get(actor) if isinstance(actor, str) else None
    return ch.name if ch is not None else str(actor)


def _refuse_unstorable(value: Any, where: str) -> None:
    """Refuse what a war file (JSON) cannot hold, naming the field: keys that are not text, numbers
    that are not finite, objects JSON has no form for, text that is not Unicode."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise EditRefused(Message("{where}: a field name is text, not {key!r}", where=where, key=key))
            _refuse_unstorable(item, f"{where}.{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            _refuse_unstorable(item, f"{where}[{i}]")
    elif isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            shown = value.encode("ascii", "backslashreplace").decode("ascii")
            raise EditRefused(Message("{where}: text that is not valid Unicode cannot be stored: \"{shown}\"",
                                      where=where, shown=shown)) from None
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise EditRefused(Message("{where}: a number that is not finite (NaN or infinity) cannot be stored "
                                      "(got {value!r})", where=where, value=value))
    elif value is not None and not isinstance(value, (bool, int)):
        raise EditRefused(Message("{where}: {value!r} cannot be stored in a war file", where=where, value=value))


def _plain_copy(value: Any) -> Any:
    """The value as the war file gives it back (tuples become lists), never shared with the caller."""
    return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))


@dataclass
class SetOrders(MapEdit):
    """Replace the coming turn's order list (the desk adds, removes or changes one order at a time,
    each as one undo step)."""

    orders: list[dict[str, Any]]
    label: str = ""
    _before: list[dict[str, Any]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return self.label or Message("edit the orders")

    def check(self, war: War) -> None:
        if not isinstance(self.orders, list):
            raise EditRefused(Message("orders are a list, not {orders!r}", orders=self.orders))
        for i, order in enumerate(self.orders):
            if not isinstance(order, dict):
                raise EditRefused(Message("orders[{i}]: an order is an object, not {order!r}", i=i, order=order))
            actor = order.get("actor")
            if not isinstance(actor, str) or actor not in war.characters:
                raise EditRefused(Message("orders[{i}].actor: there is no character {actor!r}", i=i, actor=actor))
            if not isinstance(order.get("action"), str) or not order["action"]:
                raise EditRefused(Message("orders[{i}].action: an order names its action, not {action!r}", i=i,
                                          action=order.get("action")))
            _refuse_unstorable(order, f"orders[{i}]")

    def apply(self, war: War) -> Touched:
        self._before = war.orders
        war.orders = [_plain_copy(order) for order in self.orders]
        return Touched(characters=_actors(self._before) | _actors(war.orders))

    def revert(self, war: War) -> Touched:
        touched = _actors(war.orders) | _actors(self._before)
        war.orders = self._before
        return Touched(characters=touched)


@dataclass
class SetDecisions(MapEdit):
    """Replace the coming turn's answers (``[{"id", "choice"}]``): the GM answered a question the
    turn stopped at. Kept in the war, so an answer given survives closing the war file before the
    turn is resolved, and can be undone until it is."""

    decisions: list[dict[str, Any]]
    label: str = ""
    _before: list[dict[str, Any]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return self.label or Message("answer a question of the turn")

    def check(self, war: War) -> None:
        if not isinstance(self.decisions, list):
            raise EditRefused(Message("decisions are a list, not {decisions!r}", decisions=self.decisions))
        seen: set[str] = set()
        for i, decision in enumerate(self.decisions):
            if not (isinstance(decision, dict) and isinstance(decision.get("id"), str) and "choice" in decision):
                raise EditRefused(Message("decisions[{i}]: a decision is an object with 'id' and 'choice', "
                                          "not {decision!r}", i=i, decision=decision))
            if decision["id"] in seen:
                raise EditRefused(Message("decisions[{i}].id: {id!r} is answered twice", i=i, id=decision["id"]))
            seen.add(decision["id"])
            _refuse_unstorable(decision, f"decisions[{i}]")

    def apply(self, war: War) -> Touched:
        self._before = war.decisions
        war.decisions = [_plain_copy(d) for d in self.decisions]
        return Touched()

    def revert(self, war: War) -> Touched:
        war.decisions = self._before
        return Touched()


@dataclass
class SetPost(MapEdit):
    """Keep a team's post (what the player wrote for the coming turn, tagged with that turn) beside its
    orders; empty text removes it."""

    team: str
    text_of_post: str
    _had_posts: bool = False
    _before: Any = None

    @property
    def text(self) -> str:
        return self._label(self.team)

    def describe(self, war: War) -> str:
        return self._label(next((t.name for t in war.teams if t.id == self.team), self.team))

    def _label(self, team: str) -> str:
        if not self.text_of_post.strip():
            return Message("clear the post of {team}", team=team)
        return Message("edit the post of {team}", team=team)

    def check(self, war: War) -> None:
        if not isinstance(self.team, str) or self.team not in war.team_ids():
            raise EditRefused(Message("extra.posts: there is no team {team!r} (teams: {teams})", team=self.team,
                                      teams=Listing(war.team_ids()) if war.team_ids() else Message("none")))
        if not isinstance(self.text_of_post, str):
            raise EditRefused(Message("extra.posts.{team}: a post is text, not {post!r}", team=self.team,
                                      post=self.text_of_post))
        _refuse_unstorable(self.text_of_post, f"extra.posts.{self.team}")
        kept = war.extra.get(POSTS_KEY)
        if kept is not None and not isinstance(kept, dict):
            raise EditRefused(Message("extra.posts: the war keeps something else under 'posts' ({kept!r}); "
                                      "the posts cannot be kept there", kept=kept))

    def apply(self, war: War) -> Touched:
        self._had_posts = POSTS_KEY in war.extra
        self._before = copy.deepcopy(war.extra.get(POSTS_KEY))
        kept = dict(war.extra.get(POSTS_KEY) or {})
        if self.text_of_post.strip():
            kept[self.team] = {"turn": war.turn, "text": self.text_of_post}
        else:
            kept.pop(self.team, None)
        if kept:
            war.extra[POSTS_KEY] = kept
        else:
            war.extra.pop(POSTS_KEY, None)
        return Touched()

    def revert(self, war: War) -> Touched:
        if self._had_posts:
            war.extra[POSTS_KEY] = copy.deepcopy(self._before)
        else:
            war.extra.pop(POSTS_KEY, None)
        return Touched()


def _actors(orders: list[dict[str, Any]]) -> set[str]:
    return {o["actor"] for o in orders if isinstance(o, dict) and isinstance(o.get("actor"), str)}
