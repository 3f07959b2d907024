"""How long `mathcats print` takes, and how big each deck's PDF is.

    python benchmarks/print_decks.py [--runs 3]

Prints a Markdown table for docs/benchmarks.md: per game, its cards and
pages, the PDF's size, and the CPU time to print it (the best of ``--runs``,
CPU time so that a busy machine counts less).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from pypdf import PdfReader

from mathcats.engine import game_ids
from mathcats.printout import print_deck


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print("| game | cards | pages | PDF | CPU s (best) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as folder:
        for game_id in game_ids():
            out = Path(folder) / f"{game_id}.pdf"
            times = []
            for _ in range(args.runs):
                start = time.process_time()
                cards = print_deck(game_id, out)
                times.append(time.process_time() - start)
            pages = len(PdfReader(out).pages)
            size = out.stat().st_size / 1000
            print(f"| {game_id} | {cards} | {pages} | {size:.1f} KB | {min(times):.2f} |")


if __name__ == "__main__":
    main()
