"""The two shops and their seven items (000:L590-619): buying, using, giving, and the Focus Band.

Shops are marked on the map by a location effect (case-insensitive): ``advanced-hospital`` (or
``hospital``, as the sample city writes it) for the Advanced Hospital, and ``super-mall`` (or
``shopping-mall``: the document also calls it "Shopping Mall", 000:L640, I0.11) for the Super Mall.

Items live in ``Character.items`` as dicts ``{"name": ..., "bought": night}``; using one removes it
(000:L592). Item effects are dicts in ``Character.statuses`` with ``"kind": "item"`` and ``"turns"``
counted down by the ruleset's generic countdown (statuses.countdown: an effect with ``turns`` 1 ends
with this Turn); :func:`item_effects_end_of_turn` only gives Magic Glasses' ACT back and reports what a
Mana Detector saw. Every function is pure and returns changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.errors import IllegalOrderError
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.scores import fmt

from . import economy_state as st, home_base
from .economy_interpretations import ITEM_DURATION, choice, describe
from .fields import bounded_field_locations, entry_problem

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE_SHOPS = "ap-sp 000:L592"
RULE_GIVE = "ap-sp 000:L619"


@dataclass(frozen=True)
class Shop:
    key: str
    name: str
    markers: tuple[str, ...]
    purchases_per_turn: int | None
    rule: str


@dataclass(frozen=True)
class Item:
    """One item as the document lists it; ``action`` and ``duration`` quote it."""

    name: str
    shop: str
    price: int
    effect: str
    action: str
    duration: str
    slot: str
    """``support`` (a Support action, 0 SP), ``movement`` (the Movement Phase), ``passive`` (not used)."""
    rule: str


ADVANCED_HOSPITAL = "advanced-hospital"
SUPER_MALL = "super-mall"

SHOPS: dict[str, Shop] = {
    ADVANCED_HOSPITAL: Shop(ADVANCED_HOSPITAL, "Advanced Hospital", ("advanced-hospital", "hospital"), 1,
                            "ap-sp 000:L592 (one purchase once per Turn)"),
    SUPER_MALL: Shop(SUPER_MALL, "Super Mall", ("super-mall", "shopping-mall"), None,
                     "ap-sp 000:L592 (indefinite purchases indefinitely)"),
}

STATUS_CURING_PILLS = "Status-curing Pills"
SPLINT = "Splint"
FOCUS_BAND = "Focus Band"
CHARGED_POTION = "Charged Potion"
TELEPORTER = "Teleporter"
MAGIC_GLASSES = "Magic Glasses"
MANA_DETECTOR = "Mana Detector"
BATTLE_CONTINUATION = "Battle Continuation (E)"

ITEMS: dict[str, Item] = {i.name: i for i in (
    Item(STATUS_CURING_PILLS, ADVANCED_HOSPITAL, 300, "The user is cured of all negative status effects.",
         "Support action that consumes no SP", "", "support", "ap-sp 000:L597"),
    Item(SPLINT, ADVANCED_HOSPITAL, 200, "The user circumvents the penalty regarding low Health.",
         "Support action that consumes no SP", "Lasts indefinitely.", "support", "ap-sp 000:L599"),
    Item(FOCUS_BAND, SUPER_MALL, 100,
         "The holder gains the following skill: Battle Continuation (E) - Allows the user to survive a fatal "
         "blow with 1 Health. At rank E, this skill will activate only if the user's Health after the fatal "
         "attack would reach between -10 and 0 inclusive. If the user's Health is 1 or lower, and they receive "
         "a fatal attack, this effect will be negated.",
         "This effect will apply the moment this item is purchased.",
         "Lasts until the aforementioned skill is activated.", "passive", "ap-sp 000:L604-608"),
    Item(CHARGED_POTION, SUPER_MALL, 400, "The user's original regeneration values increase by 125%.",
         "Support action that consumes no SP", "Lasts two Turns.", "support", "ap-sp 000:L610"),
    Item(TELEPORTER, SUPER_MALL, 250,
         "The user is able to transport themselves and/or (if in the same location as them and willing) the "
         "character they're contracted with to a location of the user's choice.",
         "This item can only be used during the Movement Phase. Using this item is considered a normal move "
         "that consumes the Move Action of each character it affects.", "", "movement", "ap-sp 000:L612"),
    Item(MAGIC_GLASSES, SUPER_MALL, 400,
         "During the Turn in which this item is used, the user's ACT increases to rank EX.",
         "Support action that consumes no SP", "During the Turn in which this item is used.", "support",
         "ap-sp 000:L614"),
    Item(MANA_DETECTOR, SUPER_MALL, 500,
         "During the Turn in which this item is used, the user will detect the areas (but not ownerships) of "
         "all Bounded Fields (Home Bases included) and activated Noble Phantasms.",
         "Support action that consumes no SP", "During the Turn in which this item is used.", "support",
         "ap-sp 000:L616"),
)}


# -- lookups ------------------------------------------------------------------------------------------
def item_named(name: Any, order: Mapping[str, Any] | None = None) -> Item:
    """The item called ``name`` (case-insensitive), or an IllegalOrderError listing the seven."""
    if isinstance(name, Item):
        return name
    for item in ITEMS.values():
        if isinstance(name, str) and item.name.casefold() == name.strip().casefold():
            return item
    raise IllegalOrderError(dict(order or {}), f"no item {name!r}; the shops sell {', '.join(ITEMS)}",
                            rule="ap-sp 000:L595-616")


def shop_at(location: str | None, war: "War") -> Shop | None:
    for shop in SHOPS.values():
        if st.location_has(war, location, shop.markers):
            return shop
    return None


def holds(ch: "Character", item_name: str) -> bool:
    return any(str(i.get("name", "")).casefold() == item_name.casefold() for i in ch.items)


def slot_of(item_name: Any) -> str:
    """The slot an item's use resolves in: ``movement`` for the Teleporter, else ``support``."""
    try:
        slot = item_named(item_name).slot
    except IllegalOrderError:
        return "support"
    return "support" if slot == "passive" else slot


# -- buying -------------------------------------------------------------------------------------------
def buy(ch: "Character", item: Any, war: "War", order: Mapping[str, Any] | None = None,
        facts: Any = None) -> list[Change]:
    """Buy ``item`` with the team Master's CP at the shop where ``ch`` stands (000:L530, L592, L640).

    Refused when ``ch`` is not at the shop that sells it, is in battle ("A character cannot access the
    effects of locations while that character is in battle", 000:L640), has no Master with CP, the CP
    is short, or a second Advanced Hospital purchase this Turn ("one purchase once per Turn", 000:L592).
    The Focus Band's skill applies at once: holding the band is the skill (000:L608).
    """
    order = dict(order or {"actor": ch.id, "action": "buy", "item": getattr(item, "name", item)})
    it = item_named(item, order)
    shop = SHOPS[it.shop]
    here = shop_at(ch.location, war)
    if here is None or here.key != shop.key:
        raise IllegalOrderError(order, f"{it.name} is sold at the {shop.name}; {ch.name} is at "
                                f"{st.place(war, ch.location)}", rule=it.rule)
    if st.in_battle(ch, war, facts):
        raise IllegalOrderError(order, "a character cannot access the effects of locations while in battle",
                                rule="ap-sp 000:L640")
    master = st.team_master(ch, war)
    if master is None:
        raise IllegalOrderError(order, f"{ch.name} has no Master whose CP to spend (only Masters hold CP)",
                                rule="ap-sp 000:L530")
    cp = st.cp_of(master)
    if cp < it.price:
        raise IllegalOrderError(order, f"{it.name} costs {it.price} CP; {master.name} holds {fmt(cp)} CP",
                                rule=it.rule)
    n = st.night(war)
    if shop.purchases_per_turn is not None and ch.flags.get(st.HOSPITAL_TURN) == n:
        raise IllegalOrderError(order, f"{ch.name} already bought at the {shop.name} this Turn (one purchase "
                                "once per Turn)", rule=shop.rule)
    payer = "" if master.id == ch.id else f" (team Master {master.name}'s CP)"
    changes = [
        st.cp_change(master, -it.price, f"{ch.name} buys {it.name} at the {shop.name}{payer}: CP {fmt(cp)} − "
                     f"{it.price} = {fmt(cp - it.price)}", it.rule),
        st.item_add(ch, {"name": it.name, "bought": n}, f"{ch.name} now holds {it.name}", it.rule),
    ]
    if shop.purchases_per_turn is not None:
        changes.append(st.flag(ch, st.HOSPITAL_TURN, n, f"{ch.name}'s Advanced Hospital purchase for Night {n}",
                               shop.rule))
    if it.name == FOCUS_BAND:
        changes.append(st.note(ch.id, f"{ch.name} gains {BATTLE_CONTINUATION} while holding the Focus Band "
                               "(applies the moment it is purchased)", it.rule))
    return changes


# -- using -------------------------------------------------------------------------------------------
def is_negative_status(effect: Mapping[str, Any]) -> bool:
    """A negative status: ``negative`` true, or ``kind`` ``status`` unless ``negative`` is false.
    Boosts, skills, items and the IGM mark are not statuses."""
    if "negative" in effect:
        return bool(effect["negative"])
    return bool(effect.get("kind", "status") == "status")


def _item_effect(ch: "Character", name: str, war: "War", turns: int | None, rule: str,
                 **extra: Any) -> dict[str, Any]:
    """An item effect; ``turns`` counts this Turn as the first (000:L642), None lasts indefinitely."""
    effect = {"name": name, "kind": "item", "turns": turns, "since": st.night(war), "source": ch.id, "rule": rule}
    effect.update(extra)
    return effect


def use_item(ch: "Character", item: Any, war: "War", order: Mapping[str, Any] | None = None,
             facts: Any = None) -> list[Change]:
    """Use a held item; using it removes it (000:L592). Returns the changes, or raises IllegalOrderError.

    - Status-curing Pills: every negative status is removed (000:L597, L350).
    - Splint: an indefinite ``Splint`` effect; the damage formula skips the low-Health penalty (000:L599).
    - Charged Potion: a ``Charged Potion`` effect carrying ``health_regen``/``mana_regen`` = 125% of the
      sheet ("original") values; Turns by interpretation item-duration (000:L610, L642).
    - Teleporter (Movement Phase): order ``to`` (a location) and ``who`` (ids; default the user); each
      mover moves and spends its Move Action; a contracted partner is asked whether it is willing (000:L612).
    - Magic Glasses: ACT becomes EX for this Turn; the sheet rank comes back at its end (000:L614).
    - Mana Detector: the user's team learns the locations of every Bounded Field and Home Base now, and of
      every Noble Phantasm activated this Turn at its end (000:L616).
    The Focus Band is not used: holding it is the skill (000:L604-608).
    """
    order = dict(order or {"actor": ch.id, "action": "use-item", "item": getattr(item, "name", item)})
    it = item_named(item, order)
    if not holds(ch, it.name):
        raise IllegalOrderError(order, f"{ch.name} holds no {it.name}", rule=RULE_SHOPS)
    if it.name == FOCUS_BAND:
        raise IllegalOrderError(order, "the Focus Band is not used: its holder has Battle Continuation (E) "
                                "until it activates", rule=it.rule)
    used = st.item_remove(ch, it.name, f"{ch.name} uses {it.name}; it leaves the inventory", RULE_SHOPS)
    if it.name == STATUS_CURING_PILLS:
        bad = [e for e in ch.statuses if is_negative_status(e)]
        cured = [st.effect_remove(ch, e, f"{ch.name} is cured of {e.get('name')}", it.rule) for e in bad]
        if not cured:
            cured = [st.note(ch.id, f"{ch.name} has no negative status to cure", it.rule)]
        return [used] + cured
    if it.name == SPLINT:
        return [used, Change(ch.id, ChangeKind.EFFECT_ADD,
                             f"{ch.name} circumvents the low-Health penalty (lasts indefinitely)",
                             it.rule, value=_item_effect(ch, SPLINT, war, None, it.rule))]
    if it.name == CHARGED_POTION:
        return [used, charged_potion_effect(ch, war)]
    if it.name == MAGIC_GLASSES:
        return [used] + magic_glasses_changes(ch, war)
    if it.name == MANA_DETECTOR:
        return [used] + mana_detector_changes(ch, war)
    return teleporter_changes(ch, order, war, used)


def charged_potion_effect(ch: "Character", war: "War") -> Change:
    """+125% of the original regeneration values (000:L610), e.g. regen 20/15 → +25/+18.75 per Turn.

    "Lasts two Turns": with item-duration=cast-turn the Turn of use and the next (``turns`` 2, 000:L642), so
    only the next Initial Phase regenerates with it; with next-turns the two Turns after it (``turns`` 3)."""
    n = st.night(war)
    turns = 2 if choice(war, ITEM_DURATION) == "cast-turn" else 3
    last = n + turns - 1
    hr, mr = ch.health_regen or 0.0, ch.mana_regen or 0.0
    bonus_h, bonus_m = round(hr * 1.25, 10), round(mr * 1.25, 10)
    explain = (f"{ch.name}'s Charged Potion: regeneration +125% of the original values: Health {fmt(hr)} × 1.25 = "
               f"+{fmt(bonus_h)}, Mana {fmt(mr)} × 1.25 = +{fmt(bonus_m)}, through Night {last} "
               f"({describe(war, ITEM_DURATION)})")
    rule = ITEMS[CHARGED_POTION].rule
    return Change(ch.id, ChangeKind.EFFECT_ADD, explain, rule + ", L642",
                  value=_item_effect(ch, CHARGED_POTION, war, turns, rule, health_regen=bonus_h, mana_regen=bonus_m))


def magic_glasses_changes(ch: "Character", war: "War") -> list[Change]:
    rule = ITEMS[MAGIC_GLASSES].rule
    before = str(ch.stats["ACT"]) if "ACT" in ch.stats else "N/A"
    n = st.night(war)
    return [
        Change(ch.id, ChangeKind.STAT, f"{ch.name}'s ACT {before} → EX for Night {n} (Magic Glasses)", rule,
               value=("ACT", "EX")),
        Change(ch.id, ChangeKind.EFFECT_ADD, f"{ch.name} wears Magic Glasses this Turn", rule,
               value=_item_effect(ch, MAGIC_GLASSES, war, 1, rule, restore={"ACT": before})),
    ]


def mana_detector_changes(ch: "Character", war: "War") -> list[Change]:
    """Knowledge of every Bounded Field's and Home Base's location (not their owners) now (000:L616)."""
    rule = ITEMS[MANA_DETECTOR].rule
    out = [Change(ch.id, ChangeKind.EFFECT_ADD, f"{ch.name} uses a Mana Detector this Turn", rule,
                  value=_item_effect(ch, MANA_DETECTOR, war, 1, rule))]
    for loc in bounded_field_locations(war):
        out.append(st.knowledge(ch, {"kind": "bounded-field", "location": loc, "by": MANA_DETECTOR},
                                f"{ch.name}'s Mana Detector: a Bounded Field at {st.place(war, loc)}", rule))
    return out


def teleporter_changes(ch: "Character", order: Mapping[str, Any], war: "War", used: Change) -> list[Change]:
    """Move the user and/or its willing contracted partner in the same location anywhere (000:L612)."""
    rule = ITEMS[TELEPORTER].rule
    order = dict(order)
    dest = order.get("to")
    if not war.map.has(dest):
        raise IllegalOrderError(order, f"the Teleporter needs a destination 'to' on the map, not {dest!r}", rule=rule)
    who = order.get("who") or [ch.id]
    if isinstance(who, str):
        who = [who]
    movers = []
    for cid in who:
        other = war.characters.get(cid)
        if other is None or not other.alive:
            raise IllegalOrderError(order, f"{cid!r} is not a living character", rule=rule)
        if other.id != ch.id and not (other.master == ch.id or ch.master == other.id):
            raise IllegalOrderError(order, f"{other.name} is not contracted with {ch.name}", rule=rule)
        if other.location != ch.location:
            raise IllegalOrderError(order, f"{other.name} is not in the same location as {ch.name}", rule=rule)
        problem = entry_problem(other, dest, war)
        if problem:
            raise IllegalOrderError(order, problem, rule="ap-sp 000:L544")
        movers.append(other)
    out = [used]
    for mover in movers:
        moves = [
            Change(mover.id, ChangeKind.MOVE,
                   f"{mover.name} is teleported to {st.place(war, dest)} by {ch.name}'s Teleporter "
                   "(a normal move)", rule, value=dest),
            Change(mover.id, ChangeKind.SPEND, f"{mover.name}'s Move Action is consumed by the Teleporter", rule,
                   value="move"),
        ] + home_base.alert([mover], dest, war)
        if mover.id == ch.id:
            out.extend(moves)
        else:
            out.append(st.decision(mover.id, f"t{st.night(war)}.teleporter.{ch.id}.{mover.id}",
                                   f"Is {mover.name} willing to be teleported to {st.place(war, dest)} by "
                                   f"{ch.name}'s Teleporter?", {"yes": moves, "no": []}, asks=mover.id, rule=rule))
    return out


# -- giving ------------------------------------------------------------------------------------------
def give_item(ch: "Character", order: Mapping[str, Any], war: "War") -> list[Change]:
    """Give a held item (order ``item``) to a character in the same location (order ``target``) (000:L619)."""
    order = dict(order)
    it = item_named(order.get("item"), order)
    target = war.characters.get(order.get("target", ""))
    if not holds(ch, it.name):
        raise IllegalOrderError(order, f"{ch.name} holds no {it.name}", rule=RULE_GIVE)
    if target is None or not target.alive or target.location != ch.location or target.id == ch.id:
        raise IllegalOrderError(order, "an item can be given to another character in the same location",
                                rule=RULE_GIVE)
    return [st.item_remove(ch, it.name, f"{ch.name} gives {it.name} to {target.name}", RULE_GIVE),
            st.item_add(target, {"name": it.name, "from": ch.id}, f"{target.name} now holds {it.name}", RULE_GIVE)]


# -- the Focus Band ---------------------------------------------------------------------------------
def focus_band(ch: "Character", health_after: float) -> Change | None:
    """Battle Continuation (E) of a held Focus Band (000:L604-608), for the ``fatal_blow`` hook.

    ``ch.health`` is still the Health before the blow. It activates only if ``health_after`` lies in
    [−10, 0] and the Health before the blow was above 1 ("If the user's Health is 1 or lower, and they
    receive a fatal attack, this effect will be negated"). The engine applies the blow, then this change:
    ``amount`` = 1 − ``health_after`` brings Health back to 1 (``value``, the Health left). The band is then
    spent: see :func:`focus_band_changes`.
    """
    changes = focus_band_changes(ch, health_after)
    return changes[0] if changes else None


def focus_band_changes(ch: "Character", health_after: float) -> list[Change]:
    """The survival change, then the band's removal ("Lasts until the aforementioned skill is activated")."""
    rule = ITEMS[FOCUS_BAND].rule
    if not holds(ch, FOCUS_BAND) or health_after > 0:
        return []
    before = ch.health if ch.health is not None else 0.0
    if before <= 1 or not (-10 <= health_after <= 0):
        return []
    return [
        Change(ch.id, ChangeKind.HEALTH,
               f"{ch.name}'s Focus Band: Battle Continuation (E) — Health after the blow would be "
               f"{fmt(health_after)} (within −10 … 0, Health before {fmt(before)} > 1): survives with 1 Health",
               rule, amount=round(1 - health_after, 10), value=1),
        st.item_remove(ch, FOCUS_BAND, f"{ch.name}'s Focus Band is spent (Battle Continuation activated)", rule),
    ]


def focus_band_check(ch: "Character", health_after: float) -> str:
    """Why a held Focus Band does or does not save ``ch`` (for the GM's event), with the operands."""
    before = ch.health if ch.health is not None else 0.0
    if not holds(ch, FOCUS_BAND):
        return f"{ch.name} holds no Focus Band"
    if before <= 1:
        return f"Focus Band negated: Health before the blow {fmt(before)} ≤ 1 (000:L606)"
    if not (-10 <= health_after <= 0):
        return (f"Focus Band does not activate: Health after the blow {fmt(health_after)} is not within −10 … 0 "
                "(000:L606)")
    return f"Focus Band activates: {fmt(health_after)} within −10 … 0 → 1 Health (000:L606)"


# -- helpers other modules read --------------------------------------------------------------------------
def has_splint(ch: "Character") -> bool:
    """The low-Health penalty (000:L40) does not apply to a character with a used Splint (000:L599)."""
    return any(e.get("name") == SPLINT and e.get("kind") == "item" for e in ch.statuses)


def charged_potion_bonus(ch: "Character") -> tuple[float, float]:
    """(Health, Mana) regeneration bonus of an active Charged Potion (000:L610), 0 without one."""
    for e in ch.statuses:
        if e.get("name") == CHARGED_POTION and e.get("kind") == "item":
            return float(e.get("health_regen", 0.0)), float(e.get("mana_regen", 0.0))
    return 0.0, 0.0


# -- the end of a Turn ------------------------------------------------------------------------------
def item_effects_end_of_turn(war: "War") -> list[Change]:
    """For item effects in their last Turn (``turns`` 1; the generic countdown removes them): Magic Glasses give
    the sheet's ACT back (000:L614); a Mana Detector reports the Noble Phantasms activated this Night
    (000:L616). The Night's Noble Phantasm log is then cleared."""
    n = st.night(war)
    out: list[Change] = []
    activations = [a for a in st.state(war, st.NP_ACTIVATIONS, []) if a.get("night") == n]
    for ch in war.characters.values():
        for effect in ch.statuses:
            if effect.get("kind") != "item" or effect.get("turns") != 1:
                continue
            name = effect.get("name")
            if name == MAGIC_GLASSES:
                restore = (effect.get("restore") or {}).get("ACT", "N/A")
                out.append(Change(ch.id, ChangeKind.STAT,
                                  f"{ch.name}'s Magic Glasses end with Night {n}: ACT EX → {restore}",
                                  ITEMS[MAGIC_GLASSES].rule, value=("ACT", restore)))
            if name == MANA_DETECTOR and ch.alive:
                for act in activations:
                    out.append(st.knowledge(ch, {"kind": "noble-phantasm", "location": act["location"],
                                                 "by": MANA_DETECTOR},
                                            f"{ch.name}'s Mana Detector: a Noble Phantasm was activated at "
                                            f"{st.place(war, act['location'])}", ITEMS[MANA_DETECTOR].rule))
    if st.state(war, st.NP_ACTIVATIONS):
        out.append(st.set_state(st.NP_ACTIVATIONS, None, f"Noble Phantasm log of Night {n} cleared",
                                ITEMS[MANA_DETECTOR].rule))
    return out
