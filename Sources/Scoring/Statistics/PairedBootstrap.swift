/// Whether a change between two runs on the same samples is real: a paired bootstrap
/// over samples (resample the samples with replacement, recompute the figure from the
/// resampled pairs, keep the middle `confidence` share of the changes), seeded so the
/// same runs always give the same interval.
///
/// The micro CER of a resample is recomputed from the summed edits and reference lengths
/// of its samples on each side; nothing is allocated per resample.
public enum PairedBootstrap {
    /// One sample in both runs: its edits and reference length on each side, its CER on
    /// each side, and whether it passed on each side.
    public struct Pair: Sendable, Equatable {
        /// Edits (S + D + I) in the baseline.
        public var baselineEdits: Int
        /// Reference characters in the baseline.
        public var baselineLength: Int
        /// Edits in the candidate.
        public var candidateEdits: Int
        /// Reference characters in the candidate.
        public var candidateLength: Int
        /// Word edits and reference words in the baseline (for the WER).
        public var baselineWordEdits = 0, baselineWords = 0
        /// Word edits and reference words in the candidate.
        public var candidateWordEdits = 0, candidateWords = 0
        /// Whether the sample passed in the baseline.
        public var baselinePassed: Bool
        /// Whether the sample passed in the candidate.
        public var candidatePassed: Bool

        /// A pair with these counts and verdicts.
        public init(baselineEdits: Int, baselineLength: Int, candidateEdits: Int, candidateLength: Int,
                    baselinePassed: Bool = true, candidatePassed: Bool = true) {
            self.baselineEdits = baselineEdits
            self.baselineLength = baselineLength
            self.candidateEdits = candidateEdits
            self.candidateLength = candidateLength
            self.baselinePassed = baselinePassed
            self.candidatePassed = candidatePassed
        }

        /// The baseline's CER of this sample (0 for an empty reference without edits,
        /// 1 for an empty reference with some, as `EditCounts.rate`).
        public var baselineRate: Double { Self.rate(baselineEdits, baselineLength) }
        /// The candidate's CER of this sample.
        public var candidateRate: Double { Self.rate(candidateEdits, candidateLength) }

        static func rate(_ edits: Int, _ length: Int) -> Double {
            length == 0 ? (edits == 0 ? 0 : 1) : Double(edits) / Double(length)
        }
    }

    /// The changes (candidate − baseline) of the three figures over one set of pairs,
    /// each with its interval.
    public struct Changes: Sendable, Equatable {
        /// Micro CER: summed edits over summed reference length.
        public var microCER: ChangeInterval
        /// Micro WER: summed word edits over summed reference words.
        public var microWER: ChangeInterval
        /// Macro CER: the mean of the samples' CER.
        public var macroCER: ChangeInterval
        /// Pass rate: the share of samples that passed.
        public var passRate: ChangeInterval
    }

    /// The default number of resamples.
    public static let defaultResamples = 10_000
    /// The default confidence.
    public static let defaultConfidence = 0.95
    /// The default seed: the same runs give the same interval.
    public static let defaultSeed: UInt64 = 0x6F63_7267_6175_6765   // "ocrgauge"

    /// The fewest samples over which an interval is claimed at `confidence`: the
    /// smallest n whose exact paired tests can reach it at all. With n changed samples
    /// the sign test's and the signed-rank test's smallest two-sided p-value is 2 · 2^−n
    /// (every change the same way), so below this n no change can be told from noise,
    /// and a bootstrap interval over so few points (at n = 2 it collapses to a point)
    /// would claim what no test supports. 6 at 95 % (2/64 ≤ 0.05 < 2/32), 8 at 99 %.
    public static func minimumSamples(confidence: Double) -> Int {
        var n = 1
        while 2 / Double(1 << min(n, 62)) > 1 - confidence + 1e-12 { n += 1 }
        return n
    }

    /// The changes of micro CER, macro CER and pass rate over `pairs`, each with its
    /// paired-bootstrap interval. No pairs: every change and bound is 0 with `resamples` 0.
    public static func changes(_ pairs: [Pair], resamples: Int = defaultResamples,
                               confidence: Double = defaultConfidence, seed: UInt64 = defaultSeed) -> Changes {
        changes(strata: [pairs], resamples: resamples, confidence: confidence, seed: seed)
    }

    /// The changes over several groups of pairs (the suites of a profile), each
    /// resample drawing as many pairs from each group as it holds (a stratified
    /// bootstrap: a suite's weight in the whole stays what it is). Fewer pairs than
    /// `minimumSamples` in all: the observed changes with no interval (`resamples` 0).
    public static func changes(strata groups: [[Pair]], resamples: Int = defaultResamples,
                               confidence: Double = defaultConfidence, seed: UInt64 = defaultSeed) -> Changes {
        let strata = groups.filter { !$0.isEmpty }
        let pairs = strata.flatMap { $0 }
        let n = pairs.count
        guard n > 0 else {
            let none = ChangeInterval(change: 0, lower: 0, upper: 0, confidence: confidence, resamples: 0)
            return Changes(microCER: none, microWER: none, macroCER: none, passRate: none)
        }
        let resamples = n < minimumSamples(confidence: confidence) ? 0 : resamples
        // One packed row per sample, read through a buffer in the hot loop (no bounds
        // checks, one cache line per draw).
        struct Row {
            var baseEdits: Int, baseLength: Int, candEdits: Int, candLength: Int, pass: Int
            var baseWordEdits: Int, baseWords: Int, candWordEdits: Int, candWords: Int
            var rateChange: Double
        }
        let rows = pairs.map {
            Row(baseEdits: $0.baselineEdits, baseLength: $0.baselineLength, candEdits: $0.candidateEdits,
                candLength: $0.candidateLength, pass: ($0.candidatePassed ? 1 : 0) - ($0.baselinePassed ? 1 : 0),
                baseWordEdits: $0.baselineWordEdits, baseWords: $0.baselineWords, candWordEdits: $0.candidateWordEdits,
                candWords: $0.candidateWords, rateChange: $0.candidateRate - $0.baselineRate)
        }
        func micro(_ be: Int, _ bl: Int, _ ce: Int, _ cl: Int) -> Double { Pair.rate(ce, cl) - Pair.rate(be, bl) }

        let observedMicro = micro(rows.reduce(0) { $0 + $1.baseEdits }, rows.reduce(0) { $0 + $1.baseLength },
                                  rows.reduce(0) { $0 + $1.candEdits }, rows.reduce(0) { $0 + $1.candLength })
        let observedWER = micro(rows.reduce(0) { $0 + $1.baseWordEdits }, rows.reduce(0) { $0 + $1.baseWords },
                                rows.reduce(0) { $0 + $1.candWordEdits }, rows.reduce(0) { $0 + $1.candWords })
        let observedMacro = rows.reduce(0) { $0 + $1.rateChange } / Double(n)
        let observedPass = Double(rows.reduce(0) { $0 + $1.pass }) / Double(n)

        guard resamples > 0 else {
            func observed(_ change: Double) -> ChangeInterval {
                ChangeInterval(change: change, lower: change, upper: change, confidence: confidence, resamples: 0)
            }
            return Changes(microCER: observed(observedMicro), microWER: observed(observedWER),
                           macroCER: observed(observedMacro), passRate: observed(observedPass))
        }
        // Where each stratum's rows start, and how many it holds.
        var bounds: [(start: Int, count: Int)] = []
        var start = 0
        for stratum in strata { bounds.append((start, stratum.count)); start += stratum.count }
        var micros = [Double](repeating: 0, count: resamples)
        var wers = [Double](repeating: 0, count: resamples)
        var macros = [Double](repeating: 0, count: resamples)
        var passes = [Double](repeating: 0, count: resamples)
        var random = SplitMix64(seed: seed)
        rows.withUnsafeBufferPointer { rows in
            for r in 0..<resamples {
                var be = 0, bl = 0, ce = 0, cl = 0, pass = 0, bwe = 0, bw = 0, cwe = 0, cw = 0
                var rates = 0.0
                for (start, count) in bounds {
                    for _ in 0..<count {
                        let row = rows[start + random.index(below: count)]
                        be &+= row.baseEdits; bl &+= row.baseLength; ce &+= row.candEdits; cl &+= row.candLength
                        bwe &+= row.baseWordEdits; bw &+= row.baseWords; cwe &+= row.candWordEdits; cw &+= row.candWords
                        rates += row.rateChange
                        pass &+= row.pass
                    }
                }
                micros[r] = micro(be, bl, ce, cl)
                wers[r] = micro(bwe, bw, cwe, cw)
                macros[r] = rates / Double(n)
                passes[r] = Double(pass) / Double(n)
            }
        }
        return Changes(
            microCER: ChangeInterval(change: observedMicro, percentiles: &micros, confidence: confidence),
            microWER: ChangeInterval(change: observedWER, percentiles: &wers, confidence: confidence),
            macroCER: ChangeInterval(change: observedMacro, percentiles: &macros, confidence: confidence),
            passRate: ChangeInterval(change: observedPass, percentiles: &passes, confidence: confidence))
    }
}

/// A change between two runs with its bootstrap interval.
public struct ChangeInterval: Sendable, Equatable, Codable {
    /// The observed change, candidate − baseline.
    public var change: Double
    /// The interval's lower bound.
    public var lower: Double
    /// The interval's upper bound.
    public var upper: Double
    /// The share of resampled changes the interval holds (0.95).
    public var confidence: Double
    /// How many resamples it was computed from (0: no samples to resample).
    public var resamples: Int

    /// An interval with these values.
    public init(change: Double, lower: Double, upper: Double, confidence: Double, resamples: Int) {
        self.change = change
        self.lower = lower
        self.upper = upper
        self.confidence = confidence
        self.resamples = resamples
    }

    /// The percentile interval of `values` (sorted in place) around `change`.
    init(change: Double, percentiles values: inout [Double], confidence: Double) {
        values.sort()
        let tail = (1 - confidence) / 2
        func at(_ q: Double) -> Double {
            let position = q * Double(values.count - 1)
            let below = Int(position.rounded(.down)), above = min(values.count - 1, below + 1)
            let weight = position - Double(below)
            return values[below] * (1 - weight) + values[above] * weight
        }
        self.init(change: change, lower: at(tail), upper: at(1 - tail), confidence: confidence, resamples: values.count)
    }

    /// The interval lies entirely above 0: the figure rose, beyond resampling noise.
    public var isAboveZero: Bool { resamples > 0 && lower > 0 }
    /// The interval lies entirely below 0.
    public var isBelowZero: Bool { resamples > 0 && upper < 0 }
    /// The interval excludes 0 on either side.
    public var excludesZero: Bool { isAboveZero || isBelowZero }
}
