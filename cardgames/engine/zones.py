"""Zone roles: what each of a game's zones is for, declared by the game.

The generic code (the table scene, the look-back's steps, the narrator, the table's sounds) must
know a few things about zones that their names do not say reliably: which zone is a seat's hand,
which holds a trick that is later taken away, where taken cards go, which are shown to everybody.
A game says so in ``Game.zone_roles``, a mapping from a zone's name (the first part of its
``ZoneKey``) to the roles it plays; nothing generic guesses from names.

A zone may play several roles (FTW?!'s pile is a trick that is taken, shown face up, and a play
onto the table). A zone with no role (``ZoneRole.NONE``) is still declared: the game has said
that none applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Flag, auto

from .events import CardsMoved, Event, ZoneKey

__all__ = ["ZoneRole", "card_laid", "role_of", "trick_taken"]


class ZoneRole(Flag):
    """The roles a zone plays (combine them with ``|``)."""

    #: None of the roles below (a deck, a stock, cards set aside).
    NONE = 0
    #: A seat's hand: the cards it holds and plays from. A card leaving it was played by its seat.
    HAND = auto()
    #: Seen by its owner only (a hand, cards being passed); shown to all once the match is over.
    PRIVATE = auto()
    #: Cards played to the middle that are later taken away together: a trick, a pile, a table.
    TRICK = auto()
    #: Where the cards of a taken trick go (its winner's pile, the cards out of play).
    TAKEN = auto()
    #: Shown face up to everybody.
    FACE_UP = auto()
    #: A card laid here out of a hand is a play onto the table (the table sounds it).
    LAID_ON = auto()


def role_of(roles: Mapping[str, ZoneRole], zone: ZoneKey) -> ZoneRole:
    """The roles of ``zone`` (a key like ``("hand", 2)``) as ``roles`` declares them; none if not."""
    return roles.get(zone[0], ZoneRole.NONE) if zone else ZoneRole.NONE


def trick_taken(roles: Mapping[str, ZoneRole], e: Event) -> bool:
    """True when ``e`` takes a trick, a pile or a cleared table away (a TRICK zone to a TAKEN one)."""
    return (
        isinstance(e, CardsMoved)
        and ZoneRole.TRICK in role_of(roles, e.src)
        and ZoneRole.TAKEN in role_of(roles, e.dst)
    )


def card_laid(roles: Mapping[str, ZoneRole], e: Event) -> bool:
    """True when ``e`` lays cards out of a hand onto the table (a HAND zone to a LAID_ON one)."""
    return (
        isinstance(e, CardsMoved)
        and ZoneRole.HAND in role_of(roles, e.src)
        and ZoneRole.LAID_ON in role_of(roles, e.dst)
    )
