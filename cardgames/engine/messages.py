"""Things the engine says to a player: a stable key, an English template, parameters.

The engine never builds translated text. A :class:`Message` carries a key
(``"ftw.illegal.not_higher"``), the English template with ``{name}`` fields,
and the values for those fields. ``str(message)`` gives the English sentence;
the UI looks the template up in its catalogue and formats the translation with
the same parameters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["IllegalAction", "InvalidAction", "Message"]


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence for the player: key, English template and its parameters."""

    key: str
    template: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(cls, key: str, template: str, **params: Any) -> Message:
        """Build a message from keyword parameters."""
        return cls(key, template, tuple(params.items()))

    @property
    def args(self) -> dict[str, Any]:
        """The parameters as a dict."""
        return dict(self.params)

    def format(self, template: str | None = None) -> str:
        """Fill ``template`` (a translation; default: the English one) with the parameters."""
        return (template if template is not None else self.template).format(**self.args)

    def __str__(self) -> str:
        return self.format()


class IllegalAction(ValueError):
    """An action that the rules do not allow now; ``reason`` says why in words."""

    def __init__(self, reason: Message | str) -> None:
        if isinstance(reason, str):
            reason = Message("illegal", reason)
        super().__init__(str(reason))
        self.reason = reason


class InvalidAction(ValueError):
    """A text that is not an action of the game at all (``Game.parse_action``): unreadable,
    unlike :class:`IllegalAction`, which is a real move the rules do not allow now."""
