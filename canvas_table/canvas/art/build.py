"""Canvas's share of the art cache: what to draw (tasks) and how (one task into its images)."""

from __future__ import annotations

from PIL import Image

from canvas_table.art.icons import ICON_NAMES, draw_icon
from canvas_table.canvas.cards import default_card_set

Task = tuple[str, str]  # (kind, name)
ICON_SIZE = 64
THUMBNAIL = "canvas_ui/thumbnail.png"
RIBBONS: tuple[str, ...] = ("red", "green", "blue", "purple", "grey")
UI_ITEMS: tuple[str, ...] = ("token", *(f"ribbon_{c}" for c in RIBBONS), "mat", "card_back", "dispenser")


def tasks() -> list[Task]:
    """Every build task, heaviest first (so two workers finish together)."""
    cards = default_card_set()
    out: list[Task] = [("art", str(i)) for i in sorted(cards.art)]
    out += [("background", str(i)) for i in sorted(cards.backgrounds)]
    out += [("ui", name) for name in UI_ITEMS]
    out += [("icons", "all"), ("app", "all"), ("thumbnail", "canvas")]
    return out


def render_task(task: Task) -> list[tuple[str, Image.Image]]:
    """The (relative path, image) pairs of one task."""
    kind, name = task
    if kind == "art":
        from canvas_table.canvas.art.cards import render_art_card

        return [
            (f"art/{name}.png", render_art_card(int(name), 1)),
            (f"art@2x/{name}.png", render_art_card(int(name), 2)),
        ]
    if kind == "background":
        from canvas_table.canvas.art.backgrounds import render_background

        return [
            (f"backgrounds/{name}.png", render_background(int(name), 1)),
            (f"backgrounds@2x/{name}.png", render_background(int(name), 2)),
        ]
    if kind == "ui":
        from canvas_table.art import ui

        if name.startswith("ribbon_"):
            colour = name[len("ribbon_") :]
            return [(f"ui{d}/{name}.png", ui.render_ribbon(colour, s)) for d, s in (("", 1), ("@2x", 2))]
        fn = {
            "token": ui.render_token,
            "mat": ui.render_mat,
            "card_back": lambda s: ui.render_card_back("Canvas", s),
            "dispenser": ui.render_dispenser,
        }[name]
        return [(f"ui{d}/{name}.png", fn(s)) for d, s in (("", 1), ("@2x", 2))]
    if kind == "icons":
        return [
            (f"icons{d}/{n}.png", draw_icon(n, ICON_SIZE * s))
            for n in ICON_NAMES
            for d, s in (("", 1), ("@2x", 2))
        ]
    if kind == "app":
        from canvas_table.art.ui import APP_ICON_SIZES, render_app_icon

        return [(f"app/icon_{s}.png", render_app_icon(s)) for s in APP_ICON_SIZES]
    if kind == "thumbnail":
        return [(THUMBNAIL, render_thumbnail())]
    raise ValueError(f"unknown task {task!r}")


def render_thumbnail(size: int = 256) -> Image.Image:
    """The game chooser's picture: one painting of three cards over a background, square."""
    from canvas_table.canvas.art.composite import painting_image, render_face

    painting = painting_image(3, (1, 45, 20), render_face(0.5))
    width = painting.size[0]
    top = width // 10  # the rainbow, the windmill and the fox; not the icon strip
    return painting.crop((0, top, width, top + width)).resize((size, size), Image.LANCZOS)
