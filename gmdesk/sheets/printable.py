"""A character sheet laid out for paper: the GM's copy, or the player's copy (no Qt here).

The sheet is an ordered list of small HTML blocks, each saying whether it must stay on one page, so
the Qt printer (``gmdesk/ui/printing``) only places blocks and never cuts a skill in half. The blocks
follow the ruleset's own skill format (:attr:`Ruleset.skill_format`), so a printed skill has the
document's fields in the document's order.

The player's copy is built from :func:`gmdesk.engine.knowledge_view.team_view` of the character's team,
never from the GM's war: the one knowledge filter drops the GM's notes, what the ruleset keeps from the
owner (a Servant's untold true name) and the names of characters the team has not seen.

Black on white, greys for bands: a printed sheet is read on paper, often photocopied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from gmdesk.engine.knowledge_view import team_view
from gmdesk.errors import WarFileError
from gmdesk.model.character import Character
from gmdesk.messages import say
from gmdesk.model.war import War
from gmdesk.rulesets import turn_name
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import DEFAULT_SKILL_FORMAT, Derived, SkillField, SkillFormat
from gmdesk.rulesets.status_names import status_said
from gmdesk.sheets.entrywords import extra_words, field_title, flag_word, status_details
from gmdesk.sheets.html import class_label, e, identity_rows, kind_label, named, paragraphs, pool_name
from gmdesk.sheets.names import pool_maximum, said, stat_name, table_name
from gmdesk.sheets.words import ENGLISH, SheetWords, choice_term, sheet_term, sheet_words

GM_COPY = ENGLISH.gm_copy
PLAYER_COPY = ENGLISH.player_copy

#: The few greys of the page (black text on white paper; bands survive a photocopier).
INK = "#000000"
MUTED = "#4d4d4d"
BAND = "#e6e6e6"
RULE = "#8c8c8c"
GM_BOX = "#f0f0f0"

#: Point sizes: the body text, small print (labels, arithmetic), the name, a stat's rank.
BODY_PT = 9
SMALL_PT = 7
NAME_PT = 20
RANK_PT = 15


@dataclass(frozen=True)
class Block:
    """One piece of a printed sheet: an HTML fragment (Qt rich text) placed whole on a page.

    ``keep_together``: start a new page rather than split it (it is split only when taller than a
    page). ``keep_with_next``: a heading, never left alone at the foot of a page.
    """

    kind: str
    html: str
    keep_together: bool = True
    keep_with_next: bool = False


@dataclass(frozen=True)
class PrintableSheet:
    """A character's sheet ready for paper: its blocks in order, and the page's running texts."""

    cid: str
    title: str
    running_head: str
    footer: str
    player_copy: bool
    blocks: tuple[Block, ...]
    words: SheetWords = ENGLISH
    """The sheet's own words, in the language it was made in (the page's bands use them too)."""

    @property
    def copy_name(self) -> str:
        return self.words.player_copy if self.player_copy else self.words.gm_copy


def printable_sheet(war: War, ruleset, cid: str, *, player_copy: bool, source: str = "",
                    language: str = "en") -> PrintableSheet:
    """The sheet of ``cid`` for paper. ``player_copy``: as its team knows it (see the module docstring);
    ``language``: the sheet's own words (:mod:`gmdesk.sheets.words`).

    ``source`` names the war's file in errors. Raises :class:`WarFileError` for an unknown character,
    and for the player copy of a character without a team (a player copy is what a team knows).
    """
    ch = war.characters.get(cid)
    if ch is None:
        raise _no_such_character(war, cid, source)
    if player_copy:
        if not ch.team:
            raise _no_player(ch, source)
        gm_war, gm_sheet = war, ch
        war = team_view(war, ch.team)
        ch = war.characters[cid]
        derive = _same_derived(ruleset, gm_war, gm_sheet, war, ch)
    else:
        derive = True
    w = sheet_words(language)
    copy_name = w.player_copy if player_copy else w.gm_copy
    team = team_label(war, ch.team, w)
    head = " · ".join(p for p in (ch.name, _running_class(ruleset, ch, w), team) if p)
    return PrintableSheet(
        cid=cid,
        title=ch.name,
        running_head=head,
        footer=f"gmdesk · {war.title or w.untitled} · {copy_name}",
        player_copy=player_copy,
        blocks=tuple(_blocks(war, ruleset, ch, copy_name, w, derive=derive, player_copy=player_copy)),
        words=w,
    )


def _running_class(ruleset, ch: Character, w: SheetWords) -> str:
    """The class in the running head: as written in English; in another language as the sheet's header says
    it (roll-dice's ライダー), left out when the name already says it (ライダー · 間桐陣営, not ライダー · Rider)."""
    if not ch.class_name:
        return ""
    said = ch.class_name if w.language == "en" else class_label(ruleset, ch.class_name, w)
    return "" if said == ch.name else said


def printable_sheets(war: War, ruleset, cids: Iterable[str] | None = None, *, player_copy: bool,
                     source: str = "", language: str = "en") -> list[PrintableSheet]:
    """The sheets of ``cids`` (None: every character, in the war's order; for player copies every character
    with a team, since a teamless one has no player). Every id is checked before any sheet is built, so a
    typo is reported at once, not after a long wait."""
    if cids is None:
        wanted = [cid for cid, ch in war.characters.items() if ch.team or not player_copy]
    else:
        wanted = list(dict.fromkeys(cids))
    for cid in wanted:
        if cid not in war.characters:
            raise _no_such_character(war, cid, source)
        if player_copy and not war.characters[cid].team:
            raise _no_player(war.characters[cid], source)
    return [printable_sheet(war, ruleset, cid, player_copy=player_copy, source=source, language=language)
            for cid in wanted]


def _same_derived(ruleset, gm_war: War, gm_sheet: Character, war: War, ch: Character) -> bool:
    """Whether the player's copy derives what the whole sheet derives (FP spent, FP left…). When the rules
    kept stats or priced skills from the player, the copy's sums would mislead; a part dropped only
    because it named an unseen character changes nothing here and keeps the values."""
    if ruleset is None:
        return True

    def values(w: War, c: Character) -> list[tuple]:
        return [(d.key, d.value, d.explain) for d in ruleset.derived_values(c, w) if not d.key.startswith("table.")]

    return values(war, ch) == values(gm_war, gm_sheet)


def _no_such_character(war: War, cid: str, source: str) -> WarFileError:
    return WarFileError(f"no character {cid!r} in this war (its characters: {', '.join(war.characters) or 'none'})",
                        path=source, field="characters", value=cid)


def _no_player(ch: Character, source: str) -> WarFileError:
    return WarFileError(f"{ch.name} ({ch.id}) has no team, so no player to hand a player copy to (a player copy "
                        "shows what the character's team knows); print the GM copy, or give the character a team",
                        path=source, field=f"characters.{ch.id}.team")


def team_label(war: War, team_id: str | None, w: SheetWords = ENGLISH) -> str:
    if not team_id:
        return w.no_team
    return next((t.name for t in war.teams if t.id == team_id), team_id)


# -- the blocks ----------------------------------------------------------------------------------------
def _blocks(war: War, ruleset, ch: Character, copy_name: str, w: SheetWords, *, derive: bool = True,
            player_copy: bool = False) -> list[Block]:
    """``derive`` false: the rules kept part of the stats or skills from the player (roll-dice 004:L301-L302),
    so values derived from the whole sheet (FP spent, FP left) would mislead and are left out."""
    blocks = [Block("header", _header(war, ruleset, ch, copy_name, w, gm_copy=not player_copy)),
              Block("stats", _stat_block(war, ruleset, ch, w, derive, player_copy=player_copy))]
    if ch.statuses:
        blocks.append(Block("statuses", _heading(sheet_term(ruleset, "sheet.statuses", w.statuses, w)) + _statuses(war, ch, ruleset, w.language)))
    skill_format = getattr(ruleset, "skill_format", None) or DEFAULT_SKILL_FORMAT
    for title, kind, entries, entry_format in ((w.skills, "skill", ch.skills, skill_format),
                                               (w.items, "item", ch.items, DEFAULT_SKILL_FORMAT)):
        if not entries:
            continue
        title = sheet_term(ruleset, f"sheet.{kind}s", title, w)
        blocks.append(Block("heading", _heading(f"{title} ({len(entries)})"), keep_with_next=True))
        blocks.extend(Block(kind, entry_html(entry, entry_format, every_field=kind == "skill", w=w, ruleset=ruleset))
                      for entry in entries)
    if ch.notes:
        blocks.append(Block("notes", _heading(w.notes) + f'<p style="margin-top:0">{paragraphs(ch.notes)}</p>',
                            keep_together=False))
    if ch.gm_notes:
        blocks.append(Block("gm-notes", _gm_notes(ch, w)))
    return blocks


def _header(war: War, ruleset, ch: Character, copy_name: str, w: SheetWords, *, gm_copy: bool = True) -> str:
    line = [e(kind_label(ruleset, ch, w))]
    if ch.class_name and ch.class_name != ch.name:
        line.append(e(class_label(ruleset, ch.class_name, w)))
    line.append(e(team_label(war, ch.team, w)))
    state = ""
    if not ch.alive:
        state = f" &nbsp;<b>— {e(w.dead)}</b>"
    elif ch.spirit_form:
        state = f" &nbsp;<i>({e(w.spirit_form)})</i>"
    mark = (f'<span style="font-size:{BODY_PT}pt; font-weight:bold">{e(copy_name.upper())}</span>'
            f'<br/><span style="font-size:{SMALL_PT}pt; color:{MUTED}">{e(say(turn_name(war.ruleset, war.turn), w.language))}</span>')
    title = (f'<table width="100%" cellspacing="0" cellpadding="0"><tr>'
             f'<td valign="bottom"><span style="font-size:{NAME_PT}pt; font-weight:bold">{e(ch.name)}</span>'
             f'{state}<br/><span style="font-size:10pt; color:{MUTED}">{" · ".join(line)}</span></td>'
             f'<td valign="bottom" align="right">{mark}</td></tr></table>')
    rows = _identity(war, ruleset, ch, w, gm_copy=gm_copy)
    cells = []
    for i in range(0, len(rows), 2):
        pair = rows[i:i + 2] + [("", "")] * (2 - len(rows[i:i + 2]))
        cells.append("<tr>" + "".join(
            f'<td width="17%"><span style="font-size:{SMALL_PT}pt; color:{MUTED}">{e(k.upper())}</span></td>'
            f'<td width="33%">{v}</td>' for k, v in pair) + "</tr>")
    identity = (f'<table width="100%" cellspacing="0" cellpadding="2" style="margin-top:6px">'
                f'{"".join(cells)}</table>') if cells else ""
    return title + _rule() + identity


def _identity(war: War, ruleset, ch: Character, w: SheetWords, *, gm_copy: bool = True) -> list[tuple[str, str]]:
    """The identity rows; the GM's copy adds the character's id in the war file (what the CLI and the
    orders name it by), labelled as such; a player has no use for it."""
    true_name = sheet_term(ruleset, "sheet.true_name", w.true_name, w)
    rows = [(label, f"<b>{value}</b>" if label == true_name else value)
            for label, value in identity_rows(war, ch, battle_turns=False, ruleset=ruleset, w=w)]
    if gm_copy:
        rows.append((w.file_id, e(ch.id)))
    return rows


def _stat_block(war: War, ruleset, ch: Character, w: SheetWords, derive: bool = True, *,
                player_copy: bool = False) -> str:
    derived = list(ruleset.derived_values(ch, war)) if ruleset is not None else []
    tables = [d for d in derived if d.key.startswith("table.")]
    others = [d for d in derived if not d.key.startswith("table.")] if derive else []
    parts = [_heading(sheet_term(ruleset, "sheet.stats", w.stats, w)), _stat_grid(ruleset, ch, tables, w),
             _pool_row(ruleset, ch, w)]
    if others:
        parts.append(_derived(others, w, notices=not player_copy))
    return "".join(p for p in parts if p)


def _stat_grid(ruleset, ch: Character, tables: list[Derived], w: SheetWords) -> str:
    """One column a stat: its key, its rank large, its name, what the ruleset's tables read for it."""
    specs = list(ruleset.stats) if ruleset is not None else []
    keys = [s.key for s in specs if s.key in ch.stats] + [k for k in ch.stats if k not in {s.key for s in specs}]
    if not keys:
        return f'<p style="color:{MUTED}"><i>{e(w.no_stats)}</i></p>'
    names = {s.key: s.name for s in specs}
    width = f"{100 / len(keys):.2f}%"
    cells = []
    for key in keys:
        read = [_table_text(d, key, ruleset, w.language) for d in tables if d.key.endswith(f".{key}")]
        small = [stat_name(ruleset, key, names.get(key, ""), w.language)] + read
        cells.append(
            f'<td align="center" valign="top" width="{width}"><b>{e(sheet_term(ruleset, f"stat.{key}", key, w))}</b><br/>'
            f'<span style="font-size:{RANK_PT}pt; font-weight:bold">{e(ch.stats[key])}</span><br/>'
            f'<span style="font-size:{SMALL_PT}pt; color:{MUTED}">{"<br/>".join(e(s) for s in small if s)}</span>'
            "</td>")
    return _boxed("<tr>" + "".join(cells) + "</tr>")


def _table_text(d: Derived, key: str, ruleset=None, language: str = "en") -> str:
    """``table.<name>.<stat>``: the table's value, named (in ``language``) unless the table is the stat's own."""
    table = d.key[len("table."):-len(f".{key}")]
    value = fmt(d.value) if isinstance(d.value, (int, float)) else str(d.value)
    return value if table == key else f"{table_name(ruleset, table, language)} {value}"


def _pool_row(ruleset, ch: Character, w: SheetWords) -> str:
    """Health and mana with their maxima and regeneration, the points, the Command Spells."""
    cells: list[tuple[str, str, str]] = []
    for pool in ("health", "mana"):
        value = getattr(ch, pool)
        maximum = pool_maximum(ch, pool, ruleset)
        if value is None and maximum is None:
            continue
        text = e(value if value is not None else "—")
        if maximum is not None:
            text += f" / {e(maximum)}"
        regen = getattr(ch, f"{pool}_regen")
        cells.append((pool_name(ruleset, pool, w), text, w.per_turn.format(e(fmt(regen))) if regen else ""))
    for key, value in ch.points.items():
        cells.append((pool_name(ruleset, key, w), e(value), ""))
    if ch.command_spells is not None:
        cells.append((sheet_term(ruleset, "sheet.command_spells", w.command_spells, w), e(ch.command_spells), ""))
    if not cells:
        return ""
    width = f"{100 / len(cells):.2f}%"
    row = "".join(
        f'<td valign="top" width="{width}"><span style="font-size:{SMALL_PT}pt; color:{MUTED}">{e(label.upper())}'
        f'</span><br/><span style="font-size:12pt; font-weight:bold">{value}</span>'
        + (f'<br/><span style="font-size:{SMALL_PT}pt">{regen}</span>' if regen else "") + "</td>"
        for label, value, regen in cells)
    return '<p style="margin-top:0; margin-bottom:0; font-size:4pt">&nbsp;</p>' + _boxed(f"<tr>{row}</tr>")


def _derived(values: list[Derived], w: SheetWords, *, notices: bool = True) -> str:
    """The values the rules compute from the sheet, each with its arithmetic and rule; ``notices``: with
    what the rules compute otherwise than the sheet, as the editor's notices say it (a note for the GM,
    not an alarm; never on a player's copy)."""
    rows = []
    for d in values:
        value = fmt(d.value) if isinstance(d.value, (int, float)) else str(d.value)
        explain = e(say(d.explain, w.language)) + (f" [{e(d.rule)}]" if d.rule else "")
        warning = (f'<br/><i>{e(w.note.format(say(d.warning, w.language)))}</i>'
                   if d.warning and notices else "")
        rows.append(f'<tr><td valign="top" width="22%">{e(said(d.label, w.language))}</td>'
                    f'<td valign="top" width="8%" align="right"><b>{e(value)}</b></td>'
                    f'<td valign="top"><span style="font-size:{SMALL_PT}pt; color:{MUTED}">{explain}</span>{warning}'
                    "</td></tr>")
    return (f'<p style="margin-top:6px; margin-bottom:2px; font-size:{SMALL_PT}pt; color:{MUTED}">{e(w.derived)}</p>'
            f'<table width="100%" cellspacing="0" cellpadding="2">{"".join(rows)}</table>')


def _statuses(war: War, ch: Character, ruleset=None, language: str = "en") -> str:
    rows = []
    for status in ch.statuses:
        details = [e(d) for d in status_details(ruleset, status, language, lambda value: named(war, value))]
        text = f"<b>{e(said(status_said(status.get('name', '?')), language))}</b>"
        if details:
            text += f' <span style="font-size:{SMALL_PT}pt; color:{MUTED}">— {" · ".join(details)}</span>'
        rows.append(f"<tr><td>{text}</td></tr>")
    return _boxed("".join(rows))


def entry_html(entry: dict[str, Any], entry_format: SkillFormat, *, every_field: bool = True,
               w: SheetWords = ENGLISH, ruleset=None) -> str:
    """One skill or item as a bordered table of its format's fields: the name and rank on a band, the
    short fields in a row, the long fields below, then the sheet's own keys (flags as tags). Values are
    printed as written: ``25 Physical -> 35 Physical`` keeps its progression.

    ``every_field``: show each short field, "—" when empty, so a character's skills line up (an item
    shows only what it has)."""
    name_field = _name_field(entry_format)
    rank_field = next((f for f in entry_format.fields if f.rank), None)
    if rank_field is not None and not every_field and not _filled(entry_format.value(entry, rank_field)):
        rank_field = None
    short = [f for f in entry_format.fields if f not in (name_field, rank_field) and not f.long
             and (every_field or _filled(entry_format.value(entry, f)))]
    long = [f for f in entry_format.fields if f.long]
    name = entry_format.value(entry, name_field) if name_field is not None else None
    rank = entry_format.value(entry, rank_field) if rank_field is not None else None
    columns = max(len(short), 1)
    rank_cell = (f'<td align="right" valign="middle"><span style="font-size:{SMALL_PT}pt; color:{MUTED}">{e(w.rank.upper())}</span> '
                 f'<span style="font-size:10.5pt; font-weight:bold">{_text(rank)}</span></td>'
                 if rank_field is not None else "")
    rows = [f'<tr bgcolor="{BAND}"><td colspan="{columns}"><table width="100%" cellspacing="0" cellpadding="0"><tr>'
            f'<td valign="middle"><span style="font-size:10.5pt; font-weight:bold">'
            f'{e(name) if _filled(name) else e(w.unnamed)}</span></td>{rank_cell}</tr></table></td></tr>']
    if short:
        width = f"{100 / len(short):.2f}%"
        rows.append("<tr>" + "".join(
            f'<td valign="top" width="{width}"><span style="font-size:{SMALL_PT}pt; color:{MUTED}">{e(field_title(f, w.language))}</span>'
            f"<br/>{_text(_shown(entry_format, entry, f, w, ruleset))}</td>" for f in short) + "</tr>")
    for f in long:
        value = entry_format.value(entry, f)
        if _filled(value):
            text = paragraphs(value) if isinstance(value, str) else e(value)
            rows.append(f'<tr><td colspan="{columns}"><span style="font-size:{SMALL_PT}pt; color:{MUTED}">'
                        f"{e(field_title(f, w.language))}</span><br/>{text}</td></tr>")
    extras = _extras(entry, entry_format, ruleset, w.language)
    if extras:
        rows.append(f'<tr><td colspan="{columns}"><span style="font-size:{SMALL_PT}pt">{extras}</span></td></tr>')
    return _boxed("".join(rows))


def _shown(entry_format: SkillFormat, entry: dict[str, Any], field: SkillField, w: SheetWords, ruleset) -> Any:
    """A short field's value as printed: an offered value (a roll-dice kind) in the document's words."""
    value = entry_format.value(entry, field)
    return choice_term(ruleset, field.key, value, w) if field.choices else value


def _name_field(entry_format: SkillFormat) -> SkillField | None:
    return entry_format.field("name") or (entry_format.fields[0] if entry_format.fields else None)


def _extras(entry: dict[str, Any], entry_format: SkillFormat, ruleset=None, language: str = "en") -> str:
    """The entry's keys outside the format: true flags as tags, other values as ``label: value`` in words
    (:func:`gmdesk.sheets.entrywords.extra_words`)."""
    tags, fields = [], []
    for key in entry_format.extra_keys(entry):
        value = entry[key]
        if value is True:
            tags.append(f"[{e(flag_word(key, language))}]")
        elif _filled(value) and value is not False:
            label, text = extra_words(ruleset, key, value, language)
            fields.append(f"{e(label)}: {e(text)}")
    return " ".join(tags) + (" · " if tags and fields else "") + " · ".join(fields)


def _gm_notes(ch: Character, w: SheetWords) -> str:
    return (f'<table width="100%" cellspacing="0" cellpadding="8" border="2" '
            f'style="border-color:{INK}; border-style:solid; border-collapse:collapse" bgcolor="{GM_BOX}">'
            f'<tr><td><b>{e(w.gm_only)}</b> — <i>{e(w.gm_only_note)}</i>'
            f'<br/>{paragraphs(ch.gm_notes)}</td></tr></table>')


# -- helpers -------------------------------------------------------------------------------------------
def _heading(text: str) -> str:
    return f'<p style="margin-top:0; margin-bottom:3px; font-size:11pt; font-weight:bold">{e(text.upper())}</p>'


def _rule() -> str:
    """A thin black rule under the name: one row of one-point text in a black table."""
    return (f'<table width="100%" cellspacing="0" cellpadding="0" bgcolor="{INK}">'
            '<tr><td style="font-size:1pt">&nbsp;</td></tr></table>')


def _boxed(rows: str) -> str:
    return (f'<table width="100%" cellspacing="0" cellpadding="3" border="1" '
            f'style="border-color:{RULE}; border-style:solid; border-collapse:collapse">{rows}</table>')


def _filled(value: Any) -> bool:
    return value not in (None, "", [], {})


def _text(value: Any) -> str:
    return e(value) if _filled(value) else "—"
