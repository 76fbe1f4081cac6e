#!/usr/bin/env python3
"""Writes Tests/ScoringTests/Fixtures/reference-figures.json: ~300 seeded ref/hyp pairs
with dinglehopper's CER and WER figures (and jiwer's WER counts), so the Swift tests can
check that ocrgauge's Scoring agrees with the tools people use today.

Run through ci/reference/make-fixture, which pins the versions:
dinglehopper 0.11.0 (with multimethod<1.12) and jiwer. The output is deterministic for
a given seed and tool versions; commit it.

The pairs are NFC-comparable with ocrgauge's `exact` profile: no CR, no BOM (the two
things `exact` changes beyond NFC, which dinglehopper does not).
"""

import argparse
import json
import random
import sys
import unicodedata
from importlib.metadata import version
from pathlib import Path

from dinglehopper.character_error_rate import character_error_rate_n
from dinglehopper.edit_distance import distance
from dinglehopper.word_error_rate import words_normalized
from rapidfuzz.distance import Levenshtein
import jiwer

SEED = 20240229

LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßéèêàçñøåÄÖÜÉŁłŚśŻżčšžřő"
GREEK = "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΑΒΓΔΘΛΞΠΣΦΨΩ"
CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯёЁ"
CJK = "日本語中文字漢字東京大阪学生先生時間電話書店銀行天気"
KANA = "あいうえおかきくけこさしすせそアイウエオカキクケコサシスセソ"
HEBREW = "אבגדהוזחטיכלמנסעפצקרשת"
ARABIC = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"
THAI = "กขคงจฉชซญดตถทนบปผพฟมยรลวสหอฮะาเแโใไ"
COMBINING = ["\u0301", "\u0300", "\u0308", "\u0303", "\u0327", "\u0323", "\u0331"]
EMOJI = ["😀", "👍🏽", "👩‍💻", "👨‍👩‍👧‍👦", "🇩🇪", "🏳️‍🌈", "❤️", "✅", "🙂"]
PUNCTUATION = [".", ",", ";", ":", "!", "?", "-", "–", "—", "(", ")", "„", "“", "”", "'", "\"", "…", "/"]
DIGITS = "0123456789"
CONFUSIONS = [("rn", "m"), ("m", "rn"), ("l", "1"), ("1", "l"), ("O", "0"), ("0", "O"),
              ("cl", "d"), ("d", "cl"), ("e", "c"), ("I", "l"), ("ü", "u"), ("ß", "B"), ("fi", "ﬁ")]
SCRIPTS = {"latin": LATIN, "greek": GREEK, "cyrillic": CYRILLIC, "cjk": CJK, "kana": KANA,
           "hebrew": HEBREW, "arabic": ARABIC, "thai": THAI}


def word(rng, alphabet):
    length = rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 10])
    chars = [rng.choice(alphabet) for _ in range(length)]
    if rng.random() < 0.15:  # a decomposed diacritic somewhere
        i = rng.randrange(len(chars))
        chars[i] = chars[i] + rng.choice(COMBINING)
    if rng.random() < 0.1:
        chars.append(rng.choice(DIGITS))
    return "".join(chars)


def text(rng, scripts, words, lines=1):
    out_lines = []
    for _ in range(lines):
        parts = []
        for _ in range(words):
            alphabet = SCRIPTS[rng.choice(scripts)]
            w = word(rng, alphabet)
            if rng.random() < 0.15:
                w += rng.choice(PUNCTUATION)
            if rng.random() < 0.05:
                w = rng.choice(EMOJI) if rng.random() < 0.5 else w + rng.choice(EMOJI)
            parts.append(w)
        out_lines.append(" ".join(parts))
    return "\n".join(out_lines)


def corrupt(rng, ref, rate):
    """Random OCR-like edits at the code point level (may split grapheme clusters, on purpose)."""
    chars = list(ref)
    out = []
    i = 0
    pool = LATIN + GREEK + CYRILLIC + CJK + "  .,"
    while i < len(chars):
        r = rng.random()
        if r < rate * 0.35:
            # confusion
            s = "".join(chars[i:])
            for a, b in rng.sample(CONFUSIONS, len(CONFUSIONS)):
                if s.startswith(a):
                    out.append(b)
                    i += len(a)
                    break
            else:
                out.append(rng.choice(pool))
                i += 1
        elif r < rate * 0.6:
            i += 1  # deletion
        elif r < rate * 0.8:
            out.append(rng.choice(pool + "".join(EMOJI) + "".join(COMBINING)))  # insertion
        elif r < rate:
            out.append(rng.choice(pool))  # substitution
            i += 1
        else:
            out.append(chars[i])
            i += 1
    hyp = "".join(out)
    if rng.random() < 0.1:
        hyp = hyp.replace(" ", "", 1)  # a merged word
    if rng.random() < 0.1:
        hyp = hyp.replace("\n", " ", 1)  # a lost line break
    return hyp


def pairs(rng):
    yield "dinglehopper-foo", "Foo", "Food"
    yield "dinglehopper-fnord", "Fnord", "Food"
    yield "dinglehopper-muell", "Müll", "Mull"
    yield "dinglehopper-abstand", "Abstand", "Sand"
    yield "dinglehopper-schlyn", "Schlyñ", "Schlym\u0303"
    yield "dinglehopper-schlyn-nfd", unicodedata.normalize("NFD", "Schlyñ"), "Schlym\u0303"
    yield "dinglehopper-wer-punct", "Dies. ist ein Beispielsatz!", "Dies ist ein Beispielsatz."
    yield "empty-both", "", ""
    yield "empty-hyp", "Hello world", ""
    yield "empty-ref", "", "Hello world"
    yield "emoji-zwj", "Team 👨‍👩‍👧‍👦 here", "Team 👨‍👩‍👧 here"
    yield "hebrew", "שלום עולם", "שלום עולמ"
    yield "arabic", "مرحبا بالعالم", "مرحبا بالعالن"
    yield "cjk", "日本語の文字", "日本話の文字"
    yield "confusion-rn", "modern corner", "rnodern comer"
    yield "colon-between-letters", "Name:Wert und 12:30 Uhr", "Name: Wert und 12:30 Uhr"
    yield "katakana-runs", "コンピュータ と ひらがな 漢字", "コンピューター と ひらがな 漢宇"
    yield "thai", "ภาษาไทย ง่าย", "ภาษาไทย งาย"
    yield "emoji-only-words", "I ❤️ OCR 👍🏽", "I OCR"
    yield "newlines", "line one\nline two\n\nline four", "line one line two\nline four"
    scripts = list(SCRIPTS)
    for n in range(275):
        kind = n % 7
        if kind == 0:
            chosen = ["latin"]
        elif kind == 1:
            chosen = [rng.choice(scripts)]
        else:
            chosen = rng.sample(scripts, rng.choice([1, 2, 3]))
        lines = rng.choice([1, 1, 1, 2, 3])
        ref = text(rng, chosen, rng.randint(1, 12), lines)
        rate = rng.choice([0.0, 0.02, 0.05, 0.1, 0.2, 0.4])
        yield f"random-{n:03d}", ref, corrupt(rng, ref, rate)
    for n in range(5):
        ref = text(rng, ["latin", "latin", "greek", "cyrillic"], 12, 25)
        yield f"page-{n}", ref, corrupt(rng, ref, rng.choice([0.01, 0.03, 0.08]))


def figures(ref, hyp):
    cer, cer_n = character_error_rate_n(ref, hyp)
    ref_words = list(words_normalized(ref))
    hyp_words = list(words_normalized(hyp))
    entry = {
        "dinglehopper": {
            "cerDistance": distance(ref, hyp),
            "cerReferenceLength": cer_n,
            "cer": None if cer == float("inf") else cer,
            "werDistance": Levenshtein.distance(ref_words, hyp_words),
            "werReferenceLength": len(ref_words),
            "referenceWords": ref_words,
            "hypothesisWords": hyp_words,
        }
    }
    try:
        out = jiwer.process_words(unicodedata.normalize("NFC", ref), unicodedata.normalize("NFC", hyp))
        entry["jiwer"] = {
            "wer": out.wer,
            "substitutions": out.substitutions,
            "deletions": out.deletions,
            "insertions": out.insertions,
            "hits": out.hits,
        }
    except Exception as error:  # jiwer refuses an empty reference
        entry["jiwer"] = None
        entry["jiwerError"] = str(error)
    return entry


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="Tests/ScoringTests/Fixtures/reference-figures.json")
    args = parser.parse_args()
    rng = random.Random(SEED)
    cases = []
    for case_id, ref, hyp in pairs(rng):
        entry = {"id": case_id, "reference": ref, "hypothesis": hyp}
        entry.update(figures(ref, hyp))
        cases.append(entry)
    document = {
        "generator": "ci/reference/compute-reference-figures.py",
        "seed": SEED,
        "versions": {name: version(name) for name in ["dinglehopper", "jiwer", "rapidfuzz", "uniseg", "multimethod"]},
        "python": sys.version.split()[0],
        "unicode": unicodedata.unidata_version,
        "cases": cases,
    }
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {path}")


if __name__ == "__main__":
    main()
