"""Events: one thing that happened in a turn, with the numbers and the rule behind it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KINDS = (
    "phase", "move", "scout", "detect", "crossing", "sighting", "encounter", "flee", "pursuit",
    "search", "engage", "cancel", "decision", "initiative", "ruling",
)


@dataclass
class Event:
    """``seq`` orders events in the turn; ``explain`` is for the GM, ``data`` for programs.

    Events made by the engine carry ``data["state"]``: each character the event names (its actors,
    and a ``target``/``targets`` of its data) as it is right after the event (location, health, mana,
    alive, spirit_form, status names, points). Events stored by an older gmdesk have none."""

    seq: int
    turn: int
    phase: str
    kind: str
    actors: list[str]
    explain: str
    rule: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = {
            "seq": self.seq,
            "turn": self.turn,
            "phase": self.phase,
            "kind": self.kind,
            "actors": list(self.actors),
            "explain": self.explain,
            "rule": self.rule,
        }
        if self.data:
            out["data"] = self.data
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Event":
        return cls(
            seq=data["seq"], turn=data["turn"], phase=data["phase"], kind=data["kind"],
            actors=list(data["actors"]), explain=data["explain"], rule=data.get("rule", ""),
            data=dict(data.get("data", {})),
        )
