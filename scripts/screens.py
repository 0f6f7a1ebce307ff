"""Render Canvas Table's screens into PNGs (``scripts/screens`` runs it under Xvfb per language).

    python scripts/screens.py --lang fa --size 1366x768 --size 1920x1080 --out docs/screens

One process per language (the language is set when the application starts). The window is sized
to each screen size and grabbed; a dialog is grabbed and laid over the window's grab, centred,
with a shadow, as it appears on screen. Seeded games, so reruns give the same tables. The data and
config folders are temporary; the art comes from the art cache (``CANVAS_TABLE_ART_DIR``). The
PNGs are quantized to a palette to stay small.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES = ((1366, 768), (1920, 1080))
SEED = 2026
#: Every screen this script can render, in order.
SCREENS = ("new_game", "canvas_2p", "canvas_5p", "easel", "closeup", "layers_2p", "layers_5p",
           "closeup_layers", "picktura_2p", "picktura_4p", "tangram_2p", "tangram_4p",
           "tangram_puzzle", "tangram_practice", "rules", "end",
           "settings", "message")


def pump(seconds: float = 0.0) -> None:
    """Let Qt run (layouts, the faces' loading) for about ``seconds``."""
    from PySide6.QtCore import QCoreApplication

    deadline = time.monotonic() + seconds
    while True:
        QCoreApplication.processEvents()
        if time.monotonic() >= deadline:
            return
        time.sleep(0.02)


def save_png(image: Any, path: Path, colours: int = 256) -> Path:
    """Save a QImage as a palette PNG of ``colours`` colours, small enough to commit."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    import io

    picture = Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGB")
    # the octree keeps the flat interface exact and the paintings smooth at a third of the size
    quantized = picture.quantize(colors=colours, method=Image.Quantize.FASTOCTREE)
    path.parent.mkdir(parents=True, exist_ok=True)
    quantized.save(path, optimize=True)
    return path


def over_window(window: Any, dialog: Any) -> Any:
    """The window's grab with ``dialog`` drawn over it, centred, with a soft shadow."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QColor, QPainter

    pump(0.2)
    base = window.grab().toImage()
    top = dialog.grab().toImage()
    painter = QPainter(base)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = max(0, (base.width() - top.width()) // 2)
    y = max(0, (base.height() - top.height()) // 2)
    painter.fillRect(base.rect(), QColor(0, 0, 0, 60))  # the window behind a modal dialog
    for spread in range(14, 0, -2):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 10))
        painter.drawRoundedRect(QRect(x - spread, y - spread + 6, top.width() + 2 * spread,
                                      top.height() + 2 * spread), spread, spread)
    painter.drawImage(QPoint(x, y), top)
    painter.setPen(QColor("#16251f"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRect(x - 1, y - 1, top.width() + 1, top.height() + 1))
    painter.end()
    return base


class Screens:
    """Makes the window once and renders the screens at each size."""

    def __init__(self, language: str, out: Path) -> None:
        from canvas_table.app.application import make_app
        from canvas_table.app.settings import Settings
        from canvas_table.app.window import MainWindow

        self.app = make_app(language)
        self.language = language
        self.out = out
        self.window = MainWindow(settings=Settings(language=language, tutorial_offered=True),
                                 build_art=False)
        self.window.art.start()  # the art cache is complete: ready at once
        self.written: list[Path] = []

    # -- games --------------------------------------------------------------------------------
    def _match(self, game_id: str, count: int, moves: int,
               ready: Callable[[Any], bool] = lambda state: True) -> Any:
        """A seeded match of ``count`` seats (you and bots), ``moves`` bot-chosen moves in and
        with your seat (0) to play in a state that is ``ready``."""
        from canvas_table import games
        from canvas_table.app.seat_row import BOT_NAMES
        from canvas_table.engine.platform import PlayerSpec, option_values
        from canvas_table.i18n import _

        game = games.game(game_id)
        names = [_("You"), *BOT_NAMES[1:count]]
        players = tuple(PlayerSpec(name, "human" if k == 0 else "bot:normal") for k, name in enumerate(names))
        def play(limit: int) -> tuple[Any, int]:
            match = game.new_match(players, SEED, option_values(game.options, count))
            bots = [game.make_bot("normal", seat) for seat in range(count)]
            played = 0
            while not match.state.is_over():
                seat = match.state.current_seat
                if played >= limit and seat == 0 and ready(match.state):
                    break
                match.play(bots[seat or 0].choose(match.state))
                played += 1
            return match, played

        match, length = play(moves)
        if match.state.is_over() and moves < 10_000:  # a short game: stop two thirds in
            match, _played = play(length * 2 // 3)
        return match

    def _table(self, game_id: str, count: int, moves: int,
               ready: Callable[[Any], bool] = lambda state: True) -> None:
        self.window.start_game(self._match(game_id, count, moves, ready))
        self.window.thinker.blockSignals(True)  # no bot moves while the picture is taken
        self.window._end_timer.stop()  # the window would open its own end dialog
        pump(1.5)

    # -- the screens --------------------------------------------------------------------------
    def render(self, name: str, size: tuple[int, int]) -> Any:
        """The QImage of screen ``name`` at ``size``."""
        return getattr(self, f"_{name}")(size)

    def _show_window(self, size: tuple[int, int]) -> None:
        w, h = size
        self.window.setGeometry(0, 0, w, h)
        self.window.show()
        pump(0.3)

    def _grab(self) -> Any:
        pump(0.5)
        return self.window.grab().toImage()

    def _dialog(self, dialog: Any) -> Any:
        dialog.show()
        pump(0.8)
        image = over_window(self.window, dialog)
        dialog.done(0)
        dialog.deleteLater()
        pump(0.1)
        return image

    def _new_game(self, size: tuple[int, int]) -> Any:
        from canvas_table.app.new_game_dialog import NewGameDialog

        self._table("canvas", 2, 6)
        return self._dialog(NewGameDialog(self.window))

    def _canvas_2p(self, size: tuple[int, int]) -> Any:
        self._table("canvas", 2, 9)
        return self._grab()

    def _canvas_5p(self, size: tuple[int, int]) -> Any:
        self._table("canvas", 5, 16)
        return self._grab()

    def _layers_2p(self, size: tuple[int, int]) -> Any:
        self._table("layers", 2, 7)
        return self._grab()

    def _layers_5p(self, size: tuple[int, int]) -> Any:
        self._table("layers", 5, 12)
        return self._grab()

    def _picktura_2p(self, size: tuple[int, int]) -> Any:
        self._table("picktura", 2, 40)
        return self._grab()

    def _picktura_4p(self, size: tuple[int, int]) -> Any:
        self._table("picktura", 4, 70)
        return self._grab()

    def _tangram_2p(self, size: tuple[int, int]) -> Any:
        self._table("tangram", 2, 30)
        return self._grab()

    def _tangram_4p(self, size: tuple[int, int]) -> Any:
        self._table("tangram", 4, 60)
        return self._grab()

    def _tangram_puzzle(self, size: tuple[int, int]) -> Any:
        self._table("tangram", 3, 20, lambda state: state.phase == "tangram")
        pump(1.0)  # the pawn's glide, then the puzzle opens over the table
        return self._grab()

    def _tangram_practice(self, size: tuple[int, int]) -> Any:
        from canvas_table.tangram.ui.practice import PracticeDialog

        self._table("tangram", 2, 10)
        dialog = PracticeDialog(self.window, Path(tempfile.mkdtemp()))
        dialog.resize(round(self.window.width() * 0.9), round(self.window.height() * 0.9))
        return self._dialog(dialog)

    def _easel(self, size: tuple[int, int]) -> Any:
        for moves in range(6, 40):
            self._table("canvas", 2, moves)
            controller = self.window.controller
            hand = controller.state.seats[0].hand
            if len(hand) >= 4 and controller.human_to_act:
                break
        self.window.hints.suggest_painting()
        pump(1.0)
        return self._grab()

    def _closeup_of_market(self) -> Any:
        """The close-up of the market card with the most icons (as a rest of the mouse opens it)."""
        board, state = self.window.board, self.window.controller.state
        cards = [board.cards[card] for card in state.market if card in board.cards]
        closeup = self.window.view.closeup
        richest = max(cards, key=lambda item: len(closeup.source(item.closeup_key).icons))
        closeup.open(richest)
        pump(1.0)
        return self._grab()

    def _closeup(self, size: tuple[int, int]) -> Any:
        self._table("canvas", 2, 9)
        return self._closeup_of_market()

    def _closeup_layers(self, size: tuple[int, int]) -> Any:
        self._table("layers", 2, 7)
        return self._closeup_of_market()

    def _rules(self, size: tuple[int, int]) -> Any:
        from canvas_table.app.rules_dialog import RulesDialog

        self._table("canvas", 2, 6)
        dialog = RulesDialog(self.window, "canvas")
        page = dialog.pages["canvas"]
        page.renderer.wait(60.0)  # every example painted; the pump brings them to the page
        pump(0.5)
        return self._dialog(dialog)

    def _end(self, size: tuple[int, int]) -> Any:
        from canvas_table import games
        from canvas_table.app.end_dialog import EndDialog

        match = self._match("canvas", 3, 10_000)
        self.window.start_game(match)
        self.window.thinker.blockSignals(True)
        self.window._end_timer.stop()  # the window would open its own end dialog
        pump(1.0)
        report = games.game("canvas").report(match.state)
        return self._dialog(EndDialog(report, self.window.kit, self.window.art_dir, self.window))

    def _settings(self, size: tuple[int, int]) -> Any:
        from canvas_table.app.settings_dialog import SettingsDialog

        self._table("layers", 3, 6)
        return self._dialog(SettingsDialog(self.window.settings, self.window))

    def _message(self, size: tuple[int, int]) -> Any:
        from PySide6.QtWidgets import QMessageBox

        from canvas_table.i18n import _

        self._table("canvas", 2, 6)
        box = QMessageBox(QMessageBox.Icon.Question, _("Resume?"),
                          _("Resume your last game where you left it?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        return self._dialog(box)

    # -- all of them --------------------------------------------------------------------------
    def run(self, sizes: Iterable[tuple[int, int]], names: Iterable[str],
            done: Callable[[Path], None] = lambda _p: None) -> list[Path]:
        names = list(names)
        for size in sizes:
            self._show_window(size)
            for name in names:
                self._show_window(size)
                image = self.render(name, size)
                path = save_png(image, self.out / f"{self.language}-{size[0]}x{size[1]}-{name}.png")
                self.written.append(path)
                done(path)
        return self.written

    def close(self) -> None:
        self.window.thinker.blockSignals(False)
        self.window.close()
        self.window.deleteLater()  # closed is not gone: its connections keep it alive
        pump(0.1)
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def render_screens(language: str, sizes: Iterable[tuple[int, int]], names: Iterable[str], out: Path,
                   quiet: bool = False) -> list[Path]:
    """Render ``names`` at ``sizes`` in ``language`` into ``out``, in temporary data and config
    folders; the written paths."""
    from canvas_table.app.paths import ENV_CONFIG_DIR, ENV_DATA_DIR

    saved = {key: os.environ.get(key) for key in (ENV_DATA_DIR, ENV_CONFIG_DIR)}
    with tempfile.TemporaryDirectory(prefix="canvas-screens-", ignore_cleanup_errors=True) as folder:
        os.environ[ENV_DATA_DIR] = str(Path(folder) / "data")
        os.environ[ENV_CONFIG_DIR] = str(Path(folder) / "config")
        try:
            screens = Screens(language, out)
            try:
                done = (lambda _p: None) if quiet else (lambda p: print(p, flush=True))
                return screens.run(sizes, names, done)
            finally:
                screens.close()
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def _size(text: str) -> tuple[int, int]:
    w, _x, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="language code (en, fr, nl, fa)")
    parser.add_argument("--size", action="append", type=_size, help="WxH, repeatable (default both)")
    parser.add_argument("--only", action="append", choices=SCREENS, help="a screen, repeatable")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    args = parser.parse_args(argv)
    render_screens(args.lang, args.size or SIZES, args.only or SCREENS, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
