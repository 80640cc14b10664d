"""An item's or a skill's own keys in words, for the sheet and the printed page (roll-dice 004).

A roll-dice item keeps what the rules read as keys: ``attack`` (武器攻撃力, L202), ``armour`` (防具防御力,
L203), ``range`` (射程) and a weapon's ``bad_status`` (バッドステータス, L424-L437: see
:mod:`gmdesk.rulesets.roll_dice.statuses`). :func:`entry_words` names each key and writes its value as
words, "Bad status: 石化の呪い (impediment Lv2, magical, STR/END/AGI checks)", as :class:`Message`s,
so a Japanese window says 「バッドステータス：石化の呪い（行動阻害 Lv2、魔術的、筋力・耐久・敏捷の判定）」.
A key this module does not know is left to the sheet's plain wording (None).
"""

from __future__ import annotations

from typing import Any, Mapping

from gmdesk.messages import Listing, Message
from gmdesk.rulesets.scores import fmt

#: The keys the rules read on an entry (any of the names the sheet may use), and their words.
KEY_WORDS: dict[str, Message] = {
    "attack": Message("Attack power"), "攻撃力": Message("Attack power"),
    "armour": Message("Armour"), "armor": Message("Armour"), "defence": Message("Armour"),
    "防御力": Message("Armour"), "range": Message("Range"), "射程": Message("Range"),
    "bad_status": Message("Bad status"), "protects": Message("protects"),
}

#: A bad status's kind (L426-L429), nature (L428, L430) and the checks an impediment lowers (L429).
BS_KINDS = {"damage": Message("lasting damage"), "impede": Message("impediment")}
NATURES = {"physical": Message("physical"), "magical": Message("magical"), "mental": Message("mental")}
AREAS = {"body": Message("STR/END/AGI checks"), "magic": Message("MAG checks")}


def entry_words(key: str, value: Any) -> tuple[Message, object] | None:
    """(the key's name, its value in words) for a key the rules read on an entry; None for another key."""
    label = KEY_WORDS.get(key.casefold() if isinstance(key, str) else key)
    if label is None:
        return None
    if key.casefold() == "bad_status" and isinstance(value, Mapping):
        return label, bad_status_words(value)
    return label, fmt(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


#: The keys of a bad status :func:`bad_status_details` words.
BS_KEYS = ("name", "bs", "level", "nature", "area", "pool", "sum", "resist", "rd")


def bad_status_words(status: Mapping[str, Any]) -> str:
    """``{"name": "石化の呪い", "bs": "impede", "level": 2, "nature": "magical", "area": "body"}`` as
    "石化の呪い (impediment Lv2, magical, STR/END/AGI checks)"; a key of the GM's own as ``key value``."""
    details = bad_status_details(status)
    details += [f"{k} {v}" for k, v in status.items() if k not in BS_KEYS and v not in (None, "", [], {})]
    name = str(status.get("name") or "?")
    if not details:
        return name
    return Message("{name} ({details})", name=name, details=Listing(details))


def status_words(status: Mapping[str, Any]) -> tuple[Listing, tuple[str, ...]] | None:
    """A bad status on a sheet (``rd: bs``) in words, and the keys they say (the sheet shows the others,
    who caused it for one); for the engine's other statuses (徹夜, 睡眠, 庇う…) only the keys that are its
    bookkeeping, never printed (``rd``, a Command Spell's ``kind``: the status's name says it); None for a
    status of the GM's own."""
    rd = status.get("rd")
    if rd == "bs":
        return Listing(bad_status_details(status)), BS_KEYS
    if rd is None:
        return None
    return Listing([]), (("rd", "kind") if status.get("kind") == "command-spell" else ("rd",))


def bad_status_details(status: Mapping[str, Any]) -> list[object]:
    """Its kind and Lv, nature, the checks it lowers or the pool it hurts, summing and resistance."""
    details: list[object] = []
    kind = BS_KINDS.get(str(status.get("bs", "")), status.get("bs"))
    level = status.get("level")
    if kind not in (None, "") and level not in (None, ""):
        details.append(Message("{kind} Lv{level}", kind=kind, level=fmt(level) if isinstance(level, float) else level))
    elif kind not in (None, ""):
        details.append(kind)
    if status.get("nature"):
        details.append(NATURES.get(str(status["nature"]), status["nature"]))
    if status.get("bs") == "impede" and status.get("area"):
        details.append(AREAS.get(str(status["area"]), status["area"]))
    if status.get("bs") == "damage" and status.get("pool"):
        details.append(Message("to {pool}", pool=str(status["pool"]).upper()))
    if status.get("sum") is True:
        details.append(Message("levels add up (重複時合計)"))
    if status.get("resist") is False:
        details.append(Message("no resistance check"))
    return details
