"""What ``gmdesk rules roll-dice`` says of the status, covering, stealth, sleep, wealth and knowledge rules
(roll-dice 004), and the phase texts that change with them."""

from __future__ import annotations

from dataclasses import replace

from gmdesk.rulesets.descriptions import Phase

APPLIED = (
    "Command Spells (令呪, L287-L291; 3 a war, L274): order {action: command-spell, spell: plus-ten | restore | "
    "ward | success}; plus-ten adds +10 to the Servant's next attack or defence check (several add up, L288); "
    "restore (pool: HP | MP) refills one pool (L289); ward defends the next attack completely, no damage and no "
    "bad status (L290); success makes every die of the next check succeed (L291). The Master's count goes down "
    "by one. Non-numeric effects (L281-L285), +5/+5 splits and a Master's own boost (L294) are the GM's.",
    "Bad statuses (L424-L437): a status {rd: bs, bs: damage | impede, level, nature: physical | magical | mental, "
    "pool: HP | MP, area: body | magic, sum} recorded by the GM or inflicted by a weapon's bad_status on a hit "
    "that deals damage. 継続ダメージ: Lv at once, then at the start of each action turn unless resisted first; "
    "行動阻害: −Lv on 筋力/耐久/敏捷 or 魔力 checks, and at the start of each action turn a resistance check, a "
    "failure losing the turn's action (L433, read at the start of the action turn). Resistance: 耐久, 魔力 or the "
    "rank-level check + the skills the GM lists in resist_skills, achievement > Lv (L432); sum adds levels (L435).",
    "Covering (庇う, L471-L478): order {action: cover, target: ally}, no action spent, for this action turn; the "
    "coverer defends in the target's place with −⌈stat difference ÷ 2⌉ (L474), takes the damage, steps to the "
    "front row from the back (L473) and leaves stealth (L450) (interpretation covering-order).",
    "Stealth and ambush (L443-L457): order {action: hide}: 敏捷 or 魔力 + stealth skills against each hostile's "
    "幸運/魔力/rank level + perception skills, ties rolled again (exact odds shown); hidden, a character cannot be "
    "targeted (L445). Attacking from stealth rolls again against the target's alertness: an ambush adds the "
    "margin and doubles the difference's damage (L454), a seen one adds the margin to the defence (L455); melee "
    "reaches the back row; stealth ends (L457). A hidden character meeting others rolls again, the lower achievement "
    "standing and 0 ending stealth (L449); order {action: alert} (a reaction, no action) rolls perception against "
    "each hidden hostile's kept achievement and finds those it reaches (L447-L448).",
    "Sleep (L246-L252): order {action: sleep} (a Master, the turn's action): asleep no opposed check (defence 0, "
    "L249). Four action turns awake in a row (points.awake_turns) bring 徹夜 Lv1, −1 on every check, −1 more each "
    "further turn (L246-L247); at a minus as large as the weakest stat's dice the Master falls asleep (L247); a "
    "turn of sleep ends it; no day-end recovery while in it (L248).",
    "Wealth (L959-L979): 財産 and 常備化 points are 社会 level × 2 (L960), shown on the sheet with the 装備ポイント "
    "(2 per 常備化 on equipment; items' equipment_points checked, L970); points.wealth_used comes back one a day "
    "(L961) and an identification check may spend it (+1 each, L963).",
    "Noble Phantasms on the sheet (L1038, L1054, L1097-L1103): the ranked items of type 宝具 use their levels (an "
    "armour NP half, rounded up) out of the 宝具 stat's level, + 2 at EX, + points.np_extra (minus effects or '+' "
    "the GM accepted); more is a sheet problem.",
    "True-name identification (正体看破, L306-L311): order {action: identify, target: SERVANT, skills: [allowed], "
    "wealth: N}: 社会, 魔力 or the rank-level check (the best) + allowed skills against 12 − (⌈rank level ÷ 2⌉ + NPs "
    "seen used + 知名度/悪名/ご当地 + 特徴容姿 + the GM's modifier, asked); reached: the team learns the true name.",
    "What a team sees of another team's Servant (L301-L305, L500), through the knowledge filter: class, rank "
    "level, stats but 宝具, HP/MP maxima (current values only while in sight), equipment but NPs; skills and NPs "
    "marked revealed; the whole sheet once its true name is known.",
)

NOT_APPLIED = (
    "Not applied yet in battle (the GM rules them as events): called shots (L411-L422), long chants (L459-L464), "
    "stealth as seen by each observer apart (one 隠密 status hides from all), the alert check's success needed to "
    "cover an ambush and its minus on the covering defence, the reaction bonus to covering (L455, L475), covering "
    "from the back row with a ranged weapon or magic (L479-L480), NP activation costs beyond the MP of a use and "
    "NP effects other than 必中/必殺/防御不能/防御無視 (L1061-L1095), the Master paying part of a Servant's NP MP "
    "while waiting (L232), 競り合い (L1065), a troop covering without penalty and troops splitting (L393, "
    "L396-L403), 常備化 items used in play (L971-L974), traps (L250-L251).",
)


def notes(battle: tuple[str, ...]) -> tuple[str, ...]:
    """The battle ruleset's notes, its 'not applied yet' list replaced by what is applied now and what is not."""
    kept = tuple(n for n in battle if not n.startswith("Not applied yet in battle"))
    return kept + APPLIED + NOT_APPLIED


PHASE_TEXT = {
    "turn-end": "The rest of the action turn is narrated (L240). A Servant without a contract loses HP and MP equal "
                "to its rank level (L244). A Master who did not sleep counts a waking turn; four in a row bring "
                "the all-nighter state (L246-L247). Covers end. Not applied yet: a multi-turn task attacked this "
                "turn does not advance (L262-L263).",
    "day-end": "After the fourth action turn (深夜): Masters recover 2d6 HP and all MP unless all-nighters (L241, "
               "L248); Servants recover nothing by themselves; Luck rerolls reset (L215); one 財産ポイント back "
               "(L961).",
    "action": "Bad statuses first: each is resisted, else deals its damage or takes the turn's action (L427, "
              "L433). Then one action each: information gathering, preparing equipment, healing magic, a step of a multi-turn "
              "task; here: hide (L444), cover (L471), sleep (a Master, L246), identify (L306), Command Spells "
              "(L287-L291). One-turn checks give their result at once (L265).",
}


def described(phases: tuple[Phase, ...]) -> tuple[Phase, ...]:
    return tuple(replace(p, description=PHASE_TEXT[p.id]) if p.id in PHASE_TEXT else p for p in phases)
