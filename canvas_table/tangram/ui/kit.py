"""Tangram Champions' :class:`~canvas_table.table.kit.TableKit`: what the window needs to show it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from canvas_table.art import style
from canvas_table.i18n import _, digits
from canvas_table.table.faces import FaceCache
from canvas_table.table.scene import TableScene
from canvas_table.table.words import level_name
from canvas_table.tangram.ui import layout

if TYPE_CHECKING:  # its module only once the end needs it
    from canvas_table.table.kit import Autosave, EndPainting, ScoreColumn


class TangramTutorial:
    """The guided first turn: you against an Easy bot, your first roll landing on a tangram square;
    a callout shows the dice and the board, the puzzle's own coach teaches the pieces."""

    def new_match(self) -> Any:
        """The guided game."""
        from canvas_table.tangram.ui.coach import new_tutorial_match

        return new_tutorial_match()

    def is_tutorial(self, match: Any) -> bool:
        """True for the guided game (also when resumed)."""
        from canvas_table.tangram.ui.coach import is_tutorial

        return is_tutorial(match)

    def attach(self, scene: TableScene, controller: Any) -> Any:
        """Put the coach on the table (returned); it follows every change of the game."""
        from canvas_table.tangram.ui.coach import attach_coach

        return attach_coach(scene, controller)


class TangramKit:
    """Tangram Champions at the table."""

    game_id = "tangram"
    scene_rect = layout.SCENE
    mat_colour = style.MAT
    tutorial = TangramTutorial()
    gui_probes: ClassVar[dict[str, str]] = {"tangram_drag_frame_ms": "canvas_table.tangram.ui.puzzle_bench"}

    def faces(self, art_dir: Path | None, asynchronous: bool, parent: QObject | None) -> Any:
        """The board, the pawns and the cards."""
        from canvas_table.tangram.ui.faces import TangramFaces

        return TangramFaces(art_dir, asynchronous=asynchronous, parent=parent)

    def controller(self, match: Any, autosave: Autosave | None) -> Any:
        """A Tangram Champions controller for ``match``."""
        from canvas_table.tangram.ui.controller import TangramController

        return TangramController(match, autosave)

    def board(self, scene: TableScene, faces: FaceCache, controller: Any) -> Any:
        """The board on ``scene``."""
        from canvas_table.tangram.ui.board import TangramBoard

        return TangramBoard(scene, faces, controller)

    def rules_page(self, parent: QWidget | None) -> QWidget:
        """The rules, with the board's squares and the cards drawn as the table draws them."""
        from canvas_table.tangram.ui.rules_page import TangramRulesPage

        return TangramRulesPage(parent)

    def score_table(self, report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
        """Player, champion, the different colours, the colour cards held, the square reached."""
        from canvas_table.tangram.ui.end import score_table

        return score_table(report)

    def end_paintings(self, report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
        """The champion's trophy, then every seat's collection of colour cards."""
        from canvas_table.tangram.ui.end import end_paintings

        return end_paintings(report, art_dir)

    def new_match_log(self, match: Any) -> str:
        """The log's first line: who plays, the goal, the seed."""
        names = _(", ").join(
            p.name
            if p.kind == "human"
            else _("{name} ({level} bot)").format(name=p.name, level=level_name(p.kind.removeprefix("bot:")))
            for p in match.players
        )
        goal = match.state.setup.colours_to_win
        return _("New game of Tangram Champions: {names}; {n} colours to collect. Seed {seed}.").format(
            names=names, n=digits(goal), seed=match.seed)


KIT = TangramKit()
