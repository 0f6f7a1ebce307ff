"""The Canvas table's geometry for 1 to 5 seats, left to right and mirrored right to left."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from canvas_table.canvas.ui.layout import CARD, CanvasLayout, panel_geometry, table_height
from tests.table.conftest import DECK
from tests.table.helpers import card, centre, drag

SEATS = (1, 2, 3, 4, 5)


def overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return both.width() * both.height()


def mirror(rect: QRectF, width: float = 1920.0) -> QRectF:
    return QRectF(width - rect.x() - rect.width(), rect.y(), rect.width(), rect.height())


@pytest.mark.parametrize("height", [1080, 1200, 1440])
@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("seats", SEATS)
def test_every_place_is_on_the_table_and_none_overlaps(seats, rtl, height):
    layout = CanvasLayout(seats, rtl, height)
    zones = layout.zones()
    assert layout.scene == QRectF(0, 0, 1920, height)
    assert sum(name.startswith("panel:") for name in zones) == seats - 1
    for name, rect in [*zones.items(), ("toast", layout.toast)]:
        assert layout.scene.contains(rect), f"{name} {rect} leaves the table"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        assert overlap(ra, rb) == 0, f"{a} and {b} overlap"


@pytest.mark.parametrize("height", [1080, 1300])
@pytest.mark.parametrize("seats", SEATS)
def test_right_to_left_places_are_the_mirror_of_left_to_right(seats, height):
    ltr, rtl = CanvasLayout(seats, False, height), CanvasLayout(seats, True, height)
    for name, rect in ltr.zones().items():
        assert rtl.zones()[name] == mirror(rect), name
    for p in range(seats - 1):
        for k in range(3):
            sleeve = QRectF(ltr.panel_sleeve_pos(p, k), CARD * ltr.panel.scale)
            assert QRectF(rtl.panel_sleeve_pos(p, k), CARD * rtl.panel.scale) == mirror(sleeve)
        for i in range(5):
            mini = QRectF(ltr.panel_hand_pos(p, i), CARD * ltr.panel.scale)
            assert QRectF(rtl.panel_hand_pos(p, i), CARD * rtl.panel.scale) == mirror(mini)


def test_right_to_left_puts_the_free_market_slot_layer_1_and_the_first_card_at_the_right():
    rtl = CanvasLayout(2, True)
    assert rtl.market_pos(0) == QPointF(1920 - 716 - 150, 24)  # 716: the market's left edge
    assert rtl.market_pos(0).x() > rtl.market_pos(4).x() > rtl.dispenser.x()
    assert rtl.layer_pos(0).x() > rtl.layer_pos(1).x() > rtl.layer_pos(2).x()
    assert rtl.hand_pos(0).x() > rtl.hand_pos(1).x()
    assert rtl.scoring_pos(0).x() == 1920 - 20 - 150
    assert rtl.painting.center().x() < rtl.layer_rect(2).center().x()  # the easel at the left


@pytest.mark.parametrize("seats, width", [(2, 1880.0), (3, 932.0), (4, 616.0), (5, 458.0)])
def test_the_other_seats_panels_share_the_whole_row(seats, width):
    layout = CanvasLayout(seats)
    panels = [layout.panel_rect(p) for p in range(seats - 1)]
    assert [p.width() for p in panels] == [width] * (seats - 1)  # (1880 - 16 per gap) / panels
    assert panels[0].left() == 20 and panels[-1].right() == 1900


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("others", [1, 2, 3, 4])
def test_a_panels_sleeves_hand_and_chips_fit_inside_it_apart(others, rtl):
    width = CanvasLayout(others + 1).panel.size.width()
    g = panel_geometry(width, others, rtl)
    inside = QRectF(0, 0, width, g.size.height())
    places = [*g.sleeves, *(QRectF(p, CARD * g.scale) for p in g.hand), *g.chips]
    for rect in places:
        assert inside.contains(rect), rect
    for a, b in itertools.combinations(places, 2):
        assert overlap(a, b) == 0, (a, b)
    if rtl:
        ltr = panel_geometry(width, others, False)
        assert g.sleeves == tuple(mirror(r, width) for r in ltr.sleeves)
        assert g.chips == tuple(mirror(r, width) for r in ltr.chips)


@pytest.mark.parametrize("aspect, height", [(16 / 9, 1080), (2.4, 1080), (1920 / 1200, 1200),
                                            (1.58, 1200), (4 / 3, 1440), (1.0, 1440)])
def test_a_narrower_window_gets_a_taller_table_up_to_four_by_three(aspect, height):
    assert table_height(aspect) == height  # 1920 / aspect, down to steps of 20, within 1080..1440


def test_a_taller_table_spreads_its_rows_rather_than_leave_bands():
    short, tall = CanvasLayout(3, False, 1080), CanvasLayout(3, False, 1440)
    assert tall.scoring_pos(0).y() > short.scoring_pos(0).y()
    assert tall.panel_rect(0).top() - tall.scoring_rect(0).bottom() > \
        short.panel_rect(0).top() - short.scoring_rect(0).bottom()
    assert tall.hand_rect().bottom() > short.hand_rect().bottom() + 300  # down near the table's foot
    assert tall.toast.bottom() == 1440 - 4  # 1032 + 44 on the 1080 table, 360 lower


def test_a_solo_table_gives_the_empty_panel_row_to_the_bottom_seat():
    solo, duo = CanvasLayout(1), CanvasLayout(2)
    assert solo.header.top() < duo.panel_rect(0).bottom()  # the bottom seat moves up
    assert solo.painting.height() > duo.painting.height()  # and its easel grows
    assert solo.sleeve_scale > duo.sleeve_scale


# -- a real table in Persian ----------------------------------------------------------------------

@pytest.fixture
def persian(qapp):
    from canvas_table.app.application import apply_language

    apply_language(qapp, "fa")
    yield
    apply_language(qapp, "en")


def persian_game():
    from canvas_table.canvas.record import CanvasGame
    from canvas_table.canvas.setup import GameConfig, PlayerSpec

    players = (PlayerSpec("آدا"), PlayerSpec("بو"))
    return CanvasGame.new(GameConfig(players, 5, scenario="first_game", first_player=0, deck=DECK))


def test_in_persian_a_market_card_dragged_onto_the_mirrored_hand_is_taken(qtbot, window, persian):
    window.start_game(persian_game())
    board, state = window.board, window.controller.state
    assert board.layout.rtl
    assert board.cards[state.market[0]].pos().x() == 1054  # the free slot at the right
    taken = state.market[1]  # costs 1 inspiration
    hand = board.layout.hand_rect()
    assert hand.right() == 1920 - 12  # the hand row hugs the right edge
    drag(qtbot, window, centre(card(window, taken)), hand.center())
    assert state.seats[0].hand == [taken]
    assert state.seats[0].inspiration == 3  # 4 at the start, 1 paid
    assert state.market_tokens[0] == 1
    assert state.current_seat == 1
    # both seats are people: Bo now sits at the bottom and Ada's card lies in her panel, mirrored
    mini = CanvasLayout(2, False, board.layout.scene.height()).panel_hand_pos(0, 0)
    width = CARD.width() * board.layout.panel.scale
    assert card(window, taken).pos() == QPointF(1920 - mini.x() - width, mini.y())
    assert card(window, taken).scale() == board.layout.panel.scale
    assert card(window, state.market[0]).pos().x() == 1054  # the market closed up


def test_a_narrow_window_lays_the_table_out_taller_without_bands(qtbot, window):
    from tests.table.conftest import two_people

    window.start_game(two_people())
    window.log_dock.setVisible(False)
    window.resize(1300, 900)  # taller than 16:9, wider than 4:3
    qtbot.waitUntil(lambda: window.scene.sceneRect().height() > 1080, timeout=2000)
    board, view = window.board, window.view
    table = view.mapFromScene(window.scene.sceneRect()).boundingRect()
    assert table.height() >= view.viewport().height() - 20  # no band above or below (1 step of 20)
    assert board.layout.scene == window.scene.sceneRect()
    first = window.controller.state.market[0]
    assert card(window, first).pos() == board.layout.market_pos(0)
    assert board.hand_zone.rect == board.layout.hand_rect()
    drag(qtbot, window, centre(card(window, first)), board.layout.hand_rect().center())
    assert window.controller.state.seats[0].hand == [first]  # the moved zones still take drops
    window.resize(1900, 700)  # wider than 16:9: back to the 1080 table, bands at the sides
    qtbot.waitUntil(lambda: window.scene.sceneRect().height() == 1080, timeout=2000)
    assert board.hand_zone.rect == CanvasLayout(2).hand_rect()


def test_persian_numbers_on_the_table_take_persian_digits_in_isolates(persian):
    from canvas_table.canvas.ui.words import number, ribbons_text

    assert number(12) == "\u2068\u06f1\u06f2\u2069"  # FSI ۱۲ PDI
    assert "\u06f3" in ribbons_text(3) and "3" not in ribbons_text(3)


@pytest.mark.slow
def test_in_persian_the_waiting_line_isolates_the_players_name(qtbot, window, persian):
    from canvas_table.canvas.record import CanvasGame
    from canvas_table.canvas.setup import GameConfig, PlayerSpec

    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:easy"))
    window.start_game(CanvasGame.new(GameConfig(players, 5, scenario="first_game", first_player=1,
                                                deck=DECK)))
    status = window.board.header.content["status"]
    assert "\u2068Bo\u2069" in status  # a Latin name inside a Persian sentence keeps its place
