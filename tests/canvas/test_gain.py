"""What a painting adds: hand-computed from the points tables of rules/canvas.md.

The first game's cards: composition (1, 3, 9 points for 1, 2, 3 ribbons), emphasis (1, 4, 11),
repetition (3, 7, 11, 16), variety (4, 8, 13); space (2, 4, 7, 11); 2 points per grey ribbon.
"""

from __future__ import annotations

from canvas_table.canvas.cards import ScoringCard
from canvas_table.canvas.gain import (
    best_order,
    gain_tables,
    hold_ribbons,
    painting_gain,
    slot_caps,
    slot_cards,
)
from canvas_table.canvas.painting import Verdict
from tests.canvas.positions import FIRST_GAME, new_state


def first_game_cards() -> list[ScoringCard | None]:
    """The 4 scoring cards of the first game, by slot."""
    return slot_cards(new_state(2, scoring=FIRST_GAME).setup)


def test_a_first_painting_gains_its_ribbons_points_and_2_per_grey() -> None:
    tables = gain_tables(first_game_cards(), [0, 0, 0, 0])
    # 2 red (composition: 3) + 1 blue (repetition: 3) + 1 grey (2)
    assert painting_gain(Verdict((2, 0, 1, 0), 1), tables) == 8


def test_ribbons_beyond_the_cap_gain_nothing() -> None:
    tables = gain_tables(first_game_cards(), [2, 3, 0, 2])
    # red 2 -> 3 (capped): 9 - 3 = 6; green already at its cap of 3: 0;
    # blue 0 -> 1: 3; purple 2 -> 3: 13 - 8 = 5
    assert painting_gain(Verdict((2, 1, 1, 1), 0), tables) == 14


def test_empty_slots_count_for_nothing() -> None:
    state = new_state(2, scoring=("composition", None, None, "space"))
    tables = gain_tables(slot_cards(state.setup), [1, 0, 0, 2])
    assert [k for k, _ in tables] == [0, 3]
    # red 1 -> 2: 3 - 1 = 2; purple (space) 2 -> 5, capped at 4: 11 - 4 = 7; 2 grey: 4
    assert painting_gain(Verdict((1, None, None, 3), 2), tables) == 13


def test_the_gain_table_of_a_slot() -> None:
    tables = gain_tables(first_game_cards(), [1, 0, 0, 0])
    red = dict(tables)[0]
    assert red[:5] == (0, 2, 8, 8, 8)  # composition held at 1: 1 point now, 3 at 2, 9 at 3


def test_held_ribbons_stop_at_each_cap() -> None:
    held = [2, 3, 0, 2]
    hold_ribbons(held, (2, 1, 1, None), slot_caps(first_game_cards()))
    assert held == [3, 3, 1, 2]


def test_the_best_order_is_the_first_of_the_highest_gain() -> None:
    tables = gain_tables(first_game_cards(), [0, 0, 0, 0])
    verdicts = {(1, 2, 3): Verdict((1, 0, 0, 0), 0), (3, 2, 1): Verdict((0, 0, 0, 1), 0),
                (2, 1, 3): Verdict((0, 0, 0, 1), 0)}
    # 1 red: 1 point; 1 purple: 4 points (twice: the first one wins)
    assert best_order(verdicts.__getitem__, list(verdicts), tables) == (4, (3, 2, 1))
    assert best_order(verdicts.__getitem__, [], tables) == (-1, ())
