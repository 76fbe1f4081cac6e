/// The alignments of texts: grapheme by grapheme (behind the CER) and word by word
/// (behind the WER), over the token ids of `Alignment` (EditDistanceEngines).
extension Alignment {
    /// Aligns two texts grapheme by grapheme (the alignment behind CER).
    public static func characters(reference: String, hypothesis: String) throws(EditDistanceStop) -> Alignment {
        let clusters = characterClusters(reference: reference, hypothesis: hypothesis)
        return try Alignment(ids: clusters.reference, clusters.hypothesis, token: clusters.token)
    }

    /// Both texts as grapheme ids (equal ids for canonically equivalent clusters), and
    /// the text of cluster `index` of either side.
    static func characterClusters(reference: String, hypothesis: String)
        -> (reference: [Int], hypothesis: [Int], token: (Side, Int) -> String) {
        var ids = GraphemeIDs()
        let (left, leftIDs) = ids.clusters(of: reference)
        let (right, rightIDs) = ids.clusters(of: hypothesis)
        let leftBytes = Array(reference.utf8), rightBytes = Array(hypothesis.utf8)
        let low = GraphemeIDs.lowScalarStrings
        return (leftIDs, rightIDs, { side, index in
            // A cluster that is exactly its own scalar below U+0300 (one or two bytes) comes
            // from the table; any other (a decomposed or singleton spelling too) as written.
            let (id, starts) = side == .reference ? (leftIDs[index], left) : (rightIDs[index], right)
            if id < low.count && Int(starts[index + 1] - starts[index]) == (id < 0x80 ? 1 : 2) { return low[id] }
            return side == .reference
                ? String(decoding: leftBytes[Int(left[index])..<Int(left[index + 1])], as: UTF8.self)
                : String(decoding: rightBytes[Int(right[index])..<Int(right[index + 1])], as: UTF8.self)
        })
    }

    /// Aligns two texts word by word (the alignment behind WER).
    public static func words(reference: String, hypothesis: String) throws(EditDistanceStop) -> Alignment {
        try Alignment(reference: WordSegmentation.words(in: reference),
                  hypothesis: WordSegmentation.words(in: hypothesis))
    }
}
