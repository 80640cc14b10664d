"""Targets, guards, surprise, deaths, durations and the end of the War (002:L3, L6, L12, L18, L39, L74),
and the sheet checks the document implies (002:L6, L29)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.errors import Problem
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, Skill, TurnFacts
from gmdesk.rulesets.scores import Check, fmt
from gmdesk.rulesets.skirmish import skills as sk
from gmdesk.rulesets.skirmish.effective import FIGHT_HARDER

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

DOC = "skirmish 002"


def _protector(war: "War", master: "Character") -> "Character | None":
    """The Master's Servant, present and corporeal (002:L18)."""
    return next((c for c in war.alive() if c.is_servant() and c.master == master.id
                 and c.location == master.location and not c.spirit_form), None)


def target_problem(attacker: "Character", target: "Character", skill: Skill, war: "War") -> str | None:
    """Spirit Form cannot be harmed (002:L6); a protected Master only by a skill that can strike Masters
    (002:L18); a surprise attack only by Assassin, once a battle, on the turn it enters (002:L74)."""
    if not skill.attack:
        return None
    if target.spirit_form:
        return Message("{name} is in Spirit Form: 'no attack or ability can harm them' ({doc}:L6)", name=target.name,
                       doc=DOC)
    if target.is_master() and not skill.raw.get("hits_masters"):
        guard = _protector(war, target)
        if guard is not None:
            return Message("{name}'s Servant {guard} is present and corporeal: the Master can only be attacked by a "
                           "skill that specifically can strike Masters ({doc}:L18)", name=target.name, guard=guard.name,
                           doc=DOC)
    if sk.attack_kind(skill) == sk.SURPRISE:
        if (attacker.class_name or "").casefold() != "assassin":
            return Message("a surprise attack is only permitted to Assassin ({doc}:L74)", doc=DOC)
        battle = next((b for b in war.battles if b.location == attacker.location), None)
        if battle is not None and attacker.id in battle.participants:
            return Message("{name} is already in this battle: a surprise attack is made on entering it ({doc}:L74)",
                           name=attacker.name, doc=DOC)
        if battle is not None and attacker.flags.get(Flag.SURPRISED_BATTLE) == battle.id:
            return Message("Assassin cannot surprise more than once per battle ({doc}:L74)", doc=DOC)
    return None


def interceptor(war: "War", target: "Character") -> tuple[str | None, str, str]:
    """Protect X: the Servant 'protects a specific target from enemy attacks, taking all damage aimed at
    that target' (002:L39), when it stands there, corporeal."""
    for guard in sorted(war.alive(), key=lambda c: c.id):
        if guard.id == target.id or guard.spirit_form or guard.location != target.location:
            continue
        if any(e.get("key") == "protect" and e.get("target") == target.id for e in guard.statuses):
            return guard.id, f"Protect {target.name} (Command Spell, {DOC}:L39)", f"{DOC}:L39"
    return None, "", ""


def surprise_detection(user: "Character", target: "Character", reading: str = "in-order") -> Check:
    """'if not detected due to a familiar or similar skill' (002:L74): 002 gives no formula, the GM decides.
    What a detection does is not in 002 either (interpretation surprise-detected): under ``in-order`` the check
    carries the regular melee attack the Assassin makes instead at its place in the battle order (002:L64, L68),
    under ``fails`` nothing (the attack fails, as ap-sp's does)."""
    said = Message("whether {target} detects {user} through a familiar or similar skill is the GM's call "
                   "(002 gives no formula)", target=target.name, user=user.name)
    if reading != "in-order":
        return Check(said, f"{DOC}:L74")
    why = Message("{user} attacks at its place in the battle order instead (interpretation "
                  "surprise-detected=in-order, not in the document; {doc}:L64, L68)", user=user.name, doc=DOC)
    return Check(said, f"{DOC}:L74", data={"instead": {"mode": str(sk.ATTACK_NAMES[sk.REGULAR, "Physical"]),
                                                       "why": why}})


def death_reason(ch: "Character") -> str | None:
    """'Servants are killed once they reach 0 health or mana' (002:L12); anyone at 0 Health (002:L88)."""
    if ch.health is not None and ch.health <= 0:
        return Message("Health {health} ≤ 0 ({doc}:L88)", health=fmt(ch.health), doc=DOC)
    if ch.is_servant() and ch.mana is not None and ch.mana <= 0:
        return Message("Mana {mana} ≤ 0: a Servant with 0 mana is killed ({doc}:L12, L90)", mana=fmt(ch.mana), doc=DOC)
    return None


def end_of_turn(war: "War", facts: TurnFacts) -> list[Change]:
    """Command Spells 'for the turn' end; Fight Harder ends with its battle (002:L31-35); the third
    Command Spell breaks the contract (002:L29)."""
    out: list[Change] = third_spell_breaks(war)
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        for effect in ch.statuses:
            if effect.get("kind") != "command-spell":
                continue
            turns = effect.get("turns")
            ends = (isinstance(turns, int) and turns <= 1) or (
                effect.get("key") == FIGHT_HARDER and war.battle_of(ch.id) is None)
            if ends:
                out.append(Change(ch.id, ChangeKind.EFFECT_REMOVE, Message('"{effect}" ends on {name}',
                                                                            effect=effect.get("name"), name=ch.name),
                                  str(effect.get("rule") or DOC), value=effect.get("id") or effect.get("name")))
            elif isinstance(turns, int):
                said = Message('"{effect}": {turns} − 1 = {left} turn(s) left', effect=effect.get("name"),
                               turns=turns, left=turns - 1)
                out.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, said,
                                  str(effect.get("rule") or DOC), value={"id": effect.get("id"), "turns": turns - 1}))
    return out


def third_spell_breaks(war: "War") -> list[Change]:
    """'Once the third command spell is used, his current contract with his Servant is broken, though it
    can be reformed' (002:L29): a Master who cast a Command Spell this turn and has none left loses his
    Servants' contracts. Re-forming one, and an unruly Servant turning on him, are the GM's."""
    casters = {str(o.get("actor")) for o in war.orders if o.get("action") == "command-spell"}
    out: list[Change] = []
    for master in sorted((war.characters[c] for c in casters if c in war.characters), key=lambda c: c.id):
        if not master.is_master() or (master.command_spells or 0) > 0:
            continue
        for servant in sorted(war.characters.values(), key=lambda c: c.id):
            if servant.is_servant() and servant.master == master.id and servant.alive:
                out.append(Change(servant.id, ChangeKind.MASTER,
                                  Message("{master} has used his third Command Spell: his contract with {servant} is "
                                          "broken (it can be re-formed; {doc}:L29)", master=master.name,
                                          servant=servant.name, doc=DOC), f"{DOC}:L29",
                                  value=None, kind=EventKind.CONTRACT))
    return out


def war_result(war: "War") -> str | None:
    """'The game ends when all Servants are killed, or when all Masters are killed, or when only one
    Servant-Master pair remains' (002:L3)."""
    servants = [c for c in war.characters.values() if c.is_servant()]
    masters = [c for c in war.characters.values() if c.is_master()]
    if not servants or not masters:
        return None  # a partial setup cannot end this way
    living_s = [c for c in servants if c.alive]
    living_m = [c for c in masters if c.alive]
    if not living_s:
        return Message("every Servant is dead: the War ends with no winner ({doc}:L3)", doc=DOC)
    if not living_m:
        return Message("every Master is dead: the War ends with no winner ({doc}:L3)", doc=DOC)
    pairs = [(s, war.characters[s.master]) for s in living_s if s.master in war.characters
             and war.characters[s.master].alive]
    if len(pairs) == 1:  # Servantless Masters and masterless Servants are not pairs (002:L20)
        s, m = pairs[0]
        return Message("only {master} and {servant} remain: they win the War ({doc}:L3)", master=m.name, servant=s.name,
                       doc=DOC)
    return None


def war_problems(war: "War") -> list[Problem]:
    """Spirit Form only beside the Master (002:L6); the Command Spells of 002:L29 are a sheet check
    (:mod:`gmdesk.rulesets.sheetchecks`)."""
    found = []
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        where = f"characters.{ch.id}"
        if ch.is_servant() and ch.spirit_form and ch.alive and ch.master in war.characters:
            master = war.characters[ch.master]
            if master.alive and master.location != ch.location:
                found.append(Problem(f"{where}.spirit_form", "true",
                                     f"Servants must remain in the same location as their Masters while in "
                                     f"spirit form ({master.name} is at {master.location}, {ch.name} at "
                                     f"{ch.location}) ({DOC}:L6)"))
    return found
