/// What the error layers do to each grapheme id below U+0300 (see
/// `ErrorLayers.init(referenceIDs:hypothesisIDs:)`): whether it is white space or
/// punctuation, and what it folds to.
struct LayerTables {
    var whitespace: [Bool]
    var punctuation: [Bool]
    /// Each cluster's folded form: one id (most), or (−1) pieces kept in `foldedPieces`.
    var foldedID: [Int]
    var foldedPieces: [[Int]]

    /// Nil unless every id of both texts is a scalar below U+0300 folding to such scalars.
    init?(_ ref: [Int], _ hyp: [Int]) {
        let size = 0x300
        var present = [Bool](repeating: false, count: size)
        for id in ref { guard id >= 0 && id < size else { return nil }; present[id] = true }
        for id in hyp { guard id >= 0 && id < size else { return nil }; present[id] = true }
        whitespace = [Bool](repeating: false, count: size)
        punctuation = [Bool](repeating: false, count: size)
        foldedID = [Int](repeating: -1, count: size)
        foldedPieces = [[Int]](repeating: [], count: size)
        var uncovered: [Int] = []
        for id in 0..<size where present[id] {
            let character = Character(Unicode.Scalar(UInt32(id))!)
            whitespace[id] = character.isWhitespace
            punctuation[id] = ErrorLayers.isPunctuation(character)
            var pieces: [Int] = []
            for piece in ICUText.normalize(ICUText.foldCase(String(character)), form: .nfc) {
                let scalars = piece.unicodeScalars
                guard scalars.count == 1, let scalar = scalars.first, scalar.value < size else { return nil }
                pieces.append(Int(scalar.value))
                if !present[Int(scalar.value)] { uncovered.append(Int(scalar.value)) }
            }
            if pieces.count == 1 { foldedID[id] = pieces[0] } else { foldedPieces[id] = pieces }
        }
        // Scalars that only appear once folded ("ß" → "ss" when no "s" was there).
        for id in uncovered { punctuation[id] = ErrorLayers.isPunctuation(Character(Unicode.Scalar(UInt32(id))!)) }
    }
}
