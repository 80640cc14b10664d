"""Build maps/sample-roll-dice-day1.json: one day (four action turns) of Fate/roll dice in 冬木市.

Turn 1 (朝): ライダー hides on 冬木大橋 before anyone comes (stealth, 004:L444-L449). Turn 2 (昼): 衛宮士郎 (back row) and
セイバー (front row) walk onto the bridge, where ライダー rolls its stealth again (L449); セイバー covers its Master
(L471-L478); ライダー ambushes 士郎 from stealth (L453-L457), セイバー takes the blow and the chained dagger's 行動阻害
(L430), which weakens its counterattack until it shakes it off at the next action turn (L433). Turn 3 (夜):
ライダー escapes to 新都 (L520-L523), 衛宮 letting it go (the recorded answer); 士郎 tries to identify the Servant he
saw (正体看破, L306-L307) spending 財産ポイント (L963). Turn 4 (深夜): 士郎 sleeps (L246); the day ends: recovery (L241) and
a 財産ポイント back (L961).

The war file holds turn 1's orders and, under ``day_turns`` (kept in the war's extra data, the GM's only),
all four turns for ``gmdesk resolve FILE --turn TURN.json`` (tests/test_sample_roll_dice_day.py resolves
them in order).
Run: ``python maps/build_roll_dice_day.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def master(cid: str, name: str, team: str, where: str, stats: dict, rank_level: int, hp: int, mp: int,
           **more: object) -> dict:
    return {"id": cid, "name": name, "kind": "master", "team": team, "location": where, "stats": stats,
            "health": hp, "health_max": hp, "mana": mp, "mana_max": mp, "points": {"rank_level": rank_level},
            "command_spells": 3, **more}


def servant(cid: str, name: str, cls: str, team: str, master_id: str, where: str, stats: dict, rank_level: int,
            hp: int, mp: int, **more: object) -> dict:
    return {"id": cid, "name": name, "kind": "servant", "class": cls, "team": team, "master": master_id,
            "location": where, "stats": stats, "health": hp, "health_max": hp, "mana": mp, "mana_max": mp,
            "points": {"rank_level": rank_level}, **more}


CHARACTERS = [
    master("shirou", "衛宮士郎", "emiya", "miyama",
           {"STR": "D", "END": "D", "AGI": "D", "MAG": "E", "LCK": "E", "SOC": "D"}, 3, 19, 11,
           flags={"row": "back"}, skills=[{"name": "魔術", "rank": "E"}]),
    servant("saber", "セイバー", "Saber", "emiya", "shirou", "miyama",
            {"STR": "A", "END": "B", "AGI": "B", "MAG": "C", "LCK": "D", "NP": "-"}, 8, 60, 30,
            true_name="アルトリア・ペンドラゴン", flags={"row": "front", "true_name_told": False}, gm_notes="She has not told her Master her true name.",
            items=[{"name": "風王結界の剣", "type": "宝具", "attack": 3},
                   {"name": "白銀の鎧", "type": "防具", "armour": 1}]),
    master("shinji", "間桐慎二", "matou", "shinto",
           {"STR": "D", "END": "D", "AGI": "D", "MAG": "E", "LCK": "E", "SOC": "C"}, 2, 18, 10),
    servant("rider", "ライダー", "Rider", "matou", "shinji", "bridge",
            {"STR": "C", "END": "D", "AGI": "A", "MAG": "C", "LCK": "E", "NP": "D"}, 7, 40, 24,
            true_name="メドゥーサ", flags={"row": "front"}, gm_notes="True name Medusa; keep her Noble Phantasm hidden until the second night.",
            skills=[{"name": "知名度", "rank": "C"}, {"name": "気配遮断", "rank": "D"}],
            items=[{"name": "騎英の手綱", "type": "宝具・乗騎", "rank": "D"},
                   {"name": "鎖付き短剣", "type": "武器", "attack": 2,
                    "bad_status": {"name": "石化の呪い", "bs": "impede", "level": 2, "nature": "magical",
                                   "area": "body"}}]),
    master("rin", "遠坂凛", "tohsaka", "ryudoji",
           {"STR": "D", "END": "D", "AGI": "D", "MAG": "C", "LCK": "E", "SOC": "D"}, 4, 22, 30,
           skills=[{"name": "魔術", "rank": "B"}]),
    servant("archer", "アーチャー", "Archer", "tohsaka", "rin", "ryudoji",
            {"STR": "C", "END": "C", "AGI": "C", "MAG": "E", "LCK": "E", "NP": "C"}, 8, 50, 20, flags={"row": "back"}),
]

MAP = {
    "locations": [
        {"id": "miyama", "name": "深山町", "x": 0, "y": 0, "effects": ["住宅街"]},
        {"id": "bridge", "name": "冬木大橋", "x": 200, "y": 0, "effects": ["見通しの良い橋上", "夜は人通りが絶える"]},
        {"id": "shinto", "name": "新都", "x": 400, "y": 0, "effects": ["人混み", "高層ビル街"]},
        {"id": "ryudoji", "name": "柳洞寺", "x": 0, "y": 160, "effects": ["霊脈の要所"]},
    ],
    "links": [["miyama", "bridge"], ["bridge", "shinto"], ["miyama", "ryudoji"]],
}

TURNS = [
    {"orders": [{"actor": "rider", "action": "hide"}], "decisions": []},
    {"orders": [{"actor": "shirou", "action": "move", "to": "bridge"},
                {"actor": "saber", "action": "move", "to": "bridge"},
                {"actor": "saber", "action": "cover", "target": "shirou"},
                {"actor": "rider", "action": "attack", "target": "shirou", "mode": "AGI"},
                {"actor": "saber", "action": "attack", "target": "rider", "mode": "STR",
                 "delay": {"phase": "combat"}}],
     "decisions": []},
    {"orders": [{"actor": "rider", "action": "flee", "to": "shinto"},
                {"actor": "shirou", "action": "identify", "target": "rider", "wealth": 2}],
     "decisions": [{"id": "t3.escape-block.rider", "choice": "let-go"},
                   {"id": "t3.identify.shirou.rider", "choice": "+1"}]},
    {"orders": [{"actor": "shirou", "action": "sleep"}], "decisions": []},
]

WAR = {
    "format": "gmdesk-war/1",
    "ruleset": "roll-dice",
    "title": "冬木の一日 (Fate/roll dice sample day)",
    "seed": 20,
    "turn": 1,
    "settings": {"interpretations": {"row-placement": "default-line", "combat-turns": "one", "iv-tie": "random"}},
    "teams": [{"id": "emiya", "name": "衛宮陣営", "color": "#c0392b"},
              {"id": "matou", "name": "間桐陣営", "color": "#8e44ad"},
              {"id": "tohsaka", "name": "遠坂陣営", "color": "#2980b9"}],
    "map": MAP,
    "characters": CHARACTERS,
    "orders": TURNS[0]["orders"],
    "decisions": TURNS[0]["decisions"],
    "day_turns": TURNS,
}


def main() -> None:
    (HERE / "sample-roll-dice-day1.json").write_text(json.dumps(WAR, ensure_ascii=False, indent=1) + "\n",
                                                     encoding="utf-8")


if __name__ == "__main__":
    main()
