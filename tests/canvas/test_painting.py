"""Layering: the topmost card with something in a swatch decides it; titles."""

from __future__ import annotations

from canvas_table.canvas.painting import PaintingJudge
from tests.canvas.positions import CARDS, FIRST_GAME, card_with


def cards_using(swatch: int) -> list[int]:
    return [c.id for c in CARDS.art.values() if c.swatches[swatch]]


def test_upper_card_covers_the_swatch_below():
    judge = PaintingJudge(FIRST_GAME)
    lower, upper = cards_using(2)[:2]
    other = next(c for c in CARDS.art if not CARDS.art[c].swatches[2])
    assert CARDS.art[lower].swatches[2] != CARDS.art[upper].swatches[2] or lower != upper
    assert judge.visible((lower, other, upper))[2] == CARDS.art[upper].swatches[2]
    assert judge.visible((upper, other, lower))[2] == CARDS.art[lower].swatches[2]


def test_empty_upper_swatch_lets_the_lower_icons_show():
    judge = PaintingJudge(FIRST_GAME)
    bottom = cards_using(0)[0]
    clear = [c for c in CARDS.art if not CARDS.art[c].swatches[0] and c != bottom][:2]
    assert judge.visible((bottom, *clear))[0] == CARDS.art[bottom].swatches[0]


def test_bonus_on_top_hides_two_elements_below():
    judge = PaintingJudge(("variety", None, None, None))
    bonus = next(c for c in CARDS.art.values() if any(s and s[0].startswith("bonus") for s in c.swatches))
    k = next(i for i, s in enumerate(bonus.swatches) if s and s[0].startswith("bonus"))
    doubles = [c.id for c in CARDS.art.values() if len(c.swatches[k]) == 2 and c.id != bonus.id]
    below = doubles[:2]
    shown = judge.visible((*below, bonus.id))
    assert shown[k] == bonus.swatches[k]
    covered = judge.visible((below[0], bonus.id, below[1]))
    assert covered[k] == CARDS.art[below[1]].swatches[k]


def test_verdict_counts_only_visible_icons():
    judge = PaintingJudge(("repetition", None, None, None))
    shape_card = card_with(1, ("hue", "shape"))
    covering = next(c.id for c in CARDS.art.values() if c.swatches[1] == ("tone",))
    others = [c.id for c in CARDS.art.values() if not any(c.swatches[i] for i in (1,))][:1]
    shown = judge.visible((shape_card, others[0], covering))
    assert "shape" not in shown[1]
    shapes = sum(s.count("shape") for s in shown)
    assert judge.score((shape_card, others[0], covering)).ribbons[0] == shapes // 2


def test_memo_equals_fresh_score():
    judge = PaintingJudge(FIRST_GAME)
    assert judge.verdict((1, 2, 3)) == judge.score((1, 2, 3))
    assert judge.verdict((1, 2, 3)) is judge.verdict((1, 2, 3))


def _by_side(side: str) -> list[int]:
    return [c.id for c in CARDS.art.values() if c.side == side]


def test_title_uses_topmost_left_and_topmost_right_words():
    judge = PaintingJudge(FIRST_GAME)
    left, right = _by_side("left"), _by_side("right")
    layers = (left[0], right[0], left[1])
    assert judge.title(layers) == f"{CARDS.art[left[1]].title} {CARDS.art[right[0]].title}"
    layers = (right[1], left[0], right[0])
    assert judge.title(layers) == f"{CARDS.art[left[0]].title} {CARDS.art[right[0]].title}"


def test_title_fallbacks_with_one_kind_of_word():
    judge = PaintingJudge(FIRST_GAME)
    left, right = _by_side("left"), _by_side("right")
    assert judge.title(tuple(left[:3])) == f"{CARDS.art[left[2]].title} Study"
    assert judge.title(tuple(right[:3])) == f"The {CARDS.art[right[2]].title}"


def test_verdicts_shared_by_the_same_visible_painting_equal_fresh_scores():
    from itertools import permutations

    from canvas_table.engine.rng import Rng

    triples = list(permutations(range(1, 61), 3))
    rng = Rng(9)
    for slots in (FIRST_GAME, ("space", "proximity", "movement", "symmetry"),
                  ("proportion", None, "hierarchy", "consistency")):
        memo, fresh = PaintingJudge(slots), PaintingJudge(slots)
        for layers in (rng.choice(triples) for _ in range(3000)):
            assert memo.verdict(layers) == fresh.score(layers), (slots, layers)
    # two triples that show the same painting get the very same verdict, judged once
    judge = PaintingJudge(FIRST_GAME)
    first_seen: dict = {}
    shared = 0
    for layers in permutations(range(1, 16), 3):
        seen = first_seen.setdefault(judge.visible(layers), layers)
        if seen != layers:
            shared += 1
            assert judge.verdict(layers) is judge.verdict(seen)
    assert shared > 100
