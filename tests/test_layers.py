"""The core never imports Qt (brief: "Core without Qt"); rulesets sit below the engine."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import gmdesk

PACKAGE = Path(gmdesk.__file__).parent
QT = ("PySide6", "pyqtgraph", "shiboken6", "PyQt5", "PyQt6")


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module


def test_no_core_module_imports_qt():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if "ui" in path.relative_to(PACKAGE).parts:
            continue
        for name in _imports(path):
            if name.split(".")[0] in QT:
                offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_rulesets_do_not_import_the_engine():
    """Rulesets are data and formulas: the engine asks them, never the other way round."""
    offenders = []
    for path in (PACKAGE / "rulesets").rglob("*.py"):
        for name in _imports(path):
            if name.startswith(("gmdesk.engine", "gmdesk.cli", "gmdesk.ui", "gmdesk.store")):
                offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_loading_the_whole_core_loads_no_qt():
    code = (
        "import sys, gmdesk.cli, gmdesk.conformance, gmdesk.engine\n"
        "from gmdesk import rulesets\n"
        "[rulesets.get(r) for r in rulesets.available()]\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT!r}]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_import_linter_contracts_hold():
    """The same contracts as declared in pyproject.toml, checked by import-linter."""
    root = PACKAGE.parent
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                           "lint_imports_command()"], cwd=root, capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_the_command_line_through_the_launcher_loads_no_qt():
    """``gmdesk COMMAND`` goes to the Qt-free command line; only ``gmdesk`` alone opens the window."""
    code = (
        "import sys, contextlib, io\n"
        "from gmdesk.launcher import main, wants_window\n"
        "assert wants_window([]) and wants_window(['--sample']) and not wants_window(['rules'])\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    code = main(['rules'])\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT!r}]\n"
        "print(code, bad); sys.exit(1 if bad or code else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _lint_copy(tmp_path: Path, plant: dict[str, str]) -> subprocess.CompletedProcess:
    """import-linter run on a copy of the package with ``plant`` lines appended to some modules."""
    import shutil

    root = PACKAGE.parent
    copy = tmp_path / "copy"
    shutil.copytree(PACKAGE, copy / "gmdesk", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(root / "pyproject.toml", copy / "pyproject.toml")
    for module, line in plant.items():
        path = copy / "gmdesk" / module
        path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(copy))
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                           "lint_imports_command()"], cwd=copy, capture_output=True, text=True, env=env)


def test_a_qt_import_planted_in_the_core_breaks_the_contracts(tmp_path):
    done = _lint_copy(tmp_path, {"engine/turn.py": "import PySide6.QtCore"})
    assert done.returncode != 0
    assert "gmdesk.engine.turn -> PySide6" in done.stdout


def test_a_core_import_of_the_map_view_breaks_the_contracts(tmp_path):
    """gmdesk/ui/map is a package the contracts see: the core may not reach into it."""
    done = _lint_copy(tmp_path, {"model/war.py": "import gmdesk.ui.map.view"})
    assert done.returncode != 0
    assert "gmdesk.model.war -> gmdesk.ui.map.view" in done.stdout
