"""What is worked out from a character's skill list, kept while the list stays the same.

A turn, and the desk's search for legal orders, read the same sheets thousands of times. A sheet is
recognised first by the very list object and equal entries (cheap), else by its text (they may be an equal
copy, e.g. after a war is copied, as every turn does), so nothing is worked out twice and a sheet edited in
place or replaced is read again. The text is the entries written by ``marshal`` (version 2), about twice as
cheap as their ``repr``, which was used before and is the fallback for what ``marshal`` cannot write. Both
tell apart what ``==`` and JSON would merge (key order, ``1``/``1.0``/``True``); ``marshal`` also marks
interned strings, so an equal sheet built another way may be worked out once more, never mixed up.
"""

from __future__ import annotations

import marshal
from typing import Any, Callable, Generic, Hashable, TypeVar

from gmdesk.model.clone import clone

T = TypeVar("T")
Entries = list[dict[str, Any]]
Text = bytes | str
"""A sheet's text: ``marshal`` bytes, or ``repr`` for entries marshal cannot write."""

LIMIT = 4096
"""Entries kept in each memo before it starts again (a long session edits many sheets)."""


class SheetMemo(Generic[T]):
    """``get(key, entries, work)``: ``work()`` for the sheet ``entries`` of ``key``, done once per sheet."""

    def __init__(self) -> None:
        self._by_text: dict[tuple[Hashable, Text], T] = {}
        self._by_list: dict[tuple[Hashable, int], tuple[Entries, Entries, T]] = {}

    def get(self, key: Hashable, entries: Entries, work: Callable[[], T]) -> T:
        list_id = id(entries)
        list_key = (key, list_id)
        by_list = self._by_list
        last = by_list.get(list_key)
        if last is not None and last[0] is entries and last[1] == entries:
            return last[2]  # the very list, with equal entries: what the sheet text would find
        copied, text = _recognised(entries, list_id)
        text_key = (key, text)
        found = self._by_text.get(text_key)
        if found is None:
            if len(self._by_text) > LIMIT:
                self._by_text.clear()
            found = self._by_text[text_key] = work()
        if len(by_list) > LIMIT:
            by_list.clear()
        # the list itself is kept, so its id is not reused; the copy tells an edit made in place
        by_list[list_key] = (entries, copied, found)
        return found


_SEEN: dict[int, tuple[Entries, Entries, Text]] = {}
"""Lists of entries already read by any memo: the list, a copy and its text (several memos ask for one sheet)."""

_COPIES: dict[Text, Entries] = {}
"""One copy of the entries per text, shared by every list of that text: every turn reads its own copy of the war,
whose sheets are new lists equal to the last turn's, and the copy already kept for that text serves (same text,
so equal entries) without cloning the entries again."""


def _recognised(entries: Entries, list_id: int) -> tuple[Entries, Text]:
    """A copy of ``entries`` (never changed) and their text, worked out once per list while it stays equal
    (``list_id``: the list's ``id``, as the caller has it)."""
    seen = _SEEN.get(list_id)
    if seen is not None and seen[0] is entries and seen[1] == entries:
        return seen[1], seen[2]
    if len(_SEEN) > LIMIT:
        _SEEN.clear()
    # the entries' text: equal texts are equal entries, of the same types, with their keys in the same order
    try:
        text: Text = marshal.dumps(entries, 2)
    except ValueError:  # not plain data (marshal writes none of its subclasses either)
        text = repr(entries)
    copied = _COPIES.get(text)
    if copied is None:
        if len(_COPIES) > LIMIT:
            _COPIES.clear()
        copied = _COPIES[text] = clone(entries)
    _SEEN[list_id] = (entries, copied, text)
    return copied, text
