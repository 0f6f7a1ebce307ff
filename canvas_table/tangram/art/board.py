"""The painted board: the loop of 40 squares round a calm centre, in one opaque image.

Drawn in units (1000 x 1000, y down) where :func:`canvas_table.tangram.art.track.track` puts the
squares: tangram squares in their colour with a small tangram square, the start with a star, an
arrow the way pawns go and a fan of colour cards, three prisons (stone and bars), favourable
squares (a sun) and unfavourable ones (a storm cloud). The centre stays quiet for the decks, the
dice and the stock: a parchment wash with a large faint tangram square.
"""

from __future__ import annotations

from PIL import Image

from canvas_table.art.palette import mix
from canvas_table.tangram.art import icons
from canvas_table.tangram.art.colours import CENTRE, CREAM, FRAME, GOLD, INK, SQUARE, STORM, dark, light
from canvas_table.tangram.art.shapes import Sketch, arrow, rounded_box
from canvas_table.tangram.art.track import MARGIN, SquareBox, centre_space, track
from canvas_table.tangram.board import BOARD, FAVOURABLE, PRISON, START, UNFAVOURABLE
from canvas_table.tangram.colours import CARDS
from canvas_table.tangram.figures import figures

UNITS = 1000
SEED = 0x7A9B0A
GAP = 3.0  # units between neighbouring squares

FAIR_GROUND = (250, 228, 150)
FOUL_GROUND = (176, 186, 200)


def _ground(sk: Sketch) -> None:
    """The frame round the loop and the centre's parchment."""
    sk.poly(rounded_box((0, 0, UNITS, UNITS), 24), FRAME, soft=0, vary=dark(FRAME, 0.3), vary_amount=0.6,
            cell=160)
    m = MARGIN * UNITS
    sk.outline(rounded_box((m * 0.45, m * 0.45, UNITS - m * 0.45, UNITS - m * 0.45), 14), 2.2, GOLD,
               alpha=0.85)
    left, top, width, height = (v * UNITS for v in centre_space())
    inner = (left + GAP, top + GAP, left + width - GAP, top + height - GAP)
    sk.poly(rounded_box(inner, 10), CENTRE, soft=0.5, edge=0.25, vary=CREAM, vary_amount=0.7, cell=120)
    sk.strokes(inner, 160, 60, 16, (light(CENTRE, 0.5), mix(CENTRE, (196, 176, 140), 0.5)), angle=0.5,
               alpha=0.07)
    cx, cy = left + width / 2, top + height / 2
    icons.rainbow_square(sk, cx, cy, width * 0.3)


def _tile(sk: Sketch, box: SquareBox, colour: tuple[int, int, int]) -> tuple[float, float, float, float]:
    """A square's painted tile with a bevel; returns its inner box in units."""
    x0, y0 = box.left * UNITS + GAP / 2, box.top * UNITS + GAP / 2
    x1, y1 = x0 + box.width * UNITS - GAP, y0 + box.height * UNITS - GAP
    r = min(x1 - x0, y1 - y0) * 0.12
    sk.poly(rounded_box((x0 + 1.5, y0 + 2.5, x1 + 1.5, y1 + 2.5), r), INK, soft=2.5, alpha=0.45)
    sk.poly(rounded_box((x0, y0, x1, y1), r), colour, soft=0.5, edge=0.35, vary=light(colour, 0.3),
            vary_amount=0.55, cell=45)
    sk.outline(rounded_box((x0 + 2, y0 + 2, x1 - 2, y1 - 2), r * 0.8), 1.6, light(colour, 0.6), alpha=0.7)
    sk.line([(x0 + r, y1 - 1.8), (x1 - r, y1 - 1.8)], 2.2, dark(colour, 0.35), alpha=0.55)
    return x0, y0, x1, y1


def _tangram_square(sk: Sketch, box: SquareBox, colour_name: str, card: int) -> None:
    """A colour's square: the silhouette of one of its figures in deep ink on the colour."""
    colour = SQUARE[colour_name]
    x0, y0, x1, y1 = _tile(sk, box, colour)
    figure = figures()[f"{colour_name}-{card}"]
    icons.silhouette(sk, figure.silhouette, ((x0 + x1) / 2, (y0 + y1) / 2),
                     min(x1 - x0, y1 - y0) * 0.72, dark(colour, 0.72), colour)


def _start(sk: Sketch, box: SquareBox) -> None:
    x0, y0, x1, _ = _tile(sk, box, CREAM)
    w = x1 - x0
    icons.rainbow_fan(sk, x0 + w * 0.62, y0 + w * 0.36, w * 0.2)
    icons.gold_star(sk, x0 + w * 0.27, y0 + w * 0.3, w * 0.17)
    sk.poly(arrow(x1 - w * 0.12, x0 + w * 0.1, y0 + w * 0.76, w * 0.05, w * 0.12), (214, 86, 58),
            soft=0.5, edge=0.4)


def _prison(sk: Sketch, box: SquareBox) -> None:
    x0, y0, x1, y1 = _tile(sk, box, (112, 110, 108))
    w = x1 - x0
    icons.stone_wall(sk, (x0 + w * 0.08, y0 + w * 0.08, x1 - w * 0.08, y1 - w * 0.08))
    sk.poly(rounded_box((x0 + w * 0.16, y0 + w * 0.14, x1 - w * 0.16, y1 - w * 0.14), w * 0.08),
            (30, 30, 38), soft=1.0, alpha=0.85)
    icons.bars(sk, (x0 + w * 0.2, y0 + w * 0.14, x1 - w * 0.2, y1 - w * 0.14))
    icons.padlock(sk, x0 + w * 0.5, y0 + w * 0.6, w * 0.16)


def _favourable(sk: Sketch, box: SquareBox) -> None:
    x0, y0, x1, y1 = _tile(sk, box, FAIR_GROUND)
    icons.sun(sk, (x0 + x1) / 2, (y0 + y1) / 2, min(x1 - x0, y1 - y0) * 0.36)


def _unfavourable(sk: Sketch, box: SquareBox) -> None:
    x0, y0, x1, y1 = _tile(sk, box, FOUL_GROUND)
    r = min(x1 - x0, y1 - y0) * 0.34
    icons.storm(sk, (x0 + x1) / 2, (y0 + y1) / 2 - r * 0.3, r)
    sk.poly(rounded_box((x0, y0, x1, y1), 6), STORM, soft=8, alpha=0.08)


def paint_board(px: int) -> Image.Image:
    """The board, ``px`` pixels square, opaque RGB."""
    sk = Sketch((UNITS, UNITS), px / UNITS, SEED)
    _ground(sk)
    seen: dict[str, int] = {}
    for box in track():
        kind = BOARD[box.index]
        if kind == START:
            _start(sk, box)
        elif kind == PRISON:
            _prison(sk, box)
        elif kind == FAVOURABLE:
            _favourable(sk, box)
        elif kind == UNFAVOURABLE:
            _unfavourable(sk, box)
        else:
            seen[kind] = seen.get(kind, 0) + 1
            _tangram_square(sk, box, kind, (seen[kind] - 1) % CARDS + 1)
    return sk.image(ground=dark(FRAME, 0.2))
