/// Flexible character accuracy (Clausner, Pletschacher and Antonacopoulos, "Flexible
/// character accuracy measure for reading-order-independent evaluation", Pattern
/// Recognition Letters 131, 2020): character accuracy after matching reference lines (or
/// parts of lines) to hypothesis lines (or parts) in whatever order fits best, so a page
/// read in the wrong column order is not punished like a misread page.
///
/// The published algorithm, for each set of penalty coefficients in a grid:
/// 1. split both texts into non-empty lines; 2. sort them longest first;
/// 3. for the longest reference line(s), slide the shorter of it and each hypothesis line
///    along the longer to find the best-aligned substring (fewest edits, substitutions
///    weighing two), and pick the hypothesis line with the smallest penalty
///    `edits·c1 + |length difference|·c2 + offset·c3 − common length·c4`;
/// 4. a full-line match removes both lines; a match on part of a line splits off the
///    unmatched rest as new lines (a reference line is split first, its matched part
///    then matched again on its own);
/// 5. repeat while both sides have lines; 6. what is left counts as deleted or inserted;
/// 7. accuracy = 1 − (substitutions + deletions + insertions) / reference characters.
/// The best accuracy over the grid (edit coefficient 15...30 step 5, length difference
/// 0...21 step 3, offset 0...3, length 0...5) is the result; a perfect match stops early.
///
/// Characters are grapheme clusters; line breaks separate lines and are not counted.
/// Ties keep the first candidate in the (stably) sorted order, as dinglehopper's
/// implementation does; edit counts of a pair follow `EditDistance`'s tie-breaking
/// (fewest deletions), which can choose a different line than dinglehopper in rare ties
/// (see Tests/ScoringTests, FlexibleCharacterAccuracyMatchesDinglehopper).
public enum FlexibleCharacterAccuracy {
    /// Weights of the penalty used to choose the hypothesis line for a reference line.
    public struct Coefficients: Sendable, Hashable {
        /// Weight of the edits of the best-aligned substrings (substitutions count twice).
        public var editDistance: Int
        /// Weight of the difference in length of the two lines.
        public var lengthDifference: Int
        /// Weight of how far from either end of the longer line the substring sits.
        public var offset: Int
        /// Weight (subtracted) of the length of the shorter line.
        public var length: Int

        /// Coefficients for the penalty.
        public init(editDistance: Int, lengthDifference: Int, offset: Int, length: Int) {
            self.editDistance = editDistance
            self.lengthDifference = lengthDifference
            self.offset = offset
            self.length = length
        }
    }

    /// The grid the paper searches: 4 × 8 × 4 × 6 = 768 coefficient sets.
    public static let coefficientGrid: [Coefficients] = {
        var grid: [Coefficients] = []
        for edit in stride(from: 15, through: 30, by: 5) {
            for lengthDifference in stride(from: 0, through: 21, by: 3) {
                for offset in 0...3 {
                    for length in 0...5 {
                        grid.append(Coefficients(editDistance: edit, lengthDifference: lengthDifference,
                                                 offset: offset, length: length))
                    }
                }
            }
        }
        return grid
    }()

    /// The most line pairs the search looks at (each a cached lookup of two parts'
    /// alignment, or their alignment the first time) before it gives up. Counted, not
    /// timed, so that whether a page gets the figure depends on the page alone, never on
    /// the machine's speed or load. The pages of the bundled corpus that get the figure
    /// take at most 103,107 (multi-column/newspaper-short-columns: its whole scoring
    /// 0.03 s); a historical page read at 31 % CER (real/gallicorpora_btv1b8600164t_f3)
    /// and two of the real-dev pages took 30 to 78 million without finishing. A page that
    /// splits its lines that much aligns a new pair at most lookups, about 0.6 µs each
    /// (`FlexibleLineMatcher.bestPair`): the limit costs such a page about 0.15 s (at
    /// 1,000,000 and 1.1 µs it cost 1.15 s, the largest part of a run's overhead on the
    /// bundled corpus).
    public static let workLimit = 250_000

    /// Flexible character accuracy within `workLimit`, or nil when the search needs more.
    public static func accuracyWithinLimit(reference: String, hypothesis: String,
                                           coefficients: [Coefficients] = coefficientGrid,
                                           workLimit: Int = workLimit) -> Double? {
        var ids = TokenIDs<Character>()
        let matcher = FlexibleLineMatcher(reference: lines(of: reference, &ids), hypothesis: lines(of: hypothesis, &ids),
                                          workLimit: workLimit)
        let characters = matcher.reference.reduce(0) { $0 + $1.count }
        let best = matcher.fewestErrors(over: coefficients)
        guard !matcher.overWorkLimit else { return nil }
        let errors = best == Int.max ? 0 : best
        if characters == 0 { return errors == 0 ? 1 : 0 }
        return max(0, 1 - Double(errors) / Double(characters))
    }

    /// Flexible character accuracy of `hypothesis` against `reference`, clamped to 0...1.
    /// Both empty (no characters outside line breaks): 1. Empty reference, some
    /// hypothesis: 0.
    public static func accuracy(reference: String, hypothesis: String,
                                coefficients: [Coefficients] = coefficientGrid) -> Double {
        let (errors, characters) = bestCounts(reference: reference, hypothesis: hypothesis,
                                              coefficients: coefficients)
        if characters == 0 { return errors == 0 ? 1 : 0 }
        return max(0, 1 - Double(errors) / Double(characters))
    }

    /// The fewest errors over the coefficient grid, and the number of reference characters
    /// (graphemes outside line breaks).
    public static func bestCounts(reference: String, hypothesis: String,
                                  coefficients: [Coefficients] = coefficientGrid) -> (errors: Int, characters: Int) {
        var ids = TokenIDs<Character>()
        let matcher = FlexibleLineMatcher(reference: lines(of: reference, &ids), hypothesis: lines(of: hypothesis, &ids))
        let characters = matcher.reference.reduce(0) { $0 + $1.count }
        let best = matcher.fewestErrors(over: coefficients)
        return (best == Int.max ? 0 : best, characters)
    }

    /// Non-empty lines as token ids.
    static func lines(of text: String, _ ids: inout TokenIDs<Character>) -> [[Int]] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map { ids.map(Array($0)) }
    }
}
