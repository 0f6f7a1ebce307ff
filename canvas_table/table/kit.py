"""What a game offers the window: its :class:`TableKit` (``canvas_table/<game>/ui/kit.py: KIT``).

The window, the end screen, the rules dialog, the smoke test and the GUI bench use a game only
through its kit and its :class:`~canvas_table.engine.platform.GameModule`; the registry
(:mod:`canvas_table.games`) finds both. The protocol lives here, below the games' table code and
the window alike, so both import it without importing each other. Optional parts are attributes a
game may lack: ``tutorial`` (see the Canvas kit), ``hints(controller, board, say, ask_move)``,
``before_end(window, controller)`` (asked before the end screen: Layers' beauty vote),
``closeup(controller, key)`` (a card's :class:`~canvas_table.table.closeup.CloseUp` for the
``closeup_key`` a table item offers, or None) and ``bench_setup(window)``.
The signals and methods named in :class:`Controller` and :class:`Board` are what the window
connects to; a game's classes may offer more.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QImage, QKeyEvent
from PySide6.QtWidgets import QWidget

from canvas_table.table.faces import FaceCache
from canvas_table.table.scene import TableScene

Autosave = Callable[[dict[str, Any]], None]


class Controller(Protocol):
    """A game's controller (a QObject): gestures in, actions out, the turn cycle.

    Signals: ``changed()``, ``message(str)``, ``logged(str)``, ``bot_turn(int)``, ``game_over()``.
    """

    game: Any  # the Match being played

    @property
    def state(self) -> Any:
        """The live state."""
        ...

    def start(self) -> None:
        """Announce the first turn (``bot_turn`` if a bot is to play)."""
        ...

    def apply_bot_action(self, action: Any) -> None:
        """A bot's chosen action for the seat to act (ignored if the game moved on)."""
        ...

    def undo(self) -> str | None:
        """Undo the last step a person may take back; None on success, else why not."""
        ...

    def play(self, action: Any) -> str | None:
        """Play ``action`` as a person would (the smoke test does); None, or why not."""
        ...


class Board(Protocol):
    """A game's items on the table scene, and the scene's drag rules while it is on (a table whose
    pieces are only clicked, never dragged, leaves the scene without drag rules)."""

    speed: float  # animation speed; 0 = instant
    confirm: Callable[[str], bool] | None  # asked before a committing gesture, if set
    toast: Any  # has say(line)

    def remove(self) -> None:
        """Take every item of this game off the scene and let go of the scene."""
        ...

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key on the table; True when used."""
        ...

    def commit(self) -> None:
        """The game's commit gesture (Ctrl+Return), if it has one."""
        ...


class Faces(Protocol):
    """A game's face source (a QObject with ``loaded(str)``), see table.faces.FaceSource."""

    def set_art_dir(self, art_dir: Path | None) -> None:
        """Use the art in ``art_dir`` from now on (None: plain faces)."""
        ...

    def image(self, face: str, width: int) -> QImage | None:
        """The face's source image, or None while not ready."""
        ...


@dataclass(frozen=True)
class EndPainting:
    """One painting on the end screen: whose, its title, and how to draw it large."""

    seat: int
    title: str
    render: Callable[[int], QImage]  # width in pixels -> the painting with the real art


@dataclass(frozen=True)
class ScoreColumn:
    """A column of the end screen's score table."""

    title: str
    tooltip: str = ""
    colour: str | None = None  # a dot of this colour before the title


@dataclass(frozen=True)
class BenchHooks:
    """What the table bench drives (a kit's optional ``bench_setup(window)`` gives them)."""

    hover: Callable[[int], None]  # the k-th hover of a card over a drop zone that previews
    easel: Any  # the graphics item whose region the hover repaints
    drag_item: Any  # a card a person may drag now


class TableKit(Protocol):
    """Everything the window needs to put one game on the table."""

    game_id: str
    scene_rect: QRectF  # the table's size in scene units (the view fits it to the window)
    mat_colour: str  # the table's colour under the mat texture

    def faces(self, art_dir: Path | None, asynchronous: bool, parent: QObject | None) -> Faces:
        """The game's face source (``asynchronous``: decode PNGs off the GUI thread)."""
        ...

    def controller(self, match: Any, autosave: Autosave | None) -> Controller:
        """A controller for ``match``."""
        ...

    def board(self, scene: TableScene, faces: FaceCache, controller: Controller) -> Board:
        """The game's board on ``scene`` (it sets itself as the scene's drag rules if cards are dragged)."""
        ...

    def rules_page(self, parent: QWidget | None) -> QWidget:
        """The game's rules page in the active language (our words, icons, a worked example)."""
        ...

    def score_table(self, report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
        """The end screen's columns (the first is the player) and one row of cells per seat."""
        ...

    def end_paintings(self, report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
        """Every painting of a finished game, in seat order, drawn with the real art."""
        ...

    def new_match_log(self, match: Any) -> str:
        """The game log's first line for ``match``."""
        ...
