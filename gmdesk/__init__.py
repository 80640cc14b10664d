"""gmdesk: a game master's desk for Holy Grail Wars.

The package is split in a Qt-free core (model, rulesets, engine, store, cli)
and a ``ui`` layer on top of it. Nothing outside ``gmdesk.ui`` imports Qt.
"""

__version__ = "0.1.0"
