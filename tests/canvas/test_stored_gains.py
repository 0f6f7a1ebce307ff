"""A triple's best layer order read from the stored verdicts is the one the rules give.

The expected values come from a judge of a copy of the standard cards: it cannot read the stored
table, so it runs the rules of :mod:`canvas_table.canvas.scoring` on every painting.
"""

from __future__ import annotations

from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.canvas.gain import (
    StoredGains,
    best_order,
    best_stored_order,
    gain_tables,
    painting_gain,
    slot_cards,
)
from canvas_table.canvas.masks import sight_of, standard_masks
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.policies import CanvasModel, ribbon_key
from canvas_table.canvas.scoring import RULES
from canvas_table.canvas.verdict_table import NO_ROW, VerdictTable, standard_table
from canvas_table.engine.rng import Rng
from tests.canvas.positions import new_state

RULE_NAMES = sorted(RULES)
SLOTS = st.lists(st.sampled_from([*RULE_NAMES, None]), min_size=4, max_size=4).map(tuple)
TRIPLE = st.lists(st.integers(1, 60), min_size=3, max_size=3, unique=True).map(sorted)
HELD = st.lists(st.integers(0, 7), min_size=4, max_size=4)


def stored() -> VerdictTable:
    table = standard_table()
    assert table is not None
    return table


def rules_judge(slots: tuple) -> PaintingJudge:
    """A judge that runs the rules on every painting (other cards than the standard set object)."""
    standard = default_card_set()
    return PaintingJudge(slots, CardSet(standard.art, standard.backgrounds, standard.scoring,
                                        standard.scenarios))


def test_every_layer_order_reads_the_row_of_the_painting_it_shows() -> None:
    table, masks = stored(), standard_masks()
    for bottom, middle, top in permutations(range(1, 61), 3):
        assert table.row_of(bottom, middle, top) == table.rows[sight_of(masks, bottom, middle, top)]
    assert table.row_of(5, 5, 9) == NO_ROW
    assert table.row_of(0, 1, 2) == NO_ROW  # there is no card 0


def test_a_rows_gain_is_the_gain_of_the_painting_it_stores() -> None:
    slots = ("composition", "emphasis", "repetition", "variety")
    tables = gain_tables(slot_cards(new_state(2, scoring=slots).setup), [1, 0, 2, 0])
    gains = StoredGains(stored(), slots, tables)
    judge = rules_judge(slots)
    for layers in [(1, 2, 3), (60, 31, 7), (12, 45, 33), (8, 9, 10)]:
        row = stored().row_of(*layers)
        assert gains.values[row] is None  # worked out at its first use only
        expected = painting_gain(judge.score(layers), tables)
        assert gains.fill(row) == expected
        assert gains.values[row] == expected


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(slots=SLOTS, held=HELD, triples=st.lists(TRIPLE, min_size=1, max_size=15))
def test_the_stored_best_order_is_the_rules_best_order_ties_included(
    slots: tuple, held: list, triples: list
) -> None:
    scoring = default_card_set().scoring
    tables = gain_tables([scoring[name] if name else None for name in slots], held)
    gains = StoredGains(stored(), slots, tables)
    judge = rules_judge(slots)
    for triple in triples:
        expected = best_order(judge.verdict, permutations(triple), tables)
        assert best_stored_order(stored(), gains, triple) == expected, (slots, held, triple)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), held=HELD, triples=st.lists(TRIPLE, min_size=1, max_size=10))
def test_the_searchs_triple_values_are_the_same_without_the_stored_table(
    seed: int, held: list, triples: list
) -> None:
    state = new_state(3, seed=seed, scoring=None)
    reading, ruling = CanvasModel(state), CanvasModel(state)
    ruling.judge = rules_judge(state.setup.scoring)
    assert reading.judge.stored() is not None and ruling.judge.stored() is None
    rk = ribbon_key([min(h, cap) for h, cap in zip(held, reading.caps, strict=True)])
    for a, b, c in triples:
        assert reading.triple(a, b, c, rk) == ruling.triple(a, b, c, rk)


def test_every_rows_gain_worked_out_at_once_is_each_rows_own() -> None:
    slots = ("repetition", None, "emphasis", "variety")
    tables = gain_tables(slot_cards(new_state(2, scoring=slots).setup), [0, 0, 3, 1])
    at_once, one_by_one = StoredGains(stored(), slots, tables), StoredGains(stored(), slots, tables)
    at_once.fill_all()
    assert at_once.values == [one_by_one.fill(row) for row in range(len(stored().grey))]
    judge = rules_judge(slots)
    for layers in [(1, 2, 3), (60, 31, 7), (12, 45, 33)]:
        assert at_once.values[stored().row_of(*layers)] == painting_gain(judge.score(layers), tables)


@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), triples=st.lists(TRIPLE, min_size=1, max_size=10))
def test_a_playout_works_out_the_no_ribbon_holding_whole_as_the_rules_give(
    seed: int, triples: list
) -> None:
    """The playouts' usual holding: their first miss memoises every set of three of the 60 art
    cards at once, each with the best order the rules give; a lookup outside a playout (a
    greedy bot's) works out only its own set."""
    state = new_state(3, seed=seed, scoring=None)
    reading, ruling = CanvasModel(state), CanvasModel(state)
    ruling.judge = rules_judge(state.setup.scoring)
    looked_up = CanvasModel(state)
    looked_up.triple(*triples[0], 0)
    assert len(looked_up._triples) == 1
    reading.playout(state.clone(), Rng(seed))
    assert len(reading._triples) >= 60 * 59 * 58 // 6
    for a, b, c in triples:
        assert reading._triples[a << 12 | b << 6 | c] == ruling._pack(a << 12 | b << 6 | c)
