"""Small helpers to read plain JSON-like dicts into the model with errors that name the field."""

from __future__ import annotations

import math
from typing import Any, TypeVar, overload

from gmdesk.errors import WarFileError
from gmdesk.messages import Listing, Message

_MISSING = object()

_T = TypeVar("_T")
_D = TypeVar("_D")


def character_path(index: int, raw: Any) -> str:
    """A character's place in a war file, named as the checks name it: ``characters[0](saber)``, so an error
    in a file edited by hand says whose field it is (QA qa-files finding 10); ``characters[0]`` without an id."""
    named = raw.get("id") if isinstance(raw, dict) else None
    return f"characters[{index}]({named})" if isinstance(named, str) and named else f"characters[{index}]"


class Reader:
    """Reads one JSON object; every error names ``path`` (e.g. ``characters[3].stats.AGI``)."""

    def __init__(self, data: Any, path: str, source: str = ""):
        if not isinstance(data, dict):
            raise WarFileError(Message("expected an object"), path=source, field=path, value=data)
        self.data = data
        self.path = path
        self.source = source
        self.used: set[str] = set()

    def field_path(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def error(self, key: str, message: str, value: Any = None) -> WarFileError:
        if value is not None:
            message = Message("{message} (got {value!r})", message=message, value=value)
        return WarFileError(message, path=self.source, field=self.field_path(key), value=value)

    @overload
    def get(self, key: str, kinds: type[_T]) -> _T: ...
    @overload
    def get(self, key: str, kinds: type[_T], default: _D) -> _T | _D: ...
    @overload
    def get(self, key: str, kinds: tuple[type, ...], default: Any = ...) -> Any: ...

    def get(self, key: str, kinds: type | tuple[type, ...], default: Any = _MISSING) -> Any:
        self.used.add(key)
        value = self.data.get(key, _MISSING)
        kind = type(value)
        if kind is kinds or (kind is not bool and isinstance(value, kinds)):  # the usual case, first (every open)
            return value
        if value is _MISSING:
            if default is _MISSING:
                raise self.error(key, Message("is required"))
            return default
        if value is None and default is None:
            return None
        if isinstance(value, bool) and bool not in _as_tuple(kinds) or not isinstance(value, kinds):
            raise self.error(key, Message("must be {kinds}", kinds=_kind_names(kinds)), value)
        return value

    @overload
    def number(self, key: str) -> float: ...
    @overload
    def number(self, key: str, default: _D) -> float | _D: ...

    def number(self, key: str, default: Any = _MISSING) -> Any:
        value = self.data.get(key)
        if type(value) is int or (type(value) is float and math.isfinite(value)):  # the usual case, first
            self.used.add(key)
            return value
        value = self.get(key, (int, float), default)
        if isinstance(value, float) and not math.isfinite(value):  # JSON readers accept NaN and Infinity
            raise self.error(key, Message("must be a finite number"), value)
        return value

    @overload
    def text(self, key: str) -> str: ...
    @overload
    def text(self, key: str, default: _D) -> str | _D: ...

    def text(self, key: str, default: Any = _MISSING) -> Any:
        value = self.data.get(key)
        if type(value) is str and value and key != "id":  # the usual case, first
            self.used.add(key)
            return value
        value = self.get(key, str, default)
        if isinstance(value, str) and key == "id" and not value.strip():
            raise self.error(key, Message("must not be empty"), value)
        return value

    def extra(self) -> dict[str, Any]:
        """Keys this reader did not consume: kept as they are, so a round trip loses nothing."""
        if self.data.keys() <= self.used:  # the usual case: nothing unknown
            return {}
        return {k: v for k, v in self.data.items() if k not in self.used}


def _as_tuple(kinds: type | tuple[type, ...]) -> tuple[type, ...]:
    return kinds if isinstance(kinds, tuple) else (kinds,)


def _kind_names(kinds: type | tuple[type, ...]) -> str:
    names: dict[type, str] = {int: Message("a whole number"), float: Message("a number"), str: Message("text"),
                              bool: Message("true or false"), list: Message("a list"), dict: Message("an object")}
    parts = [names.get(k, k.__name__) for k in _as_tuple(kinds)]
    if parts == ["a whole number", "a number"]:
        return names[float]
    return Listing(parts, " or ")
