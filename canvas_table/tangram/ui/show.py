"""One thing after another on the table: the dice tumble, then the pawn glides, then the drawn card
is shown. Each step is a callable given a ``done`` to call when it has finished; what waits for the
table to be idle (a bot's next action, the person's puzzle) runs once the last step is done."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

Done = Callable[[], None]
Step = Callable[[Done], None]


class ShowQueue:
    """Steps shown in turn, and callbacks run when none is left."""

    def __init__(self) -> None:
        self._steps: deque[Step] = deque()
        self._idle: list[Done] = []
        self._running = False
        self._token = 0  # a cleared queue ignores the ``done`` of a step it dropped

    @property
    def busy(self) -> bool:
        """True while a step is being shown or waits its turn."""
        return self._running or bool(self._steps)

    def add(self, step: Step) -> None:
        """Show ``step`` after those before it."""
        self._steps.append(step)
        if not self._running:
            self._next()

    def when_idle(self, callback: Done) -> None:
        """Run ``callback`` once every step is shown (at once when idle)."""
        if self.busy:
            self._idle.append(callback)
        else:
            callback()

    def clear(self) -> None:
        """Drop every step and waiting callback (the game left the table)."""
        self._steps.clear()
        self._idle.clear()
        self._running = False
        self._token += 1

    def _next(self) -> None:
        if not self._steps:
            self._running = False
            waiting, self._idle = self._idle, []
            for callback in waiting:
                callback()
            return
        self._running = True
        step = self._steps.popleft()
        token = self._token
        finished = False

        def done() -> None:
            nonlocal finished
            if finished or token != self._token:
                return
            finished = True
            self._next()

        step(done)
