"""The sheet editor: one character's sheet, laid out by its ruleset, every edit undoable."""
