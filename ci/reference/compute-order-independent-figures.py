#!/usr/bin/env python3
"""Writes Tests/ScoringTests/Fixtures/order-independent-figures.json: seeded reference /
hypothesis pairs (column swaps, pages read across the columns, lost and split lines,
OCR-like confusions) with the flexible character accuracy of dinglehopper's
implementation and the OCR-D bag-of-words error over dinglehopper's words.

Flexible character accuracy is not in any dinglehopper release up to 0.11.0; it lives in
dinglehopper/flexible_character_accuracy.py on the pull-request branch that adds it to
qurator-spk/dinglehopper. Point DINGLEHOPPER_FCA at a copy of that file (its
`from . import editops` works unchanged when the file is loaded as
dinglehopper.flexible_character_accuracy, which this script does). Run through
ci/reference/make-order-fixture.

Texts are NFC Latin letters, digits, punctuation and spaces, so that dinglehopper's
code-point lengths equal ocrgauge's grapheme counts. Bag of words: sum over words of
|count in reference - count in hypothesis| / (reference words + hypothesis words), words
from dinglehopper.word_error_rate.words_normalized (UAX #29 via uniseg).
"""

import argparse
import hashlib
import importlib.util
import json
import os
import random
import sys
import time
from collections import Counter
from importlib.metadata import version
from pathlib import Path

import dinglehopper
from dinglehopper.word_error_rate import words_normalized

SEED = 20240301
LETTERS = "abcdefghijklmnopqrstuvwxyzäöüéèàçñ"
CONFUSIONS = [("rn", "m"), ("m", "rn"), ("l", "1"), ("O", "0"), ("cl", "d"), ("e", "c"), ("ü", "u")]


def load_fca():
    try:
        from dinglehopper.flexible_character_accuracy import flexible_character_accuracy
        return flexible_character_accuracy, "dinglehopper.flexible_character_accuracy"
    except ImportError:
        pass
    path = os.environ.get("DINGLEHOPPER_FCA")
    if not path:
        sys.exit("set DINGLEHOPPER_FCA to dinglehopper's flexible_character_accuracy.py (see the docstring)")
    spec = importlib.util.spec_from_file_location("dinglehopper.flexible_character_accuracy", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return module.flexible_character_accuracy, f"{Path(path).name} sha256 {digest}"


def word(rng):
    w = "".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 8)))
    if rng.random() < 0.2:
        w = w.capitalize()
    if rng.random() < 0.1:
        w += rng.choice(",.;:")
    if rng.random() < 0.08:
        w = str(rng.randint(1, 320))
    return w


def line(rng, words):
    return " ".join(word(rng) for _ in range(words))


def column(rng, lines):
    return [line(rng, rng.randint(1, 5)) for _ in range(lines)]


def corrupt(rng, text, rate):
    out, i = [], 0
    while i < len(text):
        r = rng.random()
        if text[i] == "\n":
            out.append("\n"); i += 1
        elif r < rate * 0.4:
            for a, b in CONFUSIONS:
                if text.startswith(a, i):
                    out.append(b); i += len(a); break
            else:
                out.append(rng.choice(LETTERS)); i += 1
        elif r < rate * 0.7:
            i += 1
        elif r < rate * 0.85:
            out.append(rng.choice(LETTERS)); out.append(text[i]); i += 1
        elif r < rate:
            out.append(rng.choice(LETTERS)); i += 1
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def pairs(rng):
    yield "simple-empty-hyp", "a", ""
    yield "simple-equal", "a", "a"
    yield "simple-two-lines-swapped", "a\nb", "b\na"
    yield "simple-three-rotated", "aaa\nbbb\nccc", "ccc\naaa\nbbb"
    yield "simple-one-edit", "Foo bar\nbaz", "baz\nFoo bor"
    yield "simple-merged-lines", "Apple crumble\nLamb tagine", "Apple crumble Lamb tagine"
    yield "simple-split-line", "Apple crumble Lamb tagine", "Lamb tagine\nApple crumble"
    yield "simple-both-empty", "", ""
    for n in range(56):
        kind = n % 7
        columns = [column(rng, rng.randint(2, 5)) for _ in range(rng.choice([2, 2, 3]))]
        reference = "\n".join(l for c in columns for l in c)
        if kind == 0:  # columns in the wrong order
            hyp_lines = [l for c in reversed(columns) for l in c]
        elif kind == 1:  # read across the columns, one physical line at a time
            rows = max(len(c) for c in columns)
            hyp_lines = [" ".join(c[r] for c in columns if r < len(c)) for r in range(rows)]
        elif kind == 2:  # correct order
            hyp_lines = [l for c in columns for l in c]
        elif kind == 3:  # shuffled lines
            hyp_lines = [l for c in columns for l in c]
            rng.shuffle(hyp_lines)
        elif kind == 4:  # a lost line and a split line
            hyp_lines = [l for c in reversed(columns) for l in c]
            del hyp_lines[rng.randrange(len(hyp_lines))]
            k = rng.randrange(len(hyp_lines))
            words = hyp_lines[k].split(" ")
            if len(words) > 1:
                cut = rng.randint(1, len(words) - 1)
                hyp_lines[k:k + 1] = [" ".join(words[:cut]), " ".join(words[cut:])]
        elif kind == 5:  # an extra line of noise
            hyp_lines = [l for c in reversed(columns) for l in c] + [line(rng, 2)]
        else:  # columns swapped, one column's lines reversed
            hyp_lines = [l for l in reversed(columns[-1])] + [l for c in columns[:-1] for l in c]
        rate = rng.choice([0.0, 0.0, 0.02, 0.05, 0.1, 0.2])
        yield f"columns-{n:03d}", reference, corrupt(rng, "\n".join(hyp_lines), rate)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="Tests/ScoringTests/Fixtures/order-independent-figures.json")
    args = parser.parse_args()
    fca, fca_source = load_fca()
    rng = random.Random(SEED)
    cases = []
    started = time.time()
    for case_id, ref, hyp in pairs(rng):
        ref_words, hyp_words = Counter(words_normalized(ref)), Counter(words_normalized(hyp))
        difference = sum(abs(ref_words[w] - hyp_words[w]) for w in set(ref_words) | set(hyp_words))
        total = sum(ref_words.values()) + sum(hyp_words.values())
        entry = {"id": case_id, "reference": ref, "hypothesis": hyp,
                 "bagOfWordsDifference": difference, "bagOfWordsTotal": total}
        if ref.strip():
            entry["flexibleCharacterAccuracy"], _ = fca(ref, hyp)
        else:  # dinglehopper divides by zero here; ocrgauge says 1 (both empty) or 0
            entry["flexibleCharacterAccuracy"] = None
        cases.append(entry)
    document = {
        "generator": "ci/reference/compute-order-independent-figures.py",
        "seed": SEED,
        "versions": {name: version(name) for name in ["dinglehopper", "rapidfuzz", "uniseg", "multimethod"]},
        "flexibleCharacterAccuracySource": fca_source,
        "python": sys.version.split()[0],
        "seconds": round(time.time() - started, 1),
        "cases": cases,
    }
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {path} in {document['seconds']} s")


if __name__ == "__main__":
    main()
