"""The combat engine skips a hook a ruleset leaves at its default only where the default's answer is known.

act._own_hit_hooks and phase_orders._plain_key read which hooks a ruleset class overrides; a hit then asks only
those (the defaults answer: no question, no contest, no dodge, no critical hit), and the acting order asks
``initiative_key`` directly when neither ``order_initiative_key`` nor ``phase_initiative_key`` is overridden.
"""

from gmdesk import rulesets
from gmdesk.engine.combat.act import _own_hit_hooks
from gmdesk.engine.combat.phase_orders import _plain_key


def test_hit_hooks_asked_are_those_each_ruleset_overrides() -> None:
    # (contest_questions, contest, evasion, critical)
    assert _own_hit_hooks(type(rulesets.get("ap-sp"))) == (False, False, False, False)  # no dodge (checklist R0 f)
    assert _own_hit_hooks(type(rulesets.get("true-hgw")))[2] is True  # Luck evasion (003 §VII)
    assert _own_hit_hooks(type(rulesets.get("valor")))[2] is True  # LCK dodge (001:L29)
    assert _own_hit_hooks(type(rulesets.get("roll-dice")))[1] is True  # opposed d6 pools (L202)


def test_default_answers_are_what_is_skipped() -> None:
    ap_sp = rulesets.get("ap-sp")
    # the defaults the engine no longer asks for ap-sp: nothing to answer
    assert type(ap_sp).evasion(ap_sp, None, None, None, None) is None  # type: ignore[arg-type]
    assert type(ap_sp).contest(ap_sp, None, None, None, None) is None  # type: ignore[arg-type]
    assert type(ap_sp).critical(ap_sp, None, None, None, None) is None  # type: ignore[arg-type]
    assert type(ap_sp).contest_questions(ap_sp, None, None, None, None) == []  # type: ignore[arg-type]


def test_plain_initiative_key_only_without_phase_or_order_overrides() -> None:
    assert _plain_key(type(rulesets.get("ap-sp"))) is True
    assert _plain_key(type(rulesets.get("true-hgw"))) is True
    assert _plain_key(type(rulesets.get("valor"))) is False  # "Strike first!" speeds one phase/order (001:L59)
