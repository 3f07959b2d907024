"""Every game's table fits every classroom screen in the real app page (its header above).

The page a child opens (``table.ipynb``, Voila with the app's template), with
the Teacher panel open, at a laptop (1366x768), a tablet held upright
(768x1024) and a projector (1920x1080, Big screen on): at the start, three
"Show me" moves later with every hand shown, and at the end of a round (its
summary in the board's place). Each moment is checked at the three sizes on
the same page (one page per game), once every animation is over, with the
checks of ``fit.js``: nothing overlaps, no text leaves its frame, nothing
scrolls (neither the page nor Voila's box), and on the projector the table
spans 90% of the width with the hand, the status and the Teacher toggle on
the screen. The test fails with every problem, named by game, screen and
moment.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from app_table import open_table, play_to_round_end, set_pressed, settle, show_me_move, table_url
from test_fit import GAMES, PROBLEMS, SCREENS, SHORT

pytestmark = pytest.mark.browser


def problems_on_every_screen(page, moment: str, shots: Path) -> list[str]:
    """What is wrong at each screen size now (the projector with Big screen on).

    A screen with a problem is kept as a picture in ``shots``, named in the list.
    """
    found = []
    for screen, (width, height) in SCREENS.items():
        page.set_viewport_size({"width": width, "height": height})
        set_pressed(page, "t-big", screen == "projector")
        settle(page)
        problems = page.evaluate(PROBLEMS)
        if problems:
            shot = shots / f"{screen}-{moment.split(',')[0].replace(' ', '-')}.png"
            page.screenshot(path=shot)
            found += [f"{screen}, {moment}: {problem}" for problem in problems]
            found.append(f"(seen in {shot})")
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_table_fits_every_screen_at_start_mid_game_and_round_end(
    voila, new_page, game_id, tmp_path
):
    page = new_page()
    open_table(page, table_url(voila, game_id, **SHORT.get(game_id, {})))
    found = problems_on_every_screen(page, "at the start", tmp_path)
    for _ in range(3):
        show_me_move(page)
    set_pressed(page, "t-reveal", True)
    found += problems_on_every_screen(page, "mid-game, every hand shown", tmp_path)
    play_to_round_end(page)
    found += problems_on_every_screen(page, "at the end of a round", tmp_path)
    assert found == [], f"{game_id} in the app:\n  " + "\n  ".join(found)
