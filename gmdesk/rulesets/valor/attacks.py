"""Valor's attacks: skills read from the sheet, normal attacks, damage, dodge and who takes a hit.

Normal attacks 'use the base value of the chosen stat as their base damage, which is then reduced by
the respective multiplier, using either the opponents END or MAG rating'; a Master's normal attacks
deal 50 % 'after the initial calculations' (001:L91). Servants attack with STR by default, Caster and
Archer with MAG (001:L77). Offensive skills: 'a base value according to the rank of the skill used,
which is then enhanced by the character's own STR or MAG multiplier, and reduced by the target's
respective END or MAG multiplier' (001:L95). Several Servants of one Master deal 70/50/40 % after the
initial calculations (001:L47). The dodge chance is AGI(def)/AGI(att) × LCK(def)/LCK(att)
(001:L105, scale per interpretation dodge-scale); Noble Phantasms do not miss (001:L105).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import RankError, WarFileError
from gmdesk.messages import Listing, Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank, parse_rank
from gmdesk.rulesets.combat import Cost, Damage, Skill, TurnFacts
from gmdesk.rulesets.scores import Check, Score, fmt
from gmdesk.rulesets.valor.effective import (RULE_BOOST, RULE_SHARED, RULE_SURVIVE, SHARED_DAMAGE, boosted_rank,
                                             shared_count, spell_effect)
from gmdesk.rulesets.valor.formulas import percent_text

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.valor.ruleset import ValorRuleset

RULE_NORMAL = "valor 001:L91"
RULE_SKILL = "valor 001:L95"
RULE_DODGE = "valor 001:L105"
RULE_DEFAULT_STAT = "valor 001:L77"
RULE_PROTECT = "valor 001:L35"
RULE_SPIRIT = "valor 001:L25"
RULE_THIRD = "valor 001:L75-77"
RULE_SHIELD = "valor 001:L63"

SKILL_RANK = "E D C B A EX"
MAGIC_CLASSES = ("Caster", "Archer")
"""'all servants will use their STR rank to deal skirmish attacks, with the exception of Caster and
Archer, who use MAG instead' (001:L77)."""

DEFENCE = {"STR": "END", "MAG": "MAG"}
"""STR attacks are reduced by END, magical ones by the defensive side of MAG (001:L148, L173)."""

TYPES = {
    "support": ("support", False),
    "offensive": ("attack", False),
    "noble phantasm (support)": ("support", True),
    "noble phantasm (offensive)": ("attack", True),
    "passive": ("passive", False),
}
"""Sheet type → (slot, Noble Phantasm) (001:L93-97)."""

MASTER_FACTOR = 0.5
"""'any normal attacks used by masters have their damage reduced by 50%' (001:L91)."""

SURVIVE_FACTOR = 0.5
"""'The affected servant's attacks deal only half the damage' (001:L57)."""

EX = Rank("EX")


def _fail(owner: "Character", index: int, key: str, value: Any, message: str) -> WarFileError:
    return WarFileError(message, field=f"characters.{owner.id}.skills[{index}].{key}", value=value)


def classify(kind: str) -> tuple[str, bool]:
    """(slot, Noble Phantasm) of a sheet's Type as sheets write it: the five types of the skill format,
    or 'Anti-Personnel' / 'Anti-Army' (offensive, 001:L95), 'Noble Phantasm (Anti-Army)'; any other
    type (a Bounded Field…) is a support skill whose effect the GM applies (001:L93)."""
    if kind in TYPES:
        return TYPES[kind]
    np = "noble phantasm" in kind
    if "support" in kind:
        return "support", np
    if "passive" in kind:
        return "passive", np
    if "anti-" in kind or "offensive" in kind or np:
        return "attack", np
    return "support", False


def _text(raw: Mapping[str, Any], *keys: str) -> str:
    for key in keys:
        for k, v in raw.items():
            if isinstance(k, str) and k.casefold() == key and v is not None:
                return str(v).strip()
    return ""


def parse_skill(raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
    """One valor sheet entry (fields of gmdesk/rulesets/valor/skill_format.py) as a :class:`Skill`."""
    name = _text(raw, "name")
    if not name:
        raise _fail(owner, index, "name", raw.get("name"), "every skill needs a Name")
    kind = _text(raw, "type").casefold() or "offensive"
    slot, np = classify(kind)
    rank: Rank | None = None
    if _text(raw, "rank"):
        try:
            rank = parse_rank(_text(raw, "rank"), field=f"skills[{index}].rank", owner=owner.id)
        except RankError as exc:
            raise _fail(owner, index, "rank", raw.get("rank"), exc.reason) from exc
    cost_text = _text(raw, "cost", "mana") or "0"
    try:
        mana = float(cost_text.replace(",", ".").split()[0])
    except ValueError as exc:
        raise _fail(owner, index, "cost", cost_text, "the Mana cost is a number (001:L119)") from exc
    target = _text(raw, "target", "targets") or ("Anti-Army" if "anti-army" in kind else
                                                 "" if slot == "support" else "Anti-Personnel")
    area = target.casefold() == "anti-army"
    damage_text = _text(raw, "damage")
    folded = damage_text.casefold()
    stat = "MAG" if "mag" in folded else "STR" if "str" in folded else default_stat(owner)
    damage = (Damage(None, stat),) if slot == "attack" else ()
    return Skill(
        name=name, slot=slot, type=("Noble Phantasm" if np else _text(raw, "type") or "Offensive"), rank=rank,
        targets_max=None if area else 1, target_types=(target,) if target else (),
        damage=damage, cost=Cost({"mana": mana} if mana else {}), area=area,
        description=_text(raw, "description", "desc", "text"), rule=RULE_SKILL if slot == "attack" else
        "valor 001:L93", raw=dict(raw))


def default_stat(ch: "Character") -> str:
    """STR, or MAG for Caster and Archer (001:L77)."""
    return "MAG" if ch.class_name in MAGIC_CLASSES else "STR"


NORMAL_ATTACK_NAMES = {stat: Message("{stat} normal attack", stat=Message(stat)) for stat in ("STR", "MAG")}
"""The normal attack with each stat ("STR normal attack"; 筋力の通常攻撃 in Japanese, 001:L77)."""


def basic_attacks(ch: "Character") -> list[Skill]:
    """The normal attack with the default stat first, then with the other one (players 'can choose to
    use other values', 001:L77)."""
    first = default_stat(ch)
    out = []
    for stat in (first, "MAG" if first == "STR" else "STR"):
        out.append(Skill(name=NORMAL_ATTACK_NAMES[stat], slot="attack", type="Normal attack", targets_max=1,
                         target_types=("Enemy",), damage=(Damage(None, stat),), basic=True, rule=RULE_NORMAL,
                         description=f"base value of {stat} reduced by the target's "
                                     f"{DEFENCE[stat]} multiplier (001:L91)"))
    return out


def is_np(skill: Skill) -> bool:
    return skill.type == "Noble Phantasm"


def unreducable(skill: Skill) -> bool:
    """Skills 'stated to deal "unreducable" damage' skip the defender's multiplier (001:L57)."""
    text = (str(skill.raw.get("damage", "")) + " " + skill.description).casefold()
    return "unreducable" in text or "unreducible" in text


# -- the numbers a stat gives ---------------------------------------------------------------------
def rank_now(ruleset: "ValorRuleset", ch: "Character", stat: str, war: "War", defensive: bool) -> tuple[Rank | None, str]:
    """The rank a formula reads: Survive at all costs! (END and defensive MAG EX, 001:L57), then Stop
    holding back! (001:L55; STR and offensive MAG at A or higher keep their rank: their numbers grow)."""
    rank = ch.stats.get(stat)
    if rank is None:
        return None, f"{stat} missing → E"
    if defensive and stat in ("END", "MAG") and spell_effect(ch, "survive") is not None:
        return EX, f"{stat} {rank} → EX (Survive at all costs!, {RULE_SURVIVE})"
    if spell_effect(ch, "stop-holding-back") is not None and not (not defensive and stat in ("STR", "MAG")
                                                                   and rank.letter in ("A", "EX")):
        return boosted_rank(rank, stat, ruleset, war)
    return rank, f"{stat} {rank}"


def read(ruleset: "ValorRuleset", ch: "Character", stat: str, table: str, war: "War",
         defensive: bool = False) -> tuple[float, str]:
    """``ch``'s number for ``stat`` in ``table`` now, with its text (``STR B 40``)."""
    rank, text = rank_now(ruleset, ch, stat, war, defensive)
    try:
        value = ruleset.table_value(table, rank if rank is not None else Rank("E"), war)
    except RankError:
        return ruleset.table_value(table, Rank("E"), war), f"{text} not in the table → E"
    out = f"{text} {fmt(value)}"
    boost = spell_effect(ch, "stop-holding-back")
    sheet = ch.stats.get(stat)
    if (boost is not None and not defensive and stat in ("STR", "MAG") and sheet is not None
            and sheet.letter in ("A", "EX") and table in ("str_base", "str_multiplier")):
        step = 10.0 if table == "str_base" else 0.1
        value = round(value + step, 10)
        out = f"{text} {fmt(value - step)} + {fmt(step)} (Stop holding back!, {RULE_BOOST}) = {fmt(value)}"
    return value, out


def plus_attacks(ruleset: "ValorRuleset", ch: "Character", war: "War") -> tuple[int, str]:
    """Extra normal attacks: one per '+' in AGI (001:L91), counting a boost (001:L55), one ordered this turn too
    (its Command Spell comes before the offensive phase, 001:L53)."""
    from gmdesk.rulesets.valor.command_spells import boost_ordered

    rank, text = rank_now(ruleset, ch, "AGI", war, defensive=True)
    if rank is not None and ch.is_servant() and spell_effect(ch, "stop-holding-back") is None \
            and boost_ordered(ch, war):  # (only a Servant's budget reads the turn's orders: a Master's is never raised)
        up, how = boosted_rank(rank, "AGI", ruleset, war)
        return up.plus, f"{how}; Stop holding back! ordered this turn"
    return (rank.plus if rank is not None else 0), text


# -- damage ---------------------------------------------------------------------------------------
def damage(ruleset: "ValorRuleset", attacker: "Character", target: "Character", skill: Skill, part: int,
           war: "War", facts: TurnFacts) -> Score:
    """Normal attack: base(stat) × defender multiplier (001:L91); skill: base(rank) × attacker
    multiplier × defender multiplier (001:L95); then ×0,5 for a Master's normal attack (001:L91),
    ×0,5 under Survive at all costs! (001:L57), ×0,5 for an extra attack only the boost gives
    (001:L55) and the shared-Master factor (001:L47)."""
    stat = skill.damage[part].kind
    defence = DEFENCE[stat]
    factors: list[tuple[float, Message]] = []
    if skill.basic:
        base, base_text = read(ruleset, attacker, stat, "str_base", war)
        steps: list[str] = [Message("{skill} base ({how})", skill=skill.name, how=base_text)]
        value = base
        rule = RULE_NORMAL
    else:
        base, base_text = skill_base(ruleset, skill, war)
        mult, mult_text = read(ruleset, attacker, stat, "str_multiplier", war)
        steps = [Message("{skill} base ({how})", skill=skill.name, how=base_text),
                 Message("× {who} multiplier ({how})", who=attacker.id, how=mult_text)]
        value = base * mult
        rule = RULE_SKILL
    if spell_effect(attacker, "survive") is not None:
        factors.append((SURVIVE_FACTOR, Message("Survive at all costs! halves its attacks, {rule}", rule=RULE_SURVIVE)))
    if unreducable(skill):
        steps.append(Message("(unreducable: no defender multiplier, 001:L57)"))
    else:
        dmult, dtext = read(ruleset, target, defence, "end_multiplier", war, defensive=True)
        steps.append(Message("× {who} multiplier ({how})", who=target.id, how=dtext))
        value *= dmult
    if skill.basic and attacker.is_master():
        factors.append((MASTER_FACTOR, Message("a Master's normal attack, {rule}", rule=RULE_NORMAL)))
    if skill.basic and boost_only_attack(ruleset, attacker, war, facts):
        factors.append((0.5, Message("an extra attack only the boost's AGI allows, {rule}", rule=RULE_BOOST)))
    shared = shared_count(attacker, war)
    if shared > 1:
        factors.append((SHARED_DAMAGE[shared], Message("{count} Servants share one Master, {rule}", count=shared,
                                                       rule=RULE_SHARED)))
    for factor, why in factors:
        steps.append(Message("× {factor} ({why})", factor=fmt(factor), why=why))
        value *= factor
    value = round(value, 6)
    return Score(value, Message("{steps} = {value}", steps=Listing(steps, " "), value=fmt(value)), rule)


def skill_base(ruleset: "ValorRuleset", skill: Skill, war: "War") -> tuple[float, str]:
    """A skill's base value: its rank in the STR table's base column (interpretation skill-base), or
    the ``base`` the GM wrote on the entry (skill-base=gm)."""
    written = skill.raw.get("base")
    if ruleset.choice(war, "skill-base") == "gm" or skill.rank is None:
        if written is None:
            return 0.0, Message("no base written by the GM (skill-base=gm)")
        value = float(str(written).replace(",", "."))
        return value, Message("{value} written by the GM (skill-base)", value=fmt(value))
    value = ruleset.table_value("str_base", skill.rank, war)
    return value, Message("rank {rank} {value} in the STR base column, skill-base=str-base-column", rank=skill.rank,
                          value=fmt(value))


def boost_only_attack(ruleset: "ValorRuleset", attacker: "Character", war: "War", facts: TurnFacts) -> bool:
    """Whether this attack is beyond what the sheet's AGI allows, so only Stop holding back! allows it."""
    if spell_effect(attacker, "stop-holding-back") is None:
        return False
    sheet = attacker.stats.get("AGI")
    allowed = 1 + (sheet.plus if sheet is not None else 0)
    made = sum(1 for a, _t in facts.attack_log if a == attacker.id)
    return made > allowed


# -- dodge ----------------------------------------------------------------------------------------
def dodge(ruleset: "ValorRuleset", attacker: "Character", target: "Character", skill: Skill, war: "War") -> Check | None:
    """(AGI(def) / AGI(att)) × (LCK(def) / LCK(att)) (001:L105); the scale is interpretation
    dodge-scale. Noble Phantasms 'do not miss under normal circumstances' (001:L105)."""
    if is_np(skill):
        return Check(f"{skill.name} is a Noble Phantasm: it does not miss (001:L105)", RULE_DODGE, certain=False)
    agi_d, agi_d_text = read(ruleset, target, "AGI", "agi_value", war, defensive=True)
    agi_a, agi_a_text = read(ruleset, attacker, "AGI", "agi_value", war, defensive=True)
    lck_d, lck_d_text = read(ruleset, target, "LCK", "lck_value", war, defensive=True)
    lck_a, lck_a_text = read(ruleset, attacker, "LCK", "lck_value", war, defensive=True)
    product = (agi_d / agi_a) * (lck_d / lck_a)
    choice = ruleset.choice(war, "dodge-scale")
    formula = (f"dodge = ({agi_d_text} / {agi_a_text}) × ({lck_d_text} / {lck_a_text}) = "
               f"{fmt(round(product, 6))}")
    if choice == "gm":
        return Check(f"{formula} (dodge-scale=gm: the GM rules)", RULE_DODGE, data={"product": product})
    chance = min(1.0, product / 100.0 if choice == "percent" else product)
    scale = "read as a percentage (dodge-scale=percent)" if choice == "percent" else \
        "read as a probability, capped at 100 % (dodge-scale=fraction)"
    return Check(f"{formula}, {scale}: {percent_text(chance * 100)} %", RULE_DODGE, chance=chance,
                 data={"product": product})


# -- targets --------------------------------------------------------------------------------------
def target_problem(attacker: "Character", target: "Character", skill: Skill, war: "War") -> str | None:
    """Spirit Form is 'impervious to any kind of attack' (001:L25); offensive skills do not target
    Masters unless the skill says so (001:L35); a party that walks in on a fight 'cannot be targeted by
    skills in the turn it walks in, but can be hit by AoE' (001:L77); a Master who retired 'peacefully' from the
    war (001:L41) is no one's target."""
    if target.spirit_form and (skill.attack or not skill.self_only) and target.id != attacker.id:
        return f"{target.name} is in Spirit Form: it 'cannot be the target of any magical or physical abilities' ({RULE_SPIRIT})"
    if not skill.attack:
        return None
    if target.flags.get(Flag.RESIGNED) is not None and target.team is None:
        return f"{target.name} has retired from the war: a retired Master takes no part in its fights (valor 001:L41)"
    if not skill.basic and target.is_master() and not skill.raw.get("targets_masters"):
        return (f"offensive skills 'can only target servants, not masters' unless their description says so "
                f"({RULE_PROTECT}, L95)")
    older = any(b.location == target.location and b.turns > 0 for b in war.battles)
    if (not skill.basic and not skill.area and older
            and target.flags.get(Flag.VALOR_SKIRMISHED) is None):
        return f"{target.name} walked in on this fight this turn: it cannot be targeted by skills yet ({RULE_THIRD})"
    return None


def interceptor(attacker: "Character", target: "Character", skill: Skill, war: "War") -> tuple[str | None, str, str]:
    """Become a shield! redirects attacks on the protégé to the Servant (001:L63); otherwise a Servant in
    the same location takes the hits meant for its Master (001:L35), unless it is shielding someone
    else."""
    here = [c for c in war.at(target.location or "") if c.alive and c.is_servant() and not c.spirit_form]
    for servant in here:
        shield = spell_effect(servant, "shield")
        if shield is not None and shield.get("target") == target.id and servant.id != target.id:
            return servant.id, f"{servant.name} is {target.name}'s shield (Become a shield!)", RULE_SHIELD
    if target.is_master():
        for servant in here:
            if servant.master == target.id and spell_effect(servant, "shield") is None \
                    and servant.id != attacker.id:
                from gmdesk.rulesets.valor.budget import rejoins

                if rejoins(servant, war):
                    return servant.id, (f"{servant.name} rejoins its lone Master in a fight without skirmish and "
                                        "'would take all the hits for their master despite not being part of the "
                                        "true combat'"), "valor 001:L83"
                return servant.id, f"{servant.name} protects its Master and takes the hit", RULE_PROTECT
    return None, "", ""
