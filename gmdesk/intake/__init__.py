"""Orders from posts: a player's forum post read into the orders the engine takes (no Qt here).

:func:`read_post` strips the post's markup (BBCode, Markdown), cuts it into lines and reads each with
the ruleset's :class:`~gmdesk.rulesets.order_words.OrderWords`: every line is **read** (one order the
engine's order checks accept), **unsure** (several legal readings, for the GM to pick) or **unread**
(with why). The orders are the war file's own order dicts. The language is in docs/orders-language.md.
"""

from gmdesk.intake.post import LineResult, PostReading, Status, read_post

__all__ = ["LineResult", "PostReading", "Status", "read_post"]
