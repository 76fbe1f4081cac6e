/// The OCR-D bag-of-words error: how many words would have to be added or removed to
/// turn the reference's multiset of words into the hypothesis's, whatever their order.
///
/// Words are `WordSegmentation.words` (UAX #29, punctuation-only segments dropped). The
/// error is the sum over words of |count in reference − count in hypothesis| divided by
/// the number of reference words plus the number of hypothesis words.
public enum BagOfWords {
    /// (sum of |count differences|, reference words + hypothesis words).
    public static func difference(reference: String, hypothesis: String) -> (difference: Int, total: Int) {
        difference(reference: WordSegmentation.words(in: reference),
                   hypothesis: WordSegmentation.words(in: hypothesis))
    }

    /// The same on already segmented words.
    public static func difference(reference: [String], hypothesis: [String]) -> (difference: Int, total: Int) {
        var balance: [String: Int] = [:]
        for word in reference { balance[word, default: 0] += 1 }
        for word in hypothesis { balance[word, default: 0] -= 1 }
        let difference = balance.values.reduce(0) { $0 + abs($1) }
        return (difference, reference.count + hypothesis.count)
    }
}
