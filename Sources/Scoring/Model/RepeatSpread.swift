/// What `run --repeat N` saw of one sample under one profile: the CER of each of the N
/// recognitions (the first is the sample's result) as its lowest and highest, and how
/// many different texts came back. An engine that reads the same pixels differently from
/// one run to the next is noisy, and a change of its CER within that spread is not news.
public struct RepeatSpread: Sendable, Equatable, Codable {
    /// How many times the sample was recognized.
    public var repeats: Int
    /// The lowest CER over the repeats.
    public var cerMin: Double
    /// The highest CER over the repeats.
    public var cerMax: Double
    /// How many different recognized texts the repeats gave (1: stable).
    public var distinctTexts: Int

    /// A spread with these values.
    public init(repeats: Int, cerMin: Double, cerMax: Double, distinctTexts: Int) {
        self.repeats = repeats
        self.cerMin = cerMin
        self.cerMax = cerMax
        self.distinctTexts = distinctTexts
    }

    /// The spread of the CER over the repeats (highest − lowest).
    public var spread: Double { max(0, cerMax - cerMin) }

    /// Whether the text changed between repeats.
    public var unstable: Bool { distinctTexts > 1 }

    /// The spread of `cers` and `texts` (one per repeat, the first being the result's).
    public init(cers: [Double], texts: [String]) {
        self.init(repeats: cers.count, cerMin: cers.min() ?? 0, cerMax: cers.max() ?? 0, distinctTexts: Set(texts).count)
    }
}
