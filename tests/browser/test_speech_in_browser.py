"""Read aloud, in chromium, with a stubbed ``window.speechSynthesis`` (conftest.py's
``stub_speech``), installed before the table is mounted: it records every
utterance and its voice, and offers the voices a test names: a voice of this
machine (``localService``), a network voice, both, none, or no speech at all.
"""

from __future__ import annotations

import pytest
from test_table_in_browser import axe_violations, new_table, target_problems

from mathcats.table.session import LABELS, TEXT

pytestmark = pytest.mark.browser
WAIT = 15_000  # ms: the table waits 3 s for late voices; a busy machine is slower
LOCAL = {"name": "Kitty (this computer)", "lang": "en-GB", "localService": True}
NETWORK = {"name": "Cloud voice", "lang": "en-US", "localService": False}


@pytest.fixture
def speaking(page, mount, stub_speech):
    """``speaking(table, voices)``: the table drawn where the browser offers ``voices``."""

    def mount_speaking(table, voices):
        stub_speech(page, voices)
        page.goto("about:blank")  # a new document: the stub is in place before the table
        return mount(table)

    return mount_speaking


def spoken(page) -> list[dict]:
    return page.evaluate("window.mcSpoken")


def wait_spoken(page, count: int) -> list[dict]:
    """The utterances, once there are at least ``count``; else fail with what was said."""
    try:
        page.wait_for_function(f"window.mcSpoken.length >= {count}", timeout=WAIT)
    except Exception:
        pytest.fail(f"fewer than {count} utterances: {spoken(page)}")
    return spoken(page)


def status_text(page) -> str:
    return " ".join(page.inner_text(".mc-status").split())


def python_status(table) -> str:
    """The status as Python says it: each line and its number sentence."""
    status = table.scene["status"]
    said = [w for line in zip(status["lines"], status["maths"], strict=True) for w in line if w]
    return " ".join(" ".join(said).split())


def test_a_status_change_speaks_exactly_the_status_with_the_local_voice(page, speaking):
    table = new_table("feed-the-kitten", seed=3, read_aloud=True)
    harness = speaking(table, [NETWORK, LOCAL])
    first = wait_spoken(page, 1)
    assert first == [{"text": python_status(table), "voice": LOCAL["name"], "local": True}]
    assert first[0]["text"] == status_text(page)
    harness.push()  # a redraw with the same status says nothing again
    page.locator("button.mc-lit").first.click()
    harness.settle()
    said = wait_spoken(page, 2)
    assert said[1]["text"] == python_status(table) == status_text(page)
    assert said[1]["text"] != said[0]["text"]
    assert len(said) == 2 and all(u["voice"] == LOCAL["name"] for u in said)


def test_voices_that_load_late_are_waited_for(page, speaking):
    table = new_table("feed-the-kitten", seed=3, read_aloud=True)
    speaking(table, [])
    page.wait_for_timeout(300)
    assert spoken(page) == [] and not page.locator(".mc-speaker").is_visible()
    page.evaluate("v => window.mcLoadVoices(v)", [NETWORK, LOCAL])
    said = wait_spoken(page, 1)
    assert said[0]["text"] == python_status(table) and said[0]["voice"] == LOCAL["name"]
    assert page.locator(".mc-speaker").is_visible()


def test_a_card_says_its_number_on_focus_and_on_a_long_press_without_playing(page, speaking):
    table = new_table("feed-the-kitten", seed=3, read_aloud=True)
    harness = speaking(table, [LOCAL])
    wait_spoken(page, 1)  # the first status
    hand = table.scene["hand"]
    first, second = (f'.mc-hand button[data-id="{i["id"]}"]' for i in hand[:2])
    page.focus(first)
    assert wait_spoken(page, 2)[-1]["text"] == hand[0]["label"]
    page.keyboard.press("ArrowRight")
    assert wait_spoken(page, 3)[-1]["text"] == hand[1]["label"]

    box = page.locator(second).bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(800)
    page.mouse.up()
    assert wait_spoken(page, 4)[-1]["text"] == hand[1]["label"]
    page.wait_for_timeout(200)
    assert page.evaluate("window.mcSent") == [] and table.match.history == ()
    page.click(second)  # a short tap plays as always
    harness.settle()
    assert [m["type"] for m in page.evaluate("window.mcSent")] == ["click"]


def test_the_speaker_button_switches_speaking_off_and_is_accessible(page, speaking):
    table = new_table("feed-the-kitten", seed=3, read_aloud=True, teacher=True)
    harness = speaking(table, [LOCAL])
    wait_spoken(page, 1)
    speaker = page.get_by_role("button", name=LABELS["speaker"])
    assert speaker.get_attribute("aria-pressed") == "true"
    box = speaker.bounding_box()
    assert min(box["width"], box["height"]) >= 44
    assert target_problems(page) == [] and axe_violations(page) == []
    page.click('button[data-id="t-big"]')  # the teacher's words are read too
    harness.settle()
    assert wait_spoken(page, 2)[-1]["text"] == status_text(page)
    assert target_problems(page) == []
    speaker.click()
    assert speaker.get_attribute("aria-pressed") == "false"
    page.locator("button.mc-lit").first.click()
    harness.settle()
    page.focus(".mc-hand button")
    page.wait_for_timeout(300)
    assert len(spoken(page)) == 2  # nothing more while it is off
    speaker.click()  # on again: it says the status now on screen
    assert wait_spoken(page, 3)[-1]["text"] == status_text(page)
    assert axe_violations(page) == []


@pytest.mark.parametrize("voices", [[NETWORK], [], None], ids=["network", "none", "no-speech"])
def test_without_a_local_voice_nothing_is_spoken_and_the_table_says_so_once(page, speaking, voices):
    table = new_table("feed-the-kitten", seed=3, read_aloud=True)
    harness = speaking(table, voices)
    note = page.get_by_text(TEXT["no-voice"], exact=True)
    note.wait_for(state="visible", timeout=WAIT)
    assert page.locator(".mc-speaker").is_hidden()
    assert axe_violations(page) == [] and target_problems(page) == []
    page.locator("button.mc-lit").first.click()  # a new status: the note has been said
    harness.settle()
    page.focus(".mc-hand button")
    assert note.is_hidden() and page.locator(".mc-speaker").is_hidden()
    assert page.evaluate("[window.mcSpoken.length, window.mcMade]") == [0, 0]


def test_read_aloud_is_off_by_default(page, speaking):
    table = new_table("feed-the-kitten", seed=3)
    harness = speaking(table, [LOCAL])
    assert table.read_aloud is False and table.scene["read_aloud"] is False
    page.locator("button.mc-lit").first.click()
    harness.settle()
    page.focus(".mc-hand button")
    page.wait_for_timeout(300)
    assert page.locator(".mc-speaker").count() == 1  # made, but never shown
    assert page.locator(".mc-speech").is_hidden() and page.locator(".mc-speaker").is_hidden()
    assert page.evaluate("[window.mcSpoken.length, window.mcMade, window.mcAsked]") == [0, 0, 0]
    table.read_aloud = True  # switched on on a live table (as from Python)
    harness.push()
    assert wait_spoken(page, 1)[0]["voice"] == LOCAL["name"]


def test_each_hop_of_the_child_is_read_aloud_with_its_number(page, speaking):
    """Count it, a wrong pick: each Hop says the number the token lands on, and nothing else."""
    for seed in range(40):  # a deal whose child is asked ten more than the pile's first
        table = new_table("feed-the-kitten", seed=seed, read_aloud=True, lights="count")
        top, count = table.match.view(0).top, table.scene.get("count")
        if count and count["question"] == f"The pile shows {top}. What is ten more?":
            break
    else:
        raise AssertionError("no seed asks ten more first")
    wrong = next(b["id"] for b in count["buttons"] if b["label"] != str(top + 10))
    table.click(wrong)  # the child hops now
    harness = speaking(table, [LOCAL])
    said = len(wait_spoken(page, 1))
    for n in (1, 2):
        page.click('button[data-id="count-hop"]')
        harness.settle()
        assert [u["text"] for u in wait_spoken(page, said + 1)[said:]] == [str(top + 10 * n)]
        said += 1
