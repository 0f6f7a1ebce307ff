"""Every board rule of the rules page in tiny positions, the expected values worked out by hand from
the board (board.py: 0 start, 1 orange, 2 favourable, 3 blue, 4 pink, 5 unfavourable, 6 green,
7 red, 8 favourable, 9 yellow, 10 prison, 11 purple, 12 unfavourable, ... 38 unfavourable, 39 pink)."""

from __future__ import annotations

import pytest

from canvas_table.errors import IllegalAction
from canvas_table.tangram.actions import Give, Return, Roll, Steal, Take, Tangram
from canvas_table.tangram.cards import KINDS
from tests.tangram.helpers import give_cards, hand, new_state, on_top, roll


def test_a_roll_moves_the_pawn_by_the_dice_onto_a_tangram_square_and_draws_the_top_tangram_card():
    state = new_state()
    top = state.tangram_cards[-1]
    roll(state, 1, 2)
    assert state.dice == (1, 2)
    assert state.positions == [3, 0]
    assert state.phase == "tangram" and state.current_seat == 0
    assert state.figure == f"blue-{top}"
    assert state.tangram_cards[0] == top and len(state.tangram_cards) == 5  # under the deck


def test_occupied_squares_are_skipped():
    state = new_state(3)
    state.positions = [0, 3, 4]
    on_top(state, "lose_bonus")
    roll(state, 1, 2)  # 3 and 4 are taken: on to 5, an unfavourable square
    assert state.positions[0] == 5
    assert state.shown == [(0, "lose_bonus")]


def test_a_pawn_wraps_past_the_start_without_taking_a_colour_and_a_card_move_lands_too():
    state = new_state()
    state.positions = [38, 20]
    on_top(state, "forward_3", "lose_bonus")
    roll(state, 1, 3)  # 38 + 4 = 42 -> 2, favourable: forward 3 -> 5, unfavourable
    assert state.positions[0] == 5
    assert state.shown == [(0, "forward_3"), (0, "lose_bonus")]
    assert state.lost_bonus == [1, 0]
    assert state.hands[0] == hand()
    assert state.seat == 1 and state.phase == "roll"


def test_landing_on_the_start_square_takes_a_colour_card_of_ones_choice():
    state = new_state()
    state.positions = [36, 20]
    roll(state, 2, 2)  # 40 -> 0
    assert state.positions[0] == 0
    assert state.phase == "choose" and state.pending[0].kind == "take"
    assert len(state.legal_actions()) == 7
    state.apply(Take("red"))
    assert state.hands[0]["red"] == 1 and state.stock["red"] == 3
    assert state.seat == 1 and state.phase == "roll"


def test_a_choice_with_one_possible_answer_is_made_at_once():
    state = new_state()
    state.positions = [36, 20]
    for colour in ("orange", "blue", "pink", "green", "red", "yellow"):
        state.stock[colour] = 0  # only purple left in the stock (the cards set aside for the test)
    roll(state, 2, 2)
    assert state.hands[0]["purple"] == 1 and state.seat == 1


@pytest.mark.parametrize(("coin", "card", "deck"), [(True, "roll_again", "favourable"),
                                                    (False, "lose_bonus", "unfavourable")])
def test_a_double_six_draws_a_surprise_card_instead_of_moving(coin, card, deck):
    state = new_state()
    on_top(state, card)
    roll(state, 6, 6, coin)
    assert state.positions == [0, 0]
    assert state.shown == [(0, card)]
    assert state.discards[deck] == [card]


def test_roll_again_gives_the_same_seat_another_roll():
    state = new_state()
    on_top(state, "roll_again")
    roll(state, 1, 1)  # square 2, favourable
    assert state.phase == "roll" and state.seat == 0 and state.again
    roll(state, 2, 3)  # 2 + 5 = 7, red
    assert state.positions[0] == 7 and not state.again


def test_take_a_colour_card_of_your_choice_from_the_stock():
    state = new_state()
    give_cards(state, 0, red=1)
    on_top(state, "take_any")
    roll(state, 1, 1)  # square 2, favourable
    assert state.phase == "choose" and state.pending[0].kind == "take"
    state.apply(Take("red"))
    assert state.hands[0] == hand(red=2) and state.stock["red"] == 2 and state.seat == 1


def test_take_a_colour_of_your_square_off_a_tangram_square_is_the_colour_ahead():
    state = new_state()
    on_top(state, "take_square")
    roll(state, 1, 1)  # square 2, favourable; the first tangram square ahead is 3, blue
    assert state.hands[0] == hand(blue=1) and state.stock["blue"] == 3


def test_take_your_squares_colour_on_a_tangram_square_after_case_b():
    state = new_state()
    roll(state, 3, 4)  # 7, red
    on_top(state, "take_square")
    state.apply(Tangram("white", 30))
    assert state.hands[0] == hand(red=1)


def test_steal_a_colour_you_lack_from_another_player():
    state = new_state(3)
    give_cards(state, 0, red=1)
    give_cards(state, 1, red=1, green=2)
    give_cards(state, 2, blue=1)
    on_top(state, "steal")
    roll(state, 1, 1)
    assert state.phase == "choose" and state.current_seat == 0
    assert state.legal_actions() == [Steal(1, "green"), Steal(2, "blue")]
    assert state.why_illegal(Steal(1, "red")) == "you already hold a red card: steal a colour you lack"
    assert state.why_illegal(Steal(2, "green")) == "P2 holds no green card"
    assert state.why_illegal(Steal(0, "blue")) == "steal from another player, not from yourself"
    state.apply(Steal(1, "green"))
    assert state.hands[0] == hand(red=1, green=1) and state.hands[1] == hand(red=1, green=1)


def test_return_a_colour_card_to_the_stock():
    state = new_state()
    give_cards(state, 0, red=1, blue=2)
    on_top(state, "return")
    roll(state, 2, 3)  # 5, unfavourable
    assert state.legal_actions() == [Return("blue"), Return("red")]
    state.apply(Return("blue"))
    assert state.hands[0] == hand(red=1, blue=1) and state.stock["blue"] == 3


def test_give_a_colour_card_to_the_player_on_your_left():
    state = new_state(3)
    state.seat = 2
    state.positions = [0, 20, 0]
    give_cards(state, 2, red=1, blue=1)
    on_top(state, "give_left")
    roll(state, 2, 3)
    assert state.current_seat == 2 and state.why_illegal(Give("green")) == "you hold no green card"
    state.apply(Give("red"))
    assert state.hands[2] == hand(blue=1) and state.hands[0] == hand(red=1)  # seat 0 is on 2's left


def test_move_back_three_lands_on_the_square_reached():
    state = new_state()
    state.positions = [7, 20]
    on_top(state, "back_3")
    roll(state, 2, 3)  # 12, unfavourable; back 3 -> 9, yellow
    assert state.positions[0] == 9 and state.phase == "tangram" and state.figure.startswith("yellow-")


def test_go_to_prison_skips_the_next_turn():
    state = new_state()
    on_top(state, "lose_bonus", "prison")
    roll(state, 2, 3)  # 5, unfavourable: prison
    assert state.prison == [True, False] and state.seat == 1
    roll(state, 2, 3)  # seat 1 from 0 skips 5 to 6, green
    state.apply(Tangram("failed", 60))  # case C: lose a bonus
    assert state.seat == 1 and state.skipped == [0] and state.prison == [False, False]
    assert state.phase == "roll" and state.turns == 2  # a skipped turn is not played


def test_landing_on_a_prison_square_imprisons():
    state = new_state()
    state.positions = [5, 20]
    roll(state, 2, 3)  # 10, prison
    assert state.prison == [True, False] and state.seat == 1


def test_leave_prison_is_kept_and_spent_the_next_time_one_is_sent_to_prison():
    state = new_state()
    on_top(state, "leave_prison")
    roll(state, 1, 1)
    assert state.passes == [1, 0] and "leave_prison" not in state.discards["favourable"]
    state.seat, state.positions = 0, [5, 20]
    roll(state, 2, 3)  # 10, prison
    assert state.prison == [False, False] and state.passes == [0, 0]
    assert state.discards["favourable"] == ["leave_prison"]


def _on_a_tangram_square(players: int = 3):
    state = new_state(players)
    state.positions = [0, 20, 30, 31][:players]  # the others far from squares 1 to 7
    roll(state, 3, 4)  # 7, red
    assert state.phase == "tangram"
    return state


def test_case_a_every_other_player_not_in_prison_draws_an_unfavourable_card_in_turn_order():
    state = _on_a_tangram_square(4)
    state.prison[2] = True
    on_top(state, "lose_bonus", "lose_bonus")
    state.apply(Tangram("black", 25))
    assert state.shown == [(1, "lose_bonus"), (3, "lose_bonus")]
    assert state.lost_bonus == [0, 1, 0, 1]
    assert state.figure is None and state.seat == 1


def test_case_a_the_others_choices_are_theirs_in_turn_order():
    state = _on_a_tangram_square(3)
    give_cards(state, 1, red=1, blue=1)
    give_cards(state, 2, green=1, pink=1)
    on_top(state, "return", "give_left")  # seat 1 gives, then seat 2 returns
    state.apply(Tangram("black", 25))
    assert state.current_seat == 1 and state.pending[0].kind == "give"
    state.apply(Give("red"))
    assert state.hands[2] == hand(green=1, pink=1, red=1)
    assert state.current_seat == 2 and state.pending[0].kind == "return"
    state.apply(Return("red"))
    assert state.stock["red"] == 4 and state.seat == 1 and state.phase == "roll"


def test_case_a_a_card_moving_another_player_does_not_play_their_new_square():
    state = _on_a_tangram_square(2)
    state.positions[1] = 15  # back 3 -> 12, unfavourable: not played outside one's turn
    on_top(state, "back_3")
    state.apply(Tangram("black", 25))
    assert state.positions[1] == 12 and state.shown == [(1, "back_3")]


def test_case_b_draws_a_favourable_card():
    state = _on_a_tangram_square()
    on_top(state, "roll_again")
    state.apply(Tangram("white", 50))
    assert state.shown == [(0, "roll_again")] and state.phase == "roll" and state.seat == 0


def test_case_c_draws_an_unfavourable_card():
    state = _on_a_tangram_square()
    on_top(state, "lose_bonus")
    state.apply(Tangram("failed", 60))
    assert state.shown == [(0, "lose_bonus")] and state.lost_bonus == [1, 0, 0]


@pytest.mark.parametrize("result", ["black", "white"])
def test_a_lost_bonus_spends_the_next_success(result):
    state = _on_a_tangram_square()
    state.lost_bonus[0] = 2
    state.apply(Tangram(result, 40))
    assert state.shown == [] and state.lost_bonus == [1, 0, 0] and state.seat == 1


def test_a_lost_bonus_does_not_spare_case_c():
    state = _on_a_tangram_square()
    state.lost_bonus[0] = 1
    on_top(state, "prison")
    state.apply(Tangram("failed", 60))
    assert state.shown == [(0, "prison")] and state.lost_bonus == [1, 0, 0] and state.prison[0]


def test_an_empty_deck_is_rebuilt_by_shuffling_its_discards():
    state = new_state()
    state.discards["favourable"] = state.decks["favourable"]
    state.decks["favourable"] = []
    state.discards["favourable"].remove("leave_prison")
    state.passes[1] = 1  # one kept by seat 1: not in the discards
    roll(state, 1, 1)  # square 2, favourable
    assert state.reshuffles == 1
    drawn = [card for _seat, card in state.shown if card in KINDS["favourable"]]
    assert state.shown[0][0] == 0 and drawn
    assert len(state.decks["favourable"]) == 23 - len(drawn)  # the 23 discards shuffled, then drawn
    assert sorted(state.discards["favourable"]) == sorted(card for card in drawn if card != "leave_prison")
    total = len(state.decks["favourable"]) + len(state.discards["favourable"]) + sum(state.passes)
    assert total == 24


@pytest.mark.parametrize(("goal", "needed"), [("quick", 3), ("standard", 5), ("long", 7)])
def test_the_first_to_hold_the_goals_number_of_different_colours_is_the_champion(goal, needed):
    from canvas_table.tangram.colours import COLOURS

    state = new_state(2, goal=goal)
    give_cards(state, 0, **{colour: 2 for colour in COLOURS[:needed - 1]})
    state.positions = [36, 20]
    roll(state, 2, 2)  # the start square
    assert not state.is_over()
    state.apply(Take(COLOURS[needed - 1]))
    assert state.is_over() and state.winner == 0 and state.returns() == [1.0, 0.0]
    assert state.current_seat is None and state.legal_actions() == []
    assert state.why_illegal(Roll()) == "the game is over"


def test_a_card_given_in_anothers_turn_can_make_the_receiver_champion():
    state = new_state(2, goal="quick")
    give_cards(state, 0, red=1, blue=1)
    give_cards(state, 1, green=1, pink=1)
    on_top(state, "give_left")
    roll(state, 2, 3)
    state.apply(Give("red"))
    assert state.winner == 1 and state.is_over()


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    state = new_state()
    before = state.to_json()
    assert state.why_illegal(Take("red")) == "roll the dice first"
    assert state.why_illegal(Tangram("black", 10)) == "there is no puzzle under way"
    assert state.why_illegal(Roll(), 1) == "it is P0's turn, not P1's"
    assert state.why_illegal(Roll(), 7) == "there is no seat 7"
    assert state.why_illegal("roll").startswith("not a Tangram Champions action")
    with pytest.raises(IllegalAction, match="roll the dice first"):
        state.apply(Take("red"))
    assert state.to_json() == before
    roll(state, 3, 4)
    figure = state.figure
    assert state.why_illegal(Roll()) == f"the puzzle of {figure} is under way: give its outcome first"
    for seconds in (0, 61, -1, float("nan"), True):
        assert "seconds" in state.why_illegal(Tangram("white", seconds))
    assert state.why_illegal(Tangram("grey", 10)).startswith("not a Tangram Champions action")


def test_a_pending_choice_must_be_answered_first():
    state = new_state()
    state.positions = [36, 20]
    roll(state, 2, 2)
    assert state.why_illegal(Roll()) == "choose first: take a colour card from the stock"
    assert state.why_illegal(Return("red")) == "choose first: take a colour card from the stock"
    state.stock["red"] = 0
    assert state.why_illegal(Take("red")) == "the stock has no red card left"
