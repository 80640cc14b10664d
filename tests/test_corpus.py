"""Runs every numbered case of the rules corpus (resources/cases/<ruleset>/NNN-*.json).

Each case cites the document sentence it checks (fields ``rule`` and ``quote``); see
docs/case-corpus.md. A failing case prints what differed.
"""

import pytest

from gmdesk.conformance import load_cases, run_case

CASES = load_cases()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(case):
    assert case.data.get("rule"), f"{case.id} must cite its rule"
    assert case.data.get("quote"), f"{case.id} must quote the sentence it checks"
    result = run_case(case)
    assert result.passed, "\n".join(result.failures)


def test_every_ruleset_has_cases():
    """Movement cases start the corpus for each ruleset that has movement rules."""
    rulesets = {c.ruleset for c in CASES}
    assert {"ap-sp", "valor", "skirmish", "true-hgw", "roll-dice"} <= rulesets
