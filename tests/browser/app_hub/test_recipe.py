"""docs/deploy.md's JupyterHub recipe is the one the hub test runs."""

from __future__ import annotations

import re
import sys

from running_hub import CONFIG, PROXY_BIN, ROOT


def test_the_recipe_uses_the_tested_config_and_proxy():
    recipe = (ROOT / "docs" / "deploy.md").read_text().split("## 3. ", 1)[1]
    proxy = re.search(r"configurable-http-proxy@[0-9.]+", (ROOT / "Makefile").read_text())
    assert f"cp {CONFIG.relative_to(ROOT)} $HUB/" in recipe
    assert f"npm install --prefix $HUB/env/node {proxy.group()}" in recipe  # as make test does
    assert f'PATH="$HUB/env/{PROXY_BIN.relative_to(sys.prefix)}:$PATH"' in recipe  # as the test
