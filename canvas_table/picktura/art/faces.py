"""Where Picktura's faces live in the art cache (paths relative to the art folder).

Every face exists at 1x under ``picktura/`` and at 2x under ``picktura@2x/`` with the same file
name (the thumbnail at 1x only):

- ``picktura/card-<id>.png``: quarter card ``id`` (1–48, 53–100), 500 x 700 (1000 x 1400 at 2x),
  the work's number in a roundel in the quarter's outer corner, a thin paper edge;
- ``picktura/blank.png``: the blank canvas (ids 49–52 share it);
- ``picktura/back.png`` (base box, ids 1–52) and ``picktura/back-remix.png`` (ids 53–100);
- ``picktura/work-<n>.png``: masterpiece ``n`` (1–24) whole, 1000 x 1400 (2000 x 2800 at 2x), no
  roundel, no edge (for the "Picktura!" moment);
- ``picktura/thumbnail.png``: the game chooser's 256 x 256 picture.
"""

from __future__ import annotations

from canvas_table.picktura.cards import back_of, is_blank

FOLDER = "picktura"
THUMBNAIL = f"{FOLDER}/thumbnail.png"


def at(path: str, scale: int) -> str:
    """The 1x ``path`` at ``scale`` (1 or 2): ``picktura/x.png`` or ``picktura@2x/x.png``."""
    return path if scale == 1 else path.replace(f"{FOLDER}/", f"{FOLDER}@{scale}x/", 1)


def card_face(card: int) -> str:
    """The 1x face of card ``card`` (1–100): its quarter, or the blank canvas."""
    return f"{FOLDER}/blank.png" if is_blank(card) else f"{FOLDER}/card-{card}.png"


def back_face(card: int) -> str:
    """The 1x back of card ``card``: the base box's, or the remix set's."""
    return f"{FOLDER}/back-remix.png" if back_of(card) == 2 else f"{FOLDER}/back.png"


def work_face(number: int) -> str:
    """The 1x whole painting of masterpiece ``number`` (1–24)."""
    return f"{FOLDER}/work-{number}.png"
