// scoring-bench REF.txt HYP.txt: times, on one pair (release build, for ci/bench/scoring),
// CER, WER and the character alignment together ("seconds", the figure the targets are
// about: normalization, the alignment, whose counts are the CER's, and the WER), each of
// them alone (cer_s: the CER counts without an alignment, as the harness computes them),
// and SampleScorer.score as the harness calls it for a page read in one column (scorer_s:
// CER, WER, error layers, line correctness; the hypothesis lines stand for the recognized
// lines) and for a multi-column page (scorer_columns_s: the same and the order-independent
// figures, whose flexible character accuracy is tried on pages of at most 400 lines). Each is repeated (SCORING_BENCH_REPEATS, default 5)
// and the fastest time kept. Prints one line of "name value" pairs. SCORING_BENCH_ENGINE
// (plain, bounds, shortReference, wavefront, corridor or banded) forces that engine on
// every pair, to measure what each wins (the planner's reason to keep it).
import Foundation
import Scoring

let arguments = CommandLine.arguments
guard arguments.count == 3,
      let rawReference = try? String(contentsOfFile: arguments[1], encoding: .utf8),
      let rawHypothesis = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: scoring-bench REF.txt HYP.txt\n".utf8))
    exit(2)
}

let clock = ContinuousClock()
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

// Each measurement is repeated and the fastest kept (the machine's noise only ever adds).
let repeats = Int(ProcessInfo.processInfo.environment["SCORING_BENCH_REPEATS"] ?? "") ?? 5
var best: [String: Double] = [:]
@MainActor func keep(_ name: String, _ duration: Duration) {
    best[name] = min(best[name] ?? .infinity, seconds(duration))
}
let forced = ProcessInfo.processInfo.environment["SCORING_BENCH_ENGINE"].flatMap { $0.isEmpty ? nil : $0 }.map { name in
    guard let engine = EditEngine(rawValue: name) else {
        FileHandle.standardError.write(Data("scoring-bench: no engine \(name)\n".utf8))
        exit(2)
    }
    return engine
}
var characters = EditCounts(referenceLength: 0, hypothesisLength: 0)
var words = characters
var alignment = Alignment.empty
/// `body`'s figures; a bench runs without a budget, so only a forced engine that gives up
/// can stop it, and then the bench says so and ends.
func exact<T>(_ body: () throws(EditDistanceStop) -> T) -> T {
    do { return try body() } catch {
        FileHandle.standardError.write(Data("scoring-bench: no exact figure (\(error))\n".utf8))
        exit(3)
    }
}
var scored: SampleResult?
EditDistancePlanner.forcing(forced) {
for _ in 0..<repeats {
    // The figure the targets are about: both texts normalized, the character alignment
    // (whose counts are the CER's: `consistent` below checks them against
    // CharacterErrorRate.counts) and the WER.
    let start = clock.now
    let reference = NormalizationProfile.exact.normalize(rawReference)
    let hypothesis = NormalizationProfile.exact.normalize(rawHypothesis)
    let afterNormalization = clock.now
    alignment = exact { () throws(EditDistanceStop) in try Alignment.characters(reference: reference, hypothesis: hypothesis) }
    let afterAlignment = clock.now
    words = exact { () throws(EditDistanceStop) in try WordErrorRate.counts(reference: reference, hypothesis: hypothesis) }
    let end = clock.now
    keep("seconds", end - start)
    keep("normalize_s", afterNormalization - start)
    keep("align_s", afterAlignment - afterNormalization)
    keep("wer_s", end - afterAlignment)
    // The CER counts alone, as the harness computes them for every sample.
    let countsStart = clock.now
    characters = exact { () throws(EditDistanceStop) in try CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis) }
    keep("cer_s", clock.now - countsStart)

    let recognizedLines = rawHypothesis.split(separator: "\n").map(String.init)
    let scorerStart = clock.now
    _ = SampleScorer().score(reference: rawReference, recognized: rawHypothesis, outcome: .text,
                             expected: .text, maxCER: nil, fields: [], lines: recognizedLines, orderIndependent: false)
    keep("scorer_s", clock.now - scorerStart)
    let columnsStart = clock.now
    scored = SampleScorer().score(reference: rawReference, recognized: rawHypothesis, outcome: .text,
                                  expected: .text, maxCER: nil, fields: [], lines: recognizedLines, orderIndependent: true)
    keep("scorer_columns_s", clock.now - columnsStart)

    // The order-independent figures' costly part alone (multi-column pages).
    if ProcessInfo.processInfo.environment["SCORING_BENCH_FCA"] != nil {
    let flexibleStart = clock.now
    _ = FlexibleCharacterAccuracy.bestCounts(reference: NormalizationProfile.default.normalize(rawReference),
                                             hypothesis: NormalizationProfile.default.normalize(rawHypothesis))
    keep("fca_s", clock.now - flexibleStart)
    }
}
}

let flexible: Double = scored?.orderIndependent?.flexibleCharacterAccuracy ?? -1   // -1: not computed
let layerEdits: Int = scored?.layers?.ignoringWhitespaceCaseAndPunctuation.edits ?? -1
print(["seconds", "normalize_s", "cer_s", "wer_s", "align_s", "scorer_s", "scorer_columns_s", "fca_s"]
        .map { "\($0) \(best[$0] ?? -1)" }.joined(separator: " ")
      + " cer_edits \(characters.edits) cer_S \(characters.substitutions) cer_D \(characters.deletions)"
      + " cer_I \(characters.insertions) cer_n \(characters.referenceLength)"
      + " wer_edits \(words.edits) wer_n \(words.referenceLength) steps \(alignment.steps.count)"
      + " consistent \(alignment.counts == characters)"
      + " fca \(flexible) layers \(layerEdits)")
