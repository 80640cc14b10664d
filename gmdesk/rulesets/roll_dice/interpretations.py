"""Readings of what Fate/roll dice (004) leaves open or to the GM.

Sources cite the English summary's section (roll-dice.summary.en.md, "§…"; §11 lists the [GM] and
[AMBIG] points) and the Japanese lines, which are authoritative. A "GAP" is a point neither text
covers. Each default is the most literal reading; where the document hands the call to the GM
the default is ``gm`` and the engine asks the GM. An option the engine could not honour is not
offered (move-range has no ``gm``: see its question).
"""

from __future__ import annotations

from gmdesk.rulesets.descriptions import Interpretation

IV_TIE = Interpretation(
    key="iv-tie",
    title="Equal IV",
    source="summary §3.2, §10; 004:L198-L200",
    question="On equal IV the two roll 敏捷 + 幸運 checks as an opposed check (ties rerolled) and the "
             "winner chooses who acts first (L198). The engine cannot roll that contest or make the "
             "winner's choice: who resolves it?",
    default="gm",
    options={
        "gm": "the GM rolls the AGI + LCK contest (L198) and enters who acts first",
        "random": "a random draw stands in for the contest (not the document's rule)",
    },
    labels={"gm": "the GM rolls the contest", "random": "random draw"},
)

ROW_PLACEMENT = Interpretation(
    key="row-placement",
    title="Front and back rows at battle start",
    source="summary §3.1, §11.1; 004:L161-L197",
    question="Each side places its characters in front (前衛) or back (後衛) at battle start; the GM "
             "decides the final layout, multi-faction lines and split duels (L195). Who places?",
    default="gm",
    options={
        "gm": "the GM sets rows from the players' declarations (L195)",
        "default-line": "Masters back, Servants and troops front, as in the example line (L163); "
                        "nobody stays back when the front is empty (L169-L177)",
    },
    labels={"gm": "the GM places", "default-line": "as the example line"},
)

EX_BOOST_COST = Interpretation(
    key="ex-boost-cost",
    title="MP price of EX's +14",
    source="summary §1.1, §11.2; 004:L867-L868, L901",
    question="An EX stat may add 14 more achievement as a '+' substitute, paid only with MP "
             "(L867-L868), but the amount is not stated. How much MP?",
    default="14-mp",
    options={
        "14-mp": "14 MP, the '+' rule's price: MP equal to the increase (L901)",
        "gm": "the GM sets the MP",
    },
    labels={"14-mp": "14 MP, as a '+'", "gm": "the GM sets the MP"},
)

PLUS_MINUS_LIMIT = Interpretation(
    key="plus-minus-limit",
    title="Counting the two '+'/'−' of a stat",
    source="summary §1.4, §11.2; 004:L914",
    question="'ステータスにつける事が出来る+や−の個数は2個まで' (L914): two marks in all, or two '+' and "
             "two '−' separately? Rank texts never mix '+' and '−' (gmdesk's rank parser refuses "
             "'A+−'), so both readings accept the same sheets today; the choice is recorded for "
             "mixed marks should they be allowed.",
    default="combined",
    options={
        "combined": "at most two marks per stat in all (A++, B−−, never A++−)",
        "separate": "at most two '+' and two '−' per stat",
    },
    labels={"combined": "two marks in all", "separate": "two of each"},
)

TROOP_FP_LEVELS = Interpretation(
    key="troop-fp-levels",
    title="Extra FP of troops above level 6",
    source="GAP; summary §4.4; 004:L363, L367",
    question="Troops of level 2, 4 and 6 get level + 6 extra FP (L367), but an NP troop has no level "
             "limit (L363). Does a troop of level 8, 10… get the extra FP?",
    default="listed",
    options={
        "listed": "only levels 2, 4 and 6, as listed (L367)",
        "even": "every even level gets level + 6 FP",
        "gm": "the GM decides",
    },
    labels={"listed": "levels 2, 4 and 6 only", "even": "every even level", "gm": "the GM decides"},
)

ACTION_ORDER = Interpretation(
    key="action-order",
    title="Order of actors in an action turn",
    source="GAP; summary §5.1; 004:L237-L240",
    question="Every team acts once per action turn (L239) and a battle may start when teams meet "
             "(L240); IV orders combat turns only (L197). In what order do characters move and act "
             "in an action turn?",
    default="simultaneous",
    options={
        "simultaneous": "everyone moves and acts on the same snapshot (no order is given)",
        "initiative": "by descending IV, as in combat (L197)",
    },
    labels={"simultaneous": "all at once", "initiative": "by descending IV"},
)

MOVE_RANGE = Interpretation(
    key="move-range",
    title="How far a character moves in one action turn",
    source="GAP; summary §4.15; 004:L48, L572-L574",
    question="The stage lists districts (大区分) as the basis for movement, investigation and "
             "encounters, and its transport (移動手段), but gives no movement rule. Where may a "
             "character go in one action turn? (A per-move GM ruling is not offered: orders are "
             "checked before the turn resolves and the engine cannot ask about each move; a GM who "
             "rules moves from the stage's transport picks anywhere and refuses moves by hand.)",
    default="adjacent",
    options={
        "adjacent": "to a district linked on the map",
        "anywhere": "to any district (the stage's transport reaches it within the turn)",
    },
    labels={"adjacent": "a linked district", "anywhere": "any district"},
)

MOVE_ACTION = Interpretation(
    key="move-action",
    title="Does moving use the action turn's one action?",
    source="GAP; summary §5.1; 004:L239-L240",
    question="One action per action turn: information gathering, preparing equipment, healing "
             "magic and the like (L239). Is going somewhere that action?",
    default="free",
    options={
        "free": "no: a character moves and still takes its action there (movement is not listed)",
        "action": "yes: a move is the turn's action",
    },
    labels={"free": "move, then act", "action": "a move is the action"},
)

ESCAPE_DESTINATION = Interpretation(
    key="escape-destination",
    title="Where an escaping character goes",
    source="GAP; summary §3.5; 004:L520-L524",
    question="Escape (戦闘離脱) ends a character's part in a battle (L521-L523) but names no place. "
             "Where does it end up?",
    default="adjacent",
    options={
        "adjacent": "a linked district it names when declaring",
        "stay": "it leaves the battle but stays in the district (the escape order names its own district)",
        "gm": "the GM places it: the GM writes the district in the escape order, any district is accepted",
    },
    labels={"adjacent": "a linked district", "stay": "stays in the district", "gm": "the GM places"},
)

ESCAPE_CATCH_UP = Interpretation(
    key="escape-catch-up",
    title="Being caught after an escape",
    source="summary §3.5, §11.1; 004:L524",
    question="A rear guard guarantees the others' escape, but if it falls too quickly or the enemy "
             "is very mobile the fugitives may be caught and fight again; the GM rules that as an "
             "event (L524). Does the engine pursue?",
    default="gm",
    options={
        "gm": "no automatic pursuit; the GM may start a new battle as an event (L524)",
        "none": "an escape always succeeds for good",
    },
    labels={"gm": "the GM may start a battle", "none": "the escape always holds"},
)

DEFENCE_STAT = Interpretation(
    key="defence-stat",
    title="Which stat a defender rolls",
    source="summary §3.3; 004:L202, L209-L213",
    question="The defender defends with 耐久 or 敏捷 (L209), or 魔力 against magic or when it knows magic "
             "(L211-L213); the document lets the defender choose. Which does the engine roll?",
    default="best",
    options={
        "best": "the allowed stat with the lowest exact chance that the attack wins (the defender's best choice)",
        "agi": "敏捷 (AGI) always: 'avoided, parried' (L209)",
        "end": "耐久 (END) always: 'took it, withstood it' (L209)",
    },
    labels={"best": "the defender's best stat", "agi": "always 敏捷 (AGI)", "end": "always 耐久 (END)"},
)

PHYSICAL_REACH = Interpretation(
    key="physical-reach",
    title="Whom a body or weapon attack reaches",
    source="summary §3.1; 004:L161-L177, L211, L213",
    question="Magic reaches either row from either row (L213); the reach of a body attack 'depends on the "
             "weapon' (L211) without a table. Whom does a 筋力/敏捷 attack reach?",
    default="front",
    options={
        "front": "front row to the enemy front row; a weapon with 射程 (range > 0) reaches the back row "
                 "and may be used from the back row",
        "any": "rows do not limit body attacks (the GM polices reach)",
    },
    labels={"front": "front row to front row", "any": "rows do not limit"},
)

COMBAT_TURNS = Interpretation(
    key="combat-turns",
    title="Combat turns inside one action turn",
    source="summary §3.4; 004:L240",
    question="A battle is fought in combat turns and the action turn goes on after them (L240); the document "
             "sets no number. How many combat turns does one action turn hold?",
    default="until-decided",
    options={
        "until-decided": "combat turns go on while a fighter's attack order still aims at a hostile one in the "
                         "battle (L240); after 10 the GM is asked before each further one",
        "one": "one combat turn per action turn; the battle goes on in the next action turn",
        "gm": "after the first combat turn the GM is asked before each further one",
    },
    labels={"until-decided": "until decided", "one": "one per action turn", "gm": "ask the GM after the first"},
)

REAR_GUARD = Interpretation(
    key="rear-guard",
    title="Escaping behind a rear guard",
    source="summary §8; 004:L522-L524",
    question="'When some stay to hold the enemy, the escapers get away for certain' (L524). Does every member "
             "of the escaping faction who stays in the battle hold the enemy?",
    default="holds",
    options={
        "holds": "yes: a teammate staying in the battle makes the escape certain, without asking the other side",
        "contest": "no: if the other side blocks, every character of the escaping faction (those staying "
                   "included) rolls 敏捷 against the blockers, and an escaping-faction member must be highest (L522)",
    },
    labels={"holds": "the escape is certain", "contest": "a 敏捷 contest"},
)

INTERPRETATIONS: tuple[Interpretation, ...] = (
    IV_TIE,
    ROW_PLACEMENT,
    EX_BOOST_COST,
    PLUS_MINUS_LIMIT,
    TROOP_FP_LEVELS,
    ACTION_ORDER,
    MOVE_RANGE,
    MOVE_ACTION,
    ESCAPE_DESTINATION,
    ESCAPE_CATCH_UP,
    DEFENCE_STAT,
    PHYSICAL_REACH,
    COMBAT_TURNS,
    REAR_GUARD,
)

# -- roll-dice battle (rdbattle)
UNBOUND_LOSS = Interpretation(
    key="unbound-loss",
    title="An unbound Servant's loss in combat turns",
    source="summary §10; 004:L244-L245",
    question="A Servant without a contract loses rank level HP and MP 'at the end of each turn, action turns "
             "and combat turns alike' (行動ターン、戦闘ターン共に1ターン終了時, L244). Does an action turn holding "
             "combat turns count both?",
    default="both",
    options={
        "both": "yes, literally: the end of each combat turn it fights, and the end of the action turn",
        "action-turn": "only the end of the action turn (combat turns inside it are not counted again)",
    },
    labels={"both": "each combat turn too", "action-turn": "the action turn's end only"},
)

PRIORITY_SOURCE = Interpretation(
    key="priority-source",
    title="Whose defence loses the dice of attack priority",
    source="GAP; 004:L221-L225",
    question="Attack priority moves dice usable both ways (敏捷, 魔力) from the defence checks to the attack "
             "(L221, L223) but does not say what happens when the character then defends with another stat "
             "(耐久). Which defence loses the moved dice? (not in the document)",
    default="source-stat",
    options={
        "source-stat": "the moved dice come out of that stat: defending with another stat is given up, so it "
                       "defends with what is left of the source stat",
        "any-defence": "the moved number of dice comes out of whichever stat defends (never below 0)",
    },
    labels={"source-stat": "from the stat the dice came from", "any-defence": "from the defending stat"},
)

INTERPRETATIONS = INTERPRETATIONS + (UNBOUND_LOSS, PRIORITY_SOURCE)

# -- statuses, covering, stealth (rdstatus) ----------------------------------------------------------------
COVERING_ORDER = Interpretation(
    key="covering-order",
    title="When a coverer steps in",
    source="summary §3.7; 004:L474, L478",
    question="The covered one defends first; only when its defence fails does the coverer try, with a minus, "
             "and on a failure takes the damage (L474, L478). The engine rolls one opposed check per attack: "
             "when does the coverer step in?",
    default="in-place",
    options={
        "in-place": "a declared coverer defends in the target's place with the minus of L474 and takes the "
                    "damage of a failed defence (the target's own first defence is not rolled)",
        "gm": "the GM, who rolled the target's own defence at the table, is asked for each attack whether the "
              "coverer steps in (then as in-place)",
    },
    labels={"in-place": "the coverer defends instead", "gm": "ask the GM at each attack"},
)

STEALTH_OBSERVERS = Interpretation(
    key="stealth-observers",
    title="Hiding from several at once",
    source="summary §4.7; 004:L444-L445",
    question="The one hiding rolls against 'the other side' (相手, L445), which reacts without an action. With "
             "several hostiles present, who reacts?",
    default="each",
    options={
        "each": "every hostile present reacts in turn; the hider must win against each",
        "strongest": "only the hostile with the most expected successes reacts",
    },
    labels={"each": "against each hostile", "strongest": "the strongest only"},
)

INTERPRETATIONS = INTERPRETATIONS + (COVERING_ORDER, STEALTH_OBSERVERS)
