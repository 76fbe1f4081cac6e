#!/usr/bin/env python3
"""bundle-dinglehopper-layout-files.py DINGLEHOPPER_GIT ASSETS_GIT [OUT]

Copies every PAGE-XML and ALTO file of dinglehopper 0.11.0's test data
(src/dinglehopper/tests/data of github.com/qurator-spk/dinglehopper at tag v0.11.0) and
of OCR-D/assets' data folder (github.com/OCR-D/assets at d004ab72) into OUT
(default Tests/CorpusTests/Fixtures/dinglehopper-layout), each gzip-compressed (no name,
no time stamp: the same bytes on every run) as OUT/<source>/<path>.gz, <source> being
"dinglehopper" or "OCR-D-assets" and <path> the file's path under the data folder.

DINGLEHOPPER_GIT and ASSETS_GIT are git directories (clones or bare mirrors) holding
those commits. A file is PAGE-XML or ALTO when its root element's local name is PcGts or
alto, the test dinglehopper itself makes (page_namespace and alto_namespace in its
ocr_files.py); METS files and everything else are left out. Blobs the git directory
lacks (large images, never XML here) are passed over. Writes OUT/manifest.json: per file
its source, commit, path, byte count and SHA-256 of the uncompressed bytes.

compute-dinglehopper-bundled-texts.py then makes the fixture of dinglehopper's texts of
these files.
"""
import gzip
import hashlib
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

# Left out: a dataset whose licence forbids commercial use (its METS: CC BY-NC-SA 4.0),
# which this repository's users may not accept; its two PAGE files hold no text anyway.
EXCLUDED = ("SBB0000F29300010000/",)

SOURCES = [
    # (name, commit, folder in the repository)
    ("dinglehopper", "c3aa48ec3bdc0402af0969c03ee1de77f9c173b0", "src/dinglehopper/tests/data/"),
    ("OCR-D-assets", "d004ab7211fb3d57801e783b184a7ded1e2f5e4b", "data/"),
]


def git(directory, *args):
    return subprocess.run(["git", "-C", directory, *args], capture_output=True, check=True).stdout


def root_name(data):
    """The root element's local name, or None when the bytes are not well-formed XML."""
    try:
        for _, element in ET.iterparse(__import__("io").BytesIO(data), events=("start",)):
            return element.tag.rsplit("}", 1)[-1]
    except ET.ParseError:
        return None
    return None


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    repositories = {"dinglehopper": sys.argv[1], "OCR-D-assets": sys.argv[2]}
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = sys.argv[3] if len(sys.argv) > 3 else os.path.join(root, "Tests", "CorpusTests", "Fixtures",
                                                             "dinglehopper-layout")
    manifest = []
    for name, commit, folder in SOURCES:
        listing = git(repositories[name], "ls-tree", "-r", "-z", commit, "--", folder).decode("utf-8")
        for record in filter(None, listing.split("\0")):
            meta, path = record.split("\t", 1)
            _, kind, blob = meta.split()
            if kind != "blob" or not path.lower().endswith(".xml"):
                continue
            if any(path[len(folder):].startswith(excluded) for excluded in EXCLUDED):
                continue
            try:
                data = git(repositories[name], "cat-file", "blob", blob)
            except subprocess.CalledProcessError:
                print(f"{name}: {path}: blob {blob} absent, passed over", file=sys.stderr)
                continue
            local = root_name(data)
            if local not in ("PcGts", "alto"):
                continue
            relative = f"{name}/{path[len(folder):]}"
            target = os.path.join(out, relative + ".gz")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(gzip.compress(data, compresslevel=9, mtime=0))
            manifest.append({"file": relative, "format": "page" if local == "PcGts" else "alto",
                             "source": name, "commit": commit, "path": path, "bytes": len(data),
                             "sha256": hashlib.sha256(data).hexdigest()})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=1)
        handle.write("\n")
    total = sum(entry["bytes"] for entry in manifest)
    print(f"{len(manifest)} files, {total} bytes uncompressed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
