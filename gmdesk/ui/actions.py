"""Every menu command of the main window, declared once (Picard's habit): id, text, shortcut, tip.

Menus and toolbars are built from this table, so a command has one name, one shortcut and one place
to change them. Standard shortcuts come from ``QKeySequence.StandardKey`` so each platform gets its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from gmdesk.ui.i18n import tr

Key = QKeySequence.StandardKey


class ActionId(Enum):
    NEW = auto()
    OPEN = auto()
    SAVE = auto()
    SAVE_AS = auto()
    EXPORT_JSON = auto()
    IMPORT_JSON = auto()
    IMPORT_MAP = auto()
    EXPORT_MAP = auto()
    EXPORT_PNG = auto()
    EXPORT_SVG = auto()
    PRINT_SHEETS = auto()
    EXPORT_SHEETS_PDF = auto()
    NEW_CHARACTER = auto()
    DUPLICATE_CHARACTER = auto()
    DELETE_CHARACTER = auto()
    EDIT_SHEET = auto()
    TEAMS = auto()
    RESOLVE_TURN = auto()
    ADD_RULING = auto()
    CORRECT_TURN = auto()
    COMPARE_TURNS = auto()
    CHARACTER_CHARTS = auto()
    TURN_UPDATES = auto()
    CLOSE = auto()
    QUIT = auto()
    RESET_LAYOUT = auto()
    SHORTCUTS = auto()
    ABOUT = auto()
    # -- orders from posts
    USE_POST_ORDERS = auto()
    READ_POSTS = auto()
    # -- the rules' open questions
    RULE_READINGS = auto()
    RULES_REFERENCE = auto()
    USER_GUIDE = auto()
    # -- asking before resolving a turn with problems
    ASK_RESOLVE = auto()


@dataclass(frozen=True)
class ActionSpec:
    text: str
    tip: str
    shortcut: Key | str | None = None


ACTIONS: dict[ActionId, ActionSpec] = {
    ActionId.NEW: ActionSpec("&New War…", "Start a war: pick a ruleset and a map", Key.New),
    ActionId.OPEN: ActionSpec("&Open…", "Open a war file (.gmdesk), or import a JSON war", Key.Open),
    ActionId.SAVE: ActionSpec("&Save", "Write every edit to the war file now", Key.Save),
    ActionId.SAVE_AS: ActionSpec("Save &As…", "Copy the war file, history and all, and go on in the copy",
                                 Key.SaveAs),
    ActionId.EXPORT_JSON: ActionSpec("&Export JSON…", "Write the current war as a JSON war (gmdesk-war/1)",
                                     "Ctrl+E"),
    ActionId.IMPORT_JSON: ActionSpec("&Import JSON…", "Make a war file from a JSON war", "Ctrl+I"),
    ActionId.IMPORT_MAP: ActionSpec("Import &Map…", "Put a map (GraphML or node-link JSON) in place of this one"),
    ActionId.EXPORT_MAP: ActionSpec("E&xport Map…", "Write the map alone as GraphML or node-link JSON"),
    ActionId.EXPORT_PNG: ActionSpec("Export Map as PN&G…", "A picture of the map as it is drawn"),
    ActionId.EXPORT_SVG: ActionSpec("Export Map as S&VG…", "The map as a vector drawing"),
    ActionId.PRINT_SHEETS: ActionSpec("&Print Sheets…", "Preview and print character sheets (GM or player copies)",
                                      Key.Print),
    ActionId.EXPORT_SHEETS_PDF: ActionSpec("Export Sheets as P&DF…", "Character sheets as a PDF, A4 or Letter",
                                           "Ctrl+Shift+P"),
    ActionId.NEW_CHARACTER: ActionSpec("&New Character…", "A new Master, Servant or familiar sheet",
                                       "Ctrl+Shift+N"),
    ActionId.DUPLICATE_CHARACTER: ActionSpec("D&uplicate Character…", "A new character from the selected one's sheet"),
    ActionId.DELETE_CHARACTER: ActionSpec("&Delete Character", "Remove the selected character from the war",
                                          "Ctrl+Shift+Del"),
    ActionId.EDIT_SHEET: ActionSpec("&Edit Sheet", "Show the selected character's sheet in the Sheet dock",
                                    "Ctrl+Shift+E"),
    ActionId.TEAMS: ActionSpec("&Teams…", "Add, rename, recolour and remove teams; their players, characters and "
                               "home bases", "Ctrl+Shift+T"),
    ActionId.RESOLVE_TURN: ActionSpec("&Resolve Turn", "Resolve the coming turn from the orders entered (asks what "
                                      "the rules leave to the GM)", "Ctrl+R"),
    ActionId.ADD_RULING: ActionSpec("Add Rulin&g…", "Override a value of the last resolved turn, with a reason "
                                    "(kept as a ruling; it survives replay)", "Ctrl+Shift+R"),
    ActionId.CORRECT_TURN: ActionSpec("&Correct a Past Turn…", "Change a past turn's orders and re-resolve from "
                                      "there; accept or discard the result"),
    ActionId.COMPARE_TURNS: ActionSpec("Co&mpare Turns…", "Two turns, or a turn and its re-resolution, side by side"),
    ActionId.CHARACTER_CHARTS: ActionSpec("Character C&harts", "Health, mana and points of the selected character "
                                          "across every turn"),
    ActionId.TURN_UPDATES: ActionSpec("&Updates…", "The public update and each team's private update of a resolved "
                                      "turn, side by side: copy one, or save them all for the forum", "Ctrl+U"),
    ActionId.CLOSE: ActionSpec("&Close", "Save and close the war", Key.Close),
    ActionId.QUIT: ActionSpec("&Quit", "Save and leave gmdesk", Key.Quit),
    ActionId.RESET_LAYOUT: ActionSpec("&Reset Layout", "Put every dock back where it started"),
    ActionId.SHORTCUTS: ActionSpec("&Keyboard Shortcuts", "Every key the menus answer to", Key.HelpContents),
    ActionId.ABOUT: ActionSpec("&About gmdesk", "Version and where the rules come from"),
    # -- orders from posts
    ActionId.USE_POST_ORDERS: ActionSpec("Use Orders from &Post", "Make the orders read from the shown team's post "
                                         "(and the readings picked) that team's orders", "Ctrl+Shift+U"),
    ActionId.READ_POSTS: ActionSpec("Read Posts from &Files…", "Read the coming turn's posts (text files, one per "
                                    "team): each becomes its team's post and orders, in one undo step", "Ctrl+Shift+O"),
    ActionId.RULE_READINGS: ActionSpec("Rule Rea&dings…", "Where the rules document is unclear or silent: the reading "
                                       "this war follows, and the others (a change applies to the turns to come)",
                                       "Ctrl+Shift+D"),
    ActionId.RULES_REFERENCE: ActionSpec("&Rules of This War", "The open war's ruleset as the engine applies it: phases "
                                         "in order, tables, movement, the readings changed and what the GM applies "
                                         "by hand", "Ctrl+F1"),
    ActionId.USER_GUIDE: ActionSpec("&User Guide", "The guide to the window: the desk, the sheets, the turns, the "
                                    "timeline, the map, files and languages"),
    ActionId.ASK_RESOLVE: ActionSpec("Ask &Before Resolving with Problems", "Checked: Resolve Turn asks first when "
                                     "this war has problems that would change the turn (a team with no orders, "
                                     "a sheet problem)"),
}


def build_actions(parent: QObject) -> dict[ActionId, QAction]:
    """One QAction per declared command, owned by ``parent``; connect them where they are used."""
    built = {}
    for action_id, spec in ACTIONS.items():
        action = QAction(tr("Actions", spec.text), parent)  # resources/i18n/build extracts the table's texts
        action.setObjectName(f"action.{action_id.name.lower()}")
        action.setStatusTip(tr("Actions", spec.tip))
        action.setToolTip(tr("Actions", spec.tip))
        if isinstance(spec.shortcut, Key):
            action.setShortcuts(spec.shortcut)
        elif spec.shortcut:
            action.setShortcut(QKeySequence(spec.shortcut))
        built[action_id] = action
    return built


#: The actions that need an open war: disabled while none is.
WAR_ACTIONS = (ActionId.SAVE, ActionId.SAVE_AS, ActionId.EXPORT_JSON, ActionId.IMPORT_MAP, ActionId.EXPORT_MAP,
               ActionId.EXPORT_PNG, ActionId.EXPORT_SVG, ActionId.CLOSE, ActionId.PRINT_SHEETS,
               ActionId.EXPORT_SHEETS_PDF, ActionId.NEW_CHARACTER, ActionId.DUPLICATE_CHARACTER,
               ActionId.DELETE_CHARACTER, ActionId.EDIT_SHEET, ActionId.TEAMS, ActionId.RESOLVE_TURN,
               ActionId.ADD_RULING, ActionId.CORRECT_TURN, ActionId.COMPARE_TURNS, ActionId.CHARACTER_CHARTS,
               ActionId.USE_POST_ORDERS, ActionId.READ_POSTS, ActionId.TURN_UPDATES, ActionId.RULE_READINGS,
               ActionId.RULES_REFERENCE, ActionId.ASK_RESOLVE)

#: Of those, the ones that change the war: disabled too while the war is open read-only.
WRITING_ACTIONS = (ActionId.SAVE, ActionId.IMPORT_MAP, ActionId.NEW_CHARACTER, ActionId.DUPLICATE_CHARACTER,
                   ActionId.DELETE_CHARACTER, ActionId.RESOLVE_TURN, ActionId.ADD_RULING, ActionId.CORRECT_TURN,
                   ActionId.USE_POST_ORDERS, ActionId.READ_POSTS)


def redo_keys() -> list[QKeySequence]:
    """Redo's keys: the platform's (Ctrl+Shift+Z on Linux) and Ctrl+Y everywhere, as the user guide promises
    (a GM coming from Windows reaches for it; X11's standard keys leave it out)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    ctrl_y = QKeySequence("Ctrl+Y")
    return keys if any(k.matches(ctrl_y) == QKeySequence.SequenceMatch.ExactMatch for k in keys) else [*keys, ctrl_y]
