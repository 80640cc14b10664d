"""What each character may do in a valor turn: the skirmish turn and the three combat phases.

The skirmish (001:L75-85): 'When two teams start to fight, their servant will simply attack each
other using regular attacks, and no skills except for command spells can be used'; extra normal
attacks from AGI 'are ignored for the purpose of skirmishing'; 'masters can take no action beside
possibly using command spells'. It is skipped when the teams have been together for a turn
(001:L81), after a full ambush (001:L87) and for two servantless Masters (001:L85). A team that
flees 'will be hit by their opponent's attack, but cannot retaliate' (001:L77, L107); a minor ambush
(001:L87) and a Servant called by "Come to me!" (001:L67) cannot retaliate either.

After it: one support skill (001:L93) and one offensive skill, normal attack or Noble Phantasm
(001:L95), plus one normal attack per '+' in AGI except after a Noble Phantasm (001:L89, L91).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.messages import Message
from gmdesk.rulesets.combat import NO_COST, Budget, Change, Cost, Skill
from gmdesk.rulesets.valor import attacks

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.valor.ruleset import ValorRuleset

RULE_SKIRMISH = "valor 001:L75"
RULE_FLEE = "valor 001:L77, L107"
RULE_AMBUSH = "valor 001:L87"
RULE_TOGETHER = "valor 001:L81"
RULE_CALLED = "valor 001:L67"
RULE_ACTIONS = "valor 001:L89-97"

SPECIAL_COSTS: Mapping[str, tuple[str, ...]] = {
    "civilians": ("support", "offensive"),  # 'This action also takes a full turn' (001:L31)
    "exchange-valor": (),
    "absorb": (),
    "drain": (),
    "forfeit-absorb": (),
    "spirit-form": (),  # a support action in combat (001:L25): see special_cost
    "retire": (),
}


def _orders_of(war: "War", cid: str) -> list[Mapping[str, Any]]:
    return [o for o in war.orders if o.get("actor") == cid]


def flees(war: "War", cid: str) -> bool:
    """Whether ``cid`` has a flee order this turn."""
    return any(o.get("action") == "flee" for o in _orders_of(war, cid))


def order_target(order: Mapping[str, Any]) -> str | None:
    """The character an attack or skill order aims at first."""
    if isinstance(order.get("target"), str):
        return str(order["target"])
    targets = order.get("targets")
    return str(targets[0]) if isinstance(targets, list) and targets and isinstance(targets[0], str) else None


def order_ambush(war: "War", order: Mapping[str, Any]) -> str | None:
    """The ambush an attack order is: the order's ``ambush`` field (the GM's answer given beforehand; "none"
    for none), else the GM's recorded answer this turn (flag valor:ambush on the actor, 001:L87, L109, L111)."""
    kind = order.get("ambush")
    if kind in ("minor", "full"):
        return str(kind)
    if kind is not None:
        return None
    actor = war.characters.get(str(order.get("actor")))
    mark = actor.flags.get(Flag.VALOR_AMBUSH) if actor is not None else None
    if isinstance(mark, dict) and mark.get("kind") in ("minor", "full") and mark.get("target") == order_target(order) \
            and order.get("action") in ("attack", "skill"):
        return str(mark["kind"])
    return None


def own_ambush(war: "War", cid: str) -> str | None:
    """The ambush ``cid`` sets up this turn, if any."""
    return next((k for o in _orders_of(war, cid) if (k := order_ambush(war, o)) is not None), None)


def ambush_of(war: "War", ch: "Character") -> tuple[str, str] | None:
    """(kind, ambusher) of an ambush aimed at ``ch`` or its team this turn."""
    for order in war.orders:
        kind = order_ambush(war, order)
        target = war.characters.get(str(order_target(order)))
        if kind in ("minor", "full") and target is not None and (target.id == ch.id or (
                target.team is not None and target.team == ch.team)) and order.get("actor") != ch.id:
            return str(kind), str(order.get("actor"))
    return None


def ambush_questions(war: "War") -> list[Change]:
    """After movement, each attack that could be an ambush and whose order does not say (001:L87, L109, L111):
    an Assassin opening a fight with a team it met this turn (it or they came here) - the GM, who knows whether
    it went undiscovered, answers none, minor or full; a party that noticed the other first in a Crossing or
    Sighting and followed or stopped attacks it as a minor ambush ('it is handled like a minor ambush by
    Assassin'), an Assassin being asked minor or full."""
    from gmdesk.model.character import hostile

    out: list[Change] = []
    seen: set[tuple[str, str]] = set()
    for order in war.orders:
        if order.get("action") not in ("attack", "skill") or "ambush" in order:
            continue
        actor = war.characters.get(str(order.get("actor")))
        target = war.characters.get(str(order_target(order)))
        if actor is None or target is None or (actor.id, target.id) in seen:
            continue
        seen.add((actor.id, target.id))
        if not (actor.alive and target.alive) or actor.location is None or actor.location != target.location \
                or not hostile(actor, target) or actor.is_master():
            continue
        battle = war.battle_of(actor.id)
        if (battle is not None and battle.turns > 0) or together(actor, war):
            continue
        noticed = actor.flags.get(Flag.NOTICED)
        stalked = isinstance(noticed, dict) and noticed.get("turn") == war.turn and any(
            w == target.id or (war.characters.get(w) is not None and war.characters[w].team == target.team
                               and target.team is not None) for w in noticed.get("who", []))
        assassin = actor.class_name == "Assassin"
        rule = "valor 001:L109, L111" if stalked else RULE_AMBUSH

        def mark(kind: str) -> Change:
            return Change(actor.id, ChangeKind.FLAG, f"{actor.name}'s attack on {target.name} is a {kind} ambush", rule,
                          value=(Flag.VALOR_AMBUSH, {"kind": kind, "target": target.id}), kind=EventKind.SKIRMISH)

        if stalked and not assassin:
            out.append(Change(actor.id, ChangeKind.FLAG, f"{actor.name} noticed {target.name}'s party first and "
                              "attacks it: 'it is handled like a minor ambush by Assassin' (the target cannot "
                              "retaliate this turn)", rule,
                              value=(Flag.VALOR_AMBUSH, {"kind": "minor", "target": target.id}),
                              kind=EventKind.SKIRMISH))
            continue
        if not assassin:
            continue
        if not stalked and settled(actor, war) and settled(target, war):
            continue
        options = ["minor", "full"] if stalked else ["none", "minor", "full"]
        question = (f"{actor.name} (Assassin) noticed {target.name}'s party first in a Crossing or Sighting and "
                    "attacks: minor or full ambush?" if stalked else
                    f"{actor.name} (Assassin) attacks {target.name} after one of them came to "
                    f"{actor.location} this turn. Was it undiscovered, and which ambush does it set up: none "
                    "(a skirmish), minor (the target cannot retaliate) or full (no skirmish, no support or Command "
                    "Spell phase for the target)?")
        out.append(Change(actor.id, ChangeKind.DECISION, question, rule, kind=EventKind.DECISION,
                          value={"id": f"t{war.turn}.ambush.{actor.id}.{target.id}", "question": question,
                                 "options": options, "asks": "gm", "labels": _ambush_words(target.name),
                                 "then": {k: ([] if k == "none" else [mark(k)]) for k in options}}))
    return out


def settled(ch: "Character", war: "War") -> bool:
    """Whether ``ch`` stood here at the end of last turn and had come the turn before or earlier."""
    since = ch.flags.get(Flag.VALOR_HERE_SINCE)
    return (ch.flags.get(Flag.VALOR_AT) == ch.location and isinstance(since, int) and since <= war.turn - 1
            and not any(o.get("action") in ("move", "scout") for o in _orders_of(war, ch.id)))


def together(ch: "Character", war: "War") -> bool:
    """'Should a team have been in the same area or travelling with another team for at least 1 turn'
    (001:L81): ``ch`` and a hostile both ended last turn here, had come before it, and neither moves
    nor scouts this turn (the flags valor:at and valor:here_since the end of each turn writes; a war
    file without them has no such history, so its first fight skirmishes)."""
    from gmdesk.model.character import hostile

    if ch.location is None or not settled(ch, war):
        return False
    return any(o.alive and hostile(ch, o) and settled(o, war) for o in war.at(ch.location) if o.id != ch.id)


def rejoins(servant: "Character", war: "War") -> bool:
    """'a lone master being caught up in a situation in which skirmish is skipped, while in the same turn
    joined by their servant again' (001:L83): the Master is settled together with a hostile team and its
    Servant arrives this turn."""
    master = war.characters.get(servant.master or "")
    return (servant.is_servant() and master is not None and master.alive and master.location == servant.location
            and together(master, war) and not settled(servant, war))


def familiar_stands_in(ch: "Character", war: "War") -> bool:
    """A familiar takes its Servant's role in the skirmish when no true Servant of its team is here (001:L85)."""
    return ch.kind == "familiar" and not any(
        c.alive and c.is_servant() and not c.spirit_form and c.team == ch.team
        for c in war.at(ch.location or ""))


def turn_budget(ruleset: "ValorRuleset", ch: "Character", war: "War", first_battle_turn: bool) -> Budget:
    """Support and offensive action, 1 + AGI '+' attacks, the move; the skirmish facts in ``limit``."""
    plus, agi_text = attacks.plus_attacks(ruleset, ch, war)
    explain: list[str] = [Message("one support action and one offensive action ({rule})", rule=RULE_ACTIONS),
                          Message("attacks 1 + {plus} ({agi}: one more normal attack per '+', valor 001:L91) = {total}",
                                  plus=plus, agi=agi_text, total=1 + plus)]
    limit: dict[str, Any] = {}
    if together(ch, war):
        limit["together"] = True
        explain.append(Message("already together with a hostile team for a turn: no skirmish ({rule})",
                               rule=RULE_TOGETHER))
    return Budget(resources={"attacks": 1.0 + plus}, actions={"support", "offensive", "move", "noble-phantasm"},
                  explain=explain, limit=limit)


def action_cost(skill: Skill) -> Cost:
    """A normal attack costs one attack; an offensive skill one attack and the offensive action; an
    offensive Noble Phantasm also ends the turn's attacks; a support skill the support action."""
    mana = dict(skill.cost.resources)
    if skill.slot == "support":
        return Cost(mana, ("support",))
    if skill.basic:
        return Cost({"attacks": 1.0})
    actions = ("offensive", "noble-phantasm") if attacks.is_np(skill) else ("offensive",)
    return Cost({**mana, "attacks": 1.0}, actions)


def in_skirmish(war: "War", ch: "Character", budget: Budget) -> bool:
    """The skirmish turn: the first turn of a new battle, unless it is skipped (001:L75, L81, L85, L87)."""
    battle = war.battle_of(ch.id)
    new = battle is None or battle.turns == 0
    if not (budget.limit.get("first_battle_turn") and new) or budget.limit.get("together"):
        return False
    ambush = ambush_of(war, ch)
    if ambush is not None and ambush[0] == "full":
        return False
    if own_ambush(war, ch.id) == "full":
        return False
    return True


def cost_problem(ruleset: "ValorRuleset", ch: "Character", skill: Skill, budget: Budget,
                 war: "War") -> str | None:
    """Passive skills, Spirit Form, the skirmish, flight, ambushes and the attacks left."""
    if skill.slot == "passive":
        return f"{skill.name} is passive, not an action ({RULE_ACTIONS})"
    if ch.spirit_form:
        return "a Servant in Spirit Form cannot 'fight and protect its master or otherwise act' (valor 001:L25)"
    offensive = skill.slot == "attack"
    if own_ambush(war, ch.id) == "full" and ch.class_name != "Assassin":
        return f"only Assassin can set up a full ambush ({RULE_AMBUSH})"
    if offensive and flees(war, ch.id):
        return f"a fleeing player 'cannot use any normal attacks, offensive skills or offensive Noble Phantasms' ({RULE_FLEE})"
    ambush = ambush_of(war, ch)
    first = budget.limit.get("first_battle_turn")
    if ambush is not None and offensive and ambush[0] == "minor" and first:
        return f"ambushed by {ambush[1]} (minor ambush): the target cannot retaliate this turn ({RULE_AMBUSH})"
    if ambush is not None and ambush[0] == "full" and skill.slot == "support" and first:
        return f"a full ambush by {ambush[1]} skips the support skill and Command Spell phase ({RULE_AMBUSH})"
    if offensive and ch.flags.get(Flag.VALOR_CALLED_TURN) == war.turn and first:
        return f"called by 'Come to me!' to stop an attack, it cannot retaliate in the skirmish ({RULE_CALLED})"
    if in_skirmish(war, ch, budget):
        if ch.is_master():
            return f"during a skirmish 'masters can take no action beside possibly using command spells' ({RULE_SKIRMISH})"
        if ch.kind == "familiar" and not familiar_stands_in(ch, war):
            return ("'only true servants participate in skirmish, even if familiars capable of combat might be "
                    "present' (valor 001:L85)")
        if not skill.basic:
            return f"skirmish turn: 'no skills except for command spells can be used' ({RULE_SKIRMISH})"
        if budget.spent.get("attacks", 0.0) >= 1:
            return f"skirmish turn: extra normal attacks from AGI 'are ignored for the purpose of skirmishing' ({RULE_SKIRMISH})"
    if offensive and "noble-phantasm" in budget.used_actions:
        return "after an offensive Noble Phantasm no additional attacks can be used this turn (valor 001:L89, L97)"
    if offensive and attacks.is_np(skill) and budget.spent.get("attacks", 0.0) > 0:
        return "an offensive Noble Phantasm cannot follow other attacks in the same turn (valor 001:L89, L91)"
    return None


def skirmish_notes(ch: "Character", skill: Skill, targets: list[str], war: "War") -> list[Change]:
    """What the timeline shows of a skirmish step: a skirmish attack, or an ambush whose target cannot
    retaliate (001:L75, L87, L109, L111)."""
    if not skill.attack:
        return []
    own = own_ambush(war, ch.id)
    names = ", ".join(war.characters[t].name for t in targets if t in war.characters)
    if own == "minor":
        return [Change(ch.id, ChangeKind.NOTE, f"{ch.name}'s minor ambush on {names}: a regular attack the target "
                       "cannot retaliate against this turn; regular combat commences next turn", RULE_AMBUSH,
                       kind=EventKind.SKIRMISH)]
    if own == "full":
        return [Change(ch.id, ChangeKind.NOTE, f"{ch.name}'s full ambush on {names}: the skirmish, support skill and "
                       "Command Spell phase are skipped; combat begins in the offensive phase", RULE_AMBUSH,
                       kind=EventKind.SKIRMISH)]
    battle = war.battle_of(ch.id)
    if skill.basic and (battle is None or battle.turns == 0) and rejoins(ch, war):
        return [Change(ch.id, ChangeKind.NOTE, f"{ch.name} rejoins its lone Master: a skirmish attack on {names}, "
                       "who 'cannot retaliate with their own skirmish'", "valor 001:L83", kind=EventKind.SKIRMISH)]
    if skill.basic and (battle is None or battle.turns == 0) and not together(ch, war) and ambush_of(war, ch) is None:
        if ch.kind == "familiar":
            return [Change(ch.id, ChangeKind.NOTE, f"{ch.name} takes its absent Servant's role in the skirmish: a "
                           f"skirmish attack on {names}", "valor 001:L85", kind=EventKind.SKIRMISH)]
        return [Change(ch.id, ChangeKind.NOTE, f"{ch.name}'s skirmish attack on {names}: regular attacks only, no "
                       "skills, extra AGI attacks ignored", RULE_SKIRMISH, kind=EventKind.SKIRMISH)]
    return []


def special_cost(ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
    """Civilians take a full turn (001:L31); Spirit Form in combat a support action (001:L25)."""
    action = str(order.get("action"))
    if action == "spirit-form" and war.battle_of(ch.id) is not None:
        return Cost({}, ("support",))
    acts = SPECIAL_COSTS.get(action, ())
    return Cost({}, acts) if acts else NO_COST


def _ambush_words(target: str) -> dict[str, str]:
    """What each answer to the ambush question does (in the question's own words), as the decision dialog shows it."""
    return {"none": Message("No ambush: a skirmish"),
            "minor": Message("Minor ambush: {target} cannot retaliate", target=target),
            "full": Message("Full ambush: no skirmish, no support or Command Spell phase for {target}", target=target)}
