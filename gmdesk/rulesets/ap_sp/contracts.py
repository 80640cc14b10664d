"""Contracts, consumption, Home Base claims, disqualification, the end of the War and endings.

Disqualification itself (no Command Spells left: the flag ``disqualified``, every contract broken, the
Servant's ``former_master``) is the ruleset's end of Turn (ap_sp/ruleset.py); this module reads those flags.

Document: 000:L25 (war end), L355-369 (contracts), L452-455 (Home Bases), L530 (CP of a dead Master),
L551-554 (consuming), L619 (items of the dead), L687-706 (endings). Every function is pure and returns
changes (see economy_state for the change words) or raises IllegalOrderError.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.errors import IllegalOrderError
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.combat import Change

from . import economy_state as st
from .economy_interpretations import CONSUME_MASTER_COST, WAR_END_LONE_MASTERS, choice, describe
from .fields import fields_after_death
from .hunt import beneficiary, hunt_kill_changes

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE_CONTRACT = "ap-sp 000:L355"
RULE_MASTERLESS = "ap-sp 000:L358"
RULE_TRANSFER = "ap-sp 000:L369"
RULE_BASES = "ap-sp 000:L455"
RULE_CIVILIAN = "ap-sp 000:L551"
RULE_CONSUME_MASTER = "ap-sp 000:L554"
RULE_END = "ap-sp 000:L25"


# -- consumption -------------------------------------------------------------------------------------
def consume(ch: "Character", order: Mapping[str, Any], war: "War", facts: Any = None) -> list[Change]:
    """``{"action": "consume", "target": "civilian" | MASTER}`` by a Servant (000:L551-554).

    - A civilian: one per Turn, +10% of maximum Mana (200 → +20), "Full Turn", reported in the public
      updates (000:L551, L662).
    - A dying qualified Master in the same location, on the Turn their Health reached 0 or less: +30% of
      maximum Health and Mana (300/200 → +90/+60). "Disqualified Masters cannot be consumed" (000:L554).
      The consumed Master's Home Bases go to the consumer's team Master unless the kill already gave them
      to another team (000:L455).
    """
    order = dict(order)
    if ch.kind != "servant":
        raise IllegalOrderError(order, "only a Servant can consume", rule=RULE_CIVILIAN)
    target = order.get("target", "civilian")
    n = st.night(war)
    if target == "civilian":
        if ch.flags.get(st.CIVILIAN_TURN) == n:
            raise IllegalOrderError(order, f"{ch.name} already consumed a civilian this Turn (one per Turn)",
                                    rule=RULE_CIVILIAN)
        top = st.maximum(ch, "mana")
        gain = round(0.10 * top, 10)
        where = st.place(war, ch.location)
        return ([Change(ch.id, ChangeKind.MANA,
                        f"{ch.name} consumes a civilian: Mana +10% × {fmt(top)} = +{fmt(gain)}",
                        RULE_CIVILIAN, amount=gain),
                 st.flag(ch, st.CIVILIAN_TURN, n, f"{ch.name}'s civilian of Night {n}", RULE_CIVILIAN)]
                + st.public_knowledge(war, {"kind": "civilian-killing", "location": ch.location},
                                      f"public update: a civilian was killed at {where}", "ap-sp 000:L551, L662"))
    master = war.characters.get(target)
    if master is None or master.kind != "master":
        raise IllegalOrderError(order, "'target' is 'civilian' or a dying Master", rule=RULE_CONSUME_MASTER)
    dying = master.health is not None and master.health <= 0
    died_now = any(d == master.id for d, _k in getattr(facts, "deaths", []))
    if not dying or (not master.alive and not died_now):
        raise IllegalOrderError(order, f"{master.name} is not a Master whose Health was reduced to 0 or less this "
                                "Turn", rule=RULE_CONSUME_MASTER)
    if st.is_disqualified(master):
        raise IllegalOrderError(order, "Disqualified Masters cannot be consumed", rule=RULE_CONSUME_MASTER)
    if master.location != ch.location:
        raise IllegalOrderError(order, f"{master.name} is not in {ch.name}'s location", rule=RULE_CONSUME_MASTER)
    if any(c == master.id for _who, c in getattr(facts, "consumed", [])):
        raise IllegalOrderError(order, f"{master.name} was already consumed", rule=RULE_CONSUME_MASTER)
    out = []
    for pool, label in ((ChangeKind.HEALTH, "Health"), (ChangeKind.MANA, "Mana")):
        top = st.maximum(ch, pool)
        gain = round(0.30 * top, 10)
        out.append(Change(ch.id, pool, f"{ch.name} consumes the dying Master {master.name}: {label} +30% × "
                          f"{fmt(top)} = +{fmt(gain)}", RULE_CONSUME_MASTER, amount=gain))
    out.append(st.note(ch.id, f"{master.name} is consumed by {ch.name}", RULE_CONSUME_MASTER, consumed=master.id))
    if master.alive:
        # still dying: the consumption kills; after_death (killer = the consumer) then claims the Home Bases
        out.append(Change(master.id, ChangeKind.KILL, f"{master.name} is consumed by {ch.name}", RULE_CONSUME_MASTER,
                          value=ch.id))
        return out
    killer_id = next((k for d, k in getattr(facts, "deaths", []) if d == master.id), None)
    killer = war.characters.get(killer_id) if killer_id else None
    if killer is None or (killer.team is not None and killer.team == master.team):
        out += claim_home_bases(master, ch, war, how="consumed")
    return out


def consume_cost_actions(order: Mapping[str, Any], war: "War") -> tuple[str, ...]:
    """The actions a consume order costs: "Full Turn" for a civilian (000:L551); for a Master, none or Full
    Turn by interpretation consume-master-cost (000:L554)."""
    if order.get("target", "civilian") == "civilian":
        return ("full-turn",)
    return ("full-turn",) if choice(war, CONSUME_MASTER_COST) == "full-turn" else ()


# -- Home Bases --------------------------------------------------------------------------------------
def claim_home_bases(dead: "Character", taker: "Character | None", war: "War", how: str = "killed") -> list[Change]:
    """"If an enemy Master is killed or consumed, all Home Bases that they owned is given to the Master of the
    team that killed or consumed that opponent; if a Masterless Servant killed or consumed that opponent,
    those Home Bases will not alert that Servant of intruders, and they will be given to the first Master
    that contracts that Servant" (000:L455). Home Bases are owned by team (``Location.home_base``)."""
    if dead.kind != "master" or dead.team is None:
        return []
    bases = war.map.home_bases(dead.team)
    if not bases:
        return []
    names = ", ".join(st.place(war, b) for b in bases)
    if taker is None:
        return [st.note(dead.id, f"{dead.name} died with no killer: the GM says who takes the Home Base(s) {names}",
                        RULE_BASES)]
    if taker.team is not None and taker.team == dead.team:
        return []
    master = beneficiary(taker, war)
    if master is not None and master.id != dead.id:
        return [Change(master.id, ChangeKind.HOME_BASE,
                       f"{taker.name} {how} {dead.name}: the Home Base {st.place(war, b)} goes "
                       f"to {master.name}", RULE_BASES, value=(b, master.team)) for b in bases]
    pending = st.state(war, st.PENDING_BASES, {})
    pending[taker.id] = sorted(set(pending.get(taker.id, [])) | set(bases))
    return ([Change(taker.id, ChangeKind.HOME_BASE,
                    f"the Masterless Servant {taker.name} {how} {dead.name}: the Home Base "
                    f"{st.place(war, b)} alerts no one until a Master contracts {taker.name}", RULE_BASES, value=(b, None))
             for b in bases]
            + [st.set_state(st.PENDING_BASES, pending, f"{names} wait for the first Master that contracts {taker.name}",
                            RULE_BASES)])


def pending_bases_changes(servant: "Character", master: "Character", war: "War") -> list[Change]:
    """The first Master that contracts a Servant gets the Home Bases that Servant claimed while Masterless."""
    pending = st.state(war, st.PENDING_BASES, {})
    bases = pending.pop(servant.id, [])
    if not bases:
        return []
    return ([Change(master.id, ChangeKind.HOME_BASE, f"{master.name} contracts {servant.name}: the Home Base "
                    f"{st.place(war, b)} goes to {master.name}", RULE_BASES, value=(b, master.team)) for b in bases]
            + [st.set_state(st.PENDING_BASES, pending or None, f"{servant.name}'s pending Home Bases are claimed",
                            RULE_BASES)])


# -- deaths ---------------------------------------------------------------------------------------------
def after_death_changes(dead: "Character", killer: "Character | None", war: "War") -> list[Change]:
    """Everything a death sets off in the economy, in this order:

    - items vanish ("If a character is killed or consumed, every item they were holding will disappear",
      000:L619);
    - a dead Master's CP disappears (000:L530), their Home Bases are claimed (000:L455), their Servants
      become Masterless (000:L358), and a surviving Servant may choose to be contracted by the killer's
      team Master when the dead Master was qualified (a decision the Servant answers, 000:L369);
    - a mark's death ends the hunt (000:L559);
    - a caster's Reality Marble and upkeep Bounded Fields end (000:L628).
    """
    out = [st.item_remove(dead, str(item.get("name")), f"{item.get('name')} disappears with {dead.name}",
                          "ap-sp 000:L619") for item in dead.items]
    if dead.kind == "master":
        cp = st.cp_of(dead)
        if cp:
            out.append(st.cp_change(dead, -cp, f"{dead.name} died: their CP disappears ({fmt(cp)} − {fmt(cp)} = 0)",
                                    "ap-sp 000:L530"))
        out += claim_home_bases(dead, killer, war)
        out += masterless_changes(dead, war)
        out += transfer_decisions(dead, killer, war)
    out += hunt_kill_changes(dead, killer, war)
    out += fields_after_death(dead, war)
    return out


def masterless_changes(master: "Character", war: "War", why: str = "died") -> list[Change]:
    """Each Servant contracted with ``master`` is freed: it "will be unable to regenerate, and they will lose
    40% of their maximum Mana each Night" (000:L358)."""
    out = []
    for servant in war.servants_of(master.id):
        if not servant.alive:
            continue
        out.append(Change(servant.id, ChangeKind.MASTER,
                          f"{master.name} {why}: {servant.name} is Masterless — cannot "
                          "regenerate and loses 40% of maximum Mana each Night", RULE_MASTERLESS, value=None))
    return out


def transfer_decisions(dead: "Character", killer: "Character | None", war: "War") -> list[Change]:
    """"When a qualified enemy Master is killed, any surviving Servant who was contracted with that opponent can
    immediately be contracted by the Master of the team that killed that opponent if that Servant so
    chooses" (000:L369): one decision per Servant (answered by the Servant; the GM answers ``accept`` when the
    Servant "is unable to protect their dead Master")."""
    if st.is_disqualified(dead) or killer is None or (killer.team is not None and killer.team == dead.team):
        return []
    master = beneficiary(killer, war)
    if master is None or not master.alive or st.is_disqualified(master) or master.id == dead.id:
        return []
    out = []
    for servant in war.servants_of(dead.id):
        if not servant.alive:
            continue
        accept = ([Change(servant.id, ChangeKind.MASTER, f"{servant.name} lets {master.name} take over the contract",
                          RULE_TRANSFER, value=master.id),
                   Change(servant.id, ChangeKind.TEAM, f"{servant.name} joins {master.name}'s team", RULE_TRANSFER,
                          value=master.team)]
                  + pending_bases_changes(servant, master, war) + multiple_servants_note(master, war, extra=1))
        out.append(st.decision(servant.id, f"t{st.night(war)}.contract-transfer.{servant.id}",
                               f"{master.name}'s team killed {dead.name}: is {servant.name} contracted by {master.name}? "
                               "(the Servant chooses; a Servant unable to protect their dead Master cannot refuse)",
                               {"accept": accept, "refuse": []}, asks=servant.id, rule=RULE_TRANSFER))
    return out


# -- disqualification and contracts --------------------------------------------------------------------
def original_servant(master: "Character", war: "War") -> "Character | None":
    """The Servant a disqualified Master may re-contract (000:L355, L374): ``flags.original_servant`` on the
    Master, else a Servant whose ``flags.original_master`` or ``flags.former_master`` (set when the
    disqualification broke the contract) names them."""
    sid = master.flags.get(st.ORIGINAL_SERVANT)
    if sid in war.characters:
        return war.characters[sid]
    for key in (st.ORIGINAL_MASTER, st.FORMER_MASTER):
        for ch in war.characters.values():
            if ch.kind == "servant" and ch.flags.get(key) == master.id:
                return ch
    return None


def multiple_servants_note(master: "Character", war: "War", extra: int = 0) -> list[Change]:
    """A note when a Master holds more than one contract (000:L361-363): two, no regeneration for the
    Master; three or more, no one on the team regenerates and Mana Lost = 10 * (N - 2) each Initial Phase."""
    count = len(st.contracted_servants(master, war)) + extra
    if count < 2:
        return []
    if count == 2:
        text = f"{master.name} now holds 2 contracts: {master.name} cannot regenerate"
    else:
        text = (f"{master.name} now holds {count} contracts: no team member regenerates and {master.name} loses "
                f"Mana Lost = 10 × ({count} − 2) = {10 * (count - 2)} each Initial Phase")
    return [st.note(master.id, text, "ap-sp 000:L361-363")]


def contract_problem(master: "Character", servant: "Character", war: "War") -> str | None:
    """Why ``master`` and ``servant`` cannot form a contract now, or None (000:L355, L358)."""
    if servant.kind != "servant" or not servant.alive:
        return f"{servant.name} is not a living Servant"
    if master.kind != "master" or not master.alive or st.is_sheltered(master):
        return f"{master.name} is not a Master in the War"
    if servant.master is not None:
        return f"{servant.name} is contracted with {st.name(war, servant.master)}; only a Masterless Servant contracts"
    if st.is_disqualified(master):
        first = original_servant(master, war)
        if first is None or first.id != servant.id:
            return (f"{master.name} is disqualified: they can re-establish the contract with their original Servant "
                    "only and cannot establish new contracts (000:L355)")
    return None


def contract_changes(master: "Character", servant: "Character", war: "War") -> list[Change]:
    """The contract itself: the Servant's Master and team, Home Bases pending on the Servant (000:L455), and
    what a re-contract of a disqualified Master means (no new Command Spells; no normal regeneration while
    the Servant is not in Spirit Form, 000:L355)."""
    out = [Change(servant.id, ChangeKind.MASTER, f"{servant.name} is contracted with {master.name}", RULE_MASTERLESS,
                  value=master.id),
           Change(servant.id, ChangeKind.TEAM, f"{servant.name} joins {master.name}'s team", RULE_MASTERLESS,
                  value=master.team)]
    if st.is_disqualified(master):
        out.append(st.flag(master, st.RECONTRACTED, servant.id, f"{master.name} re-establishes the contract with their "
                           f"original Servant {servant.name}: no new Command Spells; {master.name} cannot regenerate "
                           f"normally while {servant.name} is not in Spirit Form", RULE_CONTRACT))
    return out + pending_bases_changes(servant, master, war) + multiple_servants_note(master, war, extra=1)


def contract(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """``{"action": "contract", "servant": S}`` by a Master or ``{"action": "contract", "master": M}`` by a
    Masterless Servant (000:L355, L358). The other side agrees through its own matching order (the Master's
    order then forms the contract), else through a decision it answers."""
    order = dict(order)
    master: Character | None
    servant: Character | None
    if ch.kind == "master":
        master, servant = ch, war.characters.get(order.get("servant", ""))
    else:
        master, servant = war.characters.get(order.get("master", "")), ch
    if master is None or servant is None:
        raise IllegalOrderError(order, "a contract names a 'servant' (by a Master) or a 'master' (by a Servant)",
                                rule=RULE_MASTERLESS)
    if servant.master == master.id:
        return [st.note(ch.id, f"{servant.name} is already contracted with {master.name}", RULE_MASTERLESS)]
    problem = contract_problem(master, servant, war)
    if problem:
        raise IllegalOrderError(order, problem, rule=RULE_CONTRACT)
    other = servant if ch.id == master.id else master
    agreed = any(o.get("actor") == other.id and o.get("action") == "contract"
                 and (o.get("master") == master.id or o.get("servant") == servant.id) for o in war.orders)
    if agreed and ch.id == servant.id:
        return [st.note(ch.id, f"{servant.name} agrees; {master.name}'s own order forms the contract", RULE_MASTERLESS)]
    changes = contract_changes(master, servant, war)
    if agreed:
        return changes
    return [st.decision(other.id, f"t{st.night(war)}.contract.{servant.id}.{master.id}",
                        f"{ch.name} offers a contract between {master.name} and {servant.name}: does {other.name} agree?",
                        {"yes": changes, "no": []}, asks=other.id, rule=RULE_MASTERLESS)]


def release(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """``{"action": "release", "servant": S}``: a Master breaks a contract at whim; the Servant is Masterless
    (000:L358)."""
    order = dict(order)
    servant = war.characters.get(order.get("servant", ""))
    if ch.kind != "master" or servant is None or servant.master != ch.id:
        raise IllegalOrderError(order, "a Master releases a Servant contracted with them", rule=RULE_MASTERLESS)
    return [Change(servant.id, ChangeKind.MASTER,
                   f"{ch.name} breaks the contract with {servant.name}: {servant.name} is "
                   "Masterless — cannot regenerate and loses 40% of maximum Mana each Night", RULE_MASTERLESS,
                   value=None)]


# -- the end of the War ------------------------------------------------------------------------------------
def in_play(war: "War") -> tuple[list["Character"], list["Character"]]:
    """(living Masters not in the IGM's shelter, living Servants)."""
    # (st.is_sheltered read inline: asked twice at the end of every Turn, for every Master)
    masters = [c for c in war.characters.values() if c.kind == "master" and c.alive
               and c.flags.get(st.SHELTERED) in (None, False)]
    servants = [c for c in war.characters.values() if c.kind == "servant" and c.alive]
    return masters, servants


def winning_master(war: "War") -> "Character | None":
    """The Master of the one remaining team of one Master and exactly one Servant (000:L25), or None."""
    return _winner(war, *in_play(war))


def _winner(war: "War", masters: list["Character"], servants: list["Character"]) -> "Character | None":
    """:func:`winning_master`, from ``in_play(war)`` already worked out."""
    if len(servants) != 1 or servants[0].master is None:
        return None
    master = war.characters.get(servants[0].master)
    if master is None or master not in masters:
        return None
    return master


def war_result(war: "War") -> str | None:
    """"The War ends the moment only one team comprising one Master and exactly one Servant remains and the
    formation of other teams is impossible" (000:L25). Only Servants make teams: with one Servant left,
    contracted with a living Master, no other team can form (war-end-lone-masters=ends). With no Servant left,
    no team can ever form: the War is over with no winner (GAP, reported for the GM)."""
    masters, servants = in_play(war)
    if not servants:
        return "No Servant remains: no team of one Master and one Servant can form; the GM ends the War (000:L25)"
    winner = _winner(war, masters, servants)
    if winner is None:
        return None
    others = [m for m in masters if m.id != winner.id]
    if others and choice(war, WAR_END_LONE_MASTERS) == "gm":
        return None
    tail = (f"; {', '.join(m.name for m in others)} remain without a Servant ({describe(war, WAR_END_LONE_MASTERS)})"
            if others else "")
    return (f"The War ends: only {winner.name} and {servants[0].name} remain as a team of one Master and exactly one "
            f"Servant, and no other team can form{tail} (000:L25)")


@dataclass(frozen=True)
class Ending:
    key: str
    name: str
    who: str
    condition: str
    rule: str


ENDING_TYPES: tuple[Ending, ...] = (
    Ending("best", "Best End", "winner",
           "The best possible resolution to the War. In order to get a Best End, that character must win the Holy "
           "Grail War and get either a Good End or Normal End; if the winning Master got a Normal End, they must "
           "also successfully solve the closing puzzle.", "ap-sp 000:L692"),
    Ending("good", "Good End", "winner",
           "The best possible resolution for that character. Only a winning Master can get a Good End.", "ap-sp 000:L694"),
    Ending("normal", "Normal End", "winner",
           "An ordinary resolution for that character. Only a winning Master can get a Normal End.", "ap-sp 000:L696"),
    Ending("bad", "Bad End", "winner",
           "The worst possible resolution for that character. Only a winning Master can get a Bad End.", "ap-sp 000:L698"),
    Ending("shared-good", "Shared Good End", "survivor",
           "A good resolution for that character that is indirectly fulfilled by the Good End of a different "
           "character. Only a surviving Master who has lost can get a Shared Good End.", "ap-sp 000:L700"),
    Ending("shared-normal", "Shared Normal End", "survivor",
           "No resolution at all for that character. Only a surviving Master who has lost and got neither a Shared "
           "Good End nor Shared Bad End can get a Shared Normal End.", "ap-sp 000:L702"),
    Ending("shared-bad", "Shared Bad End", "survivor",
           "A bad resolution for that character that is indirectly fulfilled by the actions of a different "
           "character. Only a surviving Master who has lost can get a Shared Bad End.", "ap-sp 000:L704"),
    Ending("dead", "Dead End", "dead", "That character died. ... Anyway, they're dead. No ending for them.",
           "ap-sp 000:L706"),
)
"""000:L690-706. "Only Masters have endings. The conditions needed for a character to fulfill their ending is
listed in their individual profile" (000:L687): the GM assigns them."""


def possible_endings(war: "War") -> dict[str, list[str]]:
    """For each Master, the endings open to them (000:L687-706): Dead End when dead; the winning Master's
    Best/Good/Normal/Bad; every other surviving Master (the sheltered included) Shared Good/Normal/Bad."""
    winner = winning_master(war)
    out: dict[str, list[str]] = {}
    for ch in war.characters.values():
        if ch.kind != "master":
            continue
        who = "dead" if not ch.alive else "winner" if winner is not None and ch.id == winner.id else "survivor"
        out[ch.id] = [e.name for e in ENDING_TYPES if e.who == who]
    return out


def ending_changes(war: "War") -> list[Change]:
    """At the end of the War: Dead End recorded for the dead; for every other Master a decision the GM answers
    among the endings open to them (their profile holds the conditions, 000:L687)."""
    out = []
    for cid, names in possible_endings(war).items():
        ch = war.characters[cid]
        rules = ", ".join(e.rule.split()[-1] for e in ENDING_TYPES if e.name in names)
        if names == ["Dead End"]:
            out.append(st.flag(ch, st.ENDING, "Dead End", f"{ch.name} died: Dead End", "ap-sp 000:L706"))
            continue
        out.append(st.decision(cid, f"ending.{cid}", f"Which ending does {ch.name} get? ({', '.join(names)}; the "
                               "conditions are in their profile)",
                               {name: [st.flag(ch, st.ENDING, name, f"{ch.name} gets the {name}", f"ap-sp 000:{rules}")]
                                for name in names}, asks="gm", rule="ap-sp 000:L687"))
    return out


def war_end_changes(war: "War") -> list[Change]:
    """At the end of the Turn in which the War ends (000:L25), what the GM needs for the endings (000:L687-706),
    without holding up the Turn: Dead End recorded for every dead Master ("That character died ... No ending for
    them", 000:L706), and for every other Master a note listing the endings open to them (the conditions are in
    their profile, 000:L687; the GM records the one they get in ``flags.ending``, or asks with
    :func:`ending_changes`).

    Nothing when the War had already ended (``War.extra["result"]``), when an ending is already recorded, or when
    the winning Master is about to be disqualified at this end of the Turn (no Command Spells left, 000:L355),
    which breaks the winning contract."""
    if war.extra.get("result"):
        return []
    for c in war.characters.values():  # (a plain loop, not ``any`` over a generator: asked at the end of every Turn)
        if c.kind == "master" and c.flags.get(st.ENDING):
            return []
    result = war_result(war)
    if not result:
        return []
    winner = winning_master(war)
    if winner is not None and winner.command_spells is not None and winner.command_spells <= 0 \
            and not winner.flags.get(st.DISQUALIFIED):  # the flag this end of the Turn writes
        return []
    out = [st.note("war", f"{result}: the endings are recorded for the GM", RULE_END, result=result)]
    for cid, names in possible_endings(war).items():
        ch = war.characters[cid]
        if names == ["Dead End"]:
            out.append(st.flag(ch, st.ENDING, "Dead End", f"{ch.name} died: Dead End (no ending for them)",
                               "ap-sp 000:L706"))
            continue
        role = "the winning Master" if winner is not None and cid == winner.id else "a surviving Master who has lost"
        rules = ", ".join(e.rule.split()[-1] for e in ENDING_TYPES if e.name in names)
        out.append(st.note(cid, f"{ch.name} is {role}: the endings open to them are {', '.join(names)}; the conditions "
                           "are in their profile, the GM records the one they get", f"ap-sp 000:L687, {rules}",
                           endings=list(names)))
    return out
