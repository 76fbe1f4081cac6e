#!/usr/bin/env python3
"""check-score-dinglehopper-pairs.py OCRGAUGE [FOLDER]

`ocrgauge score --normalization dinglehopper` must count dinglehopper 0.11.0's character
edits and reference length on every pair of a ground truth and an OCR result among the
bundled layout files (FOLDER, default Tests/CorpusTests/Fixtures/dinglehopper-layout,
made by bundle-dinglehopper-layout-files.py): dinglehopper's own test pairs and the
OCR-D/assets pages read by several engines (PAIRS of dinglehopper_layout_pairs.py beside
this script, shared with compute-ocreval-figures.py --bundled), at TextEquiv level region
and line.
dinglehopper's figures are worked out here as its CLI works them out (extract() of both
files, then distance() and len() of the grapheme clusters, character_error_rate_n in its
character_error_rate.py). Prints one line per pair and level, then how many agree; exit
0 when all do, 1 otherwise.

Usage (from the repository root, after swift build):

  /tmp/dh/bin/python ci/reference/check-score-dinglehopper-pairs.py .build/debug/ocrgauge
"""
import gzip
import os
import re
import subprocess
import sys
import tempfile
from importlib.metadata import version

from dinglehopper.edit_distance import distance
from dinglehopper.ocr_files import extract

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dinglehopper_layout_pairs import PAIRS  # noqa: E402

FIGURE = re.compile(r"^CER [^(\n]*\((\d+)/(\d+)\)", re.MULTILINE)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    assert version("dinglehopper") == "0.11.0", version("dinglehopper")
    binary = sys.argv[1]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folder = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "Tests", "CorpusTests", "Fixtures",
                                                                "dinglehopper-layout")
    agree = total = 0
    with tempfile.TemporaryDirectory() as scratch:
        def unpacked(relative):
            path = os.path.join(scratch, relative.replace("/", "_"))
            if not os.path.exists(path):
                with open(path, "wb") as handle:
                    handle.write(gzip.decompress(open(os.path.join(folder, relative + ".gz"), "rb").read()))
            return path

        for reference, hypothesis in PAIRS:
            ref, hyp = unpacked(reference), unpacked(hypothesis)
            for level in ("region", "line"):
                gt, ocr = extract(ref, textequiv_level=level), extract(hyp, textequiv_level=level)
                theirs = (distance(gt, ocr), len(gt.grapheme_clusters))
                run = subprocess.run([binary, "score", "--normalization", "dinglehopper", "--textequiv-level", level,
                                      "--no-diff", "--score-timeout", "600", ref, hyp], capture_output=True, text=True)
                found = FIGURE.search(run.stdout)
                ours = (int(found.group(1)), int(found.group(2))) if found else None
                total += 1
                agree += ours == theirs
                mark = "ok  " if ours == theirs else "DIFF"
                print(f"{mark} {level:6} ocrgauge {ours} dinglehopper {theirs}  {reference}  {hypothesis}")
    print(f"{agree} of {total} agree ({len(PAIRS)} pairs x 2 levels)")
    return 0 if agree == total else 1


if __name__ == "__main__":
    sys.exit(main())
