"""The Seal of the IGM and its hunt (000:L559).

"At the end of every seventh Night and before all Masters' CP stores disappear, every member of the
team(s) with the least available CP will be marked as a special target ...; if two or more teams are
tied for last, all members of those teams will be marked. The Master of the first team that kills a mark
will gain an additional Command Spell; even disqualified Masters can become Masters again through this
event, but if a Masterless Servant kills a mark first, that Servant will not gain the Command Spell. The
hunt lasts until either a mark is killed or three Nights pass, whichever comes first."

Marks carry the flag ``igm-mark`` (the Night they were marked); the hunt is ``War.extra["ap-sp:hunt"]``.
Choices made here (documented, not in the text): a mark who dies with no killer ends the hunt with no
Command Spell; a mark killed by its own team ends it with none either ("the first team that kills a
mark" hunts other teams); a character who has retired to the IGM's shelter is not in the comparison.
"""

from __future__ import annotations

from typing import Any, Mapping, TYPE_CHECKING

from gmdesk.model.vocabulary import ChangeKind
from gmdesk.rulesets.combat import Change
from gmdesk.rulesets.scores import fmt

from . import economy_state as st
from .economy_interpretations import SEAL_TEAMS, choice, describe

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

RULE = "ap-sp 000:L559"


def hunt(war: "War") -> dict[str, Any] | None:
    current: dict[str, Any] | None = st.state(war, st.HUNT)
    return current


def hunt_active(war: "War") -> bool:
    current = hunt(war)
    return current is not None and current.get("ended") is None


def is_mark(ch: "Character", war: "War") -> bool:
    current = hunt(war)
    return hunt_active(war) and current is not None and ch.id in current.get("marks", [])


def protection_negated(target: "Character", war: "War") -> bool:
    """"Until the hunt ends, any effect that would prevent either a mark from being targeted or a mark's
    location from being entered will be negated" (000:L559)."""
    return is_mark(target, war)


def seal_night(war: "War") -> bool:
    """The end of every seventh Night: Nights 7, 14, 21 ... (000:L536, L559)."""
    return st.night(war) % 7 == 0


def seal_changes(war: "War", cp: Mapping[str, float]) -> list[Change]:
    """Mark every member of the team(s) with the least available CP (000:L559).

    ``cp`` is each Master's CP at this point of the end of the Night (after its CP gain under
    cp-wipe-order=gain-first). Teams are the living characters by ``team``; a character with no team is a
    team of its own; a team with no living Master has 0 CP (seal-teams=all-teams) or is left out
    (seal-teams=with-master).
    """
    n = st.night(war)
    teams: dict[str, list[Character]] = {}
    for ch in war.characters.values():
        if ch.alive and not st.is_sheltered(ch):
            teams.setdefault(st.team_key(ch), []).append(ch)
    totals: dict[str, float] = {}
    with_master_only = choice(war, SEAL_TEAMS) == "with-master"
    for team, members in teams.items():
        masters = [m for m in members if m.kind == "master"]
        if masters:
            totals[team] = sum(cp.get(m.id, st.cp_of(m)) for m in masters)
        elif not with_master_only:
            totals[team] = 0.0
    if not totals:
        return []
    least = min(totals.values())
    marked_teams = sorted(t for t, v in totals.items() if v == least)
    marks = [c for t in marked_teams for c in teams[t]]
    listing = ", ".join(f"{t} {fmt(v)}" for t, v in sorted(totals.items(), key=lambda kv: (kv[1], kv[0])))
    explain = (f"Seal of the IGM at the end of Night {n}: available CP by team — {listing}; least {fmt(least)} → "
               f"marked: {', '.join(c.name for c in marks)}; the hunt lasts until a mark is killed or three Nights "
               f"pass (through Night {n + 3}) ({describe(war, SEAL_TEAMS)})")
    out = [st.set_state(st.HUNT, {"marks": [c.id for c in marks], "teams": marked_teams, "from": n,
                                  "until": n + 3, "ended": None, "why": None}, explain, RULE)]
    out += [st.flag(c, st.MARK, n, f"{c.name} is marked by the Seal of the IGM", RULE) for c in marks]
    return out


def _end(war: "War", why: str) -> list[Change]:
    current = hunt(war) or {}
    current.update(ended=st.night(war), why=why)
    out = [st.set_state(st.HUNT, current, f"the IGM hunt ends: {why}", RULE)]
    for cid in current.get("marks", []):
        ch = war.characters.get(cid)
        if ch is not None and ch.flags.get(st.MARK) is not None:
            out.append(st.flag(ch, st.MARK, None, f"{ch.name} is no longer marked", RULE))
    return out


def beneficiary(killer: "Character | None", war: "War") -> "Character | None":
    """The living Master of the killer's team (the killer itself if a Master; a Servant's contracted Master; a
    familiar's team Master), who gains the Command Spell or the Home Bases; None for a Masterless Servant."""
    if killer is None:
        return None
    if killer.kind == "master":
        return killer if killer.alive else None
    if killer.kind == "servant":
        master = war.characters.get(killer.master) if killer.master else None
        return master if master is not None and master.kind == "master" and master.alive else None
    return st.team_master(killer, war)


def hunt_kill_changes(dead: "Character", killer: "Character | None", war: "War") -> list[Change]:
    """A mark died: the hunt ends; the Master of the killer's team gains a Command Spell and, if
    disqualified, becomes a Master again; a Masterless Servant gains nothing (000:L559)."""
    if not hunt_active(war) or dead.id not in (hunt(war) or {}).get("marks", []):
        return []
    if killer is None:
        return _end(war, f"the mark {dead.name} died with no killer; no Command Spell is gained") + [
            st.note(dead.id, f"the mark {dead.name} died with no killer: the GM may name one", RULE)]
    why = f"{killer.name} killed the mark {dead.name}"
    out = _end(war, why)
    master = beneficiary(killer, war)
    if killer.team is not None and killer.team == dead.team:
        return out + [st.note(killer.id, f"{killer.name} is on the mark's own team: no Command Spell", RULE)]
    if master is None:
        return out + [st.note(killer.id, f"{killer.name} is a Masterless Servant: it does not gain the Command Spell",
                              RULE)]
    before = master.command_spells or 0
    out.append(Change(master.id, ChangeKind.COMMAND_SPELLS,
                      f"{master.name} gains an additional Command Spell for {why}: "
                      f"{before} + 1 = {before + 1}", RULE, amount=1))
    if st.is_disqualified(master):
        out.append(st.flag(master, st.DISQUALIFIED, None, f"{master.name} becomes a Master again", RULE))
    return out


def hunt_end_of_turn(war: "War", facts: Any) -> list[Change]:
    """At the end of a Night: a mark's death not yet handled by ``after_death`` ends the hunt (the first
    in ``facts.deaths``); otherwise the hunt ends once three Nights have passed (000:L559)."""
    if not hunt_active(war):
        return []
    marks = set((hunt(war) or {}).get("marks", []))
    for dead_id, killer_id in getattr(facts, "deaths", []):
        if dead_id in marks and dead_id in war.characters:
            killer = war.characters.get(killer_id) if killer_id else None
            return hunt_kill_changes(war.characters[dead_id], killer, war)
    current = hunt(war) or {}
    if st.night(war) >= current.get("until", st.night(war) + 1):
        return _end(war, f"three Nights passed since Night {current.get('from')} without a mark killed")
    return []
