"""Generic Qt Graphics View card table: cards, zones, dragging, faces. Knows no game rules."""
