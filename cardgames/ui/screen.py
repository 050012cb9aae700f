"""Windows that fit the screen they are on: their size, their place, and dialog bodies that scroll.

Every size and place here is in device-independent pixels, as ``QScreen.availableGeometry`` gives
them (at 200 % a 1024x640 screen offers 512x320, less any panel or task bar).

- :func:`fit_window` sizes a window as it would like to be, but no larger than the room on its
  screen, and keeps it so: a :class:`ScreenKeeper` fits it again when it is shown (dialogs are
  centred over the visible part of their parent) and pulls it back onto the screen when it grows
  out of it by itself.
- :func:`watch_windows` (the main window calls it) looks after the windows Qt makes and shows by
  itself: message boxes (a too tall one scrolls), progress and file dialogs.
- :func:`clamp_to_screen` shrinks and moves a window so that all of it, frame included, lies in
  the available area of its screen (a remembered geometry from a larger screen, for instance).
- :class:`ScrollBody` holds a dialog's content, which scrolls when the screen is too small for it,
  while the buttons stay outside it, always in sight.

A size set by the caller after :func:`fit_window` (``window.resize(...)``) is respected: the
window is then only kept from growing off the screen by itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QWidget,
)

__all__ = [
    "QWIDGETSIZE_MAX",
    "ScreenKeeper",
    "ScrollBody",
    "available_rect",
    "clamp_to_screen",
    "fit_size",
    "fit_window",
    "frame_margins",
    "keep_on_screen",
    "look_at_windows",
    "screen_of",
    "watch_windows",
]

#: Qt's "no maximum" for widget sizes (QWIDGETSIZE_MAX, not exported by PySide).
QWIDGETSIZE_MAX = (1 << 24) - 1
#: Window types a keeper looks after (menus, tool tips and pop-ups place themselves).
_KEPT_TYPES = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Sheet)
#: The frame the window manager last put around one of our windows (a guess for the next one).
_SEEN_FRAME = [QMargins()]
#: After a window is first shown, when to check it again (the window manager adds its frame late).
_SETTLE_MS = (0, 150, 600)


def screen_of(widget: QWidget) -> QScreen:
    """The screen ``widget``'s window is on; for a window not yet shown, its parent's, or the one
    where it will open."""
    window = widget.window()
    if window.isVisible():
        return window.screen()
    parent = window.parentWidget()
    if parent is not None:
        return screen_of(parent)
    if window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        placed = QGuiApplication.screenAt(window.frameGeometry().center())
        if placed is not None:
            return placed
    primary = QGuiApplication.primaryScreen()
    return primary if primary is not None else window.screen()


def available_rect(widget: QWidget) -> QRect:
    """The available area (no panels or task bars) of the screen ``widget`` is on."""
    return screen_of(widget).availableGeometry()


def _own_margins(window: QWidget) -> QMargins:
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def frame_margins(window: QWidget) -> QMargins:
    """The window manager's frame around ``window`` (title bar and borders); before the window is
    shown, a guess: its parent window's frame, else the last frame seen (nothing before any)."""
    if window.isVisible():
        own = _own_margins(window)
        if not own.isNull():
            _SEEN_FRAME[0] = own
            return own
    parent = window.parentWidget()
    if parent is not None and parent.window().isVisible():
        theirs = _own_margins(parent.window())
        if not theirs.isNull():
            return theirs
    # (Not QApplication.topLevelWidgets(): PySide can crash making wrappers for a window that is
    # being destroyed.)
    return QMargins(_SEEN_FRAME[0])


def _room(window: QWidget) -> QSize:
    """The largest size of ``window`` (without its frame) whose frame fits its screen."""
    area, m = available_rect(window), frame_margins(window)
    return QSize(
        max(area.width() - m.left() - m.right(), 1),
        max(area.height() - m.top() - m.bottom(), 1),
    )


def _least(window: QWidget) -> QSize:
    """The smallest size the window accepts (its layout's minimum included)."""
    least = window.minimumSize()
    if window.layout() is not None:
        least = least.expandedTo(window.minimumSizeHint())
    return least


def fit_size(window: QWidget, preferred: QSize) -> QSize:
    """``preferred``, no larger than the room on ``window``'s screen (nor smaller than the window's
    minimum, which Qt would enforce anyway)."""
    return preferred.boundedTo(_room(window)).expandedTo(_least(window))


def _inside(frame: QRect, area: QRect) -> QPoint:
    """Where ``frame`` goes so it lies in ``area`` (its top left in sight when it is too big)."""
    x = max(area.left(), min(frame.left(), area.left() + area.width() - frame.width()))
    y = max(area.top(), min(frame.top(), area.top() + area.height() - frame.height()))
    return QPoint(x, y)


def _in_normal_state(window: QWidget) -> bool:
    """Neither maximized, full screen nor minimized: the window manager places those itself."""
    states = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen | Qt.WindowState.WindowMinimized
    return not (window.windowState() & states)


def _framed(window: QWidget, size: QSize) -> QRect:
    """The frame ``window`` has at its place with an inner ``size``."""
    m = frame_margins(window)
    return QRect(
        window.frameGeometry().topLeft(),
        QSize(size.width() + m.left() + m.right(), size.height() + m.top() + m.bottom()),
    )


def _move_inside(window: QWidget) -> None:
    """Move ``window`` so that its frame lies on its screen's available area."""
    frame = _framed(window, window.size())
    place = _inside(frame, available_rect(window))
    if place != frame.topLeft():
        window.move(place)


def _centre_over_parent(window: QWidget) -> None:
    """Put a dialog in the middle of the part of its parent that can be seen, on the screen."""
    parent = window.parentWidget()
    area = available_rect(window)
    over = area
    if parent is not None and parent.window().isVisible():
        seen = parent.window().frameGeometry().intersected(area)
        if not seen.isEmpty():
            over = seen
    frame = _framed(window, window.size())
    frame.moveCenter(over.center())
    window.move(_inside(frame, area))


def clamp_to_screen(window: QWidget) -> None:
    """Shrink ``window`` (never below its minimum) and move it so that its frame lies in the
    available area of its screen, and keep it there (see :class:`ScreenKeeper`). A window not yet
    shown keeps the place the window manager will give it, unless it was placed (a restored
    geometry)."""
    keep_on_screen(window)
    if not _in_normal_state(window):
        return
    before = window.size()
    size = before.boundedTo(_room(window)).expandedTo(_least(window))
    if size != before:
        window.resize(size)
        keeper = _keeper_of(window)
        if keeper is not None and keeper.fitted == before:
            keeper.fitted = window.size()
    if window.isVisible() or window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        _move_inside(window)


def fit_window(window: QWidget, preferred: QSize, *, grow_only: bool = False) -> None:
    """Give ``window`` its ``preferred`` size, as far as its screen has room, and keep it on the
    screen from now on (see :class:`ScreenKeeper`). ``grow_only``: never smaller than it is now
    (a dialog whose content grew). A maximized or full-screen window is left as it is."""
    keeper = keep_on_screen(window)
    if grow_only:
        preferred = preferred.expandedTo(window.size())
    keeper.preferred = QSize(preferred)
    if not _in_normal_state(window):
        return  # maximized or full screen: the window manager sizes it
    size = fit_size(window, preferred)
    if grow_only:
        size = size.expandedTo(window.size().boundedTo(_room(window)))
    if size != window.size():
        window.resize(size)
    keeper.fitted = window.size()
    if window.isVisible() or window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        _move_inside(window)


def keep_on_screen(window: QWidget) -> ScreenKeeper:
    """The keeper of ``window`` (made at the first call)."""
    return _keeper_of(window) or ScreenKeeper(window)


def _keeper_of(window: QWidget) -> ScreenKeeper | None:
    # By type and name, in Qt: no Python wrapper is made for each of the window's children.
    found = window.findChild(ScreenKeeper, "screenKeeper", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, ScreenKeeper) else None


class ScreenKeeper(QObject):
    """Keeps one window on its screen (made by :func:`keep_on_screen` or :func:`fit_window`).

    - Shown the first time (:meth:`shown`): fitted to its screen (the size it was given, or
      ``preferred``, no larger than the room), a dialog centred over the visible part of its
      parent; checked again a moment later, once the window manager's frame is known.
    - Shown again: moved back onto its screen if it is not (the player's place is kept otherwise),
      and no larger than the screen unless the caller chose its size.
    - Grown out of a screen it fitted while no mouse button is down (a layout asking for more
      room, not the player dragging its edge): shrunk and moved back (:meth:`resized`).
    - A message box too tall for the screen gets a scrolling text.

    Our own dialogs call :meth:`shown` from their ``showEvent``. Windows of Qt's own making
    (message boxes, progress and file dialogs) are looked after by :func:`watch_windows`.

    (No event filter: PySide calls a Python event filter while the watched widget is being
    destroyed, makes a new wrapper for it then, and crashes later.)
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("screenKeeper")
        #: The size the window would like (None: the size it has when first shown).
        self.preferred: QSize | None = None
        #: The size the keeper gave the window, while nobody else has resized it.
        self.fitted: QSize | None = None
        #: It was shown once (later shows only bring it back onto the screen).
        self._shown = False
        #: It is shown now, as far as the keeper knows.
        self.visible = False
        #: Where the keeper put the window as it showed, while it settles (None: the window
        #: manager placed it, or it has settled).
        self._placed: QPoint | None = None
        #: The frame at the last look of :func:`watch_windows` (None: not shown then).
        self.last_frame: QRect | None = None

    @property
    def window_(self) -> QWidget:
        """The window kept (the keeper's parent: no reference of its own, so no cycle for
        Python's collector to break at some odd moment)."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    # ------------------------------------------------------------------ showing

    def shown(self) -> None:
        """The window is being shown (from its ``showEvent``, or noticed shown already)."""
        window = self.window_
        self.visible = True
        if not _in_normal_state(window):
            return
        if self._shown:
            # Shown again: on its screen (which may have changed); a size the caller chose stays.
            if self.fitted is not None and window.size() == self.fitted:
                clamp_to_screen(window)
            else:
                _move_inside(window)
            return
        self._shown = True
        if isinstance(window, QMessageBox):
            self.fitted = None  # a message box sizes itself; its text scrolls if need be
            _scroll_long_text(window)
        elif self.fitted is None or window.size() == self.fitted:
            # The size is ours (or nobody chose one): fit it to the screen it opens on.
            preferred = self.preferred if self.preferred is not None else window.size()
            self.preferred = QSize(preferred)
            size = fit_size(window, preferred)
            if size != window.size():
                window.resize(size)
            self.fitted = window.size()
        else:
            self.fitted = None  # the caller chose this size: it stays
        # A dialog in the middle of its parent (Qt centred it already, but maybe at another
        # size); a window with a place of its own (a restored geometry) inside its screen; any
        # other window where the window manager puts it.
        if window.parentWidget() is not None:
            _centre_over_parent(window)
            self._placed = window.pos()
        elif window.testAttribute(Qt.WidgetAttribute.WA_Moved):
            _move_inside(window)
            self._placed = window.pos()
        for delay in _SETTLE_MS:
            QTimer.singleShot(delay, self, self._settle)
        QTimer.singleShot(_SETTLE_MS[-1] + 1, self, self._settled)

    def _settled(self) -> None:
        self._placed = None  # from now on the window stays where the player puts it

    def _settle(self) -> None:
        """Fit again once the frame and the screen are known (only a size that is still ours)."""
        window = self.window_
        if not window.isVisible() or not _in_normal_state(window):
            return
        if isinstance(window, QMessageBox):
            _scroll_long_text(window)
        if self.fitted is not None and window.size() == self.fitted and self.preferred is not None:
            size = fit_size(window, self.preferred)
            if size != window.size():
                window.resize(size)
            self.fitted = window.size()
        if self._placed is not None:
            # The keeper chose its place: the same place again, now with the frame known (an X11
            # window is first mapped at the screen's corner, then moved), and a dialog sized again
            # (a message box measures itself once more) centred again. Nobody has had the time
            # to move it yet.
            if window.parentWidget() is not None:
                _centre_over_parent(window)
            elif window.pos() != self._placed:
                window.move(self._placed)
            _move_inside(window)
            self._placed = window.pos()
        elif not self._settling_corner(window):
            _move_inside(window)

    def _settling_corner(self, window: QWidget) -> bool:
        """A window may first show up with its inside at the screen's corner and its frame
        outside, before the window manager places it: that is no reason to move it."""
        return window.geometry().topLeft() == available_rect(window).topLeft()

    # ------------------------------------------------------------------ growing

    def resized(self, old: QSize, new: QSize) -> None:
        """The window changed size from ``old`` to ``new``: if it grew out of the screen it fitted
        while no mouse button is down (the player is not dragging its edge), it comes back."""
        window = self.window_
        if not window.isVisible() or not _in_normal_state(window) or not old.isValid():
            return
        if new.width() <= old.width() and new.height() <= old.height():
            return
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        area = available_rect(window)
        if area.contains(_framed(window, old)) and not area.contains(_framed(window, new)):
            clamp_to_screen(window)

    def look(self) -> None:
        """One look of :func:`watch_windows` at this window."""
        window = self.window_
        if not window.isVisible():
            self.visible = False
            self.last_frame = None
            return
        if not self.visible:
            self.shown()  # shown without telling the keeper (a window of Qt's own making)
        frame = window.frameGeometry()
        last, self.last_frame = self.last_frame, frame
        if last is not None and last.size() != frame.size():
            self.resized(_inner(window, last), window.size())


def _inner(window: QWidget, frame: QRect) -> QSize:
    """The inner size of ``window`` had its frame been ``frame``."""
    m = frame_margins(window)
    return QSize(frame.width() - m.left() - m.right(), frame.height() - m.top() - m.bottom())


class _Watcher(QObject):
    """Looks at every window of the app a few times a second (see :func:`watch_windows`)."""

    INTERVAL_MS = 250

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self.setObjectName("screenWatcher")
        self.timer = QTimer(self)
        self.timer.setInterval(self.INTERVAL_MS)
        self.timer.timeout.connect(self.look)
        self.timer.start()

    def look(self) -> None:
        """Every shown window of ours or of Qt's making: kept on its screen."""
        look_at_windows()


def look_at_windows() -> None:
    """Look once at every top-level window: one shown without its keeper knowing gets fitted and
    placed now; one that grew out of its screen by itself comes back."""
    for window in QApplication.topLevelWidgets():
        if window.windowType() not in _KEPT_TYPES:
            continue
        keeper = _keeper_of(window)
        if keeper is None:
            if not window.isVisible():
                continue
            keeper = ScreenKeeper(window)
        keeper.look()


def watch_windows(owner: QWidget) -> None:
    """From now on, while ``owner`` (the main window) lives, every window of the app is looked at
    a few times a second (:func:`look_at_windows`): message boxes, progress and file dialogs that
    Qt makes and shows by itself are fitted to their screen and placed on it too."""
    if owner.findChild(_Watcher, "screenWatcher") is None:
        _Watcher(owner)


def _scroll_long_text(box: QMessageBox) -> None:
    """A message box taller than the room on its screen shows its text in a scrolling area.

    ``QMessageBox`` fixes its own size from its text and offers no scrolling: its label moves into
    a :class:`ScrollBody` as tall as the room allows, and the box measures itself again.
    """
    room = _room(box)
    if box.height() <= room.height():
        return
    label = box.findChild(QLabel, "qt_msgbox_label")
    layout = box.layout()
    if label is None or label.parentWidget() is not box or not isinstance(layout, QGridLayout):
        return  # not the box Qt builds (or scrolling already): it is only placed
    index = layout.indexOf(label)
    if index < 0:
        return
    layout.activate()  # the label's place and size as the box shows them
    # PySide returns the four ints of getItemPosition as a tuple its stubs do not describe.
    place: tuple[int, int, int, int] = layout.getItemPosition(index)  # type: ignore[assignment]
    row, column, rows, columns = place
    other = box.height() - label.height()  # buttons, icon, margins
    width = label.width()
    layout.removeWidget(label)
    body = ScrollBody(label, box)
    body.setObjectName("messageScroll")
    body.setMinimumSize(width + body.verticalScrollBar().sizeHint().width(), max(room.height() - other, 60))
    layout.addWidget(body, row, column, rows, columns)
    # The box measures itself on a layout request: now with the scrolling text.
    QApplication.sendEvent(box, QEvent(QEvent.Type.LayoutRequest))


def _measure_afresh(layout: QLayout) -> None:
    """Forget the measures of ``layout`` and of every layout nested in it."""
    layout.invalidate()
    for i in range(layout.count()):
        item = layout.itemAt(i)
        nested = item.layout() if item is not None else None
        if nested is not None:
            _measure_afresh(nested)


class ScrollBody(QScrollArea):
    """A dialog's content that scrolls when its screen is too small for it.

    It asks for the content's whole size (a plain ``QScrollArea`` asks for at most about 36 by 24
    lines), so a dialog fitted with :func:`fit_window` is as large as its content where the screen
    allows, and scrolls only where it does not. It has no frame and lets the dialog's background
    through: on a large screen it looks like no scroll area at all.
    """

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scrollBody")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        self.setWidget(content)

    def content_changed(self) -> None:
        """What it holds changed (a form replaced, rows shown): measured afresh, its size hint
        with it. A layout nested in another keeps its old measure until the dialog is laid out,
        and the scroll area does not tell its dialog that its content grew: a dialog sized before
        it shows would be sized for what it held before."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        if layout is not None:
            _measure_afresh(layout)
        self.updateGeometry()

    def room_in(self, dialog_width: int) -> int:
        """The width its content has when its dialog (whose layout holds this body) is
        ``dialog_width`` wide, a scroll bar's room kept aside."""
        dialog = self.window()
        layout = dialog.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        bar = self.verticalScrollBar().sizeHint().width()
        return dialog_width - margins.left() - margins.right() - 2 * self.frameWidth() - bar

    def fit_dialog(self, *, grow_only: bool = False) -> None:
        """Size its dialog for all it holds, where the screen has room (the rest scrolls):
        measured afresh, and taller where the width the dialog gets wraps lines the content asked
        to have side by side (long German labels). ``grow_only``: never smaller than it is."""
        dialog = self.window()
        self.content_changed()
        fit_window(dialog, dialog.sizeHint(), grow_only=grow_only)
        content = self.widget()
        if content is not None and content.hasHeightForWidth():
            short = content.heightForWidth(self.room_in(dialog.width())) - content.sizeHint().height()
            if short > 0:
                tall = QSize(dialog.width(), dialog.sizeHint().height() + short)
                fit_window(dialog, tall, grow_only=True)

    def sizeHint(self) -> QSize:
        """The content's whole preferred size, and room for a scroll bar: a bar shown once (while
        the dialog was still small) narrows the content, wrapped lines grow taller, and the bar
        would stay for good."""
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint()
        if content.hasHeightForWidth():
            hint.setHeight(max(hint.height(), content.heightForWidth(hint.width())))
        frame = 2 * self.frameWidth()
        bar = self.verticalScrollBar().sizeHint().width()
        return hint + QSize(frame + bar, frame)

    def minimumSizeHint(self) -> QSize:
        """Small: a few lines of the content, as wide as it needs up to a modest limit."""
        content = self.widget()
        line = self.fontMetrics().height()
        if content is None:
            return QSize(8 * line, 4 * line)
        least = content.minimumSizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(min(least.width() + bar, 16 * line), min(least.height(), 6 * line))


class CalmComboBox(QComboBox):
    """A combo box that the mouse wheel changes only once it has the focus: a dialog that scrolls
    scrolls on past it, instead of silently picking another choice under the pointer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel does not give the focus

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Scroll the dialog unless the box was chosen (clicked or tabbed to)."""
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class CalmSpinBox(QSpinBox):
    """A spin box that the mouse wheel changes only once it has the focus (see CalmComboBox)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Scroll the dialog unless the box was chosen (clicked or tabbed to)."""
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()
