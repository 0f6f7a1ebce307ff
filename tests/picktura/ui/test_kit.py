"""The kit's other parts: keyboard play, close-ups, the end screen's table and works, the rules page."""

from __future__ import annotations

from PySide6.QtCore import Qt

from canvas_table.picktura.actions import Draw, Expose
from canvas_table.picktura.cards import default_works
from canvas_table.picktura.ui.kit import KIT
from tests.picktura.ui.conftest import ada_and


def test_keyboard_play_chooses_cards_exposes_them_and_draws(qtbot, table):
    t = table(ada_and())
    c = t.controller
    view = t.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first card of the hand: 1
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # 2
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert t.board.selected == {1, 2}
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert c.game.actions[0][1].steps == (Expose((1, 2)),)
    for _ in range(4):  # past 5, 6, 49 to the visible pile's top, 8
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert t.board.focus is t.item(8)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.game.actions[0][1].steps[1] == Draw("visible")


def test_a_face_up_card_has_a_closeup_a_back_none(table):
    t = table(ada_and())
    closeup = KIT.closeup(t.controller, t.item(1).closeup_key)
    assert closeup is not None and closeup.title == "Lanterns on the Harbour at Dusk (top left)"
    assert "Maren Oosterhuis, 1887" in closeup.text
    blank = KIT.closeup(t.controller, t.item(49).closeup_key)
    assert blank is not None and blank.title == "blank canvas"
    assert t.item(3).closeup_key == "" and KIT.closeup(t.controller, "back") is None


def test_the_end_screen_counts_every_collection():
    report = {
        "seats": [
            {
                "name": "Ada",
                "score": 80 + 40 + 10 - 10,
                "hand": [7, 8],
                "works": [[1, 2, 3, 4], [5, 6, 7], [13, 14]],
            },
            {"name": "Bo", "score": 80 - 5, "hand": [30], "works": [[17, 18, 19, 49]]},
        ]
    }
    columns, rows = KIT.score_table(report)
    assert [col.title for col in columns] == [
        "Player",
        "Whole works",
        "3-card works",
        "2-card works",
        "Cards in hand",
        "Total",
    ]
    assert rows == [["Ada", "1", "1", "1", "2", "120"], ["Bo", "1", "0", "0", "1", "75"]]
    paintings = KIT.end_paintings(report, None)
    titles = {n: work.title for n, work in default_works().items()}
    assert [(p.seat, p.title) for p in paintings] == [
        (0, f"{titles[1]} (80 points)"),
        (0, f"{titles[2]} (40 points)"),
        (0, f"{titles[4]} (10 points)"),
        (1, f"{titles[5]} (80 points)"),  # a blank canvas stands in for the fourth quarter
    ]
    image = paintings[0].render(100)
    assert (image.width(), image.height()) == (100, 140)


def test_the_rules_page_states_the_scoring_and_shows_a_tiled_work(qtbot):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    page = KIT.rules_page(None)
    qtbot.addWidget(page)
    text = page.browser.toPlainText()
    assert "an exposed 3-card work" in text and "+40" in text and "−5" in text
    image = page.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("example:work"))
    assert image.width() == 280 and image.height() == 392  # four quarters of 70 × 98 at twice the size


def test_the_faces_read_the_art_folders_files(tmp_path):
    faces = KIT.faces(tmp_path, False, None)
    assert faces.path("pk:7", False) == tmp_path / "picktura" / "card-7.png"
    assert faces.path("pk:50", True) == tmp_path / "picktura@2x" / "blank.png"
    assert faces.path("pkwork:3", False) == tmp_path / "picktura" / "work-3.png"
    assert faces.path("back2", False) == tmp_path / "picktura" / "back-remix.png"
    assert KIT.faces(None, False, None).path("pk:7", False) is None  # plain faces until the art is there
