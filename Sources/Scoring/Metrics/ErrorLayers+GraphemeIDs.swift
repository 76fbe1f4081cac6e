extension ErrorLayers {
    /// The layers from the texts' grapheme ids (`GraphemeIDs`, as the CER's alignment has
    /// them), without going back to the strings: whitespace and punctuation dropped and
    /// case folded per distinct cluster, then the ids compared. Nil unless every cluster
    /// of both texts is one scalar below U+0300 (or canonically equivalent to one) that
    /// folds to such scalars: only there are the transformed texts' clusters exactly the
    /// pieces of the clusters transformed one by one (nothing below U+0300 joins a
    /// neighbour into a cluster, composes with one, or folds differently beside one).
    /// CR LF, a cluster of two scalars, gives nil too (normalized texts have none).
    /// Equal to `init(reference:hypothesis:)` on those texts, which callers use when
    /// this gives nil.
    /// `counts`, the ids' own counts when the caller has them (the alignment's), are the
    /// first layer when neither text holds whitespace: not aligned again.
    init?(referenceIDs ref: [Int], hypothesisIDs hyp: [Int], counts: EditCounts? = nil) throws(EditDistanceStop) {
        guard let tables = LayerTables(ref, hyp) else { return nil }
        let whitespace = tables.whitespace, punctuation = tables.punctuation
        let foldedID = tables.foldedID, foldedPieces = tables.foldedPieces
        let refWords = ref.filter { !whitespace[$0] }, hypWords = hyp.filter { !whitespace[$0] }
        if let counts, refWords.count == ref.count, hypWords.count == hyp.count {
            ignoringWhitespace = counts
        } else {
            ignoringWhitespace = try EditDistance.counts(reference: refWords, hypothesis: hypWords)
        }
        func fold(_ ids: [Int]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(ids.count)
            for id in ids {
                let single = foldedID[id]
                if single >= 0 { result.append(single) } else { result.append(contentsOf: foldedPieces[id]) }
            }
            return result
        }
        let refFolded = fold(refWords), hypFolded = fold(hypWords)
        ignoringWhitespaceAndCase = refFolded == refWords && hypFolded == hypWords ? ignoringWhitespace
            : try EditDistance.counts(reference: refFolded, hypothesis: hypFolded)
        let refBare = refFolded.filter { !punctuation[$0] }, hypBare = hypFolded.filter { !punctuation[$0] }
        ignoringWhitespaceCaseAndPunctuation = refBare == refFolded && hypBare == hypFolded ? ignoringWhitespaceAndCase
            : try EditDistance.counts(reference: refBare, hypothesis: hypBare)
    }
}
