// significance-bench [SAMPLES] [RESAMPLES]: times PairedBootstrap.changes (micro CER and WER, macro
// CER and pass rate, seeded) over SAMPLES made-up pairs (default 10,000) with RESAMPLES
// resamples (default 10,000), best of 3, and prints "seconds S samples N resamples R
// lower L upper U" (release build, for ci/bench/significance).
import Foundation
import Scoring

let arguments = CommandLine.arguments
let samples = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let resamples = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
/// A small linear congruential generator for made-up but reproducible pairs.
struct Made {
    var state: UInt64 = 7
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
var made = Made()
var pairs: [PairedBootstrap.Pair] = []
for _ in 0..<samples {
    let length = 200 + made.next(2000), before = made.next(length / 10 + 1)
    pairs.append(PairedBootstrap.Pair(baselineEdits: before, baselineLength: length,
                                      candidateEdits: max(0, before + made.next(21) - 10), candidateLength: length,
                                      baselinePassed: made.next(10) > 0, candidatePassed: made.next(10) > 0))
}
let clock = ContinuousClock()
var best = Double.infinity
var result = PairedBootstrap.changes([], resamples: 1)
for _ in 0..<3 {
    let start = clock.now
    result = PairedBootstrap.changes(pairs, resamples: resamples)
    let elapsed = clock.now - start
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
print("seconds \(best) samples \(samples) resamples \(resamples) lower \(result.microCER.lower) upper \(result.microCER.upper)")
