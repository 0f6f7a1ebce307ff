"""The scoring cards and scenarios of Canvas, copied by hand from /work/shared/rules/canvas.md.

Nothing here is computed by the code under test: the points tables, the scenarios and the
ribbon rules below are written from the rules page, so that a test comparing the program with
them compares it with the rules, not with itself. Where the page and this file disagree, fix
this file from the page.

- :data:`POINTS`: "points for 1/2/3/4 ribbons" of each of the 12 scoring cards; the length of a
  table is the cap on ribbons of that slot's colour ("Ribbons a player holds of one colour can
  never exceed the highest count on that slot's card table").
- :data:`SCENARIOS`: the 9 scenarios: their scoring cards in slot order (red, green, blue,
  purple), how many are drawn at random, and the solo target.
- :data:`RULES`: for each card, the ribbons one painting earns, from its visible swatches,
  written plainly (brute force where the page asks for a true maximum).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

# -- the points tables (rules/canvas.md, "The 12 scoring cards") -------------------------------

POINTS: dict[str, tuple[int, ...]] = {
    "composition": (1, 3, 9),
    "consistency": (3, 6, 10),
    "emphasis": (1, 4, 11),
    "hierarchy": (4, 9, 15),
    "movement": (3, 7, 12),
    "proximity": (2, 5, 8, 12),
    "proportion": (2, 5, 10),
    "repetition": (3, 7, 11, 16),
    "space": (2, 4, 7, 11),
    "style": (4, 10, 18),
    "symmetry": (1, 3, 6, 11),
    "variety": (4, 8, 13),
}

GREY_POINTS = 2  # "plus 2 points per grey ribbon"


def points(card: str, ribbons: int) -> int:
    """Points for holding ``ribbons`` ribbons of the colour of ``card``'s slot (capped)."""
    table = POINTS[card]
    held = min(ribbons, len(table))
    return table[held - 1] if held > 0 else 0


# -- the scenarios (rules/canvas.md, "Scenarios") ---------------------------------------------


SCENARIOS: dict[str, dict] = {
    "family": {"title": "Family", "scoring": ("composition", "variety"), "random": 0, "target": 18},
    "chill": {"title": "Chill", "scoring": (), "random": 3, "target": 25},
    "synergy": {"title": "Synergy", "scoring": ("proximity", "space", "variety"), "random": 0,
                "target": 28},
    "first_game": {"title": "First game", "scoring": ("composition", "emphasis", "repetition", "variety"),
                   "random": 0, "target": 32},
    "balanced": {"title": "Balanced", "scoring": ("consistency", "emphasis", "hierarchy", "proportion"),
                 "random": 0, "target": 33},
    "no_elements": {"title": "No elements",
                    "scoring": ("composition", "consistency", "proportion", "symmetry"),
                    "random": 0, "target": 35},
    "all_elements": {"title": "All elements", "scoring": ("emphasis", "hierarchy", "repetition", "style"),
                     "random": 0, "target": 36},
    "spatial": {"title": "Spatial", "scoring": ("movement", "proximity", "space", "symmetry"), "random": 0,
                "target": 37},
    "bonus": {"title": "Bonus", "scoring": ("hierarchy", "movement", "proportion", "style"), "random": 0,
              "target": 40},
}

SOLO_TARGETS = {"easy": 25, "normal": 30, "hard": 35, "master": 40}  # "with 4 random cards"

# -- the ribbon rules (rules/canvas.md, "The 12 scoring cards") -------------------------------

HUE, SHAPE, TEXTURE, TONE = "hue", "shape", "texture", "tone"
ELEMENTS = (HUE, SHAPE, TEXTURE, TONE)
Swatches = tuple[tuple[str, ...], ...]  # the 5 visible swatches, red..purple, their icons


def visible(cards: list[tuple[tuple[str, ...], ...]]) -> Swatches:
    """The visible swatches of a painting of ``cards`` (each its 5 swatches), bottom to top:
    "the topmost card that has anything in that swatch decides it"."""
    shown = []
    for i in range(5):
        icons: tuple[str, ...] = ()
        for card in cards:  # bottom to top: the last card with something here wins
            if card[i]:
                icons = card[i]
        shown.append(icons)
    return tuple(shown)


def count(swatches: Swatches, element: str) -> int:
    """The number of visible ``element`` icons (bonus icons are not elements)."""
    return sum(1 for icons in swatches for icon in icons if icon == element)


def where(swatches: Swatches, element: str) -> list[int]:
    """The swatches (0..4) where ``element`` shows, once per icon."""
    return [i for i, icons in enumerate(swatches) for icon in icons if icon == element]


def most_pairs(left: list[int], right: list[int], fits: Callable[[int, int], bool]) -> int:
    """The maximum number of disjoint (left, right) pairs that fit: every assignment tried."""
    if len(left) > len(right):
        left, right, fits = right, left, (lambda a, b, f=fits: f(b, a))
    best = 0
    for chosen in permutations(range(len(right)), len(left)):
        best = max(best, sum(1 for a, b in zip(left, chosen, strict=True) if fits(a, right[b])))
    return best


def composition(s: Swatches) -> int:
    return 1 if all(s) else 0


def consistency(s: Swatches) -> int:
    return 1 if sum(count(s, e) for e in ELEMENTS) == 6 else 0


def emphasis(s: Swatches) -> int:
    return 1 if count(s, HUE) == 1 else 0


def hierarchy(s: Swatches) -> int:
    tone = count(s, TONE)
    return 1 if tone >= 1 and all(count(s, e) <= tone for e in ELEMENTS) else 0


def movement(s: Swatches) -> int:
    return sum(1 for e in ELEMENTS if any(all(e in s[i + d] for d in range(3)) for i in range(3)))


def proximity(s: Swatches) -> int:
    return most_pairs(where(s, TEXTURE), where(s, TONE), lambda a, b: abs(a - b) == 1)


def proportion(s: Swatches) -> int:
    def best(counts: tuple[int, ...]) -> int:
        found = 0
        for a in range(4):
            for b in range(4):
                left = list(counts)
                left[a] -= 3
                left[b] -= 2
                if min(left) >= 0:
                    found = max(found, 1 + best(tuple(left)))
        return found

    return best(tuple(count(s, e) for e in ELEMENTS))


def repetition(s: Swatches) -> int:
    return count(s, SHAPE) // 2


def space(s: Swatches) -> int:
    return most_pairs(where(s, HUE), where(s, SHAPE), lambda a, b: abs(a - b) >= 2)


def style(s: Swatches) -> int:
    return count(s, TEXTURE) // 3


def symmetry(s: Swatches) -> int:
    return sum(1 for e in ELEMENTS for a, b in ((0, 4), (1, 3)) if e in s[a] and e in s[b])


def variety(s: Swatches) -> int:
    return min(count(s, e) for e in ELEMENTS)


RULES: dict[str, Callable[[Swatches], int]] = {
    "composition": composition, "consistency": consistency, "emphasis": emphasis,
    "hierarchy": hierarchy, "movement": movement, "proximity": proximity, "proportion": proportion,
    "repetition": repetition, "space": space, "style": style, "symmetry": symmetry, "variety": variety,
}


def grey(s: Swatches) -> int:
    """Grey ribbons: "each visible Bonus X icon gives 1 grey ribbon per visible X element"."""
    return sum(count(s, e) for icons in s for icon in icons if icon.startswith("bonus_")
               for e in ELEMENTS if icon == f"bonus_{e}")


