"""Copies of war data without ``copy.deepcopy``'s bookkeeping.

The engine resolves every turn on a copy of the war (``War.copy``), the desk simulates on copies, and a sheet
memo keeps a copy of the entries it saw. The data are JSON-like (dicts, lists, text, numbers) plus model
objects (dataclasses whose attributes are again JSON-like; frozen ranks): a plain recursive copy of those is
several times faster than ``copy.deepcopy``, which records every object it meets in a memo. Anything else
(an object with its own ``__deepcopy__``, such as the map) goes to ``copy.deepcopy``.

One difference, on purpose: ``deepcopy`` keeps two references to one list as two references to one copy;
``clone`` makes two copies. War data never rely on such sharing (a war file cannot express it).
"""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import Any, Callable, TypeVar, cast

from gmdesk.model.ranks import Rank

T = TypeVar("T")

SHARED: frozenset[type] = frozenset({str, int, float, bool, type(None), Rank})
"""Immutable values: the copy is the value itself (a Rank is a frozen dataclass)."""


def clone(value: T) -> T:
    """A copy of ``value`` that shares nothing mutable with it."""
    return cast(T, _clone(value))


def clone_object(obj: T) -> T:
    """A copy of a model object (a dataclass without slots): a new instance of its class whose attributes
    are cloned one by one (by the class's own copier when it registered one)."""
    copier = _COPIERS.get(type(obj))
    if copier is not None:
        return cast(T, copier(obj))
    return _clone_attributes(obj)


def register_copier(kind: type[T], copier: Callable[[T], T]) -> None:
    """Copy ``kind``'s objects with ``copier``: a function written for the class's own fields, which gives
    the same copy as the generic walk of its attributes, quicker (it fills the copy's ``__dict__`` with one
    update too, see :func:`_clone_attributes`)."""
    _COPIERS[kind] = copier


def _clone_attributes(obj: T) -> T:
    """A new instance of ``obj``'s class with each attribute cloned: those of its ``__dict__``, or, for a class
    with slots (Character: read thousands of times a turn), those of its dataclass fields."""
    new = object.__new__(type(obj))
    if hasattr(obj, "__dict__"):
        # One update from a whole dict, not attribute by attribute: the copy's __dict__ then has its own combined
        # table, which CPython 3.11 reads attributes from several times faster than the split table that
        # assignments one by one leave.
        new.__dict__.update({k: v if type(v) in SHARED else _clone(v) for k, v in obj.__dict__.items()})
        return new
    for name in _field_names(type(obj)):
        value = getattr(obj, name)
        object.__setattr__(new, name, value if type(value) in SHARED else _clone(value))
    return new


def _field_names(kind: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return names


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""A slotted model class's field names, in order, learnt once per class."""


def _clone(value: Any) -> Any:
    kind = type(value)
    if kind in SHARED:
        return value
    if kind is dict:
        for v in value.values():
            if type(v) not in SHARED:
                return {k: v if type(v) in SHARED else _clone(v) for k, v in value.items()}
        return dict(value)  # plain values only (a sheet entry, points): one C-level copy
    if kind is list:
        for v in value:
            if type(v) not in SHARED:
                return [v if type(v) in SHARED else _clone(v) for v in value]
        return value[:]
    if kind is tuple:
        return tuple(_clone(v) for v in value)
    copier = _COPIERS.get(kind)
    if copier is not None:
        return copier(value)
    model = _MODEL_TYPES.get(kind)
    if model is None:
        model = _MODEL_TYPES[kind] = hasattr(kind, "__dataclass_fields__") and not hasattr(kind, "__deepcopy__")
    if model and hasattr(value, "__dict__"):
        return _clone_attributes(value)
    return copy.deepcopy(value)


def clone_entries(entries: list[Any]) -> list[Any]:
    """:func:`clone` for a list of sheet entries (a character's skills, items, statuses): when every entry is a
    plain ``dict`` of immutable values, the commonest sheet, each is copied by one C-level ``{**entry}`` after
    one scan of the whole list, without a ``clone`` call per entry; anything else by :func:`clone`."""
    for entry in entries:
        if type(entry) is not dict:
            return cast(list[Any], _clone(entries))
        for v in entry.values():
            if type(v) not in SHARED:
                return cast(list[Any], _clone(entries))
    return [{**entry} for entry in entries]


_MODEL_TYPES: dict[type, bool] = {}
"""Whether a type is a model class ``clone`` copies attribute by attribute (a dataclass without its own
``__deepcopy__``), learnt once per type: a class's fields and methods do not change while gmdesk runs."""

_COPIERS: dict[type, Callable[[Any], Any]] = {}
"""The model classes that copy themselves (:func:`register_copier`), by class."""

clone_part: Callable[[Any], Any] = _clone
""":func:`clone` for a part of a model object, without the typing ``cast`` call (the copiers call it often)."""
