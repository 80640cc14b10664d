"""List the core's message templates (every ``Message("literal", ...)`` in gmdesk/), and those the
Japanese table lacks or no longer uses: the check behind ``resources/i18n/core_ja.json`` (gmdesk/messages.py).

    python3 resources/i18n/core_templates.py            # the templates core_ja.json lacks (exit 1 if any)
    python3 resources/i18n/core_templates.py --all      # every template
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def templates(root: Path = ROOT) -> dict[str, str]:
    """{template: "file:line" of its first use} for every Message("...") with a literal template."""
    found: dict[str, str] = {}
    for path in sorted((root / "gmdesk").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Message" and node.args:
                first = node.args[0]
                choices = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
                for choice in choices:
                    if isinstance(choice, ast.Constant) and isinstance(choice.value, str):
                        found.setdefault(choice.value, f"{path.relative_to(root)}:{node.lineno}")
    return found


def table(language: str, root: Path = ROOT) -> dict[str, str]:
    data = json.loads((root / "resources" / "i18n" / f"core_{language}.json").read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("//")}


if __name__ == "__main__":
    used = templates()
    if "--all" in sys.argv:
        for template, where in used.items():
            print(f"{where}\t{template}")
        sys.exit(0)
    ja = table("ja")
    missing = [t for t in used if t not in ja]
    capitalised = {t[:1].upper() + t[1:] for t in used}  # gmdesk.messages.capitalised: a sentence's start
    unused = [t for t in ja if t not in used and t not in capitalised and t not in (", ", " or ", "; ", " and ")]
    for t in missing:
        print(f"missing: {used[t]}\t{t!r}")
    for t in unused:
        print(f"unused: {t!r}")
    sys.exit(1 if missing else 0)
