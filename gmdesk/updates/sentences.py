"""The sentences of an update, as :class:`~gmdesk.messages.Message`\\ s: English as a string (the CLI, the saved
files, every test that compares text), the reader's language where the update is rendered in one
(:func:`gmdesk.updates.render.render`, ``language``; the Japanese in ``resources/i18n/core_ja.json``).

Every word comes from the knowledge filter's records (:class:`~gmdesk.engine.knowledge_events.Seen`,
:class:`~gmdesk.engine.knowledge_turn.Learned`, :class:`~gmdesk.engine.knowledge_turn.Question`): names, places,
skills and statuses are values, kept as they are in every language; a part that may be missing (where, where
to, how much) picks another template, so a translation may put each part where its language wants it.
"""

from __future__ import annotations

from typing import Callable

from gmdesk.engine.knowledge_events import TICK, Seen
from gmdesk.engine.knowledge_names import AN_ATTACK
from gmdesk.engine.knowledge_turn import Learned, Question
from gmdesk.engine.options.labels import special_label
from gmdesk.messages import Listing, Message
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.status_names import status_said
from gmdesk.updates.special_sentences import did
from gmdesk.updates.views import POOL_WORDS, AskedQuestion, PointSeen

FATAL = "fatal"
"""A :class:`Seen` damage's ``choice`` when its target died of it (:func:`gmdesk.updates.compose.compose`)."""

#: The filter's own words for what the reader may not know (``Lens.name``, ``Lens._who``, ``Lens._skill``,
#: ``Lens._status``), said in the reader's language like the sentence around them.
FILTER_WORDS: dict[str, str] = {
    "someone": Message("someone"), "Someone": Message("Someone"), "a servant": Message("a servant"), "a master": Message("a master"),
    "a familiar": Message("a familiar"), "a troop": Message("a troop"), "a skill": Message("a skill"),
    "a Noble Phantasm": Message("a Noble Phantasm"), "a Command Spell": Message("a Command Spell"),
    "an effect": Message("an effect"), "an attack": Message("an attack"),
    "(unknown)": Message("(unknown)"),  # a status only an unseen character could name (knowledge_view._unnamed)
}
#: The same words starting a sentence (:func:`~gmdesk.messages.capitalised` gives their template a capital):
#: "An effect on Berserker: 1 turn left." is 「Berserkerのある効果：残り1ターン。」 too.
CAPITALISED_WORDS = (Message("A servant"), Message("A master"), Message("A familiar"), Message("A troop"),
                     Message("A skill"), Message("A Noble Phantasm"), Message("A Command Spell"),
                     Message("An effect"), Message("An attack"), Message("Something"))

#: A kind of event or fact told plainly ("Masterless: Lancer at Kawabata Bridge."): its word.
KIND_WORDS: dict[str, str] = {
    "masterless": Message("Masterless"), "contract": Message("Contract"), "claim": Message("Claim"),
    "resign": Message("Resign"), "spirit-form": Message("Spirit form"), "home-base": Message("Home base"),
    "home-base-alert": Message("Home base alert"), "intruder": Message("Intruder"), "absorb": Message("Absorb"),
    "encounter": Message("Encounter"), "true-name": Message("True name"), "scouted": Message("Scouted"),
    "detected-scout": Message("Detected scout"), "noticed": Message("Noticed first"), "scout-fled": Message("Scout fled"),
    "bounded-field": Message("Bounded field"), "igm-information": Message("Igm information"), "igm": Message("Igm"),
    "attacked": Message("Attacked"), "item": Message("Item"), "skill": Message("Skill"), "status": Message("Status"),
    "command-spell": Message("Command spell"), "noble-phantasm": Message("Noble phantasm"),
    "cooldown": Message("Cooldown"), "minor": Message("Minor"), "reveal": Message("Reveal"),
    "identify": Message("Identify"), "cover": Message("Cover"), "stealth": Message("Stealth"),
    "sleep": Message("Sleep"), "bad-status": Message("Bad status"), "support": Message("Support"),
}


def word(text: str) -> str:
    """A name or a word of the filter's (``someone``, ``a skill``, ``the Command Spell "Win"``) as said."""
    if text in FILTER_WORDS:
        return FILTER_WORDS[text]
    if text.startswith('the Command Spell "') and text.endswith('"'):
        return Message('the Command Spell "{words}"', words=text[len('the Command Spell "'):-1])
    return text


def status_word(text: str) -> str:
    """A status's name as the filter gave it, said: a ruleset's own name for it (a Cooldown) in the reader's
    language (:func:`~gmdesk.rulesets.status_names.status_said`), the filter's mask too."""
    return status_said(word(text))


def listed(names: tuple[str, ...]) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``A、BとC`` in Japanese)."""
    said = [word(n) for n in names]
    if len(said) <= 1:
        return said[0] if said else ""
    rest = said[0] if len(said) == 2 else Listing(said[:-1])
    return Message("{first} and {last}", first=rest, last=said[-1])


def kind_word(kind: str) -> str:
    return KIND_WORDS.get(kind) or kind.replace("-", " ").capitalize()


def _num(value: float | None) -> str:
    return "" if value is None else fmt(round(value, 2))


def _first(s: Seen, default: str = "someone") -> str:
    return word(s.actors[0]) if s.actors else word(default)


def _who(s: Seen) -> str:
    return listed(s.actors + s.targets)


def _targets(s: Seen) -> str:
    return listed(s.targets) or word("someone")


def _home_base_alert(s: Seen) -> str:
    """The alerted Master is the actor (true-hgw 003 §V); ``unnoticed``: the one who entered, undetected in
    Spirit Form (003 §X; gmdesk/rulesets/true_hgw/alerts.py)."""
    if s.choice == "unnoticed":
        return Message("{who} entered the Home Base at {place} unnoticed." if s.place
                       else "{who} entered the Home Base unnoticed.", who=_first(s), place=s.place or "")
    return Message("Someone else entered the Home Base at {place}: {who} is alerted." if s.place
                   else "Someone else entered the Home Base: {who} is alerted.", who=_first(s), place=s.place or "")


def _spirit_form(s: Seen) -> str:
    """Spirit Form taken on or left (``choice`` ``enters``/``leaves``, from the event's value)."""
    if s.choice not in ("enters", "leaves"):
        return _plainly(s.kind, _who(s), s.place)
    if s.choice == "enters":
        return Message("{who} took on Spirit Form at {place}." if s.place else "{who} took on Spirit Form.",
                       who=_first(s), place=s.place or "")
    return Message("{who} left Spirit Form at {place}." if s.place else "{who} left Spirit Form.",
                   who=_first(s), place=s.place or "")


# -- one sentence a kind ------------------------------------------------------------------------------------
#: Going somewhere, by kind: the templates with where from and where to, where from only, where to only, neither.
GOING: dict[str, tuple[Message, Message, Message, Message]] = {
    "move": (Message("{who} moved from {place} to {to}."), Message("{who} moved from {place}."),
             Message("{who} moved to {to}."), Message("{who} moved.")),
    "flee": (Message("{who} fled from {place} to {to}."), Message("{who} fled from {place}."),
             Message("{who} fled to {to}."), Message("{who} fled.")),
}


def _going(s: Seen) -> str:
    both, origin, destination, neither = GOING[s.kind]
    chosen = both if s.place and s.to else origin if s.place else destination if s.to else neither
    return Message(chosen.template, who=_who(s), place=s.place or "", to=s.to or "")


def _scout(s: Seen) -> str:
    who, seen = _first(s), listed(s.targets)
    if s.choice == "nobody":  # the reader's own scout saw no one there
        return Message("{who} scouted {place} and saw no one." if s.to else
                       "{who} scouted a neighbouring place and saw no one.", who=who, place=s.to or "")
    if s.to:
        return Message("{who} scouted {place} and saw {seen}." if seen else "{who} scouted {place}.",
                       who=who, place=s.to, seen=seen)
    return Message("{who} scouted a neighbouring place and saw {seen}." if seen
                   else "{who} scouted a neighbouring place.", who=who, seen=seen)


def _detect(s: Seen) -> str:
    return Message("{who} noticed {them} scouting at {place}." if s.place else "{who} noticed {them} scouting.",
                   who=_first(s), them=_targets(s), place=s.place or "")


def _engage(s: Seen) -> str:
    who, place = _who(s), s.place or ""
    if s.choice == "new":
        return Message("A battle began at {place}: {who}." if place else "A battle began: {who}.", who=who, place=place)
    return Message("{who} joined the battle at {place}." if place else "{who} joined the battle.", who=who, place=place)


def _action(s: Seen) -> str:
    who = _first(s)
    others = tuple(t for t in s.targets if t != (s.actors[0] if s.actors else "Someone"))
    values = {"who": who, "what": word(s.skill or ""), "on": listed(others), "place": s.place or ""}
    if s.order and not s.skill:  # the reader's own order, told as what it was (update-own-orders)
        done = did(s.order, values["on"] if others else "")
        if done is not None:
            return Message("{who} {did} at {place}." if s.place else "{who} {did}.", who=who, did=done,
                           place=values["place"])
        values["what"] = special_label(s.order)
        if others:
            return Message("{who} took the action {what} on {on} at {place}." if s.place
                           else "{who} took the action {what} on {on}.", **values)
        return Message("{who} took the action {what} at {place}." if s.place else "{who} took the action {what}.",
                       **values)
    if not s.skill:  # another's special action: which one is its team's order, and the filter does not tell it
        if others:
            return Message("{who} did something to {on} at {place}." if s.place else "{who} did something to {on}.",
                           **values)
        return Message("{who} did something at {place}." if s.place else "{who} did something.", **values)
    if s.skill == AN_ATTACK:  # another's basic attack: not a skill (Ruleset.basic_attacks)
        if others:
            return Message("{who} attacked {on} at {place}." if s.place else "{who} attacked {on}.", **values)
        return Message("{who} attacked at {place}." if s.place else "{who} attacked.", **values)
    if others:
        return Message("{who} used {what} on {on} at {place}." if s.place else "{who} used {what} on {on}.", **values)
    return Message("{who} used {what} at {place}." if s.place else "{who} used {what}.", **values)


def _command_spell(s: Seen) -> str:
    what = word(s.skill) if s.skill else Message("a Command Spell")
    return Message("{who} used {what} on {on}." if s.targets else "{who} used {what}.", who=_first(s), what=what,
                   on=listed(s.targets))


def _damage(s: Seen) -> str:
    values = {"who": _first(s, "Someone"), "target": _targets(s), "amount": _num(abs(s.amount or 0)),
              "health": _num(None if s.health is None else max(s.health, 0))}  # never a negative health
    if s.choice == FATAL:  # its target died of it (the next line says so): no health left to tell
        return Message("{who} hit {target} for {amount} damage, a fatal blow." if s.amount is not None
                       else "{who} hit {target}, a fatal blow.", **values)
    if s.amount == 0:  # the attack did not get through (missed, or stopped): "no damage", as the rules say it
        return Message("{who} did no damage to {target} ({target}: {health} health left)." if s.health is not None
                       else "{who} did no damage to {target}.", **values)
    if s.amount is not None:
        return Message("{who} hit {target} for {amount} damage ({target}: {health} health left)."
                       if s.health is not None else "{who} hit {target} for {amount} damage.", **values)
    return Message("{who} hit {target} ({target}: {health} health left)." if s.health is not None
                   else "{who} hit {target}.", **values)


def _heal(s: Seen) -> str:
    if s.amount == 0:
        return ""
    who = listed(s.targets) or _first(s)
    return Message("{who} was healed by {amount}." if s.amount is not None else "{who} was healed.", who=who,
                   amount=_num(s.amount))


def _effect_left(s: Seen) -> str:
    """An effect whose turns were counted down: it goes on, this many turns more (never "ended")."""
    turns = int(s.amount or 0)
    values = {"who": _first(s), "status": status_word(s.status) if s.status else "", "turns": turns}
    if s.status:
        return Message("{status} on {who}: 1 turn left." if turns == 1 else "{status} on {who}: {turns} turns left.",
                       **values)
    return Message("An effect on {who}: 1 turn left." if turns == 1 else "An effect on {who}: {turns} turns left.",
                   **values)


def _effect(s: Seen) -> str:
    """What an effect (an end-of-turn Fever) did to the reader's own character's health or mana, with the numbers."""
    if s.amount == 0:
        return ""
    values = {"who": _first(s), "point": POOL_WORDS.get(s.choice or "", Message("points")),
              "sign": "+" if (s.amount or 0) >= 0 else "−", "amount": _num(abs(s.amount or 0)),
              "now": _num(None if s.health is None else max(s.health, 0))}  # a pool is never told below 0
    if s.amount is None:
        return Message("An effect on {who} changed its {point}.", **values)
    return Message("An effect on {who}: {point} {sign}{amount} (now {now})." if s.health is not None
                   else "An effect on {who}: {point} {sign}{amount}.", **values)


def _pool(s: Seen) -> str:
    """A change of the reader's own pool or point: which one (:class:`PointSeen`), by how much, its value now."""
    if s.amount is None or s.amount == 0:
        return ""
    values = {"who": word(s.actors[0]) if s.actors else "", "sign": "+" if s.amount >= 0 else "−",
              "amount": _num(abs(s.amount)), "now": _num(s.health),
              "point": s.point if isinstance(s, PointSeen) else Message("points")}
    if s.kind in ("regen", "regeneration"):
        return Message("{who}: {point} regenerated {sign}{amount} (now {now})." if s.health is not None
                       else "{who}: {point} regenerated {sign}{amount}.", **values)
    return Message("{who}: {point} {sign}{amount} (now {now})." if s.health is not None
                   else "{who}: {point} {sign}{amount}.", **values)


SENTENCES: dict[str, Callable[[Seen], str]] = {
    "move": _going,
    "scout": _scout,
    "detect": _detect,
    "crossing": lambda s: Message("On the road, {who} crossed paths.", who=_who(s)),
    "sighting": lambda s: Message("{who} sighted one another at {place}." if s.place else "{who} sighted one another.",
                                  who=_who(s), place=s.place or ""),
    "encounter": lambda s: Message("{who} met at {place}." if s.place else "{who} met.", who=_who(s),
                                   place=s.place or ""),
    "engage": _engage,
    "flee": _going,
    "pursuit": lambda s: Message("{who} pursued {them}.", who=_first(s), them=_targets(s)),
    "search": lambda s: Message("{who} searched {place}." if s.to else "{who} searched nearby.", who=_first(s),
                                place=s.to or ""),
    "action": _action,
    "command-spell": _command_spell,
    "disabled": lambda s: Message("{who} could not act.", who=_first(s)),
    "intercept": lambda s: Message("{who} took a blow meant for {target}.", who=_first(s),
                                   target=word(s.targets[0]) if s.targets else word("someone")),
    "damage": _damage,
    "heal": _heal,
    "poison": lambda s: Message("{who} suffered poison ({amount})." if s.amount is not None else "{who} suffered poison.",
                                who=_first(s), amount=_num(abs(s.amount or 0))),
    "status": lambda s: Message("{who} is affected by {status}.", who=_first(s),
                                status=status_word(s.status) if s.status else Message("something")),
    "expire": lambda s: Message("An effect on {who} ended.", who=_first(s)),
    TICK: _effect_left,
    "countdown": _effect_left,  # (the filter tells a countdown as TICK; a record made by hand reads the same)
    "effect": _effect,
    "effect-end": lambda s: Message("An effect on {who} ended.", who=_first(s)),
    # an absorption is told once (its Health and Mana parts, which carry amounts, are not told again)
    "absorb": lambda s: "" if s.amount is not None else Message(
        "{who} absorbed the energy of the fallen at {place}." if s.place else "{who} absorbed the energy of the fallen.",
        who=_first(s), place=s.place or ""),
    "death": lambda s: Message("{who} died at {place}." if s.place else "{who} died.", who=_first(s),
                               place=s.place or ""),
    "consume": lambda s: Message("{who} consumed {them} at {place}." if s.place else "{who} consumed {them}.",
                                 who=_first(s), them=listed(s.targets) or Message("a civilian"), place=s.place or ""),
    "claim": lambda s: Message("{who} claimed the territory at {place}." if s.place else "{who} claimed a territory.",
                               who=_first(s), place=s.place or ""),
    "home-base-alert": _home_base_alert,
    "spirit-form": _spirit_form,
    # (a dead Master's Home Base field removed, the location staying: true-hgw 003 §V)
    "home-base": lambda s: Message("The Home Base field at {place} is gone; the place stays." if s.place
                                   else "The Home Base field is gone; the place stays.", place=s.place or ""),
    "battle-end": lambda s: Message("The battle at {place} is over." if s.place else "The battle is over.",
                                    place=s.place or ""),
    "regeneration": _pool,
    "regen": _pool,
    "economy": _pool,
    "valor": _pool,
    "battle-begins": lambda s: Message("A battle broke out at {place}." if s.place else "A battle broke out.",
                                       place=s.place or ""),
    "battle-ends": lambda s: Message("A battle ended at {place}." if s.place else "A battle ended.",
                                     place=s.place or ""),
    "noble-phantasm": lambda s: Message("A Noble Phantasm was activated at {place}." if s.place
                                        else "A Noble Phantasm was activated.", place=s.place or ""),
}


def _plainly(kind: str, who: str, place: str | None) -> str:
    """A kind told plainly: ``Masterless: Lancer at Kawabata Bridge.``"""
    values = {"kind": kind_word(kind), "who": who, "place": place or ""}
    if who:
        return Message("{kind}: {who} at {place}." if place else "{kind}: {who}.", **values)
    return Message("{kind}:  at {place}." if place else "{kind}: .", **values)


def capital(text: str) -> str:
    """``text`` starting with a capital letter, as a sentence does; a :class:`Message` stays one (its template's
    first letter, or the value it starts with), so it is still said in another language."""
    if not text or text[:1] == text[:1].upper():
        return text
    if isinstance(text, Listing):
        return Listing([capital(str(text.items[0])) if not isinstance(text.items[0], Message)
                        else capital(text.items[0]), *text.items[1:]], text.template)
    if not isinstance(text, Message):
        return text[:1].upper() + text[1:]
    template = text.template
    if template.startswith("{"):
        key = template[1:].split("}", 1)[0]
        first = text.values.get(key)
        return Message(template, **{**text.values, key: capital(first)}) if isinstance(first, str) else text
    return Message(template[:1].upper() + template[1:], **text.values)


def sentence(s: Seen) -> str:
    """One line for what was seen; a kind without a sentence of its own is told plainly."""
    make = SENTENCES.get(s.kind)
    return capital(make(s) if make is not None else _plainly(s.kind, _who(s), s.place))


def learned_line(fact: Learned) -> str:
    place = fact.place or ""
    if fact.kind == "civilian-killing":
        return Message("A civilian was killed at {place}." if place else "A civilian was killed.", place=place)
    if fact.kind == "consumption":
        return Message("A civilian was consumed at {place}." if place else "A civilian was consumed.", place=place)
    if fact.kind == "scouted" and not fact.who and not fact.owner:  # the scout found no one of another team
        return Message("Scouted: no one found at {place}." if place else "Scouted: no one found.", place=place)
    values = {"kind": kind_word(fact.kind), "who": listed(fact.who), "place": place, "owner": fact.owner or ""}
    if not fact.owner and fact.who:
        return Message("{kind}: {who} at {place}." if place else "{kind}: {who}.", **values)
    if not fact.owner:
        return Message("{kind}: at {place}." if place else "{kind}:.", **values)
    if fact.who:
        return Message("{kind}: {who} at {place} (home base of {owner})." if place
                       else "{kind}: {who} (home base of {owner}).", **values)
    return Message("{kind}: at {place} (home base of {owner})." if place else "{kind}: (home base of {owner}).",
                   **values)


def question_line(q: Question) -> str:
    question = q.words if isinstance(q, AskedQuestion) and q.words is not None else q.question
    if q.choice is None:
        return Message("{question} Answer one of: {options}.", question=question, options=Listing(q.options, " / "))
    answer = q.answer if isinstance(q, AskedQuestion) and q.answer is not None else q.choice
    return Message("{question} You answered: {answer}.", question=question, answer=answer)
