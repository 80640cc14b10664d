"""Legal order choices for the turn desk (legal.py, with the judge, movement, actions and modifiers
modules it builds on) and what is left of a character's turn budget (budget.py)."""
