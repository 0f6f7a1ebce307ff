"""The game log in words."""

from __future__ import annotations

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.ui.narration import describe_action, describe_vincent
from tests.canvas.positions import CARDS, new_state

DECK = tuple(range(1, 61))


def test_a_take_names_the_card_the_cost_and_the_tokens():
    state = new_state(deck=DECK)
    state.market_tokens[2] = 1
    market, tokens = state.market[:], state.market_tokens[:]
    state.apply(Take(2))
    line = describe_action(state, 0, Take(2), market, tokens)
    assert line == f"Ada takes {CARDS.art[3].title} (slot 3), pays 2 inspiration, collects 1 inspiration."


def test_a_seat_called_you_reads_in_the_second_person():
    state = new_state(deck=DECK)
    from dataclasses import replace

    state.setup = replace(state.setup, players=(replace(state.setup.players[0], name="You"),
                                                state.setup.players[1]))
    market, tokens = state.market[:], state.market_tokens[:]
    state.apply(Take(0))
    assert describe_action(state, 0, Take(0), market, tokens) == (
        f"You take {CARDS.art[1].title} (slot 1)."
    )


def test_a_painting_names_its_title_background_and_ribbons():
    state = new_state(deck=DECK)
    seat = state.seats[0]
    seat.hand = [10, 11, 12]
    action = Paint((10, 11, 12), seat.backgrounds[0])
    state.apply(action)
    line = describe_action(state, 0, action, [], [])
    title = state.judge.title((10, 11, 12))
    background = CARDS.backgrounds[seat.backgrounds[0]].name
    assert line.startswith(f"Ada paints “{title}” over {background}: ")


def test_vincent_line():
    state = new_state(1, deck=DECK)
    assert describe_vincent(state, 5) == (
        f"Vincent flips his tokens and takes {CARDS.art[5].title} out of the game."
    )
