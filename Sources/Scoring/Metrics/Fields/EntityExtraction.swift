/// How an entity field's value fared, in the terms of ICDAR 2019 SROIE task 3 (key
/// information extraction), read off the recognized full text.
///
/// SROIE task 3 compares each value a system extracted with the ground-truth value,
/// exactly, after white space is normalized. ocrgauge extracts nothing: it checks the
/// field's value against the whole recognized text. So "the value extracted" is taken to
/// be the span of the recognized text that reads closest to the ground truth — the span a
/// perfect extractor working on this OCR output would return — when there is one close
/// enough to be a reading of it at all. Both texts are first normalized by the run's
/// profile (as for any field check) and then by white space: every run of white space,
/// line breaks included, becomes one space, none at either end. An entity field's own
/// check (its pass) is made on the same collapsed texts, so with `maxEdits` 0 it passes
/// exactly when its value is `correct`.
///
/// - `correct`: the value occurs exactly in the recognized text (a true positive).
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
    /// The value occurs exactly (after white-space normalization).
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
