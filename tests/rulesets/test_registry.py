"""Rulesets are plugins: found by id, through the registry or the entry-point group."""

from dataclasses import replace

import pytest

from gmdesk import rulesets
from gmdesk.engine import resolve_turn
from gmdesk.errors import UnknownRulesetError
from gmdesk.rulesets.base import Ruleset
from tests.builders import line_map, person, war


def test_the_five_builtin_rulesets_load():
    for rid in ("ap-sp", "valor", "skirmish", "true-hgw", "roll-dice"):
        ruleset = rulesets.get(rid)
        assert ruleset.id == rid and ruleset.phases and ruleset.stats and ruleset.interpretations


def test_the_bundled_titles_table_names_each_ruleset_as_it_names_itself():
    """The status bar names a war's ruleset from ``BUILTIN_TITLES`` before the rules load (issue 21)."""
    assert set(rulesets.BUILTIN_TITLES) == set(rulesets.BUILTIN)
    for rid, title in rulesets.BUILTIN_TITLES.items():
        assert rulesets.get(rid).title == title
        assert rulesets.title(rid) == title


def test_the_bundled_turn_words_table_says_each_rulesets_word_for_a_turn():
    """The window's title leaves a stale "— night 2" out before the rules load (``BUILTIN_TURN_WORDS``)."""
    assert set(rulesets.BUILTIN_TURN_WORDS) == set(rulesets.BUILTIN)
    for rid, word in rulesets.BUILTIN_TURN_WORDS.items():
        assert rulesets.get(rid).turn_word == word
        assert rulesets.turn_word(rid) == word


def test_a_known_ruleset_is_known_before_it_loads_and_an_unknown_one_is_not():
    assert all(rulesets.known(rid) for rid in rulesets.BUILTIN)
    assert not rulesets.known("no-such-ruleset")


def test_each_ruleset_cites_its_document():
    for rid in rulesets.BUILTIN:
        ruleset = rulesets.get(rid)
        assert ruleset.document
        for phase in ruleset.phases:
            assert phase.rule, f"{rid} phase {phase.id} cites no rule"
        for interp in ruleset.interpretations:
            assert interp.source and interp.default in interp.options, f"{rid}: {interp.key}"


class HouseValor(Ruleset):
    """A GM's house rule: valor, but moving three locations a turn."""

    def __init__(self):
        base = rulesets.get("valor")
        for name in ("stats", "pools", "tables", "phases", "interpretations", "initiative_rule", "kinds"):
            setattr(self, name, getattr(base, name))
        self.id = "house-valor"
        self.title = "Valor, three steps"
        self.document = base.document
        self.movement = replace(base.movement, max_steps=3)
        self._base = base

    def initiative_key(self, ch, war):
        return self._base.initiative_key(ch, war)

    def notice_score(self, members, war):
        return self._base.notice_score(members, war)

    def scout_detection(self, scout, observers, war):
        return self._base.scout_detection(scout, observers, war)


def test_a_house_ruleset_registers_and_resolves():
    rulesets.register(HouseValor())
    assert "house-valor" in rulesets.available()
    w = war("house-valor", line_map("a", "b", "c", "d"), [person("s", "t", "a", stats={"LCK": "C"})])
    result = resolve_turn(w, [{"actor": "s", "action": "move", "to": "d"}], [])
    assert result.resolved and result.war.characters["s"].location == "d"


def test_entry_points_are_consulted(monkeypatch):
    class FakeEntryPoint:
        name = "from-entry-point"

        def load(self):
            ruleset = HouseValor()
            ruleset.id = "from-entry-point"
            return ruleset

    import importlib.metadata

    # read when a ruleset is not a bundled one (gmdesk.rulesets imports it then, not at start)
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group: [FakeEntryPoint()] if group == "gmdesk.rulesets" else [])
    assert "from-entry-point" in rulesets.available()
    assert rulesets.known("from-entry-point")
    assert rulesets.get("from-entry-point").title == "Valor, three steps"


def test_unknown_ruleset():
    with pytest.raises(UnknownRulesetError) as info:
        rulesets.get("nope")
    assert "ap-sp" in str(info.value)


def test_the_window_names_a_ruleset_by_its_short_name_not_its_document_title():
    """QA qa-files finding 6: a new war with no characters read "AP/SP War (Sceptilesolarbeam, 20 characters)"
    in the status bar and the Turns header; the short name says which rules, and nothing about the war."""
    assert set(rulesets.BUILTIN_SHORT_NAMES) == set(rulesets.BUILTIN)
    for rid, name in rulesets.BUILTIN_SHORT_NAMES.items():
        assert rulesets.get(rid).short_name == name == rulesets.short_name(rid)
        assert "characters" not in name and "(" not in name
    assert rulesets.short_name("ap-sp") == "AP/SP"
