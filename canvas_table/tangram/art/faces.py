"""Where Tangram Champions' faces live in the art cache (paths relative to the art folder).

Every face exists at 1x under ``tangram/`` and at 2x under ``tangram@2x/`` with the same file name
(the thumbnail at 1x only). Sizes at 1x (2x doubles them):

- ``tangram/board.png``: the painted board, 1024 x 1024, opaque; the squares lie where
  :func:`canvas_table.tangram.art.track.track` says, the decks, dice and stock go in its
  :func:`~canvas_table.tangram.art.track.centre_space`;
- ``tangram/champion-<id>.png``: the pawn of champion ``id`` (``champions.CHAMPIONS``: fox, owl,
  bear, hare, crane, tiger, turtle, lynx, heron, wolf), a round token 120 x 120 on a clear ground;
- ``tangram/colour-<colour>.png``: a colour card of ``colour`` (the seven of ``figures.COLOURS``),
  240 x 336 (every card is 5:7 with rounded corners on a clear ground);
- ``tangram/card-<kind>.png``: the face of a favourable card (``cards.KINDS``: take_any,
  take_square, forward_3, roll_again, leave_prison, steal) or an unfavourable one (return, prison,
  back_3, give_left, lose_bonus): a picture that says the effect, no words (the table writes it);
- ``tangram/back-<deck>.png``: the back of the favourable, unfavourable, colour and tangram cards;
- ``tangram/thumbnail.png``: the new-game dialog's 256 x 256 picture.

Face keys (the table's names for them): ``tg:board``, ``tg:pawn:<id>``, ``tg:colour:<colour>``,
``tg:card:<kind>``, ``tg:back:<deck>``; :func:`face_path` turns one into its 1x path.
"""

from __future__ import annotations

from canvas_table.tangram.cards import FAVOURABLE, KINDS, UNFAVOURABLE
from canvas_table.tangram.champions import CHAMPIONS
from canvas_table.tangram.colours import COLOURS

FOLDER = "tangram"
THUMBNAIL = f"{FOLDER}/thumbnail.png"
BOARD = f"{FOLDER}/board.png"

BOARD_SIZE = 1024
TOKEN_SIZE = 120
CARD_SIZE = (240, 336)
THUMBNAIL_SIZE = 256

FAVOURABLE_KINDS = KINDS[FAVOURABLE]
UNFAVOURABLE_KINDS = KINDS[UNFAVOURABLE]
DECKS = (FAVOURABLE, UNFAVOURABLE, "colour", "tangram")  # the backs: the two decks, the colour
# cards and the tangram cards


def at(path: str, scale: int) -> str:
    """The 1x ``path`` at ``scale`` (1 or 2): ``tangram/x.png`` or ``tangram@2x/x.png``."""
    return path if scale == 1 else path.replace(f"{FOLDER}/", f"{FOLDER}@{scale}x/", 1)


def champion_face(champion: str) -> str:
    """The 1x pawn of ``champion``."""
    return f"{FOLDER}/champion-{champion}.png"


def colour_face(colour: str) -> str:
    """The 1x colour card of ``colour``."""
    return f"{FOLDER}/colour-{colour}.png"


def card_face(kind: str) -> str:
    """The 1x face of a favourable or unfavourable card of ``kind``."""
    return f"{FOLDER}/card-{kind}.png"


def back_face(deck: str) -> str:
    """The 1x back of ``deck``'s cards."""
    return f"{FOLDER}/back-{deck}.png"


def face_path(face: str) -> str | None:
    """The 1x path of the table's face key ``face`` (``tg:pawn:fox``...), None for an unknown key."""
    kind, _, name = face.removeprefix("tg:").partition(":")
    if not face.startswith("tg:"):
        return None
    if kind == "board" and not name:
        return BOARD
    if kind == "pawn" and name in CHAMPIONS:
        return champion_face(name)
    if kind == "colour" and name in COLOURS:
        return colour_face(name)
    if kind == "card" and name in FAVOURABLE_KINDS + UNFAVOURABLE_KINDS:
        return card_face(name)
    if kind == "back" and name in DECKS:
        return back_face(name)
    return None
