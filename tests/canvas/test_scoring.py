"""Tiny positions for each of the 12 scoring cards, with the edge cases that trip naive code."""

from __future__ import annotations

import pytest

from canvas_table.canvas.cards import BONUSES, ELEMENTS
from canvas_table.canvas.scoring import RULES, element_counts, grey_ribbons

H, S, X, T = "hue", "shape", "texture", "tone"


def masks(*swatches: list[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Element and bonus masks of a visible painting given as 5 lists of icons."""
    assert len(swatches) == 5
    elements = tuple(sum(1 << ELEMENTS.index(i) for i in sw if i in ELEMENTS) for sw in swatches)
    bonuses = tuple(sum(1 << BONUSES.index(i) for i in sw if i in BONUSES) for sw in swatches)
    return elements, bonuses


def ribbons(card: str, *swatches: list[str]) -> int:
    elements, bonuses = masks(*swatches)
    return RULES[card](elements, bonuses, element_counts(elements))


def test_composition_needs_every_swatch_filled_bonus_counts():
    assert ribbons("composition", [H], [S], [X], [T], ["bonus_hue"]) == 1
    assert ribbons("composition", [H], [S], [], [T], [H]) == 0


def test_consistency_exactly_six_elements():
    assert ribbons("consistency", [H, S], [X, T], [H], [S], []) == 1
    assert ribbons("consistency", [H, S], [X, T], [H], [S], [T]) == 0
    assert ribbons("consistency", [H, S], [X], [H], [S], ["bonus_tone"]) == 0


def test_emphasis_exactly_one_hue():
    assert ribbons("emphasis", [H], [S], [], [], []) == 1
    assert ribbons("emphasis", [H], [H], [], [], []) == 0
    assert ribbons("emphasis", ["bonus_hue"], [S], [], [], []) == 0  # a bonus is not a Hue


def test_hierarchy_tone_at_least_as_numerous_as_any_element():
    assert ribbons("hierarchy", [T], [H], [], [], []) == 1
    assert ribbons("hierarchy", [T], [H], [H], [], []) == 0
    assert ribbons("hierarchy", [], [], [], [], []) == 0  # no tone at all
    assert ribbons("hierarchy", [T, X], [T, X], [S], [], []) == 1


def test_movement_one_per_element_in_three_consecutive_swatches():
    assert ribbons("movement", [H], [H], [H], [], []) == 1
    assert ribbons("movement", [H], [H], [], [H], [H]) == 0
    # five in a row of the same element still counts once
    assert ribbons("movement", [H, S], [H, S], [H, S], [H], [H]) == 2


def test_proximity_counts_disjoint_adjacent_texture_tone_pairs():
    assert ribbons("proximity", [X], [T], [], [], []) == 1
    assert ribbons("proximity", [X, T], [], [], [], []) == 0  # same swatch does not count
    # one tone between two textures pairs only once
    assert ribbons("proximity", [X], [T], [X], [], []) == 1


def test_proximity_maximum_matching_beats_greedy():
    # Pairing tone@1 with texture@2 first (right neighbour first) strands texture@0 and
    # tone@3 finds no free texture: 1. The true maximum is 2: (0,1) and (2,3).
    assert ribbons("proximity", [X], [T], [X], [T], []) == 2
    assert ribbons("proximity", [], [X], [T], [X], [T]) == 2
    assert ribbons("proximity", [X], [T, X], [T], [], []) == 2


def test_proportion_three_plus_two_groups():
    assert ribbons("proportion", [H], [H], [H], [S], [S]) == 1
    assert ribbons("proportion", [H, S], [H, S], [H], [], []) == 1
    assert ribbons("proportion", [H], [H], [S], [S], []) == 0


def test_proportion_six_of_one_element_is_one_group_not_two():
    assert ribbons("proportion", [H], [H], [H], [H], [H, S]) == 1  # 5 hues + 1 shape: 3+2
    six = ribbons("proportion", [H, S], [H, S], [H, S], [H], [H])
    assert six == 1  # 5 hue 3 shape: 3H+2H and 3S left alone, or 3H+2S, 3S+?: only one group


def test_proportion_two_groups_from_ten_elements():
    assert ribbons("proportion", [H, S], [H, S], [H, S], [X, T], [X, T]) == 2


def test_repetition_pairs_of_shapes():
    assert ribbons("repetition", [S], [S], [S], [], []) == 1
    assert ribbons("repetition", [S], [S], [S], [S, H], []) == 2


def test_space_pairs_at_least_two_apart():
    assert ribbons("space", [H], [], [S], [], []) == 1
    assert ribbons("space", [H], [S], [], [], []) == 0
    assert ribbons("space", [H, S], [], [], [], []) == 0


def test_space_maximum_matching_beats_greedy():
    # hue@3 is within 1 of both shapes: only one pair.
    assert ribbons("space", [H], [], [S], [H], [S]) == 1
    # hue@0 joins shape@2 or @4, hue@4 joins only shape@2: pairing hue@0 with the nearest shape@2 first
    # leaves hue@4 alone (1); the maximum is 2
    assert ribbons("space", [H], [], [S], [], [H, S]) == 2


def test_style_sets_of_three_textures():
    assert ribbons("style", [X], [X], [X], [], []) == 1
    assert ribbons("style", [X], [X], [], [], []) == 0


def test_symmetry_red_purple_and_yellow_blue():
    assert ribbons("symmetry", [H, S], [X], [], [X], [H, S]) == 3
    assert ribbons("symmetry", [H], [], [H], [], []) == 0


def test_variety_complete_sets():
    assert ribbons("variety", [H, S], [X, T], [], [], []) == 1
    assert ribbons("variety", [H, S], [X, T], [H, S], [X, T], []) == 2
    assert ribbons("variety", [H, S], [X], [], [], [T, "bonus_tone"]) == 1


@pytest.mark.parametrize(
    ("swatches", "grey"),
    [
        (([H], ["bonus_hue"], [H], [], []), 2),
        (([H], ["bonus_hue"], ["bonus_shape"], [S, H], []), 3),
        (([T], ["bonus_hue"], [], [], []), 0),
    ],
)
def test_grey_ribbons_one_per_matching_visible_element(swatches, grey):
    elements, bonuses = masks(*swatches)
    assert grey_ribbons(bonuses, element_counts(elements)) == grey


def test_every_rule_is_tested_here():
    tested = {name.split("_")[1] for name in globals() if name.startswith("test_")}
    assert set(RULES) <= tested
