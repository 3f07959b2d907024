"""A Kombat Kittens Dog in chromium (see conftest.py): no number on it, and its name says Dog."""

from __future__ import annotations

import pytest
from games.test_kombat_kittens import dog_to_take
from test_art_in_browser import accessible_name

from mathcats.widgets import Table

pytestmark = pytest.mark.browser


def test_a_dog_in_a_treasure_pile_shows_no_number_and_is_named_dog(mount):
    page = mount(Table(dog_to_take(), delay=0)).page
    dog = page.locator('button[data-id="take-treasure-0"]')
    numeral = dog.locator(".mc-num").inner_text()
    assert not any(ch.isdigit() for ch in numeral), numeral
    assert accessible_name(dog).split(" , ")[0] == "Dog worth 5", accessible_name(dog)
