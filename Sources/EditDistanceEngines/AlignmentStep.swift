/// One step of an alignment of a reference against a hypothesis, for display.
public enum AlignmentStep: Sendable, Equatable, Hashable {
    /// The same token on both sides (reference token, hypothesis token; they may differ
    /// in representation but are canonically equivalent).
    case equal(String, String)
    /// The reference token (first) was read as the hypothesis token (second).
    case substitute(String, String)
    /// A reference token missing from the hypothesis.
    case delete(String)
    /// A hypothesis token not in the reference.
    case insert(String)
}
