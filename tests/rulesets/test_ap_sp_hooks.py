"""The ap-sp rules review (H1-H4, M1-M4, L1-L3): the ruleset's hooks and readings against ap-sp.000 (cited
000:Lnn). The corpus cases ap-sp-385 to ap-sp-429 play the same rules through the engine."""

from __future__ import annotations

from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import Battle, War
from gmdesk.rulesets.ap_sp import RULESET
from gmdesk.rulesets.ap_sp import budget, home_base, ranking, regeneration, statuses, surprise, targets
from gmdesk.rulesets.combat import Budget, TurnFacts

R = RULESET
STRIKE = {"Name": "Strike", "Rank": "C", "Type": "Anti-Personnel", "basic": True, "Max Number of Targets": 1,
          "Type of Target": "[Any]", "Damage": "20 Ranged", "Cost": "1 AP", "Description": "A basic attack."}
QUICK = {"Name": "Quick Draw", "Rank": "C", "Type": "Instant", "Max Number of Targets": 1,
         "Type of Target": "[Any]", "Damage": "15 Ranged", "Cost": "1 AP", "Description": "Fast."}
SHADOW = {"Name": "Shadow Strike", "Rank": "C", "Type": "Surprise Attack", "Max Number of Targets": 1,
          "Type of Target": "[Any]", "Damage": "30 Ranged", "Cost": "2 AP", "Description": "From the dark."}


def char(cid: str, kind: str = "servant", team: str | None = "red", loc: str = "a", **stats: str) -> Character:
    base = {"STR": "C", "END": "C", "MAE": "C", "MAR": "C", "AGI": "C", "LCK": "C", "ACT": "C"}
    base.update(stats)
    cap = 300 if kind == "servant" else 150
    return Character(id=cid, name=cid.capitalize(), kind=kind, team=team, location=loc,
                     stats={k: parse_rank(v) for k, v in base.items()}, health=cap, health_max=cap,
                     mana=200 if kind == "servant" else 75, mana_max=200 if kind == "servant" else 75,
                     points={"AP": 3} if kind != "master" else {}, skills=[dict(STRIKE), dict(QUICK), dict(SHADOW)])


def war(*chars: Character, orders=None, home=None, **interpretations: str) -> War:
    settings = {"interpretations": dict(interpretations)} if interpretations else {}
    w = War(ruleset="ap-sp", title="t",
            map=WarMap([Location("a", "A"), Location("b", "B"), Location("home", "Home", home_base=home)],
                       [("a", "b"), ("b", "home")]),
            characters={c.id: c for c in chars}, settings=settings, turn=2)
    w.orders = list(orders or [])
    return w


def sheet(ch: Character, name: str):
    return next(s for s in R.skills_of(ch) + R.basic_attacks(ch) if s.name == name)


# -- H1: leaving Spirit Form, then acting ------------------------------------------------------------------
def test_leave_spell_lets_later_actions_pass_the_check():
    """"Leave Spirit Form!" occurs "at the beginning of the Instant Phase, before any other effects" (000:L397):
    a Servant in Spirit Form at the beginning of the Turn may order actions from the Instant Phase on; without
    the spell its attack is refused ("they cannot use nor be targeted by skills", 000:L482)."""
    m, s = char("m", "master"), char("s")
    s.master, s.spirit_form = "m", True
    attack = {"actor": "s", "action": "attack", "target": "x"}
    spell = {"actor": "m", "action": "command-spell", "spell": "leave-spirit-form", "servant": "s"}
    b = Budget(resources={"AP": 3.0, "SP": 1.0})
    assert "Spirit Form" in R.cost_problem(s, sheet(s, "Strike"), b, war(m, s, orders=[attack]))
    w = war(m, s, orders=[spell, attack])
    assert R.cost_problem(s, sheet(s, "Strike"), b, w) is None
    assert R.cost_problem(s, sheet(s, "Quick Draw"), b, w) is None
    assert "Leave Spirit Form!" in budget.leaves_first(s, sheet(s, "Quick Draw"), w, R)


def test_own_leave_only_covers_later_phases():
    """Leaving Spirit Form oneself is "a Support action" (000:L485): an Attacking Phase attack comes after it,
    an Instant skill before it (refused); a conditional leave may never happen (refused)."""
    s = char("s")
    s.spirit_form = True
    leave = {"actor": "s", "action": "spirit-form", "enter": False}
    b = Budget(resources={"AP": 3.0, "SP": 1.0})
    w = war(s, orders=[leave, {"actor": "s", "action": "attack", "target": "x"},
                       {"actor": "s", "action": "skill", "skill": "Quick Draw", "targets": ["x"]}])
    assert R.cost_problem(s, sheet(s, "Strike"), b, w) is None
    assert "Spirit Form" in R.cost_problem(s, sheet(s, "Quick Draw"), b, w)
    w = war(s, orders=[{**leave, "if": {"kind": "hostile-here"}}, {"actor": "s", "action": "attack", "target": "x"}])
    assert "Spirit Form" in R.cost_problem(s, sheet(s, "Strike"), b, w)


def test_spirit_form_sp_is_not_spent_in_skills():
    """The first Turn of battle allows "1 AP or 1 SP in skills, not both" (000:L489); the SP of leaving Spirit
    Form is a Support action's (000:L485), so a 1 AP attack after it is allowed."""
    s = char("s")
    w = war(s)
    b = Budget(resources={"AP": 3.0, "SP": 0.0}, spent={"SP": 1.0}, limit={"first_battle_turn": True})
    assert "first Turn of battle" in R.cost_problem(s, sheet(s, "Strike"), b, w)
    s.flags[budget.SPIRIT_FORM_SP] = 2
    assert R.cost_problem(s, sheet(s, "Strike"), b, w) is None


# -- H2 / M3: Surprise Attacks -------------------------------------------------------------------------------
def test_surprise_detection_readings():
    """"Fails if a target detects the user" (000:L314): act compares ACT as scouting does (000:L471), gm asks,
    never is None."""
    user, target = char("u", ACT="C"), char("t", ACT="C")
    check = R.surprise_detection(user, target, war(user, target))
    assert check.certain is True and "T ACT C ≥ U ACT C" in check.explain and check.rule == "ap-sp 000:L314, L471"
    target.stats["ACT"] = parse_rank("D")
    assert R.surprise_detection(user, target, war(user, target)).certain is False
    gm = R.surprise_detection(user, target, war(user, target, **{"surprise-detection": "gm"}))
    assert gm.certain is None and gm.chance is None
    assert R.surprise_detection(user, target, war(user, target, **{"surprise-detection": "never"})) is None


def test_surprise_detection_act_na():
    """ACT N/A in the detection test follows act-na (I0.12): lowest lets N/A detect an N/A user; never-detects
    does not."""
    user, target = char("u", ACT="N/A"), char("t", ACT="N/A")
    assert surprise.detection(user, target, "act", "lowest").certain is True
    assert surprise.detection(user, target, "act", "never-detects").certain is False


def test_surprise_disables_opponents_in_battle():
    """"Disables opponents from acting during that Turn of battle" (000:L314); opponents are those "the user is
    not partnered ... with" (000:L632): every opponent in the user's battle, not its partners."""
    u, t, o, p = char("u"), char("t", team="blue"), char("o", team="blue"), char("p")
    w = war(u, t, o, p)
    w.battles = [Battle(id="b1", location="a", participants=["u", "t", "o", "p"], turns=1)]
    assert R.surprise_disables(u, ["t"], w) == ["t", "o"]
    w.settings = {"interpretations": {"surprise-scope": "targets"}}
    assert R.surprise_disables(u, ["t"], w) == ["t"]


def test_surprise_skill_cites_its_line():
    """Surprise Attack events cite the Type's line (000:L314)."""
    assert "000:L314" in sheet(char("s"), "Shadow Strike").rule


# -- H3: delays -----------------------------------------------------------------------------------------------
def test_delayed_key_winner_last():
    """"the character whose skill gets to go last will be determined by the same conditions that are used to
    determine Turn order" (000:L408): under winner-last the AGI A delayer sorts below the AGI B delayer; both
    sort below a character whose own AGI is the rank they delay to."""
    a, b, c = char("a", AGI="A"), char("b", AGI="B"), char("c", AGI="D", LCK="E")
    w = war(a, b, c)
    d = parse_rank("D")
    assert R.delayed_key(b, w, d) > R.delayed_key(a, w, d)
    assert R.initiative_key(c, w) > R.delayed_key(b, w, d)
    w.settings = {"interpretations": {"delay-tie": "turn-order"}}
    assert R.delayed_key(a, w, d) > R.delayed_key(b, w, d)
    assert ranking.delayed_key(d, (5, 0, 3, 0), "winner-last") == (2, 0, -1, -5, 0, -3, 0)
    assert ranking.delayed_key(None, (5, 0, 3, 0), "winner-last") == (-5, 0, -3, 0)


def test_explain_initiative_names_the_delays():
    """The acting order explains a shared delay (000:L408) and a delay to the end of a phase (000:L822)."""
    a, b = char("a", AGI="A"), char("b", AGI="B")
    w = war(a, b, orders=[{"actor": "a", "action": "attack", "target": "b", "delay": {"as_agi": "D"}},
                          {"actor": "b", "action": "attack", "target": "a", "delay": {"as_agi": "D"}}])
    assert "delaying to AGI D with B" in R.explain_initiative(a, w)
    w.orders = [{"actor": "a", "action": "attack", "target": "b", "delay": {"phase": "attacking", "at": "end"}}]
    assert "delayed to the end of the Attacking Phase" in R.explain_initiative(a, w)


# -- H4: Home Base alerts -----------------------------------------------------------------------------------
def test_home_base_alert_no_details():
    """A Home Base "will alert the owner if anyone else enters it ... unable to reveal any details regarding that
    intruder" (000:L452): the owner's team learns only where and when."""
    owner, foe = char("m", "master"), char("f", team="blue", loc="home")
    w = war(owner, foe, home="red")
    [change] = R.arrival_changes([foe], "home", w)
    assert change.what == "knowledge" and change.value == ("red", {"kind": "intruder", "where": "home", "turn": 2})
    assert "F" not in change.explain.replace("Field", "")
    assert R.arrival_changes([owner], "home", w) == []
    assert R.arrival_changes([foe], "b", w) == []


def test_home_base_alert_readings():
    """"anyone else" (000:L452) includes the owner's Servant under anyone-else, not under other-teams; a Home Base
    with no owner (claimed by a Masterless Servant, 000:L455) alerts no one."""
    owner, own = char("m", "master"), char("s")
    w = war(owner, own, home="red")
    assert len(home_base.alert([own], "home", w)) == 1
    w.settings = {"interpretations": {"home-base-alert": "other-teams"}}
    assert home_base.alert([own], "home", w) == []
    assert home_base.alert([own], "home", war(owner, own, home=None)) == []


# -- M1: whose LCK when a hit is intercepted ------------------------------------------------------------------
def test_intercepted_lck_is_the_targeted_opponents():
    """"only the LCK stat of the opponent being targeted is used" (000:L145): with the guard (LCK B) struck in
    place of its Master (LCK D), LCK A earns +25% under intercepted-lck=targeted, not under struck."""
    att, master, guard = char("a", LCK="A"), char("m", "master", team="blue", LCK="D"), char("g", team="blue", LCK="B")
    skill = sheet(att, "Strike")
    facts = TurnFacts(turn=2, aimed_at="m")
    assert R.damage(att, guard, skill, 0, war(att, master, guard), facts).value == 25
    w = war(att, master, guard, **{"intercepted-lck": "struck"})
    assert R.damage(att, guard, skill, 0, w, facts).value == 20


# -- M2: Poison and CP ----------------------------------------------------------------------------------------
def test_poison_names_its_inflicter():
    """Poison deals its D "At the Instant Phase" (000:L337); the health change names the poisoner so that CP
    counts it as damage inflicted (000:L527; cp-poison=poisoner), or not (received-only)."""
    s, v = char("s"), char("v", team="blue")
    v.statuses = [{"name": "Poison", "kind": "status", "turns": 3, "amount": 30, "since": 1, "source": "s",
                   "skill": "Venom"}]
    w = war(s, v)
    changes = statuses.poison(w, lambda k: R.choice(w, k), lambda ch, kind, choice: (1.0, ""))
    health = next(c for c in changes if c.what == "health")
    assert health.amount == -30 and health.value == "s"
    assert any(c.what == "flag" and c.value == ("last_hit_by", "s") for c in changes)
    w.settings = {"interpretations": {"cp-poison": "received-only"}}
    changes = statuses.poison(w, lambda k: R.choice(w, k), lambda ch, kind, choice: (1.0, ""))
    assert next(c for c in changes if c.what == "health").value is None


# -- M4: Independent Action -----------------------------------------------------------------------------------
def test_independent_action_is_the_gms_decision():
    """"The "Independent Action" ability can circumvent this somewhat" (000:L358): a decision with full-loss (80),
    half-loss (40) and no-loss for a 200-Mana Servant."""
    s = char("s")
    s.flags["independent_action"] = True
    [change] = regeneration.masterless_loss(s, R, "Masterless", 2)
    assert change.what == "decision" and change.value["id"] == "t2.independent-action.s"
    assert change.value["options"] == ["full-loss", "half-loss", "no-loss"]
    then = change.value["then"]
    assert then["full-loss"][0].amount == -80 and then["half-loss"][0].amount == -40
    assert then["no-loss"][0].what == "note"


# -- L1: upkeeps in AP or SP ----------------------------------------------------------------------------------
def test_upkeep_in_sp_is_spent_from_the_turn():
    """An upkeep "to prolong the skill each Turn" (000:L325) in SP is taken from the Turn's SP (000:L230) with a
    spend change; one that cannot be paid ends the effect."""
    s = char("s")
    s.statuses = [{"name": "Aura", "kind": "skill", "upkeep_cost": {"SP": 1.0}, "source": "s", "since": 1,
                   "id": "e1"}]
    w = war(s)
    [change] = regeneration.upkeeps(w, R, lambda k: R.choice(w, k))
    assert (change.what, change.value, change.amount) == ("spend", "SP", 1.0)
    s.statuses[0]["upkeep_cost"] = {"SP": 2.0}
    [change] = regeneration.upkeeps(w, R, lambda k: R.choice(w, k))
    assert change.what == "effect-" and "2 SP (1 left this Turn)" in change.explain


# -- L2: Flight -----------------------------------------------------------------------------------------------
def test_flight_attacks_this_turn_reads_the_orders():
    """"during a turn, unless they themselves used an attack, they cannot be targeted by physical attacks made
    by a Flightless opponent" (000:L504): attacked-earlier needs an attack already made; attacks-this-turn
    accepts an unconditional attack order of the Turn."""
    att, flier = char("a"), char("f", team="blue")
    att.skills = [{**STRIKE, "Damage": "20 Physical"}]
    flier.flags["flight"] = "C"
    skill = sheet(att, "Strike")
    orders = [{"actor": "f", "action": "attack", "target": "a"}]
    facts = TurnFacts(turn=2)
    assert "has not attacked yet" in R.target_problem(att, flier, skill, war(att, flier, orders=orders), facts)
    w = war(att, flier, orders=orders, **{"flight-attacked": "attacks-this-turn"})
    assert R.target_problem(att, flier, skill, w, facts) is None
    w.orders = [{**orders[0], "if": {"kind": "attacked"}}]
    assert "makes no attack this Turn" in R.target_problem(att, flier, skill, w, facts)


# -- L3: Reality Marbles ----------------------------------------------------------------------------------------
def test_marble_pull_readings():
    """L544 seals "the caster and their targets"; L317 "pulls all opponents in the immediate area"
    (interpretation marble-pull)."""
    from gmdesk.rulesets.ap_sp import fields

    c, t, o = char("c"), char("t", team="blue"), char("o", team="green")
    w = war(c, t, o)
    out = fields.reality_marble_cast(c, "UBW", ["t"], w, push_to="b")
    assert [x.target for x in out if x.what == "move"] == ["o"]
    out = fields.reality_marble_cast(c, "UBW", ["t"], w, push_to="b", pull="all-opponents")
    assert [x.target for x in out if x.what == "move"] == []
    assert out[0].value[1]["a"]["targets"] == ["t", "o"]


# -- R0: Type of Target ------------------------------------------------------------------------------------------
def test_every_listed_target_type_is_required():
    """"A skill is required to target at least one of each type listed when cast" (000:L321)."""
    s, m, foe = char("s"), char("m", "master"), char("f", team="blue")
    s.master = "m"
    w = war(s, m, foe)
    rally = R.parse_skill({"Name": "Rally", "Type": "Support", "Max Number of Targets": 3,
                           "Type of Target": "[Self] [Contracted Partner] [Location]", "Cost": "1 SP"}, s, 0)
    assert "no [Contracted Partner], no [Location]" in targets.missing(s, rally, ["s"], w)
    assert targets.missing(s, rally, ["s", "m", "b"], w) is None
    hit = R.parse_skill({"Name": "Hit", "Type": "Anti-Personnel", "Type of Target": "[Enemy]",
                         "Damage": "10 Ranged", "Cost": "1 AP"}, s, 0)
    assert "no [Enemy]" in R.skill_problem(s, hit, ["m"], w)
    assert R.skill_problem(s, hit, ["f"], w) is None


def test_citations():
    """Budgets cite 000:L230-236, conditions 000:L403 and L831-843, the start of a battle 000:L479 and L489."""
    assert R.budget_rule == "ap-sp 000:L230-236"
    assert R.conditions_rule == "ap-sp 000:L403, L831-843"
    assert R.engage_rule == "ap-sp 000:L479, L489"


def test_delay_texts_follow_the_orders_as_they_are_now():
    """The delays are read from an index of the last order list (issue 21); an order replaced in that
    very list, or a new list, is read again (000:L408, L822)."""
    a, b = char("a", AGI="A"), char("b", AGI="B")
    end = {"actor": "a", "action": "attack", "target": "b", "delay": {"phase": "attacking", "at": "end"}}
    w = war(a, b, orders=[end, {"actor": "b", "action": "attack", "target": "a"}])
    assert "delayed to the end of the Attacking Phase" in R.explain_initiative(a, w)
    assert "delayed" not in R.explain_initiative(b, w)
    w.orders[0] = {"actor": "a", "action": "attack", "target": "b"}  # replaced in place, same list
    assert "delayed" not in R.explain_initiative(a, w)
    w.orders = [{**end, "actor": "b", "target": "a"}]
    assert "delayed to the end of the Attacking Phase" in R.explain_initiative(b, w)
    assert "delayed" not in R.explain_initiative(a, w)


def test_master_of_agrees_with_the_contract_list():
    """master_of answers what ``servant in contracted(master)`` says (000:L355, L358), without listing every
    Servant of the Master (issue 21): alive or dead, disqualified with or without a re-formed contract, a
    copy of the Servant equal to it or not."""
    import copy

    from gmdesk.model.flags import Flag

    def slow(servant, w):
        master = w.characters.get(servant.master) if servant.master else None
        if master is None or not master.alive or servant not in regeneration.contracted(master, w):
            return None
        return master

    for dead, disqualified, recontracted in [(d, q, r) for d in (False, True) for q in (False, True)
                                              for r in (None, "s", "other")]:
        m, s, t = char("m", kind="master"), char("s"), char("t")
        s.master = t.master = "m"
        s.alive = not dead
        if disqualified:
            m.flags[Flag.DISQUALIFIED] = True
        if recontracted:
            m.flags[Flag.RECONTRACTED] = recontracted
        w = war(m, s, t)
        equal, changed = copy.deepcopy(s), copy.deepcopy(s)
        changed.health = 1
        for servant in (s, t, equal, changed):
            assert regeneration.master_of(servant, w) is slow(servant, w)
