/// Character accuracy as ocreval's `accuracy` counts it (the ISRI/UNLV figure): the
/// reference's characters (code points after ocreval's reading rules, `~` excluded),
/// the errors an ocreval synchronization leaves, and accuracy = (characters − errors) /
/// characters. Counts add up over pages as `accsum` adds them (`+`).
///
/// Each unmatched stretch between synchronized runs costs max(c, g) errors, c its
/// reference characters and g its OCR characters less the reference's `~` wildcards
/// there; an OCR `~` is never matched, so it is always an error, and a "marked" one.
/// Characters are case-sensitive. See `docs/development/isri-figures.md`.
public struct ISRICharacterAccuracy: Equatable, Sendable {
    /// Edit operations in ocreval's sense: an insertion is a reference character the OCR
    /// left out (it must be inserted to correct the OCR), a deletion an OCR character too many.
    public struct Operations: Equatable, Sendable {
        public var insertions = 0
        public var substitutions = 0
        public var deletions = 0
        /// insertions + substitutions + deletions.
        public var errors: Int { insertions + substitutions + deletions }

        public init(insertions: Int = 0, substitutions: Int = 0, deletions: Int = 0) {
            self.insertions = insertions
            self.substitutions = substitutions
            self.deletions = deletions
        }

        public static func + (left: Self, right: Self) -> Self {
            Operations(insertions: left.insertions + right.insertions,
                       substitutions: left.substitutions + right.substitutions,
                       deletions: left.deletions + right.deletions)
        }
    }

    /// Reference characters of one class and how many of them were misrecognized.
    public struct ClassCount: Equatable, Sendable {
        public var count = 0
        public var missed = 0

        public init(count: Int = 0, missed: Int = 0) {
            self.count = count
            self.missed = missed
        }
    }

    /// Reference characters (code points; the `~` wildcards are not counted).
    public var characters = 0
    /// ocreval's errors; can exceed `characters` (accuracy below 0).
    public var errors = 0
    /// `~` characters in the OCR text.
    public var rejectCharacters = 0
    /// OCR characters flagged by a preceding `^`.
    public var suspectMarkers = 0
    /// Flagged OCR characters that were in fact right.
    public var falseMarks = 0
    /// Operations of the unmatched stretches holding a `~` or a flagged OCR character.
    public var marked = Operations()
    /// Operations of the other unmatched stretches.
    public var unmarked = Operations()
    /// Reference characters by ocreval's character class (only classes that occur).
    public var classes: [ISRICharacterClass: ClassCount] = [:]

    /// marked + unmarked; `total.errors == errors`.
    public var total: Operations { marked + unmarked }
    /// (characters − errors) / characters, nil for an empty reference (ocreval prints "------").
    public var accuracy: Double? { characters == 0 ? nil : Double(characters - errors) / Double(characters) }
    /// ocreval's "Accuracy After Correction": (characters − unmarked errors) / characters.
    public var accuracyAfterCorrection: Double? {
        characters == 0 ? nil : Double(characters - unmarked.errors) / Double(characters)
    }

    /// No page: the zero of `+`.
    public init() {}

    /// The figures of one page: `reference` and `hypothesis` are the two files' texts.
    /// Throws when `ScoringBudget.current` runs out first or the alignment would keep more
    /// than `ISRILimits.cells` cells.
    public init(reference: String, hypothesis: String) throws(ISRIStop) {
        try self.init(reference: reference, hypothesis: hypothesis, cellLimit: ISRILimits.cells)
    }

    init(reference: String, hypothesis: String, cellLimit: Int) throws(ISRIStop) {
        let ref = ISRIText.read(reference), hyp = ISRIText.read(hypothesis)
        let sync = try ISRISynchronization(reference: ref.map(\.value), hypothesis: hyp.map(\.value),
                                           cellLimit: cellLimit)
        var r = 0, h = 0
        for match in sync.matches {
            addUnmatched(ref[r..<match.reference], hyp[h..<match.hypothesis])
            addMatched(ref[match.reference..<match.reference + match.length],
                       hyp[match.hypothesis..<match.hypothesis + match.length])
            r = match.reference + match.length
            h = match.hypothesis + match.length
        }
        addUnmatched(ref[r...], hyp[h...])
    }

    private mutating func addMatched(_ ref: ArraySlice<ISRIText.Symbol>, _ hyp: ArraySlice<ISRIText.Symbol>) {
        for symbol in ref { count(symbol.value, missed: false) }
        characters += ref.count
        let flagged = hyp.count { $0.suspect }
        suspectMarkers += flagged
        falseMarks += flagged
    }

    private mutating func addUnmatched(_ ref: ArraySlice<ISRIText.Symbol>, _ hyp: ArraySlice<ISRIText.Symbol>) {
        var referenceCharacters = 0, wildcards = 0
        for symbol in ref {
            if symbol.value == ISRIText.reject { wildcards += 1 } else {
                referenceCharacters += 1
                count(symbol.value, missed: true)
            }
        }
        characters += referenceCharacters
        let rejects = hyp.count { $0.value == ISRIText.reject }
        let flagged = hyp.count { $0.value != ISRIText.reject && $0.suspect }
        rejectCharacters += rejects
        suspectMarkers += flagged
        let generated = max(0, hyp.count - wildcards)
        let stretchErrors = max(referenceCharacters, generated)
        guard stretchErrors > 0 else { return }
        errors += stretchErrors
        let operations = Operations(insertions: max(0, referenceCharacters - generated),
                                    substitutions: min(referenceCharacters, generated),
                                    deletions: max(0, generated - referenceCharacters))
        if rejects + flagged > 0 { marked = marked + operations } else { unmarked = unmarked + operations }
    }

    private mutating func count(_ value: UInt32, missed: Bool) {
        classes[ISRICharacterClass(of: value), default: ClassCount()].count += 1
        if missed { classes[ISRICharacterClass(of: value), default: ClassCount()].missed += 1 }
    }

    /// Two pages' counts together, as `accsum` sums accuracy reports.
    public static func + (left: Self, right: Self) -> Self {
        var sum = left
        sum.characters += right.characters
        sum.errors += right.errors
        sum.rejectCharacters += right.rejectCharacters
        sum.suspectMarkers += right.suspectMarkers
        sum.falseMarks += right.falseMarks
        sum.marked = sum.marked + right.marked
        sum.unmarked = sum.unmarked + right.unmarked
        for (characterClass, counts) in right.classes {
            sum.classes[characterClass, default: ClassCount()].count += counts.count
            sum.classes[characterClass, default: ClassCount()].missed += counts.missed
        }
        return sum
    }
}
