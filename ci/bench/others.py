#!/usr/bin/env python3
"""Times dinglehopper (CER, WER and the character alignment, as its report needs),
jiwer (WER with its alignment) or rapidfuzz (Levenshtein distance and editops on the
characters, in-process, the fastest of three) on one pair; prints "seconds S ..." on one
line. For ci/bench/scoring. All read the files as UTF-8 (dinglehopper's CLI would need
--plain-encoding utf-8; the library calls take str)."""
import sys
import time


def main():
    tool, ref_path, hyp_path = sys.argv[1:4]
    ref = open(ref_path, encoding="utf-8").read()
    hyp = open(hyp_path, encoding="utf-8").read()
    if tool == "dinglehopper":
        from dinglehopper import align, character_error_rate_n, word_error_rate_n
        start = time.perf_counter()
        cer, _ = character_error_rate_n(ref, hyp)
        wer, _ = word_error_rate_n(ref, hyp)
        steps = list(align(ref, hyp))
        print(f"seconds {time.perf_counter() - start} cer {cer} wer {wer} steps {len(steps)}")
    elif tool == "rapidfuzz":
        from rapidfuzz.distance import Levenshtein

        def fastest(call):
            best, result = float("inf"), None
            for _ in range(3):
                start = time.perf_counter()
                result = call()
                best = min(best, time.perf_counter() - start)
            return best, result
        distance_s, distance = fastest(lambda: Levenshtein.distance(ref, hyp))
        editops_s, ops = fastest(lambda: Levenshtein.editops(ref, hyp))
        print(f"seconds {distance_s} editops_s {editops_s} distance {distance} editops {len(ops)}")
    else:
        import jiwer
        start = time.perf_counter()
        out = jiwer.process_words(ref, hyp)
        print(f"seconds {time.perf_counter() - start} wer {out.wer}")


if __name__ == "__main__":
    main()
