"""Readings of what "The True Holy Grail War" (003) leaves open (checklist I3.x).

Each default is the most literal reading of the text; the source names the checklist item and
the section of 003.
"""

from __future__ import annotations

from gmdesk.rulesets.descriptions import Interpretation

INITIATIVE_TIE = Interpretation(
    key="initiative-tie",
    title="Ties on Agility and Luck",
    source="I3.12; 003 §II",
    question="Agility orders each phase and Luck breaks Agility ties; who acts first when both tie?",
    default="gm",
    options={
        "gm": "the GM decides the order of the tied characters",
        "simultaneous": "tied characters act at the same time, on the same snapshot",
        "random": "tied characters are ordered by a random draw",
    },
    labels={"gm": "the GM decides the order", "simultaneous": "at the same time", "random": "random draw"},
)

FLEE_TURN = Interpretation(
    key="flee-turn",
    title="Which combat turn allows fleeing",
    source="I3.4; 003 §VIII",
    question="'Characters can only flee in the second turn of combat': exactly the second turn, "
             "or the second turn and every later one?",
    default="exact",
    options={
        "exact": "only in the second turn of combat (the literal text)",
        "from": "in the second turn of combat and in every later turn",
    },
    labels={"exact": "the second turn only", "from": "the second turn onward"},
)

PURSUIT_CATCH = Interpretation(
    key="pursuit-catch",
    title="A pursuer reaching a fugitive who moves last",
    source="GAP (not in the checklist); 003 §VIII",
    question="'After you flee combat, you cannot move until last during the next Movement Phase': "
             "when a pursuer moves to where the fugitive stands before the fugitive's turn, does "
             "the fugitive still move away?",
    default="leave",
    options={
        "leave": "the fugitive still moves last and may leave (003 §VIII only delays it)",
        "held": "a pursuer arriving where the fugitive stands before it moves holds it there",
    },
    labels={"leave": "the fugitive may leave", "held": "the pursuer holds it"},
)

SEARCH_ROLL = Interpretation(
    key="search-roll",
    title="Rolls of a Home Base search",
    source="I3.9; 003 §V",
    question="'There is a 50% chance of finding an adjacent Home Base if one exists': one roll per "
             "adjacent hidden Home Base, or one roll for the whole search?",
    default="per-base",
    options={
        "per-base": "each adjacent hidden Home Base is rolled for separately (50 % each)",
        "per-search": "one 50 % roll for the search; with several hidden bases the GM picks the one found",
    },
    labels={"per-base": "one roll per base", "per-search": "one roll per search"},
)

HEALTH_REGEN = Interpretation(
    key="health-regen",
    title="When Health regenerates",
    source="I3.1; 003 §II, §VI",
    question="§II: no Health regeneration unless the character 'was not successfully attacked and "
             "did not successfully attack during the previous turn'; §VI: Health regenerates "
             "'while not in combat'. Which condition applies?",
    default="no-hit",
    options={
        "no-hit": "§II, the more specific rule: no successful attack given or taken in the previous turn",
        "not-in-combat": "§VI: the character is not in combat in the Initial Phase",
        "both": "both conditions must hold",
    },
    labels={"no-hit": "no hit last turn", "not-in-combat": "not in combat", "both": "both conditions"},
)

DODGE_CLAMP = Interpretation(
    key="dodge-clamp",
    title="A negative dodge chance",
    source="I3.6; 003 §VII",
    question="Dodge = defender's LCK value − ½ (attacker's LCK value + attack rank as LCK value) can "
             "be negative (E+ 6 against A 30 with an A attack: 6 − 30 = −24). What then?",
    default="zero",
    options={
        "zero": "a chance of 0 % or less means the attack cannot be dodged",
        "gm": "the GM rules on each negative chance",
    },
    labels={"zero": "cannot be dodged", "gm": "the GM rules on each"},
)

RANK_FLOOR = Interpretation(
    key="rank-floor",
    title="Losing a rank below E",
    source="I3.7; 003 §III",
    question="A Master with several Servants makes them lose 'one rank in all stats'; what does an "
             "E stat become?",
    default="floor-e",
    options={
        "floor-e": "E stays E: the tables have no row below E",
        "gm": "the GM decides",
    },
    labels={"floor-e": "E stays E", "gm": "the GM decides"},
)

WIN_DURATION = Interpretation(
    key="win-duration",
    title="Turns counted by the Win Command Spell",
    source="I3.8; 003 §III, §IX",
    question="Win gives a rank up 'for the next three turns': does the casting turn count as the first?",
    default="with-casting-turn",
    options={
        "with-casting-turn": "a 3-turn duration decremented in each End Phase (§IX): the casting turn and the next two",
        "after-casting-turn": "the rest of the casting turn and three whole turns after it",
    },
    labels={"with-casting-turn": "casting turn and two more", "after-casting-turn": "three turns after casting"},
)

WIN_AT_EX = Interpretation(
    key="win-at-ex",
    title="The Win Command Spell on an EX stat",
    source="I3.8, I3.7; 003 §III",
    question="'if the Servant has A Rank or higher in that stat, they get a + instead': does EX get EX+?",
    default="plus",
    options={
        "plus": "EX becomes EX+ ('A Rank or higher' includes EX; each + adds the table's step)",
        "none": "EX is not raised",
    },
    labels={"plus": "EX becomes EX+", "none": "EX not raised"},
)

CLAIM_LAST_BASE = Interpretation(
    key="claim-last-base",
    title="Claiming inside someone's last Home Base",
    source="I3.10; 003 §X",
    question="A claim inside another team's Home Base removes it, 'However, you cannot claim "
             "someone's last Home Base'. Does a claim still remove the last one?",
    default="protected",
    options={
        "protected": "the claim has no effect on a team's last Home Base",
        "remove-only": "the claim removes it, but the location can never be claimed afterwards",
    },
    labels={"protected": "the last base is protected", "remove-only": "removed, never claimable"},
)

COOLDOWN_SAME_TURN = Interpretation(
    key="cooldown-same-turn",
    title="First decrement of a cooldown",
    source="I3.11; 003 §IX",
    question="A cooldown set when a skill resolves 'decrements by one turn at the end of each turn': "
             "is it already decremented in the End Phase of the turn it was set?",
    default="same-turn",
    options={
        "same-turn": "yes: cooldown 1 set in the Attack Phase lets the skill be cast next turn",
        "next-turn": "no: the first decrement is in the next turn's End Phase",
    },
    labels={"same-turn": "counts down the same turn", "next-turn": "from the next turn"},
)

COMMAND_SPELL_TIMING = Interpretation(
    key="command-spell-timing",
    title="When Command Spells may be cast",
    source="I3.5; 003 §III, §VI",
    question="Command Spells 'may be used during the Command Spell Phase' yet 'can be cast "
             "whenever the user desires, even more than one in a turn'. Outside their phase too?",
    default="any-time",
    options={
        "any-time": "in the Command Spell Phase or at any later moment of the turn, with priority",
        "phase-only": "only in the Command Spell Phase",
    },
    labels={"any-time": "any time, with priority", "phase-only": "the Command Spell Phase only"},
)

FLEE_SPELL_ACTION = Interpretation(
    key="flee-spell-action",
    title="Actions spent by the Flee Command Spell",
    source="I3.3; 003 §III, §VI",
    question="The Flee Command Spell 'does not cost a Turn Action', but a turn has a standard and a "
             "move action. Which does it spare?",
    default="free",
    options={
        "free": "it costs neither the standard nor the move action",
        "move-action": "it spares the standard action but uses the move action",
    },
    labels={"free": "no action spent", "move-action": "uses the move action"},
)

LATE_ENTRANT = Interpretation(
    key="late-entrant",
    title="A character arriving where a combat goes on",
    source="GAP (R3 (e)); 003 §VII",
    question="Combat starts with an attack, and then everyone of the attacking or attacked team in "
             "the location is in combat. Is a team-mate who arrives later in that combat?",
    default="on-attack",
    options={
        "on-attack": "only once it attacks or is attacked (combat begins with an attack)",
        "on-arrival": "as soon as it enters the location of its team's combat",
    },
    labels={"on-attack": "once an attack involves it", "on-arrival": "on arrival"},
)

UPKEEP_DEFAULT = Interpretation(
    key="upkeep-default",
    title="Upkeep nobody mentioned",
    source="GAP (R3 (c)); 003 §VI, §IX",
    question="'to maintain a skill with upkeep, you must pay the upkeep cost at the beginning of the "
             "turn. If not, the skill will be cancelled.' Is the upkeep paid when the move says nothing? "
             "(§IX says a Passive Ability's Cost 'By default … will not be paid'.)",
    default="pay",
    options={
        "pay": "paid whenever the character can, unless the effect says pay_upkeep: false",
        "not-paid": "paid only when the effect says pay_upkeep: true, as §IX rules for passive Costs",
    },
    labels={"pay": "paid when possible", "not-paid": "paid only when asked"},
)

SPIRIT_FORM_EXIT = Interpretation(
    key="spirit-form-exit",
    title="Leaving Spirit Form without a standard action",
    source="GAP (R3 (d)); 003 §X",
    question="Taking and leaving Spirit Form are each 'a standard, support-speed action', yet a Servant "
             "in Spirit Form does 'not have access to their standard action'. Can it leave by itself?",
    default="leave-allowed",
    options={
        "leave-allowed": "the standard action of a Servant in Spirit Form serves only to leave it",
        "command-spell-only": "no standard action at all: only the Swap Form Command Spell brings it out",
    },
    labels={"leave-allowed": "a standard action to leave", "command-spell-only": "a Command Spell only"},
)

SPIRIT_FORM_INTERCEPT = Interpretation(
    key="spirit-form-intercept",
    title="Interception by a Servant in Spirit Form",
    source="GAP (R3 (f)); 003 §III, §X",
    question="Servants intercept attacks aimed at their Master in the same area (§III); in Spirit Form "
             "they 'cannot be affected or targeted by anything' (§X). Does a Servant in Spirit Form intercept?",
    default="no",
    options={
        "no": "a Servant in Spirit Form cannot be affected, so it takes no attack for anyone",
        "yes": "it intercepts as usual (and takes the attack)",
    },
    labels={"no": "no interception", "yes": "intercepts as usual"},
)

RANK_LOSS_PLUS = Interpretation(
    key="rank-loss-plus",
    title="'+' on a rank lost to multiple Servants",
    source="I3.7; 003 §III, §VII",
    question="'all Servants that Master controls loses one rank in all stats': does B+ become C+ or C?",
    default="keep-plus",
    options={
        "keep-plus": "the letter drops one step and keeps its '+' (B+ → C+)",
        "drop-plus": "the letter drops one step and loses its '+' (B+ → C)",
    },
    labels={"keep-plus": "keeps its '+'", "drop-plus": "loses its '+'"},
)

RESIGN_AS_DEATH = Interpretation(
    key="resign-as-death",
    title="A resigning Master's Home Base",
    source="GAP (R3 (j)); 003 §V, §X",
    question="'a Master can resign, leaving the game for good'. Does that remove the team's Home Base "
             "field(s) and reveal them to all, as a Master's death does (§V)?",
    default="no",
    options={
        "no": "only a death removes and reveals Home Bases (the text says 'Once a Master dies')",
        "yes": "resigning counts as a death for the Home Base (removed and revealed to all)",
    },
    labels={"no": "only a death counts", "yes": "resigning counts as death"},
)

CIVILIAN_LOCATIONS = Interpretation(
    key="civilian-locations",
    title="Where civilians are",
    source="GAP (R3 (i)); 003 §X",
    question="'Servants can drain mana from civilians in their area': 003 marks no location as having "
             "civilians. Are there civilians everywhere?",
    default="anywhere",
    options={
        "anywhere": "every location has civilians (003 names no exception)",
        "marked": "only locations whose effects list 'civilians'",
    },
    labels={"anywhere": "every location", "marked": "marked locations only"},
)

LETHAL_UPKEEP = Interpretation(
    key="lethal-upkeep",
    title="An upkeep paid by default that would kill",
    source="GAP (R3 (c)); 003 §IX, §II",
    question="Under upkeep-default=pay an upkeep nobody mentioned is paid. 'if their Mana is reduced "
             "to 0 or below, they die' (§II): is an upkeep that would bring a Servant's Mana (or anyone's "
             "Health) to 0 or below paid all the same?",
    default="cancel",
    options={
        "cancel": "an upkeep paid by default never kills: the skill is cancelled instead (an upkeep the "
                  "move asks for, pay_upkeep: true, is still paid)",
        "pay": "it is paid like any other upkeep, and the character dies",
        "gm": "the GM decides whether it is paid",
    },
    labels={"cancel": "the skill is cancelled", "pay": "paid, even if lethal", "gm": "the GM decides"},
)

ALERT_SPIRIT_FORM = Interpretation(
    key="alert-spirit-form",
    title="A Servant in Spirit Form entering a Home Base",
    source="GAP (R3 (k)); 003 §V, §X",
    question="A Home Base 'alerts the Master of that team whenever someone else enters' (§V), but a "
             "Servant in Spirit Form 'cannot be detected' (§X). Does its entry set off the alert?",
    default="undetected",
    options={
        "undetected": "no alert: a Servant in Spirit Form 'cannot be affected or targeted by anything, "
                      "cannot be detected'",
        "alerts": "the alert goes off for anyone who enters, in Spirit Form or not",
    },
    labels={"undetected": "no alert", "alerts": "the alert goes off"},
)

DEFEND_AREA = Interpretation(
    key="defend-area",
    title="Where a Servant under Defend intercepts",
    source="GAP (R3 (h)); 003 §III",
    question="Defend 'Orders the Servant to protect someone else in addition to the Master … the "
             "Servant will intercept any attacks aimed at the target'. The Master is protected 'as long "
             "as Servant and Master are in the same area'. Must the Servant be in the target's area?",
    default="same-area",
    options={
        "same-area": "only in the target's area, as the Master's protection ('in addition to the Master')",
        "anywhere": "any attack aimed at the target, wherever the Servant is",
    },
    labels={"same-area": "in the target's area", "anywhere": "wherever the Servant is"},
)

WIN_STACKING = Interpretation(
    key="win-stacking",
    title="Two Win Command Spells on one stat",
    source="GAP (R3 (h)); 003 §III",
    question="Win: 'Select a stat; the Servant gets a rank up in that stat for the next three turns', "
             "and Command Spells can be cast 'even more than one in a turn'. Do two Wins on the same "
             "stat give two rank ups?",
    default="stack",
    options={
        "stack": "each Win gives its own rank up (C → B → A), each for its own three turns",
        "refresh": "one rank up per stat however many Wins are active; a later Win only makes it last longer",
    },
    labels={"stack": "each Win stacks", "refresh": "a later Win extends"},
)

WIN_ON_PLUS = Interpretation(
    key="win-on-plus",
    title="The Win Command Spell on a rank with '+'",
    source="GAP (R3 (h)); 003 §III, §VII",
    question="Win gives 'a rank up' below A. Does B+ become A+ or A?",
    default="keep-plus",
    options={
        "keep-plus": "the letter goes up one step and keeps its '+' (B+ → A+)",
        "drop-plus": "the letter goes up one step and loses its '+' (B+ → A)",
    },
    labels={"keep-plus": "keeps its '+'", "drop-plus": "loses its '+'"},
)

EX_PLUS = Interpretation(
    key="ex-plus",
    title="'+' on EX",
    source="I3.7; 003 §VII",
    question="The tables end at EX and add 'Each + is worth an additional …' with no exception; 003 "
             "never writes EX+. Does EX take '+' (on sheets and from Win)?",
    default="allowed",
    options={
        "allowed": "EX takes '+' like every other row: EX+ = EX plus the table's step",
        "refused": "EX has no subranks: a sheet with EX+ is refused and Win adds nothing to EX",
    },
    labels={"allowed": "EX takes '+'", "refused": "no '+' on EX"},
)

PLUS_CAP = Interpretation(
    key="plus-cap",
    title="More than three '+'",
    source="I3.7; 003 §VII, §III",
    question="003 sets no limit on '+' ('Each + is worth an additional 3 damage'); a war file holds at "
             "most three. Can Win add a fourth '+' (A+++ → A++++)?",
    default="none",
    options={
        "none": "no cap: Win at A+++ gives A++++ (+3 damage, +2 % defence and evasion per '+')",
        "three": "three '+' at most: Win at A+++ (or EX+++) adds nothing",
    },
    labels={"none": "no cap", "three": "three '+' at most"},
)

ALL = (
    INITIATIVE_TIE,
    FLEE_TURN,
    PURSUIT_CATCH,
    SEARCH_ROLL,
    HEALTH_REGEN,
    DODGE_CLAMP,
    RANK_FLOOR,
    WIN_DURATION,
    WIN_AT_EX,
    CLAIM_LAST_BASE,
    COOLDOWN_SAME_TURN,
    COMMAND_SPELL_TIMING,
    FLEE_SPELL_ACTION,
    LATE_ENTRANT,
    UPKEEP_DEFAULT,
    SPIRIT_FORM_EXIT,
    SPIRIT_FORM_INTERCEPT,
    RANK_LOSS_PLUS,
    RESIGN_AS_DEATH,
    CIVILIAN_LOCATIONS,
    LETHAL_UPKEEP,
    ALERT_SPIRIT_FORM,
    DEFEND_AREA,
    WIN_STACKING,
    WIN_ON_PLUS,
    EX_PLUS,
    PLUS_CAP,
)
