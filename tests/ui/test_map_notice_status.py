"""Map > Import of a drawing where two places share a name (QA qf-mapdraw, left open): the import goes through
(its gate, WarMap.problems, is unchanged) and the status bar's problems button shows a notice naming both
places, which its list says how to fix; the war still has no problem, so Resolve is not refused."""

from __future__ import annotations

import copy

from gmdesk.model.mapio import write_map_file
from gmdesk.validation import war_problems


def test_an_imported_map_with_a_shared_name_comes_in_with_a_notice(sample_window, tmp_path):
    window = sample_window
    war = window.document.war
    first, second = list(war.map.locations.values())[:2]
    drawn = copy.deepcopy(war.map)
    drawn.locations[second.id].name = f" {first.name.upper()} "
    path = tmp_path / "drawn.graphml"
    write_map_file(drawn, path)
    assert window.import_map(path, lambda *_: None)  # every place matches by id: nothing asked
    assert window.document.war.map.locations[second.id].name.strip() == first.name.upper()
    button = window.status_problems
    button.check()
    assert button.text() == "ⓘ 1 notice" and button.isVisible()
    assert war_problems(window.document.war) == []
    [notice] = button.notices
    assert f"{first.name} ({first.id}) and" in notice.message and f"({second.id}) share one name" in notice.message
    assert "rename one of them" in notice.message
    from gmdesk.model.wording import Names
    from gmdesk.ui.problems_dialog import ProblemsDialog

    dialog = ProblemsDialog(button.problems, Names.of(window.document.war), window, notices=button.notices)
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 1).text().startswith("Notice: ")
    dialog.deleteLater()
