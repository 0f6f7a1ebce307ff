"""Visibility and scoring on tiny hand-made paintings; expected values worked out by hand."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from canvas_table.layers.cards import Symbol, default_deck
from canvas_table.layers.scoring import by_kind, painting_score, score_ids, visible_symbols
from tests.layers.helpers import card

DECK = default_deck()


def test_rules_example_two_hearts_and_a_negative_heart_give_3():
    painting = [card((0, "heart")), card((1, "heart")), card((2, "heart", True))]
    assert by_kind(visible_symbols(painting)) == {"heart": 3}  # 3 × (2 − 1)
    assert painting_score(painting) == 3


def test_lone_star_gives_1_and_covered_symbols_do_not_count():
    painting = [card((0, "leaf")), card((0, "eye")), card((0, "star"))]
    assert visible_symbols(painting) == [(2, Symbol(0, "star", False))]
    assert by_kind(visible_symbols(painting)) == {"star": 1}
    assert painting_score(painting) == 1


def test_lone_negative_moon_gives_minus_1():
    painting = [card((3, "red")), card((3, "blue")), card((3, "moon", True))]
    assert by_kind(visible_symbols(painting)) == {"moon": -1}
    assert painting_score(painting) == -1


def test_two_different_kinds_add_up():
    painting = [card((0, "heart")), card((1, "star")), card((2, "heart"))]
    assert by_kind(visible_symbols(painting)) == {"heart": 4, "star": 1}  # 2 × 2, then 1 × 1
    assert painting_score(painting) == 5


def test_a_top_card_hides_the_same_position_on_every_layer_below():
    bottom = card((0, "heart"), (1, "star"))
    middle = card((2, "heart", True), (3, "moon"))
    top = card((3, "heart"), (4, "leaf"))
    assert visible_symbols([bottom, middle, top]) == [
        (0, Symbol(0, "heart", False)),
        (0, Symbol(1, "star", False)),
        (1, Symbol(2, "heart", True)),
        (2, Symbol(3, "heart", False)),
        (2, Symbol(4, "leaf", False)),
    ]  # the moon at 3 lies under the top heart
    assert by_kind(visible_symbols([bottom, middle, top])) == {"heart": 3, "star": 1, "leaf": 1}
    assert painting_score([bottom, middle, top]) == 5


def test_a_middle_card_hides_the_bottom_but_not_the_top():
    bottom = card((1, "bird"), (2, "eye"))
    middle = card((1, "bird"))
    top = card((4, "bird"))
    # the bottom bird at 1 is covered; the middle bird at 1, the top bird at 4 and the eye show
    assert by_kind(visible_symbols([bottom, middle, top])) == {"eye": 1, "bird": 4}
    assert painting_score([bottom, middle, top]) == 5


def test_several_negatives_of_a_kind_follow_v_times_p_minus_n():
    painting = [card((0, "moon", True)), card((1, "moon", True)), card((2, "moon"))]
    assert painting_score(painting) == -3  # 3 × (1 − 2)
    many = [card((0, "eye"), (1, "eye")), card((2, "eye"), (3, "eye", True)), card((4, "eye"))]
    assert painting_score(many) == 15  # 5 × (4 − 1)


def test_by_kind_lists_kinds_in_rule_order():
    painting = [card((0, "bird")), card((1, "red")), card((2, "heart"))]
    assert list(by_kind(visible_symbols(painting))) == ["red", "heart", "bird"]


def _by_the_rules(ids: tuple[int, int, int]) -> int:
    """The rules page read literally, for comparison with the fast path."""
    layers = [DECK[i] for i in ids]
    visible = []
    for k, layer in enumerate(layers):
        above = {s.position for higher in layers[k + 1:] for s in higher.symbols}
        visible += [s for s in layer.symbols if s.position not in above]
    total = 0
    for kind in {s.kind for s in visible}:
        p = sum(1 for s in visible if s.kind == kind and not s.negative)
        n = sum(1 for s in visible if s.kind == kind and s.negative)
        total += (p + n) * (p - n)
    return total


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 108), min_size=3, max_size=3, unique=True))
def test_every_scoring_path_agrees_with_the_rules_read_literally(ids):
    triple = (ids[0], ids[1], ids[2])
    cards = [DECK[i] for i in triple]
    expected = _by_the_rules(triple)
    assert score_ids(triple) == expected
    assert painting_score(cards) == expected
    assert sum(by_kind(visible_symbols(cards)).values()) == expected
    assert score_ids(triple, {i: DECK[i] for i in triple}) == expected  # another deck's path


def test_a_first_score_compiles_only_the_cards_it_scores():
    """A table's first paint scores a painting or two: the deck's 108 cards are compiled as
    they are first scored, not all at once."""
    from canvas_table.layers import scoring

    scoring._deck_table.cache_clear()
    try:
        assert score_ids((7, 50, 101)) == _by_the_rules((7, 50, 101))
        assert [i for i, entry in enumerate(scoring._deck_table()) if entry is not None] == [7, 50, 101]
        assert score_ids((101, 7, 12)) == _by_the_rules((101, 7, 12))
        assert sum(entry is not None for entry in scoring._deck_table()) == 4
    finally:
        scoring._deck_table.cache_clear()
