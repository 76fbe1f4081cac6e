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
    init?(referenceIDs ref: [Int], hypothesisIDs hyp: [Int]) {
        let size = 0x300
        var present = [Bool](repeating: false, count: size)
        for id in ref { guard id >= 0 && id < size else { return nil }; present[id] = true }
        for id in hyp { guard id >= 0 && id < size else { return nil }; present[id] = true }
        var whitespace = [Bool](repeating: false, count: size)
        var punctuation = [Bool](repeating: false, count: size)
        var folded = [[Int]](repeating: [], count: size)
        var uncovered: [Int] = []
        for id in 0..<size where present[id] {
            let character = Character(Unicode.Scalar(UInt32(id))!)
            whitespace[id] = character.isWhitespace
            punctuation[id] = Self.isPunctuation(character)
            var pieces: [Int] = []
            for piece in ICUText.normalize(ICUText.foldCase(String(character)), form: .nfc) {
                let scalars = piece.unicodeScalars
                guard scalars.count == 1, let scalar = scalars.first, scalar.value < size else { return nil }
                pieces.append(Int(scalar.value))
                if !present[Int(scalar.value)] { uncovered.append(Int(scalar.value)) }
            }
            folded[id] = pieces
        }
        // Scalars that only appear once folded ("ß" → "ss" when no "s" was there).
        for id in uncovered { punctuation[id] = Self.isPunctuation(Character(Unicode.Scalar(UInt32(id))!)) }

        let refWords = ref.filter { !whitespace[$0] }, hypWords = hyp.filter { !whitespace[$0] }
        ignoringWhitespace = EditDistance.counts(reference: refWords, hypothesis: hypWords)
        func fold(_ ids: [Int]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(ids.count)
            for id in ids { result.append(contentsOf: folded[id]) }
            return result
        }
        let refFolded = fold(refWords), hypFolded = fold(hypWords)
        ignoringWhitespaceAndCase = refFolded == refWords && hypFolded == hypWords ? ignoringWhitespace
            : EditDistance.counts(reference: refFolded, hypothesis: hypFolded)
        let refBare = refFolded.filter { !punctuation[$0] }, hypBare = hypFolded.filter { !punctuation[$0] }
        ignoringWhitespaceCaseAndPunctuation = refBare == refFolded && hypBare == hypFolded ? ignoringWhitespaceAndCase
            : EditDistance.counts(reference: refBare, hypothesis: hypBare)
    }
}
