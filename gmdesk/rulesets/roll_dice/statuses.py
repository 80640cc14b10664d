"""Bad statuses (バッドステータス, roll-dice 004:L424-L437).

A bad status is a status entry ``{"name", "rd": "bs", "bs": "damage" | "impede", "level": Lv,
"nature": "physical" | "magical" | "mental", "pool": "HP" | "MP" (damage), "area": "body" | "magic"
(impede), "sum": true (重複時合計, L435), "resist_skills": [skill names the GM allows, L432],
"resist": false (a situation the check cannot overcome, L434)}``. The GM records one (a situation,
L425), or a weapon's ``bad_status`` entry inflicts it when its attack deals damage (L427, L430).

- 継続ダメージ (damage): Lv HP or MP at once when inflicted, then at the start of each later action turn
  (L427); 行動阻害 (impede): −Lv on checks of 筋力/耐久/敏捷 (body) or of 魔力 (magic) (L430).
- The resistance check (L432-L433): 耐久 (physical), 魔力 (magical) or the rank-level check (mental), with
  the skills the GM allowed; achievement > Lv overcomes it. Inflicted by an attack: after the first effect;
  then for damage before each later loss; for impede at the start of each action turn, a failure costing
  the turn's action (L433; an impediment the check cannot overcome, L434, only lowers the checks).
- Two of the same are separate statuses, unless ``sum`` adds their levels (L435).
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.messages import Message
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.combat import Change, Skill
from gmdesk.rulesets.dice import Contest
from gmdesk.rulesets.roll_dice import side_checks as K, tables as T
from gmdesk.rulesets.sheetformat import entry_flag, is_no

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = T.cite("L424-L437")
LOST_TURN = "bs-lost-turn"
"""The ``rd`` of the status that marks an action lost to an impediment this action turn (L433)."""


def bad_statuses(ch: "Character") -> list[dict[str, Any]]:
    return [s for s in ch.statuses if s.get("rd") == "bs"]


def _level(status: Mapping[str, Any]) -> int:
    value = status.get("level")
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def resistance(ch: "Character", status: Mapping[str, Any]) -> Contest | None:
    """The resistance check against ``status``: 耐久 / 魔力 / rank level by its nature, + allowed skills,
    against its Lv (L432); None when the status cannot be resisted (L434)."""
    if is_no(status.get("resist", True)):
        return None
    nature = str(status.get("nature", "physical"))
    if nature == "mental":
        pool, what = K.rank_level_pool(ch), "the rank-level check (mental, not magical)"
    elif nature == "magical":
        pool, what = K.stat_pool(ch, "MAG"), Message("魔力 (magical)")
    else:
        pool, what = K.stat_pool(ch, "END"), Message("耐久 (physical)")
    if pool is None:
        return None
    words = [str(w) for w in status.get("resist_skills") or () if str(w)]
    pools = (pool, *K.skill_pools(ch, words)) if words else (pool,)
    lv = _level(status)
    return Contest(pools, (), Message("{name} resists {status} Lv{lv} with {what}: achievement > {lv} overcomes it",
                                      name=ch.name, status=status.get("name"), lv=lv, what=what), T.cite("L432"),
                   defence_modifier=lv)


def _resist(ch: "Character", status: Mapping[str, Any], lose: list[Change]) -> list[Change]:
    """The resistance check, then removal on a win, else ``lose``."""
    contest = resistance(ch, status)
    if contest is None:
        return lose
    gone = Change(ch.id, ChangeKind.EFFECT_REMOVE, Message("{name} overcomes {status}", name=ch.name,
                                                           status=status.get("name")), T.cite("L432"),
                  value=status.get("id") or status.get("name"), kind=EventKind.BAD_STATUS)
    return [K.check(ch, Message("{name}'s resistance check against {status}", name=ch.name, status=status.get("name")),
                    T.cite("L432-L433"),
                    contest, {"win": [gone], "lose": lose}, kind=EventKind.BAD_STATUS)]


def _damage(ch: "Character", status: Mapping[str, Any], when: str) -> Change:
    lv = _level(status)
    pool = "MP" if str(status.get("pool", "HP")).upper() == "MP" else "HP"
    return Change(ch.id, ChangeKind.MANA if pool == "MP" else ChangeKind.HEALTH,
                  Message("{status} (継続ダメージ Lv{lv}) {when}: −{lv} {pool}", status=status.get("name"), lv=lv,
                          when=Message(when), pool=pool), T.cite("L427"), amount=-lv,
                  value=status.get("source"), kind=EventKind.BAD_STATUS)


def weapon_status(attacker: "Character", weapon: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The bad status a weapon's attack carries (its ``bad_status`` entry), or None."""
    raw = entry_flag(weapon, "bad_status") if weapon is not None else None
    return dict(raw) if isinstance(raw, Mapping) and raw.get("bs") in ("damage", "impede") else None


def inflicted(attacker_id: str, target: "Character", skill: Skill, war: "War") -> list[Change]:
    """A hit that dealt damage carries its weapon's bad status (L427, L430): added (or summed, L435), the
    first damage at once, then the resistance check (L432)."""
    raw = skill.raw.get("bad_status")
    if not isinstance(raw, Mapping):
        return []
    status = {**raw, "rd": "bs", "source": attacker_id, "rule": RULE,
              "id": f"t{war.turn}.bs.{attacker_id}.{target.id}.{len(target.statuses)}"}
    same = [s for s in bad_statuses(target) if s.get("name") == status.get("name") and s.get("sum") and status.get("sum")]
    found: list[Change] = []
    if same:
        total = _level(same[0]) + _level(status)
        found.append(Change(target.id, ChangeKind.EFFECT_UPDATE, Message(
            "{status} adds up (重複時合計): Lv{had} + Lv{more} = Lv{total}", status=status.get("name"),
            had=_level(same[0]), more=_level(status), total=total), T.cite("L435"),
                            value={"id": same[0]["id"], "level": total}, kind=EventKind.BAD_STATUS))
        status = {**same[0], "level": total}
    else:
        kind = "継続ダメージ" if status["bs"] == "damage" else "行動阻害"
        found.append(Change(target.id, ChangeKind.EFFECT_ADD, Message(
            "{name} suffers {status} ({kind} Lv{lv}, {nature})", name=target.name, status=status.get("name"), kind=kind,
            lv=_level(status), nature=Message(str(status.get("nature", "physical")))), RULE, value=status,
                            kind=EventKind.BAD_STATUS))
    if status["bs"] == "damage":
        found.append(_damage(target, status, "at once, with the hit"))
    return found + _resist(target, status, [])


def turn_start(war: "War") -> list[Change]:
    """At the start of an action turn: each damage status is resisted, else deals its Lv (L427, L433); each
    impediment is resisted, else the action of this turn is lost (L433)."""
    found: list[Change] = []
    for ch in sorted(war.alive(), key=lambda c: c.id):
        found += [Change(ch.id, ChangeKind.EFFECT_REMOVE, f"{ch.name}'s lost action is over", T.cite("L433"),
                         value=s.get("id") or s.get("name"), kind=EventKind.BAD_STATUS)
                  for s in ch.statuses if s.get("rd") == LOST_TURN]
        for status in bad_statuses(ch):
            if status.get("bs") == "damage":
                found += _resist(ch, status, [_damage(ch, status, "at the start of the action turn")])
            elif status.get("bs") == "impede" and resistance(ch, status) is not None:
                lost = Change(ch.id, ChangeKind.EFFECT_ADD, Message("{name} fails against {status}: the action of this "
                                                                    "action turn is lost", name=ch.name,
                                                                    status=status.get("name")), T.cite("L433"),
                              value={"name": f"行動阻害: 行動消費 ({status.get('name')})", "rd": LOST_TURN},
                              kind=EventKind.BAD_STATUS)
                found += _resist(ch, status, [lost])
    return found


def lost_turn(ch: "Character") -> str | None:
    """Why ``ch`` cannot act this action turn (its impediment check failed, L433), or None."""
    for s in ch.statuses:
        if s.get("rd") == LOST_TURN:
            return f"{s.get('name')} ({T.cite('L433')})"
    return None
