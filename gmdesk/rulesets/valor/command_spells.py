"""The eight Command Spells of valor (001:L53-69), each with its real effect.

'only one can be used per turn', they 'cost no mana' but 'cannot be used if the master currently has
0 mana' (001:L53). Boosts are effects the formulas read (gmdesk/rulesets/valor/effective.py,
attacks.py); Shake it off! and Leave this place! are carried out by the ruleset's own changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, CommandSpell
from gmdesk.rulesets.valor.effective import spell_effect

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = "valor 001:L53"

STOP_HOLDING_BACK = CommandSpell(
    key="stop-holding-back", words="Stop holding back!", effect="boost", duration=2, stacks=False,
    rule="valor 001:L55", same_area=False,
    description="every stat one rank higher for 2 turns (A or higher: a '+', STR/offensive MAG +10 base "
                "and +0,1 multiplier; never EX); extra attacks only the boost allows deal half",
)
SURVIVE = CommandSpell(
    key="survive", words="Survive at all costs!", effect="boost", duration=1, stacks=False,
    rule="valor 001:L57", same_area=False,
    description="END and defensive MAG are EX for this turn; the Servant's attacks deal half",
)
STRIKE_FIRST = CommandSpell(
    key="strike-first", words="Strike first!", effect="boost", duration=1, stacks=False,
    rule="valor 001:L59", same_area=False,
    description="AGI EX for the order of its primary action in this turn's offensive phase only",
)
SHAKE_IT_OFF = CommandSpell(
    key="shake-it-off", words="Shake it off!", effect="ruleset", duration=None, stacks=False,
    rule="valor 001:L61", same_area=False,
    description="negative statuses, enchantments and curses on the Servant end at once, except those "
                "with a source outside its body",
)
SHIELD = CommandSpell(
    key="shield", words="Become a shield!", effect="defend", duration=1, stacks=False,
    rule="valor 001:L63", params=("target",), same_area=False,
    description="for this turn attacks on the target hit the Servant instead; it cannot protect its own Master",
)
DO_AS_I_SAY = CommandSpell(
    key="do-as-i-say", words="Do as I say!", effect="obey", duration=1, stacks=False,
    rule="valor 001:L65", same_area=False,
    description="for this turn the Master controls the Servant's movement, skills and Noble Phantasms",
)
COME_TO_ME = CommandSpell(
    key="come-to-me", words="Come to me!", effect="summon", duration=None, stacks=False,
    rule="valor 001:L67", same_area=False,
    description="the Servant is teleported to the Master; called to stop an attack, it cannot retaliate in "
                "the ensuing skirmish",
)
LEAVE_THIS_PLACE = CommandSpell(
    key="leave-this-place", words="Leave this place!", effect="ruleset", duration=None, stacks=False,
    rule="valor 001:L69", params=("to",), same_area=True,
    description="the Servant is teleported to any location; the Master stays",
)

COMMAND_SPELLS = {s.key: s for s in (STOP_HOLDING_BACK, SURVIVE, STRIKE_FIRST, SHAKE_IT_OFF, SHIELD, DO_AS_I_SAY,
                                     COME_TO_ME, LEAVE_THIS_PLACE)}


def problem(caster: "Character", spell: CommandSpell, order: Mapping[str, Any], war: "War") -> str | None:
    """0 Mana, a second spell this turn, a second Stop holding back! while one lasts, a bad destination."""
    if caster.mana is not None and caster.mana <= 0:
        return "a Master with 0 Mana cannot use Command Spells (valor 001:L37, L53)"
    from gmdesk.rulesets.valor.budget import ambush_of

    ambush = ambush_of(war, caster)
    if ambush is not None and ambush[0] == "full" and war.battle_of(caster.id) is None:
        return f"a full ambush by {ambush[1]} skips the Command Spell phase (valor 001:L87)"
    mine = [o for o in war.orders if o.get("actor") == caster.id and o.get("action") == "command-spell"]
    if mine and mine[0] is not order and mine[0] != order:
        return "only one Command Spell can be used per turn (valor 001:L53)"
    servant = war.characters.get(str(order.get("servant") or ""))
    if servant is None:
        own = [s for s in war.servants_of(caster.id) if s.alive]
        servant = own[0] if len(own) == 1 else None
    if spell.key == STOP_HOLDING_BACK.key and servant is not None and spell_effect(servant, spell.key) is not None:
        return "Stop holding back! cannot be cast on the same target before the original one has run out (valor 001:L55)"
    if spell.key == LEAVE_THIS_PLACE.key and not war.map.has(str(order.get("to"))):
        return f"Leave this place!: {order.get('to')!r} is not a location (valor 001:L69)"
    return None


def boost_ordered(ch: "Character", war: "War") -> bool:
    """Whether this turn's orders cast Stop holding back! on ``ch`` and nothing bars it yet (:func:`problem`): the
    spell comes 'near the beginning of a turn, preceeding the support and offensive phase' (001:L53), so the extra
    normal attacks its AGI allows are there this turn (001:L55: 'any extra attacks which are only possible through
    the AGI boost this spell grants have their damage halved')."""
    for order in war.orders:
        spell = str(order.get("spell") or "")
        if order.get("action") != "command-spell" or (
                spell != STOP_HOLDING_BACK.key and spell.casefold().strip(' "!') != "stop holding back"):
            continue
        caster = war.characters.get(str(order.get("actor")))
        if caster is None or not caster.alive:
            continue
        own = [s for s in war.servants_of(caster.id) if s.alive]
        target = order.get("servant") or (own[0].id if len(own) == 1 else None)
        if target == ch.id and problem(caster, STOP_HOLDING_BACK, order, war) is None:
            return True
    return False


def changes(caster: "Character", servant: "Character", spell: CommandSpell, order: Mapping[str, Any],
            war: "War") -> list[Change]:
    """What Shake it off!, Come to me! and Leave this place! do beyond the engine's effect kinds."""
    if spell.key == SHAKE_IT_OFF.key:
        gone = [e for e in servant.statuses if e.get("negative") and not e.get("external")]
        if not gone:
            return [Change(servant.id, ChangeKind.NOTE, f"{servant.name} has no negative status from within to "
                           "shake off", spell.rule)]
        return [Change(servant.id, ChangeKind.EFFECT_REMOVE, f"{e.get('name')} is negated (Shake it off!)", spell.rule,
                       value=e.get("id") or e.get("name"), kind=EventKind.EFFECT_END) for e in gone]
    if spell.key == COME_TO_ME.key:
        return [Change(servant.id, ChangeKind.FLAG, f"{servant.name} was called: it cannot retaliate in this "
                       "turn's skirmish", spell.rule, value=(Flag.VALOR_CALLED_TURN, war.turn))]
    if spell.key == LEAVE_THIS_PLACE.key:
        to = str(order.get("to"))
        place = war.map.locations[to].name if to in war.map.locations else to
        leave = [Change(servant.id, ChangeKind.LEAVE_BATTLE, f"{servant.name} leaves its fight", spell.rule)] \
            if war.battle_of(servant.id) is not None else []
        return leave + [Change(servant.id, ChangeKind.MOVE, Message("{name} is teleported to {place}; {master} stays",
                                                                   name=servant.name, place=place, master=caster.name),
                               spell.rule, value=to, kind=EventKind.MOVE)]
    return []


def expire(war: "War") -> list[Change]:
    """Command Spell effects count down at the end of each turn and end at 0."""
    out: list[Change] = []
    for ch in sorted(war.characters.values(), key=lambda c: c.id):
        for effect in ch.statuses:
            if effect.get("kind") != "command-spell" or not isinstance(effect.get("turns"), int):
                continue
            turns = int(effect["turns"])
            left = turns - 1
            named = f'"{effect.get("name")}" on {ch.name}'
            if left <= 0:
                out.append(Change(ch.id, ChangeKind.EFFECT_REMOVE, f"{named} runs out ({turns} − 1 = {left})",
                                  str(effect.get("rule") or RULE), value=effect.get("id") or effect.get("name"),
                                  kind=EventKind.EXPIRE))
            else:
                out.append(Change(ch.id, ChangeKind.EFFECT_UPDATE, f"{named}: {turns} − 1 = {left} turn(s) left",
                                  str(effect.get("rule") or RULE), value={"id": effect.get("id"), "turns": left},
                                  kind=EventKind.COUNTDOWN))
    return out
