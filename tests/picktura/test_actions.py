"""Each action on a tiny hand-built position: what it changes, and why an illegal one is refused."""

from __future__ import annotations

import pytest

from canvas_table.engine.reasons import match
from canvas_table.errors import IllegalAction
from canvas_table.picktura import reasons
from canvas_table.picktura.actions import Collect, Complete, Discard, Draw, Expose, ReplaceBlank, UseBlank
from tests.picktura.helpers import position

OTHER = [2, 6, 10, 14, 18]  # seat 1's hand when it does not matter


def test_collect_from_the_visible_pile_then_discard():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 31], hidden=[40, 41, 42])
    state.apply(Collect("visible"))
    assert state.hands[0] == [1, 5, 9, 13, 17, 31] and state.visible == [30]
    assert (state.phase, state.current_seat, state.taken) == ("discard", 0, 31)
    assert state.legal_actions() == [Discard(c) for c in (1, 5, 9, 13, 17, 31)]
    assert 31 in state.public[0]  # everyone saw it taken
    state.apply(Discard(1))
    assert state.visible == [30, 1] and sorted(state.hands[0]) == [5, 9, 13, 17, 31]
    assert (state.phase, state.current_seat, state.turns, state.taken) == ("turn", 1, 1, None)


def test_collect_from_the_hidden_pile_may_discard_the_card_just_taken():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41, 42])
    state.apply(Collect("hidden"))
    assert state.taken == 42 and 42 not in state.public[0]  # its face is the collector's alone
    state.apply(Discard(42))
    assert state.hands[0] == [1, 5, 9, 13, 17] and state.visible == [30, 42] and state.hidden == [40, 41]
    assert state.current_seat == 1


def test_expose_then_draw_back_to_five_card_by_card():
    state = position([[1, 2, 3, 9, 13], OTHER], visible=[30], hidden=[40, 41, 42, 43])
    state.apply(Expose((1, 2, 3)))
    assert state.works[0] == [[1, 2, 3]] and state.hands[0] == [9, 13]
    assert (state.phase, state.current_seat) == ("draw", 0)
    assert state.legal_actions() == [Draw("visible"), Draw("hidden")]
    state.apply(Draw("hidden"))
    state.apply(Draw("visible"))  # the visible pile empties: the hidden pile's bottom card turns up
    assert state.visible == [40] and state.hidden == [41, 42]
    assert state.current_seat == 0
    state.apply(Draw("hidden"))
    assert state.hands[0] == [9, 13, 43, 30, 42] and state.current_seat == 1 and state.phase == "turn"
    assert state.public[0] == {30}


def test_expose_reasons():
    state = position([[1, 2, 5, 49, 9], OTHER], visible=[30], hidden=[40])
    assert state.why_illegal(Expose((1,))) == reasons.EXPOSE_COUNT.format(count=1)
    assert state.why_illegal(Expose((1, 2, 5, 9, 49))) == reasons.EXPOSE_COUNT.format(count=5)
    assert state.why_illegal(Expose((1, 49))) == reasons.EXPOSE_BLANK
    assert state.why_illegal(Expose((1, 5))) == reasons.ONE_WORK
    assert state.why_illegal(Expose((1, 3))) == reasons.NOT_IN_HAND.format(card=3)
    assert state.why_illegal(Expose((1, 1))) == reasons.TWICE.format(card=1)
    assert state.why_illegal(Expose((2, 1))) is None
    with pytest.raises(IllegalAction, match="belong to one work"):
        state.apply(Expose((1, 5)))
    assert state.hands[0] == [1, 2, 5, 49, 9] and state.works[0] == []  # nothing changed


def test_complete_a_two_card_work_and_draw_two():
    state = position([[3, 4, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41, 42], works=[[[1, 2]], []])
    assert Complete(0, (3, 4)) in state.legal_actions()
    assert state.why_illegal(Complete(0, (4, 9))) == reasons.MISSING_CARDS.format(cards="3, 4")
    assert state.why_illegal(Complete(1, (3, 4))) == reasons.NO_WORK.format(work=1)
    state.apply(Complete(0, (4, 3)))
    assert state.works[0] == [[1, 2, 4, 3]] and state.score(0) == 80 - 5 * 3
    state.apply(Draw("hidden"))
    state.apply(Draw("hidden"))
    assert state.hands[0] == [9, 13, 17, 42, 41] and state.current_seat == 1


def test_a_three_card_work_takes_its_last_card_only_with_the_variant():
    hands = [[8, 9, 13, 17, 21], OTHER]
    plain = position(hands, visible=[30], hidden=[40], works=[[[5, 6, 7]], []])
    assert plain.why_illegal(Complete(0, (8,))) == reasons.COMPLETE_SIZE
    assert not any(isinstance(a, Complete) for a in plain.legal_actions())
    variant = position(hands, visible=[30], hidden=[40], works=[[[5, 6, 7]], []], complete_three=True)
    assert Complete(0, (8,)) in variant.legal_actions()
    variant.apply(Complete(0, (8,)))
    assert variant.works[0] == [[5, 6, 7, 8]] and variant.phase == "draw"
    whole = position(hands, visible=[30], hidden=[40], works=[[[1, 2, 3, 4]], []], complete_three=True)
    assert whole.why_illegal(Complete(0, (8,))) == reasons.ALREADY_WHOLE


def test_use_a_blank_canvas_on_a_three_card_work():
    state = position([[49, 1, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41],
                     works=[[[5, 6, 7], [21, 22]], []])
    assert [a for a in state.legal_actions() if isinstance(a, UseBlank)] == [UseBlank(0, 49)]
    assert state.why_illegal(UseBlank(0, 1)) == reasons.NOT_A_BLANK.format(card=1)
    assert state.why_illegal(UseBlank(1, 49)) == reasons.BLANK_NEEDS_THREE.format(count=2)
    assert state.why_illegal(UseBlank(0, 50)) == reasons.NOT_IN_HAND.format(card=50)
    state.apply(UseBlank(0, 49))
    assert state.works[0][0] == [5, 6, 7, 49] and state.score(0) == 80 + 10 - 20
    state.apply(Draw("visible"))
    assert state.current_seat == 1 and state.why_illegal(UseBlank(0, 49), 0) is not None


def test_replace_a_blank_canvas_with_the_missing_card():
    state = position([[8, 1, 9, 13, 17], OTHER], visible=[30], hidden=[40],
                     works=[[[5, 6, 7, 49], [21, 22]], []])
    assert [a for a in state.legal_actions() if isinstance(a, ReplaceBlank)] == [ReplaceBlank(0, 8)]
    assert state.why_illegal(ReplaceBlank(0, 1)) == reasons.NOT_THE_MISSING.format(card=8, given=1)
    assert state.why_illegal(ReplaceBlank(1, 23)) == reasons.NO_BLANK_THERE
    before = state.score(0)
    state.apply(ReplaceBlank(0, 8))
    assert state.works[0][0] == [5, 6, 7, 49, 8]  # the blank stays under it
    assert state.score(0) == before + 5 and state.phase == "draw"
    state.apply(Draw("hidden"))
    assert state.why_illegal(ReplaceBlank(0, 8), 0) is not None


def test_steps_out_of_place_and_other_refusals():
    state = position([[1, 2, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41])
    assert state.why_illegal(Discard(1)) == reasons.NOT_DISCARDING
    assert state.why_illegal(Draw("hidden")) == reasons.NOT_DRAWING
    assert state.why_illegal(Collect("market")) == reasons.BAD_PILE.format(pile="'market'")
    assert state.why_illegal(Collect("hidden"), 1) == reasons.NOT_YOUR_TURN.format(current="P0", seat="P1")
    assert state.why_illegal(Collect("hidden"), 5) == reasons.NO_SEAT.format(seat=5)
    assert state.why_illegal("collect") == reasons.NOT_AN_ACTION.format(action="'collect'")
    assert state.why_illegal(Expose("12")).startswith("not a Picktura action")
    state.apply(Collect("hidden"))
    assert state.why_illegal(Expose((1, 2))) == reasons.DISCARD_FIRST
    assert state.why_illegal(Discard(3)) == reasons.NOT_IN_HAND.format(card=3)
    state.apply(Discard(41))
    state = position([[1, 2, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41])
    state.apply(Expose((1, 2)))
    assert state.why_illegal(Collect("visible")) == reasons.DRAW_FIRST
    empty = position([[1, 2, 9], OTHER], visible=[30])
    assert empty.why_illegal(Collect("hidden")) == reasons.EMPTY_HIDDEN
    drawn = position([[1, 2, 9], OTHER], hidden=[40])
    assert drawn.why_illegal(Collect("visible")) == reasons.EMPTY_VISIBLE


def test_every_reason_is_one_line_matched_back_to_its_template():
    state = position([[1, 2, 5, 49, 9], OTHER], visible=[30], hidden=[40, 41, 42],
                     works=[[[13, 14], [17, 18, 19], [21, 22, 23, 50]], []])
    refused = [Expose((1,)), Expose((1, 49)), Expose((1, 5)), Expose((1, 3)), Expose((1, 1)),
               Complete(0, (15, 16)), Complete(0, (1, 2)), Complete(1, (20,)), Complete(2, (24,)),
               Complete(7, (1, 2)),
               UseBlank(0, 49), UseBlank(1, 1), UseBlank(1, 51), ReplaceBlank(2, 1), ReplaceBlank(0, 24),
               Discard(1), Draw("hidden"), Collect("roof"), "pass"]
    found = set()
    for action in refused:
        reason = state.why_illegal(action)
        assert reason is not None and "\n" not in reason, action
        template, _fields = match(reason, reasons.TEMPLATES)
        assert template.format(**_fields) == reason
        found.add(template)
    assert len(found) == len(refused) - 2  # NOT_IN_HAND comes three times, from three kinds of action
    assert reasons.MISSING_CARDS.format(cards="15, 16") in {state.why_illegal(a) for a in refused}
