"""The PDF a Japanese GM exports after a turn (QA qa-printja): the true-hgw sample's night 2 resolved, Berserker's and
Caster's sheets printed in Japanese say their Cooldowns (003 §IX) in Japanese, each sheet on its one page; the
player's copy keeps Caster's skill masked in Berserker's fever (docs/updates.md, the knowledge filter)."""

from __future__ import annotations

from pathlib import Path

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.model.warfile import load_war
from gmdesk.sheets.printable import printable_sheets
from gmdesk.ui.printing.pdf import write_pdf
from tests.ui.test_printing import pages_of

MAPS = Path(__file__).resolve().parents[2] / "maps"


def test_a_japanese_pdf_after_a_turn_says_the_cooldowns_in_japanese(qapp, tmp_path):
    war = resolve_turn(load_war(MAPS / "sample-true-hgw-night2.json")).war
    ruleset = rulesets.get(war.ruleset)
    for player_copy in (False, True):
        path = tmp_path / f"{player_copy}.pdf"
        sheets = printable_sheets(war, ruleset, ["berserker", "caster"], player_copy=player_copy, language="ja")
        assert write_pdf(sheets, path, "A4")
        pages = ["".join(page.split()) for page in pages_of(path)]  # Qt spaces kanji apart in the text layer
        assert len(pages) == 2 and all("1/1ページ" in page for page in pages)
        # (a bold status name's Japanese is written twice in the text layer: docs/japanese.md, "Known limits")
        assert "ClapperoftheNinthBell((再使用待" in pages[0] and "TheSealedAlembic((再使用待" in pages[1]
        assert not any("Cooldown" in page for page in pages)
        if player_copy:
            assert "Fever(スキル" in pages[0] and "DistilledMalady" not in pages[0]
