"""One look for the whole program: the table's green felt and gold, its paper and ink, its fonts.

Everything here derives from :mod:`canvas_table.art.style` (the art's colours and fonts): dialogs
are warm paper with ink text, their titles and tabs in the table's green, the default button and
the keyboard focus in gold; the menu bar and status bar sit on the table's deep green. Lato is the
interface face, EB Garamond the titles' (group boxes, tabs), Noto Naskh Arabic both when the
program runs right to left (Persian). :func:`apply_theme` puts it on the QApplication
(``make_app`` does it once, after the language).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from canvas_table.art import style

# ----------------------------------------------------------------- colours
PAPER = style.PAPER  # dialogs' background
PAPER_LIGHT = "#fbf7ec"  # fields, lists, text pages: paper a shade whiter
PAPER_DARK = "#e8dcc0"  # buttons, headers (the chalk of the mat's lines)
PAPER_EDGE = "#b3a583"  # the hairline round fields and boxes on paper
INK = style.INK  # text on paper
INK_MUTED = "#5f564a"  # secondary text on paper (≥ 4.5:1 on PAPER)
INK_DISABLED = "#8f8574"  # a disabled control's text: dimmer, still legible
FELT = style.MAT  # titles and tabs on paper; the table's green
FELT_DARK = style.MAT_DARK  # menu bar, status bar, tooltips
FELT_LIGHT = style.MAT_LIGHT
ON_FELT = style.TEXT_ON_MAT  # text on the green
GOLD = style.HIGHLIGHT  # the default button, the current tab's edge, selections
GOLD_LIGHT = "#f8e3ad"  # a selected row on paper (ink text stays ≥ 10:1)
GOLD_DEEP = "#8a5a0b"  # the keyboard focus ring on paper (≥ 4.5:1 against PAPER and PAPER_LIGHT)
GOLD_EDGE = "#b8862c"  # the default button's rim
ERROR = "#a3261b"  # a problem in a dialog (≥ 5:1 on PAPER)

#: A visible keyboard focus for dialogs that set their own style sheet (kept for their imports:
#: the application's style sheet already draws this focus everywhere).
FOCUS_STYLE = (
    f"QCheckBox:focus, QRadioButton:focus {{ border-color: {GOLD_DEEP}; }}"
)
ERROR_STYLE = f"color: {ERROR}; font-weight: bold;"


def luminance(colour: QColor | str) -> float:
    """The WCAG relative luminance of ``colour`` (0 black .. 1 white)."""
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor | str, b: QColor | str) -> float:
    """The WCAG contrast ratio of two colours (1 .. 21); text wants at least 4.5."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# ----------------------------------------------------------------- fonts
def ui_families(rtl: bool) -> list[str]:
    """The interface faces, first choice first (the Persian face first right to left)."""
    return [style.FONT_FAMILY_PERSIAN, style.FONT_FAMILY_UI] if rtl else [style.FONT_FAMILY_UI]


def title_families(rtl: bool) -> list[str]:
    """The titles' faces (EB Garamond has no Persian letters: Noto Naskh Arabic right to left)."""
    return [style.FONT_FAMILY_PERSIAN, style.FONT_FAMILY_TITLE] if rtl else [style.FONT_FAMILY_TITLE]


def _css_families(families: list[str]) -> str:
    return ", ".join(f'"{f}"' for f in families)


def _image(name: str) -> str:
    """The path of theme image ``name`` (a PNG in ``assets/theme``, with an ``@2x`` twin that Qt
    picks on high-DPI screens; PNG, not SVG: the bundle ships no SVG plugin) as a style sheet takes it."""
    return (style.ASSETS_DIR / "theme" / f"{name}.png").as_posix()


# ----------------------------------------------------------------- palette
def palette() -> QPalette:
    """Paper and ink, the green for links and the gold for selections; disabled text dimmed."""
    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: PAPER, role.WindowText: INK,
        role.Base: PAPER_LIGHT, role.AlternateBase: PAPER, role.Text: INK,
        role.Button: PAPER_DARK, role.ButtonText: INK, role.BrightText: "#ffffff",
        role.Highlight: GOLD_LIGHT, role.HighlightedText: INK,
        role.ToolTipBase: FELT_DARK, role.ToolTipText: ON_FELT,
        role.PlaceholderText: INK_MUTED, role.Link: FELT, role.LinkVisited: FELT_LIGHT,
        role.Light: "#fffdf6", role.Midlight: PAPER, role.Mid: PAPER_EDGE,
        role.Dark: "#8c7f62", role.Shadow: "#3d352c",
        role.Accent: GOLD,
    }
    for r, colour in colours.items():
        p.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText, role.HighlightedText):
        p.setColor(group.Disabled, r, QColor(INK_DISABLED))
    p.setColor(group.Disabled, role.Base, QColor(PAPER))
    p.setColor(group.Disabled, role.Button, QColor(PAPER))
    return p


# ----------------------------------------------------------------- style sheet
def style_sheet(rtl: bool = False) -> str:
    """The application's Qt style sheet (``rtl``: Persian faces for the titles)."""
    titles = _css_families(title_families(rtl))
    ui = _css_families(ui_families(rtl))
    arrows_side = "left" if rtl else "right"  # Qt mirrors the spin buttons, not the padding
    down, up = _image("arrow-down"), _image("arrow-up")
    down_off, up_off = _image("arrow-down-off"), _image("arrow-up-off")
    return f"""
QDialog, QMessageBox {{ background: {PAPER}; color: {INK}; }}
QToolTip {{ background: {FELT_DARK}; color: {ON_FELT}; border: 1px solid {GOLD}; padding: 4px 6px;
    border-radius: 3px; }}

QPushButton {{ background: {PAPER_DARK}; color: {INK}; border: 1px solid {PAPER_EDGE};
    border-radius: 5px; padding: 5px 16px; min-width: 64px; min-height: 18px; }}
QPushButton:hover {{ background: #efe4c9; border-color: {FELT_LIGHT}; }}
QPushButton:pressed {{ background: #dccfae; }}
QPushButton:default {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f6d688,
    stop:1 {GOLD}); border: 1px solid {GOLD_EDGE}; font-weight: bold; }}
QPushButton:default:hover {{ background: #f6d688; }}
QPushButton:focus {{ border: 2px solid {GOLD_DEEP}; padding: 4px 15px; }}
QPushButton:disabled {{ background: {PAPER}; color: {INK_DISABLED}; border-color: #cfc3a5; }}

QLineEdit, QSpinBox, QComboBox {{ background: {PAPER_LIGHT}; color: {INK}; border: 1px solid {PAPER_EDGE};
    border-radius: 4px; padding: 3px 6px; min-height: 18px;
    selection-background-color: {GOLD_LIGHT}; selection-color: {INK}; }}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus {{ border: 2px solid {GOLD_DEEP}; padding: 2px 5px; }}
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {{ background: {PAPER}; color: {INK_DISABLED};
    border-color: #cfc3a5; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 18px;
    border: none; }}
QComboBox::down-arrow {{ image: url("{down}"); width: 12px; height: 12px; }}
QComboBox::down-arrow:disabled {{ image: url("{down_off}"); }}
QComboBox QAbstractItemView {{ background: {PAPER_LIGHT}; color: {INK}; border: 1px solid {PAPER_EDGE};
    selection-background-color: {GOLD_LIGHT}; selection-color: {INK}; outline: none; }}
QSpinBox {{ padding-{arrows_side}: 20px; }}
QSpinBox:focus {{ padding-{arrows_side}: 19px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 18px; border: none;
    background: transparent; }}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow {{ image: url("{up}"); width: 10px; height: 10px; }}
QSpinBox::down-arrow {{ image: url("{down}"); width: 10px; height: 10px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off {{ image: url("{up_off}"); }}
QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{ image: url("{down_off}"); }}

QCheckBox, QRadioButton {{ color: {INK}; spacing: 8px; border: 2px solid transparent;
    border-radius: 4px; padding: 2px 4px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {GOLD_DEEP}; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {INK_DISABLED}; }}

QGroupBox {{ font-family: {titles}; font-size: 14pt; color: {FELT}; border: 1px solid {PAPER_EDGE};
    border-radius: 6px; margin-top: 14px; padding: 10px 8px 6px 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: 12px;
    padding: 0 6px; background: {PAPER}; }}
QGroupBox QLabel, QGroupBox QCheckBox, QGroupBox QComboBox, QGroupBox QLineEdit, QGroupBox QSpinBox,
QGroupBox QPushButton {{ font-family: {ui}; font-size: {style.FONT_SIZE_UI}pt; }}

QListWidget, QTreeView, QTableView, QTextBrowser, QTextEdit, QScrollArea {{ background: {PAPER_LIGHT};
    color: {INK}; border: 1px solid {PAPER_EDGE}; border-radius: 4px; }}
QScrollArea > QWidget > QWidget {{ background: {PAPER_LIGHT}; }}
QScrollArea QGroupBox::title {{ background: {PAPER_LIGHT}; }}
QListWidget:focus, QTableView:focus, QTextBrowser:focus {{ border: 2px solid {GOLD_DEEP}; }}
QListWidget::item {{ border: 2px solid transparent; border-radius: 5px; margin: 2px; }}
QListWidget::item:hover {{ background: #f6efdc; }}
QListWidget::item:selected {{ background: {GOLD_LIGHT}; color: {INK}; border-color: {GOLD_EDGE}; }}
QTableView {{ gridline-color: #ddd0b2; selection-background-color: {GOLD_LIGHT}; selection-color: {INK}; }}
QHeaderView::section {{ background: {PAPER_DARK}; color: {INK}; border: none;
    border-bottom: 2px solid {FELT}; padding: 5px 6px; font-weight: bold; }}

QTabWidget::pane {{ border: 1px solid {PAPER_EDGE}; border-top: 3px solid {FELT}; top: -1px;
    background: {PAPER_LIGHT}; }}
QTabBar::tab {{ font-family: {titles}; font-size: 13pt; background: {FELT}; color: {ON_FELT};
    padding: 6px 20px; margin-right: 3px; border-top-left-radius: 6px; border-top-right-radius: 6px;
    border-bottom: 3px solid transparent; }}
QTabBar::tab:hover {{ background: {FELT_LIGHT}; }}
QTabBar::tab:selected {{ background: {FELT_DARK}; color: #ffffff; border-bottom: 3px solid {GOLD}; }}
QTabBar::tab:focus {{ color: {GOLD}; text-decoration: underline; }}

QScrollBar:vertical {{ background: {PAPER}; width: 12px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {PAPER}; height: 12px; margin: 0; border: none; }}
QScrollBar::handle {{ background: #a89d80; border-radius: 4px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: 28px; }}
QScrollBar::handle:horizontal {{ min-width: 28px; }}
QScrollBar::handle:hover {{ background: {FELT_LIGHT}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}

QMainWindow, QMainWindow::separator {{ background: {FELT_DARK}; }}
QDockWidget {{ color: {ON_FELT}; }}
QDockWidget::title {{ background: {FELT_DARK}; padding: 5px 8px; text-align: left; }}
QDockWidget QScrollBar:vertical, QDockWidget QScrollBar:horizontal {{ background: #1f332c; }}
QDockWidget QScrollBar::handle {{ background: {FELT_LIGHT}; }}
QDockWidget QScrollBar::handle:hover {{ background: #54786a; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}

QMenuBar {{ background: {FELT_DARK}; color: {ON_FELT}; border-bottom: 1px solid #16251f; }}
QMenuBar::item {{ background: transparent; padding: 4px 10px; }}
QMenuBar::item:selected {{ background: {FELT_LIGHT}; color: #ffffff; border-radius: 3px; }}
QMenu {{ background: {PAPER_LIGHT}; color: {INK}; border: 1px solid {PAPER_EDGE}; padding: 4px 0; }}
QMenu::item {{ padding: 5px 28px 5px 24px; }}
QMenu::item:selected {{ background: {GOLD_LIGHT}; color: {INK}; }}
QMenu::item:disabled {{ color: {INK_DISABLED}; }}
QMenu::separator {{ height: 1px; background: #ddd0b2; margin: 4px 10px; }}
QStatusBar {{ background: {FELT_DARK}; color: {ON_FELT}; }}
QStatusBar QLabel {{ color: {ON_FELT}; }}
QStatusBar::item {{ border: none; }}
"""


STYLE = "Fusion"
#: Given to a QApplication that ``make_app`` creates: Qt then starts in our style, and no Python
#: code touches QStyle (making its Python type costs some 10 ms of enums at start).
STYLE_ARGUMENTS = ["-style", STYLE]
STYLE_PROPERTY = "canvas_table_style"  # the application property that says it has our style


def apply_theme(app: QApplication) -> None:
    """Give ``app`` the theme: Fusion drawn with our palette, our fonts, our style sheet.

    Call it after the language is chosen: right to left takes the Persian faces.
    """
    rtl = app.isRightToLeft()
    if app.property(STYLE_PROPERTY) != STYLE:  # not started with it (see STYLE_ARGUMENTS)
        fusion = QStyleFactory.create(STYLE)
        if fusion is not None:
            app.setStyle(fusion)
            app.setProperty(STYLE_PROPERTY, STYLE)
    app.setPalette(palette())
    font = QFont(app.font())
    font.setFamilies(ui_families(rtl))
    font.setPointSizeF(style.FONT_SIZE_UI)
    app.setFont(font)
    app.setStyleSheet(style_sheet(rtl))
