"""The desktop user interface: the table, the card art, the windows (PySide6)."""
