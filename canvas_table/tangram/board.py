"""The 40-square loop board of Tangram Champions (rules page, "Components"; the layout is ours).

Square 0 is the start; prisons sit at 10, 20 and 30; between them 24 tangram squares in the seven
colours (never two of one colour side by side), 6 favourable and 6 unfavourable squares. Pawns move
forward (increasing index) and wrap round from 39 to 0.
"""

from __future__ import annotations

from canvas_table.tangram.colours import COLOURS

SQUARES = 40
START = "start"
PRISON = "prison"
FAVOURABLE = "favourable"
UNFAVOURABLE = "unfavourable"
KINDS = (START, PRISON, FAVOURABLE, UNFAVOURABLE, *COLOURS)

# each stretch of nine squares between the corners: T a tangram square, F favourable, U unfavourable
_STRETCHES = ("TFTTUTTFT", "TUTTFTTUT", "TFTTUTTFT", "TUTTFTTUT")


def _layout() -> tuple[str, ...]:
    squares: list[str] = [START]
    colour = 0
    for stretch_index, stretch in enumerate(_STRETCHES):
        for mark in stretch:
            if mark == "F":
                squares.append(FAVOURABLE)
            elif mark == "U":
                squares.append(UNFAVOURABLE)
            else:
                squares.append(COLOURS[colour % len(COLOURS)])
                colour += 1
        if stretch_index < len(_STRETCHES) - 1:
            squares.append(PRISON)
    return tuple(squares)


BOARD: tuple[str, ...] = _layout()


def is_tangram(kind: str) -> bool:
    """Whether a square of this kind is a tangram square (one of the seven colours)."""
    return kind in COLOURS


def forward(square: int, steps: int) -> int:
    """The square ``steps`` squares on from ``square`` round the loop (negative steps go back)."""
    return (square + steps) % SQUARES
