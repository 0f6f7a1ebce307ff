"""Picktura at the table: the kit, its controller, board and pieces."""
