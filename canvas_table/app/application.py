"""The Qt application: created once, with the shipped fonts and the language applied."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from canvas_table import __version__
from canvas_table.i18n import is_rtl, set_language, system_language

#: The GUI process's thread switch interval (s): see make_app.
SWITCH_INTERVAL_S = 0.001
_qt_translator: QTranslator | None = None


def make_app(language: str | None = None, dressed: bool = True) -> QApplication:
    """The QApplication (created once), with the language applied and, if ``dressed``, the
    shipped fonts and the theme (:func:`dress`).

    ``language`` is a code of :data:`canvas_table.i18n.LANGUAGES`; None reads it from the saved
    settings, and an empty setting follows the system locale. A start dresses the application
    once its window shows: the first frame is the table's mat, which needs neither.
    """
    # The worker threads that decode faces come back to Python between short calls into Qt, and
    # each time waited up to the interpreter's switch interval (5 ms) while the GUI thread ran:
    # a new table's dozen faces decoded some 20-40 % slower.
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance()
    if app is None:
        from canvas_table.app.theme import STYLE, STYLE_ARGUMENTS, STYLE_PROPERTY

        app = QApplication([*sys.argv[:1], *STYLE_ARGUMENTS])
        app.setProperty(STYLE_PROPERTY, STYLE)
    app.setApplicationName("Canvas Table")
    app.setOrganizationName("Canvas Table")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("canvas-table")  # matches packaging/canvas-table.desktop (icon on Wayland)
    if language is None:
        from canvas_table.app.settings import load_settings

        language = load_settings().language
    apply_language(app, language or system_language())  # type: ignore[arg-type]
    if dressed:
        dress(app)
    return app  # type: ignore[return-value]


def dress(app: QApplication) -> None:
    """Load the shipped fonts and put on the theme (after the language: right to left takes the
    Persian faces); and, before any card is decoded, :func:`return_large_blocks`."""
    from canvas_table.app.theme import apply_theme

    load_fonts()
    return_large_blocks()
    apply_theme(app)


def load_fonts() -> None:
    """Make the shipped fonts known to Qt (once is enough; again is harmless)."""
    from canvas_table.art import style

    for path in style.FONT_FILES:
        QFontDatabase.addApplicationFont(str(path))


LARGE_BLOCK = 1 << 20  # bytes: a decoded face is larger (a 1x card is 1.4 MB)


def return_large_blocks() -> None:
    """Have glibc give blocks of :data:`LARGE_BLOCK` bytes and more back to the system when they
    are freed. By default it raises that threshold to the size of the first such block freed, so
    that decoded and scaled faces, made and dropped all game long, pile up fragmented in its heap
    (some 50 MB over a game at DPR 2). Nothing to do elsewhere."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:  # not glibc (musl): it returns large blocks anyway
        return
    libc.mallopt(-3, LARGE_BLOCK)  # M_MMAP_THRESHOLD; setting it also stops its adjustment


def apply_language(app: QApplication, code: str) -> str:
    """Make ``code`` the language of our texts and of Qt's own (standard buttons); returns it.

    Persian lays the application out right to left and uses the Persian face for its text.
    """
    global _qt_translator
    code = set_language(code)
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if code != "en":
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        translator = QTranslator(app)
        if translator.load(f"qtbase_{code}", folder):
            app.installTranslator(translator)
            _qt_translator = translator
    QLocale.setDefault(QLocale(code))
    rtl = is_rtl(code)
    if rtl != app.isRightToLeft():
        # only on a change: a start left to right then shows its window before anything needs
        # Qt's namespace of enums (``Qt``: some 25 ms to make)
        from PySide6.QtCore import Qt

        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    from canvas_table.art import style

    font = QFont(app.font())
    families = [style.FONT_FAMILY_PERSIAN, *font.families()] if rtl else [
        f for f in font.families() if f != style.FONT_FAMILY_PERSIAN]
    font.setFamilies(families or [font.family()])
    app.setFont(font)
    return code
