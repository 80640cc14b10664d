"""The single knowledge filter: what one team may see of a war.

Anything made for a player — the map "as seen by team X", the player copy of a sheet, a player-facing
report — must be built from :func:`team_view` (or :func:`view_for`), never from the GM's war. One filter
means one place to read, test and fix when a secret leaks.

A team sees its own characters in full (except the GM's notes) and, of everything else, only what its
facts in ``War.knowledge`` record (see :mod:`gmdesk.engine.knowledge`): a character a fact names, at the
place the newest such fact saw it; a hidden location a fact names; another team's home base a fact
reveals. What the facts do not say stays out, even when it is true now: a character seen three turns
ago is shown where it was then, alive as it was then.

One thing is known without a fact: whom the team is fighting. The engine records facts for scouting,
searches and some ruleset changes, not for battles, yet characters in the same battle see each other.
So for every battle one of the team's living characters fights in, the other living participants are
seen at the battle's location this turn (``seen_turn`` = ``War.turn``), over any older fact; once the
battle is over only the facts remain. A Servant in Spirit Form that the war's ruleset conceals is the
exception: it is not met on arrival either (``engine/activities/encounters.py``).

A turn's events reach a player the same way: :mod:`gmdesk.engine.knowledge_turn` (``turn_view_for``,
``public_turn_view``) reads them through :func:`team_view` of the war before and after the turn, for the
updates a GM posts (``gmdesk/updates/``).

Left out everywhere: the seed, the GM's notes, every ``extra`` (the war's, the teams', the locations',
the battles', other characters'), every setting but ``interpretations`` (the table's readings of the
rules, which the players play by), other teams' facts, orders and decisions.
"""

from __future__ import annotations

import copy
from typing import Any

from gmdesk import rulesets
from gmdesk.engine.knowledge_names import AN_EFFECT, masked
from gmdesk.errors import UnknownRulesetError
from gmdesk.model.character import Character
from gmdesk.model.flags import Flag
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.war import Battle, Team, War
from gmdesk.rulesets.base import Ruleset

#: What a team sees of a visible location. ``home_base`` is filtered (own bases, or revealed by a fact);
#: ``notes`` are the GM's description of the place and are kept; ``hidden`` and ``extra`` are dropped.
PUBLIC_LOCATION_FIELDS = ("id", "name", "effects", "home_base", "x", "y", "notes")

#: What a team sees of the map beyond its locations and links: the background picture.
PUBLIC_MAP_FIELDS = ("background",)

#: What a team sees of ``War.settings``: the interpretations are the table's rules, public to all.
#: Anything else a GM keeps there (house notes, plans) stays out.
PUBLIC_SETTINGS = ("interpretations",)

#: What a team sees of another team's character a fact names or a battle shows; ``flags["seen_turn"]``
#: says when.
SEEN_CHARACTER_FIELDS = ("id", "name", "kind", "team", "alive", "location")

#: Fact fields naming locations: a hidden location named here becomes visible.
FACT_LOCATION_FIELDS = ("where", "location", "toward")

#: Fact fields naming characters seen at the fact's place (``where``, else ``location``).
FACT_PLACED_CHARACTER_FIELDS = ("who",)

#: Fact fields naming characters without placing them (a scout's ``by``, an IGM piece ``about`` someone).
FACT_NAMED_CHARACTER_FIELDS = ("by", "about")


def view_for(war: War, team: str | None) -> War:
    """The war as ``team`` may see it; ``None`` is the GM, who sees everything."""
    return gm_view(war) if team is None else team_view(war, team)


def gm_view(war: War) -> War:
    """The whole war, as an independent copy (the GM knows everything)."""
    return war.copy()


def team_view(war: War, team: str) -> War:
    """A new War holding only what ``team`` knows; ``war`` is never changed."""
    _check_team(war, team)
    facts = _facts_of(war, team)
    own = {c.id for c in war.characters.values() if c.team == team}
    seen = _sightings(war, facts, own)
    fighting = _seen_in_battle(war, own)
    seen.update(fighting)  # the present wins over any fact
    characters: dict[str, Character] = {}
    for ch in war.characters.values():
        if ch.id in own:
            characters[ch.id] = _own_copy(ch)
        elif ch.id in seen:
            characters[ch.id] = _seen_record(ch, *seen[ch.id])
            _ruleset_of(war).show_to_others(characters[ch.id], ch, war, team)
    visible = _visible_locations(war, team, facts, characters)
    owners = _revealed_owners(facts)
    locations = [_public_location(loc, _owner_seen(loc, team, owners)) for loc in war.map.locations.values()
                 if loc.id in visible]
    for ch in characters.values():
        if ch.location is not None and ch.location not in visible:
            ch.location = None  # a place the map no longer has
    for cid in own:
        _conceal_from_owner(war, characters[cid], set(characters))
    links = [(a, b) for a, b in war.map.links if a in visible and b in visible]
    war_map = WarMap(locations, links, {k: copy.deepcopy(v) for k, v in war.map.extra.items()
                                        if k in PUBLIC_MAP_FIELDS})
    return War(
        ruleset=war.ruleset,
        title=war.title,
        map=war_map,
        characters=characters,
        seed=0,  # with the seed a player could replay the dice
        turn=war.turn,
        teams=[Team(t.id, t.name, t.color) for t in war.teams],
        settings={k: copy.deepcopy(v) for k, v in war.settings.items() if k in PUBLIC_SETTINGS},
        battles=_battles_seen(war, own, own | set(fighting)),
        knowledge={team: copy.deepcopy(war.knowledge[team])} if team in war.knowledge else {},
        orders=[copy.deepcopy(o) for o in war.orders if _names(o.get("actor"), own)],
        decisions=[copy.deepcopy(d) for d in war.decisions if _names(d.get("asks"), own | {team})],
    )


# -- the team ------------------------------------------------------------------------------------------


def _check_team(war: War, team: str) -> None:
    if not isinstance(team, str) or not team:
        raise ValueError(f"a team view needs a team id, not {team!r} (use gm_view for the GM)")
    known = war.team_ids()
    if team not in known:
        raise ValueError(f"unknown team {team!r}; the war's teams are: {', '.join(known) or 'none'}")


def _names(value: Any, ids: set[str]) -> bool:
    """Whether an order's ``actor`` or a decision's ``asks`` is one of ``ids`` (an answer that does not say
    whom it asked is the GM's record and stays out)."""
    return isinstance(value, str) and value in ids


def _facts_of(war: War, team: str) -> list[dict[str, Any]]:
    """The team's facts, oldest first (by turn, then in the order they were learnt)."""
    raw = war.knowledge.get(team)
    facts = [f for f in raw if isinstance(f, dict)] if isinstance(raw, list) else []
    return sorted(facts, key=lambda f: f["turn"] if isinstance(f.get("turn"), int) else 0)


# -- characters ----------------------------------------------------------------------------------------


def _ids_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        return [v for v in value if isinstance(v, str)]
    return []


def _place_of(fact: dict[str, Any]) -> str | None:
    for key in ("where", "location"):
        value = fact.get(key)
        if isinstance(value, str):
            return value
    return None


def _sightings(war: War, facts: list[dict[str, Any]], own: set[str]) -> dict[str, tuple[int | None, str | None]]:
    """Other characters the facts name → (turn of the newest fact naming them, last place seen)."""
    seen: dict[str, tuple[int | None, str | None]] = {}
    for fact in facts:  # oldest first: a newer fact overwrites
        turn = fact.get("turn") if isinstance(fact.get("turn"), int) else None
        place = _place_of(fact)
        for key in FACT_PLACED_CHARACTER_FIELDS + FACT_NAMED_CHARACTER_FIELDS:
            for cid in _ids_in(fact.get(key)):
                if cid not in war.characters or cid in own:
                    continue
                placed = key in FACT_PLACED_CHARACTER_FIELDS and place is not None
                last_place = place if placed else seen.get(cid, (None, None))[1]
                seen[cid] = (turn, last_place)
    return seen


def _seen_in_battle(war: War, own: set[str]) -> dict[str, tuple[int, str]]:
    """Characters fighting in a battle with the team → (this turn, the battle's location).

    Whoever fights beside or against the team's living characters is in plain sight, whatever the
    facts say; the dead see nothing, and the dead are not fighting (the engine prunes them at the end
    of each turn). A concealed Spirit Form stays unseen (see the module docstring).
    """
    seen: dict[str, tuple[int, str]] = {}
    for battle in _battles_fought(war, own):
        for cid in battle.participants:
            ch = war.characters.get(cid)
            if ch is not None and cid not in own and ch.alive and not _concealed_spirit(war, ch):
                seen[cid] = (war.turn, battle.location)
    return seen


def _battles_fought(war: War, own: set[str]) -> list[Battle]:
    """The battles one of the team's living characters fights in."""
    return [b for b in war.battles
            if any(cid in own and war.characters[cid].alive for cid in b.participants)]


def _concealed_spirit(war: War, ch: Character) -> bool:
    """A Servant in Spirit Form its ruleset conceals (true-hgw: 'cannot be detected'); with a ruleset
    this gmdesk does not know, every Spirit Form is taken as concealed (a leak is worse than a gap)."""
    if not ch.spirit_form:
        return False
    try:
        return rulesets.get(war.ruleset).is_concealed(ch)
    except UnknownRulesetError:
        return True


def _own_copy(ch: Character) -> Character:
    mine = copy.deepcopy(ch)
    mine.gm_notes = ""  # GM-only notes never reach a player
    return mine


def _ruleset_of(war: War) -> Ruleset:
    """The war's ruleset; one gmdesk does not know shows and hides nothing beyond the defaults."""
    try:
        return rulesets.get(war.ruleset)
    except UnknownRulesetError:
        return Ruleset()


def _conceal_from_owner(war: War, mine: Character, known: set[str]) -> None:
    """What the rules keep from a character's own team (the ruleset says), and the names of characters
    the team has not seen: a status's ``source`` or a flag such as ``last_hit_by`` may name a concealed
    attacker, and the victim knows only that something struck. Every part of the sheet that may hold an
    id is read, at any depth (a skill's ``target``, an item ``taken_from`` someone, ``{"cause": {"who":
    …}}``, a flag keyed by an id), and so is the Master: a contract with an unseen Master names no one."""
    _ruleset_of(war).conceal_from_owner(mine, war)
    mine.statuses = [_masked_status(status, war, mine, known) for status in mine.statuses]
    secret = _secret_names(war, known)
    for part in ("statuses", "skills", "items"):
        setattr(mine, part, [_unnamed(entry, war, known, secret) for entry in getattr(mine, part)])
    mine.flags = _unnamed(mine.flags, war, known, secret)
    mine.points = _unnamed(mine.points, war, known, secret)
    mine.extra = _unnamed(mine.extra, war, known, secret)
    if _unknown(mine.master, war, known):
        mine.master = None


def _masked_status(status: Any, war: War, mine: Character, known: set[str]) -> Any:
    """A status another team's character put on ``mine``, named as the team's updates name it
    (:func:`~gmdesk.engine.knowledge_names.masked`): "Fever (Distilled Malady)" from Caster reads "Fever (a skill)"
    on the player's copy too. A name that is wholly a secret of a character the team has not seen is left to
    :func:`_unnamed` ("(unknown)")."""
    source = status.get("source") if isinstance(status, dict) else None
    origin = war.characters.get(source) if isinstance(source, str) else None
    name = status.get("name") if isinstance(status, dict) else None
    if origin is None or origin.team == mine.team or not isinstance(name, str):
        return status
    said = masked(war, origin.id, name, known=origin.id in known)
    if said is name or (origin.id not in known and str(said) == AN_EFFECT):
        return status
    return {**status, "name": said}  # (a Message: said in the reader's language where the sheet is printed)


def _unknown(value: Any, war: War, known: set[str]) -> bool:
    """Whether ``value`` is the id of a character of the war outside ``known``."""
    return isinstance(value, str) and value in war.characters and value not in known


UNKNOWN_NAME = "(unknown)"
"""What an entry's ``name`` becomes when it is the name of something only an unseen character has."""


def _identifying_names(ch: Character) -> set[str]:
    """The names that tell who a character is: its own, its true name, and those of its skills and items
    (a status inflicted by "Bridle of Storms" tells the victim that Rider struck)."""
    names = {ch.name, ch.true_name or ""}
    for entry in (*ch.skills, *ch.items):
        for key in ("name", "Name"):
            if isinstance(entry.get(key), str):
                names.add(entry[key])
    return {n.casefold() for n in names if n.strip()}


def _secret_names(war: War, known: set[str]) -> set[str]:
    """Names only characters outside ``known`` have: a name a known character also has tells nothing."""
    unseen = set().union(*(_identifying_names(c) for c in war.characters.values() if c.id not in known))
    seen = set().union(*(_identifying_names(war.characters[c]) for c in known if c in war.characters))
    return unseen - seen


def _secret(value: Any, secret: frozenset[str] | set[str]) -> bool:
    return isinstance(value, str) and value.casefold() in secret


def _unnamed(value: Any, war: War, known: set[str], secret: frozenset[str] | set[str] = frozenset(),
             tainted: bool = False) -> Any:
    """``value`` without what names a character outside ``known``: a key or a value that is such an id goes
    with its entry, a list loses such items; nested objects are read the same way.

    An object that named such a character (a status whose ``source`` was the unseen Rider) also loses, at
    any depth, the values that are ``secret`` names (see :func:`_secret_names`: "Bridle of Storms" tells
    who struck as well as the id did); its ``name``, if secret, becomes :data:`UNKNOWN_NAME`, so the entry
    itself (a Stun) is still there. Elsewhere a name is left alone: a generic status may share its name
    with someone's skill."""
    if isinstance(value, dict):
        tainted = tainted or any(_unknown(k, war, known) or _unknown(v, war, known) for k, v in value.items())
        out = {}
        for key, item in value.items():
            if _unknown(key, war, known) or _unknown(item, war, known):
                continue
            if tainted and _secret(item, secret):
                if key == "name":
                    out[key] = UNKNOWN_NAME
                continue
            out[key] = _unnamed(item, war, known, secret, tainted)
        return out
    if isinstance(value, (list, tuple)):
        return type(value)(_unnamed(item, war, known, secret, tainted) for item in value
                           if not (_unknown(item, war, known) or (tainted and _secret(item, secret))))
    return value


def _seen_record(ch: Character, turn: int | None, where: str | None) -> Character:
    """The little a fact tells: who it was, whose, and where it was seen (alive, since facts see the living)."""
    record = Character(id=ch.id, name=ch.name, kind=ch.kind, team=ch.team, alive=True, location=where)
    if turn is not None:
        record.flags[Flag.SEEN_TURN] = turn
    return record


def _battles_seen(war: War, own: set[str], in_sight: set[str]) -> list[Battle]:
    """Battles the team fights in, with its own participants and those it sees fighting there.

    A concealed Spirit Form is left out even when an older fact named it: listing it would tell where it
    is now. So is a battle of others only, even when one of them was seen. Battle ``extra`` stays out:
    it is the engine's and the GM's.
    """
    return [Battle(b.id, b.location, [p for p in b.participants if p in in_sight], b.turns)
            for b in _battles_fought(war, own)]


# -- locations -----------------------------------------------------------------------------------------


def _visible_locations(war: War, team: str, facts: list[dict[str, Any]], characters: dict[str, Character]) -> set[str]:
    """Every location not hidden, and the hidden ones the team holds, stands in, or has learnt of."""
    visible = {loc.id for loc in war.map.locations.values() if not loc.hidden or loc.home_base == team}
    for fact in facts:
        for key in FACT_LOCATION_FIELDS:
            if isinstance(fact.get(key), str):
                visible.add(fact[key])
    visible.update(c.location for c in characters.values() if c.location is not None)
    return visible & set(war.map.locations)


def _revealed_owners(facts: list[dict[str, Any]]) -> dict[str, str | None]:
    """Location → the home-base owner the newest fact about it reported (None: "no home base")."""
    owners: dict[str, str | None] = {}
    for fact in facts:
        place = _place_of(fact)
        if place is not None and (fact.get("kind") == "home-base" or "owner" in fact):
            owners[place] = fact.get("owner") if isinstance(fact.get("owner"), str) else None
    return owners


def _owner_seen(loc: Location, team: str, owners: dict[str, str | None]) -> str | None:
    """The team's own bases as they are; another team's as the newest fact reported it."""
    if loc.home_base == team:
        return team
    reported = owners.get(loc.id)
    return reported if reported != team else None  # a base the team held and lost is not its own


def _public_location(loc: Location, home_base: str | None) -> Location:
    fields = {key: copy.deepcopy(getattr(loc, key)) for key in PUBLIC_LOCATION_FIELDS}
    fields["home_base"] = home_base
    return Location(**fields)
