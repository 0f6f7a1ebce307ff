"""Canvas's art: the art cards, backgrounds and contact sheet, drawn with the art package."""
