import os

import pytest
import toy_game
from hypothesis import HealthCheck, settings
from playwright.sync_api import sync_playwright

from mathcats.app.running import CHROMIUM, CHROMIUM_ARGS

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.register_profile("thorough", deadline=None, max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(scope="session")
def browser():
    """Debian's chromium, one for the whole run: Playwright's sync API allows one at a time."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def toy_registered():
    """The toy sixth game (tests/toy_game) registered while a module's tests run."""
    with toy_game.registered() as game:
        yield game
