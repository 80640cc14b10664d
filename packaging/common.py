"""What every platform's spec file shares: the data to ship, the modules to leave out, the hidden imports.

Read by ``packaging/gmdesk.spec`` (Linux), ``packaging/windows/gmdesk.spec`` and
``packaging/macos/gmdesk.spec`` (``exec`` of this file, since a spec file is not on ``sys.path``) and by
``tests/test_packaging.py``. Plain Python, no PyInstaller import, so the test runs without it.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The folders the app reads at run time, shipped at the bundle's root (``gmdesk.places.install_root``): the
#: sample wars, the resources, and the docs (Help > User Guide shows docs/desktop.md and the pages it links).
DATA_FOLDERS = ("maps", "resources", "docs")
#: Files in those folders that only build them (scripts and caches) or are scratch (the docs' screenshot
#: sweep, ignored by git): left out of the bundle.
NOT_SHIPPED_SUFFIXES = (".py", ".pyc")
NOT_SHIPPED_DIRS = ("__pycache__", "sweep")

#: Modules the app never uses: test tools, Tk, the other Qt bindings pyqtgraph looks for, and Qt modules
#: PyInstaller's hooks may pull in through pyqtgraph or PySide6 (web engine, 3D, multimedia, QML/Quick…).
EXCLUDES = [
    "tkinter", "_tkinter", "turtle", "idlelib", "pydoc_data", "lib2to3", "unittest", "doctest",
    "pytest", "_pytest", "pytestqt", "hypothesis", "mypy", "importlinter", "grimp", "pypdf", "pypdfium2",
    "tests", "benchmarks", "setuptools", "pkg_resources", "pip", "wheel",
    "PyQt5", "PyQt6", "PySide2", "OpenGL", "matplotlib", "scipy", "pandas", "IPython", "cupy",
    "pyqtgraph.opengl", "pyqtgraph.examples", "pyqtgraph.jupyter", "pyqtgraph.canvas",
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtWebEngineQuick", "PySide6.QtWebChannel",
    "PySide6.QtWebSockets", "PySide6.Qt3DCore", "PySide6.Qt3DRender", "PySide6.Qt3DExtras", "PySide6.Qt3DInput",
    "PySide6.Qt3DLogic", "PySide6.Qt3DAnimation", "PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtQuick3D", "PySide6.QtCharts", "PySide6.QtDataVisualization", "PySide6.QtGraphs",
    "PySide6.QtBluetooth", "PySide6.QtNfc", "PySide6.QtPositioning", "PySide6.QtLocation",
    "PySide6.QtSensors", "PySide6.QtSerialPort", "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtDesigner",
    "PySide6.QtUiTools", "PySide6.QtHelp", "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets", "PySide6.QtDBus", "PySide6.QtRemoteObjects", "PySide6.QtScxml",
    "PySide6.QtStateMachine", "PySide6.QtTextToSpeech", "PySide6.QtSpatialAudio", "PySide6.QtHttpServer",
    "PySide6.QtNetworkAuth", "PySide6.QtConcurrent", "PySide6.QtAxContainer",
]


#: Qt's own translations (its standard dialogs' buttons) kept in the bundle: the languages gmdesk speaks.
QT_LANGUAGES = ("en", "ja")


def wanted(dest: str) -> bool:
    """Whether a file PyInstaller collected (its path inside the bundle) is shipped: every one but Qt's
    translations into languages gmdesk does not speak (6 MB)."""
    parts = dest.replace("\\", "/").split("/")
    if "translations" in parts and parts[-1].endswith(".qm"):
        return parts[-1].removesuffix(".qm").rsplit("_", 1)[-1] in QT_LANGUAGES
    return True


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, folder in the bundle) for every shipped file of :data:`DATA_FOLDERS`."""
    found = []
    for folder in DATA_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if not path.is_file() or path.suffix in NOT_SHIPPED_SUFFIXES \
                    or any(part in NOT_SHIPPED_DIRS for part in path.parts):
                continue
            found.append((str(path), str(path.parent.relative_to(root))))
    return found
