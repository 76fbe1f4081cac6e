import Scoring

/// What identifies one (sample, profile) pair across runs.
public struct SampleKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The suite.
    public var suite: String
    /// The sample's id within the suite.
    public var id: String
    /// The profile's name.
    public var profile: String

    /// Creates a key from its parts.
    public init(suite: String, id: String, profile: String) {
        self.suite = suite
        self.id = id
        self.profile = profile
    }

    /// The key of `result`.
    public init(_ result: SampleResult) {
        self.init(suite: result.suite, id: result.id, profile: result.profile)
    }

    /// "suite/id (profile)", as used in every gate message.
    public var description: String { "\(suite)/\(id) (\(profile))" }

    /// Orders by suite, then id, then profile.
    public static func < (lhs: SampleKey, rhs: SampleKey) -> Bool {
        (lhs.suite, lhs.id, lhs.profile) < (rhs.suite, rhs.id, rhs.profile)
    }
}
