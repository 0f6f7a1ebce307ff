"""The table's look as constants the Qt table imports (mirrors ``assets/STYLE.md``).

No Qt here: colours are ``#rrggbb`` strings, lengths are in logical pixels at 1x.
"""

from __future__ import annotations

from pathlib import Path


def _assets() -> Path:
    """``canvas_table/assets`` where installed (wheel, bundle), else the checkout's ``assets/``."""
    package = Path(__file__).resolve().parent.parent
    installed = package / "assets"
    return installed if installed.is_dir() else package.parent / "assets"


ASSETS_DIR: Path = _assets()
FONT_DIR: Path = ASSETS_DIR / "fonts"

#: Titles, card names, painting titles (serif).
FONT_TITLE: Path = FONT_DIR / "EBGaramond12-Regular.otf"
FONT_TITLE_ITALIC: Path = FONT_DIR / "EBGaramond12-Italic.otf"
#: Interface text: buttons, scores, menus (sans).
FONT_UI: Path = FONT_DIR / "Lato-Regular.ttf"
FONT_UI_BOLD: Path = FONT_DIR / "Lato-Bold.ttf"
#: Persian interface text.
FONT_PERSIAN: Path = FONT_DIR / "NotoNaskhArabic-Regular.ttf"
FONT_FILES: tuple[Path, ...] = (
    FONT_TITLE,
    FONT_TITLE_ITALIC,
    FONT_UI,
    FONT_UI_BOLD,
    FONT_PERSIAN,
)
FONT_FAMILY_TITLE = "EB Garamond"
FONT_FAMILY_UI = "Lato"
FONT_FAMILY_PERSIAN = "Noto Naskh Arabic"
FONT_SIZE_UI = 10  # pt

# Card geometry (1x logical pixels).
CARD_WIDTH = 500
CARD_HEIGHT = 700
CARD_CORNER_RADIUS = 18  # at 500 px wide: 3.6 % of the width
STRIP_TOP = 612  # the swatch strip: y from STRIP_TOP to CARD_HEIGHT holds no art
SWATCH_WIDTH = 100

# Colours.
MAT = "#2f4a3f"  # green baize
MAT_DARK = "#223831"
MAT_LIGHT = "#3c5c4f"
MAT_SLOT_OUTLINE = "#e8dcc0"  # chalk line round zones, 1.5 px, alpha 0.35
MAT_SLOT_ALPHA = 0.35
MAT_SLOT_WIDTH = 1.5  # px
MAT_SLOT_DASH = (6, 4)  # dash, gap in px
INK = "#2a2420"  # icon and text ink
PAPER = "#f4ecd8"  # card stock, dialog paper
TEXT_ON_MAT = "#efe6cf"
TEXT_MUTED = "#b9b19c"
HIGHLIGHT = "#f2c870"  # legal drop target glow
HIGHLIGHT_ALPHA = 0.55
INVALID = "#d4553a"  # a refused drop flashes this, 1 px outline
CARD_EDGE = "#d9cfb8"  # the hairline round a transparent card, alpha 0.6
CARD_BACK = "#3a3f6b"
RIBBON_COLOURS: dict[str, str] = {
    "red": "#c8483a",
    "green": "#4f8f4f",
    "blue": "#3e6eb6",
    "purple": "#80569e",
    "grey": "#8c8c88",
}
SWATCH_COLOURS: dict[str, str] = {
    "red": "#c8483a",
    "yellow": "#e8ba3c",
    "green": "#569654",
    "blue": "#3e6eb6",
    "purple": "#8056a0",
}

# Drop shadows (the table draws them as stacked rounded rectangles: canvas_table.table.items).
SHADOW_COLOUR = "#000000"
SHADOW_ALPHA = 0.35
SHADOW_BLUR = 14  # px, blur radius of a card at rest
SHADOW_OFFSET = (0, 4)  # px
SHADOW_LIFTED_BLUR = 26  # a dragged card
SHADOW_LIFTED_OFFSET = (0, 12)
SHADOW_LIFTED_ALPHA = 0.45

# Motion at normal speed (the animation speed setting divides them: canvas_table.table.theme).
ANIMATION_MS = 180  # slide of a card to its zone
SNAP_BACK_MS = 240  # refused drop returning
