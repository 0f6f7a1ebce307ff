"""Layers at the table (Qt): its layout, faces, board, gestures, controller, rules page and end
screen; the window reaches it through :data:`canvas_table.layers.ui.kit.KIT`."""
