"""People see the market's slots numbered 1 to 5 (the free one is 1) in every line the table
shows: the game log, the hints and the reasons; slot k still costs k - 1 inspiration."""

from __future__ import annotations

import re

from canvas_table.canvas.actions import Take
from canvas_table.canvas.ui.narration import describe_action
from canvas_table.canvas.ui.words import move_hint_text
from tests.canvas.positions import new_state


def slot_numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"slot (\d+)", text)]


def test_the_log_and_the_hints_number_the_market_1_to_5() -> None:
    shown: dict[int, set[int]] = {}
    for slot in range(5):
        state = new_state(2, seed=3)  # 4 inspiration: every slot is affordable
        market, tokens = state.market[:], state.market_tokens[:]
        hint = move_hint_text(state, 0, Take(slot), None)
        state.apply(Take(slot))
        line = describe_action(state, 0, Take(slot), market, tokens)
        shown[slot] = set(slot_numbers(hint)) | set(slot_numbers(line))
        assert ("free" in hint) == (slot == 0)  # the first slot, number 1, is the free one
        if slot:
            assert f"costs {slot}" in hint and f"pays {slot} inspiration" in line
    assert shown == {0: {1}, 1: {2}, 2: {3}, 3: {4}, 4: {5}}


def test_a_reason_names_the_slot_by_its_number() -> None:
    state = new_state(2, seed=3)
    assert state.why_illegal(Take(5)) == "market slot 6 is empty (the market holds 5 cards)"
