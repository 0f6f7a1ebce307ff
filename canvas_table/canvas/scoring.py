"""The 12 scoring cards as functions of a visible painting.

A visible painting is given by two 5-tuples of bit masks, one per swatch (red..purple):
``elements[i]`` has bit ``1 << k`` set when element ``ELEMENTS[k]`` shows in swatch i, and
``bonuses[i]`` has bit ``1 << k`` set when the bonus icon of element k shows there. ``counts`` is
the number of visible icons of each element. Each rule returns the ribbons the painting earns on
that card, before any cap. Where a card scores pairs or sets, the result is the true maximum number
of disjoint ones (an icon counts at most once per card).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

HUE, SHAPE, TEXTURE, TONE = 0, 1, 2, 3
Masks = tuple[int, ...]
Counts = tuple[int, int, int, int]
Rule = Callable[[Masks, Masks, Counts], int]

_POPCOUNT = tuple(bin(n).count("1") for n in range(16))


def element_counts(elements: Masks) -> Counts:
    """How many visible icons of each element (hue, shape, texture, tone)."""
    h = s = x = t = 0
    for mask in elements:
        h += mask & 1
        s += (mask >> 1) & 1
        x += (mask >> 2) & 1
        t += (mask >> 3) & 1
    return (h, s, x, t)


def grey_ribbons(bonuses: Masks, counts: Counts) -> int:
    """Each visible Bonus X gives one grey ribbon per visible X element."""
    grey = 0
    for mask in bonuses:
        if mask:
            grey += counts[mask.bit_length() - 1]
    return grey


def _max_matching(left: list[int], right: list[int], joined: Callable[[int, int], bool]) -> int:
    """Size of a maximum matching between two small sets of swatch positions (augmenting paths)."""
    match_of_right: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for j in right:
            if j not in seen and joined(i, j):
                seen.add(j)
                if j not in match_of_right or augment(match_of_right[j], seen):
                    match_of_right[j] = i
                    return True
        return False

    return sum(1 for i in left if augment(i, set()))


def _positions(mask: int) -> list[int]:
    return [i for i in range(5) if mask >> i & 1]


@cache
def _space_pairs(hues: int, shapes: int) -> int:
    """Maximum disjoint Hue–Shape pairs at least 2 apart, for two 5-bit position masks."""
    return _max_matching(_positions(hues), _positions(shapes), lambda i, j: abs(i - j) >= 2)


@cache
def _proximity_pairs(textures: int, tones: int) -> int:
    """Maximum disjoint Texture–Tone pairs in adjacent swatches, for two position masks."""
    return _max_matching(_positions(textures), _positions(tones), lambda i, j: abs(i - j) == 1)


def _position_mask(elements: Masks, bit: int) -> int:
    mask = 0
    for i, swatch in enumerate(elements):
        if swatch & bit:
            mask |= 1 << i
    return mask


@cache
def _proportion_groups(counts: Counts) -> int:
    """Maximum disjoint groups of 3 of one element plus 2 of one element (same or another)."""
    best = 0
    for a in range(4):
        if counts[a] < 3:
            continue
        for b in range(4):
            need_b = 2 + (3 if a == b else 0)
            if counts[b] < need_b:
                continue
            rest = list(counts)
            rest[a] -= 3
            rest[b] -= 2
            best = max(best, 1 + _proportion_groups(tuple(rest)))
    return best


def composition(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon when every swatch shows at least one icon, element or bonus."""
    return int(all(e or b for e, b in zip(elements, bonuses, strict=True)))


def consistency(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon when exactly 6 elements are visible."""
    return int(sum(counts) == 6)


def emphasis(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon when exactly 1 Hue is visible."""
    return int(counts[HUE] == 1)


def hierarchy(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon when a Tone is visible and no element is more numerous than Tone."""
    tone = counts[TONE]
    return int(tone >= 1 and max(counts[HUE], counts[SHAPE], counts[TEXTURE]) <= tone)


def movement(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per element showing in 3 consecutive swatches."""
    e = elements
    runs = (e[0] & e[1] & e[2]) | (e[1] & e[2] & e[3]) | (e[2] & e[3] & e[4])
    return _POPCOUNT[runs]


def proximity(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per disjoint Texture–Tone pair in adjacent swatches."""
    texture = _position_mask(elements, 1 << TEXTURE)
    tone = _position_mask(elements, 1 << TONE)
    return _proximity_pairs(texture, tone)


def proportion(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per disjoint group of 3 of one element and 2 of one element."""
    return _proportion_groups(counts)


def repetition(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per pair of Shapes."""
    return counts[SHAPE] // 2


def space(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per disjoint Hue–Shape pair at least 2 swatches apart."""
    hue = _position_mask(elements, 1 << HUE)
    shape = _position_mask(elements, 1 << SHAPE)
    return _space_pairs(hue, shape)


def style(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per set of 3 Textures."""
    return counts[TEXTURE] // 3


def symmetry(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per element in both red and purple swatches, and per element in yellow and blue."""
    return _POPCOUNT[elements[0] & elements[4]] + _POPCOUNT[elements[1] & elements[3]]


def variety(elements: Masks, bonuses: Masks, counts: Counts) -> int:
    """1 ribbon per complete set of the 4 elements."""
    return min(counts)


RULES: dict[str, Rule] = {
    rule.__name__: rule
    for rule in (
        composition, consistency, emphasis, hierarchy, movement, proximity,
        proportion, repetition, space, style, symmetry, variety,
    )
}
