"""The ten champions (the pawns): their ids, in the order seats get them by default, and English
names (the table translates them). Imports nothing, so the game module can offer them cheaply."""

from __future__ import annotations

CHAMPION_NAMES: dict[str, str] = {
    "fox": "Fox", "owl": "Owl", "bear": "Bear", "hare": "Hare", "crane": "Crane", "tiger": "Tiger",
    "turtle": "Turtle", "lynx": "Lynx", "heron": "Heron", "wolf": "Wolf",
}
CHAMPIONS: tuple[str, ...] = tuple(CHAMPION_NAMES)
