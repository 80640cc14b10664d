"""Every option of a question the engine asks carries what answering it does (QA valor #5, ja #3): the valor
night 3 questions asked one by one, their labels in English and Japanese, kept through the war file."""

from __future__ import annotations

from pathlib import Path

from gmdesk.engine import resolve_turn
from gmdesk.engine.decisions import PendingDecision
from gmdesk.messages import Message, say
from gmdesk.model.warfile import load_war

MAPS = Path(__file__).resolve().parents[2] / "maps"


def asked_questions() -> list[PendingDecision]:
    """Valor night 3 with its answers taken out: each question as asked, answered with its first option."""
    war = load_war(MAPS / "sample-valor-night3.json")
    answers: list[dict] = []
    asked = []
    while True:
        result = resolve_turn(war, None, answers)
        if not result.pending:
            return asked
        question = result.pending[0]
        asked.append(question)
        answers.append({"id": question.id, "choice": question.options[0]})


def test_every_option_of_valor_night_three_says_what_it_does():
    asked = asked_questions()
    assert [q.id.split(".")[1] for q in asked] == ["sighting-tie", "sighting", "crossing", "scout-spotted"]
    for question in asked:
        assert set(question.labels) == set(question.options), question.id
        assert all(isinstance(text, Message) for text in question.labels.values())
    spotted = asked[-1]
    # valor 001:L29: show yourself, return to the Master, flee back (the direction is seen), stay
    assert spotted.options == ["show", "return", "flee-back", "stay-fight", "stay"]
    assert spotted.labels["return"] == "Archer goes back to its Master at Cape Lighthouse"
    assert spotted.labels["stay"] == ("Archer stays at Bonded Warehouses for the rest of the turn, as if it had "
                                      "moved there")
    assert spotted.question == "Archer was spotted scouting Bonded Warehouses. What does Greenhalgh Pilotage do?"
    sighting = asked[1]
    assert sighting.labels["ignore"] == "Ignore them and go on as ordered"
    assert sighting.labels["follow"] == "Follow Rufus Okonkwo-Hale, Berserker (Hale Ironworks) where they go"
    tie = asked[0]
    assert tie.labels["both"] == "Both sides notice each other"


def test_the_labels_and_the_question_are_said_in_japanese():
    spotted = asked_questions()[-1]
    assert say(spotted.labels["return"], "ja") == "ArcherはCape Lighthouseのマスターのもとへ戻る"
    assert say(spotted.question, "ja") == "ArcherはBonded Warehousesを偵察中に見つかりました。Greenhalgh Pilotageはどうしますか？"


def test_the_crossing_and_sighting_questions_are_said_in_japanese():
    """QA (fx-decisions' note): the sighting questions stayed English sentences in a Japanese window; their
    place, half and parties are words of their own now, and the English is what it was."""
    tie, sighting = asked_questions()[:2]
    assert tie.question.startswith("Sighting at Collegium Quarter (after the first half): ")
    assert say(tie.question, "ja").startswith("Collegium Quarter（前半の後）での目撃：")
    assert sighting.question.endswith("at Collegium Quarter (after the first half). What do they do?")
    said = say(sighting.question, "ja")
    assert said.endswith("どうしますか？") and "notices" not in said and "What do they do" not in said


def test_labels_survive_the_war_file_and_old_questions_have_none():
    spotted = asked_questions()[-1]
    back = PendingDecision.from_dict(spotted.to_dict())
    assert back == spotted
    assert say(back.labels["flee-back"], "ja").startswith("ArcherはCape Lighthouseへ逃げ帰る")
    old = {"id": "t3.x", "question": "Who?", "options": ["a", "b"], "asks": "gm"}
    assert PendingDecision.from_dict(old).labels == {}


def test_a_recorded_answer_is_unchanged_by_the_labels():
    """The stored decision stays the option id; the decision event's text is the English it always was."""
    war = load_war(MAPS / "sample-valor-night3.json")
    events = [e for e in resolve_turn(war).events if e.kind == "decision"]
    assert events and all(e.data["choice"] in {"show", "return", "flee-back", "stay-fight", "stay", "ignore",
                                                "follow", "stop", "both", "neither"} or ":" in e.data["choice"]
                          for e in events)
    spotted = next(e for e in events if ".scout-spotted." in e.data["decision"])
    assert spotted.explain.startswith("Archer was spotted scouting Bonded Warehouses. What does Greenhalgh "
                                      "Pilotage do? → ")


def test_a_ruleset_s_own_question_carries_its_labels():
    """A ``decision`` change gives its labels with it: valor's Assassin ambush (none / minor / full)."""
    from gmdesk.conformance import load_cases

    case = next(c for c in load_cases() if c.id == "valor-201")
    result = resolve_turn(case.war(), case.data["orders"], [], case.data.get("seed"))
    [question] = result.pending
    assert question.id.startswith("t") and ".ambush." in question.id
    assert set(question.labels) == set(question.options) and "minor" in question.labels
    assert question.labels["minor"].startswith("Minor ambush: ") and question.labels["minor"].endswith(
        "cannot retaliate")
    assert say(question.labels["minor"], "ja").startswith("小規模な奇襲：")


def test_the_roll_dice_identification_question_is_said_in_japanese():
    """QA recheck: roll-dice's identification question (004:L306-L311) stayed English in a Japanese window while
    the escape question of the same turn was Japanese. Conformance case roll-dice-170 asks it."""
    from gmdesk.conformance import load_cases  # the case's own war and orders

    [case] = [c for c in load_cases(ruleset="roll-dice") if c.path.name == "170-identify-asks-gm-modifier.json"]
    result = resolve_turn(case.war(), case.data.get("orders", []), case.data.get("decisions", []),
                          case.data.get("seed"))
    [question] = result.pending
    assert question.id.startswith("t") and ".identify." in question.id
    said = say(question.question, "ja")
    assert "正体看破を試みます" in said and "tries to identify" not in said
    assert "tries to identify" in question.question  # the English stays what the CLI and the events show
