"""The Qt window of gmdesk (PySide6)."""

from gmdesk.ui.source_scan import declare_modules

declare_modules()  # before the first gmdesk module PySide would read the source of (gmdesk/ui/source_scan.py)
