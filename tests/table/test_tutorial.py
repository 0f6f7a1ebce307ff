"""The guided first game: its record replays, and its lessons can be followed to the end."""

from __future__ import annotations

from canvas_table.app.workers import decide
from canvas_table.canvas.actions import Paint, Take, action_from_json
from canvas_table.canvas.bots import decision_seed
from canvas_table.canvas.record import CanvasGame, replay
from canvas_table.canvas.tutorial import (
    TUTORIAL_RECORD,
    hidden_example,
    lesson,
    new_tutorial_game,
    progress,
)
from canvas_table.canvas.ui.coach import CoachItem, lesson_text, target_rect
from canvas_table.canvas.ui.layout import CanvasLayout


def bot_move(game: CanvasGame) -> None:
    """Berthe's move, decided exactly as the window's worker process decides it."""
    record = game.to_record()
    game.play(action_from_json(decide("canvas", record, "easy", decision_seed(game.state), 0)))


def follow_the_lessons(game: CanvasGame) -> list[str]:
    """Play the person's seat exactly as the coach says; return the lessons in order."""
    seen: list[str] = []
    arranged: list[int] = []
    while not game.state.is_over():
        if game.state.current_seat != 0:
            bot_move(game)
            continue
        now = lesson(game, arranged)
        if now is None or now.key == "done":
            if now is not None:
                seen.append(now.key)
            break
        if not seen or seen[-1] != now.key:
            seen.append(now.key)
        if now.key in ("free", "pay", "collect", "more"):
            game.play(Take(now.slot))
        elif now.key == "layer":
            hand = game.state.seats[0].hand
            upper, lower, _ = hidden_example(game.state, hand)
            other = next(c for c in hand if c not in (upper, lower))
            arranged = [lower, other, upper]
        elif now.key == "ribbons":
            game.play(Paint(tuple(arranged), game.state.seats[0].unused_backgrounds[0]))
            arranged = []
    return seen


def test_the_tutorial_record_is_a_fixed_deal_that_replays():
    assert len(TUTORIAL_RECORD["deck"]) == 60 and sorted(TUTORIAL_RECORD["deck"]) == list(range(1, 61))
    game = new_tutorial_game()
    assert game.state.market == TUTORIAL_RECORD["deck"][:5]
    assert [p.kind for p in game.state.setup.players] == ["human", "bot:easy"]
    assert replay(game.to_record()).state.to_json() == game.state.to_json()


def test_every_lesson_comes_in_order_against_the_easy_bot():
    game = new_tutorial_game()
    assert follow_the_lessons(game) == ["free", "pay", "collect", "layer", "ribbons", "done"]
    done = progress(game)
    assert done.took_free and done.paid and done.collected and done.painted
    painting = game.state.seats[0].paintings[0]
    art = game.state.setup.cards.art
    bottom, top = painting.layers[0], painting.layers[2]
    assert any(art[top].swatches[s] and art[bottom].swatches[s] for s in range(5))


def test_lessons_name_the_cards_on_the_table():
    game = new_tutorial_game()
    first = lesson(game, [])
    title = game.state.setup.cards.art[game.state.market[0]].title
    assert first.number == 1 and title in lesson_text(first) and first.slot == 0
    game.play(Take(0))
    assert lesson(game, []) is None  # the bot's turn: the coach is quiet


def test_closing_words_show_once():
    game = new_tutorial_game()
    follow_the_lessons(game)
    assert lesson(game, []).key == "done"
    while game.state.current_seat != 0:
        bot_move(game)
    game.play(Take(0))
    while game.state.current_seat != 0 and not game.state.is_over():
        bot_move(game)
    assert lesson(game, []) is None


def test_the_coach_points_where_the_lesson_says(qtbot):
    game = new_tutorial_game()
    layout = CanvasLayout(2)
    coach = CoachItem(layout)
    now = lesson(game, [])
    coach.show_lesson(now)
    assert coach.isVisible()
    assert coach.boundingRect().contains(target_rect(now, layout))
    coach.show_lesson(None)
    assert not coach.isVisible()


def test_the_window_offers_the_guided_game_once_and_coaches_it(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from canvas_table.app.settings import load_settings

    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: asked.append(a[1]) or QMessageBox.StandardButton.Yes)
    window.settings.tutorial_offered = False
    window.first_start()
    assert len(asked) == 1 and load_settings().tutorial_offered
    assert window.coach is not None and window.coach.isVisible()
    assert window.coach.lesson.key == "free"
    window.controller.take(0)
    assert window.coach.lesson is None or window.coach.lesson.key != "free"
    dialogs = []
    monkeypatch.setattr(type(window), "new_game_dialog", lambda self: dialogs.append(1))
    window.start_game(window.controller.game)  # as if resumed after a crash: still coached
    assert window.coach is not None
    window.first_start()  # the next start offers to resume, never the guided game again
    assert asked[1:] == ["Resume?"] and dialogs == []
    assert window.coach is not None  # the resumed guided game is still coached
