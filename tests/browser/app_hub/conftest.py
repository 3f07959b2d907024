"""The hub for these tests (running_hub.py), stopped at the end; failures show its log."""

from __future__ import annotations

import pytest
from running_hub import PROXY_BIN, Hub

RUNNING: list[Hub] = []  # the hub while it runs, for the failure report


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    if not (PROXY_BIN / "configurable-http-proxy").exists():
        pytest.fail(f"configurable-http-proxy is missing from {PROXY_BIN}: run `make test`")
    hub = Hub(tmp_path_factory.mktemp("jupyterhub"))
    RUNNING.append(hub)
    try:
        yield hub.wait_ready()
    finally:
        hub.stop()
        RUNNING.remove(hub)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failing test (or fixture) shows the end of the hub's log."""
    outcome = yield
    report = outcome.get_result()
    if report.failed and RUNNING:
        report.sections.append(("JupyterHub log (end)", RUNNING[0].tail()))
