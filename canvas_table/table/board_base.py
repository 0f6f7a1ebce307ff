"""What every game's board does the same way: letting go of the scene when the game leaves the
table, and the animation speed it keeps on the scene."""

from __future__ import annotations

from typing import Any

from canvas_table.table.scene import TableScene


class BoardBase:
    """A mixin of a game's board (which sets ``scene``, ``controller``, ``toast``, ``cards``
    and ``focus``)."""

    scene: TableScene
    controller: Any
    toast: Any
    cards: dict[Any, Any]
    focus: Any  # the card the keyboard is on

    def remove(self) -> None:
        """Take every item of this game off the scene and let go of the scene and controller."""
        self.scene.cancel_drag()
        self.scene.rules = None
        self.scene.refused.disconnect(self.toast.say)
        self.controller.changed.disconnect(self.sync)  # type: ignore[attr-defined]
        self.controller.message.disconnect(self.toast.say)
        self.let_go()
        self.scene.clear()
        self.cards.clear()
        self.focus = None

    def let_go(self) -> None:
        """What a game's board lets go of besides (its own signals, timers); nothing by default."""

    @property
    def speed(self) -> float:
        """The animation speed (0: instant), kept by the scene for every motion on the table."""
        return self.scene.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.scene.speed = value

    @property
    def glide_ms(self) -> int:
        """How long a card glides at the current speed."""
        return self.scene.glide_ms
