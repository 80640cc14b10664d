"""Fill a catalogue's unfinished translations from a JSON table {English: translation} (any context).

    python3 resources/i18n/fill.py resources/i18n/gmdesk_ja.ts table.json

For a batch of new strings translated outside Qt Linguist; the XML is read with the standard library's
parser (no entities are expanded beyond XML's own) and written back in lupdate's layout."""

import json
import sys
import xml.etree.ElementTree as ET


def fill(ts_path: str, table_path: str) -> int:
    with open(table_path, encoding="utf-8") as handle:
        table = json.load(handle)
    tree = ET.parse(ts_path)
    filled = 0
    for message in tree.getroot().iter("message"):
        source, translation = message.findtext("source"), message.find("translation")
        if translation is None or source not in table or translation.get("type") == "vanished":
            continue
        if translation.get("type") == "unfinished" or not translation.text:
            translation.text = table[source]
            translation.attrib.pop("type", None)
            filled += 1
    ET.indent(tree, "    ")
    with open(ts_path, "w", encoding="utf-8") as handle:
        handle.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        handle.write(ET.tostring(tree.getroot(), encoding="unicode") + "\n")
    return filled


if __name__ == "__main__":
    print(f"{fill(sys.argv[1], sys.argv[2])} translations filled")
