"""Canvas at the table: its layout on the generic table, its faces, and its controller (Qt)."""
