"""The Canvas Table application: main window, dialogs, settings, saves and autosave."""
