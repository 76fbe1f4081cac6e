/// Everything known about one (sample, profile) pair after scoring: one row in every report.
public struct SampleResult: Sendable, Equatable, Codable {
    /// The sample's suite.
    public var suite: String
    /// The sample's id within the suite.
    public var id: String
    /// The profile's name.
    public var profile: String
    /// The image's path relative to the corpus folder, e.g. "known-text/swift-vision.png".
    public var image: String
    /// The outcome the sample should have.
    public var expected: Outcome
    /// The outcome it had.
    public var outcome: Outcome
    /// Why the outcome is unreadable, error, timeout or crashed; nil otherwise.
    public var message: String?
    /// Whether the sample passed.
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
    /// The sidecar's CER limit, when it sets one.
    public var maxCER: Double?
    /// The field checks' results, in the sidecar's order.
    public var fields: [FieldResult]
    /// Decoding and recognition time, in seconds.
    public var durationSeconds: Double
    /// Mean line confidence (0...100), when the backend reports one.
    public var meanConfidence: Double?
    /// The recognized lines.
    public var lines: [LineRecord]
    /// Size of the upright image, when it decoded.
    public var imageWidth: Int?
    /// The upright image's height, when it decoded.
    public var imageHeight: Int?
    /// The sidecar's tags.
    public var tags: [String]
    /// What remains of the character errors once whitespace, case and punctuation are ignored.
    public var layers: ErrorLayers?
    /// Bag-of-words error and flexible character accuracy, when computed.
    public var orderIndependent: OrderIndependentScores?
    /// The sidecar marks a failure as expected (`"status": "known-issue"`): it does not fail the gate.
    public var knownIssue: Bool
    /// The truth is a draft awaiting review (`"review": "draft"`): reported apart, ignored by the gate.
    public var draft: Bool
    /// Scored, not judged: the sample has truth but no criterion beyond reading text (no
    /// maxCER, no field), and read text. Never a pass; shown neutral, counted apart, and
    /// gated by the baseline alone (its CER rising).
    public var scored = false
    /// What the harness noticed about the input without it being a failure, e.g. "the
    /// orientation tag holds 9, not 1–8: the pixels were used as stored".
    public var notes: [String] = []
    /// The languages the engine read this sample in when they were its sidecar's (the
    /// profile set none); nil when the profile's applied.
    public var languages: [String]? = nil
    /// What orientation detection found (`"orientation": "detect"`), nil when not asked.
    public var orientation: DetectedOrientation? = nil
    /// How the recognized lines meet the truth's lines, when both have boxes.
    public var lineDetection: LineDetection? = nil
    /// The CER spread and text changes over `run --repeat N`; nil without repeats.
    public var repeats: RepeatSpread? = nil
    /// The barcodes ZBar decoded on the image the recognizer saw; nil when the image was
    /// not scanned (the sample has no barcode field, or the image did not decode).
    public var barcodes: [DecodedBarcode]? = nil
    /// The confusions of the character alignment, most frequent first; nil when not
    /// computed (no text recognized, or over its share of the scoring budget).
    public var confusions: [ConfusionCount]? = nil
    /// Accuracy per character class of the reference; nil when not computed.
    public var characterClasses: [ClassAccuracy]? = nil
    /// Digests of the image, truth and sidecar the figures were measured on; nil in
    /// results recorded before fingerprints were kept (the gate then cannot tell a data
    /// change from a regression, and says so).
    public var fingerprints: DataFingerprints? = nil
    /// The seconds the harness spent scoring the sample (alignments, fields, figures),
    /// beside `durationSeconds`' decoding and recognition: what `--balance` costs a sample
    /// by; nil in results recorded before it was kept.
    public var scoringSeconds: Double? = nil
    /// The ISRI figures (ocreval's character and word accuracy counts) of the truth and
    /// the answer as they came; nil when not computed (a run.xml from before them, or a
    /// page the scoring budget stopped).
    public var isri: ISRICounts? = nil
    /// The recognition came from the recognition cache (`run --cache`, an entry that
    /// verified), not from the engine in this run.
    public var fromCache = false

    private enum CodingKeys: String, CodingKey {
        case suite, id, profile, image, expected, outcome, message, passed, failures, reference, hypothesis
        case characters, words, maxCER, fields, durationSeconds, meanConfidence, lines, imageWidth, imageHeight
        case tags, layers, orderIndependent, knownIssue, draft, notes, languages, orientation, lineDetection, repeats, barcodes
        case confusions, characterClasses, scored, fingerprints, scoringSeconds, isri, fromCache
    }

    /// Decodes a result; `notes`, `languages`, `orientation`, `lineDetection` and `barcodes`
    /// may be missing (journals written before they existed), and `lines` (read apart by
    /// `TrailingLinesJSON`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(suite: try c.decode(String.self, forKey: .suite), id: try c.decode(String.self, forKey: .id),
                  profile: try c.decode(String.self, forKey: .profile), image: try c.decode(String.self, forKey: .image),
                  expected: try c.decode(Outcome.self, forKey: .expected), outcome: try c.decode(Outcome.self, forKey: .outcome),
                  message: try c.decodeIfPresent(String.self, forKey: .message), passed: try c.decode(Bool.self, forKey: .passed),
                  failures: try c.decode([String].self, forKey: .failures),
                  reference: try c.decode(String.self, forKey: .reference), hypothesis: try c.decode(String.self, forKey: .hypothesis),
                  characters: try c.decode(EditCounts.self, forKey: .characters), words: try c.decode(EditCounts.self, forKey: .words),
                  maxCER: try c.decodeIfPresent(Double.self, forKey: .maxCER),
                  fields: try c.decode([FieldResult].self, forKey: .fields),
                  durationSeconds: try c.decode(Double.self, forKey: .durationSeconds),
                  meanConfidence: try c.decodeIfPresent(Double.self, forKey: .meanConfidence),
                  lines: try c.decodeIfPresent([LineRecord].self, forKey: .lines) ?? [],
                  imageWidth: try c.decodeIfPresent(Int.self, forKey: .imageWidth),
                  imageHeight: try c.decodeIfPresent(Int.self, forKey: .imageHeight),
                  tags: try c.decode([String].self, forKey: .tags),
                  layers: try c.decodeIfPresent(ErrorLayers.self, forKey: .layers),
                  orderIndependent: try c.decodeIfPresent(OrderIndependentScores.self, forKey: .orderIndependent),
                  knownIssue: try c.decode(Bool.self, forKey: .knownIssue), draft: try c.decode(Bool.self, forKey: .draft),
                  notes: try c.decodeIfPresent([String].self, forKey: .notes) ?? [])
        languages = try c.decodeIfPresent([String].self, forKey: .languages)
        orientation = try c.decodeIfPresent(DetectedOrientation.self, forKey: .orientation)
        lineDetection = try c.decodeIfPresent(LineDetection.self, forKey: .lineDetection)
        repeats = try c.decodeIfPresent(RepeatSpread.self, forKey: .repeats)
        barcodes = try c.decodeIfPresent([DecodedBarcode].self, forKey: .barcodes)
        confusions = try c.decodeIfPresent([ConfusionCount].self, forKey: .confusions)
        characterClasses = try c.decodeIfPresent([ClassAccuracy].self, forKey: .characterClasses)
        scored = try c.decodeIfPresent(Bool.self, forKey: .scored) ?? false
        fingerprints = try c.decodeIfPresent(DataFingerprints.self, forKey: .fingerprints)
        scoringSeconds = try c.decodeIfPresent(Double.self, forKey: .scoringSeconds)
        isri = try c.decodeIfPresent(ISRICounts.self, forKey: .isri)
        fromCache = try c.decodeIfPresent(Bool.self, forKey: .fromCache) ?? false
    }

    /// Encodes every field, `lines` unless the encoder's `LineRecord.omittedFromEncoding`
    /// is true; nil fields are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(suite, forKey: .suite); try c.encode(id, forKey: .id)
        try c.encode(profile, forKey: .profile); try c.encode(image, forKey: .image)
        try c.encode(expected, forKey: .expected); try c.encode(outcome, forKey: .outcome)
        try c.encodeIfPresent(message, forKey: .message); try c.encode(passed, forKey: .passed)
        try c.encode(failures, forKey: .failures)
        try c.encode(reference, forKey: .reference); try c.encode(hypothesis, forKey: .hypothesis)
        try c.encode(characters, forKey: .characters); try c.encode(words, forKey: .words)
        try c.encodeIfPresent(maxCER, forKey: .maxCER); try c.encode(fields, forKey: .fields)
        try c.encode(durationSeconds, forKey: .durationSeconds)
        try c.encodeIfPresent(meanConfidence, forKey: .meanConfidence)
        if encoder.userInfo[LineRecord.omittedFromEncoding] as? Bool != true { try c.encode(lines, forKey: .lines) }
        try c.encodeIfPresent(imageWidth, forKey: .imageWidth); try c.encodeIfPresent(imageHeight, forKey: .imageHeight)
        try c.encode(tags, forKey: .tags)
        try c.encodeIfPresent(layers, forKey: .layers); try c.encodeIfPresent(orderIndependent, forKey: .orderIndependent)
        try c.encode(knownIssue, forKey: .knownIssue); try c.encode(draft, forKey: .draft)
        try c.encode(notes, forKey: .notes)
        try c.encodeIfPresent(languages, forKey: .languages); try c.encodeIfPresent(orientation, forKey: .orientation)
        try c.encodeIfPresent(lineDetection, forKey: .lineDetection); try c.encodeIfPresent(repeats, forKey: .repeats)
        try c.encodeIfPresent(barcodes, forKey: .barcodes); try c.encodeIfPresent(confusions, forKey: .confusions)
        try c.encodeIfPresent(characterClasses, forKey: .characterClasses)
        try c.encode(scored, forKey: .scored); try c.encodeIfPresent(fingerprints, forKey: .fingerprints)
        try c.encodeIfPresent(scoringSeconds, forKey: .scoringSeconds)
        try c.encodeIfPresent(isri, forKey: .isri)
        if fromCache { try c.encode(fromCache, forKey: .fromCache) }
    }

    /// The page of a document this result is (its id is "<document>#<page>" and its image
    /// the document "<document>.<pdf|tif|tiff>"); nil for an image of one page.
    public var documentPage: Int? {
        guard let hash = id.lastIndex(of: "#"), let page = Int(id[id.index(after: hash)...]), page > 0 else { return nil }
        let name = image.split(separator: "/").last.map(String.init) ?? image
        guard let dot = name.lastIndex(of: "."), ["pdf", "tif", "tiff"].contains(name[name.index(after: dot)...].lowercased()),
              name[..<dot] == id[..<hash] else { return nil }
        return page
    }

    /// What the sample's result says, in one word: passed, failed, scored (nothing to
    /// pass), or draft (truth awaiting review: neither).
    public var verdict: SampleVerdict {
        if draft { return .draft }
        if scored { return .scored }
        return passed ? .passed : .failed
    }

    /// Failed a criterion, and counts as a failure: not a draft, not merely scored (known
    /// issues included; callers set them apart).
    public var isFailure: Bool { verdict == .failed }

    /// A result with these values; the rest empty or nil.
    public init(suite: String, id: String, profile: String, image: String,
                expected: Outcome, outcome: Outcome, message: String? = nil,
                passed: Bool, failures: [String] = [],
                reference: String, hypothesis: String,
                characters: EditCounts, words: EditCounts, maxCER: Double? = nil,
                fields: [FieldResult] = [], durationSeconds: Double = 0,
                meanConfidence: Double? = nil, lines: [LineRecord] = [],
                imageWidth: Int? = nil, imageHeight: Int? = nil, tags: [String] = [],
                layers: ErrorLayers? = nil, orderIndependent: OrderIndependentScores? = nil,
                knownIssue: Bool = false, draft: Bool = false, notes: [String] = []) {
        self.suite = suite; self.id = id; self.profile = profile; self.image = image
        self.expected = expected; self.outcome = outcome; self.message = message
        self.passed = passed; self.failures = failures
        self.reference = reference; self.hypothesis = hypothesis
        self.characters = characters; self.words = words; self.maxCER = maxCER
        self.fields = fields; self.durationSeconds = durationSeconds
        self.meanConfidence = meanConfidence; self.lines = lines
        self.imageWidth = imageWidth; self.imageHeight = imageHeight; self.tags = tags
        self.layers = layers; self.orderIndependent = orderIndependent
        self.knownIssue = knownIssue; self.draft = draft; self.notes = notes
    }

    /// Character error rate of this sample.
    public var cer: Double { characters.rate }
    /// Word error rate of this sample.
    public var wer: Double { words.rate }
}

/// A sample result in one word.
public enum SampleVerdict: String, Sendable, Equatable {
    case passed, failed, scored, draft
}
