"""Online play's plain-Python parts: the engine's views, events and messages as JSON.

:mod:`cardgames.net.codec` is the one place where a seat's ``TableView``, the events it sees, the
engine's messages and the round summaries become JSON and come back. Nothing here imports Qt or a
network library: the server and the client both build on it (``tests/test_layers.py``).
"""
