"""The combat demo nights of maps/ resolve through `gmdesk resolve` with every number explained.

maps/sample-ap-sp-night2.json and maps/sample-true-hgw-night2.json are the sample wars on their second
night (maps/build_combat_demo.py). Each damage event must show its operands:

* ap-sp (document ap-sp.000): Physical "Damage Inflicted = Base Damage * (STR – END + 1)" (000:L249),
  Magical "Base Damage * (MAE – MAR + 1)" (000:L261), each coefficient read from the tables
  (000:L60-135), Ranged, Long-ranged and Special "Damage Inflicted = Base Damage" (000:L253-265), and
  the skill's own percentages "occurring simultaneously" (000:L869).
* true-hgw (document true-hgw.003 §VII): "(Attack Damage) * (1 – Defense Value)" with the attack damage
  of the rank (E 8 … EX 50, +3 per '+') and the defence percent of END, MAG or the higher of both
  (E 5 % … EX 32 %, +2 per '+'), and the dodge "(Defender's LCK Value) – (1/2) (Attacker's LCK Value +
  Attack Rank {as LCK value})".
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from gmdesk.cli import main
from gmdesk.engine import resolve_turn
from gmdesk.model.ranks import parse_rank
from gmdesk.model.war import War
from gmdesk.rulesets.ap_sp.tables import TABLES as AP_SP_TABLES
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.true_hgw.tables import ATTACK_DAMAGE, DEFENCE_VALUE, EVASION_VALUE

MAPS = Path(__file__).resolve().parent.parent / "maps"
NIGHTS = {"ap-sp": MAPS / "sample-ap-sp-night2.json", "true-hgw": MAPS / "sample-true-hgw-night2.json"}
KINDS = {"ap-sp": {"budget", "action", "damage", "command-spell"},
         "true-hgw": {"budget", "action", "damage", "command-spell", "dodge"}}

NUM = r"-?\d*\.?\d+"
RANK = r"(?:EX|[A-E])[+-]*"


def load_script(name: str):
    spec = importlib.util.spec_from_file_location(name, MAPS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cli_night(capsys, ruleset: str) -> dict:
    """`gmdesk resolve FILE --json`: exit 0 and the resolved turn as JSON."""
    code = main(["resolve", str(NIGHTS[ruleset]), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def engine_night(ruleset: str):
    return resolve_turn(War.from_dict(json.loads(NIGHTS[ruleset].read_text(encoding="utf-8"))))


def damage_events(result: dict) -> list[dict]:
    return [e for e in result["events"] if e["kind"] == "damage"]


def close(a: float, b: float) -> bool:
    return abs(a - b) < 1e-6


# -- the files -------------------------------------------------------------------------------------------
def test_night_files_are_what_the_script_builds():
    """The nights are generated from the samples (maps/build_combat_demo.py); the committed files must be
    exactly the script's output, and the samples' sheets exactly build_samples.py's (ap-sp 000:L283-329
    skill format; true-hgw 003 §IX skill entries, §VII attributes)."""
    demo = load_script("build_combat_demo")
    for name, data in demo.outputs().items():
        assert (MAPS / name).read_text(encoding="utf-8") == demo.dump(data), name
    samples = load_script("build_samples")
    for name in ("sample-ap-sp.json", "sample-true-hgw.json"):
        assert (MAPS / name).read_text(encoding="utf-8") == samples.dump(samples.outputs()[name]), name


def test_sample_sheets_have_a_basic_attack_and_skills():
    """Every Servant has a Basic Attack and 2–4 skills (ap-sp 000:L267, L283-329; true-hgw 003 §VII
    Attributes, §IX skills); every ap-sp damage type of 000:L247-265 appears across the cast."""
    from gmdesk import rulesets

    kinds = set()
    for ruleset in NIGHTS:
        data = json.loads((MAPS / f"sample-{ruleset}.json").read_text(encoding="utf-8"))
        war = War.from_dict(data)
        rs = rulesets.get(ruleset)
        for ch in war.characters.values():
            if ch.is_servant():
                assert rs.basic_attacks(ch), ch.id
                assert 2 <= len(rs.skills_of(ch)) <= 4, ch.id
            if ruleset == "ap-sp":
                kinds |= {d.kind for s in rs.basic_attacks(ch) + rs.skills_of(ch) for d in s.damage}
    assert kinds == {"Physical", "Ranged", "Long-ranged", "Magical", "Special"}


# -- resolution --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", NIGHTS)
def test_night_resolves_through_the_cli_and_the_engine(capsys, ruleset):
    """`gmdesk resolve` prints the whole night (exit 0) and resolve_turn gives the same events: the turn is a
    pure function of the war, its orders, decisions and seed (docs/combat.md)."""
    code = main(["resolve", str(NIGHTS[ruleset])])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Turn resolved; the war is now at turn 3." in out
    result = cli_night(capsys, ruleset)
    assert result["status"] == "resolved" and result["war"]["turn"] == 3
    assert not result["unused_decisions"]
    direct = engine_night(ruleset)
    assert direct.status == "resolved"
    assert [e.to_dict() for e in direct.events] == result["events"]


@pytest.mark.parametrize("ruleset", NIGHTS)
def test_every_event_cites_a_rule_and_every_kind_is_shown(capsys, ruleset):
    """Every event names the rule behind it; the night shows budgets (ap-sp 000:L227-239; true-hgw 003 §VI),
    actions, damage, a Command Spell (ap-sp 000:L372-399; true-hgw 003 §III) and, in true-hgw, dodges
    (003 §VII)."""
    result = cli_night(capsys, ruleset)
    for event in result["events"]:
        assert event["rule"].strip(), event
        assert event["explain"].strip(), event
    assert KINDS[ruleset] <= {e["kind"] for e in result["events"]}


# -- ap-sp damage ----------------------------------------------------------------------------------------
def ap_sp_coefficients(explain: str) -> list[tuple[str, float]]:
    """Every "<stat> <rank> = <coef>" of the explanation, boosted ranks read after "+ 1 subrank (…) =",
    each checked against the document's table (000:L60-135)."""
    found = []
    pattern = rf"\b(STR|END|MAE|MAR) ({RANK})(?: \+ 1 subrank \([^)]*\) = ({RANK}))? = ({NUM})"
    for stat, rank, boosted, shown in re.findall(pattern, explain):
        value = AP_SP_TABLES[stat].value(parse_rank(boosted or rank))
        assert close(value, float(shown)), (stat, rank, boosted, shown, explain)
        found.append((stat, value))
    return found


def test_ap_sp_every_damage_shows_its_formula(capsys):
    """ap-sp 000:L247-265: Physical and Magical multiply the base by (attack stat − defence stat + 1) with
    the table values; Ranged, Long-ranged and Special deal the base; modifiers are summed (000:L869). Every
    damage event of the night shows the operands and the arithmetic holds."""
    result = cli_night(capsys, "ap-sp")
    events = damage_events(result)
    assert len(events) >= 10
    kinds, modified_seen = set(), 0
    for event in events:
        text, amount = event["explain"], event["data"]["amount"]
        kind = re.search(r": (Physical|Ranged|Long-ranged|Magical|Special) \(ap-sp 000:L\d+\)", text).group(1)
        kinds.add(kind)
        assert "=" in text
        if kind in ("Physical", "Magical"):
            stats = ap_sp_coefficients(text)
            assert [s for s, _ in stats] == (["STR", "END"] if kind == "Physical" else ["MAE", "MAR"]), text
            base, a, d, value = re.search(rf"({NUM}) \* \(({NUM}) - ({NUM}) \+ 1\) = ({NUM})", text).groups()
            assert close(float(a), stats[0][1]) and close(float(d), stats[1][1]), text
            assert close(float(base) * (float(a) - float(d) + 1), float(value)), text
        else:
            value = re.search(rf"Damage Inflicted = Base Damage = ({NUM})", text).group(1)
        modified = re.search(rf"({NUM}) \* \(([^)]*) \+ 1\) = {NUM} \* ({NUM}) = ({NUM})", text)
        if modified:
            before, terms, factor, after = modified.groups()
            assert close(float(before), float(value))
            total = 1 + sum(float(t.replace(" ", "")) for t in re.findall(r"[+-]?\s*\d*\.\d+", terms))
            assert close(total, float(factor)) and close(float(before) * total, float(after)), text
            value, modified_seen = after, modified_seen + 1
        assert close(float(value), amount), text
        assert f"= {fmt(amount)} {kind} damage" in text
        assert f"Health {fmt(event['data']['before'])} → {fmt(event['data']['after'])}" in text
    assert {"Physical", "Ranged", "Long-ranged", "Magical", "Special"} <= kinds
    assert modified_seen >= 1  # Ink-Stained Hex: +25 % on a poisoned target


def test_ap_sp_night_shows_the_rules_at_work(capsys):
    """The night's notable events: "Kill them no matter what!" raises STR a subrank (000:L379); Poison ticks
    in the Instant Phase (000:L337); a Surprise Attack disables its target (000:L314); Servants intercept
    attacks on their Masters (000:L494); conditional orders (000:L831-843); a delayed heal in the Prepared
    Effect Phase; a flight on battle turn 2 (000:L512-515)."""
    events = cli_night(capsys, "ap-sp")["events"]
    texts = {kind: [e for e in events if e["kind"] == kind] for kind in {e["kind"] for e in events}}
    assert any('STR A + 1 subrank ("Kill them no matter what!"' in e["explain"] for e in texts["damage"])
    assert any("Poison 2/15 on Berserker: 15 Special damage" in e["explain"] for e in texts["poison"])
    assert any("Lancer cannot act" in e["explain"] for e in texts["cancel"])
    assert {e["data"]["interceptor"] for e in texts["intercept"]} == {"rider", "caster"}
    assert all(e["data"]["holds"] for e in texts["condition"]) and len(texts["condition"]) == 2
    assert any(e["phase"] == "prepared" for e in texts["heal"])
    flee = texts["flee"][0]
    assert flee["data"]["battle_turn"] == 2 and flee["data"]["to"] == "weir-bridge"


# -- true-hgw damage and dodges --------------------------------------------------------------------------
def test_true_hgw_every_damage_shows_table_values_and_defence(capsys):
    """true-hgw 003 §VII: damage = (Attack Damage of the rank) × (1 − Defence %), the defence of END
    (melee), MAG (magic) or the higher of both (projectile). Every damage event shows the table value, the
    defence percent and its stat, and the arithmetic holds."""
    result = cli_night(capsys, "true-hgw")
    events = damage_events(result)
    assert len(events) >= 10
    pattern = rf"rank ({RANK}) .*?= ({NUM}) × \(1 − ({NUM}) % \((.*?)\)\) = ({NUM}); "
    for event in events:
        text, amount = event["explain"], event["data"]["amount"]
        rank, base, percent, defence, value = re.search(pattern, text).groups()
        assert close(ATTACK_DAMAGE.value(parse_rank(rank)), float(base)), text
        ranks = re.findall(rf"\b(?:END|MAG) ({RANK})(?![A-Z+-])", defence)
        assert ranks, text
        assert close(max(DEFENCE_VALUE.value(parse_rank(r)) for r in ranks), float(percent)), text
        assert close(float(base) * (1 - float(percent) / 100), float(value)) and close(float(value), amount), text
        assert f"Health {fmt(event['data']['before'])} → {fmt(event['data']['after'])}" in text


def test_true_hgw_dodges_show_the_luck_values_and_rolls(capsys):
    """003 §VII: dodge = defender's LCK value − ½ (attacker's LCK value + attack rank as LCK value); a
    positive chance is rolled with the war's seed, 0 % or less cannot be dodged (interpretation
    dodge-clamp)."""
    events = [e for e in cli_night(capsys, "true-hgw")["events"] if e["kind"] == "dodge"]
    pattern = rf"dodge = ({NUM}) % \(.*? LCK ({RANK})\) − ½ × \(({NUM}) % \(.*? LCK ({RANK})\) \+ ({NUM}) % " \
              rf"\(attack rank ({RANK}) as LCK\)\) = ({NUM}) %"
    rolled = 0
    for event in events:
        d, d_rank, a, a_rank, r, r_rank, chance = re.search(pattern, event["explain"]).groups()
        for shown, rank in ((d, d_rank), (a, a_rank), (r, r_rank)):
            assert close(EVASION_VALUE.value(parse_rank(rank)), float(shown)), event["explain"]
        assert close(float(d) - (float(a) + float(r)) / 2, float(chance))
        if float(chance) > 0:
            rolled += 1
            assert "; roll " in event["explain"]
        else:
            assert "no dodge" in event["explain"]
    assert rolled >= 2


def test_true_hgw_night_shows_the_rules_at_work(capsys):
    """Win raises Lancer's STR for his basic attack (003 §III); the contract's interception of attacks on
    Masters (003 §III); upkeep paid (003 §IX); Cooldowns set in the End Phase (003 §IX); an 'end of the
    turn' effect (003 §VI); the GM's tie decision (003 §II); a flight on battle turn 2 (003 §VIII); a Free
    Action skill beside the standard action (003 §VI, §IX)."""
    events = cli_night(capsys, "true-hgw")["events"]
    texts = {kind: [e for e in events if e["kind"] == kind] for kind in {e["kind"] for e in events}}
    assert any("STR A+ (sheet B+; Win → A+" in e["explain"] for e in texts["damage"])
    assert {e["data"]["interceptor"] for e in texts["intercept"]} == {"saber", "rider", "lancer", "caster", "archer"}
    assert any("pays the upkeep of Cattle-Raid Dash" in e["explain"] for e in texts["upkeep"])
    assert {e["phase"] for e in texts["cooldown"]} == {"end"} and len(texts["cooldown"]) >= 5
    assert any("Fever (Distilled Malady) (end of the turn): -5 Health" in e["explain"] for e in texts["effect"])
    assert texts["decision"][0]["data"]["choice"] == "caster"
    flee = texts["flee"][0]
    assert flee["data"]["battle_turn"] == 2 and flee["data"]["to"] == "harbour-docks"
    free = [e for e in texts["action"] if e["data"].get("skill") == "Whistling Shaft"]
    assert free and "standard action" not in free[0]["explain"]


def test_the_valor_night_resolves_two_battles_with_every_number_explained():
    """maps/sample-valor-night2.json (maps/build_samples.py): a full ambush at the Old Gasworks (valor
    001:L87) and a flight from Northgate Goods Yard in its second battle turn (001:L107). Every damage
    shows base × multipliers = value with table numbers (001:L91, L95), every dodge its AGI and LCK
    quotients (001:L105), and the teams' valor points follow 001:L11-13."""
    data = json.loads((MAPS / "sample-valor-night2.json").read_text(encoding="utf-8"))
    war = War.from_dict(data)
    result = resolve_turn(war, data["orders"], data["decisions"], data["seed"])
    assert result.resolved
    battles = {e.data["battle"] for e in result.events if e.kind == "engage"} | {"b1-northgate-yard"}
    assert len(battles) == 2
    damage = [e for e in result.events if e.kind == "damage"]
    assert damage and all(re.search(rf"× .*= {NUM}", e.explain) and e.rule in ("valor 001:L91", "valor 001:L95")
                          for e in damage)
    cut = next(e for e in damage if e.data["target"] == "rider")
    assert "rank B 40" in cut.explain and "STR C 1.2" in cut.explain and "END C 0.8" in cut.explain
    assert cut.data["amount"] == pytest.approx(40 * 1.2 * 0.8)  # 38.4
    malady = next(e for e in damage if e.data["target"] == "berserker")
    assert malady.data["amount"] == pytest.approx(60 * 1.49 * 1.0 * 0.5)  # Survive at all costs! halves (001:L57)
    assert all("AGI" in e.explain and "LCK" in e.explain for e in result.events if e.kind == "dodge")
    points = {c.team: c.points.get("valor") for c in result.war.characters.values() if c.is_master()}
    assert points["hale"] == 0.5 and points["lindqvist"] == 1 and points["brandauer"] == 1
    flee = next(e for e in result.events if e.kind == "flee" and e.data.get("fled"))
    assert flee.data["to"] == "collegium"


def test_gmdesk_resolve_prints_the_valor_night(capsys):
    assert main(["resolve", str(MAPS / "sample-valor-night2.json")]) == 0
    out = capsys.readouterr().out
    assert "Snuffing Cut" in out and "= 38.4" in out and "valor 001:L95" in out
