"""Tangram Champions at the table (Qt): the board, the puzzle and the practice mode."""
