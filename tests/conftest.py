"""Shared test set-up. Qt tests (later) run offscreen; force it before any Qt import."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
