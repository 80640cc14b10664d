"""The character flags gmdesk knows: their keys, the type of their values and what they mean.

``Character.flags`` is a record the sheets, the engine and the rulesets share. A known key whose value
has the wrong type is refused when a war is read (:func:`flag_problem`); a key not listed here is a
house rule's or the GM's own and is kept as it is. A value of None is an absent flag.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Flag(StrEnum):
    """Every known key of ``Character.flags``."""

    # -- written by the engine
    LAST_HIT_TURN = "last_hit_turn"
    LAST_HIT_BY = "last_hit_by"
    LAST_ATTACK_TURN = "last_attack_turn"
    LAST_BATTLE_TURN = "last_battle_turn"
    FLEES_TO = "flees_to"
    MOVES_LAST_TURN = "moves_last_turn"
    PURSUES = "pursues"
    SEEN_TURN = "seen_turn"
    # -- on the sheet
    CONCEALED = "concealed"
    FORGO_DODGE = "forgo_dodge"
    INCAPACITATED = "incapacitated"
    FLIGHT = "flight"
    SPLINT = "splint"
    INTERCEPTS = "intercepts"
    INDEPENDENT_ACTION = "independent_action"
    NO_SPIRIT_FORM = "no_spirit_form"
    SUMMONED_TURN = "summoned_turn"
    STEALTH = "stealth"
    TRUE_NAME_TOLD = "true_name_told"
    NP_STAT_SEEN = "np_stat_seen"
    # -- ap-sp's contracts and economy
    DISQUALIFIED = "disqualified"
    SHELTERED = "sheltered"
    IGM_MARK = "igm-mark"
    ORIGINAL_SERVANT = "original_servant"
    ORIGINAL_MASTER = "original_master"
    FORMER_MASTER = "former_master"
    RECONTRACTED = "recontracted"
    STORY_SKILLS = "story-skills"
    ENDING = "ending"
    REALITY_MARBLE = "reality_marble"
    SPIRIT_FORM_SP_TURN = "spirit_form_sp_turn"
    HOSPITAL_NIGHT = "ap-sp:hospital-night"
    IGM_NIGHT = "ap-sp:igm-night"
    FAST_HEALING_NIGHT = "ap-sp:fast-healing-night"
    TRUE_HEALING_NIGHT = "ap-sp:true-healing-night"
    CIVILIAN_NIGHT = "ap-sp:civilian-night"
    MEMORY_ERASE_NIGHT = "ap-sp:memory-erase-night"
    # -- true-hgw
    RESIGNED = "resigned"
    LEFT_COMBAT_TURN = "left_combat_turn"
    # -- skirmish
    CONSUMED_BY = "skirmish:consumed-by"
    SURPRISED_BATTLE = "skirmish:surprised-battle"
    # -- valor
    VALOR_SKIRMISHED = "valor:skirmished"
    VALOR_MASTERLESS_SINCE = "valor:masterless_since"
    VALOR_DRAINED = "valor:drained"
    VALOR_CALLED_TURN = "valor:called_turn"
    VALOR_AT = "valor:at"
    VALOR_HERE_SINCE = "valor:here_since"
    VALOR_SKIRMISH_TARGET = "valor:skirmish_target"
    VALOR_AMBUSH = "valor:ambush"
    NOTICED = "noticed"
    # -- roll-dice
    ROW = "row"
    SUBDUED = "subdued"
    # -- roll-dice battle (rdbattle)
    SHARE_LUCK = "share_luck"
    LINE = "line"
    # -- leaving the war (fx-valor2)
    OUT_OF_WAR = "out_of_war"


@dataclass(frozen=True)
class FlagSpec:
    """What a flag's value may be (``types``), what it means, and the document line behind it."""

    types: tuple[type, ...]
    meaning: str
    rule: str = ""

    @property
    def type_text(self) -> str:
        return " or ".join(_TYPE_WORDS[t] for t in self.types)


_TYPE_WORDS = {bool: "true/false", int: "a whole number", float: "a number", str: "a text", list: "a list",
               dict: "an object"}
TURN = (int,)
YES_NO = (bool, int)
"""Read as true or false: a text ("false") would read as true, so it is refused."""
MARK = (bool, int, float, str)
"""A mark a GM may spell true/false, 1/0 or yes/no (read by ``sheetformat.is_yes``/``is_no``)."""
ID = (str,)

FLAGS: dict[Flag, FlagSpec] = {
    Flag.LAST_HIT_TURN: FlagSpec(TURN, "the turn it last hit or was hit", "ap-sp 000:L479"),
    Flag.LAST_HIT_BY: FlagSpec(ID, "who hit it last (the killer of a later death by the rules)"),
    Flag.LAST_ATTACK_TURN: FlagSpec(TURN, "the turn it last used, or was affected by, a damaging skill",
                                    "ap-sp 000:L479"),
    Flag.LAST_BATTLE_TURN: FlagSpec(TURN, "the turn it last fought in a battle"),
    Flag.FLEES_TO: FlagSpec(ID, "the location a fugitive lands at"),
    Flag.MOVES_LAST_TURN: FlagSpec(TURN, "the turn a fugitive must move last in"),
    Flag.PURSUES: FlagSpec((dict,), "the fugitive a pursuer follows and where to ({target, to})"),
    Flag.SEEN_TURN: FlagSpec(TURN, "in a team's view: the turn this character was last seen"),
    Flag.CONCEALED: FlagSpec(YES_NO, "concealed: others do not notice it"),
    Flag.FORGO_DODGE: FlagSpec(YES_NO, "the defender forgoes its dodge chance", "true-hgw 003 §VII"),
    Flag.INCAPACITATED: FlagSpec(YES_NO, "incapacitated: it cannot intercept", "ap-sp 000:L222"),
    Flag.FLIGHT: FlagSpec((str, bool), "Flight: a rank text, or true for Flight without one", "ap-sp 000:L502-507"),
    Flag.SPLINT: FlagSpec(YES_NO, "a splint reduces its damage taken"),
    Flag.INTERCEPTS: FlagSpec(YES_NO, "a familiar that intercepts for its summoner", "ap-sp 000:L222"),
    Flag.INDEPENDENT_ACTION: FlagSpec(YES_NO, "a Servant with Independent Action", "ap-sp 000:L358"),
    Flag.NO_SPIRIT_FORM: FlagSpec(YES_NO, "a Servant that cannot take spirit form"),
    Flag.SUMMONED_TURN: FlagSpec(TURN, "the turn it was summoned"),
    Flag.STEALTH: FlagSpec(YES_NO, "in stealth (roll-dice L445-L449)"),
    Flag.TRUE_NAME_TOLD: FlagSpec(MARK, "its Master was told its true name"),
    Flag.NP_STAT_SEEN: FlagSpec(MARK, "its Master's player has seen every NP"),
    Flag.DISQUALIFIED: FlagSpec(YES_NO, "a Master without Command Spells", "ap-sp 000:L355"),
    Flag.SHELTERED: FlagSpec((int, bool), "the Night it took the IGM's shelter"),
    Flag.IGM_MARK: FlagSpec(TURN, "the Night it was marked by the Seal of the IGM"),
    Flag.ORIGINAL_SERVANT: FlagSpec(ID, "a Master's original Servant", "ap-sp 000:L355, L374"),
    Flag.ORIGINAL_MASTER: FlagSpec(ID, "a Servant's original Master", "ap-sp 000:L355, L374"),
    Flag.FORMER_MASTER: FlagSpec(ID, "the Master a Servant had when its contract broke", "ap-sp 000:L355"),
    Flag.RECONTRACTED: FlagSpec(ID, "the original Servant a Master contracted again", "ap-sp 000:L355"),
    Flag.STORY_SKILLS: FlagSpec((list,), "the story updates it survived to"),
    Flag.ENDING: FlagSpec(ID, "a Master's ending, as the GM records it", "ap-sp 000:L687"),
    Flag.REALITY_MARBLE: FlagSpec(ID, "the location of the Reality Marble it maintains", "ap-sp 000:L544"),
    Flag.SPIRIT_FORM_SP_TURN: FlagSpec(TURN, "the turn it paid 1 SP for spirit form", "ap-sp 000:L489"),
    Flag.HOSPITAL_NIGHT: FlagSpec(TURN, "the Night of its Advanced Hospital purchase"),
    Flag.IGM_NIGHT: FlagSpec(TURN, "the Night of its dealing with the IGM"),
    Flag.FAST_HEALING_NIGHT: FlagSpec(TURN, "the Night it bought Fast Healing"),
    Flag.TRUE_HEALING_NIGHT: FlagSpec(TURN, "the Night it bought True Healing"),
    Flag.CIVILIAN_NIGHT: FlagSpec(TURN, "the Night of its civilian"),
    Flag.MEMORY_ERASE_NIGHT: FlagSpec(TURN, "the Night it had memories erased"),
    Flag.RESIGNED: FlagSpec(TURN, "the turn a Master resigned", "true-hgw 003"),
    Flag.LEFT_COMBAT_TURN: FlagSpec(TURN, "the turn it left combat by agreement", "true-hgw 003"),
    # -- skirmish
    Flag.CONSUMED_BY: FlagSpec((str,), "the Servant that consumed this defeated Master", "skirmish 002:L22"),
    Flag.SURPRISED_BATTLE: FlagSpec((str,), "the battle in which this Assassin made its surprise attack",
                                    "skirmish 002:L74"),
    # -- valor
    Flag.VALOR_SKIRMISHED: FlagSpec(TURN, "the first turn it spent in its battle: it has skirmished", "valor 001:L75-77"),
    Flag.VALOR_MASTERLESS_SINCE: FlagSpec(TURN, "the turn its Master died", "valor 001:L27"),
    Flag.VALOR_DRAINED: FlagSpec(TURN, "the turn a dead Master's corpse was drained", "valor 001:L43"),
    Flag.VALOR_CALLED_TURN: FlagSpec(TURN, "the turn 'Come to me!' called it: no skirmish retaliation", "valor 001:L67"),
    Flag.VALOR_AT: FlagSpec(ID, "where it stood at the end of the last turn", "valor 001:L81"),
    Flag.VALOR_HERE_SINCE: FlagSpec(TURN, "the turn it came to where it stands", "valor 001:L81"),
    Flag.VALOR_AMBUSH: FlagSpec((dict,), "this turn's ambush the GM ruled ({kind: minor|full, target})", "valor 001:L87"),
    Flag.NOTICED: FlagSpec((dict,), "whom it noticed first in a Crossing or Sighting and followed or stopped at "
                           "({turn, who})", "valor 001:L109, L111"),
    Flag.VALOR_SKIRMISH_TARGET: FlagSpec(ID, "the skirmish target drawn for it this turn (three-way skirmish)", "valor 001:L79"),
    # -- roll-dice
    Flag.ROW: FlagSpec(ID, "its row in battle: front (前衛) or back (後衛)", "roll-dice 004:L161-L177"),
    Flag.SUBDUED: FlagSpec((bool,), "the last hit on it was meant to incapacitate, not kill: at 0 HP it is "
                                    "incapacitated (戦闘不能), not dead", "roll-dice 004:L204"),
    # -- roll-dice battle (rdbattle)
    Flag.SHARE_LUCK: FlagSpec((bool,), "it agrees to share its Luck rerolls with its Master or Servant "
                                       "(共有・融通, 同意の上)", "roll-dice 004:L217"),
    Flag.LINE: FlagSpec((str,), "the line of a split battle it fights in (一対一×2: 前衛A, 前衛B); no attack "
                                "or support crosses lines", "roll-dice 004:L187-L195"),
    # -- leaving the war (fx-valor2)
    Flag.OUT_OF_WAR: FlagSpec(TURN, "the turn it left the war peacefully: hostile to no one, it meets, sights, crosses, "
                                    "ambushes and fights no one", "valor 001:L41"),
}
"""The schema of ``Character.flags``: every known key's type and meaning."""


def flag_problem(key: str, value: Any) -> str | None:
    """Why ``value`` cannot be the flag ``key`` (a known key of the wrong type), or None."""
    if value is None or key not in FLAGS:
        return None
    spec = FLAGS[Flag(key)]
    wrong = f"must be {spec.type_text} ({spec.meaning})"
    if isinstance(value, bool) and bool not in spec.types:
        return wrong
    return None if isinstance(value, spec.types) else wrong
