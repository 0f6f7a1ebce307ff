"""Layers's :class:`~canvas_table.table.kit.TableKit`: what the window needs to put Layers on the table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from canvas_table.art import style
from canvas_table.i18n import _, ngettext
from canvas_table.layers.ui import layout
from canvas_table.table.faces import FaceCache
from canvas_table.table.scene import TableScene
from canvas_table.table.words import level_name

if TYPE_CHECKING:  # their modules only once a close-up, the end or the bench needs them
    from canvas_table.table.closeup import CloseUp
    from canvas_table.table.kit import Autosave, BenchHooks, EndPainting, ScoreColumn


class LayersKit:
    """Layers at the table."""

    game_id = "layers"
    scene_rect = layout.SCENE
    mat_colour = style.MAT

    def faces(self, art_dir: Path | None, asynchronous: bool, parent: QObject | None) -> Any:
        """Layers's face source (films, symbols, board, back)."""
        from canvas_table.layers.ui.faces import LayersFaces

        return LayersFaces(art_dir, asynchronous=asynchronous, parent=parent)

    def controller(self, match: Any, autosave: Autosave | None) -> Any:
        """A Layers controller for ``match``."""
        from canvas_table.layers.ui.controller import LayersController

        return LayersController(match, autosave)

    def board(self, scene: TableScene, faces: FaceCache, controller: Any) -> Any:
        """Layers's board on ``scene``."""
        from canvas_table.layers.ui.board import LayersBoard
        from canvas_table.table.preload import FacePreloader

        board = LayersBoard(scene, faces, controller)
        board.preloader = FacePreloader(faces, board, _upcoming)
        controller.changed.connect(board.preloader.refresh)
        board.preloader.refresh()
        return board

    def closeup(self, controller: Any, key: str) -> CloseUp | None:
        """The close-up of the table item offering ``key`` (see ``layers.ui.closeup``)."""
        from canvas_table.layers.ui.closeup import closeup

        return closeup(controller.state, key)

    def rules_page(self, parent: QWidget | None) -> QWidget:
        """The rules of Layers with the twelve symbols and a worked example."""
        from canvas_table.layers.ui.rules_page import LayersRulesPage

        return LayersRulesPage(parent)

    def score_table(self, report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
        """Player, the kinds that scored, total."""
        from canvas_table.layers.ui.end import score_table

        return score_table(report)

    def end_paintings(self, report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
        """Each seat's final painting, drawn with the real art."""
        from canvas_table.layers.ui.end import end_paintings

        return end_paintings(report, art_dir)

    def before_end(self, parent: QWidget, controller: Any) -> None:
        """The beauty vote, when the game has it and ended in a tie."""
        from canvas_table.layers.ui.vote import hold_vote

        hold_vote(parent, controller)

    def ask_votes(self, parent: QWidget, state: Any, seats: list[int]) -> dict[int, int | None]:
        """The beauty vote of the people of ``seats`` (a network table's own seats): each
        seat's choice among the tied paintings, None to abstain."""
        from canvas_table.layers.ui.vote import ask_votes

        return ask_votes(parent, state, seats)

    def bench_setup(self, window: Any) -> BenchHooks:
        """For the table bench: play on until a person is to act, then hover two market cards
        over the large painting's bands in turn (each hover previews a painting)."""
        from canvas_table.layers.bots import make_bot
        from canvas_table.table.kit import BenchHooks

        c, board = window.controller, window.board
        bot = make_bot("normal", 1)
        while not c.human_to_act and not c.state.is_over():
            c.apply_bot_action(bot.choose(c.state))
        market = c.state.market

        def hover(k: int) -> None:
            board.hover(board.cards[market[k % 2]], board.band_zones[3 - (k // 2) % 3])

        return BenchHooks(hover, board.painting, board.cards[market[0]])

    def new_match_log(self, match: Any) -> str:
        """The log's first line: who plays, how many rounds, the seed."""
        names = _(", ").join(
            p.name if p.kind == "human" else _("{name} ({level} bot)").format(
                name=p.name, level=level_name(p.kind.removeprefix("bot:")))
            for p in match.players)
        rounds = match.state.rounds
        return ngettext("New game of Layers: {names}; {n} round. Seed {seed}.",
                        "New game of Layers: {names}; {n} rounds. Seed {seed}.", rounds).format(
            names=names, n=rounds, seed=match.seed)


def _upcoming(board: Any) -> tuple[list[str], Any, Any]:
    """The market's films, as the large painting would draw them."""
    films = [f"layers:{card}" for card in board.controller.state.market]
    return films, board.painting, board.painting.rect


KIT = LayersKit()
