"""The shell every game's rules page shares: a scrollable, keyboard-navigable text browser that
the game fills with its own words and pictures (images added to its document as resources)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from canvas_table.i18n import _, is_rtl

IMAGE = QTextDocument.ResourceType.ImageResource


def existing_art_dir() -> Path | None:
    """The art cache folder, if it exists (the pages then show the real art)."""
    from canvas_table.art.cache import art_cache_dir

    folder = art_cache_dir()
    return folder if folder.is_dir() else None


class RulesBrowserPage(QWidget):
    """A rules page: ``browser`` fills the page; the game adds pictures and sets the text."""

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(accessible_name)
        if is_rtl():
            self.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(_("Rules text"))
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        self.setFocusProxy(self.browser)

    def add_image(self, url: str, image: QImage) -> None:
        """Make ``image`` the picture the page's HTML names ``url``."""
        self.browser.document().addResource(IMAGE, QUrl(url), image)

    def stop(self) -> None:
        """Stop whatever paints the page in the background (nothing, unless a game's page does)."""
