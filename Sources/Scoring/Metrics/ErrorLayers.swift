/// A sample's character errors split into layers, so a reader sees at once whether an
/// error is a real misread or only whitespace, case or punctuation.
///
/// Each layer is the grapheme-level edit counts that remain when one more kind of
/// difference is ignored, cumulatively: whitespace, then also case, then also
/// punctuation. Compute it on texts normalized with the `default` profile.
public struct ErrorLayers: Sendable, Equatable, Hashable, Codable {
    /// Counts with every whitespace character (spaces, tabs, line breaks) removed from both sides.
    public var ignoringWhitespace: EditCounts
    /// As `ignoringWhitespace`, with both sides also case folded.
    public var ignoringWhitespaceAndCase: EditCounts
    /// As `ignoringWhitespaceAndCase`, with punctuation (Unicode category P*) also removed.
    public var ignoringWhitespaceCaseAndPunctuation: EditCounts

    /// Creates layers from already computed counts.
    public init(ignoringWhitespace: EditCounts, ignoringWhitespaceAndCase: EditCounts,
                ignoringWhitespaceCaseAndPunctuation: EditCounts) {
        self.ignoringWhitespace = ignoringWhitespace
        self.ignoringWhitespaceAndCase = ignoringWhitespaceAndCase
        self.ignoringWhitespaceCaseAndPunctuation = ignoringWhitespaceCaseAndPunctuation
    }

    /// Computes the three layers for a (`default`-normalized) reference and hypothesis.
    /// `counts`, the texts' own character counts when the caller has them, are the first
    /// layer when neither text holds whitespace: that layer is then not aligned again.
    /// Throws `.outOfBudget` when `ScoringBudget.current` runs out first.
    public init(reference: String, hypothesis: String, counts: EditCounts? = nil) throws(EditDistanceStop) {
        let refWords = Self.withoutWhitespace(reference)
        let hypWords = Self.withoutWhitespace(hypothesis)
        if let counts, refWords.utf8.count == reference.utf8.count, hypWords.utf8.count == hypothesis.utf8.count {
            ignoringWhitespace = counts
        } else {
            ignoringWhitespace = try CharacterErrorRate.counts(reference: refWords, hypothesis: hypWords)
        }
        let refFolded = ICUText.normalize(ICUText.foldCase(refWords), form: .nfc)
        let hypFolded = ICUText.normalize(ICUText.foldCase(hypWords), form: .nfc)
        // A layer whose transformation leaves both texts as they were has the layer
        // before's counts: not aligned again.
        ignoringWhitespaceAndCase = refFolded == refWords && hypFolded == hypWords ? ignoringWhitespace
            : try CharacterErrorRate.counts(reference: refFolded, hypothesis: hypFolded)
        let refBare = Self.withoutPunctuation(refFolded), hypBare = Self.withoutPunctuation(hypFolded)
        ignoringWhitespaceCaseAndPunctuation = refBare == refFolded && hypBare == hypFolded ? ignoringWhitespaceAndCase
            : try CharacterErrorRate.counts(reference: refBare, hypothesis: hypBare)
    }

    static func withoutWhitespace(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    static func withoutPunctuation(_ text: String) -> String {
        String(text.filter { !isPunctuation($0) })
    }

    /// Whether every scalar of `character` is punctuation (Unicode category P*).
    static func isPunctuation(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
    }
}
