"""The Tangram Champions items of the shared art build: tasks, heaviest first, and their images.

One task paints the board (at 2x, the 1x cut down from it), one the ten champions, three the cards
(the colour cards with the colour and tangram backs, the favourable and the unfavourable cards
with their backs), one the thumbnail. Paths follow :mod:`canvas_table.tangram.art.faces`.
"""

from __future__ import annotations

from PIL import Image

from canvas_table.tangram.art.faces import (
    BOARD,
    BOARD_SIZE,
    CARD_SIZE,
    CHAMPIONS,
    FAVOURABLE_KINDS,
    THUMBNAIL,
    THUMBNAIL_SIZE,
    TOKEN_SIZE,
    UNFAVOURABLE_KINDS,
    at,
    back_face,
    card_face,
    champion_face,
    colour_face,
)
from canvas_table.tangram.colours import COLOURS

Task = tuple[str, str]  # (kind, name)
_CARD_GROUPS = ("colour", "favourable", "unfavourable")


def tasks() -> list[Task]:
    """Every Tangram build task, the heaviest first."""
    return [("tangram_board", "board"), ("tangram_tokens", "champions"),
            *(("tangram_cards", group) for group in _CARD_GROUPS), ("tangram_ui", "thumbnail")]


def _card_faces(group: str) -> list[str]:
    if group == "colour":
        return [*(colour_face(c) for c in COLOURS), back_face("colour"), back_face("tangram")]
    kinds = FAVOURABLE_KINDS if group == "favourable" else UNFAVOURABLE_KINDS
    return [*(card_face(kind) for kind in kinds), back_face(group)]


def task_paths(task: Task) -> list[str]:
    """The paths ``task`` writes, without painting anything (in :func:`render_task`'s order)."""
    kind, name = task
    if task == ("tangram_board", "board"):
        return [BOARD, at(BOARD, 2)]
    if task == ("tangram_tokens", "champions"):
        return [at(champion_face(c), scale) for c in CHAMPIONS for scale in (1, 2)]
    if kind == "tangram_cards" and name in _CARD_GROUPS:
        return [at(face, scale) for face in _card_faces(name) for scale in (1, 2)]
    if task == ("tangram_ui", "thumbnail"):
        return [THUMBNAIL]
    raise ValueError(f"unknown Tangram art task {task!r}")


def _both(path: str, big: Image.Image) -> list[tuple[str, Image.Image]]:
    """``big`` as the 2x file and, halved, as the 1x one."""
    small = big.resize((big.width // 2, big.height // 2), Image.Resampling.LANCZOS)
    return [(path, small), (at(path, 2), big)]


def _render_cards(group: str) -> list[tuple[str, Image.Image]]:
    from canvas_table.tangram.art.cards import paint_back, paint_colour, paint_effect

    px = CARD_SIZE[0] * 2
    if group == "colour":
        painted = [*(paint_colour(c, px) for c in COLOURS), paint_back("colour", px),
                   paint_back("tangram", px)]
    else:
        kinds = FAVOURABLE_KINDS if group == "favourable" else UNFAVOURABLE_KINDS
        painted = [*(paint_effect(kind, px) for kind in kinds), paint_back(group, px)]
    return [pair for face, img in zip(_card_faces(group), painted, strict=True) for pair in _both(face, img)]


def _render_thumbnail() -> list[tuple[str, Image.Image]]:
    from canvas_table.tangram.art.board import paint_board
    from canvas_table.tangram.art.cards import paint_back, paint_colour
    from canvas_table.tangram.art.champions import paint_token
    from canvas_table.tangram.art.track import track

    size = THUMBNAIL_SIZE
    img = paint_board(size * 2).resize((size, size), Image.Resampling.LANCZOS).convert("RGBA")
    for champion, square in (("fox", 3), ("owl", 7), ("turtle", 24)):
        token = paint_token(champion, 96).resize((34, 34), Image.Resampling.LANCZOS)
        x, y = track()[square].centre
        img.alpha_composite(token, (round(x * size) - 17, round(y * size) - 17))
    for painted, turn, left in ((paint_back("tangram", 240), 8, 62), (paint_colour("pink", 240), -10, 116)):
        card = painted.resize((80, 112), Image.Resampling.LANCZOS).rotate(turn, Image.Resampling.BICUBIC,
                                                                         expand=True)
        img.alpha_composite(card, (left, (size - card.height) // 2))
    return [(THUMBNAIL, img)]


def render_task(task: Task) -> list[tuple[str, Image.Image]]:
    """The (relative path, image) pairs of one task; ``ValueError`` for an unknown task."""
    kind, name = task
    if task == ("tangram_board", "board"):
        from canvas_table.tangram.art.board import paint_board

        return _both(BOARD, paint_board(BOARD_SIZE * 2))
    if task == ("tangram_tokens", "champions"):
        from canvas_table.tangram.art.champions import paint_token

        return [pair for c in CHAMPIONS for pair in _both(champion_face(c), paint_token(c, TOKEN_SIZE * 2))]
    if kind == "tangram_cards" and name in _CARD_GROUPS:
        return _render_cards(name)
    if task == ("tangram_ui", "thumbnail"):
        return _render_thumbnail()
    raise ValueError(f"unknown Tangram art task {task!r}")
