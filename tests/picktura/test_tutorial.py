"""Picktura's guided first game: the fixed deal, its lessons in order against the Easy bot, the
gentle word when the person does something else, the closing words, and recognising the game."""

from __future__ import annotations

from canvas_table.app.workers import decide
from canvas_table.engine.platform import PlayerSpec
from canvas_table.picktura.actions import Action, Collect, Complete, Discard, Draw, Expose, UseBlank
from canvas_table.picktura.bots import decision_seed
from canvas_table.picktura.game import GAME
from canvas_table.picktura.match import PickturaMatch, replay
from canvas_table.picktura.setup import PickturaConfig
from canvas_table.picktura.tutorial import (
    CARDS,
    PILES,
    VISIBLE_PILE,
    WORK,
    Lesson,
    fulfils,
    is_tutorial,
    lesson,
    new_tutorial_game,
    tutorial_record,
)


def bot_moves(game: PickturaMatch) -> None:
    """Berthe's steps until the person's turn, decided exactly as the window's worker decides them."""
    while not game.state.is_over() and game.state.current_seat != 0:
        game.play(GAME.action_from_json(decide("picktura", game.to_record(), "easy",
                                               decision_seed(game.state), 0)))


def step_for(now: Lesson) -> Action:
    """The step the lesson asks for (draws from the hidden pile)."""
    if now.key == "collect":
        return Collect("visible")
    if now.key == "discard":
        return Discard(now.cards[0])
    if now.key in ("expose", "three"):
        return Expose(now.cards)
    if now.key == "draw":
        return Draw("hidden")
    if now.key == "complete":
        return Complete(now.index, now.cards)
    assert now.key == "blank"
    return UseBlank(now.index, now.cards[0])


def follow_the_lessons(game: PickturaMatch) -> list[tuple[str, int, tuple[int, ...]]]:
    """Play the person's seat as the coach says (draws from the hidden pile when the coach is
    quiet); return each new lesson (key, number, cards) in order, up to the closing words."""
    seen: list[tuple[str, int, tuple[int, ...]]] = []
    while not game.state.is_over():
        bot_moves(game)
        now = lesson(game)
        if now is None:
            assert game.state.phase == "draw"  # quiet only while drawing after the draw lesson
            game.play(Draw("hidden"))
            continue
        if not seen or seen[-1][0] != now.key:
            seen.append((now.key, now.number, now.cards))
        if now.key == "done":
            return seen
        game.play(step_for(now))
    return seen


def test_the_deal_is_fixed_and_replays():
    game = new_tutorial_game()
    state = game.state
    # your hand: work 5's top left quarter (17), work 9's top quarters (33, 34), a blank, a loner (42)
    assert state.hands == [[17, 33, 34, 49, 42], [1, 10, 23, 29, 46]]
    assert state.visible == [18] and state.hidden[-4:] == [38, 20, 19, 14]  # top last
    assert sorted(tutorial_record()["deck"]) == [*range(1, 51)]
    assert [p.kind for p in state.setup.players] == ["human", "bot:easy"] and state.current_seat == 0
    assert replay(game.to_record()).state.to_json() == state.to_json()


def test_every_lesson_comes_in_order_against_the_easy_bot():
    game = new_tutorial_game()
    assert follow_the_lessons(game) == [
        ("collect", 1, (18,)),  # work 5's top right, on the visible pile
        ("discard", 2, (42,)),  # the loner
        ("expose", 3, (17, 18)),
        ("draw", 4, ()),
        ("complete", 5, (19, 20)),  # work 5's bottom quarters, drawn from the hidden pile
        ("three", 6, (33, 34, 35)),
        ("blank", 6, (49,)),
        ("done", 0, ()),
    ]
    works = game.state.works[0]
    assert works == [[17, 18, 19, 20], [33, 34, 35, 49]]  # two whole works: 80 each


def test_each_lesson_points_where_its_step_goes():
    game = new_tutorial_game()
    first = lesson(game)
    assert (first.target, first.work, first.aside) == (VISIBLE_PILE, 5, False)
    game.play(Collect("visible"))
    assert lesson(game).target == CARDS
    game.play(Discard(42))
    assert lesson(game) is None  # Berthe's turn: the coach is quiet
    bot_moves(game)
    game.play(Expose((17, 18)))
    assert lesson(game).target == PILES
    game.play(Draw("hidden"))
    game.play(Draw("hidden"))
    bot_moves(game)
    complete = lesson(game)
    assert (complete.target, complete.index, complete.work) == (WORK, 0, 5)


def test_another_legal_step_gets_a_gentle_word_and_the_lessons_go_on():
    game = new_tutorial_game()
    game.play(Collect("hidden"))  # the lesson asked for the visible pile
    now = lesson(game)
    assert now.key == "discard" and now.aside
    game.play(Discard(now.cards[0]))
    bot_moves(game)
    again = lesson(game)
    assert again.key == "collect" and not again.aside  # still to learn; the discard was as asked


def test_the_closing_words_show_once():
    game = new_tutorial_game()
    follow_the_lessons(game)
    assert lesson(game).key == "done"
    game.play(Collect("visible"))
    game.play(Discard(game.state.hands[0][0]))
    bot_moves(game)
    assert lesson(game) is None


def test_the_tutorial_game_is_recognised_also_when_resumed():
    game = new_tutorial_game()
    game.play(Collect("visible"))
    assert is_tutorial(game) and is_tutorial(replay(game.to_record()))
    other = PickturaMatch.new(PickturaConfig((PlayerSpec("You"), PlayerSpec("Berthe", "bot:easy")),
                                             tutorial_record()["seed"]))
    assert not is_tutorial(other)


def test_exposing_three_or_four_counts_as_the_exposing_lesson():
    assert fulfils(Expose((33, 34, 35))) == {"expose", "three"}
    assert fulfils(Expose((17, 18, 19, 20))) == {"expose"}
    assert fulfils(Collect("hidden")) == set() and fulfils(UseBlank(0, 49)) == {"blank"}


def test_the_closing_words_come_when_the_blank_canvas_is_given_away():
    game = new_tutorial_game()
    seen = []
    while not seen or seen[-1] != "complete" or game.state.current_seat == 0:
        bot_moves(game)
        now = lesson(game)
        if now is None:
            game.play(Draw("hidden"))
            continue
        seen.append(now.key)
        game.play(step_for(now))
    bot_moves(game)
    assert lesson(game).key == "three"
    game.play(Collect("visible"))
    assert lesson(game).key == "discard" and lesson(game).aside  # not the exposing asked for
    game.play(Discard(49))  # the blank canvas goes: lesson 6 cannot come any more
    bot_moves(game)
    assert lesson(game).key == "done"
