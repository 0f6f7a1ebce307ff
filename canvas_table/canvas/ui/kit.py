"""Canvas's :class:`~canvas_table.app.kit.TableKit`: what the window needs to put Canvas on the table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from canvas_table.art import style
from canvas_table.canvas.game import GAME
from canvas_table.canvas.ui import layout
from canvas_table.i18n import _
from canvas_table.table.faces import FaceCache
from canvas_table.table.scene import TableScene

if TYPE_CHECKING:  # their modules only once a close-up, the end or the bench needs them
    from canvas_table.table.closeup import CloseUp
    from canvas_table.table.kit import Autosave, BenchHooks, EndPainting, ScoreColumn


class CanvasTutorial:
    """The guided first game: a fixed deal against one Easy bot, and a coach on the table."""

    def new_match(self) -> Any:
        """The tutorial's game."""
        from canvas_table.canvas.tutorial import new_tutorial_game

        return new_tutorial_game()

    def is_tutorial(self, match: Any) -> bool:
        """True for a game that the coach follows (also when resumed)."""
        if not match.config.deck:  # the tutorial's deal is a fixed deck (a start need not import it)
            return False
        from canvas_table.canvas.tutorial import is_tutorial

        return is_tutorial(match)

    def attach(self, scene: TableScene, controller: Any) -> Any:
        """Put the coach on the table (returned); it follows every change of the game."""
        from canvas_table.canvas.tutorial import lesson
        from canvas_table.canvas.ui.coach import CoachItem
        from canvas_table.canvas.ui.layout import CanvasLayout
        from canvas_table.i18n import is_rtl

        coach = CoachItem(CanvasLayout(controller.state.num_seats, is_rtl(), scene.sceneRect().height()))
        scene.addItem(coach)
        scene.sceneRectChanged.connect(coach.fit_table)  # the board laid the table out anew

        def update() -> None:
            coach.show_lesson(lesson(controller.game, controller.placed))

        controller.changed.connect(update)
        update()
        return coach


class CanvasKit:
    """Canvas at the table."""

    game_id = "canvas"
    scene_rect = layout.SCENE
    mat_colour = style.MAT
    tutorial = CanvasTutorial()

    def faces(self, art_dir: Path | None, asynchronous: bool, parent: QObject | None) -> Any:
        """Canvas's face source."""
        from canvas_table.canvas.ui.faces import CanvasFaces

        return CanvasFaces(art_dir, asynchronous=asynchronous, parent=parent)

    def controller(self, match: Any, autosave: Autosave | None) -> Any:
        """A Canvas controller for ``match``."""
        from canvas_table.canvas.ui.controller import CanvasController

        return CanvasController(match, autosave)

    def board(self, scene: TableScene, faces: FaceCache, controller: Any) -> Any:
        """Canvas's board on ``scene``."""
        from canvas_table.canvas.ui.board import CanvasBoard
        from canvas_table.table.preload import FacePreloader

        board = CanvasBoard(scene, faces, controller)
        board.preloader = FacePreloader(faces, board, _upcoming)
        controller.changed.connect(board.preloader.refresh)
        board.preloader.refresh()
        return board

    def hints(self, controller: Any, board: Any, say: Callable[[str], None],
              ask_move: Callable[[], None]) -> Any:
        """The Hints menu's commands for this game."""
        from canvas_table.canvas.ui.hints import CanvasHints

        return CanvasHints(controller, board, say, ask_move)

    def closeup(self, controller: Any, key: str) -> CloseUp | None:
        """The close-up of the table item offering ``key`` (see ``canvas.ui.closeup``)."""
        from canvas_table.canvas.ui.closeup import closeup

        return closeup(controller.state, key)

    def rules_page(self, parent: QWidget | None) -> QWidget:
        """Canvas's rules page with the icons and an example painting per scoring card."""
        from canvas_table.canvas.ui.rules_page import CanvasRulesPage

        return CanvasRulesPage(parent)

    def score_table(self, report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
        """The end screen's score table."""
        from canvas_table.canvas.ui.end import score_table

        return score_table(report)

    def end_paintings(self, report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
        """Every painting of the game, drawn with the real art."""
        from canvas_table.canvas.ui.end import end_paintings

        return end_paintings(report, art_dir)

    def bench_setup(self, window: Any) -> BenchHooks:
        """For the table bench: play on until a person holds 4 cards, arrange two of them, and
        hover the other two over the top layer slots in turn."""
        from canvas_table.table.kit import BenchHooks

        c, board = window.controller, window.board
        bot = GAME.make_bot("normal", 1)
        while not (c.human_to_act and len(c.state.seats[c.viewer].hand) >= 4):
            c.play(bot.choose(c.state))
        hand = c.hand_shown()
        c.place(hand[0], 0)
        c.place(hand[1], 1)

        def hover(k: int) -> None:
            board.hover(board.cards[hand[2 + k % 2]], board.layer_zones[2 - (k // 2) % 2])

        return BenchHooks(hover, board.preview, board.cards[c.hand_shown()[0]])

    def new_match_log(self, match: Any) -> str:
        """The log's first line."""
        names = _(", ").join(p.name for p in match.players)
        return _("New game: {names}. Seed {seed}.").format(names=names, seed=match.seed)


def _upcoming(board: Any) -> tuple[list[str], Any, Any]:
    """The hand's faces, as the easel would draw them (a market card once taken: the easel
    takes cards from the hand only, and fewer large faces keep memory down)."""
    c = board.controller
    return [f"art:{card}" for card in c.state.seats[c.viewer].hand], board.preview, board.preview.painting


KIT = CanvasKit()
