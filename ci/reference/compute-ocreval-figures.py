#!/usr/bin/env python3
# compute-ocreval-figures.py — ocreval's (the ISRI/UNLV OCR evaluation tools') character
# accuracy and word accuracy, as its `accuracy` and `wordacc` programs print them, for
# every sample of the real-dev set (reference = <sample>.gt.txt, hypothesis = Tesseract's
# output as stored in Tests/ScoringTests/Fixtures/dinglehopper-real-dev.json) plus
# hand-made pairs stored inline; then `accsum` and `wordaccsum` over all those pages.
# Writes the fixture Tests/ScoringTests/Fixtures/ocreval-real-dev.json (JSON on stdout).
# With --random N, random pairs (Tests/ScoringTests/Fixtures/ocreval-random-pairs.json); with
# --bundled, the real pairs of the layout files bundled in the repository
# (Tests/ScoringTests/Fixtures/ocreval-bundled-pairs.json, step 4 below).
#
# Usage (from the repository root, with the real-dev set at shared/real-dev beside it):
#
#   # 1. ocreval from its source (eddieantonio/ocreval; the fixture was made at commit
#   #    873a0de5796c0b9ccf07a549afdd30159a9e0b3e, "ocreval 7.0", with Debian 12's
#   #    libutf8proc 2.8.0):
#   apt-get install -y libutf8proc-dev
#   git clone https://github.com/eddieantonio/ocreval OCREVAL && make -C OCREVAL
#
#   # 2. the fixture (REAL_DEV: the real-dev set, shared/real-dev beside the repository)
#   python3 ci/reference/compute-ocreval-figures.py --ocreval OCREVAL/bin \
#       --real-dev REAL_DEV \
#       > Tests/ScoringTests/Fixtures/ocreval-real-dev.json
#
#   # 3. the random pairs (no real-dev needed): 150 short pairs drawn with a fixed seed from
#   #    small alphabets (spaces, newlines, CR, tab, ~, ^, capitals, accents, Hebrew, kana,
#   #    combining marks, format characters, ...) where many alignments tie, to pin the
#   #    synchronization's and the word matching's tie-breaks
#   python3 ci/reference/compute-ocreval-figures.py --ocreval OCREVAL/bin --random 150 \
#       > Tests/ScoringTests/Fixtures/ocreval-random-pairs.json
#
#   # 4. the bundled real pairs (no real-dev needed): the ground-truth/OCR pairs of the same
#   #    page among the bundled layout files (PAIRS of ci/reference/dinglehopper_layout_pairs.py,
#   #    files under Tests/CorpusTests/Fixtures/dinglehopper-layout), their texts as
#   #    dinglehopper 0.11.0 extracts them (Tests/CorpusTests/Fixtures/dinglehopper-layout-
#   #    bundled.json): reference = the ground truth's text, hypothesis = the OCR file's text,
#   #    at region level for every pair and at line level too where a file's line-level text
#   #    differs from its region-level one (the other pairs would repeat themselves). For
#   #    one of them (bigger-texts at region level, 32,852 errors, far beyond ocrgauge's
#   #    alignment limit) only wordacc is run: see BEYOND_CELL_LIMIT.
#   python3 ci/reference/compute-ocreval-figures.py --ocreval OCREVAL/bin --bundled \
#       > Tests/ScoringTests/Fixtures/ocreval-bundled-pairs.json
#
# Every pair is written to two files byte for byte (UTF-8, no newline translation) and
# run as `accuracy REF HYP REPORT` and `wordacc REF HYP REPORT` (no options: the default
# stopword list, case-sensitive characters, case-insensitive words). The sums are
# `accsum REPORT...` and `wordaccsum REPORT...` over every pair's report, in fixture order.
#
# Output: one JSON object
#   {"ocreval": {"commit", "version", "utf8proc"},
#    "pairs": [ {"sample": "<subfolder>/<id>" | "handmade/<name>",
#                "reference_file": "<subfolder>/<id>.gt.txt" (relative to real-dev) | null,
#                "reference": <text, hand-made pairs only>,
#                "hypothesis": <the hypothesis file's exact text>,
#                "accuracy": <character report>, "wordacc": <word report>} ...],
#    "accsum": <character report>, "wordaccsum": <word report>}
# a character report = {"characters", "errors", "accuracy" (the printed percentage, a
#   string such as "97.31" or "------"), "reject_characters", "suspect_markers",
#   "false_marks", "marked"/"unmarked"/"total": [ins, subst, del, errors],
#   "classes": [[name, count, missed], ...] in printed order (the "Total" row last)}
# a word report = {"words", "misrecognized", "accuracy" (printed), "stopwords": [count,
#   missed], "non_stopwords": [count, missed]}.
# With --random N: a JSON list of N pairs {"sample": "random/<i>", "reference",
# "hypothesis", "accuracy", "wordacc"} (no sums).
# With --bundled: {"ocreval": {...}, "pairs": [{"sample": "bundled/<i>", "reference_file",
#   "hypothesis_file" (paths in the bundled layout folder, without ".gz"), "level": "region" |
#   "line", "within_cell_limit": bool, "accuracy", "wordacc"} ...], "accsum", "wordaccsum"}
#   with no text (the test reads both from dinglehopper-layout-bundled.json by file and level).
#   within_cell_limit is false for the pairs of BEYOND_CELL_LIMIT, whose "accuracy" is null:
#   ocrgauge gives no character figures there (ISRIStop.overCellLimit), so accsum and
#   wordaccsum are over the other pairs only.
# ocreval's "Ins" is a character the OCR left out (an insertion needed to correct it),
# its "Del" one the OCR added. Strings are \u-escaped (ensure_ascii).

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# Hand-made pairs: (name, reference file text, hypothesis file text).
HANDMADE = [
    # the OCR's reject character: never matched, always an error, counted as marked
    ("tilde-in-hypothesis", "The quick brown fox\n", "The qu~ck br~wn fox ~\n"),
    # a ~ in the reference is a wildcard: not a character, it excuses one OCR character
    ("tilde-in-reference", "Price: 1~.50 and ~~ more\n", "Price: 12.50 and xyz more\n"),
    # characters are case-sensitive, words are not
    ("case-differences", "Hello World HELLO\n", "hello WORLD Hello\n"),
    # the OCR adds words and characters only
    ("pure-insertions", "one two\n", "one extra two more\n"),
    # the OCR leaves words out only
    ("pure-deletions", "one two three four\n", "one three\n"),
    ("empty-reference", "", "some text\n"),
    ("empty-both", "", ""),
    ("empty-hypothesis", "text here\n", ""),
    # Latin-1, sharp s, composed vs decomposed e-acute (code points; words in NFC)
    ("non-ascii-latin", "Stra\u00dfe caf\u00e9 na\u00efve \u00c9t\u00e9\n",
     "Strasse cafe\u0301 naive \u00e9te\u0301\n"),
    # combining marks kept as code points of their own
    ("combining-marks", "ga\u0364ste u\u0303 q\u0303ue\n", "gaste \u0169 que\n"),
    # ideographs and kana: each a word of its own
    ("cjk", "\u6771\u4eac\u90fd\u306e\u5929\u6c17\u306f\u6674\u308c\u3067\u3059\u3002\n",
     "\u6771\u4eac\u90fd\u306e\u5929\u6c14\u306f\u6674\u308c\u3066\u3059\n"),
    # CR is a blank: CRLF reads as LF
    ("crlf", "line one\nline two\n", "line one\r\nline tw0\r\n"),
    # the suspect marker ^ is dropped and marks the next character
    ("suspect-markers", "The quick brown fox\n", "The ^quick br^own f^0x\n"),
    # blanks: tabs, runs, NBSP, leading/trailing, blank lines, no final newline
    ("whitespace", "a  b\tc\n\n  d\u00a0e \n", "a b c\nd e"),
    # transpositions: which alignment is taken decides ins/subst/del and classes
    ("transpositions", "ab ba abc acb\n", "ba ab acb abc\n"),
    # stopwords and non-stopwords
    ("stopwords", "The cat and the dog sat on a mat\n", "the cat an the dog sat in a mat\n"),
    # simple lower-case mapping: U+0130 becomes i
    ("dotted-capital-i", "\u0130stanbul ISTANBUL\n", "istanbul \u0131stanbul\n"),
    # word boundaries: apostrophes, decimals, abbreviations, times, hyphens, underscore
    ("word-boundaries", "Don't pay 3.14 e.g. U.S.A. at 12:30 e-mail a_b x\u00b2\n",
     "Dont pay 3,14 e.g U.S.A at 12.30 e mail a b x2\n"),
    # a longer noisy line: many equal-cost alignments
    ("noisy-line", "aaa bbb aaa bbb abab baba aabb bbaa\n", "aab bba aaab bb abba bab aab bbbaa\n"),
]

ACC_OPS = re.compile(r"^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(Marked|Unmarked|Total)$")
COUNT_LINE = re.compile(r"^\s*(-?\d+)\s+(.*)$")
CLASS_LINE = re.compile(r"^\s*(\d+)\s+(\d+)\s+(\S+)\s\s\s(.*)$")


def parse_accuracy(text):
    lines = text.split("\n")
    assert lines[0].startswith("ocreval Accuracy Report Version"), lines[0]
    value = {}
    names = {"Characters": "characters", "Errors": "errors", "Reject Characters":
             "reject_characters", "Suspect Markers": "suspect_markers",
             "False Marks": "false_marks"}
    for line in lines[2:12]:
        m = COUNT_LINE.match(line)
        if m and m.group(2) in names:
            value[names[m.group(2)]] = int(m.group(1))
        elif line.endswith("%  Accuracy"):
            value["accuracy"] = line[: -len("%  Accuracy")].strip()
    for line in lines:
        m = ACC_OPS.match(line)
        if m:
            value[m.group(5).lower()] = [int(m.group(i)) for i in range(1, 5)]
    # the class table: after the first "Count Missed %Right" header, to its "Total" row
    start = lines.index("   Count   Missed   %Right") + 1
    classes = []
    for line in lines[start:]:
        m = CLASS_LINE.match(line)
        assert m, line
        classes.append([m.group(4), int(m.group(1)), int(m.group(2))])
        if m.group(4) == "Total":
            break
    value["classes"] = classes
    return value


def parse_wordacc(text):
    lines = text.split("\n")
    assert lines[0].startswith("ocreval Word Accuracy Report Version"), lines[0]
    value = {
        "words": int(lines[2].split()[0]),
        "misrecognized": int(lines[3].split()[0]),
        "accuracy": lines[4][: -len("%  Accuracy")].strip(),
    }
    assert lines[2].endswith("Words") and lines[3].endswith("Misrecognized")
    for title, key in (("Stopwords", "stopwords"), ("Non-stopwords", "non_stopwords")):
        i = lines.index(title)  # the first table of that title: by length
        j = i + 2
        while not lines[j].endswith(" Total"):
            j += 1
        fields = lines[j].split()
        value[key] = [int(fields[0]), int(fields[1])]
    return value


def run(tool, *args):
    result = subprocess.run([str(tool), *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, check=False)
    if result.returncode != 0:
        sys.exit(f"{tool} {args}: exit {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode("utf-8")


RANDOM_CHARACTERS = list("aab b  ~^\nA\u00e9") + ["e\u0301", "\t", "\r\n", "x"]
RANDOM_WORDS = ["the", "The", "a", "cat", "dog", "of", "x1", "3.5", "don't", "~", "^a", "and",
                "an", "ab", "ba", "\u00e9t\u00e9", "Stra\u00dfe", "\n", "  ", "--"]
RANDOM_UNICODE = list("aZ09.,:;'\"_-~^ \n\t") + [
    "\u05d0", "\u05d1", "\u30a2", "\u30a4", "\u0301", "\u0308", "\u00ad", "\u200d", "\u200b",
    "\U0001F1E9", "\U0001F1EA", "\U0001F44D", "\u0085", "\u2028", "\u2029", "\u00a0", "\u3000",
    "\u4e00", "\u3042", "\u00b7", "\u2019", "\u0130", "\u0131", "\u03a3", "\u00df", "\ue000",
    "\u00bd", "\u00b2", "\u2060", "\ufeff", "\u0e01", "\u0e31", "\u0663", "\u066b", "\uff21",
    "\u2e17", "\u00e9", "e", "\u1e9e", "\u01c5"]


def random_pairs(count, seed=45):
    """`count` (reference, hypothesis) pairs: a third character soup, a third word soup,
    a third Unicode soup; the hypothesis mostly a noisy copy of the reference."""
    rng = random.Random(seed)

    def noisy(text, pool, rate):
        out = []
        for ch in text:
            r = rng.random()
            if r < rate:
                continue
            if r < 2 * rate:
                out.append(rng.choice(pool))
                continue
            out.append(ch)
            if rng.random() < rate / 2:
                out.append(rng.choice(pool))
        return "".join(out)

    pairs = []
    for i in range(count):
        kind = i % 3
        if kind == 0:
            pool = RANDOM_CHARACTERS
            reference = "".join(rng.choice(pool) for _ in range(rng.randint(0, 120)))
        elif kind == 1:
            pool = RANDOM_CHARACTERS
            reference = " ".join(rng.choice(RANDOM_WORDS) for _ in range(rng.randint(0, 40)))
        else:
            pool = RANDOM_UNICODE
            reference = "".join(rng.choice(pool) for _ in range(rng.randint(0, 80)))
        if rng.random() < 0.85:
            hypothesis = noisy(reference, pool, rng.choice([0.05, 0.15, 0.3]))
        else:
            hypothesis = "".join(rng.choice(pool) for _ in range(rng.randint(0, 60)))
        pairs.append((reference, hypothesis))
    return pairs


def run_pair(ocreval, directory, name, reference, hypothesis, accuracy=True):
    """ocreval's accuracy and wordacc reports of one pair (files named after `name`)."""
    ref, hyp = directory / f"{name}.ref.txt", directory / f"{name}.hyp.txt"
    ref.write_bytes(reference.encode("utf-8"))
    hyp.write_bytes(hypothesis.encode("utf-8"))
    acc, wac = directory / f"{name}.acc", directory / f"{name}.wac"
    if accuracy:
        run(ocreval / "accuracy", ref, hyp, acc)
    run(ocreval / "wordacc", ref, hyp, wac)
    return acc, wac


def main_random(args):
    out = []
    with tempfile.TemporaryDirectory() as d:
        for i, (reference, hypothesis) in enumerate(random_pairs(args.random)):
            acc, wac = run_pair(args.ocreval, Path(d), str(i), reference, hypothesis)
            out.append({"sample": f"random/{i}", "reference": reference, "hypothesis": hypothesis,
                        "accuracy": parse_accuracy(acc.read_text(encoding="utf-8")),
                        "wordacc": parse_wordacc(wac.read_text(encoding="utf-8"))})
    json.dump(out, sys.stdout, ensure_ascii=True, indent=0)
    sys.stdout.write("\n")


# (reference file, level) of the bundled pairs whose character alignment is far beyond
# ocrgauge's ISRILimits.cells (2^26 cells; d errors keep up to (d + 1)^2, so up to 8,191
# errors always fit), so ocrgauge gives no character figures for them: `accuracy` is not
# run (it takes ocreval over 10 minutes and GBs; on bigger-texts at region level it reports
# 67183 characters, 32852 errors), only `wordacc`; --all-accuracy runs it anyway.
BEYOND_CELL_LIMIT = {("dinglehopper/bigger-texts/00008228/00008228.gt.xml", "region")}


def bundled_pairs(texts_fixture):
    """(reference file, hypothesis file, level, reference text, hypothesis text) of every
    bundled ground-truth/OCR pair: region level, and line level where a text differs."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from dinglehopper_layout_pairs import PAIRS
    with open(texts_fixture, encoding="utf-8") as f:
        texts = {(e["file"], e["level"]): e["text"] for e in json.load(f)}
    out = []
    for level in ("region", "line"):
        for reference, hypothesis in PAIRS:
            if level == "line" and all(texts[(f, "line")] == texts[(f, "region")]
                                       for f in (reference, hypothesis)):
                continue
            out.append((reference, hypothesis, level, texts[(reference, level)],
                        texts[(hypothesis, level)]))
    return out


def main_bundled(args):
    pairs, acc_reports, wac_reports = [], [], []
    version = None
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        for i, (ref_file, hyp_file, level, reference, hypothesis) in enumerate(
                bundled_pairs(args.bundled_texts)):
            pair = {"sample": f"bundled/{i}", "reference_file": ref_file,
                    "hypothesis_file": hyp_file, "level": level}
            skip = (ref_file, level) in BEYOND_CELL_LIMIT and not args.all_accuracy
            acc, wac = run_pair(args.ocreval, d, str(i), reference, hypothesis, accuracy=not skip)
            if skip:
                pair["accuracy"] = None
                pair["within_cell_limit"] = False
            else:
                acc_text = acc.read_text(encoding="utf-8")
                version = acc_text.split("\n")[0].split()[-1]
                pair["accuracy"] = parse_accuracy(acc_text)
                pair["within_cell_limit"] = True
            pair["wordacc"] = parse_wordacc(wac.read_text(encoding="utf-8"))
            print(f"{pair['sample']} {level} {ref_file} {hyp_file}", file=sys.stderr)
            pairs.append(pair)
            if pair["within_cell_limit"]:
                acc_reports.append(acc)
                wac_reports.append(wac)
        accsum = parse_accuracy(run(args.ocreval / "accsum", *acc_reports))
        wordaccsum = parse_wordacc(run(args.ocreval / "wordaccsum", *wac_reports))
    utf8proc = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libutf8proc-dev"],
                              stdout=subprocess.PIPE, check=False).stdout.decode() or None
    fixture = {"ocreval": {"commit": args.commit, "version": version, "utf8proc": utf8proc},
               "pairs": pairs, "accsum": accsum, "wordaccsum": wordaccsum}
    json.dump(fixture, sys.stdout, ensure_ascii=True, indent=1)
    sys.stdout.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ocreval", required=True, type=Path, help="ocreval's bin folder")
    parser.add_argument("--real-dev", type=Path)
    parser.add_argument("--random", type=int, help="write N random pairs instead")
    parser.add_argument("--bundled", action="store_true",
                        help="write the bundled layout files' pairs instead")
    parser.add_argument("--all-accuracy", action="store_true",
                        help="with --bundled: run accuracy on the pairs of BEYOND_CELL_LIMIT too")
    parser.add_argument("--bundled-texts", type=Path,
                        default=Path("Tests/CorpusTests/Fixtures/dinglehopper-layout-bundled.json"))
    parser.add_argument("--dinglehopper-fixture", type=Path,
                        default=Path("Tests/ScoringTests/Fixtures/dinglehopper-real-dev.json"))
    parser.add_argument("--commit", default="873a0de5796c0b9ccf07a549afdd30159a9e0b3e")
    args = parser.parse_args()
    if args.random:
        return main_random(args)
    if args.bundled:
        return main_bundled(args)
    if args.real_dev is None:
        parser.error("--real-dev is needed (or --random N, or --bundled)")

    with open(args.dinglehopper_fixture, encoding="utf-8") as f:
        real = [e for e in json.load(f) if e["reference_file"] is not None]
    pairs = []
    for e in real:
        with open(args.real_dev / e["reference_file"], "rb") as f:
            reference = f.read().decode("utf-8")
        pairs.append({"sample": e["sample"], "reference_file": e["reference_file"],
                      "ref_text": reference, "hypothesis": e["hypothesis"]})
    for name, reference, hypothesis in HANDMADE:
        pairs.append({"sample": "handmade/" + name, "reference_file": None,
                      "reference": reference, "ref_text": reference,
                      "hypothesis": hypothesis})

    acc_reports, wac_reports = [], []
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        for i, pair in enumerate(pairs):
            acc, wac = run_pair(args.ocreval, d, str(i), pair.pop("ref_text"), pair["hypothesis"])
            pair["accuracy"] = parse_accuracy(acc.read_text(encoding="utf-8"))
            pair["wordacc"] = parse_wordacc(wac.read_text(encoding="utf-8"))
            acc_reports.append(acc)
            wac_reports.append(wac)
        accsum = parse_accuracy(run(args.ocreval / "accsum", *acc_reports))
        wordaccsum = parse_wordacc(run(args.ocreval / "wordaccsum", *wac_reports))
    version = run(args.ocreval / "accuracy", args.real_dev / "SOURCES.md",
                  args.real_dev / "SOURCES.md").split("\n")[0].split()[-1]
    utf8proc = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libutf8proc-dev"],
                              stdout=subprocess.PIPE, check=False).stdout.decode() or None
    fixture = {"ocreval": {"commit": args.commit, "version": version, "utf8proc": utf8proc},
               "pairs": pairs, "accsum": accsum, "wordaccsum": wordaccsum}
    json.dump(fixture, sys.stdout, ensure_ascii=True, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
