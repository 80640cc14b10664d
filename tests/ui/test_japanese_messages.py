"""The core's sentences in a Japanese window (issue 22): the undo history's labels of common edits (a
character placed, a sheet value set, a skill moved, a location renamed, a team added or changed) and the
refusal dialogs are Japanese, apart from the names the war gives; the same edits keep their English labels
in an English window (gmdesk/messages.py, resources/i18n/core_ja.json)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QMessageBox

from gmdesk.model.mapedits import AddLink, MoveLocations, PlaceCharacter, SetLocationFields
from gmdesk.model.sheetedits import InsertEntry, MoveEntry, RemoveCharacter, SetSheetValue
from gmdesk.model.teams import RemoveTeam
from gmdesk.model.wording import Names
from gmdesk.ui.teams import TeamsDialog
from tests.ui.test_japanese_interface import KEPT, JAPANESE, language, names_of, open_window  # noqa: F401


def english_words(text: str, names: list[str]) -> list[str]:
    """The English words left in ``text`` (Japanese around them or not) once the war's names, the kept words
    and field paths (``characters.tobias.name``: a war file's keys) are taken out."""
    rest = text.replace("&", "")
    for name in sorted([*names, *KEPT], key=len, reverse=True):
        rest = rest.replace(name, " ")
    rest = re.sub(r"\b[\w-]+(?:\.[\w-]+|\[\d+\])+", " ", rest)
    return re.findall(r"[A-Za-z]{2,}", rest)


def servant(window):
    """A Servant with a Master, at least two skills, and no battle (so it can be placed elsewhere)."""
    war = window.document.war
    return next(c for c in war.characters.values() if c.master and len(c.skills) > 1 and war.battle_of(c.id) is None)


def common_edits(window) -> list[str]:
    """Make the common edits through the document as the views do; the undo stack's texts, in order."""
    doc = window.document
    cid = servant(window).id
    where = next(lid for lid in doc.war.map.locations if lid != doc.war.characters[cid].location)
    assert doc.do(PlaceCharacter(cid, where))
    assert doc.do(SetSheetValue(cid, ("health",), 120))
    assert doc.do(SetSheetValue(cid, ("team",), None))
    assert doc.do(SetSheetValue(cid, ("skills", 0, "Rank"), "A"))
    assert doc.do(MoveEntry(cid, "skills", 1, 0))
    assert doc.do(InsertEntry(cid, "items", {"Name": "Rope"}))
    assert doc.do(SetLocationFields(where, {"notes": "fog", "hidden": True}))
    assert doc.do(MoveLocations({where: (10.0, 20.0)}))
    a, b = [lid for lid in doc.war.map.locations][:2]
    if not any({a, b} == set(link) for link in doc.war.map.links):
        assert doc.do(AddLink(a, b))
    teams = TeamsDialog(doc, window)
    team = teams.add_team("Night Watch")
    assert team is not None
    teams.colour_edit.setText("#123456")
    assert teams.apply()
    stack = doc.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def refusal_dialogs(window) -> list[str]:
    """Edits the war refuses (a Master with a contracted Servant, a team with characters, an empty name): the
    dialogs' texts."""
    doc = window.document
    team = next(t.id for t in doc.war.teams if doc.war.team_members(t.id))
    master = servant(window).master
    for edit in (RemoveCharacter(master), RemoveTeam(team), SetSheetValue(master, ("name",), " ")):
        assert not doc.do(edit)
    boxes = [d for d in window.dialogs if isinstance(d, QMessageBox)]
    assert len(boxes) == 3
    return [f"{box.windowTitle()}: {box.text()}" for box in boxes]


def test_in_japanese_the_undo_history_and_the_refusals_are_japanese(qtbot, tmp_path, language):
    window = open_window(qtbot, tmp_path, "ja")
    names = names_of(window) + ["Rope", "Rank", "Night Watch", "fog"]
    names += [key for s in window.document.ruleset.stats for key in (s.key,)]
    who = servant(window)
    master = window.document.war.characters[who.master].name
    skill_names = [str(skill.get("Name")) for skill in who.skills]
    labels = common_edits(window)
    assert len(labels) >= 10, labels
    texts = labels + [window.undo_action.text(), window.redo_action.text()] + refusal_dialogs(window)
    left = [f"{text} {english_words(text, names + skill_names)}" for text in texts
            if english_words(text, names + skill_names)]
    print(f"{len(texts)} undo labels and dialog texts checked, {len(left)} untranslated")
    for text in texts:
        print(text)
    assert not left, "untranslated:\n" + "\n".join(left)
    assert f"{who.name}: 体力 " in "\n".join(labels)
    assert "陣営「Night Watch」を追加" in labels
    assert any(f"{who.name}は{master}と契約しています" in text for text in texts)


def test_in_english_the_same_edits_keep_their_english_words(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, "en")
    who = servant(window)
    labels = common_edits(window)
    assert any(t.startswith(f"{who.name}: Health ") and t.endswith(" → 120") for t in labels), labels
    assert "add team Night Watch" in labels and "change team Night Watch" in labels
    dialogs = refusal_dialogs(window)
    master = window.document.war.characters[who.master].name
    assert any(f"{who.name} is contracted with {master}: end the contract first" in t for t in dialogs), dialogs
    assert not any(JAPANESE.search(text) for text in labels + dialogs)


def test_in_japanese_the_sheet_problems_are_japanese(qtbot, tmp_path, language):
    """A rank the ruleset does not allow, a pool above its maximum, a maximum below 0: the Sheet dock's list of
    problems names the field and the fault in Japanese (the ruleset's id and stat keys stay)."""
    from PySide6.QtWidgets import QListWidget

    window = open_window(qtbot, tmp_path, "ja")
    who = servant(window)
    doc = window.document
    stat = next(iter(who.stats))
    for path, value in (((("stats", stat)), "N/A"), (("health",), (who.health_max or 100) + 50),
                        (("mana_regen",), -5)):
        assert doc.do(SetSheetValue(who.id, path, value))
    dock = window.docks["sheet"]
    dock.show_character(who.id)
    dock.show()
    problems = dock.findChild(QListWidget, "sheetProblems")
    qtbot.waitUntil(lambda: problems.count() >= 3)
    texts = [problems.item(i).text() for i in range(problems.count())]
    texts += [problems.item(i).toolTip().split(": ", 1)[1] for i in range(problems.count())]
    names = names_of(window) + [doc.ruleset.id, stat, "EX", "N/A", "gmdesk"]
    left = [f"{text} {english_words(text, names)}" for text in texts if english_words(text, names)]
    print("\n".join(texts))
    assert not left, "untranslated:\n" + "\n".join(left)
    assert any("最大値" in text for text in texts) and any("0未満" in text for text in texts), texts
    # the status bar's count of the war's problems, and its list (who, what is wrong)
    from gmdesk.ui.problems_dialog import ProblemsDialog

    button = window.status_problems
    button.check()
    assert button.text().startswith("⚠ 問題 "), button.text()
    listing = ProblemsDialog(button.problems, Names.of(doc.war), window)
    qtbot.addWidget(listing)
    rows = [listing.table.item(r, c).text() for r in range(listing.table.rowCount()) for c in range(2)]
    assert len(rows) >= 6, rows
    left = [f"{text} {english_words(text, names)}" for text in rows if english_words(text, names)]
    print("\n".join(rows))
    assert not left, "untranslated:\n" + "\n".join(left)
