"""The cast: every character, grouped by team, with where they stand and how hurt they are.

The list is rebuilt from ``document.war`` (it never owns the truth) when an edit touches characters
or the map; filtering only hides rows, so typing in the filter box never rebuilds anything.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSize, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QMainWindow, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView, QVBoxLayout,
                               QWidget)

from gmdesk.model.character import Character
from gmdesk.model.mapedits import Touched
from gmdesk.rulesets.base import Ruleset
from gmdesk.rulesets.scores import fmt
from gmdesk.ui.docks.bars import BAR_ROLE, Bar, BarDelegate
from gmdesk.ui.colors import team_color
from gmdesk.ui.docks.common import DEAD_COLOR, badge_icon, swatch_icon
from gmdesk.ui.i18n import N, language_in_use, say, tr
from gmdesk.ui.labels import class_label, kind_letter, location_name, pool_maximum, team_name
from gmdesk.ui.document import WarDocument

#: The character id on a character row's first cell (None on a team row).
CID_ROLE = Qt.ItemDataRole.UserRole + 1
#: The lower-case text the filter box matches (name, class, team, location).
FILTER_ROLE = Qt.ItemDataRole.UserRole + 2
#: True on a dead character's first cell.
DEAD_ROLE = Qt.ItemDataRole.UserRole + 3

COLUMNS = (N("Cast", "Name"), N("Cast", "Where"), N("Cast", "Health"), N("Cast", "Mana"))
NAME, WHERE, HEALTH, MANA = range(len(COLUMNS))


#: The least number of characters a cut place or name keeps (before its "…"), when it has as many.
LEAST_PLACE_CHARS = 8
LEAST_NAME_CHARS = 10
#: Below the widths that tell every name and place apart, a cut word still keeps about this many letters; only
#: a dock too narrow for that as well scrolls sideways (the bars never leave the view before).
FLOOR_CHARS = 4


class CastView(QTreeView):
    """The cast's tree: names, places and bars as wide as their words when the dock has the room
    (:meth:`wanted_width`, which the window's first layout gives it from 1500 pixels wide). In a narrower
    dock the bars stay whole and the places give way first, then the names, each only down to the width
    that still tells it apart from every other place of the map or name of the cast
    (:meth:`told_apart_width`: "Old Gas…" and "Old Vel…", never "Old …"; the whole in their tooltips).
    A dock the GM makes narrower still keeps the bars in view and cuts the words further (:data:`FLOOR_CHARS`);
    only a dock too narrow even for that scrolls sideways. A dock wider than its words gives the spare room
    to the names, so the bars end at its right edge."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        #: Per column, every text a cut cell must stay distinguishable from (set by the dock).
        self.peers: dict[int, list[str]] = {}

    def wanted_width(self) -> int:
        return sum(self._wanted().values()) + self._chrome()

    def least_width(self) -> int:
        """The narrowest width that shows the bars whole and tells every name and place apart."""
        wanted = self._wanted()
        least = {NAME: self.told_apart_width(NAME), WHERE: self.told_apart_width(WHERE)}
        return sum(min(width, least.get(c, width)) for c, width in wanted.items()) + self._chrome()

    def _chrome(self) -> int:
        return self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def fit_columns(self) -> None:
        wanted = self._wanted()
        name, where = wanted.get(NAME, 0), wanted.get(WHERE, 0)
        left = self.viewport().width() - sum(width for c, width in wanted.items() if c not in (NAME, WHERE))
        if left > name + where:  # room to spare: the names take it (no blank strip right of the bars)
            name = left - where
        elif left < name + where:  # too narrow for every word: places give way, then names
            where = max(min(where, self.told_apart_width(WHERE)), left - name)
            name = max(min(name, self.told_apart_width(NAME)), left - where)
            # narrower than telling them apart (a dock the GM made narrow): the bars stay in view and the words
            # are cut further, places first, down to a few letters (the whole in the tooltips)
            over = name + where - left
            for column in (WHERE, NAME):
                floor = FLOOR_CHARS * self.fontMetrics().averageCharWidth() + (40 if column == NAME else 20)
                width = where if column == WHERE else name
                give = max(0, min(over, width - floor))
                over -= give
                if column == WHERE:
                    where -= give
                else:
                    name -= give
        wanted.update({c: width for c, width in ((NAME, name), (WHERE, where)) if c in wanted})
        header = self.header()
        for column, width in wanted.items():
            header.resizeSection(column, width)

    # -- what a cell shows -------------------------------------------------------------------------------
    def shown_text(self, index: QModelIndex) -> str:
        """The cell's text as painted: cut to its width with "…" when it is too long."""
        text = str(index.data() or "")
        return self.fontMetrics().elidedText(text, self.textElideMode(), self._text_room(index))

    def _text_room(self, index: QModelIndex, width: int | None = None) -> int:
        """The pixels the cell's words get (the delegate's text rectangle less its margins) when the cell
        is as wide as now, or ``width`` pixels wide."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.visualRect(index)
        if width is not None:
            option.rect.setWidth(width)
        delegate = self.itemDelegateForIndex(index)
        if isinstance(delegate, QStyledItemDelegate):
            delegate.initStyleOption(option, index)
        style = self.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, self)
        return rect.width() - 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)

    def _overhead(self, index: QModelIndex) -> int:
        """What a section of the column needs beside its words: indentation, badge, margins."""
        wide = 1000
        return self.header().sectionSize(index.column()) - self.visualRect(index).width() + wide - self._text_room(
            index, wide)

    def told_apart_width(self, column: int) -> int:
        """The least section width of ``column`` at which every cut text of :attr:`peers` still differs
        from every other and keeps :data:`LEAST_PLACE_CHARS` (places) or :data:`LEAST_NAME_CHARS` (names)
        characters; 0 with no character row to measure."""
        index = self._first_character_index(column)
        texts = sorted(set(self.peers.get(column, [])))
        if not index.isValid() or not texts:
            return 0
        metrics = self.fontMetrics()
        least = LEAST_PLACE_CHARS if column == WHERE else LEAST_NAME_CHARS
        mode = self.textElideMode()
        overhead = self._overhead(index)

        def apart(room: int) -> bool:
            cut = [metrics.elidedText(t, mode, room) for t in texts]
            return len(set(cut)) == len(cut) and all(
                c == t or len(c.rstrip("…")) >= min(least, len(t)) for c, t in zip(cut, texts))

        low, high = 0, max(metrics.horizontalAdvance(t) for t in texts) + 1
        while low < high:  # the least room that tells them apart (more room never mixes them up again)
            middle = (low + high) // 2
            low, high = (low, middle) if apart(middle) else (middle + 1, high)
        return low + overhead

    def _first_character_index(self, column: int) -> QModelIndex:
        model = self.model()
        for group in range(model.rowCount()):
            parent = model.index(group, 0)
            if model.rowCount(parent):
                return model.index(0, column, parent)
        return QModelIndex()

    def _wanted(self) -> dict[int, int]:
        header = self.header()
        return {c: max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
                for c in range(header.count()) if not header.isSectionHidden(c)}

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_columns()


class CastDock(QDockWidget):
    """Who is in the war, by team: pick one to show it on the map and its sheet."""

    #: The GM selected a character (its id).
    character_selected = Signal(str)
    #: The GM double-clicked a character (its id): open its sheet or centre the map on it.
    character_activated = Signal(str)

    def __init__(self, document: WarDocument, parent: QWidget | None = None):
        super().__init__(tr("Cast", "Cast"), parent)
        self.setObjectName("CastDock")
        self.document = document
        self._quiet = False
        self._shown_places: dict[str, str] = {}
        self._counted = len(document.war.characters)  # characters when the list was last filled

        self.filter_edit = QLineEdit(placeholderText=tr("Cast", "Filter by name, class, team or place"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.apply_filter)
        self.show_dead = QCheckBox(tr("Cast", "Show the dead"))
        self.show_dead.toggled.connect(self.apply_filter)

        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels([tr("Cast", c) for c in COLUMNS])
        self.view = CastView()
        self.view.setModel(self.model)
        self.view.setObjectName("castView")
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setRootIsDecorated(False)
        self.view.setItemsExpandable(False)  # teams stay open: the filter is how the list gets shorter
        self.view.setExpandsOnDoubleClick(False)
        self.view.setIndentation(10)
        self.view.setAllColumnsShowFocus(True)
        bars = BarDelegate(self.view)
        self.view.setItemDelegateForColumn(HEALTH, bars)
        self.view.setItemDelegateForColumn(MANA, bars)
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # widths from CastView.fit_columns
        self._row_height = self.view.fontMetrics().height() + 10
        for column in (HEALTH, MANA):
            self.model.setHeaderData(column, Qt.Orientation.Horizontal, Qt.AlignmentFlag.AlignCenter,
                                     Qt.ItemDataRole.TextAlignmentRole)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        self.view.doubleClicked.connect(self._double_clicked)

        self.empty_hint = QLabel(tr("Cast", "No characters yet: Characters \u25b8 Teams\u2026 (Ctrl+Shift+T) makes the "
                                    "teams, Characters \u25b8 New Character\u2026 (Ctrl+Shift+N) their Masters, "
                                    "Servants and familiars."))
        self.empty_hint.setObjectName("castEmptyHint")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setStyleSheet("color: palette(placeholder-text); padding: 6px;")
        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addWidget(self.filter_edit, 1)
        controls.addWidget(self.show_dead)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(controls)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.view)
        self.setWidget(body)

        document.changed.connect(self._document_changed)
        self.refresh()

    # -- public --------------------------------------------------------------------------------------
    def wanted_width(self) -> int:
        """The dock's width that shows every name and place whole beside the bars (the window's first
        layout gives it that much when it has the room)."""
        return self.view.wanted_width() + self._margins()

    def least_width(self) -> int:
        """The dock's narrowest width that shows the bars whole and tells every name and place apart."""
        return self.view.least_width() + self._margins()

    def _margins(self) -> int:
        layout = self.widget().layout()
        return layout.contentsMargins().left() + layout.contentsMargins().right() if layout is not None else 0

    def _grow_for_new_names(self) -> None:
        """Characters were added: the dock widens, as far as the window's first layout would have given it, when it
        is now too narrow to tell their names and places apart (the layout was made for the war as it opened;
        QA first hour: "Kiritsu…"). It never narrows: a width the GM chose stays."""
        before, self._counted = self._counted, len(self.document.war.characters)
        window = self.parentWidget()
        if self._counted <= before or self.isFloating() or not self.isVisible() or not isinstance(window, QMainWindow):
            return
        from gmdesk.ui.dock_layout import cast_width

        target = cast_width(window.width(), self)
        if self.width() < target:
            window.resizeDocks([self], [target], Qt.Orientation.Horizontal)

    def refresh(self) -> None:
        """Rebuild the list from the war, keeping the selection and the filter."""
        current = self.selected_character()
        scroll = self.view.verticalScrollBar().value()
        self._quiet = True
        try:
            self.model.removeRows(0, self.model.rowCount())
            self._shown_places = {}
            self._fill()
            self.empty_hint.setVisible(not self.document.war.characters)
            self._grow_for_new_names()
            self.view.expandAll()
            self.view.fit_columns()
            self.apply_filter()
            if current is not None:
                self._select(current)
        finally:
            self._quiet = False
        self.view.verticalScrollBar().setValue(scroll)

    def selected_character(self) -> str | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return index.siblingAtColumn(NAME).data(CID_ROLE)

    @Slot(str)
    def select_character(self, cid: str) -> None:
        """Select ``cid`` from outside (the map, the sheet) without echoing :attr:`character_selected`.

        A character the filter or "show the dead" hides is made visible first.
        """
        item = self._item(cid)
        if item is None:
            return
        if self._hidden(item):
            if item.data(DEAD_ROLE) and not self.show_dead.isChecked():
                self.show_dead.setChecked(True)
            if self._hidden(item):
                self.filter_edit.clear()
        self._quiet = True
        try:
            self._select(cid)
        finally:
            self._quiet = False

    @Slot()
    def apply_filter(self) -> None:
        """Hide the rows that do not match the filter text (and the dead unless asked for)."""
        needle = self.filter_edit.text().strip().casefold()
        show_dead = self.show_dead.isChecked()
        root = QModelIndex()
        for row in range(self.model.rowCount()):
            group = self.model.item(row, NAME)
            group_text = group.data(FILTER_ROLE) or ""
            visible = 0
            for child_row in range(group.rowCount()):
                child = group.child(child_row, NAME)
                shown = (show_dead or not child.data(DEAD_ROLE)) and (
                    not needle or needle in child.data(FILTER_ROLE) or needle in group_text)
                self.view.setRowHidden(child_row, group.index(), not shown)
                visible += shown
            self.view.setRowHidden(row, root, visible == 0)

    def visible_characters(self) -> list[str]:
        """The ids of the rows the GM can see now, in list order (what the filter left)."""
        found = []
        for row in range(self.model.rowCount()):
            group = self.model.item(row, NAME)
            if self.view.isRowHidden(row, QModelIndex()):
                continue
            for child_row in range(group.rowCount()):
                if not self.view.isRowHidden(child_row, group.index()):
                    found.append(group.child(child_row, NAME).data(CID_ROLE))
        return found

    # -- building ------------------------------------------------------------------------------------
    def _fill(self) -> None:
        war = self.document.war
        # a cut place must differ from every place of the map (the GM reads it against the map), a name from the cast's
        self.view.peers = {WHERE: [location_name(war, lid) for lid in war.map.locations], NAME: []}
        ruleset = self.document.ruleset
        teams: dict[str | None, list[Character]] = {tid: [] for tid in war.team_ids()}
        teams[None] = []
        for ch in war.characters.values():
            teams.setdefault(ch.team, []).append(ch)
        for team_id, members in teams.items():
            if not members:
                continue
            group = self._group_row(team_id, members)
            for ch in members:
                group[NAME].appendRow(self._character_row(ch, ruleset))
            self.model.appendRow(group)
            self.view.setFirstColumnSpanned(self.model.rowCount() - 1, QModelIndex(), True)

    def _group_row(self, team_id: str | None, members: list[Character]) -> list[QStandardItem]:
        war = self.document.war
        name = team_name(war, team_id)
        alive = sum(1 for ch in members if ch.alive)
        item = QStandardItem(swatch_icon(team_color(war, team_id)), name)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setData(name.casefold() if team_id is not None else "", FILTER_ROLE)
        dead = len(members) - alive
        item.setToolTip(f"{name}: {alive} alive" + (f", {dead} dead" if dead else ""))
        item.setSelectable(False)
        item.setSizeHint(QSize(0, self._row_height))
        row = [item] + [QStandardItem() for _ in COLUMNS[1:]]
        tint = QColor(team_color(war, team_id))
        tint.setAlpha(34)
        for cell in row:
            cell.setSelectable(False)
            cell.setBackground(QBrush(tint))
        return row

    def _name_width(self, text: str) -> int:
        """A name cell's width: its badge, the words, and the cell's margins."""
        style = self.view.style()
        icon = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        return icon + 4 * margin + self.view.fontMetrics().horizontalAdvance(text)

    def _character_row(self, ch: Character, ruleset: Ruleset) -> list[QStandardItem]:
        war = self.document.war
        color = team_color(war, ch.team)
        label = class_label(ch)
        word = ruleset.term(f"class.{label}", label) if label else ""
        if say(word) != word:  # a Japanese window says the document's word alone: セイバー, not "セイバー · Saber"
            label = "" if say(word) == ch.name else say(word)
        text = ch.name + (f" · {label}" if label else "")
        if ch.spirit_form:
            text += tr("Cast", " — spirit form")
        icon = badge_icon(kind_letter(ch.kind), QColor(DEAD_COLOR) if not ch.alive else color,
                          hollow=ch.spirit_form or not ch.alive)
        name = QStandardItem(icon, text)
        self.view.peers.setdefault(NAME, []).append(text)
        name.setData(ch.id, CID_ROLE)
        name.setSizeHint(QSize(self._name_width(text), self._row_height))  # the column is as wide as this
        name.setData(not ch.alive, DEAD_ROLE)
        place = location_name(war, ch.location)
        if ch.location is not None:
            self._shown_places[ch.location] = place
        self.view.peers.setdefault(WHERE, []).append(place)
        name.setData(" ".join([ch.name, ch.class_name or "", team_name(war, ch.team) if ch.team else "",
                               place]).casefold(), FILTER_ROLE)
        name.setToolTip(self._tooltip(ch, place, ruleset))
        where = QStandardItem(place)
        where.setToolTip(place)
        health = self._bar_item(ch, "health", ruleset)
        mana = self._bar_item(ch, "mana", ruleset)
        row = [name, where, health, mana]
        if not ch.alive:
            grey = QBrush(QColor(DEAD_COLOR))
            for cell in row:
                cell.setForeground(grey)
        if ch.spirit_form:
            font = QFont(name.font())
            font.setItalic(True)
            name.setFont(font)
        return row

    def _bar_item(self, ch: Character, pool: str, ruleset: Ruleset) -> QStandardItem:
        bar = Bar(pool, getattr(ch, pool), pool_maximum(ch, pool, ruleset), dead=not ch.alive)
        item = QStandardItem(bar.text)
        item.setData(bar, BAR_ROLE)
        if bar.value is not None:
            exact = fmt(bar.value) + (f" / {fmt(bar.maximum)}" if bar.maximum is not None else "")
            from gmdesk.sheets.html import pool_name  # (the sheet's words: not needed before the first paint)
            from gmdesk.sheets.words import sheet_words

            item.setToolTip(f"{pool_name(ruleset, pool, sheet_words(language_in_use()))} {exact}")
        return item

    def _tooltip(self, ch: Character, place: str, ruleset: Ruleset) -> str:
        """Name, kind and class, true name, place and state, in the window's language (the kind as the ruleset's
        sheet names it)."""
        from gmdesk.sheets.html import kind_name  # (the sheet's words: not needed before the first paint)
        from gmdesk.sheets.words import sheet_words

        kind = kind_name(ruleset, ch.kind, sheet_words(language_in_use()))
        parts = [ch.name, kind + (tr("Cast", ", {0}").format(ch.class_name) if ch.class_name else "")]
        if ch.true_name:
            parts.append(tr("Cast", "true name: {0}").format(ch.true_name))
        parts.append(tr("Cast", "at {0}").format(place))
        if ch.spirit_form:
            parts.append(tr("Cast", "in spirit form"))
        if not ch.alive:
            parts.append(tr("Cast", "dead"))
        return "\n".join(parts)

    # -- selection -----------------------------------------------------------------------------------
    def _item(self, cid: str) -> QStandardItem | None:
        for row in range(self.model.rowCount()):
            group = self.model.item(row, NAME)
            for child_row in range(group.rowCount()):
                child = group.child(child_row, NAME)
                if child.data(CID_ROLE) == cid:
                    return child
        return None

    def _hidden(self, item: QStandardItem) -> bool:
        group = item.parent()
        return self.view.isRowHidden(item.row(), group.index()) or self.view.isRowHidden(group.row(), QModelIndex())

    def _select(self, cid: str) -> None:
        item = self._item(cid)
        if item is None:
            return
        index = item.index()
        self.view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.view.scrollTo(index)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._quiet or not current.isValid():
            return
        cid = current.siblingAtColumn(NAME).data(CID_ROLE)
        if cid:
            self.character_selected.emit(cid)

    def _double_clicked(self, index: QModelIndex) -> None:
        cid = index.siblingAtColumn(NAME).data(CID_ROLE)
        if cid:
            self.character_activated.emit(cid)

    # -- the document --------------------------------------------------------------------------------
    def _document_changed(self, touched: Touched) -> None:
        if touched.characters or touched.whole_map or self._touches_where_they_stand(touched):
            self.refresh()

    def _touches_where_they_stand(self, touched: Touched) -> bool:
        """Whether a renamed or removed location is one the "Where" column shows (a drag is not)."""
        places = touched.locations | touched.removed
        locations = self.document.war.map.locations
        for lid in places & self._shown_places.keys():
            location = locations.get(lid)
            if location is None or location.name != self._shown_places[lid]:
                return True
        return False
