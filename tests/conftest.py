"""Shared test set-up. Qt tests (later) run offscreen; force it before any Qt import.

Property tests explore new random examples on every local run; under CI (``CI`` set, as ``.ci/run``
does) hypothesis derandomizes, so a clean clone gives the same verdict every time. Examples a local
run found keep failing there until fixed (hypothesis' example database)."""

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
