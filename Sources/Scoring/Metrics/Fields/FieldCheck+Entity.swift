extension FieldCheck {
    /// An entity field (`"entity": true`): checked as SROIE task 3 compares values — the
    /// value's content must match — on texts made comparable the way SROIE's own are: white
    /// space collapsed on both sides (every run of it, line breaks included, one space; none
    /// at either end), so a value split over two lines is found, and case ignored (SROIE
    /// writes every value in capitals, whatever the receipt prints: a company read as
    /// printed, "Book Ta .K", is the value "BOOK TA .K" in SROIE's writing). The result says
    /// how the value fared (`EntityExtraction`). With `maxEdits` 0 the check passes exactly
    /// when the value is `correct`. Reasons quote the texts as they were read, in their case.
    static func entity(name: String, value raw: String, maxEdits: Int, in hypothesis: String,
                       normalization: NormalizationProfile?) -> FieldResult {
        var ids = TokenIDs<Character>()
        var folding = CaseFolding()
        let text = Array(collapsingWhiteSpace(hypothesis))
        let textIDs = ids.map(text.map { folding.key($0) })
        let needle = collapsingWhiteSpace(normalization?.normalize(raw) ?? raw)
        var result = contains(name: name, needle: needle, maxEdits: maxEdits, text: text, textIDs: textIDs,
                              patternIDs: ids.map(needle.map { folding.key($0) }))
        result.entity = true
        return result
    }

    /// The `contains` check of `needle` (already normalized) in `text` (with its ids
    /// `textIDs` from `ids`), its `extraction` set as `EntityExtraction` defines it (kept
    /// by `evaluate` for entity fields only): found exactly is `correct`; a span within
    /// `maxEdits` (a pass) or within the closest-reading distance max(1, ⌊n / 2⌋) of an
    /// n-character value (the reason's "closest: …") is `wrong`; nothing that close is
    /// `notExtracted`. An empty needle passes ("nothing to look for"), `correct`.
    static func contains(name: String, needle: String, maxEdits: Int, text: [Character], textIDs: [Int],
                         ids: inout TokenIDs<Character>) -> FieldResult {
        contains(name: name, needle: needle, maxEdits: maxEdits, text: text, textIDs: textIDs, patternIDs: ids.map(Array(needle)))
    }

    /// `contains` with the needle's ids given (`patternIDs`, from the same `TokenIDs` as
    /// `textIDs`): how an entity compares characters without regard to case.
    static func contains(name: String, needle: String, maxEdits: Int, text: [Character], textIDs: [Int],
                         patternIDs pattern: [Int]) -> FieldResult {
        func result(_ passed: Bool, _ reason: String, _ extraction: EntityExtraction) -> FieldResult {
            var result = FieldResult(name: name, kind: ContainsField.key, passed: passed, reason: reason)
            result.extraction = extraction
            return result
        }
        if pattern.isEmpty { return result(true, "nothing to look for (empty text)", .correct) }
        if ApproximateMatch.firstExact(of: pattern, in: textIDs) != nil {
            return result(true, "found \(quoted(needle))", .correct)
        }
        let closest = ApproximateMatch.best(of: pattern, in: textIDs)
        if let closest, !closest.range.isEmpty, closest.edits <= maxEdits {
            return result(true, "found \(quoted(String(text[closest.range]))) for \(quoted(needle)) (\(editsText(closest.edits)))",
                          .wrong)
        }
        var reason = "not found: \(quoted(needle))"
        if let closest, !closest.range.isEmpty, closest.edits <= max(1, pattern.count / 2) {
            reason += "; closest: \(quoted(String(text[closest.range]))) (\(editsText(closest.edits)))"
            return result(false, reason, .wrong)
        }
        return result(false, reason, .notExtracted)
    }

    /// `text` with every run of white space (line breaks included) turned into one space,
    /// and none at either end: the white space of SROIE's values (one line, single spaces).
    static func collapsingWhiteSpace(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            out.append(character)
        }
        return out
    }

    /// Each character's case-free stand-in for comparing entities: its full Unicode case
    /// folding when that is one character ("B" and "b" both "b"), else the character
    /// itself (a fold that makes two, as "ß" to "ss", is left alone). Folds are kept per
    /// distinct character, so a long text costs one ICU call per character it uses.
    struct CaseFolding {
        private var folded: [Character: Character] = [:]

        mutating func key(_ character: Character) -> Character {
            if let known = folded[character] { return known }
            var key = character
            if let ascii = character.asciiValue {
                if ascii >= 0x41 && ascii <= 0x5A { key = Character(Unicode.Scalar(ascii + 0x20)) }
            } else {
                let fold = ICUText.normalize(ICUText.foldCase(String(character)), form: .nfc)
                if fold.count == 1, let only = fold.first { key = only }
            }
            folded[character] = key
            return key
        }
    }
}
