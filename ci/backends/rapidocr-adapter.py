#!/usr/bin/env python3
"""ocrgauge command-backend adapter for RapidOCR (PP-OCRv4 through ONNX Runtime).

Speaks the persistent protocol of docs/backends.md: one JSON request per line on
standard input, one ocrgauge JSON answer per line on standard output. The model loads
once. rapidocr-onnxruntime 1.4.4 ships its models inside the wheel, so it runs offline.
"""
import json
import os
import sys

# Answers go to the real standard output; anything the libraries print goes to stderr.
answers = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8", buffering=1)
os.dup2(sys.stderr.fileno(), sys.stdout.fileno())

from rapidocr_onnxruntime import RapidOCR  # noqa: E402  (after the redirect, on purpose)

engine = RapidOCR()


SUPPORTED_LANGUAGES = {"eng", "chi_sim"}   # the PP-OCRv4 models in the wheel


def unsupported(request):
    """The settings this engine cannot honour, named, so none is silently ignored."""
    settings = request.get("settings", {})
    problems = []
    if settings.get("level", "accurate") != "accurate":
        problems.append("level " + settings["level"])
    if settings.get("languageCorrection", True) is not True:
        problems.append("languageCorrection false (RapidOCR has no dictionary to turn off)")
    if settings.get("customWords"):
        problems.append("customWords")
    extra = set(request.get("languages", ["eng"])) - SUPPORTED_LANGUAGES
    if extra:
        problems.append("languages " + ", ".join(sorted(extra)))
    return problems


def answer(obj):
    answers.write(json.dumps(obj, ensure_ascii=False) + "\n")
    answers.flush()


for line in sys.stdin:
    if not line.strip():
        continue
    try:
        request = json.loads(line)
        problems = unsupported(request)
        if problems:
            answer({"error": "rapidocr: unsupported: " + "; ".join(problems)})
            continue
        result, _ = engine(request["image"])
        lines = []
        for box, text, score in result or []:
            xs = [p[0] for p in box]
            ys = [p[1] for p in box]
            x, y = int(min(xs)), int(min(ys))
            lines.append({"text": text, "confidence": round(float(score) * 100, 2),
                          "box": [x, y, int(max(xs)) - x, int(max(ys)) - y]})
        # Reading order: top to bottom, then left to right, by line centre.
        lines.sort(key=lambda l: (l["box"][1] + l["box"][3] / 2, l["box"][0]))
        answer({"lines": lines})
    except Exception as error:  # one bad image must not end the engine
        answer({"error": f"rapidocr: {type(error).__name__}: {error}"})
