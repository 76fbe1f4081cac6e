import Scoring

/// The optional `<id>.json` beside an image: expectations and metadata.
public struct Sidecar: Sendable, Equatable {
    /// `expect`: the outcome the image should have ("text", "empty" or "unreadable"); nil: from the truth.
    public var expect: Outcome?
    /// `maxCER`: the highest character error rate that passes; nil: no limit.
    public var maxCER: Double?
    /// `fields`: checks on the recognized text.
    public var fields: [FieldSpec] = []
    /// `languages`: the image's languages, passed to the engine unless the profile pins its own.
    public var languages: [String] = []
    /// `tags`: free labels, e.g. "multi-column".
    public var tags: [String] = []
    /// `source`: where the image comes from.
    public var source: String?
    /// `licence`: the terms the image and its truth come under, as the person who added
    /// them stated (`corpus import --licence`).
    public var licence: String?
    /// `notes`: free text about the sample.
    public var notes: String?
    /// "known-issue": a failure is expected and does not fail the gate.
    public var status: String?
    /// "draft": the truth was drafted from OCR output and awaits review.
    public var review: String?
    /// The names of the fields marked `"entity": true`, in order: checks taken from a
    /// dataset's entity annotations (`corpus import sroie`), not written by a person.
    public var entityFields: [String] { fields.filter(\.isEntity).map(\.name) }

    /// A sidecar with nothing set, as for an image without one.
    public init() {}

    /// Every key a sidecar may hold; any other key is an error (a typo would otherwise
    /// silently disable a check).
    public static let knownKeys: Set<String> = [
        "expect", "maxCER", "fields", "languages", "tags", "source", "licence", "notes", "status", "review",
    ]
}
