"""The ap-sp economy against its document, ap-sp.000 (cited as 000:Lnn): CP, the Seal of the IGM, the story
countdown, shops and items, the IGM, Bounded Fields and Reality Marbles, consumption, contracts, the end of
the War and endings. Every number is computed by hand from the line cited."""

from __future__ import annotations

import pytest

from gmdesk.errors import IllegalOrderError
from gmdesk.model.character import Character
from gmdesk.model.mapgraph import Location, WarMap
from gmdesk.model.ranks import parse_rank
from gmdesk.model.vocabulary import ChangeKind
from gmdesk.model.war import Battle, Team, War
from gmdesk.rulesets.ap_sp import RULESET
from gmdesk.rulesets.ap_sp import contracts, economy, fields, hunt, igm, items
from gmdesk.rulesets.ap_sp import economy_state as st
from gmdesk.rulesets.ap_sp.economy_interpretations import ECONOMY_INTERPRETATIONS
from gmdesk.rulesets.combat import TurnFacts


# -- a small war ------------------------------------------------------------------------------------------
def make_war(turn: int = 1, **interpretations: str) -> War:
    locs = [
        Location("a", "Alley"), Location("b", "Bridge"), Location("c", "Canal"),
        Location("hosp", "Advanced Hospital", effects=["advanced-hospital"]),
        Location("mall", "Super Mall", effects=["super-mall"]),
        Location("igm", "IGM Office and Central Skyscraper", effects=["igm-office"]),
        Location("red-home", "Red Manor", home_base="red"),
        Location("blue-home", "Blue Tower", home_base="blue"),
    ]
    links = [("a", "b"), ("b", "c"), ("a", "hosp"), ("a", "mall"), ("a", "igm"), ("b", "red-home"), ("c", "blue-home")]
    chars = {}
    for cid, kind, team, master, loc in (
        ("odile", "master", "red", None, "a"), ("saber", "servant", "red", "odile", "a"),
        ("tobias", "master", "blue", None, "a"), ("archer", "servant", "blue", "tobias", "a"),
        ("mirela", "master", "green", None, "c"), ("lancer", "servant", "green", "mirela", "c"),
    ):
        maxh, maxm = (150, 75) if kind == "master" else (300, 200)
        chars[cid] = Character(id=cid, name=cid.capitalize(), kind=kind, team=team, master=master, location=loc,
                               health=maxh, health_max=maxh, mana=maxm, mana_max=maxm,
                               health_regen=20 if kind == "servant" else 8, mana_regen=15 if kind == "servant" else 6,
                               points={"CP": 0} if kind == "master" else {},
                               command_spells=3 if kind == "master" else None,
                               stats={"ACT": parse_rank("B")})
    settings = {"interpretations": dict(interpretations)} if interpretations else {}
    return War(ruleset="ap-sp", title="t", map=WarMap(locs, links), characters=chars, turn=turn, settings=settings,
               teams=[Team("red", "Red"), Team("blue", "Blue"), Team("green", "Green")])


def facts(war: War, hits=(), deaths=(), in_battle=(), attacked=()) -> TurnFacts:
    f = TurnFacts(turn=war.turn, hits=list(hits), deaths=list(deaths), in_battle=set(in_battle),
                  attacked=set(attacked))
    f.partners_at_start = {c.id: c.team for c in war.characters.values()}
    return f


def apply(war: War, changes) -> None:
    """A minimal applier for the tests (the engine's is gmdesk/engine/combat/changes.py)."""
    for c in changes:
        ch = war.characters.get(c.target)
        if c.what == ChangeKind.POINT and c.pool == "CP":
            ch.points["CP"] = round(ch.points.get("CP", 0) + c.amount, 10)
        elif c.what == "flag":
            key, value = c.value
            if value is None:
                ch.flags.pop(key, None)
            else:
                ch.flags[key] = value
        elif c.what == "war":
            key, value = c.value
            if value is None:
                war.extra.pop(key, None)
            else:
                war.extra[key] = value
        elif c.what == "item+":
            ch.items.append(dict(c.value))
        elif c.what == "item-":
            for i, it in enumerate(ch.items):
                if it.get("name") == c.value:
                    del ch.items[i]
                    break
        elif c.what == "effect+":
            ch.statuses.append(dict(c.value))
        elif c.what == "effect-":
            ch.statuses[:] = [e for e in ch.statuses if e.get("id") != c.value and e.get("name") != c.value]
        elif c.what == "stat":
            ch.stats[c.value[0]] = parse_rank(c.value[1])
        elif c.what in ("health", "mana"):
            setattr(ch, c.what, getattr(ch, c.what) + c.amount)
        elif c.what == "master":
            ch.master = c.value
        elif c.what == "team":
            ch.team = c.value
        elif c.what == "command-spells":
            ch.command_spells = (ch.command_spells or 0) + int(c.amount)
        elif c.what == "home-base":
            war.map.locations[c.value[0]].home_base = c.value[1]
        elif c.what == "move":
            ch.location = c.value


def whats(changes):
    return [(c.target, c.what) for c in changes]


# -- CP gained (000:L525-533) -------------------------------------------------------------------------------
def test_cp_formula_master_inflicts_and_receives():
    """CP Gained = Damage Inflicted + Damage All Their Servants Inflicted + 0.5 * (Damage Received + Damage All
    Their Servants Received) (000:L527): the Master inflicts 40.75 (E0.1, 000:L811) and receives 25 (E0.3,
    000:L815): 40.75 + 0 + 0.5 × (25 + 0) = 53.25."""
    war = make_war()
    score = economy.cp_gained(war.character("odile"), war, facts(war, hits=[("odile", "archer", 40.75),
                                                                            ("tobias", "odile", 25)]))
    assert score.value == 53.25
    assert "CP 40.75 + 0 + 0.5 × (25 + 0) = 53.25" in score.explain
    assert score.rule == "ap-sp 000:L527"


def test_cp_formula_servant_terms():
    """The Servants' terms of 000:L527: Saber inflicts 40.75 and 43.8 (E0.1, E0.2) and receives 25: 0 + 84.55 +
    0.5 × (0 + 25) = 97.05; the other side's Master earns from its Servant receiving 84.55: 0 + 0 + 0.5 × (0 +
    84.55) = 42.275 and from inflicting 25: 25 + 42.275 = 67.275."""
    war = make_war()
    f = facts(war, hits=[("saber", "archer", 40.75), ("saber", "archer", 43.8), ("archer", "saber", 25)])
    assert economy.cp_gained(war.character("odile"), war, f).value == 97.05
    blue = economy.cp_gained(war.character("tobias"), war, f)
    assert blue.value == 67.275
    assert "0 + 25 + 0.5 × (0 + 84.55) = 67.275" in blue.explain


def test_cp_nothing_from_partners_at_start():
    """"A character is unable to earn CP for the Master of their team from battling any other character that was
    partnered with them at the beginning of that Turn" (000:L533): Saber changed sides this Turn, but its hit
    of 30 on Archer (partners at the start) earns nothing; Odile's 10 on Tobias counts."""
    war = make_war()
    f = facts(war, hits=[("saber", "archer", 30), ("odile", "tobias", 10)])
    f.partners_at_start["saber"] = "blue"
    score = economy.cp_gained(war.character("odile"), war, f)
    assert score.value == 10
    assert "not counted: 30" in score.explain


def test_masterless_servant_earns_nothing():
    """"Masterless Servants are unable to earn CP" (000:L533): Saber without a Master deals 50; nobody gains."""
    war = make_war()
    war.character("saber").master = None
    f = facts(war, hits=[("saber", "archer", 50)])
    assert economy.cp_gained(war.character("odile"), war, f).value == 0
    assert economy.cp_gained(war.character("tobias"), war, f).value == 25  # received by its Servant: 0.5 × 50


def test_overkill_interpretation():
    """I0.15 (000:L527): a 40 hit leaves Archer at −15. as-dealt counts 40 → 40; health-lost counts 40 − 15 = 25."""
    war = make_war()
    war.character("archer").health = -15
    war.character("archer").alive = False
    hits = [("saber", "archer", 40)]
    assert economy.cp_gained(war.character("odile"), war, facts(war, hits, deaths=[("archer", "saber")])).value == 40
    war2 = make_war(**{"cp-damage-counted": "health-lost"})
    war2.character("archer").health = -15
    war2.character("archer").alive = False
    score = economy.cp_gained(war2.character("odile"), war2, facts(war2, hits, deaths=[("archer", "saber")]))
    assert score.value == 25
    assert "15 overkill left out" in score.explain


def test_familiar_interpretation():
    """I0.15 (000:L525, L527): a red familiar deals 20; servants-only → 0, with-familiars → 20."""
    war = make_war()
    war.characters["imp"] = Character(id="imp", name="Imp", kind="familiar", team="red", location="a")
    f = facts(war, hits=[("imp", "archer", 20)])
    assert economy.cp_gained(war.character("odile"), war, f).value == 0
    war.settings = {"interpretations": {"cp-familiars": "with-familiars"}}
    assert economy.cp_gained(war.character("odile"), war, f).value == 20


def test_cp_of_all_masters_at_once_equals_each_alone():
    """The end of the Night counts every Master's CP in one pass over the hits (engine sprint): the same values
    and explanations as ``cp_gained`` of each Master alone, with partners at the start (000:L533), a familiar
    earning for a team (I0.15), hits among one team's earners and a hit on oneself."""
    war = make_war(**{"cp-familiars": "with-familiars"})
    war.characters["imp"] = Character(id="imp", name="Imp", kind="familiar", team="red", location="a")
    f = facts(war, hits=[("saber", "archer", 30.5), ("imp", "tobias", 7), ("archer", "imp", 12.25),
                         ("odile", "saber", 3), ("saber", "saber", 2), ("tobias", "odile", 0.1),
                         ("imp", "archer", 1e-7), ("archer", "saber", 43.8)])
    f.partners_at_start["imp"] = "blue"
    alone = {cid: economy.cp_gained(war.character(cid), war, f) for cid in ("odile", "tobias")}
    gains = [c for c in economy.end_of_turn_changes(war, f) if "CP gained" in c.explain]
    assert [(c.target, c.amount) for c in gains] == [(cid, s.value) for cid, s in alone.items() if s.value]
    for c in gains:
        assert c.explain.endswith(alone[c.target].explain)
    assert "not counted" in alone["odile"].explain and alone["tobias"].value > 0


def test_dead_master_earns_nothing():
    """"If the Master of a team dies, that Master's CP disappears" (000:L530): no gain for a dead Master."""
    war = make_war()
    war.character("odile").alive = False
    assert economy.cp_gained(war.character("odile"), war, facts(war, [("saber", "archer", 40)])).value == 0


# -- the end of a Night: gain, Seal, wipe (000:L525, L536, L559) ---------------------------------------------------
def test_end_of_turn_gains_cp():
    """CP is gained "at the end of each Turn" (000:L525): Night 3, 100 + 53.25 = 153.25."""
    war = make_war(turn=3)
    war.character("odile").points["CP"] = 100
    out = economy.end_of_turn_changes(war, facts(war, hits=[("odile", "archer", 40.75), ("tobias", "odile", 25)]))
    gain = [c for c in out if c.target == "odile" and c.what == ChangeKind.POINT and c.pool == "CP"]
    assert [c.amount for c in gain] == [53.25]
    apply(war, out)
    assert war.character("odile").points["CP"] == 153.25


def test_seventh_night_seal_then_wipe():
    """At the end of Night 7, before the wipe, the team with the least CP is marked (000:L559), then every store
    disappears (000:L536). Red 100 + 10 = 110, blue 0 + 0.5 × 10 = 5, green 30 → blue (5) is marked; the wipe
    takes 110, 5 and 30."""
    war = make_war(turn=7)
    war.character("odile").points["CP"] = 100
    war.character("mirela").points["CP"] = 30
    out = economy.end_of_turn_changes(war, facts(war, hits=[("odile", "tobias", 10)]))
    apply(war, out)
    marked = sorted(c.id for c in war.characters.values() if c.flags.get(st.MARK) == 7)
    assert marked == ["archer", "tobias"]
    assert all(c.points.get("CP", 0) == 0 for c in war.characters.values())
    wipes = {c.target: c.amount for c in out
             if c.what == ChangeKind.POINT and c.pool == "CP" and "disappears" in c.explain}
    assert wipes == {"odile": -110, "tobias": -5, "mirela": -30}
    assert war.extra[st.HUNT]["until"] == 10


def test_seal_ties_mark_every_tied_team():
    """"if two or more teams are tied for last, all members of those teams will be marked" (000:L559): blue and
    green both at 0."""
    war = make_war(turn=14)
    war.character("odile").points["CP"] = 5
    out = economy.end_of_turn_changes(war, facts(war))
    apply(war, out)
    assert sorted(c.id for c in war.characters.values() if c.flags.get(st.MARK)) == ["archer", "lancer", "mirela",
                                                                                    "tobias"]


def test_wipe_first_keeps_the_seventh_nights_gain():
    """cp-wipe-order=wipe-first (000:L525, L536): the 100 held is wiped, the Night's 10 is gained after: 10."""
    war = make_war(turn=7, **{"cp-wipe-order": "wipe-first"})
    war.character("odile").points["CP"] = 100
    apply(war, economy.end_of_turn_changes(war, facts(war, hits=[("odile", "tobias", 10)])))
    assert war.character("odile").points["CP"] == 10


def test_seal_teams_interpretation():
    """seal-teams (000:L530, L559): a Masterless team (Lancer alone, team "rogue") has 0 CP. all-teams marks it;
    with-master compares only teams with a Master (red 50, blue 20, green 40 → blue)."""
    for mode, expected in (("all-teams", ["lancer"]), ("with-master", ["archer", "tobias"])):
        war = make_war(turn=7, **{"seal-teams": mode})
        war.character("lancer").team, war.character("lancer").master = "rogue", None
        for cid, cp in (("odile", 50), ("tobias", 20), ("mirela", 40)):
            war.character(cid).points["CP"] = cp
        apply(war, economy.end_of_turn_changes(war, facts(war)))
        assert sorted(c.id for c in war.characters.values() if c.flags.get(st.MARK)) == expected


def _hunt_on(war: War, marks=("tobias", "archer"), start=7) -> None:
    war.extra[st.HUNT] = {"marks": list(marks), "teams": ["blue"], "from": start, "until": start + 3, "ended": None}
    for m in marks:
        war.character(m).flags[st.MARK] = start


def test_hunt_first_kill_gives_a_command_spell():
    """"The Master of the first team that kills a mark will gain an additional Command Spell" (000:L559): Saber
    kills the mark Archer; Odile 3 + 1 = 4; the hunt ends; a disqualified Master becomes a Master again."""
    war = make_war(turn=8)
    _hunt_on(war)
    war.character("odile").flags[st.DISQUALIFIED] = 5
    war.character("archer").alive = False
    out = contracts.after_death_changes(war.character("archer"), war.character("saber"), war)
    apply(war, out)
    assert war.character("odile").command_spells == 4
    assert st.DISQUALIFIED not in war.character("odile").flags
    assert not hunt.hunt_active(war)
    assert st.MARK not in war.character("tobias").flags


def test_hunt_masterless_killer_gains_nothing():
    """"if a Masterless Servant kills a mark first, that Servant will not gain the Command Spell" (000:L559)."""
    war = make_war(turn=8)
    _hunt_on(war)
    war.character("saber").master = None
    out = hunt.hunt_kill_changes(war.character("archer"), war.character("saber"), war)
    assert not [c for c in out if c.what == "command-spells"]
    apply(war, out)
    assert not hunt.hunt_active(war)


def test_hunt_lasts_three_nights():
    """"The hunt lasts until either a mark is killed or three Nights pass" (000:L559): marked at the end of Night
    7, still on at the end of Night 9, over at the end of Night 10."""
    war = make_war(turn=9)
    _hunt_on(war)
    assert hunt.hunt_end_of_turn(war, facts(war)) == []
    war.turn = 10
    apply(war, hunt.hunt_end_of_turn(war, facts(war)))
    assert not hunt.hunt_active(war)
    assert "three Nights passed" in war.extra[st.HUNT]["why"]


def test_hunt_end_of_turn_reads_deaths():
    """A mark's death recorded in the facts ends the hunt at the end of the Night when after_death did not
    (000:L559): Lancer kills Tobias; Mirela 3 + 1 = 4."""
    war = make_war(turn=8)
    _hunt_on(war)
    war.character("tobias").alive = False
    apply(war, hunt.hunt_end_of_turn(war, facts(war, deaths=[("tobias", "lancer")])))
    assert war.character("mirela").command_spells == 4


def test_no_reality_marble_during_hunt():
    """"Until the hunt ends ... Reality Marbles cannot be cast" (000:L559)."""
    war = make_war(turn=8)
    assert fields.reality_marble_problem(war.character("saber"), war) is None
    _hunt_on(war)
    assert "cannot be cast" in fields.reality_marble_problem(war.character("saber"), war)


# -- story-granted skills (000:L564) ------------------------------------------------------------------------------
def test_story_countdown_example():
    """E0.8 (000:L564): Night 9 without combat is before the countdown; Night 10 without battles unlocks the first
    set for every surviving Master; the second countdown begins on Night 20 (Night 19 does nothing)."""
    war = make_war(turn=9)
    war.character("mirela").alive = False
    assert economy.story_changes(war, facts(war)) == []
    war.turn = 10
    apply(war, economy.story_changes(war, facts(war)))
    assert war.extra[st.STORY] == {"first": 10, "second": None}
    assert war.character("odile").flags[st.STORY_SKILLS] == [1]
    assert st.STORY_SKILLS not in war.character("mirela").flags
    war.turn = 19
    assert economy.story_changes(war, facts(war)) == []
    war.turn = 20
    apply(war, economy.story_changes(war, facts(war)))
    assert war.extra[st.STORY] == {"first": 10, "second": 20}
    assert war.character("tobias").flags[st.STORY_SKILLS] == [1, 2]


def test_story_countdown_waits_for_a_night_without_combat():
    """"a countdown will begin until the War experiences a Night with no combat whatsoever" (000:L564): combat on
    Night 10 → nothing; Night 11 without combat → the first set."""
    war = make_war(turn=10)
    assert economy.story_changes(war, facts(war, in_battle=["saber", "archer"])) == []
    war.turn = 11
    apply(war, economy.story_changes(war, facts(war)))
    assert war.extra[st.STORY]["first"] == 11


# -- items and shops (000:L590-619) --------------------------------------------------------------------------------
def test_items_as_the_document_lists_them():
    """The seven items with their shops and CP prices (000:L597-616)."""
    assert {i.name: (i.shop, i.price) for i in items.ITEMS.values()} == {
        "Status-curing Pills": ("advanced-hospital", 300), "Splint": ("advanced-hospital", 200),
        "Focus Band": ("super-mall", 100), "Charged Potion": ("super-mall", 400), "Teleporter": ("super-mall", 250),
        "Magic Glasses": ("super-mall", 400), "Mana Detector": ("super-mall", 500)}
    assert items.ITEMS["Charged Potion"].duration == "Lasts two Turns."
    assert items.SHOPS["advanced-hospital"].purchases_per_turn == 1
    assert items.SHOPS["super-mall"].purchases_per_turn is None


def test_buy_with_the_team_masters_cp():
    """"Any member of a team can access its Master's CP in order to purchase items" (000:L530): Saber buys a Splint
    (200 CP, 000:L599) at the Advanced Hospital; Odile 500 − 200 = 300."""
    war = make_war()
    war.character("odile").points["CP"] = 500
    war.character("saber").location = "hosp"
    out = items.buy(war.character("saber"), "splint", war)
    assert "CP 500 − 200 = 300" in out[0].explain
    apply(war, out)
    assert war.character("odile").points["CP"] == 300
    assert war.character("saber").items == [{"name": "Splint", "bought": 1}]


def test_buy_refusals():
    """Refused: at the wrong shop, short of CP, a second Advanced Hospital purchase in one Turn (000:L592), in
    battle (000:L640)."""
    war = make_war()
    war.character("odile").points["CP"] = 550
    saber = war.character("saber")
    saber.location = "mall"
    with pytest.raises(IllegalOrderError, match="sold at the Advanced Hospital"):
        items.buy(saber, "Splint", war)
    saber.location = "hosp"
    apply(war, items.buy(saber, "Status-curing Pills", war))
    with pytest.raises(IllegalOrderError, match="one purchase"):
        items.buy(saber, "Splint", war)
    war.turn = 2
    with pytest.raises(IllegalOrderError, match="costs 300 CP; Odile holds 250 CP"):
        items.buy(saber, "Status-curing Pills", war)
    war.battles = [Battle("b1", "hosp", ["saber", "archer"])]
    with pytest.raises(IllegalOrderError, match="in battle"):
        items.buy(saber, "Splint", war)


def test_super_mall_buys_indefinitely():
    """The Super Mall allows "indefinite purchases indefinitely" (000:L592): two Focus Bands (100 CP each) in one
    Turn: 250 − 100 − 100 = 50."""
    war = make_war()
    war.character("odile").points["CP"] = 250
    war.character("odile").location = "mall"
    for _ in range(2):
        apply(war, items.buy(war.character("odile"), "Focus Band", war))
    assert war.character("odile").points["CP"] == 50
    assert [i["name"] for i in war.character("odile").items] == ["Focus Band", "Focus Band"]


def test_status_curing_pills():
    """"The user is cured of all negative status effects" and the item disappears (000:L592, L597)."""
    war = make_war()
    saber = war.character("saber")
    saber.items = [{"name": "Status-curing Pills"}]
    saber.statuses = [{"id": "e1", "name": "Poison", "kind": "status"}, {"id": "e2", "name": "Stun", "kind": "status"},
                      {"id": "e3", "name": "Kill them no matter what!", "kind": "boost"}]
    apply(war, items.use_item(saber, "Status-curing Pills", war))
    assert [s["name"] for s in saber.statuses] == ["Kill them no matter what!"]
    assert saber.items == []


def test_focus_band():
    """Battle Continuation (E): survive with 1 Health only if Health after the blow is within −10 … 0; negated if
    Health was 1 or lower (000:L606). Health 20 → −10: survives (the engine adds 1 − (−10) = 11 after the blow);
    → −11: dies; Health 1 → −5: dies."""
    war = make_war()
    saber = war.character("saber")
    saber.items = [{"name": "Focus Band"}]
    saber.health = 20
    change = items.focus_band(saber, -10)
    assert (change.what, change.amount, change.value) == ("health", 11, 1)
    assert items.focus_band(saber, -11) is None
    saber.health = 1
    assert items.focus_band(saber, -5) is None
    saber.health = 20
    spent = items.focus_band_changes(saber, 0)
    assert whats(spent) == [("saber", "health"), ("saber", "item-")]


def test_charged_potion():
    """"The user's original regeneration values increase by 125%" (000:L610): regen 20/15 → +25/+18.75. "Lasts two
    Turns": the Turn of use counts as the first with item-duration=cast-turn (turns 2, 000:L642); three Turns
    counted from the Turn of use with next-turns."""
    war = make_war(turn=4)
    saber = war.character("saber")
    saber.items = [{"name": "Charged Potion"}]
    out = items.use_item(saber, "Charged Potion", war)
    effect = out[1].value
    assert (effect["health_regen"], effect["mana_regen"], effect["turns"], effect["kind"]) == (25, 18.75, 2, "item")
    assert "through Night 5" in out[1].explain
    apply(war, out)
    assert items.charged_potion_bonus(saber) == (25, 18.75)
    war.settings = {"interpretations": {"item-duration": "next-turns"}}
    saber.items = [{"name": "Charged Potion"}]
    assert items.use_item(saber, "Charged Potion", war)[1].value["turns"] == 3


def test_potion_counts_down_with_the_generic_countdown():
    """"Lasts two Turns" (000:L610, L642): the ruleset's countdown takes it to 1 at the end of Night 4 and ends it at
    the end of Night 5."""
    from gmdesk.rulesets.ap_sp import statuses

    war = make_war(turn=4)
    saber = war.character("saber")
    saber.items = [{"name": "Charged Potion"}]
    apply(war, items.use_item(saber, "Charged Potion", war))
    saber.statuses[0]["id"] = "e1"
    pick = lambda key: RULESET.choice(war, key)  # noqa: E731
    first = statuses.countdown(war, 4, pick)
    assert [(c.what, c.value) for c in first] == [("effect~", {"id": "e1", "turns": 1})]
    saber.statuses[0]["turns"] = 1
    assert [c.what for c in statuses.countdown(war, 5, pick)] == ["effect-"]


def test_teleporter():
    """The Teleporter moves the user and/or the willing contracted partner in the same location anywhere, in the
    Movement Phase, consuming each mover's Move Action (000:L612)."""
    war = make_war()
    odile = war.character("odile")
    odile.items = [{"name": "Teleporter"}]
    order = {"actor": "odile", "action": "use-item", "item": "Teleporter", "to": "c", "who": ["odile", "saber"]}
    out = items.use_item(odile, "Teleporter", war, order)
    assert whats(out) == [("odile", "item-"), ("odile", "move"), ("odile", "spend"), ("saber", "decision")]
    assert whats(out[3].value["then"]["yes"]) == [("saber", "move"), ("saber", "spend")]
    assert economy.economy_action_slot(order) == "movement"
    assert economy.economy_action_cost(None, order, war).actions == ("move",)
    with pytest.raises(IllegalOrderError, match="not contracted"):
        items.use_item(odile, "Teleporter", war, {**order, "who": ["archer"]})


def test_magic_glasses():
    """"During the Turn in which this item is used, the user's ACT increases to rank EX" (000:L614): B → EX, and
    back to B at the end of that Turn."""
    war = make_war(turn=2)
    odile = war.character("odile")
    odile.items = [{"name": "Magic Glasses"}]
    apply(war, items.use_item(odile, "Magic Glasses", war))
    assert str(odile.stats["ACT"]) == "EX"
    assert odile.statuses[0]["turns"] == 1
    apply(war, items.item_effects_end_of_turn(war))
    assert str(odile.stats["ACT"]) == "B"


def test_mana_detector():
    """The user detects "the areas (but not ownerships) of all Bounded Fields (Home Bases included) and activated
    Noble Phantasms" during that Turn (000:L616)."""
    war = make_war(turn=2)
    war.extra[st.BOUNDED_FIELDS] = {"b": {"skill": "Mist", "caster": "lancer", "team": "green", "since": 1}}
    odile = war.character("odile")
    odile.items = [{"name": "Mana Detector"}]
    out = items.use_item(odile, "Mana Detector", war)
    found = sorted(c.value[1]["location"] for c in out if c.what == "knowledge")
    assert found == ["b", "blue-home", "red-home"]
    apply(war, out)
    apply(war, [st.record_np_activation(war.character("lancer"), "Gae Dearg", "c", war)])
    late = [c for c in items.item_effects_end_of_turn(war) if c.what == "knowledge"]
    assert [(c.value[0], c.value[1]["kind"], c.value[1]["location"]) for c in late] == [("red", "noble-phantasm", "c")]


def test_give_item():
    """"A character can give any item they are holding to any other character in the same location" (000:L619)."""
    war = make_war()
    war.character("odile").items = [{"name": "Splint"}]
    apply(war, items.give_item(war.character("odile"), {"item": "Splint", "target": "saber"}, war))
    assert war.character("saber").items[0]["name"] == "Splint"
    with pytest.raises(IllegalOrderError):
        items.give_item(war.character("saber"), {"item": "Splint", "target": "lancer"}, war)


# -- the IGM (000:L567-588) ----------------------------------------------------------------------------------------
def _at_igm(war: War, *cids: str) -> None:
    for cid in cids:
        war.character(cid).location = "igm"


def test_igm_information_candidates_and_price():
    """A random piece "that doesn't refer to any member of that player's team", never given twice, for 150 CP
    (000:L572, L579): of p1 (Saber), p2 (Archer), p3 (Lancer, already given), Odile may get only p2; 200 − 150 = 50."""
    war = make_war()
    _at_igm(war, "odile")
    war.character("odile").points["CP"] = 200
    war.extra[st.IGM_PIECES] = [{"id": "p1", "about": "saber", "text": "Saber hums"},
                                {"id": "p2", "about": "archer", "text": "Archer hates rain"},
                                {"id": "p3", "about": "lancer", "text": "Lancer"}]
    war.extra[st.IGM_GIVEN] = {"p3": {"night": 1, "to": "tobias"}}
    assert [p["id"] for p in igm.information_candidates(war.character("odile"), war)] == ["p2"]
    out = economy.economy_action(war.character("odile"), {"actor": "odile", "action": "information"}, war)
    pick = [c for c in out if c.what == "pick"][0]
    assert pick.value["options"] == ["p2"]
    apply(war, out)
    apply(war, pick.value["then"]["p2"])
    assert war.character("odile").points["CP"] == 50
    assert "p2" in war.extra[st.IGM_GIVEN]
    with pytest.raises(IllegalOrderError, match="once per Turn"):
        igm.buy_information(war.character("odile"), {"actor": "odile", "action": "information"}, war)


def test_igm_refusals():
    """Only at the IGM's location (000:L569), not in battle (000:L640), and only with information left (000:L579)."""
    war = make_war()
    war.character("odile").points["CP"] = 500
    order = {"actor": "odile", "action": "information"}
    with pytest.raises(IllegalOrderError, match="IGM Office"):
        igm.buy_information(war.character("odile"), order, war)
    _at_igm(war, "odile")
    with pytest.raises(IllegalOrderError, match="no information"):
        igm.buy_information(war.character("odile"), order, war)


def test_fast_and_true_healing():
    """Fast Healing restores 15% of maximum Health and Mana for 150 CP; True Healing 40% for 300 CP (000:L581-584):
    a Servant 300/200 → +45/+30; a Master 150/75 → +60/+30 with True Healing; 600 − 150 − 300 = 150."""
    war = make_war()
    _at_igm(war, "odile")
    war.character("odile").points["CP"] = 600
    out = igm.service(war.character("odile"), {"actor": "odile", "service": "fast-healing", "for": "saber"}, war)
    heal = {(c.target, c.what): c.amount for c in out if c.what in ("health", "mana")}
    assert heal == {("saber", "health"): 45, ("saber", "mana"): 30}
    assert "Health +15% × 300 = +45" in [c for c in out if c.what == "health"][0].explain
    apply(war, out)
    war.turn = 2
    out = igm.service(war.character("odile"), {"actor": "odile", "service": "true-healing"}, war)
    heal = {(c.target, c.what): c.amount for c in out if c.what in ("health", "mana")}
    assert heal == {("odile", "health"): 60, ("odile", "mana"): 30}
    apply(war, out)
    assert war.character("odile").points["CP"] == 150


def test_healing_once_per_week():
    """"each can be requested only once per week" (000:L581): calendar weeks of seven Nights (igm-week=calendar,
    as the CP cycle 000:L536): Night 3 then Night 6 refused, Night 8 allowed; rolling: Night 9 refused, 10 allowed."""
    for mode, refused, allowed in (("calendar", 6, 8), ("rolling", 9, 10)):
        war = make_war(turn=3, **{"igm-week": mode})
        _at_igm(war, "odile")
        war.character("odile").points["CP"] = 1000
        order = {"actor": "odile", "service": "fast-healing"}
        apply(war, igm.service(war.character("odile"), order, war))
        war.turn = refused
        with pytest.raises(IllegalOrderError, match="once per week"):
            igm.service(war.character("odile"), order, war)
        war.turn = allowed
        assert igm.service(war.character("odile"), order, war)


def test_healing_only_for_cp():
    """"the Fast and True Healing can only be paid for with CP" (000:L581)."""
    war = make_war()
    _at_igm(war, "odile")
    with pytest.raises(IllegalOrderError, match="only be paid for with CP"):
        igm.service(war.character("odile"), {"actor": "odile", "service": "fast-healing", "pay": "information",
                                             "offer": {"category": "servant-class", "about": "saber"}}, war)


def test_pay_with_information():
    """Information on the player's team in one of the four categories pays for a service; the GM says whether it
    was already declared in red (000:L572-577). Instant Teleport moves the player (000:L585)."""
    war = make_war()
    _at_igm(war, "odile")
    war.character("saber").class_name = "Saber"
    order = {"actor": "odile", "service": "instant-teleport", "to": "c", "pay": "information",
             "offer": {"category": "servant-class", "about": "saber"}}
    out = igm.service(war.character("odile"), order, war)
    assert [c.what for c in out] == ["decision"]
    accepted = out[0].value["then"]["not-declared"]
    apply(war, accepted)
    assert war.character("odile").location == "c"
    assert war.extra[st.IGM_PIECES][0]["text"] == "Odile's Servant is of the class Saber"
    _at_igm(war, "tobias")
    with pytest.raises(IllegalOrderError, match="own team"):
        igm.service(war.character("tobias"), {**order, "actor": "tobias"}, war)


def test_shelter():
    """A Servantless Master may stay at the IGM: immune, cannot die, never rejoins the War (000:L588)."""
    war = make_war()
    _at_igm(war, "odile")
    with pytest.raises(IllegalOrderError, match="Servantless"):
        igm.shelter(war.character("odile"), {"actor": "odile", "action": "shelter"}, war)
    war.character("saber").alive = False
    apply(war, igm.shelter(war.character("odile"), {"actor": "odile", "action": "shelter"}, war))
    odile = war.character("odile")
    assert economy.economy_target_problem(war.character("archer"), odile, war)
    odile.health = 20
    assert economy.economy_fatal_blow(odile, -30, war)[0].amount == 50
    with pytest.raises(IllegalOrderError, match="rejoin"):
        economy.economy_action(odile, {"actor": "odile", "action": "buy", "item": "Splint"}, war)


# -- consumption (000:L551-554) -----------------------------------------------------------------------------------
def test_consume_civilian():
    """One civilian per Turn restores 10% of maximum Mana: 200 → +20; "Full Turn"; publicly reported (000:L551)."""
    war = make_war()
    saber = war.character("saber")
    order = {"actor": "saber", "action": "consume", "target": "civilian"}
    out = economy.economy_action(saber, order, war)
    mana = [c for c in out if c.what == "mana"][0]
    assert mana.amount == 20 and "Mana +10% × 200 = +20" in mana.explain
    assert sorted(c.value[0] for c in out if c.what == "knowledge") == ["blue", "green", "red"]
    assert economy.economy_action_cost(None, order, war).actions == ("full-turn",)
    apply(war, out)
    with pytest.raises(IllegalOrderError, match="one per Turn"):
        contracts.consume(saber, order, war)
    with pytest.raises(IllegalOrderError, match="only a Servant"):
        contracts.consume(war.character("odile"), order, war)


def test_consume_dying_master():
    """A dying qualified Master, on the Turn their Health reached 0 or less: +30% of maximum Health and Mana,
    300/200 → +90/+60; "Disqualified Masters cannot be consumed" (000:L554)."""
    war = make_war()
    tobias = war.character("tobias")
    tobias.health, tobias.alive = -5, False
    f = facts(war, deaths=[("tobias", "saber")])
    out = contracts.consume(war.character("saber"), {"target": "tobias"}, war, f)
    assert {c.what: c.amount for c in out if c.what in ("health", "mana")} == {"health": 90, "mana": 60}
    tobias.flags[st.DISQUALIFIED] = 4
    with pytest.raises(IllegalOrderError, match="Disqualified"):
        contracts.consume(war.character("saber"), {"target": "tobias"}, war, f)
    tobias.flags.pop(st.DISQUALIFIED)
    war.turn = 2
    with pytest.raises(IllegalOrderError, match="this Turn"):
        contracts.consume(war.character("saber"), {"target": "tobias"}, war, facts(war))


def test_consume_master_cost_interpretation():
    """consume-master-cost (000:L551, L554): no stated cost (support) by default; full-turn on request."""
    war = make_war()
    order = {"action": "consume", "target": "tobias"}
    assert economy.economy_action_cost(None, order, war).actions == ()
    war.settings = {"interpretations": {"consume-master-cost": "full-turn"}}
    assert economy.economy_action_cost(None, order, war).actions == ("full-turn",)


# -- deaths, Home Bases, contracts (000:L355-369, L455, L530, L619) ---------------------------------------------------------
def test_master_killed_bases_cp_items_and_servant():
    """Tobias is killed by Saber: his CP disappears (000:L530), his items disappear (000:L619), his Home Base goes
    to Odile's team (000:L455), Archer is Masterless (000:L358) and may choose to be contracted by Odile (000:L369)."""
    war = make_war()
    tobias = war.character("tobias")
    tobias.points["CP"], tobias.items, tobias.alive = 80, [{"name": "Splint"}], False
    out = contracts.after_death_changes(tobias, war.character("saber"), war)
    decision = [c for c in out if c.what == "decision"][0]
    assert decision.value["asks"] == "archer"
    apply(war, out)
    assert tobias.points["CP"] == 0 and tobias.items == []
    assert war.map.locations["blue-home"].home_base == "red"
    assert war.character("archer").master is None
    apply(war, decision.value["then"]["accept"])
    assert (war.character("archer").master, war.character("archer").team) == ("odile", "red")


def test_masterless_killer_bases_wait_for_a_contract():
    """"if a Masterless Servant killed or consumed that opponent, those Home Bases will not alert that Servant of
    intruders, and they will be given to the first Master that contracts that Servant" (000:L455)."""
    war = make_war()
    lancer = war.character("lancer")
    lancer.master = None
    war.character("tobias").alive = False
    apply(war, contracts.after_death_changes(war.character("tobias"), lancer, war))
    assert war.map.locations["blue-home"].home_base is None
    assert war.extra[st.PENDING_BASES] == {"lancer": ["blue-home"]}
    war.orders = [{"actor": "odile", "action": "contract", "servant": "lancer"},
                  {"actor": "lancer", "action": "contract", "master": "odile"}]
    agrees = contracts.contract(lancer, war.orders[1], war)
    assert [c.what for c in agrees] == ["note"]
    apply(war, contracts.contract(war.character("odile"), war.orders[0], war))
    assert war.map.locations["blue-home"].home_base == "red"
    assert lancer.master == "odile"


def test_recontract_only_the_original_servant():
    """A disqualified Master "can re-establish their contract with their original Servant; ... will not gain any new
    Command Spells ... A disqualified Master cannot establish new contracts" (000:L355). The ruleset's
    disqualification leaves ``former_master`` on the Servant."""
    war = make_war()
    odile, saber = war.character("odile"), war.character("saber")
    odile.command_spells, odile.flags[st.DISQUALIFIED] = 0, True
    saber.master, saber.flags[st.FORMER_MASTER] = None, "odile"
    war.character("lancer").master = None
    assert "original Servant only" in contracts.contract_problem(odile, war.character("lancer"), war)
    assert contracts.contract_problem(odile, saber, war) is None
    changes = contracts.contract_changes(odile, saber, war)
    assert not [c for c in changes if c.what == "command-spells"]
    apply(war, changes)
    assert (saber.master, odile.flags[st.RECONTRACTED]) == ("odile", "saber")


def test_multiple_servants_note():
    """Two contracts: the Master cannot regenerate; three: Mana Lost = 10 × (3 − 2) = 10 (000:L361-363)."""
    war = make_war()
    war.character("lancer").master = None
    note = contracts.multiple_servants_note(war.character("odile"), war, extra=1)
    assert "cannot regenerate" in note[0].explain
    war.character("archer").master = "odile"
    note = contracts.multiple_servants_note(war.character("odile"), war, extra=1)
    assert "10 × (3 − 2) = 10" in note[0].explain


# -- the end of the War and endings (000:L25, L687-706) ------------------------------------------------------------------------
def test_war_result():
    """"The War ends the moment only one team comprising one Master and exactly one Servant remains and the
    formation of other teams is impossible" (000:L25)."""
    war = make_war()
    assert contracts.war_result(war) is None
    for cid in ("archer", "lancer", "mirela"):
        war.character(cid).alive = False
    assert "The War ends" in contracts.war_result(war)
    war.settings = {"interpretations": {"war-end-lone-masters": "gm"}}
    assert contracts.war_result(war) is None
    war.character("tobias").alive = False
    assert "The War ends" in contracts.war_result(war)


def test_war_goes_on_with_a_masterless_servant():
    """A Masterless Servant can still contract (000:L358), so a team can still form (000:L25)."""
    war = make_war()
    for cid in ("archer", "tobias", "mirela"):
        war.character(cid).alive = False
    war.character("lancer").master = None
    assert contracts.war_result(war) is None


def test_endings():
    """Only Masters have endings; Dead End for the dead; Best/Good/Normal/Bad for the winner; Shared Good/Normal/Bad
    for surviving losers (000:L687-706)."""
    war = make_war()
    for cid in ("archer", "lancer"):
        war.character(cid).alive = False
    war.character("mirela").alive = False
    possible = contracts.possible_endings(war)
    assert possible == {"odile": ["Best End", "Good End", "Normal End", "Bad End"],
                        "tobias": ["Shared Good End", "Shared Normal End", "Shared Bad End"],
                        "mirela": ["Dead End"]}
    out = contracts.ending_changes(war)
    assert [c.what for c in out] == ["decision", "decision", "flag"]
    assert [e.name for e in contracts.ENDING_TYPES] == ["Best End", "Good End", "Normal End", "Bad End",
                                                        "Shared Good End", "Shared Normal End", "Shared Bad End",
                                                        "Dead End"]


# -- Bounded Fields and Reality Marbles (000:L316-317, L541-546) ---------------------------------------------------------------
def test_bounded_field_one_per_location():
    """"Only one Bounded Field can be active in any given location ...; if a Bounded Field is cast despite this, it
    will be canceled, and all activation costs of that spell will be refunded" (000:L316); it stays when the caster
    leaves (000:L541)."""
    war = make_war()
    lancer = war.character("lancer")
    apply(war, fields.bounded_field_cast(lancer, "Mist", "c", war))
    lancer.location = "b"
    assert fields.active_bounded_field("c", war)["skill"] == "Mist"
    assert "refunded" in fields.bounded_field_problem("c", war)
    out = fields.bounded_field_cast(war.character("saber"), "Ward", "c", war)
    assert [c.what for c in out] == ["note"] and out[0].value["refund"] is True
    war.character("saber").location = "c"
    assert fields.bounded_fields_affecting(war.character("saber"), war)[0]["skill"] == "Mist"


def test_act_ex_detects_bounded_fields():
    """"a character with ACT ranked EX will always detect an active Bounded Field" (000:L541)."""
    war = make_war()
    war.extra[st.BOUNDED_FIELDS] = {"c": {"skill": "Mist", "caster": "lancer", "team": "green"}}
    saber = war.character("saber")
    saber.location = "c"
    assert fields.act_ex_detection_changes(war) == []
    saber.stats["ACT"] = parse_rank("EX")
    found = fields.act_ex_detection_changes(war)
    assert [(c.value[0], c.value[1]["location"]) for c in found] == [("red", "c")]


def test_reality_marble_push_and_seal():
    """A Marble covers the location; non-targets are pushed to an adjacent location of the caster's choosing; from
    outside nobody can enter or target it; the caster cannot regenerate normally (000:L544)."""
    war = make_war()
    caster = war.character("saber")
    out = fields.reality_marble_cast(caster, "Unlimited Fields", ["archer"], war)
    decision = out[-1]
    assert decision.what == "decision" and decision.value["options"] == ["b", "hosp", "igm", "mall"]
    apply(war, out)
    apply(war, decision.value["then"]["b"])
    assert sorted(c.id for c in war.at("a")) == ["archer", "saber"]
    assert war.character("odile").location == "b"
    assert "cannot enter" in fields.entry_problem(war.character("odile"), "a", war)
    assert fields.target_problem(war.character("odile"), war.character("archer"), war)
    assert fields.regen_problem(caster, war)
    assert caster.flags[fields.REALITY_MARBLE_FLAG] == "a"
    apply(war, fields.reality_marble_end("a", war, "its duration ran out"))
    assert fields.REALITY_MARBLE_FLAG not in caster.flags and fields.marble_at("a", war) is None


def test_reality_marble_inside_another_cancels_both():
    """"if a Reality Marble is activated from inside another, both Marbles will be canceled" (000:L317)."""
    war = make_war()
    apply(war, fields.reality_marble_cast(war.character("saber"), "One", ["archer", "odile", "tobias"], war))
    apply(war, fields.reality_marble_cast(war.character("archer"), "Two", ["saber"], war))
    assert fields.marble_at("a", war) is None


def test_reality_marble_cp_loss():
    """CP Lost = 50 * Number of Successive Combat Rounds Unused (000:L546): a Turn without combat costs 50, the next
    100 (one round per Turn, marble-rounds=one-per-turn); combat resets the count. Odile 500 − 50 − 100 = 350."""
    war = make_war()
    war.character("odile").points["CP"] = 500
    apply(war, fields.reality_marble_cast(war.character("saber"), "RM", ["archer", "odile", "tobias"], war))
    for night, expected in ((1, 450), (2, 350)):
        war.turn = night
        apply(war, economy.end_of_turn_changes(war, facts(war)))
        assert war.character("odile").points["CP"] == expected
    war.turn = 3
    apply(war, economy.end_of_turn_changes(war, facts(war, in_battle=["saber", "archer"])))
    assert war.character("odile").points["CP"] == 350
    assert war.extra[st.MARBLES]["a"]["unused"]["red"] == 0


# -- hooks and interpretations ---------------------------------------------------------------------------------------------
def test_action_slots():
    """Items and location access are Support actions with no SP (000:L597-616, L640); the Teleporter is used in the
    Movement Phase (000:L612)."""
    assert economy.economy_action_slot({"action": "buy", "item": "Splint"}) == "support"
    assert economy.economy_action_slot({"action": "use-item", "item": "Magic Glasses"}) == "support"
    assert economy.economy_action_slot({"action": "attack"}) is None
    with pytest.raises(IllegalOrderError, match="no economy action"):
        economy.economy_action(make_war().character("odile"), {"action": "dance"}, make_war())


def test_economy_interpretations():
    """Each economy interpretation cites the checklist and the document line (000:Lnn); the ruleset offers them,
    and no key is declared twice."""
    keys = [i.key for i in RULESET.interpretations]
    for interp in ECONOMY_INTERPRETATIONS:
        assert "000:L" in interp.source
        assert interp.default in interp.options
        assert keys.count(interp.key) == 1


def test_contract_offer_asks_the_other_side():
    """A Masterless Servant "can contract with any qualified Master" (000:L358); without the Master's own order the
    Master is asked."""
    war = make_war()
    lancer = war.character("lancer")
    lancer.master = None
    out = contracts.contract(lancer, {"actor": "lancer", "action": "contract", "master": "odile"}, war)
    assert [c.what for c in out] == ["decision"] and out[0].value["asks"] == "odile"
    apply(war, out[0].value["then"]["yes"])
    assert (lancer.master, lancer.team) == ("odile", "red")


def test_marble_push_to_and_hunt_opens_a_marks_location():
    """The caster may name the adjacent location in the order (000:L544); during a hunt a mark's location can be
    entered whatever seals it (000:L559)."""
    war = make_war()
    out = fields.reality_marble_cast(war.character("saber"), "RM", ["archer", "tobias"], war, push_to="b")
    assert [c.value for c in out if c.what == "move"] == ["b"]
    with pytest.raises(IllegalOrderError, match="adjacent"):
        fields.reality_marble_cast(war.character("saber"), "RM", ["archer"], war, push_to="c")
    apply(war, out)
    odile = war.character("odile")
    assert fields.entry_problem(odile, "a", war)
    _hunt_on(war, marks=("archer",))
    assert fields.entry_problem(odile, "a", war) is None
    assert fields.target_problem(odile, war.character("archer"), war) is None


def test_the_economy_is_plugged_into_the_hooks():
    """The economy plugs into the ruleset's registries: end of Turn (000:L525-564), after a death (000:L455, L530,
    L619), a fatal blow (000:L604-608) and the special actions; the civilian costs a Full Turn (000:L551)."""
    from gmdesk.rulesets.ap_sp import hooks

    assert economy.end_of_turn_changes in hooks.ECONOMY_END_OF_TURN
    assert contracts.after_death_changes in hooks.ECONOMY_AFTER_DEATH
    slot, cost, action = hooks.SPECIAL_ACTIONS["consume"]
    war = make_war()
    order = {"actor": "saber", "action": "consume", "target": "civilian"}
    assert (slot(order), cost(war.character("saber"), order, war).actions) == ("support", ("full-turn",))
    assert RULESET.special_action_slot({"action": "buy", "item": "Splint"}) == "support"
    assert RULESET.special_action_slot({"action": "use-item", "item": "Teleporter"}) == "movement"
    assert [c.what for c in RULESET.special_action(war.character("saber"), order, war, facts(war))][0] == "mana"


def test_war_end_records_endings_for_the_gm():
    """At the end of the Turn in which the War ends (000:L25): Dead End for the dead Masters ("No ending for them",
    000:L706), and a note per other Master with the endings open to them, whose conditions are in their profile
    (000:L687); nothing once the War's result is recorded."""
    war = make_war()
    for cid in ("archer", "lancer", "mirela"):
        war.character(cid).alive = False
    out = contracts.war_end_changes(war)
    assert [(c.target, c.what) for c in out] == [("war", "note"), ("odile", "note"), ("tobias", "note"),
                                                 ("mirela", "flag")]
    assert out[1].value["endings"] == ["Best End", "Good End", "Normal End", "Bad End"]
    assert "Odile is the winning Master" in out[1].explain
    assert out[2].value["endings"] == ["Shared Good End", "Shared Normal End", "Shared Bad End"]
    assert out[3].value == ("ending", "Dead End") and out[3].rule == "ap-sp 000:L706"
    war.extra["result"] = contracts.war_result(war)
    assert contracts.war_end_changes(war) == []


def test_war_end_waits_for_a_winner_about_to_be_disqualified():
    """A winning Master with no Command Spells left is disqualified at this end of the Turn and the contract breaks
    (000:L355), so the War has not ended and no endings are recorded."""
    war = make_war()
    for cid in ("archer", "lancer", "mirela"):
        war.character(cid).alive = False
    war.character("odile").command_spells = 0
    assert contracts.war_end_changes(war) == []


def test_war_goes_on_no_endings():
    """While other teams can still form, nothing is recorded (000:L25)."""
    assert contracts.war_end_changes(make_war()) == []
