#!/usr/bin/env python3
# compute-dinglehopper-layout-texts.py — the text dinglehopper 0.11.0 reads from every
# PAGE-XML and ALTO ground truth of shared/real-dev, at both TextEquiv levels (region, its
# default, and line; ALTO reads the same at both), as `dinglehopper-extract
# [--textequiv-level line] FILE` prints it. Prints a JSON list (the fixture
# Tests/CorpusTests/Fixtures/dinglehopper-layout-texts.json), which
# Tests/CorpusTests/LayoutTruthReadsAsDinglehopper.swift compares with the corpus
# loader's reading under the dinglehopper profile.
#
# Usage (from the repository root, with the real-dev set at shared/real-dev beside it):
#
#   python3 -m venv /tmp/dh
#   /tmp/dh/bin/pip install 'dinglehopper==0.11.0' 'multimethod<1.12'
#   /tmp/dh/bin/python ci/reference/compute-dinglehopper-layout-texts.py the real-dev set (shared/real-dev beside the repository) \
#       > Tests/CorpusTests/Fixtures/dinglehopper-layout-texts.json
#
# Each entry: {"file": "<subfolder>/<name>" (relative to real-dev), "level": "region" or "line",
#              "text": <extract(FILE, textequiv_level=LEVEL).text>}
# The script also runs the dinglehopper-extract CLI on every file at both levels and
# asserts that it printed the same text (plus the line break print() adds). The files of
# dinglehopper's own test data and OCR-D/assets' are bundled and have their own fixture
# (bundle-dinglehopper-layout-files.py, compute-dinglehopper-bundled-texts.py). Strings are \u-escaped
# (ensure_ascii) so no editor can renormalise them.

import json
import os
import subprocess
import sys
from importlib.metadata import version

from dinglehopper.ocr_files import extract


def main():
    real_dev = sys.argv[1] if len(sys.argv) > 1 else os.path.join("..", "shared", "real-dev")
    assert version("dinglehopper") == "0.11.0", version("dinglehopper")
    extract_cli = os.path.join(os.path.dirname(sys.executable), "dinglehopper-extract")
    entries = []
    for folder in sorted(os.listdir(real_dev)):
        path = os.path.join(real_dev, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if not (name.endswith(".gt.page.xml") or name.endswith(".gt.alto.xml")):
                continue
            file = os.path.join(path, name)
            for level in ("region", "line"):
                text = extract(file, textequiv_level=level).text
                option = ["--textequiv-level", "line"] if level == "line" else []
                printed = subprocess.run([extract_cli] + option + [file], capture_output=True,
                                         check=True).stdout.decode("utf-8")
                assert printed == text + "\n", (file, level, printed[:80], text[:80])
                entries.append({"file": f"{folder}/{name}", "level": level, "text": text})
    json.dump(entries, sys.stdout, ensure_ascii=True, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
