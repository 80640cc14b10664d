"""The bundled executable's entry point (PyInstaller runs this script): the ``gmdesk`` command."""

import sys

from gmdesk.launcher import main

if __name__ == "__main__":
    sys.exit(main())
