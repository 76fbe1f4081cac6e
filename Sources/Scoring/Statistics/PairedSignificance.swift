#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two-sided p-values for "the per-sample CER changed" over samples in both runs: the
/// exact sign test and the Wilcoxon signed-rank test — exact (the permutation
/// distribution of the signed ranks, ties sharing their mean rank) up to
/// `exactWilcoxonLimit` changed samples, beyond that the normal approximation with the
/// tie correction and a continuity correction of 0.5. Samples whose CER did not change
/// are left out of both, as the tests define.
public enum PairedSignificance {
    /// The tests' p-values and what they were computed from.
    public struct Result: Sendable, Equatable, Codable {
        /// Samples whose CER rose.
        public var rose: Int
        /// Samples whose CER fell.
        public var fell: Int
        /// Exact two-sided sign test p-value (1 when nothing changed).
        public var signTestP: Double
        /// Wilcoxon signed-rank two-sided p-value (1 when nothing changed).
        public var wilcoxonP: Double
    }

    /// Both tests on per-sample changes `candidate − baseline`.
    public static func test(changes: [Double]) -> Result {
        let nonzero = changes.filter { $0 != 0 && $0.isFinite }
        let rose = nonzero.filter { $0 > 0 }.count, fell = nonzero.count - rose
        return Result(rose: rose, fell: fell, signTestP: signTest(rose: rose, fell: fell),
                      wilcoxonP: wilcoxon(nonzero))
    }

    /// P(X ≤ min(rose, fell)) · 2 for X ~ Binomial(rose + fell, ½), at most 1.
    static func signTest(rose: Int, fell: Int) -> Double {
        let n = rose + fell
        guard n > 0 else { return 1 }
        let k = min(rose, fell)
        // log C(n, i) − n log 2, summed in log space.
        let logHalf = Double(n) * log(0.5)
        var terms: [Double] = []
        for i in 0...k { terms.append(lgamma(Double(n + 1)) - lgamma(Double(i + 1)) - lgamma(Double(n - i + 1)) + logHalf) }
        let largest = terms.max()!
        let tail = exp(largest) * terms.reduce(0) { $0 + exp($1 - largest) }
        return min(1, 2 * tail)
    }

    /// Up to this many changed samples the signed-rank p-value is exact (the normal
    /// approximation is off at small n: 0.371 against the exact 0.5 at n = 2).
    public static let exactWilcoxonLimit = 50

    /// The signed-rank statistic's two-sided p-value: exact up to `exactWilcoxonLimit`
    /// changes, by the normal approximation beyond.
    static func wilcoxon(_ nonzero: [Double]) -> Double {
        nonzero.count <= exactWilcoxonLimit ? exactWilcoxon(nonzero) : approximateWilcoxon(nonzero)
    }

    /// The exact two-sided p-value: every one of the 2^n sign assignments of the ranks is
    /// equally likely under no change; counted by a table over the sum of doubled ranks
    /// (mean ranks of ties are halves), 2 · P(W+ ≤ min(W+, W−)), at most 1.
    static func exactWilcoxon(_ nonzero: [Double]) -> Double {
        let n = nonzero.count
        guard n > 0 else { return 1 }
        let ordered = nonzero.sorted { abs($0) < abs($1) }
        var doubledRanks: [Int] = []
        var positive = 0
        var start = 0
        while start < n {
            var end = start
            while end + 1 < n && abs(ordered[end + 1]) == abs(ordered[start]) { end += 1 }
            let doubled = start + end + 2      // twice the mean of ranks start+1 ... end+1
            for index in start...end {
                doubledRanks.append(doubled)
                if ordered[index] > 0 { positive += doubled }
            }
            start = end + 1
        }
        let total = doubledRanks.reduce(0, +)
        let smaller = min(positive, total - positive)
        // ways[s]: the sign assignments whose positive doubled ranks sum to s (as Doubles:
        // 2^50 still counts exactly).
        var ways = [Double](repeating: 0, count: total + 1)
        ways[0] = 1
        var reach = 0
        for rank in doubledRanks {
            reach += rank
            for sum in stride(from: reach, through: rank, by: -1) { ways[sum] += ways[sum - rank] }
        }
        let tail = ways[0...smaller].reduce(0, +)
        return min(1, 2 * tail / pow(2, Double(n)))
    }

    /// The signed-rank statistic's two-sided p-value by the normal approximation.
    static func approximateWilcoxon(_ nonzero: [Double]) -> Double {
        let n = nonzero.count
        guard n > 0 else { return 1 }
        let ordered = nonzero.enumerated().sorted { abs($0.element) < abs($1.element) }
        var positiveRanks = 0.0, tieCorrection = 0.0
        var start = 0
        while start < n {
            var end = start
            while end + 1 < n && abs(ordered[end + 1].element) == abs(ordered[start].element) { end += 1 }
            let rank = Double(start + end + 2) / 2    // ranks start at 1; ties share their mean
            let ties = Double(end - start + 1)
            tieCorrection += ties * ties * ties - ties
            for index in start...end where ordered[index].element > 0 { positiveRanks += rank }
            start = end + 1
        }
        let count = Double(n)
        let mean = count * (count + 1) / 4
        let variance = count * (count + 1) * (2 * count + 1) / 24 - tieCorrection / 48
        guard variance > 0 else { return 1 }
        let z = max(0, abs(positiveRanks - mean) - 0.5) / variance.squareRoot()
        return min(1, erfc(z / 2.0.squareRoot()))
    }
}
