"""The shared market and turn functions, on positions worked out by hand from rules/canvas.md."""

from __future__ import annotations

from canvas_table.canvas.market import refill, take, vincent_slot, vincent_take
from canvas_table.canvas.turns import pass_turn
from canvas_table.engine.rng import Rng


def test_taking_pays_a_token_on_each_card_skipped_and_slides_a_new_card_in() -> None:
    market, tokens, deck = [10, 11, 12, 13, 14], [0, 1, 0, 0, 3], [1, 2]  # 2 on top
    assert take(market, tokens, deck, 2) == (12, -2)  # 0 collected, 2 paid
    assert market == [10, 11, 13, 14, 2] and tokens == [1, 2, 0, 3, 0] and deck == [1]
    assert take(market, tokens, deck, 3) == (14, 0)  # collects 3, pays 3
    assert market == [10, 11, 13, 2, 1] and tokens == [2, 3, 1, 0, 0] and deck == []
    assert take(market, tokens, deck, 0) == (10, 2)  # free, and its 2 tokens
    assert market == [11, 13, 2, 1] and tokens == [3, 1, 0, 0]  # the dispenser is empty


def test_the_market_is_dealt_five_cards() -> None:
    market: list[int] = []
    tokens: list[int] = []
    deck = [9, 8, 7, 6, 5, 4, 3]
    refill(market, tokens, deck)
    assert market == [3, 4, 5, 6, 7] and tokens == [0] * 5 and deck == [9, 8]


def test_vincent_goes_as_far_as_his_heads_but_not_past_the_last_card() -> None:
    assert vincent_slot(0, 5) == 0 and vincent_slot(3, 5) == 3
    assert vincent_slot(7, 5) == 4 and vincent_slot(7, 3) == 2
    assert vincent_take([], [], [5], 4, Rng(1)) is None  # an empty market: nothing, no coin
    rng, twin = Rng(8), Rng(8)
    heads = sum(twin.coin() for _ in range(4))
    market = [10, 11, 12, 13, 14]
    card, net = vincent_take(market, [0] * 5, [], 4, rng)  # type: ignore[misc]
    assert card == 10 + min(heads, 4) and net == -min(heads, 4)


def test_the_turn_goes_round_skipping_finished_seats_and_vincent_plays_at_the_round_end() -> None:
    hands = [[1, 2, 3]] * 3
    calls: list[int] = []

    def vincent() -> None:
        calls.append(1)

    assert pass_turn(0, 0, [0, 0, 0], hands, [9], vincent) == 1 and calls == []
    assert pass_turn(2, 0, [0, 0, 0], hands, [9], vincent) == 0 and calls == [1]  # round over
    assert pass_turn(0, 0, [0, 3, 0], hands, [9], vincent) == 2 and calls == [1]  # 1 is done
    assert pass_turn(1, 0, [0, 0, 3], hands, [9], vincent) == 0 and calls == [1, 1]  # 2 skipped
    assert pass_turn(1, 1, [0, 0, 0], hands, [9], None) == 2  # no Vincent: no round end call
    assert pass_turn(0, 0, [3, 3, 3], hands, [9], vincent) is None  # every painting made


def test_a_seat_that_cannot_act_is_passed_over() -> None:
    hands = [[1, 2, 3], [4], [5, 6, 7]]
    assert pass_turn(0, 0, [0, 0, 0], hands, [], None) == 2  # 1 has 1 card and no market
    assert pass_turn(0, 0, [0, 0, 0], [[1], [2], [3]], [], None) is None  # nobody can act
