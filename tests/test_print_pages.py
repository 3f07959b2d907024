"""`mathcats print` for the class: a game's exit ticket, fact sprint and note for home, and
the sheets for any game. Each page is drawn to PNG with poppler's pdftoppm (looked at; the
paths are printed with ``pytest -s``) and read back with pdftotext; the keys are checked
against the games' own rules, not against what the printout says."""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
from contextlib import nullcontext
from pathlib import Path

import matplotlib.colors
import matplotlib.image
import numpy as np
import pytest
import textstat
import toy_game
from pypdf import PdfReader

from mathcats import cli
from mathcats.engine import game_ids, get_game
from mathcats.engine.quiz import MISTAKES
from mathcats.printout import SHEETS
from mathcats.printout import sheets as layout
from mathcats.printout.words import TEXT

DPI = 40
GAMES = [*game_ids(), toy_game.ID]  # the toy sixth game too, registered while it prints
MARGIN = 10  # mm at each page's edge where nothing is drawn
BLANK = "___"


def registered(game_id: str):
    return toy_game.registered() if game_id == toy_game.ID else nullcontext()


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("paper")


def printed(folder: Path, *argv: str) -> Path:
    """Run ``mathcats print ARGV`` into ``folder``; the PDF it wrote."""
    pdf = folder / f"{'_'.join(a.strip('-') for a in argv)}.pdf"
    if not pdf.exists():
        with registered(argv[0]):
            assert cli.main(["print", *argv, "--out", str(pdf)]) == 0
    return pdf


def pages(pdf: Path) -> int:
    return len(PdfReader(pdf).pages)


def words(pdf: Path, page: int) -> str:
    """Page ``page``'s words in the order they were drawn (pdftotext -raw), one space apart."""
    command = ["pdftotext", "-raw", "-f", str(page), "-l", str(page), pdf, "-"]
    return subprocess.run(command, check=True, capture_output=True, text=True, timeout=60).stdout


def flat(text: str) -> str:
    return " ".join(text.split())


def render(pdf: Path, page: int) -> np.ndarray:
    """Page ``page`` (from 1) drawn to PNG, as RGB values 0 to 1."""
    assert shutil.which("pdftoppm"), "pdftoppm is missing: apt-get install poppler-utils"
    stem = pdf.with_name(f"{pdf.stem}-page{page}")
    command = ["pdftoppm", "-r", str(DPI), "-png", "-singlefile", "-f", str(page), "-l", str(page)]
    subprocess.run([*command, pdf, stem], check=True, timeout=60)
    print("look at", stem.with_suffix(".png"))
    return matplotlib.image.imread(stem.with_suffix(".png"))[..., :3]


def fits_one_page(pixels: np.ndarray) -> None:
    """Inked, and nothing runs into the page's edges (so nothing ran off it)."""
    ink = pixels.min(axis=2) < 0.6
    edge = round(MARGIN * DPI / 25.4)
    assert ink.mean() > 0.005, "the page is empty"
    inside = np.zeros_like(ink)
    inside[edge:-edge, edge:-edge] = True
    assert not (ink & ~inside).any(), "something is drawn at the page's edge"


# --- the exit ticket -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("form", [1, 2, 3])
def test_the_ticket_is_one_page_then_a_key_with_each_wrong_option_s_mistake(folder, game_id, form):
    with registered(game_id):
        forms = get_game(game_id).tickets
    if form > len(forms):  # the toy has one form: asking for another says so
        out = folder / "no-such-form.pdf"
        with registered(game_id), pytest.raises(SystemExit):
            cli.main(["print", game_id, "--ticket", "--form", str(form), "--out", str(out)])
        assert not out.exists()
        return
    pdf = printed(folder, game_id, "--ticket", "--form", str(form))
    items = forms[form - 1]
    assert pages(pdf) == 2, "the ticket on one page, its key on the next"
    ticket, key = flat(words(pdf, 1)), words(pdf, 2)
    assert f"exit ticket, form {form}" in ticket and "Answer" not in ticket
    for number, item in enumerate(items, 1):
        asked = TEXT["circle-all" if item.pick_all else "circle-one"]
        assert f"{number}. {item.text} {asked}" in ticket
        assert all(f"○ {o.label}" in ticket for o in item.options)
        assert f"{number}. {item.text}" in flat(key)
        for option in item.options:
            if not option.right:  # what it says, and the mistake it shows
                shown = f"{option.label}: {option.says}. Shows: {MISTAKES[option.mistake]}."
                assert shown in flat(key), shown
    # the answers are the ones the game's rule functions count right (each game's tickets.py)
    assert re.findall(r"^Answer: (.*)$", key, re.M) == [", ".join(i.answers) for i in items]
    for page in (1, 2):
        fits_one_page(render(pdf, page))


def test_the_ticket_fits_letter_paper_too(folder):
    pdf = printed(folder, "kittens-in-space", "--ticket", "--paper", "Letter")
    assert PdfReader(pdf).pages[0].mediabox.width == pytest.approx(8.5 * 72)
    assert pages(pdf) == 2
    fits_one_page(render(pdf, 1))


# --- the fact sprint -------------------------------------------------------------------


def numbers(sentence: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", sentence)]


def true(sentence: str) -> bool:
    """Is a number sentence true? Sums and comparisons by Python, hops round the 0-9 ring."""
    if "→" in sentence:
        hops = numbers(sentence)
        steps = {(b - a) % 10 for a, b in itertools.pairwise(hops)}
        return steps in ({1}, {9})
    return eval(sentence.replace("=", "==").replace("<==", "<="))  # digits, + - = < > only


def lines(text: str) -> list[str]:
    """The numbered lines of a sprint page, in order: "1.  40 + 10 = ___" -> "40 + 10 = ___"."""
    found = re.findall(r"^(\d+)\.\s+(.+)$", text, re.M)
    assert [int(n) for n, _ in found] == list(range(1, len(found) + 1))
    return [line.strip() for _, line in found]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_sprint_key_is_what_the_games_rules_say(folder, game_id):
    pdf = printed(folder, game_id, "--sprint")
    assert pages(pdf) == 2
    sheet, key = words(pdf, 1), words(pdf, 2)
    assert TEXT["sprint-do"] in flat(sheet) and "Sheet 1" in sheet and "Sheet 1" in key
    prompts, answers = lines(sheet), lines(key)
    with registered(game_id):  # its sprint.py builds them from what its rule functions say
        facts = get_game(game_id).sprint
    said = {fact.sentence for fact in facts}
    asked = min(20, len({fact.prompt for fact in facts}))
    assert len(prompts) == len(answers) == asked
    assert len(set(prompts)) == len(prompts), "no item twice"
    assert f"Score: ____ of {asked}" in flat(sheet)
    signs = set()  # answers that are not numbers: the sheet says which to write
    for prompt, sentence in zip(prompts, answers, strict=True):
        assert prompt.count(BLANK) == 1, prompt
        before, after = prompt.split(BLANK)
        assert sentence.startswith(before) and sentence.endswith(after), (prompt, sentence)
        written = sentence[len(before) : len(sentence) - len(after)]
        assert re.fullmatch(r"\d+|[<=>]", written), (prompt, sentence)
        if not written.isdigit():
            signs.add(written)
        assert sentence in said, sentence
        assert re.fullmatch(r"[\d +\-=<>→]+", sentence) and true(sentence), sentence
    told = flat(re.split(r"^1\.", sheet, flags=re.M)[0])  # above the facts
    assert all(sign in told for sign in signs), (signs, told)
    for page in (1, 2):
        fits_one_page(render(pdf, page))


def test_a_sprint_sheet_is_the_same_for_the_same_seed_only(folder):
    one = words(printed(folder, "meow-10", "--sprint", "--seed", "7"), 1)
    again = folder / "again.pdf"
    assert cli.main(["print", "meow-10", "--sprint", "--seed", "7", "--out", str(again)]) == 0
    other = words(printed(folder, "meow-10", "--sprint", "--seed", "8"), 1)
    assert lines(words(again, 1)) == lines(one) != lines(other)
    assert "Sheet 7" in one and "Sheet 8" in other


# --- the note for home -----------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_the_note_for_home_is_one_page_for_a_parent(folder, game_id):
    """What the child is learning, one short game with ordinary cards, three questions."""
    pdf = printed(folder, game_id, "--home")
    with registered(game_id):
        guide, title = get_game(game_id).guide, get_game(game_id).title
    assert pages(pdf) == 1
    note = flat(words(pdf, 1))
    assert f"{title} at home" in note
    parts = (guide.home_learning, guide.home_game, *guide.objective, *guide.home_questions)
    for sentence in parts:
        assert flat(sentence) in note, sentence
    assert len(guide.home_questions) == 3
    fits_one_page(render(pdf, 1))


NOTE_GRADE = 6  # the note for home reads at grade 6 or below (textstat's Flesch-Kincaid)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_note_for_home_reads_at_grade_6_or_below(folder, game_id):
    note = flat(words(printed(folder, game_id, "--home"), 1))
    assert textstat.flesch_kincaid_grade(note) <= NOTE_GRADE


def test_the_reading_grade_check_can_fail():
    hard = (
        "Consequently, the pedagogical objectives necessitate comprehensive "
        "understanding of multiplicative relationships and numerical representations."
    )
    assert textstat.flesch_kincaid_grade(hard) > NOTE_GRADE


LINES = {"ring": "on the ring", "0-9": "on the 0-9 line"}


@pytest.mark.parametrize("game_id", game_ids())
def test_a_home_question_says_which_line_it_means(game_id):
    """In a game played on the ring or the 0-9 line, "2 after 8" is 10 or 0: say which."""
    game = get_game(game_id)
    lines = {story.line for story in game.stories} & set(LINES)
    for question in game.guide.home_questions if lines else ():
        (line,) = lines
        assert LINES[line] in question.lower(), question


# --- the story cards -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_the_story_cards_print_with_their_line_and_a_key(folder, game_id):
    pdf = printed(folder, game_id, "--stories")
    stories = get_game(game_id).stories
    assert pages(pdf) == 2 and 2 <= len(stories) <= 3
    cards, key = flat(words(pdf, 1)), flat(words(pdf, 2))
    for number, story in enumerate(stories, 1):
        assert f"{number}. {story.text}" in cards and f"{number}. {story.text}" in key
        assert f"Answer: {story.answer} {story.sentence}." in key
    ticks = {"0-20": "0 1 2", "tens": "0 10 20", "0-9": "0 1 2", "ring": "0"}
    assert all(ticks[story.line] in cards for story in stories)
    fits_one_page(render(pdf, 1))


# --- sheets for any game ---------------------------------------------------------------


def dots(pixels: np.ndarray) -> np.ndarray:
    """Where the ten-frames' dots' colour is."""
    return np.abs(pixels - matplotlib.colors.to_rgb(layout.DOT)).max(axis=2) < 0.15


def test_the_ten_frames_hold_1_to_10_dots_then_empty_frames(folder):
    pdf = printed(folder, "--sheet", "ten-frames")
    pixels = render(pdf, 1)
    fits_one_page(pixels)
    per_mm, found = DPI / 25.4, []
    for frame in range(layout.FRAMES):
        row, column = divmod(frame, len(layout.FRAME_LEFTS))
        x, y = layout.FRAME_LEFTS[column], layout.TOP + row * layout.FRAME_STEP
        cell = round(layout.CELL * per_mm)
        left, top = round(x * per_mm), round(y * per_mm)
        squares = [
            dots(
                pixels[
                    top + d * cell : top + (d + 1) * cell, left + a * cell : left + (a + 1) * cell
                ]
            )
            for d in range(2)
            for a in range(5)
        ]
        found.append(sum(square.mean() > 0.2 for square in squares))
    assert found == [*range(1, 11), *[0] * (layout.FRAMES - 10)]
    assert re.findall(r"\d+", words(pdf, 1).split(TEXT["date"])[-1]) == [
        str(n) for n in range(1, 11)
    ]


@pytest.mark.parametrize(
    ("sheet", "each", "times"),
    [
        ("strip", [str(n) for n in range(10)], layout.STRIPS),
        ("tens-line", [str(n) for n in range(0, 101, 10)], layout.TENS_LINES),
    ],
)
def test_the_strips_and_tens_lines_hold_their_numbers(folder, sheet, each, times):
    pdf = printed(folder, "--sheet", sheet)
    assert pages(pdf) == 1
    text = words(pdf, 1)
    assert TEXT[sheet] in text
    found = re.findall(r"\d+", text.split(TEXT["date"])[-1])
    assert sorted(found) == sorted(each * times)
    fits_one_page(render(pdf, 1))


def test_the_recording_sheet_has_lines_to_write_moves_on(folder):
    pdf = printed(folder, "--sheet", "recording")
    assert pages(pdf) == 1
    text = words(pdf, 1)
    assert text.count(f"I played {BLANK} on {BLANK}: {BLANK} ☐ {BLANK} ☐ {BLANK}") == 10
    told = flat(text.split(f"I played {BLANK}")[0])  # the boxes take a sign each: + - = < or >
    assert all(sign in told for sign in "+\u2212=<>"), told
    fits_one_page(render(pdf, 1))


@pytest.mark.parametrize("sheet", SHEETS)
def test_every_sheet_fits_letter_paper_too(folder, sheet):
    pdf = printed(folder, "--sheet", sheet, "--paper", "Letter")
    assert PdfReader(pdf).pages[0].mediabox.height == pytest.approx(11 * 72)
    assert pages(pdf) == 1
    fits_one_page(render(pdf, 1))


# --- the command -----------------------------------------------------------------------


def test_print_help_names_every_kind_of_paper(capsys):
    with pytest.raises(SystemExit):
        cli.main(["print", "--help"])
    shown = capsys.readouterr().out
    for flag in ("--ticket", "--sprint", "--seed", "--home", "--sheet", "--out", "--paper"):
        assert flag in shown
    for sheet in SHEETS:
        assert f"--sheet {sheet} " in shown


@pytest.mark.parametrize(
    "argv",
    [
        [],  # neither a game nor a sheet
        ["meow-10", "--sheet", "strip"],  # both
        ["--sheet", "stripes"],  # no such sheet
        ["meow-10", "--seed", "3"],  # a seed without a sprint
        ["meow-10", "--form", "2"],  # a form without a ticket
        ["meow-10", "--ticket", "--form", "4"],  # no such form
        ["meow-10", "--ticket", "--home"],  # two at once
    ],
)
def test_a_wrong_print_command_says_why_and_writes_nothing(tmp_path, capsys, argv):
    out = tmp_path / "paper.pdf"
    with pytest.raises(SystemExit) as stopped:
        cli.main(["print", *argv, "--out", str(out)])
    assert stopped.value.code == 2
    assert "error:" in capsys.readouterr().err
    assert not out.exists()


def test_the_words_a_child_reads_are_short():
    for words_ in TEXT.values():
        assert len(words_.split()) <= 12, words_
        assert len(re.findall(r"[.!?](\s|$)", words_)) <= 2, words_
