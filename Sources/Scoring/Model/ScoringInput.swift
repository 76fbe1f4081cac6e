/// What scoring needs to know about one (sample, profile) pair besides the recognition:
/// who it is, its truth and what its sidecar expects.
public struct ScoringInput: Sendable, Equatable {
    /// The sample's suite.
    public var suite: String
    /// The sample's id within the suite.
    public var id: String
    /// The profile's name.
    public var profile: String
    /// The image's path relative to the corpus folder.
    public var image: String
    /// The raw ground truth; nil when the sample has none (scored against "").
    public var truth: String?
    /// The outcome the sidecar expects.
    public var expected: Outcome
    /// The sample fails when its CER is above this (when set).
    public var maxCER: Double?
    /// Required fields, checked on the normalized hypothesis.
    public var fields: [FieldSpec]
    /// The sidecar's tags.
    public var tags: [String]
    /// `"status": "known-issue"`: a failure is expected.
    public var knownIssue: Bool
    /// `"review": "draft"`: the truth awaits review.
    public var draft: Bool
    /// Also compute the order-independent figures (multi-column pages; costly).
    public var orderIndependent: Bool
    /// The truth's lines with their boxes, when it is structured (PAGE-XML, ALTO, hOCR)
    /// and every line has one: line detection is then scored.
    public var truthLines: [TruthLine]? = nil
    /// Where the truth's text comes from: a PAGE-XML or ALTO document read by
    /// dinglehopper's rules is normalized as dinglehopper normalizes such texts under the
    /// `dinglehopper` profile (`NormalizationProfile.normalize(_:source:)`).
    public var truthSource: TextSource = .plainText

    /// An input with these parts.
    public init(suite: String = "", id: String = "", profile: String = "", image: String = "", truth: String?,
                expected: Outcome, maxCER: Double? = nil, fields: [FieldSpec] = [], tags: [String] = [],
                knownIssue: Bool = false, draft: Bool = false, orderIndependent: Bool = true) {
        self.suite = suite; self.id = id; self.profile = profile; self.image = image; self.truth = truth
        self.expected = expected; self.maxCER = maxCER; self.fields = fields; self.tags = tags
        self.knownIssue = knownIssue; self.draft = draft; self.orderIndependent = orderIndependent
    }
}
