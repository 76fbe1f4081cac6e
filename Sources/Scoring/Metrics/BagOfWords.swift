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

    /// The same on word ids (`WordIDs`: equal ids exactly when the words are equal
    /// Strings, as the String keys above compare them), counted in an array by id.
    static func difference(referenceIDs reference: [Int], hypothesisIDs hypothesis: [Int]) -> (difference: Int, total: Int) {
        let size = max(reference.max() ?? -1, hypothesis.max() ?? -1) + 1
        var balance = [Int](repeating: 0, count: size)
        for id in reference { balance[id] += 1 }
        for id in hypothesis { balance[id] -= 1 }
        let difference = balance.reduce(0) { $0 + abs($1) }
        return (difference, reference.count + hypothesis.count)
    }
}
