"""Skirmish skills and attacks as the engine uses them (002:L64-70, L74, L78-80, L159).

A sheet entry has a rank (its '+' multiplies damage ×2, ×3, ×4, 002:L159), a type and a nature. The
type gives the step of the battle order it acts in (002:L64): a support skill in the Servant's or
the Master's support step, an offensive skill or a Noble Phantasm in the offensive step. Sheets
write types freely ("Noble Phantasm (Anti-Army)", "Anti-Personnel", "Bounded Field"): a type naming
a Noble Phantasm is one; "Offensive", "Anti-…" and "Attack" are offensive; "Passive" is not an
action; any other type is read as a support skill. The nature (Physical or Magical, 002:L78) picks
the STR or the MAG column; a sheet without it reads the interpretation ``skill-nature``.

Basic attacks (002:L68, L57, L74): the regular melee attack, physical or magical; the skirmish's
melee attack and counter-attack (the engine's ``scheduled`` activity makes them, never an order);
Assassin's surprise attack.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import RankError, WarFileError
from gmdesk.messages import Message
from gmdesk.model.ranks import RankPolicy, parse_rank
from gmdesk.rulesets.combat import NO_COST, Cost, Damage, Skill

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character

DOC = "skirmish 002"
RULE_ORDER = f"{DOC}:L64, L66"
RULE_MELEE = f"{DOC}:L68, L80"
RULE_SKIRMISH = f"{DOC}:L57-59"
RULE_SURPRISE = f"{DOC}:L74"

SKILL_RANK = RankPolicy(max_plus=3, max_minus=0, ex_subranks=False, allow_na=True, allow_none=True)

NATURES = ("Physical", "Magical")

# the kinds of basic attack, by ``Skill.raw["attack"]``
REGULAR = "regular"
SKIRMISH = "skirmish"
COUNTER = "counter"
SURPRISE = "surprise"


def kind_of(type_text: str) -> str:
    """``np``, ``offensive``, ``passive`` or ``support`` for a sheet's Type (see the module text)."""
    folded = type_text.casefold()
    if "noble phantasm" in folded or folded.strip() == "np":
        return "np"
    if "passive" in folded:
        return "passive"
    if "offens" in folded or "anti-" in folded or "attack" in folded:
        return "offensive"
    return "support"


def slot_for(kind: str, owner_kind: str) -> str:
    """The step of 002:L64 a skill acts in: Servant and Master support and offensive steps."""
    who = "master" if owner_kind == "master" else "servant"
    if kind == "passive":
        return "passive"
    return f"{who}-support" if kind == "support" else f"{who}-offence"


def _cost(raw: Mapping[str, Any], where: str) -> dict[str, float]:
    value = raw.get("cost")
    if value is None or value == "":
        return {}
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return {"mana": float(value)}
    found = re.search(r"\d+(?:\.\d+)?", str(value))
    if not found:
        if str(value).strip().casefold() in ("-", "none", "free", "0"):
            return {}
        raise WarFileError(f"{where}.cost: {value!r} is not a mana cost (a number, as '20' or '20 mana')")
    return {"mana": float(found.group(0))}


def parse_skill(raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
    """One sheet entry as a :class:`Skill` (see the module text)."""
    where = f"characters.{owner.id}.skills[{index}]"
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise WarFileError(f"{where}.name: a skill needs a name")
    try:
        rank = parse_rank(raw["rank"], SKILL_RANK, field=f"{where}.rank", owner=owner.id) if raw.get("rank") else None
    except RankError as exc:
        raise WarFileError(f"{where}.rank: {raw.get('rank')!r}: {exc}") from exc
    if rank is not None and rank.is_special:
        rank = None
    type_text = str(raw.get("type") or "Support")
    kind = kind_of(type_text)
    nature = str(raw.get("nature") or "")
    if nature and nature.capitalize() not in NATURES:
        raise WarFileError(f"{where}.nature: {nature!r} is not Physical or Magical ({DOC}:L78)")
    attack = kind in ("np", "offensive")
    actions: tuple[str, ...] = ()
    if kind == "support":
        actions = ("support",)
    elif attack:
        # "Servants that are using Noble Phantasms cannot use another skill in that turn" (002:L66)
        actions = ("offence", "support") if kind == "np" else ("offence",)
    targets = raw.get("targets")
    return Skill(
        name=name.strip(),
        slot=slot_for(kind, owner.kind),
        type="Noble Phantasm" if kind == "np" else type_text,
        rank=rank,
        targets_max=int(targets) if isinstance(targets, int) and not isinstance(targets, bool) else 1,
        target_types=("Self",) if str(raw.get("target", "")).casefold() == "self" else (),
        damage=(Damage(None, nature.capitalize() or ""),) if attack else (),
        cost=Cost(_cost(raw, where), actions),
        description=str(raw.get("description") or ""),
        rule=f"{DOC}:L64, L66, L78, L159",
        raw=dict(raw),
    )


def _attack(name: str, nature: str, attack: str, slot: str, rule: str, cost: Cost, description: str) -> Skill:
    return Skill(name=name, slot=slot, type=nature, targets_max=1, damage=(Damage(None, nature),), basic=True,
                 cost=cost, rule=rule, description=description, surprise=attack == SURPRISE,
                 raw={"attack": attack, "nature": nature})


MELEE_COST = Cost({"melee": 1.0})
"""A regular melee attack takes the offensive action or one of the extra moves AGI '+' gives (002:L68, L70)."""


SKIRMISH_NAMES = {
    "Physical": (Message("Skirmish attack (physical)"), Message("Counter-attack (physical)")),
    "Magical": (Message("Skirmish attack (magical)"), Message("Counter-attack (magical)")),
}
"""The skirmish's attack and counter-attack of each nature, as the orders the skirmish makes name them
(``melee_round``: "Counter-attack (physical)"), said in the reader's language where one is shown."""


def basic_attacks(ch: "Character") -> list[Skill]:
    """A Servant's regular melee attack, physical or magical (002:L68, L80); the skirmish's attack and
    counter-attack (002:L57); Assassin's surprise attack (002:L74). Masters have none: 002 gives
    them no melee formula (I2.5)."""
    if not ch.is_servant():
        return []
    out = [
        _attack(Message("Regular melee attack (physical)"), "Physical", REGULAR, "servant-offence", RULE_MELEE, MELEE_COST,
                "STR score × enemy END reducer ÷ 2; the target cannot counter-attack"),
        _attack(Message("Regular melee attack (magical)"), "Magical", REGULAR, "servant-offence", RULE_MELEE, MELEE_COST,
                "MAG score × enemy Magical Defense reducer ÷ 2; the target cannot counter-attack"),
    ]
    for nature in NATURES:
        skirmish_name, counter_name = SKIRMISH_NAMES[nature]
        out.append(_attack(skirmish_name, nature, SKIRMISH, SKIRMISH, RULE_SKIRMISH, NO_COST,
                           "the skirmish's melee attack, in Agility order; made by the skirmish, not by an order"))
        out.append(_attack(counter_name, nature, COUNTER, SKIRMISH, f"{DOC}:L57", NO_COST,
                           "a struck Servant's turn in the skirmish: 80 % of the normal damage"))
    if (ch.class_name or "").casefold() == "assassin":
        out.append(_attack(Message("Surprise attack"), "Physical", SURPRISE, SURPRISE, RULE_SURPRISE, MELEE_COST,
                           "Assassin only, on the turn it enters the battle undetected; a melee attack "
                           "before all actions but Command Spells"))
    return out


def attack_kind(skill: Skill) -> str:
    """``regular``, ``skirmish``, ``counter``, ``surprise`` for basic attacks; ``np`` or ``skill`` otherwise."""
    if skill.basic:
        return str(skill.raw.get("attack", REGULAR))
    return "np" if skill.type == "Noble Phantasm" else "skill"
