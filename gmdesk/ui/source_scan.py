"""PySide6 reads the source of every module imported after it; gmdesk tells it the answer instead.

PySide's ``__feature__`` switches (``from __feature__ import snake_case``) are chosen per module, and to know
which modules may use them, PySide looks, for every module imported after it, for the word "PySide6" in the
module's source (``shibokensupport.feature.feature_imported``: ``inspect.getsource``, ~0.1 ms a module; some
75 gmdesk modules and 40 of Python's own at a start, ~8 ms). The answer is known without reading: Python's
own modules never use PySide, nor does gmdesk's core (import-linter's contract "The core never imports Qt"),
and no gmdesk module selects a feature. :func:`declare_modules` puts a finder first on ``sys.meta_path``
that, as a module is first looked for, records it in PySide's table as PySide would (-1: does not use PySide;
0 for ``gmdesk.ui``: uses PySide, no feature selected), and finds nothing itself: the import goes on as
before, and PySide skips the modules its table knows. The modules imported already (``import os`` in a
gmdesk module makes PySide look at ``os`` too) are recorded at once. Other packages' modules are left to
PySide.

The table is PySide's own (``pyside_feature_dict`` of ``shibokensupport.feature``, PySide6 6.x); where it is
not there, nothing is done and PySide reads the sources as before.
"""

# Python's sys alone (no __future__, typing…): the modules imported here, before the table is filled, are read.
import sys

import PySide6.QtCore  # noqa: F401  (PySide's import hook and its table, before the first gmdesk.ui module)

#: gmdesk's one package that uses PySide.
QT_PACKAGE = "gmdesk.ui"


def uses_pyside(name: str) -> "int | None":
    """What PySide's table holds for the module ``name``: 0 (uses PySide), -1 (does not), None (unknown:
    PySide reads its source)."""
    top = name.partition(".")[0]
    if top == "gmdesk":
        return 0 if name == QT_PACKAGE or name.startswith(QT_PACKAGE + ".") else -1
    return -1 if top in sys.stdlib_module_names else None


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
