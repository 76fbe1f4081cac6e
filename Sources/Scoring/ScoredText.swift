/// What scoring says about one (sample, profile) pair: the compared texts, the edit
/// counts, the field results and the verdict. The Runner copies it into a `SampleResult`.
public struct ScoredText: Sendable, Equatable {
    /// Ground truth after normalization ("" when there is no ground truth).
    public var reference: String
    /// Recognized text after normalization ("" unless the outcome is text or empty).
    public var hypothesis: String
    /// Grapheme-level edits (CER).
    public var characters: EditCounts
    /// Word-level edits (WER).
    public var words: EditCounts
    /// Character errors left after ignoring whitespace, case and punctuation.
    public var layers: ErrorLayers
    /// One result per field, in the sidecar's order.
    public var fields: [FieldResult]
    /// Outcome as expected, every field passed, and CER within maxCER (when set).
    public var passed: Bool
    /// One line per reason the sample failed (empty when it passed).
    public var failures: [String]
    /// Bag-of-words error and flexible character accuracy of the two texts.
    /// Bag-of-words error and flexible character accuracy; nil when not asked for (they
    /// are meant for multi-column pages, and flexible character accuracy is costly).
    public var orderIndependent: OrderIndependentScores?
    /// Per recognized line given to the scorer, whether it equals a reference line
    /// (after `default` normalization); empty when no lines were given.
    public var lineCorrectness: [Bool]

    /// Creates a scored text from its parts.
    public init(reference: String, hypothesis: String, characters: EditCounts, words: EditCounts,
                layers: ErrorLayers, fields: [FieldResult], passed: Bool, failures: [String],
                orderIndependent: OrderIndependentScores?, lineCorrectness: [Bool] = []) {
        self.reference = reference
        self.hypothesis = hypothesis
        self.characters = characters
        self.words = words
        self.layers = layers
        self.fields = fields
        self.passed = passed
        self.failures = failures
        self.orderIndependent = orderIndependent
        self.lineCorrectness = lineCorrectness
    }

    /// Creates a scored text from its parts, computing the order-independent figures
    /// from `reference` and `hypothesis` (no line correctness).
    public init(reference: String, hypothesis: String, characters: EditCounts, words: EditCounts,
                layers: ErrorLayers, fields: [FieldResult], passed: Bool, failures: [String]) {
        self.init(reference: reference, hypothesis: hypothesis, characters: characters, words: words,
                  layers: layers, fields: fields, passed: passed, failures: failures,
                  orderIndependent: OrderIndependentScores(reference: reference, hypothesis: hypothesis))
    }

    /// Character error rate (never infinite or NaN).
    public var cer: Double { characters.rate }
    /// Word error rate (never infinite or NaN).
    public var wer: Double { words.rate }
}
