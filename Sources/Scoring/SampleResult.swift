/// Everything known about one (sample, profile) pair after scoring: one row in every report.
public struct SampleResult: Sendable, Equatable, Codable {
    public var suite: String
    public var id: String
    public var profile: String
    /// The image's path relative to the corpus folder, e.g. "known-text/swift-vision.png".
    public var image: String
    public var expected: Outcome
    public var outcome: Outcome
    /// Why the outcome is unreadable, error, timeout or crashed; nil otherwise.
    public var message: String?
    public var passed: Bool
    /// One line per reason the sample failed (empty when it passed).
    public var failures: [String]
    /// Ground truth after normalization.
    public var reference: String
    /// Recognized text after normalization.
    public var hypothesis: String
    /// Grapheme-level edits (CER).
    public var characters: EditCounts
    /// Word-level edits (WER).
    public var words: EditCounts
    public var maxCER: Double?
    public var fields: [FieldResult]
    public var durationSeconds: Double
    /// Mean line confidence (0...100), when the backend reports one.
    public var meanConfidence: Double?
    public var lines: [LineRecord]
    /// Size of the upright image, when it decoded.
    public var imageWidth: Int?
    public var imageHeight: Int?
    public var tags: [String]
    /// What remains of the character errors once whitespace, case and punctuation are ignored.
    public var layers: ErrorLayers?
    /// Bag-of-words error and flexible character accuracy, when computed.
    public var orderIndependent: OrderIndependentScores?
    /// The sidecar marks a failure as expected (`"status": "known-issue"`): it does not fail the gate.
    public var knownIssue: Bool
    /// The truth is a draft awaiting review (`"review": "draft"`): reported apart, ignored by the gate.
    public var draft: Bool

    public init(suite: String, id: String, profile: String, image: String,
                expected: Outcome, outcome: Outcome, message: String? = nil,
                passed: Bool, failures: [String] = [],
                reference: String, hypothesis: String,
                characters: EditCounts, words: EditCounts, maxCER: Double? = nil,
                fields: [FieldResult] = [], durationSeconds: Double = 0,
                meanConfidence: Double? = nil, lines: [LineRecord] = [],
                imageWidth: Int? = nil, imageHeight: Int? = nil, tags: [String] = [],
                layers: ErrorLayers? = nil, orderIndependent: OrderIndependentScores? = nil,
                knownIssue: Bool = false, draft: Bool = false) {
        self.suite = suite; self.id = id; self.profile = profile; self.image = image
        self.expected = expected; self.outcome = outcome; self.message = message
        self.passed = passed; self.failures = failures
        self.reference = reference; self.hypothesis = hypothesis
        self.characters = characters; self.words = words; self.maxCER = maxCER
        self.fields = fields; self.durationSeconds = durationSeconds
        self.meanConfidence = meanConfidence; self.lines = lines
        self.imageWidth = imageWidth; self.imageHeight = imageHeight; self.tags = tags
        self.layers = layers; self.orderIndependent = orderIndependent
        self.knownIssue = knownIssue; self.draft = draft
    }

    /// Character error rate of this sample.
    public var cer: Double { characters.rate }
    /// Word error rate of this sample.
    public var wer: Double { words.rate }
}
