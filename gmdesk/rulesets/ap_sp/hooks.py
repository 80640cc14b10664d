"""Where the ap-sp economy (CP, shops and items, IGM, Seal of the IGM, story skills, Bounded Fields and
Reality Marbles, endings: ap_sp/economy.py, items.py, igm.py, fields.py, endings.py) plugs into the
combat hooks of :mod:`gmdesk.rulesets.ap_sp.ruleset`.

The registries are fixed tuples and dicts, read by the ruleset; every function is pure and returns :class:`~gmdesk.rulesets.combat.Change` lists (or None).

- ``ECONOMY_END_OF_TURN``: ``fn(war, facts) -> list[Change]``, run after the countdown of effects at
  the end of the Turn (CP gained 000:L525-527, CP wipe every seventh Night 000:L536, Seal of the IGM
  000:L559, Reality Marble CP loss 000:L544, story countdown 000:L564).
- ``ECONOMY_PHASE_EFFECTS``: phase id → ``fn(war, facts) -> list[Change]``, after the combat effects of
  that phase (e.g. Bounded Field effects in the Initial Phase).
- ``ECONOMY_AFTER_DEATH``: ``fn(dead, killer, war) -> list[Change]`` (Home Base claiming 000:L455, CP
  disappearing 000:L530, items vanishing 000:L619).
- ``ECONOMY_FATAL_BLOW``: ``fn(ch, health_after, war) -> Change | None`` (Focus Band, 000:L604-608).
- ``ECONOMY_TARGET_PROBLEM``: ``fn(attacker, target, war) -> str | None``: why a target cannot be targeted
  (the IGM's shelter 000:L588, a Reality Marble seen from outside 000:L544).
- ``SPECIAL_ACTIONS``: action name → (slot function ``fn(order) -> str | None``, cost function ``fn(ch, order, war) -> Cost``, action function
  ``fn(ch, order, war, facts) -> list[Change]``) for ``consume``, ``use-item``, ``buy``, ``service``,
  ``information``, ``claim``… The action function raises IllegalOrderError when the action cannot happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from . import contracts, economy

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.model.character import Character
    from gmdesk.model.war import War
    from gmdesk.rulesets.combat import Change, Cost, TurnFacts

TurnHook = Callable[["War", "TurnFacts"], list["Change"]]
Order = Mapping[str, Any]

ECONOMY_END_OF_TURN: tuple[TurnHook, ...] = (economy.end_of_turn_changes,)
ECONOMY_PHASE_EFFECTS: dict[str, tuple[TurnHook, ...]] = {}
ECONOMY_AFTER_DEATH: tuple[Callable[["Character", "Character | None", "War"], list["Change"]], ...] = (
    contracts.after_death_changes,)
ECONOMY_FATAL_BLOW: tuple[Callable[["Character", float, "War"], list["Change"]], ...] = (economy.economy_fatal_blow,)
ECONOMY_TARGET_PROBLEM: tuple[Callable[["Character", "Character", "War"], str | None], ...] = (
    economy.economy_target_problem,)
SPECIAL_ACTIONS: dict[str, tuple[Callable[[Order], str | None], Callable[["Character", Order, "War"], "Cost"],
                                 Callable[["Character", Order, "War", "TurnFacts"], list["Change"]]]] = {
    action: (economy.economy_action_slot, economy.economy_action_cost, economy.economy_action)
    for action in economy.ACTIONS
}
