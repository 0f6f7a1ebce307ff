"""Masterpieces 1–4: the harbour at dusk (impressionist dabs), Aunt Lucienne (old-master
chiaroscuro), quinces and a letter (Dutch still life), the village above the clouds (Cézanne-like
hatching). Each quarter holds its own thing to recognise (named in each function's docstring)."""

from __future__ import annotations

from canvas_table.art.palette import mix, shade
from canvas_table.picktura.art.paint import H, Painting, W, ellipse_pts
from canvas_table.picktura.art.shapes import boat, disc, glow, house, pine, star


def harbour(p: Painting) -> None:
    """1. TL a church tower and the first star; TR the setting sun; BL a red-sailed boat;
    BR the quay with its lanterns."""
    p.gradient(
        [
            (0, (74, 62, 128)),
            (380, (214, 118, 108)),
            (640, (250, 196, 116)),
            (660, (226, 150, 110)),
            (1400, (44, 48, 96)),
        ]
    )
    glow(p, 720, 560, 520, (255, 214, 140), 0.7)
    disc(p, 720, 570, 52, (255, 236, 180), soft=4)
    for i in range(5):
        y = 150 + i * 90
        p.oval(
            (500 + i * 60 - 240, y, 500 + i * 60 + 200, y + 34),
            mix((200, 120, 140), (255, 200, 150), i / 5),
            alpha=0.6,
            soft=10,
            grain=0.4,
        )
    town = (96, 78, 116)
    xs = [0, 60, 130, 190, 270, 330, 400, 470]
    for i, x in enumerate(xs):
        house(p, x, 660, 64, 70 + 26 * (i % 3), town, shade(town, 0.8), (255, 200, 110), lit=True)
    p.rect((215, 330, 262, 660), shade(town, 0.9), soft=0.8)
    p.poly([(205, 335), (238, 230), (272, 335)], shade(town, 0.75), soft=0.8)
    star(p, 120, 190, 13, (255, 244, 200))
    for x, y in ((330, 250), (370, 280), (90, 330)):
        p.stroke([(x - 16, y - 6), (x, y), (x + 16, y - 7)], 3.5, (60, 50, 80))
    p.dabs(
        (640, 690, 800, 1400),
        700,
        (40, 8),
        jitter=10,
        alpha=190,
        turn=0.08,
        colours=((255, 220, 150), (250, 190, 120), (255, 240, 200)),
        keep=lambda x, y: abs(x - 720) < 40 + (y - 690) * 0.06,
    )
    # the quay with lamp posts
    stone = (82, 66, 84)
    p.poly([(560, 1400), (1000, 860), (1000, 1400)], stone, soft=1, grain=0.35, edge=0.4)
    p.poly([(560, 1400), (1000, 860), (1000, 880), (585, 1400)], (150, 120, 120), soft=0.8)
    for t in (0.25, 0.55, 0.85):
        x, y = 560 + 440 * t, 1400 - 540 * t
        p.stroke([(x + 20, y - 8), (x + 20, y - 200 + 60 * t)], 7, (40, 34, 44))
        glow(p, x + 20, y - 210 + 60 * t, 150, (255, 196, 90), 0.55)
        disc(p, x + 20, y - 210 + 60 * t, 13, (255, 238, 160), soft=1.5)
    boat(p, 270, 1040, 330, (70, 40, 44), (208, 70, 48))
    boat(p, 520, 860, 150, (60, 44, 60), (236, 220, 190))
    p.dabs((0, 0, W, 660), 2600, (34, 12), angle=-0.15, jitter=12, alpha=150)
    p.dabs((0, 660, W, 1400), 3200, (46, 9), turn=0.1, jitter=16, alpha=150)


def portrait(p: Painting) -> None:
    """2. TL the red curtain; TR the window and a pearl earring; BL the folded hands;
    BR the little red book against the green dress."""
    p.gradient([(0, (46, 38, 30)), (1400, (26, 22, 18))])
    glow(p, 330, 420, 900, (112, 92, 62), 0.55)
    red = (132, 30, 28)
    p.poly([(0, 0), (300, 0), (250, 260), (170, 620), (120, 980), (0, 1000)], red, soft=2, grain=0.3)
    for x in (40, 100, 165, 225):
        p.stroke([(x, 0), (x - 20, 400), (x * 0.6, 900)], 14, shade(red, 0.6), alpha=150)
        p.stroke([(x + 18, 0), (x, 380)], 5, (196, 72, 60), alpha=120)
    p.rect((770, 110, 930, 430), (30, 24, 20), soft=1)
    p.gradient([(120, (160, 186, 200)), (420, (226, 222, 196))], (786, 124, 914, 416))
    p.rect((846, 124, 854, 416), (50, 40, 32), soft=0.5)
    p.rect((786, 268, 914, 276), (50, 40, 32), soft=0.5)
    green = (46, 86, 58)
    p.poly(
        [(150, 1400), (210, 900), (330, 780), (500, 740), (670, 780), (790, 900), (850, 1400)],
        green,
        soft=2,
        grain=0.35,
        edge=0.4,
    )
    for x0, x1 in ((300, 250), (420, 400), (580, 600), (700, 760)):
        p.stroke([(x0, 800), (x1, 1400)], 18, (86, 140, 92), alpha=90)
    skin = (232, 192, 156)
    p.poly([(455, 640), (545, 640), (560, 760), (440, 760)], shade(skin, 0.85), soft=2)
    p.poly(ellipse_pts(500, 470, 148, 192, 0, 40), skin, soft=2.5, grain=0.15)
    p.poly(ellipse_pts(560, 480, 90, 190, 0, 30), (160, 116, 90), soft=40, alpha=0.55)
    hair = (58, 40, 30)
    p.wash(
        lambda d: (d.ellipse((340, 250, 660, 460)), d.ellipse((390, 330, 610, 560), fill=0)),
        hair,
        soft=4,
        grain=0.3,
    )
    disc(p, 500, 260, 70, hair, soft=4)
    for ex in (442, 562):
        p.oval((ex - 30, 437, ex + 30, 463), (246, 236, 220), soft=1.5)
        disc(p, ex, 450, 12, (70, 52, 40), soft=1)
        p.stroke([(ex - 36, 430), (ex, 420), (ex + 36, 430)], 5, (90, 60, 44), alpha=200)
    p.poly([(500, 450), (485, 530), (515, 540)], shade(skin, 0.8), soft=4, alpha=0.6)
    p.wash(lambda d: d.line([(455, 585), (500, 598), (545, 585)], 9), (170, 80, 76), soft=2)
    disc(p, 640, 540, 13, (240, 236, 228), soft=1)
    for x in range(330, 690, 36):  # lace collar
        p.oval((x - 6, 740, x + 42, 800), (236, 232, 220), soft=1.2, grain=0.4)
    for k in range(4):  # the folded hands: fingers of one laid over the other
        p.stroke([(330 + k * 34, 1215), (360 + k * 36, 1135)], 30, shade(skin, 0.92 + 0.02 * k))
    p.poly([(300, 1180), (420, 1150), (520, 1190), (470, 1250), (320, 1240)], skin, soft=2, grain=0.15)
    for k in range(3):
        p.stroke([(350 + k * 40, 1200), (380 + k * 40, 1240)], 3, shade(skin, 0.7), alpha=160)
    p.poly([(560, 1130), (720, 1110), (740, 1260), (575, 1280)], (150, 34, 30), soft=1.5, grain=0.3, edge=0.4)
    p.rect((574, 1126, 586, 1276), (210, 170, 80), soft=0.6)
    p.dabs((0, 0, W, 1400), 2200, (22, 8), angle=0.6, turn=1.5, jitter=7, alpha=90)


def still_life(p: Painting) -> None:
    """3. TL the pewter jug's neck in a dark niche; TR a candle; BL the jug's belly and a knife;
    BR the quinces and the folded letter with its red seal."""
    p.gradient([(0, (34, 34, 28)), (860, (58, 52, 40))])
    glow(p, 250, 380, 900, (96, 86, 62), 0.5)
    wood = (96, 62, 40)
    p.gradient([(860, (120, 82, 52)), (1000, (86, 56, 36)), (1400, (40, 26, 18))], (0, 860, W, H))
    p.rect((0, 860, W, 872), (160, 120, 80), soft=1)
    pewter = (140, 142, 150)
    p.poly(ellipse_pts(300, 790, 175, 190, 0, 40), pewter, soft=2, grain=0.25, edge=0.5)
    p.poly([(235, 470), (365, 470), (350, 620), (250, 620)], pewter, soft=2, grain=0.25)
    p.oval((222, 452, 378, 490), shade(pewter, 1.2), soft=1.5)
    p.wash(lambda d: d.line([(140, 560), (90, 640), (110, 760), (160, 820)], 22), shade(pewter, 0.7), soft=2)
    p.stroke([(210, 650), (200, 900)], 16, (238, 238, 240), alpha=170)
    p.poly(ellipse_pts(380, 820, 80, 160, 0, 24), (50, 50, 58), soft=30, alpha=0.6)
    p.poly([(80, 1040), (300, 980), (310, 992), (92, 1054)], (200, 200, 206), soft=1)
    p.rect((300, 975, 420, 1000), (60, 40, 28), soft=1)
    # the candle
    p.rect((790, 430, 830, 760), (232, 222, 196), soft=1.2)
    p.poly([(740, 840), (880, 840), (840, 790), (840, 760), (780, 760), (780, 790)], (180, 140, 70), soft=1.5)
    glow(p, 810, 390, 380, (255, 200, 110), 0.5)
    p.poly(ellipse_pts(810, 398, 12, 34, 0, 12), (255, 236, 170), soft=2)
    quince = (214, 176, 62)
    for x, y, r in ((600, 900, 82), (770, 915, 90), (680, 835, 74)):
        p.poly(ellipse_pts(x, y, r, r * 0.92, 0.3, 20), quince, soft=2.5, grain=0.3, edge=0.4)
        p.poly(
            ellipse_pts(x + r * 0.35, y + r * 0.3, r * 0.6, r * 0.5, 0, 16), (120, 90, 30), soft=12, alpha=0.5
        )
        disc(p, x - r * 0.35, y - r * 0.35, r * 0.22, (250, 230, 150), soft=8, alpha=0.8)
        p.stroke([(x, y - r * 0.9), (x + 8, y - r * 1.1)], 6, (70, 50, 30))
    paper = (226, 214, 186)
    p.poly([(520, 1040), (860, 1000), (900, 1180), (560, 1230)], paper, soft=1.2, grain=0.3)
    p.poly([(520, 1040), (860, 1000), (700, 1120)], shade(paper, 0.85), soft=1.2)
    disc(p, 700, 1112, 30, (170, 30, 30), soft=1.5)
    disc(p, 694, 1104, 10, (220, 90, 80), soft=2)
    p.poly([(540, 1060), (560, 1230), (620, 1380), (600, 1200)], shade(wood, 0.45), soft=6, alpha=0.6)
    p.dabs((0, 0, W, 1400), 1800, (20, 8), turn=3.0, jitter=6, alpha=80)


def village(p: Painting) -> None:
    """4. TL the snowy peak; TR the sun and the bell tower's top; BL pines poking through the
    clouds; BR the mule track winding down into the mist."""
    p.gradient([(0, (104, 150, 198)), (560, (206, 218, 222))])
    disc(p, 860, 170, 60, (255, 240, 200), soft=6)
    glow(p, 860, 170, 340, (255, 230, 180), 0.4)
    rock = (120, 128, 150)
    p.poly([(-20, 600), (290, 130), (640, 560)], rock, soft=1.5, grain=0.3)
    p.poly(
        [(200, 270), (290, 130), (380, 270), (330, 250), (290, 300), (250, 250)], (246, 246, 250), soft=1.5
    )
    p.poly([(520, 600), (800, 260), (1020, 540)], mix(rock, (200, 210, 226), 0.35), soft=1.5, grain=0.3)
    p.poly([(740, 340), (800, 260), (860, 340), (800, 320)], (246, 246, 250), soft=1.5)
    p.poly(
        [(0, 560), (300, 520), (620, 590), (1000, 520), (1000, 1000), (0, 1000)],
        (150, 160, 84),
        soft=2,
        grain=0.4,
    )
    walls = [(232, 214, 178), (214, 190, 150), (236, 226, 200)]
    roofs = [(190, 92, 56), (168, 80, 52), (206, 110, 70)]
    spots = [
        (140, 760, 110, 90),
        (260, 720, 90, 80),
        (380, 780, 120, 100),
        (520, 740, 100, 90),
        (180, 880, 120, 100),
        (340, 900, 100, 80),
        (600, 880, 130, 100),
        (800, 800, 110, 90),
        (480, 940, 100, 80),
        (820, 930, 120, 90),
    ]
    p.rect((690, 420, 760, 840), (226, 208, 172), soft=1, grain=0.2)
    p.poly([(680, 425), (725, 330), (770, 425)], (176, 84, 52), soft=1)
    p.rect((708, 470, 742, 520), (60, 50, 50), soft=0.6)
    for i, (x, b, w, h) in enumerate(spots):
        house(p, x, b, w, h, walls[i % 3], roofs[i % 3], (70, 60, 60))
    cloud = (244, 240, 246)
    for i in range(9):
        cx = -40 + i * 135 + p.rng.uniform(-30, 30)
        cy = 1000 + (i % 3) * 70
        p.oval(
            (cx - 130, cy - 60, cx + 130, cy + 110),
            mix(cloud, (210, 200, 226), (i % 3) / 3),
            soft=18,
            alpha=0.9,
        )
    p.rect((0, 1080, W, 1400), (236, 232, 240), soft=40, alpha=0.9)
    for x, h in ((90, 300), (190, 230), (300, 180)):
        pine(p, x, 1180, h, (50, 78, 62))
    p.rect((0, 1150, 420, 1400), (236, 232, 240), soft=30, alpha=0.75)
    path = [(560, 960), (820, 1050), (600, 1140), (880, 1240), (700, 1330), (760, 1400)]
    p.stroke(path, 24, (180, 150, 110), alpha=220)
    for y in (1100, 1280):
        p.oval((520, y - 40, 1000, y + 50), (240, 236, 244), soft=20, alpha=0.5)
    p.stroke([(858, 1240), (858, 1200)], 6, (80, 60, 50))
    p.oval((830, 1200, 880, 1228), (110, 90, 76), soft=1)
    p.dabs((0, 0, W, 1400), 5200, (28, 10), angle=-0.85, turn=0.12, jitter=13, alpha=190)
