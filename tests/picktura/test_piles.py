"""The piles' rules (an empty visible pile, a rebuild, both empty) and the two ways a game ends."""

from __future__ import annotations

from canvas_table.picktura.actions import Collect, Complete, Discard, Draw, Expose
from tests.picktura.helpers import position

OTHER = [2, 6, 10, 14, 18]


def test_an_empty_visible_pile_takes_the_hidden_piles_bottom_card():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41, 42])
    state.apply(Collect("visible"))
    assert state.visible == [40] and state.hidden == [41, 42] and state.rebuilds == 0


def test_an_empty_hidden_pile_is_rebuilt_from_the_visible_pile_turned_over():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 31, 32], hidden=[40])
    state.apply(Collect("hidden"))
    # turned over, 32 (the top) lies at the bottom and 30 on top; 30 is turned up at once
    assert state.visible == [30] and state.hidden == [32, 31]
    assert state.rebuilds == 1 and state.hidden_public and state.phase == "discard"
    state.apply(Discard(40))
    assert state.visible == [30, 40] and not state.is_over()  # one rebuild does not end the game
    state.apply(Collect("hidden"))  # the seat knew it would be 31: everybody saw the order
    assert state.taken == 31 and 31 in state.public[1]


def test_a_lone_card_in_the_piles_is_rebuilt_twice_and_the_game_ends_with_the_turn():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30], hidden=[40])
    state.apply(Collect("hidden"))
    # the hidden pile is empty: the visible pile (30) turned over is the hidden pile, whose top
    # card is turned up at once, leaving it empty again: a second rebuild
    assert (state.visible, state.hidden, state.rebuilds) == ([30], [], 2)
    assert state.legal_actions()[-1] == Discard(40) and not state.is_over()
    state.apply(Discard(40))
    assert state.is_over() and state.visible == [30, 40]


def test_when_both_piles_are_empty_the_hand_stays_short():
    state = position([[1, 2, 3, 9, 13], [5, 6, 7, 8, 18]], visible=[30], hidden=[40])
    state.apply(Expose((1, 2, 3)))
    state.apply(Draw("visible"))  # 40 turns up alone: two rebuilds, the game ends with this turn
    assert state.legal_actions() == [Draw("visible")] and state.rebuilds == 2
    state.apply(Draw("visible"))
    assert state.hands[0] == [9, 13, 30, 40] and state.visible == [] and state.hidden == []
    assert state.is_over()


def test_a_seat_that_cannot_act_is_passed_and_the_game_ends_when_nobody_can():
    # hand-built: in play, piles run empty only in the last turn (see the lone card above)
    state = position([[9, 13], [5, 6, 7, 8, 18]], seat=1)
    state.apply(Expose((5, 6)))  # no card to draw: the turn ends at once
    assert state.current_seat == 1  # seat 0 holds no two cards of a work and there is no pile
    assert state.legal_actions() == [Expose((7, 8)), Complete(0, (7, 8))]
    state.apply(Complete(0, (7, 8)))
    assert state.is_over() and state.current_seat is None and state.legal_actions() == []
    assert state.scores() == [-10, 75] and state.winners() == [1]


def test_the_game_ends_at_the_end_of_the_turn_of_the_second_rebuild():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 31], hidden=[40])
    state.rebuilds = 1
    state.apply(Collect("hidden"))
    assert state.rebuilds == 2 and not state.is_over() and state.current_seat == 0  # the turn goes on
    state.apply(Discard(1))
    assert state.is_over() and state.winners() == [0, 1]


def test_a_rebuild_while_drawing_lets_the_draws_finish_first():
    state = position([[1, 2, 3, 13, 17], OTHER], visible=[30, 31, 32], hidden=[40])
    state.rebuilds = 1
    state.apply(Expose((1, 2, 3)))
    state.apply(Draw("hidden"))  # the second rebuild: visible [30], hidden [32, 31]
    assert state.rebuilds == 2 and state.phase == "draw"
    state.apply(Draw("visible"))
    assert state.phase == "draw" and state.visible == [32]  # an empty visible pile: bottom card up
    state.apply(Draw("hidden"))
    assert state.is_over() and sorted(state.hands[0]) == [13, 17, 30, 31, 40]
