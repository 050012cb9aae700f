"""The command line as a script meets it: every usage error is one line and exit status 2, found
before anything is played; ``~`` in ``--screenshot=~/x.png`` is the home folder; ``--resume`` with a
damaged autosave says why and where the damaged file was kept; a display that does not answer is
said in one line (not Qt's abort); ``--help`` lists the exit statuses."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def _run(
    *args: str, home: Path, env: dict[str, str] | None = None, prefix: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    base = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDGAMES_HOME": str(home)}
    return subprocess.run(
        [*prefix, sys.executable, "-m", "cardgames", *args],
        capture_output=True,
        text=True,
        env={**base, **(env or {})},
        timeout=120,
    )


def _one_line(out: subprocess.CompletedProcess[str]) -> str:
    """The one line the app said."""
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, out.stderr
    return lines[0]


def _unprivileged() -> tuple[str, ...]:
    """A command prefix under which file modes hold (root passes them by otherwise)."""
    if os.geteuid() != 0:
        return ()
    setpriv = shutil.which("setpriv")
    assert setpriv is not None, "as root this needs setpriv (util-linux) to drop the file permission bypass"
    return (setpriv, "--bounding-set=-dac_override,-dac_read_search", "--inh-caps=-all")


@pytest.mark.parametrize(
    ("case", "words"),
    [
        ("a name longer than the system takes", "too long"),
        ("links that lead in a circle", "in a circle"),
        ("a folder it may not enter", "Permission denied"),
        ("a named pipe", "not a regular file"),
        ("FILE.json is a folder", "is a folder"),
        ("FILE.json would be too long", "too long"),
        ("a name that is not UTF-8", "not UTF-8"),
    ],
)
def test_screenshot_paths_that_cannot_be_written_are_usage_errors(
    tmp_path: Path, case: str, words: str
) -> None:
    """Found before the demo plays: one line, exit status 2, no picture, no traceback."""
    prefix: tuple[str, ...] = ()
    shot: str | bytes
    if case == "a name longer than the system takes":
        shot = str(tmp_path / ("x" * 300 + ".png"))
    elif case == "links that lead in a circle":
        (tmp_path / "a").symlink_to(tmp_path / "b")
        (tmp_path / "b").symlink_to(tmp_path / "a")
        shot = str(tmp_path / "a" / "x.png")
    elif case == "a folder it may not enter":
        closed = tmp_path / "closed"
        closed.mkdir()
        closed.chmod(0)
        shot = str(closed / "x.png")
        prefix = _unprivileged()
    elif case == "a named pipe":
        os.mkfifo(tmp_path / "pipe.png")
        shot = str(tmp_path / "pipe.png")
    elif case == "FILE.json is a folder":
        (tmp_path / "x.png.json").mkdir()
        shot = str(tmp_path / "x.png")
    elif case == "FILE.json would be too long":
        shot = str(tmp_path / ("x" * 247 + ".png"))  # 251 bytes: the name fits, its .json does not
    else:
        shot = os.fsdecode(bytes(tmp_path) + b"/\xff\xfe.png")
    try:
        out = _run(
            "--demo", "ftw", "--moves", "1", "--screenshot", shot, home=tmp_path / "home", prefix=prefix
        )
    finally:
        if case == "a folder it may not enter":
            (tmp_path / "closed").chmod(0o700)
    assert out.returncode == 2, out.stderr
    line = _one_line(out)
    assert line.startswith("cardgames: error: --screenshot"), line
    assert words in line, line
    assert not list(tmp_path.glob("*.png")) or case == "a named pipe"


def test_a_tilde_after_the_equals_sign_is_the_home_folder(tmp_path: Path) -> None:
    """``--screenshot=~/x.png`` (the shell leaves that ``~`` alone): the picture is written where the
    check looked, in the home folder, not in a folder named ``~``."""
    home = tmp_path / "me"
    home.mkdir()
    out = _run(
        "--demo",
        "ftw",
        "--moves",
        "1",
        "--screenshot=~/x.png",
        home=tmp_path / "profile",
        env={"HOME": str(home)},
    )
    assert out.returncode == 0, out.stderr
    assert (home / "x.png").is_file()
    assert (home / "x.png.json").is_file()
    assert not (Path.cwd() / "~").exists()


def test_resume_with_a_damaged_autosave_says_why_and_where_it_was_kept(tmp_path: Path) -> None:
    """``--resume --screenshot``: no window is ever seen, so stderr says what the window's notice says:
    the reason, and the full path of the copy kept aside."""
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    damaged = b'{"format_version": 1, "game_id": "ftw", "seats": [tr'
    (home / "data" / "autosave.cardtable").write_bytes(damaged)
    out = _run("--resume", "--screenshot", str(tmp_path / "x.png"), home=home)
    assert out.returncode == 1, out.stderr
    line = _one_line(out)
    backup = home / "data" / "autosave.cardtable.broken"
    assert backup.read_bytes() == damaged
    assert "could not be resumed" in line, line
    assert "not valid JSON" in line, line
    assert line.endswith(f"kept as {backup}"), line
    assert not (tmp_path / "x.png").exists()


def test_resume_with_an_autosave_of_a_newer_version_goes_on(tmp_path: Path) -> None:
    """An option a newer version added is left out when the match replays without it: ``--resume``
    goes on with every move, and the window tells what was left out."""
    from cardgames.games import GAMES
    from cardgames.store import SavedMatch, SavedSeat, save_match

    state = GAMES["ftw"].new_state(3, 4)
    while len(state.history) < 6:
        state.apply(state.legal_actions()[0])
    seats = [SavedSeat(name=n, kind="bot", level="normal") for n in ("Ada", "Ben", "Cleo")]
    match = SavedMatch.start("ftw", {}, seats, 4).model_copy(
        update={"actions": [a.text() for a in state.history]}
    )
    home = tmp_path / "home"
    autosave = home / "data" / "autosave.cardtable"
    autosave.parent.mkdir(parents=True)
    save_match(autosave, match)
    data = json.loads(autosave.read_text(encoding="utf-8"))
    data["options"]["brand_new_option"] = True
    autosave.write_text(json.dumps(data), encoding="utf-8")
    written = autosave.read_bytes()

    shot = tmp_path / "x.png"
    out = _run("--resume", "--screenshot", str(shot), "--lang", "en", home=home)
    assert out.returncode == 0, out.stderr
    texts = [t["text"] for t in json.loads(Path(f"{shot}.json").read_text(encoding="utf-8"))["texts"]]
    assert any("newer version" in t and "brand_new_option" in t for t in texts), texts
    resumed = json.loads(autosave.read_text(encoding="utf-8"))
    assert resumed["actions"] == data["actions"]
    assert resumed["match_id"] == data["match_id"]
    assert not autosave.with_name("autosave.cardtable.broken").exists()
    # The file as the newer version wrote it is kept for that version (the autosave may lose the option).
    assert autosave.with_name("autosave.cardtable.newer").read_bytes() == written
    assert any("autosave.cardtable.newer" in t for t in texts), texts


def _free_display() -> str:
    for number in range(90, 400):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return f":{number}"
    raise AssertionError("no free X display number")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays")
def test_a_display_that_does_not_answer_is_said_in_one_line(tmp_path: Path) -> None:
    """DISPLAY names a display where no X server runs: one line that says so, exit status 1, instead
    of Qt's abort and its advice to reinstall a library."""
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    display = _free_display()
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardgames",
            "--demo",
            "ftw",
            "--moves",
            "1",
            "--screenshot",
            str(tmp_path / "x.png"),
        ],
        capture_output=True,
        text=True,
        env={**env, "DISPLAY": display, "CARDGAMES_HOME": str(tmp_path / "home")},
        timeout=60,
    )
    assert out.returncode == 1, out.stderr
    line = _one_line(out)
    assert line.startswith("cardgames: no display"), line
    assert repr(display) in line, line


def test_help_lists_the_exit_statuses(tmp_path: Path) -> None:
    out = _run("--help", home=tmp_path)
    assert out.returncode == 0
    text = out.stdout
    assert "exit status:" in text
    for status, words in (
        (0, "done"),
        (1, "nothing to resume"),
        (2, "usage error"),
        (3, "another Card Table"),
    ):
        assert any(line.split()[:1] == [str(status)] and words in line for line in text.splitlines()), status
    assert "130" in text
    assert "SIGINT" in text
    assert "143" in text
    assert "SIGTERM" in text


@pytest.mark.parametrize("how", ["first start", "demo", "resume"])
def test_an_offscreen_run_says_nothing(tmp_path: Path, how: str) -> None:
    """newcomer 11: every offscreen run printed Qt's "This plugin does not support
    propagateSizeHints()" twice, and a first paint that quit printed a QBackingStore warning. A run
    that goes well says nothing on stderr: the first start (the Welcome up), a demo's picture,
    and a resumed table's picture."""
    home = tmp_path / "home"
    shot = str(tmp_path / "x.png")
    if how == "first start":
        out = _run("--quit-after-paint", home=home)
    elif how == "demo":
        out = _run("--demo", "ftw", "--moves", "3", "--screenshot", shot, home=home)
    else:
        # An unfinished match to resume, as the app keeps it.
        from cardgames.games import GAMES
        from cardgames.store import SavedMatch, SavedSeat, save_match

        state = GAMES["ftw"].new_state(2, 4)
        while len(state.history) < 4:
            state.apply(state.legal_actions()[0])
        seats = [SavedSeat(name=n, kind="bot", level="normal") for n in ("Ada", "Ben")]
        match = SavedMatch.start("ftw", {}, seats, 4).model_copy(
            update={"actions": [a.text() for a in state.history]}
        )
        autosave = home / "data" / "autosave.cardtable"
        autosave.parent.mkdir(parents=True)
        save_match(autosave, match)
        out = _run("--resume", "--screenshot", shot, home=home)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""


def test_help_names_the_games_and_says_what_a_start_does_and_where_files_live(tmp_path: Path) -> None:
    """newcomer 8: --help named no game, said nothing of what a plain ``cardgames`` does or where
    settings and saves live. Now it does, with this profile's folders (CARDGAMES_HOME here)."""
    from cardgames.games import GAMES

    out = _run("--help", home=tmp_path)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    for game_id in GAMES:
        assert GAMES[game_id].title in text, game_id
        assert game_id in text
    assert "Without options the window opens" in text
    assert "(Resume, Discard or Later)" in text
    assert f"    {tmp_path / 'config'}\n" in text
    assert f"    {tmp_path / 'data'}\n" in text
    for where in ("Linux: ~/.config/cardgames", "Windows:", "macOS:", "CARDGAMES_HOME=DIR"):
        assert where in text, where
    assert "default: 4 at ftw, the game's fewest at the others" in " ".join(text.split())


@pytest.mark.parametrize(("game_id", "hands"), [("ftw", 4), ("seven_up", 2), ("karriere_poker", 4)])
def test_the_demo_deals_the_seats_help_promises(tmp_path: Path, game_id: str, hands: int) -> None:
    """newcomer 8: help said "the game's fewest" while FTW?!'s demo dealt four hands."""
    shot = tmp_path / "x.png"
    out = _run("--demo", game_id, "--moves", "0", "--screenshot", str(shot), home=tmp_path / "home")
    assert out.returncode == 0, out.stderr
    cards = json.loads(Path(f"{shot}.json").read_text(encoding="utf-8"))["cards"]
    seats = {card["zone"][1] for card in cards if card["zone"][0] == "hand"}
    assert seats == set(range(hands))


def _language_env(lang: str) -> dict[str, str]:
    """The system's language as a terminal sets it (nothing that would override LANG)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    return {**env, "LANG": lang}


@pytest.mark.parametrize(
    ("args", "lang", "german"),
    [
        (("--lang", "de"), "C.UTF-8", True),
        (("--lang=de",), "en_US.UTF-8", True),
        ((), "de_DE.UTF-8", True),
        (("--lang", "en"), "de_DE.UTF-8", False),
        ((), "en_GB.UTF-8", False),
    ],
)
def test_command_line_messages_follow_the_language(
    tmp_path: Path, args: tuple[str, ...], lang: str, german: bool
) -> None:
    """newcomer 8: help and every command-line message were English only. They follow --lang,
    then the system's language: the help, argparse's own words, our checks, a run's message."""
    env = _language_env(lang)
    helped = _run(*args, "--help", home=tmp_path, env=env)
    assert helped.returncode == 0, helped.stderr
    wrong = _run(*args, "--demo", "ftw", "--moves", "3", home=tmp_path, env=env)
    choice = _run(*args, "--level", "x", home=tmp_path, env=env)
    nothing = _run(*args, "--resume", "--screenshot", str(tmp_path / "x.png"), home=tmp_path, env=env)
    assert (wrong.returncode, choice.returncode, nothing.returncode) == (2, 2, 1)
    # It fits an 80-column terminal (this machine's folders aside, which are as long as they are).
    wide = [line for line in helped.stdout.splitlines() if len(line) > 80 and str(tmp_path) not in line]
    assert not wide, wide
    if german:
        assert "Optionen:" in helped.stdout
        assert "Dateien:" in helped.stdout
        assert "Rückgabewert:" in helped.stdout
        assert "Kartentisch:" in helped.stdout
        assert _one_line(wrong) == (
            "cardgames: Fehler: --moves braucht --screenshot (ohne spielt die Vorführung von selbst weiter)"
        )
        assert "Fehler: Argument --level: ungültige Wahl: 'x'" in _one_line(choice)
        assert _one_line(nothing) == "cardgames: es gibt keine unbeendete Partie zum Fortsetzen"
    else:
        assert "options:" in helped.stdout
        assert "files:" in helped.stdout
        assert _one_line(wrong) == (
            "cardgames: error: --moves needs --screenshot (without it the demo plays on by itself)"
        )
        assert "error: argument --level: invalid choice: 'x'" in _one_line(choice)
        assert _one_line(nothing) == "cardgames: there is no unfinished match to resume"
