"""Small wars for tests, built as plain dicts in the gmdesk-war/1 format."""

from __future__ import annotations

from gmdesk.model.war import War


def line_map(*ids: str, extra_links=()) -> dict:
    """Locations joined in a line (a–b–c…), plus any extra links."""
    links = [[a, b] for a, b in zip(ids, ids[1:])] + [list(x) for x in extra_links]
    return {"locations": [{"id": i, "name": i.capitalize()} for i in ids], "links": links}


def person(cid: str, team: str, location: str, kind: str = "servant", **fields) -> dict:
    data = {"id": cid, "name": cid.capitalize(), "kind": kind, "team": team, "location": location}
    data.update(fields)
    return data


def war_dict(ruleset: str, map_: dict, characters: list[dict], **fields) -> dict:
    data = {"format": "gmdesk-war/1", "ruleset": ruleset, "title": "test", "seed": 7, "turn": 1,
            "map": map_, "characters": characters, "orders": [], "decisions": []}
    data.update(fields)
    return data


def war(ruleset: str, map_: dict, characters: list[dict], **fields) -> War:
    return War.from_dict(war_dict(ruleset, map_, characters, **fields))
