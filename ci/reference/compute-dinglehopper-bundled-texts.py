#!/usr/bin/env python3
"""compute-dinglehopper-bundled-texts.py [--check-cli] [FOLDER] > FIXTURE

The text dinglehopper 0.11.0 reads from every PAGE-XML and ALTO file bundled in FOLDER
(default Tests/CorpusTests/Fixtures/dinglehopper-layout, made by
bundle-dinglehopper-layout-files.py: dinglehopper's own test data and OCR-D/assets'),
at both TextEquiv levels, region and line (ALTO has one level: dinglehopper reads it the
same at both). Prints a JSON list, the fixture
Tests/CorpusTests/Fixtures/dinglehopper-layout-bundled.json, which
Tests/CorpusTests/BundledLayoutTruthReadsAsDinglehopper.swift compares with the corpus
loader's reading under the dinglehopper profile.

Usage (from the repository root):

  python3 -m venv /tmp/dh
  /tmp/dh/bin/pip install 'dinglehopper==0.11.0' 'multimethod<1.12'
  /tmp/dh/bin/python ci/reference/compute-dinglehopper-bundled-texts.py --check-cli \\
      > Tests/CorpusTests/Fixtures/dinglehopper-layout-bundled.json

Each entry: {"file": <path in FOLDER without .gz>, "format": "page" | "alto",
"sha256": <of the uncompressed bytes>, "level": "region" | "line", and either
"text": extract(FILE, textequiv_level=LEVEL).text or, when dinglehopper raises,
"raises": "<exception type>: <message>"}. With --check-cli the script also runs
`dinglehopper-extract [--textequiv-level line] FILE` on every file and asserts that it
printed the same text (plus print()'s line feed), or failed where extract raised.
Strings are \\u-escaped (ensure_ascii) so no editor can renormalise them.
"""
import gzip
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from importlib.metadata import version

from dinglehopper.ocr_files import extract


def main():
    arguments = sys.argv[1:]
    check_cli = "--check-cli" in arguments
    arguments = [a for a in arguments if a != "--check-cli"]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folder = arguments[0] if arguments else os.path.join(root, "Tests", "CorpusTests", "Fixtures", "dinglehopper-layout")
    assert version("dinglehopper") == "0.11.0", version("dinglehopper")
    extract_cli = os.path.join(os.path.dirname(sys.executable), "dinglehopper-extract")
    manifest = json.load(open(os.path.join(folder, "manifest.json"), encoding="utf-8"))
    entries = []
    with tempfile.TemporaryDirectory() as scratch:
        for item in manifest:
            data = gzip.decompress(open(os.path.join(folder, item["file"] + ".gz"), "rb").read())
            sha256 = hashlib.sha256(data).hexdigest()
            assert sha256 == item["sha256"], item["file"]
            path = os.path.join(scratch, "file.xml")
            with open(path, "wb") as handle:
                handle.write(data)
            for level in ("region", "line"):
                entry = {"file": item["file"], "format": item["format"], "sha256": sha256, "level": level}
                try:
                    entry["text"] = extract(path, textequiv_level=level).text
                except Exception as error:  # what dinglehopper raises is the expectation
                    entry["raises"] = f"{type(error).__name__}: {error}"
                if check_cli:
                    command = [extract_cli] + (["--textequiv-level", "line"] if level == "line" else []) + [path]
                    printed = subprocess.run(command, capture_output=True)
                    if "text" in entry:
                        assert printed.returncode == 0, (item["file"], level, printed.stderr[-300:])
                        assert printed.stdout.decode("utf-8") == entry["text"] + "\n", (item["file"], level)
                    else:
                        assert printed.returncode != 0, (item["file"], level)
                entries.append(entry)
    json.dump(entries, sys.stdout, ensure_ascii=True, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
