"""The File menu's questions: which file to open, import, save to or export to.

Each question is a QFileDialog (tests answer them by replacing its static functions); the answer goes to
the window's operation that does the work (:meth:`MainWindow.open_path`, ``import_json``, ``create_war``,
``save_as``, ``import_map``), so a dialog, the command line and a test take one road. The exports have no
such operation: writing the file is all they do.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6 import QtWidgets  # QFileDialog when first asked (PySide makes a class on first use)

from gmdesk.errors import GmdeskError
from gmdesk.ui.errors import plain_words, show_error
from gmdesk.ui.i18n import N, say, tr

if TYPE_CHECKING:  # pragma: no cover
    from gmdesk.ui.main_window import MainWindow

WAR_FILES = N("FileDialogs", "War files (*.gmdesk)")
JSON_WARS = N("FileDialogs", "JSON wars (*.json)")
RESCUE = N("FileDialogs", "The unsaved edits are still in this window. File > Save As… writes the war with them to "
           "another place (another disk or folder) and goes on there; File > Export JSON… writes them as a JSON war.")


class FileDialogs:
    """The questions of ``window``'s File menu, each handing its answer to the window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def _folder(self) -> str:
        return self.window.settings.get("files/last_folder") or str(Path.home())

    def ask_new_file(self, caption: str, suggested: Path) -> tuple[Path | None, bool]:
        """A war file name from the save dialog (None: cancelled), and whether the GM agreed to
        replace it (the dialog asks before it returns a file that exists)."""
        chosen, _ = QtWidgets.QFileDialog.getSaveFileName(self.window, caption, str(suggested), tr("FileDialogs", WAR_FILES))
        if not chosen:
            return None, False
        target = _with_suffix(chosen, ".gmdesk")
        return target, target == Path(chosen) and target.exists()

    def imported_before(self, json_path: Path, target: Path) -> str | None:
        """``json_path`` has a war file beside it (``target``, most often made from it before): "open" that war
        file (its turns and edits kept), "import" the JSON again as another war file, or None (cancelled)."""
        box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Question, tr("FileDialogs", "Import a JSON war"),
                                    tr("FileDialogs", "{0} has a war file beside it already: {1}").format(
                                        json_path.name, target.name), parent=self.window)
        box.setObjectName("importedBeforeDialog")
        box.setInformativeText(tr("FileDialogs", "Open that war file, with the turns and edits it holds, or import "
                                  "the JSON again as a new war file (you pick its name)?"))
        open_it = box.addButton(tr("FileDialogs", "Open {0}").format(target.name),
                                QtWidgets.QMessageBox.ButtonRole.AcceptRole)
        again = box.addButton(tr("FileDialogs", "Import again…"), QtWidgets.QMessageBox.ButtonRole.ActionRole)
        cancel = box.addButton(QtWidgets.QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(open_it)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        return "open" if clicked is open_it else "import" if clicked is again else None

    def open_war(self) -> None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self.window, tr("FileDialogs", "Open a war"), self._folder(),
                                              ";;".join((tr("FileDialogs", WAR_FILES), tr("FileDialogs", JSON_WARS),
                                                         tr("FileDialogs", "All files (*)"))))
        if path:
            self.window.open_path(path)

    def import_json(self) -> None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self.window, tr("FileDialogs", "Import a JSON war"), self._folder(),
                                              tr("FileDialogs", JSON_WARS))
        if path:
            self.window.import_json(Path(path))

    def new_war(self) -> None:
        """The new war's title, ruleset and map, then the file it goes in."""
        from gmdesk.ui.new_war import NewWarDialog

        dialog = NewWarDialog(self.window)
        if dialog.exec() != NewWarDialog.DialogCode.Accepted:
            return
        war = dialog.war()
        if war is None:  # accepted, the dialog has made its war
            return
        target, replace = self.ask_new_file(tr("FileDialogs", "Save the new war as"),
                                            Path(self._folder()) / f"{file_name_for(war.title)}.gmdesk")
        if target is not None:
            self.window.create_war(war, target, replace=replace)

    def save_as(self) -> None:
        document = self.window.document
        if document is None:
            return
        target, _ = QtWidgets.QFileDialog.getSaveFileName(self.window, tr("FileDialogs", "Save the war as"), str(document.path),
                                                tr("FileDialogs", WAR_FILES))
        if target:
            self.window.save_as(_with_suffix(target, ".gmdesk"))

    def import_map(self) -> None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self.window, tr("FileDialogs", "Import a map"), self._folder(),
                                              tr("FileDialogs", "Maps (*.graphml *.json);;All files (*)"))
        if path:
            self.window.import_map(Path(path))

    def export_json(self) -> None:
        document = self.window.document
        if document is None:
            return
        target, _ = QtWidgets.QFileDialog.getSaveFileName(self.window, tr("FileDialogs", "Export the war as JSON"),
                                                str(document.path.with_suffix(".json")), tr("FileDialogs", JSON_WARS))
        if target:
            self._try(tr("FileDialogs", "Cannot export"), lambda: document.export_json(_with_suffix(target, ".json")))

    def export_map(self) -> None:
        from gmdesk.model.mapio import write_map_file

        document = self.window.document
        if document is None:
            return
        target, chosen = QtWidgets.QFileDialog.getSaveFileName(
            self.window, tr("FileDialogs", "Export the map"), str(document.path.with_suffix(".graphml")),
            tr("FileDialogs", "GraphML (*.graphml);;Node-link JSON (*.json)"))
        if target:
            suffix = ".json" if "json" in chosen else ".graphml"
            self._try(tr("FileDialogs", "Cannot export the map"), lambda: write_map_file(document.war.map,
                                                                       _with_suffix(target, suffix)))

    def export_picture(self, kind: str) -> None:
        """The map as a picture: ``kind`` is "png" or "svg"."""
        panel, document = self.window.map_panel, self.window.document
        if panel is None or document is None:  # the two come and go together, with the war
            return
        caption = tr("FileDialogs", "Export the map as {0}").format(kind.upper())
        target, _ = QtWidgets.QFileDialog.getSaveFileName(self.window, caption,
                                                str(document.path.with_suffix(f".{kind}")),
                                                f"{kind.upper()} (*.{kind})")
        if target:
            from gmdesk.ui.map.export import export_png, export_svg

            write = export_png if kind == "png" else export_svg
            self._try(tr("FileDialogs", "Cannot export the picture"),
                      lambda: write(panel.scene, _with_suffix(target, f".{kind}")))

    def cannot_save(self, exc: BaseException | str) -> None:
        """A save failed: why, and the way out (the edits are still in memory)."""
        words = say(exc) if isinstance(exc, str) else plain_words(exc)
        rescue = tr("FileDialogs", RESCUE)
        self.window.keep_dialog(show_error(self.window, tr("FileDialogs", "Cannot save"), f"{words}\n\n{rescue}"))

    def rescue_before_close(self, exc: BaseException) -> bool:
        """The war cannot be saved on close: offer Save As… and Export JSON… before losing the edits.
        True: go on closing (saved elsewhere, or the GM chose to discard); False: keep the war open.
        Cancel is the default, so a reflex Enter keeps the edits."""
        document = self.window.document
        box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Warning, tr("FileDialogs", "Cannot save"),
                                    plain_words(exc), parent=self.window)
        box.setObjectName("rescueDialog")
        box.setInformativeText(tr("FileDialogs", RESCUE) + "\n\n"
                               + tr("FileDialogs", "Close anyway and lose the unsaved edits?"))
        save_as = box.addButton(tr("FileDialogs", "Save As…"), QtWidgets.QMessageBox.ButtonRole.AcceptRole)
        export = box.addButton(tr("FileDialogs", "Export JSON…"), QtWidgets.QMessageBox.ButtonRole.ActionRole)
        discard = box.addButton(QtWidgets.QMessageBox.StandardButton.Discard)
        cancel = box.addButton(QtWidgets.QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        while document is not None and document is self.window.document:
            box.exec()
            clicked = box.clickedButton()
            if clicked is save_as:
                self.save_as()
                if not document.is_dirty():
                    return True  # written to the new place; the war goes on closing from there
            elif clicked is export:
                self.export_json()
            else:
                return clicked is discard
        return False

    def _try(self, title: str, job: Callable[[], object]) -> bool:
        try:
            job()
        except (GmdeskError, OSError) as exc:
            self.window.error(title, exc)
            return False
        return True


def file_name_for(title: str) -> str:
    """A file name from a war's title: characters that name folders or that file systems refuse
    ("Fate/Zero: again") become dashes."""
    name = re.sub(r'[\x00-\x1f/\\:*?"<>|]+', "-", title).strip(" .-")
    return name or tr("FileDialogs", "war")


def _with_suffix(path: str | Path, suffix: str) -> Path:
    path = Path(path)
    return path if path.suffix.lower() == suffix else path.with_name(path.name + suffix)


def same_file(a: str | Path, b: str | Path) -> bool:
    """Whether ``a`` and ``b`` are one file (False when either is missing)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
