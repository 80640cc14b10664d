"""Every problem in a war: the model's rules, its ruleset's sheet rules, and its orders.

Shared by ``gmdesk validate`` (JSON or war file) and ``gmdesk check`` (war files), so both report a
war the same way; :func:`problem_sentence` tells one problem in a GM's words (the window's problem list).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

from gmdesk import rulesets
from gmdesk.errors import GmdeskError, Problem
from gmdesk.messages import Message, capitalised
from gmdesk.model.war import War
from gmdesk.model.wording import Names, split_path, value_words, where_words


def war_problems(war: War) -> list[Problem]:
    """Model problems, then the ruleset's; orders are only checked in a war without either."""
    problems = list(war.problems())
    try:
        ruleset = rulesets.get(war.ruleset)
    except GmdeskError as exc:
        return problems + [Problem("ruleset", war.ruleset, str(exc))]
    problems.extend(ruleset.validate_war(war))
    if not problems:
        from gmdesk.engine.orders import OrdersRefused, check_orders  # the rules load when orders are checked

        try:
            check_orders(war, ruleset, war.orders)
        except OrdersRefused as refused:
            for r in refused.refusals:
                problems.append(Problem(f"orders[{r.order.get('_index')}]", clean_order(r.order), r.reason))
    return problems


def war_notices(war: War) -> list[Problem]:
    """What the GM may want to put right though no rule is broken (two places sharing a name): shown beside the
    problems, never refusing Resolve or Import Map (:mod:`gmdesk.model.mapnotices`)."""
    from gmdesk.model.mapnotices import map_notices

    return map_notices(war.map)


def clean_order(order: Mapping[str, Any]) -> dict[str, Any]:
    """An order without the engine's bookkeeping keys (``_index``)."""
    return {k: v for k, v in order.items() if not k.startswith("_")}


def problem_sentence(problem: Problem, names: Names,
                     sheet_field: Callable[[str, str], str | None] | None = None) -> tuple[str, str]:
    """(who, sentence): ``("Test Servant", "Test Servant's STR is not set: a servant sheet has STR.")``.

    The character (location, team) by name and the field in words, instead of
    ``characters[0](test-servant).stats.STR | None | a servant sheet has STR``. ``sheet_field(character id,
    field)``: a character's field as its sheet names it (``FP``, not ``fp points``), else None for the
    model's words (the window passes :func:`gmdesk.sheets.problem_words.problem_field_words`)."""
    who, what = where_words(problem.field, names)
    kind, sid, rest = split_path(problem.field, names)
    if sheet_field is not None and kind == "character" and rest:
        what = sheet_field(sid, rest) or what
    owner = re.compile(r"^character '[^']*'(?: skill \d+)?: ")
    message = owner.sub("", problem.message) if owner.match(problem.message) else problem.message
    if not (isinstance(message, Message) and not message.endswith(".")):  # the sentence's full stop is ours
        message = message.rstrip(".")
    last = re.split(r"[.\]]", rest)[-1] if rest else ""
    subject = (Message("{who}'s {what}", who=who, what=what) if who != "the war"
               else Message("The war's {what}", what=what))
    if problem.value is None:
        sentence = Message("{subject} is not set: {message}.", subject=subject, message=message)
    else:
        sentence = Message("{subject} is {value}: {message}.", subject=subject, message=message,
                           value=value_words(problem.value, names, last))
    return who, capitalised(sentence)
