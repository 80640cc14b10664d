"""Combat: action orders resolved phase by phase, damage, effects and deaths.

The engine keeps the order of events, the dice and the bookkeeping; every number comes from the
ruleset's hooks (gmdesk/rulesets/combat.py). Nothing here knows which ruleset it runs.
"""
