#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Wilson score interval of a proportion: k successes in n trials at a confidence c,
/// with p = k / n and z the standard normal quantile at 1 − (1 − c) / 2,
///
///     centre = (p + z² / 2n) / (1 + z² / n)
///     half   = z / (1 + z² / n) · √(p (1 − p) / n + z² / 4n²)
///
/// and the interval [centre − half, centre + half] (within 0…1). Unlike the normal
/// (Wald) interval it never collapses at 0 or n successes and stays honest at small n:
/// 10 of 10 gives [72.25 %, 100 %] at 95 %, not [100 %, 100 %]. It is the interval
/// `statsmodels.stats.proportion.proportion_confint(k, n, method="wilson")` gives.
public struct WilsonInterval: Sendable, Equatable {
    /// The lower bound, a share (0…1).
    public var lower: Double
    /// The upper bound, a share (0…1).
    public var upper: Double
    /// The interval's confidence (0.95).
    public var confidence: Double

    /// An interval with these bounds, as run.xml gives them.
    public init(lower: Double, upper: Double, confidence: Double) {
        self.lower = lower
        self.upper = upper
        self.confidence = confidence
    }

    /// The interval of `successes` in `trials`; nil without trials (nothing to estimate).
    public init?(successes: Int, trials: Int, confidence: Double = PairedBootstrap.defaultConfidence) {
        guard trials > 0, (0...trials).contains(successes), confidence > 0, confidence < 1 else { return nil }
        let n = Double(trials), p = Double(successes) / n
        let z = Self.normalQuantile(1 - (1 - confidence) / 2)
        let z2 = z * z
        let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        self.init(lower: successes == 0 ? 0 : max(0, centre - half),
                  upper: successes == trials ? 1 : min(1, centre + half), confidence: confidence)
    }

    /// The standard normal quantile Φ⁻¹(p) for 0 < p < 1, by bisection on
    /// Φ(x) = erfc(−x / √2) / 2 down to the spacing of doubles (1.959964 at p = 0.975).
    public static func normalQuantile(_ p: Double) -> Double {
        var low = -40.0, high = 40.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if erfc(-middle / 2.0.squareRoot()) / 2 < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
