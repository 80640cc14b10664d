"""A skirmish night read in a Japanese window (QA qa-skirmishja): every event of the bundled night 2 (skirmish 002:L57
skirmish and counter-attacks, L76 NP clash, L82 dodge, L84 critical hits, L16 a civilian drained, L88 a death) and of
a night with a surprise attack and a scout the GM rules on (002:L74, L8), stored and read back as the Timeline and the
Events dock read it, is Japanese but for the war's names, the stat keys and ranks, the rule citations, the readings'
keys and the decisions' ids. The basic attacks are named in Japanese (反撃（物理）); the GM's questions name the
characters (not their ids) and say what each answer means. The English text is unchanged where it was right."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gmdesk.engine import resolve_turn
from gmdesk.engine.events import Event
from gmdesk.messages import say
from gmdesk.model.war import War
from gmdesk.rulesets import get
from gmdesk.rulesets.own_words import own_words

MAPS = Path(__file__).resolve().parent.parent / "maps"
KEYS = ("STR", "END", "MAG", "AGI", "LCK", "NP", "EX", "GAP", "GM", "skirmish")
CITED = re.compile(r"(?:skirmish )?\d{3}:L\d+(?:-L?\d+)?(?:, L\d+(?:-L?\d+)?)*|\bL\d+\b|I2\.\d+|\b[a-z]+(?:-[a-z]+)+="
                   r"[\w-]+|\bt\d+\.[\w.-]+")


def night(name: str) -> War:
    return War.from_dict(json.loads((MAPS / f"{name}.json").read_text(encoding="utf-8")))


def names(war: War) -> list[str]:
    found = [c.name for c in war.characters.values()] + [t.name for t in war.teams]
    found += [loc.name for loc in war.map.locations.values()] + list(war.map.locations)
    found += [str(s.get("name")) for c in war.characters.values() for s in c.skills]
    found += [s.words for s in get("skirmish").command_spells.values()] + list(KEYS)
    return sorted(set(found), key=len, reverse=True)


def english_left(text: str, war: War) -> list[str]:
    """The English words of ``text`` but names, keys and citations; what an action paid (``; melee 3 → 2``, the
    budget's own line: kept as the engine writes it, docs/japanese.md) aside."""
    rest = CITED.sub(" ", re.sub(r"; \w+ \d+(?:\.\d+)? → \d+(?:\.\d+)?", " ", text))
    for name in names(war):
        rest = rest.replace(name, " ")
    return re.findall(r"[A-Za-z]{2,}", rest)


def said(event: Event) -> str:
    """The event as a reopened war shows it in a Japanese window (its words from ``explain_words``)."""
    return say(Event.from_dict(json.loads(json.dumps(event.to_dict()))).explain, "ja")


def resolved(war: War, answers: dict[str, str] | None = None):
    decisions = [{"id": k, "choice": v} for k, v in (answers or {}).items()]
    return resolve_turn(war, decisions=decisions)


def surprise_and_scout() -> War:
    """Night 1 of the sample with Rider at the Old Velodrome, where Assassin moves to surprise it (002:L74), and
    Caster scouting the Collegium Quarter, where Rufus stands (002:L8)."""
    war = night("sample-skirmish")
    war.characters["rider"].location = "velodrome"
    war.characters["rufus"].location = "collegium"
    war.orders = [{"actor": "assassin", "action": "move", "to": "velodrome"},
                  {"actor": "assassin", "action": "attack", "target": "rider", "mode": "Surprise attack"},
                  {"actor": "caster", "action": "scout", "target": "collegium"}]
    return war


def test_every_event_of_the_bundled_night_2_is_japanese():
    war = night("sample-skirmish-night2")
    result = resolved(war)
    assert result.resolved
    left = {e.seq: (said(e), english_left(said(e), war)) for e in result.events}
    assert not {seq: found for seq, found in left.items() if found[1]}
    texts = [text for text, _ in left.values()]
    assert any("反撃（物理）" in t and "117.6" in t for t in texts)  # Berserker's counter-attack (002:L57)
    assert any("小競り合いの攻撃（物理）" in t for t in texts)
    assert any("回避の条件を満たさない：Saberの敏捷（AGI）と幸運（LCK）がRiderを上回っていない" in t for t in texts)  # 002:L82
    assert any("Casterが一般人を一人喰らう：魔力 ＋ 40" in t for t in texts)  # 002:L16
    assert any("体力 -17.6 ≤ 0（skirmish 002:L88）" in t for t in texts)


def test_the_english_of_the_night_names_its_attacks_as_before():
    result = resolved(night("sample-skirmish-night2"))
    explains = [e.explain for e in result.events]
    assert any(t.startswith("Berserker uses Counter-attack (physical) on Assassin") for t in explains)
    assert any("no dodge: Saber needs higher AGI and LCK than Rider (AGI 2 vs 2.5, LCK 0.1 vs 0.12)" in t
               for t in explains)


def test_the_gm_is_asked_in_japanese_by_names_with_what_each_answer_means():
    war = surprise_and_scout()
    first = resolved(war)
    question = first.pending[0]
    assert question.id == "t1.scout-detect.caster.rufus"
    assert str(question.question).startswith("Does Rufus Okonkwo-Hale detect the scout Caster? (Caster scouts where "
                                             "Rufus Okonkwo-Hale stands")  # names, never "rufus", "caster"
    japanese = say(question.question, "ja")
    assert japanese.startswith("Rufus Okonkwo-Haleは偵察しているCasterに気づきますか？") and not english_left(japanese, war)
    labels = {option: say(label, "ja") for option, label in question.labels.items()}
    assert labels == {"yes": "Rufus Okonkwo-HaleがCasterに気づく", "no": "Rufus Okonkwo-HaleはCasterに気づかない"}
    second = resolved(war, {question.id: "no"}).pending[0]
    assert second.id == "t1.surprise.assassin.rider"
    assert say(second.question, "ja").startswith("RiderはAssassinの奇襲を察知しますか？（Riderが使い魔や類似のスキルで")
    done = resolved(war, {question.id: "no", second.id: "no"})
    assert done.resolved
    left = {e.seq: english_left(said(e), war) for e in done.events}
    assert not {seq: words for seq, words in left.items() if words}


@pytest.mark.parametrize("enter", [True, False])
def test_spirit_form_commands_are_japanese(enter):
    """002:L6: the Master's free Spirit Form command, said."""
    war = night("sample-skirmish")
    war.characters["archer"].spirit_form = not enter
    war.orders = [{"actor": "tobias", "action": "spirit-form", "enter": enter}]
    event = next(e for e in resolved(war).events if e.kind == "spirit-form")
    assert said(event).startswith("Tobias GreenhalghがArcherに霊体化" + ("を命じる" if enter else "を解くよう命じる"))


def test_the_summary_names_magical_defense_as_the_sheet_does_and_multiplies_by_the_reducer():
    """Help > Rules of This War said 魔法防御 where the sheet and every damage line say 魔術防御, and "軽減を引いて" (take the
    reduction away) where 002:L78-80 multiply by the enemy's reducer."""
    japanese = say(own_words(get("skirmish").summary), "ja")
    assert "魔術防御の軽減係数を掛けて" in japanese and "魔法防御" not in japanese
