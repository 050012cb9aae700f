"""The command line of ``cardgames``: its options, ``--help`` and every message it prints, in the
app's language.

The language is ``--lang`` if given, else the system's (as the app chooses it before a language
was saved). The texts are looked up in the app's own catalogue (context ``CommandLine``), read
with a :class:`QTranslator` of its own: no application object exists yet when the command line is
read. argparse's own words ("usage:", "options", "invalid choice: …") are looked up in the same
catalogue (context ``argparse``) while the command line is read.

Bad arguments give one line on stderr and exit status 2; the other exit statuses are in
``--help`` (and the README).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import stat
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from .. import __version__
from ..ai.bots import LEVELS
from ..ai.cli import Parser
from .signals import EXIT_SIGNAL_BASE

__all__ = [
    "EXIT_FAILED",
    "EXIT_OK",
    "EXIT_RUNNING",
    "EXIT_USAGE",
    "MAX_SEED",
    "Words",
    "cli_words",
    "parse_args",
    "shown",
]

#: The exit statuses (also in ``--help`` and the README).
EXIT_OK = 0
#: The run could not do its job: nothing to resume, the screenshot could not be written, no display.
EXIT_FAILED = 1
#: A usage error: one line on stderr says what is wrong; nothing was started.
EXIT_USAGE = 2
#: Another Card Table is running with this profile, and this start was refused (or quit at its question).
EXIT_RUNNING = 3

SIZE_LIMITS = ((640, 7680), (400, 4320))
#: The largest ``--seed``: a save holds seeds 0 .. 2**63-1 (``cardgames.store.saves``).
MAX_SEED = 2**63 - 1
#: The demo's seats when ``--players`` is not given: the game's fewest, but four at FTW?! (its
#: bidding shows best with more hands).
DEMO_SEATS = {"ftw": 4}


class Words:
    """The command line's texts in one language (English: the texts as written)."""

    def __init__(self, language: str) -> None:
        self.language = language
        self._translator: Any = None
        if language != "en":
            from PySide6.QtCore import QTranslator

            from .resources import translations_dir

            translator = QTranslator()
            if translator.load(f"cardgames_{language}", str(translations_dir())):
                self._translator = translator

    def translate(self, context: str, text: str) -> str:
        """``text`` in this language (as written where the catalogue has no translation)."""
        if self._translator is None:
            return text
        return str(self._translator.translate(context, text)) or text


def _language_asked(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of ``argv`` (``--lang de``, ``--lang=de``), if it names one of ours."""
    from .i18n import LANGUAGES

    for i, arg in enumerate(argv):
        if arg == "--":
            break
        value = arg.partition("=")[2] if arg.startswith("--lang=") else None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        if value in LANGUAGES:
            return value
    return None


def cli_words(argv: Sequence[str] = ()) -> Words:
    """The texts for this command line: in ``--lang``'s language, else the system's."""
    from .i18n import system_language

    return Words(_language_asked(argv) or system_language())


def _argparse_texts(w: Words) -> dict[str, str]:
    """argparse's own words (the ones a person meets), by their English text."""
    return {
        "usage: ": w.translate("argparse", "usage: "),
        "options": w.translate("argparse", "options"),
        "show this help message and exit": w.translate("argparse", "show this help message and exit"),
        "show program's version number and exit": w.translate(
            "argparse", "show program's version number and exit"
        ),
        "unrecognized arguments: %s": w.translate("argparse", "unrecognized arguments: %s"),
        "expected one argument": w.translate("argparse", "expected one argument"),
        "argument %(argument_name)s: %(message)s": w.translate(
            "argparse", "argument %(argument_name)s: %(message)s"
        ),
        "invalid choice: %(value)r (choose from %(choices)s)": w.translate(
            "argparse", "invalid choice: %(value)r (choose from %(choices)s)"
        ),
        "invalid %(type)s value: %(value)r": w.translate("argparse", "invalid %(type)s value: %(value)r"),
        "ambiguous option: %(option)s could match %(matches)s": w.translate(
            "argparse", "ambiguous option: %(option)s could match %(matches)s"
        ),
        "ignored explicit argument %r": w.translate("argparse", "ignored explicit argument %r"),
    }


@contextlib.contextmanager
def _argparse_speaks(w: Words) -> Iterator[None]:
    """While the command line is read, argparse's own words are this language's."""
    texts = _argparse_texts(w)
    before: Callable[[str], str] = argparse._  # type: ignore[attr-defined]
    argparse._ = lambda text: texts.get(text) or before(text)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = before  # type: ignore[attr-defined]


class AppParser(Parser):
    """``cardgames``' parser: its errors in the person's language."""

    def __init__(self, words: Words, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.words = words

    def format_help(self) -> str:
        """The help, the games named by their titles (their packages load only for this)."""
        from ..games import GAMES

        titles = [GAMES[game_id].title for game_id in GAMES]
        joined = self.words.translate("CommandLine", "{first} and {last}").format(
            first=", ".join(titles[:-1]), last=titles[-1]
        )
        return super().format_help().replace("{games}", joined if len(titles) > 1 else titles[0])

    def error(self, message: str) -> NoReturn:
        """Print ``cardgames: error: message`` (in the language) and exit with status 2."""
        error = self.words.translate("CommandLine", "error")
        sys.stderr.write(f"{self.prog}: {error}: {message}\n")
        raise SystemExit(EXIT_USAGE)


def _exit_statuses(w: Words) -> str:
    return "\n".join(
        [
            w.translate("CommandLine", "exit status:"),
            f"  {EXIT_OK}    "
            + w.translate("CommandLine", "done (the app was closed, the screenshot was written)"),
            f"  {EXIT_FAILED}    "
            + w.translate("CommandLine", "could not do it: nothing to resume, the screenshot could not be")
            + "\n       "
            + w.translate("CommandLine", "written, no display to show the window on"),
            f"  {EXIT_USAGE}    "
            + w.translate("CommandLine", "a usage error (one line on stderr says what is wrong)"),
            f"  {EXIT_RUNNING}    "
            + w.translate(
                "CommandLine", "another Card Table is running with this profile: the start was refused"
            ),
            f"  {EXIT_SIGNAL_BASE + 2}  "
            + w.translate(
                "CommandLine", "closed by Ctrl+C (SIGINT), {sigterm} by SIGTERM: the match and the"
            ).format(sigterm=EXIT_SIGNAL_BASE + 15)
            + "\n       "
            + w.translate("CommandLine", "settings are kept as when the window is closed"),
        ]
    )


def _files(w: Words) -> str:
    """Where the app keeps its files: here, on each system, and under CARDGAMES_HOME."""
    from ..store.paths import app_paths

    here = app_paths()
    return "\n".join(
        [
            w.translate("CommandLine", "files:"),
            "  " + w.translate("CommandLine", "settings (settings.json):"),
            f"    {here.config}",
            "  " + w.translate("CommandLine", "data (autosave.cardtable: the unfinished match;"),
            "  " + w.translate("CommandLine", "statistics.json, history.json, unfinished/;"),
            "  " + w.translate("CommandLine", "online.json: your seat at an online table, to rejoin it):"),
            f"    {here.data}",
            "  " + w.translate("CommandLine", "Linux: ~/.config/cardgames and ~/.local/share/cardgames"),
            "  " + w.translate("CommandLine", "Windows: %LOCALAPPDATA%\\CardTable\\cardgames (both)"),
            "  " + w.translate("CommandLine", "macOS: ~/Library/Application Support/cardgames (both)"),
            "  " + w.translate("CommandLine", "With CARDGAMES_HOME=DIR: DIR/config and DIR/data."),
        ]
    )


def _parser(w: Words) -> AppParser:
    from ..games import GAMES

    games = ", ".join(GAMES)
    p = AppParser(
        w,
        prog="cardgames",
        description=w.translate(
            "CommandLine",
            "Card Table: {games} on one table,\nagainst bots or with friends at one computer.",
        )
        + "\n\n"
        + w.translate(
            "CommandLine",
            "Without options the window opens. An unfinished match of last time is offered\n"
            "(Resume, Discard or Later), and so is a seat at an online table of last time\n"
            "(Rejoin, Discard or Later); else the last table you set up is dealt. The first\n"
            "start asks for the language, the game and the players.",
        ),
        epilog=_files(w) + "\n\n" + _exit_statuses(w),
        formatter_class=argparse.RawDescriptionHelpFormatter,  # lines as written
    )
    p.add_argument(
        "--version",
        action="version",
        version=f"cardgames {__version__}",
        help=w.translate("argparse", "show program's version number and exit"),
    )
    p.add_argument(
        "--lang",
        choices=["de", "en"],
        help=w.translate("CommandLine", "interface language (default: as last time, or the system's)"),
    )
    p.add_argument(
        "--size",
        metavar=w.translate("CommandLine", "WIDTHxHEIGHT"),
        help=w.translate("CommandLine", "window size (640x400 or more)"),
    )
    p.add_argument(
        "--demo",
        metavar=w.translate("CommandLine", "GAME"),
        help=w.translate(
            "CommandLine", "bots play GAME ({games}): a showcase, or with --screenshot a check"
        ).format(games=games),
    )
    p.add_argument(
        "--players",
        type=int,
        metavar="N",
        help=w.translate(
            "CommandLine", "seats in the demo (default: 4 at ftw, the game's fewest at the others)"
        ),
    )
    p.add_argument(
        "--seed",
        type=int,
        default=1,
        metavar="N",
        help=w.translate("CommandLine", "the demo's deal (default 1)"),
    )
    p.add_argument(
        "--level",
        choices=list(LEVELS),
        help=w.translate(
            "CommandLine",
            "the demo's bots (default normal); with hard, where the searches ran is printed at the end",
        ),
    )
    p.add_argument(
        "--moves",
        type=int,
        metavar="N",
        help=w.translate("CommandLine", "with --screenshot: bot moves before the picture (default 30)"),
    )
    p.add_argument(
        "--screenshot",
        metavar=w.translate("CommandLine", "FILE"),
        help=w.translate(
            "CommandLine",
            "save the window as PNG after the demo moves (or the resumed table), then exit",
        ),
    )
    p.add_argument(
        "--resume",
        action="store_true",
        help=w.translate(
            "CommandLine",
            "go on with the unfinished match of the last session at once (without one: rejoin the "
            "online table of the last session)",
        ),
    )
    p.add_argument(
        "--join",
        nargs=2,
        metavar=(w.translate("CommandLine", "ADDRESS"), w.translate("CommandLine", "CODE")),
        help=w.translate(
            "CommandLine",
            "join the online table with CODE (ABC-DEF-GHJ) on the server at ADDRESS (host:port or "
            "ws://host:port) at start",
        ),
    )
    p.add_argument(
        "--name",
        metavar=w.translate("CommandLine", "NAME"),
        help=w.translate("CommandLine", "with --join: the name to sit down with (default: as last time)"),
    )
    p.add_argument(
        "--if-running",
        choices=["ask", "read-only", "quit"],
        default="ask",
        help=w.translate(
            "CommandLine",
            "when another Card Table uses this profile: ask (default), open it read-only, or quit "
            "(exit status {status})",
        ).format(status=EXIT_RUNNING),
    )
    # For ``python -m cardgames.ui.bench startup``; not for people.
    p.add_argument("--quit-after-paint", action="store_true", help=argparse.SUPPRESS)
    return p


def _size(w: Words, text: str) -> tuple[int, int]:
    try:
        width, height = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise ValueError(
            w.translate("CommandLine", "--size must look like 1280x800, not {text}").format(text=repr(text))
        ) from None
    (wlo, whi), (hlo, hhi) = SIZE_LIMITS
    if not (wlo <= width <= whi and hlo <= height <= hhi):
        raise ValueError(
            w.translate("CommandLine", "--size {size} is outside {low} .. {high}").format(
                size=f"{width}x{height}", low=f"{wlo}x{hlo}", high=f"{whi}x{hhi}"
            )
        )
    return width, height


def _unwritable(w: Words, shot: str) -> str | None:
    """Why no PNG, or its ``FILE.json`` beside it, can be written to ``shot``, or None when both
    look writable.

    Checked before anything runs, so a demo never plays for nothing. A folder, a file whose parent
    is a file, something that is no regular file (a named pipe would make the write wait for a
    reader) and a path the system refuses (too long, links in a circle) fail for every user, root
    included.
    """
    try:
        shot.encode("utf-8")
    except UnicodeEncodeError:
        return w.translate(
            "CommandLine", "{file} is not UTF-8 text, and the picture could not be written there"
        ).format(file=repr(shown(shot)))
    for target in (shot, f"{shot}.json"):
        try:
            problem = _why_unwritable(w, Path(target))
        except RuntimeError:  # Python 3.11's Path.resolve() on links that lead in a circle
            problem = w.translate("CommandLine", "{file} leads through links in a circle").format(
                file=repr(target)
            )
        except (OSError, ValueError) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            problem = w.translate("CommandLine", "{file} cannot be used ({why})").format(
                file=repr(target), why=why
            )
        if problem is not None:
            return problem
    return None


def _why_unwritable(w: Words, path: Path) -> str | None:
    """Why ``path`` cannot be written, or None; OSError and RuntimeError for paths the system refuses."""
    path = path.resolve()
    folder = path.parent
    try:
        mode: int | None = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except NotADirectoryError:
        return w.translate("CommandLine", "{folder} is not a folder").format(folder=repr(str(folder)))
    if mode is not None and stat.S_ISDIR(mode):
        return w.translate("CommandLine", "{file} is a folder, not a file").format(file=repr(str(path)))
    if mode is not None and not stat.S_ISREG(mode):
        return w.translate("CommandLine", "{file} is not a regular file").format(file=repr(str(path)))
    try:
        folder_mode = os.stat(folder).st_mode
    except FileNotFoundError:
        return w.translate("CommandLine", "the folder {folder} does not exist").format(
            folder=repr(str(folder))
        )
    except NotADirectoryError:
        return w.translate("CommandLine", "{folder} is not a folder").format(folder=repr(str(folder.parent)))
    if not stat.S_ISDIR(folder_mode):
        return w.translate("CommandLine", "{folder} is not a folder").format(folder=repr(str(folder)))
    if mode is not None:
        if not os.access(path, os.W_OK):
            return w.translate("CommandLine", "{file} is not writable").format(file=repr(str(path)))
    elif not os.access(folder, os.W_OK | os.X_OK):
        return w.translate("CommandLine", "the folder {folder} is not writable").format(
            folder=repr(str(folder))
        )
    return None


def _check_join(parser: AppParser, w: Words, args: Any) -> None:
    """``--join ADDRESS CODE [--name NAME]``: made into a URL, a code and a name, or refused."""
    from ..net.protocol import NAME_MAX, normalize_code
    from .online.network import normalize_address

    if args.demo is not None or args.resume:
        parser.error(w.translate("CommandLine", "--join goes with neither --demo nor --resume"))
    address, code = args.join
    url = normalize_address(address)
    if url is None:
        line = w.translate("CommandLine", "--join: {address} is no address (host:port or ws://host:port)")
        parser.error(line.format(address=repr(address)))
    normal = normalize_code(code)
    if normal is None:
        line = w.translate("CommandLine", "--join: {code} is no table code (9 letters, like ABC-DEF-GHJ)")
        parser.error(line.format(code=repr(code)))
    if args.name is not None:
        args.name = " ".join(args.name.split())
        if not args.name or len(args.name) > NAME_MAX:
            parser.error(
                w.translate("CommandLine", "--name must be 1 to {most} characters").format(most=NAME_MAX)
            )
    args.join = (url, normal)


def shown(text: str) -> str:
    """``text`` with the bytes of a name that is not UTF-8 shown as U+FFFD."""
    from ..store import shown_path

    return shown_path(text)


def parse_args(argv: Sequence[str], words: Words | None = None) -> Any:
    """The command line, checked; one line on stderr and exit 2 for anything wrong."""
    from ..games import GAMES

    argv = list(argv)
    w = words or cli_words(argv)
    with _argparse_speaks(w):  # argparse says some of its words as the parser is made
        parser = _parser(w)
        args = parser.parse_args(argv)
    args.words = w
    if args.size is not None:
        try:
            args.size = _size(w, args.size)
        except ValueError as exc:
            parser.error(str(exc))
    demo_only = [name for name in ("players", "moves", "level") if getattr(args, name) is not None]
    if args.demo is None and demo_only:
        parser.error(w.translate("CommandLine", "--{option} needs --demo GAME").format(option=demo_only[0]))
    if args.moves is not None and args.screenshot is None:
        parser.error(
            w.translate("CommandLine", "--moves needs --screenshot (without it the demo plays on by itself)")
        )
    if args.screenshot is not None and args.demo is None and not args.resume:
        parser.error(w.translate("CommandLine", "--screenshot needs --demo GAME or --resume"))
    if args.resume and args.demo is not None:
        parser.error(
            w.translate(
                "CommandLine", "--resume and --demo do not go together (the demo never touches your matches)"
            )
        )
    if args.join is not None:
        _check_join(parser, w, args)
    elif args.name is not None:
        parser.error(w.translate("CommandLine", "--name needs --join ADDRESS CODE"))
    if not 0 <= args.seed <= MAX_SEED:
        parser.error(
            w.translate("CommandLine", "--seed must be 0 .. {most}, not {seed}").format(
                most=MAX_SEED, seed=args.seed
            )
        )
    if args.screenshot is not None:
        # "--screenshot=~/x.png" reaches us with the ~ (the shell expands it only after a space):
        # the picture goes where the check looked, the home folder.
        args.screenshot = os.path.expanduser(args.screenshot)
        problem = _unwritable(w, args.screenshot)
        if problem is not None:
            parser.error(f"--screenshot: {problem}")
    if args.demo is not None:
        if args.demo not in GAMES:
            parser.error(
                w.translate("CommandLine", "unknown game {game} (known: {games})").format(
                    game=repr(args.demo), games=", ".join(sorted(GAMES))
                )
            )
        game = GAMES[args.demo]
        if args.players is None:
            args.players = DEMO_SEATS.get(game.id, game.min_players)
        if not game.min_players <= args.players <= game.max_players:
            parser.error(
                w.translate("CommandLine", "{game} is for {fewest} to {most} players, not {players}").format(
                    game=game.title, fewest=game.min_players, most=game.max_players, players=args.players
                )
            )
        if args.moves is None:
            args.moves = 30
        if args.level is None:
            args.level = "normal"
        if args.moves < 0:
            parser.error(w.translate("CommandLine", "--moves must be 0 or more"))
    return args
