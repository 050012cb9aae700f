"""Choosing an action by picking cards: the selection logic behind the table's clicks.

Every legal action is described by the set of cards a player picks for it
(its *picks*: ``(zone, card)`` pairs) and a *kind* that names its button
("play higher", "pass"...). A selection is legal while some action's picks
contain it; a kind's button is ready when some action of that kind has
exactly the selected picks. This module knows no game and no Qt, so the
rules of clicking are tested on their own.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..engine import Action

__all__ = ["COPY", "Chooser", "Pick", "PickStatus", "button_keys", "copy_pick", "pick_card", "strip_key"]

#: A card a player can pick: its zone and its card id. Where a zone holds equal
#: cards (Karriere Poker's numbers), the id of the k-th copy is ``card + k * COPY``
#: (see :func:`copy_pick`); the first copy is the plain card id.
Pick = tuple[tuple[Any, ...], int]
PickStatus = Literal["selected", "legal", "blocked"]
COPY = 1000


def copy_pick(card: int, copy: int) -> int:
    """The pick id of the ``copy``-th (0-based) card equal to ``card`` in a zone."""
    return card + copy * COPY if card >= 0 else card


def pick_card(code: int) -> tuple[int, int]:
    """The card and copy number of a pick id."""
    return divmod(code, COPY)[::-1] if code >= 0 else (code, 0)


def _first_copy(pick: Pick) -> Pick:
    return (pick[0], pick_card(pick[1])[0])


def _normal(picks: Sequence[Pick] | set[Pick] | frozenset[Pick]) -> frozenset[Pick]:
    """Picks with equal cards renumbered from the first copy: which of two equal 7s
    was clicked does not matter, the actions name the first copies."""
    seen: dict[Pick, int] = {}
    out = set()
    for pick in picks:
        first = _first_copy(pick)
        k = seen.get(first, 0)
        seen[first] = k + 1
        out.add((first[0], copy_pick(first[1], k)))
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class _Option:
    action: Action
    picks: frozenset[Pick]
    kind: str


class Chooser:
    """The selection state of one decision: which picks are made, which may follow, what is ready."""

    def __init__(
        self,
        actions: Sequence[Action],
        picks_of: Callable[[Action], frozenset[Pick]],
        kind_of: Callable[[Action], str],
    ) -> None:
        self._options = [_Option(a, picks_of(a), kind_of(a)) for a in actions]
        self.selection: list[Pick] = []
        #: Every kind that has a legal action now, in the order the actions came.
        self.kinds: list[str] = list(dict.fromkeys(o.kind for o in self._options))
        self._pickable = frozenset(p for o in self._options for p in o.picks)

    # ------------------------------------------------------------------ queries

    def fits(self, picks: set[Pick] | frozenset[Pick] | list[Pick]) -> bool:
        """True if some legal action uses all of these picks (and maybe more)."""
        norm = _normal(picks)
        return any(norm <= o.picks for o in self._options)

    def pickable(self, pick: Pick) -> bool:
        """True if any legal action uses this card (or a card equal to it) at all."""
        return _first_copy(pick) in self._pickable

    def status(self, pick: Pick) -> PickStatus:
        """Selected; legal (clicking it extends or changes the selection); or blocked."""
        if pick in self.selection:
            return "selected"
        return "legal" if self._resolve(pick) is not None else "blocked"

    def ready(self) -> dict[str, Action]:
        """For each kind, the action whose picks are exactly the selection."""
        chosen = _normal(self.selection)
        out: dict[str, Action] = {}
        for o in self._options:
            if o.picks == chosen and o.kind not in out:
                out[o.kind] = o.action
        return out

    def free(self) -> dict[str, Action]:
        """For each kind, an action that needs no card at all (a pass, a trump decision)."""
        out: dict[str, Action] = {}
        for o in self._options:
            if not o.picks and o.kind not in out:
                out[o.kind] = o.action
        return out

    def only_action(self) -> Action | None:
        """The single action the selection completes, if exactly one does."""
        ready = self.ready()
        return next(iter(ready.values())) if len(ready) == 1 else None

    # ------------------------------------------------------------------ changes

    def click(self, pick: Pick) -> bool:
        """Toggle a pick the way a click does; False (and no change) when it cannot be picked now."""
        if pick in self.selection:
            self.selection.remove(pick)
            return True
        new = self._resolve(pick)
        if new is None:
            return False
        self.selection = new
        return True

    def clear(self) -> None:
        """Drop the whole selection."""
        self.selection = []

    def _resolve(self, pick: Pick) -> list[Pick] | None:
        """The selection after clicking an unselected ``pick``, or None if it cannot be picked.

        In order: add it; or, when at most one card of its zone is picked,
        put it in that card's place and drop the latest picks of other zones
        until it fits. A zone with several picks already (the cards to pass,
        say) is never changed behind the player's back: the click is refused.
        """
        if not self.pickable(pick):
            return None
        sel = self.selection
        if self.fits([*sel, pick]):
            return [*sel, pick]
        zone: Hashable = pick[0]
        if sum(1 for p in sel if p[0] == zone) > 1:
            return None
        base = [p for p in sel if p[0] != zone]
        for keep in range(len(base), -1, -1):
            trial = [*base[:keep], pick]
            if self.fits(trial):
                return trial
        return None


# ---------------------------------------------------------------------- button keys


def strip_key(label: str) -> tuple[str, str]:
    """A button label's text without its key marker, and the key it marks ("" if none).

    Labels mark their key the way Qt marks accelerators: ``&`` before the letter
    ("&Pass", "P&lace in a straight"), ``&&`` for a literal ``&``. The translator
    puts the marker in the translated label, so the key follows the language.
    Only a letter or digit of the ASCII range counts (every keyboard has it). An
    ``&`` before a space or at the end marks nothing and stays (a name filled in,
    "Anna & Cleo").
    """
    text: list[str] = []
    key = ""
    i = 0
    while i < len(label):
        ch = label[i]
        if ch == "&" and i + 1 < len(label) and not label[i + 1].isspace():
            nxt = label[i + 1]
            text.append(nxt)
            if nxt != "&" and not key and _usable(nxt):
                key = nxt.upper()
            i += 2
            continue
        text.append(ch)
        i += 1
    return "".join(text), key


def _usable(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def button_keys(labels: dict[str, str], reserved: frozenset[str] = frozenset()) -> dict[str, tuple[str, str]]:
    """For each kind (in the given order), its button text and its key; no two kinds share a key,
    and none takes a ``reserved`` key (the window's own, such as H for Hint).

    A key the label marks is kept unless an earlier kind marks it too; a kind
    without a usable key of its own gets the first free one of its text (a
    word's first letter before any other letter), or none ("") when none is left.
    """
    stripped = {kind: strip_key(label) for kind, label in labels.items()}
    keys: dict[str, str] = {}
    taken: set[str] = set(reserved)
    for kind, (_text, key) in stripped.items():
        if key and key not in taken:
            keys[kind] = key
            taken.add(key)
    for kind, (text, _key) in stripped.items():
        if kind in keys:
            continue
        initials = [w[0] for w in text.split() if _usable(w[0])]
        letters = [c for c in text if _usable(c)]
        free = next((c.upper() for c in [*initials, *letters] if c.upper() not in taken), "")
        keys[kind] = free
        if free:
            taken.add(free)
    return {kind: (stripped[kind][0], keys[kind]) for kind in labels}
