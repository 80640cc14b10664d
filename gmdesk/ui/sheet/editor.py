"""One character's sheet as an editor, laid out by the war's ruleset.

Identity, stats (rank pickers with the ruleset's subranks), Health and Mana with maxima and regeneration,
the ruleset's points, the values the rules derive from the sheet, skills, statuses, items, notes and the
GM's notes. Every change is one :class:`~gmdesk.model.sheetedits.SetSheetValue` (or an entry edit) made
through the document, so it is undoable and saved with the war; the editor then redraws from the war, and
the problems the rules find (``gmdesk validate``'s checks) are shown at the fields they concern.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QFormLayout, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QScrollArea, QSplitter, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
                               QWidget)

from gmdesk.model.character import Character
from gmdesk.model.mapedits import Touched
from gmdesk.model.sheetedits import SetSheetValue, path_text
from gmdesk.model.war import War
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.scores import fmt
from gmdesk.rulesets.sheetformat import ITEM_FORMAT, STATUS_FORMAT
from gmdesk.sheets.follow import sheet_edit
from gmdesk.sheets.html import pool_name
from gmdesk.sheets.names import said, stat_name, table_name
from gmdesk.sheets.problem_words import problem_field_words
from gmdesk.sheets.problems import SheetProblem, sheet_notices, sheet_problems
from gmdesk.sheets.words import sheet_term, sheet_words
from gmdesk.ui.document import WarDocument
from gmdesk.ui.i18n import N, language_in_use, say, tr
from gmdesk.ui.sheet import tab_order
from gmdesk.ui.sheet.fields import (CheckField, ChoiceField, CountField, NotesField, NumberField, RankPicker,
                                    TextField)
from gmdesk.ui.sheet.skills import SkillsEditor

#: The editor's tabs, in order; a problem's field says which one shows it.
TAB_SHEET, TAB_SKILLS, TAB_STATUSES, TAB_ITEMS, TAB_NOTES = range(5)
_LIST_TABS = {"skills": TAB_SKILLS, "statuses": TAB_STATUSES, "items": TAB_ITEMS}
_NOTES_FIELDS = ("notes", "gm_notes")
_POOL_KEYS = ("health", "mana")
#: Words shown through ``tr("SheetEditor", word)`` (a ruleset's term still comes first: roll-dice's 体力).
_WORDS = (N("SheetEditor", "Health"), N("SheetEditor", "Mana"), N("SheetEditor", "servant"), N("SheetEditor", "master"),
          N("SheetEditor", "familiar"))
WARNING_COLOR = "#c0392b"


class SheetEditor(QWidget):
    """The sheet of one character (``set_character``), redrawn whenever an edit touches it."""

    #: The problems shown changed (how many there are now).
    problems_changed = Signal(int)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.character_id: str | None = None
        self.fields: dict[str, Any] = {}
        self.problems: list[SheetProblem] = []
        self._notices: list[SheetProblem] = []
        self.tabs = QTabWidget()
        self.tabs.setObjectName("sheetTabs")
        self.tabs.setDocumentMode(True)
        self.form_host = QScrollArea()
        self.form_host.setWidgetResizable(True)
        self.form_host.setFrameShape(QFrame.Shape.NoFrame)
        self.form_host.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.skills = SkillsEditor(document)
        self.statuses = SkillsEditor(document, list_name="statuses", skill_format=STATUS_FORMAT)
        self.items = SkillsEditor(document, list_name="items", skill_format=ITEM_FORMAT)
        self.notes = NotesField(("notes",), help_text=tr("SheetEditor", "what the character's player may read"))
        self.gm_notes = NotesField(("gm_notes",), help_text=tr("SheetEditor", "for the GM only: never printed in a player copy, "
                                                           "never in anything made for a player"))
        self.tabs.addTab(self.form_host, tr("SheetEditor", "Sheet"))
        self.tabs.addTab(self.skills, tr("SheetEditor", "Skills"))
        self.tabs.addTab(self.statuses, tr("SheetEditor", "Statuses"))
        self.tabs.addTab(self.items, tr("SheetEditor", "Items"))
        self.tabs.addTab(self._notes_page(), tr("SheetEditor", "Notes"))
        self.problem_list = QListWidget()
        self.problem_list.setObjectName("sheetProblems")
        self.problem_list.setToolTip(tr("SheetEditor",
                                        "Problems the rules find in this sheet; click one to go to its field"))
        self.problem_list.itemActivated.connect(self._go_to_problem)
        self.problem_list.itemClicked.connect(self._go_to_problem)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.tabs)
        splitter.addWidget(self.problem_list)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([800, 70])
        self.problem_list.setMinimumHeight(40)
        self.problem_list.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        for field in (self.notes, self.gm_notes):
            field.committed.connect(self._commit)
            self.fields[path_text(field.path)] = field
        self._replacing = False
        self._fit_timer = QTimer(self, singleShot=True, interval=0)
        self._fit_timer.timeout.connect(self._fit_derived_rows)
        document.changed.connect(self._document_changed)
        self.set_character(None)

    # -- what is shown ---------------------------------------------------------------------------------
    def set_character(self, cid: str | None) -> None:
        """Show ``cid``'s sheet (None: nobody); the form is laid out for its kind and the war's ruleset."""
        self._commit_fields()
        self.character_id = cid if cid in self.document.war.characters else None
        for editor in (self.skills, self.statuses, self.items):
            editor.set_character(self.character_id)
        self._build_form()
        self.refresh()

    def refresh(self) -> None:
        """Load every field from the war and show the problems and the derived values again."""
        ch = self.document.war.characters.get(self.character_id) if self.character_id else None
        enabled = ch is not None
        for i in range(self.tabs.count()):
            self.tabs.setTabEnabled(i, enabled or i == TAB_SHEET)
        if ch is None:
            self._show_problems([])
            return
        data = ch.to_dict()
        team = self.fields.get("team")
        if isinstance(team, ChoiceField):  # teams are made and renamed in Characters > Teams…
            team.set_choices(team_choices(self.document.war))
        for key, field in self.fields.items():
            field.load(_value_at(data, field.path))
            field.setEnabled(not self.document.readonly)
        for widget in self.point_adder:
            widget.setEnabled(not self.document.readonly)
        self._load_derived(ch)
        self._load_contracts(ch)
        self._show_problems(sheet_problems(self.document.war, self.document.ruleset, ch.id),
                            sheet_notices(self.document.war, self.document.ruleset, ch.id))

    def field(self, path: str) -> Any:
        """The field editing ``path`` (``"stats.STR"``), for tests and for going to a problem."""
        return self.fields.get(path)

    # -- the form ----------------------------------------------------------------------------------------
    def _build_form(self) -> None:
        keep = {path_text(f.path): f for f in (self.notes, self.gm_notes)}
        self.fields = dict(keep)
        self.contracts_label: QLabel | None = None
        self.derived_box: QGroupBox | None = None
        self.derived_table: QTableWidget | None = None
        self.point_adder: list[QWidget] = []
        self.table_labels: dict[str, QLabel] = {}
        page = QWidget()
        page.setObjectName("sheetForm")
        layout = QVBoxLayout(page)
        ch = self.document.war.characters.get(self.character_id) if self.character_id else None
        if ch is None:
            hint = QLabel(tr("SheetEditor",
                             "Select a character in the cast (or click a token on the map) to edit their sheet."))
            hint.setWordWrap(True)
            hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(hint)
            layout.addStretch(1)
            self._show_page(page)
            self._built_for = None
            return
        ruleset = self.document.ruleset
        layout.addWidget(self._identity_group(ch, ruleset))
        layout.addWidget(self._stats_group(ch, ruleset))
        layout.addWidget(self._pools_group(ch, ruleset))
        layout.addWidget(self._points_group(ch, ruleset))
        layout.addWidget(self._derived_group())
        layout.addStretch(1)
        self._show_page(page)
        self._built_for = _layout_key(ch)

    def _show_page(self, page: QWidget) -> None:
        """Put the new form in place; the old one goes once control is back in the event loop, since the
        list whose pick laid the form out again (the kind) is still inside its signal."""
        self._replacing = True  # the old form's fields, losing the focus as it goes, report nothing
        try:
            old = self.form_host.takeWidget()
            self.form_host.setWidget(page)
            tab_order.after(self.tabs.tabBar(), page)  # Tab goes from the tabs to the fields, in the form's order
        finally:
            self._replacing = False
        if old is not None:
            old.deleteLater()

    def _bind(self, field: Any) -> Any:
        field.committed.connect(self._commit)
        field.typo_listener = self._typos_changed
        self.fields[path_text(field.path)] = field
        return field

    def _typos_changed(self) -> None:
        self._show_problems(self.problems, self._notices)

    def _identity_group(self, ch: Character, ruleset: Ruleset) -> QGroupBox:
        box = QGroupBox(tr("SheetEditor", "Identity"))
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # long labels (筋力 STR…) go over their field
        war = self.document.war
        form.addRow(tr("SheetEditor", "Name"), self._bind(TextField(("name",), optional=False)))
        words = sheet_words(language_in_use())

        def term(key: str, word: str) -> str:  # "真名" alone in Japanese, "真名 True name" in English
            return sheet_term(ruleset, key, word, words)
        form.addRow(term("sheet.true_name", tr("SheetEditor", "True name")),
                    self._bind(TextField(("true_name",), help_text=tr("SheetEditor", "the Servant's true identity"))))
        kinds = [(k, term(f"kind.{k}", k.capitalize())) for k in ruleset.kinds]
        form.addRow(tr("SheetEditor", "Kind"), self._bind(ChoiceField(("kind",), kinds)))
        if ch.kind in ("servant", "familiar", "troop") or ch.class_name:
            classes = [(None, "—")] + [(c, term(f"class.{c}", c)) for c in ruleset.classes]
            form.addRow(term("sheet.class", tr("SheetEditor", "Class")), self._bind(ChoiceField(
                ("class",), classes, editable=True, help_text=tr("SheetEditor", "the ruleset's classes, or one of your own"))))
        glosses = getattr(ruleset, "alignment_glosses", {}) if language_in_use() == "en" else {}
        alignments = [(None, "—")] + [(a, f"{a} {glosses[a]}" if a in glosses else a) for a in ruleset.alignments]
        form.addRow(term("sheet.alignment", tr("SheetEditor", "Alignment")), self._bind(ChoiceField(("alignment",), alignments,
                                                                                 editable=True)))
        teams = team_choices(war)
        form.addRow(tr("SheetEditor", "Team"), self._bind(ChoiceField(("team",), teams)))
        if ch.kind != "master" or ch.master:  # a Servant turned Master shows the contract it still keeps
            masters = [(None, tr("SheetEditor", "— (Masterless)"))] + [(c.id, c.name) for c in war.characters.values()
                                                     if c.kind == "master" and c.id != ch.id]
            form.addRow(term("sheet.master", tr("SheetEditor", "Master (contract)")), self._bind(ChoiceField(
                ("master",), masters, help_text=tr("SheetEditor", "the Master this character is contracted with"))))
        if ch.kind == "master":
            self.contracts_label = QLabel()
            self.contracts_label.setObjectName("contracts")
            self.contracts_label.setWordWrap(True)
            form.addRow(tr("SheetEditor", "Contracts"), self.contracts_label)
            form.addRow(term("sheet.command_spells", tr("SheetEditor", "Command Spells")), self._bind(CountField(
                ("command_spells",), maximum=20, help_text=tr("SheetEditor", "Command Spells left"))))
        state = QWidget()
        row = QHBoxLayout(state)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self._bind(CheckField(("alive",), tr("SheetEditor", "Alive"), default=True)))
        if ch.kind == "servant" or ch.spirit_form:
            row.addWidget(self._bind(CheckField(("spirit_form",), tr("SheetEditor", "In spirit form"))))
        row.addStretch(1)
        form.addRow(tr("SheetEditor", "State"), state)
        return box

    def _stats_group(self, ch: Character, ruleset: Ruleset) -> QGroupBox:
        box = QGroupBox(sheet_term(ruleset, "sheet.stats", tr("SheetEditor", "Stats"), sheet_words(language_in_use())))
        grid = QGridLayout(box)
        grid.setVerticalSpacing(2)
        specs = list(ruleset.stats)
        known = {s.key for s in specs}
        # two grid rows a stat: the picker, then what the rules' tables read at that rank (under it, as
        # wide as the form: beside the picker a dock's width leaves it no room)
        for n, spec in enumerate(specs):
            row = 2 * n
            key = QLabel(f"<b>{html.escape(say(ruleset.term(f'stat.{spec.key}', spec.key)))}</b>")  # 筋力 in Japanese
            key.setObjectName(f"statKey:{spec.key}")
            key.setToolTip(f"{spec.key} {spec.name}: {spec.description} ({spec.rule})")
            grid.addWidget(key, row, 0)
            name = QLabel(stat_name(ruleset, spec.key, spec.name, language_in_use()))
            name.setWordWrap(True)
            grid.addWidget(name, row, 1)
            picker = self._bind(RankPicker(("stats", spec.key), spec.policy,
                                           help_text=f"{spec.policy.describe()} ({spec.rule})"))
            grid.addWidget(picker, row, 2)
            reading = QLabel()
            reading.setObjectName(f"reading:{spec.key}")
            reading.setStyleSheet("color: palette(mid);")
            reading.setWordWrap(True)
            reading.hide()
            self.table_labels[spec.key] = reading
            grid.addWidget(reading, row + 1, 1, 1, 2)
        for offset, stat in enumerate(k for k in ch.stats if k not in known):
            row = 2 * len(specs) + offset
            grid.addWidget(QLabel(f"<b>{stat}</b>"), row, 0)
            grid.addWidget(QLabel(tr("SheetEditor", "not a {0} stat").format(ruleset.id)), row, 1)
            grid.addWidget(self._bind(TextField(("stats", stat))), row, 2)
        grid.setColumnStretch(1, 1)
        return box

    def _pools_group(self, ch: Character, ruleset: Ruleset) -> QGroupBox:
        box = QGroupBox(tr("SheetEditor", "Health and Mana"))
        grid = QGridLayout(box)
        for col, title in enumerate(("", tr("SheetEditor", "Now"), tr("SheetEditor", "Maximum"),
                                     tr("SheetEditor", "Regeneration"), "")):
            grid.addWidget(QLabel(f"<i>{title}</i>"), 0, col)
        names = {p.key: p.name for p in ruleset.pools}
        caps = []
        for row, pool in enumerate(_POOL_KEYS, start=1):
            name = say(ruleset.term(f"pool.{pool}", tr("SheetEditor", names.get(pool, pool.capitalize()))))  # Health, Mana
            grid.addWidget(QLabel(name), row, 0)
            grid.addWidget(self._bind(NumberField((pool,))), row, 1)
            grid.addWidget(self._bind(NumberField((f"{pool}_max",))), row, 2)
            grid.addWidget(self._bind(NumberField((f"{pool}_regen",),
                                                  help_text=tr("SheetEditor", "regenerated each turn"))), row, 3)
            cap = ruleset.pool_maximum(pool, ch.kind)
            if cap is not None:
                caps.append(tr("SheetEditor", "{0} at {1}").format(name, fmt(cap)))
        if caps:  # under the numbers, wrapped: beside them it would make the form wider than the dock
            note = QLabel(tr("SheetEditor", "{0} caps a {1}'s {2}").format(
                ruleset.id, tr("SheetEditor", ch.kind),
                tr("SheetEditor", " and ").join(caps)))
            note.setObjectName("poolCaps")
            note.setStyleSheet("color: palette(mid);")
            note.setWordWrap(True)
            grid.addWidget(note, len(_POOL_KEYS) + 1, 0, 1, 5)
        grid.setColumnStretch(4, 1)
        return box

    def _points_group(self, ch: Character, ruleset: Ruleset) -> QGroupBox:
        box = QGroupBox(tr("SheetEditor", "Points"))
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        # a point the ruleset caps at 0 for this kind (ap-sp: a Servant holds no CP) is shown only if kept
        keys = [p.key for p in ruleset.pools if p.key not in _POOL_KEYS
                and (p.maximum.get(ch.kind, None) != 0 or p.key in ch.points)]
        keys += [k for k in ch.points if k not in keys]
        specs = {p.key: p for p in ruleset.pools}
        for key in keys:
            spec = specs.get(key)
            label = pool_name(ruleset, key, sheet_words(language_in_use()))
            help_text = f"{spec.description} ({spec.rule})" if spec is not None else tr("SheetEditor",
                                                                                        "a point this sheet keeps")
            form.addRow(label, self._bind(NumberField(("points", key), help_text=help_text)))
        adder = QWidget()
        row = QHBoxLayout(adder)
        row.setContentsMargins(0, 0, 0, 0)
        self.new_point = QLineEdit()
        self.new_point.setObjectName("newPointName")
        self.new_point.setPlaceholderText(tr("SheetEditor", "another point's name (e.g. rank_level)"))
        add = QPushButton(tr("SheetEditor", "Add"))
        add.setObjectName("addPoint")
        add.clicked.connect(self._add_point)
        self.new_point.returnPressed.connect(self._add_point)
        row.addWidget(self.new_point, 1)
        row.addWidget(add)
        self.point_adder = [self.new_point, add]
        form.addRow("", adder)
        return box

    def _derived_group(self) -> QGroupBox:
        box = QGroupBox(tr("SheetEditor", "Derived from the sheet"))
        self.derived_box = box
        box.setToolTip(tr("SheetEditor",
                          "What the rules compute from this sheet, with the arithmetic (hover for the rule)"))
        layout = QVBoxLayout(box)
        self.derived_table = QTableWidget(0, 3)
        self.derived_table.setObjectName("derivedValues")
        self.derived_table.setHorizontalHeaderLabels([tr("SheetEditor", "Value"), "", tr("SheetEditor", "How")])
        self.derived_table.verticalHeader().hide()
        self.derived_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.derived_table.setTabKeyNavigation(False)  # Tab leaves it: it is read, not filled in cell by cell
        self.derived_table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.derived_table.setWordWrap(True)
        self.derived_table.setTextElideMode(Qt.TextElideMode.ElideNone)
        # after the header has settled: fitted while it resizes, rows keep the height of the width before
        self.derived_table.horizontalHeader().sectionResized.connect(lambda *_: self._fit_timer.start())
        layout.addWidget(self.derived_table)
        return box

    def _notes_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(QLabel(tr("SheetEditor", "<b>Notes</b> — on the player's copy too")))
        layout.addWidget(self.notes, 1)
        gm = QLabel(tr("SheetEditor", "<b>GM notes</b> — for the GM only: never on a player's copy"))
        gm.setStyleSheet("background: #fff4d1; color: #4a3800; padding: 4px; border: 1px solid #d4a017;")
        layout.addWidget(gm)
        self.gm_notes.setStyleSheet("background: #fffaf0; color: #2b2200;")
        layout.addWidget(self.gm_notes, 1)
        return page

    # -- loading parts -----------------------------------------------------------------------------------
    def _load_derived(self, ch: Character) -> None:
        if self.derived_table is None or self.derived_box is None:  # built together, for a sheet shown
            return
        ruleset = self.document.ruleset
        derived = ruleset.derived_values(ch, self.document.war)
        readings: dict[str, list[str]] = {}
        how: dict[str, list[str]] = {}
        shown = [d for d in derived if not d.key.startswith("table.")]
        for d in derived:
            if d.key.startswith("table."):
                stat = d.key.rsplit(".", 1)[-1]
                table = d.key[len("table."):-len(stat) - 1]
                name = (tr("SheetEditor", "{0} value").format(stat) if table == stat  # a stat's own table
                        else table_name(ruleset, table, language_in_use()))
                readings.setdefault(stat, []).append(f"{name} {fmt(d.value)}")  # labelled: never a bare number
                how.setdefault(stat, []).append(f"{name}: {say(d.explain)}" + (f" ({d.rule})" if d.rule else ""))
        for key, label in self.table_labels.items():
            label.setText(" · ".join(readings.get(key, [])))
            label.setToolTip("\n".join(how.get(key, [])))
            label.setVisible(bool(readings.get(key)))
        self.derived_box.setVisible(bool(shown))  # the readings beside the stats may be all there is
        table = self.derived_table
        table.setRowCount(len(shown))
        for row, d in enumerate(shown):
            value = fmt(d.value) if isinstance(d.value, (int, float)) else str(d.value)
            explain = say(d.explain)
            cells = [QTableWidgetItem(said(d.label, language_in_use())), QTableWidgetItem(value),
                     QTableWidgetItem(explain)]
            tip = explain + (f"\n{d.rule}" if d.rule else "") + (f"\n⚠ {say(d.warning)}" if d.warning else "")
            for col, item in enumerate(cells):
                item.setToolTip(tip)
                if d.warning:
                    item.setForeground(QColor(WARNING_COLOR))
                table.setItem(row, col, item)
        table.resizeColumnToContents(0)
        table.resizeColumnToContents(1)
        self._fit_derived_rows()

    def _fit_derived_rows(self) -> None:
        """Rows as tall as their wrapped arithmetic, the table as tall as its rows (the form scrolls)."""
        table = self.derived_table
        if table is None:
            return
        table.resizeRowsToContents()
        height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + 6
        table.setFixedHeight(min(max(height, 40), 600))

    def _load_contracts(self, ch: Character) -> None:
        if self.contracts_label is None:
            return
        servants = self.document.war.servants_of(ch.id)
        self.contracts_label.setText(", ".join(s.name for s in servants) if servants else tr("SheetEditor", "none"))

    # -- problems ----------------------------------------------------------------------------------------
    def _show_problems(self, problems: list[SheetProblem], notices: Sequence[SheetProblem] = ()) -> None:
        """The problems (counted), then the notices: what the rules compute otherwise, not an error."""
        self.problems, self._notices = problems, list(notices)
        by_field: dict[str, list[str]] = {}
        for p in problems:
            by_field.setdefault(p.field, []).append(say(p.message))
        for key, field in self.fields.items():
            field.set_problems(by_field.get(key, []))
        self.problem_list.clear()
        sheet = self.document.war.characters.get(self.character_id) if self.character_id else None
        for key, field in self.fields.items():  # typing refused by the field itself: no rule saw it
            if field.typo:
                item = QListWidgetItem(f"⚠ {self._field_words(key, sheet)}: {field.typo}")
                item.setData(Qt.ItemDataRole.UserRole, key)
                item.setForeground(QColor(WARNING_COLOR))
                self.problem_list.addItem(item)
        for p in problems:
            item = QListWidgetItem(f"⚠ {self._field_and_value(p, sheet)}: {say(p.message)}")
            item.setData(Qt.ItemDataRole.UserRole, p.field)
            item.setToolTip(f"{p.field}: {say(p.message)}")
            item.setForeground(QColor(WARNING_COLOR))
            self.problem_list.addItem(item)
        if not problems and not self.problem_list.count():
            ok = QListWidgetItem(tr("SheetEditor",
                                    "No problems: the rules accept this sheet.") if self.character_id else "")
            ok.setFlags(Qt.ItemFlag.NoItemFlags)
            self.problem_list.addItem(ok)
        for n in notices:
            note = QListWidgetItem(tr("SheetEditor", "Note: {0}").format(say(n.message)))
            note.setFlags(Qt.ItemFlag.ItemIsEnabled)
            note.setToolTip(tr("SheetEditor", "What the rules compute differs from the sheet; not an error "
                                              "(the sheet's value is used)"))
            self.problem_list.addItem(note)
        self.problems_changed.emit(len(problems))

    def _field_words(self, field: str, sheet: Character | None) -> str:
        return problem_field_words(self.document.ruleset, field, sheet, language_in_use())

    def _field_and_value(self, problem: SheetProblem, sheet: Character | None) -> str:
        """The field as the sheet names it, and the value the rules refuse when it is short: ``ランクレベル = 8``."""
        words = self._field_words(problem.field, sheet)
        value = problem.value
        if isinstance(value, bool) or not isinstance(value, (str, int, float)) or not str(value).strip() \
                or len(str(value)) > 24:
            return words
        return tr("SheetEditor", "{0} = {1}").format(words, fmt(value) if isinstance(value, (int, float)) else value)

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        field = item.data(Qt.ItemDataRole.UserRole)
        if field is not None:
            self.go_to(field)

    def go_to(self, field: str) -> None:
        """Show the tab holding ``field`` and put the cursor there."""
        head = field.split(".", 1)[0].split("[", 1)[0]
        if head in _LIST_TABS:
            self.tabs.setCurrentIndex(_LIST_TABS[head])
            editor = {"skills": self.skills, "statuses": self.statuses, "items": self.items}[head]
            editor.go_to(field)
            return
        widget = self.fields.get(field) or self.fields.get(head)
        self.tabs.setCurrentIndex(TAB_NOTES if head in _NOTES_FIELDS else TAB_SHEET)
        if widget is not None:
            self.form_host.ensureWidgetVisible(widget)
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- editing -----------------------------------------------------------------------------------------
    def _commit(self, path: tuple, value: Any) -> None:
        if self.character_id is None or self._replacing:
            return
        edit = sheet_edit(self.document.war, self.document.ruleset, self.character_id, tuple(path), value)
        if not self.document.do(edit):  # with what follows it (a class's base sheet, HP and MP by formula)
            self.refresh()  # a refused value goes back to what the war holds

    def _add_point(self) -> None:
        name = self.new_point.text().strip()
        if not name or self.character_id is None:
            return
        ch = self.document.war.characters[self.character_id]
        if name in ch.points:
            self.go_to(f"points.{name}")
            return
        if self.document.do(SetSheetValue(self.character_id, ("points", name), 0)):
            self.new_point.clear()

    def commit_pending(self) -> None:
        """What the GM is still typing (a name, a number, the notes, a skill's description) becomes an edit
        now: File > Save, Close and Print come by a shortcut, which leaves the cursor where it was."""
        self._commit_fields()
        for editor in (self.skills, self.statuses, self.items):
            editor.commit_pending()

    def _commit_fields(self) -> None:
        """Keep what the GM typed in the form before the sheet changes under it. Each commit redraws the
        form (which keeps what is typed elsewhere) and may lay it out again, so fields are found anew."""
        for key in list(self.fields):
            if self.character_id is None or self.character_id not in self.document.war.characters:
                return
            field = self.fields.get(key)
            if field is not None:
                field.commit()

    def _document_changed(self, touched: Touched) -> None:
        if self.character_id is None:
            return
        if self.character_id not in self.document.war.characters:
            self.set_character(None)
            return
        if touched.whole_map or touched.characters:
            ch = self.document.war.characters[self.character_id]
            if self._built_for != _layout_key(ch):
                self._build_form()
            self.refresh()


def _layout_key(ch: Character) -> tuple:
    """What the form's layout depends on: the kind (Masters have Command Spells, Servants a Master), which
    points the sheet keeps, and a contract or spirit form kept by a kind that does not have them."""
    return (ch.kind, tuple(ch.points), ch.kind == "master" and bool(ch.master),
            ch.kind != "servant" and bool(ch.spirit_form))


def _value_at(data: dict, path: tuple) -> Any:
    node: Any = data
    for step in path:
        if isinstance(node, dict):
            node = node.get(step)
        else:
            return None
    return node


def team_choices(war: War) -> list[tuple[str | None, str]]:
    """The sheet's team list: no team, then the war's teams by name."""
    return [(None, tr("SheetEditor", "No team"))] + [(t.id, t.name) for t in war.teams]
