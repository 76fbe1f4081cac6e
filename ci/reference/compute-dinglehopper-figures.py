#!/usr/bin/env python3
# compute-dinglehopper-figures.py — dinglehopper 0.11.0's CER/WER for PLAIN TEXT files,
# as `dinglehopper GT.txt OCR.txt --plain-encoding utf-8` computes them, for every sample
# of shared/real-dev (reference = <sample>.gt.txt, hypothesis = Tesseract's output) plus
# a few hand-made pairs that exercise the file-reading corner cases. Prints a JSON list
# (the fixture Tests/ScoringTests/Fixtures/dinglehopper-real-dev.json).
#
# Usage (from the repository root, with the real-dev set at shared/real-dev beside it):
#
#   # 1. the reference implementation, pinned (pip resolves uniseg 0.10.1, rapidfuzz
#   #    3.14.6 with it today; the uniseg version matters, see the PUA note below)
#   python3 -m venv /tmp/dh-venv
#   /tmp/dh-venv/bin/pip install 'dinglehopper==0.11.0' 'multimethod<1.12'
#
#   # 2. the hypotheses: Tesseract 5.3.0, eng, one text file per image, stored verbatim:
#   #    for every image the real-dev set (shared/real-dev beside the repository)/<subfolder>/<id>.<ext> (tif/jpg/png)
#   #      OMP_THREAD_LIMIT=1 tesseract IMAGE - -l eng --psm 3 > HYPDIR/<subfolder>/<id>.txt
#   #    (or let this script do exactly that with --run-tesseract; it skips existing files)
#
#   # 3. the fixture (prints JSON on stdout; --cli-check N also runs the dinglehopper CLI
#   #    on N real-dev samples and on every hand-made pair and asserts the same cer/wer)
#   /tmp/dh-venv/bin/python ci/reference/compute-dinglehopper-figures.py \
#       --real-dev the real-dev set (shared/real-dev beside the repository) --hypotheses /tmp/hyp --run-tesseract --cli-check 5 \
#       > Tests/ScoringTests/Fixtures/dinglehopper-real-dev.json
#
# Output: a JSON list of objects
#   {"sample": "<subfolder>/<id>" | "handmade/<name>",
#    "reference_file": "<subfolder>/<id>.gt.txt" (relative to real-dev) | null,
#    "reference": <text, hand-made pairs only>,
#    "hypothesis": <the hypothesis file's exact text>,
#    "cer": x | null, "wer": y | null,          (null = dinglehopper's inf: empty reference
#                                                with a non-empty comparison)
#    "cer_edits": n, "cer_length": n,           (Levenshtein distance over grapheme clusters,
#    "wer_edits": n, "wer_length": n,            reference cluster count incl. "\n" joiners;
#                                                same over words)
#    "reference_words": [...], "hypothesis_words": [...],
#    "naive_nfc_grapheme_cer": z | null}        (NOT dinglehopper: NFC of the whole raw file
#                                                texts, uniseg grapheme clusters incl. every
#                                                newline, Levenshtein / reference clusters)
# cer == 0 if cer_edits == 0, else inf (null) if cer_length == 0, else cer_edits/cer_length;
# the same for wer. Strings are \u-escaped (ensure_ascii) so no editor can renormalise them.
#
# PUA note: dinglehopper patches uniseg.wordbreak.word_break so that Private-Use-Area
# characters count as ALetter, but uniseg >= 0.10 binds the property function as a default
# argument of words(), so the patch has no effect: with uniseg 0.10.1 every PUA code point
# is a word of its own (and dinglehopper's own test_words_private_use_area fails). These
# figures are what the pinned install above actually computes.

import argparse
import json
import os
import subprocess
import sys
import tempfile
import unicodedata
from importlib.metadata import version
from pathlib import Path

from dinglehopper.character_error_rate import character_error_rate_n
from dinglehopper.edit_distance import distance
from dinglehopper.ocr_files import extract
from dinglehopper.word_error_rate import word_error_rate_n, words_normalized
from rapidfuzz.distance import Levenshtein
from uniseg.graphemecluster import grapheme_clusters

IMAGE_EXTENSIONS = (".tif", ".tiff", ".jpg", ".jpeg", ".png")

# Hand-made pairs: (name, reference file text, hypothesis file text). Written to files
# byte for byte (UTF-8, no newline translation) and read back the way the CLI does.
HANDMADE = [
    (
        # blank lines, leading/trailing blanks on lines, CRLF, a doubled final newline
        "lines-blank-crlf-edge-spaces",
        "Erste Zeile\nZweite  Zeile\nDritte Zeile\n",
        "  Erste Zeile \r\n\r\n\tZweite  Zeile\r\n   \r\nDritte Zeile\r\n\r\n",
    ),
    (
        # U+2028/U+2029/U+0085/VT/FF are not line breaks when reading a file; only
        # stripped at line edges. Missing final newline; a lone CR is a line break.
        "unicode-separators-no-final-newline",
        "alpha beta\ngamma delta\nepsilon zeta\n",
        "alpha\u2028beta\u2029\ngamma\u0085delta\x0b\repsilon zeta\x0c",
    ),
    (
        # ’ → ' and — → – and ⸗ → - are substituted; „“ « » ‘ are not
        "quotes-apostrophes-dashes",
        "Er sagte: \u201eDas geht\u2019s nicht\u201c \u2014 oder doch?\nver\u2e17\n"
        "\u00bbja\u00ab, \u2018so\u2019 == gut\n",
        "Er sagte: \"Das geht's nicht\" - oder doch?\nver-\n"
        "\"ja\", 'so' \u2013 gut\n",
    ),
    (
        # a/o/u + U+0364 → ä/ö/ü, NFC composes u+U+0308; capital A+U+0364 and ſ stay
        "combining-marks-long-s",
        "Die Ga\u0364\u017fte \u017fa\u00dfen u\u0364ber dem Flu\u017f\u017fe. A\u0364rger\n",
        "Die Ga\u0308ste sa\u00dfen \u00fcber dem Flusse. \u00c4rger\n",
    ),
    (
        # MUFI PUA: ligatures unjoined (U+EADA ſt, U+EBA6 ſſ, U+F4F9 ll, U+EEC4 ck,
        # U+EEDC tz), PUA umlaut U+E72B → ü, U+F50F (q̃) is kept and splits the word
        "mufi-private-use",
        "Ge\ueadaalt di\ueba6e Ha\uf4f9e Zu\ueec4er Ka\ueedce \ue72bber \uf50fue \ufb01nden\n",
        "Geſtalt diſſe Halle Zucker Katze über q\u0303ue finden\n",
    ),
    (
        "empty-reference",
        "",
        "Rauschen\n",
    ),
    (
        # a reference of blank lines only: one "\n" cluster, no words
        "reference-blank-lines-only",
        "\n\n",
        "",
    ),
    (
        # case differences, digits, punctuation-only tokens, BOM in the hypothesis
        "bom-case-digits-punctuation",
        "The total is 12,50 EUR (incl. VAT) ... e.g. x-y\n",
        "\ufeffthe total is 12.50 EUR incl VAT e.g x y\n",
    ),
]


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8")  # strict: the CLI would fail on bad UTF-8 too


def dinglehopper_figures(gt_path, ocr_path):
    """The steps of dinglehopper.cli.process() for two plain-text files."""
    gt_text = extract(gt_path, textequiv_level="region", plain_encoding="utf-8")
    ocr_text = extract(ocr_path, textequiv_level="region", plain_encoding="utf-8")
    gt_words = list(words_normalized(gt_text))
    ocr_words = list(words_normalized(ocr_text))
    cer, n_characters = character_error_rate_n(gt_text, ocr_text)
    wer, n_words = word_error_rate_n(gt_words, ocr_words)
    cer_edits = distance(gt_text, ocr_text)
    wer_edits = Levenshtein.distance(gt_words, ocr_words)
    for rate, edits, n in ((cer, cer_edits, n_characters), (wer, wer_edits, n_words)):
        expected = 0 if edits == 0 else (float("inf") if n == 0 else edits / n)
        assert rate == expected, (rate, edits, n)
    return {
        "cer": cer,
        "wer": wer,
        "cer_edits": cer_edits,
        "cer_length": n_characters,
        "wer_edits": wer_edits,
        "wer_length": n_words,
        "reference_words": gt_words,
        "hypothesis_words": ocr_words,
    }


def naive_cer(reference, hypothesis):
    r = list(grapheme_clusters(unicodedata.normalize("NFC", reference)))
    h = list(grapheme_clusters(unicodedata.normalize("NFC", hypothesis)))
    d = Levenshtein.distance(r, h)
    if d == 0:
        return 0.0
    return None if not r else d / len(r)


def cli_figures(gt_path, ocr_path, workdir):
    exe = Path(sys.executable).with_name("dinglehopper")
    subprocess.run(
        [str(exe), gt_path, ocr_path, "report", workdir, "--plain-encoding", "utf-8"],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    with open(os.path.join(workdir, "report.json"), encoding="utf-8") as f:
        report = json.load(f)  # accepts the bare Infinity dinglehopper writes
    return report["cer"], report["wer"], report["n_characters"], report["n_words"]


def check_cli(entry, gt_path, ocr_path):
    with tempfile.TemporaryDirectory() as d:
        cer, wer, n_c, n_w = cli_figures(gt_path, ocr_path, d)
    assert (cer, wer, n_c, n_w) == (
        entry["cer"], entry["wer"], entry["cer_length"], entry["wer_length"]
    ), (entry["sample"], cer, wer, n_c, n_w)
    print(f"CLI agrees for {entry['sample']}: cer={cer!r} wer={wer!r}", file=sys.stderr)


def run_tesseract(images, real_dev, hyp_dir):
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    for image in images:
        rel = image.relative_to(real_dev)
        out = hyp_dir / rel.parent / (image.stem + ".txt")
        if out.exists():
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(
            ["tesseract", str(image), "-", "-l", "eng", "--psm", "3"],
            env=env, check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )
        out.write_bytes(result.stdout)
        print(f"tesseract: {rel} -> {out}", file=sys.stderr)


def jsonable(entry):
    out = dict(entry)
    for key in ("cer", "wer", "naive_nfc_grapheme_cer"):
        value = out.get(key)
        if value is not None and value == float("inf"):
            out[key] = None
        elif value is not None:
            out[key] = float(value)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--real-dev", required=True, type=Path)
    ap.add_argument("--hypotheses", required=True, type=Path)
    ap.add_argument("--run-tesseract", action="store_true",
                    help="create missing hypothesis files with the tesseract CLI")
    ap.add_argument("--cli-check", type=int, default=0, metavar="N",
                    help="also run the dinglehopper CLI on N real-dev samples and on "
                         "every hand-made pair and assert identical figures")
    args = ap.parse_args()

    assert version("dinglehopper") == "0.11.0", version("dinglehopper")
    print(f"dinglehopper {version('dinglehopper')}, uniseg {version('uniseg')}, "
          f"rapidfuzz {version('rapidfuzz')}, multimethod {version('multimethod')}, "
          f"python {sys.version.split()[0]}, unicodedata {unicodedata.unidata_version}",
          file=sys.stderr)
    if version("uniseg") != "0.10.1":
        print("WARNING: uniseg is not 0.10.1; word figures with PUA may differ",
              file=sys.stderr)

    real_dev = args.real_dev.resolve()
    images = sorted(
        p for p in real_dev.glob("*/*")
        if p.suffix.lower() in IMAGE_EXTENSIONS and not p.name.startswith(".")
    )
    if args.run_tesseract:
        run_tesseract(images, real_dev, args.hypotheses)

    # --cli-check N: N samples spread evenly over the sorted list (all if N >= count)
    n = min(args.cli_check, len(images))
    cli_indices = {round(i * (len(images) - 1) / max(n - 1, 1)) for i in range(n)}
    entries = []
    for index, image in enumerate(images):
        rel = image.relative_to(real_dev)
        sample = f"{rel.parent.as_posix()}/{image.stem}"
        gt_path = real_dev / rel.parent / (image.stem + ".gt.txt")
        ocr_path = args.hypotheses / rel.parent / (image.stem + ".txt")
        entry = {
            "sample": sample,
            "reference_file": f"{rel.parent.as_posix()}/{image.stem}.gt.txt",
            "hypothesis": read_text(ocr_path),
        }
        entry.update(dinglehopper_figures(str(gt_path), str(ocr_path)))
        entry["naive_nfc_grapheme_cer"] = naive_cer(read_text(gt_path), entry["hypothesis"])
        if index in cli_indices:
            check_cli(entry, str(gt_path), str(ocr_path))
        entries.append(entry)

    with tempfile.TemporaryDirectory() as tmp:
        for name, reference, hypothesis in HANDMADE:
            gt_path = os.path.join(tmp, name + ".gt.txt")
            ocr_path = os.path.join(tmp, name + ".txt")
            with open(gt_path, "wb") as f:
                f.write(reference.encode("utf-8"))
            with open(ocr_path, "wb") as f:
                f.write(hypothesis.encode("utf-8"))
            entry = {
                "sample": "handmade/" + name,
                "reference_file": None,
                "reference": reference,
                "hypothesis": hypothesis,
            }
            entry.update(dinglehopper_figures(gt_path, ocr_path))
            entry["naive_nfc_grapheme_cer"] = naive_cer(reference, hypothesis)
            if args.cli_check:
                check_cli(entry, gt_path, ocr_path)
            entries.append(entry)

    json.dump([jsonable(e) for e in entries], sys.stdout, ensure_ascii=True, indent=1,
              allow_nan=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
