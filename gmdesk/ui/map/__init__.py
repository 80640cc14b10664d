"""The map view and editor: the scene mirrors the war, items draw it, modes are the tools."""
