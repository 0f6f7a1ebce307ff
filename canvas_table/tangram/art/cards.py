"""The cards' faces and backs: the seven colour cards, the favourable and unfavourable cards (one
picture an effect, no words), the four backs.

Drawn in units (240 x 336, y down) on a clear ground: a cream card with rounded corners and an
inner panel; a favourable card's panel is sunny gold with a small sun in its corner, an
unfavourable card's is slate with a small storm cloud.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image
from shapely.geometry import Polygon

from canvas_table.art.palette import RGB, mix
from canvas_table.tangram.art import icons
from canvas_table.tangram.art.colours import CREAM, GOLD, INK, SLATE, SQUARE, SUN, dark, light
from canvas_table.tangram.art.shapes import Sketch, circle, classic_square, rounded_box, star
from canvas_table.tangram.cards import FAVOURABLE, deck_of

W, H = 240, 336
PANEL = (14.0, 14.0, W - 14.0, H - 14.0)
FAIR: RGB = (244, 206, 110)
FOUL: RGB = (120, 134, 156)
TILE: RGB = (226, 216, 190)


def _card(sk: Sketch, panel: RGB) -> None:
    """The card stock, its soft shadow and the inner panel in ``panel``."""
    sk.poly(rounded_box((4, 6, W - 2, H - 1), 20), INK, soft=3, alpha=0.35)
    sk.poly(rounded_box((2, 2, W - 4, H - 5), 20), CREAM, soft=0.4, edge=0.2)
    sk.poly(rounded_box(PANEL, 13), panel, soft=0.5, edge=0.4, vary=light(panel, 0.35), vary_amount=0.6,
            cell=90)
    sk.strokes(PANEL, 40, 40, 6, (light(panel, 0.4), dark(panel, 0.12)), angle=-0.6, alpha=0.12)


def _tile(sk: Sketch, cx: float, cy: float, side: float, colour: RGB = TILE) -> None:
    """A small board square."""
    box = (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
    sk.poly(rounded_box((box[0] + 2, box[1] + 3, box[2] + 2, box[3] + 3), side * 0.15), INK, soft=2,
            alpha=0.3)
    sk.poly(rounded_box(box, side * 0.15), colour, soft=0.4, edge=0.3)


def _pawn(sk: Sketch, cx: float, cy: float, r: float, colour: RGB) -> None:
    """A plain round pawn."""
    sk.poly(circle(cx + r * 0.1, cy + r * 0.15, r * 1.1), INK, soft=r * 0.2, alpha=0.35)
    sk.poly(circle(cx, cy, r * 1.1), CREAM)
    sk.poly(circle(cx, cy, r), colour, edge=0.35)


def _curved_arrow(sk: Sketch, start: tuple[float, float], bend: tuple[float, float],
                  end: tuple[float, float], width: float, colour: RGB) -> None:
    """A bent arrow from ``start`` to ``end`` through ``bend``, its head at ``end``."""
    pts = [((1 - t) ** 2 * start[0] + 2 * (1 - t) * t * bend[0] + t * t * end[0],
            (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * bend[1] + t * t * end[1])
           for t in (k / 16 for k in range(15))]
    sk.line(pts, width, colour)
    a = math.atan2(end[1] - pts[-1][1], end[0] - pts[-1][0])
    head = width * 1.7
    sk.poly([(end[0] + math.cos(a) * head * 0.6, end[1] + math.sin(a) * head * 0.6),
             (end[0] + math.cos(a + 2.3) * head, end[1] + math.sin(a + 2.3) * head),
             (end[0] + math.cos(a - 2.3) * head, end[1] + math.sin(a - 2.3) * head)], colour)


# -- favourable pictures -------------------------------------------------------------------------

def _take_any(sk: Sketch) -> None:
    icons.rainbow_fan(sk, W / 2, H * 0.5, 84)


def _take_square(sk: Sketch) -> None:
    green = SQUARE["green"]
    _tile(sk, W / 2, H * 0.74, 74, green)
    icons.card(sk, W / 2, H * 0.36, 66, green, turn=-0.12)
    _curved_arrow(sk, (W * 0.76, H * 0.7), (W * 0.9, H * 0.52), (W * 0.76, H * 0.34), 8, (214, 86, 58))


def _steps(sk: Sketch, forward: bool, panel: RGB) -> None:
    y = H * 0.66
    for k in range(4):
        _tile(sk, W * (0.2 + 0.2 * k), y, 40)
    for k in range(1, 4):
        x = W * (0.2 + 0.2 * k) if forward else W * (0.8 - 0.2 * k)
        sk.poly(circle(x, y, 7), dark(panel, 0.55))
    start, end = (W * 0.2, W * 0.8) if forward else (W * 0.8, W * 0.2)
    _pawn(sk, start, y - 4, 13, SQUARE["blue"])
    _curved_arrow(sk, (start, y - 30), ((start + end) / 2, H * 0.2), (end, y - 32), 8,
                  (214, 86, 58) if forward else INK)


def _forward(sk: Sketch) -> None:
    _steps(sk, True, FAIR)


def _roll_again(sk: Sketch) -> None:
    icons.die(sk, W * 0.38, H * 0.5, 62, 5, turn=-0.25)
    icons.die(sk, W * 0.64, H * 0.56, 62, 3, turn=0.2)
    arc = [(W / 2 + 92 * math.cos(a), H * 0.53 + 92 * math.sin(a))
           for a in (math.radians(200 + 7 * k) for k in range(21))]
    sk.line(arc, 8, (214, 86, 58))
    end = arc[-1]
    sk.poly([(end[0] + 14, end[1] + 4), (end[0] - 8, end[1] - 12), (end[0] - 6, end[1] + 16)], (214, 86, 58))


def _leave_prison(sk: Sketch) -> None:
    icons.bars(sk, (W * 0.18, H * 0.2, W * 0.5, H * 0.7), count=3)
    icons.padlock(sk, W * 0.66, H * 0.4, 40, open_=True)
    icons.key(sk, W * 0.52, H * 0.76, 56)


def _steal(sk: Sketch) -> None:
    icons.card(sk, W * 0.68, H * 0.32, 58, SQUARE["purple"], turn=0.18)
    _curved_arrow(sk, (W * 0.62, H * 0.5), (W * 0.6, H * 0.72), (W * 0.36, H * 0.72), 7, INK)
    mask = [(W * 0.1, H * 0.62), (W * 0.22, H * 0.57), (W * 0.34, H * 0.6), (W * 0.46, H * 0.57),
            (W * 0.56, H * 0.62), (W * 0.5, H * 0.72), (W * 0.38, H * 0.74), (W * 0.33, H * 0.68),
            (W * 0.27, H * 0.74), (W * 0.15, H * 0.72)]
    sk.poly([(x - W * 0.06, y - H * 0.04) for x, y in mask], INK, soft=0.4)
    for x in (0.16, 0.38):
        sk.poly(circle(W * x, H * 0.615, 9), FAIR)


# -- unfavourable pictures -----------------------------------------------------------------------

def _return(sk: Sketch) -> None:
    box = (W * 0.22, H * 0.6, W * 0.78, H * 0.82)
    sk.poly(rounded_box(box, 8), (150, 110, 74), soft=0.4, edge=0.4)
    sk.poly([(box[0], box[1]), (box[0] - 16, box[1] - 22), (box[0] + 30, box[1] - 22), (box[0] + 40, box[1])],
            (176, 136, 96), edge=0.3)
    sk.poly([(box[2], box[1]), (box[2] + 16, box[1] - 22), (box[2] - 30, box[1] - 22), (box[2] - 40, box[1])],
            (176, 136, 96), edge=0.3)
    icons.card(sk, W / 2, H * 0.34, 58, SQUARE["orange"], turn=0.1)
    sk.poly([(W / 2 - 20, H * 0.5), (W / 2 + 20, H * 0.5), (W / 2, H * 0.58)], INK)


def _prison(sk: Sketch) -> None:
    icons.stone_wall(sk, (W * 0.16, H * 0.2, W * 0.84, H * 0.78))
    sk.poly(rounded_box((W * 0.24, H * 0.26, W * 0.76, H * 0.72), 10), (30, 30, 38), soft=1.0, alpha=0.85)
    icons.bars(sk, (W * 0.26, H * 0.26, W * 0.74, H * 0.72), count=4)
    icons.padlock(sk, W * 0.5, H * 0.6, 34)


def _back(sk: Sketch) -> None:
    _steps(sk, False, FOUL)


def _give_left(sk: Sketch) -> None:
    _pawn(sk, W * 0.24, H * 0.62, 22, SQUARE["red"])
    icons.card(sk, W * 0.66, H * 0.42, 60, SQUARE["yellow"], turn=0.15)
    _curved_arrow(sk, (W * 0.62, H * 0.64), (W * 0.52, H * 0.82), (W * 0.36, H * 0.7), 7, INK)


def _lose_bonus(sk: Sketch) -> None:
    cx, cy = W / 2, H * 0.5
    sk.poly(star(cx, cy, 72, 32), GOLD, soft=0.4, edge=0.5, vary=SUN, vary_amount=0.5, cell=60)
    sk.line([(cx - 18, cy - 74), (cx + 4, cy - 30), (cx - 14, cy - 4), (cx + 10, cy + 30), (cx - 4, cy + 64)],
            6, mix(FOUL, INK, 0.4))
    ring = [(cx + 84 * math.cos(a), cy + 84 * math.sin(a)) for a in (math.tau * k / 48 for k in range(49))]
    sk.line(ring, 10, (206, 64, 52), alpha=0.9)
    sk.line([(cx - 60, cy - 60), (cx + 60, cy + 60)], 10, (206, 64, 52), alpha=0.9)


PICTURES: dict[str, Callable[[Sketch], None]] = {
    "take_any": _take_any, "take_square": _take_square, "forward_3": _forward, "roll_again": _roll_again,
    "leave_prison": _leave_prison, "steal": _steal,
    "return": _return, "prison": _prison, "back_3": _back, "give_left": _give_left, "lose_bonus": _lose_bonus,
}


def _sketch(px: int, seed: int) -> Sketch:
    return Sketch((W, H), px / W, seed)


def paint_effect(kind: str, px: int) -> Image.Image:
    """The face of a favourable or unfavourable card of ``kind``, ``px`` pixels wide, RGBA."""
    fair = deck_of(kind) == FAVOURABLE
    sk = _sketch(px, 0xCA2D + sorted(PICTURES).index(kind))
    _card(sk, FAIR if fair else FOUL)
    if fair:
        icons.sun(sk, 38, 38, 17)
    else:
        icons.storm(sk, 40, 36, 19)
    PICTURES[kind](sk)
    return sk.image()


def paint_colour(colour: str, px: int) -> Image.Image:
    """A colour card of ``colour``, ``px`` pixels wide, RGBA."""
    tint = SQUARE[colour]
    sk = _sketch(px, 0xC0 + sorted(SQUARE).index(colour))
    _card(sk, tint)
    icons.tangram_motif(sk, W / 2, H / 2, 128, tint, turn=math.pi / 4)
    for x, y in ((34, 34), (W - 34, H - 34)):
        sk.poly(rounded_box((x - 9, y - 9, x + 9, y + 9), 3), light(tint, 0.6), edge=0.3)
    return sk.image()


def paint_back(deck: str, px: int) -> Image.Image:
    """The back of ``deck``'s cards (favourable, unfavourable, colour, tangram), RGBA."""
    sk = _sketch(px, 0xBAC + ("favourable", "unfavourable", "colour", "tangram").index(deck))
    if deck == "favourable":
        _card(sk, mix(FAIR, (232, 150, 60), 0.3))
        panel = Polygon(rounded_box(PANEL, 13))
        for k in range(16):
            a = math.tau * k / 16
            ray = Polygon([(W / 2, H / 2), *((W / 2 + 200 * math.cos(a + d), H / 2 + 200 * math.sin(a + d))
                                             for d in (-0.09, 0.09))])
            sk.poly(list(ray.intersection(panel).exterior.coords), light(FAIR, 0.45), alpha=0.35)
        icons.sun(sk, W / 2, H / 2, 70)
    elif deck == "unfavourable":
        _card(sk, SLATE)
        for _ in range(22):
            x, y = sk.rng.uniform(20, W - 20), sk.rng.uniform(40, H - 30)
            sk.line([(x, y), (x - 8, y + 22)], 3, light(SLATE, 0.3), alpha=0.6)
        icons.storm(sk, W / 2, H * 0.44, 80)
    elif deck == "colour":
        _card(sk, CREAM)
        icons.rainbow_square(sk, W / 2, H / 2, 130)
    else:
        _card(sk, (40, 50, 66))
        pieces = classic_square(W / 2, H / 2, 130, math.pi / 4)
        for pts, colour in zip(pieces, SQUARE.values(), strict=True):
            sk.poly(pts, colour, alpha=0.9, edge=0.3)
        for pts in pieces:
            sk.outline(pts, 2.5, GOLD)
    return sk.image()
