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
import toy_game
from pypdf import PdfReader
from toy_game.state import can_add

from mathcats import cli
from mathcats.engine import game_ids, get_game, rules_text
from mathcats.games.feed_the_kitten.state import can_play
from mathcats.games.kittens_in_space.rules import SIGNS, can_stack
from mathcats.games.kittens_in_space_solo.state import can_place
from mathcats.games.kittys.state import against_boss
from mathcats.games.kombat_kittens.rules import DOG, KITTENS, sum_words, value
from mathcats.games.meow_ten.state import DECK, points_words
from mathcats.games.ring import hop, walk
from mathcats.printout import SHEETS, player_aid
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


def right_answers(question) -> list:
    """The options the question's own judge counts right (engine/quiz.py)."""
    if question.right:
        return [o for o in question.options if question.right(o)]
    return [o for o in question.options if question.judge(o).ok]


# --- the exit ticket -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_the_ticket_is_one_page_then_a_key_that_is_the_engines(folder, game_id):
    pdf = printed(folder, game_id, "--ticket")
    with registered(game_id):
        tickets = get_game(game_id).tickets
        expected = [", ".join(map(q.label, right_answers(q))) for q in tickets]
    assert pages(pdf) == 2, "the ticket on one page, its key on the next"
    ticket, key = flat(words(pdf, 1)), words(pdf, 2)
    assert TEXT["ticket-do"] in ticket and "Answer" not in ticket
    for number, question in enumerate(tickets, 1):
        assert f"{number}. {question.text}" in ticket
        assert all(f"○ {question.label(o)}" in ticket for o in question.options)
        assert f"{number}. {question.text}" in flat(key)
    assert re.findall(r"^Answer: (.*)$", key, re.M) == expected
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


def card_of_worth(worth: int) -> int:
    return next(c for c in (*KITTENS, DOG) if value(c) == worth)


def card_numbered(number: int):
    return next(c for c in DECK if c.number == number)


def said(verdict, sentence: str) -> bool:
    return bool(verdict) and verdict.maths == sentence


# Each game's rule functions, asked again: is this sentence what a rule says of a real move?
SAID_BY_THE_RULES = {
    "feed-the-kitten": lambda s, n: any(said(can_play(card, n[0]), s) for card in n[1:]),
    "kittens-in-space": lambda s, n: any(  # past the 9-0 edge, the hop's steps round the ring
        said(v := can_stack(n[-1], n[0], side), s)
        or (v and walk(n[0], hop(n[-1], n[0], sign)) == s)
        for side, sign in SIGNS.items()
    ),
    "kittens-in-space-solo": lambda s, n: said(can_place(n[-1], n[0]), s),
    "kittys": lambda s, n: against_boss(n[0], n[1]).maths == s,
    "kombat-kittens": lambda s, n: sum_words([card_of_worth(w) for w in n[:-1]]) == s,
    "meow-10": lambda s, n: points_words([card_numbered(k) for k in n[:-1]]) == s,
    toy_game.ID: lambda s, n: said(can_add(n[0], n[1], 10), s),
}


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
    assert len(prompts) == len(answers) == 20
    with registered(game_id):
        facts = len(get_game(game_id).sprint)
    assert len(set(zip(prompts, answers, strict=True))) == min(20, facts), "none twice"
    signs = set()  # answers that are not numbers: the sheet says which to write
    for prompt, sentence in zip(prompts, answers, strict=True):
        assert prompt.count(BLANK) == 1, prompt
        before, after = prompt.split(BLANK)
        assert sentence.startswith(before) and sentence.endswith(after), (prompt, sentence)
        written = sentence[len(before) : len(sentence) - len(after)]
        assert re.fullmatch(r"\d+|[<=>]", written), (prompt, sentence)
        if not written.isdigit():
            signs.add(written)
        assert SAID_BY_THE_RULES[game_id](sentence, numbers(sentence)), sentence
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
def test_the_note_for_home_is_one_page_of_the_guide_and_the_rules(folder, game_id):
    pdf = printed(folder, game_id, "--home")
    with registered(game_id):
        game, rules = get_game(game_id), rules_text(game_id)
    assert pages(pdf) == 1
    note = flat(words(pdf, 1))
    assert f"{game.title} at home" in note
    for sentence in (*game.guide.objective, *game.guide.home_questions):
        assert flat(sentence) in note, sentence
    intro = rules.split("\n\n")[1].replace("*", "")  # under the title: what the game is
    assert flat(re.split(r"(?<=\.) ", intro)[-1]) in note
    with registered(game_id):  # the rules, part by part, as the deck's player aid has them
        headings = [heading for heading, _ in player_aid(game_id)[1:]]
    assert headings or game_id == toy_game.ID
    for heading in headings:  # as it is usually played: without our variants
        assert (f"{heading}:" in note) != heading.lower().startswith("our variant"), heading
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
    assert text.count(f"I played {BLANK} on {BLANK}: {BLANK} + {BLANK} = {BLANK}") == 10
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
