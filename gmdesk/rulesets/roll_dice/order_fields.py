"""The values of roll-dice's own order fields, for the Turn Desk to offer (``Ruleset.order_field_choices``).

Each field takes one of a closed set of values the modules that read it accept; a field that may be left out
starts with ``None``:

- the Command Spell "restore" refills the Servant's HP or its MP (004:L289, 「HPかMPどちらかを全回復」): its
  ``pool`` is ``HP`` or ``MP`` (:mod:`.command_spells` refuses anything else);
- an attack or skill order may spend Luck rerolls on its check, ``luck: N`` up to those left today, a sharing
  partner's included (L215-L217, :mod:`.luck`); the support banked on the character, ``support: N`` (L228-L229,
  :mod:`.support`); declare ``priority: attack | defence`` with ``dice: N`` moved, ``from: AGI | MAG`` for a
  magician (L220-L225, :mod:`.priority`); pay for a '+' (``plus: mp | hp``) or claim its situation (``plus:
  condition``), pay a '−' off (``minus_pay: mp | hp``) or claim its situation is not met (``minus: avoided``)
  when an attack stat has one (L897-L909, :mod:`.marks`); and the same for its defence checks this turn, the
  fields with ``defence_`` before them (L217, L229, L897-L909), read from any of the character's orders;
- a support action rolls 魔力, or another stat the player explains (``stat``, L227, :mod:`.support`).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.order_choices import FieldChoice, OrderChoices
from gmdesk.rulesets.roll_dice import combat as C, formulas as F, luck as L, support as S
from gmdesk.rulesets.sheetformat import is_yes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.combat import Skill

RESTORE_POOLS: list[FieldChoice] = [("HP", Message("all HP")), ("MP", Message("all MP"))]
"""The pools the "restore" Command Spell refills, one a spell (004:L289: both take two)."""

PRIORITIES: list[FieldChoice] = [
    (None, Message("no priority")),
    ("attack", Message("攻撃優先 attack priority: dice from defence to attack")),
    ("defence", Message("防御優先 defence priority: dice from attack to defence")),
]
"""L220: 「攻撃優先」「防御優先」."""

DEFENCE_STATS = ("END", "AGI", "MAG")
"""The stats a defence check may roll (L209-L213, ``combat.defence_stats``)."""


def _counted(top: int, none: str, some: str) -> list[FieldChoice]:
    """None, then 1 up to ``top`` (nothing when ``top`` is 0)."""
    if top <= 0:
        return []
    return [(None, Message(none))] + [(n, Message(some, count=n)) for n in range(1, top + 1)]


def luck_left(ch: "Character", war: "War") -> int:
    """Rerolls ``ch`` may spend today: its own, and its partner's when the partner agreed to share (L215, L217)."""
    other = L.partner(ch, war)
    shared = L.left(other) if other is not None and is_yes(other.flags.get(Flag.SHARE_LUCK)) else 0
    return L.left(ch) + shared


def _dice(ch: "Character", key: str) -> int:
    rank = ch.stats.get(key)
    return F.stat_pool(rank).dice if rank is not None and rank.letter != "EX" else 0


def _priority(ch: "Character") -> dict[str, list[FieldChoice]]:
    """Priority moves dice of 敏捷, or of 魔力 for a magician (L223-L224), at most the larger pool's (L225)."""
    sources = ["AGI"] + (["MAG"] if C.knows_magic(ch) else [])
    top = max((_dice(ch, key) for key in sources), default=0)
    if not top:
        return {}
    found = {"priority": list(PRIORITIES),
             "dice": _counted(top, "no dice moved", "dice moved (with a priority): {count}")}
    if len(sources) > 1:
        found["from"] = [(None, Message("the attack's stat when it is 敏捷 or 魔力, else 敏捷")),
                         ("AGI", Message("{word} {english}", word="敏捷", english="AGI")),
                         ("MAG", Message("{word} {english}", word="魔力", english="MAG"))]
    return found


def _marks(ch: "Character", keys: tuple[str, ...], prefix: str = "") -> dict[str, list[FieldChoice]]:
    """A '+' or '−' on one of the stats ``keys`` (L897-L909); EX may pay MP for its boost (L867-L868). ``prefix``:
    ``defence_`` for the defender's fields (:mod:`.marks`)."""
    ranks = [ch.stats[key] for key in keys if key in ch.stats]
    found: dict[str, list[FieldChoice]] = {}
    plus = any(r.plus for r in ranks)
    if plus or any(r.letter == "EX" for r in ranks):
        paid: list[FieldChoice] = [(None, Message("'+' not used")), ("mp", Message("pay MP for the '+'"))]
        found[prefix + "plus"] = paid + ([("hp", Message("pay HP for the '+'")),
                                          ("condition", Message("claim the '+' situation (the GM rules it)"))]
                                         if plus else [])
    if any(r.minus for r in ranks):
        found[prefix + "minus_pay"] = [(None, Message("'−' not paid off")),
                                       ("mp", Message("pay MP to keep the '−' off")),
                                       ("hp", Message("pay HP to keep the '−' off"))]
        found[prefix + "minus"] = [(None, Message("the '−' applies")),
                                   ("avoided", Message("claim the '−' situation is not met (the GM rules it)"))]
    return found


def _spending(ch: "Character", war: "War", prefix: str = "") -> dict[str, list[FieldChoice]]:
    """Luck rerolls (L215-L217) and support banked (L228-L229) to spend on the check, or with ``prefix``
    ``defence_`` on each defence check."""
    found: dict[str, list[FieldChoice]] = {}
    luck = _counted(luck_left(ch, war), "no Luck reroll", "Luck rerolls: up to {count}")
    if luck:
        found[prefix + "luck"] = luck
    bank = _counted(int(ch.points.get(S.BANK) or 0), "no support spent", "support spent: +{count}")
    if bank:
        found[prefix + "support"] = bank
    return found


def _check_fields(ch: "Character", war: "War") -> dict[str, list[FieldChoice]]:
    """The fields of an attack or skill order: for its attack check, then for the character's defence checks this
    turn (read from any of its orders, :mod:`.luck`, :mod:`.marks`, :mod:`.support`)."""
    return {**_spending(ch, war), **_priority(ch), **_marks(ch, C.ATTACK_STATS),
            **_spending(ch, war, "defence_"), **_marks(ch, DEFENCE_STATS, "defence_")}


def _support_stats(ch: "Character") -> list[FieldChoice]:
    """魔力 by default; another stat the player explains how it serves (L227)."""
    return [(None, Message("魔力 MAG and magic skills"))] + [
        (key, Message("{word} {english}", word=C.STAT_NAMES[key], english=key)) for key in C.STAT_NAMES
        if key != "MAG" and key in ch.stats]


def choices(actor: "Character", order: Mapping[str, Any], war: "War",
            skills: "list[Skill] | None" = None) -> dict[str, list[FieldChoice]]:
    """The closed sets of values of ``order``'s roll-dice fields (see the module text); ``skills``: the actor's,
    for a skill order (only an attack skill rolls an attack check)."""
    action = order.get("action")
    if action == "command-spell" and order.get("spell") == "restore":
        return {"pool": list(RESTORE_POOLS)}
    if action == "attack" or (action == "skill" and any(s.name == order.get("skill") and s.attack
                                                        for s in skills or [])):
        return _check_fields(actor, war)
    if action == "support":
        return {"stat": _support_stats(actor)}
    return {}


class OrderFields(OrderChoices):
    """The hook over the roll-dice ruleset."""

    def order_field_choices(self, actor: "Character", order: Mapping[str, Any],
                            war: "War") -> dict[str, list[FieldChoice]]:
        skills = self.skills_of(actor) if order.get("action") == "skill" and isinstance(self, Ruleset) else []
        return choices(actor, order, war, skills)
