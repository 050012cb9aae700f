"""The animated table: layouts, sprites, the scene and the view widget."""
