"""Print the menu table (gmdesk/ui/actions.py) as N("Actions", ...) lines for pyside6-lupdate to read:
the table keeps plain strings, translated where the actions are built (resources/i18n/build runs this)."""

from gmdesk.ui.actions import ACTIONS

for spec in ACTIONS.values():
    for text in (spec.text, spec.tip):
        print(f"N({'Actions'!r}, {text!r})")

# pyqtgraph's own words inside the charts (its context menu), translated by our catalogue too
print('N("GraphicsScene", "Export...")')
