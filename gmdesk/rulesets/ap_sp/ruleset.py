"""The ap-sp ruleset (document ap-sp.000, Sceptilesolarbeam's 20-character War)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Mapping

from gmdesk.errors import IllegalOrderError, Problem
from gmdesk.messages import Message
from gmdesk.model.flags import Flag
from gmdesk.model.ranks import Rank
from gmdesk.model.vocabulary import ChangeKind, EventKind
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.descriptions import Phase
from gmdesk.rulesets.scores import Check, fmt
from gmdesk.rulesets.combat import NO_COST, Change, CommandSpell, Cost, Skill, TurnFacts

from gmdesk.rulesets.sheetchecks import CommandSpellLimit
from gmdesk.rulesets.sheetformat import ALIGNMENTS
from gmdesk.rulesets.updates import OWN_ORDERS, SKILL_NAMES, Detail
from . import budget as budgets, cancelling, command_spells as cs, contracts, damage as damages, detection, fields, home_base, hooks, interception, ranking, regeneration, skills, statuses, surprise, targets as target_types
from .economy_interpretations import ECONOMY_INTERPRETATIONS
from .interpretations import (
    ACT_NA, DELAY_TIE, FLEE_TIMING, INTERPRETATIONS, KILL_THEM_SCOPE, MARBLE_PULL, SURPRISE_DETECTION,
    SURPRISE_SCOPE, TWO_FULL_RANKS,
)
from .movement import MOVEMENT
from .order_fields import OrderFields
from .phases import PHASES, phases_with_flee_timing
from .sheet import CLASSES, POOLS, STATS
from .sheet_gaps import sheet_gaps
from .skill_format import SKILL_FORMAT
from .tables import TABLES
from .updates import UPDATE_RULES, update_detail as act_update_detail

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War

NOTES: tuple[str, ...] = (
    "Subranks: the maximum count is a GAP (checklist R0 (a)). The rank policy, with no interpretation, "
    "accepts up to three '+' or three '-' on STR, END, MAE, MAR, AGI, LCK and NP, the most the document "
    'writes ("D---", 000:L824).',
    "EX subranks: a GAP (checklist R0 (a)). EX takes subranks here: the 0.03 step is written under every "
    'table, EX rows included (000:L75-135), and "Kill them no matter what!" gives "1 positive subrank to all '
    'their stats" (000:L379), so EX+ must exist (STR EX+ = 1.33).',
    'ACT: N/A, E, D, C, B, A, EX; "This skill cannot gain subranks." (000:L152-166). A sheet without ACT is '
    "read as N/A.",
    "AGI and LCK have no numeric table; they are only compared (000:L140, L145, L416).",
    "Turn order: AGI, AGI subranks, LCK, LCK subranks; still tied: simultaneous. No random tie-break "
    "(000:L416).",
    'The Movement Phase is simultaneous: "All characters move simultaneously" (000:L520) is specific to it, '
    "although L416 orders every phase by AGI and L437 names only Daily Move, Initial and Instant as simultaneous.",
    'Pursuit exists only through the Command Spell "You can\'t escape!" (000:L393), so FleeRules.pursuit is None.',
    'The MAR paragraph says "used for each rank in MAE" (000:L120): a heading typo, the table is MAR\'s (I0.11).',
    "Whether familiars get a Move Action is a GAP: 000:L236 names only Masters and Servants (interpretation "
    "familiar-move).",
    "Skill sheets: the document's SKILL FORMAT (000:L283-329); the formats of Damage, Cost, progressions, the "
    "Basic Attack entry and the sheet-side `modifiers` vocabulary are documented in gmdesk/rulesets/ap_sp/skills.py.",
    "Summoning, Bounded Field, Reality Marble and Noble Phantasm types name no phase (I0.9): with damage they "
    "resolve in the Attacking Phase (offensive skills, 000:L441), without in the Support Phase (nondamaging "
    "skills, 000:L439).",
    "Sheet AP per Turn is points.AP (000:L230); Flight is flags.flight (a rank text, or true) or an active "
    "effect named Flight (000:L502-507); a familiar intercepts for its summoner only with flags.intercepts "
    "(000:L222).",
    "Poison ticks in the Instant Phase after that phase's actions, which happen simultaneously with it "
    "(000:L337, L437).",
    'Surprise Attack detection (I0.12) defaults to the document\'s only detection test: "A character in the area '
    'with ACT ranked equal to or higher than that of a scouting character will detect" (000:L471); the Type line '
    'uses the same verb ("Fails if a target detects the user", 000:L314), and ACT is the stat of "acuity from '
    'visual, auditiory, and other kinds of cues" (000:L149). Interpretation surprise-detection offers gm and never.',
    "Delays (000:L408, L822-828): an action delayed \"as though\" with a lower AGI acts after the characters whose "
    "own AGI is that rank; among characters delaying to the same rank the turn-order winner (own AGI, then LCK) "
    "goes last (interpretation delay-tie). A delay to the end of a phase comes after everyone else in it.",
    "A Home Base alerts its owner's team when \"anyone else\" (interpretation home-base-alert) arrives there by a "
    "move, the Teleporter, the IGM's Instant Teleport or a Reality Marble's push; the alert names no one (000:L452).",
    "Upkeeps in AP or SP are taken from the AP and SP the user got at the beginning of that Turn (000:L230, L325); "
    "one that cannot be paid ends the effect, as an unpaid Mana upkeep does.",
    'Type of Target (000:L321): "A skill is required to target at least one of each type listed when cast". Types '
    "read: [Self], [Location], [Contracted Partner] (also [Partner]/[Master]/[Servant] of one's contract), "
    "[Ally]/[Allies], [Enemy]/[Opponent]/[Foe], [Any]; a skill cast without one of them is canceled and refunded. "
    "Other types are the GM's.",
)


class ApSpRuleset(OrderFields, Ruleset):
    """AP/SP economy, 11 phases, ACT scouting (ap-sp.000)."""

    id = "ap-sp"
    title = "AP/SP War (Sceptilesolarbeam, 20 characters)"
    short_name = "AP/SP"
    document = "ap-sp.000_60865a6a390f5f4e.txt"
    summary = ("20 characters, 10 Servant classes; AP/SP, Turn and Move Actions; 11 phases per Turn with a "
               "Daily Move (scouting) and a second combat round; coefficient stats with 0.03 subranks; ACT "
               "decides scout detection")
    kinds = ("master", "servant", "familiar")
    stats = STATS
    pools = POOLS
    tables = TABLES
    phases = PHASES
    interpretations = INTERPRETATIONS + cancelling.INTERPRETATIONS + ECONOMY_INTERPRETATIONS
    movement = MOVEMENT
    initiative_rule = ranking.INITIATIVE_RULE
    initiative_tie = "simultaneous"
    classes = CLASSES
    skill_format = SKILL_FORMAT
    starting_command_spells = 3  # 000:L374
    command_spell_limit = CommandSpellLimit(3, "ap-sp 000:L374", "the Seal of the IGM (000:L559)")
    alignments = ALIGNMENTS
    notes = NOTES
    update_rules = UPDATE_RULES
    update_readings = (SKILL_NAMES, OWN_ORDERS)  # ACT: the detail; the document: the public update (000:L150, L650)
    basic_attacks_from_sheet = True  # the sheet's Basic Attack entries, parsed from them alone (basic_attacks)
    # Kept answers (phases_for, _phase_names) as plain attributes, never through __dict__: reading self.__dict__
    # gives the instance a dict of its own, and CPython 3.11 then specialises no method call on the ruleset.
    _phases_for: tuple[Any, ...] | None = None
    _phase_names_of: tuple[Any, dict[str, str]] | None = None

    def update_detail(self, observers: list["Character"], war: "War") -> Detail:
        """The best ACT of the team's characters there (000:L150-166)."""
        return act_update_detail(observers)

    def phases_for(self, war: "War") -> tuple[Phase, ...]:
        """The 11 phases; with flee-timing=end-of-turn, fleeing moves to a last step (I0.7; 000:L512).

        A turn asks ~50 times: the answer is kept per (phases, interpretations, the war's flee-timing setting),
        the setting read straight from the war (absent: the default, which ``choice`` gives)."""
        chosen = war.settings.get("interpretations")
        setting = chosen.get(FLEE_TIMING) if chosen else None
        known = self._phases_for
        if (known is not None and known[0] is self.phases and known[1] is self.interpretations
                and known[2] == setting):
            found: tuple[Phase, ...] = known[3]
            return found
        found = phases_with_flee_timing(self.phases, self.choice(war, FLEE_TIMING))
        self._phases_for = (self.phases, self.interpretations, setting, found)
        return found

    def initiative_key(self, ch: "Character", war: "War") -> tuple[int, int, int, int]:
        """AGI, AGI subranks, LCK, LCK subranks; greater acts first (000:L416); "Kill them no matter
        what!" raises AGI and LCK one subrank (000:L379)."""
        return ranking.stats_initiative_key(self._boosted(ch, war) if ch.statuses else ch.stats)

    def explain_initiative(self, ch: "Character", war: "War") -> str:
        """AGI and LCK with their levels; for a character delaying "as AGI X" with others delaying to the same
        rank, the delay-tie reading (000:L408); a delay to the end of a phase (000:L822, L826)."""
        text = ranking.explain_stats(self._boosted(ch, war) if ch.statuses else ch.stats)
        if not ranking.delays(war).get(ch.id):
            return text  # (most characters: no delayed order, so neither delay text)
        tie = ranking.delay_tie_text(ch, war, self.choice(war, DELAY_TIE))
        end = ranking.end_delay_text(ch, war, self._phase_names(war))
        return "; ".join(t for t in (text, tie, end) if t)

    def _phase_names(self, war: "War") -> dict[str, str]:
        """Each phase's name by id, kept for the last tuple of phases (a phase is frozen)."""
        phases = self.phases_for(war)
        known = self._phase_names_of
        if known is None or known[0] is not phases:
            known = self._phase_names_of = (phases, {p.id: p.name for p in phases})
        names: dict[str, str] = known[1]
        return names

    def delayed_key(self, ch: "Character", war: "War", as_rank: Rank | None) -> tuple[int, ...]:
        """An action delayed to act "as though" with AGI ``as_rank`` (000:L408, L824): after the characters whose
        own AGI is that rank; among characters delaying to the same rank, the turn-order winner (own AGI, then
        LCK, 000:L416) goes last under delay-tie=winner-last, first under turn-order. ``as_rank`` None: the order
        among characters delaying to the end of the same phase (000:L822, L826), by the same reading."""
        own = ranking.stats_initiative_key(self._boosted(ch, war))
        return ranking.delayed_key(as_rank, own, self.choice(war, DELAY_TIE))

    def _boosted(self, ch: "Character", war: "War") -> Mapping[str, Rank]:
        """``ch``'s stats with AGI and LCK as "Kill them no matter what!" raises them (all the turn order reads: no
        copy of the character is made); the hot callers skip the call for a character with no effect at all
        (most)."""
        if not ch.statuses or not cs.active(ch, cs.KILL_THEM):
            return ch.stats
        scope = self.readings(war)[KILL_THEM_SCOPE]
        stats = dict(ch.stats)
        for key in ("AGI", "LCK"):
            rank, _ = cs.boosted_rank(ch, key, scope)
            if rank is not None:
                stats[key] = rank
        return stats

    def scout_detection(self, scout: "Character", observers: list["Character"], war: "War") -> list[tuple[list[str], Check]]:
        """Per observer, certain: detected iff observer ACT ≥ scout ACT (000:L471; act-na, I0.12)."""
        return detection.scout_detection(scout, observers, self.choice(war, ACT_NA))

    def more_than_two_ranks(self, a: Rank, b: Rank, war: "War | None" = None, stat: str = "") -> Check:
        """Whether ``a`` is "greater than two full ranks" above ``b``, or EX against non-EX (000:L140, L145;
        interpretation two-full-ranks, I0.5)."""
        return ranking.more_than_two_ranks(a, b, self.choice(war, TWO_FULL_RANKS), stat)


    # -- combat (000:L225-345, L372-399, L477-507) ------------------------------------------------
    has_combat = True
    command_spells = cs.COMMAND_SPELLS
    combat_rule = "ap-sp 000:L225-345"
    budget_rule = "ap-sp 000:L230-236"
    conditions_rule = "ap-sp 000:L403, L831-843"
    engage_rule = "ap-sp 000:L479, L489"

    def _choice(self, war: "War | None") -> Callable[[str], str]:
        """``choice`` with ``war`` bound (a partial: no Python layer of its own between caller and choice; the
        hooks asked every hit build it inline)."""
        return partial(self.choice, war)

    def parse_skill(self, raw: Mapping[str, Any], owner: "Character", index: int) -> Skill:
        """The SKILL FORMAT (000:L283-329) at the entry's stage; see skills.py for the texts it reads."""
        return skills.parse_skill(raw, owner, index)

    def validate_character(self, ch: "Character", where: str) -> list[Problem]:
        """The base checks (every skill entry read by the SKILL FORMAT, 000:L283-329) plus disqualification
        (000:L355)."""
        found = super().validate_character(ch, where)
        if ch.kind == "master" and ch.command_spells == 0 and not ch.flags.get(Flag.DISQUALIFIED):
            found.append(Problem(f"{where}.flags.disqualified", None, "a Master with 0 Command Spells is "
                                 "disqualified (000:L355), but the flag disqualified is not set"))
        if ch.kind == "master" and (ch.command_spells or 0) > 0 and ch.flags.get(Flag.DISQUALIFIED):
            found.append(Problem(f"{where}.flags.disqualified", True, f"the Master holds {ch.command_spells} "
                                 "Command Spell(s), so is not disqualified (000:L355)"))
        return found

    def skills_of(self, ch: "Character") -> list[Skill]:
        """Every sheet skill but the Basic Attack, "separated from other skills" (000:L267)."""
        return [s for s in skills.sheet_skills(ch) if not s.basic]

    def basic_attacks(self, ch: "Character") -> list[Skill]:
        """The sheet's Basic Attack entries (000:L267, L714-764)."""
        return [s for s in skills.sheet_skills(ch) if s.basic]

    def sheet_gaps(self, ch: "Character") -> list[tuple[str, Message]]:
        """What the sheet lacks that leaves the character unable to act (sheet_gaps.py): said as notices."""
        return sheet_gaps(ch, self.basic_attacks(ch))

    turn_budget = budgets.turn_budget
    """AP from the sheet + AGI − Stun, 1 SP, Turn/Move Actions (000:L230-236, L140, L339, L489; budget.py, the
    function itself)."""

    action_cost = budgets.skill_cost
    """The skill's cost; a Master's also takes the Turn Action (000:L233; budget.py, the function itself)."""
    cost_problem = budgets.cost_problem
    """Spirit Form (unless an order of the Turn takes the Servant out of it first, 000:L397, L485), Full Turn
    and the first Turn of battle (budget.py, the function itself)."""

    def target_problem(self, attacker: "Character", target: "Character", skill: Skill, war: "War",
                       facts: TurnFacts) -> str | None:
        """Spirit Form, range, own team's area effects, Flight (interception.py), then the economy's
        (hooks.ECONOMY_TARGET_PROBLEM: shelter, Reality Marbles)."""
        problem = interception.target_problem(attacker, target, skill, war, facts, None, self)
        if problem:
            return problem
        for fn in hooks.ECONOMY_TARGET_PROBLEM:
            problem = problem or fn(attacker, target, war)
        return problem

    target_problem_reads_pools = False
    """Neither interception.target_problem nor the economy's (shelter, Reality Marbles) reads a Health or Mana: an
    attack paid from a pool keeps the answer its first target got before paying (act.perform). A subclass whose
    target_problem reads a pool sets it True."""

    interceptor = interception.interceptor
    """Servant protection, "Defend X!", "Get behind me!" (000:L494, L387-389; interception.py, the function itself)."""

    def interception_changes(self, attacker: "Character", target: "Character", skill: Skill,
                             war: "War", facts: TurnFacts) -> list[Change]:
        """"Get behind me!" is "canceled if the intercepted attack would normally kill the caster"
        (000:L389): the effect ends and the Servant takes the attack."""
        if not target.statuses or target.kind != "servant" or not skill.attack:
            return []  # the effect lives on the target Servant: none there, nothing to cancel (most attacks; the
            # first test of cancelled_guards, read before its would-kill question is bound)
        for e in target.statuses:  # (cs.active(target, GET_BEHIND)'s test, without building its list)
            if e.get("key") == cs.GET_BEHIND and (e.get("turns") is None or e.get("turns", 0) > 0):
                break
        else:
            return []  # a Servant with effects, none of them "Get behind me!"
        return interception.cancelled_guards(attacker, target, skill, war, partial(self.would_kill, skill, war))

    def would_kill(self, skill: Skill, war: "War", att: "Character", caster: "Character") -> tuple[bool, str]:
        """Whether ``skill`` from ``att`` would kill ``caster`` ("Get behind me!", 000:L389), asked only when such an
        effect is in play."""
        facts = TurnFacts(turn=war.turn)
        total = sum(self.damage(att, caster, skill, i, war, facts).value
                    for i in range(len(skill.damage))) * skill.hits
        before = caster.health or 0.0
        text = interception.kill_text(before, total)
        return before - total <= 0, text

    # evasion: the default (None), ap-sp has no dodge (checklist R0 (f): "Not in R0: dodge/evasion"); kept the
    # default so that a hit need not ask it (act._own_hit_hooks)

    damage = damages.damage
    """One hit (damage.py): the function itself, ``self`` its first argument (a hit asked with no layer between)."""

    def surprise_detection(self, user: "Character", target: "Character", war: "War") -> Check | None:
        """"Fails if a target detects the user" (000:L314): interpretation surprise-detection (I0.12)."""
        return surprise.detection(user, target, self.choice(war, SURPRISE_DETECTION), self.choice(war, ACT_NA))

    def surprise_disables(self, user: "Character", targets: list[str], war: "War") -> list[str]:
        """"Disables opponents from acting during that Turn of battle" (000:L314): interpretation surprise-scope."""
        return surprise.disabled(user, targets, war, self.choice(war, SURPRISE_SCOPE))

    def arrival_changes(self, movers: list["Character"], location: str, war: "War") -> list[Change]:
        """A Home Base "will alert the owner if anyone else enters it", with no details (000:L452)."""
        return home_base.alert(movers, location, war)

    def inflict(self, target: "Character", skill: Skill, war: "War") -> list[Change]:
        if not skill.inflicts and skill.effect != "treat":
            return []  # most hits: nothing to receive or treat (statuses.inflict's answer, without its call)
        return statuses.inflict(target, skill, war, partial(self.choice, war))

    def phase_effects(self, phase: Phase, war: "War", facts: TurnFacts) -> list[Change]:
        """Initial Phase: upkeeps, regeneration, multiple-Servant and Masterless losses (000:L420, L361, L358);
        Instant Phase: Poison (000:L337); then the economy's effects of that phase."""
        choice = self._choice(war)
        out: list[Change] = []
        if phase.id == "initial":
            out += regeneration.upkeeps(war, self, choice)
            contracts = regeneration.Contracts(war)  # (read by both: nothing changes the war meanwhile)
            out += regeneration.regeneration(war, self, choice, contracts)
            out += regeneration.contract_losses(war, self, contracts)
        elif phase.id == "instant":
            out += statuses.poison(war, choice, damages.survive_factor)
        for fn in hooks.ECONOMY_PHASE_EFFECTS.get(phase.id, ()):
            out += fn(war, facts)
        return out

    def end_of_turn(self, war: "War", facts: TurnFacts) -> list[Change]:
        """Durations count down (000:L642), disqualification when Command Spells run out (000:L355, L374),
        then the economy (hooks.ECONOMY_END_OF_TURN)."""
        out = statuses.countdown(war, facts.turn, self._choice(war))
        out += self._disqualifications(war)
        for fn in hooks.ECONOMY_END_OF_TURN:
            out += fn(war, facts)
        return out

    def _disqualifications(self, war: "War") -> list[Change]:
        out: list[Change] = []
        rule = "ap-sp 000:L355, L374"
        for m in war.characters.values():  # (``is_master`` read as the kind: asked of every character every Turn)
            if not (m.kind == "master" and m.alive and m.command_spells is not None and m.command_spells <= 0
                    and not m.flags.get(Flag.DISQUALIFIED)):
                continue
            out.append(Change(m.id, ChangeKind.FLAG, f"{m.name} has no Command Spells left: disqualified", rule,
                              value=(Flag.DISQUALIFIED, True), kind=EventKind.CONTRACT))
            for s in war.servants_of(m.id):
                out.append(Change(s.id, ChangeKind.FLAG, f"{s.name} remembers its original Master {m.name}", rule,
                                  value=(Flag.FORMER_MASTER, m.id), kind=EventKind.CONTRACT))
                out.append(Change(s.id, ChangeKind.MASTER, f"the contract between {m.name} and {s.name} is broken",
                                  rule,
                                  value=None, kind=EventKind.CONTRACT))
        return out

    def special_action_slot(self, order: Mapping[str, Any]) -> str | None:
        action = order.get("action")
        if action in ("spirit-form", "cancel"):
            return "support"  # 000:L482-485; cancelling an effect is a Free action of the Support Phase (000:L634)
        entry = hooks.SPECIAL_ACTIONS.get(str(action))
        return entry[0](order) if entry else None

    def special_action_cost(self, ch: "Character", order: Mapping[str, Any], war: "War") -> Cost:
        """Entering or leaving Spirit Form: a Support action that consumes 1 SP (000:L482, L485)."""
        action = order.get("action")
        if action == "spirit-form":
            return Cost({"SP": 1.0})
        entry = hooks.SPECIAL_ACTIONS.get(str(action))
        return entry[1](ch, order, war) if entry else NO_COST

    def special_action(self, ch: "Character", order: Mapping[str, Any], war: "War",
                       facts: TurnFacts) -> list[Change]:
        action = order.get("action")
        if action == "spirit-form":
            return spirit_form(ch, order, war, facts)
        if action == "cancel":
            return cancelling.cancel(ch, order, war, self._choice(war))
        entry = hooks.SPECIAL_ACTIONS.get(str(action))
        if entry is None:
            raise IllegalOrderError(dict(order), f"ap-sp has no action {action!r}", rule=self.combat_rule)
        return entry[2](ch, order, war, facts)

    def fatal_blow(self, ch: "Character", health_after: float, war: "War") -> list[Change]:
        """The IGM's shelter, then a held Focus Band (000:L588, L604-608)."""
        for fn in hooks.ECONOMY_FATAL_BLOW:
            found = fn(ch, health_after, war)
            if found:
                return found
        return []

    def command_spell_problem(self, caster: "Character", spell: CommandSpell, order: Mapping[str, Any],
                              war: "War") -> str | None:
        """No per-Turn limit is stated (I0.16); interpretation command-spell-limit may set one."""
        return cancelling.command_spell_problem(caster, war, self._choice(war))

    def skill_problem(self, actor: "Character", skill: Skill, targets: list[str], war: "War") -> str | None:
        """Every listed Type of Target must be targeted (000:L321); a second Bounded Field in a location is
        canceled (000:L316); no Reality Marble during an IGM hunt (000:L559)."""
        if skill.target_types:  # (most skills list none: nothing to miss)
            problem = target_types.missing(actor, skill, targets, war)
            if problem:
                return problem
        kind = skill.type.casefold()  # (fields.cast_problem answers only for these two kinds)
        if "bounded field" in kind or "reality marble" in kind:
            return fields.cast_problem(actor, skill, targets, war)
        return None

    def skill_changes(self, actor: "Character", skill: Skill, targets: list[str], war: "War",
                      facts: TurnFacts) -> list[Change]:
        """Bounded Fields and Reality Marbles take hold (000:L316-317, L541-544); Noble Phantasm activations
        are recorded for the Mana Detector (000:L616)."""
        kind = skill.type.casefold()
        if not ("bounded field" in kind or "reality marble" in kind or "noble phantasm" in kind):
            return []  # (most skills: none of the kinds fields.cast_changes sets anything up for)
        # marble-pull is read only for a Reality Marble, the one kind of skill whose changes use it
        pull = self.choice(war, MARBLE_PULL) if "reality marble" in kind else "targets"
        return fields.cast_changes(actor, skill, targets, war, pull)

    def death_reason(self, ch: "Character", war: "War | None") -> str | None:
        """Health 0 or below (000:L40); a Servant's Mana 0 or below (000:L50)."""
        if ch.health is not None and ch.health <= 0:
            return f"Health {fmt(ch.health)} ≤ 0 (ap-sp 000:L40)"
        if ch.mana is not None and ch.mana <= 0 and ch.is_servant():
            return f"a Servant whose Mana reaches 0 or below dies: Mana {fmt(ch.mana)} (ap-sp 000:L50)"
        return None

    def anyone_dead(self, war: "War") -> bool:
        """:meth:`death_reason`'s two tests read in one loop over the war (asked after every action: 20 calls an
        action saved); a subclass with a death_reason of its own is asked through it."""
        if type(self).death_reason is not ApSpRuleset.death_reason:
            return super().anyone_dead(war)
        for ch in war.characters.values():
            if ch.alive and ((ch.health is not None and ch.health <= 0)
                             or (ch.mana is not None and ch.mana <= 0 and ch.kind == "servant")):
                return True
        return False

    def war_result(self, war: "War") -> str | None:
        """"The War ends the moment only one team comprising one Master and exactly one Servant remains and
        the formation of other teams is impossible" (000:L25)."""
        return contracts.war_result(war)

    def after_death(self, dead: "Character", killer: "Character | None", war: "War") -> list[Change]:
        """"A skill with an upkeep cost will be canceled the moment the user dies" (000:L628); then the
        economy (hooks.ECONOMY_AFTER_DEATH)."""
        out = [Change(holder.id, ChangeKind.EFFECT_REMOVE, f"{e.get('name')} ends: its user {dead.name} died",
                      "ap-sp 000:L628",
                      value=e.get("id") or e.get("name"), kind=EventKind.EFFECT_END)
               for holder in war.characters.values() for e in holder.statuses
               if e.get("upkeep_cost") and (e.get("source") or holder.id) == dead.id]
        for fn in hooks.ECONOMY_AFTER_DEATH:
            out += fn(dead, killer, war)
        return out


def spirit_form(ch: "Character", order: Mapping[str, Any], war: "War", facts: TurnFacts) -> list[Change]:
    """Enter or leave Spirit Form: a Support action, 1 SP (000:L482, L485). "A Servant cannot normally
    enter Spirit Form while in battle"; entering cancels active skills except [Self] ones (000:L630)."""
    rule = "ap-sp 000:L482-485"
    enter = order.get("enter", True)
    if not ch.is_servant():
        raise IllegalOrderError(dict(order), "only Servants take Spirit Form", rule=rule)
    if enter is ch.spirit_form or bool(enter) == ch.spirit_form:
        raise IllegalOrderError(dict(order), f"{ch.name} is {'already' if ch.spirit_form else 'not'} in Spirit Form",
                                rule=rule)
    paid = Change(ch.id, ChangeKind.FLAG,
                  f"{ch.name}'s 1 SP for Spirit Form is a Support action's, not spent in skills "
                  f"(000:L489)", rule, value=(budgets.SPIRIT_FORM_SP, war.turn), kind=EventKind.FLAG)
    if not enter:
        return [Change(ch.id, ChangeKind.SPIRIT_FORM, f"{ch.name} leaves Spirit Form", rule, value=False), paid]
    if war.battle_of(ch.id) is not None or ch.id in facts.in_battle:
        raise IllegalOrderError(dict(order), f"{ch.name} is in battle: a Servant cannot normally enter Spirit Form "
                                "while in battle", rule=rule)
    out = [Change(ch.id, ChangeKind.SPIRIT_FORM, f"{ch.name} enters Spirit Form", rule, value=True), paid]
    for holder in war.characters.values():
        for e in holder.statuses:
            if e.get("kind") == "skill" and (e.get("source") or holder.id) == ch.id and e.get("targets") != [ch.id]:
                out.append(Change(holder.id, ChangeKind.EFFECT_REMOVE,
                                  f"{e.get('name')} is canceled: {ch.name} entered Spirit Form",
                                  "ap-sp 000:L630", value=e.get("id") or e.get("name"), kind=EventKind.EFFECT_END))
    return out


RULESET = ApSpRuleset()
