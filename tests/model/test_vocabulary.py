"""The closed word lists are enums whose values are the stored words: JSON is unchanged."""

import json

from gmdesk.model.vocabulary import ChangeKind, DataKey, EventKind, PhaseOrder, TurnStatus, point_what


def test_members_are_their_words_in_json_and_in_comparisons():
    assert json.dumps({"kind": EventKind.BATTLE_END, "what": ChangeKind.EFFECT_ADD}) == \
        '{"kind": "battle-end", "what": "effect+"}'
    assert EventKind.MOVE == "move" and {"move": 1}[EventKind.MOVE] == 1
    assert f"{PhaseOrder.INITIATIVE}" == "initiative" and TurnStatus("pending") is TurnStatus.PENDING


def test_a_point_change_records_its_pool_in_what():
    assert point_what("CP") == "point:CP"


def test_each_data_key_has_one_meaning():
    assert DataKey.ORDER != DataKey.PHASE_ORDER != DataKey.GROUPS
    assert len({k.value for k in DataKey}) == len(DataKey)
