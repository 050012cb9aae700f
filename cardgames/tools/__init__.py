"""Tools for developers, not part of the app players run: bot matches (``arena``), the strength
ladder (``ladder``), the speed benchmarks of the engine and bots (``bench``) and of the table
window (``uibench``), and the statistics they share (``stats``).

Nothing in the app imports this package; the bundle leaves it out."""
