"""The Makefile's `system` target: the Debian packages we use, installed only when missing.

Nothing is installed here: `make -n` prints what it would run, and the
commands it looks for are named with the DEBIAN variable or hidden with PATH.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAKE = shutil.which("make")  # .ci/run installs make before anything else


def dry_run(*args: str, path: str | None = None) -> list[str]:
    """The commands `make -n ARGS` would run (``path``: the PATH its commands are looked up in)."""
    env = None if path is None else {"PATH": path}
    done = subprocess.run(
        [MAKE, "-n", "--no-print-directory", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout.splitlines()


def apt(lines: list[str]) -> list[str]:
    return [line for line in lines if "apt-get" in line]


def test_nothing_runs_when_every_command_is_here():
    here = shutil.which("sh"), shutil.which("make")
    assert all(here)
    assert apt(dry_run("system", "DEBIAN=sh:dash make:make")) == []


def test_a_missing_command_brings_one_update_and_one_install_of_just_what_is_missing():
    wanted = "sh:dash no-such-command-a:pkg-a no-such-command-b:pkg-b also-missing:pkg-a"
    lines = apt(dry_run("system", f"DEBIAN={wanted}"))
    assert lines[0] == "apt-get update -qq"
    assert len(lines) == 2
    installed = lines[1].split("apt-get install -y -qq ", 1)[1].split()
    assert installed == ["pkg-a", "pkg-b"]  # each once; dash is here already


def test_on_a_bare_machine_make_test_installs_every_package_first_and_make_app_none(tmp_path):
    bare = str(tmp_path)  # a PATH with no command in it: nothing is installed
    fresh = f"VENV={tmp_path / 'venv'}"  # and no virtual environment yet, as in a fresh clone
    lines = dry_run("test", fresh, path=bare)
    updates = [n for n, line in enumerate(lines) if line.startswith("apt-get update")]
    installs = [line for line in apt(lines) if "install" in line]
    assert len(updates) == 1 and len(installs) == 1
    assert set(installs[0].split()) >= {"chromium", "poppler-utils", "nodejs", "npm"}
    first_pip = next(n for n, line in enumerate(lines) if "pip install" in line)
    assert updates[0] < first_pip
    assert apt(dry_run("app", fresh, path=bare)) == []  # serving the app needs no Debian package


def test_ci_installs_only_make_itself_and_then_runs_make_test():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line for line in script.splitlines() if line and not line.startswith("#")]
    assert commands[-1] == "make test"
    installs = [line for line in commands if "apt-get install" in line]
    assert len(installs) == 1 and "install -y -qq make " in installs[0]
