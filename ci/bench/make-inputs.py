#!/usr/bin/env python3
"""Writes the ci/bench/scoring cases into a folder, deterministically (seeded):
page-100k (100,000 graphemes, 1% OCR-like errors), lines-1875 (two pages of 1,875 lines,
as in dinglehopper issue 62), unrelated-20k (two unrelated 20,000-grapheme texts), book-1m (a 1,000,000-grapheme book with 1% OCR-like
errors), jiwer's two large test pairs (jiwer-disjoint, jiwer-words) and page-100k-8pct (a
100,000-grapheme page with 8% OCR-like errors), periodic-50k ("ab" 25,000 times with 30 % errors in
those letters); and the growth grid, grid-SIZE-RATE: pages of
10k, 30k, 100k, 300k and 1M graphemes at 1 %, 8 % and 30 % OCR-like errors, each from a
generator seeded by its size and rate."""
import random
import sys
from pathlib import Path

LETTERS = "abcdefghijklmnopqrstuvwxyzäöüßéABCDEFGHIJKLMNOPQRSTUVWXYZ"

# The growth grid: page sizes (graphemes, label) and error rates (percent).
GRID_SIZES = [(10_000, "10k"), (30_000, "30k"), (100_000, "100k"), (300_000, "300k"), (1_000_000, "1m")]
GRID_RATES = [1, 8, 30]


def words(rng, count):
    return [("".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 9)))) + rng.choice(["", "", "", ",", "."])
            for _ in range(count)]


def text(rng, graphemes, line_length=60):
    lines, line, written = [], "", 0  # written: the length of the finished lines, a newline each
    while written + len(line) < graphemes:
        word = words(rng, 1)[0]
        if len(line) + len(word) + 1 > line_length:
            lines.append(line)
            written += len(line) + 1
            line = word
        else:
            line = (line + " " + word).strip()
    lines.append(line)
    return "\n".join(lines)[:graphemes]


def corrupt(rng, ref, rate, letters=LETTERS):
    out = []
    for ch in ref:
        r = rng.random()
        if r < rate / 3:
            out.append(rng.choice(letters))
        elif r < 2 * rate / 3:
            pass
        elif r < rate:
            out.append(ch)
            out.append(rng.choice(letters))
        else:
            out.append(ch)
    return "".join(out)


def main():
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(62)
    ref = text(rng, 100_000)
    cases = {"page-100k": (ref, corrupt(rng, ref, 0.01))}
    ref = "\n".join(" ".join(words(rng, rng.randint(4, 9))) for _ in range(1875))
    cases["lines-1875"] = (ref, corrupt(rng, ref, 0.02))
    cases["unrelated-20k"] = (text(rng, 20_000), text(rng, 20_000))
    ref = text(rng, 1_000_000)
    cases["book-1m"] = (ref, corrupt(rng, ref, 0.01))
    # jiwer's own large test pairs: 0.5 MB texts with no character in common but the
    # newline, and 6 MB texts of 557,056 distinct words each.
    cases["jiwer-disjoint"] = ("\n".join("a" * k for k in range(1, 1000)), "\n".join("b" * k for k in range(1, 1000)))
    cases["jiwer-words"] = (" ".join(f"word{i}" for i in range(557_056)),
                            " ".join(f"word{i}" for i in range(557_056, 2 * 557_056)))
    # A long page read badly (8 % errors): its own generator, so the cases above stay
    # as they were.
    rng = random.Random(8)
    ref = text(rng, 100_000)
    cases["page-100k-8pct"] = (ref, corrupt(rng, ref, 0.08))
    # A repetitive text read badly: "ab" 25,000 times, 30 % errors in the same two letters
    # (so many paths are minimal that the corridor engine gives up: the banded case).
    rng = random.Random(50)
    ref = "ab" * 25_000
    cases["periodic-50k"] = (ref, corrupt(rng, ref, 0.30, "ab"))
    for size, label in GRID_SIZES:
        for rate in GRID_RATES:
            rng = random.Random(size * 100 + rate)
            ref = text(rng, size)
            cases[f"grid-{label}-{rate}pct"] = (ref, corrupt(rng, ref, rate / 100))
    for name, (r, h) in cases.items():
        (folder / f"{name}.gt.txt").write_text(r, encoding="utf-8")
        (folder / f"{name}.ocr.txt").write_text(h, encoding="utf-8")


if __name__ == "__main__":
    main()
