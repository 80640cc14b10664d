"""Help > Rules of This War: what the engine does with the open war's ruleset, in one page the GM can search.

The page is ``gmdesk rules ID`` for the war in the window: the turn's phases in this war's order (a reading may
change it), initiative, Command Spells, stats, pools, the rank tables, movement, the ruleset's notes, the readings
this war changed, and the rules the engine does not apply (the GM applies those by hand; an order asking for
them is refused). The rules' words are the ruleset's (English, as the documents' engineering notes are).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gmdesk import rulesets
from gmdesk.messages import Message
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.own_words import own_words
from gmdesk.rulesets.reading_rows import changed_readings
from gmdesk.rulesets.scores import fmt
from gmdesk.sheets.names import said
from gmdesk.ui.find_text import FindBar
from gmdesk.ui.i18n import language_in_use, say, tr


def _words() -> dict[str, str]:
    """The page's own words, said in the interface's language and escaped (tr outside the f-strings, where
    pyside6-lupdate finds them)."""
    said = {"document": tr("Rules", "Document"), "turn": tr("Rules", "A turn, phase by phase"),
            "chosen order": tr("Rules", "This order follows a reading the war chose (Turn > Rule Readings…)."),
            "initiative": tr("Rules", "Initiative"), "full tie": tr("Rules", "full tie"),
            "spells": tr("Rules", "Command Spells"), "changed": tr("Rules", "Readings this war changed"),
            "default": tr("Rules", "default"),
            "none changed": tr("Rules", "None: every open question is read as the ruleset's default."),
            "stats": tr("Rules", "Stats"), "pools": tr("Rules", "Pools"), "movement": tr("Rules", "Movement"),
            "notes": tr("Rules", "Notes"),
            "in english": tr("Rules", "The tables, the movement and the notes below are gmdesk's engineering notes "
                                      "on the document, in English.")}
    return {key: escape(text) for key, text in said.items()}


def _activities() -> dict[str, str]:
    """What a phase does, by the ids rulesets give (``Phase.activities``), in the interface's language."""
    return {"move": tr("Rules", "move"), "act": tr("Rules", "act"), "effects": tr("Rules", "effects"),
            "flee": tr("Rules", "flee the battle"), "scheduled": tr("Rules", "scheduled events"),
            "scout": tr("Rules", "scout"), "search": tr("Rules", "search")}


def rules_html(war: War) -> str:
    """The page for ``war`` (its ruleset, phases in its order, its changed readings)."""
    ruleset = rulesets.get(war.ruleset)
    desc = ruleset.describe()
    e, w, language = escape, _words(), language_in_use()
    out = [f"<h2>{e(say(own_words(desc['title'])))}</h2>",
           f"<p><i>{w['document']}:</i> {e(desc['document'])}</p>", f"<p>{e(say(own_words(desc['summary'])))}</p>"]
    out.append(f"<h3>{w['turn']}</h3><ol>")
    simultaneous, in_order = tr("Rules", "simultaneous"), tr("Rules", "in initiative order")
    activities, comma = _activities(), say(Message(", "))
    for phase in ruleset.phases_for(war):
        order = simultaneous if phase.order == "simultaneous" else in_order
        named = [activities.get(activity, activity) for activity in phase.activities]
        acts = f" — {e(comma.join(named))}" if named else ""
        what = f"<br>{e(say(own_words(phase.description)))}" if phase.description else ""
        out.append(f"<li><b>{e(say(own_words(phase.name)))}</b> ({e(order)}){acts} <small>[{e(phase.rule)}]</small>"
                   f"{what}</li>")
    out.append("</ol>")
    if tuple(ruleset.phases_for(war)) != tuple(ruleset.phases):
        out.append(f"<p>{w['chosen order']}</p>")
    initiative = desc["initiative"]
    out.append(f"<p><b>{w['initiative']}:</b> {e(say(initiative['rule']) or '—')} "
               f"({w['full tie']}: {_tie(ruleset, str(initiative['tie']))})<br>"
               f"<b>{w['spells']}:</b> {e(_command_spells(ruleset, desc['command_spells']))}</p>")
    changed = changed_readings(ruleset, war)
    out.append(f"<h3>{w['changed']}</h3>")
    if changed:
        out.append("<ul>" + "".join(f"<li><b>{e(say(r.title))}</b>: {e(r.option_name(r.chosen, language))} — "
                                    f"{e(say(r.meaning(r.chosen)))} <small>({w['default']}: "
                                    f"{e(r.option_name(r.default, language))}; {e(r.key)} = {e(r.chosen)})</small></li>"
                                    for r in changed) + "</ul>")
    else:
        out.append(f"<p>{w['none changed']}</p>")
    out += _not_applied(desc)
    out.append(f"<h3>{w['stats']}</h3><ul>")
    out += [f"<li><b>{e(s['key'])}</b> {e(_term(ruleset, 'stat.' + s['key'], s['name'], language))}: "
            f"{e(say(s['ranks']))}</li>" for s in desc["stats"]]
    out.append("</ul>")
    if desc["pools"]:
        out.append(f"<h3>{w['pools']}</h3><ul>")
        out += [f"<li>{e(_term(ruleset, 'pool.' + p['key'], p['name'], language))} <small>[{e(p['rule'])}]</small></li>"
                for p in desc["pools"]]
        out.append("</ul>")
    if language != "en":
        out.append(f"<p><i>{w['in english']}</i></p>")
    out += _tables(desc["tables"])
    out.append(f"<h3>{w['movement']}</h3><ul>")
    out += [f"<li>{e(key)}: {e(_plain(value))}</li>" for key, value in desc["movement"].items()
            if value not in (None, [], {}, "")]
    out.append("</ul>")
    if desc["notes"]:
        out.append(f"<h3>{w['notes']}</h3><ul>")
        out += [f"<li>{e(note)}</li>" for note in desc["notes"]]
        out.append("</ul>")
    return "\n".join(out)


def _tie(ruleset: Ruleset, tie: str) -> str:
    """A full tie of initiative: the reading that settles it by its title (its key beside), else the word."""
    for reading in ruleset.interpretations:
        if reading.key == tie:
            return f"{escape(say(Message(reading.title)))} <small>({escape(tie)})</small>"
    words = {"simultaneous": tr("Rules", "simultaneous"), "random": tr("Rules", "random")}
    return escape(words.get(tie, tie))


def _command_spells(ruleset: Ruleset, described: str) -> str:
    """The Command Spells line, the sheet's field named as the sheet editor names it (not its key)."""
    limit = ruleset.command_spell_limit
    if limit is None or not limit.gains:
        return say(described)
    line = tr("Rules", "a Master has {0} Command Spells ({1}); more only from {2}, entered on the sheet as “{3}”")
    return line.format(limit.count, limit.rule, say(own_words(limit.gains)), say(Message("Command Spells granted")))


def _term(ruleset: Ruleset, key: str, name: str, language: str) -> str:
    """A stat's or pool's name (``key``: ``stat.STR``): in English the ruleset's; in another language the document's
    word (:mod:`gmdesk.rulesets.terms`), else the name said."""
    if language == "en":
        return name
    return ruleset.terms.native(key) or said(name, language)


def _not_applied(desc: dict[str, Any]) -> list[str]:
    title = escape(tr("Rules", "Not applied by the engine"))
    if not desc.get("not_applied"):
        nothing = tr("Rules", "Nothing: the engine applies every rule it lists.")
        return [f"<h3>{title}</h3><p>{escape(nothing)}</p>"]
    why = escape(tr("Rules", "The GM applies these by hand; an order asking for one is refused with its reason."))
    return [f"<h3 style='color:#b00020'>{title}</h3><p>{why}</p><ul>",
            *[f"<li>{escape(rule)}</li>" for rule in desc["not_applied"]], "</ul>"]


def _tables(tables: dict[str, Any]) -> list[str]:
    if not tables:
        return []
    title = tr("Rules", "Tables")
    out = [f"<h3>{escape(title)}</h3>"]
    for name, table in tables.items():
        values = ", ".join(f"{k} {fmt(v) if isinstance(v, (int, float)) else v}" for k, v in table["values"].items())
        stats = f" ({', '.join(table['stats'])})" if table["stats"] else ""
        out.append(f"<p><b>{escape(name)}</b>{escape(stats)} <small>[{escape(table['rule'])}]</small><br>"
                   f"{escape(values)}" + (f"<br><i>{escape(table['note'])}</i>" if table["note"] else "") + "</p>")
    return out


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items() if v not in (None, [], {}, ""))
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    return str(value)


class RulesDialog(QDialog):
    """The page of :func:`rules_html`, with a find field (:class:`FindBar`)."""

    def __init__(self, war: War, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(tr("Rules", "Rules of This War — {0}").format(rulesets.short_name(war.ruleset)))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setHtml(rules_html(war))
        self.find_bar = FindBar(self.browser, tr("Rules", "Find in the rules (Enter: next)"))
        self.find_bar.focus_on(self)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.find_bar)
        layout.addWidget(self.browser, 1)
        layout.addWidget(close)
        room = parent.window().size() if parent is not None else None
        self.resize(min(900, room.width() - 40) if room else 900, min(680, room.height() - 40) if room else 680)
