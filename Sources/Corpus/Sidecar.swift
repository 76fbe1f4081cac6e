import Scoring

/// The optional `<id>.json` beside an image: expectations and metadata.
public struct Sidecar: Sendable, Equatable {
    public var expect: Outcome?
    public var maxCER: Double?
    public var fields: [FieldSpec] = []
    public var languages: [String] = []
    public var tags: [String] = []
    public var source: String?
    public var notes: String?
    /// "known-issue": a failure is expected and does not fail the gate.
    public var status: String?
    /// "draft": the truth was drafted from OCR output and awaits review.
    public var review: String?

    public init() {}

    /// Every key a sidecar may hold; any other key is an error (a typo would otherwise
    /// silently disable a check).
    public static let knownKeys: Set<String> = [
        "expect", "maxCER", "fields", "languages", "tags", "source", "notes", "status", "review",
    ]
}
