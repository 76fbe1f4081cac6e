/// The largest numbers a run.xml may hold, checked as it is read, so that no figure
/// computed from a file (sums over samples, rates, intervals) can overflow or mislead.
///
/// Every count (edits, lengths, samples, lines) is at most `maxCount` = 2^36, about
/// 6.9 × 10^10: a thousand times the longest answer a backend may give (64 MB). A run
/// holds at most `maxSamples` = 2^22 results. So a sum of edits (three counts a
/// sample) over a whole run stays below 3 · 2^36 · 2^22 < 2^60, far from Int's 2^63:
/// the arithmetic on what was read cannot trap. Coordinates may be negative, within
/// ±`maxCount`. A run is one of at most `maxShards` shards (Kubernetes' largest Indexed
/// Job; Slurm's default array limit and CI matrices are smaller).
public enum RunXMLLimits {
    /// The largest count a run.xml may hold.
    public static let maxCount = 1 << 36
    /// The most results one run.xml may hold.
    public static let maxSamples = 1 << 22
    /// The most shards a corpus may be split into (`--shard I/N`, N at most this).
    public static let maxShards = 100_000

    /// Counts: 0 to `maxCount`.
    static let count = 0...maxCount
    /// Coordinates: −`maxCount` to `maxCount`.
    static let coordinate = -maxCount...maxCount
}
