"""The sentences of an order carried out in a phase (act.py), as :class:`~gmdesk.messages.Message`.

A :class:`Message` is the English text act.py wrote with f-strings, letter for letter, and it keeps its template
and values, so a Japanese window says it (``resources/i18n/core_ja.json``; the event stores ``explain_words``,
:mod:`gmdesk.engine.event_words`). Kept apart from act.py (at its size limit) as small functions: one call and one
:class:`Message` where act.py built one f-string. Names, skill names, places, ids and a ruleset's own reasons are
values, said as they are.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from gmdesk.messages import Listing, Message

SPECIAL_ACTIONS = {action: Message(action) for action in (
    "spirit-form", "cancel", "consume", "claim", "resign", "leave-combat", "shelter", "pay-cost", "contract",
    "release", "use-item", "civilians", "exchange-valor", "drain", "retire", "support", "supply", "hide", "alert",
    "cover", "sleep", "identify")}
"""A special action's id as the action line writes it (``Rider: hide (…)``), sayable: 隠密, 庇う, 霊体化…"""

ORDER_ACTIONS = {**SPECIAL_ACTIONS, **{action: Message(action) for action in (
    "attack", "skill", "move", "flee", "pursue", "scout", "search", "stay", "command-spell")}}
"""Every order's action as the acting order and a dropped order name it (``Saber attack (IV …)``), sayable."""

NO_TARGET = Message("no target")


def names(items: Sequence[str]) -> str:
    """Names in a row: one name as it is (no call of its own), more as a :class:`Listing` (``、`` in Japanese)."""
    return items[0] if len(items) == 1 else Listing(items)


def special(action: str) -> str:
    """A special action's id, sayable when gmdesk knows it."""
    return SPECIAL_ACTIONS.get(action) or action


def action(action: str) -> str:
    """An order's action, sayable when gmdesk knows it."""
    return ORDER_ACTIONS.get(action) or action


def cannot_act(name: str, why: str) -> Message:
    return Message("{name} cannot act: {why}", name=name, why=why)


def condition(name: str, described: str, holds: bool, alternative: bool) -> Message:
    """Whether an order's condition holds, and what is done when it does not."""
    if holds:
        return Message("{name}'s condition holds: {condition}", name=name, condition=described)
    return Message("{name}'s condition does not hold: {condition}; the otherwise-order is carried out"
                   if alternative else "{name}'s condition does not hold: {condition}; nothing is done",
                   name=name, condition=described)


def refused(name: str, why: str) -> Message:
    """``Saber: unknown target 'x'`` (an order the engine cannot carry out)."""
    return Message("{name}: {why}", name=name, why=why)


def cannot_use(name: str, skill: str, why: str) -> Message:
    return Message("{name} cannot use {skill}: {why}", name=name, skill=skill, why=why)


def not_met(name: str, skill: str, missing: Sequence[str]) -> Message:
    return Message("{name}'s {skill}: requirement not met ({missing} must be active); all activation costs are "
                   "refunded", name=name, skill=skill, missing=Listing([repr(m) for m in missing]))


def canceled(name: str, skill: str, why: str) -> Message:
    return Message("{name}'s {skill} is canceled: {why}; all activation costs are refunded", name=name, skill=skill,
                   why=why)


def not_targeted(name: str, target: str, why: object, skill: str) -> Message:
    return Message("{name} cannot target {target}: {why}; {skill} is not used and nothing is paid", name=name,
                   target=target, why=why, skill=skill)


def targets(people: list[str], places: list[str]) -> str:
    """What an action is used on: names, places (``Bridge (there: Saber)``), or no target."""
    if places:
        return (Message("{places} (there: {people})", places=names(places), people=names(people)) if people
                else names(places))
    return names(people) if people else NO_TARGET


class _Line(Message):
    """A :class:`Message` of one of the lines said for every action of a battle turn (the action line, an
    interception), made in a third of the time (issue 21's benchmark): its English is the f-string of its template,
    written by the caller; the template is the class's and the values, kept in a slot, become a mapping only when
    read (a window saying it, the event stored). ``tests/engine/test_ja_engine_words.py`` checks both against the
    template."""

    __slots__ = ("_parts",)
    _parts: tuple[object, ...]
    KEYS: tuple[str, ...] = ()

    @property
    def values(self) -> Mapping[str, object]:  # type: ignore[override]  # (read-only: the values are the slot's)
        return dict(zip(self.KEYS, self._parts))


class _Uses(_Line):
    __slots__ = ()
    template = "{name} uses {skill} on {targets} (cost: {cost}{paid})"
    KEYS = ("name", "skill", "targets", "cost", "paid")


class _Intercepts(_Line):
    __slots__ = ()
    template = "{who} intercepts {actor}'s {skill} aimed at {target}: {why}"
    KEYS = ("who", "actor", "skill", "target", "why")


_new = str.__new__


def uses(name: str, skill: str, on: str, cost: str, paid: str) -> Message:
    """The action line: ``Saber uses Cleave on Archer (cost: 1 AP; AP 3 → 2)`` (a :class:`_Line`)."""
    made = _new(_Uses, f"{name} uses {skill} on {on} (cost: {cost}{paid})")
    made._parts = (name, skill, on, cost, paid)
    return made


def does_not_reach(skill: str, target: str, why: str) -> Message:
    return Message("{skill} does not reach {target}: {why}", skill=skill, target=target, why=why)


def heals(skill: str, target: str, amount: str) -> Message:
    return Message("{skill} heals {target} by {amount}", skill=skill, target=target, amount=amount)


def detects(target: str, actor: str, detected: bool, explain: str, how: str) -> Message:
    return Message("{target} detects {actor}'s Surprise Attack: {explain}{how}" if detected else
                   "{target} does not detect {actor}'s Surprise Attack: {explain}{how}", target=target, actor=actor,
                   explain=explain, how=how)


def detected(actor: str, skill: str) -> Message:
    return Message("{actor}'s {skill} fails: a target detected the user", actor=actor, skill=skill)


def detected_instead(actor: str, skill: str, why: str) -> Message:
    return Message("{actor}'s {skill} is no surprise, a target detected the user: {why}", actor=actor, skill=skill,
                   why=why)


def surprise_by(actor: str) -> Message:
    return Message("Surprise Attack by {actor}", actor=actor)


def disabled(name: str, why: str) -> Message:
    return Message("{name} cannot act for the rest of this turn: {why}", name=name, why=why)


def cannot_target(name: str, target: str, why: object) -> Message:
    return Message("{name} cannot target {target}: {why}", name=name, target=target, why=why)


def guards_twice(who: str, target: str, already: bool, skill: str, why: str) -> Message:
    return Message("{who} guards {target} but is already a target of this {skill}: it is not hit twice by it ({why})"
                   if already else
                   "{who} guards {target} but is itself a target of this {skill}: it is not hit twice by it ({why})",
                   who=who, target=target, skill=skill, why=why)


def intercepts(who: str, actor: str, skill: str, target: str, why: str) -> Message:
    made = _new(_Intercepts, f"{who} intercepts {actor}'s {skill} aimed at {target}: {why}")  # (as uses)
    made._parts = (who, actor, skill, target, why)
    return made


def already_dead(explain: str, target: str) -> Message:
    return Message("{explain}; {target} is already dead", explain=explain, target=target)


def joins(attacker: str, target: str, place: str, new: bool, number: int, now: list[str]) -> Message:
    """An attack that starts or joins a battle in a phase. The battle is the one at ``place``, named by it as the GM
    sees it; its id (``b3-collegium``) is the event's data, not its sentence."""
    return Message("{attacker} attacks {target} at {place}: {what} (battle turn {number}; in it now: {now})",
                   attacker=attacker, target=target, place=place, what=BATTLE_STARTS if new else JOIN, number=number,
                   now=Listing(now))


BATTLE_STARTS = Message("a battle starts")
JOIN = Message("they join the battle")


SPECIAL_DOING = {
    "civilians": Message("interact with civilians"), "exchange-valor": Message("exchange valor points"),
    "spirit-form": Message("enter or leave Spirit Form"), "leave-combat": Message("leave combat by agreement"),
    "pay-cost": Message("pay the cost"), "use-item": Message("use an item"), "shelter": Message("take the IGM's shelter"),
}
"""A special action whose id is not a verb, said as what the character would do (``Archer cannot interact with
civilians``, not ``Archer cannot civilians``); an id that reads as a verb (hide, drain, retire…) is said as it is."""


def cannot_special(name: str, action: str, why: str) -> Message:
    doing = SPECIAL_DOING.get(action)
    if doing is not None:
        return Message("{name} cannot {doing}: {why}", name=name, doing=doing, why=why)
    return Message("{name} cannot {action}: {why}", name=name, action=special(action), why=why)


DONE_AS_DOING = ("civilians", "exchange-valor")
"""Special actions whose done line says what is done (``Archer: interact with civilians``, not ``Archer: civilians``):
ids that are nouns. The others keep their id (``Saber: spirit-form``: 'enter or leave' would not say which)."""


def special_done(name: str, action: str, cost: str, paid: str) -> Message:
    """``Rider: hide (cost: standard action)``, ``Archer: interact with civilians (cost: …)``."""
    said = SPECIAL_DOING[action] if action in DONE_AS_DOING else special(action)
    return Message("{name}: {action} (cost: {cost}{paid})", name=name, action=said, cost=cost, paid=paid)


def not_there(place: str, name: str, here: str) -> Message:
    return Message("{place} is not {name}'s location ({here})", place=place, name=name, here=here)


def apart(target: str, there: str, name: str, here: str) -> Message:
    return Message("{target} is at {there}, {name} at {here}", target=target, there=there, name=name, here=here)


def active(skill: str) -> Message:
    return Message("{skill} is active", skill=skill)


def on(label: str, target: str) -> Message:
    return Message("{label} on {target}", label=label, target=target)


def at_maximum(explain: str, cap: str) -> Message:
    return Message("{how} (Health stays at its maximum {cap})", how=explain, cap=cap)
