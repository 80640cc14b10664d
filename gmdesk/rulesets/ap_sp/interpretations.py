"""ap-sp readings of gaps, ambiguities and contradictions (checklist R0 and I0.x).

Each default is the most literal reading of the document; the war may choose another option
under ``settings.interpretations``.
"""

from __future__ import annotations

from gmdesk.rulesets.descriptions import Interpretation

FLEE_TIMING = "flee-timing"
SCOUT_RANGE = "scout-range"
ACT_NA = "act-na"
TWO_FULL_RANKS = "two-full-ranks"
DELAY_TIE = "delay-tie"
STATUS_FIRST_TURN = "status-first-turn"
NEGATIVE_DAMAGE = "negative-damage"
LOW_HEALTH_PENALTY = "low-health-penalty"
BONUS_OPPONENTS = "bonus-opponents"
KILL_THEM_SCOPE = "kill-them-scope"
MODIFIER_STACKING = "modifier-stacking"
SURVIVE_SPECIAL = "survive-special"
WITHSTAND_EXISTING = "withstand-existing"
REGEN_ORDER = "regen-order"
REGEN_CAP = "regen-cap"
FAMILIAR_MOVE = "familiar-move"
SURPRISE_DETECTION = "surprise-detection"
SURPRISE_SCOPE = "surprise-scope"
INTERCEPTED_LCK = "intercepted-lck"
FLIGHT_ATTACKED = "flight-attacked"
MARBLE_PULL = "marble-pull"
HOME_BASE_ALERT = "home-base-alert"

INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        key=FLEE_TIMING,
        title="When a flee resolves",
        source="I0.7; 000:L445, L512",
        question='A flee "will always go last in the Turn" (000:L512), yet the Movement Phase is where '
                 '"a character fleeing from battle is allowed to escape" (000:L445) and the second combat '
                 "round comes after it. When does the fugitive leave?",
        default="movement-phase",
        options={
            "movement-phase": "flees in the Movement Phase, after every regular move of that phase (000:L445)",
            "end-of-turn": "flees in a last step after the 2nd Prepared Effect Phase (000:L512 'go last in the Turn')",
        },
        labels={"movement-phase": "in the Movement Phase", "end-of-turn": "last in the Turn"},
    ),
    Interpretation(
        key=SCOUT_RANGE,
        title="How far a scout may look",
        source="I0.12; 000:L471",
        question='A scout makes "a single temporary move to a location" (000:L471); the text does not say '
                 "whether that location must be adjacent.",
        default="adjacent",
        options={
            "adjacent": "a scouting move is a move: adjacent locations only (as 000:L520)",
            "any": "any location on the map",
        },
        labels={"adjacent": "adjacent locations only", "any": "any location"},
    ),
    Interpretation(
        key=ACT_NA,
        title="Where ACT N/A sits in scout detection",
        source="I0.12; 000:L152, L471",
        question='"ACT ranked equal to or higher than that of a scouting character will detect" (000:L471): '
                 "how does N/A compare with E..EX?",
        default="lowest",
        options={
            "lowest": "N/A is below E: an N/A observer detects only N/A scouts; every ACT rank detects an N/A scout",
            "never-detects": "an N/A observer detects no scout; an N/A scout is below E and detected by any ACT rank",
        },
        labels={"lowest": "N/A below E", "never-detects": "N/A never detects"},
    ),
    Interpretation(
        key=TWO_FULL_RANKS,
        title='"Greater than two full ranks"',
        source="I0.5; 000:L140, L145",
        question="AGI and LCK have no numeric table; how do subranks count when a difference must be "
                 '"greater than two full ranks" (AGI +1 AP, LCK +25% damage)? (EX against non-EX always counts.)',
        default="letters",
        options={
            "letters": "full ranks are letters: at least three letters apart (A vs D), subranks ignored",
            "subrank-tiebreak": "above the other rank raised by two letters, subranks breaking the tie "
                                "as in turn order (A vs C- counts, A vs C does not)",
            "subrank-fraction": "a subrank is 0.03/0.20 = 0.15 of a letter, as in the coefficient tables "
                                "(000:L63-75): the gap must exceed 2 letters",
        },
        labels={"letters": "three letters apart", "subrank-tiebreak": "subranks break the tie",
                "subrank-fraction": "a subrank as 0.15 letter"},
    ),
    Interpretation(
        key=DELAY_TIE,
        title="Who goes last among characters delaying to the same time",
        source="R0 (c) AMBIG; 000:L408",
        question='"the character whose skill gets to go last will be determined by the same conditions that '
                 'are used to determine Turn order" (000:L408): does the winner of the AGI/LCK comparison go last? '
                 "(Either way a delayed action comes after the actions of characters whose own AGI is the rank it "
                 "was delayed to: it waited for that moment.)",
        default="winner-last",
        options={
            "winner-last": "the character who would act first by its own AGI/LCK goes last among the delayers",
            "turn-order": "the delayers act in normal turn order of their own AGI/LCK (greater first)",
        },
        labels={"winner-last": "the would-be first goes last", "turn-order": "normal turn order"},
    ),
    Interpretation(
        key=STATUS_FIRST_TURN,
        title="Whether the Turn a status is inflicted counts toward its T Turns",
        source="I0.4; 000:L337-347, L642",
        question='The status example gives "Stun 22" as a loss "at the beginning of each of the next 22 Turns" '
                 '(000:L346); the duration rule says "the Turn in which it was cast counts as the first turn" (000:L642).',
        default="next-turn",
        options={
            "next-turn": "a status counts the next T Turns, as the status example (000:L344-347), the rule "
                         "specific to statuses",
            "cast-turn": "the Turn of infliction is the first of the T Turns, as skill durations (000:L642)",
        },
        labels={"next-turn": "from the next Turn", "cast-turn": "the Turn inflicted counts"},
    ),
    Interpretation(
        key=NEGATIVE_DAMAGE,
        title="Negative Physical or Magical damage",
        source="I0.6; 000:L40, L249, L261",
        question="Base * (STR - END + 1) is negative when END exceeds STR by more than 1 (E vs EX: 0.05 - 1.20 + 1 "
                 "= -0.15). The text never says to clamp.",
        default="clamp-zero",
        options={
            "clamp-zero": "an attack deals no less than 0 damage ('attacks will reduce Health', 000:L40)",
            "as-computed": "the negative number is applied as computed (the target gains Health)",
        },
        labels={"clamp-zero": "no less than 0", "as-computed": "applied as computed"},
    ),
    Interpretation(
        key=LOW_HEALTH_PENALTY,
        title="The low-Health penalty in the damage sum",
        source="I0.1, I0.14; 000:L40, L863-871",
        question='"Attacks made by any character whose Health is 1/3 or less ... inflict 25% less damage" (000:L40), '
                 "but the worked example at 6/20 Health (000:L863-871) does not apply it (43.5375). The default "
                 "follows the document's own worked example, the one place it shows the arithmetic at low Health; "
                 "the GM who reads L40 as stacking chooses additive or multiplicative.",
        default="as-example",
        options={
            "additive": "-25% joins the simultaneous sum of modifiers (000:L869): 32.25 * 1.10 = 35.475",
            "multiplicative": "x0.75 after the other modifiers: 43.5375 * 0.75 = 32.653125",
            "as-example": "not applied, as the worked example states 43.5375 (000:L871)",
        },
        labels={"additive": "added to the sum", "multiplicative": "multiplied after the others",
                "as-example": "not applied, as the example"},
    ),
    Interpretation(
        key=BONUS_OPPONENTS,
        title="Whose AGI/LCK sets the start-of-Turn bonuses",
        source="I0.17; 000:L140, L145",
        question='"At the beginning of a Turn" AGI is compared with "their opponent(s)" (000:L140): who are the '
                 "opponents before a battle has started?",
        default="battle-at-start",
        options={
            "battle-at-start": "the foes in the character's battle at the beginning of the Turn; no battle, no bonus",
            "same-location": "every hostile in the character's location at the beginning of the Turn",
            "gm": "the GM names the opponents",
        },
        labels={"battle-at-start": "the foes in the battle", "same-location": "every hostile there",
                "gm": "the GM names them"},
    ),
    Interpretation(
        key=KILL_THEM_SCOPE,
        title='Which stats "Kill them no matter what!" raises',
        source="I0.10; 000:L166, L171, L379",
        question='"1 positive subrank to all their stats" (000:L379): ACT "cannot gain subranks" (000:L166) and NP '
                 "is 'not considered with the main six stats' (000:L171).",
        default="all-but-act",
        options={
            "all-but-act": "every stat that can carry subranks: the main six and NP; not ACT",
            "main-six": "STR, END, MAE, MAR, AGI and LCK only",
        },
        labels={"all-but-act": "all but ACT", "main-six": "the main six only"},
    ),
    Interpretation(
        key=MODIFIER_STACKING,
        title="Whether the rule modifiers join the skill's simultaneous sum",
        source="I0.14; 000:L145, L381, L504, L869",
        question="The advanced example adds the skill's own percentages together (\"These occur simultaneously\", "
                 "000:L869). Do the LCK +25% (000:L145), Flight -15%/-10% (000:L504) and \"Survive at all costs!\" "
                 "-50% (000:L381) join that sum, or multiply the result one after another?",
        default="additive",
        options={
            "additive": "every percentage in force adds into one sum: damage * (1 + sum), as 000:L869-871",
            "multiplicative": "the skill's own sum first, then each rule modifier multiplies in turn (x1.25, x0.85, x0.5)",
        },
        labels={"additive": "one sum", "multiplicative": "each multiplies in turn"},
    ),
    Interpretation(
        key=SURVIVE_SPECIAL,
        title='Whether "Survive at all costs!" reduces Special damage',
        source="R0 (f) GAP; 000:L263, L374, L381",
        question='Special damage is untouched by "Skill effects that would reduce most other forms of damage" '
                 '(000:L263); "Survive at all costs!" is a Command Spell, not a skill, and "Command Spells '
                 'circumvent skill effects" (000:L374). Does its -50% apply to Special damage (Poison included)?',
        default="reduces",
        options={
            "reduces": "a Command Spell is not a skill effect: Special damage is halved too",
            "exempt": "Special damage is never reduced, not even by the Command Spell",
        },
        labels={"reduces": "Special damage halved too", "exempt": "Special damage never reduced"},
    ),
    Interpretation(
        key=WITHSTAND_EXISTING,
        title='What "Withstand it!" does to statuses already on the Servant',
        source="R0 (g) GAP; 000:L383, L342",
        question='"temporary immunity to any negative status effect" (000:L383): do statuses received before the '
                 "spell stop harming the Servant while it lasts, or does it only keep new ones off?",
        default="suppressed",
        options={
            "suppressed": "immune to every negative status: earlier ones have no effect while it lasts (their "
                          "countdown goes on), new ones are not received",
            "new-only": "only statuses inflicted while it lasts are kept off; earlier ones still apply",
        },
        labels={"suppressed": "earlier statuses suppressed too", "new-only": "new statuses only"},
    ),
    Interpretation(
        key=REGEN_ORDER,
        title="How regeneration bonuses combine",
        source="I0.13; 000:L452, L482, L610",
        question="Home Base +5 (000:L452), Spirit Form +50% (000:L482) and the Charged Potion's +125% of the "
                 '"original regeneration values" (000:L610): in which order?',
        default="percent-of-original",
        options={
            "percent-of-original": "both percentages are of the sheet value and add up, then +5: "
                                   "regen * (1 + .50 + 1.25) + 5",
            "flat-first": "+5 first, Spirit Form's 50% of that, the Potion's 125% of the sheet value: "
                          "(regen + 5) * 1.50 + regen * 1.25",
        },
        labels={"percent-of-original": "percentages of the sheet value", "flat-first": "+5 first"},
    ),
    Interpretation(
        key=REGEN_CAP,
        title="Whether regeneration stops at the maximum",
        source="I0.13; 000:L40, L50, L479",
        question="No rule caps Health or Mana regeneration at the maximum (000:L40, L50 only set the maxima).",
        default="cap",
        options={
            "cap": "Health and Mana never rise above their maximum (300/150, 200/75 or the sheet's)",
            "uncapped": "regeneration may raise Health and Mana above the maximum",
        },
        labels={"cap": "capped at the maximum", "uncapped": "may exceed the maximum"},
    ),
    Interpretation(
        key=FAMILIAR_MOVE,
        title="Whether familiars get a Move Action",
        source="R0 (d) GAP; 000:L230, L236",
        question='"all Masters and Servants also gain one Move Action" (000:L236) does not name familiars, who do '
                 "gain AP and SP (000:L230).",
        default="none",
        options={
            "none": "familiars get AP and SP but no Move Action, as 000:L236 names only Masters and Servants",
            "move-action": "familiars get a Move Action like Servants",
        },
        labels={"none": "no Move Action", "move-action": "a Move Action too"},
    ),
    Interpretation(
        key=SURPRISE_DETECTION,
        title="How a target detects the user of a Surprise Attack",
        source="I0.12; 000:L314, L471",
        question='A Surprise Attack "Fails if a target detects the user" (000:L314); the document gives no '
                 "detection test for it. Its only detection rule is scouting's: \"A character in the area with ACT "
                 'ranked equal to or higher than that of a scouting character will detect that scouting character" '
                 "(000:L471).",
        default="act",
        options={
            "act": "as scouting (000:L471): a target whose ACT is equal to or higher than the user's detects it "
                   "(ACT N/A placed by interpretation act-na); the document's only test for \"detect\"",
            "gm": "the GM says for each target whether it detects the user",
            "never": "no target ever detects the user: the Surprise Attack always goes ahead",
        },
        labels={"act": "by ACT, as scouting", "gm": "the GM decides", "never": "never detected"},
    ),
    Interpretation(
        key=SURPRISE_SCOPE,
        title="Whom an undetected Surprise Attack stops from acting",
        source="R0 (f) AMBIG; 000:L314, L632",
        question='A Surprise Attack "Disables opponents from acting during that Turn of battle" (000:L314); '
                 '"opponents" is "anyone the user is not partnered, allied, or has a ceasefire with" (000:L632). '
                 "Only its targets, or every opponent in that battle?",
        default="opponents-in-battle",
        options={
            "opponents-in-battle": "its targets and every other opponent of the user in the battle at the user's "
                                   "location (000:L314 says opponents, not targets)",
            "targets": "only the characters the Surprise Attack targets",
        },
        labels={"opponents-in-battle": "every opponent in the battle", "targets": "its targets only"},
    ),
    Interpretation(
        key=INTERCEPTED_LCK,
        title="Whose LCK counts when a hit is intercepted",
        source="R0 (f) AMBIG; 000:L145, L387-389, L494",
        question='"Even in a battle against multiple enemies, only the LCK stat of the opponent being targeted is '
                 'used" (000:L145). When a guard intercepts the hit (000:L387-389, L494), is that the targeted '
                 "opponent's LCK or the guard's?",
        default="targeted",
        options={
            "targeted": "the LCK of the opponent the attack targeted, whoever takes the hit (000:L145 literally)",
            "struck": "the LCK of the character who takes the hit (the interceptor)",
        },
        labels={"targeted": "the targeted opponent's", "struck": "the interceptor's"},
    ),
    Interpretation(
        key=FLIGHT_ATTACKED,
        title="When a flier has \"used an attack\" and loses its protection",
        source="R0 (f) AMBIG; 000:L504",
        question='"during a turn, unless they themselves used an attack, they cannot be targeted by physical attacks '
                 'made by a Flightless opponent" (000:L504): used an attack before the physical attack comes (so it '
                 "depends on turn order), or at any time during that Turn?",
        default="attacked-earlier",
        options={
            "attacked-earlier": "only once the flier has made an attack earlier in the Turn (\"used\", past)",
            "attacks-this-turn": "the flier has an attack order this Turn (read from the Turn's orders, "
                                 "unconditional ones) or already attacked: the whole Turn counts",
        },
        labels={"attacked-earlier": "after an earlier attack", "attacks-this-turn": "the whole Turn of an attack"},
    ),
    Interpretation(
        key=MARBLE_PULL,
        title="Who is pulled into a Reality Marble",
        source="R0 (i) INCONS; 000:L317, L544",
        question='The Type list says a Reality Marble "pulls all opponents in the immediate area into a special '
                 'separate area" (000:L317); the section on Marbles says it seals "the caster and their targets" and '
                 '"anyone inside that location who isn\'t being forced into the Marble will be pushed to an adjacent '
                 'location" (000:L544).',
        default="targets",
        options={
            "targets": "the caster and the skill's targets are sealed in; everyone else there is pushed out "
                       "(000:L544, the section specific to Marbles)",
            "all-opponents": "every opponent of the caster in the location is pulled in, targeted or not; the "
                             "caster's partners are pushed out (000:L317)",
        },
        labels={"targets": "the caster and targets", "all-opponents": "every opponent there"},
    ),
    Interpretation(
        key=HOME_BASE_ALERT,
        title="Whose arrival sets off a Home Base's alert",
        source="R0 (i) AMBIG; 000:L452",
        question='A Home Base "will alert the owner if anyone else enters it. However, that Bounded Field is unable '
                 'to reveal any details regarding that intruder" (000:L452). The owner is a Master ("All Masters have '
                 'been given a certain location to act as their Home Base"): does the owner\'s own Servant or partner '
                 "set it off?",
        default="anyone-else",
        options={
            "anyone-else": "anyone but the owning Master, the owner's own Servant and partners included (\"anyone "
                           "else\", literally); the alert never says who",
            "other-teams": "only characters who are not on the owner's team (an \"intruder\")",
        },
        labels={"anyone-else": "anyone but the owner", "other-teams": "other teams only"},
    ),
)
