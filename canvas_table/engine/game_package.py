"""What every game's :class:`~canvas_table.engine.platform.GameModule` does the same way: hand
out the parts of its own package (``canvas_table/<id>/``) when they are first asked for.

Each game's ``game.py`` subclasses :class:`GamePackage`; importing it stays cheap, because the
rules, the bots and the commands are imported only when used. The parts follow one layout:
``bots.py`` (``make_bot``, ``decision_seed``), the records module (``replay``), ``reveal.py``
(``revealed``), ``commands.py`` and ``bench.py``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any


class GamePackage:
    """The shared half of a game module: its package's parts, looked up by the game's ``id``."""

    id: str
    records_module = "match"  # the module with ``replay(record, source)``
    ladder_options: tuple[str, ...] = ()  # none: one ladder whatever the options

    def part(self, name: str) -> ModuleType:
        """The game package's module ``name`` (imported on first use)."""
        return importlib.import_module(f"canvas_table.{self.id}.{name}")

    def load_match(self, record: dict[str, Any], source: str = "record") -> Any:
        """Replay a parsed record; RecordError names the field or the action and why."""
        return self.part(self.records_module).replay(record, source)

    def make_bot(self, level: str, seed: int, cancel: Callable[[], bool] | None = None,
                 iterations: int | None = None) -> Any:
        """A bot of ``level`` ("random" included); ValueError for an unknown level."""
        return self.part("bots").make_bot(level, seed, iterations=iterations, cancel=cancel)

    def decision_seed(self, state: Any) -> int:
        """The seed of a bot's decision in ``state`` (the same game, the same moves)."""
        return int(self.part("bots").decision_seed(state))

    def revealed(self, state: Any, action: Any) -> str | None:
        """What playing the legal ``action`` on ``state`` turns up that nobody could know before
        (a kind of the game's ``reveal`` module: a card from a deck, the dice), or None."""
        result = self.part("reveal").revealed(state, action)
        return None if result is None else str(result)

    @property
    def commands(self) -> ModuleType:
        """What the game answers to ``cards``, ``score`` and ``replay``."""
        return self.part("commands")

    @property
    def bench(self) -> ModuleType:
        """The game's engine benchmark (``engine_figures``)."""
        return self.part("bench")
