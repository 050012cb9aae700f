"""The match session: everything about a match that is not a window, and never Qt.

Between the store and the app's rules below and the Qt app above: who sits where (one seat model,
converted to and from the store's in one place), the log's lines, the scores after a round, a match
played again, the timeline the look back steps through, and the keeper that saves, opens and
counts matches. The ui layer shows them; tests read them without a window. Imports point down only
(``tests/test_layers.py``), and importing this package never imports Qt.
"""
