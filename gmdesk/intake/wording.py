"""The engine's refusals as a post's reader shows them: the war's ids among their values said as names
(``new-location-3 is not adjacent to new-location`` → ``New location 3 is not adjacent to New location``)."""

from __future__ import annotations

from gmdesk.messages import Listing, Message
from gmdesk.model.war import War


def with_names(war: War, text: str) -> str:
    """``text`` with every value that is a location's or a character's id replaced by its name; a sentence
    that is not a :class:`Message` (no values to read) stays as it is."""
    if isinstance(text, Listing):
        return Listing([with_names(war, item) if isinstance(item, str) else item for item in text.items],
                       text.template)
    if isinstance(text, Message) and text.values:
        return Message(text.template, **{key: _named(war, value) for key, value in text.values.items()})
    return text


def _named(war: War, value: object) -> object:
    if isinstance(value, Message):
        return with_names(war, value)
    if isinstance(value, str) and value in war.map.locations:
        return war.map.locations[value].name
    if isinstance(value, str) and value in war.characters:
        return war.characters[value].name
    return value
