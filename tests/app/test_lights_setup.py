"""The lights setting on the setup page: its three choices, in the address, refused when wrong."""

from __future__ import annotations

import pytest

from mathcats.pages.form import setup_form
from mathcats.table.lights import LIGHTS
from mathcats.table.setup import TableSetup


def test_the_form_offers_the_three_lights_with_their_words_and_keeps_the_choice():
    setup = TableSetup.from_query(
        "game=feed-the-kitten&players=2&seat0=child&seat1=cat&lights=count"
    )
    assert setup.lights == "count"
    form = setup_form(setup, "table.ipynb")
    for value, words in LIGHTS.items():
        assert f'name="lights" value="{value}"' in form and f"<span>{words}</span>" in form
    assert 'name="lights" value="count" checked' in form
    assert TableSetup.from_query(setup.query()) == setup


def test_the_default_is_think_first_and_a_teacher_may_light_the_cards():
    setup = TableSetup.from_query("game=feed-the-kitten&players=2&seat0=child&seat1=cat")
    assert setup.lights == "after-try" and "lights=after-try" in setup.query()
    form = setup_form(TableSetup.default("feed-the-kitten"), action="play")
    assert 'name="lights" value="after-try" checked' in form
    assert 'name="lights" value="always"' in form  # "Light the cards", for a first game


@pytest.mark.parametrize("lights", ["", "on", "Count it", "COUNT"])
def test_a_wrong_lights_value_is_refused(lights):
    with pytest.raises(ValueError, match="lights must be one of always, after-try, count"):
        TableSetup.from_query(
            f"game=feed-the-kitten&players=2&seat0=child&seat1=cat&lights={lights}"
        )


@pytest.mark.parametrize("lights", ["after-try", "count"])
def test_the_table_made_from_the_setup_gets_its_lights(lights):
    from mathcats.app.pages import make_table

    setup = TableSetup.from_query(
        f"game=feed-the-kitten&players=2&seat0=child&seat1=cat&lights={lights}"
    )
    table = make_table(setup, seed=7)
    assert table.lights == table.session.lights == lights
    scene = table.session.scene
    assert scene.get("think") and not any(i["lit"] for i in scene["hand"]), "lit before a try"


def test_the_form_offers_the_ticket_s_form_and_the_sprint_s_timer_and_the_table_gets_them():
    """Exit ticket form 1 and no timer unless the teacher picks; both travel in the address."""
    from mathcats.app.pages import make_table

    setup = TableSetup.default("feed-the-kitten")
    assert (setup.ticket_form, setup.sprint_seconds) == (1, 0)
    form = setup_form(setup, "table.ipynb")
    assert 'name="ticket_form" value="1" checked' in form and 'value="3"' in form
    assert 'name="sprint_seconds" value="0" checked' in form
    assert 'name="sprint_seconds" value="120"' in form
    chosen = TableSetup.from_query(setup.query() + "&ticket_form=2&sprint_seconds=60")
    assert (chosen.ticket_form, chosen.sprint_seconds) == (2, 60)
    assert TableSetup.from_query(chosen.query()) == chosen
    assert 'name="ticket_form" value="2" checked' in setup_form(chosen, "table.ipynb")
    session = make_table(chosen, seed=7).session
    assert (session.ticket_form, session.sprint_seconds) == (2, 60)


@pytest.mark.parametrize("field", ["ticket_form=4", "ticket_form=one", "sprint_seconds=30"])
def test_a_wrong_ticket_form_or_timer_is_refused(field):
    with pytest.raises(ValueError):
        TableSetup.from_query(f"game=feed-the-kitten&players=2&seat0=child&seat1=cat&{field}")
