"""The README's two set-up commands, as an ordinary user meets them: scripts/bootstrap.sh under
``set -euo pipefail`` with a PATH that has no sbin folder, a half-made virtual environment, a
second start with no network, no display, a Python that is too old or does not run, a first start
with no network (or one that never answers: only loopback addresses are used), and system packages
for someone whose sudo cannot be used."""

from __future__ import annotations

import os
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOOTSTRAP = ROOT / "scripts" / "bootstrap.sh"
VENV = ROOT / ".venv"
#: What an ordinary user's PATH has: no /sbin, no /usr/sbin (where ldconfig lives).
USER_PATH = f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin"


def _as_ordinary_user() -> list[str]:
    """When the tests run as root (CI): a prefix that runs a command as the user nobody instead."""
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or setpriv is None:
        return []
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]


def _bash(
    script: str, *, user: list[str] | None = None, base: dict[str, str] | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    """Run ``script`` after sourcing bootstrap.sh (which sets -euo pipefail), in ``base`` (or this
    process's environment less PYTHON and CARDGAMES_VENV) plus ``env``."""
    if base is None:
        base = {k: v for k, v in os.environ.items() if k not in ("PYTHON", "CARDGAMES_VENV")}
    return subprocess.run(
        [*(user or []), "bash", "-c", f'source "{BOOTSTRAP}"\n{script}'],
        env={**base, "PATH": USER_PATH, **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_library_check_has_no_false_alarm_in_200_runs() -> None:
    """The libraries Qt needs offscreen are there (scripts/test.sh made sure): 200 fresh looks at
    the linker's cache, under pipefail, as an ordinary user (nobody, when the tests run as root)
    without sbin on the PATH, all say so; a library that is not there is found missing."""
    out = _bash(
        user=_as_ordinary_user(),
        script="""
        for i in $(seq 200); do
            LIB_CACHE_READ=0
            missing="$(missing_libs)"
            if [ -n "$missing" ]; then echo "run $i: $missing"; exit 1; fi
        done
        have_lib libEGL.so.1 && echo "EGL found"
        have_lib libcardgames-nonesuch.so.7 || echo "nonesuch missing"
        """,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.split("\n")[:2] == ["EGL found", "nonesuch missing"]
    assert "need root" not in out.stderr


def test_a_half_made_venv_is_recognised_and_only_a_venv_is_removed(tmp_path: Path) -> None:
    """A venv without pip (what a failed ``python -m venv`` leaves) is not usable and is removed;
    a folder that is no venv is never removed."""
    half = tmp_path / "half"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(half)], check=True)
    out = _bash(
        "venv_usable && echo usable || echo broken; remove_venv; echo removed", CARDGAMES_VENV=str(half)
    )
    assert out.stdout.split() == ["broken", "removed"], out.stderr
    assert not half.exists()

    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.txt").write_text("mine", encoding="utf-8")
    out = _bash("remove_venv", CARDGAMES_VENV=str(mine))
    assert out.returncode != 0
    assert "not a virtual environment" in out.stderr
    assert (mine / "thesis.txt").read_text(encoding="utf-8") == "mine"


def test_the_venv_knows_the_interpreter_it_was_made_with() -> None:
    """``PYTHON=...`` is compared with what .venv was made from (its version and base install)."""
    base = getattr(sys, "_base_executable", sys.executable)
    out = _bash(f'interpreter_id "{VENV}/bin/python"; interpreter_id "{base}"')
    lines = out.stdout.splitlines()
    assert len(lines) == 2, out.stderr
    assert lines[0] == lines[1]
    assert lines[0].split()[0] == ".".join(map(str, sys.version_info[:3]))


def test_a_python_that_is_too_old_stops_before_anything_is_installed(tmp_path: Path) -> None:
    """The version is checked first: one message, exit 1, no apt-get and no pip."""
    old = tmp_path / "python3.9"
    old.write_text('#!/bin/sh\nif [ "$1" = --version ]; then echo "Python 3.9.2"; exit 0; fi\nexit 1\n')
    old.chmod(0o755)
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "test.sh")],
        env={**os.environ, "PATH": USER_PATH, "PYTHON": str(old), "CARDGAMES_VENV": str(tmp_path / "v")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert "needs Python 3.11 or newer; Python 3.9.2 found" in out.stderr
    assert "installing" not in out.stderr
    assert not (tmp_path / "v").exists()


def test_no_display_is_said_in_one_line(tmp_path: Path) -> None:
    """play.sh without X11 or Wayland: one line that says so, before anything is installed."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "play.sh")],
        env={**env, "PATH": USER_PATH, "CARDGAMES_VENV": str(tmp_path / "v")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert out.stderr.strip().splitlines() == [
        "cardgames: no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set)"
    ]
    assert not (tmp_path / "v").exists()


def _offline_prefix() -> list[str]:
    """A command prefix that runs without any network, or a skip saying why there is none."""
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("needs unshare (util-linux) to run without a network")
    for prefix in ([unshare, "--net"], [unshare, "--user", "--map-root-user", "--net"]):
        if subprocess.run([*prefix, "true"], capture_output=True, timeout=30).returncode == 0:
            return prefix
    pytest.skip("this machine allows no network namespace (unshare --net failed)")


def _stamped() -> None:
    if not (VENV / ".cardgames-installed").exists():
        pytest.skip("run the tests through scripts/test.sh, which installs and stamps .venv")


def _start_offline(command: list[str]) -> subprocess.CompletedProcess[str]:
    prefix = _offline_prefix()
    env = {**os.environ, "PATH": USER_PATH, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHON", None)
    return subprocess.run(
        [*prefix, "bash", *command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_a_second_test_run_needs_no_network_and_installs_nothing() -> None:
    """With .venv complete and stamped, scripts/test.sh goes straight to pytest without a network."""
    _stamped()
    out = _start_offline(["scripts/test.sh", "--version"])
    assert out.returncode == 0, out.stderr
    assert "pytest" in out.stdout + out.stderr
    assert "installing" not in out.stderr, out.stderr


def test_a_second_start_of_the_app_needs_no_network_and_installs_nothing() -> None:
    """The same for scripts/play.sh (once the libraries of a real window are there)."""
    _stamped()
    missing = _bash("missing_libs gui").stdout.split()
    if missing:
        pytest.skip(f"the first start of play.sh installs these first: {' '.join(missing)}")
    out = _start_offline(["scripts/play.sh", "--version"])
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("cardgames "), out.stdout
    assert "installing" not in out.stderr, out.stderr


def test_a_python_that_does_not_run_is_said_so_not_called_too_old(tmp_path: Path) -> None:
    """``PYTHON=`` naming a program that exists but does not run (a pyenv shim for a version
    that is not installed) gets its own first error line; one that is not there, "no ... found"."""
    shim = tmp_path / "python3.12"
    shim.write_text(
        "#!/bin/sh\n"
        "echo 'pyenv: python3.12: command not found' >&2\necho >&2\n"
        'echo "The \\`python3.12\' command exists in these Python versions:" >&2\n'
        "echo '  3.12.1' >&2\nexit 127\n"
    )
    shim.chmod(0o755)
    for python, said in (
        (shim, f"cardgames: {shim} does not run: pyenv: python3.12: command not found"),
        (tmp_path / "python3.99", f"cardgames: no {tmp_path / 'python3.99'} found"),
    ):
        out = subprocess.run(
            ["bash", str(ROOT / "scripts" / "play.sh"), "--version"],
            env={
                **os.environ,
                "PATH": USER_PATH,
                "PYTHON": str(python),
                "CARDGAMES_VENV": str(tmp_path / "v"),
            },
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert out.returncode == 1
        assert out.stderr.splitlines() == [said]
        assert not (tmp_path / "v").exists()


# --- The first run without a network (or behind one that swallows packets) -----------------------

#: The message's words around what differs from case to case.
NO_CONNECTION = "; no connection: "
RUN_AGAIN = ". Connect to the internet and run again (pip's log: "


def _first_run_env(tmp_path: Path, **env: str) -> dict[str, str]:
    """A first run's environment: a fresh CARDGAMES_VENV, none of this machine's pip settings (no
    config file, no cache that could answer for the index, no local wheels), no proxy but the
    test's: all that pip may reach is on loopback. pip's log goes into tmp_path."""
    base = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("PIP_")
        and k.lower() not in ("python", "cardgames_venv")
        and not k.lower().endswith("_proxy")
    }
    return {
        **base,
        "PATH": USER_PATH,
        "HOME": str(tmp_path / "home"),
        "TMPDIR": str(tmp_path),
        "PIP_CONFIG_FILE": os.devnull,
        "PIP_NO_CACHE_DIR": "1",
        "CARDGAMES_VENV": str(tmp_path / "venv"),
        **env,
    }


def _closed_port() -> int:
    """A loopback port that nothing listens on: connecting is refused at once."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _said_no_connection(out: subprocess.CompletedProcess[str], venv: Path, first: str) -> str:
    """The run ended with exit 1 and two lines: making the venv, then the one line that says
    ``first``, no connection and why (returned), and where pip's log is; the venv is gone."""
    lines = out.stderr.splitlines()
    assert out.returncode == 1, out.stderr
    assert lines[0] == f"cardgames: creating the virtual environment in {venv}", out.stderr
    assert len(lines) == 2, out.stderr
    assert lines[1].startswith(f"cardgames: {first}{NO_CONNECTION}"), lines[1]
    why, _, log = lines[1][len(f"cardgames: {first}{NO_CONNECTION}") :].partition(RUN_AGAIN)
    assert log.endswith(").")
    assert Path(log[:-2]).is_file()
    assert not venv.exists()
    return why


def test_a_first_start_behind_a_proxy_that_refuses_stops_with_one_line(tmp_path: Path) -> None:
    """The proxy in https_proxy refuses: the first start says so in its one line, in a few
    seconds, and takes back the half-made venv."""
    proxy = f"http://127.0.0.1:{_closed_port()}"
    out = _bash("ensure_venv ''", base=_first_run_env(tmp_path, https_proxy=proxy, http_proxy=proxy))
    why = _said_no_connection(
        out,
        tmp_path / "venv",
        "the first start downloads about 90 MB from the Python package index (pypi.org)",
    )
    assert why == "the proxy refused the connection"


def test_a_first_test_run_with_an_index_that_refuses_stops_with_one_line(tmp_path: Path) -> None:
    """PIP_INDEX_URL names an index that refuses: scripts/test.sh says which, and how much the
    first run would download."""
    port = _closed_port()
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "test.sh"), "--version"],
        env=_first_run_env(tmp_path, PIP_INDEX_URL=f"http://127.0.0.1:{port}/simple"),
        capture_output=True,
        text=True,
        timeout=300,
    )
    why = _said_no_connection(
        out,
        tmp_path / "venv",
        f"the first run of the tests downloads about 120 MB from the package index at 127.0.0.1:{port}",
    )
    assert why == f"127.0.0.1:{port} refused the connection"


def test_an_index_that_never_answers_is_given_up_on_in_bounded_time(tmp_path: Path) -> None:
    """An index that takes the connection and never answers (a network that swallows packets):
    bootstrap's own bound of 10 s a wait, one retry, wins over a user's PIP_DEFAULT_TIMEOUT of
    10 min, and the message says what happened."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(16)
        port = silent.getsockname()[1]
        start = time.monotonic()
        out = _bash(
            "ensure_venv ''",
            base=_first_run_env(
                tmp_path, PIP_INDEX_URL=f"http://127.0.0.1:{port}/simple", PIP_DEFAULT_TIMEOUT="600"
            ),
        )
        took = time.monotonic() - start
    why = _said_no_connection(
        out,
        tmp_path / "venv",
        f"the first start downloads about 90 MB from the package index at 127.0.0.1:{port}",
    )
    assert why == f"127.0.0.1:{port} did not answer within 10 s"
    # Two waits of 10 s, plus making the venv on a busy machine; pip's own would be 600 s a wait.
    assert took < 150, took


def test_a_first_start_with_no_network_at_all_stops_with_one_line(tmp_path: Path) -> None:
    """No network namespace to speak of (``unshare --net``, as a train or a pulled cable): the one
    line, then nothing left behind."""
    out = subprocess.run(
        [*_offline_prefix(), "bash", "-c", f'source "{BOOTSTRAP}"\nensure_venv ""'],
        env=_first_run_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    why = _said_no_connection(
        out,
        tmp_path / "venv",
        "the first start downloads about 90 MB from the Python package index (pypi.org)",
    )
    assert why in ("the address of pypi.org could not be looked up", "the network is unreachable"), why


def test_a_venv_that_was_there_before_is_kept_when_the_network_is_missing(tmp_path: Path) -> None:
    """Only a venv that this run made is taken back: one that was there (not yet installed into,
    or from an older pyproject.toml) stays, and the line does not call it a first start."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    port = _closed_port()
    out = _bash(
        "ensure_venv ''", base=_first_run_env(tmp_path, PIP_INDEX_URL=f"http://127.0.0.1:{port}/simple")
    )
    assert out.returncode == 1
    assert out.stderr.splitlines()[:-1] == [], out.stderr
    assert out.stderr.startswith(
        f"cardgames: installing Card Table into {venv} downloads packages from the package index at "
        f"127.0.0.1:{port}{NO_CONNECTION}127.0.0.1:{port} refused the connection{RUN_AGAIN}"
    ), out.stderr
    assert (venv / "bin" / "python").exists()


# --- System packages for someone who is not root ---------------------------------------------------

ASK_ADMIN = (
    "cardgames: Card Table needs these system packages: libfoo1 libbar2. "
    "Ask an administrator to run: sudo apt-get install libfoo1 libbar2"
)
#: What apt_install needs besides the fakes; the test's PATH has these and nothing else (so no real sudo).
TOOLS = ("bash", "sh", "dirname", "id", "env", "cat", "true")
FAKE_SUDO = r"""#!/bin/sh
echo "sudo $*" >>"$RECORD"
if [ "$FAKE_SUDO" = nopasswd ]; then
    [ "$1" = -n ] && shift
    exec "$@"
fi
# A user with no sudo rights, or whose password is not known: as sudo says it.
if [ "$1" = -n ]; then echo "sudo: a password is required" >&2; exit 1; fi
if ( exec </dev/tty ) 2>/dev/null; then
    printf '[sudo] password for %s: \n' "$(id -un)" >/dev/tty
    echo "sudo: 3 incorrect password attempts" >&2
else
    echo "sudo: a terminal is required to read the password; either use the -S option to read from" \
        "standard input or configure an askpass helper" >&2
    echo "sudo: a password is required" >&2
fi
exit 1
"""
#: Like apt-get without apt-utils: debconf's warning on stderr unless DEBCONF_NOWARNINGS=yes
#: (Debconf::Log::warn), and apt's own error for a package it does not know.
FAKE_APT = r"""#!/bin/sh
echo "apt-get $* (DEBCONF_NOWARNINGS=$DEBCONF_NOWARNINGS)" >>"$RECORD"
[ "$1" = update ] && exit 0
[ "$DEBCONF_NOWARNINGS" = yes ] \
    || echo "debconf: delaying package configuration, since apt-utils is not installed" >&2
if [ -n "$FAKE_APT_UNKNOWN" ]; then echo "E: Unable to locate package $FAKE_APT_UNKNOWN" >&2; exit 100; fi
exit 0
"""


@pytest.fixture
def fake_system() -> Iterator[Path]:
    """A folder an ordinary user can use (tmp_path is root's alone): bin/ with the tools of TOOLS,
    a fake apt-get and (when a test writes it) a fake sudo, and calls.log, which they append to."""
    where = Path(tempfile.mkdtemp(prefix="cardgames-sudo-"))
    try:
        where.chmod(0o755)
        (where / "bin").mkdir(mode=0o755)
        for tool in TOOLS:
            found = shutil.which(tool)
            assert found, tool
            (where / "bin" / tool).symlink_to(found)
        _write_exe(where / "bin" / "apt-get", FAKE_APT)
        (where / "calls.log").touch()
        (where / "calls.log").chmod(0o666)
        yield where
    finally:
        shutil.rmtree(where)


def _write_exe(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    path.chmod(0o755)


def _install_as_user(
    where: Path, *, terminal: bool = False, user: list[str] | None = None, **env: str
) -> tuple[int, list[str], list[str]]:
    """``apt_install libfoo1 libbar2`` as an ordinary user (nobody, when the tests run as root),
    with no controlling terminal (setsid) or on a pseudo-terminal of its own (script): the exit
    status, the lines it printed and the calls that the fakes recorded."""
    if user is None:
        user = _as_ordinary_user()
        if os.geteuid() == 0 and not user:
            pytest.skip("needs setpriv to run as an ordinary user")
    command = ["bash", "-c", f'source "{BOOTSTRAP}"\napt_install libfoo1 libbar2']
    if terminal:
        script = shutil.which("script")
        if script is None:
            pytest.skip("needs script (util-linux) for a terminal")
        command = [script, "-qec", shlex.join(command), os.devnull]
    else:
        setsid = shutil.which("setsid")
        if setsid is None:
            pytest.skip("needs setsid (util-linux) for a run with no terminal")
        command = [setsid, "-w", *command]
    out = subprocess.run(
        [*user, *command],
        env={**os.environ, "PATH": str(where / "bin"), "RECORD": str(where / "calls.log"), **env},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    said = (out.stdout + out.stderr).replace("\r\n", "\n").splitlines()
    return out.returncode, said, (where / "calls.log").read_text(encoding="utf-8").splitlines()


def test_with_no_sudo_the_user_is_told_what_to_ask_an_administrator_for(fake_system: Path) -> None:
    rc, said, calls = _install_as_user(fake_system)
    assert (rc, said, calls) == (1, [ASK_ADMIN], [])


def test_sudo_that_needs_a_password_with_no_terminal_is_not_called_to_install(fake_system: Path) -> None:
    """No terminal to type a password on (a desktop launcher): only the non-interactive check
    ``sudo -n true``, then the line for the administrator; no "a terminal is required"."""
    _write_exe(fake_system / "bin" / "sudo", FAKE_SUDO)
    rc, said, calls = _install_as_user(fake_system)
    assert (rc, said, calls) == (1, [ASK_ADMIN], ["sudo -n true"])


def test_sudo_that_refuses_on_a_terminal_ends_with_the_line_for_the_administrator(fake_system: Path) -> None:
    """On a terminal: what is being installed and that sudo will ask for the password; sudo asks
    (here: three wrong passwords), and then the same line for the administrator."""
    _write_exe(fake_system / "bin" / "sudo", FAKE_SUDO)
    rc, said, calls = _install_as_user(fake_system, terminal=True)
    assert rc == 1
    assert said[0] == (
        "cardgames: installing system packages: libfoo1 libbar2; sudo will ask for your password"
    ), said
    assert said[-1] == ASK_ADMIN, said
    assert "sudo: 3 incorrect password attempts" in said
    assert calls[0] == "sudo -n true"
    assert calls[1].startswith(
        "sudo env DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes apt-get update"
    )
    assert len(calls) == 2, calls


def test_sudo_without_a_password_installs_without_debconfs_noise(fake_system: Path) -> None:
    """Passwordless sudo is used non-interactively (-n); apt-get runs with debconf's warnings
    off, so "delaying package configuration" does not show, and one line says what is installed."""
    _write_exe(fake_system / "bin" / "sudo", FAKE_SUDO)
    rc, said, calls = _install_as_user(fake_system, FAKE_SUDO="nopasswd")
    assert (rc, said) == (0, ["cardgames: installing system packages: libfoo1 libbar2"])
    assert calls == [
        "sudo -n true",
        "sudo -n env DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes apt-get update -qq",
        "apt-get update -qq (DEBCONF_NOWARNINGS=yes)",
        "sudo -n env DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes apt-get install -y -qq "
        "--no-install-recommends libfoo1 libbar2",
        "apt-get install -y -qq --no-install-recommends libfoo1 libbar2 (DEBCONF_NOWARNINGS=yes)",
    ]


def test_apts_own_errors_still_show(fake_system: Path) -> None:
    """A real apt error gets through (as root, and through sudo), with a line saying it failed."""
    _write_exe(fake_system / "bin" / "sudo", FAKE_SUDO)
    as_root = [[]] if os.geteuid() == 0 else []
    for user in [None, *as_root]:
        rc, said, _ = _install_as_user(
            fake_system, user=user, FAKE_SUDO="nopasswd", FAKE_APT_UNKNOWN="libbar2"
        )
        assert rc == 1
        assert said == [
            "cardgames: installing system packages: libfoo1 libbar2",
            "E: Unable to locate package libbar2",
            "cardgames: could not install these system packages: libfoo1 libbar2"
            " (apt-get's messages above say why)",
        ]
