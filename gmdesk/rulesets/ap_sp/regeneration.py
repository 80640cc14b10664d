"""ap-sp Initial Phase (000:L420, L433): skill upkeeps, regeneration and the per-Turn Mana losses.

Regeneration (000:L479-482): Health and Mana regenerate at the Initial Phase "as long as they weren't
in battle during the previous Turn" — in battle means "using or being affected by any skill capable of
inflicting damage", and a Master also counts "if they're in an area where their Servant and/or other
familiar is also in battle". The engine marks ``flags.last_battle_turn`` (fought in a battle) and
``flags.last_hit_turn`` (hit or hitting); an ongoing battle at the start of the Turn also counts.
Bonuses: Spirit Form +50% (000:L482), Home Base +5 (000:L452), Charged Potion +125% of the original
values (000:L610), combined by interpretation regen-order (I0.13), capped by regen-cap.
Blocked: Masterless Servants (000:L358), a Master with two Servants, every member of a team whose
Master has three or more (000:L361), a disqualified re-contracted Master while the Servant is out of
Spirit Form (000:L355), a Reality Marble caster (000:L544).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping

from gmdesk.model.flags import Flag
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.messages import Listing, Message
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.ap_sp.cancelling import cancel_orders
from gmdesk.rulesets.combat import Change

from .budget import resources_now
from .damage import max_of
from .interpretations import REGEN_CAP, REGEN_ORDER

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.ap_sp.ruleset import ApSpRuleset

REGEN_RULE = "ap-sp 000:L479"
SPIRIT_RULE = "ap-sp 000:L482"
HOME_RULE = "ap-sp 000:L452"
POTION_RULE = "ap-sp 000:L610"
MASTERLESS_RULE = "ap-sp 000:L358"
MULTI_RULE = "ap-sp 000:L361-366"
DISQUALIFIED_RULE = "ap-sp 000:L355"
MARBLE_RULE = "ap-sp 000:L544"
UPKEEP_RULE = "ap-sp 000:L325, L420, L634"
CHARGED_POTION = "Charged Potion"
MASTERLESS_LOSS = 0.40

# The enum members regeneration reads for every character every Turn, as module aliases of the same members:
# a module global read costs ~15 ns, an enum class attribute read ~70 ns (EnumType's lookup, Python 3.11).
_DISQUALIFIED = Flag.DISQUALIFIED
_HEALTH = ChangeKind.HEALTH
_LAST_ATTACK_TURN = Flag.LAST_ATTACK_TURN
_LAST_HIT_TURN = Flag.LAST_HIT_TURN
_MANA = ChangeKind.MANA
_POOL_WORDS = {_HEALTH: Message("Health"), _MANA: Message("Mana")}
"""A pool's name in a regeneration line (``pool.capitalize()`` as it was written), said in the window's language."""
_IN_BATTLE = Message("in battle during the previous Turn")
_REALITY_MARBLE = Flag.REALITY_MARBLE
_RECONTRACTED = Flag.RECONTRACTED
_REGENERATION = EventKind.REGENERATION


# -- contracts ----------------------------------------------------------------------------------
Served = Mapping[str, "list[Character]"]
"""The characters whose ``master`` is each id, in file order (``war.served_by`` of every Master at once)."""


def served_index(war: "War") -> Served:
    """``war.served_by`` of every id in one pass, for a loop over every character (regeneration)."""
    out: dict[str, list[Character]] = {}
    for ch in war.characters.values():
        if ch.master is not None:
            out.setdefault(ch.master, []).append(ch)
    return out


def contracted(master: "Character", war: "War", served: Served | None = None) -> list["Character"]:
    """Living Servants whose contract with ``master`` holds (000:L355: disqualification breaks them,
    except a re-formed contract with the original Servant, ``flags.recontracted`` = its id). ``served``:
    :func:`served_index` of ``war``, when the caller has it."""
    mine = war.served_by(master.id) if served is None else served.get(master.id, ())
    own = [s for s in mine if s.kind == "servant" and s.alive]
    if master.flags.get(_DISQUALIFIED):
        return [s for s in own if master.flags.get(_RECONTRACTED) == s.id]
    return own


def master_of(servant: "Character", war: "War") -> "Character | None":
    """The Master whose contract with ``servant`` holds, or None (Masterless, 000:L358)."""
    master = war.characters.get(servant.master) if servant.master else None
    if master is None or not master.alive:
        return None
    # whether ``servant in contracted(master, war)``, without listing every character: an equal character in
    # ``war`` has ``servant``'s id, so only that one can be in the list
    ch = war.characters.get(servant.id)
    if ch is None or not (ch is servant or ch == servant):
        return None
    if not (ch.kind == "servant" and ch.master == master.id and ch.alive):
        return None
    if master.flags.get(_DISQUALIFIED) and master.flags.get(_RECONTRACTED) != ch.id:
        return None
    return master


class Contracts:
    """:func:`contracted` of every Master and :func:`master_of` of every Servant of ``war``, worked out in one pass:
    the Initial Phase asks both for every character (regeneration, then the contract losses), and nothing changes the
    war while their changes are listed. Read for characters of ``war`` itself (the ones its loops go over)."""

    __slots__ = ("served", "servants", "masters")

    def __init__(self, war: "War", served: Served | None = None) -> None:
        self.served: Served = served_index(war) if served is None else served
        self.servants: dict[str, list[Character]] = {}
        """``contracted(master, war)`` by the id of every character of the war that others name as their master."""
        self.masters: dict[str, Character] = {}
        """``master_of(servant, war)`` by the id of every Servant whose contract holds (absent: None): a Servant is
        in the list of a living Master exactly when master_of names that Master."""
        characters = war.characters
        for mid in self.served:
            master = characters.get(mid)
            if master is None:
                continue
            own = self.servants[mid] = contracted(master, war, self.served)
            if master.alive:
                for s in own:
                    self.masters[s.id] = master


def in_battle_last_turn(ch: "Character", war: "War") -> bool:
    """"in battle" means "using or being affected by any skill capable of inflicting damage" (000:L479):
    an attack made or received last Turn (``last_attack_turn``) or damage taken (``last_hit_turn``,
    poison included); merely standing in a battle where nobody struck does not count."""
    turn = war.turn - 1
    return ch.flags.get(_LAST_ATTACK_TURN) == turn or ch.flags.get(_LAST_HIT_TURN) == turn


def battle_reason(ch: "Character", war: "War", served: Served | None = None) -> str:
    """Why ``ch`` counts as in battle during the previous Turn, or "" (000:L479, L482)."""
    if ch.spirit_form:
        return ""  # "they will not be considered in the battle while in Spirit Form" (000:L482)
    turn = war.turn - 1  # (in_battle_last_turn's test, read inline: asked for every character every Turn)
    flags = ch.flags
    if flags.get(_LAST_ATTACK_TURN) == turn or flags.get(_LAST_HIT_TURN) == turn:
        return _IN_BATTLE
    if ch.kind == "master":
        for other in war.served_by(ch.id) if served is None else served.get(ch.id, ()):
            if other.location == ch.location and in_battle_last_turn(other, war):
                return Message("its {kind} {name} was in battle in its location during the previous Turn",
                               kind=Message(other.kind), name=other.name)
    return ""


def reality_marble_caster(ch: "Character") -> bool:
    """``flags.reality_marble`` or an active effect of ``ch``'s own Reality Marble skill (000:L544)."""
    if ch.flags.get(_REALITY_MARBLE):
        return True
    if not ch.statuses:
        return False  # no effect active: the skills need not be read
    marbles = {str(s.get("name", s.get("Name", ""))).casefold() for s in ch.skills
               if "reality marble" in str(s.get("type", s.get("Type", ""))).casefold()}
    return any(str(e.get("name", "")).casefold() in marbles for e in ch.statuses)


def blocked(ch: "Character", war: "War", served: Served | None = None,
            contracts: Contracts | None = None) -> tuple[str, str]:
    """(reason, rule) when ``ch`` (a character of ``war``) cannot regenerate this Turn, else ("", ""). ``served``: as
    for :func:`contracted`; ``contracts``: :class:`Contracts` of ``war``, when the caller has it."""
    if contracts is None:
        contracts = Contracts(war, served)
    kind = ch.kind
    team_master = ch if kind == "master" else (contracts.masters.get(ch.id) if kind == "servant" else None)
    if kind == "servant" and team_master is None:
        return Message("a Masterless Servant is unable to regenerate"), MASTERLESS_RULE
    count = -1
    if kind == "master":
        count = len(contracts.servants.get(ch.id, ()))
        if count == 2:
            return Message("a Master contracted with two Servants is unable to regenerate"), MULTI_RULE
        if ch.flags.get(_DISQUALIFIED) and ch.flags.get(_RECONTRACTED):
            servant = war.characters.get(ch.flags[_RECONTRACTED])
            if servant is not None and not servant.spirit_form:
                return Message("a disqualified Master who re-formed the contract cannot regenerate normally while the "
                               "Servant is not in Spirit Form"), DISQUALIFIED_RULE
    if team_master is not None and team_master is not ch:
        count = len(contracts.servants.get(team_master.id, ()))  # (a Master's own count is the one above)
    if team_master is not None and count >= 3:
        return Message("{name} is contracted with {count} Servants: every member of that team is unable to regenerate",
                       name=team_master.name, count=count), MULTI_RULE
    if reality_marble_caster(ch):
        return Message("the caster of an active Reality Marble is unable to regenerate normally"), MARBLE_RULE
    return "", ""


# -- amounts ------------------------------------------------------------------------------------
def home_base_bonus(ch: "Character", war: "War") -> str:
    """"+5" while the Master is inside its Home Base, for the Master and a contracted Servant in that
    location (000:L452); returns the Home Base's name or ""."""
    master = ch if ch.is_master() else (master_of(ch, war) if ch.is_servant() else None)
    if master is None or master.location is None or ch.location != master.location:
        return ""
    loc = war.map.locations.get(master.location)
    if loc is None or loc.home_base is None or loc.home_base not in (master.team, master.id):
        return ""
    return loc.name


def regen_amount(ch: "Character", base: float, war: "War", order: str, described: str = "") -> tuple[float, str]:
    """One regeneration value with its bonuses (I0.13: regen-order)."""
    percents: list[tuple[float, str]] = []
    if ch.is_servant() and ch.spirit_form:
        percents.append((0.50, f"Spirit Form ({SPIRIT_RULE})"))
    if ch.statuses and any(e.get("name") == CHARGED_POTION and (e.get("turns") is None or e.get("turns", 0) > 0)
                           for e in ch.statuses):
        percents.append((1.25, f"Charged Potion ({POTION_RULE})"))
    home = home_base_bonus(ch, war)
    flat = 5.0 if home else 0.0
    if not percents and not flat:
        return base, fmt(base)
    names = " + ".join([f"{coef_text(p)} {why}" for p, why in percents])
    parts = ([names] if names else []) + ([f"+5 Home Base {home} ({HOME_RULE})"] if home else [])
    if not percents:
        value = base + flat
        return value, f"{fmt(base)} + {fmt(flat)} = {fmt(value)} [{'; '.join(parts)}]"
    if order == "flat-first":
        sf = sum(p for p, why in percents if why.startswith("Spirit"))
        pot = sum(p for p, why in percents if why.startswith("Charged"))
        value = round((base + flat) * (1 + sf) + base * pot, 10)
        text = f"({fmt(base)} + {fmt(flat)}) * {fmt(1 + sf)} + {fmt(base)} * {fmt(pot)} = {fmt(value)}"
    else:
        total = sum(p for p, _ in percents)
        value = round(base * (1 + total) + flat, 10)
        text = f"{fmt(base)} * (1 + {fmt(total)}) + {fmt(flat)} = {fmt(value)}"
    note = f"; {described or 'interpretation regen-order=' + order}" if flat and percents or len(percents) > 1 else ""
    return value, f"{text} [{'; '.join(parts)}{note}]"


def coef_text(p: float) -> str:
    return f"+{fmt(p * 100)}%"


def regeneration(war: "War", ruleset: "ApSpRuleset", choice: Callable[[str], str],
                 contracts: Contracts | None = None) -> list[Change]:
    """Health and Mana regeneration of every living character at the Initial Phase (000:L479). ``contracts``:
    :class:`Contracts` of ``war``, when the caller has it."""
    out: list[Change] = []
    order = choice(REGEN_ORDER)
    described = ruleset.interpretation(REGEN_ORDER).describe(order)
    uncapped = choice(REGEN_CAP) == "uncapped"
    if contracts is None:
        contracts = Contracts(war)  # (nothing changes the war while the changes are listed)
    served = contracts.served
    for ch in war.characters.values():
        if not ch.alive or (ch.health_regen is None and ch.mana_regen is None):
            continue
        why = battle_reason(ch, war, served)
        rule = REGEN_RULE
        if not why:
            why, rule = blocked(ch, war, served, contracts)
        if why:
            pool = _HEALTH if ch.health_regen is not None else _MANA
            out.append(Change(ch.id, pool, _not_regenerating(ch.name, why), rule, amount=0.0, kind=_REGENERATION))
            continue
        # (each pool's regeneration, amount and maximum read as attributes: max_of and getattr without their calls)
        for pool, base, now, declared in ((_HEALTH, ch.health_regen, ch.health, ch.health_max),
                                          (_MANA, ch.mana_regen, ch.mana, ch.mana_max)):
            if base is None or now is None:
                continue
            cap = declared if declared is not None else ruleset.pool_maximum(pool, ch.kind)
            if cap is not None and not uncapped and now >= cap:
                continue  # already full: nothing to regenerate, nothing to report (nor to work out)
            amount, text = regen_amount(ch, float(base), war, order, described)
            cap_text = (Message("; {reading}", reading=ruleset.interpretation(REGEN_CAP).describe(choice(REGEN_CAP)))
                        if cap is not None and now + amount > cap else "")
            out.append(Change(ch.id, pool, Message("{name} regenerates {pool} {amount}{cap}", name=ch.name,
                                                   pool=_POOL_WORDS[pool], amount=text, cap=cap_text),
                              REGEN_RULE, amount=amount, kind=_REGENERATION, uncapped=uncapped))
    return out


def _not_regenerating(name: str, why: str) -> str:
    """``{name} does not regenerate: {why}``, kept by name and reason: the same line for the same fighters turn after
    turn (a Message made again for each would cost the ap-sp battle turn ~0.5 %, issue 21)."""
    key = (name, why)
    known = _NOT_REGENERATING.get(key)
    if known is None:
        if len(_NOT_REGENERATING) > 4096:
            _NOT_REGENERATING.clear()
        known = _NOT_REGENERATING[key] = Message("{name} does not regenerate: {why}", name=name, why=why)
    return known


_NOT_REGENERATING: dict[tuple[str, str], str] = {}


# -- upkeep and losses ---------------------------------------------------------------------------
def upkeeps(war: "War", ruleset: "ApSpRuleset | None" = None,
            choice: Callable[[str], str] | None = None) -> list[Change]:
    """Upkeep of active skills, paid by their user at the Initial Phase of every Turn after the one
    they were cast in; unpaid, the effect ends (000:L325, L634). Mana and Health are taken from the pools;
    AP and SP from the AP and SP the user was given at the beginning of this Turn (000:L230), with the
    engine's ``spend`` change. An upkeep is a cost of the skill (000:L325), so on a first Turn of battle the AP
    or SP it takes counts as used "in skills" (000:L489)."""
    out: list[Change] = []
    points: dict[str, dict[str, float]] = {}
    for holder in war.characters.values():
        for effect in holder.statuses:
            cost = effect.get("upkeep_cost")
            if not cost or effect.get("since") is None or effect["since"] >= war.turn:
                continue
            user = war.characters.get(effect.get("source") or holder.id)
            if user is None or not user.alive:
                continue
            label = effect.get("name")
            if str(label).casefold() in cancel_orders(war, user.id):
                out.append(Change(holder.id, ChangeKind.EFFECT_REMOVE,
                                  Message("{name} refuses to pay the upkeep of {label}: it is canceled",
                                          name=user.name, label=label), UPKEEP_RULE, value=effect.get("id") or label, kind=EventKind.UPKEEP))
                continue
            have = points.setdefault(user.id, _points_of(user, war, ruleset, choice))
            short: list[object] = [
                Message("{amount} {pool} ({left} left)", amount=fmt(cost[k]), pool=Message(k),
                        left=fmt(getattr(user, k) or 0)) for k in ("mana", "health")
                if cost.get(k) and (getattr(user, k) or 0) < cost[k]]
            short += [Message("{amount} {pool} ({left} left this Turn)", amount=fmt(cost[k]), pool=k,
                              left=fmt(have.get(k, 0.0))) for k in ("AP", "SP")
                      if cost.get(k) and have.get(k, 0.0) < cost[k]]
            if short:
                out.append(Change(holder.id, ChangeKind.EFFECT_REMOVE,
                                  Message("{name} cannot pay the upkeep of {label} ({short}): it is canceled",
                                          name=user.name, label=label, short=Listing(short)), UPKEEP_RULE,
                                  value=effect.get("id") or label, kind=EventKind.UPKEEP))
                continue
            for key, amount in cost.items():
                if key in ("mana", "health") and amount:
                    out.append(Change(user.id, key, Message("{name} pays the upkeep of {label}: {amount} {pool}",
                                                      name=user.name, label=label, amount=fmt(amount),
                                                      pool=Message(key)),
                                      UPKEEP_RULE, amount=-float(amount), kind=EventKind.UPKEEP))
                elif key in ("AP", "SP") and amount:
                    before = have.get(key, 0.0)
                    have[key] = before - float(amount)
                    out.append(Change(user.id, ChangeKind.SPEND,
                                      Message("{name} pays the upkeep of {label}: {amount} {key} of this Turn's "
                                              "{key} ({before} → {after})", name=user.name, label=label,
                                              amount=fmt(amount), key=key, before=fmt(before),
                                              after=fmt(have[key])), UPKEEP_RULE,
                                      amount=float(amount), value=key, kind=EventKind.UPKEEP))
    return out


def _points_of(user: "Character", war: "War", ruleset: "ApSpRuleset | None",
               choice: Callable[[str], str] | None) -> dict[str, float]:
    """AP and SP of ``user`` this Turn, before anything is spent (masters have none, 000:L233)."""
    if ruleset is None or choice is None or user.is_master():
        return {}
    return resources_now(user, war, ruleset, choice)


def contract_losses(war: "War", ruleset: "ApSpRuleset", contracts: Contracts | None = None) -> list[Change]:
    """Masterless Servants lose 40% of their maximum Mana each Night (000:L358); a Master with three or
    more Servants loses 10 * (N - 2) Mana, or its Servants are forced into Spirit Form (000:L361-366). ``contracts``:
    :class:`Contracts` of ``war``, when the caller has it."""
    out: list[Change] = []
    if contracts is None:
        contracts = Contracts(war)  # (nothing changes the war while the changes are listed)
    holding, contracted_to = contracts.masters, contracts.servants
    for ch in war.characters.values():
        if not ch.alive:
            continue
        kind = ch.kind
        if kind == "servant" and ch.mana is not None and ch.id not in holding:
            out += masterless_loss(ch, ruleset, "Masterless", war.turn)
        if kind == "master":
            servants = contracted_to.get(ch.id, ())
            if len(servants) < 3:
                continue
            loss = 10 * (len(servants) - 2)
            text = f"Mana Lost = 10 * (Number of Servants Contracted - 2) = 10 * ({len(servants)} - 2) = {loss}"
            if (ch.mana or 0) >= loss:
                out.append(Change(ch.id, ChangeKind.MANA,
                                  f"{ch.name} is contracted with {len(servants)} Servants: {text}",
                                  MULTI_RULE, amount=-float(loss), kind=EventKind.UPKEEP))
                continue
            for servant in servants:
                if servant.spirit_form:
                    continue
                if servant.flags.get(Flag.NO_SPIRIT_FORM):
                    out += masterless_loss(servant, ruleset, f"{ch.name} cannot pay {loss} Mana and "
                                                             f"{servant.name} cannot enter Spirit Form", war.turn)
                else:
                    out.append(Change(servant.id, ChangeKind.SPIRIT_FORM,
                                      f"{ch.name} cannot pay {text}: {servant.name} is "
                                      f"forced into Spirit Form", MULTI_RULE, value=True, kind=EventKind.UPKEEP))
    return out


INDEPENDENT_RULE = "ap-sp 000:L358, L366"
INDEPENDENT_OPTIONS: dict[str, float] = {"full-loss": 1.0, "half-loss": 0.5, "no-loss": 0.0}
"""The GM's answers when "Independent Action" circumvents the loss "somewhat" (000:L358, L366): the share of the
40% that is still lost."""


def masterless_loss(ch: "Character", ruleset: "ApSpRuleset", why: str, turn: int | None = None) -> list[Change]:
    """40% of the maximum Mana each Night (000:L358). With "Independent Action" (``flags.independent_action``)
    "The "Independent Action" ability can circumvent this somewhat" (000:L358, L366): how much is the GM's
    decision (full-loss, half-loss, no-loss)."""
    cap = max_of(ch, "mana", ruleset) or 0
    loss = round(MASTERLESS_LOSS * cap, 10)
    text = f"{ch.name} ({why}) loses 40% of its maximum Mana: .40 * {fmt(cap)} = {fmt(loss)}"
    if not ch.flags.get(Flag.INDEPENDENT_ACTION):
        return [Change(ch.id, ChangeKind.MANA, text, MASTERLESS_RULE, amount=-loss, kind=EventKind.UPKEEP)]
    then: dict[str, list[Change]] = {}
    for option, share in INDEPENDENT_OPTIONS.items():
        lost = round(loss * share, 10)
        if option == "full-loss":
            then[option] = [Change(ch.id, ChangeKind.MANA,
                                   f"{text} (the GM rules that Independent Action does not reduce it)",
                                   INDEPENDENT_RULE, amount=-lost, kind=EventKind.UPKEEP)]
        elif option == "half-loss":
            then[option] = [Change(ch.id, ChangeKind.MANA,
                                   f"{ch.name} ({why}) has Independent Action, which the GM rules "
                                   f"halves the loss: .40 * {fmt(cap)} * .5 = {fmt(lost)}", INDEPENDENT_RULE,
                                   amount=-lost, kind=EventKind.UPKEEP)]
        else:
            then[option] = [Change(ch.id, ChangeKind.NOTE,
                                   f"{ch.name} ({why}) has Independent Action, which the GM rules "
                                   f"circumvents the loss of {fmt(loss)} Mana this Night", INDEPENDENT_RULE,
                                   value={}, kind=EventKind.UPKEEP)]
    question = (f"{ch.name} ({why}) would lose 40% of its maximum Mana (.40 * {fmt(cap)} = {fmt(loss)}), but has "
                f'"Independent Action", which "can circumvent this somewhat": full-loss ({fmt(loss)}), half-loss '
                f"({fmt(loss / 2)}) or no-loss?")
    return [Change(ch.id, ChangeKind.DECISION, question, INDEPENDENT_RULE, kind=EventKind.DECISION,
                   value={"id": f"t{turn}.independent-action.{ch.id}", "question": question,
                          "options": list(INDEPENDENT_OPTIONS), "asks": "gm", "then": then,
                          "labels": {option: Message("{name} loses {loss} Mana", name=ch.name, loss=fmt(loss * share))
                                     for option, share in INDEPENDENT_OPTIONS.items()}})]
