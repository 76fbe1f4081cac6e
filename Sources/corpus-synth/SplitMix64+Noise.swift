import Scoring

/// The corpus's noise from the one SplitMix64 (Scoring's): the same seed gives the same
/// bytes on every platform, so generated images are reproducible.
extension SplitMix64 {
    /// Uniform in [0, 1) from the top 53 bits (no Foundation, no platform variance).
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// Approximately normal (mean 0, sd 1): sum of 12 uniforms minus 6.
    mutating func gaussian() -> Double {
        var sum = 0.0
        for _ in 0..<12 { sum += unit() }
        return sum - 6
    }

    mutating func bytes(count: Int) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(count)
        while out.count < count {
            var word = next()
            for _ in 0..<8 where out.count < count {
                out.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return out
    }
}
