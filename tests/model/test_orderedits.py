"""The turn desk's edits: orders, answers and posts are refused when the war file could not hold them,
and undone exactly."""

from pathlib import Path

import pytest

from gmdesk.model.mapedits import EditRefused
from gmdesk.model.orderedits import (POSTS_KEY, KeptPost, SetDecisions, SetOrders, SetPost, kept_posts,
                                     order_actor_name, post_turn, posts)
from gmdesk.model.war import War
from gmdesk.model.warfile import load_war

MAPS = Path(__file__).resolve().parents[2] / "maps"


@pytest.fixture
def war():
    return load_war(MAPS / "sample-ap-sp-night2.json")


def test_orders_are_replaced_and_undone_to_the_same_list(war):
    before = war.orders
    snapshot = [dict(o) for o in before]
    new = before[:-1] + [{"actor": "piet", "action": "move", "to": "velodrome"}]
    edit = SetOrders(new, label="Piet: move to Velodrome")
    assert edit.describe(war) == "Piet: move to Velodrome"
    edit.check(war)
    touched = edit.apply(war)
    assert war.orders[-1] == {"actor": "piet", "action": "move", "to": "velodrome"}
    assert touched.characters >= {"piet"}
    new[-1]["to"] = "ferngate"  # the war keeps its own copy
    assert war.orders[-1]["to"] == "velodrome"
    edit.revert(war)
    assert war.orders is before and war.orders == snapshot


def test_orders_come_back_as_the_war_file_reads_them(war):
    """A tuple the desk built becomes the list a war file gives back, so saving changes nothing."""
    edit = SetOrders([{"actor": "saber", "action": "skill", "skill": "Ninefold Ford", "targets": ("rider",)}])
    edit.apply(war)
    assert war.orders == [{"actor": "saber", "action": "skill", "skill": "Ninefold Ford", "targets": ["rider"]}]
    assert War.from_dict(war.to_dict()).orders == war.orders


@pytest.mark.parametrize("orders, words", [
    ("move", "orders are a list"),
    (["move"], r"orders\[0\]: an order is an object"),
    ([{"action": "move", "to": "park"}], r"orders\[0\].actor: there is no character None"),
    ([{"actor": "nobody", "action": "move"}], r"orders\[0\].actor: there is no character 'nobody'"),
    ([{"actor": "saber"}], r"orders\[0\].action: an order names its action"),
    ([{"actor": "saber", "action": "move", "to": float("nan")}], r"orders\[0\].to: a number that is not finite"),
    ([{"actor": "saber", "action": "move", 3: "x"}], r"orders\[0\]: a field name is text"),
    ([{"actor": "saber", "action": "move", "to": "\ud800"}], r"orders\[0\].to: text that is not valid Unicode"),
    ([{"actor": "saber", "action": "move", "to": {"a": object()}}], r"orders\[0\].to.a: .* cannot be stored"),
])
def test_orders_a_war_file_cannot_hold_are_refused_naming_the_field(war, orders, words):
    before = [dict(o) for o in war.orders]
    with pytest.raises(EditRefused, match=words):
        SetOrders(orders).check(war)
    assert war.orders == before


def test_orders_the_rules_refuse_are_still_kept(war):
    """The rules judge an order when the turn is resolved; the file holds it meanwhile."""
    edit = SetOrders([{"actor": "piet", "action": "move", "to": "cape-light"}])
    edit.check(war)
    edit.apply(war)
    assert war.orders == [{"actor": "piet", "action": "move", "to": "cape-light"}]


def test_answers_are_set_and_undone(war):
    before = war.decisions
    edit = SetDecisions([{"id": "t2.cancel.saber.t2.2", "choice": "yes"}])
    edit.check(war)
    edit.apply(war)
    assert war.decisions == [{"id": "t2.cancel.saber.t2.2", "choice": "yes"}]
    edit.revert(war)
    assert war.decisions is before


@pytest.mark.parametrize("decisions, words", [
    ([{"choice": "yes"}], r"decisions\[0\]: a decision is an object with 'id' and 'choice'"),
    ([{"id": "q"}], r"decisions\[0\]: a decision is an object"),
    ([{"id": "q", "choice": "yes"}, {"id": "q", "choice": "no"}], r"decisions\[1\].id: 'q' is answered twice"),
    ([{"id": "q", "choice": float("inf")}], r"decisions\[0\].choice: a number that is not finite"),
])
def test_answers_a_war_file_cannot_hold_are_refused(war, decisions, words):
    with pytest.raises(EditRefused, match=words):
        SetDecisions(decisions).check(war)


def test_a_post_is_kept_per_team_and_undone_exactly(war):
    assert POSTS_KEY not in war.extra and posts(war) == {}
    first = SetPost("verhaegen", "Saber holds the gasworks.\nOdile: Sable Needle on Jun.")
    assert first.describe(war) == "edit the post of House Verhaegen"
    first.check(war)
    first.apply(war)
    second = SetPost("arakida", "We run for the bridge.")
    second.apply(war)
    assert posts(war) == {"verhaegen": "Saber holds the gasworks.\nOdile: Sable Needle on Jun.",
                          "arakida": "We run for the bridge."}
    assert posts(War.from_dict(war.to_dict())) == posts(war)  # the war file holds them
    assert war.extra[POSTS_KEY]["arakida"] == {"turn": war.turn, "text": "We run for the bridge."}
    clear = SetPost("verhaegen", "  ")
    assert clear.describe(war) == "clear the post of House Verhaegen"
    clear.apply(war)
    assert posts(war) == {"arakida": "We run for the bridge."}
    clear.revert(war)
    second.revert(war)
    assert posts(war) == {"verhaegen": "Saber holds the gasworks.\nOdile: Sable Needle on Jun."}
    first.revert(war)
    assert POSTS_KEY not in war.extra


def test_clearing_the_last_post_leaves_no_posts_key(war):
    SetPost("hale", "Berserker swings.").apply(war)
    SetPost("hale", "").apply(war)
    assert POSTS_KEY not in war.extra


@pytest.mark.parametrize("team, text, words", [
    ("nobody", "hello", "extra.posts: there is no team 'nobody'"),
    ("hale", 42, "extra.posts.hale: a post is text"),
    ("hale", "bad \udc80 text", "extra.posts.hale: text that is not valid Unicode"),
])
def test_posts_a_war_file_cannot_hold_are_refused(war, team, text, words):
    with pytest.raises(EditRefused, match=words):
        SetPost(team, text).check(war)


def test_a_post_never_replaces_something_else_kept_under_posts(war):
    war.extra[POSTS_KEY] = ["not", "a", "dict"]
    with pytest.raises(EditRefused, match="extra.posts: the war keeps something else"):
        SetPost("hale", "hello").check(war)


def test_a_post_belongs_to_the_turn_it_was_pasted_for(war):
    """QA qa-posts finding 11: a post is tagged with the coming turn; once that turn is resolved (the war's
    turn moves on) it is an earlier turn's post, not the coming one's."""
    SetPost("hale", "Rufus attacks Agathe.").apply(war)
    pasted_for = war.turn
    assert kept_posts(war) == {"hale": KeptPost("Rufus attacks Agathe.", pasted_for)}
    assert post_turn(war, "hale") == pasted_for
    war.turn += 1  # the turn was resolved
    assert post_turn(war, "hale") == pasted_for != war.turn
    assert post_turn(war, "arakida") is None  # no post kept


def test_an_untagged_post_of_an_older_file_is_the_coming_turns_unless_the_last_turn_had_it(war):
    """Files written before posts were tagged keep the text alone: it is the coming turn's post, unless the
    last resolved turn's war before already kept that very text (read and resolved then)."""
    war.extra[POSTS_KEY] = {"hale": "Rufus attacks Agathe.", "arakida": "We run for the bridge."}
    assert kept_posts(war)["hale"] == KeptPost("Rufus attacks Agathe.", None)
    assert post_turn(war, "hale") == war.turn  # no resolved turn: the coming one's
    before_last = {POSTS_KEY: {"hale": "Rufus attacks Agathe.", "arakida": "We hide."}}  # as the history keeps it
    last = war.turn - 1
    assert post_turn(war, "hale", last, before_last) == last  # the same text was resolved last turn
    assert post_turn(war, "arakida", last, before_last) == war.turn  # changed since: pasted for the coming turn
    assert post_turn(war, "hale", last, {}) == war.turn
    tagged_before = {POSTS_KEY: {"hale": {"turn": last, "text": "Rufus attacks Agathe."}}}
    assert post_turn(war, "hale", last, tagged_before) == last
    war.extra[POSTS_KEY]["hale"] = {"text": 42}  # neither text nor a tagged post: not a post
    assert "hale" not in kept_posts(war) and post_turn(war, "hale") is None


def test_order_actor_name(war):
    assert order_actor_name(war, {"actor": "saber"}) == "Saber"
    assert order_actor_name(war, {"actor": "ghost"}) == "ghost"
