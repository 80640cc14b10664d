"""Attacks of 003 §VII: basic attacks by Attribute, rank damage less a defence percentage, Luck dodge,
and who takes an attack (the contract's interception, 003 §III).

Attributes live on the sheet as ``"attributes": ["Melee", "Magus", "Projectile"]`` (a top-level
field of the character; gmdesk keeps it in ``Character.extra``). A character without Attributes has
no basic attack (003 §VII: "Characters may only use basic attacks allowed to them by their personal
Attributes").

Damage is ``AttackDamage[rank] × (1 − Defence% / 100)`` and is never negative (defence tops at
EX+++ 38 %). The defender may forgo its dodge chance with ``flags.forgo_dodge: true`` on its sheet,
a standing choice until the GM removes it (003 §VII "You can forego your dodge chance").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import RulesetError
from gmdesk.messages import Listing, Message
from gmdesk.model.ranks import Rank
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, Damage, Skill
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.true_hgw.effective import effective_rank, living_master
from gmdesk.rulesets.true_hgw.tables import ATTACK_DAMAGE, DEFENCE_VALUE, EVASION_VALUE

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.base import Ruleset

RULE = "true-hgw 003 §VII"
RULE_GUARD = "true-hgw 003 §III"

ATTRIBUTES = {"melee": "Melee", "magus": "Magic", "projectile": "Projectile"}
"""Attribute → the basic attack it allows (003 §VII)."""

ATTACK_STATS = {"Melee": ("STR",), "Magic": ("MAG",), "Projectile": ("STR", "MAG")}
"""The stat(s) giving a basic attack its rank; with two, the higher (003 §VII)."""

BASIC_ATTACK_NAMES = {kind: Message("{kind} Basic Attack", kind=Message(kind)) for kind in ATTACK_STATS}
"""Each type's basic attack, named as 003 §VII names it ("Melee Basic Attack"; 近接基本攻撃 in Japanese)."""

DEFENCE_STATS = {"Melee": ("END",), "Magic": ("MAG",), "Projectile": ("END", "MAG")}
"""The stat(s) defending against each attack type; with two, the higher (003 §VII)."""


def attributes_of(ch: "Character") -> list[str]:
    """The sheet's Attributes (``attributes``), as written."""
    value = ch.extra.get("attributes", [])
    if isinstance(value, str):
        value = [value]
    return [a for a in value if isinstance(a, str)] if isinstance(value, list) else []


def attribute_problems(ch: "Character", where: str) -> list[tuple[str, object, str]]:
    """(field, value, message) for Attributes 003 §VII does not know."""
    value = ch.extra.get("attributes")
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
        return [(f"{where}.attributes", value, "a list of Attributes: Melee, Magus, Projectile (003 §VII)")]
    return [(f"{where}.attributes", a, "not an Attribute of 003 §VII (Melee, Magus, Projectile)")
            for a in value if a.casefold() not in ATTRIBUTES]


def basic_attacks(ch: "Character") -> list[Skill]:
    """One basic attack per Attribute, in the sheet's order (003 §VII)."""
    out: list[Skill] = []
    for attribute in attributes_of(ch):
        kind = ATTRIBUTES.get(attribute.casefold())
        if kind is None or any(s.type == kind for s in out):
            continue
        out.append(Skill(
            name=BASIC_ATTACK_NAMES[kind], slot="attack", type=kind, targets_max=1,
            target_types=("Enemy",),
            damage=(Damage(None, kind),), basic=True, rule=RULE,
            description=f"{attribute} Attribute: rank = {' or '.join(ATTACK_STATS[kind])}"
                        f"{' (the higher)' if len(ATTACK_STATS[kind]) > 1 else ''}"))
    return out


def _higher(ruleset: "Ruleset", ch: "Character", stats: tuple[str, ...], war: "War") -> tuple[Rank | None, str]:
    """The higher of ``stats`` (effective ranks), with the text that shows the comparison."""
    read = [effective_rank(ruleset, ch, s, war) for s in stats]
    if len(read) == 1:
        return read[0]
    usable = [(r, t) for r, t in read if r is not None and not r.is_special]
    if not usable:
        return None, " / ".join(t for _r, t in read)
    best = max(usable, key=lambda rt: rt[0].sort_key())
    return best[0], Message("higher of {stats}", stats=Listing([t for _r, t in read]))


KIND_WORDS = ("Melee", "Projectile", "Magic")
"""The attack types (003 §VII), said in an attack's label (近接, 射撃, 魔力)."""


def attack_rank(ruleset: "Ruleset", attacker: "Character", skill: Skill, war: "War") -> tuple[Rank, str]:
    """A basic attack's rank is its stat; an Attack Skill's rank is its own (003 §VII)."""
    if skill.basic:
        rank, text = _higher(ruleset, attacker, ATTACK_STATS[skill.type], war)
        if rank is None or rank.is_special:
            raise RulesetError(f"{attacker.id} has no rank in {text} for a {skill.name} ({RULE})")
        return rank, Message("rank {rank} ({how})", rank=rank, how=text)
    if skill.rank is None:
        raise RulesetError(f"{attacker.id}'s {skill.name} has no rank ({RULE})")
    return skill.rank, Message("rank {rank}", rank=skill.rank)


def defence(ruleset: "Ruleset", target: "Character", kind: str, war: "War") -> tuple[float, str]:
    """The defence percent against ``kind``: END, MAG, or the higher of both (003 §VII)."""
    rank, text = _higher(ruleset, target, DEFENCE_STATS[kind], war)
    if rank is None or rank.is_special:
        return 0.0, f"no {text}"
    return DEFENCE_VALUE.value(rank), text


def damage(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill, part: int,
           war: "War") -> Score:
    """(Attack Damage) × (1 − Defense Value) (003 §VII), e.g.
    ``Melee Basic Attack rank B (STR B) = 32 × (1 − 15 % (END C)) = 27.2``."""
    kind = skill.damage[part].kind
    rank, rank_text = attack_rank(ruleset, attacker, skill, war)
    base = ATTACK_DAMAGE.value(rank)
    percent, def_text = defence(ruleset, target, kind, war)
    value = round(base * (1 - percent / 100), 10)
    label = skill.name if skill.basic else Message("{skill} ({kind} Attack)", skill=skill.name,
                                                                kind=Message(kind) if kind in KIND_WORDS else kind)
    return Score(value, Message("{label} {rank} = {base} × (1 − {percent} % ({defence})) = {value}", label=label,
                                rank=rank_text, base=fmt(base), percent=fmt(percent), defence=def_text,
                                value=fmt(value)), RULE)


def dodge(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check:
    """Dodge % = (Defender's LCK Value) − ½ (Attacker's LCK Value + Attack Rank as LCK value) (003 §VII);
    a chance of 0 % or less follows ``dodge-clamp``."""
    d_rank, d_text = effective_rank(ruleset, target, "LCK", war)
    a_rank, a_text = effective_rank(ruleset, attacker, "LCK", war)
    r_rank, _ = attack_rank(ruleset, attacker, skill, war)
    d_val = EVASION_VALUE.value(d_rank) if d_rank is not None and not d_rank.is_special else 0.0
    a_val = EVASION_VALUE.value(a_rank) if a_rank is not None and not a_rank.is_special else 0.0
    r_val = EVASION_VALUE.value(r_rank)
    chance = round(d_val - (a_val + r_val) / 2, 10)
    text = (f"dodge = {fmt(d_val)} % ({target.name} {d_text}) − ½ × ({fmt(a_val)} % ({attacker.name} {a_text}) "
            f"+ {fmt(r_val)} % (attack rank {r_rank} as LCK)) = {fmt(chance)} %")
    data = {"percent": chance}
    if chance > 0:
        return Check(text, RULE, chance=chance / 100, data=data)
    choice = ruleset.choice(war, "dodge-clamp")
    note = ruleset.interpretation("dodge-clamp").describe(choice)
    if choice == "gm":
        return Check(f"{text}: the GM rules on a chance of 0 % or less ({note})", RULE, data={**data, "gm": True})
    return Check(f"{text} → no dodge ({note})", RULE, certain=False, data=data)


def target_problem(attacker: "Character", target: "Character", skill: Skill) -> str | None:
    """Spirit Form and target types, for attacks and support skills alike (003 §X, §IX).

    'Targets: [Type] Number' (003 §IX): [Enemy] takes characters of other teams (not the user),
    [Ally] the user's team (the user included), [Any] anyone; [Self] the user alone (the engine already
    gives a [Self] skill its user). A type 003 does not define (a class, a sheet's own word) is left to
    the GM. A Servant in Spirit Form 'cannot be affected or targeted by anything', save by itself."""
    if not target.alive:
        return f"{target.name} is dead"
    if target.spirit_form and target.id != attacker.id:
        return f"{target.name} is in Spirit Form and 'cannot be affected or targeted by anything' (true-hgw 003 §X)"
    types = {t.casefold() for t in skill.target_types}
    known = types & {"enemy", "ally", "any", "self"}
    if not known or "any" in types:
        return None
    shown = f"{skill.name} targets [{'/'.join(skill.target_types)}]"
    if target.id == attacker.id:
        if types & {"self", "ally"}:
            return None
        return f"{shown}: {target.name} is its user, not an enemy (true-hgw 003 §IX)"
    same_team = target.team is not None and target.team == attacker.team
    if same_team and "ally" not in types:
        return f"{shown}: {target.name} is an ally (true-hgw 003 §IX)"
    if not same_team and "enemy" not in types:
        return f"{shown}: {target.name} is not an ally (true-hgw 003 §IX)"
    return None


def can_guard(ruleset: "Ruleset", guard: "Character", attacker: "Character", target: "Character",
              war: "War", defend: bool = False) -> str | None:
    """Why ``guard`` cannot take an attack aimed at ``target`` (None: it can). The Master's protection
    needs the same area ('as long as Servant and Master are in the same area'); Defend's follows
    ``defend-area``."""
    if not guard.alive:
        return "dead"
    if guard.id in (attacker.id, target.id):
        return "it is the attacker or the target"
    if guard.location != target.location and not (defend and ruleset.choice(war, "defend-area") == "anywhere"):
        return "not in the same area"
    if guard.spirit_form and ruleset.choice(war, "spirit-form-intercept") == "no":
        return "in Spirit Form"
    return None


def interceptor(ruleset: "Ruleset", attacker: "Character", target: "Character", skill: Skill,
                war: "War") -> tuple[str | None, str, str]:
    """A Servant in its Master's area intercepts attacks aimed at the Master; a Servant under Defend
    intercepts attacks aimed at the defended target (003 §III)."""
    note = ""
    if any(s.spirit_form for s in war.servants_of(target.id)) or any(
            s.spirit_form for s in war.characters.values() if _defends(s, target.id)):
        note = "; " + ruleset.interpretation("spirit-form-intercept").describe(ruleset.choice(war, "spirit-form-intercept"))
    if target.is_master():
        for servant in war.servants_of(target.id):
            if can_guard(ruleset, servant, attacker, target, war) is None:
                return (servant.id, f"'as long as Servant and Master are in the same area, attacks aimed at the "
                                    f"Master will be automatically intercepted by the Servant'{note}", RULE_GUARD)
    for guard in war.characters.values():
        if _defends(guard, target.id) and can_guard(ruleset, guard, attacker, target, war, defend=True) is None:
            master = living_master(guard, war)
            by = f" by {master.name}" if master is not None else ""
            area = ruleset.choice(war, "defend-area")
            where = f" from {war.map.locations[guard.location].name}; " \
                f"{ruleset.interpretation('defend-area').describe(area)}" \
                if guard.location is not None and guard.location != target.location else ""
            return (guard.id, f"Defend{by}: 'the Servant will intercept any attacks aimed at the target'{where}{note}",
                    RULE_GUARD)
    return None, "", ""


def defend_breaks(ruleset: "Ruleset", war: "War", attack_log: list[tuple[str, str]]) -> list[Change]:
    """Defend 'ends automatically if the target should attack the Master or Servant' (003 §III): as
    soon as such an attack is made, so a later attack on the target this turn is not intercepted.
    ``attack_log`` holds this turn's (attacker, target) pairs, the attack being made included."""
    out: list[Change] = []
    for guard in war.characters.values():
        if not guard.is_servant():
            continue
        guarded = {guard.id}
        master = living_master(guard, war)
        if master is not None:
            guarded.add(master.id)
        for effect in guard.statuses:
            if effect.get("key") != "defend":
                continue
            who = effect.get("target")
            hit = next((t for a, t in attack_log if a == who and t in guarded), None)
            if hit is None:
                continue
            name = war.characters[who].name if who in war.characters else who
            victim = "the Servant" if hit == guard.id else "the Master"
            out.append(Change(guard.id, ChangeKind.EFFECT_REMOVE,
                              f"Defend on {guard.name} ends: its target {name} attacked "
                              f"{victim} {war.characters[hit].name} this turn, and Defend 'ends automatically if the "
                              f"target should attack the Master or Servant'", RULE_GUARD,
                              value=effect.get("id", effect.get("name")), kind=EventKind.EXPIRE))
    return out


def _defends(guard: "Character", target_id: str) -> bool:
    return guard.is_servant() and any(e.get("key") == "defend" and e.get("target") == target_id
                                      for e in guard.statuses)
