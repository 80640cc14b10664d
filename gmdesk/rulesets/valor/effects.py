"""Valor's turn bookkeeping: regeneration, the Masterless decline, automatic absorption, valor
points, deaths and the end of the war.

Regeneration (001:L23): at the beginning of every turn, by the sheet's bracketed values (001:L117,
L119), 'only … after turns in which the servants have neither been involved in a fight nor have lost
health due to a hostile magical effect' (interpretation regen-block); no Mana 'if they are separated
from their master'; +50 % in Spirit Form (001:L25); Mana regeneration of shared Servants 75/50/37,5 %
and the Master's own −25 % of its total per Servant beyond the first (001:L47).
Masterless (001:L27): from the turn after the Master's death, −40 % of maximum Mana every night and no
regeneration; Archer only after 3 more turns (interpretation masterless-count).
Valor (001:L11-13): one point per team and turn spent in a fight, 0,5 if the team flees after a round of
combat, none if it flees during the skirmish; familiars earn none (interpretation valor-holder).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmdesk.messages import Listing, Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, TurnFacts
from gmdesk.rulesets.costwords import POOL_NAMES
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.valor.effective import MASTER_REGEN_LOSS, SHARED_MANA_REGEN, shared_count
from gmdesk.rulesets.valor import budget

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.valor.ruleset import ValorRuleset

RULE_REGEN = "valor 001:L23"
RULE_SPIRIT = "valor 001:L25"
RULE_MASTERLESS = "valor 001:L27"
RULE_SHARED = "valor 001:L47"
RULE_VALOR = "valor 001:L11-13"
RULE_ABSORB = "valor 001:L33"
RULE_DEATH = "valor 001:L21, L37"
RULE_END = "valor 001:L3"

SPIRIT_REGEN = 1.5
"""'While in this form, the servant's regeneration is increased by 50%' (001:L25)."""

MASTERLESS_LOSS = 0.40
"""'the servant loses 40% of its maximum mana every night' (001:L27)."""

ARCHER_GRACE = 3
"""Archer has '3 more turns which they can spend without a master' (001:L27)."""

ABSORB_SHARE = 0.30
"""'health and mana equal to 30% of the absorbed servant's maximum health and mana' (001:L33)."""


# -- masterless ----------------------------------------------------------------------------------
def masterless_turns(ch: "Character", war: "War") -> int | None:
    """Turns since ``ch``'s Master died (None: it has a living Master, or it is no Servant)."""
    if not ch.is_servant():
        return None
    master = war.characters.get(ch.master or "")
    if master is not None and master.alive:
        return None
    since = ch.flags.get(Flag.VALOR_MASTERLESS_SINCE)
    return war.turn - int(since) if isinstance(since, int) else war.turn


def declining(ch: "Character", war: "War") -> tuple[bool, str]:
    """Whether the Masterless loss and the loss of regeneration apply to ``ch`` now (001:L27)."""
    turns = masterless_turns(ch, war)
    if turns is None:
        return False, ""
    grace = ARCHER_GRACE if ch.class_name == "Archer" else 0
    if turns <= grace:
        return False, f"Archer: turn {turns} of {ARCHER_GRACE} without a Master thanks to Independent Action ({RULE_MASTERLESS})"
    return turns >= 1, f"without a Master for {turns} turn(s)" + (f", after Archer's {ARCHER_GRACE}" if grace else "")


def masterless_loss(ch: "Character", war: "War") -> list[Change]:
    on, why = declining(ch, war)
    if not on or ch.mana_max is None:
        return []
    loss = round(ch.mana_max * MASTERLESS_LOSS, 6)
    return [Change(ch.id, ChangeKind.MANA, f"{ch.name} loses 40 % of its maximum Mana: {fmt(ch.mana_max)} × 0.4 = "
                   f"{fmt(loss)} ({why})", RULE_MASTERLESS, amount=-loss, kind=EventKind.MASTERLESS)]


# -- regeneration --------------------------------------------------------------------------------
def blocked(ruleset: "ValorRuleset", ch: "Character", war: "War") -> str | None:
    """Why a Servant does not regenerate this turn: last turn in a fight, or hit (regen-block)."""
    last = war.turn - 1
    if ruleset.choice(war, "regen-block") == "battle" and ch.flags.get(Flag.LAST_BATTLE_TURN) == last:
        return Message("it was involved in a fight last turn (regen-block=battle)")
    if ruleset.choice(war, "hostile-magic") == "hit":
        if ch.flags.get(Flag.LAST_HIT_TURN) == last:
            return Message("it lost health to a hostile effect last turn (hostile-magic=hit)")
        if ruleset.choice(war, "regen-block") == "hit" and ch.flags.get(Flag.LAST_ATTACK_TURN) == last:
            return Message("it attacked last turn, a fight (regen-block=hit)")
        return None
    if ch.flags.get(Flag.LAST_HIT_TURN) == last or ch.flags.get(Flag.LAST_ATTACK_TURN) == last:
        return Message("it attacked or was hit last turn (hostile-magic=attacked-or-hit)")
    return None


def _full(ch: "Character", pool: str) -> bool:
    """A pool at its maximum gains nothing and is not reported."""
    top = getattr(ch, f"{pool}_max")
    return top is not None and (getattr(ch, pool) or 0.0) >= top


def _regen(ch: "Character", pool: str, amount: float, explain: str) -> Change:
    what = ChangeKind.HEALTH if pool == "health" else ChangeKind.MANA
    return Change(ch.id, what, explain, RULE_REGEN, amount=round(amount, 6), kind=EventKind.REGENERATION)


def _regenerates(ch: "Character", pool: str, regen: float, factors: str, amount: float) -> Message:
    """``Rin regenerates Mana 10 (sheet) × 0.5 (…) = 5``: the sheet's rate, the factors that apply, the amount."""
    return Message("{name} regenerates {pool} {regen} (sheet){factors} = {amount}", name=ch.name,
                   pool=POOL_NAMES.get(pool.lower(), pool), regen=fmt(regen), factors=factors,
                   amount=fmt(round(amount, 6)))


def servant_regen(ruleset: "ValorRuleset", ch: "Character", war: "War") -> list[Change]:
    out: list[Change] = []
    on, why = declining(ch, war)
    if on:
        return [Change(ch.id, ChangeKind.NOTE, Message("{name} does not regenerate: {why} ({rule})", name=ch.name,
                                                       why=why, rule=RULE_MASTERLESS),
                       RULE_MASTERLESS, kind=EventKind.REGENERATION)] if (ch.health_regen or ch.mana_regen) else []
    stop = blocked(ruleset, ch, war)
    if stop and ((ch.health_regen and not _full(ch, "health")) or (ch.mana_regen and not _full(ch, "mana"))):
        return [Change(ch.id, ChangeKind.NOTE, Message("{name} does not regenerate: {why} ({rule})", name=ch.name,
                                                       why=stop, rule=RULE_REGEN), RULE_REGEN,
                       kind=EventKind.REGENERATION)]
    spirit = SPIRIT_REGEN if ch.spirit_form else 1.0
    spirit_text = (Message(" × {factor} (Spirit Form, {rule})", factor=fmt(SPIRIT_REGEN), rule=RULE_SPIRIT)
                   if ch.spirit_form else "")
    if ch.health_regen and ch.health is not None and not _full(ch, "health"):
        amount = ch.health_regen * spirit
        out.append(_regen(ch, "health", amount, _regenerates(ch, "Health", ch.health_regen, spirit_text, amount)))
    if ch.mana_regen and ch.mana is not None and not _full(ch, "mana"):
        master = war.characters.get(ch.master or "")
        if master is not None and master.alive and master.location != ch.location:
            out.append(Change(ch.id, ChangeKind.NOTE, Message("{name} regenerates no Mana: separated from its Master "
                                                              "({rule})", name=ch.name, rule=RULE_REGEN),
                              RULE_REGEN, kind=EventKind.REGENERATION))
        else:
            n = shared_count(ch, war)
            share = SHARED_MANA_REGEN[n]
            amount = ch.mana_regen * share * spirit
            shared_text = (Message(" × {share} ({count} Servants share a Master, {rule})", share=fmt(share), count=n,
                                   rule=RULE_SHARED) if n > 1 else "")
            factors = Listing([shared_text, spirit_text], "") if shared_text and spirit_text else shared_text or spirit_text
            out.append(_regen(ch, "mana", amount, _regenerates(ch, "Mana", ch.mana_regen, factors, amount)))
    return out


def master_regen(ch: "Character", war: "War") -> list[Change]:
    out: list[Change] = []
    if ch.health_regen and ch.health is not None and not _full(ch, "health"):
        out.append(_regen(ch, "health", ch.health_regen, Message("{name} regenerates Health {regen} (sheet)",
                                                                 name=ch.name, regen=fmt(ch.health_regen))))
    if ch.mana_regen and ch.mana is not None and not _full(ch, "mana"):
        servants = len([s for s in war.servants_of(ch.id) if s.alive])
        extra = max(0, servants - 1)
        amount = max(0.0, ch.mana_regen * (1 - MASTER_REGEN_LOSS * extra))
        text = (Message(" × (1 − 0.25 × {extra}) ({count} Servants, {rule})", extra=extra, count=servants,
                        rule=RULE_SHARED) if extra else "")
        out.append(_regen(ch, "mana", amount, _regenerates(ch, "Mana", ch.mana_regen, text, amount)))
    return out


def start_of_turn(ruleset: "ValorRuleset", war: "War") -> list[Change]:
    """Regeneration, then the Masterless loss (interpretation masterless-count=turn-start)."""
    out: list[Change] = []
    for ch in sorted(war.alive(), key=lambda c: c.id):
        if ch.is_servant():
            out += servant_regen(ruleset, ch, war)
            if ruleset.choice(war, "masterless-count") == "turn-start":
                out += masterless_loss(ch, war)
        elif ch.is_master():
            out += master_regen(ch, war)
    return out


# -- absorption ----------------------------------------------------------------------------------
def absorb_changes(absorber: "Character", dead: "Character", why: str, turn: int) -> list[Change]:
    """30 % of the dead Servant's maximum Health and Mana (001:L33)."""
    out = [Change(absorber.id, ChangeKind.NOTE, f"{absorber.name} absorbs {dead.name} ({why})", RULE_ABSORB,
                  value={"absorbed": dead.id}, kind=EventKind.ABSORB)]
    for pool in ("health", "mana"):
        top = getattr(dead, f"{pool}_max")
        if top is None or getattr(absorber, pool) is None:
            continue
        gain = round(top * ABSORB_SHARE, 6)
        out.append(Change(absorber.id, ChangeKind.HEALTH if pool == "health" else ChangeKind.MANA,
                          f"{absorber.name} gains {pool.title()} {fmt(top)} × 0.3 = {fmt(gain)} from {dead.name}",
                          RULE_ABSORB, amount=gain, kind=EventKind.ABSORB))
    out.append(Change(dead.id, ChangeKind.FLAG, f"{dead.name} has been absorbed", RULE_ABSORB,
                      value=(Flag.VALOR_DRAINED, turn)))
    return out


def automatic_absorption(war: "War", facts: TurnFacts) -> list[Change]:
    """'a servant who deals the killing blow to another one will automatically absorb it after the
    combat phase' unless its player said otherwise (order forfeit-absorb) (001:L33)."""
    out: list[Change] = []
    for dead_id, killer_id in facts.deaths:
        dead, killer = war.characters.get(dead_id), war.characters.get(killer_id or "")
        if dead is None or killer is None or not dead.is_servant() or not killer.is_servant() or not killer.alive:
            continue
        if any(o.get("actor") == killer.id and o.get("action") == "forfeit-absorb" for o in war.orders):
            continue
        if dead.flags.get(Flag.VALOR_DRAINED) is not None or killer.location != dead.location:
            continue
        out += absorb_changes(killer, dead, "the killing blow absorbs automatically after the combat phase",
                              war.turn)
    return out


# -- end of turn ---------------------------------------------------------------------------------
def fought(war: "War", facts: TurnFacts, blows_only: bool = False) -> set[str]:
    """Everyone who spent this turn in a fight (skirmishes included, 001:L11); with ``blows_only``
    (interpretation valor-fight=blows) only who attacked or was attacked."""
    out = set(facts.attackers) | set(facts.attacked)
    if not blows_only:
        out |= set(facts.in_battle)
        for battle in war.battles:
            out |= set(battle.participants)
    return {c for c in out if c in war.characters}


def valor_points(ruleset: "ValorRuleset", war: "War", facts: TurnFacts) -> list[Change]:
    """One point per team and turn in a fight; 0,5 when it flees after a round of combat; none when
    it flees during the skirmish; never more than 1 a turn; familiars earn none (001:L11-13)."""
    teams: dict[str, list["Character"]] = {}
    for cid in sorted(fought(war, facts, ruleset.choice(war, "valor-fight") == "blows")):
        ch = war.characters[cid]
        if ch.team is None or ch.kind == "familiar":
            continue
        teams.setdefault(ch.team, []).append(ch)
    out = pass_on(ruleset, war)
    for team, members in sorted(teams.items()):
        fleeing = [m for m in members if budget.flees(war, m.id)]
        if fleeing and not any(had_fought(m, war) for m in fleeing):
            amount, why = 0.0, Message("fled during the skirmish or before a true fight: no valor point (001:L13)")
        elif fleeing:
            amount, why = 0.5, Message("fled at the end of a round of combat: 0.5 valor points (001:L13)")
        else:
            amount, why = 1.0, Message("spent this turn in a fight: 1 valor point (001:L11)")
        name = next((t.name for t in war.teams if t.id == team), team)
        for holder in holders(ruleset, war, team):
            out.append(Change.point(holder.id, "valor", Message("team {team} {why}", team=name, why=why), RULE_VALOR,
                                    amount=amount,
                                    kind=EventKind.VALOR))
    return out


def pass_on(ruleset: "ValorRuleset", war: "War") -> list[Change]:
    """A team's valor points outlive the member who kept them: under valor-holder=master, the points of a
    dead Master (or Servant) pass to the team's next holder, its living Master, else its first living
    Servant (001:L11-13: the points are the team's, 'they gain a valor point')."""
    if ruleset.choice(war, "valor-holder") == "each":
        return []
    out: list[Change] = []
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        points = float(ch.points.get("valor", 0.0))
        if ch.alive or ch.team is None or points <= 0:
            continue
        heirs = holders(ruleset, war, ch.team)
        if not heirs:
            continue
        team = next((t.name for t in war.teams if t.id == ch.team), ch.team)
        why = Message("team {team}'s {points} valor points pass from {dead} to {heir} (interpretation "
                      "valor-holder=master: the team's living Master keeps them, else its first living Servant)",
                      team=team, points=fmt(points), dead=ch.name, heir=heirs[0].name)
        out += [Change.point(ch.id, "valor", why, RULE_VALOR, value=0.0, kind=EventKind.VALOR),
                Change.point(heirs[0].id, "valor", why, RULE_VALOR, amount=points, kind=EventKind.VALOR)]
    return out


def had_fought(ch: "Character", war: "War") -> bool:
    """Whether ``ch`` was past its skirmish: it skirmished, or fought last turn already."""
    return ch.flags.get(Flag.VALOR_SKIRMISHED) is not None or ch.flags.get(Flag.LAST_BATTLE_TURN) == war.turn - 1


def holders(ruleset: "ValorRuleset", war: "War", team: str) -> list["Character"]:
    """Who keeps a team's valor points (interpretation valor-holder)."""
    members = [c for c in war.characters.values() if c.team == team and c.alive and c.kind in ("master", "servant")]
    if ruleset.choice(war, "valor-holder") == "each":
        return members
    masters = [c for c in members if c.is_master()]
    return (masters or members)[:1]


def skirmish_marks(war: "War", facts: TurnFacts) -> list[Change]:
    """Who has skirmished: everyone still in a battle keeps the turn it first fought (001:L75-77)."""
    out: list[Change] = []
    in_battle = {c for b in war.battles for c in b.participants}
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        mark = ch.flags.get(Flag.VALOR_SKIRMISHED)
        if ch.id in in_battle and mark is None:
            place = war.map.locations.get(ch.location or "")
            said = Message("{name}'s battle at {place} is past its skirmish", name=ch.name,
                           place=place.name if place is not None else ch.location)  # Masters never skirmish (L85)
            out.append(Change(ch.id, ChangeKind.FLAG, said,
                              "valor 001:L75-77",
                              value=(Flag.VALOR_SKIRMISHED, war.turn)))
        elif ch.id not in in_battle and mark is not None:
            out.append(Change(ch.id, ChangeKind.FLAG, Message("{name} is no longer in a battle", name=ch.name),
                              "valor 001:L75-77",
                              value=(Flag.VALOR_SKIRMISHED, None)))
    return out


def end_of_turn(ruleset: "ValorRuleset", war: "War", facts: TurnFacts) -> list[Change]:
    out = valor_points(ruleset, war, facts)
    if ruleset.choice(war, "masterless-count") == "end-of-turn":
        for ch in sorted(war.alive(), key=lambda c: c.id):
            out += masterless_loss(ch, war)
    drawn = [Change(c.id, ChangeKind.FLAG, f"{c.name}'s drawn skirmish target is spent", "valor 001:L79",
                    value=(Flag.VALOR_SKIRMISH_TARGET, None))
             for c in sorted(war.characters.values(), key=lambda c: c.id) if Flag.VALOR_SKIRMISH_TARGET in c.flags]
    drawn += [Change(c.id, ChangeKind.FLAG, f"{c.name}'s ambush of this turn is over", "valor 001:L87",
                     value=(Flag.VALOR_AMBUSH, None))
              for c in sorted(war.characters.values(), key=lambda c: c.id) if Flag.VALOR_AMBUSH in c.flags]
    retired = [Change(c.id, ChangeKind.LEAVE_BATTLE, Message("{name} has retired from the war and leaves the fight",
                                                             name=c.name), "valor 001:L41", kind=EventKind.LEAVE_BATTLE)
               for c in sorted(war.characters.values(), key=lambda c: c.id)
               if c.flags.get(Flag.RESIGNED) is not None and c.team is None and war.battle_of(c.id) is not None]
    return out + retired + vanish_with_the_dead(war, facts) + skirmish_marks(war, facts) + whereabouts(war) + drawn


def vanish_with_the_dead(war: "War", facts: TurnFacts) -> list[Change]:
    """'Any familiars summoned or applied effects caused by the dying servant [master] disappear at the end
    of the turn in which it dies' (001:L21, L37): familiars whose summoner (``master``) died this turn, and
    every status whose ``source`` is a character that died this turn."""
    out: list[Change] = []
    dead = {cid for cid, _ in facts.deaths}
    for cid in sorted(dead):
        who = war.characters.get(cid)
        rule = "valor 001:L37" if who is not None and who.is_master() else "valor 001:L21"
        name = who.name if who is not None else cid
        for ch in sorted(war.characters.values(), key=lambda c: c.id):
            if ch.kind == "familiar" and ch.alive and ch.master == cid:
                out.append(Change(ch.id, ChangeKind.KILL, f"{ch.name}, summoned by {name} who died this turn, "
                                  "disappears at the end of the turn", rule, kind=EventKind.DEATH))
            for effect in ch.statuses:
                if effect.get("source") == cid and ch.id not in dead:
                    label = effect.get("name") or effect.get("effect") or effect.get("id")
                    out.append(Change(ch.id, ChangeKind.EFFECT_REMOVE, f"{ch.name}'s effect {label}, caused by {name} "
                                      "who died this turn, disappears at the end of the turn", rule,
                                      value=effect.get("id") or effect.get("name"), kind=EventKind.EFFECT))
    return out


def whereabouts(war: "War") -> list[Change]:
    """Where each living character ends the turn, and since when (for 001:L81's 'at least 1 turn').

    A character with no place noted yet (a war's first turn, or a war written before these notes) did not
    necessarily come this turn: its note says its time there is counted from this turn on, not that it came."""
    out: list[Change] = []
    places = war.map.locations
    for ch in sorted(war.alive(), key=lambda c: c.id):
        noted = ch.flags.get(Flag.VALOR_AT)
        if ch.location is None or noted == ch.location:
            continue
        place = places[ch.location].name if ch.location in places else ch.location
        out.append(Change(ch.id, ChangeKind.FLAG, Message("{name} is at {place}", name=ch.name, place=place),
                          "valor 001:L81",
                          value=(Flag.VALOR_AT, ch.location)))
        since = (Message("{name} came to {place} this turn", name=ch.name, place=place) if noted is not None else
                 Message("{name}'s time at {place} counts from this turn", name=ch.name, place=place))
        out.append(Change(ch.id, ChangeKind.FLAG, since, "valor 001:L81", value=(Flag.VALOR_HERE_SINCE, war.turn)))
    return out


def death_reason(ch: "Character") -> str | None:
    """Servants die 'when their health or mana reach 0'; Masters 'only … if their health drops to 0'
    (001:L21, L37)."""
    if ch.health is not None and ch.health <= 0:
        return f"Health {fmt(ch.health)} reached 0 ({RULE_DEATH})"
    if ch.is_servant() and ch.mana is not None and ch.mana <= 0:
        return f"Mana {fmt(ch.mana)} reached 0: the magical energy sustaining it is depleted ({RULE_DEATH})"
    return None


def after_death(dead: "Character", war: "War") -> list[Change]:
    """A Master's death starts its Servants' Masterless count (001:L27)."""
    if not dead.is_master():
        return []
    return [Change(s.id, ChangeKind.FLAG, f"{s.name} loses its Master {dead.name}", RULE_MASTERLESS,
                   value=(Flag.VALOR_MASTERLESS_SINCE, war.turn))
            for s in war.servants_of(dead.id) if s.alive]


def war_result(war: "War") -> str | None:
    """'The game ends when only one team remains at the end of any given turn'; with no viable
    combination of master and servant, with no winner (001:L3). A war file that starts with a single
    team (a test setup) never ends this way."""
    teams = {c.team for c in war.characters.values() if c.team is not None and c.kind in ("master", "servant")}
    if len(teams) < 2:
        return None
    viable = sorted({m.team for m in war.characters.values() if m.is_master() and m.alive and m.team is not None
                     and any(s.alive for s in war.servants_of(m.id))})
    if len(viable) > 1:
        return None
    if viable:
        return f"The war ends: only team {viable[0]} remains and is declared the victor ({RULE_END})"
    return f"The war ends: no viable combination of master and servant remains, so there is no winner ({RULE_END})"
