"""What the network table's window tests share: a server of its own and joining it from the
window, hosting from the window, a headless bot in a thread, real mouse drags on the window's
view, and the Layers scene checked against the state."""

from __future__ import annotations

import asyncio
import random
import threading
from typing import Any

from PySide6.QtWidgets import QMessageBox

from canvas_table.app.net_host_dialog import HostPlan
from canvas_table.app.net_session import NetSession
from canvas_table.net.player import play_seat


def join(window, qtbot, url: str, code: str, name: str) -> Any:
    """Join from the window; what ``done`` was given (None, or the error line)."""
    outcome: list[Any] = []
    window.join_table(url, code, name, outcome.append)
    qtbot.waitUntil(lambda: bool(outcome), timeout=20000)
    return outcome[0]


def warnings(monkeypatch) -> list[tuple[str, str]]:
    """The (title, text) of every warning the window shows from now on (not shown: recorded)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: shown.append((title, text)))
    return shown


async def server_record(session: NetSession, code: str) -> tuple[dict[str, Any], int]:
    """The record and version of table ``code`` on the server ``session`` runs (in its loop)."""
    table = session.server.tables[code.replace("-", "")]
    return table.match.to_record(), table.version


def record_ends(monkeypatch) -> list[dict[str, Any]]:
    """The reports of the end-of-game dialogs the window opens from now on (recorded, not shown:
    their exec returns at once)."""
    from canvas_table.app.end_dialog import EndDialog

    shown: list[dict[str, Any]] = []
    monkeypatch.setattr(EndDialog, "exec", lambda dialog: shown.append(dialog.report) or 0)
    return shown


def host(window, qtbot, plan: HostPlan) -> None:
    """Host ``plan`` from the window and wait until its table is on the window."""
    outcome: list[Any] = []
    window.host_table(plan, outcome.append)
    qtbot.waitUntil(lambda: bool(outcome), timeout=20000)
    assert outcome == [None]
    assert window.net_table is not None


def bot_in_thread(url: str, code: str, name: str, level: str = "random", **kwargs: Any) -> dict[str, Any]:
    """Run a headless ``join`` bot on its own loop in a thread; its report lands in the result."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["report"] = asyncio.run(play_seat(url, code, name, level, seed=5, **kwargs))[1]
        except Exception as err:  # the test reads it
            result["error"] = err

    result["thread"] = threading.Thread(target=run, daemon=True)
    result["thread"].start()
    return result


def play_local_turns(window, rng: random.Random) -> None:
    """Play the window's seat as a person would (the controller's public ``play``) whenever it is
    its turn: a random legal action, so the game moves on to its end."""
    controller = window.controller
    state = controller.state
    if controller.human_to_act and not state.is_over():
        reason = controller.play(rng.choice(state.legal_actions()))
        assert reason is None, reason


def play_to_the_end(window, qtbot, bot: dict[str, Any], seed: int) -> None:
    """Play the window's seats at random (``play_local_turns``) until its game is over, then wait
    for the headless ``bot`` to finish and check it ended without an error."""
    rng = random.Random(seed)

    def finished() -> bool:
        play_local_turns(window, rng)
        return window.controller.state.is_over()

    qtbot.waitUntil(finished, timeout=90000)
    bot["thread"].join(30)
    assert "error" not in bot, bot.get("error")


def drag(qtbot, view, start, end, steps: int = 6) -> None:
    """A real mouse drag on the view's viewport, from scene point ``start`` to ``end``."""
    from PySide6.QtCore import QPoint, Qt

    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, steps + 1):
        p = a + (b - a) * k / steps
        qtbot.mouseMove(view.viewport(), QPoint(round(p.x()), round(p.y())))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)


def market_matches_state(window) -> bool:
    """Every Layers market card lies in its market slot on the scene, and the viewer's painting
    on its layers, as the state says."""
    board, state = window.board, window.controller.state
    at = board.layout
    market = all(board.cards[card].pos() == at.market_pos(slot) and board.cards[card].isVisible()
                 for slot, card in enumerate(state.market))
    painting = all(board.cards[card].pos() == at.slot_pos(layer)
                   for layer, card in enumerate(state.boards[window.controller.viewer], 1))
    return market and painting


