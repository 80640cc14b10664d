"""What each kind of event is called on the timeline (a block's title, the detail's heading), in the
interface's language. The words are the engine's :class:`~gmdesk.model.vocabulary.EventKind` values in plain
words; a kind this table does not name (a stored event of a newer kind) keeps its word, hyphens as spaces."""

from __future__ import annotations

from gmdesk.model.vocabulary import EventKind
from gmdesk.ui.i18n import N, tr

KIND_TITLES: dict[str, str] = {
    EventKind.PHASE: N("EventKind", "phase"),
    EventKind.INITIATIVE: N("EventKind", "initiative"),
    EventKind.DECISION: N("EventKind", "decision"),
    EventKind.RULING: N("EventKind", "ruling"),
    EventKind.BATTLE_END: N("EventKind", "battle end"),
    EventKind.WAR_END: N("EventKind", "war end"),
    EventKind.MOVE: N("EventKind", "move"),
    EventKind.SCOUT: N("EventKind", "scout"),
    EventKind.DETECT: N("EventKind", "detect"),
    EventKind.CROSSING: N("EventKind", "crossing"),
    EventKind.SIGHTING: N("EventKind", "sighting"),
    EventKind.ENCOUNTER: N("EventKind", "encounter"),
    EventKind.ENGAGE: N("EventKind", "engage"),
    EventKind.FLEE: N("EventKind", "flee"),
    EventKind.PURSUIT: N("EventKind", "pursuit"),
    EventKind.SEARCH: N("EventKind", "search"),
    EventKind.BUDGET: N("EventKind", "budget"),
    EventKind.ACTION: N("EventKind", "action"),
    EventKind.COMMAND_SPELL: N("EventKind", "command spell"),
    EventKind.CONDITION: N("EventKind", "condition"),
    EventKind.CANCEL: N("EventKind", "cancel"),
    EventKind.DISABLED: N("EventKind", "disabled"),
    EventKind.DODGE: N("EventKind", "dodge"),
    EventKind.INTERCEPT: N("EventKind", "intercept"),
    EventKind.DAMAGE: N("EventKind", "damage"),
    EventKind.HEAL: N("EventKind", "heal"),
    EventKind.DEATH: N("EventKind", "death"),
    EventKind.NOTE: N("EventKind", "note"),
    EventKind.PICK: N("EventKind", "pick"),
    EventKind.LEAVE_BATTLE: N("EventKind", "leave battle"),
    EventKind.EFFECT: N("EventKind", "effect"),
    EventKind.EFFECT_END: N("EventKind", "effect end"),
    EventKind.STATUS: N("EventKind", "status"),
    EventKind.POISON: N("EventKind", "poison"),
    EventKind.COUNTDOWN: N("EventKind", "countdown"),
    EventKind.EXPIRE: N("EventKind", "expire"),
    EventKind.COOLDOWN: N("EventKind", "cooldown"),
    EventKind.UPKEEP: N("EventKind", "upkeep"),
    EventKind.REGEN: N("EventKind", "regen"),
    EventKind.REGENERATION: N("EventKind", "regeneration"),
    EventKind.PASSIVE: N("EventKind", "passive"),
    EventKind.FLAG: N("EventKind", "flag"),
    EventKind.ECONOMY: N("EventKind", "economy"),
    EventKind.CONTRACT: N("EventKind", "contract"),
    EventKind.MASTERLESS: N("EventKind", "masterless"),
    EventKind.CLAIM: N("EventKind", "claim"),
    EventKind.CONSUME: N("EventKind", "consume"),
    EventKind.RESIGN: N("EventKind", "resign"),
    EventKind.REVEAL: N("EventKind", "reveal"),
    EventKind.SPIRIT_FORM: N("EventKind", "spirit form"),
    EventKind.LEAVE_COMBAT: N("EventKind", "leave combat"),
    EventKind.HOME_BASE: N("EventKind", "home base"),
    EventKind.HOME_BASE_ALERT: N("EventKind", "home base alert"),
    EventKind.INTRUDER: N("EventKind", "intruder"),
    EventKind.CRITICAL: N("EventKind", "critical"),
    EventKind.VALOR: N("EventKind", "valor"),
    EventKind.SKIRMISH: N("EventKind", "skirmish"),
    EventKind.ABSORB: N("EventKind", "absorb"),
    EventKind.CONTEST: N("EventKind", "contest"),
    EventKind.POOL_CHECK: N("EventKind", "pool check"),
    EventKind.SUPPORT: N("EventKind", "support"),
    EventKind.BAD_STATUS: N("EventKind", "bad status"),
    EventKind.STEALTH: N("EventKind", "stealth"),
    EventKind.COVER: N("EventKind", "cover"),
    EventKind.SLEEP: N("EventKind", "sleep"),
    EventKind.IDENTIFY: N("EventKind", "identify"),
}


def kind_title(kind: str) -> str:
    """The kind in the interface's language, lower case in English ("damage", "command spell")."""
    title = KIND_TITLES.get(kind)
    return tr("EventKind", title) if title is not None else str(kind).replace("-", " ")


def kind_heading(kind: str) -> str:
    """The kind as a heading: its first letter capitalised ("Damage", "Command spell")."""
    title = kind_title(kind)
    return title[:1].upper() + title[1:]
