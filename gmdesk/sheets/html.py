"""A character sheet as HTML, for the sheet dock; its escaping helpers serve the printed sheet too.

A pure function of the war (no Qt), laid out with tables because Qt's rich text is a subset of HTML.
Everything from the war file goes through :func:`html.escape`: a sheet is data, never markup.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from typing import Any, Iterable

from gmdesk.errors import RankError
from gmdesk.messages import Message, say
from gmdesk.model.character import Character
from gmdesk.model.flags import Flag
from gmdesk.model.war import War
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.status_names import status_said
from gmdesk.sheets.entrywords import extra_words, flag_word, status_details
from gmdesk.sheets.names import character_name, location_name, pool_maximum, said, stat_name
from gmdesk.sheets.words import ENGLISH, SheetWords, choice_term, sheet_term, sheet_words

#: Sheet keys that name a skill or an item, its rank, its type and its description (any case).
NAME_KEYS = ("name",)
RANK_KEYS = ("rank",)
TYPE_KEYS = ("type",)
DESCRIPTION_KEYS = ("description", "desc", "text")


@dataclass(frozen=True)
class Colors:
    """The few colours the sheet sets itself (the rest follows the widget's palette)."""

    muted: str
    band: str
    band_text: str
    rule: str
    gm_box: str
    gm_border: str
    gm_text: str
    dead: str


LIGHT = Colors(muted="#5f6b76", band="#e9edf2", band_text="#1f2a36", rule="#c9d1da",
               gm_box="#fff4d1", gm_border="#d4a017", gm_text="#4a3800", dead="#a12a1f")
DARK = Colors(muted="#a6b0ba", band="#2f3944", band_text="#e8edf2", rule="#4a5560",
              gm_box="#3d3318", gm_border="#c79a1c", gm_text="#f6e7b8", dead="#ef7b6f")


#: The most characters of one value a sheet shows: a war may hold texts of 200,000 characters
#: (docs/war-format.md, Limits), and laying out such a text takes Qt many seconds per sheet.
SHOWN_CHARS = 10_000


def shown(text: str) -> str:
    """The text, cut at :data:`SHOWN_CHARS` with how much was left out."""
    if len(text) <= SHOWN_CHARS:
        return text
    return f"{text[:SHOWN_CHARS]}… ({len(text) - SHOWN_CHARS:,} more characters not shown)"


def e(value: Any) -> str:
    """Any value from the war as safe HTML text (a very long one cut, see :func:`shown`)."""
    if isinstance(value, float):
        value = fmt(value)
    elif isinstance(value, (list, dict)):
        value = json.dumps(value, ensure_ascii=False)
    return html.escape(shown(str(value)))


def paragraphs(text: str) -> str:
    """Free text with its line breaks kept."""
    return "<br/>".join(e(line) for line in text.splitlines())


def placeholder_html(message: str) -> str:
    return f'<p style="margin-top:24px" align="center"><i>{e(message)}</i></p>'


def character_html(war: War, ruleset, cid: str, *, dark: bool = False, language: str = "en") -> str:
    """The whole sheet of ``cid`` as read-only HTML, its own words in ``language`` (:mod:`gmdesk.sheets.words`)."""
    w = sheet_words(language)
    ch = war.characters.get(cid)
    if ch is None:
        return placeholder_html(w.no_character.format(repr(cid)))
    c = DARK if dark else LIGHT
    parts = [_title(war, ruleset, ch, c, w), _identity(war, ruleset, ch, c, w), _pools(ch, ruleset, c, w),
             _stats(ch, ruleset, c, w), _statuses(war, ruleset, ch, c, w),
             _entry_list(ruleset, "skills", w.skills, ch.skills, c, w),
             _entry_list(ruleset, "items", w.items, ch.items, c, w),
             _notes(ch, w), _gm_notes(ch, c, w)]
    return "".join(p for p in parts if p)


# -- parts ---------------------------------------------------------------------------------------------
def _title(war: War, ruleset, ch: Character, c: Colors, w: SheetWords) -> str:
    team = next((t for t in war.teams if t.id == ch.team), None)
    swatch = ""
    if team is not None and team.color:
        swatch = (f'<span style="background-color:{e(team.color)}; color:{e(team.color)}">&nbsp;&#9632;&nbsp;'
                  "</span>&nbsp;")
    line = [e(kind_label(ruleset, ch, w))]
    if ch.class_name:
        line.append(e(class_label(ruleset, ch.class_name, w)))
    line.append(e(team.name) if team is not None else (e(ch.team) if ch.team else w.no_team))
    state = ""
    if not ch.alive:
        state = f' &nbsp;<span style="color:{c.dead}"><b>{e(w.dead)}</b></span>'
    elif ch.spirit_form:
        state = f' &nbsp;<span style="color:{c.muted}"><i>{e(w.spirit_form)}</i></span>'
    return (f'<h2 style="margin-bottom:2px">{e(ch.name)}{state}</h2>'
            f'<p style="margin-top:0; color:{c.muted}">{swatch}{" · ".join(line)}</p>')


def identity_rows(war: War, ch: Character, *, battle_turns: bool = True, ruleset=None,
                  w: SheetWords = ENGLISH) -> list[tuple[str, str]]:
    """Who the character is and where they stand, as (label, safe HTML) rows: the dock's sheet and the
    printed sheet show the same facts, labelled in the ruleset's words (:func:`term`)."""
    rows: list[tuple[str, str]] = []
    if ch.true_name:
        rows.append((sheet_term(ruleset, "sheet.true_name", w.true_name, w), e(ch.true_name)))
    if ch.alignment:
        rows.append((sheet_term(ruleset, "sheet.alignment", w.alignment, w), e(ch.alignment)))
    if ch.master:
        rows.append((sheet_term(ruleset, "sheet.master", w.master, w), e(character_name(war, ch.master))))
    servants = war.servants_of(ch.id)
    if servants:
        rows.append((w.servants if len(servants) > 1 else w.servant, e(", ".join(s.name for s in servants))))
    rows.append((w.location, e(location_name(war, ch.location))))
    row = ch.flags.get(Flag.ROW)
    if isinstance(row, str) and row:
        rows.append((sheet_term(ruleset, "sheet.row", w.row, w), e(sheet_term(ruleset, f"row.{row.casefold()}", row, w))))
    battle = war.battle_of(ch.id)
    if battle is not None:
        others = [character_name(war, p) for p in battle.participants if p != ch.id]
        fought = "" if not battle_turns else (
            w.battle_turn if battle.turns == 1 else w.battle_turns.format(battle.turns))
        rows.append((w.battle, e(w.battle_at.format(location_name(war, battle.location)) + fought
                                 + (w.battle_with.format(", ".join(others)) if others else ""))))
    return rows


def kind_label(ruleset, ch: Character, w: SheetWords = ENGLISH) -> str:
    """The character's kind as the ruleset names it ("サーヴァント Servant"), in the sheet's language."""
    return kind_name(ruleset, ch.kind, w)


def kind_name(ruleset, kind: str, w: SheetWords = ENGLISH) -> str:
    """A kind (``master``) as the ruleset names it, in the sheet's language: "マスター Master", マスター."""
    return sheet_term(ruleset, f"kind.{kind}", getattr(w, f"kind_{kind}", kind.capitalize()), w)


def class_label(ruleset, class_name: str, w: SheetWords = ENGLISH) -> str:
    """A class as the ruleset names it, in the sheet's language ("セイバー Saber", セイバー); a class of the GM's own
    as written."""
    return sheet_term(ruleset, f"class.{class_name}", class_name, w)


def _identity(war: War, ruleset, ch: Character, c: Colors, w: SheetWords) -> str:
    rows = identity_rows(war, ch, ruleset=ruleset, w=w)
    if ch.command_spells is not None:
        rows.append((sheet_term(ruleset, "sheet.command_spells", w.command_spells, w), e(ch.command_spells)))
    rows.append((w.id, f'<span style="color:{c.muted}">{e(ch.id)}</span>'))
    return _key_values(rows)


def _pools(ch: Character, ruleset, c: Colors, w: SheetWords) -> str:
    rows: list[tuple[str, str]] = []
    for pool in ("health", "mana"):
        value = getattr(ch, pool)
        maximum = pool_maximum(ch, pool, ruleset)
        regen = getattr(ch, f"{pool}_regen")
        if value is None and maximum is None:
            continue
        text = e(value if value is not None else "—")
        if maximum is not None:
            text += f" / {e(maximum)}"
        if regen:
            text += f' <span style="color:{c.muted}">({w.regenerates.format(e(regen))})</span>'
        rows.append((pool_name(ruleset, pool, w), text))
    for key, value in ch.points.items():
        rows.append((pool_name(ruleset, key, w), e(value)))
    if not rows:
        return ""
    return _heading(w.pools) + _key_values(rows)


def _stats(ch: Character, ruleset, c: Colors, w: SheetWords) -> str:
    specs = list(ruleset.stats) if ruleset is not None else []
    keys = [s.key for s in specs] + [k for k in ch.stats if k not in {s.key for s in specs}]
    if not keys:
        return ""
    names = {s.key: s.name for s in specs}
    tables = list(ruleset.tables.values()) if ruleset is not None else []
    body = []
    for i, key in enumerate(keys):
        rank = ch.stats.get(key)
        # Never an empty last cell: Qt then drops the space before the next heading.
        values = (_table_values(tables, key, rank, w.language) if rank is not None else "") or "&nbsp;"
        shade = f' bgcolor="{c.band}"' if i % 2 else ""
        style = f' style="color:{c.band_text}"' if i % 2 else ""
        label = sheet_term(ruleset, f"stat.{key}", key, w)  # the document's word alone in its language
        body.append(f"<tr{shade}><td{style}><b>{e(label)}</b></td><td{style}>{e(stat_name(ruleset, key, names.get(key, ''), w.language))}</td>"
                    f'<td{style} align="center"><b>{e(rank) if rank is not None else "—"}</b></td>'
                    f'<td{style}><span style="color:{c.muted}">{values}</span></td></tr>')
    head = (f'<tr><th align="left" width="12%">{e(w.stat)}</th><th align="left" width="28%"></th>'
            f'<th width="16%">{e(w.rank)}</th><th align="left"><span style="color:{c.muted}">{e(w.table)}</span></th></tr>')
    return _heading(sheet_term(ruleset, "sheet.stats", w.stats, w)) + _table(head + "".join(body))


def _statuses(war: War, ruleset, ch: Character, c: Colors, w: SheetWords) -> str:
    """Each status on a line of its own, its fields below (a Master's or a skill's id shown by name)."""
    if not ch.statuses:
        return ""
    rows = []
    for status in ch.statuses:
        details = [e(d) for d in status_details(ruleset, status, w.language, lambda value: named(war, value))]
        name = said(status_said(status.get("name", "?")), w.language)  # the filter's "(unknown)", a Cooldown
        rows.append(f'<tr bgcolor="{c.band}"><td style="color:{c.band_text}"><b>{e(name)}</b>'
                    "</td></tr>")
        if details:
            rows.append(f'<tr><td><span style="color:{c.muted}">{" · ".join(details)}</span></td></tr>')
    return _heading(sheet_term(ruleset, "sheet.statuses", w.statuses, w)) + _table("".join(rows))


def _entry_list(ruleset, key: str, title: str, entries: list[dict], c: Colors, w: SheetWords) -> str:
    """The skills or the items under their heading (``key``: ``sheet.skills`` / ``sheet.items``)."""
    if not entries:
        return ""
    return _heading(sheet_term(ruleset, f"sheet.{key}", title, w)) + _entries(entries, c, w, ruleset)


def _notes(ch: Character, w: SheetWords) -> str:
    if not ch.notes:
        return ""
    return _heading(w.notes) + f'<p style="margin-top:0">{paragraphs(ch.notes)}</p>'


def _gm_notes(ch: Character, c: Colors, w: SheetWords) -> str:
    if not ch.gm_notes:
        return ""
    return (f'<p></p><table width="100%" cellspacing="0" cellpadding="8" border="1" '
            f'style="border-color:{c.gm_border}; border-style:solid" bgcolor="{c.gm_box}">'
            f'<tr><td style="color:{c.gm_text}"><b>{e(w.gm_notes)}</b> — {e(w.gm_notes_note)}'
            f"<br/>{paragraphs(ch.gm_notes)}</td></tr></table>")


# -- helpers ---------------------------------------------------------------------------------------------
def _heading(text: str) -> str:
    return f'<h3 style="margin-top:14px; margin-bottom:4px">{e(text)}</h3>'


def _table(rows: str) -> str:
    return f'<table width="100%" cellspacing="0" cellpadding="3">{rows}</table>'


def _key_values(rows: Iterable[tuple[str, str]]) -> str:
    body = "".join(f'<tr><td width="32%"><b>{e(k)}</b></td><td>{v}</td></tr>' for k, v in rows)
    return _table(body)


def _entries(entries: list[dict], c: Colors, w: SheetWords, ruleset=None) -> str:
    """Skills or items: a shaded line with name, rank and type; the other fields and the description below."""
    rows = []
    for entry in entries:
        name = pick(entry, NAME_KEYS)
        rank = pick(entry, RANK_KEYS)
        kind = choice_term(ruleset, "type", pick(entry, TYPE_KEYS), w)  # クラス別スキル: the document's word
        description = pick(entry, DESCRIPTION_KEYS)
        used = {k for k in entry if k.casefold() in NAME_KEYS + RANK_KEYS + TYPE_KEYS + DESCRIPTION_KEYS}
        tags, fields = [], []
        for key, value in entry.items():
            if key in used:
                continue
            if value is True:
                tags.append(e(flag_word(key, w.language)))
            elif value not in (False, None, "", [], {}):
                label, text = extra_words(ruleset, key, value, w.language)
                fields.append(f"<b>{e(label)}</b>: {e(text)}")
        head = f"<b>{e(name if name is not None else w.unnamed)}</b>"
        if tags:
            head += f' <span style="color:{c.muted}">[{", ".join(tags)}]</span>'
        rows.append(f'<tr bgcolor="{c.band}"><td style="color:{c.band_text}">{head}</td>'
                    f'<td style="color:{c.band_text}" align="center" width="12%">{e(rank) if rank is not None else ""}'
                    f'</td><td style="color:{c.band_text}" align="right">{e(kind) if kind is not None else ""}'
                    "</td></tr>")
        lines = []
        if fields:
            lines.append(f'<span style="color:{c.muted}">{" · ".join(fields)}</span>')
        if description:
            lines.append(paragraphs(str(description)))
        if lines:
            rows.append(f'<tr><td colspan="3">{"<br/>".join(lines)}</td></tr>')
        rows.append('<tr><td colspan="3" style="font-size:4px">&nbsp;</td></tr>')
    return _table("".join(rows))


def named(war: War, value: Any) -> Any:
    """Character ids (alone or in a list) as names: statuses keep who caused them by id."""
    if isinstance(value, str) and value in war.characters:
        return war.characters[value].name
    if isinstance(value, list) and value and all(isinstance(v, str) and v in war.characters for v in value):
        return ", ".join(war.characters[v].name for v in value)
    return value


def pick(entry: dict, keys: tuple[str, ...]) -> Any:
    """The value of the first key of ``entry`` that is one of ``keys`` (any letter case), or None."""
    for key, value in entry.items():
        if key.casefold() in keys:
            return value
    return None


def _table_values(tables, key: str, rank, language: str = "en") -> str:
    """What the ruleset's tables read for this rank ("STR .45"), so the GM sees the number used."""
    found = []
    for table in tables:
        if key not in table.stats:
            continue
        try:
            value = table.value(rank)
        except RankError:
            continue
        text = fmt(value) if isinstance(value, (int, float)) else str(value)
        found.append(text if table.name == key else f"{said(table.name, language)} {text}")
    return e(" · ".join(found))


#: The words of the pools a sheet keeps under a field of its own (``health``), not a key the GM reads.
POOL_WORDS = {"health": Message("Health"), "mana": Message("Mana")}


def pool_name(ruleset, key: str, w: SheetWords = ENGLISH) -> str:
    """The ruleset's name of a pool or points key ("Action Points (AP)", "HP (Health)"), in the sheet's
    language (:func:`sheet_term`: the document's word, "ランクレベル rank level" in English); a point the
    ruleset does not name is its key in words (``awake_turns`` → "awake turns")."""
    if ruleset is not None:
        for spec in ruleset.pools:
            if spec.key == key:
                # the key beside the name only when it tells more ("Action Points (AP)", not "Valor points (valor)")
                bare = key.casefold() in spec.name.casefold() and key not in POOL_WORDS
                name = said(spec.name, w.language) if spec.name.casefold() == key.casefold() or bare else say(
                    Message("{name} ({key})", name=said(spec.name, w.language), key=POOL_WORDS.get(key, key)),
                    w.language)
                return sheet_term(ruleset, f"pool.{key}", name, w)
    return sheet_term(ruleset, f"point.{key}", key.replace("_", " "), w)

