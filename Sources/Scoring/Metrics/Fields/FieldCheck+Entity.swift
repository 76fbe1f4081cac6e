extension FieldCheck {
    /// An entity field (`"entity": true`): checked as SROIE task 3 compares values, with
    /// white space collapsed on both sides (every run of it, line breaks included, one
    /// space; none at either end), so a value split over two lines is found; the result
    /// says how the value fared (`EntityExtraction`). With `maxEdits` 0 the check passes
    /// exactly when the value is `correct`.
    static func entity(name: String, value raw: String, maxEdits: Int, in hypothesis: String,
                       normalization: NormalizationProfile?) -> FieldResult {
        var ids = TokenIDs<Character>()
        let text = Array(collapsingWhiteSpace(hypothesis))
        let textIDs = ids.map(text)
        var result = contains(name: name, needle: collapsingWhiteSpace(normalization?.normalize(raw) ?? raw), maxEdits: maxEdits,
                              text: text, textIDs: textIDs, ids: &ids)
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
        func result(_ passed: Bool, _ reason: String, _ extraction: EntityExtraction) -> FieldResult {
            var result = FieldResult(name: name, kind: ContainsField.key, passed: passed, reason: reason)
            result.extraction = extraction
            return result
        }
        let pattern = ids.map(Array(needle))
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
    /// and none at either end: SROIE's white-space normalization.
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
}
