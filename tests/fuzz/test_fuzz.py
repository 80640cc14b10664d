"""Issue 20's fuzz suite: hostile JSON wars and damaged war files through every command.

Each example mutates a bundled sample (a JSON war, or a ``.gmdesk`` war file made from one) and runs the
command line in-process on it: validate, show, resolve --json, import, export, info, history, check and
print (to a PDF, offscreen). Every run must end with exit code 0-3 and no traceback (a ``gmdesk: …``
line naming the file), within the time budget (``GMDESK_FUZZ_BUDGET``, 10 s), and a read-only command
must leave its input's bytes as they were.

A few examples run with the suite (``FEW``); ``GMDESK_FUZZ_EXAMPLES=5000 pytest -m fuzz tests/fuzz``
runs many more (``python tests/fuzz/campaign.py 5000`` runs them counted, without stopping at the first
failure). Mutants that once failed are kept in ``reproducers/`` and run every time.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.mutants import (SAMPLE_WARS, Report, base_war_file, json_commands, json_mutant, run_all,
                                war_file_commands, war_file_mutant)

pytestmark = pytest.mark.fuzz

REPRODUCERS = Path(__file__).resolve().parent / "reproducers"
#: Examples per strategy in the normal suite, and under ``GMDESK_FUZZ_EXAMPLES``.
FEW = 8
EXAMPLES = int(os.environ.get("GMDESK_FUZZ_EXAMPLES", FEW))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None if EXAMPLES > FEW else settings().database,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])

_bases = Path(tempfile.mkdtemp(prefix="gmdesk-fuzz-bases-"))


def _explain(report: Report) -> str:
    return "\n\n".join(f"{what}\n{o.argv}\n{o.bad}\n{o.err[-1500:]}" for what, o in report.failures)


def _choosers(data):
    def pick(options):
        return data.draw(st.sampled_from(list(options)))

    def number(lo, hi):
        return data.draw(st.integers(lo, hi))
    return pick, number


@FUZZ
@given(sample=st.sampled_from(SAMPLE_WARS), data=st.data())
def test_a_mutated_json_war_never_crashes_hangs_or_is_written(qapp, sample, data):
    report = Report()
    with tempfile.TemporaryDirectory() as work:
        json_mutant(report, Path(work), sample, *_choosers(data))
    assert not report.failures, _explain(report)


@FUZZ
@given(sample=st.sampled_from(SAMPLE_WARS), data=st.data())
def test_a_damaged_war_file_never_crashes_hangs_or_is_written(qapp, sample, data):
    report = Report()
    base = base_war_file(_bases, sample)
    with tempfile.TemporaryDirectory() as work:
        war_file_mutant(report, Path(work), base, *_choosers(data))
    assert not report.failures, _explain(report)


@pytest.mark.parametrize("path", sorted(p for p in REPRODUCERS.iterdir() if p.suffix in (".json", ".gmdesk")),
                         ids=lambda p: p.name)
def test_a_reproducer_is_refused_cleanly(qapp, tmp_path, path):
    """Each file here once gave a traceback, a hang or a write; now every command refuses it or reads it."""
    copy = tmp_path / ("war" + path.suffix)
    copy.write_bytes(path.read_bytes())
    work = tmp_path / "work"
    work.mkdir()
    commands = json_commands(copy, work) if path.suffix == ".json" else war_file_commands(copy, work)
    report = Report()
    run_all(commands, copy, path.name, report)
    assert not report.failures, _explain(report)
