"""Online play's plain-Python parts, shared by the server and its clients: the protocol's messages
(:mod:`cardgames.net.protocol`), the codec that turns a seat's view, the events it sees, the
engine's messages and round summaries into JSON and back (:mod:`cardgames.net.codec`), and the
asyncio client (:mod:`cardgames.net.client`). Nothing here imports Qt (``tests/test_layers.py``).
"""
