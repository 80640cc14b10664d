"""The engine's sentences around a ruleset's explanation, kept sayable in another language.

A ruleset may write an explanation as a :class:`~gmdesk.messages.Message` (roll-dice does, so a Japanese window
reads 達成値 and 防具). The engine wraps it ("{label} on {target}: …", "…; Saber Health 60 → 39"): an f-string
would flatten it to English. These wrap it as a Message only when what they wrap is one; a plain text (every
other ruleset) is wrapped by the same f-string as before, so those events, their bytes and their speed stay
as they were. The English is the same either way; the Japanese is in ``resources/i18n/core_ja.json``.
"""

from __future__ import annotations

from typing import Any, Sequence

from gmdesk.messages import Listing, Message
from gmdesk.rulesets.damage_words import HealthAfter, HitOn
from gmdesk.rulesets.damage_words import point_after as said_point_after
from gmdesk.model.vocabulary import ChangeKind, MoveRange
from gmdesk.rulesets.dice import Contest, ContestOdds, DicePool, faces_text, percent, pools_text, successes
from gmdesk.rulesets.scores import fmt


def moved(names: list[str], team: str, route: list[str], reach: str, steps: int, most: int | None,
          note: str) -> str:
    """``Saber and Shirou (Team) move A → B (to an adjacent location)`` (activities/move.py)."""
    how = (Message("to an adjacent location") if reach == MoveRange.ADJACENT else
           Message("anywhere on the map") if reach == MoveRange.ANYWHERE else
           Message("{steps} of at most {most} locations", steps=steps, most=most))
    said = Message("{names} ({team}) moves {route} ({how})" if len(names) == 1 else
                   "{names} ({team}) move {route} ({how})", names=Listing(names, " and "), team=team,
                   route=" → ".join(route), how=how)
    return Message("{how}; {note}", how=said, note=note) if note else said


def told(template: str, **values: object) -> str:
    """``template`` filled: a :class:`Message` when one of ``values`` is one, else plain text."""
    for value in values.values():
        if isinstance(value, Message):
            return Message(template, **values)
    return template.format(**values)


def joined(parts: Sequence[str], separator: str) -> str:
    """``parts`` joined: a :class:`Listing` when one of them is a :class:`Message`, else plain text."""
    for part in parts:
        if isinstance(part, Message):
            return Listing(list(parts), separator) if len(parts) > 1 else part
    return separator.join(parts)


def hit_on(label: str, target: str, how: str) -> str:
    """``{label} on {target}: {how}`` (an attack's damage, act.py)."""
    if type(how) is str:
        return f"{label} on {target}: {how}"
    made = _new(HitOn, _join((label, " on ", target, ": ", how)))  # (damage_words.hit_on, without its call: every
    made._filled = (label, target, how)  # ap-sp hit)
    return made


def on(label: str, target: str, explain: str) -> str:
    """``{label} on {target}`` (an attack's check, act.py): a :class:`Message` when the check's ``explain`` is one."""
    if type(explain) is str:
        return f"{label} on {target}"
    return Message("{label} on {target}", label=label, target=target)


def health_after(explain: str, name: str, before: float, after: float) -> str:
    """``{explain}; {name} Health {before} → {after}`` (a hit landing, act.py)."""
    if type(explain) is str:
        return f"{explain}; {name} Health {fmt(before)} → {fmt(after)}"
    shown = fmt(before), fmt(after)
    made = _new(HealthAfter, _join((explain, "; ", name, " Health ", shown[0], " → ", shown[1])))  # (as hit_on)
    made._filled = (explain, name, *shown)
    return made


def pool_after(explain: str, what: str, before: float, after: float, capped: float | None) -> str:
    """``{explain}: {what} {before} → {after}``, `` (capped at the maximum {cap})`` when ``capped`` (a pool
    changed, changes.py)."""
    note = f" (capped at the maximum {fmt(capped)})" if capped is not None else ""
    if type(explain) is str:
        return f"{explain}: {what} {fmt(before)} → {fmt(after)}{note}"
    return Message("{how}: {what} {before} → {after}" if capped is None else
                   "{how}: {what} {before} → {after} (capped at the maximum {cap})", how=explain, what=Message(str(what)),
                   before=fmt(before), after=fmt(after), cap=fmt(capped) if capped is not None else "")


def command_spells_after(explain: str, before: int, after: int) -> str:
    """``{explain}: Command Spells {before} → {after}`` (a Command Spell spent or given: the count is a pool too)."""
    return pool_after(explain, "Command Spells", before, after, None)


def counted(what: ChangeKind, explain: str, data: dict[str, Any]) -> str:
    """The explanation of a change to a count its own text does not show (:data:`COUNTED`: a cost paid, Command
    Spells spent), with the count before and after, as a pool's event shows it (changes.py)."""
    if what == ChangeKind.PAY:
        return pool_after(explain, data["pool"], data["before"], data["after"], None)
    return command_spells_after(explain, data["before"], data["after"])


COUNTED = frozenset({ChangeKind.PAY, ChangeKind.COMMAND_SPELLS})
"""The kinds of change whose event adds the count before and after to the change's own explanation."""


def point_after(explain: str, key: str, before: Any, after: Any) -> str:
    """``{explain}: {key} {before} → {after}`` (a point set or added, changes.py). The key is said as the
    table says it (``awake_turns`` → 睡眠をとらない時間), else kept."""
    if type(explain) is str:
        return f"{explain}: {key} {fmt(before)} → {fmt(after)}"
    said = _KEYS.get(key)
    if said is None:
        said = _KEYS[key] = Message(key)
    return said_point_after(explain, said, fmt(before), fmt(after))  # (as hit_on: ap-sp's CP, every Master, every Turn)


_new = str.__new__
_join = "".join
_KEYS: dict[str, Message] = {}
"""A point's key as a Message, made once (a closed set: a ruleset's point keys)."""


def contest_text(label: str, contest: Contest, odds: ContestOdds, faces: tuple[tuple[tuple[int, ...], ...], ...],
                 raw: tuple[int, int], halves: list[str], outcome: tuple[int, int]) -> str:
    """A rolled opposed check (contest.py): the label and the ruleset's explanation, both sides' pools, the exact
    odds, the faces, the totals, the final halves, the notes and who won. ``faces``: attack's, defence's;
    ``raw``: the totals before any divisor; ``outcome``: the final totals."""
    attack, defence = outcome
    if type(label) is str and type(contest.explain) is str:
        won = (f"the attack wins by {attack - defence}" if attack > defence else "a tie" if attack == defence
               else f"the defence wins by {defence - attack}")
        return (f"{label}: {contest.explain}. Attack {pools_text(contest.attack, contest.attack_modifier)} against "
                f"defence {pools_text(contest.defence, contest.defence_modifier)}; {odds.text()}. Rolled: attack "
                f"{faces_text(contest.attack, faces[0])} = {raw[0]}; defence "
                f"{faces_text(contest.defence, faces[1])} = {raw[1]}"
                + (f" (final: {'; '.join(halves)})" if halves else "")
                + "".join(f"; {note}" for note in contest.notes) + f": {won}")
    said = (Message("the attack wins by {margin}", margin=attack - defence) if attack > defence else
            Message("a tie") if attack == defence else Message("the defence wins by {margin}", margin=defence - attack))
    return Message("{label}: {how}. Attack {attack} against defence {defence}; {odds}. Rolled: attack {attack_faces} = "
                   "{attack_total}; defence {defence_faces} = {defence_total}{final}{notes}: {outcome}",
                   label=label, how=contest.explain, attack=_pools(contest.attack, contest.attack_modifier),
                   defence=_pools(contest.defence, contest.defence_modifier),
                   odds=Message("P(attack > defence) = {attack}, P(tie) = {tie}, P(defence > attack) = {defence} (exact)",
                                attack=percent(odds.attack_wins), tie=percent(odds.tie),
                                defence=percent(odds.defence_wins)),
                   attack_faces=_faces(contest.attack, faces[0]), attack_total=raw[0],
                   defence_faces=_faces(contest.defence, faces[1]), defence_total=raw[1],
                   final=Message(" (final: {halves})", halves=Listing(halves, "; ")) if halves else "",
                   notes=joined([""] + list(contest.notes), "; ") if contest.notes else "", outcome=said)


def _pools(pools: tuple[DicePool, ...], modifier: int) -> str:
    if pools:
        return pools_text(pools, modifier)
    return Message("no dice{modifier}", modifier=pools_text((), modifier).removeprefix("no dice"))


def _faces(pools: tuple[DicePool, ...], faces: tuple[tuple[int, ...], ...]) -> str:
    if not pools:
        return Message("no dice")
    if all(pool.rolled for pool in pools):
        return faces_text(pools, faces)
    return Listing([faces_text((pool, ), (rolled, )) if pool.rolled else  # (faces_text's words, each pool sayable)
                    Message("{label}: {count} automatic", label=pool.label, count=successes(pool, ()))
                    for pool, rolled in zip(pools, faces)], "; ")
