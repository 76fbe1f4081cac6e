/// The `TextEquiv`s of one PAGE-XML line or region, and the one whose text is read,
/// chosen as dinglehopper 0.11 chooses (`get_first_textequiv` in its extracted_text.py):
///
/// - one `TextEquiv`: that one;
/// - else, when any has a numeric `index`: the lowest index (the first of equal ones;
///   those without an index are passed over);
/// - else, when any has a numeric `conf`: the highest confidence (the first of equal ones);
/// - else the first in document order.
struct PageTextEquivalents {
    /// Where a `TextEquiv`'s text came from.
    enum Source { case unicode, plainText, neither }

    /// One `TextEquiv` as read.
    struct Candidate {
        /// Its `index`, when numeric.
        var index: Double?
        /// Its `conf` as written (0...1), when numeric; ranks candidates without an index.
        var conf: Double?
        /// Its text: the first `Unicode`, else the first `PlainText`, else "".
        var text: String
        /// Which of those the text is.
        var source: Source

        /// Its `Unicode` text, "" when it has none (dinglehopper reads no `PlainText`).
        var unicodeText: String { source == .unicode ? text : "" }

        /// Its confidence × 100, as lines carry it.
        var confidence: Double? { conf.map { $0 * 100 } }
    }

    private(set) var candidates: [Candidate] = []

    mutating func add(_ candidate: Candidate) { candidates.append(candidate) }

    /// The `TextEquiv` read, by the rule above; nil without any.
    var chosen: Candidate? {
        guard candidates.count > 1 else { return candidates.first }
        // min(by:) and max(by:) keep the first of equal elements, as numpy's nanargmin and nanargmax do.
        if let lowest = candidates.filter({ $0.index != nil }).min(by: { $0.index! < $1.index! }) { return lowest }
        if let surest = candidates.filter({ $0.conf != nil }).max(by: { $0.conf! < $1.conf! }) { return surest }
        return candidates.first
    }

    /// A number from an attribute as Python's `float()` reads it (edge white space
    /// allowed); nil when absent, not a number, or NaN (dinglehopper's "no value").
    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text.trimmingEdgeWhiteSpace), !value.isNaN else { return nil }
        return value
    }
}
