/// How an entity field's value fared, in the terms of ICDAR 2019 SROIE task 3 (key
/// information extraction), read off the recognized full text.
///
/// SROIE task 3 marks an extracted value correct when its content and its category (the
/// key) match the ground truth; precision is over the values submitted, recall over the
/// ground-truth values (docs/corpus.md, Entity fields, says where this is published and
/// what it leaves unsaid). ocrgauge extracts nothing: it checks the field's value against
/// the whole recognized text. So "the value extracted" is taken to be the span of the
/// recognized text that reads closest to the ground truth — the span a perfect extractor
/// working on this OCR output would return — when there is one close enough to be a
/// reading of it at all. Both texts are first normalized by the run's profile (as for any
/// field check), then white space is collapsed (every run of it, line breaks included,
/// becomes one space, none at either end) and case is ignored: SROIE writes every value in
/// capitals whatever the receipt prints, so a span read as printed ("Book Ta .K") is the
/// value in SROIE's writing ("BOOK TA .K"). An entity field's own check (its pass) is made
/// the same way, so with `maxEdits` 0 it passes exactly when its value is `correct`.
///
/// - `correct`: the value occurs in the recognized text, white space and case aside (a
///   true positive).
/// - `wrong`: it does not, but a span lies within the field's closest-reading distance of
///   it — at most max(`maxEdits`, max(1, ⌊n / 2⌋)) edits for a value of n characters, the
///   same span the field's reason shows as "found … (k edits)" or "closest: …": a
///   non-empty extraction with the wrong value (a false positive and a false negative).
/// - `notExtracted`: nothing in the text comes that close: an empty prediction, which
///   SROIE leaves out of precision's denominator (a false negative only).
///
/// A field that passes with `maxEdits` > 0 on an inexact span is `wrong` here: SROIE
/// accepts exact values only.
public enum EntityExtraction: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// The value occurs (white space collapsed, case ignored).
    case correct
    /// A reading of the value occurs, with edits.
    case wrong
    /// Nothing reads like the value.
    case notExtracted

    /// Counts as an extracted (non-empty) prediction: `correct` or `wrong`.
    public var isExtracted: Bool { self != .notExtracted }

    /// "correct", "extracted, wrong" or "not extracted", for people.
    public var description: String {
        switch self {
        case .correct: return "correct"
        case .wrong: return "extracted, wrong"
        case .notExtracted: return "not extracted"
        }
    }
}
