"""Re-resolving history after the GM corrects a past turn.

The corrected turn is resolved again from its stored inputs with the correction applied, then every
later turn in order: each from the new war after the previous one, with the GM's edits between the
turns carried over (:mod:`gmdesk.store.edits`), its own stored orders, and its stored decisions
reused by id. A decision the new history asks for and nobody has answered stops the run with the
question (answer it with another correction of that turn); so do orders that are no longer legal.

The result is a proposal beside the history, never in place of it: the GM reads the differences,
then accepts (the proposal becomes the history) or discards it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from gmdesk.errors import GmdeskError, WarFileError
from gmdesk.model.war import War
from gmdesk.store.diff import TurnDiff, compare_turn
from gmdesk.store.edits import apply_edits, gm_edits
from gmdesk.store.replay import events_without_states, has_states, ruleset_refusals
from gmdesk.store.statuses import DiffStatus, ProposalStatus
from gmdesk.store.turns import StoredTurn, TurnInputs, decision_list, plain
from gmdesk.validation import clean_order

if TYPE_CHECKING:
    from gmdesk.engine import TurnResult

#: What a correction may replace for a turn. Decisions are merged by id, readings by key; the others replace.
#: ``readings``: {interpretation key: option, or None for the ruleset's default}, put into the war the turn starts
#: from (``settings.interpretations``), so the turn and every later one read the rules so.
CORRECTION_KEYS = ("orders", "decisions", "rulings", "seed", "readings")

Progress = Callable[[int], bool]
"""Told the number of each turn re-resolved, as soon as it is kept; False stops the run (the GM cancelled)."""


class ReresolveCancelled(GmdeskError):
    """The GM stopped a re-resolution: the store rolls its transaction back, so the history and any earlier
    proposal stay as they were."""


@dataclass
class Proposal:
    """A re-resolved stretch of history; ``status`` says where it stopped (:class:`ProposalStatus`: invalid
    when the ruleset refuses the war a turn starts from, e.g. an interpretation option it does not offer)."""

    base_turn: int
    corrections: dict[int, dict[str, Any]]
    diffs: list[TurnDiff] = field(default_factory=list)
    status: ProposalStatus = ProposalStatus.COMPLETE
    stopped_at: int | None = None

    @property
    def complete(self) -> bool:
        return self.status == ProposalStatus.COMPLETE

    def outcome(self) -> dict[str, Any]:
        return {"status": self.status, "stopped_at": self.stopped_at, "diffs": [d.to_dict() for d in self.diffs]}


def check_correction(turn: int, correction: dict[str, Any]) -> dict[str, Any]:
    """Refuse unknown keys and badly shaped values before anything is resolved."""
    if not isinstance(correction, dict):
        raise WarFileError("a correction is an object", field=f"corrections[{turn}]", value=correction)
    for key, value in correction.items():
        where = f"corrections[{turn}].{key}"
        if key not in CORRECTION_KEYS:
            raise WarFileError(f"unknown key; a correction may hold {', '.join(CORRECTION_KEYS)}", field=where)
        if key == "seed":
            if isinstance(value, bool) or not isinstance(value, int):
                raise WarFileError("must be a whole number", field=where, value=value)
        elif key == "readings":
            if not (isinstance(value, dict) and all(isinstance(k, str) and (v is None or isinstance(v, str))
                                                    for k, v in value.items())):
                raise WarFileError("must be an object of reading key → option (or null for the default)",
                                   field=where, value=value)
        elif not (isinstance(value, list) and all(isinstance(v, dict) for v in value)):
            raise WarFileError("must be a list of objects", field=where, value=value)
    return {k: (decision_list(v) if k == "decisions" else v) for k, v in correction.items()}


def with_readings(war: dict[str, Any], readings: dict[str, str | None]) -> dict[str, Any]:
    """``war`` (a war dict) reading the rules' open questions as ``readings`` says (None: the default)."""
    settings = dict(war.get("settings") or {})
    chosen = dict(settings.get("interpretations") or {})
    for key, option in readings.items():
        if option is None:
            chosen.pop(key, None)
        else:
            chosen[key] = option
    if chosen:
        settings["interpretations"] = chosen
    else:
        settings.pop("interpretations", None)
    return dict(war, settings=settings)


def merge_corrections(old: dict[int, dict[str, Any]], new: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """A later correction of the same turn replaces orders, rulings and seed, and adds decisions and readings."""
    merged = {turn: dict(c) for turn, c in old.items()}
    for turn, correction in new.items():
        target = merged.setdefault(turn, {})
        for key, value in correction.items():
            if key == "decisions":
                value = _merge_decisions(target.get("decisions", []), value)
            elif key == "readings":
                value = {**target.get("readings", {}), **value}
            target[key] = value
    return merged


def _actor_name(war: War, order: Mapping[str, Any]) -> str:
    """The name of the character who gave ``order`` (its id when the war has no such character)."""
    actor = order.get("actor")
    character = war.characters.get(actor) if isinstance(actor, str) else None
    return character.name if character is not None else str(actor)


def _merge_decisions(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    answers = {d["id"]: d for d in old}
    answers.update({d["id"]: d for d in new})
    return list(answers.values())


def reresolve(old_turns: Iterable[StoredTurn], corrections: dict[int, dict[str, Any]],
              keep: Callable[[TurnResult, TurnInputs], None], progress: Progress | None = None) -> Proposal:
    """Resolve ``old_turns`` (the history from the first corrected turn on) again.

    Each new turn is handed to ``keep`` as soon as it is resolved, and only the previous turn is
    held in memory, so a long history is re-resolved one turn at a time. ``progress`` is told each turn kept;
    when it answers False, :class:`ReresolveCancelled` is raised.
    """
    from gmdesk.engine import resolve_turn
    from gmdesk.engine.orders import OrdersRefused

    proposal = Proposal(min(corrections), corrections)
    new_after: dict[str, Any] | None = None
    previous: StoredTurn | None = None
    for old in old_turns:
        fix = corrections.get(old.number, {})
        orders = fix.get("orders", old.orders)
        decisions = _merge_decisions(old.decisions, fix["decisions"]) if "decisions" in fix else old.decisions
        rulings = fix.get("rulings", old.rulings)
        seed = fix.get("seed", old.seed)
        notes: list[str] = []
        before = old.state_before
        if new_after is not None and previous is not None:
            before, notes = apply_edits(new_after, gm_edits(previous.state_after, old.state_before))
        if "readings" in fix:
            before = with_readings(before, fix["readings"])
        diff = None
        try:
            war = War.from_dict(dict(before, orders=orders, decisions=decisions),
                                source=f"turn {old.number} (re-resolved)")
            refusals = ruleset_refusals(war)
            result = None if refusals else resolve_turn(war, orders, decisions, seed, rulings)
        except OrdersRefused as refused:
            diff = TurnDiff(old.number, DiffStatus.REFUSED, refusals=[
                f"orders[{r.order.get('_index')}] {clean_order(r.order)}: {r.reason}"
                + (f" ({r.rule})" if r.rule else "") for r in refused.refusals],
                reasons=[f"{_actor_name(war, r.order)}: {r.reason}" for r in refused.refusals])
        except GmdeskError as exc:
            diff = TurnDiff(old.number, DiffStatus.FAILED, refusals=[str(exc)], reasons=[str(exc)])
        else:
            if result is None:
                diff = TurnDiff(old.number, DiffStatus.INVALID, refusals=refusals, reasons=list(refusals))
            elif not result.resolved:
                diff = TurnDiff(old.number, DiffStatus.PENDING, pending=[p.to_dict() for p in result.pending])
        if diff is not None:
            diff.notes.extend(notes)
            proposal.diffs.append(diff)
            proposal.status, proposal.stopped_at = ProposalStatus(diff.status), old.number
            return proposal
        assert result is not None  # every other outcome returned above
        new_after = plain(result.war.to_dict())
        new_events = plain([e.to_dict() for e in result.events])
        if not has_states(old.stored_events):  # a turn stored before events carried state snapshots
            new_events = events_without_states(new_events)
        diff = compare_turn(old.number, old.stored_events, new_events, old.state_after, new_after)
        diff.notes.extend(notes)
        if result.unused_decisions:
            diff.notes.append(f"decisions no longer asked: {', '.join(result.unused_decisions)}")
        proposal.diffs.append(diff)
        keep(result, TurnInputs(war, list(orders), list(decisions), seed, list(rulings)))
        previous = old
        if progress is not None and not progress(old.number):
            raise ReresolveCancelled(f"the re-resolution was stopped after turn {old.number}; nothing was kept")
    return proposal


def accepted_war(current: dict[str, Any], old_last: StoredTurn, new_last: StoredTurn, source: str) -> War:
    """The current war once a proposal is accepted: the proposal's last war after, with the GM's edits
    made since the history's last turn carried over and the coming turn's orders and decisions kept."""
    # One form for all three (the stored turns leave out default values, the war table writes them):
    # otherwise every default reads as a GM edit and undoes what the re-resolution changed.
    old_after, new_after, now = (_normal_form(d, source) for d in (old_last.state_after,
                                                                   new_last.state_after, current))
    working, _ = apply_edits(new_after, gm_edits(old_after, now))
    working["orders"], working["decisions"] = current["orders"], current["decisions"]
    return War.from_dict(working, source=source)


def _normal_form(data: dict[str, Any], source: str) -> dict[str, Any]:
    """A war dict as ``War.to_dict`` writes it (defaults left out), whatever wrote it."""
    return War.from_dict(data, source=source).to_dict()
