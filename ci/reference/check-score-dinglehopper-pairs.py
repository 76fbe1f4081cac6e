#!/usr/bin/env python3
"""check-score-dinglehopper-pairs.py OCRGAUGE [FOLDER]

`ocrgauge score --normalization dinglehopper` must count dinglehopper 0.11.0's character
edits and reference length on every pair of a ground truth and an OCR result among the
bundled layout files (FOLDER, default Tests/CorpusTests/Fixtures/dinglehopper-layout,
made by bundle-dinglehopper-layout-files.py): dinglehopper's own test pairs and the
OCR-D/assets pages read by several engines, at TextEquiv level region and line.
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

D = "dinglehopper/"
K = "OCR-D-assets/kant_aufklaerung_1784-complex/data/"
ENGINES = ["OCR-D-OCR-CALA-gt4histocr", "OCR-D-OCR-OCRO-fraktur", "OCR-D-OCR-OCRO-frakturjze",
           "OCR-D-OCR-TESS-Fraktur--Latin", "OCR-D-OCR-TESS-Fraktur", "OCR-D-OCR-TESS-frk--deu",
           "OCR-D-OCR-TESS-frk", "OCR-D-OCR-TESS-gt4histocr"]
PAIRS = [
    (D + "actevedef_718448162/OCR-D-GT-PAGE/00000024.page.xml",
     D + "actevedef_718448162/OCR-D-OCR-CALAMARI/OCR-D-OCR-CALAMARI_0001.xml"),
    (D + "actevedef_718448162/OCR-D-GT-PAGE/00000024.page.xml",
     D + "actevedef_718448162/OCR-D-OCR-TESS/OCR-D-OCR-TESS_0001.xml"),
    (D + "bigger-texts/00008228/00008228.gt.xml", D + "bigger-texts/00008228/00008228-00236534.gt4hist.xml"),
    (D + "brochrnx_73075507X/00000139.gt.page.xml", D + "brochrnx_73075507X/00000139.ocrd-tess.ocr.page.xml"),
    (D + "directory-test/gt/1.xml", D + "directory-test/ocr/1.xml"),
    (D + "directory-test/gt/2.xml", D + "directory-test/ocr/2.xml"),
    (D + "lorem-ipsum/lorem-ipsum-scan.gt.page.xml", D + "lorem-ipsum/lorem-ipsum-scan.ocr.tesseract.alto.xml"),
    (D + "lorem-ipsum/lorem-ipsum-scan-bad.gt.page.xml", D + "lorem-ipsum/lorem-ipsum-scan-bad.ocr.tesseract.alto.xml"),
    (D + "test-gt.page2018.xml", D + "test-fake-ocr.page2018.xml"),
    (D + "unused-larex-indexed-textequiv-jkamlah/OCR-D-GT_0008.xml",
     D + "unused-larex-indexed-textequiv-jkamlah/OCR-D-OCR-TESS_0008.xml"),
] + [
    (K + f"OCR-D-GT-PAGE/PAGE_{page}_PAGE.xml",
     K + f"{engine}-SEG-LINE-tesseract-ocropy-DEWARP/{engine}-SEG-LINE-tesseract-ocropy-DEWARP_{number}.xml")
    for page, number in (("0017", "0001"), ("0020", "0002")) for engine in ENGINES
] + [
    (f"OCR-D-assets/{folder}/data/OCR-D-GT-PAGE/PAGE_{page}_PAGE.xml",
     f"OCR-D-assets/{folder}/data/OCR-D-GT-ALTO/PAGE_{page}_ALTO.xml")
    for folder in ("kant_aufklaerung_1784", "kant_aufklaerung_1784-complex") for page in ("0017", "0020")
]

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
