"""Masterpieces 9–12: the orchard in April (pointillist), the lighthouse keeper's cat (naive),
the desert road (flat colour), the garden of folded birds (paper cut-out)."""

from __future__ import annotations

import math

from canvas_table.art.palette import shade
from canvas_table.picktura.art.paint import H, Painting, W, ellipse_pts
from canvas_table.picktura.art.shapes import disc, fish, leaf, star, tree


def orchard(p: Painting) -> None:
    """9. TL a blossoming crown against the sky; TR the sun and a second tree; BL the trunks
    and the grass; BR the ladder and the basket."""
    p.gradient([(0, (120, 170, 220)), (620, (220, 230, 236)), (640, (150, 190, 100)), (1400, (90, 150, 70))])
    disc(p, 820, 180, 70, (255, 236, 170), soft=6)
    for x, b, h, c in (
        (260, 1000, 780, (236, 170, 190)),
        (780, 880, 560, (250, 210, 220)),
        (560, 760, 300, (246, 236, 240)),
    ):
        tree(p, x, b, h, (110, 150, 90), (96, 70, 52), c)
    p.stroke([(640, 1360), (760, 880)], 14, (150, 100, 60))
    p.stroke([(720, 1380), (840, 900)], 14, (150, 100, 60))
    for k in range(1, 8):
        t = k / 8
        p.stroke([(640 + 120 * t, 1360 - 480 * t), (720 + 120 * t, 1380 - 480 * t)], 10, (150, 100, 60))
    p.oval((820, 1220, 980, 1330), (170, 120, 60), soft=1)
    p.rect((820, 1180, 980, 1275), (190, 140, 70), soft=1)
    for x in range(830, 970, 30):
        disc(p, x, 1180, 14, (244, 200, 210), soft=1)
    p.dots((0, 0, W, H), 16000, 5.5, jitter=26, alpha=235)
    p.dots((0, 640, W, H), 500, 5, colours=((236, 90, 80), (250, 220, 90), (250, 250, 250)), alpha=230)


def lighthouse_cat(p: Painting) -> None:
    """10. TL the sea, a boat and gulls; TR the lighthouse lantern and its beams; BL the
    striped cat; BR the fish on its plate and the lighthouse door."""
    p.rect((0, 0, W, 520), (150, 200, 230), soft=0)
    disc(p, 160, 150, 70, (250, 220, 90), soft=1)
    for x, y in ((300, 120), (380, 190), (240, 260)):
        p.stroke([(x - 20, y), (x - 5, y - 10), (x, y)], 5, (60, 60, 70))
        p.stroke([(x, y), (x + 5, y - 10), (x + 20, y)], 5, (60, 60, 70))
    p.rect((0, 520, W, 760), (50, 110, 170), soft=0.8)
    for y in range(550, 760, 40):
        for x in range(20, 620, 90):
            p.stroke([(x, y), (x + 20, y - 10), (x + 40, y)], 4, (200, 230, 250))
    p.poly([(120, 600), (320, 600), (290, 640), (150, 640)], (200, 60, 50), soft=0.6)
    p.poly([(220, 598), (220, 470), (300, 590)], (250, 250, 240), soft=0.6)
    p.rect((0, 760, W, H), (214, 180, 120), soft=0.8)
    p.rect((0, 900, 600, 960), (150, 100, 60), soft=0.6)  # the sill the cat sits on
    p.poly([(640, 1180), (700, 320), (880, 320), (940, 1180)], (250, 250, 246), soft=0.6)
    for y in (480, 720, 960):
        p.poly(
            [
                (700 - (y - 320) * 0.07, y),
                (880 + (y - 320) * 0.07, y),
                (880 + (y + 110 - 320) * 0.07, y + 110),
                (700 - (y + 110 - 320) * 0.07, y + 110),
            ],
            (210, 50, 46),
            soft=0.6,
        )
    p.rect((690, 210, 890, 320), (255, 230, 120), soft=0.6)
    p.poly([(670, 210), (790, 120), (910, 210)], (210, 50, 46), soft=0.6)
    for a in (-0.35, 0.0, 0.35):
        p.poly(
            [(790, 265), (1000, 265 - 320 * math.tan(0.18 + a * 0.3)), (1000, 265 + 120 + a * 200)],
            (255, 244, 180),
            alpha=0.45,
            soft=3,
        )
    p.rect((760, 1040, 830, 1180), (90, 60, 50), soft=0.6)
    for x in range(600, 1000, 70):
        p.oval((x, 1160, x + 110, 1240), (120, 116, 110), soft=0.8)
    p.oval((500, 1230, 900, 1330), (246, 246, 250), soft=0.6)
    p.oval((540, 1250, 860, 1310), (120, 170, 210), soft=0.6)
    fish(p, 700, 1272, 240, 0.05, (150, 170, 180))
    ginger = (226, 140, 60)
    p.oval((110, 880, 420, 1290), ginger, soft=0.8)
    for y in range(940, 1260, 60):
        p.stroke([(130, y), (260, y + 20)], 14, shade(ginger, 0.75))
    disc(p, 270, 830, 110, ginger, soft=0.8)
    for side in (-1, 1):
        p.poly([(270 + side * 90, 790), (270 + side * 100, 690), (270 + side * 30, 740)], ginger, soft=0.6)
        p.oval((270 + side * 45 - 18, 800, 270 + side * 45 + 18, 840), (120, 190, 80), soft=0.5)
        disc(p, 270 + side * 45, 820, 8, (20, 20, 20), soft=0.4)
        for k in (-1, 1):
            p.stroke([(270 + side * 30, 870), (270 + side * 130, 870 + k * 18)], 3, (60, 40, 30))
    p.poly([(255, 858), (285, 858), (270, 874)], (210, 90, 100), soft=0.4)
    p.stroke([(400, 1250), (470, 1300), (490, 1220), (460, 1150)], 34, ginger)
    for _i in range(30):
        star(p, p.rng.uniform(30, 590), p.rng.uniform(1310, 1390), 10, (240, 220, 160), 5, 0.7)


def desert_road(p: Painting) -> None:
    """11. TL the white sun over a mesa; TR the tall butte and a cloud; BL the road's edge and a
    saguaro; BR the road sign."""
    bands = [(0, (244, 170, 80)), (160, (246, 190, 100)), (320, (248, 212, 130)), (480, (250, 226, 160))]
    for y, c in bands:
        p.rect((0, y, W, y + 170), c, soft=0)
    disc(p, 230, 200, 90, (255, 250, 230), soft=0.6)
    p.poly([(0, 640), (40, 470), (330, 470), (380, 640)], (196, 86, 56), soft=0.5)
    p.poly([(620, 640), (660, 300), (760, 300), (800, 640)], (176, 70, 52), soft=0.5)
    p.poly([(760, 640), (800, 430), (960, 430), (1000, 640)], (206, 110, 70), soft=0.5)
    p.oval((640, 140, 900, 210), (255, 244, 230), soft=0.5)
    p.rect((0, 640, W, H), (226, 150, 84), soft=0)
    for i, c in enumerate(((214, 130, 70), (200, 116, 62), (186, 100, 56))):
        p.rect((0, 760 + i * 200, W, 860 + i * 200), c, soft=0)
    p.poly([(470, 640), (530, 640), (1000, 1400), (0, 1400)], (70, 64, 72), soft=0.5)
    for k in range(6):
        t0, t1 = (k / 6) ** 1.8, ((k + 0.5) / 6) ** 1.8
        p.poly(
            [
                (498 - 4 * t0, 640 + 760 * t0),
                (502 + 4 * t0, 640 + 760 * t0),
                (502 + 30 * t1, 640 + 760 * t1),
                (498 - 30 * t1, 640 + 760 * t1),
            ],
            (250, 220, 100),
            soft=0.4,
        )
    cactus = (64, 120, 80)
    p.rect((150, 820, 200, 1240), cactus, soft=0.4)
    p.stroke([(175, 1000), (90, 1000), (90, 900)], 36, cactus)
    p.stroke([(175, 960), (260, 960), (260, 870)], 36, cactus)
    p.rect((800, 900, 816, 1200), (90, 90, 96), soft=0.4)
    p.poly([(808, 780), (890, 862), (808, 944), (726, 862)], (250, 200, 40), soft=0.4)
    p.poly([(808, 796), (874, 862), (808, 928), (742, 862)], (30, 30, 30), soft=0.4)
    p.poly([(808, 808), (862, 862), (808, 916), (754, 862)], (250, 200, 40), soft=0.4)
    p.stroke([(780, 880), (808, 840), (836, 880)], 8, (30, 30, 30))
    p.wash(lambda d: d.rect((0, 0, W, H)), (255, 240, 210), alpha=0.15, soft=0, grain=1.0)


def folded_birds(p: Painting) -> None:
    """12. TL the blue bird; TR the red bird and the sun; BL the yellow bird; BR the green bird
    on its leaf."""
    p.rect((0, 0, W, H), (240, 232, 214), soft=0, grain=0.3)
    disc(p, 800, 160, 100, (250, 190, 70), soft=0.5)
    shades = ((60, 130, 80), (90, 160, 90), (40, 100, 70), (130, 180, 90))
    for i in range(26):
        x, y = p.rng.uniform(0, W), p.rng.uniform(0, H)
        a = p.rng.uniform(0, math.tau)
        ln = p.rng.uniform(160, 280)
        c, s = math.cos(a), math.sin(a)
        leaf(p, x + 8, y + 10, ln, a, (60, 50, 40), soft=5, grain=0)  # the paper's shadow
        leaf(p, x, y, ln, a, shades[i % 4], soft=0.5, grain=0.05)
        _ = (c, s)
    for x, y, col, flip in (
        (260, 380, (60, 110, 200), 1),
        (740, 470, (210, 60, 50), -1),
        (280, 1020, (240, 190, 40), 1),
        (740, 1080, (50, 150, 110), -1),
    ):
        _bird(p, x, y, col, flip)


def _bird(p: Painting, x: float, y: float, col: tuple[int, int, int], flip: int) -> None:
    """A cut-paper bird: body, head, beak, a folded wing and a tail, with a soft paper shadow."""
    body = ellipse_pts(x, y, 150, 90, -0.2 * flip, 20)
    shadow = [(u + 12, v + 14) for u, v in body]
    p.poly(shadow, (60, 50, 40), alpha=0.5, soft=6)
    tail = [(x - 120 * flip, y + 10), (x - 260 * flip, y - 80), (x - 240 * flip, y + 60)]
    p.poly(tail, shade(col, 0.75), soft=0.5)
    p.poly(body, col, soft=0.5)
    disc(p, x + 120 * flip, y - 80, 62, col, soft=0.5)
    p.poly(
        [(x + 170 * flip, y - 95), (x + 240 * flip, y - 70), (x + 172 * flip, y - 58)],
        (250, 170, 40),
        soft=0.5,
    )
    disc(p, x + 135 * flip, y - 92, 12, (250, 250, 250), soft=0.4)
    disc(p, x + 138 * flip, y - 92, 6, (20, 20, 20), soft=0.3)
    p.poly(
        [(x - 80 * flip, y - 20), (x + 60 * flip, y - 40), (x - 10 * flip, y + 70)],
        shade(col, 1.25),
        soft=0.5,
    )
    p.stroke([(x - 20 * flip, y + 80), (x - 30 * flip, y + 130)], 6, (70, 50, 40))
    p.stroke([(x + 20 * flip, y + 80), (x + 20 * flip, y + 130)], 6, (70, 50, 40))
