"""The command line's handlers, grouped by what they work on; ``gmdesk.cli`` builds the parser.

- :mod:`gmdesk.commands.common`: exit codes, reading wars of either kind, printing turns;
- :mod:`gmdesk.commands.warfile`: the war-file commands (new, import, export, info, history,
  replay, check, reresolve, accept, discard, restore, compact).
"""
