"""Picktura's :class:`~canvas_table.table.kit.TableKit`: what the window needs to show Picktura."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from canvas_table.art import style
from canvas_table.i18n import _
from canvas_table.picktura.ui import layout
from canvas_table.table.faces import FaceCache
from canvas_table.table.scene import TableScene
from canvas_table.table.words import level_name

if TYPE_CHECKING:  # their modules only once a close-up, the end or the bench needs them
    from canvas_table.table.closeup import CloseUp
    from canvas_table.table.kit import Autosave, BenchHooks, EndPainting, ScoreColumn


class PickturaTutorial:
    """The guided first game: a fixed deal against one Easy bot, and a coach on the table."""

    def new_match(self) -> Any:
        """The tutorial's game."""
        from canvas_table.picktura.tutorial import new_tutorial_game

        return new_tutorial_game()

    def is_tutorial(self, match: Any) -> bool:
        """True for a game that the coach follows (also when resumed)."""
        from canvas_table.picktura.tutorial import is_tutorial

        return is_tutorial(match)

    def attach(self, scene: TableScene, controller: Any) -> Any:
        """Put the coach on the table (returned); it follows every change of the game."""
        from canvas_table.i18n import is_rtl
        from canvas_table.picktura.tutorial import TUTORIAL_SEAT, lesson
        from canvas_table.picktura.ui.coach import PickturaCoach

        coach = PickturaCoach(layout.table_layout(controller.state.num_seats, is_rtl()))
        scene.addItem(coach)

        def update() -> None:
            coach.show_lesson(lesson(controller.game), controller.state, TUTORIAL_SEAT)

        controller.changed.connect(update)
        update()
        return coach


class PickturaKit:
    """Picktura at the table."""

    game_id = "picktura"
    scene_rect = layout.SCENE
    mat_colour = style.MAT
    tutorial = PickturaTutorial()

    def faces(self, art_dir: Path | None, asynchronous: bool, parent: QObject | None) -> Any:
        """Picktura's face source (quarters, blank canvases, whole works, backs)."""
        from canvas_table.picktura.ui.faces import PickturaFaces

        return PickturaFaces(art_dir, asynchronous=asynchronous, parent=parent)

    def controller(self, match: Any, autosave: Autosave | None) -> Any:
        """A Picktura controller for ``match``."""
        from canvas_table.picktura.ui.controller import PickturaController

        return PickturaController(match, autosave)

    def board(self, scene: TableScene, faces: FaceCache, controller: Any) -> Any:
        """Picktura's board on ``scene``."""
        from canvas_table.picktura.ui.board import PickturaBoard

        return PickturaBoard(scene, faces, controller)

    def closeup(self, controller: Any, key: str) -> CloseUp | None:
        """The close-up of a face-up card (see ``picktura.ui.closeup``)."""
        from canvas_table.picktura.ui.closeup import closeup

        return closeup(key)

    def rules_page(self, parent: QWidget | None) -> QWidget:
        """The rules of Picktura with a work tiled from its quarters."""
        from canvas_table.picktura.ui.rules_page import PickturaRulesPage

        return PickturaRulesPage(parent)

    def score_table(self, report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
        """Player, whole works, 3-card and 2-card works, cards in hand, total."""
        from canvas_table.picktura.ui.end import score_table

        return score_table(report)

    def end_paintings(self, report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
        """Each seat's collection of exposed works, drawn with the real art."""
        from canvas_table.picktura.ui.end import end_paintings

        return end_paintings(report, art_dir)

    def bench_setup(self, window: Any) -> BenchHooks:
        """For the table bench: play on until a person starts a turn, then hover the visible pile's
        top card over the hand and away in turn (each hover over the hand previews a collect)."""
        from canvas_table.picktura.bots import make_bot
        from canvas_table.picktura.state import TURN
        from canvas_table.table.kit import BenchHooks

        c, board = window.controller, window.board
        bot = make_bot("normal", 1)
        while not (c.human_to_act and c.state.phase == TURN) and not c.state.is_over():
            step = bot.choose(c.state)
            c.play(step) if c.human_to_act else c.apply_bot_action(step)
        top = board.cards[c.state.visible[-1]]

        def hover(k: int) -> None:
            board.hover(top, board.hand_zone if k % 2 == 0 else None)

        return BenchHooks(hover, board.preview, top)

    def new_match_log(self, match: Any) -> str:
        """The log's first line: who plays, the seed."""
        names = _(", ").join(
            p.name
            if p.kind == "human"
            else _("{name} ({level} bot)").format(name=p.name, level=level_name(p.kind.removeprefix("bot:")))
            for p in match.players
        )
        return _("New game of Picktura: {names}. Seed {seed}.").format(names=names, seed=match.seed)


KIT = PickturaKit()
