"""Small rooms: no module of gmdesk is over 600 lines (issue 14), so a module keeps to one job."""

from pathlib import Path

import gmdesk

LIMIT = 600


def test_no_module_is_over_600_lines():
    package = Path(gmdesk.__file__).parent
    long = {str(p.relative_to(package)): n for p in package.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert long == {}
