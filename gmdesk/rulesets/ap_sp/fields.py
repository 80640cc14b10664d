"""Bounded Fields and Reality Marbles: their mechanical parts (000:L316-317, L541-546, L559, L626, L636).

Both are kept per location in ``War.extra`` (keys ``ap-sp:bounded-fields`` and ``ap-sp:reality-marbles``).
What a field *does* is its skill's text, resolved by the GM; this module enforces where and when one can
exist, who it covers, what it blocks, and the CP a Reality Marble costs when it is kept for nothing.
A Home Base's own low-level Bounded Field "is not considered with the 'one Bounded Field per location'
restriction" (000:L452), so Home Bases are not stored here.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import hostile
from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.scores import fmt

from . import economy_state as st, home_base
from .economy_interpretations import MARBLE_ROUNDS, choice, describe
from .hunt import hunt_active

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE_BF = "ap-sp 000:L316, L541"
RULE_RM = "ap-sp 000:L317, L544"
RULE_RM_CP = "ap-sp 000:L544-546"
REALITY_MARBLE_FLAG = Flag.REALITY_MARBLE
"""On the caster while its Marble is active (the location id): regeneration reads it (000:L544)."""


# -- Bounded Fields -----------------------------------------------------------------------------------
def active_bounded_field(location: str | None, war: "War") -> dict[str, Any] | None:
    return st.entry(war, st.BOUNDED_FIELDS, location)


def bounded_field_problem(location: str | None, war: "War") -> str | None:
    """Why a Bounded Field cast at ``location`` is cancelled with its costs refunded, or None (000:L316).

    The engine calls this where it checks a skill's requirements: a cancelled cast is refunded there."""
    active = active_bounded_field(location, war)
    if active is None:
        return None
    return (f"the Bounded Field {active['skill']} is already active at {st.place(war, location)}: only one Bounded "
            "Field can be active in a location; the cast is canceled and all its activation costs are refunded "
            "(000:L316)")


def bounded_field_cast(caster: "Character", skill: str, location: str, war: "War", upkeep: bool = False) -> list[Change]:
    """Record a Bounded Field on ``location``; it stays there when the caster leaves (000:L541, L626).

    With one already active the cast is canceled and refunded: a note, no state (000:L316)."""
    problem = bounded_field_problem(location, war)
    if problem:
        return [st.note(caster.id, f"{caster.name}'s {skill}: {problem}", RULE_BF, refund=True)]
    fields = st.state(war, st.BOUNDED_FIELDS, {})
    fields[location] = {"skill": skill, "caster": caster.id, "team": caster.team, "since": st.night(war),
                        "upkeep": bool(upkeep)}
    return [st.set_state(st.BOUNDED_FIELDS, fields, f"{caster.name}'s Bounded Field {skill} covers "
                         f"{st.place(war, location)}; it stays if {caster.name} leaves and affects everyone inside, "
                         "the caster's team included (000:L541, L636)", RULE_BF)]


def bounded_field_end(location: str, war: "War", why: str) -> list[Change]:
    fields = st.state(war, st.BOUNDED_FIELDS, {})
    gone = fields.pop(location, None)
    if gone is None:
        return []
    return [st.set_state(st.BOUNDED_FIELDS, fields or None,
                         f"the Bounded Field {gone['skill']} at {st.place(war, location)} ends: {why}", RULE_BF)]


def bounded_fields_affecting(ch: "Character", war: "War") -> list[dict[str, Any]]:
    """The Bounded Field where ``ch`` stands: it "affects everyone inside it by default", the caster's
    team included (000:L541, L636)."""
    active = active_bounded_field(ch.location, war)
    return [active] if active is not None and ch.alive else []


def bounded_field_locations(war: "War") -> list[str]:
    """Every location with a Bounded Field, Home Bases included (what a Mana Detector finds, 000:L616)."""
    found = list(st.state(war, st.BOUNDED_FIELDS, {}))
    found += [loc.id for loc in war.map.locations.values() if loc.home_base is not None]
    return sorted(set(found))


def act_ex_detection_changes(war: "War", locations: Mapping[str, str] | None = None) -> list[Change]:
    """"a character with ACT ranked EX will always detect an active Bounded Field" (000:L541).

    Every living ACT EX character learns the Bounded Field (Home Bases included: each "possesses a
    low-level Bounded Field", 000:L452) where it stands, or where ``locations[cid]`` says it looked
    (a scout); its own team's fields are not news."""
    out = []
    stored = st.state(war, st.BOUNDED_FIELDS, {})
    for ch in war.characters.values():
        # ACT ranked EX, no subrank (``str(act) == "EX"`` read from the rank's fields: no other letter writes "EX",
        # a subrank adds a sign; asked for every character at the end of every Turn, without writing the rank)
        act = ch.stats.get("ACT")
        if not ch.alive or act is None or act.letter != "EX" or act.plus or act.minus:
            continue
        where = (locations or {}).get(ch.id, ch.location)
        loc = war.map.locations.get(where) if where is not None else None
        if loc is None:
            continue
        field = stored.get(where)
        if field is not None and field.get("team") != ch.team:
            out.append(st.knowledge(ch, {"kind": "bounded-field", "location": where, "by": "ACT EX"},
                                    f"{ch.name} (ACT EX) detects the Bounded Field at {loc.name}", RULE_BF))
        if loc.home_base is not None and loc.home_base != ch.team:
            out.append(st.knowledge(ch, {"kind": "bounded-field", "location": where, "by": "ACT EX", "home-base": True},
                                    f"{ch.name} (ACT EX) detects the Home Base Bounded Field at {loc.name}",
                                    "ap-sp 000:L452, L541"))
    return out


# -- Reality Marbles -----------------------------------------------------------------------------------
def marble_at(location: str | None, war: "War") -> dict[str, Any] | None:
    return st.entry(war, st.MARBLES, location)


def reality_marble_problem(caster: "Character", war: "War") -> str | None:
    """Why ``caster`` cannot cast a Reality Marble now, or None: not during an IGM hunt (000:L559)."""
    if hunt_active(war):
        return "Reality Marbles cannot be cast until the IGM hunt ends (000:L559)"
    return None


def reality_marble_cast(caster: "Character", skill: str, targets: Iterable[str], war: "War",
                        push_to: str | None = None, pull: str = "targets") -> list[Change]:
    """Cast a Reality Marble where ``caster`` stands (000:L317, L544).

    - Another Marble active there: "if a Reality Marble is activated from inside another, both Marbles
      will be canceled" (000:L317).
    - Else it covers the location. Who is sealed in follows interpretation marble-pull: ``targets`` "the
      caster and their targets" (000:L544), ``all-opponents`` every opponent of the caster there, targeted or
      not ("pulls all opponents in the immediate area", 000:L317). Everyone else there "will be pushed to
      an adjacent location of the caster's choosing" (000:L544): ``push_to`` when the order gives it, else a
      decision the caster answers among the adjacent locations not sealed by another Marble.
    Raise nothing: the engine checks :func:`reality_marble_problem` first.
    """
    loc = caster.location
    assert loc is not None, "a character that acts stands somewhere (War.problems)"
    marbles = st.state(war, st.MARBLES, {})
    existing = marbles.get(loc)
    if existing is not None:
        marbles.pop(loc)
        return [st.set_state(st.MARBLES, marbles or None,
                             f"{caster.name} activates {skill} inside {existing['skill']} at {st.place(war, loc)}: "
                             "both Reality Marbles are canceled (000:L317)", RULE_RM),
                st.note(caster.id, f"{skill} is canceled together with {existing['skill']}", RULE_RM)] + _caster_flag_off(
            existing, war)
    targets = [t for t in targets if t != caster.id]
    if pull == "all-opponents":
        targets += sorted(c.id for c in war.at(loc) if c.id != caster.id and c.id not in targets and c.alive
                          and hostile(c, caster))
    marbles[loc] = {"skill": skill, "caster": caster.id, "team": caster.team, "since": st.night(war),
                    "targets": list(targets), "unused": {}}
    how = ("pulling in every opponent there (interpretation marble-pull=all-opponents, 000:L317)"
           if pull == "all-opponents" else "sealing in the caster and their targets (interpretation "
           "marble-pull=targets, 000:L544)")
    out = [st.set_state(st.MARBLES, marbles, f"{caster.name}'s Reality Marble {skill} covers {st.place(war, loc)} "
                        f"with {', '.join(st.name(war, t) for t in targets) or 'no target'} inside, {how}; nobody can "
                        "enter, target or affect it from outside, and the caster cannot regenerate normally (000:L544)",
                        RULE_RM),
           st.flag(caster, REALITY_MARBLE_FLAG, loc, f"{caster.name} maintains {skill}", RULE_RM)]
    pushed = [c for c in war.at(loc) if c.id != caster.id and c.id not in targets]
    if not pushed:
        return out
    options = [n for n in war.map.neighbours(loc) if marble_at(n, war) is None]
    names = ", ".join(c.name for c in pushed)

    def moves(dest: str) -> list[Change]:
        return [Change(c.id, ChangeKind.MOVE, f"{c.name} is pushed out of {skill} to {st.place(war, dest)}", RULE_RM,
                       value=dest)
                for c in pushed] + home_base.alert(pushed, dest, war)

    if push_to is not None:
        if push_to not in options:
            raise IllegalOrderError({"actor": caster.id, "action": "skill", "skill": skill, "push_to": push_to},
                                    f"{push_to!r} is not an adjacent location outside a Reality Marble "
                                    f"({', '.join(options) or 'none'})", rule=RULE_RM)
        return out + moves(push_to)
    if not options:
        return out + [st.note(caster.id, f"{names} must leave {st.place(war, loc)} but no adjacent location is open: "
                              "the GM places them", RULE_RM)]
    return out + [st.decision(caster.id, f"t{st.night(war)}.marble-push.{caster.id}",
                              f"{caster.name}'s {skill}: to which adjacent location are {names} pushed?",
                              {dest: moves(dest) for dest in options}, asks=caster.id, rule=RULE_RM)]


def reality_marble_end(location: str, war: "War", why: str) -> list[Change]:
    marbles = st.state(war, st.MARBLES, {})
    gone = marbles.pop(location, None)
    if gone is None:
        return []
    return [st.set_state(st.MARBLES, marbles or None,
                         f"the Reality Marble {gone['skill']} at {st.place(war, location)} ends: {why}", RULE_RM)
            ] + _caster_flag_off(gone, war)


def _caster_flag_off(marble: Mapping[str, Any], war: "War") -> list[Change]:
    caster = war.characters.get(marble.get("caster", ""))
    if caster is None or caster.flags.get(REALITY_MARBLE_FLAG) is None:
        return []
    return [st.flag(caster, REALITY_MARBLE_FLAG, None, f"{caster.name} no longer maintains {marble['skill']}", RULE_RM)]


def _hunt_opens(location: str, war: "War") -> bool:
    """During a hunt, effects that keep a mark's location from being entered are negated (000:L559)."""
    return hunt_active(war) and any(c.flags.get(st.MARK) is not None for c in war.at(location))


def entry_problem(ch: "Character", location: str | None, war: "War") -> str | None:
    """Why ``ch`` cannot enter ``location`` (a Reality Marble is there), or None (000:L544, L559)."""
    marble = marble_at(location, war)
    if marble is None or location is None or ch.location == location:
        return None
    if _hunt_opens(location, war):
        return None
    return (f"the Reality Marble {marble['skill']} seals {st.place(war, location)}: characters cannot enter that "
            "location while it is active (000:L544)")


def target_problem(attacker: "Character", target: "Character", war: "War") -> str | None:
    """Nobody outside a Reality Marble can target or affect anyone inside it (000:L544); a mark can be
    targeted whatever protects it during a hunt (000:L559)."""
    marble = marble_at(target.location, war)
    if marble is None or attacker.location == target.location:
        return None
    if hunt_active(war) and target.flags.get(st.MARK) is not None:
        return None
    return (f"{target.name} is inside the Reality Marble {marble['skill']}: it cannot be targeted or affected "
            "from outside (000:L544)")


def location_target_problem(attacker: "Character", location: str, war: "War") -> str | None:
    """A [Location] skill cannot target a sealed location from outside (000:L544)."""
    marble = marble_at(location, war)
    if marble is None or attacker.location == location:
        return None
    return f"{st.place(war, location)} is sealed by the Reality Marble {marble['skill']} (000:L544)"


def regen_problem(ch: "Character", war: "War") -> str | None:
    """A Reality Marble's caster "is unable to regenerate normally" while it is active (000:L544)."""
    for loc, marble in st.state(war, st.MARBLES, {}).items():
        if marble.get("caster") == ch.id:
            return f"{ch.name} maintains the Reality Marble {marble['skill']} at {st.place(war, loc)} (000:L544)"
    return None


def marble_cp_changes(war: "War", facts: Any, cp_now: Mapping[str, float]) -> tuple[list[Change], dict[str, float]]:
    """CP lost by teams inside a Reality Marble but not in combat this Turn (000:L544-546).

    ``CP Lost = 50 * Number of Successive Combat Rounds Unused``: each team with a member inside and none of
    them in battle this Turn adds one unused round (two with marble-rounds=both-rounds); a Turn with combat
    resets the count. The loss stops at the CP the Master holds. ``cp_now`` is each Master's CP at this
    point of the end of the Turn; returns the changes and the CP after them.
    """
    marbles = st.state(war, st.MARBLES, {})
    if not marbles:
        return [], dict(cp_now)
    per_turn = 2 if choice(war, MARBLE_ROUNDS) == "both-rounds" else 1
    cp_after = dict(cp_now)
    out: list[Change] = []
    in_battle = set(getattr(facts, "in_battle", set()))
    for loc, marble in marbles.items():
        inside = war.at(loc)
        teams: dict[str, list[Character]] = {}
        for c in inside:
            teams.setdefault(st.team_key(c), []).append(c)
        unused = dict(marble.get("unused", {}))
        for team, members in sorted(teams.items()):
            if any(c.id in in_battle for c in members):
                unused[team] = 0
                continue
            unused[team] = unused.get(team, 0) + per_turn
            master = st.team_master(members[0], war)
            if master is None:
                continue
            held = cp_after.get(master.id, st.cp_of(master))
            loss = min(50 * unused[team], held)
            cp_after[master.id] = held - loss
            out.append(st.cp_change(
                master, -loss,
                f"{master.name}'s team is inside the Reality Marble {marble['skill']} but not in combat: CP Lost = "
                f"50 × {unused[team]} = {fmt(50 * unused[team])}"
                + ("" if loss == 50 * unused[team] else f", limited to the {fmt(held)} CP held")
                + f" ({describe(war, MARBLE_ROUNDS)})", RULE_RM_CP))
        for team in list(unused):
            if team not in teams:
                unused.pop(team)
        marble["unused"] = unused
    out.append(st.set_state(st.MARBLES, marbles, "Reality Marbles: unused combat rounds counted", RULE_RM_CP))
    return out, cp_after


def fields_after_death(dead: "Character", war: "War") -> list[Change]:
    """A dead caster's Marble ends (its world has no creator: GAP, chosen); a Bounded Field with an upkeep
    cost ends too ("A skill with an upkeep cost will be canceled the moment the user dies", 000:L628),
    one without stays (000:L541)."""
    out = []
    fields = st.state(war, st.BOUNDED_FIELDS, {})
    ended = [loc for loc, f in fields.items() if f.get("caster") == dead.id and f.get("upkeep")]
    if ended:
        out.append(st.set_state(st.BOUNDED_FIELDS, {k: v for k, v in fields.items() if k not in ended} or None,
                                f"{dead.name} died: the Bounded Field(s) with an upkeep cost at "
                                f"{', '.join(st.place(war, loc) for loc in ended)} end (000:L628)", RULE_BF))
    marbles = st.state(war, st.MARBLES, {})
    collapsed = [loc for loc, m in marbles.items() if m.get("caster") == dead.id]
    if collapsed:
        out.append(st.set_state(st.MARBLES, {k: v for k, v in marbles.items() if k not in collapsed} or None,
                                f"{dead.name} died: the Reality Marble at "
                                f"{', '.join(st.place(war, loc) for loc in collapsed)} ends with its caster", RULE_RM))
    return out


def _cast_location(actor: "Character", targets: list[str], war: "War") -> str | None:
    return next((t for t in targets if war.map.has(t)), actor.location)


def cast_problem(actor: "Character", skill: Any, targets: list[str], war: "War") -> str | None:
    """Why a Bounded Field or Reality Marble skill cannot take hold now (costs refunded), or None."""
    kind = skill.type.casefold()
    if "bounded field" in kind:
        return bounded_field_problem(_cast_location(actor, targets, war), war)
    if "reality marble" in kind:
        return reality_marble_problem(actor, war)
    return None


def cast_changes(actor: "Character", skill: Any, targets: list[str], war: "War", pull: str = "targets") -> list[Change]:
    """The field or marble a skill sets up, and the record of a Noble Phantasm's activation (000:L616)."""
    kind = skill.type.casefold()
    out: list[Change] = []
    if "bounded field" in kind:
        location = _cast_location(actor, targets, war)
        assert location is not None, "a character that acts stands somewhere (War.problems)"
        out += bounded_field_cast(actor, skill.name, location, war, upkeep=skill.upkeep is not None)
    if "reality marble" in kind:
        people = [t for t in targets if t in war.characters]
        out += reality_marble_cast(actor, skill.name, people, war, push_to=skill.raw.get("push_to"), pull=pull)
    if "noble phantasm" in kind:
        out.append(st.record_np_activation(actor, skill.name, actor.location, war))
    return out
