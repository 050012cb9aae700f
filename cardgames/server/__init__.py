"""Card Table's server for online tables (``cardgames-server``): asyncio and websockets, the
protocol of ``cardgames.net.protocol``, every table's record in SQLite. No Qt."""
