"""The IGM: information, services and shelter at the IGM Office and Central Skyscraper (000:L567-588).

The IGM's location carries the location effect ``igm-office`` (also read: ``igm``, and the sample
city's ``supervisor-office``). Orders (all "access the effects of a location": a Support action with
no SP, not while in battle, 000:L640; once per Turn per player, 000:L572):

- ``{"action": "information", "pay": "cp" | "information", "offer": OFFER}``: a random piece of the IGM's
  information "that doesn't refer to any member of that player's team", never given twice (000:L579).
- ``{"action": "service", "service": "fast-healing" | "true-healing" | "instant-teleport" | "memory-erase",
  "pay": ..., "offer": ..., "for": CHARACTER (healing), "to": LOCATION (teleport)}`` (000:L581-586).
- ``{"action": "shelter"}``: a Servantless Master retires under the IGM's protection (000:L588).

``pay`` is ``cp`` (150 CP from the team Master, the default) or ``information`` with ``OFFER`` =
``{"category": "servant-class" | "appearance" | "skill" | "noble-phantasm", "about": CHARACTER,
"skill": NAME (skill, noble-phantasm), "text": optional wording}`` (000:L572-577). Fast and True Healing
are paid with CP only, 150 and 300 (000:L581). Whether the offer was "already ... declared in red in the
public updates" is the GM's decision. Information offered joins the IGM's pool (the IGM "is permitted to
exchange information", 000:L569: GAP, chosen).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import hostile
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.scores import fmt

from . import economy_state as st, home_base
from .economy_interpretations import IGM_WEEK, choice, describe
from .fields import entry_problem

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

IGM_MARKERS = ("igm-office", "igm", "supervisor-office")
FANCY_MANSION_MARKERS = ("fancy-mansion",)
PRICE = 150
RULE = "ap-sp 000:L572"
RULE_INFO = "ap-sp 000:L579"
RULE_SERVICES = "ap-sp 000:L581-586"
RULE_SHELTER = "ap-sp 000:L588"

OFFER_CATEGORIES: dict[str, str] = {
    "servant-class": "The Master's name and the class of one of their Servants",
    "appearance": "The Master's name and (if that Master are inside the IGM Office and Central Skyscraper) a "
                  "description of their overall appearance",
    "skill": "The name and description of a Servant's non-Basic Attack skill",
    "noble-phantasm": "The name and type of a Servant's Noble Phantasm",
}
"""000:L574-577, verbatim."""

SERVICES: dict[str, dict[str, Any]] = {
    "fast-healing": {"name": "Fast Healing", "price": 150, "share": 0.15, "cp_only": True, "flag": st.FAST_HEALING,
                     "text": "Restore 15% of the maximum Health and Mana of either that player or a Servant "
                             "they're contracted with.", "rule": "ap-sp 000:L581, L583"},
    "true-healing": {"name": "True Healing", "price": 300, "share": 0.40, "cp_only": True, "flag": st.TRUE_HEALING,
                     "text": "Restore 40% of the maximum Health and Mana of either that player or a Servant "
                             "they're contracted with.", "rule": "ap-sp 000:L581, L584"},
    "instant-teleport": {"name": "Instant Teleport", "price": PRICE, "cp_only": False,
                         "text": "That player is teleported instantly to a location of their choice.",
                         "rule": "ap-sp 000:L585"},
    "memory-erase": {"name": "Memory Erase", "price": PRICE, "cp_only": False,
                     "text": "The inhabitants of the Fancy Mansion forget their encounter with that player, allowing "
                             "that player an additional visit.", "rule": "ap-sp 000:L586"},
}


def is_igm_location(location: str | None, war: "War") -> bool:
    return st.location_has(war, location, IGM_MARKERS)


def sheltered_problem(ch: "Character") -> str | None:
    """A sheltered Master is "not allowed to rejoin the War": every order of theirs is refused, and they are
    immune to all effects and damage and cannot die (000:L588)."""
    if st.is_sheltered(ch):
        return f"{ch.name} took the IGM's shelter and is not allowed to rejoin the War (000:L588)"
    return None


# -- checks -------------------------------------------------------------------------------------------
def _refuse(order: Mapping[str, Any], reason: str, rule: str = RULE) -> IllegalOrderError:
    return IllegalOrderError(dict(order), reason, rule=rule)


def _at_igm(ch: "Character", order: Mapping[str, Any], war: "War", facts: Any) -> None:
    problem = sheltered_problem(ch)
    if problem:
        raise _refuse(order, problem, RULE_SHELTER)
    if not is_igm_location(ch.location, war):
        raise _refuse(order, f"the IGM is at the IGM Office and Central Skyscraper; {ch.name} is at "
                      f"{st.place(war, ch.location)}", "ap-sp 000:L569, L572")
    if st.in_battle(ch, war, facts):
        raise _refuse(order, "a character cannot access the effects of locations while in battle", "ap-sp 000:L640")


def _once_per_turn(ch: "Character", order: Mapping[str, Any], war: "War") -> Change:
    n = st.night(war)
    if ch.flags.get(st.IGM_TURN) == n:
        raise _refuse(order, f"{ch.name} already dealt with the IGM this Turn (once per Turn)")
    return st.flag(ch, st.IGM_TURN, n, f"{ch.name}'s dealing with the IGM for Night {n}", RULE)


def _skill_on_sheet(servant: "Character", skill: str) -> dict[str, Any] | None:
    for raw in servant.skills:
        named = raw.get("name", raw.get("Name"))
        if isinstance(named, str) and named.casefold() == skill.casefold():
            return raw
    return None


def offered_piece(ch: "Character", offer: Any, order: Mapping[str, Any], war: "War") -> dict[str, Any]:
    """The information ``ch`` offers about its own team, checked against the four categories (000:L572-577)."""
    if not isinstance(offer, Mapping):
        raise _refuse(order, "paying with information needs 'offer': {category, about, ...}")
    category = offer.get("category")
    if category not in OFFER_CATEGORIES:
        raise _refuse(order, f"offered information must be one of: {', '.join(OFFER_CATEGORIES)}", "ap-sp 000:L572-577")
    about = war.characters.get(offer.get("about", ""))
    if about is None or hostile(about, ch):
        raise _refuse(order, "the information offered must be on the player's own team", RULE)
    n = st.night(war)
    piece = {"id": f"offer.n{n}.{ch.id}", "about": about.id, "category": category, "night": n, "from": ch.id}
    if category == "servant-class":
        if about.kind != "servant" or about.master is None:
            raise _refuse(order, "'servant-class' names a Master and the class of one of their Servants: 'about' "
                          "is that Servant", "ap-sp 000:L574")
        piece["text"] = offer.get("text") or (f"{st.name(war, about.master)}'s Servant is of the class "
                                              f"{about.class_name or '?'}")
    elif category == "appearance":
        if about.kind != "master":
            raise _refuse(order, "'appearance' describes a Master", "ap-sp 000:L575")
        if not is_igm_location(about.location, war):
            raise _refuse(order, f"{about.name} must be inside the IGM Office and Central Skyscraper for their "
                          "appearance to be offered", "ap-sp 000:L575")
        piece["text"] = offer.get("text") or f"{about.name}'s overall appearance"
    else:
        skill = offer.get("skill")
        if about.kind != "servant" or not isinstance(skill, str) or not skill:
            raise _refuse(order, f"'{category}' names one of the team's Servants ('about') and its 'skill'",
                          "ap-sp 000:L576-577")
        raw = _skill_on_sheet(about, skill)
        if about.skills and raw is None:
            raise _refuse(order, f"{about.name}'s sheet has no skill {skill!r}", "ap-sp 000:L576-577")
        basic = raw is not None and (raw.get("basic") or "basic attack" in str(raw.get("type", "")).casefold())
        if category == "skill" and basic:
            raise _refuse(order, "a Basic Attack cannot be offered: a non-Basic Attack skill", "ap-sp 000:L576")
        piece["skill"] = skill
        kind = "Noble Phantasm" if category == "noble-phantasm" else "skill"
        piece["text"] = offer.get("text") or f"{about.name}'s {kind} {skill}"
    return piece


def _payment(ch: "Character", order: Mapping[str, Any], war: "War", price: int, cp_only: bool,
             what: str) -> tuple[list[Change], dict[str, Any] | None]:
    """(changes that pay, the piece offered or None)."""
    pay = order.get("pay", "cp")
    if pay == "information":
        if cp_only:
            raise _refuse(order, f"{what} can only be paid for with CP", "ap-sp 000:L581")
        piece = offered_piece(ch, order.get("offer"), order, war)
        pool = st.state(war, st.IGM_PIECES, [])
        pool.append(piece)
        return [st.set_state(st.IGM_PIECES, pool, f"{ch.name} gives the IGM information on their team "
                             f"({OFFER_CATEGORIES[piece['category']]}): {piece['text']}", "ap-sp 000:L569, L572")], piece
    if pay != "cp":
        raise _refuse(order, "'pay' is 'cp' or 'information'")
    master = st.team_master(ch, war)
    if master is None:
        raise _refuse(order, f"{ch.name} has no Master whose CP to spend (only Masters hold CP)", "ap-sp 000:L530")
    cp = st.cp_of(master)
    if cp < price:
        raise _refuse(order, f"{what} costs {price} CP; {master.name} holds {fmt(cp)} CP")
    return [st.cp_change(master, -price, f"{ch.name} pays the IGM for {what}: CP {fmt(cp)} − {price} = "
                         f"{fmt(cp - price)}", "ap-sp 000:L572, L581")], None


def _red_check(ch: "Character", piece: Mapping[str, Any] | None, accepted: list[Change], war: "War") -> list[Change]:
    """With information offered, the GM says whether it was already declared in red (000:L572)."""
    if piece is None:
        return accepted
    return [st.decision(ch.id, f"t{st.night(war)}.igm-offer.{ch.id}",
                        f"Was the information {ch.name} offers the IGM already declared in red in the public "
                        f"updates? ({piece['text']})",
                        {"not-declared": accepted,
                         "declared": [st.note(ch.id, f"the IGM refuses {ch.name}'s offer: it was already declared in "
                                                     "red", RULE)]}, asks="gm", rule=RULE)]


# -- information ------------------------------------------------------------------------------------
def information_candidates(ch: "Character", war: "War") -> list[dict[str, Any]]:
    """The pieces the IGM may still give ``ch``: never given before, not about a member of ``ch``'s team
    (000:L579). Sorted by id; the engine draws one."""
    given = st.state(war, st.IGM_GIVEN, {})
    out = []
    for piece in st.state(war, st.IGM_PIECES, []):
        if piece.get("id") in given:
            continue
        about = war.characters.get(piece.get("about"))
        team = piece.get("team") or (about.team if about is not None else None)
        if ch.team is not None and team == ch.team:
            continue
        out.append(piece)
    return sorted(out, key=lambda p: str(p.get("id")))


def buy_information(ch: "Character", order: Mapping[str, Any], war: "War", facts: Any = None) -> list[Change]:
    """A randomly chosen piece of the IGM's information, for 150 CP or information (000:L572, L579)."""
    order = {"action": "information", **order}
    _at_igm(ch, order, war, facts)
    once = _once_per_turn(ch, order, war)
    candidates = information_candidates(ch, war)
    if not candidates:
        raise _refuse(order, "the IGM holds no information it has not given out that does not concern the player's "
                      "team", RULE_INFO)
    paid, piece = _payment(ch, order, war, PRICE, False, "information")
    given = st.state(war, st.IGM_GIVEN, {})
    n = st.night(war)
    options = {}
    for cand in candidates:
        gets = dict(given)
        gets[cand["id"]] = {"night": n, "to": ch.id}
        options[str(cand["id"])] = [
            st.knowledge(ch, {"kind": "igm-information", "piece": cand["id"], "about": cand.get("about"),
                              "text": cand.get("text", "")},
                         f"the IGM tells {ch.name}: {cand.get('text', '')}", RULE_INFO),
            st.set_state(st.IGM_GIVEN, gets, f"the IGM will not give out piece {cand['id']} again", RULE_INFO),
        ]
    draw = st.pick(ch.id, f"t{n}.igm-information.{ch.id}",
                   f"the IGM picks at random one of {len(candidates)} piece(s) not about {ch.name}'s team: "
                   + ", ".join(str(c["id"]) for c in candidates), options, RULE_INFO)
    return _red_check(ch, piece, paid + [once, draw], war)


# -- services ---------------------------------------------------------------------------------------
def _week_problem(ch: "Character", flag_key: str, name: str, war: "War") -> str | None:
    last = ch.flags.get(flag_key)
    if last is None:
        return None
    n = st.night(war)
    if choice(war, IGM_WEEK) == "rolling":
        if n - last < 7:
            return (f"{name} was requested on Night {last}; once per week: again from Night {last + 7} "
                    f"({describe(war, IGM_WEEK)})")
        return None
    if (last - 1) // 7 == (n - 1) // 7:
        week = (n - 1) // 7
        return (f"{name} was requested on Night {last}, in the week of Nights {7 * week + 1}-{7 * week + 7}; once "
                f"per week ({describe(war, IGM_WEEK)})")
    return None


def service(ch: "Character", order: Mapping[str, Any], war: "War", facts: Any = None) -> list[Change]:
    """One of the IGM's services (000:L581-586); see the module docstring for the order fields."""
    order = {"action": "service", **order}
    key = order.get("service")
    if key not in SERVICES:
        raise _refuse(order, f"the IGM's services are {', '.join(SERVICES)}", RULE_SERVICES)
    spec = SERVICES[key]
    _at_igm(ch, order, war, facts)
    once = _once_per_turn(ch, order, war)
    n = st.night(war)
    if key in ("fast-healing", "true-healing"):
        problem = _week_problem(ch, spec["flag"], spec["name"], war)
        if problem:
            raise _refuse(order, problem, spec["rule"])
        who = war.characters.get(order.get("for", ch.id))
        if who is None or not who.alive or not (who.id == ch.id or (who.kind == "servant" and who.master == ch.id)):
            raise _refuse(order, f"{spec['name']} restores {ch.name} or a Servant they're contracted with", spec["rule"])
        effect = _healing(who, spec, war) + [st.flag(ch, spec["flag"], n, f"{ch.name}'s {spec['name']} of Night {n}",
                                                      spec["rule"])]
    elif key == "instant-teleport":
        dest = order.get("to")
        if not war.map.has(dest):
            raise _refuse(order, f"Instant Teleport needs a destination 'to' on the map, not {dest!r}", spec["rule"])
        problem = entry_problem(ch, dest, war)
        if problem:
            raise _refuse(order, problem, "ap-sp 000:L544")
        effect = [Change(ch.id, ChangeKind.MOVE, f"the IGM teleports {ch.name} instantly to {st.place(war, dest)}",
                         spec["rule"], value=dest)] + home_base.alert([ch], dest, war)
    else:
        effect = [st.flag(ch, st.MEMORY_ERASE, n, f"the inhabitants of the Fancy Mansion forget their encounter with "
                          f"{ch.name}, allowing {ch.name} an additional visit", spec["rule"]),
                  st.note(ch.id, f"Memory Erase: {ch.name} may visit the Fancy Mansion once more (the visit limit is "
                                 "the GM's)", spec["rule"])]
    paid, piece = _payment(ch, order, war, spec["price"], spec["cp_only"], spec["name"])
    return _red_check(ch, piece, paid + [once] + effect, war)


def _healing(who: "Character", spec: Mapping[str, Any], war: "War") -> list[Change]:
    share = spec["share"]
    pct = fmt(share * 100)
    out = []
    for pool, label in ((ChangeKind.HEALTH, "Health"), (ChangeKind.MANA, "Mana")):
        top = st.maximum(who, pool)
        amount = round(share * top, 10)
        out.append(Change(who.id, pool, f"{spec['name']}: {label} +{pct}% × {fmt(top)} = +{fmt(amount)}", spec["rule"],
                          amount=amount))
    return out


# -- shelter -------------------------------------------------------------------------------------------
def shelter(ch: "Character", order: Mapping[str, Any], war: "War", facts: Any = None) -> list[Change]:
    """A Servantless Master stays in the IGM's location: immune to all effects and damage, cannot die, and
    may never rejoin the War (000:L588)."""
    order = {"action": "shelter", **order}
    if ch.kind != "master":
        raise _refuse(order, "the IGM provides shelter to Masters", RULE_SHELTER)
    _at_igm(ch, order, war, facts)
    servants = st.contracted_servants(ch, war)
    if servants:
        raise _refuse(order, f"only a Servantless Master can take shelter; {ch.name} is contracted with "
                      f"{', '.join(s.name for s in servants)}", RULE_SHELTER)
    n = st.night(war)
    return [st.flag(ch, st.SHELTERED, n, f"{ch.name} takes the IGM's shelter: immune to all effects and damage, "
                    "cannot die, and not allowed to rejoin the War", RULE_SHELTER),
            st.note(ch.id, f"{ch.name} retires from the War under the IGM's protection", RULE_SHELTER)]
