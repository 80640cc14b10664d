"""Where the ap-sp economy keeps its state, and the small change builders its modules share.

"Night" and "Turn": the document counts both. Each Turn has daytime moves (the Daily Move Phase)
and "Nighttime moves ... the normal, more important actions done within the Turn" (000:L463), so
one Turn holds one Night, and Night n is Turn n: ``night(war) == war.turn`` (Turn 1 is Night 1).
The per-Night rules (Masterless Mana loss 000:L358, the CP wipe 000:L536, the Seal 000:L559, the
story countdown 000:L564) therefore run at the end of the Turn with that number.

State lives in three places, all saved with the war:

- Masters' CP in ``Character.points["CP"]`` (only Masters hold CP, 000:L530).
- Per-character bookkeeping in ``Character.flags``: ``disqualified`` (no Command Spells left,
  000:L355), ``sheltered`` (the Night the IGM took the Master in, 000:L588), ``igm-mark`` (the Night a
  Seal of the IGM marked the character, 000:L559), ``original_servant`` / ``original_master`` /
  ``former_master`` (the contract a disqualified Master may re-form, 000:L355), ``recontracted`` (the
  Servant a disqualified Master re-formed it with; regeneration reads it), ``reality_marble`` (the caster
  of an active Marble), ``story-skills`` (the story sets received,
  000:L564), ``ending`` (the GM's choice, 000:L687), and the once-per-Turn/-week counters below.
- War-wide state in ``War.extra`` under the ``ap-sp:*`` keys below (the engine's ``war`` change
  writes them; they are saved as top-level keys of the war file).

Change words used here beyond the basic ones of :class:`~gmdesk.rulesets.combat.Change`:
``item+`` (value: the item dict added to ``Character.items``), ``item-`` (value: the item name; the
first item of that name is removed), ``note`` (no state change: an event for the GM; ``value`` carries
data for programs, e.g. ``consumed`` or ``refund``), ``decision`` (the engine asks ``value["asks"]``
the question and applies ``value["then"][choice]``), ``pick`` (the engine picks one of
``value["options"]`` with its seeded generator and applies ``value["then"][choice]``), ``spend``
(value: an action word — ``move`` — removed from the target's budget).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from gmdesk.model.clone import clone
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change

from .sheet import POOLS

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

# -- War.extra keys -------------------------------------------------------------------------------
HUNT = "ap-sp:hunt"
"""The current or last IGM hunt: {"marks", "teams", "from", "until", "ended", "why"} (000:L559)."""
STORY = "ap-sp:story"
"""Nights of the story updates: {"first": n | None, "second": n | None} (000:L564)."""
IGM_PIECES = "ap-sp:igm-pieces"
"""The IGM's information: [{"id", "about" (character id), "text", ...}]; the GM seeds the ten pieces
"each a unique hint about one Servant" (000:L579); information players offer joins it."""
IGM_GIVEN = "ap-sp:igm-given"
"""{piece id: {"night", "to"}}: the IGM "will not give out the same piece of information more than once"."""
BOUNDED_FIELDS = "ap-sp:bounded-fields"
"""{location id: {"skill", "caster", "team", "since", "upkeep"}}: one per location (000:L316)."""
MARBLES = "ap-sp:reality-marbles"
"""{location id: {"skill", "caster", "team", "since", "targets", "unused": {team: rounds}}} (000:L317, L544)."""
PENDING_BASES = "ap-sp:pending-bases"
"""{Masterless Servant id: [location ids]}: Home Bases waiting for the first Master that contracts that
Servant (000:L455)."""
NP_ACTIVATIONS = "ap-sp:np-activations"
"""[{"night", "location", "caster", "skill"}]: Noble Phantasms activated this Night, for Mana Detectors
(000:L616); the engine records them with :func:`record_np_activation`."""

# -- Character.flags keys (declared in gmdesk.model.flags) ----------------------------------------------
DISQUALIFIED = Flag.DISQUALIFIED
SHELTERED = Flag.SHELTERED
MARK = Flag.IGM_MARK
ORIGINAL_SERVANT = Flag.ORIGINAL_SERVANT
ORIGINAL_MASTER = Flag.ORIGINAL_MASTER
FORMER_MASTER = Flag.FORMER_MASTER
RECONTRACTED = Flag.RECONTRACTED
STORY_SKILLS = Flag.STORY_SKILLS
ENDING = Flag.ENDING
HOSPITAL_TURN = Flag.HOSPITAL_NIGHT
IGM_TURN = Flag.IGM_NIGHT
FAST_HEALING = Flag.FAST_HEALING_NIGHT
TRUE_HEALING = Flag.TRUE_HEALING_NIGHT
CIVILIAN_TURN = Flag.CIVILIAN_NIGHT
MEMORY_ERASE = Flag.MEMORY_ERASE_NIGHT

CP = "CP"


# -- reading ------------------------------------------------------------------------------------------
def night(war: "War") -> int:
    """Night n is Turn n (000:L463; see the module docstring)."""
    return war.turn


def state(war: "War", key: str, default: Any = None) -> Any:
    """A deep copy of one war-wide state entry (edit it, then write it back with :func:`set_state`); JSON data,
    copied by :func:`~gmdesk.model.clone.clone` (several times cheaper than ``copy.deepcopy``)."""
    value = war.extra.get(key)
    return clone(value) if value is not None else clone(default)


def entry(war: "War", key: str, location: str | None) -> dict[str, Any] | None:
    """A deep copy of one location's entry of a war-wide state by location (``state(war, key, {}).get(location)``,
    without copying the other locations' entries)."""
    stored = war.extra.get(key)
    if location is None or not stored:
        return None
    found: dict[str, Any] | None = clone(stored.get(location))
    return found


def cp_of(master: "Character") -> float:
    return float(master.points.get(CP, 0) or 0)


def is_disqualified(ch: "Character") -> bool:
    """A Master 'whose Command Spells are all gone' is disqualified (000:L355): the flag the end of a turn
    writes, or a Master sheet at 0 Command Spells (a war file written by hand, before that turn ended)."""
    return bool(ch.flags.get(DISQUALIFIED)) or (ch.kind == "master" and ch.command_spells == 0)


def is_sheltered(ch: "Character") -> bool:
    return ch.flags.get(SHELTERED) not in (None, False)


def team_key(ch: "Character") -> str:
    """A character's team; a character with no team is a team of its own."""
    return ch.team if ch.team is not None else f"solo:{ch.id}"


def team_master(ch: "Character", war: "War") -> "Character | None":
    """The Master whose CP ``ch`` may spend: itself, its contracted Master, else the living Master of
    its team ("Any member of a team can access its Master's CP", 000:L530; the CP stays with that
    Master "should a contract within that team be broken")."""
    if ch.kind == "master":
        return ch if ch.alive else None
    if ch.master is not None:
        contracted = war.characters.get(ch.master)
        if contracted is not None and contracted.alive and contracted.kind == "master":
            return contracted
    if ch.team is None:
        return None
    for other in war.characters.values():
        if other.kind == "master" and other.alive and other.team == ch.team:
            return other
    return None


def contracted_servants(master: "Character", war: "War") -> list["Character"]:
    """Living Servants contracted with ``master`` (``servant.master == master.id``)."""
    return [c for c in war.characters.values() if c.kind == "servant" and c.alive and c.master == master.id]


def in_battle(ch: "Character", war: "War", facts: Any = None) -> bool:
    """In a battle now (a battle lists it) or this Turn (``facts.in_battle``)."""
    if war.battle_of(ch.id) is not None:
        return True
    return facts is not None and ch.id in getattr(facts, "in_battle", set())


def location_has(war: "War", location: str | None, markers: Iterable[str]) -> bool:
    """Whether a location's effects carry one of ``markers`` (case-insensitive)."""
    if location is None or location not in war.map.locations:
        return False
    effects = {e.casefold() for e in war.map.locations[location].effects}
    return any(m.casefold() in effects for m in markers)


def place(war: "War", location: str | None) -> str:
    found = war.map.locations.get(location) if location is not None else None
    return found.name if found else str(location)


def name(war: "War", cid: str | None) -> str:
    ch = war.characters.get(cid) if cid is not None else None
    return ch.name if ch else str(cid)


# -- building changes -----------------------------------------------------------------------------
def set_state(key: str, value: Any, explain: str, rule: str) -> Change:
    """Write a war-wide entry (None removes it): the engine's ``war`` change."""
    return Change(target="war", what=ChangeKind.WAR, explain=explain, rule=rule, value=(key, value))


def flag(ch: "Character", key: str, value: Any, explain: str, rule: str) -> Change:
    return Change(target=ch.id, what=ChangeKind.FLAG, explain=explain, rule=rule, value=(key, value))


_POINT = ChangeKind.POINT
_ECONOMY = EventKind.ECONOMY
"""cp_change's members as module aliases of the same members (a global read, not EnumType's ~70 ns lookup)."""


def cp_change(master: "Character", amount: float, explain: str, rule: str) -> Change:
    """``amount`` CP added to ``master`` (what ``Change.point`` makes, built here: every living Master's gain at the
    end of every Turn)."""
    return Change(master.id, _POINT, explain, rule, amount=amount, kind=_ECONOMY, pool=CP)


def knowledge(ch: "Character", fact: Mapping[str, Any], explain: str, rule: str) -> Change:
    """``ch``'s team learns ``fact`` (the engine's ``knowledge`` change: value = (team, fact))."""
    return Change(target=ch.id, what=ChangeKind.KNOWLEDGE, explain=explain, rule=rule, value=(team_key(ch), dict(fact)))


def public_knowledge(war: "War", fact: Mapping[str, Any], explain: str, rule: str) -> list[Change]:
    """Every team learns ``fact``: what the public updates report."""
    return [Change(target="war", what=ChangeKind.KNOWLEDGE, explain=explain, rule=rule,
                   value=(team, {**fact, "public": True})) for team in war.team_ids()]


def note(target: str, explain: str, rule: str, **value: Any) -> Change:
    """An event for the GM; no state changes."""
    return Change(target=target, what=ChangeKind.NOTE, explain=explain, rule=rule, value=dict(value),
                  kind=EventKind.ECONOMY)


def decision(target: str, decision_id: str, question: str, options: Mapping[str, list[Change]], asks: str,
             rule: str) -> Change:
    """Ask ``asks`` (a character id, or ``gm``) ``question``; the engine applies ``options[choice]``."""
    return Change(target=target, what=ChangeKind.DECISION, explain=question, rule=rule, kind=EventKind.DECISION,
                  value={"id": decision_id, "question": question, "options": list(options), "asks": asks,
                         "then": {k: list(v) for k, v in options.items()}})


def pick(target: str, pick_id: str, explain: str, options: Mapping[str, list[Change]], rule: str) -> Change:
    """A random choice among ``options``: the engine draws one with its seeded generator."""
    return Change(target=target, what=ChangeKind.PICK, explain=explain, rule=rule,
                  value={"id": pick_id, "options": list(options), "then": {k: list(v) for k, v in options.items()}})


def item_add(ch: "Character", item: Mapping[str, Any], explain: str, rule: str) -> Change:
    return Change(target=ch.id, what=ChangeKind.ITEM_ADD, explain=explain, rule=rule, value=dict(item),
                  kind=EventKind.ECONOMY)


def item_remove(ch: "Character", item_name: str, explain: str, rule: str) -> Change:
    return Change(target=ch.id, what=ChangeKind.ITEM_REMOVE, explain=explain, rule=rule, value=item_name,
                  kind=EventKind.ECONOMY)


def effect_remove(ch: "Character", effect: Mapping[str, Any], explain: str, rule: str) -> Change:
    """Remove one effect: by its id when it has one, else by its name."""
    return Change(target=ch.id, what=ChangeKind.EFFECT_REMOVE, explain=explain, rule=rule,
                  value=effect.get("id") or effect["name"])


def record_np_activation(caster: "Character", skill: str, location: str | None, war: "War") -> Change:
    """The engine calls this when a Noble Phantasm is activated, so Mana Detectors see it (000:L616)."""
    log = [e for e in state(war, NP_ACTIVATIONS, []) if e.get("night") == night(war)]
    log.append({"night": night(war), "location": location, "caster": caster.id, "skill": skill})
    return set_state(NP_ACTIVATIONS, log, f"{caster.name} activates the Noble Phantasm {skill} at "
                     f"{place(war, location)}", "ap-sp 000:L616")


def maximum(ch: "Character", pool: str) -> float:
    """A character's maximum Health or Mana: its sheet, else the document's for its kind (000:L40, L50)."""
    declared = getattr(ch, f"{pool}_max", None)
    if declared is not None:
        return float(declared)
    for spec in POOLS:
        cap = spec.maximum.get(ch.kind)
        if spec.key == pool and cap is not None:
            return float(cap)
    return 0.0
