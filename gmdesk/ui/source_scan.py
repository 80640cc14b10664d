"""PySide6 reads the source of every module imported after it; gmdesk tells it the answer instead.

PySide's ``__feature__`` switches (``from __feature__ import snake_case``) are chosen per module, and to know
which modules may use them, PySide looks, for every module imported after it, for the word "PySide6" in the
module's source (``shibokensupport.feature.feature_imported``: ``inspect.getsource``, ~0.1 ms a module; some
75 gmdesk modules and 35 of Python's own at a start, ~11 ms; numpy's 150 with the docks). The answer is
known without reading: Python's own modules and numpy's never name PySide, nor does gmdesk's core
(import-linter's contract "The core never imports Qt"), and no gmdesk module selects a feature.
:func:`declare_modules` puts a finder first on ``sys.meta_path`` that, as a module is first looked for,
records it in PySide's table as PySide would (-1: does not use PySide; 0 for ``gmdesk.ui``: uses PySide, no
feature selected), and finds nothing itself: the import goes on as before, and PySide skips the modules its
table knows. The modules imported already (``import os`` in a
gmdesk module makes PySide look at ``os`` too) are recorded at once. Other packages' modules are left to
PySide. (The few ``gmdesk.ui`` modules that do not name PySide6 get 0 where PySide would give them -1: the
same while no module selects a feature.)

The table is PySide's own (``pyside_feature_dict`` of ``shibokensupport.feature``, PySide6 6.x); where it is
not there, nothing is done and PySide reads the sources as before.
"""

# Python's sys alone (no __future__, typing…): the modules imported here, before the table is filled, are read.
import sys

import PySide6.QtCore

#: PySide's import hook and its table come with QtCore, which every gmdesk.ui module imports anyway.
HOOKED_BY = PySide6.QtCore.__name__

#: gmdesk's one package that uses PySide.
QT_PACKAGE = "gmdesk.ui"
#: Other packages none of whose modules uses PySide (nor has the word in its source): numpy, ~150 modules,
#: comes with pyqtgraph when the docks are built. pyqtgraph itself does use PySide: PySide reads it.
WITHOUT_PYSIDE = frozenset({"numpy"})


def uses_pyside(name: str) -> "int | None":
    """What PySide's table holds for the module ``name``: 0 (uses PySide), -1 (does not), None (unknown:
    PySide reads its source)."""
    top = name.partition(".")[0]
    if top == "gmdesk":
        return 0 if name == QT_PACKAGE or name.startswith(QT_PACKAGE + ".") else -1
    return -1 if top in sys.stdlib_module_names or top in WITHOUT_PYSIDE else None


class DeclaringFinder:
    """A meta path finder that finds nothing: it records each module in PySide's table as it is looked for."""

    def __init__(self, table: "dict[str, int]"):
        self.table = table

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name not in self.table:
            known = uses_pyside(name)
            if known is not None:
                self.table[name] = known
        return None


def declare_modules() -> bool:
    """Tell PySide, as modules are imported, which of them use it, so that it does not read their sources.
    False when PySide has no such table (nothing is done), or the finder is in place already."""
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict) or any(isinstance(f, DeclaringFinder) for f in sys.meta_path):
        return False
    for name in list(sys.modules):
        if name not in table and (known := uses_pyside(name)) is not None:
            table[name] = known
    sys.meta_path.insert(0, DeclaringFinder(table))  # type: ignore[arg-type]
    return True
