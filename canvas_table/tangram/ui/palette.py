"""The plain colours the table paints with before the art is there (and for dots and glows):
the seven colours, the board's other squares, the two decks and the ten champions."""

from __future__ import annotations

COLOUR_HEX: dict[str, str] = {
    "orange": "#e8843a", "blue": "#3f78c4", "pink": "#e58db4", "green": "#4f9a55",
    "red": "#c8433c", "yellow": "#e8c43f", "purple": "#8a5bb0",
}
KIND_HEX: dict[str, str] = {
    "start": "#f4ecd8", "prison": "#8c8a86", "favourable": "#f3d67a", "unfavourable": "#6f7d8f",
}
DECK_HEX: dict[str, str] = {
    "favourable": "#e9b949", "unfavourable": "#5c6b7e", "colour": "#d8c9a8", "tangram": "#2f3a4a",
}
CHAMPION_HEX: dict[str, str] = {
    "fox": "#d9672b", "owl": "#8a6a48", "bear": "#5a3d2b", "hare": "#b9a58c", "crane": "#c9ccd4",
    "tiger": "#e39a2d", "turtle": "#4d8a5a", "lynx": "#a37f5a", "heron": "#6d8fb0", "wolf": "#6b7078",
}
