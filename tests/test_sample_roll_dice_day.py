"""maps/sample-roll-dice-day1.json: one day of Fate/roll dice in 冬木市 resolved turn by turn by `gmdesk resolve`.

Turn 1 ライダー hides (004:L444-L449); turn 2 it ambushes 衛宮士郎 on the bridge (L453-L457) and セイバー, in
the front row, covers its back-row Master (L471-L478); turn 3 ライダー escapes (L520-L523) and 士郎 identifies it
(L306-L307) with 2 財産ポイント (L963); turn 4 士郎 sleeps while the other Masters enter 徹夜 (L246) and the
day ends (L241, L961). The sample's seed fixes every die: the numbers below are the ones the sample rolls.
"""

from __future__ import annotations

import json
from pathlib import Path

from gmdesk.cli import main

MAPS = Path(__file__).resolve().parent.parent / "maps"
WAR = MAPS / "sample-roll-dice-day1.json"


def _resolve_day(tmp_path: Path, capsys) -> tuple[list[dict], dict]:
    turns = json.loads(WAR.read_text(encoding="utf-8"))["day_turns"]
    current, events = WAR, []
    for number, turn in enumerate(turns, start=1):
        turn_file = tmp_path / f"turn{number}.json"
        turn_file.write_text(json.dumps(turn, ensure_ascii=False), encoding="utf-8")
        out = tmp_path / f"after{number}.json"
        code = main(["resolve", str(current), "--turn", str(turn_file), "--json", "--out", str(out)])
        printed, err = capsys.readouterr()
        assert code == 0, err
        result = json.loads(printed)
        assert result["status"] == "resolved", result.get("pending")
        events += result["events"]
        current = out
    return events, json.loads(current.read_text(encoding="utf-8"))


def _one(events: list[dict], kind: str, text: str) -> dict:
    found = [e for e in events if e["kind"] == kind and text in e["explain"]]
    assert found, f"no {kind} event with {text!r}"
    return found[0]


def test_the_day_resolves_end_to_end(tmp_path, capsys):
    events, war = _resolve_day(tmp_path, capsys)
    people = {c["id"]: c for c in war["characters"]}
    # turn 1: hidden alone, 敏捷 A + 気配遮断 D rolled 10 (L448); turn 2: meeting 衛宮, rolled again (L449)
    assert _one(events, "stealth", "ライダー: stealth = 10")
    assert _one(events, "contest", "ライダー, hidden, meets セイバー, 衛宮士郎")
    # turn 2: the ambush (margin 7), the cover (耐久 B and 敏捷 B: −0, L474), the difference counted twice
    assert _one(events, "stealth", "ライダー ambushes 衛宮士郎 (奇襲)")
    assert _one(events, "intercept", "セイバー covers 衛宮士郎")
    hit = _one(events, "damage", "counts twice")
    assert "difference 10 + weapon 鎖付き短剣 2 − armour 1 = 11" in hit["explain"] and "11 + 10 = 21" in hit["explain"]
    assert _one(events, "contest", "石化の呪い: action impediment Lv2 −2 on a 筋力 check")  # the counterattack
    assert _one(events, "bad-status", "セイバー overcomes 石化の呪い")  # turn 3 (L433)
    # turn 3: escape and identification (target 12 − (4 + 0 + 1 + 0 + 1) = 6)
    assert _one(events, "flee", "ライダー (間桐陣営) flees 冬木大橋 → 新都")
    assert _one(events, "contest", "= 6, +2 財産ポイント")
    # turn 4: sleep, the all-nighter, the day's end
    assert _one(events, "sleep", "遠坂凛 has not slept for 4 action turns")
    assert people["saber"]["health"] == 39 and people["shirou"]["health"] == 19
    assert people["rider"]["location"] == "shinto" and people["rider"]["health"] == 40
    assert people["shirou"]["points"] == {"rank_level": 3, "awake_turns": 0, "wealth_used": 1}
    assert [s["name"] for s in people["rin"]["statuses"]] == ["徹夜"]
    assert {"turn": 3, "kind": "true-name", "about": "rider"} in war["knowledge"]["emiya"]


def test_the_sample_holds_japanese_names():
    war = json.loads(WAR.read_text(encoding="utf-8"))
    names = {c["name"] for c in war["characters"]} | {loc["name"] for loc in war["map"]["locations"]}
    assert {"衛宮士郎", "セイバー", "ライダー", "冬木大橋", "新都"} <= names
