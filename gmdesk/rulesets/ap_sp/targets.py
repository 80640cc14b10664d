"""Type of Target (000:L321): "The potential targets for the skill. A skill is required to target at least one of
each type listed when cast."

The engine calls :func:`missing` where it checks a skill's requirements, after a [Location] target has been
expanded into the characters there, so ``targets`` holds character ids and location ids. A cast missing a listed
type is canceled and its activation costs are refunded. Types read here (case-insensitive):

- ``Self``: the user; ``Location``: a location; ``Any``: any target at all;
- ``Contracted Partner`` / ``Partner``: a character the user is contracted with (its Master, or its Servant);
- ``Ally`` / ``Allies``: another character of the user's team ("partnered", 000:L632);
- ``Enemy`` / ``Enemies`` / ``Opponent`` / ``Foe``: anyone the user is not partnered with (000:L632).

Any other type is left to the GM (it is not checked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.combat import Skill

RULE = "ap-sp 000:L321"


def _contracted(a: "Character", b: "Character") -> bool:
    return b.master == a.id or a.master == b.id


def _partnered(a: "Character", b: "Character") -> bool:
    return a.id != b.id and a.team is not None and a.team == b.team


def _test(word: str) -> Callable[["Character", str, "War"], bool] | None:
    """A test of one target for a listed type, or None when the type is not read here."""
    folded = word.strip().casefold()
    if folded == "self":
        return lambda user, t, war: t == user.id
    if folded == "location":
        return lambda user, t, war: t not in war.characters and war.map.has(t)
    if folded == "any":
        return lambda user, t, war: True
    if folded in ("contracted partner", "partner"):
        return lambda user, t, war: t in war.characters and _contracted(user, war.characters[t])
    if folded in ("ally", "allies"):
        return lambda user, t, war: t in war.characters and _partnered(user, war.characters[t])
    if folded in ("enemy", "enemies", "opponent", "opponents", "foe", "foes"):
        return lambda user, t, war: (t in war.characters and t != user.id
                                     and not _partnered(user, war.characters[t]))
    return None


_TESTS: dict[str, Callable[["Character", str, "War"], bool] | None] = {}
"""``_test``'s answer for each word already read (a test depends on the word alone; a skill lists few words, and
every cast asks for them)."""


def missing(user: "Character", skill: "Skill", targets: list[str], war: "War") -> str | None:
    """Why the cast misses a listed Type of Target (000:L321), or None."""
    lacking = []
    for word in skill.target_types:
        try:
            test = _TESTS[word]
        except KeyError:
            if len(_TESTS) > 4096:
                _TESTS.clear()
            test = _TESTS[word] = _test(word)
        if test is None:
            continue
        for t in targets:  # (``any`` over a generator, without the generator's calls)
            if test(user, t, war):
                break
        else:
            lacking.append(f"[{word}]")
    if not lacking:
        return None
    listed = " ".join(f"[{w}]" for w in skill.target_types)
    return (f"{skill.name} lists {listed} and targets no {', no '.join(lacking)}: a skill is required to target at "
            f"least one of each type listed when cast ({RULE})")
