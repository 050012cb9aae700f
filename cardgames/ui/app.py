"""Start Card Table: the command line, the QApplication, settings and language, the window.

    cardgames                       the app: the unfinished match of last time is offered, else
                                    the last setup (or you against three bots)
    cardgames --resume              go on with the unfinished match at once
    cardgames --resume --screenshot t.png
                                    save the resumed table as PNG, exit 0 (1: nothing to resume)
    cardgames --lang de             in German
    cardgames --demo ftw --players 4 --seed 7 --moves 40 --lang en --size 1280x800 --screenshot t.png
                                    play 40 bot moves without animation, save the window (and
                                    t.png.json: its cards, texts and geometry), exit 0
    cardgames --demo seven_up --level hard --moves 6 --screenshot t.png
                                    the same with hard bots; prints how many searches the
                                    search process answered

Without ``--screenshot`` the demo keeps playing with animations, match after
match, as a showcase. Bad arguments give one line on stderr and exit 2; the
other exit statuses are in ``--help`` (:mod:`cardgames.ui.cli`).

Ctrl+C in the terminal (SIGINT) and SIGTERM close the window as its close button
does (the match and the settings are kept, the search process ends): see
:class:`cardgames.ui.signals.SignalClose`.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cli import EXIT_FAILED, EXIT_OK, EXIT_RUNNING, Words, parse_args, shown
from .signals import SignalClose

if TYPE_CHECKING:
    from .mainwindow import MainWindow

__all__ = ["main", "parse_args"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app (or the demo); the exit status (see ``--help``)."""
    # From here Ctrl+C and SIGTERM close the app as its close button does (not a traceback).
    signals = SignalClose()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from .qtmessages import install

    install()
    problem = _no_display(args.words)
    if problem is not None:
        sys.stderr.write(f"cardgames: {problem}\n")
        return signals.status(EXIT_FAILED)
    # Until the table is dealt the start makes a great many objects that last as long as the
    # app, and little garbage: the cyclic collector would only walk them again and again (about
    # a twentieth of the start). It is on again right after the first deal (below).
    gc.disable()
    try:
        made = create_window(args, signals)
    except BaseException:
        gc.enable()
        raise
    if made is None:
        gc.enable()
        return signals.status(EXIT_RUNNING)
    app, window = made
    # The app ends with its window, however it was closed (from outside too: a destroyed window).
    window.closed.connect(app.quit)
    from PySide6.QtCore import QTimer

    from .native import watch_destroyed

    destroyed_watch = watch_destroyed(app, window)
    watcher = _exit_on_first_paint(app, window) if args.quit_after_paint else None
    if args.demo is not None:
        _run_demo(app, window, args)
    else:
        _run_app(app, window, args)
    # Queued after the first deal (timers of the same delay fire in order): everything built
    # by then (modules, Qt wrappers, the window, the table) lives as long as the app; moved out
    # of the collector's sight, a full collection no longer walks it and pauses the table for a
    # fraction of the time. Then the collector is on again.
    QTimer.singleShot(0, _collect_from_now)
    if window.closing:
        # A signal closed the window while the start was building (Qt handles events before its
        # loop runs): the quit it asked for came before the loop, which would never end.
        return signals.status(EXIT_OK)
    status = int(app.exec())
    del watcher, destroyed_watch
    return signals.status(status)


def _collect_from_now() -> None:
    """The start is over: what it made is frozen out of the collector's walks, which resume."""
    forget_sources()
    gc.freeze()
    gc.enable()


def forget_sources() -> None:
    """Drop the source lines Python keeps of the modules imported so far (about 3 MiB at the start).

    PySide6's import hook reads the source of every module imported after Qt (to see whether
    it asks for a ``__feature__``), and the lines stay in ``linecache``, which only tracebacks
    read; they read the files again when needed.
    """
    import linecache

    linecache.clearcache()


def _no_display(w: Words) -> str | None:
    """Why no window can open here (Linux without X11 or Wayland, or an X display that does not
    answer), or None.

    Without this, Qt aborts and blames a library that is not the problem.
    """
    if not sys.platform.startswith(("linux", "freebsd")):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None
    display = os.environ.get("DISPLAY")
    if not platform and os.environ.get("WAYLAND_DISPLAY"):
        return None  # Qt may take Wayland; it says itself if that fails and X11 too
    if not display:
        return w.translate(
            "CommandLine",
            "no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set), "
            "or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot",
        )
    return _x_unreachable(w, display)


def _x_unreachable(w: Words, display: str) -> str | None:
    """Why the X display ``display`` cannot be reached, or None if it answers (or cannot be asked).

    Asked as Qt will ask it, with libxcb's own connect (the name, the socket, the authorisation),
    through ctypes: a connection takes about a millisecond, and the window's X11 watch needs
    ctypes anyway. Without libxcb there is nothing to ask, and Qt says what is missing itself.
    """
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(os.fsencode(display), None)
    error = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    if not error:
        return None
    shown = display.encode("utf-8", "replace").decode("utf-8")
    return w.translate(
        "CommandLine",
        "no display: the X display {display} (DISPLAY) does not answer or refuses the connection; "
        "start Card Table in a desktop session, or set QT_QPA_PLATFORM=offscreen for "
        "--demo/--resume with --screenshot",
    ).format(display=repr(shown))


def create_window(args: Any, signals: Any = None) -> tuple[Any, Any] | None:
    """The QApplication (made if needed), settings, language and main window for parsed ``args``;
    None when another app holds the profile and the player (or ``--if-running quit``) chose to quit.
    ``signals``: Ctrl+C and SIGTERM close what is open (a :class:`~cardgames.ui.signals.SignalClose`).
    """
    from PySide6.QtWidgets import QApplication

    from ..engine import Message
    from ..store import Settings, app_paths, clean_stale_temps, load_settings
    from ..store.paths import profile_problem
    from .i18n import Translations, message_text, system_language
    from .instance import ProfileLock, ask_if_running
    from .mainwindow import MainWindow
    from .resources import app_icon

    # The program's name, however it was started (``python -m cardgames`` made it "__main__.py"):
    # X11's window class, which the desktop entry's StartupWMClass names.
    app = QApplication.instance() or QApplication(["cardgames"])
    assert isinstance(app, QApplication)
    if signals is not None:
        signals.watch(app)
    app.setApplicationName("Card Table")
    app.setOrganizationName("CardTable")
    app.setWindowIcon(app_icon())

    demo = args.demo is not None
    first_start = False
    paths = app_paths()
    # Nothing can be kept in a profile folder that is a file (or cannot be written): told once, and
    # in sight for the whole session, instead of a notice per file that blames the file.
    unusable = None if demo else profile_problem(paths)
    # The profile's lock first: an app that only reads the profile must not even move a damaged file.
    lock = None if demo else ProfileLock(paths)
    owner = lock is not None and lock.acquire()
    if demo:
        # The demo never touches the player's settings.
        settings, notice, persist = Settings(), None, False
    else:
        loaded = load_settings(paths, set_aside=owner)
        settings, notice, persist = loaded.settings, loaded.notice, loaded.can_save and unusable is None
        # No settings file yet, or no table ever chosen (the Welcome was closed without a choice):
        # the player's first start, welcomed by the window (never a table they did not choose).
        never_chosen = not settings.last_setup.seats
        first_start = owner and (not os.path.lexists(paths.settings_file) or never_chosen)
    translations = Translations(app)
    translations.set_language(args.lang or settings.language or system_language())
    read_only = not demo and not owner
    if owner:
        # Half-written temporary files of an app that was killed while writing.
        clean_stale_temps(paths)
    elif read_only:
        choice = args.if_running
        if args.resume:
            choice = "quit"  # the match to resume is the running app's
        elif choice == "ask":
            choice = "read-only" if ask_if_running(paths) else "quit"
        if choice == "quit":
            line = args.words.translate(
                "CommandLine", "Card Table is already running with the profile {folder}"
            )
            sys.stderr.write(f"cardgames: {line.format(folder=shown(str(paths.data)))}\n")
            return None
        lock = None
    if not demo and settings.language is None:
        settings.language = translations.language  # type: ignore[assignment]

    window = MainWindow(settings, paths, translations, persist=persist, read_only=read_only)
    window.profile_lock = lock  # held while the window is open
    if signals is not None:
        signals.give_window(window)
    if demo:
        window.sounds.backend = "off"  # the demo is a showcase and a check: it makes no sound
    # The start-up benchmark (--quit-after-paint) times the start to a dealt table, as a
    # returning player meets it; a first start would stop at the welcome instead.
    window.first_start = first_start and not args.resume and not args.quit_after_paint
    if args.size is not None:
        window.resize(*args.size)
        window.setProperty("sizeChosen", True)  # kept as asked, even larger than the screen
    if unusable is not None:
        problem = Message.make(
            "ui.notice.profile_unusable",
            "Nothing can be saved in this session: {reason}. Settings, matches and statistics are not "
            "kept (the profile folder is CARDGAMES_HOME, or the system's).",
            reason=unusable,
        )
        sys.stderr.write(f"cardgames: {message_text(problem)}\n")
        window.notify(problem)
        window.show_save_problem(problem)
    elif lock is not None and lock.notice is not None:
        sys.stderr.write(f"cardgames: {message_text(lock.notice)}\n")
        window.notify(lock.notice)
    if notice is not None:
        window.notify(notice)
    return app, window


def _run_app(app: Any, window: MainWindow, args: Any) -> None:
    """Show the window; offer the unfinished match (or resume it at once), else deal the last setup."""
    from PySide6.QtCore import QTimer

    window.show()
    # A notice of the start (a damaged settings file, a profile that keeps nothing) was put in the
    # status bar before the window was shown, and showing it showed the status line under it too.
    status_bar = window.statusBar()
    notice = status_bar.currentMessage()
    if notice:
        status_bar.clearMessage()  # the same text again would change nothing
        status_bar.showMessage(notice, 20000)

    def begin() -> None:
        if window.closing:
            return  # a signal closed it before the start could begin
        if args.join is not None:
            _join_at_start(window, args)
            return
        resumed = window.begin(resume_now=bool(args.resume))
        if args.resume and not resumed:
            sys.stderr.write(f"cardgames: {_why_not_resumed(args.words, window.autosave_load)}\n")
            if args.screenshot is not None:
                app.exit(EXIT_FAILED)
            return
        if args.screenshot is not None:
            # The resumed table as it stands: no further move, then the picture.
            controller = window.controller
            if controller is None or controller.online:
                # An online table being rejoined: it is the server's, and shown once it answers.
                sys.stderr.write(
                    "cardgames: "
                    + args.words.translate("CommandLine", "an online table is not saved as a picture")
                    + "\n"
                )
                app.exit(EXIT_FAILED)
                return
            controller.stop_after = len(controller.state.history)
            controller.halted.connect(
                lambda: QTimer.singleShot(0, lambda: _save_shot(app, window, args.screenshot, args.words))
            )

    QTimer.singleShot(0, begin)


def _join_at_start(window: MainWindow, args: Any) -> None:
    """``--join ADDRESS CODE [--name NAME]``: sit down at that table (an unfinished match of last
    time stays kept; it is offered at the next start)."""
    from ..net import protocol as p
    from .setup import default_name

    url, code = args.join
    setup = window.settings.last_setup
    name = args.name or next((s.name for s in setup.seats if s.kind == "human"), "") or default_name()
    window.first_start = False
    if window.persist:
        servers = [url, *(s for s in window.settings.online_servers if s != url)][:5]
        window.settings.online_servers = servers
        window.save_settings()
    window.online_play.join(url, p.Join(code=code, name=name[: p.NAME_MAX]))


def _why_not_resumed(w: Words, loaded: Any) -> str:
    """The line for ``--resume`` with no match to resume: none there, or why the autosave was
    refused and where it was kept (the window's notice says it too, but a script sees no window)."""
    from .i18n import message_text

    notice = loaded.notice if loaded is not None else None
    if notice is None:
        return w.translate("CommandLine", "there is no unfinished match to resume")
    reason = notice.args.get("reason")
    if reason is None:
        return w.translate("CommandLine", "the unfinished match could not be resumed: {why}").format(
            why=message_text(notice)
        )
    where = notice.args.get("file", "autosave.cardtable")
    if loaded.backup is not None:
        line = w.translate(
            "CommandLine",
            "the unfinished match in {file} could not be resumed ({why}); it was kept as {kept}",
        )
    else:
        line = w.translate(
            "CommandLine", "the unfinished match in {file} could not be resumed ({why}); it was left as it is"
        )
    return line.format(file=where, why=reason, kept=shown(str(loaded.backup)))


def _save_shot(app: Any, window: MainWindow, shot: str, words: Words) -> None:
    """Save the window as PNG and quit (status 1 if the file could not be written)."""
    from .screen import clamp_to_screen
    from .snapshot import write_snapshot

    if not window.property("sizeChosen"):
        # The picture shows the window as the player gets it: all on its screen, frame included
        # (the window manager's frame may have come after the first fit).
        clamp_to_screen(window)
    window.scene.update()
    app.processEvents()
    if not window.grab().save(str(shot), "PNG"):
        line = words.translate("CommandLine", "could not write {file}").format(file=shot)
        sys.stderr.write(f"cardgames: {line}\n")
        app.exit(EXIT_FAILED)
        return
    # Beside the picture, what it shows as data (cards, texts, geometry): FILE.json.
    try:
        write_snapshot(window, Path(f"{shot}.json"))
    except OSError as exc:
        line = words.translate("CommandLine", "could not write {file}").format(file=f"{shot}.json")
        sys.stderr.write(f"cardgames: {line}: {exc.strerror}\n")
        app.exit(EXIT_FAILED)
        return
    app.exit(EXIT_OK)


def _exit_on_first_paint(app: Any, window: MainWindow) -> Any:
    """For the start-up benchmark: print ms since CARDGAMES_T0 at the table's first paint, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    t0 = float(os.environ.get("CARDGAMES_T0", "0")) or None

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and window.scene.cards():
                now = time.time()
                print(f"first-paint-ms {((now - t0) * 1000) if t0 else -1:.1f}", flush=True)
                watched.removeEventFilter(self)
                # Not inside the paint: a window closed there has no handle for the paint's flush.
                QTimer.singleShot(0, app.quit)
            return False

    watcher = FirstPaint(window)
    window.canvas.viewport().installEventFilter(watcher)
    return watcher  # the caller keeps it alive while the app runs


def _run_demo(app: Any, window: MainWindow, args: Any) -> None:
    """Bots only: a showcase that keeps playing, or K moves and a screenshot."""
    from PySide6.QtCore import QTimer

    from ..games import GAMES
    from ..session.seats import Seat
    from .setup import MatchSetup

    game = GAMES[args.demo]
    names = ("Ada", "Ben", "Cleo", "Dario", "Elif", "Finn", "Greta", "Hugo")
    seats = [Seat(names[i], "bot", args.level) for i in range(args.players)]
    setup = MatchSetup(game, seats, seed=args.seed)
    shot = args.screenshot
    if shot is None:
        window.auto_continue_ms = 3500
    else:
        window.settings.animation_speed = "off"
        window.settings.bot_delay_ms = 0
        window.scene.set_speed("off")
        window.auto_continue_ms = 0
    window.show()

    def start() -> None:
        if window.closing:
            return  # a signal closed it before the demo could begin
        window.start_match(setup)
        controller = window.controller
        assert controller is not None  # just started
        if shot is None:
            controller.roundSummary.connect(
                lambda s: s.is_final and QTimer.singleShot(6000, window.play_again)
            )
            return
        controller.stop_after = args.moves
        controller.halted.connect(lambda: QTimer.singleShot(0, save))
        controller.roundSummary.connect(lambda s: s.is_final and QTimer.singleShot(0, save))

    def save() -> None:
        if args.level == "hard":
            from ..ai.remote import shared_process

            print(f"cardgames: {shared_process().report()}", flush=True)
        _save_shot(app, window, shot, args.words)

    QTimer.singleShot(0, start)
