"""docs/deploy.md's JupyterHub recipe is the one the hub tests run."""

from __future__ import annotations

import re
import sys

from running_hub import CONFIG, PROXY_BIN, ROOT
from test_class_service import NOT_TEACHER, SERVICE, TEACHER
from traitlets.config import Config


def hub_config() -> Config:
    """deploy/jupyterhub_config.py as the hub reads it."""
    config = Config()
    exec(compile(CONFIG.read_text(), CONFIG, "exec"), {"get_config": lambda: config})
    return config


def code_lines(text: str) -> list[str]:
    """The lines of Python in ``text``, without comments or indentation."""
    lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
    return [line for line in lines if line]


def test_the_recipe_uses_the_tested_config_and_proxy():
    recipe = (ROOT / "docs" / "deploy.md").read_text().split("## 3. ", 1)[1]
    proxy = re.search(r"configurable-http-proxy@[0-9.]+", (ROOT / "Makefile").read_text())
    assert f"cp {CONFIG.relative_to(ROOT)} $HUB/" in recipe
    assert f"npm install --prefix $HUB/env/node {proxy.group()}" in recipe  # as make test does
    assert f'PATH="$HUB/env/{PROXY_BIN.relative_to(sys.prefix)}:$PATH"' in recipe  # as the test


def test_the_class_service_recipe_is_the_config_and_the_test_agrees():
    section = (ROOT / "docs" / "deploy.md").read_text().split("### Class play on the hub", 1)[1]
    shown = section.split("```python", 1)[1].split("```", 1)[0]
    config = code_lines(CONFIG.read_text())
    assert {"c.JupyterHub.services = [", "c.JupyterHub.load_roles = ["} <= set(code_lines(shown))
    assert [line for line in code_lines(shown) if line not in config] == []
    hub = hub_config().JupyterHub
    (service,) = hub.services
    (role,) = hub.load_roles
    assert f"/services/{service['name']}/" == SERVICE
    assert role["scopes"] == [f"access:services!service={service['name']}"]
    assert TEACHER in role["users"] and NOT_TEACHER not in role["users"]
    assert {TEACHER, NOT_TEACHER} <= hub_config().Authenticator.allowed_users
    assert f"{SERVICE}class/teacher" in section and f"{SERVICE}class" in section
