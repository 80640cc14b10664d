"""The engine's damage sentences around a ruleset's (``… on …: …``, ``…; … Health … → …``) and ap-sp's CP and point lines, as
:class:`~gmdesk.messages.Message` at little more than the cost of an f-string (issue 21's benchmark).

A :class:`Said` is made from the English of its template, joined here from its parts; its values are kept
in a slot, as a tuple, and become the usual mapping only when read (a Japanese window saying it, an event stored:
:mod:`gmdesk.engine.event_words`). ``tests/test_damage_ja.py`` checks each English against its template filled.
"""

from __future__ import annotations

from typing import Mapping

from gmdesk.messages import Message


class Said(Message):
    """A :class:`Message` whose template is its class's and whose values are ``NAMES`` zipped with a slot."""

    __slots__ = ("_filled",)
    _filled: tuple[object, ...]
    NAMES: tuple[str, ...] = ()

    @property
    def values(self) -> Mapping[str, object]:  # type: ignore[override]  # (read-only: made from the slot)
        return dict(zip(self.NAMES, self._filled))


def _said(name: str, template: str, *names: str) -> type[Said]:
    """A :class:`Said` of ``template`` whose slot holds the values of ``names``, in that order."""
    return type(name, (Said,), {"__slots__": (), "template": template, "NAMES": names})


HitOn = _said("HitOn", "{label} on {target}: {how}", "label", "target", "how")
PointAfter = _said("PointAfter", "{how}: {key} {before} → {after}", "how", "key", "before", "after")
CpGained = _said("CpGained", "CP gained at the end of Night {night}: {how}", "night", "how")
HealthAfter = _said("HealthAfter", "{how}; {name} Health {before} → {after}", "how", "name", "before", "after")
SAID = (HitOn, PointAfter, CpGained, HealthAfter)
"""Every kind of :class:`Said` (their templates are in ``resources/i18n/core_ja.json``)."""


_make = str.__new__
_join = "".join  # (an f-string formats a str subclass (a Message) through its __format__, 3× slower than a join)


def cp_gained(night: object, how: str) -> Message:
    """``CP gained at the end of Night 2: …`` (ap-sp, every living Master at the end of every Turn)."""
    made = _make(CpGained, _join(("CP gained at the end of Night ", str(night), ": ", how)))
    made._filled = (night, how)
    return made


def point_after(how: str, key: str, before: str, after: str) -> Message:
    """``…: CP 0 → 123.7`` (``key`` said as the table says it)."""
    made = _make(PointAfter, _join((how, ": ", key, " ", before, " → ", after)))
    made._filled = (how, key, before, after)
    return made


def hit_on(label: str, target: str, how: str) -> Message:
    made = _make(HitOn, _join((label, " on ", target, ": ", how)))
    made._filled = (label, target, how)
    return made


def health_after(how: str, name: str, before: str, after: str) -> Message:
    made = _make(HealthAfter, _join((how, "; ", name, " Health ", before, " → ", after)))
    made._filled = (how, name, before, after)
    return made


