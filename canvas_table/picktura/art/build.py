"""The Picktura items of the shared art build: tasks, heaviest first, and their images by path.

One task a masterpiece (painted once at 2x, then the whole at 1x and 2x and its four quarter
cards at both sizes are cut from it), one for the thumbnail and one for the blank canvas and the
two backs: 26 tasks of similar weight, which two workers share evenly.
Paths follow :mod:`canvas_table.picktura.art.faces`.
"""

from __future__ import annotations

from PIL import Image

from canvas_table.picktura.art.faces import THUMBNAIL, at, back_face, card_face, work_face
from canvas_table.picktura.cards import BLANKS, cards_of

Task = tuple[str, str]  # (kind, name)
THUMBNAIL_SIZE = 256
THUMBNAIL_WORKS = (1, 5, 9, 20)
WORK_COUNT = 24


def tasks() -> list[Task]:
    """Every Picktura build task: the 24 masterpieces, then the plain faces."""
    return [
        *(("picktura_work", str(n)) for n in range(1, WORK_COUNT + 1)),
        ("picktura_ui", "thumbnail"),
        ("picktura_ui", "blank_and_backs"),
    ]


def task_paths(task: Task) -> list[str]:
    """The paths ``task`` writes, without painting anything (in :func:`render_task`'s order)."""
    kind, name = task
    if kind == "picktura_work" and name.isdigit() and 1 <= int(name) <= WORK_COUNT:
        number = int(name)
        faces = [work_face(number), *(card_face(card) for card in cards_of(number))]
        return [at(face, scale) for scale in (1, 2) for face in faces]
    if kind == "picktura_ui" and name == "blank_and_backs":
        return [
            at(face, scale)
            for scale in (1, 2)
            for face in (card_face(BLANKS[0]), back_face(1), back_face(100))
        ]
    if kind == "picktura_ui" and name == "thumbnail":
        return [THUMBNAIL]
    raise ValueError(f"unknown Picktura art task {task!r}")


def render_work(number: int) -> list[tuple[str, Image.Image]]:
    """Masterpiece ``number`` whole and as four quarter cards, at 1x and 2x."""
    from canvas_table.picktura.art.cut import quarter_card
    from canvas_table.picktura.art.works import paint_work

    big = paint_work(number, 2)
    wholes = {2: big, 1: big.resize((big.width // 2, big.height // 2), Image.Resampling.LANCZOS)}
    out = []
    for scale, whole in sorted(wholes.items()):
        out.append((at(work_face(number), scale), whole))
        for quarter, card in enumerate(cards_of(number)):
            out.append((at(card_face(card), scale), quarter_card(whole, number, quarter, scale)))
    return out


def render_plain() -> list[tuple[str, Image.Image]]:
    """The blank canvas and the two backs, at 1x and 2x."""
    from canvas_table.picktura.art.plain import blank_canvas, card_back

    out = []
    for scale in (1, 2):
        out.append((at(card_face(BLANKS[0]), scale), blank_canvas(scale)))
        out.append((at(back_face(1), scale), card_back(1, scale)))
        out.append((at(back_face(100), scale), card_back(2, scale)))
    return out


def render_thumbnail() -> list[tuple[str, Image.Image]]:
    """The game chooser's thumbnail: four masterpieces, painted small."""
    from canvas_table.picktura.art.plain import thumbnail
    from canvas_table.picktura.art.works import paint_work

    return [(THUMBNAIL, thumbnail(THUMBNAIL_SIZE, {n: paint_work(n, 0.25) for n in THUMBNAIL_WORKS}))]


def render_task(task: Task) -> list[tuple[str, Image.Image]]:
    """The (relative path, image) pairs of one task; ``ValueError`` for an unknown task."""
    kind, name = task
    if kind == "picktura_work" and name.isdigit() and 1 <= int(name) <= WORK_COUNT:
        return render_work(int(name))
    if kind == "picktura_ui" and name == "blank_and_backs":
        return render_plain()
    if kind == "picktura_ui" and name == "thumbnail":
        return render_thumbnail()
    raise ValueError(f"unknown Picktura art task {task!r}")
